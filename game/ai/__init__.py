"""Bots that play through the engine contract. Nothing here imports pygame."""

from __future__ import annotations

from game.ai.random_bot import RandomBot

BOTS = {"random": RandomBot}


def make_bot(kind: str, seed: int) -> RandomBot:
    """A bot of the given kind; raises ValueError naming the known kinds."""
    try:
        cls = BOTS[kind]
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; known bots: {', '.join(sorted(BOTS))}") from None
    return cls(seed)
