"""Set-up (Troyes inventory §2.1-§2.3, §1.3, A-05, A-45)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.engine import Event
from game.core.errors import ConfigError
from game.games.troyes.rules import engine, play
from game.games.troyes.rules.actions import PlaceStart
from game.games.troyes.rules.data import BUILDINGS
from game.games.troyes.rules.events import Placed, RoundBegan
from game.games.troyes.rules.state import NEUTRAL
from tests.games.troyes.helpers import config, data, new, pending


@pytest.mark.parametrize(("n", "citizens", "red", "chars"), [(4, 4, 6, 1), (3, 5, 5, 1), (2, 6, 4, 2)])
def test_supplies_decks_and_characters(n: int, citizens: int, red: int, chars: int) -> None:
    """§2.1 steps 2-5, §2.3: 5 deniers, Influence 4, 4/5/6 citizens, 1/1/2 characters
    each (all different), a red deck of 6/5/4 (the rest boxed), white and yellow 4 each."""
    s, _ = new(n, 7)
    for p in s.players:
        assert (p.deniers, p.influence, p.vp, p.supply) == (5, 4, 0, citizens)
        assert len(p.characters) == chars
    dealt = [c for p in s.players for c in p.characters]
    assert len(set(dealt)) == len(dealt) and set(dealt) <= set(data().characters)
    assert len(s.decks["red"]) == red
    assert len(s.decks["red"]) + len(s.box) == 8
    assert len(s.decks["white"]) == 4 and len(s.decks["yellow"]) == 4
    assert all(data().event(c).colour == "red" for c in s.decks["red"] + s.box)
    assert [q.card for q in s.queue] == ["marauding"]
    assert s.phase == "placement" and 0 <= s.start < n


def test_activity_cards_one_per_colour_and_level_face_down() -> None:
    """§2.1 step 4: nine cards, one of each colour and level, face down; no bonus card
    unless the module is on (A-45)."""
    for seed in range(20):
        s, _ = new(4, seed)
        assert [(slot.colour, slot.level) for slot in s.slots] == [
            (c, lv) for c in ("red", "white", "yellow") for lv in (1, 2, 3)
        ]
        for slot in s.slots:
            c = data().activities[slot.card]
            assert (c.colour, c.level, c.bonus) == (slot.colour, slot.level, False)
            assert not slot.face_up and slot.spaces == [None] * len(c.vp_spaces)
        assert "resistance" not in s.decks["red"] + s.box


def test_bonus_module_adds_its_cards() -> None:
    """A-45: with the bonus cards, Resistance joins the red cards and Baker/Banquet/Prior
    the pools of their colour and level."""
    seen = set()
    for seed in range(60):
        s, _ = new(4, seed, bonus_cards=True)
        assert "resistance" in s.decks["red"] + s.box
        seen |= {slot.card for slot in s.slots}
    assert {"baker", "banquet", "prior"} <= seen


@pytest.mark.parametrize(("n", "rounds"), [(4, 4), (3, 5), (2, 6)])
def test_snake_order(n: int, rounds: int) -> None:
    """§2.2: clockwise from the start player, then back, until every supply is empty."""
    order = engine.snake(1 % n, n, rounds)
    forward = [(1 % n + i) % n for i in range(n)]
    assert order[:n] == forward and order[n : 2 * n] == forward[::-1]
    assert len(order) == n * rounds and Counter(order) == dict.fromkeys(range(n), rounds)


@pytest.mark.parametrize(("n", "neutral"), [(4, 2), (3, 3)])
def test_neutral_citizens_fill_after_placement(n: int, neutral: int) -> None:
    """§2.2: 3-4 players: every empty place then gets a neutral citizen (2 / 3)."""
    s, _ = new(n, 5)
    assert all(o is None for b in BUILDINGS for r in s.buildings[b] for o in r)
    events = []
    while s.phase == "placement":
        d = play.pending(s)
        assert d is not None and d.kind == "place_start" and d.seat == s.order[0]
        events = play.apply(s, d.options[0])
    began = next(i for i, e in enumerate(events) if isinstance(e, RoundBegan))
    filled = [e for e in events[:began] if isinstance(e, Placed) and e.seat == NEUTRAL]
    assert len(filled) == neutral
    assert s.round == 1


def test_two_players_neutral_citizens_before() -> None:
    """§2.2, A-05: 2 players: 6 neutral citizens on the data's places before placing, none after."""
    s, _ = new(2, 5)
    places = data().setups[2].neutral_before
    assert len(places) == 6
    for p in places:
        assert s.buildings[p.building][p.row][p.place] == NEUTRAL
    assert all(PlaceStart(p.building, p.row, p.place) not in pending(s).options for p in places)
    events: list[Event] = []
    while s.phase == "placement":
        events += play.apply(s, pending(s).options[0])
    began = next(i for i, e in enumerate(events) if isinstance(e, RoundBegan))
    assert [e for e in events[:began] if isinstance(e, Placed) and e.seat == NEUTRAL] == []
    assert len([e for e in events[:began] if isinstance(e, Placed) and e.seat >= 0]) == 12


def test_citizen_caps() -> None:
    """§1.3: 12 citizens per player in all (supply + board), 8 neutral."""
    s, _ = new(4, 2)
    assert all(s.in_play(i) == 4 for i in range(4))
    assert data().numbers.citizens_per_player == 12 and data().numbers.neutral_citizens == 8
    assert engine.neutral_free(s) == 8


def test_bad_configurations_are_refused() -> None:
    """§2.3: 1 to 4 seats; the tie-break is "none" or "deniers" (A-08)."""
    with pytest.raises(ConfigError):
        engine.new_game(data(), config(4, tie_break="coin"), 1)
    cfg = config(4)
    cfg.seats = cfg.seats * 2
    with pytest.raises(ConfigError):
        engine.new_game(data(), cfg, 1)


def test_same_seed_same_game() -> None:
    """Set-up is random but seeded: the same seed deals the same game."""
    a, _ = new(4, 9)
    b, _ = new(4, 9)
    assert a.to_json() == b.to_json()
