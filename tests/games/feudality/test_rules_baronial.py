"""The Senior's baronial actions (rulebook "Sequence of play" 4, "Fortifications", "WAR!";
inventory §3 step 4, §4.6, FE-E31-E36, FE-T12-FE-T16, FE-A09, FE-A16, FE-A17, FE-A21,
FE-A22, FE-A41, FE-A43, FE-A44, FE-A47): collect twice, or collect once and take one
special action (a liaison, sabotage, a Private War, an attack on a baron); then step 5
(``feed``) comes. The feeding is kept out of these tests, so the game stops at it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from game.core.engine import Event
from game.core.i18n import render
from game.games.feudality.rules import engine, feeding, flow, holdings
from game.games.feudality.rules.actions import Trade
from game.games.feudality.rules.baronial import (
    Attacked,
    Baronial,
    BaronialChosen,
    Collect,
    Collected,
    CollectedNothing,
    CollectNone,
    Liaison,
    PrivateWar,
    Sabotaged,
    SabotageHired,
    SabotageTile,
    SabotageUnpaid,
    SabotageVictim,
    SaboteursSent,
    TakeResource,
    VpTaken,
)
from game.games.feudality.rules.data import RESOURCES
from game.games.feudality.rules.dice import DiceRolled
from game.games.feudality.rules.payments import Give, Paid
from game.games.feudality.rules.sides import square_place
from game.games.feudality.rules.state import FeudalityState, state_from_json
from game.games.feudality.rules.war import (
    ArmyShort,
    SendDone,
    SendUnit,
    Survived,
    WarCalled,
    WarDemandRolled,
    WarRolled,
    WarScored,
)

from .helpers import data, fresh, pending, play
from .test_rules_war import Scripted, free_squares, muster, refused, stack, table, words

TABLE = -1


@pytest.fixture(autouse=True)
def stop_at_feeding(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Step 5 is another module's: the game stops when ``feed`` comes first."""
    monkeypatch.delitem(feeding.AUTOMATIC, "feed", raising=False)
    yield


def at_baronial(n: int = 2, options: dict[str, Any] | None = None, vp: int = 2) -> FeudalityState:
    """Step 4 of a first turn, after the purchase: no tiles, no units, every baron at ``vp``."""
    s = table(n, options, vp)
    s.queue = [["purchase_end", TABLE]]
    flow.run(s, [])
    fresh(s)
    return s


def choose(s: FeudalityState, action: Baronial, dice: tuple[int, ...] = ()) -> list[Event]:
    """The Senior's choice, the dice falling as given; the collection declined."""
    s.rng = Scripted(dice)
    fresh(s)
    events = play(s, action)
    if engine.pending(s) is not None and pending(s).kind == "collect":
        events += play(s, CollectNone())
    return events


def fort_square(s: FeudalityState, seat: int) -> str:
    return holdings.space_square(s, seat, "fortification")


def keep_square(s: FeudalityState, seat: int, space: str) -> str:
    return holdings.space_square(s, seat, space)


def fed_next(s: FeudalityState) -> bool:
    return engine.pending(s) is None and s.queue == [["feed", s.senior]]


# =========================================================================== the choice
def test_the_purchase_leads_to_the_seniors_choice() -> None:
    """§3 step 4: after the purchase the Senior alone chooses: collect twice, or collect
    once and one special. At 0 VP he may collect twice or attack a baron with at least
    his VP (FE-A43: any baron here); the liaison, sabotage and the Private Wars are
    not offered (FE-E32-E34)."""
    s = at_baronial(3, vp=0)
    a, b, c = s.order()
    d = pending(s)
    assert (d.kind, d.seat, d.interrupt) == ("baronial", a, False)
    assert d.options == (Baronial("collect_twice"), Baronial("attack", b), Baronial("attack", c))
    s.barons[a].vp = 3
    fresh(s)
    assert pending(s).options == (
        Baronial("collect_twice"),
        Baronial("liaison"),
        Baronial("sabotage"),
        Baronial("santa_paravia"),
        Baronial("fiumaccio"),
    )


