"""Audit of phases 3 and 4 (3.0 to 4.4) against the rulebook's sentences the older tests
did not pin: the price of each size of fief title with the County of Tournus example,
new troops never placed beside a captive lord, and the titles of the rulebook's Charles."""

from __future__ import annotations

from game.games.fief.rules import engine
from game.games.fief.rules.actions import Buy, BuyFiefTitle
from game.games.fief.rules.control import grant_title, lords_who_can_hold_title, victory_points
from game.games.fief.rules.purchase import buy_problem, title_cost, troop_places
from game.games.fief.rules.ransom import ransom_of

from . import helpers
from .helpers import v
from .test_battle import KIRSTEN, bare, lord
from .test_purchase import DAVID, GRADY, david_at_st_medard


def test_rulebook_example_the_county_of_tournus_costs_six() -> None:
    """4.3: "The Fief with the green colored background ... includes 3 Villages (one of
    which is the Principal Village of Tournus). This Fief Title would cost 3 x 2 = 6";
    a Duchy (4 villages) costs 8 and a Barony (2) costs 4."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    fiefs = helpers.data().board.fiefs
    tournus = next(n for n, f in fiefs.items() if v("Tournus") in f.villages)
    assert len(fiefs[tournus].villages) == 3 and title_cost(s, tournus) == 6
    assert {len(f.villages): title_cost(s, n) for n, f in fiefs.items()} == {4: 8, 3: 6, 2: 4}
    helpers.turn_of(s, DAVID, "purchase")
    lord = helpers.lord_of(s, DAVID)
    for name in ("Belleville", "Pugnac"):
        helpers.put(s, DAVID, v(name), men=1)
    s.families[DAVID].deniers = 6
    engine.apply(s, BuyFiefTitle(tournus, lord, v("Tournus")))
    assert s.fief_titles[tournus] == lord and s.families[DAVID].deniers == 0
    assert s.villages[v("Tournus")].fortified


def test_new_troops_never_go_beside_a_captive_lord() -> None:
    """4.1: troops are placed in "Villages that are occupied by a Player's uncaptured
    Lords" or in the family's strongholds. David's lord held captive by Grady at Sigy
    gives him no place there."""
    s, lord = david_at_st_medard()
    helpers.move_lord(s, lord, v("Sigy"))
    s.lords[lord].captor = GRADY  # guarded by Grady's troops at Sigy
    s.villages[v("St Médard")].stronghold = False  # and David's stronghold is gone
    s.shared["strongholds"] += 1
    s.cache.clear()
    assert v("Sigy") not in troop_places(s, DAVID)
    reason = buy_problem(s, DAVID, Buy("man_at_arms", v("Sigy")), engine.names_for(s))
    assert reason is not None and reason.id == "fief.refusal.buy_troops_where" and "Sigy" in str(reason)


def test_rulebook_example_charles_duke_of_bourg_count_and_bishop_of_sigy() -> None:
    """4.3: "One could have Charles, Duke of Bourg, Count and Bishop of Sigy": two fief
    titles (the most a lord holds) beside a Bishop's. They bring his family 2 victory
    points (7.0), make his ransom 2 + 3 x 2 = 8 (6.2.4), and no third fief title can go
    to him."""
    s = bare(3)
    lord(s, KIRSTEN, "charles", v("Bourg"))
    fiefs = helpers.data().board.fiefs
    bourg = next(n for n, f in fiefs.items() if v("Bourg") in f.villages)
    sigy = next(n for n, f in fiefs.items() if v("Sigy") in f.villages)
    grant_title(s, bourg, "charles")
    grant_title(s, sigy, "charles")
    s.bishops[5] = "charles"
    assert fiefs[bourg].name == "Duchy of Bourg" and fiefs[sigy].name == "County of Sigy"
    assert victory_points(s) == [2, 0, 0]
    assert ransom_of(s, "charles") == 8
    assert "charles" not in lords_who_can_hold_title(s, KIRSTEN)
