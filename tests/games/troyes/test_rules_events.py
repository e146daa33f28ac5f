"""Event cards and the Events phase (Troyes inventory §1.5, §3 Phase 3, A-07, A-16..A-19,
A-21, A-34, A-35, A-42, A-45, A-52)."""

from __future__ import annotations

import pytest

from game.core.engine import Event
from game.games.troyes.rules import engine
from game.games.troyes.rules.events import BlackRolled, EventDrawn, Penalty
from game.games.troyes.rules.state import NEUTRAL, TroyesState
from tests.games.troyes.helpers import blank, choose, data, die, event, of, rng_giving, told


def resolve(s: TroyesState, index: int) -> list[Event]:
    events: list[Event] = []
    engine.resolve_effect(s, s.queue[index], data().event(s.queue[index].card), events)
    return events


@pytest.mark.parametrize(
    ("card", "building", "value", "row"),
    [
        ("conflict_of_succession", "palace", 4, 3),
        ("theological_conflict", "bishopric", 3, 1),
        ("wayfarers", "city_hall", 6, 2),
    ],
)
def test_neutral_citizen_events(card: str, building: str, value: int, row: int) -> None:
    """§1.5.2: a die is rolled; a neutral citizen enters that place/row, pushing as usual."""
    s = blank()
    i = event(s, card)
    s.buildings[building][row] = [1] * len(s.buildings[building][row])
    s.rng = rng_giving(value)
    resolve(s, i)
    assert s.buildings[building][row][0] == NEUTRAL
    assert s.lying[building] == [1]


def test_neutral_citizen_event_ignored_without_neutral_citizens() -> None:
    """§1.5.2, A-19: none of the 8 in the general supply (lying ones count as in play): ignored."""
    s = blank()
    i = event(s, "wayfarers")
    s.buildings["palace"] = [[NEUTRAL]] * 6
    s.lying["palace"] = [NEUTRAL, NEUTRAL]
    s.rng = rng_giving(1)
    resolve(s, i)
    assert s.buildings["city_hall"][0] == [None, None]


def test_neutral_citizen_event_blocked_by_protection() -> None:
    """A-18: the entry would expel a protected citizen: nothing happens."""
    s = blank()
    i = event(s, "conflict_of_succession")
    s.buildings["palace"][1] = [2]
    s.lying["palace"] = [2]
    s.rng = rng_giving(2)
    resolve(s, i)
    assert s.buildings["palace"][1] == [2] and s.lying["palace"] == [2]


def test_lying_neutral_protects_neutral() -> None:
    """A-06 (a): a lying neutral citizen protects the neutral ones of that building."""
    s = blank()
    i = event(s, "theological_conflict")
    s.buildings["bishopric"][0] = [1, NEUTRAL]
    s.lying["bishopric"] = [NEUTRAL]
    s.rng = rng_giving(1)
    resolve(s, i)
    assert s.buildings["bishopric"][0] == [1, NEUTRAL]


def test_heresy_loses_influence_with_shortfall() -> None:
    """§1.5.2, A-35: every player loses 2 Influence; one who has less loses all and 2 VP."""
    s = blank(2)
    i = event(s, "heresy")
    s.players[0].influence = 5
    s.players[1].influence = 1
    s.players[1].vp = 3
    events = resolve(s, i)
    assert s.players[0].influence == 3 and s.players[1].influence == 0
    assert [(e.seat, e.vp, e.card) for e in told(events, Penalty)] == [(1, 2, "heresy")]
    assert s.players[1].vp == 1


def test_civil_war_loses_deniers() -> None:
    """§1.5.2: every player loses 3 deniers (A-35 when short; A-52 never the neutral player)."""
    s = blank(2)
    i = event(s, "civil_war")
    s.players[1].deniers = 2
    events = resolve(s, i)
    assert [p.deniers for p in s.players] == [2, 0]
    assert [e.seat for e in of(events, Penalty)] == [1]


def test_drought_pays_per_city_hall_citizen() -> None:
    """§1.5.2: 1 denier per citizen standing in City Hall (lying ones do not count)."""
    s = blank(2)
    i = event(s, "drought")
    s.buildings["city_hall"][0] = [0, 0]
    s.buildings["city_hall"][1] = [1, NEUTRAL]
    s.lying["city_hall"] = [1]
    resolve(s, i)
    assert [p.deniers for p in s.players] == [3, 4]


def test_traveling_builders_lowest_level_first() -> None:
    """§1.5.2, A-07 (level first): a grey cube on the lowest level's lowest empty site."""
    s = blank()
    i = event(s, "traveling_builders")
    s.cathedral[0][0] = 0
    resolve(s, i)
    assert s.cathedral[0][1] == NEUTRAL
    s.cathedral[0] = [0] * 6
    resolve(s, i)
    assert s.cathedral[1][0] == NEUTRAL
    s.cathedral = [[0] * 6 for _ in range(3)]
    resolve(s, i)
    assert s.cathedral == [[0] * 6 for _ in range(3)]


def test_interrupted_work_highest_cube_back_to_owner() -> None:
    """§1.5.2, A-07: the cube of the highest level, highest site leaves; empty: nothing."""
    s = blank()
    i = event(s, "interrupted_work")
    s.cathedral[0] = [0, 1, 2, None, None, 3]
    s.cathedral[1][1] = 1
    s.cathedral[1][2] = 2
    resolve(s, i)
    assert s.cathedral[1] == [None, 1, None, None, None, None]
    s.cathedral = [[None] * 6 for _ in range(3)]
    resolve(s, i)
    assert s.cathedral == [[None] * 6 for _ in range(3)]


