"""Troyes' solo variant, The King's Challenge: le Roy, the automatic opponent (rule
inventory Appendix A; readings A-47, A-48, A-49, A-55, A-56, A-57, A-58).

Positions are built from a fresh solo game with its fields set by hand; le Roy's dice
come from a generator that gives the faces a test asks for (``Faces``).
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game.core.contract import SeatConfig
from game.core.engine import Event
from game.core.rng import Rng
from game.games.troyes.rules import engine, play, roy
from game.games.troyes.rules.actions import Pass, PlaceStart
from game.games.troyes.rules.events import Countered, Placed, RoundBegan, RoundEnded, Scored, Tell, TroyesEvent
from game.games.troyes.rules.load import load_troyes_data
from game.games.troyes.rules.state import NEUTRAL, Die, Queued, TroyesConfig, TroyesState
from tests.contract.knobs import random_games

DATA = load_troyes_data()
PLAYER = 0
#: seeded random solo games: 50 for each random game the knob asks
GAMES = 50 * random_games(1)


class Faces(Rng):
    """A generator whose dice show the given faces first, then random ones (seeded)."""

    def __init__(self, faces: list[int], seed: int = 7) -> None:
        super().__init__(seed)
        self.faces = list(faces)

    def d6(self) -> int:
        if self.faces:
            return self.faces.pop(0)
        return super().d6()


def new(seed: int = 1) -> tuple[TroyesState, list[Event]]:
    return engine.new_game(DATA, TroyesConfig([SeatConfig("Anna", "natural")]), seed)


def position(seed: int = 1) -> TroyesState:
    """A solo game in its actions phase with an empty board, no dice, le Roy to play."""
    s, _ = new(seed)
    for b, rows in s.buildings.items():
        s.buildings[b] = [[None] * len(row) for row in rows]
    assert s.roy is not None
    s.roy.supply = 24
    s.players[PLAYER].supply = 6
    s.phase, s.round, s.turn, s.step, s.order = "actions", 1, NEUTRAL, None, []
    s.dice, s.black = [], []
    return s


def dice(s: TroyesState, *specs: tuple[str, int, int]) -> None:
    """Put dice on the square: (colour, value, district) each."""
    for colour, value, district in specs:
        s.dice.append(Die(s.next_die, colour, value, district))
        s.next_die += 1


def district(s: TroyesState, owner: int) -> list[tuple[str, int]]:
    return sorted((d.colour, d.value) for d in s.district(owner))


def vp(s: TroyesState) -> int:
    assert s.roy is not None
    return s.roy.vp


def play_random(s: TroyesState, events: list[Event], seed: int) -> int:
    """Random choices to the end; the number of actions."""
    pick = random.Random(seed)
    n = 0
    while (d := play.pending(s)) is not None:
        events += play.apply(s, pick.choice(d.options))
        n += 1
        assert n < 5000
    return n


# =========================================================================== whole games
def test_random_solo_games_end_deterministically() -> None:
    """A.1-A.7: seeded solo games with random choices end after 4 rounds (A-48: the
    2-player length), the result is the player's VP less le Roy's, rated by its band,
    and the same seed plays the same game."""
    for seed in range(GAMES):
        s, events = new(seed)
        play_random(s, events, seed)
        assert s.phase == "over" and s.result is not None and s.roy is not None
        assert s.round == DATA.solo.red_events == 4
        assert s.result.end == "solo"
        assert s.result.margin == s.result.scores[0] - s.roy.vp
        assert s.result.winners == ((PLAYER,) if s.result.margin > 0 else ())
        assert s.roy.supply >= 0 and s.in_play(NEUTRAL) == 24
        verdicts = [e for e in events if isinstance(e, roy.RoyVerdict)]
        assert len(verdicts) == 1 and verdicts[0].margin == s.result.margin
        assert verdicts[0].band == roy.band(DATA.solo, s.result.margin)
        if seed < 3:
            again, more = new(seed)
            play_random(again, more, seed)
            assert json.dumps(again.to_json()) == json.dumps(s.to_json())
            assert [e.to_json() for e in more] == [e.to_json() for e in events]
            assert TroyesState.from_json(DATA, s.to_json()).to_json() == s.to_json()


def test_le_roy_events_survive_their_json_form() -> None:
    """Le Roy's events are registered with the game's events (saves, the chronicle)."""
    s, events = new(3)
    play_random(s, events, 3)
    mine = [e for e in events if e.kind.startswith("roy_")]
    assert mine
    for e in mine:
        assert Event.from_json(e.to_json(), "troyes") == e


# =========================================================================== placement (A.2)
def test_placement_fills_the_18_places_in_turns_of_three_and_two() -> None:
    """A.2: R3, P2, R3, P2, R3, P2, R3: le Roy 12 places, the player 6, then round 1."""
    s, events = new(5)
    assert s.phase == "placement" and s.order == [PLAYER, PLAYER] and s.turn == PLAYER
    pick = random.Random(5)
    while s.phase == "placement":
        d = play.pending(s)
        assert d is not None and d.seat == PLAYER and d.kind == "place_start"
        events += play.apply(s, pick.choice(d.options))
    before = events[: next(i for i, e in enumerate(events) if isinstance(e, RoundBegan))]
    seq = [e.seat for e in before if isinstance(e, Placed)]
    assert seq == ([NEUTRAL] * 3 + [PLAYER] * 2) * 3 + [NEUTRAL] * 3
    assert s.round == 1 and s.players[PLAYER].supply == 0
    # le Roy plays with two colours' citizens (A.1): 24, 12 of them placed
    assert s.roy is not None
    assert s.in_play(NEUTRAL) == 24 and s.roy.supply >= 11


def test_placement_ranks_dice_by_value_then_red_yellow_white() -> None:
    """A.2: the best three of 2 red, 2 yellow, 2 white dice; equal values go red > yellow
    > white; the value says nothing of the place: le Roy takes his best free place."""
    s, _ = new(1)
    for b, rows in s.buildings.items():
        s.buildings[b] = [[None] * len(row) for row in rows]
    assert s.roy is not None
    # rolled in the order red, red, yellow, yellow, white, white
    s.rng = Faces([2, 1, 2, 1, 2, 1])
    events: list[Event] = []
    roy.roy_place(s, 3, events)
    placed = [(e.building, e.row, e.place) for e in events if isinstance(e, Placed)]
    assert placed == [("palace", 5, 0), ("city_hall", 2, 0), ("bishopric", 2, 0)]
    # two red 6s: both to the Palace, its best then its second place
    s.rng = Faces([6, 6, 1, 1, 1, 1])
    events = []
    roy.roy_place(s, 3, events)
    placed = [(e.building, e.row, e.place) for e in events if isinstance(e, Placed)]
    assert placed == [("palace", 4, 0), ("palace", 3, 0), ("city_hall", 1, 0)]


def test_placement_die_on_a_full_building_gives_way_to_the_next() -> None:
    """A-57: a die pointing at a full building is replaced by le Roy's next best die."""
    s, _ = new(1)
    for b, rows in s.buildings.items():
        s.buildings[b] = [[PLAYER if b == "palace" else None] * len(row) for row in rows]
    s.rng = Faces([6, 6, 3, 2, 5, 1])
    events: list[Event] = []
    roy.roy_place(s, 3, events)
    placed = [(e.building, e.row, e.place) for e in events if isinstance(e, Placed)]
    # red 6, red 6 (Palace full), then white 5, yellow 3, yellow 2
    assert placed == [("bishopric", 2, 0), ("city_hall", 2, 0), ("city_hall", 1, 0)]


