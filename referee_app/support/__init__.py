"""Plumbing: resource paths, logging, the self-test, small compatibility shims."""
