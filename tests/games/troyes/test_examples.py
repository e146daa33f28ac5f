"""The rulebook's worked examples (Troyes inventory §6: T-01..T-15) and the derived
checks (§6.1: D-01..D-14), each set up as a position and checked exactly.

The examples share one 4-player game: Anna (start player), Faye, Geoffrey, Emily.
Numbers the text lost come from the data (data/troyes/*.yaml) and are said so.
"""

from __future__ import annotations

import pytest

from game.core.engine import Event
from game.core.errors import IllegalAction
from game.core.i18n import Message
from game.games.troyes.rules import board, engine, play
from game.games.troyes.rules import dice as dm
from game.games.troyes.rules.actions import (
    Activate,
    Build,
    Citizen,
    CounterDice,
    Farm,
    Fight,
    Flip,
    Group,
    Pass,
    PlaceStart,
    Reroll,
    Settle,
    Times,
)
from game.games.troyes.rules.events import (
    BlackRolled,
    EventDrawn,
    Income,
    Penalty,
    Placed,
    Revealed,
    RoundBegan,
)
from game.games.troyes.rules.state import NEUTRAL, TroyesState
from tests.games.troyes.helpers import (
    ANNA,
    EMILY,
    FAYE,
    GEOFFREY,
    act,
    blank,
    card,
    data,
    die,
    event,
    new,
    of,
    options,
    pending,
    rng_giving,
    told,
    value,
    valued,
    why,
)

A, F, G, E = ANNA, FAYE, GEOFFREY, EMILY

#: T-01's placements in snake order, giving the final map forced by T-02/T-03
T01 = [
    (A, "palace", 5, 0),  # round 1, clockwise: Anna on Palace space 6
    (F, "bishopric", 1, 0),
    (G, "city_hall", 1, 0),
    (E, "palace", 0, 0),
    (E, "palace", 1, 0),  # round 2, counter-clockwise from Emily
    (G, "bishopric", 2, 0),
    (F, "bishopric", 1, 1),
    (A, "bishopric", 0, 0),
    (A, "city_hall", 0, 0),  # round 3, clockwise from Anna
    (F, "bishopric", 2, 1),
    (G, "city_hall", 1, 1),
    (E, "palace", 2, 0),
    (E, "bishopric", 0, 1),  # round 4, counter-clockwise from Emily
    (G, "city_hall", 2, 0),
    (F, "city_hall", 2, 1),
    (A, "city_hall", 0, 1),
]


def placed_game(seed: int = 3) -> tuple[TroyesState, list[Event]]:
    s, _ = new(4, seed)
    s.start = A
    s.order = engine.snake(A, 4, 4)
    s.turn = A
    events = []
    for seat, b, r, p in T01:
        assert pending(s).seat == seat
        events += act(s, PlaceStart(b, r, p))
    return s, events


def test_t01_initial_placement_snake_order_and_neutral_fill() -> None:
    """T-01 (§2.2): snake order, then the two empty Palace places get neutral citizens."""
    assert engine.snake(A, 4, 4) == [A, F, G, E, E, G, F, A, A, F, G, E, E, G, F, A]
    s, events = placed_game()
    assert s.buildings["palace"] == [[E], [E], [E], [NEUTRAL], [NEUTRAL], [A]]
    neutral = [e for e in of(events, Placed) if e.seat == NEUTRAL]
    assert [(e.building, e.row) for e in neutral[:2]] == [("palace", 3), ("palace", 4)]
    assert all(p.supply == 0 for p in s.players)
    assert [s.standing(A, b) for b in ("palace", "bishopric", "city_hall")] == [1, 1, 2]
    assert [s.standing(F, b) for b in ("palace", "bishopric", "city_hall")] == [0, 3, 1]
    assert [s.standing(G, b) for b in ("palace", "bishopric", "city_hall")] == [0, 1, 3]
    assert [s.standing(E, b) for b in ("palace", "bishopric", "city_hall")] == [3, 1, 0]


def test_t01_placement_is_only_on_empty_places() -> None:
    """T-01 (§2.2): a taken place is not offered and is refused, the state unchanged."""
    s, _ = new(4, 3)
    s.start, s.order, s.turn = A, engine.snake(A, 4, 4), A
    act(s, PlaceStart("palace", 5, 0))
    assert PlaceStart("palace", 5, 0) not in options(s)
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        act(s, PlaceStart("palace", 5, 0))
    assert err.value.id == "troyes.refusal.place_taken"
    assert s.to_json() == before


