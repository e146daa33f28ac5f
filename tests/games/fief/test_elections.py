"""Elections (1.3): Bishops (1.4, 1.4.1), the Pope (1.7, 1.7.1) and the King (1.8), with
the rulebook's examples: the Bishopric 5 election won by François with 4 votes, and a
Cardinal counting only his Cardinal's 3 votes."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.fief.rules import elections, engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import CastVotes, DeclareCandidate, Done

from . import helpers
from .helpers import v
from .test_battle import DAVID, GRADY, GUNTER, KIRSTEN, bare, lord

SIGY, ST_PAUL, ST_CIERS, BEAUJEU = v("Sigy"), v("St Paul"), v("St Ciers d'Abzac"), v("Beaujeu")
BOURG, BLAYE, TOURNUS, MAZILLES = v("Bourg"), v("Blaye"), v("Tournus"), v("Mazilles")


def to_election(s) -> list:
    """Answer Done until a family is asked for a candidate; the events on the way."""
    events: list = []
    for _ in range(400):
        d = engine.pending(s)
        if d is not None and d.kind == "candidate":
            return events
        events += engine.apply(s, Done())
    raise AssertionError("no election came")


def answer(s, choices: dict) -> list:
    """Answer the pending election decisions of one stage: ``choices`` maps a seat to the
    lord it puts forward (None: nobody) or, while voting, to its (FOR, DECOY) targets."""
    events: list = []
    el = s.election
    stage = el.stage
    while s.election is el and el.stage == stage:
        d = engine.pending(s)
        choice = choices[d.seat]
        if d.kind == "candidate":
            events += engine.apply(s, DeclareCandidate(choice) if choice else Done())
        else:
            events += engine.apply(s, CastVotes(*choice))
    return events


def bishopric_five():
    """The rulebook's position: David holds St Paul and Sigy (the principal village),
    Grady St Ciers d'Abzac and Beaujeu, and Kirsten's Eric is Bishop of Bourg."""
    s = bare(3)
    lord(s, GRADY, "francois", ST_CIERS)
    helpers.put(s, GRADY, ST_CIERS, men=1)
    helpers.put(s, GRADY, BEAUJEU, men=1)
    lord(s, DAVID, "charles", SIGY)
    helpers.put(s, DAVID, SIGY, men=1)
    helpers.put(s, DAVID, ST_PAUL, men=1)
    lord(s, KIRSTEN, "eric", BOURG)
    helpers.put(s, KIRSTEN, BOURG, men=1)
    s.bishops[4] = "eric"
    return s


def test_rulebook_example_francois_is_elected_bishop_of_sigy_with_four_votes() -> None:
    """1.4, 1.4.1: David 3 votes (Sigy 2, St Paul 1), Grady 2, Kirsten's Bishop 2. Grady
    and Kirsten back François: 4 votes beat David's 3."""
    s = bishopric_five()
    events = to_election(s)
    assert ev.ElectionOpened("bishop", 5) in events
    assert s.election.office == "bishop" and s.election.bishopric == 5
    assert elections.share(s, "bishop", 5, DAVID).votes == 3
    assert elections.share(s, "bishop", 5, GRADY).votes == 2
    assert elections.share(s, "bishop", 5, KIRSTEN).votes == 2
    # Eric is a Bishop already: Kirsten has nobody to put forward and is not asked.
    assert KIRSTEN not in s.election.waiting
    events = answer(s, {GRADY: "francois", DAVID: "charles"})
    assert ev.CandidateDeclared(GRADY, "francois", "bishop", 5) in events
    assert engine.pending(s).kind == "vote"
    events = answer(s, {KIRSTEN: ("francois", "charles"), GRADY: ("francois", ""), DAVID: ("charles", "")})
    held = next(e for e in events if isinstance(e, ev.ElectionHeld))
    assert dict(held.totals) == {"francois": 4, "charles": 3}
    assert held.elected == "francois" and "more than any other" in str(held.reason())
    assert s.bishops[5] == "francois"
    assert "François is elected Bishop of Sigy" in held.sentence(engine.names_for(s))


