"""Plumbing every layer may use: resource paths, logging, small compatibility shims."""
