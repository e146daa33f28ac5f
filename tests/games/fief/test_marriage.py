"""Marriages and alliances (1.1, 1.1.1) and the victory rules they change (7.1 to 7.3),
with the rulebook's examples: Quentin and Jeanne's marriage, and Gunter's solo victory
beating Grady and David's alliance."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.fief.rules import engine, marriage
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import AnswerMarriage, Assassinate, Done, ProposeMarriage
from game.games.fief.rules.control import grant_title

from . import helpers
from .helpers import v
from .test_battle import DAVID, GRADY, GUNTER, KIRSTEN, bare, lord
from .test_disasters import Dice

BLAYE, SIGY, TOURNUS, BOURG = v("Blaye"), v("Sigy"), v("Tournus"), v("Bourg")


def four_families():
    """Grady's Quentin at Sigy, Gunter's Jeanne at Bourg, Kirsten's Arthur at Blaye and
    David's Blanche at Tournus; the first purchases of round 1."""
    s = bare(4)
    lord(s, GRADY, "quentin", SIGY)
    lord(s, GUNTER, "jeanne", BOURG)
    lord(s, KIRSTEN, "arthur", BLAYE)
    lord(s, DAVID, "blanche", TOURNUS)
    return s


def test_rulebook_example_quentin_and_jeanne_marry_and_their_families_ally() -> None:
    """1.1: Grady offers Quentin to Gunter's Jeanne; Gunter agrees. With four families
    the marriage is an alliance (7.2)."""
    s = four_families()
    helpers.turn_of(s, GRADY, "marriage")
    assert ProposeMarriage("quentin", "jeanne") in engine.pending(s).options
    events = engine.apply(s, ProposeMarriage("quentin", "jeanne"))
    assert ev.MarriageProposed(GRADY, "quentin", "jeanne", GUNTER) in events
    d = engine.pending(s)
    assert d.kind == "marriage_offer" and d.seat == GUNTER and d.interrupt
    events = engine.apply(s, AnswerMarriage(True))
    assert ev.MarriageAnswered(GUNTER, "quentin", "jeanne", True) in events
    assert s.lords["quentin"].spouse == "jeanne" and s.lords["jeanne"].spouse == "quentin"
    assert marriage.ally(s, GRADY) == GUNTER and marriage.ally(s, GUNTER) == GRADY
    assert marriage.ally(s, KIRSTEN) is None
    # one marriage per family: no more offers for or to Grady and Gunter (1.1)
    d = engine.pending(s)
    assert d.seat == DAVID  # Grady's turn ended by itself, with nothing left to offer
    assert [o for o in d.options if o.kind in ("propose_marriage", "done")] == [
        ProposeMarriage("arthur", "blanche"),
        Done(),
    ]


def test_who_may_marry() -> None:
    """1.1, 9.1: a lord and a lady of two families; never a Bishop, a Cardinal or the
    Pope, nor the lady bearing the d'Arc title."""
    s = four_families()
    helpers.turn_of(s, KIRSTEN, "marriage")
    options = {o for o in engine.pending(s).options if isinstance(o, ProposeMarriage)}
    assert options == {ProposeMarriage("arthur", "jeanne"), ProposeMarriage("arthur", "blanche")}
    with pytest.raises(IllegalAction, match="a lord and a lady"):
        engine.apply(s, ProposeMarriage("quentin", "arthur"))
    with pytest.raises(IllegalAction, match="one of them yours"):
        engine.apply(s, ProposeMarriage("quentin", "jeanne"))
    s.bishops[1] = "arthur"
    s.darc = "blanche"
    s.cache.clear()
    assert not [o for o in engine.pending(s).options if isinstance(o, ProposeMarriage)]
    with pytest.raises(IllegalAction, match="Bishop"):
        engine.apply(s, ProposeMarriage("arthur", "jeanne"))
    with pytest.raises(IllegalAction, match="d'Arc"):
        engine.apply(s, ProposeMarriage("arthur", "blanche"))


def test_a_refused_marriage_is_not_offered_again_that_round() -> None:
    s = four_families()
    helpers.turn_of(s, KIRSTEN, "marriage")
    engine.apply(s, ProposeMarriage("arthur", "jeanne"))
    engine.apply(s, AnswerMarriage(False))
    assert s.lords["arthur"].spouse == ""
    d = engine.pending(s)
    assert d.seat == KIRSTEN and ProposeMarriage("arthur", "jeanne") not in d.options
    assert ProposeMarriage("arthur", "blanche") in d.options


def test_a_marriage_in_a_three_family_game_forms_no_alliance() -> None:
    """1.1, 7.2: players may marry, but with three families there is no alliance, so a
    married family may still win alone."""
    s = bare(3)
    lord(s, GRADY, "quentin", SIGY)
    lord(s, KIRSTEN, "jeanne", BLAYE)
    s.lords["quentin"].spouse, s.lords["jeanne"].spouse = "jeanne", "quentin"
    assert marriage.ally(s, GRADY) is None
    for fief in (1, 2, 3):
        grant_title(s, fief, "quentin")
    while s.outcome is None:
        engine.apply(s, Done())
    assert s.outcome.winners == (GRADY,)


