"""Audit of the set-up, the end of the round (7.0 to 7.3) and the FAQ against the
rulebook's sentences the older tests did not pin: each family's stockpile and starting
army with the St Médard example, the victory examples of 7.1, and a family with no lord
on the map still buying troops for its stronghold."""

from __future__ import annotations

from game.games.fief.rules import engine
from game.games.fief.rules.actions import Buy, ChooseStart
from game.games.fief.rules.control import controller, victory_points
from game.games.fief.rules.state import Troops

from . import helpers
from .helpers import v
from .test_income_pillage_victory import DAVID, GRADY, KIRSTEN, _end_round, _give_titles


def test_rulebook_example_green_starts_in_st_medard_with_its_stockpile() -> None:
    """Set-up: each family's stockpile holds "8 Knights, 13 Men at Arms and 2 Siege
    Engine counters, 3 Diplomacy markers, 2 Vote markers, 3 Tax markers, 1 Marriage
    marker"; a family begins with "5 Deniers, 1 Knight, 3 Men at Arms, 1 Stronghold",
    placed with its lord in its starting village (the Green player in St Médard)."""
    s = helpers.new(3)
    engine.apply(s, ChooseStart(v("St Médard")))
    fam = s.families[KIRSTEN]
    assert fam.deniers == 5
    assert fam.stock == {
        "knights": 7,
        "men_at_arms": 10,
        "siege_engines": 2,
        "diplomacy": 3,
        "vote": 2,
        "tax": 3,
        "marriage": 1,
    }
    medard = s.villages[v("St Médard")]
    assert medard.troops[KIRSTEN] == Troops(1, 3) and medard.stronghold
    assert s.lords[fam.lords[0]].village == v("St Médard")
    assert controller(s, v("St Médard")) == KIRSTEN


def test_rulebook_examples_of_a_solo_victory() -> None:
    """7.1: "A Player could win by controlling 3 Fiefs at the end of a round, or 2 Fiefs
    AND the Title of King or the Pope, or 1 Fief and both Titles of King and Pope!"
    Grady holds one fief, the crown and the tiara."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    _give_titles(s, GRADY, [3])
    grady = helpers.lord_of(s, GRADY)
    s.king = grady
    s.pope = helpers.lord_of(s, DAVID)
    assert victory_points(s) == [0, 2, 1]
    s.pope = None
    helpers.add_lord(s, GRADY, "francois", v("Sigy"))
    s.bishops[5] = "francois"
    s.pope = "francois"
    assert victory_points(s) == [0, 3, 0]
    _end_round(s)
    assert s.outcome is not None and s.outcome.winners == (GRADY,)


def test_faq_a_family_without_lords_still_buys_troops_for_its_stronghold() -> None:
    """FAQ: a family with no Troops or Lords on the map is not eliminated; "He can also
    still purchase and place Troops, if his family controls a Stronghold". Kirsten's only
    lord is off the map; her stronghold at Blaye, still held by her troops, takes a new
    man-at-arms."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    lord = helpers.lord_of(s, KIRSTEN)
    s.lords[lord].village = ""  # off the map
    s.cache.clear()
    assert controller(s, v("Blaye")) == KIRSTEN
    assert engine.pending(s).seat == KIRSTEN and s.step == "purchase"
    before = s.villages[v("Blaye")].troops[KIRSTEN].men_at_arms
    engine.apply(s, Buy("man_at_arms", v("Blaye")))
    assert s.villages[v("Blaye")].troops[KIRSTEN].men_at_arms == before + 1
