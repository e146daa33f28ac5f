"""What the ecclesiastical and royal titles do (1.5, 1.7, 1.8, 1.8.1, 1.8.2, 4.4): the
Pope's excommunication and annulment, the King's gift and tallage, the Queen, the Queen
Regent and the Crown Prince, and the purchasable Cardinal biretta."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.fief.rules import elections, engine, marriage, titles
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import (
    AnswerAnnulment,
    AnswerMarriage,
    BuyCardinal,
    Consent,
    Done,
    Excommunicate,
    GiftFiefTitle,
    LiftExcommunication,
    PlayLord,
    PlayTax,
    ProposeMarriage,
    RequestAnnulment,
)
from game.games.fief.rules.control import victory_points
from game.games.fief.rules.deaths import kill_lord

from . import helpers
from .helpers import v
from .test_battle import DAVID, GRADY, GUNTER, KIRSTEN, bare, lord, stronghold
from .test_elections import answer, bishopric_five, to_election

BLAYE, TOURNUS, SIGY, BOURG, MAZILLES = v("Blaye"), v("Tournus"), v("Sigy"), v("Bourg"), v("Mazilles")
ST_ANDROMY = v("St Andromy")


def churchmen(n: int = 3):
    """Kirsten's Henri is Pope and Bishop of Blaye; David's Charles is Bishop of Tournus
    and Cardinal by a card; Grady's Arthur stands at Sigy. Kirsten's purchases."""
    s = bare(n)
    for seat, lid, where in ((KIRSTEN, "henri", BLAYE), (DAVID, "charles", TOURNUS), (GRADY, "arthur", SIGY)):
        lord(s, seat, lid, where)
        helpers.put(s, seat, where, men=1)
    s.bishops.update({1: "henri", 2: "charles"})
    s.pope = "henri"
    s.lord_deck.remove("cardinal")
    s.cardinals["charles"] = "cardinal"
    assert engine.pending(s).seat == KIRSTEN and s.step == "purchase"
    return s


def test_the_pope_excommunicates_a_bishop_who_loses_his_titles() -> None:
    """1.7: an excommunicated Bishop and Cardinal loses both titles; the Cardinal card goes
    to the Lord discard pile and the bishopric is ungoverned."""
    s = churchmen()
    assert Excommunicate("henri") not in engine.pending(s).options  # never the Pope himself
    events = engine.apply(s, Excommunicate("charles"))
    assert ev.Excommunicated(KIRSTEN, "charles", DAVID, ("bishop:2", "cardinal")) in events
    assert s.excommunicated == "charles" and 2 not in s.bishops and "charles" not in s.cardinals
    assert s.lord_discard[-1] == "cardinal"
    # one excommunicated lord at a time, and once a round
    assert not any(isinstance(o, Excommunicate) for o in engine.pending(s).options)
    engine.apply(s, LiftExcommunication())
    assert s.excommunicated is None
    assert not any(isinstance(o, Excommunicate) for o in engine.pending(s).options)
    with pytest.raises(IllegalAction):
        engine.apply(s, Excommunicate("arthur"))


def test_the_excommunicated_neither_stand_nor_vote_and_the_popes_death_ends_it() -> None:
    s = churchmen()
    engine.apply(s, Excommunicate("arthur"))
    assert not elections.eligible(s, "bishop", "arthur")
    events: list = []
    kill_lord(s, "henri", "Plague", events)
    assert s.excommunicated is None and s.pope is None
    assert ev.ExcommunicationLifted(GRADY, "arthur", "the Pope's death") in events
    assert elections.eligible(s, "bishop", "arthur")


def test_faq_an_excommunicated_bishop_may_win_his_see_back_in_an_election() -> None:
    """1.7, FAQ: once the excommunication is lifted he may stand again for a bishopric
    without a Bishop, through a normal election."""
    s = churchmen()
    engine.apply(s, Excommunicate("charles"))
    engine.apply(s, LiftExcommunication())
    assert elections.eligible(s, "bishop", "charles")
    assert s.bishops.get(2) is None


def married_pair(n: int = 4):
    """Grady's Arthur married to Gunter's Blanche; Kirsten's Henri is Pope."""
    s = bare(n)
    for seat, lid, where in (
        (KIRSTEN, "henri", BLAYE),
        (GRADY, "arthur", SIGY),
        (GUNTER, "blanche", BOURG),
        (DAVID, "charles", TOURNUS),
    ):
        lord(s, seat, lid, where)
        helpers.put(s, seat, where, men=1)
    s.bishops[1] = "henri"
    s.pope = "henri"
    s.lords["arthur"].spouse = "blanche"
    s.lords["blanche"].spouse = "arthur"
    return s


