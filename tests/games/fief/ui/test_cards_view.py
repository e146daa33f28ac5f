"""The cards panel of phase 2: the hand as cards, discarding and drawing (2.1), choosing a
card to light up where it may be played and playing it with a click (2.4)."""

from __future__ import annotations

import pygame
import pytest

from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import engine
from game.games.fief.rules.actions import ChooseStart, Discard, DrawFortune, PlayFortune, PlayLord, PlayTax
from game.games.fief.ui.decisions.cards import CardsView, HandRow
from game.games.fief.ui.decisions.common import Row
from game.ui.widgets.button import Button
from tests.games.fief import helpers
from tests.games.fief.helpers import v
from tests.games.fief.test_disasters import Dice
from tests.games.fief.ui.test_decision_views import Table, one, widgets

KIRSTEN, GRADY, DAVID = 0, 1, 2


@pytest.fixture
def app(make_app):
    return make_app(scene=None)


def at_draw():
    s = helpers.new(3)
    for name in ("Blaye", "Sigy", "Tournus"):
        engine.apply(s, ChooseStart(v(name)))
    return s


def pick(table: Table, card: str) -> None:
    """Click a card of the hand."""
    view = table.current
    row = widgets(view, HandRow)[0]
    rect = row.card_rects()[row.cards.index(card)]
    table.click(rect.center)


def test_the_hand_shows_as_cards_and_a_chosen_card_can_be_discarded_before_drawing(app) -> None:
    s = at_draw()
    helpers.give(s, KIRSTEN, "ambush", "good-weather")
    table = Table(app, s)
    view = table.current
    assert isinstance(view, CardsView)
    hand = widgets(view, HandRow)[0]
    assert hand.cards == ["ambush", "good-weather"]
    assert "Ambush" in hand.tooltip_at(hand.card_rects()[0].center)
    pick(table, "ambush")
    assert view.card == "ambush"
    table.click(table.reach(Row, "Discard Ambush").rect.center)
    assert table.submitted == [Discard("ambush")]
    assert s.families[KIRSTEN].hand == ["good-weather"] and s.fortune_discard[-1] == "ambush"


def test_before_drawing_an_opportunity_card_is_played_from_the_draw_panel(app) -> None:
    """The FAQ of phase 2: an opportunity card may be played instead of discarded, before
    the first draw; its plays are listed under the hand like the discard."""
    from game.games.fief.rules.actions import Assassinate

    s = at_draw()
    helpers.give(s, KIRSTEN, "assassination")
    table = Table(app, s)
    pick(table, "assassination")
    target, sponsor = helpers.lord_of(s, GRADY), helpers.lord_of(s, KIRSTEN)
    name = table.names.lord(target)
    s.rng = Dice(6)  # the target survives
    table.click(table.reach(Row, f"{name} of {table.names.family(GRADY)}").rect.center)
    assert table.submitted == [Assassinate(target, sponsor)]
    assert s.assassins == [sponsor] and isinstance(table.current, CardsView) and not s.draws


def test_draw_a_fortune_card_and_see_it_in_hand(app) -> None:
    s = at_draw()
    top = next(c for c in reversed(s.fortune_deck) if helpers.data().fortune_cards[c].kind != "disaster")
    table = Table(app, s)
    table.click(table.reach(Row, "Draw a Fortune card").rect.center)
    assert table.submitted == [DrawFortune()]
    assert top in s.families[KIRSTEN].hand
    assert top in widgets(table.current, HandRow)[0].cards
    # Drawn once: no discard any more, the deck rows still offered.
    pick(table, top)
    assert not widgets(table.current, Row, f"Discard {table.names.card_name(top)}")


def test_choose_a_harvest_see_its_bishoprics_lit_and_play_it_with_a_click(app) -> None:
    s = at_draw()
    helpers.give(s, KIRSTEN, "bountiful-harvest", "ambush")
    s.lying = {2: ["heavy-rain"]}
    s.fortune_deck.remove("heavy-rain")
    helpers.turn_of(s, KIRSTEN, "play_cards")
    table = Table(app, s)
    view = table.current
    assert isinstance(view, CardsView) and view.highlights() == {}
    pick(table, "bountiful-harvest")
    # Bishoprics are marked on their mitres; bishopric 2 lies under Heavy Rain (2.4.2).
    assert view.target_bishoprics() == {1, 3, 4, 5} and view.highlights() == {}
    assert view.on_mitre_click(2) and "cannot be played" in table.notices[-1]
    view.on_village_click(v("Tournus"))  # a village of bishopric 2
    assert "cannot be played" in table.notices[-1] and table.submitted == []
    view.on_village_click(v("Blaye"))
    assert table.submitted == [PlayFortune("bountiful-harvest", 1)]
    assert s.families[KIRSTEN].hand == ["ambush"]  # nothing else to play: her turn ended


