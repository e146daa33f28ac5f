"""Audit of phase 1 (1.1 to 1.8) against the rulebook's sentences that the older tests did
not pin: the Bishop votes of the rulebook's Grady example, a Pope's and a captive
Cardinal's votes, elections held one after the other, a Bishop elected Pope in the same
phase, and one King's vote per Titled Lord whatever the titles."""

from __future__ import annotations

from game.games.fief.rules import elections, engine, titles
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Done, PlayUprising, StopUprising
from game.games.fief.rules.deaths import kill_lord

from . import helpers
from .helpers import v
from .test_battle import DAVID, GRADY, KIRSTEN, bare, lord
from .test_disasters import Dice
from .test_elections import answer, bishopric_five, king_position, to_election
from .test_titles import GUNTER, married_pair
from .test_uprising import mazilles

SIGY, ST_PAUL, ST_CIERS, BEAUJEU = v("Sigy"), v("St Paul"), v("St Ciers d'Abzac"), v("Beaujeu")
TOURNUS, MAZILLES, ST_ANDROMY, CHATEAU_NEUF = v("Tournus"), v("Mazilles"), v("St Andromy"), v("Château-Neuf")


def test_rulebook_example_grady_holds_four_villages_of_a_bishopric_for_five_votes() -> None:
    """1.4: "Grady controls ... 3 Villages (3 votes) and the Principal Village (2 votes).
    This gives him a total of 5 votes"."""
    s = bare(3)
    lord(s, GRADY, "francois", SIGY)
    for village in (SIGY, ST_PAUL, ST_CIERS, BEAUJEU):
        helpers.put(s, GRADY, village, men=1)
    share = elections.share(s, "bishop", 5, GRADY)
    assert share.votes == 5
    assert share.sources == ("beaujeu: 1", "st-paul: 1", "sigy (principal village): 2", "st-ciers-d-abzac: 1")


def test_a_pope_who_is_only_a_bishop_brings_three_votes_and_a_captive_cardinal_none() -> None:
    """1.4: "3 votes for every uncaptured Cardinal and/or Pope Lord"; only the highest
    title counts. A Pope who is Bishop without a Cardinal's biretta (1.7) brings 3, not 2;
    a captive Cardinal brings nothing."""
    s = bishopric_five()
    to_election(s)
    s.pope = "eric"  # Bishop of Bourg, never made Cardinal
    assert elections.share(s, "bishop", 5, KIRSTEN).votes == 3
    s.pope = None
    s.cardinals["eric"] = "cardinal"
    s.lords["eric"].captor = GRADY
    assert elections.share(s, "bishop", 5, KIRSTEN).votes == 0


def test_two_open_sees_are_elected_one_after_the_other_lowest_number_first() -> None:
    """1.4.1: "each election is held separately, beginning with the lowest number
    Bishopric" (Bishopric 2 of Tournus before Bishopric 5 of Sigy)."""
    s = bishopric_five()
    lord(s, DAVID, "gauvain", TOURNUS)
    for village in (TOURNUS, MAZILLES, ST_ANDROMY, CHATEAU_NEUF):
        helpers.put(s, DAVID, village, men=1)
    events = to_election(s)
    assert s.election.office == "bishop" and s.election.bishopric == 2
    assert ev.ElectionOpened("bishop", 5) not in events
    answer(s, {KIRSTEN: None, GRADY: None, DAVID: "gauvain"})
    held = answer(s, {KIRSTEN: ("", ""), GRADY: ("", ""), DAVID: ("gauvain", "")})
    assert s.bishops[2] == "gauvain"
    assert ev.ElectionOpened("bishop", 5) in held + to_election(s)
    assert s.election.bishopric == 5


def test_a_bishop_elected_this_phase_may_be_elected_pope_next() -> None:
    """1.7: "Elections are held in order. So a Bishop that was just previously elected
    could now be elected Pope." François wins Sigy, then the two Cardinals make him Pope."""
    s = bishopric_five()
    s.cardinals["eric"] = "cardinal"  # Kirsten's Bishop of Bourg
    lord(s, KIRSTEN, "arthur", TOURNUS)
    s.bishops[2] = "arthur"
    s.cardinals["arthur"] = "cardinal"
    to_election(s)
    assert s.election.bishopric == 5
    answer(s, {GRADY: "francois", DAVID: "charles"})
    answer(s, {KIRSTEN: ("francois", ""), GRADY: ("francois", ""), DAVID: ("charles", "")})
    assert s.bishops[5] == "francois"
    to_election(s)
    assert s.election.office == "pope"
    assert elections.eligible(s, "pope", "francois")
    answer(s, {KIRSTEN: None, GRADY: "francois", DAVID: None})
    answer(s, {KIRSTEN: ("francois", "")})
    assert s.pope == "francois"


