"""Diplomacy (8.0) and Open Diplomacy (11.3): deals written term by term and carried out
by the engine, Diplomacy markers spent to receive deniers or cards, private talks."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import (
    AnswerDeal,
    Bargain,
    Cavalcade,
    DealTerm,
    DeclareBattle,
    Done,
    DropDeal,
    OpenTalk,
    PickUp,
    SendDeal,
)
from game.games.fief.rules.control import controller

from . import helpers
from .helpers import v
from .test_battle import DAVID, GRADY, KIRSTEN, bare, lord

BLAYE, CHAROLLES, SIGY = v("Blaye"), v("Charolles"), v("Sigy")


def at_purchase(**kw):
    """Kirsten's purchases in round 1; Kirsten's Arthur at Blaye, Grady's Quentin at Sigy."""
    s = bare(3, **kw)
    lord(s, KIRSTEN, "arthur", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, men=2)
    lord(s, GRADY, "quentin", SIGY)
    helpers.put(s, GRADY, SIGY, men=1)
    s.families[KIRSTEN].deniers = 6
    s.families[GRADY].deniers = 6
    assert engine.pending(s).seat == KIRSTEN and s.step == "purchase"
    return s


def deal(s, to: int, *terms: tuple[str, str]) -> list:
    events = engine.apply(s, Bargain(to))
    for term, value in terms:
        events += engine.apply(s, DealTerm(term, value))
    return events + engine.apply(s, SendDeal())


def test_a_family_receives_up_to_three_deniers_for_a_marker() -> None:
    """8.0: Kirsten asks Grady for 3 deniers; he agrees; she spends a Diplomacy marker."""
    s = at_purchase()
    engine.apply(s, Bargain(GRADY))
    for _ in range(3):
        engine.apply(s, DealTerm("take_deniers", "+"))
    with pytest.raises(IllegalAction, match="at most 3 deniers"):
        engine.apply(s, DealTerm("take_deniers", "+"))
    events = engine.apply(s, SendDeal())
    assert ev.DealOffered(KIRSTEN, GRADY, 0, 3, 0, 0, (), (), ()) in events
    d = engine.pending(s)
    assert d.seat == GRADY and d.kind == "deal" and d.interrupt
    events = engine.apply(s, AnswerDeal(True))
    assert ev.DealAnswered(GRADY, KIRSTEN, True) in events and ev.DiplomacySpent(KIRSTEN) in events
    assert (s.families[KIRSTEN].deniers, s.families[GRADY].deniers) == (9, 3)
    assert (s.families[KIRSTEN].stock["diplomacy"], s.families[GRADY].stock["diplomacy"]) == (2, 3)
    assert engine.pending(s).seat == KIRSTEN and s.step == "purchase"


def test_cards_change_hands_and_the_giver_chooses_which() -> None:
    """8.0: Kirsten offers her Taxes card for one of Grady's cards, which he chooses; each
    receiving family spends a marker; the hand limit holds (2.1)."""
    s = at_purchase()
    helpers.give(s, KIRSTEN, "taxes")
    helpers.give(s, GRADY, "good-weather", "bountiful-harvest")
    deal(s, GRADY, ("give_card", "taxes"), ("take_cards", "+"))
    options = engine.pending(s).options
    assert AnswerDeal(True, ("bountiful-harvest",)) in options and AnswerDeal(True, ("good-weather",)) in options
    engine.apply(s, AnswerDeal(True, ("good-weather",)))
    assert s.families[KIRSTEN].hand == ["good-weather"]
    assert sorted(s.families[GRADY].hand) == ["bountiful-harvest", "taxes"]
    assert s.families[KIRSTEN].stock["diplomacy"] == 2 and s.families[GRADY].stock["diplomacy"] == 2


def test_no_marker_no_receiving_and_a_full_hand_takes_no_card() -> None:
    s = at_purchase()
    s.families[GRADY].stock["diplomacy"] = 0
    engine.apply(s, Bargain(GRADY))
    with pytest.raises(IllegalAction, match="no Diplomacy marker"):
        engine.apply(s, DealTerm("give_deniers", "+"))
    engine.apply(s, DealTerm("take_deniers", "+"))  # Kirsten still has hers
    engine.apply(s, DropDeal())
    assert s.deal is None
    with pytest.raises(IllegalAction, match="already written a deal this turn"):
        engine.apply(s, Bargain(DAVID))