def test_an_opportunity_card_says_why_it_cannot_be_played_now(app) -> None:
    s = at_draw()
    helpers.give(s, KIRSTEN, "ambush", "good-weather")
    helpers.turn_of(s, KIRSTEN, "play_cards")
    table = Table(app, s)
    pick(table, "ambush")
    texts = " ".join(getattr(w, "text", "") for w in table.current.group.widgets)
    assert "while one of your lords fights in a battle (10.5)" in texts
    assert table.current.highlights() == {}


def test_a_village_in_two_plays_asks_which(app) -> None:
    """A tax card: Blaye lies in the lord's fief (tallage) and in his bishopric (tithe)."""
    s = at_draw()
    lord = helpers.lord_of(s, KIRSTEN)
    s.fief_titles[1] = lord
    s.lords[lord].fief_titles.append(1)
    s.bishops[1] = lord
    helpers.give(s, KIRSTEN, "taxes")
    helpers.turn_of(s, KIRSTEN, "play_cards")
    table = Table(app, s)
    view = table.current
    pick(table, "taxes")
    view.on_village_click(v("Blaye"))
    assert table.submitted == [] and view.highlights()[v("Blaye")] == "selected"
    rows = [w.text for w in widgets(view, Row)]
    assert f"Tallage: {table.names.fief(1)}" in rows and "Tithe: Bishopric of Blaye (1)" in rows
    tithe = "Tithe: Bishopric of Blaye (1)"
    table.click(table.reach(Row, tithe).rect.center)
    assert table.submitted == [PlayTax("tithe", 1, lord)]


def test_play_a_lord_card_where_it_may_enter(app) -> None:
    s = at_draw()
    card = next(c for c in s.lord_deck if helpers.data().lord_cards[c].kind == "lord")
    helpers.give(s, KIRSTEN, card, "ambush")
    helpers.turn_of(s, KIRSTEN, "play_cards")
    table = Table(app, s)
    view = table.current
    pick(table, card)
    assert view.highlights() == {v("Blaye"): "placeable"}  # beside the family's lord (2.4.1)
    view.on_village_click(v("Blaye"))
    assert table.submitted == [PlayLord(card, v("Blaye"))]


def test_enter_ends_card_play_and_escape_puts_the_card_down(app) -> None:
    s = at_draw()
    helpers.give(s, KIRSTEN, "good-weather")
    helpers.turn_of(s, KIRSTEN, "play_cards")
    table = Table(app, s)
    view = table.current
    pick(table, "good-weather")
    assert table.key(pygame.K_ESCAPE) and view.card is None
    assert one(view, Button, "End card play")
    table.key(pygame.K_RETURN)
    assert table.viewer != KIRSTEN or s.step != "play_cards"


def test_a_click_on_a_mitre_plays_the_chosen_card_there(app) -> None:
    s = at_draw()
    helpers.give(s, KIRSTEN, "good-weather", "ambush")
    helpers.turn_of(s, KIRSTEN, "play_cards")
    table = Table(app, s)
    pick(table, "good-weather")
    row = one(table.current, Row, "Bishopric of Tournus (2)")
    assert row.detail == "+1 a mill"
    assert table.current.on_mitre_click(2)
    assert table.submitted == [PlayFortune("good-weather", 2)]


