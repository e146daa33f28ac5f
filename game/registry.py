"""The one registry of games: every game Seneschal plays, listed explicitly.

No folder scanning (PyInstaller bundles what is imported, and a reader sees at a glance
which games exist). Adding a game means adding its line to ``_BUILT_IN``. Tests may
``register`` a game of their own for the length of a test run.
"""

from __future__ import annotations

from typing import Any

from game.core.contract import GameDescriptor
from game.core.errors import ConfigError
from game.games.fief.descriptor import DESCRIPTOR as FIEF

AnyGame = GameDescriptor[Any, Any, Any]

_BUILT_IN: tuple[AnyGame, ...] = (FIEF,)

_GAMES: dict[str, AnyGame] = {g.id: g for g in _BUILT_IN}

DEFAULT_GAME = "fief"


def games() -> list[AnyGame]:
    """Every registered game, in the order they were registered."""
    return list(_GAMES.values())


def get(game_id: str) -> AnyGame:
    """The game registered as ``game_id``; ConfigError naming the known ids otherwise."""
    try:
        return _GAMES[game_id]
    except KeyError:
        raise ConfigError(f"unknown game {game_id!r}; the games are: {', '.join(_GAMES)}") from None


def register(game: AnyGame) -> None:
    """Add a game (tests register their own); its id must be new."""
    if game.id in _GAMES and _GAMES[game.id] is not game:
        raise ValueError(f"a game with the id {game.id!r} is already registered")
    _GAMES[game.id] = game


def unregister(game_id: str) -> None:
    """Remove a game added by ``register``; the built-in games stay."""
    if any(g.id == game_id for g in _BUILT_IN):
        raise ValueError(f"{game_id!r} is a built-in game")
    _GAMES.pop(game_id, None)
