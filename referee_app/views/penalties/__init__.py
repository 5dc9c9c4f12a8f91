"""The Penalties tab: the penalty catalogue and the chombo calculator."""
