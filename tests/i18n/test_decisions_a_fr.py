"""The war, movement and card panels in French: exact words (plural forms, elision,
lists), every panel drawn in French without a word spilling out of it, and a panel
that follows a change of language when it is rebuilt."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from game.core.i18n import Name, m, words
from game.games.fief.rules import engine
from game.games.fief.rules.actions import CallOff, ChooseStart, Done, Fight, OfferTruce, Surrender
from game.games.fief.ui.decisions.battle import BattleView
from game.games.fief.ui.decisions.battle_board import BattleBoard, ChoiceButton, dice_words, hits_words, penalty_words
from game.games.fief.ui.decisions.battles import BattlesView
from game.games.fief.ui.decisions.cards import BACK_TO, CardsView
from game.games.fief.ui.decisions.common import PanelView
from game.games.fief.ui.decisions.movement import MovementView
from game.ui.theme import Theme
from game.ui.widgets.button import Button
from tests.games.fief import helpers
from tests.games.fief.helpers import v
from tests.games.fief.ui import war_positions as pos
from tests.games.fief.ui.test_decision_views import (
    KIRSTEN,
    Table,
    box_rect,
    grady_moving,
    one,
    sheet_rect,
    strip_rect,
    widgets,
)

GRADY = pos.GRADY


@pytest.fixture
def app(make_app):
    return make_app(scene=None)


@pytest.fixture
def french():
    with i18n.using("fr"):
        yield


# --------------------------------------------------------------------------- words


def test_dice_hits_and_moves_take_the_french_plural_where_zero_is_singular() -> None:
    with i18n.using("fr"):
        assert [dice_words(n) for n in (0, 1, 3)] == ["aucun dé", "1 dé", "3 dés"]
        assert [hits_words(n) for n in (0, 1, 2)] == ["0 touche", "1 touche", "2 touches"]
        assert i18n.t("fief.ui.movement.moves_left", n=1) == "1 mouvement restant"
        assert i18n.t("fief.ui.movement.moves_left", n=2) == "2 mouvements restants"
        assert i18n.t("fief.ui.battles.engines_left", n=0) == "0 engin restant"
    assert [dice_words(n) for n in (0, 1, 3)] == ["no die", "1 die", "3 dice"]
    assert [hits_words(n) for n in (0, 1, 2)] == ["0 hits", "1 hit", "2 hits"]


def test_places_and_families_are_elided_and_contracted() -> None:
    autun, blaye, grady, anne = (Name.plain(x) for x in ("Autun", "Blaye", "Grady", "Anne"))
    assert m("fief.ui.battle_board.lift_siege_of", village=autun).text("fr") == "Lever le siège d'Autun"
    assert m("fief.ui.battle_board.lift_siege_of", village=blaye).text("fr") == "Lever le siège de Blaye"
    assert m("fief.ui.battle_board.attack", family=grady, village=blaye).text("fr") == "Attaquer Grady à Blaye"
    assert m("fief.ui.battle_board.ambush_of", lord=blaye, family=anne).text("fr") == "Embuscade contre Blaye d'Anne"
    assert m("fief.ui.battle.join_tip", family=anne, strength="5 points de force", dice="2 dés").text("fr") == (
        "Combattre aux côtés d'Anne : ensemble 5 points de force, 2 dés. La famille la plus forte d'un camp "
        "décide des pertes et de qui prend les captifs (6.0, 6.2)."
    )
    back = {
        kind: m("fief.ui.cards.back", what=m(BACK_TO[kind])).text("fr")
        for kind in ("candidate", "purchase", "movement", "battle")
    }
    assert back == {
        "candidate": "Retour à l'élection",
        "purchase": "Retour aux achats",
        "movement": "Retour au mouvement",
        "battle": "Retour à la bataille",
    }


def test_lists_of_lords_are_joined_and_agree_with_their_verb() -> None:
    two = words([Name.plain("Anne"), Name.plain("Blanche")])
    one_lord = words([Name.plain("Anne")])
    assert m("fief.ui.battle_board.lords_die", lords=two, n=2).text("fr") == "Anne et Blanche meurent"
    assert m("fief.ui.battle_board.lords_die", lords=one_lord, n=1).text("fr") == "Anne meurt"
    assert m("fief.ui.battle_board.lords_die", lords=two, n=2).text("en") == "Anne and Blanche die"
    alone = m("fief.ui.movement.alone_warning", lords=two, n=2).text("fr")
    assert alone == (
        "Anne et Blanche, seuls face à l'armée d'une autre famille, seront faits captifs si vous terminez "
        "(FAQ, phase 6)."
    )


# --------------------------------------------------------------------------- panels in French


def test_the_battle_round_in_french(app, french) -> None:
    s = pos.battle_round()
    table = Table(app, s)
    view = table.current
    assert isinstance(view, BattleView)
    said = {b.action: b.text for b in view.choice_buttons()}
    assert said[Fight()] == "Combattre"
    assert said[Surrender()] == "Se rendre"
    assert said[OfferTruce(GRADY)] == "Proposer une trêve — Grady garde le village"
    assert said[OfferTruce(KIRSTEN)] == "Proposer une trêve — Kirsten prend le village"
    assert said[CallOff()] == "Cesser l'assaut"
    assert penalty_words(s, s.battle, table.names) == [
        "Forteresse −1 dé, l'engin de siège en annule 1 : plus aucune pénalité (6.2.1, 6.4.2)."
    ]


def test_the_movement_panel_in_french(app, french) -> None:
    table = Table(app, grady_moving())
    view = table.current
    assert isinstance(view, MovementView) and view.title == "Mouvement"
    one(view, Button, "Finir le mouvement")
    one(view, Button, "Tout prendre")
    table.click(one(view, Button, "Finir le mouvement").rect.center)
    assert table.submitted == []  # lords could still move: it asks first
    assert any(text.endswith("peut encore se déplacer. Terminer quand même ?") for text, _ in view.footer_text)


def _drawing():
    s = helpers.new(3)
    for name in ("Blaye", "Sigy", "Tournus"):
        engine.apply(s, ChooseStart(v(name)))
    while s.step == "marriage":
        engine.apply(s, Done())
    s.families[KIRSTEN].hand = ["taxes", "good-weather"]
    s.cache.clear()
    return s


def _playing():
    s = _drawing()
    s.families[KIRSTEN].hand.append(next(c for c in s.lord_deck if c in helpers.data().lords))
    s.cache.clear()
    helpers.turn_of(s, KIRSTEN, "play_cards")
    return s


def test_the_cards_panel_in_french(app, french) -> None:
    table = Table(app, _drawing())
    view = table.current
    assert isinstance(view, CardsView) and view.title == "Cartes"
    assert [w.text for w in widgets(view, Button)] == ["Arrêter de piocher"]
    one(view, type(view.group.widgets[1]), "Piocher une carte Seigneur")


def test_a_panel_rebuilt_after_a_change_of_language_speaks_the_new_one(app) -> None:
    table = Table(app, pos.battles_turn())
    view = table.current
    assert isinstance(view, BattlesView) and view.title == "Battles"
    one(view, Button, "End battles")
    with i18n.using("fr"):
        view.layout(table.panel)
        assert view.title == "Batailles"
        one(view, Button, "Finir les batailles")
    view.layout(table.panel)
    one(view, Button, "End battles")


# --------------------------------------------------------------------------- nothing spills out


POSITIONS = {
    **{name: make for name, make in pos.POSITIONS.items() if not name.startswith("ransom") and name != "two_captives"},
    "movement": grady_moving,
    "drawing": _drawing,
    "playing": _playing,
}
MINE = (BattleView, BattlesView, MovementView, CardsView)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("place", [box_rect, strip_rect, sheet_rect])
def test_every_word_of_these_panels_stays_inside_them(make_app, monkeypatch, lang, size, place) -> None:
    """Each panel drawn in each arrangement: no text drawn across the panel's sides, and
    no button's words wider than the button."""
    app = make_app(scene=None, window_size=size)
    drawn: list[tuple[str, pygame.Rect]] = []
    original = Theme.blit_text

    def watch(self, surface, text, at, *args, **kw):
        rect = original(self, surface, text, at, *args, **kw)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(Theme, "blit_text", watch)
    with i18n.using(lang):
        for name, make in POSITIONS.items():
            state = make()
            if name == "playing":
                state.families[KIRSTEN].hand = state.families[KIRSTEN].hand[:3]
            table = Table(app, state)
            table.panel = place(app)
            view = table.current
            assert isinstance(view, PanelView) and isinstance(view, MINE), name
            view.layout(table.panel)
            drawn.clear()
            table.draw()
            panel = table.panel
            out = [text for text, r in drawn if r.width and (r.left < panel.left - 1 or r.right > panel.right + 1)]
            assert not out, (name, out)
            for w in view.foot.widgets:
                assert panel.contains(w.rect), (name, getattr(w, "text", w))
            for b in widgets(view, ChoiceButton) + widgets(view, Button):
                if b.visible:
                    for text, r in drawn:
                        if text and text in b.text and b.rect.colliderect(r):
                            assert r.left >= b.rect.left - 1 and r.right <= b.rect.right + 1, (name, b.text)
            # The battle board: each side's words stay on its own side.
            for board in widgets(view, BattleBoard):
                if board.visible and board.side_by_side(board.rect.width):
                    drawn.clear()
                    board.draw(app.surface)
                    middle = board.rect.centerx
                    across = [text for text, r in drawn if r.left < middle < r.right and text != "vs"]
                    assert not across, (name, across)