def test_every_titled_lord_has_one_vote_for_king_whatever_his_titles() -> None:
    """1.8: "Any Titled Lord, male or female, who is uncaptured, has 1 vote - no matter
    how many or which Titles they have". A Bishop who is also Duke and Cardinal votes
    once; an untitled lord does not vote; a captive Baroness does not vote."""
    s = king_position()
    s.lords["henri"].fief_titles = [1]  # Grady's Bishop Henri is Duke of Blaye besides
    s.fief_titles[1] = "henri"
    s.cardinals["henri"] = "cardinal"
    lord(s, GRADY, "thierry", v("Blaye"))  # no title
    share = elections.share(s, "king", 0, GRADY)
    assert share.votes == 2 and share.cardinal_or_pope and share.bishops == 1
    s.lords["blanche"].captor = KIRSTEN
    assert elections.share(s, "king", 0, DAVID).votes == 1


def test_a_cardinal_may_face_the_mob_as_bishop_for_free_and_be_stoned() -> None:
    """1.5: "If the Cardinal does not want to spend 3 Deniers to stop an Uprising, he may
    still attempt to stop it as a Bishop, if the uprising occurs in his own Bishopric. But
    if he fails his die roll, he is stoned to death"; 1.4: the dead Bishop's staff goes
    back and "All of his Fief Titles are given to other Lords in his family". Grady's
    Cardinal, Bishop of Tournus (2) and Count of Sigy, faces the mob at Mazilles."""
    s = mazilles()
    cardinal = helpers.lord_of(s, GRADY)
    s.bishops = {2: cardinal}
    s.cardinals = {cardinal: "biretta"}
    s.fief_titles[8] = cardinal
    s.lords[cardinal].fief_titles.append(8)
    lord(s, GRADY, "henri", SIGY)
    helpers.give(s, DAVID, "uprising")
    engine.apply(s, PlayUprising(MAZILLES, KIRSTEN))
    d = engine.pending(s)
    assert d.seat == GRADY
    assert {StopUprising(cardinal), StopUprising(cardinal, True)} <= set(d.options)
    before = s.families[GRADY].deniers
    s.rng = Dice(5)
    events = engine.apply(s, StopUprising(cardinal))
    assert ev.UprisingCalmed(GRADY, cardinal, MAZILLES, 5, False, False) in events
    assert cardinal not in s.lords and s.families[GRADY].deniers == before
    assert 2 not in s.bishops and cardinal not in s.cardinals
    assert s.fief_titles[8] == "henri"


def test_a_queen_regent_keeps_her_other_titles_when_a_king_is_elected() -> None:
    """1.8.1: "A new King is elected normally during a Queen Regent's reign, after which
    she loses her Queen Regent's title, but none of her other titles." Blanche, Countess
    of L'Épervier, was Queen Regent; Quentin is elected King: she stays Countess, and her
    family no longer collects the Queen's 2 deniers."""
    s = married_pair()
    s.king, s.queen = "arthur", "blanche"
    s.fief_titles[2] = "blanche"
    s.lords["blanche"].fief_titles.append(2)
    kill_lord(s, "arthur", "Plague", [])
    assert s.queen_regent and titles.royal_power(s) == "blanche"
    lord(s, KIRSTEN, "quentin", v("Blaye"))
    titles.crown_king(s, "quentin", [])
    assert s.king == "quentin" and s.queen is None and not s.queen_regent
    assert s.lords["blanche"].fief_titles == [2] and s.fief_titles[2] == "blanche"
    assert titles.titled(s, "blanche") and elections.share(s, "king", 0, GUNTER).votes == 1
    log: list = []
    while not any(isinstance(e, ev.IncomeCollected) for e in log):
        log += engine.apply(s, Done())
    assert not any(isinstance(e, ev.QueenIncome) for e in log)
