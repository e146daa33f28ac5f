"""How much the random-game tests play, read from the environment.

``SENESCHAL_RANDOM_GAMES`` is the number of seeded random games a random-game test plays
for each game: a few by default, so a local run stays quick; CI sets a larger number.
The contract suite (``tests/contract``) reads it here, and any other test that plays
random games (a game's own under ``tests/games/<id>/``) may use the same knob through
``random_games()``.
"""

from __future__ import annotations

import os

ENV = "SENESCHAL_RANDOM_GAMES"
DEFAULT = 3


def random_games(default: int = DEFAULT) -> int:
    """The number of random games per game: ``$SENESCHAL_RANDOM_GAMES``, else ``default``.
    Raises ValueError naming the variable when it is not a whole number of at least 1."""
    raw = os.environ.get(ENV, "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        value = 0
    if value < 1:
        raise ValueError(f"{ENV} must be a whole number of at least 1, not {raw!r}")
    return value