def test_the_hand_button_shows_the_cards_during_purchases_to_assassinate(make_app, fief_data) -> None:
    """9.0/10.0: an opportunity card is played at any decision of its holder; the hand
    panel stands in for the purchase panel, a click on the target lord plays it."""
    from game.games.fief.rules.actions import Assassinate
    from game.games.fief.ui.decisions.purchase import PurchaseView
    from game.ui.controller import Controller
    from tests.games.fief.ui.test_game_scene import advance, config, open_game, settle

    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 3)
    advance(ctl, lambda d: d.kind == "purchase" and d.seat == 0)
    helpers.give(ctl.state, 0, "assassination")
    app, scene = open_game(make_app, ctl)
    scene._view = None
    scene._synced = None
    settle(app, scene)
    assert isinstance(scene.decision_view, PurchaseView) and scene.hand_button.enabled
    scene.toggle_cards()
    settle(app, scene)
    view = scene.decision_view
    assert isinstance(view, CardsView) and view.back is not None
    assert one(view, Button, "Back to purchases")
    view.pick("assassination")
    s = ctl.state
    target = s.families[1].lords[0]
    assert s.lords[target].village in view.highlights()
    ctl.state.rng = Dice(6)  # the target survives
    assert view.on_lord_click(target)  # one lord of hers to sponsor it: played at once
    assert ctl.record.actions[-1] == Assassinate(target, s.families[0].lords[0])
    assert s.assassins == [s.families[0].lords[0]]
    settle(app, scene)
    # No card left: the purchases come back.
    assert isinstance(scene.decision_view, PurchaseView) and not scene.cards_mode


def test_an_uprising_lights_its_villages_and_a_click_raises_one(app) -> None:
    from game.games.fief.rules.actions import PlayUprising

    s = helpers.started(["Mazilles", "Sigy", "Blaye"])
    s.lying = {2: ["famine"]}
    s.fortune_deck.remove("famine")
    helpers.turn_of(s, DAVID, "purchase")
    helpers.give(s, DAVID, "uprising")
    table = Table(app, s)
    view = CardsView(table, table.decision, back=lambda: None)
    view.layout(table.panel)
    table.current = view
    pick(table, "uprising")
    assert view.highlights() == {v("Mazilles"): "target"}  # Kirsten's troops, bishopric 2 starving
    assert one(view, Row, "Mazilles").detail == f"{table.names.family(KIRSTEN)} first"
    view.on_village_click(v("Mazilles"))
    assert table.submitted == [PlayUprising(v("Mazilles"), KIRSTEN)]


def test_a_card_shows_large_or_in_a_tooltip_never_both(app) -> None:
    s = at_draw()
    helpers.give(s, KIRSTEN, "ambush", "good-weather")
    table = Table(app, s)
    view = table.current
    hand = widgets(view, HandRow)[0]
    card = hand.card_rects()[0]
    hand.hovered = True
    hand._mouse = card.center
    app.surface.fill((0, 0, 0))
    view.draw(app.surface)
    preview = hand.preview_rect(card, app.surface.get_rect())
    assert preview is not None and app.surface.get_at(preview.center)[:3] != (0, 0, 0), "the card shows large"
    assert hand.tooltip_at(card.center) is None, "so no tooltip repeats it"
    # A panel with no room beside it: no preview, and the tooltip carries the card's text.
    view.layout(pygame.Rect(0, 0, app.surface.get_width() // 3, app.surface.get_height()))
    hand = widgets(view, HandRow)[0]
    view.draw(app.surface)
    card = hand.card_rects()[0]
    assert hand.preview_rect(card, app.surface.get_rect()) is None
    assert "Ambush" in hand.tooltip_at(card.center)


def test_the_hand_button_opens_at_every_own_decision_where_opportunity_cards_are_played(make_app, fief_data) -> None:
    """9.0, 10.0: the hand panel may stand in for the marriage, election, ransom and
    battles decisions too; the draw shows the hand in its own panel."""
    from game.core.engine import Decision
    from game.ui.controller import Controller
    from tests.games.fief.ui.test_game_scene import advance, config, open_game

    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 3)
    advance(ctl, lambda d: d.kind == "purchase" and d.seat == 0)
    helpers.give(ctl.state, 0, "assassination")
    _app, scene = open_game(make_app, ctl)
    scene._view = None
    for kind in ("marriage", "candidate", "vote", "ransom", "battles", "battle", "pillage"):
        assert scene.cards_possible(Decision(0, kind, "", (), False)), kind
    assert not scene.cards_possible(Decision(0, "draw", "", (), False))  # its own panel shows the hand
    assert not scene.cards_possible(Decision(0, "permission", "", (), True))  # answering another family
