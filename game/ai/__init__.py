"""Bots that play through the game contract, for any game. Nothing here imports pygame
or a game: a game's own bots come from its descriptor."""

from __future__ import annotations

from typing import Any

from game.ai.random_bot import RandomBot
from game.core.contract import Bot, GameDescriptor
from game.core.i18n import m

#: the bot every game has
GENERIC_BOTS = {"random": RandomBot}


def bot_kinds(game: GameDescriptor[Any, Any, Any]) -> list[str]:
    """Every bot kind ``game`` can seat: its own, then the generic ones."""
    return [*game.bots, *(k for k in GENERIC_BOTS if k not in game.bots)]


def make_bot(game: GameDescriptor[Any, Any, Any], kind: str, seed: int) -> Bot:
    """A bot of ``kind`` for ``game``; raises ValueError naming the kinds it has."""
    factory = game.bots.get(kind) or GENERIC_BOTS.get(kind)
    if factory is None:
        raise ValueError(m("core.sim.unknown_bot", bot=repr(kind), title=game.title, bots=", ".join(bot_kinds(game))))
    return factory(seed)


__all__ = ["GENERIC_BOTS", "RandomBot", "bot_kinds", "make_bot"]
