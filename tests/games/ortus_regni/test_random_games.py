"""Seeded random games of Ortus Regni over 2 to 6 Earls, the game's own invariants checked
after every action (``invariants.py`` here: every card in exactly one place, one King at
most, the Viking timer in its bounds, the cubes in the Bag those the Earls put there), with
the default readings and with every other reading of the ambiguities; every kind of action
reached. ``SENESCHAL_RANDOM_GAMES`` x 3 games per reading."""

from __future__ import annotations

import pytest

from game.core.contract import SeatConfig
from game.core.engine import Action, Decision
from game.core.rng import Rng
from game.games.ortus_regni.bots.heuristic import HeuristicBot
from game.games.ortus_regni.rules import actions as acts
from game.games.ortus_regni.rules.contract import RULES
from game.games.ortus_regni.rules.load import choice_values, load_ortus_data
from game.games.ortus_regni.rules.state import OrtusConfig, OrtusState
from tests.contract.knobs import random_games

from . import invariants

GAMES = 3 * random_games()
DATA = load_ortus_data()
PLAYED: set[str] = set()
#: every reading other than the default, all at once
OTHER_READINGS = {key: values[1] for key, values in choice_values().items() if len(values) > 1}


class Wanderer:
    """Random answers, seldom conceding (so games go deep), and the heuristic player's now
    and then (so battles, jousts and struggles are fought by someone who means it)."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed, stream=5)
        self.heuristic = HeuristicBot(seed)

    def choose(self, s: OrtusState, d: Decision) -> Action:
        if acts.Concede() in d.options and self.rng.below(400) == 0:
            return acts.Concede()
        if self.rng.below(3) == 0:
            return self.heuristic.choose(RULES.view_for(s, d.seat), d)
        pool = [o for o in d.options if not isinstance(o, acts.Concede)] or list(d.options)
        return pool[self.rng.below(len(pool))]


def play(players: int, seed: int, options: dict[str, object] | None = None) -> OrtusState:
    seats = [SeatConfig(c.id.title(), c.id) for c in DATA.colours[:players]]
    s, _ = RULES.new_game(DATA, OrtusConfig(seats, dict(options or {})), seed)
    bots = [Wanderer(seed * 10 + i) for i in range(players)]
    assert not invariants.problems(s)
    while (d := RULES.pending(s)) is not None:
        assert d.options, f"seed {seed}: no option for {d.kind}"
        action = bots[d.seat].choose(s, d)
        PLAYED.add(action.kind)
        events = RULES.apply(s, action)
        PLAYED.update(e.kind for e in events)
        problems = invariants.problems(s)
        assert not problems, f"seed {seed}, {players} Earls, after {action}: {problems}"
    assert RULES.outcome(s) is not None
    return s


@pytest.mark.parametrize("readings", ["default", "other"])
def test_random_games_keep_every_invariant(readings: str) -> None:
    options = {} if readings == "default" else OTHER_READINGS
    for seed in range(GAMES):
        s = play(2 + seed % 5, 500 + seed, options)
        assert s.phase == "over"


def test_a_seed_gives_the_same_game() -> None:
    a, b = play(4, 77), play(4, 77)
    assert RULES.state_to_json(a) == RULES.state_to_json(b)


def test_random_games_reach_every_action_and_the_main_events() -> None:
    """Enough random games use every kind of action (so the checks above saw them)."""
    for seed in range(60):
        play(2 + seed % 5, 3000 + seed, OTHER_READINGS if seed % 4 == 3 else None)
    wanted = {cls.kind for cls in vars(acts).values() if isinstance(cls, type) and issubclass(cls, acts.OrtusAction)}
    wanted -= {"ortus_action", "action"}
    wanted |= {
        "vikings_arrived",
        "vikings_directed",
        "battle_card",
        "captured",
        "ransomed",
        "castle_fell",
        "seized",
        "struggle_ended",
        "crowned",
        "tribute_paid",
        "joust_hand",
        "joust_won",
        "joust_cancelled",
        "eliminated",
    }
    assert wanted <= PLAYED, sorted(wanted - PLAYED)
