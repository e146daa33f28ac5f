"""Audit of phase 2 (2.1 to 2.4.7) against the rulebook's sentences the older tests did
not pin: the example of Dave drawing a Fortune card then a Lord card, discarding the
whole hand, the Plague sparing siege engines and troops bought later, regular cards kept
until the play step, a captive lord's tax, and where a tithe may fall."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Buy, Discard, Done, DrawFortune, DrawLord, PlayFortune, PlayLord, PlayTax
from game.games.fief.rules.cards import play_candidates
from game.games.fief.rules.state import Troops

from . import helpers
from .helpers import v
from .test_disasters import Dice, end_draws
from .test_disasters import at_draw as at_draw_blaye
from .test_fortune import GRADY, KIRSTEN, at_draw, to_play


def test_rulebook_example_dave_draws_a_fortune_card_then_a_lord_card_and_no_third() -> None:
    """2.1: "Dave draws a Fortune card, looks at it, and then decides to draw a Lord
    card"; two cards is the most a family draws in a turn."""
    s = at_draw_blaye()
    engine.apply(s, DrawFortune())
    assert DrawLord() in engine.legal_actions(s)
    engine.apply(s, DrawLord())
    hand = s.families[KIRSTEN].hand
    assert len(hand) == 2 and hand[1] in helpers.data().lord_cards
    assert hand[0] in helpers.data().fortune_cards
    assert engine.pending(s).seat == GRADY  # two cards drawn: Kirsten's turn is over


def test_a_family_may_discard_its_whole_hand_before_drawing() -> None:
    """2.1: a player may "Discard some or all of his cards", then draw."""
    s = at_draw_blaye()
    helpers.give(s, KIRSTEN, "taxes", "good-weather", "bountiful-harvest")
    for card in ("taxes", "good-weather", "bountiful-harvest"):
        engine.apply(s, Discard(card))
    assert s.families[KIRSTEN].hand == []
    assert s.fortune_discard[-3:] == ["taxes", "good-weather", "bountiful-harvest"]
    engine.apply(s, DrawFortune())
    engine.apply(s, DrawFortune())
    assert len(s.families[KIRSTEN].hand) == 2


def test_the_plague_spares_siege_engines() -> None:
    """2.3.3: "Siege Engines are not affected by the Plague"; the troops beside them lose
    half (4 men-at-arms lose 2)."""
    s = at_draw_blaye()
    helpers.put(s, GRADY, v("Blaye"), men=4)  # besieging Kirsten's stronghold
    s.villages[v("Blaye")].sieges[GRADY] = [1, 1]  # with a one-die engine
    s.families[GRADY].stock["siege_engines"] -= 1
    s.disaster_track = ["plague"]
    s.rng = Dice(1, 6)  # bishopric 1; Kirsten's lord at Blaye lives
    end_draws(s)
    while s.losses:
        d = engine.pending(s)
        engine.apply(s, d.options[0])
    assert s.villages[v("Blaye")].troops[GRADY] == Troops(0, 2)
    assert s.villages[v("Blaye")].sieges[GRADY][0] == 1


def test_troops_bought_in_a_plagued_bishopric_are_spared() -> None:
    """2.3.3: "New Troops placed in the Bishopric during the Purchase Phase are not
    affected by the Plague": four men-at-arms bought at Blaye under the Plague stay four."""
    s = at_draw_blaye()
    s.disaster_track = ["plague"]
    s.rng = Dice(1, 6)
    end_draws(s)
    while s.losses:
        engine.apply(s, engine.pending(s).options[0])
    helpers.turn_of(s, KIRSTEN, "purchase")
    before = s.villages[v("Blaye")].troops[KIRSTEN].men_at_arms
    s.families[KIRSTEN].deniers = 10
    for _ in range(4):
        engine.apply(s, Buy("man_at_arms", v("Blaye")))
    assert s.villages[v("Blaye")].troops[KIRSTEN].men_at_arms == before + 4