# =========================================================================== collecting
def test_collect_twice_anywhere_the_same_tile_twice_resources_only() -> None:
    """FE-E31, FE-A09 "resource_part": the output of any tile anywhere on his Fief, the pawn
    ignored, the same tile twice allowed, never VP: the Forest 2 Wood twice; the Kirk's
    resource of his choice (no VP), the Brewery's Food, the top fortification's 1
    resource of choice, never its stars; the Carpenter (VP only) is not offered."""
    s = at_baronial(2)
    a = s.senior
    forest, kirk, brewery, carpenter = free_squares(s, a)[:4]
    s.barons[a].tiles = {forest: "forest", kirk: "kirk", brewery: "brewery", carpenter: "carpenter"}
    fresh(s)
    assert play(s, Baronial("collect_twice")) == [BaronialChosen(a, "collect_twice", -1)]
    d = pending(s)
    assert (d.kind, d.seat) == ("collect", a)
    fort = fort_square(s, a)
    expected = {Collect(forest), Collect(brewery), *(Collect(q, r) for q in (kirk, fort) for r in RESOURCES)}
    assert set(d.options[:-1]) == expected and d.options[-1] == CollectNone()
    assert len(d.options) == len(expected) + 1
    refused(s, Collect(fort, "vp"), "never victory points")
    refused(s, Collect(carpenter), f"Nothing of yours on {carpenter} gives resources")
    wood, vp = s.barons[a].resources["wood"], s.barons[a].vp
    assert play(s, Collect(forest)) == [Collected(a, "forest", forest, "wood", 2)]
    assert play(s, Collect(forest)) == [Collected(a, "forest", forest, "wood", 2)]
    assert s.barons[a].resources["wood"] == wood + 4 and s.barons[a].vp == vp
    assert fed_next(s)


def test_the_kirk_brewery_and_fortification_give_their_resource_part() -> None:
    """FE-A09 "resource_part": the Brewery its Food (2 on a river, FE-E05), the top
    fortification 1 resource of choice (Iron), then, on another turn, the Kirk 1 resource
    of choice (Stone) with no river extra; never their VP."""
    s = at_baronial(2)
    a = s.senior
    kirk = next(q for q in free_squares(s, a) if not s.side(a).square(q).river)
    brewery = next(q for q in free_squares(s, a) if s.side(a).square(q).river)
    s.barons[a].tiles = {kirk: "kirk", brewery: "brewery"}
    fresh(s)
    have = dict(s.barons[a].resources)
    play(s, Baronial("collect_twice"))
    assert play(s, Collect(brewery)) == [Collected(a, "brewery", brewery, "food", 2)]
    fort = fort_square(s, a)
    assert play(s, Collect(fort, "iron")) == [Collected(a, "tower", fort, "iron", 1)]
    assert s.barons[a].resources == {**have, "food": have["food"] + 2, "iron": have["iron"] + 1}
    s.queue = [["baronial", a]]
    fresh(s)
    play(s, Baronial("collect_twice"))
    assert play(s, Collect(kirk, "stone")) == [Collected(a, "kirk", kirk, "stone", 1)]
    assert s.barons[a].vp == 2


def test_producers_only_leaves_out_the_kirk_the_brewery_and_the_fortification() -> None:
    """FE-A09 ``baronial_collect`` "producers_only": only the resource tiles are collected;
    a Senior with none collects nothing."""
    s = at_baronial(2, {"baronial_collect": "producers_only"})
    a = s.senior
    forest, kirk, brewery = free_squares(s, a)[:3]
    s.barons[a].tiles = {forest: "forest", kirk: "kirk", brewery: "brewery"}
    fresh(s)
    play(s, Baronial("collect_twice"))
    assert pending(s).options == (Collect(forest), CollectNone())
    refused(s, Collect(kirk, "gold"), f"Nothing of yours on {kirk}")
    s.barons[a].tiles = {kirk: "kirk"}
    s.queue = [["baronial", a]]
    fresh(s)
    assert play(s, Baronial("collect_twice")) == [BaronialChosen(a, "collect_twice", -1), CollectedNothing(a)]
    assert fed_next(s)


