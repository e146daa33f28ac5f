"""The Senior turn's step 1 (rulebook "Sequence of play" 1, "Resource production tiles",
"Fiefdom Management Cards", the Wizard; inventory §3, §4.1, §4.2, FE-E01-E05, FE-E12,
FE-E23, FE-T01, FE-T02, FE-T04, FE-T08, FE-T09, FE-T28): the location roll, the Wizard's
re-roll and each baron's activation, to the next step (the purchase on the first turn,
test_rules_purchase.py; "events" after)."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.engine import Event
from game.core.errors import IllegalAction
from game.core.rng import Rng
from game.games.feudality.rules import engine, turn
from game.games.feudality.rules import events as ev
from game.games.feudality.rules.actions import Activate, ActivateNone, Begin, KeepDice, Reroll
from game.games.feudality.rules.sides import SIZE, square_name, square_place
from game.games.feudality.rules.state import FeudalityState, KeepState, state_from_json

from .helpers import data, first_until, fresh, new, pending, play

COUNTS = (2, 3, 4, 5, 6)


class Scripted(Rng):
    """The state's generator with the next dice given by the test (then random again)."""

    def __init__(self, values: tuple[int, ...]) -> None:
        super().__init__(7)
        self.values = list(values)

    def randint(self, a: int, b: int) -> int:
        return self.values.pop(0) if self.values else super().randint(a, b)


def ready(n: int = 2, seed: int = 1, options: dict[str, Any] | None = None) -> FeudalityState:
    """A game at its first turn's start, every baron's tiles taken off (his Keep stays)."""
    s, _ = new(n, seed=seed, options=options)
    first_until(s, "turn_start")
    for baron in s.barons:
        baron.tiles = {}
    return s


def begin(s: FeudalityState, *dice: int) -> list[Event]:
    """Begin the turn, the dice falling as given (white, coloured, then any re-roll)."""
    s.rng = Scripted(dice)
    fresh(s)
    return play(s, Begin())


def dice_for(square: str) -> tuple[int, int]:
    place = square_place(square)
    assert place is not None
    return place[0] + 1, place[1] + 1


def none_until_boundary(s: FeudalityState) -> list[Event]:
    """Keep the dice and activate nothing until step 1 is over."""
    out: list[Event] = []
    while engine.pending(s) is not None and pending(s).kind in turn.DECIDED:
        d = pending(s)
        out += play(s, ActivateNone() if d.kind == "activate" else KeepDice())
    return out


def step_one_over(s: FeudalityState) -> bool:
    """Step 1 over on the first turn: the purchase has begun, the Senior's go first."""
    return s.dice == [] and pending(s).kind == "buy" and pending(s).seat == s.senior


def keep_at(s: FeudalityState, seat: int, square: str, levels: list[str]) -> str:
    """The baron's Keep by hand, top left ``square``, its fortification there."""
    place = square_place(square)
    assert place is not None
    r, c = place
    squares = [square_name(r + dr, c + dc) for dr in (0, 1) for dc in (0, 1)]
    keep = KeepState(square, dict(zip(squares, ("fortification", "men_at_arms", "archer", "knight"), strict=True)))
    keep.stacks = {"fortification": list(levels), "men_at_arms": [], "archer": [], "knight": []}
    s.barons[seat].keep = keep
    return square


def free(s: FeudalityState, seat: int) -> list[str]:
    keep = s.barons[seat].keep
    under = set(keep.spaces) if keep is not None else set()
    return [q.name for q in s.side(seat).squares() if q.playable and q.name not in under]