# =========================================================================== black dice (A.4)
def test_le_roy_counters_the_highest_black_die_with_his_strongest_die_only() -> None:
    """A.4, A-56: his strongest die (value, then red > yellow > white) takes the highest
    black die whatever its value; the other black dice go on to the player; no VP lost."""
    s = position()
    dice(s, ("white", 2, NEUTRAL), ("yellow", 3, NEUTRAL), ("red", 3, NEUTRAL), ("red", 1, PLAYER))
    s.black, s.phase, s.pointer = [6, 4], "counter", NEUTRAL
    events: list[Event] = []
    engine.advance_counter(s, events)
    done = [e for e in events if isinstance(e, Countered)]
    assert [(e.seat, e.dice, e.black) for e in done] == [(NEUTRAL, (("red", 3),), (6,))]
    assert s.black == [4] and s.pointer == PLAYER and s.phase == "counter"
    assert district(s, NEUTRAL) == [("white", 2), ("yellow", 3)] and vp(s) == 0


def test_le_roy_with_no_dice_lets_a_black_die_go_without_loss() -> None:
    """A-55 for le Roy: no die, the black die is gone and he loses nothing (A-56)."""
    s = position()
    dice(s, ("red", 1, PLAYER))
    s.black, s.phase, s.pointer = [5, 2], "counter", NEUTRAL
    events: list[Event] = []
    engine.advance_counter(s, events)
    assert s.black == [2] and s.pointer == PLAYER and vp(s) == 0


