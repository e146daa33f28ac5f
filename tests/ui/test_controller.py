"""The client's controller: a whole game with every seat driven through it, AI seats
thinking off the caller's thread, autosave after phases, undo limits, privacy of the
chronicle."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from game.core.errors import IllegalAction
from game.core.saves import read_save
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules.actions import ChooseStart, Done
from game.games.fief.rules.data import load_fief_data
from game.games.fief.rules.state import GameConfig, SeatConfig
from game.ui.controller import Controller


def _config(kinds: list[str], max_rounds: int | None = None) -> GameConfig:
    colours = ["red", "blue", "green", "purple", "black", "orange"]
    return GameConfig(
        [SeatConfig(f"P{i}", colours[i], k) for i, k in enumerate(kinds)], first_player=0, max_rounds=max_rounds
    )


def _drive(ctl: Controller, limit: float = 60.0) -> None:
    """Play to the end: humans answered with their first option, AI seats by polling."""
    from game.ai import RandomBot

    human_bot = RandomBot(5)
    deadline = time.monotonic() + limit
    while ctl.pending() is not None:
        assert time.monotonic() < deadline, "the game did not finish"
        d = ctl.pending()
        if ctl.is_ai(d.seat):
            ctl.poll()
            ctl.wait_for_bots()
            ctl.poll()
        else:
            ctl.submit(human_bot.choose(ctl.state, d))


def test_a_whole_game_through_the_controller_with_humans_and_bots(tmp_path: Path) -> None:
    data = load_fief_data()
    ctl = Controller.new(
        FIEF, data, _config(["human", "ai", "human", "ai"], max_rounds=6), 3, autosave=tmp_path / "auto.json"
    )
    _drive(ctl)
    assert ctl.state.outcome is not None
    ctl.flush()
    saved = read_save(tmp_path / "auto.json")
    assert len(saved.actions) == len(ctl.record.actions)
    assert saved.meta["round"] == ctl.state.round
    again = Controller.load(FIEF, data, tmp_path / "auto.json")
    assert again.state.to_json() == ctl.state.to_json()
    assert [e.text for e in again.chronicle] == [e.text for e in ctl.chronicle]


def test_bots_do_not_answer_for_humans_and_humans_not_for_bots() -> None:
    data = load_fief_data()
    ctl = Controller.new(FIEF, data, _config(["ai", "human", "human"]), 1)
    assert ctl.pending().seat == 0
    with pytest.raises(IllegalAction, match="AI player"):
        ctl.submit(ChooseStart("blaye"))
    assert ctl.poll() == [] and ctl.thinking
    ctl.wait_for_bots()
    events = ctl.poll()
    assert events and ctl.pending().seat == 1 and not ctl.thinking


def test_undo_steps_back_own_actions_only() -> None:
    data = load_fief_data()
    ctl = Controller.new(FIEF, data, _config(["human", "human", "human"]), 1)
    for v in ("blaye", "sigy", "tournus"):
        ctl.submit(ChooseStart(v))
    while ctl.state.step != "purchase":  # nobody draws a card
        ctl.submit(Done())
    assert ctl.pending().seat == 0
    assert not ctl.can_undo()  # the last choice was another seat's
    from game.games.fief.rules.actions import Buy

    before = ctl.state.to_json()
    n_actions = len(ctl.record.actions)
    ctl.submit(Buy("man_at_arms", "blaye"))
    assert ctl.can_undo()
    assert ctl.undo()
    assert ctl.state.to_json() == before
    assert len(ctl.record.actions) == n_actions
    ctl.submit(Done())
    assert ctl.pending().seat == 1 and not ctl.can_undo()


def test_chronicle_filters_by_family() -> None:
    data = load_fief_data()
    ctl = Controller.new(FIEF, data, _config(["human", "human", "human"]), 1)
    ctl.submit(ChooseStart("blaye"))
    mine = ctl.chronicle_for(viewer=0, family=0)
    assert mine and all(0 in e.seats for e in mine)
    assert any("settles in Blaye" in e.text for e in mine)


def test_an_action_that_opens_new_steps_files_each_event_under_its_own(tmp_path: Path) -> None:
    """The last Earl's end of turn in Ortus Regni ends his Round, plays the Vikings' turn
    and begins the next Round, in one action: his draw is filed under the Round it ended,
    the Vikings' lines under their turn, the new Round's under it; a save loaded again
    files them the same way."""
    from game.games.ortus_regni.descriptor import DESCRIPTOR as ORTUS
    from game.games.ortus_regni.rules.actions import EndTurn
    from game.games.ortus_regni.rules.events import Drew, RoundBegan, VikingsNearer, VikingsTurn

    data = ORTUS.load_data(None)
    config = ORTUS.default_config(data, 2)
    config.decks = {0: dict(data.archetypes["balanced"].counts), 1: dict(data.archetypes["balanced"].counts)}
    ctl = Controller.new(ORTUS, data, config, 4, autosave=tmp_path / "auto.json")
    ctl.submit(EndTurn())
    ctl.submit(EndTurn())  # the second Earl ends Round 1
    where = {type(e.event): (e.round, e.phase) for e in ctl.chronicle[-8:]}
    assert where[Drew] == (1, 1)
    assert where[VikingsTurn] == (1, 2) and where[VikingsNearer] == (1, 2)
    assert where[RoundBegan] == (2, 1)
    ctl.flush()
    again = Controller.load(ORTUS, data, tmp_path / "auto.json")
    assert [(e.round, e.phase, e.text) for e in again.chronicle] == [(e.round, e.phase, e.text) for e in ctl.chronicle]
