"""Troyes: the second game of Seneschal (rules in ``rules/``, bots in ``bots/``)."""