# =========================================================================== the table (A.5)
@pytest.mark.parametrize(("faces", "action"), [((1, 1), "vp"), ((2, 2), "citizen"), ((4, 4), "character")])
def test_two_black_dice_choose_the_row(faces: tuple[int, int], action: str) -> None:
    """A.5: the sum of two black dice picks the row of le Roy's table."""
    s = position()
    dice(s, ("red", 2, NEUTRAL))
    s.rng = Faces(list(faces))
    events: list[Event] = []
    roy.turn(s, events)
    rolled = [e for e in events if isinstance(e, roy.RoyRolled)]
    assert [(e.values, e.action) for e in rolled] == [(faces, action)]
    assert DATA.solo.table[sum(faces)].action == action


@pytest.mark.parametrize("total", [2, 12])
def test_rows_2_and_12_buy_the_players_best_die_for_6(total: int) -> None:
    """Rows 2/12, note 1: 3 dice, one of them the player's best bought for 6 deniers
    (from the bank), and +2 VP."""
    s = position()
    dice(s, ("red", 5, NEUTRAL), ("yellow", 5, NEUTRAL), ("white", 6, NEUTRAL), ("white", 1, NEUTRAL))
    dice(s, ("white", 6, PLAYER), ("red", 6, PLAYER), ("yellow", 2, PLAYER))
    before = s.players[PLAYER].deniers
    s.rng = Faces([1, 1] if total == 2 else [6, 6])
    events: list[Event] = []
    roy.turn(s, events)
    assert vp(s) == 2 and s.players[PLAYER].deniers == before + 6
    assert district(s, PLAYER) == [("white", 6), ("yellow", 2)]
    assert district(s, NEUTRAL) == [("white", 1), ("yellow", 5)]
    spent = [e for e in events if isinstance(e, roy.RoySpent)]
    assert spent[0].bought == ("red", 6) and spent[0].price == 6
    assert spent[0].dice == (("white", 6), ("red", 5))


def test_rows_2_and_12_without_player_dice_use_his_own_and_pay_nothing() -> None:
    """Note 1 with no die to buy (R: as note 2): three of his own, nobody paid."""
    s = position()
    dice(s, *(("yellow", v, NEUTRAL) for v in (1, 2, 3, 4)))
    before = s.players[PLAYER].deniers
    events: list[Event] = []
    roy.vp_action(s, 3, True, 6, 2, events)
    assert vp(s) == 2 and s.players[PLAYER].deniers == before
    assert district(s, NEUTRAL) == [("yellow", 1)]


@pytest.mark.parametrize("total", [3, 11])
def test_rows_3_and_11_buy_for_4_and_spend_one_own(total: int) -> None:
    """Rows 3/11, note 2: 2 dice, one bought from the player for 4; +2 VP."""
    s = position()
    dice(s, ("red", 1, NEUTRAL), ("red", 4, NEUTRAL), ("yellow", 4, PLAYER), ("white", 4, PLAYER))
    before = s.players[PLAYER].deniers
    s.rng = Faces([1, 2] if total == 3 else [5, 6])
    events: list[Event] = []
    roy.turn(s, events)
    assert vp(s) == 2 and s.players[PLAYER].deniers == before + 4
    assert district(s, PLAYER) == [("white", 4)] and district(s, NEUTRAL) == [("red", 1)]


def test_a_price_above_his_dice_spends_them_all_and_still_acts() -> None:
    """A.5: fewer dice than the price: he spends all he has and still gains the VP."""
    s = position()
    dice(s, ("red", 3, NEUTRAL))
    events: list[Event] = []
    roy.vp_action(s, 3, True, 6, 2, events)
    assert vp(s) == 2 and not s.dice


