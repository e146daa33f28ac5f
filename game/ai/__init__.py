"""Bots that play through the engine contract. Nothing here imports pygame."""

from __future__ import annotations

from typing import Any

from game.games.fief.bots.heuristic import HeuristicBot
from game.ai.random_bot import RandomBot

BOTS: dict[str, Any] = {"random": RandomBot, "heuristic": HeuristicBot}


def make_bot(kind: str, seed: int) -> Any:
    """A bot of the given kind; raises ValueError naming the known kinds."""
    try:
        cls = BOTS[kind]
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; known bots: {', '.join(sorted(BOTS))}") from None
    return cls(seed)

__all__ = ["BOTS", "HeuristicBot", "RandomBot", "make_bot"]