def test_the_miner_collects_as_usual() -> None:
    """FE-A09: the Miner works as usual: 3 of the resource of a neighbouring mine."""
    s = at_baronial(2)
    a = s.senior
    side = s.side(a)
    keep = s.barons[a].keep
    under = set(keep.spaces) if keep is not None else set()
    hill = next(q.name for q in side.squares() if q.hill and q.playable and q.name not in under)
    miner = next(q for q in free_squares(s, a) if q != hill and square_place(q) is not None and _beside(q, hill))
    s.barons[a].tiles = {hill: "quarry", miner: "miner"}
    fresh(s)
    play(s, Baronial("collect_twice"))
    assert Collect(miner, "stone") in pending(s).options
    assert play(s, Collect(miner, "stone")) == [Collected(a, "miner", miner, "stone", 3)]


def _beside(q: str, r: str) -> bool:
    a, b = square_place(q), square_place(r)
    assert a is not None and b is not None
    return max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1


# =========================================================================== I. the liaison
@pytest.mark.parametrize(
    ("dice", "total", "change"),
    [((1, 1), 2, -1), ((2, 2), 4, -1), ((1, 4), 5, 0), ((4, 4), 8, 0), ((4, 5), 9, 1), ((8, 8), 16, 1)],
)
def test_liaison_two_to_four_loses_nine_and_up_gains(dice: tuple[int, int], total: int, change: int) -> None:
    """FE-T12, FE-E32: at 1 VP or more the Senior rolls 2d8: 2-4 -1 VP, 5-8 nothing, 9-16
    +1 VP; the collection comes first."""
    s = at_baronial(2, vp=1)
    a = s.senior
    events = choose(s, Baronial("liaison"), dice)
    assert events == [
        BaronialChosen(a, "liaison", -1),
        CollectedNothing(a),
        DiceRolled(a, dice, "liaison"),
        Liaison(a, total, change),
    ]
    assert s.barons[a].vp == 1 + change and fed_next(s)


def test_liaison_at_zero_vp_is_refused() -> None:
    """FE-T12: a liaison at 0 VP is illegal, and so is sabotage (FE-E33)."""
    s = at_baronial(2, vp=0)
    assert Baronial("liaison") not in pending(s).options
    refused(s, Baronial("liaison"), "A secret liaison needs at least 1 VP")
    refused(s, Baronial("sabotage"), "Sabotage needs at least 1 VP")


def test_the_seniors_wizard_may_re_roll_a_liaison_die() -> None:
    """FE-E23: the liaison's dice are the Senior's own: his Wizard may re-roll one (2 + 2
    = 4 becomes 2 + 7 = 9)."""
    s = at_baronial(2, vp=1)
    a = s.senior
    s.barons[a].tiles = {free_squares(s, a)[0]: "wizard"}
    choose(s, Baronial("liaison"), (2, 2, 7))
    assert pending(s).kind == "wizard_roll"
    events = play(s, pending(s).options[0])
    assert events[-1] == Liaison(a, 9, 1) and s.wizard_used == [a]


# =========================================================================== II. sabotage
def saboteur(options: dict[str, Any] | None = None, gold: int = 4, wood: int = 4) -> tuple[FeudalityState, str]:
    s = at_baronial(2, options)
    a, b = s.order()
    s.barons[a].resources = {**dict.fromkeys(RESOURCES, 0), "gold": gold, "wood": wood}
    forest = free_squares(s, b)[0]
    s.barons[b].tiles = {forest: "forest"}
    fresh(s)
    return s, forest


