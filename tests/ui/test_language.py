"""The language setting: the whole client switches at once, without a restart.

The settings screen offers the system's language and each language a catalogue exists
for; a choice applies at once to every scene on the stack (each lays itself out again,
with words made anew), is kept in the settings file, and a code no catalogue has falls
back to English with a notice."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pygame

from game import registry
from game.core import i18n
from game.core.contract import SeatConfig
from game.ui.app import App, Options
from game.ui.controller import Controller
from game.ui.scenes.curtain import CurtainScene
from game.ui.scenes.game_menu import GameMenuScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings_scene import SettingsScene, language_choices
from game.ui.scenes.table import TableScene
from game.ui.settings import load_settings
from game.ui.widgets.selector import CycleSelector
from tests.testgame.descriptor import DESCRIPTOR as PILGRIMS
from tests.testgame.rules import PilgrimsConfig
from tests.ui.driver import button, key, step, widgets

TITLE_EN = ["New game", "Continue", "Load", "Settings", "Rules", "Quit"]
TITLE_FR = ["Nouvelle partie", "Continuer", "Charger", "Réglages", "Règles", "Quitter"]


def _labels(scene) -> list[str]:
    from game.ui.widgets.button import Button

    return [w.text for w in scene.group.widgets if isinstance(w, Button)]


def _choose_language(app: App, code: str) -> None:
    """Pick ``code`` in the open settings screen, as a click on its selector does."""
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    selector = widgets(scene, CycleSelector)[0]
    assert code in [c.value for c in selector.choices]
    selector.set_value(code, notify=True)
    step(app)


def _two_people() -> PilgrimsConfig:
    seats = [SeatConfig("Agnes", "grey", "human", "steady"), SeatConfig("Bruno", "ochre", "human", "steady")]
    return PilgrimsConfig(seats, 12)


def test_the_settings_offer_the_system_language_then_each_catalogue(app: App, monkeypatch) -> None:
    choices = language_choices()
    assert choices[0] == ("", "System (English)")
    assert ("en", "English") in choices and ("fr", "Français") in choices
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    with i18n.using("fr"):
        assert language_choices()[0] == ("", "Système (Français)")


def test_switching_the_language_in_a_running_app_changes_every_screen(make_app, user_home: Path) -> None:
    app = make_app()
    title = app.scenes.top
    assert _labels(title) == TITLE_EN
    # From the title: Settings, then French. The settings screen itself switches at once.
    key(app, pygame.K_s)
    _choose_language(app, "fr")
    assert i18n.language() == "fr"
    settings = app.scenes.top
    assert "Terminé" in _labels(settings) and "Valeurs par défaut" in _labels(settings)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is title and _labels(title) == TITLE_FR
    assert app.window.title.startswith("Seneschal — ")
    saved = json.loads((user_home / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "fr"

    # A game at the table, two people passing the computer: the curtain and the table in French.
    ctl = Controller.new(PILGRIMS, PILGRIMS.load_data(None), _two_people(), 5)
    app.settings.animation_speed = "instant"
    app.play(ctl)
    step(app)
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene)
    assert curtain.words.heading == "Passez l'ordinateur à Agnes"
    button(curtain, "Je suis Agnes, montrer ma table").click()
    step(app)
    table = app.games()[0]
    assert isinstance(table, TableScene) and app.scenes.top is table
    assert table.continue_words() == "Continuer"
    menu = button(table, "Menu")
    assert menu.tooltip.startswith("Le menu de la partie")
    step(app, 2)
    assert " — Tour 1" in app.window.title

    # Back to English from the game menu's settings: the table below the menu, the menu
    # and the settings all switch, without leaving the game.
    key(app, pygame.K_ESCAPE)
    game_menu = app.scenes.top
    assert isinstance(game_menu, GameMenuScene) and "Reprendre" in _labels(game_menu)
    button(game_menu, "Réglages").click()
    step(app)
    _choose_language(app, "en")
    assert i18n.language() == "en" and "Done" in _labels(app.scenes.top)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is game_menu and "Resume" in _labels(game_menu)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table and button(table, "Menu").tooltip.startswith("The game menu")
    step(app, 2)
    assert " — Round 1" in app.window.title
    assert table.continue_words() == "Continue"
    assert load_settings()[0].language == "en"


def test_the_rules_are_read_in_the_language_of_the_words(make_app) -> None:
    app = make_app(language="fr")
    rules = app.open("rules")
    step(app)
    assert isinstance(rules, RulesScene)
    assert rules.blocks[0].text == "La partie en bref" and any(b.text == "Mise en place" for b in rules.blocks)
    app.back()
    app.settings.language = "en"
    app.apply_settings()
    rules = app.open("rules")
    step(app)
    assert rules.blocks[0].text == "The game in brief" and any(b.text == "Setting up" for b in rules.blocks)


def test_a_saved_language_is_applied_before_the_first_frame(user_home: Path) -> None:
    (user_home / "settings.json").write_text(json.dumps({"language": "fr"}), encoding="utf-8")
    app = App(Options(window_size=(1280, 720)), registry)
    try:
        assert i18n.language() == "fr"
        app.open("title")
        step(app)
        assert _labels(app.scenes.top) == TITLE_FR
    finally:
        app.close()


def test_an_unknown_language_in_the_file_falls_back_to_english_with_a_notice(user_home: Path) -> None:
    (user_home / "settings.json").write_text(json.dumps({"language": "tlh"}), encoding="utf-8")
    app = App(Options(window_size=(1280, 720)), registry)
    try:
        assert i18n.language() == "en"
        assert any("“tlh”" in str(text) and "English" in str(text) for text, _ in app.notices)
        assert app.settings.language == "tlh"  # kept: a later version may know it
    finally:
        app.close()


def test_a_language_that_is_not_a_code_is_reset_with_a_message(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": ["fr"]}), encoding="utf-8")
    settings, messages = load_settings(path)
    assert settings.language == "" and len(messages) == 1 and "language" in str(messages[0])


def test_a_language_for_one_run_leaves_the_setting_alone(user_home: Path) -> None:
    app = App(Options(window_size=(1280, 720), language="fr"), registry)
    try:
        assert i18n.language() == "fr" and app.settings.language == ""
        app.apply_settings()  # another setting changed: still French for this run
        assert i18n.language() == "fr"
        app.settings.language = "en"
        app.apply_settings(dataclasses.replace(app.settings, language=""))  # the player chose
        assert i18n.language() == "en"
    finally:
        app.close()
