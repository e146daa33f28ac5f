"""Uprising (10.1): where it may be played, cards combining, attacker penalties and the
Secret Passage against them (10.2.2), hits as strength points (6.2.2), and a village
sacked when its defenders fall."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Done, JoinUprising, LoseTroops, PlayUprising
from game.games.fief.rules.state import TaxMarker, Troops
from game.games.fief.rules.uprising import hit_options

from . import helpers
from .helpers import v
from .test_disasters import Dice

KIRSTEN, GRADY, DAVID = 0, 1, 2
MAZILLES = v("Mazilles")


def set_troops(s, seat: int, village: str, knights: int, men: int) -> None:
    t = s.villages[village].troops.setdefault(seat, Troops())
    fam = s.families[seat]
    fam.stock["knights"] += t.knights - knights
    fam.stock["men_at_arms"] += t.men_at_arms - men
    t.knights, t.men_at_arms = knights, men
    s.cache.clear()


def mazilles(lord_away: bool = True):
    """Kirsten holds Mazilles (stronghold) with 2 men-at-arms; Famine in bishopric 2;
    David's purchase turn."""
    s = helpers.started(["Mazilles", "Sigy", "Blaye"])
    set_troops(s, KIRSTEN, MAZILLES, 0, 2)
    if lord_away:
        helpers.move_lord(s, helpers.lord_of(s, KIRSTEN), v("St Andromy"))
    s.lying = {2: ["famine"]}
    s.fortune_deck.remove("famine")
    assert s.villages[MAZILLES].stronghold
    helpers.turn_of(s, DAVID, "purchase")
    return s


def test_rulebook_example_the_mazilles_uprising_needs_two_cards() -> None:
    """10.1's example: David's Uprising alone loses its die to the stronghold; Grady adds
    a second card: 2 dice - 1 = 1 die, a 1 plus the bonus hit kills both men-at-arms, and
    the stronghold is destroyed."""
    s = mazilles()
    helpers.give(s, DAVID, "uprising")
    helpers.give(s, GRADY, "uprising")
    events = engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))
    assert ev.UprisingPlayed(DAVID, MAZILLES) in events
    d = engine.pending(s)
    assert d.seat == GRADY and d.kind == "join_uprising" and d.interrupt
    assert set(d.options) == {JoinUprising(), Done()}
    engine.apply(s, JoinUprising())
    s.rng = Dice(1)  # face 1
    strongholds = s.shared["strongholds"]
    events = engine.apply(s, Done())
    assert ev.UprisingRolled(MAZILLES, 2, 1, (1,), 2) in events
    assert ev.TroopsLost(KIRSTEN, MAZILLES, 0, 2, "Uprising") in events
    assert ev.VillageSacked(MAZILLES, 0, True) in events
    assert not s.villages[MAZILLES].stronghold and s.shared["strongholds"] == strongholds + 1
    assert s.fortune_discard[-2:] == ["uprising", "uprising"] and s.uprising is None
    assert engine.pending(s).seat == DAVID and s.step == "purchase"


def test_one_card_against_a_stronghold_fails_without_a_bonus_hit() -> None:
    s = mazilles()
    helpers.give(s, DAVID, "uprising")
    events = engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))
    assert ev.UprisingRolled(MAZILLES, 1, 1, (), 0) in events
    assert s.villages[MAZILLES].troops[KIRSTEN].men_at_arms == 2 and s.villages[MAZILLES].stronghold
    assert "uprising" in s.fortune_discard


def test_a_secret_passage_cancels_the_stronghold_penalty() -> None:
    """10.2.2 and 10.1: any family may play it to help the Uprising."""
    s = mazilles()
    helpers.give(s, DAVID, "uprising")
    helpers.give(s, GRADY, "secret-passage")
    engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))
    assert engine.pending(s).seat == GRADY
    assert set(engine.pending(s).options) == {JoinUprising(True), Done()}
    events = engine.apply(s, JoinUprising(True))
    assert ev.UprisingPlayed(GRADY, MAZILLES, passage=True) in events
    s.rng = Dice(6)  # face 3
    events = engine.apply(s, Done())
    assert ev.UprisingRolled(MAZILLES, 1, 0, (3,), 4) in events
    assert "secret-passage" in s.fortune_discard