@pytest.mark.parametrize("total", [4, 10])
def test_rows_4_and_10_a_citizen_that_expels_one_of_the_players(total: int) -> None:
    """Rows 4/10, note 3: the colour of his best die picks the building (yellow: City
    Hall) and he expels a citizen of the player when he can; the player's lies there."""
    s = position()
    hall = s.buildings["city_hall"]
    hall[0] = [NEUTRAL, PLAYER]
    hall[2] = [NEUTRAL, None]
    dice(s, ("yellow", 6, NEUTRAL), ("white", 6, NEUTRAL), ("red", 2, NEUTRAL))
    s.rng = Faces([2, 2] if total == 4 else [4, 6])
    events: list[Event] = []
    roy.turn(s, events)
    assert hall[0] == [NEUTRAL, NEUTRAL] and s.lying["city_hall"] == [PLAYER]
    assert hall[2] == [NEUTRAL, None]
    assert district(s, NEUTRAL) == [("red", 2), ("white", 6)]
    assert s.roy is not None and s.roy.supply == 23


def test_rows_4_and_10_without_a_player_to_expel_take_his_best_free_place() -> None:
    """Note 3: nobody of the player's to expel: his best free place of the building."""
    s = position()
    dice(s, ("red", 4, NEUTRAL))
    events: list[Event] = []
    roy.citizen_action(s, 1, events)
    assert s.buildings["palace"][5] == [NEUTRAL] and not s.dice


def test_rows_4_and_10_a_protected_or_full_building_gives_way_to_the_next_die() -> None:
    """A-57 and §4.6: the Palace holds only le Roy's citizens and a protected player's:
    his red die gives way to his next best die, white, in the Bishopric."""
    s = position()
    s.buildings["palace"] = [[NEUTRAL] for _ in range(6)]
    s.buildings["palace"][2] = [PLAYER]
    s.lying["palace"] = [PLAYER]  # the player is protected in the Palace this round
    dice(s, ("red", 6, NEUTRAL), ("white", 1, NEUTRAL))
    events: list[Event] = []
    roy.citizen_action(s, 1, events)
    assert s.buildings["palace"][2] == [PLAYER]
    assert s.buildings["bishopric"][2] == [NEUTRAL, None]
    assert district(s, NEUTRAL) == [("red", 6)]  # the die that placed him is spent


def test_rows_4_and_10_with_no_room_anywhere_spend_a_die_for_nothing() -> None:
    """A-57: no building with room: he gains nothing (his die is spent)."""
    s = position()
    for b, rows in s.buildings.items():
        s.buildings[b] = [[NEUTRAL] * len(row) for row in rows]
    dice(s, ("red", 6, NEUTRAL), ("white", 1, NEUTRAL))
    events: list[Event] = []
    roy.citizen_action(s, 1, events)
    assert any(isinstance(e, roy.RoyNoRoom) for e in events)
    assert district(s, NEUTRAL) == [("white", 1)]


@pytest.mark.parametrize("total", [5, 9])
def test_rows_5_and_9_fill_the_right_most_event(total: int) -> None:
    """Rows 5/9, note 4, A-47, A-58: a die per free banner of the right-most card; his
    cubes fill it, it is countered, his majority scores for him and the card is
    discarded."""
    s = position()
    s.queue = [Queued(DATA.marauding.id), Queued("war")]
    card = DATA.event("war")
    s.seq += 1
    s.queue[1].banners = [(PLAYER, s.seq)]
    dice(s, *(("red", v, NEUTRAL) for v in (1, 2, 3, 4, 5)))
    s.rng = Faces([2, 3] if total == 5 else [4, 5])
    events: list[Event] = []
    roy.turn(s, events)
    free = card.banners - 1
    assert len(s.district(NEUTRAL)) == 5 - free
    assert [q.card for q in s.queue] == [DATA.marauding.id]
    assert "war" in s.discarded
    first, second = card.vp
    assert vp(s) == first
    assert s.players[PLAYER].vp == second