def test_t02_income_and_salaries() -> None:
    """T-02 (§3 Phase 1): +10 each, salaries 3 / 3 / 1 / 7: Anna 12, Faye 12, Geoffrey 14, Emily 8."""
    _, events = placed_game()
    income = {e.seat: (e.income, e.salaries, e.paid) for e in of(events, Income)}
    assert income == {A: (10, 3, 3), F: (10, 3, 3), G: (10, 1, 1), E: (10, 7, 7)}
    assert [5 + 10 - income[i][2] for i in range(4)] == [12, 12, 14, 8]


def test_t03_workforce() -> None:
    """T-03 (§3 Phase 2): dice by building, neutral dice into the grey district."""
    s, _ = placed_game()

    def dice(owner: int) -> dict[str, int]:
        out: dict[str, int] = {}
        for d in s.district(owner):
            out[d.colour] = out.get(d.colour, 0) + 1
        return out

    assert s.phase == "counter"  # Marauding's black die waits: nothing discarded yet
    assert dice(A) == {"yellow": 2, "white": 1, "red": 1}
    assert dice(F) == {"white": 3, "yellow": 1}
    assert dice(G) == {"white": 1, "yellow": 3}
    assert dice(E) == {"red": 3, "white": 1}
    assert dice(NEUTRAL) == {"red": 2}
    for colour in ("red", "white", "yellow"):
        assert sum(1 for d in s.dice if d.colour == colour) == 6


def test_t01_to_t03_round_one_starts_with_the_level_one_cards() -> None:
    """T-01..T-03 (§3 Phase 0): round 1 reveals the three level-1 cards only."""
    s, events = placed_game()
    assert of(events, RoundBegan)[0].round == 1
    shown = of(events, Revealed)[0].cards
    assert sorted(shown) == sorted(slot.card for slot in s.slots if slot.level == 1)
    assert [slot.face_up for slot in s.slots] == [True, False, False] * 3


def test_t04_events_draw_and_black_dice() -> None:
    """T-04 (§3 Phase 3): War calls a white card (Theological Conflict); 1 + 2 black dice;
    the neutral citizen enters the Bishopric by a die."""
    s = blank()
    for seat in range(4):
        die(s, "white", 6, seat)
    s.decks["red"] = ["war", "brigands"]
    s.decks["white"] = ["theological_conflict", "heresy"]
    events: list[Event] = []
    engine.events_phase(s, events)
    assert [q.card for q in s.queue] == ["marauding", "war", "theological_conflict"]
    assert [(e.card, e.deck) for e in of(events, EventDrawn)] == [("war", "red"), ("theological_conflict", "white")]
    assert len(of(events, BlackRolled)[0].values) == 3
    assert s.standing(NEUTRAL, "bishopric") == 1
    assert s.phase == "counter" and s.pointer == A


def test_t04_countering_black_dice() -> None:
    """T-04 (§3 Phase 3): red counts double; one set may counter several black dice;
    equality suffices; mixed colours allowed; +1 Influence per black die."""
    s = blank()
    red4 = die(s, "red", 4, A)
    w1 = die(s, "white", 1, F)
    y3 = die(s, "yellow", 3, F)
    die(s, "yellow", 2, G)
    die(s, "red", 1, E)
    s.phase, s.black, s.pointer = "counter", [6, 4, 1], A
    assert CounterDice((red4,), (6, 1)) in options(s)
    assert CounterDice((red4,), (6, 4)) not in options(s)  # 10 > 8
    act(s, CounterDice((red4,), (6, 1)))
    assert s.players[A].influence == 6 and s.black == [4] and s.pointer == F
    act(s, CounterDice((w1, y3), (4,)))
    assert s.players[F].influence == 5
    assert s.phase == "actions" and s.black == []
    assert s.die(red4) is None and s.die(w1) is None and s.die(y3) is None


def test_t05_buying_dice_prices_by_group_size() -> None:
    """T-05 (§4.1): a bought die costs 6 in a group of 3, 4 in a group of 2."""
    s = blank()
    y5, y6 = die(s, "yellow", 5, A), die(s, "yellow", 6, A)
    g5 = die(s, "yellow", 5, G)
    w = die(s, "white", 3, A)
    fw = die(s, "white", 2, F)
    v = valued(s, A, (y5, y6, g5))
    assert not isinstance(v, Message) and v.total == 16 and v.prices == {G: 6}
    v2 = valued(s, A, (w, fw))
    assert v2.prices == {F: 4}