def test_support_grey_cubes_on_the_two_cards_to_its_left() -> None:
    """§1.5.2, A-16: a grey cube on each of the 2 nearest cards to its left; a covered last
    banner counters the card (neutral majority: discarded, A-17)."""
    s = blank()
    far = event(s, "heresy")
    event(s, "brigands", [(NEUTRAL, 1), (NEUTRAL, 2), (1, 3)])
    sup = event(s, "support")
    resolve(s, sup)
    assert s.queue[0].banners == []
    assert s.queue[far].banners[0][0] == NEUTRAL
    assert "brigands" not in [q.card for q in s.queue] and s.discarded == ["brigands"]
    assert s.players[1].vp == 1  # second place


def test_support_with_one_card_to_its_left() -> None:
    """A-16: fewer than 2 cards to its left: each of them (Marauding included)."""
    s = blank()
    sup = event(s, "support")
    resolve(s, sup)
    assert [o for o, _ in s.queue[0].banners] == [NEUTRAL]


def test_resistance_removes_the_newest_cube_of_every_card() -> None:
    """§1.5.2, A-34: the most recently placed cube leaves every event card, Marauding too."""
    s = blank()
    s.queue[0].banners = [(0, 1), (1, 5)]
    a = event(s, "heresy", [(2, 2), (3, 4)])
    r = event(s, "resistance")
    resolve(s, r)
    assert s.queue[0].banners == [(0, 1)] and s.queue[a].banners == [(2, 2)]


def test_resistance_calls_a_second_red_card_from_the_box() -> None:
    """§1.5.2, A-45: Resistance draws a random red card from the box, which calls as usual."""
    s = blank(bonus_cards=True)
    s.decks = {"red": ["resistance"], "white": ["heresy"], "yellow": ["drought"]}
    s.box = ["war"]
    die(s, "white", 6, 0)
    events: list[Event] = []
    engine.events_phase(s, events)
    assert [(e.card, e.deck) for e in of(events, EventDrawn)] == [
        ("resistance", "red"),
        ("war", "box"),
        ("heresy", "white"),
    ]


def test_called_deck_empty_draws_the_other() -> None:
    """A-21: the called deck empty: the other secondary deck; both empty: no second card."""
    s = blank()
    s.decks = {"red": ["war", "war"], "white": [], "yellow": ["drought"]}
    die(s, "white", 6, 0)
    events: list[Event] = []
    engine.draw_event(s, "war", "red", events)
    engine.draw_event(s, "war", "red", events)
    assert [e.card for e in of(events, EventDrawn)] == ["war", "drought", "war"]


def test_effects_repeat_every_events_phase() -> None:
    """§3 Phase 3 step 3, A-42: every card of the queue resolves, left to right, each round."""
    s = blank(2)
    event(s, "civil_war")
    event(s, "brigands")
    s.decks = {"red": [], "white": [], "yellow": []}
    die(s, "white", 6, 0)
    s.players[0].deniers = s.players[1].deniers = 10
    events: list[Event] = []
    engine.events_phase(s, events)
    assert [p.deniers for p in s.players] == [7, 7]
    assert len(of(events, BlackRolled)[0].values) == 2  # Marauding and Brigands
    engine.events_phase(s, events)
    assert [p.deniers for p in s.players] == [4, 4]


@pytest.mark.parametrize(("card", "black"), [("brigands", 1), ("skirmishes", 1), ("war", 2), ("normans_attack", 2)])
def test_military_cards_add_black_dice(card: str, black: int) -> None:
    """§1.5.2: Brigands 1, Skirmishes 1, War 2, Normans Attack 2 black dice, on top of
    Marauding's 1, every Events phase they wait in the queue."""
    s = blank()
    event(s, card)
    s.decks = {"red": [], "white": [], "yellow": []}
    die(s, "white", 6, 0)
    events: list[Event] = []
    engine.events_phase(s, events)
    assert len(of(events, BlackRolled)[0].values) == 1 + black
    assert data().event("conflict_of_succession").banners == 5  # T-09
    assert data().event("war").calls == "white"  # T-04


def test_red_card_draws_its_called_card() -> None:
    """§3 Phase 3 steps 1-2: the red card, then the top card of the deck it calls."""
    s = blank()
    s.decks = {"red": ["brigands"], "white": ["heresy"], "yellow": ["drought", "support"]}
    events: list[Event] = []
    engine.draw_event(s, s.decks["red"].pop(0), "red", events)
    assert [q.card for q in s.queue] == ["marauding", "brigands", "drought"]
    assert s.decks["yellow"] == ["support"]


def test_cathedral_events_value_first_option() -> None:
    """A-07 (option value_first): Traveling Builders climbs site 1 first; Interrupted Work
    takes the highest site's top cube."""
    s = blank()
    choose(s, cathedral_event_priority="value_first")
    add = event(s, "traveling_builders")
    s.cathedral[0] = [0, None, None, None, None, None]
    resolve(s, add)
    assert s.cathedral[1][0] == NEUTRAL and s.cathedral[0][1] is None
    remove = event(s, "interrupted_work")
    s.cathedral[0][5] = 2
    resolve(s, remove)
    assert s.cathedral[0][5] is None and s.cathedral[1][0] == NEUTRAL


def test_support_on_two_alike_cards() -> None:
    """A-16: Support's two grey cubes go one on each card to its left, even when they are
    alike (two Brigands with no cube)."""
    s = blank()
    a = event(s, "brigands")
    b = event(s, "brigands")
    sup = event(s, "support")
    resolve(s, sup)
    assert [o for o, _ in s.queue[a].banners] == [NEUTRAL]
    assert [o for o, _ in s.queue[b].banners] == [NEUTRAL]