def test_rows_5_and_9_with_fewer_dice_still_fill_every_banner() -> None:
    """A.5 with note 4: fewer dice than free banners: all spent, the card still filled."""
    s = position()
    s.queue = [Queued(DATA.marauding.id), Queued("brigands")]
    dice(s, ("yellow", 1, NEUTRAL))
    events: list[Event] = []
    roy.event_action(s, events)
    assert not s.dice and [q.card for q in s.queue] == [DATA.marauding.id]
    assert vp(s) == sum(DATA.event("brigands").vp)


def _slots_up(s: TroyesState) -> None:
    for slot in s.slots:
        slot.face_up = True


def test_row_6_tradesman_on_the_space_worth_most() -> None:
    """Row 6, note 5: the free space worth the most VP among the face-up cards."""
    s = position()
    _slots_up(s)
    dice(s, ("red", 1, NEUTRAL), ("red", 2, NEUTRAL))
    best = max(DATA.activities[slot.card].vp_spaces[0] for slot in s.slots)
    events: list[Event] = []
    s.rng = Faces([3, 3])
    roy.turn(s, events)
    put = [e for e in events if isinstance(e, roy.RoyTradesman)]
    assert len(put) == 1 and put[0].vp == best and put[0].space == 0
    assert district(s, NEUTRAL) == [("red", 1)]


def test_row_6_ties_go_to_the_cheapest_card_then_red_yellow_white() -> None:
    """Note 5: equal VP: the cheapest card; still equal: red > yellow > white."""
    s = position()
    for slot in s.slots:
        slot.face_up = slot.level == 1
    dice(s, ("red", 1, NEUTRAL), ("red", 1, NEUTRAL))
    spot = roy.tradesman_spot(s)
    assert spot is not None
    cards = [(i, DATA.activities[slot.card]) for i, slot in enumerate(s.slots) if slot.face_up]
    cheapest = min(c.hire_cost for _, c in cards if c.vp_spaces[0] == 2)
    tied = [(i, c) for i, c in cards if c.hire_cost == cheapest and c.vp_spaces[0] == 2]
    order = {"red": 0, "yellow": 1, "white": 2}
    expected = min(tied, key=lambda ic: order[ic[1].colour])[0]
    assert spot[0] == expected
    # the first space taken on every card: the next best is a second space (1 VP) or
    # the cheapest card's
    for slot in s.slots:
        slot.spaces[0] = PLAYER
    events: list[Event] = []
    roy.tradesman_action(s, 1, events)
    put = [e for e in events if isinstance(e, roy.RoyTradesman)]
    assert put[0].space == 1 and put[0].vp == 1


def test_row_7_two_cubes_on_the_best_sites_of_the_lowest_level() -> None:
    """Row 7, note 6: two dice, two cubes on the best free sites of the lowest level with
    room (the most Influence, then the highest value), +1 VP each (§4.4)."""
    s = position()
    s.cathedral[0] = [PLAYER, None, None, PLAYER, PLAYER, None]
    dice(s, ("white", 1, NEUTRAL), ("red", 6, NEUTRAL), ("yellow", 6, NEUTRAL))
    s.rng = Faces([3, 4])
    events: list[Event] = []
    roy.turn(s, events)
    assert s.cathedral[0] == [PLAYER, None, NEUTRAL, PLAYER, PLAYER, NEUTRAL]
    assert vp(s) == 2 and district(s, NEUTRAL) == [("white", 1)]


def test_row_7_cubes_go_up_a_level_when_the_lowest_fills() -> None:
    s = position()
    s.cathedral[0] = [PLAYER, PLAYER, PLAYER, PLAYER, PLAYER, None]
    dice(s, ("white", 1, NEUTRAL), ("white", 2, NEUTRAL))
    events: list[Event] = []
    roy.cathedral_action(s, 2, events)
    assert s.cathedral[0][5] == NEUTRAL and s.cathedral[1][5] == NEUTRAL and vp(s) == 2


def test_row_7_a_full_cathedral_gives_2_vp_instead() -> None:
    """Note 6: no site left: le Roy gains 2 VP instead."""
    s = position()
    s.cathedral = [[PLAYER] * 6 for _ in range(3)]
    dice(s, ("white", 1, NEUTRAL), ("white", 2, NEUTRAL))
    events: list[Event] = []
    roy.cathedral_action(s, 2, events)
    assert vp(s) == 2 and not s.dice
    assert [e.vp for e in events if isinstance(e, roy.RoyCathedralFull)] == [2]
    assert all(o == PLAYER for level in s.cathedral for o in level)


