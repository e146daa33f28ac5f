"""The shell never lets a game run for ever: a game that goes on past the bound on its
length that its descriptor declares (``GameDescriptor.max_actions``) is stopped by the
simulator and by the client's controller, with a clear error, never a hang.

A misbehaving game is made here from Pilgrims' Race by declaring a bound far below
its real length."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.ai import sim
from game.core.errors import IllegalAction, LengthLimitExceeded
from game.ui.controller import Controller
from tests.testgame.descriptor import DESCRIPTOR as PILGRIMS

BOUND = 5


def _short(bound: int = BOUND) -> Any:
    return dataclasses.replace(PILGRIMS, max_actions=lambda data, config: bound)


def test_the_simulator_stops_a_game_past_its_declared_bound() -> None:
    game = _short()
    data = game.load_data(None)
    with pytest.raises(LengthLimitExceeded, match=f"declared bound of {BOUND} actions"):
        sim.play_game(game, data, 2, "random", 1)


def test_the_simulator_plays_a_game_within_its_bound_to_its_end() -> None:
    data = PILGRIMS.load_data(None)
    summary, rec = sim.play_game(PILGRIMS, data, 3, "random", 1, record=True)
    assert rec is not None and summary["end"] in ("arrival", "round_limit")
    assert len(rec.actions) <= PILGRIMS.length_limit(data, rec.config)


def test_the_controller_asks_no_bot_past_the_bound_and_refuses_people() -> None:
    game = _short()
    data = game.load_data(None)
    config = game.default_config(data, 2, bots=["random", "random"])
    ctl = Controller.new(game, data, config, 4)
    with pytest.raises(LengthLimitExceeded):
        for _ in range(10 * BOUND):
            ctl.poll()
            ctl.wait_for_bots()
    assert len(ctl.record.actions) == BOUND and ctl.pending() is not None and ctl.overran()
    with pytest.raises(LengthLimitExceeded):  # and again at the next frame: no bot is asked
        ctl.poll()
    assert not ctl.thinking and len(ctl.record.actions) == BOUND

    people = game.default_config(data, 2)
    ctl = Controller.new(game, data, people, 4)
    for _ in range(BOUND):
        ctl.submit(ctl.pending().options[0])
    with pytest.raises(IllegalAction, match="declared bound"):
        ctl.submit(ctl.pending().options[0])


def test_a_bound_that_is_no_whole_number_is_the_games_fault() -> None:
    data = PILGRIMS.load_data(None)
    config = PILGRIMS.default_config(data, 2)
    for bad in (0, -3, 2.5, True):
        game = dataclasses.replace(PILGRIMS, max_actions=lambda data, config, bad=bad: bad)
        with pytest.raises(ValueError, match="max_actions"):
            game.length_limit(data, config)