def test_sabotage_five_gold_raised_by_trading_and_a_tie_loses_a_vp() -> None:
    """FE-T13, FE-E33, FE-A47: the d8 shows 5; with 4 Gold and 4 Wood he trades 4 Wood for
    1 Gold and pays 5. He picks the baron, then the tile (any tile, or the top of a Keep
    stack; never the Keep, FE-A17); both roll 2d8: 9 against 9 is a tie, so the saboteur
    loses 1 VP and the tile stays."""
    s, forest = saboteur()
    a, b = s.order()
    events = choose(s, Baronial("sabotage"), (5, 4, 5, 3, 6))
    assert events[-2:] == [DiceRolled(a, (5,), "sabotage"), SabotageHired(a, 5)]
    d = pending(s)
    assert (d.kind, d.seat) == ("give", a)
    assert d.options == (Give("gold"), Trade("wood", "gold"))
    play(s, Trade("wood", "gold"))
    for _ in range(4):
        play(s, Give("gold"))
    assert play(s, Give("gold")) == [Paid(a, ("gold",) * 5, TABLE, "sabotage")]
    assert s.barons[a].resources["gold"] == 0 and pending(s).options == (SabotageVictim(b),)
    play(s, SabotageVictim(b))
    d = pending(s)
    assert (d.kind, d.seat) == ("sabotage_tile", a)
    assert set(d.options) == {SabotageTile(forest), SabotageTile(fort_square(s, b))}
    refused(s, SabotageTile(keep_square(s, b, "archer")), "no tile on")
    events = play(s, SabotageTile(forest))
    assert events == [
        SaboteursSent(a, b, "forest", forest),
        DiceRolled(a, (4, 5), "sabotage"),
        DiceRolled(b, (3, 6), "sabotage_defence"),
        Sabotaged(a, b, "forest", forest, 9, 9, False, 1),
    ]
    assert s.barons[a].vp == 1 and s.barons[b].tiles == {forest: "forest"} and fed_next(s)


def test_sabotage_strictly_higher_destroys_the_tile() -> None:
    """FE-E33: the saboteur's 10 beats 9: the Forest goes to the tile discard pile."""
    s, forest = saboteur(gold=5, wood=0)
    a, b = s.order()
    events = choose(s, Baronial("sabotage"), (5, 5, 5, 3, 6))
    assert events[-1] == Paid(a, ("gold",) * 5, TABLE, "sabotage")  # all he has: nothing to choose
    play(s, SabotageVictim(b))
    events = play(s, SabotageTile(forest))
    assert events[-1] == Sabotaged(a, b, "forest", forest, 10, 9, True, 0)
    assert s.barons[b].tiles == {} and s.discard[-1] == "forest" and s.barons[a].vp == 2


def test_sabotage_he_cannot_pay_ends_the_action() -> None:
    """FE-E33: "If you can't afford the price, your action is over": 8 Gold asked, 2 Gold
    and nothing to trade: nothing is paid."""
    s, _ = saboteur(gold=2, wood=3)
    a = s.senior
    events = choose(s, Baronial("sabotage"), (8,))
    assert events[-1] == SabotageUnpaid(a, 8)
    assert s.barons[a].resources["gold"] == 2 and fed_next(s)


@pytest.mark.parametrize("reading", [True, False])
def test_the_last_fortification_level_by_the_option(reading: bool) -> None:
    """FE-A41 ``sabotage_last_level``: the last level (a lone Tower) may be sabotaged (true;
    it goes back to the pool) or not (false: not offered, refused with the rule)."""
    s, forest = saboteur({"sabotage_last_level": reading}, gold=1, wood=0)
    a, b = s.order()
    tower = fort_square(s, b)
    choose(s, Baronial("sabotage"), (1, 8, 8, 1, 1))
    play(s, SabotageVictim(b))
    if not reading:
        assert pending(s).options == (SabotageTile(forest),)
        refused(s, SabotageTile(tower), "last level of a fortification")
        return
    pool = s.pool["tower"]
    assert SabotageTile(tower) in pending(s).options
    assert play(s, SabotageTile(tower))[-1] == Sabotaged(a, b, "tower", tower, 16, 2, True, 0)
    assert stack(s, b, "fortification") == [] and s.pool["tower"] == pool + 1


def test_sabotage_takes_the_top_of_a_keep_stack() -> None:
    """FE-E33: "the top military unit in a stack": a Knight on the Wolf, the Knight goes."""
    s, _ = saboteur(gold=1, wood=0)
    a, b = s.order()
    muster(s, b, "knight", "wolf")
    choose(s, Baronial("sabotage"), (1, 8, 8, 1, 1))
    play(s, SabotageVictim(b))
    square = keep_square(s, b, "knight")
    assert play(s, SabotageTile(square))[-1] == Sabotaged(a, b, "knight", square, 16, 2, True, 0)
    assert stack(s, b, "knight") == ["wolf"]