def test_the_pope_annuls_a_marriage_when_a_spouse_asks() -> None:
    """1.1.1, 1.7: the annulment ends the alliance; the Pope's family may refuse, and a
    family refused asks again in the next round at the earliest (rules decisions)."""
    s = married_pair()
    helpers.turn_of(s, GRADY, "purchase")
    assert marriage.ally(s, GRADY) == GUNTER
    engine.apply(s, RequestAnnulment())
    d = engine.pending(s)
    assert d.seat == KIRSTEN and d.kind == "annulment" and d.interrupt
    events = engine.apply(s, AnswerAnnulment(False))
    assert ev.AnnulmentRefused(GRADY) in events and marriage.ally(s, GRADY) == GUNTER
    d = engine.pending(s)
    assert d.seat == GRADY and RequestAnnulment() not in d.options  # not again this round
    helpers.turn_of(s, GUNTER, "purchase")  # the other spouse's family may still ask
    engine.apply(s, RequestAnnulment())
    events = engine.apply(s, AnswerAnnulment(True))
    assert ev.MarriageAnnulled(GUNTER, "blanche", "arthur", GRADY) in events
    assert marriage.ally(s, GRADY) is None and s.lords["blanche"].spouse == ""
    assert engine.pending(s).seat == GUNTER and s.step == "purchase"


def test_a_family_refused_an_annulment_asks_again_the_next_round() -> None:
    """1.7: the refusal holds for the round; in the next one the family may ask again."""
    s = married_pair()
    helpers.turn_of(s, GRADY, "purchase")
    engine.apply(s, RequestAnnulment())
    engine.apply(s, AnswerAnnulment(False))
    assert s.annulments_refused == [GRADY] and s.to_json()["annulments_refused"] == [GRADY]
    helpers.turn_of(s, GRADY, "movement")
    assert RequestAnnulment() not in engine.pending(s).options
    for _ in range(400):  # Done until Grady's purchase of round 2
        d = engine.pending(s)
        if s.round == 2 and d.kind == "purchase" and d.seat == GRADY:
            break
        engine.apply(s, Done())
    assert s.annulments_refused == [] and "annulments_refused" not in s.to_json()
    assert RequestAnnulment() in engine.pending(s).options


def test_no_annulment_of_a_king_and_queen_with_a_crown_prince() -> None:
    s = married_pair()
    s.king, s.queen = "arthur", "blanche"
    helpers.turn_of(s, GRADY, "purchase")
    assert RequestAnnulment() in engine.pending(s).options
    s.crown_prince = "charles"  # any lord will do for the test
    s.cache.clear()
    assert RequestAnnulment() not in engine.pending(s).options


def test_the_kings_bride_becomes_queen_and_her_family_gives_the_crown_prince() -> None:
    """1.8.1, 1.8.2: King Arthur marries Blanche; the next male lord Gunter plays is the
    Crown Prince. A Queen Regent's new husband would not be King."""
    s = bare(4)
    for seat, lid, where in (
        (KIRSTEN, "henri", BLAYE),
        (GRADY, "arthur", SIGY),
        (GUNTER, "blanche", BOURG),
        (DAVID, "charles", TOURNUS),
    ):
        lord(s, seat, lid, where)
        helpers.put(s, seat, where, men=1)
    s.king = "arthur"
    helpers.turn_of(s, GRADY, "marriage")
    engine.apply(s, ProposeMarriage("arthur", "blanche"))
    events = engine.apply(s, AnswerMarriage(True))
    assert s.queen == "blanche" and ev.QueenCrowned(GUNTER, "blanche", "arthur") in events
    helpers.give(s, GUNTER, "gauvain")
    helpers.turn_of(s, GUNTER, "play_cards")
    events = engine.apply(s, PlayLord("gauvain", BOURG))
    assert s.crown_prince == "gauvain" and ev.CrownPrinceBorn(GUNTER, "gauvain", "blanche") in events
    assert titles.title_labels(s, "gauvain") == ["Crown Prince"]


def test_a_captive_queen_gives_no_crown_prince() -> None:
    s = married_pair()
    s.king, s.queen = "arthur", "blanche"
    helpers.move_lord(s, "blanche", TOURNUS)
    s.lords["blanche"].captor = DAVID
    events: list = []
    helpers.add_lord(s, GUNTER, "gauvain", BOURG)
    titles.lord_played(s, "gauvain", events)
    assert s.crown_prince is None and events == []