def test_a_battle_board_made_in_english_is_drawn_in_french_after_a_switch(app, monkeypatch) -> None:
    """The game scene keeps a board while a battle step lasts: its words are made when
    it is drawn, so a change of language shows at once."""
    table = Table(app, pos.battle_round())
    board = widgets(table.current, BattleBoard)[0]
    drawn: list[str] = []
    original = Theme.blit_text

    def watch(self, surface, text, at, *args, **kw):
        drawn.append(text)
        return original(self, surface, text, at, *args, **kw)

    monkeypatch.setattr(Theme, "blit_text", watch)
    board.draw(app.surface)
    assert "ATTACKERS" in drawn and "DEFENDERS" in drawn
    drawn.clear()
    with i18n.using("fr"):
        board.draw(app.surface)
        assert "ATTAQUANTS" in drawn and "DÉFENSEURS" in drawn
        assert any(text.endswith(" PF") for text in drawn)
        family = next(fam for side in board.sides for fam in side.families if fam.seat == KIRSTEN)
        tip = board.tooltip_at(board._tips[0][0].center)
        assert tip is not None and tip.startswith(f"{family.name} engage "), tip
        assert "points de force (chevalier 3, homme d'armes 1, seigneur 1, dame sans titre 0 ; 6.2)." in tip