# =========================================================================== III. Private Wars
@pytest.mark.parametrize(("roll", "total", "won", "vp"), [((4, 5), 15, True, 4), ((2, 6), 14, False, 2)])
def test_santa_paravia_with_an_army_of_six(roll: tuple[int, int], total: int, won: bool, vp: int) -> None:
    """FE-T14, FE-E34: army 6 + 9 = 15 beats Santa Paravia's 14: +1 VP (no Knight's VP);
    6 + 8 = 14 does not: -1 VP. Every unit then rolls for survival either way."""
    s = at_baronial(2, vp=3)
    a = s.senior
    muster(s, a, "man_at_arms", "archer", "knight")
    fresh(s)
    events = choose(s, Baronial("santa_paravia"), (*roll, 2, 3, 4))
    assert events[2:] == [
        DiceRolled(a, roll, "santa_paravia"),
        PrivateWar(a, "santa_paravia", 6, total, 14, won, vp - 3),
        DiceRolled(a, (2, 3, 4), "santa_paravia"),
        Survived(a, ("man_at_arms", "knight"), ("archer",)),
    ]
    assert s.barons[a].vp == vp and fed_next(s)


def test_a_private_war_needs_three_vp() -> None:
    """FE-E34: "You cannot do this unless you have 3 or more victory points"."""
    s = at_baronial(2, vp=2)
    assert Baronial("fiumaccio") not in pending(s).options
    refused(s, Baronial("santa_paravia"), "A Private War needs at least 3 VP")


@pytest.mark.parametrize(("reading", "won"), [(False, False), (True, True)])
def test_the_fortification_in_a_private_war_by_the_option(reading: bool, won: bool) -> None:
    """FE-A44 ``private_war_fortification``: "army plus 2d8" (false): 6 + 8 = 14 fails;
    with true the Tower's 2 counts: 16 wins."""
    s = at_baronial(2, {"private_war_fortification": reading}, vp=3)
    a = s.senior
    muster(s, a, "man_at_arms", "archer", "knight")
    fresh(s)
    events = choose(s, Baronial("santa_paravia"), (4, 4, 2, 2, 2))
    fought = next(e for e in events if isinstance(e, PrivateWar))
    assert (fought.army, fought.won) == (6 + (2 if reading else 0), won)


def test_fiumaccio_with_an_army_of_ten_wins_two() -> None:
    """FE-T15: army 10 + 10 = 20 beats Fiumaccio's 19: +2 VP, then survival."""
    s = at_baronial(2, vp=3)
    a = s.senior
    muster(s, a, "knight", "knight", "wolf")
    fresh(s)
    events = choose(s, Baronial("fiumaccio"), (5, 5, 2, 2, 2))
    assert PrivateWar(a, "fiumaccio", 10, 20, 19, True, 2) in events
    assert s.barons[a].vp == 5 and fed_next(s)


def test_fiumaccio_failed_loses_three_survival_first_then_a_general_war() -> None:
    """FE-T15, FE-E34, FE-E36, FE-A21: army 10 + 9 = 19: -3 VP (3 to 0, never below); the
    attacker's troops roll for survival first; then the Senior rolls 1d8 for the general
    war's demand (2) and every baron sends, the attacker included (his surviving troops
    roll twice); then step 5."""
    s = at_baronial(2, vp=3)
    a, b = s.order()
    muster(s, a, "knight", "knight", "wolf")
    fresh(s)
    events = choose(s, Baronial("fiumaccio"), (4, 5, 2, 3, 4, 2, 4, 4, 6))
    assert events[2:] == [
        DiceRolled(a, (4, 5), "fiumaccio"),
        PrivateWar(a, "fiumaccio", 10, 19, 19, False, -3),
        DiceRolled(a, (2, 3, 4), "fiumaccio"),
        Survived(a, ("wolf", "knight"), ("knight",)),
        WarDemandRolled(a, 2),
        WarCalled(a, 2, "general_war"),
    ]
    assert s.barons[a].vp == 0
    d = pending(s)
    assert (d.kind, d.seat) == ("war_pick", a)
    play(s, SendUnit("knight"))
    events = play(s, SendDone())
    assert events == [
        ArmyShort(b, (), 2, 1),
        WarRolled(a, (4, 4), 8, True),
        WarScored(a, 2, True),
        DiceRolled(a, (6,), "general_war"),
        Survived(a, ("knight",), ()),
    ]
    assert s.barons[a].vp == 2 and s.barons[b].vp == 2 and fed_next(s)
    assert stack(s, a, "knight") == ["wolf", "knight"]


