"""The decision panels of part B in French: exact words, plural and elision, a language
switch picked up when a panel is built again, and every panel still fitting its boxes
with the longer French words."""

from __future__ import annotations

import pytest

from game.core import i18n
from game.core.i18n import Name, m
from game.games.fief.rules import engine
from game.games.fief.rules.names import deniers
from game.games.fief.ui.decisions.common import PanelView, Row, count_words, troops_words
from game.games.fief.ui.decisions.purchase import PurchaseView
from game.ui.widgets.button import Button
from tests.games.fief import helpers
from tests.games.fief.ui import test_decision_views as views


def test_counts_of_pieces_in_french_with_a_plural_and_zero_singular() -> None:
    names = engine.names_for(helpers.started(["Blaye", "Sigy", "Tournus"]))
    with i18n.using("fr"):
        assert count_words(names, "knight", 1) == "1 chevalier"
        assert count_words(names, "man_at_arms", 3) == "3 hommes d'armes"
        assert troops_words(names, 2, 1) == "2 chevaliers et 1 homme d'armes"
        assert troops_words(names, 0, 0) == "aucune troupe"
        assert i18n.t("fief.ui.purchase.left", n=0) == "0 restant"
        assert i18n.t("fief.ui.purchase.left_shared", n=4) == "4 restants (commun)"
    assert troops_words(names, 2, 1) == "2 knights and 1 man-at-arms"


def test_french_elision_and_contraction_in_panel_words() -> None:
    angers, blaye = Name.plain("Angers"), Name.plain("Blaye")
    assert m("fief.ui.deal.control_of", village=angers).text("fr") == "Contrôle d'Angers"
    assert m("fief.ui.deal.control_of", village=blaye).text("fr") == "Contrôle de Blaye"
    assert m("fief.ui.deal.freedom_for", lord=Name.plain("Agnès")).text("fr") == "Libération d'Agnès"
    assert m("fief.ui.claim.in_village", village=blaye).text("fr") == "à Blaye"
    assert (
        m("fief.ui.ransom.offers", family=Name.plain("Rouge"), deniers=deniers(4), lord=angers, full=deniers(6)).text(
            "fr"
        )
        == "Rouge offre 4 deniers pour Angers (rançon entière : 6 deniers)."
    )
    assert m("fief.ui.deal.markers", n=1).text("fr") == "1 marqueur Diplomatie"
    assert m("fief.ui.deal.markers", n=2).text("fr") == "2 marqueurs Diplomatie"
    assert m("fief.ui.deal.markers", n=2).text("en") == "2 Diplomacy markers"


def test_the_purchase_panel_speaks_french_and_follows_a_language_switch(app) -> None:
    table = views.Table(app, helpers.started(["Blaye", "Sigy", "Tournus"]))
    view = table.current
    assert isinstance(view, PurchaseView)
    views.one(view, Row, "Knight")
    with i18n.using("fr"):
        view.rebuild()  # a panel makes its words each time it is laid out
        views.one(view, Row, "Chevalier")
        views.one(view, Row, "Homme d'armes")
        end = views.one(view, Button, "Finir les achats")
        assert view.tooltip_at(end.rect.center) == "Terminer vos achats (Entrée) ; la famille suivante achète (4.0)."
        assert view.title_words() == "Achats"
        assert "(4.1)" in view.tooltip_at(views.one(view, Row, "Chevalier").rect.center)
    view.rebuild()
    views.one(view, Row, "Knight")
    assert view.title_words() == "Purchases"


@pytest.mark.parametrize("place", [views.box_rect, views.strip_rect, views.sheet_rect])
def test_every_panel_fits_its_boxes_in_french(make_app, place) -> None:
    """The drawing test of the panels, at the smallest window, with the French words."""
    with i18n.using("fr"):
        views.test_every_view_draws_its_panel_in_every_arrangement_and_window_size(make_app, (1280, 720), place)


@pytest.fixture
def app(make_app):
    return make_app(scene=None)


#: The panels of part B (their titles are message ids).
PART_B = {"purchase", "deal", "ransom", "election", "reaction", "start", "claim", "permission", "marriage", "relics"}


def test_a_panel_title_is_an_id_with_french_words() -> None:
    for cls in {c for c in views.VIEWS.values() if issubclass(c, PanelView)}:
        if cls.__module__.rsplit(".", 1)[-1] in PART_B:
            assert cls.title.startswith("fief.ui."), cls
            assert m(cls.title).text("fr") != m(cls.title).text("en"), cls


def test_a_detail_without_room_beside_the_text_heads_the_second_line(app) -> None:
    theme = app.theme
    row = Row(theme, "Éric", sub=m("fief.ui.ransom.your_captive", family=Name.plain("Grady")), detail="1 d.")
    assert row.detail_beside(theme.px(300)) and row.second_line(theme.px(300)) == "of Grady, your captive"
    with i18n.using("fr"):
        long = Row(theme, "Éric", sub="de la famille Grady", detail=m("fief.ui.ransom.full_ransom", deniers=deniers(2)))
        narrow = theme.px(190)
        assert not long.detail_beside(narrow)
        assert long.second_line(narrow) == "rançon entière 2 deniers · de la famille Grady"
        text, sub = long.lines(narrow)
        assert text == ["Éric"] and sub