# =========================================================================== the roll
def test_the_senior_rolls_the_white_die_for_the_row_and_the_coloured_for_the_column() -> None:
    """§3 step 1, FE-E01: white = the row (1-8 down), coloured = the column (a-h across);
    every pawn on that square; each baron in player order from the Senior decides."""
    s = ready(3, seed=2)
    events = begin(s, 6, 2)
    assert events[:2] == [ev.TurnBegan(s.senior, 1), ev.LocationRolled(s.senior, 6, 2, "b6")]
    assert turn.point(s) == "b6"
    seats = []
    while pending(s).kind == "activate":
        d = pending(s)
        assert d.kind == "activate" and d.options == (ActivateNone(),)  # no tiles: nothing to activate
        assert d.interrupt == (d.seat != s.senior)
        seats.append(d.seat)
        out = play(s, ActivateNone())
        assert out[0] == ev.ActivatedNothing(d.seat)  # the roll's end is silent
        assert out[1:] == [] or isinstance(out[1], ev.PurchaseTrayDrawn)  # then the purchase
    assert seats == s.order()
    assert step_one_over(s)


def test_the_nine_squares_clipped_to_the_card() -> None:
    """§4.1, FE-T09: the pawn at (1,1) reaches a1, b1, a2, b2; at (8,8) h8's four squares,
    of which only g7 may hold a tile; in the middle, nine."""
    s = ready()
    s.dice = [1, 1]
    assert turn.area(s) == ("a1", "b1", "a2", "b2")
    s.dice = [8, 8]
    assert turn.area(s) == ("g7", "h7", "g8", "h8")
    assert [q for q in turn.area(s) if s.side(0).square(q).playable] == ["g7"]
    s.dice = [4, 4]
    assert turn.area(s) == ("c3", "d3", "e3", "c4", "d4", "e4", "c5", "d5", "e5")


@pytest.mark.parametrize(
    ("dice", "why"), [((3, 3), "doubles"), ((8, 2), "eight"), ((2, 8), "eight"), ((8, 8), "doubles")]
)
def test_doubles_or_an_eight_award_then_roll_again(dice: tuple[int, int], why: str) -> None:
    """FE-E02 (doubles) and FE-E03 (an 8 on either die): award first, then roll again."""
    s = ready()
    begin(s, *dice, 5, 2)
    events = none_until_boundary(s)
    kinds = [e.kind for e in events]
    assert kinds.count("activated_nothing") == 4 and kinds.count("location_rolled") == 1
    assert ev.RollsAgain(s.senior, why) in events
    assert kinds.index("rolls_again") == 2  # after both barons' activations
    assert events[3] == ev.LocationRolled(s.senior, 5, 2, "b5")


def test_three_rolls_three_rounds_of_activation() -> None:
    """FE-T08: (3,3) then (8,2) then (5,2): three rounds of activation, then the turn
    goes on (no event on the first turn: the purchase)."""
    s = ready(3)
    events = begin(s, 3, 3, 8, 2, 5, 2) + none_until_boundary(s)
    rolled = [e for e in events if isinstance(e, ev.LocationRolled)]
    assert [(e.white, e.colour) for e in rolled] == [(3, 3), (8, 2), (5, 2)]
    assert [e.why for e in events if isinstance(e, ev.RollsAgain)] == ["doubles", "eight"]
    assert sum(isinstance(e, ev.ActivatedNothing) for e in events) == 9
    assert step_one_over(s)


def test_from_the_second_turn_the_event_comes_next() -> None:
    """§3 step 2: an event from the second turn on (none on the first, §2.1 step 9)."""
    s = ready()
    s.turn = 1
    begin(s, 4, 5)
    out = none_until_boundary(s)
    assert s.turn == 2
    drawn = [e for e in out if type(e).__name__ == "EventDrawn"]
    assert len(drawn) == 1 and drawn[0].seat == s.senior  # the event is drawn after step 1