def test_t06_merchant_hire_and_activations() -> None:
    """T-05 + T-06 (§4.3): Anna hires on the Merchant (4), first space (2 VP), 16/2 = 8
    activations, +16 deniers: -6 -4 +16 = +6 over all."""
    s = blank()
    s.players[A].deniers = 12
    merchant = card(s, "merchant")
    y5, y6, g5 = die(s, "yellow", 5, A), die(s, "yellow", 6, A), die(s, "yellow", 5, G)
    die(s, "red", 1, NEUTRAL)  # keeps the round going
    act(s, Activate(merchant), Group((y5, y6, g5)))
    assert pending(s).kind == "times" and Times(8) in options(s)
    act(s, Times(8))
    assert s.players[A].deniers == 18
    assert s.players[G].deniers == 11
    assert s.slots[merchant].spaces[0] == A and s.players[A].supply == 3
    assert data().activities["merchant"].vp_spaces[0] == 2


def test_t07_priest_delayed_cubes_and_their_use() -> None:
    """T-07 (§4.3, §4.8): Faye buys Anna's white 4 (4 to Anna), hires (6), 9/3 = 3 cubes;
    later one cube adds 3 to each yellow die of a group."""
    s = blank()
    s.turn = F
    s.players[F].deniers = 15
    priest = card(s, "priest")
    w5, a4 = die(s, "white", 5, F), die(s, "white", 4, A)
    y2 = die(s, "yellow", 2, F)
    act(s, Activate(priest), Group((w5, a4)), Times(3))
    assert s.slots[priest].cubes[F] == 3
    assert s.players[F].deniers == 5 and s.players[A].deniers == 9
    s.turn, s.step = F, None
    die(s, "red", 1, NEUTRAL)
    act(s, Farm(), Group((y2,), priest))
    assert s.slots[priest].cubes[F] == 2
    assert s.players[F].deniers == 5 + (2 + 3) // 2


def test_t08_cathedral() -> None:
    """T-08 (§4.4): sites 2, 5 on level 1 and 4 on level 2; 6 to Faye and to Emily;
    +3 VP and 1 + 2 + 2 Influence."""
    s = blank()
    s.turn = G
    s.cathedral[0][3] = A
    s.players[G].deniers = 14
    g5, f2, e4 = die(s, "white", 5, G), die(s, "white", 2, F), die(s, "white", 4, E)
    die(s, "red", 1, NEUTRAL)
    act(s, Build(), Group((g5, f2, e4)))
    assert s.cathedral[0][1] == G and s.cathedral[0][4] == G and s.cathedral[1][3] == G
    assert s.players[G].deniers == 2 and s.players[F].deniers == 11 and s.players[E].deniers == 11
    assert s.players[G].vp == 3 and s.players[G].influence == 4 + 5


def test_t09_combat_counter_majority_and_card_award() -> None:
    """T-09 (§4.5, §4.10): Emily's red 2+3+4 = 9 puts 2 cubes on Conflict of Succession
    (/4, 4/2, 5 banners); Emily and Geoffrey tie: 3 VP each; the card goes to Geoffrey
    who placed first; Anna gets nothing; the gap closes."""
    s = blank()
    s.turn = E
    cos = event(s, "conflict_of_succession", [(G, 1), (A, 2), (G, 3)])
    event(s, "heresy")
    r2, r3, r4 = die(s, "red", 2, E), die(s, "red", 3, E), die(s, "red", 4, E)
    die(s, "yellow", 1, NEUTRAL)
    act(s, Fight(cos), Group((r2, r3, r4)))
    assert Times(2) in options(s) and Times(3) not in options(s)
    act(s, Times(2))
    assert s.players[E].influence == 6
    assert (s.players[E].vp, s.players[G].vp, s.players[A].vp) == (3, 3, 0)
    assert s.players[G].won == ["conflict_of_succession"] and s.players[E].won == []
    assert [q.card for q in s.queue] == ["marauding", "heresy"]