def test_playing_cards_in_french(app, french) -> None:
    from tests.games.fief.ui.test_cards_view import at_draw, pick

    s = at_draw()
    helpers.give(s, KIRSTEN, "bountiful-harvest", "ambush")
    s.lying = {2: ["heavy-rain"]}
    s.fortune_deck.remove("heavy-rain")
    helpers.turn_of(s, KIRSTEN, "play_cards")
    table = Table(app, s)
    pick(table, "bountiful-harvest")
    assert table.current.on_mitre_click(2)
    harvest = table.names.card_name("bountiful-harvest")
    assert table.notices[-1].startswith(f"La carte {harvest} ne peut pas être jouée sur ")
    table.current.on_village_click(v("Tournus"))
    assert table.notices[-1] == (
        f"La carte {harvest} ne peut pas être jouée à Tournus : les lieux possibles sont éclairés sur le plateau."
    )
    assert [w.text for w in widgets(table.current, Button)] == ["Finir de jouer"]
    pick(table, "ambush")
    said = " ".join(getattr(w, "text", "") for w in table.current.group.widgets)
    assert "Une Embuscade se joue quand un de vos seigneurs livre une bataille (10.5)." in said


def test_a_lord_walking_alone_into_an_army_is_warned_in_french(app, french) -> None:
    from game.games.fief.rules.actions import Move

    s = helpers.started(["Tournus", "Blaye", "Bourg"])
    kirsten = helpers.lord_of(s, KIRSTEN)
    helpers.move_lord(s, kirsten, v("Charolles"))
    helpers.put(s, KIRSTEN, v("Charolles"), knights=1)
    s = grady_moving(s)
    table = Table(app, s)
    view = table.current
    lord = helpers.lord_of(s, GRADY)
    view.select(lord)
    who = table.names.lord(lord)
    assert view.village_tooltip(v("Charolles")) == (
        f"Déplacer {who} à Charolles : une route, un mouvement (5.0). Sans troupes, {who} y tombe aux mains de "
        "l'ennemi si votre mouvement s'achève là (FAQ, phase 6)."
    )
    view.on_village_click(v("Charolles"))
    assert [text for text, _ in view.footer_text] == [
        f"{who} n'a pas de troupes : à Charolles, il se trouve face à l'armée de Kirsten et sera fait captif s'il y "
        "est encore à la fin de votre mouvement (FAQ, phase 6). Y aller quand même ?"
    ]
    table.click(one(view, Button, "Y aller quand même").rect.center)
    assert table.submitted == [Move(lord, v("Charolles"))]
    view = table.current
    table.click(one(view, Button, "Finir le mouvement").rect.center)
    assert view.footer_text[0][0].startswith(
        f"{who}, seul face à l'armée d'une autre famille, sera fait captif si vous terminez (FAQ, phase 6). "
    )


def test_a_village_whose_name_starts_with_les_or_le_contracts_rightly() -> None:
    essarts, lezoux = Name.plain("Les Essarts"), Name.plain("Lezoux")
    assert m("fief.ui.battle_board.attack", family=Name.plain("Anne"), village=essarts).text("fr") == (
        "Attaquer Anne aux Essarts"
    )
    assert m("fief.ui.battle_board.lift_siege_of", village=essarts).text("fr") == "Lever le siège des Essarts"
    assert m("fief.ui.battle_board.lift_siege_of", village=lezoux).text("fr") == "Lever le siège de Lezoux"