# =========================================================================== production
def test_jims_forest_and_kirk() -> None:
    """FE-T01 (example #1): the Forest gives 2 Wood; the Kirk 1 VP and one resource of
    his choice. Jim takes the Kirk for a Stone: +1 VP, +1 Stone."""
    s = ready()
    seat = s.senior
    squares = [q for q in free(s, seat) if not s.side(seat).square(q).river]
    forest, kirk = squares[0], next(q for q in squares[1:] if abs(ord(q[0]) - ord(squares[0][0])) <= 1)
    s.barons[seat].tiles = {forest: "forest", kirk: "kirk"}
    begin(s, *dice_for(forest))
    options = pending(s).options
    assert Activate(forest) in options
    assert {o.take for o in options if isinstance(o, Activate) and o.square == kirk} == set(data().resources)
    before = dict(s.barons[seat].resources)
    vp = s.barons[seat].vp
    assert play(s, Activate(kirk, "stone")) == [ev.Activated(seat, "kirk", kirk, 1, "stone", 1)]
    assert s.barons[seat].vp == vp + 1 and s.barons[seat].resources["stone"] == before["stone"] + 1
    other = s.clone()
    other.queue.insert(0, ["activate", seat])
    fresh(other)
    events = engine.apply(other, Activate(forest))
    assert events == [ev.Activated(seat, "forest", forest, 0, "wood", 2)]


def _daves_fief(s: FeudalityState, seat: int) -> tuple[str, str, str, str]:
    """A Castle on its Keep square F, a Miller on a river and a Miner in F's 3x3, a Quarry
    on a hill beside the Miner: searched on the baron's side."""
    side = s.side(seat)
    for row in range(1, SIZE - 2):
        for column in range(1, SIZE - 2):
            fort = square_name(row, column)
            around = [square_name(row + dr, column + dc) for dr, dc in ((-1, -1), (-1, 0), (-1, 1), (0, -1), (1, -1))]
            wet = [q for q in around if side.square(q).river]
            for miller in wet:
                for miner in (q for q in around if q != miller):
                    r, c = square_place(miner) or (0, 0)
                    hills = [
                        square_name(r + dr, c + dc)
                        for dr in (-1, 0, 1)
                        for dc in (-1, 0, 1)
                        if 0 <= r + dr < SIZE - 1 and 0 <= c + dc < SIZE - 1 and (dr or dc)
                    ]
                    keep = {square_name(row + dr, column + dc) for dr in (0, 1) for dc in (0, 1)}
                    quarry = next((q for q in hills if side.square(q).hill and q not in keep | {miller}), None)
                    if quarry is not None:
                        return fort, miller, miner, quarry
    raise AssertionError("no such place")  # pragma: no cover


def test_daves_castle_miller_and_miner() -> None:
    """FE-T02 (example #2): the Castle 3 VP or one resource; the Miller on a river his
    Food + 1; the Miner beside a Quarry 3 Stone. Dave takes the Miner: +3 Stone. On every
    side that has such a place."""
    tried = 0
    for side in ready().sides:
        s = ready()
        s.barons[s.senior].side = side.id
        try:
            place = _daves_fief(s, s.senior)
        except AssertionError:
            continue
        tried += 1
        _dave(s, *place)
    assert tried >= 6


def _dave(s: FeudalityState, fort: str, miller: str, miner: str, quarry: str) -> None:
    seat = s.senior
    keep_at(s, seat, fort, ["tower", "fort", "castle"])
    s.barons[seat].tiles = {miller: "miller", miner: "miner", quarry: "quarry"}
    begin(s, *dice_for(fort))
    options = set(pending(s).options)
    assert {Activate(fort, "vp"), Activate(miller), Activate(miner, "stone")} <= options
    assert {Activate(fort, r) for r in data().resources} <= options
    miller_amount = data().tiles["miller"].amount
    assert turn.gains(s, seat, Activate(miller)) == ("miller", 0, "food", miller_amount + 1)
    assert turn.gains(s, seat, Activate(fort, "vp")) == ("castle", 3, "", 0)
    assert turn.gains(s, seat, Activate(fort, "gold")) == ("castle", 0, "gold", 1)
    stone = s.barons[seat].resources["stone"]
    assert play(s, Activate(miner, "stone")) == [ev.Activated(seat, "miner", miner, 0, "stone", 3)]
    assert s.barons[seat].resources["stone"] == stone + 3