def test_row_8_the_top_character_scores_for_both_and_leaves() -> None:
    """Row 8, note 7: the top character scores at once for the player and le Roy (by the
    2-player tiers, A-48), then leaves the game; no die is spent."""
    s = position()
    assert s.roy is not None
    s.roy.characters = ["chretien_de_troyes", "thibaut_ii"]
    s.buildings["city_hall"] = [[NEUTRAL, NEUTRAL], [NEUTRAL, NEUTRAL], [PLAYER, PLAYER]]
    s.buildings["palace"] = [[NEUTRAL], [NEUTRAL], [PLAYER], [PLAYER], [None], [None]]
    dice(s, ("red", 1, NEUTRAL))
    s.rng = Faces([4, 4])
    events: list[Event] = []
    roy.turn(s, events)
    # le Roy: 6 standing citizens (3 VP with 6+); the player: 4 (1 VP with 4+)
    assert vp(s) == 3 and s.players[PLAYER].vp == 1
    assert s.roy.characters == ["thibaut_ii"] and len(s.dice) == 1


def test_row_8_le_roy_never_scores_deniers_or_influence() -> None:
    """Note 7: Thibaut II (deniers) and Hugues de Payns (Influence) score for the player
    only."""
    s = position()
    assert s.roy is not None
    s.roy.characters = ["thibaut_ii", "hugues_de_payns"]
    s.players[PLAYER].deniers, s.players[PLAYER].influence = 12, 15
    events: list[Event] = []
    roy.character_action(s, events)
    roy.character_action(s, events)
    assert vp(s) == 0 and s.players[PLAYER].vp == 3 + 6


def test_row_8_with_the_stack_empty_gives_le_roy_1_vp() -> None:
    s = position()
    assert s.roy is not None
    s.roy.characters = []
    events: list[Event] = []
    roy.character_action(s, events)
    assert vp(s) == 1


def test_le_roy_plays_on_after_the_player_passes() -> None:
    """A.5: he never passes and keeps taking turns until his dice are gone; the passed
    player's district gets a denier each time his turn comes round (§4.9)."""
    s = position()
    s.turn = PLAYER
    s.rng = Faces([3, 4, 3, 4])  # row 7 twice: two dice each
    dice(s, *(("red", v, NEUTRAL) for v in (1, 2, 3, 4)), ("white", 3, PLAYER))
    events = play.apply(s, Pass())
    upto = events[: next(i for i, e in enumerate(events) if isinstance(e, RoundEnded))]
    kinds = [e.kind for e in upto if e.kind in ("passed", "roy_rolled", "district_denier")]
    assert kinds == ["passed", "roy_rolled", "district_denier", "roy_rolled"]
    assert vp(s) >= 4


# =========================================================================== the end (A.7)
def test_remaining_characters_score_for_both_and_the_margin() -> None:
    """A.7: the characters left in the stack score for both; result = player VP − le
    Roy's VP."""
    s = position()
    assert s.roy is not None
    s.roy.characters = ["le_florentin", "thibaut_ii"]
    s.roy.vp = 10
    s.players[PLAYER].vp = 20
    s.players[PLAYER].deniers = 18
    s.slots[0].spaces[0] = NEUTRAL
    s.slots[1].spaces[0] = NEUTRAL
    s.cathedral = [[PLAYER, None, None, None, None, None] for _ in range(3)]
    s.decks["red"] = []
    events: list[Event] = []
    engine.end_round(s, events)
    assert s.phase == "over" and s.result is not None
    # le Roy: Le Florentin with 2 tradesmen, 1 VP; never Thibaut II
    assert vp(s) == 11
    scored = [e for e in events if isinstance(e, Scored)]
    assert dict(scored[0].characters) == {"le_florentin": 0, "thibaut_ii": 6}
    assert s.result.scores[0] == 20 + 6
    assert s.result.margin == 26 - 11 == 15
    verdict = [e for e in events if isinstance(e, roy.RoyVerdict)]
    assert verdict[0].band == "troyes.solo.band.not_bad"


