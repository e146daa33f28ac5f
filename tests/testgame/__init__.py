"""Pilgrims' Race: a small second game that proves the platform (tests only).

It is registered for the whole test run by ``tests/conftest.py``; nothing in ``game/``
names it. Its rules are in ``RULES.md``; ``README.md`` lists the steps of adding a game.
"""