def test_the_river_gives_food_producers_one_more_and_the_kirk_none() -> None:
    """FE-E05, §1.2: a Food producer on a river gives one more (the Brewery 2 Food); the
    Kirk's Food never (its resource "comes from donations"); the Brickyard's Stone only
    with brickyard_river (FE-A12, errata 3)."""
    for options, brick in (({}, 1), ({"brickyard_river": True}, 2)):
        s = ready(options=options)
        seat = s.senior
        wet = next(q for q in free(s, seat) if s.side(seat).square(q).river)
        dry = next(q for q in free(s, seat) if not s.side(seat).square(q).river)
        s.dice = [*dice_for(wet)]
        for tile, take, wet_gain, dry_gain in (
            ("farmer", "", ("farmer", 0, "food", 2), ("farmer", 0, "food", 1)),
            ("hunter", "", ("hunter", 0, "food", 3), ("hunter", 0, "food", 2)),
            ("brewery", "", ("brewery", 1, "food", 2), ("brewery", 1, "food", 1)),
            ("kirk", "food", ("kirk", 1, "food", 1), ("kirk", 1, "food", 1)),
            ("brickyard", "", ("brickyard", 0, "stone", brick), ("brickyard", 0, "stone", 1)),
            ("forest", "", ("forest", 0, "wood", 2), ("forest", 0, "wood", 2)),
        ):
            s.barons[seat].tiles = {wet: tile, dry: tile}
            assert turn.gains(s, seat, Activate(wet, take)) == wet_gain, tile
            assert turn.gains(s, seat, Activate(dry, take)) == dry_gain, tile


def test_a_mine_on_the_double_hill() -> None:
    """FE-A42: a mine gives its own amount on the double hill; one more with
    double_hill_mines (the double hill counting as two hills, as for the Keep's Iron)."""
    for options, gold in (({}, 2), ({"double_hill_mines": True}, 3)):
        s = ready(options=options)
        seat = s.senior
        double = next(q for q, hill in s.side(seat).hills.items() if hill == 2)
        s.barons[seat].keep = None
        s.barons[seat].tiles = {double: "gold_mine"}
        s.dice = [*dice_for(double)]
        assert turn.gains(s, seat, Activate(double)) == ("gold_mine", 0, "gold", gold)


def test_the_miner_chooses_one_neighbouring_mine() -> None:
    """FE-E12, FE-T28: a Miner diagonal to a Gold Mine and beside a Quarry gives 3 Gold
    or 3 Stone; with no mine beside him he gives nothing, so he is not offered (errata 7:
    the reading "he gives nothing" and the reading "he cannot be activated" agree, so no
    option), and is refused with that reason."""
    s = ready()
    seat = s.senior
    s.barons[seat].keep = None
    s.barons[seat].tiles = {"c3": "miner", "d4": "gold_mine", "c2": "quarry", "f6": "miner"}
    s.dice = [3, 3]
    assert turn.takes(s, seat, "c3") == ("gold", "stone")
    assert turn.gains(s, seat, Activate("c3", "gold")) == ("miner", 0, "gold", 3)
    assert turn.gains(s, seat, Activate("c3", "stone")) == ("miner", 0, "stone", 3)
    t = ready()
    t.barons[t.senior].keep = None
    t.barons[t.senior].tiles = {"f6": "miner"}
    begin(t, 6, 5)
    assert pending(t).options == (ActivateNone(),)
    before = t.to_json()
    with pytest.raises(IllegalAction, match="no mine or quarry"):
        play(t, Activate("f6", "gold"))
    assert t.to_json() == before
    four = ready(options={"adjacency": "four"})
    four.barons[four.senior].tiles = {"c3": "miner", "d4": "gold_mine", "c2": "quarry"}
    assert turn.mine_resources(four, four.senior, "c3") == ("stone",)  # FE-A10: d4 is diagonal


