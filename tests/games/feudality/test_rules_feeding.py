"""The end of a Feudality Senior turn (rulebook "Feeding your Fief", "Sequence of play"
5-6, "Game end"; inventory §3 steps 5-6, §4.9, §5, FE-E38, FE-E39, FE-T10, FE-T11,
FE-T30): the Senior feeds his Fief, losing a piece per Food missing; the shield passes
left; the game ends once the Victory Number is reached, the turn finished."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.core.engine import Event
from game.core.errors import ConfigError, IllegalAction
from game.games.feudality.rules import engine, feeding, flow, holdings, payments
from game.games.feudality.rules.actions import Begin, Trade
from game.games.feudality.rules.data import RESOURCES
from game.games.feudality.rules.state import PHASE_OVER, FeudalityConfig, FeudalityState, state_from_json

from .helpers import data, first_until, fresh, new, pending, play

#: squares no Keep covers on any side the tests use (rows 1-2 kept clear below)
SQUARES = tuple(f"{c}{r}" for r in range(1, 8) for c in "abcdefg")


def at_feeding(
    n: int = 4,
    pieces: int = 12,
    food: int = 10,
    seed: int = 3,
    options: dict[str, Any] | None = None,
    tile: str = "forest",
) -> tuple[FeudalityState, list[Event]]:
    """A first turn at its feeding: the Senior's Fief holds exactly ``pieces`` pieces (his
    Keep's Tower and ``pieces - 1`` tiles of ``tile``), ``food`` Food, nothing else."""
    s, _ = new(n, seed=seed, options=options)
    first_until(s, "turn_start")
    me = s.senior
    baron = s.barons[me]
    assert baron.keep is not None
    for space, stack in baron.keep.stacks.items():
        del stack[1 if space == "fortification" else 0 :]
    free = [q for q in SQUARES if q not in _keep(s, me)]
    baron.tiles = dict.fromkeys(free[: pieces - 1], tile)
    assert holdings.pieces(s, me) == pieces
    baron.resources = dict.fromkeys(RESOURCES, 0)
    baron.resources["food"] = food
    s.turn = 1
    s.queue = [["feed", me]]
    events: list[Event] = []
    flow.run(s, events)
    fresh(s)
    return s, events


def _keep(s: FeudalityState, seat: int) -> set[str]:
    keep = s.barons[seat].keep
    assert keep is not None
    return set(keep.spaces)


@pytest.mark.parametrize(
    ("n", "rounding", "granary", "rats", "due"),
    [
        (4, "down", False, False, 2),  # FE-T10 read as the rulebook leaves it: full fives
        (4, "up", False, False, 3),  # FE-T10, the inventory's reading: ceil(12/5)
        (4, "down", True, False, 2),  # with a Granary: ceil(12/10)
        (3, "down", False, False, 2),  # 2-3 barons: one per 6
        (3, "down", True, False, 1),  # ceil(12/12)
        (4, "down", False, True, 3),  # the Rats eat one more
        (3, "up", True, True, 2),
    ],
)
def test_food_owed_by_pieces_granary_and_rats(n: int, rounding: str, granary: bool, rats: bool, due: int) -> None:
    """FE-E38, FE-E39, FE-T10, FE-A08 (errata 4): what a Fief of 12 pieces eats."""
    s, _ = new(n, seed=3, options={"feeding_rounding": rounding})
    first_until(s, "turn_start")
    me = s.senior
    baron = s.barons[me]
    assert baron.keep is not None
    for space, stack in baron.keep.stacks.items():
        del stack[1 if space == "fortification" else 0 :]
    free = [q for q in SQUARES if q not in _keep(s, me)]
    baron.tiles = dict.fromkeys(free[:11], "forest")
    if granary:
        baron.tiles[free[0]] = "granary"
    if rats:
        s.rats = me
    assert feeding.food_due(s, me)[1] == due


def test_the_keep_eats_only_when_the_reading_says_so() -> None:
    """FE-A31 ``keep_is_tile``: the Keep is no piece to feed by default."""
    s, _ = at_feeding(n=4, pieces=5, food=5)
    fed = (s.senior - 1) % 4  # the shield has passed
    assert holdings.pieces(s, fed) == 5
    s.config.options["keep_is_tile"] = True
    assert holdings.pieces(s, fed) == 6


def test_a_fed_fief_pays_and_the_shield_passes_left() -> None:
    """§3 steps 5-6: he pays what he owes; the dice and the shield go to his left."""
    s, events = at_feeding(n=4, pieces=12, food=7)
    senior = (s.senior - 1) % 4  # the shield has passed already
    fed = [e for e in events if isinstance(e, feeding.Fed)]
    assert fed == [feeding.Fed(senior, 12, 2, 0, 2)]
    assert s.barons[senior].resources["food"] == 5
    assert [e for e in events if isinstance(e, feeding.ShieldPassed)] == [feeding.ShieldPassed(s.senior)]
    d = pending(s)
    assert (d.kind, d.seat, d.options) == ("turn_start", s.senior, (Begin(),))


def test_short_of_food_with_nothing_to_trade_loses_a_piece_per_food() -> None:
    """FE-T11: 3 owed, 1 Food, nothing tradable: he pays 1 and removes 2 pieces of his
    choice, one at a time; the Rats are never among them."""
    s, events = at_feeding(n=4, pieces=15, food=1, options={"feeding_rounding": "up"})
    me = s.senior
    assert [e for e in events if isinstance(e, feeding.Hungry)] == [feeding.Hungry(me, 2)]
    d = pending(s)
    assert d.kind == "lose" and d.seat == me
    assert set(d.options) == {payments.LoseTile(q) for q in holdings.losable(s, me)}
    tower = holdings.space_square(s, me, "fortification")
    assert payments.LoseTile(tower) in d.options  # a fortification level is a piece too
    first = next(o for o in d.options if o != payments.LoseTile(tower))
    play(s, first)
    assert pending(s).kind == "lose"
    play(s, payments.LoseTile(tower))
    assert s.barons[me].resources["food"] == 0
    assert holdings.pieces(s, me) == 13
    assert holdings.top_level(s, me) is None
    assert s.pool[data().fortifications[0].id] == data().fortifications[0].count - 4 + 1  # back to the pool
    assert pending(s).kind == "turn_start" and s.senior == (me + 1) % 4


