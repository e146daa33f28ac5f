"""Ortus Regni's client."""