def test_the_crown_prince_becomes_king_and_the_queen_steps_down() -> None:
    """1.8.2: the King dies; the Crown Prince is King at once, not of the old King's fiefs;
    the old Queen loses her title."""
    s = married_pair()
    s.king, s.queen, s.crown_prince = "arthur", "blanche", "othon"
    helpers.add_lord(s, GUNTER, "othon", BOURG)
    s.lords["arthur"].fief_titles = [8]
    s.fief_titles[8] = "arthur"
    events: list = []
    kill_lord(s, "arthur", "Plague", events)
    assert s.king == "othon" and s.queen is None and s.crown_prince is None
    assert ev.CrownPrinceCrowned(GUNTER, "othon") in events
    assert s.lords["othon"].fief_titles == []


def test_a_crown_prince_made_bishop_loses_the_succession() -> None:
    s = bishopric_five()
    s.crown_prince = "francois"
    to_election(s)
    answer(s, {GRADY: "francois", DAVID: None})
    events = answer(s, {KIRSTEN: ("francois", ""), GRADY: ("francois", ""), DAVID: ("francois", "")})
    assert s.bishops[5] == "francois" and s.crown_prince is None
    assert ev.CrownPrinceRenounces(GRADY, "francois") in events


def test_the_queen_regent_rules_until_a_king_is_elected() -> None:
    """1.8.1: the King dies without a Crown Prince: the Queen becomes Queen Regent, with
    the King's privileges (tallage of an ungoverned fief), and wins ties after the Pope
    (7.3). A new King ends her regency."""
    s = married_pair()
    s.king, s.queen = "arthur", "blanche"
    events: list = []
    kill_lord(s, "arthur", "Plague", events)
    assert s.king is None and s.queen == "blanche" and s.queen_regent
    assert ev.QueenRegency(GUNTER, "blanche") in events
    assert titles.royal_power(s) == "blanche" and titles.title_labels(s, "blanche") == ["Queen Regent"]
    helpers.give(s, GUNTER, "taxes")
    helpers.turn_of(s, GUNTER, "play_cards")
    assert PlayTax("tallage", 3, "blanche") in engine.pending(s).options
    events = []
    helpers.add_lord(s, KIRSTEN, "quentin", BLAYE)
    s.lords["quentin"].fief_titles = [1]
    s.fief_titles[1] = "quentin"
    titles.crown_king(s, "quentin", events)
    assert not s.queen_regent and s.queen is None
    assert ev.QueenStepsDown(GUNTER, "blanche") in events


def test_the_queen_regent_breaks_a_tie_after_the_pope() -> None:
    s = married_pair(4)
    s.pope = None
    s.lords["arthur"].spouse = s.lords["blanche"].spouse = ""
    s.queen, s.queen_regent = "blanche", True
    for fief, holder in ((1, "henri"), (2, "henri"), (3, "henri"), (4, "blanche"), (5, "blanche"), (6, "blanche")):
        s.lords[holder].fief_titles.append(fief)
        s.fief_titles[fief] = holder
    points = victory_points(s)
    assert points[KIRSTEN] == points[GUNTER] == 3
    winners, why = engine.break_ties(s, [KIRSTEN, GUNTER], points)
    assert winners == [GUNTER] and why is not None and "Queen Regent" in str(why)


def test_the_king_gives_an_unclaimed_fief_title_for_free() -> None:
    """1.8: during his family's purchases the King gives the Barony of Mazilles to Grady's
    Arthur, whose family holds both its villages and a stronghold there."""
    s = bare(3)
    lord(s, KIRSTEN, "henri", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, men=1)
    lord(s, GRADY, "arthur", MAZILLES)
    helpers.put(s, GRADY, MAZILLES, men=1)
    helpers.put(s, GRADY, ST_ANDROMY, men=1)
    stronghold(s, MAZILLES)
    s.king = "henri"
    deniers = s.families[KIRSTEN].deniers, s.families[GRADY].deniers
    assert GiftFiefTitle(3, "arthur", MAZILLES) in engine.pending(s).options
    events = engine.apply(s, GiftFiefTitle(3, "arthur", MAZILLES))
    assert ev.FiefTitleGiven(KIRSTEN, 3, "arthur", GRADY) in events
    assert s.fief_titles[3] == "arthur" and s.villages[MAZILLES].fortified
    assert (s.families[KIRSTEN].deniers, s.families[GRADY].deniers) == deniers
    s.king = None  # without a King (or Queen Regent) nobody gives titles
    s.cache.clear()
    assert not any(isinstance(o, GiftFiefTitle) for o in engine.pending(s).options)
    with pytest.raises(IllegalAction, match="Only the King"):
        engine.apply(s, GiftFiefTitle(7, "henri", BLAYE))