# =========================================================================== IV. attacking a baron
def attack(defence_units: tuple[str, ...], options: dict[str, Any] | None = None, vp: int = 2) -> FeudalityState:
    """Alaric (the Senior, Archer and Knight: army 5) may attack the other baron, whose
    Tower (2) and ``defence_units`` defend him."""
    s = at_baronial(2, options, vp)
    a, b = s.order()
    muster(s, a, "archer", "knight")
    muster(s, b, *defence_units)
    fresh(s)
    return s


TWELVE = ("wolf", "knight", "knight")  # 10 + the Tower's 2
ELEVEN = ("wolf", "knight", "archer")  # 9 + 2
FIFTEEN = ("wolf", "knight", "knight", "archer", "man_at_arms")  # 13 + 2


def test_attack_margin_three_the_target_gives_three_resources() -> None:
    """FE-T16, FE-E35, FE-A16 "target": 5 + 10 = 15 against 12: the target gives 3
    resources of his choice to the attacker; the attacker's units roll for survival
    (the defender's never)."""
    s = attack(TWELVE)
    a, b = s.order()
    assert holdings.defence(s, b) == 12
    events = choose(s, Baronial("attack", b), (4, 6, 2, 4))
    assert events[-1] == Attacked(a, b, 15, 12, 3)
    d = pending(s)
    assert (d.kind, d.seat, d.interrupt) == ("give", b, True)
    gold = s.barons[a].resources["gold"]
    play(s, Give("gold"))
    play(s, Give("food"))
    events = play(s, Give("gold"))
    assert events == [
        Paid(b, ("gold", "food", "gold"), a, "attack"),
        DiceRolled(a, (2, 4), "attack"),
        Survived(a, ("archer", "knight"), ()),
    ]
    assert s.barons[a].resources["gold"] == gold + 2 and fed_next(s)
    assert stack(s, b, "knight") == ["wolf", "knight", "knight"]


def test_attack_margin_four_moves_a_vp_and_zero_does_nothing() -> None:
    """FE-T16: against 11 the margin is 4: 1 VP moves from the target to the attacker;
    against 15 it is 0: nothing. The attacker rolls survival every time."""
    s = attack(ELEVEN)
    a, b = s.order()
    events = choose(s, Baronial("attack", b), (4, 6, 1, 1))
    assert events[-4:] == [
        Attacked(a, b, 15, 11, 4),
        VpTaken(a, b, 1, True),
        DiceRolled(a, (1, 1), "attack"),
        Survived(a, (), ("archer", "knight")),
    ]
    assert (s.barons[a].vp, s.barons[b].vp) == (3, 1) and fed_next(s)
    s = attack(FIFTEEN)
    events = choose(s, Baronial("attack", b), (4, 6, 2, 2))
    assert events[-3:] == [
        Attacked(a, b, 15, 15, 0),
        DiceRolled(a, (2, 2), "attack"),
        Survived(a, ("archer", "knight"), ()),
    ]
    assert (s.barons[a].vp, s.barons[b].vp) == (2, 2)


def test_a_baron_with_fewer_vp_cannot_be_attacked() -> None:
    """FE-T16, FE-A43: "You cannot attack a player with fewer victory points than you"; a
    baron with as many may be attacked; nor may the Senior attack himself."""
    s = attack(TWELVE)
    a, b = s.order()
    s.barons[b].vp = 1
    fresh(s)
    assert pending(s).options == (Baronial("collect_twice"), Baronial("liaison"), Baronial("sabotage"))
    refused(s, Baronial("attack", b), f"fewer victory points than you: {s.config.seats[b].name} has 1")
    refused(s, Baronial("attack", a), "only another baron")


