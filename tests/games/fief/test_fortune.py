"""Fortune cards played in phase 2 and their income: Bountiful Harvest (2.4.2), Good
Weather (2.4.3), Taxes as tallage and tithe (2.4.4 to 2.4.6), different bonuses adding up
(2.4.7) and the income they change (3.0)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import ChooseStart, Done, Excommunicate, PlayFortune, PlayTax
from game.games.fief.rules.cards import play_candidates, tither
from game.games.fief.rules.deaths import kill_lord

from . import helpers
from .helpers import v

KIRSTEN, GRADY, DAVID = 0, 1, 2
TAX_MARKERS = 3  # data/fief/stock.yaml


def at_draw(starts=("Sigy", "Tournus", "Blaye")):
    """Round 1, phase 2: Kirsten in Sigy (bishopric 5), Grady in Tournus (2), David in
    Blaye (1)."""
    s = helpers.new(len(starts), 0, 1)
    for name in starts:
        engine.apply(s, ChooseStart(v(name)))
    assert s.step == "draw"
    return s


def mill(s, village: str, n: int = 1) -> None:
    s.villages[v(village)].mills += n
    s.shared["mills"] -= n


def to_play(s, seat: int) -> None:
    """Nobody draws; answer Done until ``seat`` plays its cards."""
    helpers.turn_of(s, seat, "play_cards")


def income(s, log: list) -> dict[int, ev.IncomeCollected]:
    """Everyone else passes; the income of the round by family (``log`` holds the events
    so far: a family's turn ends by itself once nothing in its hand can be played)."""
    while s.step != "purchase":
        log += engine.apply(s, Done())
    return {e.seat: e for e in log if isinstance(e, ev.IncomeCollected)}


# --------------------------------------------------------------------------- 2.4.2, 2.4.3, 2.4.7


def test_rulebook_example_david_cancels_famine_then_adds_a_harvest_bonus() -> None:
    """2.4.7's example: Famine hit bishopric 1; David's first Bountiful Harvest cancels it
    (both cards discarded), his second lies there and each mill earns 3."""
    s = at_draw()
    log: list = []
    s.lying = {1: ["famine"]}
    s.fortune_deck.remove("famine")
    helpers.give(s, DAVID, "bountiful-harvest", "bountiful-harvest")
    mill(s, "Blaye")
    to_play(s, DAVID)
    events = engine.apply(s, PlayFortune("bountiful-harvest", 1))
    log += events
    assert ev.FortunePlayed(DAVID, "bountiful-harvest", 1, "famine") in events
    assert 1 not in s.lying and s.fortune_discard[-2:] == ["famine", "bountiful-harvest"]
    log = engine.apply(s, PlayFortune("bountiful-harvest", 1))  # his last card: his turn ends
    assert ev.FortunePlayed(DAVID, "bountiful-harvest", 1) in log
    got = {e.seat: e for e in log if isinstance(e, ev.IncomeCollected)}
    assert got[DAVID].mills == 3 and got[DAVID].amount == 4
    assert 1 not in s.lying  # the bonus card leaves after income (3.0)


def test_without_a_famine_the_second_harvest_is_refused() -> None:
    """2.4.7: "If there had been no famine, David could not have played the second"."""
    s = at_draw()
    log: list = []
    helpers.give(s, DAVID, "bountiful-harvest", "bountiful-harvest")
    to_play(s, DAVID)
    log += engine.apply(s, PlayFortune("bountiful-harvest", 1))
    with pytest.raises(IllegalAction, match="only once"):
        engine.apply(s, PlayFortune("bountiful-harvest", 1))
    assert PlayFortune("bountiful-harvest", 1) not in engine.legal_actions(s)
    assert PlayFortune("bountiful-harvest", 2) in engine.legal_actions(s)


def test_rulebook_example_harvest_and_weather_make_four_deniers_a_mill() -> None:
    """2.4.7: a Bountiful Harvest and a Good Weather in one bishopric: 2 + 1 + 1 a mill,
    for every family with mills there, whoever played the cards."""
    s = at_draw()
    log: list = []
    helpers.give(s, KIRSTEN, "bountiful-harvest", "good-weather")
    mill(s, "Blaye", 2)
    mill(s, "Tournus")
    to_play(s, KIRSTEN)
    log += engine.apply(s, PlayFortune("bountiful-harvest", 1))
    log += engine.apply(s, PlayFortune("good-weather", 1))
    got = income(s, log)
    assert got[DAVID].mills == 8 and got[DAVID].amount == 9
    assert got[GRADY].mills == 2  # bishopric 2 has no bonus
    assert got[KIRSTEN].mills == 0


def test_good_weather_cancels_heavy_rain_then_a_harvest_may_follow() -> None:
    """2.4.3's example."""
    s = at_draw()
    log: list = []
    s.lying = {2: ["heavy-rain"]}
    s.fortune_deck.remove("heavy-rain")
    helpers.give(s, GRADY, "good-weather", "bountiful-harvest")
    to_play(s, GRADY)
    with pytest.raises(IllegalAction, match="Heavy Rain"):
        engine.apply(s, PlayFortune("bountiful-harvest", 2))
    events = engine.apply(s, PlayFortune("good-weather", 2))
    log += events
    assert ev.FortunePlayed(GRADY, "good-weather", 2, "heavy-rain") in events
    log += engine.apply(s, PlayFortune("bountiful-harvest", 2))
    assert ev.FortunePlayed(GRADY, "bountiful-harvest", 2) in log


def test_good_weather_is_barred_by_famine() -> None:
    """2.4.3: Good Weather only on a bishopric without Famine."""
    s = at_draw()
    s.lying = {1: ["famine"]}
    s.fortune_deck.remove("famine")
    helpers.give(s, DAVID, "good-weather")
    to_play(s, DAVID)
    assert PlayFortune("good-weather", 1) not in engine.legal_actions(s)
    with pytest.raises(IllegalAction, match="Famine"):
        engine.apply(s, PlayFortune("good-weather", 1))
    assert s.families[DAVID].hand == ["good-weather"]  # nothing lost


# --------------------------------------------------------------------------- 2.4.4, 2.4.5


def _title(s, fief: int, lord: str) -> None:
    s.fief_titles[fief] = lord
    s.lords[lord].fief_titles.append(fief)
    s.cache.clear()


def test_a_fief_lord_tallages_his_own_fief_for_two_a_village() -> None:
    """2.4.5: David's lord holds Duchy 1 (4 villages): his tallage brings 8 more."""
    s = at_draw()
    log: list = []
    lord = helpers.lord_of(s, DAVID)
    _title(s, 1, lord)
    helpers.give(s, DAVID, "taxes")
    to_play(s, DAVID)
    assert PlayTax("tallage", 4, lord) not in play_candidates(s, DAVID)
    with pytest.raises(IllegalAction, match="own fief"):
        engine.apply(s, PlayTax("tallage", 4, lord))
    events = engine.apply(s, PlayTax("tallage", 1, lord))
    log += events
    assert ev.TaxLevied(DAVID, "tallage", 1, lord) in events
    assert "taxes" in s.fortune_discard  # the card goes, the marker shows the tax (2.4.4)
    got = income(s, log)
    # Governed fief 1: all four villages are David's; plus the tallage.
    assert got[DAVID].taxes == 8 and got[DAVID].amount == 4 + 8
    assert s.taxes == [] and s.families[DAVID].stock["tax"] == TAX_MARKERS


def test_rulebook_example_the_royal_tallage_of_bourg_pays_eight() -> None:
    """2.4.5's example: Kirsten's lord is King and tallages the Duchy of Bourg (fief 6);
    Grady controls three of its villages and David one. Kirsten receives 8; Grady and
    David still earn 3 and 1 for those villages."""
    s = at_draw(("Sigy", "Villeneuve", "Bourg"))
    log: list = []
    helpers.put(s, GRADY, v("La Buissière"), men=1)
    helpers.put(s, GRADY, v("St Vivien"), men=1)
    king = helpers.lord_of(s, KIRSTEN)
    s.king = king
    helpers.give(s, KIRSTEN, "taxes")
    to_play(s, KIRSTEN)
    assert PlayTax("tallage", 6, king) in play_candidates(s, KIRSTEN)
    log += engine.apply(s, PlayTax("tallage", 6, king))
    got = income(s, log)
    assert got[KIRSTEN].taxes == 8 and got[KIRSTEN].amount == 1 + 8
    assert got[GRADY].amount == 3 and got[DAVID].amount == 1


def test_a_besieged_village_pays_no_tallage_share() -> None:
    """3.0 and 6.4.1: no income comes from a besieged village, so the royal tallage of
    Bourg counts only its three free villages: Kirsten receives 6, not 8; Grady earns
    nothing from the besieged La Buissière."""
    s = at_draw(("Sigy", "Villeneuve", "Bourg"))
    log: list = []
    buissiere = v("La Buissière")
    helpers.put(s, GRADY, buissiere, men=1)
    helpers.put(s, GRADY, v("St Vivien"), men=1)
    s.villages[buissiere].stronghold = True
    s.shared["strongholds"] -= 1
    helpers.put(s, DAVID, buissiere, men=2)
    s.villages[buissiere].sieges[DAVID] = [1, 1]
    s.families[DAVID].stock["siege_engines"] -= 1
    king = helpers.lord_of(s, KIRSTEN)
    s.king = king
    helpers.give(s, KIRSTEN, "taxes")
    to_play(s, KIRSTEN)
    log += engine.apply(s, PlayTax("tallage", 6, king))
    got = income(s, log)
    assert s.villages[buissiere].sieges == {DAVID: [1, 1]}
    assert got[KIRSTEN].taxes == 6 and got[KIRSTEN].amount == 1 + 6
    assert got[GRADY].amount == 2 and got[DAVID].amount == 1


def test_the_king_cannot_tallage_a_governed_fief_he_does_not_hold() -> None:
    s = at_draw()
    king = helpers.lord_of(s, KIRSTEN)
    s.king = king
    _title(s, 1, helpers.lord_of(s, DAVID))
    helpers.give(s, KIRSTEN, "taxes")
    to_play(s, KIRSTEN)
    with pytest.raises(IllegalAction, match="tallage"):
        engine.apply(s, PlayTax("tallage", 1, king))


def test_no_tax_without_a_marker_in_stock() -> None:
    s = at_draw()
    lord = helpers.lord_of(s, DAVID)
    _title(s, 1, lord)
    helpers.give(s, DAVID, "taxes", "good-weather")  # the Weather keeps his turn open
    s.families[DAVID].stock["tax"] = 0
    to_play(s, DAVID)
    assert not any(isinstance(a, PlayTax) for a in engine.legal_actions(s))
    with pytest.raises(IllegalAction, match="tax markers"):
        engine.apply(s, PlayTax("tallage", 1, lord))


# --------------------------------------------------------------------------- 2.4.6


def test_a_bishops_tithe_takes_the_mill_income_of_his_bishopric() -> None:
    """2.4.6: the tithe takes every mill's income in the bishopric, bonuses included;
    the villages still pay their owners."""
    s = at_draw()
    log: list = []
    bishop = helpers.lord_of(s, KIRSTEN)
    s.bishops[1] = bishop
    mill(s, "Blaye", 2)
    helpers.give(s, KIRSTEN, "taxes", "good-weather")
    to_play(s, KIRSTEN)
    log += engine.apply(s, PlayFortune("good-weather", 1))
    log += engine.apply(s, PlayTax("tithe", 1, bishop))
    got = income(s, log)
    assert got[KIRSTEN].taxes == 6 and got[KIRSTEN].amount == 1 + 6
    assert got[DAVID].mills == 0 and got[DAVID].amount == 1


def test_rulebook_example_the_bishop_comes_before_the_pope() -> None:
    """1.7's example: the Pope tithes all governed bishoprics; the Bishop of 3 tithes his
    own and has priority there; the Pope takes the rest."""
    s = at_draw(("Sigy", "St Gérôme", "Blaye"))
    log: list = []
    pope, bishop3 = helpers.lord_of(s, KIRSTEN), helpers.lord_of(s, GRADY)
    bishop1 = helpers.lord_of(s, DAVID)
    s.pope = pope
    s.bishops = {1: bishop1, 3: bishop3}
    mill(s, "Blaye")
    mill(s, "St Gérôme")
    helpers.give(s, KIRSTEN, "taxes")
    helpers.give(s, GRADY, "taxes")
    to_play(s, KIRSTEN)
    assert PlayTax("tithe", 0, pope) in play_candidates(s, KIRSTEN)
    log += engine.apply(s, PlayTax("tithe", 0, pope))
    to_play(s, GRADY)
    log += engine.apply(s, PlayTax("tithe", 3, bishop3))
    got = income(s, log)
    assert got[KIRSTEN].taxes == 2 and got[GRADY].taxes == 2
    assert got[DAVID].mills == 0 and got[DAVID].amount == 1


def test_a_cardinal_tithes_one_governed_bishopric_before_the_pope() -> None:
    """2.4.6: a Cardinal on any one governed bishopric; priority Bishop > Cardinal > Pope."""
    s = at_draw()
    log: list = []
    cardinal, pope = helpers.lord_of(s, GRADY), helpers.lord_of(s, KIRSTEN)
    s.cardinals = {cardinal: "cardinal-1"}
    s.pope = pope
    s.bishops = {1: helpers.lord_of(s, DAVID)}
    mill(s, "Blaye")
    helpers.give(s, GRADY, "taxes")
    helpers.give(s, KIRSTEN, "taxes")
    to_play(s, KIRSTEN)
    log += engine.apply(s, PlayTax("tithe", 0, pope))
    to_play(s, GRADY)
    assert PlayTax("tithe", 2, cardinal) not in engine.legal_actions(s)  # ungoverned
    log += engine.apply(s, PlayTax("tithe", 1, cardinal))
    got = income(s, log)
    assert got[GRADY].taxes == 2 and got[KIRSTEN].taxes == 0


def test_fortune_cards_and_tax_markers_leave_after_income_but_disasters_stay() -> None:
    """3.0: after income the tax markers and Fortune cards leave; Disaster cards stay
    until the end of the round (7.0)."""
    s = at_draw()
    lord = helpers.lord_of(s, DAVID)
    _title(s, 1, lord)
    s.lying = {2: ["famine"]}
    s.fortune_deck.remove("famine")
    helpers.give(s, DAVID, "taxes", "bountiful-harvest")
    to_play(s, DAVID)
    log: list = engine.apply(s, PlayTax("tallage", 1, lord))
    assert s.families[DAVID].stock["tax"] == TAX_MARKERS - 1
    log += engine.apply(s, PlayFortune("bountiful-harvest", 1))
    while s.step != "purchase":
        log += engine.apply(s, Done())
    assert ev.CardsCleared("fortune", 1, 1) in log
    assert s.lying == {2: ["famine"]} and s.taxes == []
    assert s.families[DAVID].stock["tax"] == TAX_MARKERS
    assert "bountiful-harvest" in s.fortune_discard


def test_tithe_priority_is_bishop_then_cardinal_then_pope_then_first_laid() -> None:
    """2.4.6: one tither takes a bishopric's mills: the Bishop, else a Cardinal, else the
    Pope; between two Cardinals on one bishopric, the first laid (our reading)."""
    from game.games.fief.rules.state import TaxMarker

    s = at_draw()
    k, g, d = (helpers.lord_of(s, seat) for seat in (KIRSTEN, GRADY, DAVID))
    s.bishops = {1: d, 2: g}
    s.pope, s.cardinals = k, {g: "cardinal", k: "biretta"}  # a tithe needs its title at income
    pope = TaxMarker(KIRSTEN, "tithe", 0, k)
    cardinal_g = TaxMarker(GRADY, "tithe", 1, g)
    cardinal_k = TaxMarker(KIRSTEN, "tithe", 1, k)
    s.taxes = [pope]
    assert tither(s, 1) == KIRSTEN and tither(s, 2) == KIRSTEN and tither(s, 3) is None
    s.taxes = [pope, cardinal_g, cardinal_k]
    assert tither(s, 1) == GRADY
    s.taxes = [pope, cardinal_k, cardinal_g]
    assert tither(s, 1) == KIRSTEN
    s.taxes = [cardinal_k, TaxMarker(DAVID, "tithe", 1, d), pope]
    assert tither(s, 1) == DAVID


def test_faq_a_bishop_made_cardinal_and_pope_still_tithes_his_own_see_first() -> None:
    """FAQ of phase 1, 2.4.6: Grady's lord is Bishop of 2, Cardinal and Pope; his tithe on
    his own bishopric, laid after another Cardinal's, still comes first there."""
    from game.games.fief.rules.state import TaxMarker

    s = at_draw()
    k, g = (helpers.lord_of(s, seat) for seat in (KIRSTEN, GRADY))
    s.bishops = {2: g}
    s.pope, s.cardinals = g, {g: "cardinal", k: "biretta"}
    s.taxes = [TaxMarker(KIRSTEN, "tithe", 2, k), TaxMarker(GRADY, "tithe", 2, g)]
    assert tither(s, 2) == GRADY


# --------------------------------------------------------------------------- FAQ of phase 3


def _tallage_then_death(s, setup=None) -> tuple[str, list]:
    """David's only lord holds Duchy 1 (4 villages) and tallages it, keeping a Weather card
    so his turn stays open; ``setup`` may add lords first. Then that lord is assassinated
    before income. Returns the dead lord and the events so far."""
    log: list = []
    lord = helpers.lord_of(s, DAVID)
    _title(s, 1, lord)
    if setup:
        setup(s, lord)
    helpers.give(s, DAVID, "taxes", "good-weather")
    to_play(s, DAVID)
    log += engine.apply(s, PlayTax("tallage", 1, lord))
    assert s.step == "play_cards"  # income is still to come
    kill_lord(s, lord, "Assassination", log)
    s.cache.clear()
    return lord, log


def test_faq_a_tallage_pays_the_family_when_the_title_stays_with_it() -> None:
    """FAQ of phase 3 (2.4.4-2.4.6): the tallaging lord dies, his fief title passes to
    another lord of his family, which still takes the 8 deniers."""
    s = at_draw()
    _, log = _tallage_then_death(s, lambda s, lord: helpers.add_lord(s, DAVID, "charles", v("Blaye")))
    assert ev.FiefTitleInherited(DAVID, 1, "charles") in log
    got = income(s, log)
    assert got[DAVID].taxes == 8 and got[DAVID].amount == 4 + 8
    assert got[KIRSTEN].amount == 1 and got[GRADY].amount == 1
    assert s.families[DAVID].stock["tax"] == TAX_MARKERS


def test_faq_a_tallage_pays_the_family_that_now_holds_the_title() -> None:
    """FAQ of phase 3 (2.4.4-2.4.6): David's last lord, married to Grady's Blanche, dies
    after his tallage; the title goes to his widow, so Grady takes the 8 deniers (and the
    three empty villages of the duchy); David keeps Blaye's denier and his marker."""

    def spouse(s, lord: str) -> None:
        helpers.add_lord(s, GRADY, "blanche", v("Tournus"))
        s.lords[lord].spouse, s.lords["blanche"].spouse = "blanche", lord

    s = at_draw()
    _, log = _tallage_then_death(s, spouse)
    assert s.fief_titles[1] == "blanche"
    got = income(s, log)
    assert got[GRADY].taxes == 8 and got[GRADY].amount == 4 + 8
    assert got[DAVID].taxes == 0 and got[DAVID].amount == 1
    assert s.families[DAVID].stock["tax"] == TAX_MARKERS and s.families[GRADY].stock["tax"] == TAX_MARKERS


def test_faq_a_tallage_pays_nobody_when_the_title_returns_to_the_map() -> None:
    """FAQ of phase 3 (2.4.4-2.4.6): the tallaging lord was his family's last and had no
    spouse: the title goes back to the map and the tallage brings nothing."""
    s = at_draw()
    _, log = _tallage_then_death(s)
    assert ev.FiefTitleReturned(1, DAVID, heirless=True) in log and s.fief_titles[1] is None
    got = income(s, log)
    assert all(e.taxes == 0 for e in got.values())
    assert got[DAVID].amount == 1 and got[KIRSTEN].amount == 1 and got[GRADY].amount == 1
    assert s.taxes == [] and s.families[DAVID].stock["tax"] == TAX_MARKERS


def test_faq_an_excommunicated_bishops_tithe_is_void() -> None:
    """FAQ of phase 3 (2.4.4-2.4.6): Kirsten's Bishop of 1 tithes his bishopric, then
    Grady's Pope excommunicates him before income: he is no longer Bishop, his tithe
    brings nothing and David keeps the 4 deniers of his two mills in Blaye."""
    s = at_draw()
    log: list = []
    bishop = helpers.lord_of(s, KIRSTEN)
    s.bishops[1] = bishop
    s.pope = helpers.lord_of(s, GRADY)
    mill(s, "Blaye", 2)
    helpers.give(s, KIRSTEN, "taxes")
    helpers.give(s, GRADY, "good-weather")  # keeps the Pope's turn open
    to_play(s, KIRSTEN)
    log += engine.apply(s, PlayTax("tithe", 1, bishop))
    to_play(s, GRADY)
    log += engine.apply(s, Excommunicate(bishop))
    assert 1 not in s.bishops and tither(s, 1) is None
    got = income(s, log)
    assert got[KIRSTEN].taxes == 0 and got[KIRSTEN].amount == 1
    assert got[DAVID].mills == 4 and got[DAVID].amount == 1 + 4
    assert s.families[KIRSTEN].stock["tax"] == TAX_MARKERS  # the marker still comes back


def test_faq_a_void_bishops_tithe_leaves_the_mills_to_a_cardinals_tithe() -> None:
    """FAQ of phase 3 (2.4.4-2.4.6): Kirsten's Bishop and Grady's Cardinal both tithe
    bishopric 1; David's Pope excommunicates the Bishop: the Cardinal, next in line,
    takes the 4 deniers of the mills of Blaye."""
    s = at_draw()
    log: list = []
    bishop, cardinal, pope = (helpers.lord_of(s, seat) for seat in (KIRSTEN, GRADY, DAVID))
    s.bishops[1] = bishop
    s.cardinals = {cardinal: "biretta"}
    s.pope = pope
    mill(s, "Blaye", 2)
    helpers.give(s, KIRSTEN, "taxes")
    helpers.give(s, GRADY, "taxes")
    helpers.give(s, DAVID, "good-weather")  # keeps the Pope's turn open
    to_play(s, KIRSTEN)
    log += engine.apply(s, PlayTax("tithe", 1, bishop))
    to_play(s, GRADY)
    log += engine.apply(s, PlayTax("tithe", 1, cardinal))
    assert tither(s, 1) == KIRSTEN
    to_play(s, DAVID)
    log += engine.apply(s, Excommunicate(bishop))
    assert tither(s, 1) == GRADY
    got = income(s, log)
    assert got[GRADY].taxes == 4 and got[GRADY].amount == 1 + 4
    assert got[KIRSTEN].taxes == 0 and got[KIRSTEN].amount == 1
    assert got[DAVID].mills == 0 and got[DAVID].amount == 1


def test_faq_a_dead_popes_tithe_is_void() -> None:
    """FAQ of phase 3 (2.4.4-2.4.6): Kirsten's Pope tithes every governed bishopric and
    dies before income: no tithe; David and Grady keep their mill income (4 and 2)."""
    s = at_draw()
    log: list = []
    pope = helpers.lord_of(s, KIRSTEN)
    s.pope = pope
    s.bishops = {1: helpers.lord_of(s, DAVID), 2: helpers.lord_of(s, GRADY)}
    mill(s, "Blaye", 2)
    mill(s, "Tournus")
    helpers.give(s, KIRSTEN, "taxes", "good-weather")  # the Weather keeps her turn open
    to_play(s, KIRSTEN)
    log += engine.apply(s, PlayTax("tithe", 0, pope))
    assert tither(s, 1) == KIRSTEN and tither(s, 2) == KIRSTEN
    kill_lord(s, pope, "Assassination", log)
    s.cache.clear()
    assert s.pope is None and tither(s, 1) is None and tither(s, 2) is None
    got = income(s, log)
    assert got[KIRSTEN].taxes == 0 and got[KIRSTEN].amount == 1
    assert got[DAVID].mills == 4 and got[DAVID].amount == 1 + 4
    assert got[GRADY].mills == 2 and got[GRADY].amount == 1 + 2
    assert s.families[KIRSTEN].stock["tax"] == TAX_MARKERS


def test_faq_a_royal_tallage_is_void_when_the_king_dies_without_heir() -> None:
    """FAQ of phase 3 (2.4.4-2.4.6): the King tallages the ungoverned Duchy of Bourg and
    dies before income with neither Queen nor Crown Prince: the title of Bourg still lies
    on the map, nobody rules, and nobody takes the 8 deniers."""
    s = at_draw(("Sigy", "Villeneuve", "Bourg"))
    log: list = []
    helpers.put(s, GRADY, v("La Buissière"), men=1)
    king = helpers.lord_of(s, KIRSTEN)
    s.king = king
    helpers.give(s, KIRSTEN, "taxes", "good-weather")  # the Weather keeps his turn open
    to_play(s, KIRSTEN)
    log += engine.apply(s, PlayTax("tallage", 6, king))
    kill_lord(s, king, "Assassination", log)
    s.cache.clear()
    assert s.king is None and s.fief_titles[6] is None
    got = income(s, log)
    assert all(e.taxes == 0 for e in got.values())
    assert got[KIRSTEN].amount == 1 and got[GRADY].amount == 2 and got[DAVID].amount == 1
    assert s.families[KIRSTEN].stock["tax"] == TAX_MARKERS