def test_a_refused_deal_changes_nothing() -> None:
    s = at_purchase()
    before = s.families[KIRSTEN].deniers, s.families[GRADY].deniers
    deal(s, GRADY, ("give_deniers", "+"), ("give_deniers", "+"))
    engine.apply(s, AnswerDeal(False))
    assert (s.families[KIRSTEN].deniers, s.families[GRADY].deniers) == before
    assert s.families[GRADY].stock["diplomacy"] == 3


def test_a_deal_hands_over_a_village_and_lets_a_captive_go() -> None:
    """Village control (5.1) and a captive's freedom (6.2.3) are carried out by the engine:
    Kirsten hands Charolles to Grady, who stands there too, and frees his Eric; Grady pays
    2 deniers."""
    s = at_purchase()
    helpers.put(s, KIRSTEN, CHAROLLES, men=1)
    helpers.put(s, GRADY, CHAROLLES, men=1)
    lord(s, GRADY, "eric", BLAYE)
    s.lords["eric"].captor = KIRSTEN
    s.cache.clear()
    assert controller(s, CHAROLLES) == KIRSTEN
    deal(s, GRADY, ("village", CHAROLLES), ("free", "eric"), ("take_deniers", "+"), ("take_deniers", "+"))
    events = engine.apply(s, AnswerDeal(True))
    assert controller(s, CHAROLLES) == GRADY
    assert not s.lords["eric"].captive and s.lords["eric"].village == SIGY  # beside Grady's other lord (2.4.1)
    assert any(isinstance(e, ev.CaptiveFreed) and e.how == "deal" for e in events)
    assert s.families[KIRSTEN].deniers == 8


def test_the_cards_offered_are_hidden_from_the_other_families() -> None:
    s = at_purchase()
    helpers.give(s, KIRSTEN, "taxes")
    events = deal(s, GRADY, ("give_card", "taxes"))
    shown = next(e for e in events if isinstance(e, ev.DealCardsShown))
    assert shown.visible_to == (KIRSTEN, GRADY)
    assert engine.view_for(s, GRADY).deal.give_cards == ["taxes"]
    assert engine.view_for(s, DAVID).deal.give_cards == ["hidden"]


def test_a_deal_being_written_is_its_writers_until_it_is_sent() -> None:
    """8.0: Kirsten writes a deal for Grady; until she sends it, Grady and David see only
    that she writes one to Grady, not its terms or the card she puts in."""
    s = at_purchase()
    helpers.give(s, KIRSTEN, "taxes")
    engine.apply(s, Bargain(GRADY))
    engine.apply(s, DealTerm("give_card", "taxes"))
    engine.apply(s, DealTerm("take_deniers", "+"))
    assert engine.view_for(s, KIRSTEN).deal.give_cards == ["taxes"]
    for seat in (GRADY, DAVID, None):
        draft = engine.view_for(s, seat).deal
        assert (draft.proposer, draft.to, draft.empty, draft.sent) == (KIRSTEN, GRADY, True, False)
    engine.apply(s, SendDeal())
    assert engine.view_for(s, GRADY).deal.give_cards == ["taxes"]
    assert engine.view_for(s, GRADY).deal.take_deniers == 1 == engine.view_for(s, DAVID).deal.take_deniers


def test_a_private_talk_spends_a_marker_for_three_minutes() -> None:
    s = at_purchase()
    assert OpenTalk((GRADY, DAVID)) in engine.pending(s).options
    events = engine.apply(s, OpenTalk((GRADY, DAVID)))
    assert ev.TalkOpened(KIRSTEN, (GRADY, DAVID), 3) in events
    assert s.families[KIRSTEN].stock["diplomacy"] == 2
    engine.apply(s, OpenTalk((GRADY, DAVID)))  # three more minutes for another marker
    assert s.families[KIRSTEN].stock["diplomacy"] == 1
    engine.apply(s, Done())
    s.families[GRADY].stock["diplomacy"] = 0
    s.cache.clear()
    assert engine.pending(s).seat == GRADY and not any(isinstance(o, OpenTalk) for o in engine.pending(s).options)


