"""Troyes' rules: its data, state, actions, events and the engine; no pygame."""