def test_t10_city_hall_placement_expels_own_citizen_then_protects() -> None:
    """T-10 (§4.6): Faye buys Geoffrey's yellow 1 (2 deniers); her citizen pushes row 1
    of City Hall and her own citizen falls off: it lies there and protects Faye."""
    s = blank()
    s.turn = F
    s.buildings["city_hall"][0] = [A, F]
    s.buildings["city_hall"][1] = [G, F]
    y1 = die(s, "yellow", 1, G)
    y3 = die(s, "yellow", 3, A)
    act(s, Settle(), Group((y1,)))
    if pending(s).kind == "citizen":
        act(s, Citizen("supply"))
    assert s.buildings["city_hall"][0] == [F, A]
    assert s.lying["city_hall"] == [F]
    assert s.players[F].deniers == 3 and s.players[G].deniers == 7
    # Anna's yellow 3 would push Faye's citizen of row 2 off: nobody may
    s.turn, s.step = A, None
    assert Settle() not in options(s)
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        act(s, Settle())
    assert err.value.id == "troyes.refusal.no_group"
    assert s.to_json() == before
    assert why(dm.settle_problem(s, A, "city_hall", 1, "supply")) == "troyes.refusal.protected"
    assert s.die(y3) is not None


def test_t11_palace_placement_buys_neutral_die_from_the_bank() -> None:
    """T-11 (§4.6, §4.1): Anna buys the neutral red 3 for 2 (to the bank); Emily's citizen
    on Palace space 3 is expelled and lies on the Palace."""
    s = blank()
    s.buildings["palace"][2] = [E]
    r3 = die(s, "red", 3, NEUTRAL)
    die(s, "white", 1, NEUTRAL)
    act(s, Settle(), Group((r3,)))
    if pending(s).kind == "citizen":
        act(s, Citizen("supply"))
    assert s.buildings["palace"][2] == [A] and s.lying["palace"] == [E]
    assert s.players[A].deniers == 3 and sum(p.deniers for p in s.players) == 5 * 4 - 2


def test_t12_influence_reroll_flip_then_combat() -> None:
    """T-12 (§4.2): reroll (1) gives 1, flip (4) makes it 6, 2 cubes on Marauding (+2):
    net -3 Influence; the neutral die may not be rerolled; the round goes on."""
    s = blank()
    s.turn = G
    s.players[G].influence = 5
    red1 = die(s, "red", 1, NEUTRAL)
    y2 = die(s, "yellow", 2, G)
    s.rng = rng_giving(1)
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        act(s, Reroll(red1))
    assert err.value.id == "troyes.refusal.not_your_die"
    assert s.to_json() == before
    act(s, Reroll(y2))
    assert value(s, y2) == 1
    act(s, Flip((y2,)))
    assert value(s, y2) == 6
    act(s, Fight(0), Group((y2,)), Times(2))
    assert s.players[G].influence == 5 - 3
    assert s.phase == "actions" and s.round == 1 and s.die(red1) is not None


def test_t13_joust_two_activations_give_four_vp() -> None:
    """T-13 (§1.4.3 E7): two activations of Joust give 4 VP."""
    s = blank()
    joust = card(s, "joust")
    s.slots[joust].spaces[0] = A
    r1, r2 = die(s, "red", 3, A), die(s, "red", 3, A)
    die(s, "red", 2, A)
    act(s, Activate(joust), Group((r1, r2)), Times(2))
    assert s.players[A].vp == 4


def test_t14_marauding_stays_after_being_countered() -> None:
    """T-14 (§4.10): Marauding pays by majority, is taken by nobody, empties and can take
    cubes again."""
    s = blank()
    s.queue[0].banners = [(F, 1), (F, 2), (G, 3)]
    s.seq = 3
    y = die(s, "yellow", 4, A)
    die(s, "yellow", 5, A)
    act(s, Fight(0), Group((y,)))
    assert [q.card for q in s.queue] == ["marauding"] and s.queue[0].banners == []
    assert s.players[F].vp == 3 and s.players[A].vp == 0 and s.players[G].vp == 0
    assert all(p.won == [] for p in s.players)
    assert Fight(0) in options(s)


@pytest.mark.parametrize(("n", "rounds"), [(4, 6), (3, 5), (2, 4)])
def test_t15_game_length(n: int, rounds: int) -> None:
    """T-15 (§5.1, §3 Phase 0): 6 / 5 / 4 rounds; only rounds 1-3 reveal cards."""
    s, events = new(n, 11)
    for _ in range(5000):
        d = play.pending(s)
        if d is None:
            break
        choice = Pass() if Pass() in d.options else d.options[-1]
        if d.kind == "place_start":
            choice = d.options[0]
        events += play.apply(s, choice)
    assert s.phase == "over" and s.round == rounds
    began = [e.round for e in of(events, RoundBegan)]
    assert began == list(range(1, rounds + 1))
    assert len(of(events, Revealed)) == 3
    assert all(slot.face_up for slot in s.slots)


