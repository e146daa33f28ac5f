"""Fief: France 1429 rules. Nothing here imports pygame."""