def kirsten_assassinates_jeanne(s) -> list:
    """In her purchases, Kirsten's Arthur sponsors an Assassination of Jeanne, who dies
    on the die's 1 (10.3)."""
    helpers.turn_of(s, KIRSTEN, "purchase")
    helpers.give(s, KIRSTEN, "assassination")
    s.rng = Dice(1)
    events = engine.apply(s, Assassinate("jeanne", "arthur"))
    while s.attack is not None:
        events += engine.apply(s, Done())
    return events


def test_the_alliance_ends_when_a_spouse_dies() -> None:
    """1.1.1: an Assassination kills Jeanne; Quentin is a widower and Grady has no ally."""
    s = four_families()
    s.lords["quentin"].spouse, s.lords["jeanne"].spouse = "jeanne", "quentin"
    events = kirsten_assassinates_jeanne(s)
    assert ev.MarriageEnded(GRADY, "quentin", GUNTER) in events
    assert s.lords["quentin"].spouse == "" and marriage.ally(s, GRADY) is None


def _titles(s, holder: str, *fiefs: int) -> None:
    for fief in fiefs:
        grant_title(s, fief, holder)


def test_rulebook_example_a_solo_victory_beats_an_alliance() -> None:
    """7.3: Grady (3 fiefs) and David (1 fief) are allied; Gunter, alone, has 3 fiefs.
    Grady cannot win alone; the alliance has 4 points, but Gunter's solo victory wins."""
    s = four_families()
    lord(s, DAVID, "gauvain", TOURNUS)
    s.lords["quentin"].spouse, s.lords["blanche"].spouse = "blanche", "quentin"
    _titles(s, "quentin", 1, 2, 3)
    _titles(s, "gauvain", 4)
    _titles(s, "jeanne", 5, 6, 7)
    while s.outcome is None:
        engine.apply(s, Done())
    assert s.outcome.winners == (GUNTER,)


def test_an_alliance_wins_together_with_four_points_and_an_allied_family_never_alone() -> None:
    """7.1, 7.2: Grady has 3 fief titles but is allied to David (1): they win together;
    without David's title, Grady's 3 points win nothing."""
    s = four_families()
    lord(s, DAVID, "gauvain", TOURNUS)
    s.lords["quentin"].spouse, s.lords["blanche"].spouse = "blanche", "quentin"
    _titles(s, "quentin", 1, 2, 3)
    t = s.clone()
    _titles(s, "gauvain", 4)
    events = []
    while s.outcome is None:
        events += engine.apply(s, Done())
    assert s.outcome.winners == (GRADY, DAVID)
    assert "allied by marriage, 4 victory points together" in s.outcome.reason
    assert any(isinstance(e, ev.GameWon) for e in events)
    while t.round == 1:
        engine.apply(t, Done())
    assert t.outcome is None and t.round == 2


def test_marriages_read_as_words_and_show_on_the_family_panel() -> None:
    """The chooser's words for an offer, from the side of the family offering it, and the
    family panel's line for a married lord (1.1)."""
    from game.games.fief.rules import engine
    from game.games.fief.rules.describe import describe

    s = four_families()
    helpers.turn_of(s, GRADY, "marriage")
    names = engine.names_for(s)
    assert str(describe(ProposeMarriage("quentin", "jeanne"), s, names)) == "Marry Quentin to Jeanne of Gunter"
    assert str(describe(Done(), s, names)) == "Offer no more marriages"
    engine.apply(s, ProposeMarriage("quentin", "jeanne"))
    assert str(describe(AnswerMarriage(True), s, names)) == "Accept the marriage"
    engine.apply(s, AnswerMarriage(True))
    helpers.turn_of(s, DAVID, "marriage")
    assert str(describe(ProposeMarriage("arthur", "blanche"), s, names)) == "Marry Blanche to Arthur of Kirsten"


def test_the_last_lords_title_goes_to_the_widowed_spouse_with_the_city_troops_replaced() -> None:
    """4.3.1: Gunter's only lord Jeanne, Duchess of Blaye, married to Grady's Quentin, is
    assassinated; her title goes to Quentin, and Gunter's 2 men-at-arms in the Fortified
    City of Blaye are replaced by 2 of Grady's, who now hold it."""
    s = bare(4)
    lord(s, KIRSTEN, "arthur", SIGY)
    lord(s, GRADY, "quentin", TOURNUS)
    lord(s, GUNTER, "jeanne", BLAYE)
    helpers.put(s, GUNTER, BLAYE, 0, 2)
    s.villages[BLAYE].fortified = True
    s.shared["strongholds"] -= 1
    grant_title(s, 1, "jeanne")
    s.lords["quentin"].spouse, s.lords["jeanne"].spouse = "jeanne", "quentin"
    grady_men, gunter_men = (s.families[x].stock["men_at_arms"] for x in (GRADY, GUNTER))
    events = kirsten_assassinates_jeanne(s)
    assert ev.FiefTitleToSpouse(GRADY, 1, "quentin", GUNTER, 0, 2) in events
    assert s.fief_titles[1] == "quentin" and s.lords["quentin"].fief_titles == [1]
    assert s.villages[BLAYE].troops[GRADY].men_at_arms == 2 and GUNTER not in s.villages[BLAYE].troops
    assert s.villages[BLAYE].present == [GRADY]
    assert s.families[GRADY].stock["men_at_arms"] == grady_men - 2
    assert s.families[GUNTER].stock["men_at_arms"] == gunter_men + 2
    assert s.lords["quentin"].spouse == ""  # widowed: the alliance is over (1.1.1)
