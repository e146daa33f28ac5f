"""Seeded random games of Troyes over 1 to 4 seats, Troyes' invariants checked after
every action (issue 19, 7), the dice conserved through every round, and the whole
game deterministic for its seed. ``SENESCHAL_RANDOM_GAMES`` (20 in CI) x 15 games: 300
in CI's full run."""

from __future__ import annotations

import pytest

from game.ai import RandomBot
from game.core.contract import SeatConfig
from game.games.troyes.rules import events as ev
from game.games.troyes.rules.contract import RULES
from game.games.troyes.rules.load import load_troyes_data
from game.games.troyes.rules.state import TroyesConfig, TroyesState
from tests.contract.knobs import random_games

from . import invariants

GAMES = 15 * random_games()
CHUNKS = 5
DATA = load_troyes_data()
PLAYED: set[str] = set()


def new(players: int, seed: int, bonus: bool = False) -> TroyesState:
    seats = [SeatConfig(c.id.title(), c.id) for c in DATA.colours[:players]]
    state, _ = RULES.new_game(DATA, TroyesConfig(seats, bonus_cards=bonus), seed)
    return state


def play(players: int, seed: int, bonus: bool) -> TroyesState:
    s = new(players, seed, bonus)
    bots = [RandomBot(seed * 10 + i) for i in range(players)]
    invariants.check(s)
    on_square = len(s.dice)
    while (d := RULES.pending(s)) is not None:
        assert d.options, f"seed {seed}: no option for {d.kind}"
        action = bots[d.seat].choose(s, d)
        PLAYED.add(action.kind)
        events = RULES.apply(s, action)
        for e in events:
            PLAYED.add(e.kind)
            if isinstance(e, ev.Rolled) and not (len(e.dice) == 1 and e.dice[0][0] == -1):
                on_square += len(e.dice)
            elif isinstance(e, (ev.GroupTaken, ev.Countered)):
                on_square -= len(e.dice)
            elif isinstance(e, ev.RoundEnded):
                on_square = 0
        assert len(s.dice) == on_square, f"seed {seed}: {len(s.dice)} dice on the square, {on_square} expected"
        invariants.check(s)
    assert RULES.outcome(s) is not None
    return s


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant(chunk: int) -> None:
    """A fifth of the games per chunk, over 2 to 4 seats (the solo game has its own tests), a third with the bonus cards."""
    seeds = range(chunk * GAMES // CHUNKS, (chunk + 1) * GAMES // CHUNKS)
    for seed in seeds:
        s = play(2 + seed % 3, seed, bonus=seed % 3 == 0)
        assert s.phase == "over"


def test_a_seed_gives_the_same_game() -> None:
    a, b = play(4, 77, False), play(4, 77, False)
    assert RULES.state_to_json(a) == RULES.state_to_json(b)


def test_random_games_reach_every_action_and_the_main_events() -> None:
    """Enough random games use every kind of action (so the checks above saw them)."""
    for seed in range(40):
        play(2 + seed % 3, 1000 + seed, bonus=seed % 2 == 0)
    wanted = {
        "place_start",
        "reroll",
        "flip",
        "hire",
        "counter",
        "pass",
        "activate",
        "build",
        "fight",
        "settle",
        "farm",
        "group",
        "citizen",
        "times",
        "target",
        "event_countered",
        "placed",
        "tradesman_hired",
        "delayed_cubes",
        "cathedral_cube",
        "penalty",
        "scored",
    }
    assert wanted <= PLAYED, sorted(wanted - PLAYED)
