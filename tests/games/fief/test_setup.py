"""Game setup (rulebook "Game Setup" and "Placement") and the round of seven phases."""

from __future__ import annotations

import pytest

from game.core.errors import ConfigError, IllegalAction
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import ChooseStart, Done

from . import helpers
from .helpers import data, v


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_three_to_six_families_each_draw_one_lord(n: int) -> None:
    s = helpers.new(n)
    assert s.n == n
    for fam in s.families:
        assert len(fam.lords) == 1
        card = data().lord_cards[fam.lords[0]]
        assert card.kind == "lord"
        assert fam.deniers == 5
    assert len(s.lord_deck) == 22 - n


@pytest.mark.parametrize("n", [2, 7])
def test_other_family_counts_are_refused(n: int) -> None:
    with pytest.raises(ConfigError, match="3 to 6 families"):
        helpers.new(n)


def test_cardinal_or_darc_drawn_at_setup_is_shuffled_back() -> None:
    """Setup: "If a Cardinal or the d'ARC card is drawn, shuffle it back into the deck
    and draw another card." Find seeds where that happens and check the deck."""
    found = 0
    for seed in range(200):
        s, events = engine.start(data(), helpers.config(6), seed)
        returned = [e for e in events if isinstance(e, ev.CardShuffledBack)]
        if not returned:
            continue
        found += 1
        for e in returned:
            assert data().lord_cards[e.card].kind in ("cardinal", "darc")
            assert e.card in s.lord_deck
        assert sorted(c for c in s.lord_deck if data().lord_cards[c].kind != "lord") == [
            "cardinal",
            "cardinal",
            "cardinal",
            "darc",
        ]
        assert all(data().lord_cards[f.lords[0]].kind == "lord" for f in s.families)
    assert found > 0


def test_first_player_from_config_or_drawn_with_the_seed() -> None:
    assert helpers.new(4, first=2).first_player == 2
    a = engine.new_game(data(), helpers.config(4, first=None), 11)
    b = engine.new_game(data(), helpers.config(4, first=None), 11)
    assert a.first_player == b.first_player
    firsts = {engine.new_game(data(), helpers.config(4, first=None), seed).first_player for seed in range(30)}
    assert firsts == {0, 1, 2, 3}


def test_starting_villages_chosen_clockwise_among_unoccupied_ones() -> None:
    """Placement: the first player chooses, then the others clockwise, each in any
    remaining unoccupied village, placing 1 knight, 3 men-at-arms, a stronghold and the lord."""
    s = helpers.new(4, first=2)
    order = []
    for name in ["St Médard", "Blaye", "Sigy", "Bourg"]:
        d = engine.pending(s)
        assert d.kind == "choose_start"
        order.append(d.seat)
        if name != "St Médard":
            assert ChooseStart(v("St Médard")) not in d.options
            with pytest.raises(IllegalAction, match="already occupied"):
                engine.apply(s, ChooseStart(v("St Médard")))
        engine.apply(s, ChooseStart(v(name)))
    assert order == [2, 3, 0, 1]
    medard = s.villages[v("St Médard")]
    assert medard.present == [2] and medard.stronghold
    assert medard.troops[2].knights == 1 and medard.troops[2].men_at_arms == 3
    assert s.lords[helpers.lord_of(s, 2)].village == v("St Médard")
    assert s.families[2].stock["knights"] == 7 and s.families[2].stock["men_at_arms"] == 10
    assert s.shared["strongholds"] == 12 - 4


def test_round_runs_its_seven_phases_in_order_then_passes_the_first_player_card_left() -> None:
    """Round Overview and 7.0: phases 1-7 in order; the First Player card passes left."""
    s = helpers.new(3, first=1)
    log: list = []
    for name in ["Blaye", "Sigy", "Tournus"]:
        log += engine.apply(s, ChooseStart(v(name)))
    while s.round == 1:
        log += engine.apply(s, Done())
    assert s.first_player == 2 and engine.pending(s).seat == 2 and s.step == "draw"
    while s.step != "purchase":
        log += engine.apply(s, Done())
    phases = [(e.round, e.phase) for e in log if isinstance(e, ev.PhaseStarted)]
    assert phases[:7] == [(1, p) for p in range(1, 8)]
    assert phases[7:11] == [(2, 1), (2, 2), (2, 3), (2, 4)]
    passed = [e for e in log if isinstance(e, ev.FirstPlayerPassed)]
    assert [e.seat for e in passed] == [2]
    assert engine.pending(s).seat == 2


def test_turns_within_a_phase_go_clockwise_from_the_first_player() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus", "Bourg"], first=3)
    seats = []
    while s.step == "purchase":
        seats.append(engine.pending(s).seat)
        engine.apply(s, Done())
    assert seats == [3, 0, 1, 2]
    assert s.step == "movement" and engine.pending(s).seat == 3
