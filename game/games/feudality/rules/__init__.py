"""Feudality's rules: its data, its Fiefdom Management sides and the engine; no pygame."""