def test_short_of_food_he_may_trade_first() -> None:
    """FE-E39, FE-A40: short, he may trade with the bank before he feeds, or not."""
    s, _ = at_feeding(n=4, pieces=12, food=1)
    me = s.senior
    s.barons[me].resources.update(wood=5, food=1)
    s.queue = [["feed", me]]
    events: list[Event] = []
    flow.run(s, events)
    fresh(s)
    d = pending(s)
    assert d.kind == "feed_trade"
    assert set(d.options) == {Trade("wood", "food"), feeding.Starve()}
    with pytest.raises(IllegalAction) as refused:
        play(s, Trade("gold", "food"))
    assert "Gold" in str(refused.value)
    doc = json.loads(json.dumps(s.to_json()))
    assert state_from_json(data(), doc).to_json() == s.to_json()
    out = play(s, Trade("wood", "food"))
    assert feeding.Fed(me, 12, 2, 0, 2) in out
    assert s.barons[me].resources == {**dict.fromkeys(RESOURCES, 0), "wood": 1}
    assert pending(s).kind == "turn_start"


def test_feeding_what_he_can_without_trading() -> None:
    s, _ = at_feeding(n=4, pieces=12, food=1)
    me = s.senior
    s.barons[me].resources.update(wood=5, food=1)
    s.queue = [["feed", me]]
    flow.run(s, [])
    fresh(s)
    out = play(s, feeding.Starve())
    assert feeding.Hungry(me, 1) in out
    assert s.barons[me].resources["wood"] == 5
    assert pending(s).kind == "lose"


def _end(s: FeudalityState) -> list[Event]:
    s.queue = [["shield", -1]]
    events: list[Event] = []
    flow.run(s, events)
    fresh(s)
    return events


def test_the_game_ends_at_the_victory_number_once_the_turn_is_over() -> None:
    """§5: a baron at the Victory Number ends the game when the turn is finished; the
    most VP wins."""
    s, _ = at_feeding(n=4, pieces=3, food=3)
    target = data().for_players(4).victory
    s.barons[1].vp = target
    s.barons[2].vp = target + 2
    events = _end(s)
    assert s.phase == PHASE_OVER and s.winners == [2] and s.end == "victory"
    assert events[-1] == feeding.GameWon(-1, (2,), target + 2, "victory", target)
    assert engine.pending(s) is None


def test_ties_go_to_the_fortification_then_the_army_then_are_shared() -> None:
    """FE-T30: the higher fortification wins a tie; then the larger army; then both."""
    s, _ = at_feeding(n=3, pieces=3, food=3)
    target = data().for_players(3).victory
    for b in s.barons:
        b.vp = target
    keeps = [s.barons[p].keep for p in range(3)]
    assert all(k is not None for k in keeps)
    stacks = [k.stacks for k in keeps if k is not None]
    for st in stacks:
        st["fortification"][:] = ["tower"]
        st["knight"][:] = []
        st["archer"][:] = []
        st["men_at_arms"][:] = []
    stacks[1]["fortification"][:] = ["tower", "fort"]
    s2 = s.clone()
    _end(s)
    assert s.winners == [1]
    stacks2 = [s2.barons[p].keep.stacks for p in range(3)]  # type: ignore[union-attr]
    stacks2[1]["fortification"][:] = ["tower"]
    stacks2[0]["archer"][:] = ["archer"]
    s3 = s2.clone()
    _end(s2)
    assert s2.winners == [0]
    s3.barons[0].keep.stacks["archer"][:] = []  # type: ignore[union-attr]
    events = _end(s3)
    assert s3.winners == [0, 1, 2]
    assert "share" in engine.describe_event(s3, events[-1]).__str__()


def test_a_game_ends_at_the_turn_bound() -> None:
    """No rule ends a game without a winner: ``numbers.max_turns`` bounds it (unverified)."""
    s, _ = at_feeding(n=2, pieces=3, food=3)
    s.turn = data().numbers.max_turns
    s.barons[0].vp, s.barons[1].vp = 2, 5
    events = _end(s)
    assert s.end == "turns" and s.winners == [1]
    assert isinstance(events[-1], feeding.GameWon) and events[-1].end == "turns"


def test_the_tables_own_turn_limit() -> None:
    """A table may choose a shorter game at set-up (``max_rounds``): it ends after that
    many Senior turns, the best ranked winning by §5's order; the limit is kept in the
    config's JSON form, and a limit that is no whole number of at least 1 is refused."""
    s, _ = at_feeding(n=2, pieces=3, food=3)
    s.config.max_rounds = 5
    s.turn = 4
    _end(s)
    assert s.phase != PHASE_OVER and pending(s).kind == "turn_start"
    s.turn = 5
    s.barons[0].vp, s.barons[1].vp = 3, 1
    events = _end(s)
    assert s.end == "turns" and s.winners == [0]
    assert isinstance(events[-1], feeding.GameWon)
    doc = json.loads(json.dumps(s.config.to_json()))
    assert FeudalityConfig.from_json(doc).max_rounds == 5
    for bad in (0, "5", True):
        with pytest.raises(ConfigError, match="turn limit"):
            FeudalityConfig.from_json({**doc, "max_rounds": bad})
