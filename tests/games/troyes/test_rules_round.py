"""The round (Troyes inventory §3 Phases 0-5, §4.9 pass, §5.1 the end, A-36, A-37)."""

from __future__ import annotations

import pytest

from game.core.engine import Event
from game.core.errors import IllegalAction
from game.games.troyes.rules import engine, play
from game.games.troyes.rules.actions import Farm, Group, Pass, Settle
from game.games.troyes.rules.events import (
    Collected,
    DistrictDenier,
    GameEnded,
    Income,
    Penalty,
    Revealed,
    Rolled,
)
from game.games.troyes.rules.state import NEUTRAL, TroyesState
from tests.games.troyes.helpers import act, anchor, blank, die, of, options, told


def hide_all(s: TroyesState) -> None:
    for slot in s.slots:
        slot.face_up = False


def quiet_decks(s: TroyesState) -> None:
    """Red cards with no effect and nothing called: the Events phase only rolls black dice."""
    s.decks = {"red": ["war", "war", "war"], "white": [], "yellow": []}


def test_phase0_reveals_level_of_the_round() -> None:
    """§3 Phase 0: round r (1-3) turns up the level-r card of each colour; round 4 none."""
    s = blank()
    hide_all(s)
    anchor(s)
    for r in (1, 2, 3):
        s.round = r - 1
        events: list[Event] = []
        engine.start_round(s, events)
        assert sorted(of(events, Revealed)[0].cards) == sorted(x.card for x in s.slots if x.level == r)
        assert [x.face_up for x in s.slots] == [lv <= r for _ in range(3) for lv in (1, 2, 3)]
    s.round = 3
    events = []
    engine.start_round(s, events)
    assert of(events, Revealed) == []


def test_phase1_income_and_salaries() -> None:
    """§3 Phase 1: +10, then 2 per Palace citizen, 1 per Bishopric citizen; City Hall and
    tradesmen cost nothing."""
    s = blank()
    quiet_decks(s)
    s.buildings["palace"][0] = [0]
    s.buildings["palace"][1] = [0]
    s.buildings["bishopric"][0] = [0, 1]
    s.buildings["city_hall"][0] = [0, 0]
    s.slots[0].spaces[0] = 0
    events: list[Event] = []
    engine.start_round(s, events)
    income = {e.seat: (e.salaries, e.paid) for e in of(events, Income)}
    assert income[0] == (5, 5) and income[1] == (1, 1) and income[2] == (0, 0)
    assert of(events, Penalty) == [] or all(e.cause != "salaries" for e in of(events, Penalty))


def test_phase1_shortfall_pays_everything_and_loses_two_vp_once() -> None:
    """§3 Phase 1, A-36, §4.11: pay all you have, -2 VP once; no VP: nothing lost."""
    s = blank()
    quiet_decks(s)
    s.players[0].deniers = 0
    s.players[0].vp = 1
    s.players[1].deniers = 0
    s.buildings["palace"] = [[0], [0], [0], [0], [0], [1]]
    s.buildings["bishopric"] = [[0, 0], [0, 0], [None, None]]
    events: list[Event] = []
    engine.start_round(s, events)
    lost = [(e.seat, e.vp) for e in told(events, Penalty) if e.cause == "salaries"]
    assert lost == [(0, 1)]
    assert s.players[0].deniers == 0 and s.players[0].vp == 0
    assert s.players[1].deniers == 8


def test_phase2_workforce_dice_by_building() -> None:
    """§3 Phase 2: a die per citizen, of its building's colour, into the owner's district;
    the neutral citizens' dice into the grey district."""
    s = blank()
    quiet_decks(s)
    s.decks["red"] = ["brigands"]
    s.buildings["palace"][0] = [1]
    s.buildings["bishopric"][2] = [1, NEUTRAL]
    s.buildings["city_hall"][1] = [NEUTRAL, 2]
    events: list[Event] = []
    engine.start_round(s, events)
    rolled = {e.seat: sorted(c for _, c, _ in e.dice) for e in of(events, Rolled)}
    assert rolled == {1: ["red", "white"], 2: ["yellow"], NEUTRAL: ["white", "yellow"]}
    assert all(1 <= v <= 6 for e in of(events, Rolled) for _, _, v in e.dice)