def test_the_attacker_picks_with_the_option() -> None:
    """FE-A16 ``margin_picker`` "attacker": the attacker takes the margin's 3 resources,
    one at a time, of the target's."""
    s = attack(TWELVE, {"margin_picker": "attacker"})
    a, b = s.order()
    s.barons[b].resources = {**dict.fromkeys(RESOURCES, 0), "gold": 2, "stone": 5}
    fresh(s)
    choose(s, Baronial("attack", b), (4, 6, 2, 4))
    d = pending(s)
    assert (d.kind, d.seat) == ("attack_pick", a)
    assert d.options == (TakeResource("gold"), TakeResource("stone"))
    play(s, TakeResource("gold"))
    play(s, TakeResource("gold"))
    assert pending(s).options == (TakeResource("stone"),)
    refused(s, TakeResource("gold"), "has no Gold to give")
    assert play(s, TakeResource("stone"))[0] == Paid(b, ("gold", "gold", "stone"), a, "attack")
    assert s.barons[b].resources["stone"] == 4 and fed_next(s)


@pytest.mark.parametrize("picker", ["target", "attacker"])
def test_a_target_with_fewer_resources_gives_all_he_has(picker: str) -> None:
    """FE-E35: a margin of 3 against a target with 2 resources: he gives both, either way."""
    s = attack(TWELVE, {"margin_picker": picker})
    a, b = s.order()
    s.barons[b].resources = {**dict.fromkeys(RESOURCES, 0), "iron": 2}
    fresh(s)
    events = choose(s, Baronial("attack", b), (4, 6, 2, 4))
    assert Paid(b, ("iron", "iron"), a, "attack") in events
    assert sum(s.barons[b].resources.values()) == 0 and fed_next(s)


@pytest.mark.parametrize(("reading", "gained"), [("nothing_moves", 0), ("attacker_gains", 1)])
def test_a_heavy_attack_on_a_baron_at_zero_vp(reading: str, gained: int) -> None:
    """FE-A22 ``attack_at_zero``: the target at 0 VP (the attacker too) and a margin of 4:
    no VP to move (nothing_moves), or the attacker gains 1 all the same."""
    s = attack(ELEVEN, {"attack_at_zero": reading}, vp=0)
    a, b = s.order()
    events = choose(s, Baronial("attack", b), (4, 6, 2, 2))
    assert VpTaken(a, b, gained, False) in events
    assert (s.barons[a].vp, s.barons[b].vp) == (gained, 0)


# =========================================================================== words, round trips, whole turns
def test_the_state_round_trips_mid_baronial_actions() -> None:
    """JSON round trip while the attacker picks the margin's resources (a resource taken,
    two to go), then both copies play on alike."""
    s = attack(TWELVE, {"margin_picker": "attacker"})
    b = s.order()[1]
    choose(s, Baronial("attack", b), (4, 6))
    play(s, TakeResource("wood"))
    copy = state_from_json(data(), json.loads(json.dumps(s.to_json())), s.sides)
    assert copy.to_json() == s.to_json()
    for game in (s, copy):
        game.rng = Scripted((2, 3))
        fresh(game)
        play(game, TakeResource("iron"))
        play(game, TakeResource("iron"))
    assert copy.to_json() == s.to_json() and fed_next(copy)


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_any_legal_answers_reach_the_feeding(n: int) -> None:
    """Seeded games from step 4, each decision answered with a legal option picked by the
    seed: the baronial actions always end with ``feed`` next, no unit left away, no
    resource below 0, every prompt, option and event in words (English and French)."""
    for seed in range(12):
        s = at_baronial(n, vp=seed % 5)
        for seat in range(n):
            muster(s, seat, *("man_at_arms", "archer", "knight", "wolf")[: (seat + seed) % 5])
            s.barons[seat].tiles = dict(zip(free_squares(s, seat), ("forest", "kirk", "cleric"), strict=False))
        fresh(s)
        events: list[Event] = []
        count = 0
        while engine.pending(s) is not None:
            d = pending(s)
            for lang in ("en", "fr"):
                words(d.prompt, lang)
                for option in d.options:
                    render(engine.describe(s, option), lang)
            events += play(s, d.options[(seed * 7 + count) % len(d.options)])
            count += 1
        assert fed_next(s) and all(not units for units in s.away)
        assert all(v >= 0 for baron in s.barons for v in baron.resources.values())
        for event in events:
            for lang in ("en", "fr"):
                assert render(engine.describe_event(s, event), lang)
