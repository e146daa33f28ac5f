"""Seneschal: a desktop client for medieval strategy board games."""

__version__ = "0.1.0"