def test_pass_puts_two_deniers_in_the_district_then_one_each_turn() -> None:
    """§4.9: pass: 2 deniers into the district; each later turn +1; collected at the end
    of the round (§3 Phase 5); the passed player's dice can still be bought."""
    s = blank(2)
    anchor(s)
    mine = die(s, "yellow", 6, 0)
    die(s, "yellow", 2, 1)
    die(s, "yellow", 2, 1)
    act(s, Pass())
    assert s.players[0].passed and s.players[0].district_deniers == 2 and s.players[0].deniers == 5
    assert s.turn == 1
    events = act(s, Farm(), Group((mine,)))  # Faye buys the passed player's die
    assert s.players[0].deniers == 7
    assert [e.seat for e in of(events, DistrictDenier)] == [0]
    assert s.players[0].district_deniers == 3 and s.turn == 1
    events = act(s, Pass())
    assert [(e.seat, e.deniers) for e in of(events, Collected)] == [(0, 3), (1, 2)]
    assert s.round == 2


def test_round_ends_at_once_when_no_die_is_left() -> None:
    """§3 Phase 4: the round ends right after the action that takes the last die."""
    s = blank()
    anchor(s)
    y = die(s, "yellow", 4, 0)
    act(s, Farm(), Group((y,)))
    assert s.round == 2 and s.start == 1


def test_end_of_round_lying_citizens_home_and_start_player_left() -> None:
    """§3 Phase 5: lying citizens return to their owners' supplies (neutral ones to the
    general supply), dice go back, the start player passes left."""
    s = blank()
    anchor(s)
    s.lying["palace"] = [1, NEUTRAL]
    s.lying["city_hall"] = [1]
    supply = s.players[1].supply
    events: list[Event] = []
    engine.end_round(s, events)
    assert s.players[1].supply == supply + 2
    assert s.lying == {"palace": [], "bishopric": [], "city_hall": []}
    assert s.start == 1 and s.round == 2
    assert engine.neutral_free(s) == 8 - sum(1 for b in s.buildings.values() for r in b for o in r if o == NEUTRAL)


def test_game_ends_after_the_round_of_the_last_red_card() -> None:
    """§5.1: the red deck empty at the end of a round: final scoring, the game is over."""
    s = blank()
    s.decks["red"] = []
    events: list[Event] = []
    engine.end_round(s, events)
    assert s.phase == "over" and s.result is not None and len(of(events, GameEnded)) == 1
    assert play.pending(s) is None


def test_a_player_without_dice_may_buy() -> None:
    """§3 Phase 4 (French FAQ): a player with no dice of his own may still act by buying."""
    s = blank()
    hide_all(s)
    die(s, "yellow", 4, 1)
    assert any(isinstance(o, Farm) for o in options(s))


def test_no_legal_action_only_pass() -> None:
    """A-37: a player who can do nothing passes."""
    s = blank()
    hide_all(s)
    s.players[0].deniers = 0
    s.players[0].influence = 0
    die(s, "red", 4, 1)
    assert options(s) == (Pass(),)


def test_all_passed_ends_the_round() -> None:
    """§3 Phase 4: the round ends when every player has passed, dice or not."""
    s = blank(2)
    anchor(s)
    die(s, "red", 4, 0)
    act(s, Pass(), Pass())
    assert s.round == 2


def test_settle_offered_from_own_die() -> None:
    """§3 Phase 4: on his turn a player does one action (here: place a citizen)."""
    s = blank()
    die(s, "red", 4, 0)
    die(s, "red", 4, 1)
    assert Settle() in options(s)


def test_nothing_after_the_end() -> None:
    """§5.1: once the game is over, every action is refused."""
    s = blank()
    s.decks["red"] = []
    engine.end_round(s, [])
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        play.apply(s, Pass())
    assert err.value.id == "troyes.refusal.over" and s.to_json() == before