def test_a_cardinal_counts_only_his_three_votes() -> None:
    """1.4: a Cardinal who is also a Bishop brings the Cardinal's 3 votes, not 3 + 2."""
    s = bishopric_five()
    s.cardinals["eric"] = "cardinal"
    to_election(s)
    share = elections.share(s, "bishop", 5, KIRSTEN)
    assert share.votes == 3 and share.sources == ("Cardinal eric: 3",)
    answer(s, {GRADY: "francois", DAVID: "charles"})
    answer(s, {KIRSTEN: ("francois", ""), GRADY: ("", "francois"), DAVID: ("charles", "")})
    # 3 against 3: a tie elects nobody (1.4.1); Grady's only marker was his DECOY
    assert 5 not in s.bishops


def test_a_bishop_made_this_round_adds_no_votes_yet() -> None:
    """1.4: only Bishops in play since the round began add 2 votes."""
    s = bishopric_five()
    to_election(s)
    s.round_bishops.remove("eric")
    assert elections.share(s, "bishop", 5, KIRSTEN).votes == 0


def test_the_bishop_election_needs_every_village_controlled_and_no_bishop() -> None:
    s = bishopric_five()
    helpers.clear(s, BEAUJEU)  # Beaujeu controlled by nobody: no election for Sigy
    events = []
    for _ in range(400):
        events += engine.apply(s, Done())
        if s.round == 2 and s.step != "marriage" and s.phase >= 2:
            break
    assert not any(isinstance(e, ev.ElectionOpened) for e in events)


def test_votes_are_laid_face_down_and_only_the_table_sees_where() -> None:
    """1.3: the other families see on which candidates a family's markers lie, never
    which one is the FOR; the voter's own choice is told to it alone."""
    s = bishopric_five()
    to_election(s)
    answer(s, {GRADY: "francois", DAVID: "charles"})
    voter = engine.pending(s).seat
    events = engine.apply(s, CastVotes("charles", "francois"))
    laid = next(e for e in events if isinstance(e, ev.VotesLaid))
    assert laid.on == ("charles", "francois")  # sorted: no telling which is the FOR
    chosen = next(e for e in events if isinstance(e, ev.VotesChosen))
    assert chosen.visible_to == (voter,)
    other = (voter + 1) % 3
    assert voter not in engine.view_for(s, other).election.secret
    assert engine.view_for(s, other).election.laid[voter] == ["charles", "francois"]
    assert engine.view_for(s, voter).election.secret[voter] == ["charles", "francois"]


def test_decoys_count_for_nothing_and_only_candidates_take_markers() -> None:
    s = bishopric_five()
    to_election(s)
    answer(s, {GRADY: "francois", DAVID: "charles"})
    with pytest.raises(IllegalAction, match="not a candidate"):
        engine.apply(s, CastVotes("eric", ""))
    events = answer(s, {KIRSTEN: ("", "francois"), GRADY: ("", "francois"), DAVID: ("", "charles")})
    held = next(e for e in events if isinstance(e, ev.ElectionHeld))
    assert held.elected == "" and str(held.reason()) == "no candidate received a vote"


def test_who_may_stand_for_bishop() -> None:
    """1.4: an unmarried male lord, not already a Bishop, a captive, excommunicated or the
    King; he need not be in the bishopric."""
    s = bishopric_five()
    lord(s, GRADY, "blanche", BEAUJEU)  # a lady
    lord(s, GRADY, "henri", TOURNUS)
    lord(s, DAVID, "othon", ST_CIERS)  # Grady's captive there
    lord(s, DAVID, "gauvain", SIGY)
    lord(s, DAVID, "lambert", SIGY)
    s.lords["othon"].captor = GRADY
    s.excommunicated = "gauvain"
    s.king = "lambert"
    to_election(s)
    ok = {lid for lid in s.lords if elections.eligible(s, "bishop", lid)}
    assert ok == {"francois", "henri", "charles"}


