"""Ortus Regni's client: its drawings by code."""
