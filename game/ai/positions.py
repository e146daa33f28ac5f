"""Positions of a seeded game at its early, middle and late points, for any registered
game: what ``bench`` times ``clone()`` (and anything else per position) on.

    from game.ai.positions import positions
    early, middle, late = positions(game, data).values()

One whole game is played between bots (``game.ai.sim.play_game``) and replayed; the
positions are the states after a tenth, a half and all but the last action of it, so
each still waits for a decision. The same arguments always give the same positions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ai.sim import AnyGame, play_game
from game.core.i18n import m

#: where in the game each position lies, as a share of its actions
POINTS: dict[str, float] = {"early": 0.1, "middle": 0.5, "late": 1.0}


def positions(
    game: AnyGame,
    data: Any,
    seats: int | None = None,
    bots: str | Sequence[str] = "random",
    seed: int = 1,
    max_rounds: int | None = 30,
) -> dict[str, Any]:
    """The states of one seeded game at ``POINTS`` ("early", "middle", "late"), each a
    state of its own (``game.rules.clone``) still waiting for a decision. ``seats``
    defaults to the game's most; ``max_rounds`` applies where the game has a round limit."""
    players = game.max_seats if seats is None else seats
    _, record = play_game(game, data, players, bots, seed, max_rounds, record=True)
    assert record is not None
    total = len(record.actions)
    if total < 2:
        raise ValueError(m("core.positions.too_few_actions", title=game.title, seed=str(seed)))
    marks = {name: max(1, min(total - 1, round(total * share) - (share == 1.0))) for name, share in POINTS.items()}
    replay = record.replayed()
    taken: dict[str, Any] = {}
    for index, action in enumerate(record.actions):
        for name, mark in marks.items():
            if mark == index:
                taken[name] = game.rules.clone(replay.state)
        replay.apply(action)
    return {name: taken[name] for name in POINTS}