def test_lords_left_without_troops_are_killed_but_a_fortified_city_stands() -> None:
    s = mazilles(lord_away=False)
    s.villages[MAZILLES].fortified = True
    helpers.give(s, DAVID, "uprising", "uprising", "uprising")
    lord = helpers.lord_of(s, KIRSTEN)
    engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))
    engine.apply(s, JoinUprising())
    engine.apply(s, JoinUprising())
    s.rng = Dice(3)  # 3 cards - 2 = 1 die, face 2: 3 hits
    events = engine.apply(s, Done())
    assert ev.UprisingRolled(MAZILLES, 3, 2, (2,), 3) in events
    assert ev.LordDied(KIRSTEN, lord, MAZILLES, "Uprising") in events
    assert ev.VillageSacked(MAZILLES, 0, False) in events
    assert s.villages[MAZILLES].fortified and s.villages[MAZILLES].stronghold


def test_the_owner_chooses_which_troops_absorb_the_hits() -> None:
    """6.2.2: as many strength points as possible up to the hits: 3 hits on a knight and
    3 men-at-arms take the knight or the three men, the family's choice."""
    s = mazilles()
    set_troops(s, KIRSTEN, MAZILLES, 1, 3)
    s.villages[MAZILLES].stronghold = False
    s.shared["strongholds"] += 1
    helpers.give(s, DAVID, "uprising")
    s.rng = Dice(3)  # face 2: 3 hits
    engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))
    d = engine.pending(s)
    assert d.seat == KIRSTEN and d.kind == "lose_troops"
    assert set(d.options) == {LoseTroops(1, 0), LoseTroops(0, 3)}
    events = engine.apply(s, LoseTroops(1, 0))
    assert s.villages[MAZILLES].troops[KIRSTEN] == Troops(0, 3)
    assert not any(isinstance(e, ev.VillageSacked) for e in events)
    assert engine.pending(s).seat == DAVID and s.step == "purchase"


def test_hit_options_follow_the_strength_points() -> None:
    assert hit_options(Troops(1, 1), 2) == [(0, 1)]
    assert hit_options(Troops(1, 1), 3) == [(1, 0)]
    assert hit_options(Troops(1, 1), 4) == [(1, 1)]
    assert hit_options(Troops(2, 0), 2) == [(0, 0)]


def test_only_where_a_tax_or_famine_applies_and_never_on_ones_own_tax() -> None:
    s = mazilles()
    s.lying = {}
    s.fortune_discard.append("famine")
    helpers.give(s, DAVID, "uprising")
    with pytest.raises(IllegalAction, match="no reason to rise"):
        engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))
    s.taxes = [TaxMarker(DAVID, "tallage", 3, helpers.lord_of(s, DAVID))]
    s.families[DAVID].stock["tax"] -= 1
    s.cache.clear()
    with pytest.raises(IllegalAction, match="no reason to rise"):
        engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))  # his own tallage
    s.taxes = [TaxMarker(GRADY, "tallage", 3, helpers.lord_of(s, GRADY))]
    s.families[DAVID].stock["tax"] += 1
    s.families[GRADY].stock["tax"] -= 1
    s.cache.clear()
    assert PlayUprising(MAZILLES, KIRSTEN) in engine.legal_actions(s)


def _grady_tallages_mazilles(s) -> None:
    s.lying = {}
    s.fortune_discard.append("famine")
    s.taxes = [TaxMarker(GRADY, "tallage", 3, helpers.lord_of(s, GRADY))]
    s.families[GRADY].stock["tax"] -= 1
    s.cache.clear()


def test_the_family_whose_tax_stirs_the_village_may_not_join_the_uprising_either() -> None:
    """10.1: a family may not play an Uprising card on the strength of a tax it laid; so
    when David raises Mazilles over Grady's tallage, Grady may not add his card, and is
    not even asked when that card is all he could give."""
    s = mazilles()
    _grady_tallages_mazilles(s)
    helpers.give(s, DAVID, "uprising")
    helpers.give(s, GRADY, "uprising")
    events = engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))
    assert ev.UprisingRolled(MAZILLES, 1, 1, (), 0) in events  # nobody asked: David's card alone
    assert s.uprising is None and s.families[GRADY].hand == ["uprising"]