@pytest.mark.parametrize(
    ("margin", "band"),
    [
        (-30, "defeat"),
        (0, "defeat"),
        (1, "smile"),
        (5, "smile"),
        (6, "average"),
        (10, "average"),
        (11, "not_bad"),
        (15, "not_bad"),
        (16, "worry"),
        (20, "worry"),
        (21, "masterful"),
    ],
)
def test_bands_as_printed_with_the_upper_bound_inclusive(margin: int, band: str) -> None:
    """A.7, A-49: ≤ 0 defeat; 0-5; 6-10; 11-15; 16-20; 20+ masterful."""
    assert roy.band(DATA.solo, margin) == f"troyes.solo.band.{band}"  # words: not shown


# =========================================================================== words
def _catalogue(root: Path, lang: str) -> dict[str, list[str]]:
    """The texts of each id of the game's catalogue in ``lang`` (one, or the plural forms)."""
    path = root / "game/games/troyes/locale" / lang / "LC_MESSAGES/troyes.po"
    with path.open("rb") as f:
        catalogue = read_po(f)
    out: dict[str, list[str]] = {}
    for message in catalogue:
        if message.id:
            key = message.id[0] if isinstance(message.id, tuple) else message.id
            out[key] = list(message.string) if isinstance(message.string, tuple) else [message.string]
    return out


def test_every_solo_message_id_has_its_en_and_fr_entries() -> None:
    """Each id le Roy's events use has a filled entry in both languages of the game's
    catalogues."""
    root = Path(__file__).resolve().parents[3]
    en, fr = (_catalogue(root, lang) for lang in ("en", "fr"))
    code = (root / "game/games/troyes/rules/roy.py").read_text(encoding="utf-8")
    ids = set(re.findall(r'"(troyes\.solo\.[a-z_.]+)"', code)) | {b for _, b in DATA.solo.bands}
    assert ids
    for lang in (en, fr):
        for i in ids:
            assert i in lang and all(lang[i]), i


def test_placement_decision_is_the_players_between_le_roys_threes() -> None:
    """A.2: a PlaceStart answer of the player hands the turn back to le Roy's three."""
    s, _ = new(2)
    d = play.pending(s)
    assert d is not None and d.kind == "place_start"
    free = len(d.options)
    option = d.options[0]
    assert isinstance(option, PlaceStart)
    play.apply(s, option)
    d2 = play.pending(s)
    assert d2 is not None and len(d2.options) == free - 1
    option = d2.options[0]
    events = play.apply(s, option)
    assert [e.seat for e in events if isinstance(e, Placed)] == [PLAYER, NEUTRAL, NEUTRAL, NEUTRAL]


def test_le_roys_events_say_themselves_with_the_parameters_their_texts_use() -> None:
    """Every event of le Roy gives a message whose id is in both languages, with every
    parameter its texts name, and ``n`` exactly when the entry has plural forms."""
    root = Path(__file__).resolve().parents[3]
    en, fr = (_catalogue(root, lang) for lang in ("en", "fr"))
    tell = Tell(["Anna"], DATA, True)
    samples: list[TroyesEvent] = [
        roy.RoyRolled(NEUTRAL, (3, 4), "cathedral"),
        roy.RoySpent(NEUTRAL, (("red", 4),)),
        roy.RoySpent(NEUTRAL, (), ("red", 6), 6),
        roy.RoyNoRoom(NEUTRAL, "citizen"),
        roy.RoyNoRoom(NEUTRAL, "tradesman"),
        roy.RoyTradesman(NEUTRAL, "archer", 0, 2),
        roy.RoyCathedralFull(NEUTRAL, 2),
        roy.RoyCharacter(NEUTRAL, "henry_i", 1, 0),
        roy.RoyCharacter(NEUTRAL, "", 0, 1),
        roy.RoyFinal(NEUTRAL, (("urbain_iv", 3),), 3),
        roy.RoyFinal(NEUTRAL, (), 0),
        roy.verdict(DATA, 12),
    ]
    for lang in (en, fr):
        for event in samples:
            said = event.message(tell)
            texts = lang[said.id]
            params = {k for k, _ in said.params}
            assert ("n" in params) == (len(texts) == 2), said.id
            for t in texts:
                assert t and set(re.findall(r"\{(\w+)", t)) <= params, (said.id, t)
