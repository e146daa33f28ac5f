"""Feudality: the fourth game of Seneschal (rules in ``rules/``)."""