def test_asked_for_another_reason_the_taxing_family_still_may_not_add_a_card() -> None:
    """10.1: asked with every family (the ``everyone`` setting), Grady, whose tallage is
    the cause, may only pass; with a Famine there as well he may join on its strength."""
    s = mazilles()
    s.config.reactions = "everyone"
    _grady_tallages_mazilles(s)
    helpers.give(s, DAVID, "uprising")
    helpers.give(s, GRADY, "uprising")
    engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))
    while engine.pending(s).seat != GRADY:
        engine.apply(s, Done())
    assert engine.pending(s).kind == "join_uprising"
    assert JoinUprising() not in engine.pending(s).options
    with pytest.raises(IllegalAction, match="Your own tax"):
        engine.apply(s, JoinUprising())
    s.lying = {2: ["famine"]}
    s.fortune_discard.remove("famine")
    s.cache.clear()
    assert JoinUprising() in engine.pending(s).options  # the Famine is not his doing
    engine.apply(s, JoinUprising())
    assert s.uprising is not None and s.uprising.cards == [DAVID, GRADY]


def test_the_everyone_setting_asks_each_family_in_turn() -> None:
    s = helpers.started(["Mazilles", "Sigy", "Blaye"], reactions="everyone")
    set_troops(s, KIRSTEN, MAZILLES, 0, 2)
    s.lying = {2: ["famine"]}
    s.fortune_deck.remove("famine")
    helpers.turn_of(s, DAVID, "purchase")
    helpers.give(s, DAVID, "uprising")
    engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))
    asked = []
    while s.uprising is not None and engine.pending(s).kind == "join_uprising":
        asked.append(engine.pending(s).seat)
        engine.apply(s, Done())
    assert asked == [KIRSTEN, GRADY, DAVID]


# --------------------------------------------------------------------------- Bishop and Cardinal (1.4, 1.5)


def test_the_bishop_calms_the_mob_on_one_to_four() -> None:
    from game.games.fief.rules.actions import StopUprising

    s = mazilles()
    bishop = helpers.lord_of(s, GRADY)
    s.bishops = {2: bishop}  # Mazilles lies in bishopric 2
    helpers.give(s, DAVID, "uprising", "uprising")
    engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))
    d = engine.pending(s)
    assert d.seat == GRADY and StopUprising(bishop) in d.options
    s.rng = Dice(4)
    events = engine.apply(s, StopUprising(bishop))
    assert ev.UprisingCalmed(GRADY, bishop, MAZILLES, 4, True) in events
    assert s.uprising is None and "uprising" in s.fortune_discard
    assert s.villages[MAZILLES].troops[KIRSTEN].men_at_arms == 2


def test_a_failed_bishop_is_stoned_and_a_cardinal_pays_without_risk() -> None:
    from game.games.fief.rules.actions import StopUprising

    s = mazilles()
    bishop = helpers.lord_of(s, GRADY)
    cardinal = helpers.lord_of(s, KIRSTEN)
    s.bishops = {2: bishop, 5: cardinal}
    s.cardinals = {cardinal: "biretta"}
    helpers.give(s, DAVID, "uprising")
    engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))
    assert engine.pending(s).seat == KIRSTEN  # the family attacked is asked first
    before = s.families[KIRSTEN].deniers
    s.rng = Dice(5)
    events = engine.apply(s, StopUprising(cardinal, True))
    assert ev.UprisingCalmed(KIRSTEN, cardinal, MAZILLES, 5, False, True) in events
    assert s.families[KIRSTEN].deniers == before - 3 and cardinal in s.lords
    assert StopUprising(cardinal, True) not in engine.pending(s).options  # one try each
    engine.apply(s, Done())
    assert engine.pending(s).seat == GRADY
    s.rng = Dice(6)
    events = engine.apply(s, StopUprising(bishop))
    assert ev.LordDied(GRADY, bishop, v("Sigy"), "Uprising") in events
    assert 2 not in s.bishops and s.uprising is not None