# =========================================================================== §6.1


def test_d01_two_dice_bought_from_one_opponent() -> None:
    """D-01 (§4.1): group of 3, two of B's dice: B receives 12."""
    s = blank()
    a = die(s, "red", 1, A)
    b1, b2 = die(s, "red", 2, F), die(s, "red", 3, F)
    v = valued(s, A, (a, b1, b2))
    assert v.prices == {F: 12}


def test_d02_salary_shortfall() -> None:
    """D-02 (§3 Phase 1, A-36): 0 deniers, 6 Palace citizens: +10, pays 10 of 12, -2 VP once."""
    s = blank()
    s.players[A].deniers = 0
    s.players[A].vp = 5
    s.buildings["palace"] = [[A] for _ in range(6)]
    s.decks = {"red": ["brigands", "war"], "white": [], "yellow": []}
    events: list[Event] = []
    engine.start_round(s, events)
    assert [(e.income, e.salaries, e.paid) for e in of(events, Income) if e.seat == A] == [(10, 12, 10)]
    assert s.players[A].deniers == 0
    assert [e.vp for e in told(events, Penalty) if e.seat == A and e.cause == "salaries"] == [2]


def test_d03_black_dice_handed_out_in_turn() -> None:
    """D-03 (§3 Phase 3): 3 players, 6,5,4,3,2: start player 6 and 3, next 5 and 2, third 4."""
    s = blank(3)
    for seat in range(3):
        for _ in range(2):
            die(s, "white", 6, seat)
    s.phase, s.black, s.pointer = "counter", [6, 5, 4, 3, 2], A
    faced: dict[int, list[int]] = {0: [], 1: [], 2: []}
    while s.phase == "counter":
        d = pending(s)
        top = s.black[0]
        faced[d.seat].append(top)
        single = [o for o in d.options if isinstance(o, CounterDice) and o.black == (top,)]
        act(s, single[0])
    assert faced == {0: [6, 3], 1: [5, 2], 2: [4]}


def test_d04_three_tied_for_first() -> None:
    """D-04 (§4.10): VP 3/1, three tied first: each gets 4 // 3 = 1."""
    s = blank()
    i = event(s, "brigands", [(A, 1), (F, 2), (G, 3)])
    board.counter_event(s, s.queue[i], data().event("brigands"), [])
    assert [p.vp for p in s.players] == [1, 1, 1, 0]
    assert s.players[A].won == ["brigands"]


def test_d05_neutral_first_player_second() -> None:
    """D-05 (§4.10, A-17): VP 3/1, neutral 2 cubes, A 1: A gets 1, the 3 are lost, the
    card is discarded."""
    s = blank()
    i = event(s, "brigands", [(NEUTRAL, 1), (NEUTRAL, 2), (A, 3)])
    board.counter_event(s, s.queue[i], data().event("brigands"), [])
    assert [p.vp for p in s.players] == [1, 0, 0, 0]
    assert s.discarded == ["brigands"] and [q.card for q in s.queue] == ["marauding"]


def test_d06_alone_on_the_card() -> None:
    """D-06 (§4.10): VP 3/2 (Heresy), only A: 5 VP."""
    s = blank()
    i = event(s, "heresy", [(A, 1), (A, 2), (A, 3), (A, 4)])
    board.counter_event(s, s.queue[i], data().event("heresy"), [])
    assert s.players[A].vp == 5 and s.players[A].won == ["heresy"]


def test_d07_push_into_an_empty_place_expels_nobody() -> None:
    """D-07 (§4.6): City Hall row {1,2} = [B, empty]; A with a yellow 2: [A, B]."""
    s = blank()
    s.buildings["city_hall"][0] = [F, None]
    y2 = die(s, "yellow", 2, A)
    die(s, "red", 1, NEUTRAL)
    act(s, Settle(), Group((y2,)))
    assert s.buildings["city_hall"][0] == [A, F] and s.lying["city_hall"] == []


