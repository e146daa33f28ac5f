"""Phase 4, purchases: troops (4.1), buildings (4.2) and fief titles (4.3)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Buy, BuyFiefTitle, Done, TransferFiefTitle
from game.games.fief.rules.control import controller

from . import helpers
from .helpers import v

KIRSTEN, GRADY, DAVID = 0, 1, 2


def david_at_st_medard():
    """4.1 example: David holds St Médard with Lord Thierry, 4 men-at-arms and 3 knights."""
    s = helpers.started(["Blaye", "Sigy", "St Médard"])
    helpers.turn_of(s, DAVID, "purchase")
    lord = helpers.lord_of(s, DAVID)
    helpers.put(s, DAVID, v("St Médard"), knights=2, men=1)
    s.families[DAVID].deniers = 9
    s.cache.clear()
    return s, lord


def test_rulebook_example_at_most_four_new_troops_per_village() -> None:
    """4.1 example: David buys 3 men-at-arms and 2 knights for 9 deniers; only 4 new
    counters may go to St Médard, so the last man-at-arms goes elsewhere."""
    s, _ = david_at_st_medard()
    # a stronghold David controls elsewhere can take the troops St Médard cannot
    helpers.put(s, DAVID, v("Villeneuve"), men=1)
    s.villages[v("Villeneuve")].stronghold = True
    s.shared["strongholds"] -= 1
    s.cache.clear()
    medard = v("St Médard")
    for item in ("man_at_arms", "man_at_arms", "knight", "knight"):
        engine.apply(s, Buy(item, medard))
    assert s.families[DAVID].deniers == 9 - 2 - 6
    assert Buy("man_at_arms", medard) not in engine.legal_actions(s)
    with pytest.raises(IllegalAction, match="already placed 4 new troops in St Médard"):
        engine.apply(s, Buy("man_at_arms", medard))
    engine.apply(s, Buy("man_at_arms", v("Villeneuve")))
    army = s.villages[medard].troops[DAVID]
    assert (army.men_at_arms, army.knights) == (6, 5)
    assert s.families[DAVID].deniers == 0


def test_new_troops_go_only_where_a_lord_or_a_controlled_stronghold_is() -> None:
    s, _ = david_at_st_medard()
    helpers.put(s, DAVID, v("Villeneuve"), men=1)  # controlled, but no lord, no stronghold
    with pytest.raises(IllegalAction, match="neither"):
        engine.apply(s, Buy("knight", v("Villeneuve")))
    assert Buy("knight", v("Villeneuve")) not in engine.legal_actions(s)


def test_costs_and_a_family_that_cannot_pay() -> None:
    s, _ = david_at_st_medard()
    s.families[DAVID].deniers = 2
    s.cache.clear()
    with pytest.raises(IllegalAction, match="A knight costs 3 deniers and you have 2"):
        engine.apply(s, Buy("knight", v("St Médard")))
    events = engine.apply(s, Buy("man_at_arms", v("St Médard")))
    assert ev.Bought(DAVID, "man_at_arms", v("St Médard"), 1) in events


def test_stock_limits_troops() -> None:
    """FAQ Phase 4: nothing can be bought once its counters are used up."""
    s, _ = david_at_st_medard()
    s.families[DAVID].stock["knights"] = 0
    s.families[DAVID].deniers = 50
    s.cache.clear()
    with pytest.raises(IllegalAction, match="no knights left"):
        engine.apply(s, Buy("knight", v("St Médard")))


def test_mills_at_most_two_per_village_and_from_the_shared_stock() -> None:
    """4.2: a mill costs 3 and goes on a controlled village, at most 2 per village."""
    s, _ = david_at_st_medard()
    s.families[DAVID].deniers = 30
    s.cache.clear()
    medard = v("St Médard")
    engine.apply(s, Buy("mill", medard))
    engine.apply(s, Buy("mill", medard))
    assert s.villages[medard].mills == 2 and s.families[DAVID].deniers == 24
    with pytest.raises(IllegalAction, match="already has 2 mills"):
        engine.apply(s, Buy("mill", medard))
    assert s.shared["mills"] == 13
    s.shared["mills"] = 0
    helpers.put(s, DAVID, v("Villeneuve"), men=1)
    with pytest.raises(IllegalAction, match="no mills left"):
        engine.apply(s, Buy("mill", v("Villeneuve")))
    with pytest.raises(IllegalAction, match="do not control Blaye"):
        engine.apply(s, Buy("mill", v("Blaye")))


def test_strongholds_cost_ten_one_per_village() -> None:
    s, _ = david_at_st_medard()
    s.families[DAVID].deniers = 25
    helpers.put(s, DAVID, v("Villeneuve"), men=1)
    with pytest.raises(IllegalAction, match="already has a stronghold"):
        engine.apply(s, Buy("stronghold", v("St Médard")))
    engine.apply(s, Buy("stronghold", v("Villeneuve")))
    assert s.villages[v("Villeneuve")].stronghold and s.families[DAVID].deniers == 15
    assert s.shared["strongholds"] == 12 - 3 - 1


def tournus_county(deniers: int = 6):
    """4.3 example: the green county of Tournus has 3 villages; its title costs 3 x 2 = 6."""
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    helpers.turn_of(s, DAVID, "purchase")
    for name in ("Belleville", "Pugnac"):
        helpers.put(s, DAVID, v(name), men=1)
    s.families[DAVID].deniers = deniers
    s.cache.clear()
    return s, helpers.lord_of(s, DAVID)


def test_fief_title_needs_every_village_and_a_stronghold_and_costs_two_per_village() -> None:
    s, lord = tournus_county()
    fief = helpers.data().board.villages[v("Tournus")].fief
    action = BuyFiefTitle(fief, lord, v("Tournus"))
    assert action in engine.legal_actions(s)
    events = engine.apply(s, action)
    assert ev.FiefTitleBought(DAVID, fief, lord, v("Tournus"), 6) in events
    assert s.families[DAVID].deniers == 0
    assert s.fief_titles[fief] == lord and s.lords[lord].fief_titles == [fief]
    tournus = s.villages[v("Tournus")]
    assert tournus.fortified and not tournus.stronghold  # the counter is flipped (4.3)


def test_no_title_without_all_villages() -> None:
    s, lord = tournus_county()
    helpers.clear(s, v("Pugnac"))
    fief = helpers.data().board.villages[v("Tournus")].fief
    with pytest.raises(IllegalAction, match="control every village"):
        engine.apply(s, BuyFiefTitle(fief, lord, v("Tournus")))


def test_no_title_without_a_stronghold() -> None:
    s, lord = tournus_county()
    s.villages[v("Tournus")].stronghold = False
    s.shared["strongholds"] += 1
    s.cache.clear()
    fief = helpers.data().board.villages[v("Tournus")].fief
    with pytest.raises(IllegalAction, match="must have your stronghold"):
        engine.apply(s, BuyFiefTitle(fief, lord, v("Tournus")))


def test_no_title_without_the_money() -> None:
    s, lord = tournus_county(deniers=5)
    fief = helpers.data().board.villages[v("Tournus")].fief
    assert not any(isinstance(a, BuyFiefTitle) for a in engine.legal_actions(s))
    with pytest.raises(IllegalAction, match="costs 6 deniers and you have 5"):
        engine.apply(s, BuyFiefTitle(fief, lord, v("Tournus")))


def test_a_governed_fief_keeps_its_empty_villages_under_the_title_holder() -> None:
    """5.1 and 13.0 "Governed": unoccupied villages of a governed fief are controlled by
    the family of its titled lord, and pay it income (3.0)."""
    s, lord = tournus_county()
    fief = helpers.data().board.villages[v("Tournus")].fief
    engine.apply(s, BuyFiefTitle(fief, lord, v("Tournus")))
    helpers.clear(s, v("Pugnac"))
    assert controller(s, v("Pugnac")) == DAVID
    assert controller(s, v("Blaye")) == KIRSTEN
    before = s.families[DAVID].deniers
    helpers.finish_turns_until(s, "purchase")  # through income of round 2
    assert s.families[DAVID].deniers == before + 3  # Tournus, Belleville, empty Pugnac


def _title(s, seat: int, lord: str, fief: int) -> None:
    """Give a fief title directly (position set-up)."""
    from game.games.fief.rules.control import grant_title

    city = helpers.data().board.fiefs[fief].villages[0]
    s.villages[city].fortified = True
    s.shared["strongholds"] -= 1
    for name in helpers.data().board.fiefs[fief].villages:
        if not s.villages[name].present:
            helpers.put(s, seat, name, men=1)
    grant_title(s, fief, lord)
    s.cache.clear()


def _fief_of(name: str) -> int:
    return helpers.data().board.villages[v(name)].fief


def test_a_lord_holds_at_most_two_fief_titles() -> None:
    s, lord = tournus_county(deniers=20)
    _title(s, DAVID, lord, _fief_of("Mazilles"))
    _title(s, DAVID, lord, _fief_of("St Gérôme"))
    fief = _fief_of("Tournus")
    with pytest.raises(IllegalAction, match="already holds 2 fief titles"):
        engine.apply(s, BuyFiefTitle(fief, lord, v("Tournus")))


def test_transfer_keeps_the_largest_title() -> None:
    """4.3 example: Charles holds a County and a Barony; he may pass on the Barony but
    must keep the County."""
    s, lord = tournus_county(deniers=0)
    county, barony = _fief_of("Tournus"), _fief_of("Mazilles")
    _title(s, DAVID, lord, county)
    _title(s, DAVID, lord, barony)
    other = next(c for c in helpers.data().lords if c not in s.lords)
    helpers.add_lord(s, DAVID, other, v("Tournus"))
    assert TransferFiefTitle(county, other) not in engine.legal_actions(s)
    with pytest.raises(IllegalAction, match="must keep the title of his largest fief"):
        engine.apply(s, TransferFiefTitle(county, other))
    events = engine.apply(s, TransferFiefTitle(barony, other))
    assert ev.FiefTitleTransferred(DAVID, barony, lord, other) in events
    assert s.lords[lord].fief_titles == [county]
    assert s.lords[other].fief_titles == [barony]
    assert s.fief_titles[barony] == other


def test_taking_a_fortified_city_takes_the_fief_title() -> None:
    """4.3: "If another Player takes control of this Fortified City, he also takes the
    Fief Title." Grady's lord walks into David's empty Fortified City."""
    from game.games.fief.rules.actions import Move

    s, lord = tournus_county()
    fief = _fief_of("Tournus")
    engine.apply(s, BuyFiefTitle(fief, lord, v("Tournus")))
    helpers.clear(s, v("Tournus"))
    helpers.move_lord(s, lord, v("Belleville"))
    helpers.turn_of(s, GRADY, "movement")
    grady = helpers.lord_of(s, GRADY)
    neighbour = helpers.data().board.neighbours[v("Tournus")][0]
    helpers.move_lord(s, grady, neighbour)
    assert controller(s, v("Tournus")) == DAVID  # empty, in David's governed fief
    events = engine.apply(s, Move(grady, v("Tournus")))
    assert ev.FiefTitleTaken(GRADY, fief, grady, DAVID) in events
    assert s.fief_titles[fief] == grady and s.lords[lord].fief_titles == []
    assert controller(s, v("Tournus")) == GRADY
    assert controller(s, v("Pugnac")) == DAVID  # occupied by David's man-at-arms


def test_purchase_turn_ends_by_itself_when_nothing_is_affordable() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    s.families[GRADY].deniers = 0
    s.cache.clear()
    events = engine.apply(s, Done())  # Kirsten ends; Grady can buy nothing
    assert ev.TurnEnded(GRADY, 4, "purchase") in events
    assert engine.pending(s).seat == DAVID