def test_tiles_that_give_nothing_are_not_offered() -> None:
    """§4.1: the Granary, the Trader and military units give nothing; a Keep space with
    no unit and an empty square hold nothing: none is offered, each refused with its
    reason, the state unchanged."""
    s = ready()
    seat = s.senior
    keep_at(s, seat, "c3", ["tower"])
    keep = s.barons[seat].keep
    assert keep is not None
    keep.stacks["men_at_arms"] = ["man_at_arms"]
    s.barons[seat].tiles = {"b2": "granary", "c2": "trader"}
    begin(s, 3, 3)
    assert pending(s).options == (*(Activate("c3", t) for t in ("vp", *data().resources)), ActivateNone())
    before = s.to_json()
    for action, reason in (
        (Activate("b2"), "gives nothing"),
        (Activate("c2"), "gives nothing"),
        (Activate("d3"), "gives nothing"),  # the Man-at-Arms
        (Activate("c4"), "has nothing on c4"),  # the Archers' space, empty
        (Activate("b4"), "has nothing on b4"),
        (Activate("f6"), "not one of the nine squares"),
        (Activate("z9"), "no square z9"),
        (Activate("c3", "jewels"), "cannot be activated for that"),
        (Reroll("white"), "does not answer"),
        (Begin(), "does not answer"),
    ):
        with pytest.raises(IllegalAction, match=reason):
            play(s, action)
        assert s.to_json() == before


def test_one_activation_each_on_each_roll() -> None:
    """FE-E01: each baron activates one tile at most on a roll, his own only: after his
    answer the next baron decides; the pending baron's options are his own tiles."""
    s = ready(3)
    for seat in range(3):
        s.barons[seat].keep = None
        s.barons[seat].tiles = {"d4": "forest"} if seat == s.senior else {}
    begin(s, 4, 4, 2, 3)
    assert pending(s).options == (Activate("d4"), ActivateNone())
    play(s, Activate("d4"))
    d = pending(s)
    assert d.seat == s.order()[1] and d.options == (ActivateNone(),)
    with pytest.raises(IllegalAction, match="has nothing on d4"):
        play(s, Activate("d4"))


# =========================================================================== the Wizard
def _brian(options: dict[str, Any] | None = None) -> FeudalityState:
    s = ready(options=options)
    seat = s.senior
    keep_at(s, seat, "a6", ["tower", "fort", "castle", "fortress"])
    s.barons[seat].tiles = {"f6": "miner", "f5": "quarry", "a1": "wizard"}
    return s


def test_brians_wizard() -> None:
    """FE-T04, FE-E23: Brian, Senior with a Wizard, rolls white 6 and coloured 7 (g6: his
    Miner beside a Quarry); he re-rolls the coloured die, a 2: b6, beside his Fortress,
    which gives him 4 VP instead of 3 Stone. The Wizard is spent for the turn."""
    s = _brian()
    seat = s.senior
    begin(s, 6, 7, 2)
    d = pending(s)
    assert d.kind == "wizard" and d.seat == seat and d.options == (Reroll("white"), Reroll("colour"), KeepDice())
    assert Activate("f6", "stone") in turn.options(s, seat)
    assert play(s, Reroll("colour")) == [ev.WizardRerolled(seat, "colour", 7, 2, "b6")]
    assert s.wizard_used == [seat] and turn.point(s) == "b6"
    assert Activate("a6", "vp") in pending(s).options and Activate("f6", "stone") not in pending(s).options
    vp = s.barons[seat].vp
    play(s, Activate("a6", "vp"))
    assert s.barons[seat].vp == vp + 4