def test_the_cardinal_biretta_is_bought_for_five_and_needs_the_popes_consent() -> None:
    """4.4, 1.5: the purchasable biretta goes at once to a Bishop; with a Pope of another
    family his consent is needed, and a refusal costs nothing."""
    s = bare(3)
    lord(s, KIRSTEN, "henri", BLAYE)
    helpers.put(s, KIRSTEN, BLAYE, men=1)
    lord(s, DAVID, "charles", TOURNUS)
    helpers.put(s, DAVID, TOURNUS, men=1)
    s.bishops.update({1: "henri", 2: "charles"})
    s.pope = "charles"
    s.families[KIRSTEN].deniers = 7
    assert BuyCardinal("henri") in engine.pending(s).options
    engine.apply(s, BuyCardinal("henri"))
    assert engine.pending(s).kind == "consent" and engine.pending(s).seat == DAVID
    events = engine.apply(s, Consent(False))
    assert ev.CardinalNamed(KIRSTEN, "henri", KIRSTEN, refused=True, bought=True) in events
    assert s.families[KIRSTEN].deniers == 7 and "henri" not in s.cardinals
    engine.apply(s, BuyCardinal("henri"))
    engine.apply(s, Consent(True))
    assert s.cardinals == {"henri": titles.BIRETTA} and s.families[KIRSTEN].deniers == 2
    assert not any(isinstance(o, BuyCardinal) for o in engine.pending(s).options)
    # 1.6: the biretta comes back to the board when its Cardinal dies
    kill_lord(s, "henri", "Plague", [])
    s.families[KIRSTEN].deniers = 9
    lord(s, KIRSTEN, "quentin", BLAYE)
    s.bishops[1] = "quentin"
    s.cache.clear()
    assert BuyCardinal("quentin") in engine.pending(s).options


def test_titles_appear_on_a_lords_card_highest_first() -> None:
    s = churchmen()
    assert titles.title_labels(s, "henri") == ["Pope", "Bishop of Blaye"]
    assert titles.title_labels(s, "charles") == ["Cardinal", "Bishop of Tournus"]


def test_a_see_emptied_by_excommunication_during_the_marriages_is_filled_that_phase() -> None:
    """1.4.1, 1.7: Eric, Pope and Bishop of Bourg, excommunicates François, Bishop of Sigy,
    in Kirsten's marriage turn of round 2; the Bishop elections that follow the marriages
    in the same phase already hold one for bishopric 5, where François may not stand."""
    s = bishopric_five()
    s.bishops[5] = "francois"
    s.pope = "eric"
    lord(s, KIRSTEN, "henri", BOURG)  # unmarried: Kirsten has a marriage to offer,
    lord(s, DAVID, "blanche", SIGY)  # so her turn of phase 1 is asked
    helpers.turn_of(s, KIRSTEN, "marriage")
    assert s.round == 2
    engine.apply(s, Excommunicate("francois"))
    assert 5 not in s.bishops
    events = to_election(s)
    assert ev.ElectionOpened("bishop", 5) in events and s.round == 2 and s.phase == 1
    assert not elections.eligible(s, "bishop", "francois")


def test_a_queen_regents_new_husband_does_not_become_king() -> None:
    """1.1, 1.8.1: King Arthur dies without a Crown Prince; Blanche rules as Queen Regent.
    When she marries Kirsten's Quentin in phase 1 he is not King: she keeps the regency
    and the King's title waits for an election."""
    s = married_pair()
    s.king, s.queen = "arthur", "blanche"
    kill_lord(s, "arthur", "Plague", [])
    assert s.queen_regent and s.lords["blanche"].spouse == ""
    lord(s, KIRSTEN, "quentin", BLAYE)
    helpers.turn_of(s, KIRSTEN, "marriage")
    engine.apply(s, ProposeMarriage("quentin", "blanche"))
    events = engine.apply(s, AnswerMarriage(True))
    assert s.lords["quentin"].spouse == "blanche"
    assert s.king is None and s.queen == "blanche" and s.queen_regent
    assert not any(isinstance(e, (ev.QueenCrowned, ev.CrownPrinceCrowned)) for e in events)
    assert titles.royal_power(s) == "blanche" and "King" not in titles.title_labels(s, "quentin")


def test_the_crown_prince_keeps_his_title_when_the_queen_dies() -> None:
    """1.8.2: the Queen's death leaves the Crown Prince in line for the throne."""
    s = married_pair()
    s.king, s.queen = "arthur", "blanche"
    lord(s, GUNTER, "gauvain", BOURG)
    s.crown_prince = "gauvain"
    kill_lord(s, "blanche", "Plague", [])
    assert s.queen is None and s.crown_prince == "gauvain" and s.king == "arthur"
    events: list = []
    kill_lord(s, "arthur", "Plague", events)
    assert s.king == "gauvain" and s.crown_prince is None
    assert ev.CrownPrinceCrowned(GUNTER, "gauvain") in events