def test_d08_protected_palace_space() -> None:
    """D-08 (§4.6, A-06): Palace space 4 = B, B lying on the Palace: no red 4 may place,
    not even B's."""
    s = blank()
    s.buildings["palace"][3] = [F]
    s.lying["palace"] = [F]
    a4 = die(s, "red", 4, A)
    f4 = die(s, "red", 4, F)
    assert play.legal_groups(s, A, "settle", -1) == []
    assert why(play.group_problem(s, A, "settle", -1, (a4,), -1)) == "troyes.refusal.protected"
    # B himself may not expel from his supply either (A-06 b); only taking the very
    # citizen of space 4, or the lying one (whose protection then ends), is left
    assert why(dm.settle_problem(s, F, "palace", 3, "supply")) == "troyes.refusal.protected"
    assert play.settle_sources(s, F, "palace", 3) == ["place:palace:3:0", "lying:palace"]
    assert f4 in {d.id for d in s.dice}


def test_d09_influence_cap_when_countering() -> None:
    """D-09 (§4.2): 19 Influence, 3 black dice countered: 20."""
    s = blank()
    s.players[A].influence = 19
    r = die(s, "red", 6, A)
    w = die(s, "white", 6, A)
    s.phase, s.black, s.pointer = "counter", [6, 3, 2], A
    act(s, CounterDice((r, w), (6, 3, 2)))
    assert s.players[A].influence == 20


def test_d10_missing_cathedral_level() -> None:
    """D-10 (§5.2 step 4): cubes on levels 1 and 2 only: -2 VP."""
    s = blank()
    s.players[A].vp = 10
    s.cathedral[0][0] = A
    s.cathedral[1][0] = A
    engine.final_scoring(s, [])
    assert s.final[A].cathedral == -2 and s.final[A].tokens == 10


@pytest.mark.parametrize(("influence", "vp"), [(4, 0), (9, 1), (10, 3), (15, 6)])
def test_d11_hugues_de_payns(influence: int, vp: int) -> None:
    """D-11 (§1.6): Hugues de Payns scores 1 / 3 / 6 for 9 / 10 / 15 Influence, 0 for 4."""
    s = blank()
    s.players[A].influence = influence
    assert board.character_vp(s, A, "hugues_de_payns") == vp


def test_d12_drought_every_round() -> None:
    """D-12 (§1.5.2, A-35, A-42): Drought, 4 City Hall citizens and 3 deniers: pays 3,
    -2 VP; again the next Events phase while Drought stays."""
    s = blank()
    s.buildings["city_hall"] = [[A, A], [A, A], [None, None]]
    s.players[A].deniers = 3
    s.players[A].vp = 6
    i = event(s, "drought")
    events: list[Event] = []
    engine.resolve_effect(s, s.queue[i], data().event("drought"), events)
    assert s.players[A].deniers == 0 and s.players[A].vp == 4
    s.players[A].deniers = 10
    engine.resolve_effect(s, s.queue[i], data().event("drought"), events)
    assert s.players[A].deniers == 6 and s.players[A].vp == 4


def test_d13_apprenticeship_never_builds() -> None:
    """D-13 (§4.8): an Apprenticeship cube on white 1 + 2 for the cathedral is illegal."""
    s = blank()
    app = card(s, "apprenticeship")
    s.slots[app].cubes[A] = 1
    w1, w2 = die(s, "white", 1, A), die(s, "white", 2, A)
    act(s, Build())
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        act(s, Group((w1, w2), app))
    assert err.value.id == "troyes.refusal.cube_forbids"
    assert s.to_json() == before


def test_d14_tithe_free_yellow_dice() -> None:
    """D-14 (§4.1, E17): Tithe cube, yellow dice from 2 opponents and 1 own: costs 0."""
    s = blank()
    tithe = card(s, "tithe")
    s.slots[tithe].cubes[A] = 1
    own, f, g = die(s, "yellow", 3, A), die(s, "yellow", 4, F), die(s, "yellow", 5, G)
    die(s, "red", 1, NEUTRAL)
    v = valued(s, A, (own, f, g), tithe)
    assert v.cost == 0
    act(s, Farm(), Group((own, f, g), tithe))
    assert s.players[A].deniers == 5 + 12 // 2 and s.players[F].deniers == 5
    assert s.slots[tithe].cubes[A] == 0


def test_d14_tithe_second_die_of_one_district_pays() -> None:
    """E17 (§4.1): only one yellow die per other district is free."""
    s = blank()
    tithe = card(s, "tithe")
    s.slots[tithe].cubes[A] = 1
    f1, f2 = die(s, "yellow", 3, F), die(s, "yellow", 4, F)
    v = valued(s, A, (f1, f2), tithe)
    assert v.prices == {F: 4}