def test_captives_and_the_excommunicated_do_not_vote() -> None:
    s = bishopric_five()
    s.lords["eric"].captor = GRADY
    assert elections.share(s, "bishop", 5, KIRSTEN).votes == 0
    s.lords["eric"].captor = -1
    s.round_bishops = ["eric"]
    s.excommunicated = "eric"
    assert elections.share(s, "bishop", 5, KIRSTEN).votes == 0


# --------------------------------------------------------------------------- the Pope


def cardinals_position():
    """Four families; Kirsten's Eric and David's Charles are Cardinals (Bishops of Bourg and
    Tournus), Grady's Henri Bishop of Blaye."""
    s = bare(4)
    for seat, lid, where in (
        (KIRSTEN, "eric", BOURG),
        (GRADY, "henri", BLAYE),
        (DAVID, "charles", TOURNUS),
        (GUNTER, "othon", MAZILLES),
    ):
        lord(s, seat, lid, where)
        helpers.put(s, seat, where, men=1)
    s.bishops.update({4: "eric", 1: "henri", 2: "charles"})
    s.cardinals.update({"eric": "cardinal", "charles": "cardinal"})
    return s


def test_the_pope_is_elected_by_an_absolute_majority_of_the_cardinals() -> None:
    """1.7, 1.7.1: only Cardinals vote, one vote each; more than half the votes cast."""
    s = cardinals_position()
    to_election(s)
    assert s.election.office == "pope"
    assert {lid for lid in s.lords if elections.eligible(s, "pope", lid)} == {"eric", "henri", "charles"}
    answer(s, {KIRSTEN: "eric", GRADY: "henri", DAVID: None})
    assert s.election.waiting == [DAVID, KIRSTEN] or set(s.election.waiting) == {DAVID, KIRSTEN}
    events = answer(s, {KIRSTEN: ("eric", ""), DAVID: ("eric", "henri")})
    held = next(e for e in events if isinstance(e, ev.ElectionHeld))
    assert held.elected == "eric" and "2 of 2 votes" in str(held.reason())
    assert s.pope == "eric"


def test_a_split_college_elects_no_pope() -> None:
    s = cardinals_position()
    to_election(s)
    answer(s, {KIRSTEN: "eric", GRADY: "henri", DAVID: "charles"})
    events = answer(s, {KIRSTEN: ("eric", ""), DAVID: ("charles", "")})
    held = next(e for e in events if isinstance(e, ev.ElectionHeld))
    assert held.elected == "" and "no absolute majority" in str(held.reason()) and s.pope is None


def test_no_pope_election_without_two_free_cardinals() -> None:
    s = cardinals_position()
    helpers.move_lord(s, "charles", BOURG)
    s.lords["charles"].captor = KIRSTEN  # guarded by Kirsten's man-at-arms at Bourg
    events = []
    for _ in range(400):
        events += engine.apply(s, Done())
        if s.round == 2 and s.phase >= 2:
            break
    assert ev.ElectionOpened("pope", 0) not in events


# --------------------------------------------------------------------------- the King


def king_position():
    """Four families. Candidates: Kirsten's Arthur (Baron) and Grady's Quentin (Count).
    Voters: Kirsten's Arthur; Grady's Quentin and Bishop Henri; David's Bishop Charles and
    Baroness Blanche; Gunter's Bishop Othon."""
    s = bare(4)
    for seat, lid, where in (
        (KIRSTEN, "arthur", BOURG),
        (GRADY, "quentin", BLAYE),
        (GRADY, "henri", BLAYE),
        (DAVID, "charles", TOURNUS),
        (DAVID, "blanche", TOURNUS),
        (GUNTER, "othon", MAZILLES),
    ):
        lord(s, seat, lid, where)
        helpers.put(s, seat, where, men=1)
    s.lords["arthur"].fief_titles = [7]
    s.lords["quentin"].fief_titles = [3]
    s.lords["blanche"].fief_titles = [2]
    s.fief_titles.update({7: "arthur", 3: "quentin", 2: "blanche"})
    s.bishops.update({1: "henri", 2: "charles", 3: "othon"})
    return s


def to_king(s) -> None:
    to_election(s)
    while s.election.office != "king":
        answer(s, dict.fromkeys(range(s.n)))
        to_election(s)


