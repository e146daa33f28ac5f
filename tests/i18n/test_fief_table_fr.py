"""The Fief table in French: the pieces' tooltips, the phase tracker, the reveals, the
card faces, the family panel and the score sheet make their words from the catalogue,
in the language of the moment (a switch is seen at the next draw)."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.ui.render import card_faces, war
from game.games.fief.ui.render.card_faces import card_face, card_info
from game.games.fief.ui.render.pieces import lord_titles, troop_tooltip, village_tooltip
from game.games.fief.ui.scenes.board_viewer import describe_village
from game.games.fief.ui.scenes.game import election_show
from game.games.fief.ui.score import headline
from game.games.fief.ui.widgets.phase_tracker import phase_name, phase_note
from game.ui.theme import Theme
from tests.games.fief.helpers import started, v
from tests.games.fief.ui.test_war_markers import besiege, take_captive


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    if not pygame.display.get_init():
        pygame.display.init()
    pygame.font.init()


@pytest.fixture()
def position():
    s = started(["Blaye", "Beaujeu", "La Salle"])
    return s, engine.names_for(s)


def test_a_village_tooltip_in_french_with_its_plural_and_its_articles(position) -> None:
    s, names = position
    s.villages[v("Blaye")].mills = 1
    with i18n.using("fr"):
        one = village_tooltip(s.data, s, v("Blaye"), names)
        s.villages[v("Blaye")].mills = 2
        two = village_tooltip(s.data, s, v("Blaye"), names)
    assert "Contrôlé par Kirsten, première famille arrivée (5.1)." in one
    assert "1 moulin : 2 deniers chacun pour qui contrôle le village, aux revenus (3.0)." in one
    assert "2 moulins : 2 deniers chacun" in two
    assert "Forteresse : son contrôle suit celui du village (4.2, 5.1)." in one
    # the same words in English, as before
    assert "2 mills: 2 deniers each to the controller at Income (3.0)." in village_tooltip(s.data, s, v("Blaye"), names)


def test_troops_in_french_say_where_with_the_right_article(position) -> None:
    _s, names = position
    with i18n.using("fr"):
        here = troop_tooltip(names, 0, 1, 3, names.village(v("Blaye")))
        there = troop_tooltip(names, 0, 0, 1, names.village(v("La Salle")), hidden=2)
        none = troop_tooltip(names, 0, 0, 0, names.village(v("Blaye")))
    assert here == (
        "Troupes de la famille Kirsten à Blaye : un chevalier et 3 hommes d'armes. "
        "Force 6 en bataille (6.2 : un homme d'armes compte 1, un chevalier 3)."
    )
    assert there.startswith("Troupes de la famille Kirsten à La Salle : un homme d'armes et 2 pions cachés. ")
    assert "aucune troupe" in none
    assert troop_tooltip(names, 0, 1, 3, names.village(v("Blaye"))).startswith(
        "Kirsten's troops in Blaye: a knight and 3 men-at-arms."
    )


def test_a_fief_title_elides_before_a_vowel(position) -> None:
    s, _names = position
    blaye = s.data.board.villages[v("Blaye")].fief
    lord = s.families[0].lords[0]
    s.lords[lord].fief_titles.append(blaye)
    with i18n.using("fr"):
        (title,) = lord_titles(s.data, s, lord)
    assert title in ("Duc de Blaye", "Duchesse de Blaye")
    assert i18n.t("fief.ui.pieces.lord_title", title="Comte", place="Angers") == "Comte of Angers"
    assert i18n.m("fief.ui.pieces.lord_title", title="Comte", place="Angers").text("fr") == "Comte d'Angers"


def test_the_board_viewer_lists_roads_with_et(position) -> None:
    s, _names = position
    with i18n.using("fr"):
        lines = describe_village(s.data, s.data.board.villages[v("Blaye")])
    assert lines[-1] == "Routes vers Charolles, La Salle et Sennecy."
    assert any(line.endswith("de 4 villages, titre à 8 deniers.") for line in lines)


def test_the_phases_are_named_in_french() -> None:
    with i18n.using("fr"):
        assert phase_name(2) == "Piocher et jouer"
        assert phase_note(3) == "chaque famille touche 1 denier par village contrôlé et 2 par moulin (3.0)"
        assert phase_name(9) == ""
    assert phase_name(2) == "Draw & Play Cards"


def test_a_reveal_made_in_english_is_shown_in_french_after_a_switch(position) -> None:
    s, names = position
    lords = [s.families[0].lords[0], s.families[1].lords[0]]
    e = ev.ElectionHeld(
        office="king",
        bishopric=0,
        candidates=((0, lords[0]), (1, lords[1])),
        ballots=((0, lords[0], ""), (1, "", lords[0]), (2, "", "")),
        votes=((0, 2), (1, 1), (2, 1)),
        totals=((lords[0], 2), (lords[1], 0)),
        elected=lords[0],
        tally="fief.elections.king_elected",
        best=2,
        cast=2,
        needed=2,
    )
    show = election_show(s.data, s, names, e)
    first, second = (str(names.lord(lid)) for lid in lords)
    assert (
        show.caption == f"{first} is elected King: {first} 2, {second} 0. 2 votes, the most, with the Church's support."
    )
    assert show.heading == "King: the Vote markers are turned over"
    with i18n.using("fr"):
        assert (
            show.caption
            == f"{first} est élu Roi : {first} 2, {second} 0. 2 votes, le plus grand nombre, avec le soutien de l'Église."
        )
        assert show.heading == "Roi : les marqueurs Vote sont retournés"
        ballots = [words for _rgb, _pattern, words in show.ballots]
    assert ballots[0] == f"Kirsten : POUR {first} (+2)"
    assert ballots[1] == f"Grady : aucun marqueur POUR · LEURRE sur {first}"
    assert ballots[2] == "David : les deux marqueurs gardés en main (1 voix perdue)"


def test_a_captive_and_a_siege_in_french(position) -> None:
    s, names = position
    besiege(s, 1, v("Blaye"), v("La Salle"), value=1)
    captive = s.families[2].lords[0]
    take_captive(s, captive, 1, v("Blaye"))
    with i18n.using("fr"):
        dice = i18n.text(war._dice(1)), i18n.text(war._dice(2))
        siege = war.siege_tooltip(s, names, v("Blaye"), 1)
        lines = war.siege_lines(s, names, v("Blaye"))
        held = war.captive_tooltip(s.data, s, names, captive)
    assert dice == ("1 dé de bataille", "2 dés de bataille")
    assert siege.startswith("Engin de siège de la famille Grady : annule jusqu'à 1 pénalité de l'attaquant")
    assert "Sur sa face 1 dé de bataille ; le siège de Blaye a commencé au tour 1 (6.4)." in siege
    assert (
        lines[0] == "Assiégé par la famille Grady : engin de siège sur sa face 1 dé de bataille depuis le tour 1 (6.4)."
    )
    assert "de la famille David, captif de la famille Grady (6.2.3)" in held or "captive de la famille Grady" in held
    assert "à Blaye parmi les unités de la famille Grady" in held


def test_the_score_headline_in_french_counts_rounds_as_french_does(position) -> None:
    s, _names = position
    from game.games.fief.rules.state import Outcome

    s.outcome = Outcome((), "round_limit", "the round limit")
    s.round = 1
    with i18n.using("fr"):
        assert headline(s) == "Aucun vainqueur après 1 tour"
        s.round = 2
        assert headline(s) == "Aucun vainqueur après 2 tours"
        s.outcome = Outcome((0,), "victory", "three titles")
        assert headline(s) == "Kirsten l'emporte"
    assert headline(s) == "Kirsten wins"


def test_card_faces_are_drawn_again_in_the_new_language(position) -> None:
    s, _names = position
    theme = Theme(1.0)
    lord = s.families[0].lords[0]
    english = card_info(s.data, lord)
    with i18n.using("fr"):
        french = card_info(s.data, lord)
        label = card_faces._kind_label(french)
        assert label in ("Seigneur", "Dame")
        assert card_faces._kind_label(card_info(s.data, "bountiful-harvest")) == "Fortune \u00b7 Jouer des cartes"
        face = card_face(theme, s.data, lord, 160)
    assert english != french and french.lang == "fr"
    assert card_face(theme, s.data, lord, 160) is not face  # another key: not the French face
    assert card_faces._kind_label(english) in ("Lord", "Lady")


def test_a_card_text_comes_from_the_data_in_the_language_it_gives(position) -> None:
    class Card:
        def __init__(self) -> None:
            self.text = "Each mill earns 1 more denier."
            self.texts = {"fr": "Chaque moulin rapporte 1 denier de plus."}

    assert card_faces.card_text(Card(), "fr") == "Chaque moulin rapporte 1 denier de plus."
    assert card_faces.card_text(Card(), "en") == "Each mill earns 1 more denier."
    assert card_faces.card_text(Card(), "de") == "Each mill earns 1 more denier."


@pytest.mark.parametrize("width", (80, 160, 240))
def test_every_card_face_draws_in_french_and_its_footer_fits(position, width) -> None:
    """The French footers ("Opportunité · à tout moment") run longer than the English:
    every face still draws at its size, and each footer fits the room the face gives it."""
    s, _names = position
    theme = Theme(1.0)
    ids = [*s.data.lord_cards, *s.data.fortune_cards]
    with i18n.using("fr"):
        for card_id in ids:
            face = card_face(theme, s.data, card_id, width)
            assert face.get_size() == (width, round(width * 1.4)), card_id
            info = card_info(s.data, card_id)
            label = card_faces._kind_label(info)
            if width < card_faces.SMALL_WIDTH or info.kind == "lord" or not label:
                continue
            w = face.get_width()
            pad = max(2, round(w * 0.035))
            foot_px = max(8, round(w * 0.05))
            inner = w - 2 * max(3, round(w * 0.05))  # the panel inside the frame's band
            room = inner - 2 * pad - (theme.text_size(info.section, "small_italic", foot_px)[0] + pad)
            px = card_faces._fit_line(theme, label, "small_italic", room, foot_px, 7)
            assert px > 7 or theme.text_size(label, "small_italic", px)[0] <= room, (card_id, label)


def test_the_table_speaks_french_after_a_switch_without_being_opened_again(make_app, fief_data) -> None:
    """The tray, the phase tracker and the family panels make their words when they draw:
    a language switch shows in the next frames, with the table left as it is."""
    from game.games.fief.descriptor import DESCRIPTOR as FIEF
    from game.ui.controller import Controller
    from tests.games.fief.ui.test_game_scene import config, open_game
    from tests.ui.driver import step

    ctl = Controller.new(FIEF, fief_data, config(["human", "human", "human"]), 3)
    app, scene = open_game(make_app, ctl)

    def deck_tip() -> str:
        return next(h.tooltip for h in scene.tray.hits if h.kind == "deck" and h.key == "lord")

    assert deck_tip().startswith("Lord deck: ")
    with i18n.using("fr"):
        scene.layers.clear()  # as the client does when its language changes
        step(app, 2)
        assert deck_tip().startswith("Pioche Seigneurs : ")
        medallion = scene.tracker.medallions()[3]
        assert scene.tracker.tooltip_at(medallion.center).startswith("Phase 4, Achats")
        panel = scene.panels[0]
        tips = [tip for _rect, tip in panel._tips]
        assert any(tip.startswith("Chevaliers dans la réserve de la famille") for tip in tips)
    scene.layers.clear()
    step(app, 2)
    assert deck_tip().startswith("Lord deck: ")