@pytest.mark.parametrize(("uses", "asked"), [("per_senior_turn", 1), ("per_decision", 2)])
def test_the_wizard_once_a_senior_turn(uses: str, asked: int) -> None:
    """FE-A18: once per Senior turn (default); with per_decision, once on every roll. The
    re-rolled dice decide the re-roll: here the Wizard turns 3, 4 into doubles, 3, 3."""
    s = _brian({"wizard_uses": uses})
    events = begin(s, 3, 4, 3, 5, 2)
    seen = 0
    while engine.pending(s) is not None and pending(s).kind in turn.DECIDED:
        d = pending(s)
        if d.kind == "wizard":
            seen += 1
            events += play(s, Reroll("colour") if seen == 1 else KeepDice())
        else:
            events += play(s, ActivateNone())
    assert seen == asked
    assert ev.RollsAgain(s.senior, "doubles") in events
    assert [(e.white, e.colour) for e in events if isinstance(e, ev.LocationRolled)] == [(3, 4), (5, 2)]
    s.queue = [["turn_start", s.senior]]
    fresh(s)
    begin(s, 4, 5)
    assert pending(s).kind == "wizard"  # a new Senior turn, a new re-roll


def test_only_the_seniors_wizard_rolls_in_step_one() -> None:
    """FE-E23: a Wizard re-rolls a die its owner rolled; only the Senior rolls here."""
    s = ready(3)
    other = s.order()[1]
    s.barons[other].tiles = {"a1": "wizard"}
    begin(s, 4, 5)
    assert {d.kind for d in [pending(s)]} == {"activate"}
    events = none_until_boundary(s)
    assert not any(isinstance(e, ev.WizardRerolled) for e in events)


def test_a_die_that_is_not_there_is_refused() -> None:
    s = _brian()
    begin(s, 6, 7)
    before = s.to_json()
    for action, reason in ((Reroll("green"), "no die called green"), (ActivateNone(), "does not answer")):
        with pytest.raises(IllegalAction, match=reason):
            play(s, action)
        assert s.to_json() == before


# =========================================================================== whole games
@pytest.mark.parametrize("n", COUNTS)
def test_the_state_round_trips_mid_step(n: int) -> None:
    """The dice, the Wizards used and the queue survive JSON at every decision."""
    s, _ = new(n, seed=300 + n)
    first_until(s, "turn_start")
    s.barons[s.senior].tiles["a1"] = "wizard"
    fresh(s)
    play(s, Begin())
    while engine.pending(s) is not None:
        doc = s.to_json()
        back = state_from_json(data(), doc)
        assert back.to_json() == doc and s.clone().to_json() == doc
        assert engine.pending(back) == engine.pending(s)
        d = pending(s)
        play(s, d.options[0])
        if d.kind == "wizard":
            assert s.to_json()["wizard_used"] == [s.senior]


def test_same_seed_same_rolls() -> None:
    def game(seed: int) -> tuple[dict[str, Any], list[str]]:
        s, _ = new(4, seed=seed)
        first_until(s, "turn_start")
        events = play(s, Begin())
        while engine.pending(s) is not None:
            events += play(s, pending(s).options[0])
        return s.to_json(), [str(engine.describe_event(s, e)) for e in events]

    assert game(42) == game(42)
    assert game(42) != game(43)


@pytest.mark.parametrize("n", COUNTS)
def test_the_first_legal_option_reaches_the_purchase(n: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """A seeded game, every decision answered with its first option, reaches the end of
    step 1 on the first turn and goes on through the purchase (test_rules_purchase.py) to
    step 4, "baronial"; every decision, option and event says itself."""
    monkeypatch.setenv("SENESCHAL_STRICT_MESSAGES", "1")
    s, events = new(n, seed=400 + n)
    while s.step != "baronial":
        d = pending(s)
        str(d.prompt)
        for option in d.options[:4]:
            assert str(engine.describe(s, option))
        events += play(s, d.options[0])
    for e in events:
        assert str(engine.describe_event(s, e))
    assert s.turn == 1 and s.queue[0] == ["baronial", s.senior] and s.dice == []
    assert any(isinstance(e, ev.LocationRolled) for e in events)