def test_the_king_needs_three_votes_the_most_and_two_bishops() -> None:
    """1.8: David (Bishop Charles, Blanche: 2 votes) and Grady (Quentin, Bishop Henri: 2)
    back Quentin: 4 votes with two Bishops' among them."""
    s = king_position()
    to_king(s)
    assert {lid for lid in s.lords if elections.eligible(s, "king", lid)} == {"arthur", "quentin"}
    assert elections.share(s, "king", 0, DAVID).votes == 2
    answer(s, {KIRSTEN: "arthur", GRADY: "quentin", DAVID: None, GUNTER: None})
    events = answer(
        s, {KIRSTEN: ("arthur", ""), GRADY: ("quentin", ""), DAVID: ("quentin", "arthur"), GUNTER: ("arthur", "")}
    )
    held = next(e for e in events if isinstance(e, ev.ElectionHeld))
    assert dict(held.totals) == {"arthur": 2, "quentin": 4}
    assert held.elected == "quentin" and s.king == "quentin"


def test_no_king_without_the_churchs_support() -> None:
    """1.8: three votes and the most, but only one Bishop among them: nobody is King."""
    s = king_position()
    s.bishops.pop(1)  # Henri is a Baron instead of a Bishop
    s.lords["henri"].fief_titles = [5]
    s.fief_titles[5] = "henri"
    to_king(s)
    answer(s, {KIRSTEN: "arthur", GRADY: "quentin", DAVID: None, GUNTER: None})
    events = answer(s, {KIRSTEN: ("arthur", ""), GRADY: ("quentin", ""), DAVID: ("quentin", ""), GUNTER: ("", "")})
    held = next(e for e in events if isinstance(e, ev.ElectionHeld))
    assert held.elected == "" and "fewer than two Bishops" in str(held.reason()) and s.king is None


def test_a_cardinal_or_the_pope_suffices_and_three_votes_are_needed() -> None:
    s = king_position()
    s.cardinals["othon"] = "cardinal"
    to_king(s)
    answer(s, {KIRSTEN: "arthur", GRADY: "quentin", DAVID: None, GUNTER: None})
    events = answer(s, {KIRSTEN: ("arthur", ""), GRADY: ("", ""), DAVID: ("", ""), GUNTER: ("arthur", "")})
    held = next(e for e in events if isinstance(e, ev.ElectionHeld))
    assert held.elected == "" and "fewer than the 3" in str(held.reason())
    s2 = king_position()
    s2.cardinals["othon"] = "cardinal"
    to_king(s2)
    answer(s2, {KIRSTEN: "arthur", GRADY: "quentin", DAVID: None, GUNTER: None})
    answer(s2, {KIRSTEN: ("arthur", ""), GRADY: ("", ""), DAVID: ("arthur", ""), GUNTER: ("arthur", "")})
    assert s2.king == "arthur"  # 4 votes with a Cardinal's among them


def test_the_kings_wife_becomes_queen_and_collects_two_deniers() -> None:
    """1.8.1, 3.0: Arthur is married to Blanche when elected: she is Queen."""
    s = king_position()
    s.lords["arthur"].spouse = "blanche"
    s.lords["blanche"].spouse = "arthur"
    to_king(s)
    answer(s, {KIRSTEN: "arthur", GRADY: "quentin", DAVID: None, GUNTER: None})
    events = answer(s, {KIRSTEN: ("arthur", ""), GRADY: ("", ""), DAVID: ("arthur", ""), GUNTER: ("arthur", "")})
    assert s.king == "arthur" and s.queen == "blanche"
    assert ev.QueenCrowned(DAVID, "blanche", "arthur") in events
    before = s.families[DAVID].deniers
    for _ in range(200):
        events = engine.apply(s, Done())
        if s.phase >= 3:
            break
    queen_paid = [e for e in events if isinstance(e, ev.QueenIncome)]
    assert queen_paid == [ev.QueenIncome(DAVID, 2)]
    assert s.families[DAVID].deniers >= before + 2