def test_a_regular_card_waits_in_the_hand_outside_the_play_step() -> None:
    """2.4: cards with the white symbol "can be played only at this time"; held, they wait
    for the next round's play step. Good Weather cannot be played in the purchase phase."""
    s = at_draw()
    helpers.give(s, KIRSTEN, "good-weather")
    helpers.turn_of(s, KIRSTEN, "purchase")
    assert not any(isinstance(a, PlayFortune) for a in engine.legal_actions(s))
    with pytest.raises(IllegalAction):
        engine.apply(s, PlayFortune("good-weather", 5))
    assert s.families[KIRSTEN].hand == ["good-weather"]


def test_a_captive_fief_lord_may_still_tallage_his_fief() -> None:
    """2.4.4: "A Tax card can be played ... even if the Lord is captured!" Grady's captive
    Duke of Blaye (4 villages) tallages it for 8."""
    s = at_draw(("Sigy", "Tournus", "Blaye"))
    log: list = []
    duke = helpers.lord_of(s, GRADY)
    s.fief_titles[1] = duke
    s.lords[duke].fief_titles.append(1)
    s.lords[duke].captor = KIRSTEN
    helpers.put(s, KIRSTEN, v("Tournus"), men=1)  # his guard
    helpers.give(s, GRADY, "taxes")
    to_play(s, GRADY)
    assert PlayTax("tallage", 1, duke) in play_candidates(s, GRADY)
    log += engine.apply(s, PlayTax("tallage", 1, duke))
    while not any(isinstance(e, ev.IncomeCollected) for e in log):
        log += engine.apply(s, Done())
    got = {e.seat: e for e in log if isinstance(e, ev.IncomeCollected)}
    assert got[GRADY].taxes == 8


def test_a_cardinal_tithes_only_a_governed_bishopric_and_a_bishop_only_his_own() -> None:
    """2.4.6: "A Bishop on HIS own Bishopric, A Cardinal on ANY one governed Bishopric".
    Kirsten's Bishop of Sigy (5), Cardinal too, may tithe 5 and governed 1, never
    ungoverned 2; Grady's plain Bishop of 1 tithes only 1."""
    s = at_draw()
    kirsten, grady = helpers.lord_of(s, KIRSTEN), helpers.lord_of(s, GRADY)
    s.bishops = {5: kirsten, 1: grady}
    s.cardinals = {kirsten: "cardinal"}
    helpers.give(s, KIRSTEN, "taxes")
    helpers.give(s, GRADY, "taxes")
    to_play(s, KIRSTEN)
    tithes = {a.target for a in play_candidates(s, KIRSTEN) if isinstance(a, PlayTax) and a.tax == "tithe"}
    assert tithes == {5, 1}
    with pytest.raises(IllegalAction):
        engine.apply(s, PlayTax("tithe", 2, kirsten))
    engine.apply(s, Done())
    to_play(s, GRADY)
    tithes = {a.target for a in play_candidates(s, GRADY) if isinstance(a, PlayTax) and a.tax == "tithe"}
    assert tithes == {1}
    assert ev.TaxLevied(GRADY, "tithe", 1, grady) in engine.apply(s, PlayTax("tithe", 1, grady))


def test_new_lords_enter_only_in_the_play_cards_step() -> None:
    """2.4.1: "New Lords may only be placed during the Play Cards Phase." A Lord card kept
    in hand cannot be played in the purchase phase; it waits for the next play step."""
    s = at_draw()
    card = next(c for c in s.lord_deck if helpers.data().lord_cards[c].kind == "lord")
    helpers.give(s, KIRSTEN, card)
    helpers.turn_of(s, KIRSTEN, "purchase")
    assert not any(isinstance(a, PlayLord) for a in engine.legal_actions(s))
    with pytest.raises(IllegalAction):
        engine.apply(s, PlayLord(card, v("Sigy")))
    assert card in s.families[KIRSTEN].hand and card not in s.lords
