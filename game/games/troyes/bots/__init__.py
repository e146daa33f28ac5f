"""Troyes' computer players."""