def test_open_diplomacy_has_no_markers_and_no_limit() -> None:
    """11.3: deals carry any sum; talks cost nothing and last as long as the players wish."""
    s = at_purchase(variants=["open_diplomacy"])
    s.families[GRADY].stock["diplomacy"] = 0
    deal(s, GRADY, *[("give_deniers", "+")] * 5)
    engine.apply(s, AnswerDeal(True))
    assert s.families[GRADY].deniers == 11 and s.families[GRADY].stock["diplomacy"] == 0
    events = engine.apply(s, OpenTalk((GRADY,)))
    assert ev.TalkOpened(KIRSTEN, (GRADY,), 0) in events
    assert s.families[KIRSTEN].stock["diplomacy"] == 3
    assert not any(isinstance(o, OpenTalk) for o in engine.pending(s).options)  # one open-ended talk a turn


def test_deals_and_talks_never_keep_a_turn_open() -> None:
    """A turn with nothing left but to bargain or talk ends by itself: no family is asked
    about marriages in round 2, where none is possible (only men are in play)."""
    s = at_purchase()
    asked = set()
    while s.round < 2 or s.phase < 2:
        d = engine.pending(s)
        asked.add((s.round, d.kind))
        engine.apply(s, Done())
    assert (2, "marriage") not in asked and (1, "purchase") in asked


def test_a_truce_made_in_a_deal_lasts_the_round_unless_broken() -> None:
    """8.0 with 6.0 and 5.2: Kirsten promises Grady a truce in a deal, with no marker spent
    since nothing changes hands. A truce "can be broken at any time" (6.0): her knights may
    still ride a Cavalcade through Grady's men, and when she declares a battle on him the
    truce is over. Unbroken, a truce ends with the round."""
    s = at_purchase()
    lord(s, KIRSTEN, "baudoin", CHAROLLES)
    helpers.put(s, KIRSTEN, CHAROLLES, knights=2)
    lord(s, GRADY, "eric", CHAROLLES)
    helpers.put(s, GRADY, CHAROLLES, men=2)
    events = deal(s, GRADY, ("truce", "on"))
    assert ev.DealOffered(KIRSTEN, GRADY, 0, 0, 0, 0, (), (), (), True) in events
    events = engine.apply(s, AnswerDeal(True))
    assert ev.TruceMade(KIRSTEN, GRADY) in events and not any(isinstance(e, ev.DiplomacySpent) for e in events)
    assert s.families[KIRSTEN].stock["diplomacy"] == 3 and s.truces == [[KIRSTEN, GRADY]]
    helpers.turn_of(s, KIRSTEN, "movement")
    engine.apply(s, PickUp("baudoin", "knight", 2))
    assert Cavalcade("baudoin") in engine.pending(s).options
    helpers.turn_of(s, KIRSTEN, "battles")
    assert s.round == 1 and DeclareBattle(CHAROLLES, GRADY) in engine.pending(s).options
    events = engine.apply(s, DeclareBattle(CHAROLLES, GRADY))
    assert ev.TruceBroken(KIRSTEN, GRADY) in events
    assert s.truces == [] and s.battle is not None
    assert "Kirsten breaks its truce with Grady" in ev.TruceBroken(KIRSTEN, GRADY).sentence(engine.names_for(s))
    s2 = at_purchase()
    s2.truces = [[KIRSTEN, GRADY]]
    while s2.round == 1:
        engine.apply(s2, Done())
    assert s2.truces == []


def test_a_truce_cannot_be_promised_twice_in_a_round() -> None:
    s = at_purchase()
    s.truces = [[KIRSTEN, GRADY]]
    engine.apply(s, Bargain(GRADY))
    with pytest.raises(IllegalAction, match="already at truce"):
        engine.apply(s, DealTerm("truce", "on"))
    with pytest.raises(IllegalAction, match="Add at least one term"):
        engine.apply(s, SendDeal())


def test_a_captive_does_not_let_his_family_take_control_by_deal() -> None:
    """5.1, 6.2.3: Grady's only presence at Blaye is his captive Eric, so Kirsten cannot
    hand Blaye over to Grady in a deal."""
    s = at_purchase()
    lord(s, GRADY, "eric", BLAYE)
    s.lords["eric"].captor = KIRSTEN
    s.cache.clear()
    engine.apply(s, Bargain(GRADY))
    assert DealTerm("village", BLAYE) not in engine.pending(s).options
    with pytest.raises(IllegalAction, match="where Grady stands"):
        engine.apply(s, DealTerm("village", BLAYE))
