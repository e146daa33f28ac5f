"""``game.ai.positions``: a seeded game's early, middle and late positions, for any game."""

from __future__ import annotations

from typing import Any

import pytest

from game import registry
from game.ai.positions import POINTS, positions
from game.registry import AnyGame


@pytest.mark.parametrize("game", registry.games(), ids=lambda g: g.id)
def test_positions_lie_early_middle_and_late_in_one_seeded_game(game: AnyGame) -> None:
    data: Any = game.load_data(None)
    taken = positions(game, data, seed=3, max_rounds=6)
    assert list(taken) == list(POINTS) == ["early", "middle", "late"]
    rules = game.rules
    for name, state in taken.items():
        assert rules.pending(state) is not None, f"{game.id}: the {name} position waits for no decision"
        assert len(rules.seat_names(state)) == game.max_seats
    rounds = [rules.progress(s) for s in taken.values()]
    assert rounds == sorted(rounds) and rounds[0] < rounds[-1]
    again = positions(game, data, seed=3, max_rounds=6)
    assert [rules.state_to_json(s) for s in again.values()] == [rules.state_to_json(s) for s in taken.values()]
    other = positions(game, data, seats=game.min_seats, seed=4, max_rounds=6)
    assert len(rules.seat_names(other["late"])) == game.min_seats
