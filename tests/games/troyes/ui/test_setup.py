"""Troyes' set-up: with one family the screen names and explains The King's Challenge
(Appendix A) and shows only the options that apply to it; with more, the start player
is one of the families there are."""

from __future__ import annotations

import pytest

from game.core import i18n
from game.games.troyes.ui.setup import SOLO_OPTIONS, setup_for_seats
from game.ui.app import App
from game.ui.controller import Controller
from game.ui.plugin import SetupOption
from game.ui.scenes.setup import SetupScene
from game.ui.settings import UI_SCALES
from game.ui.widgets.label import Label
from game.ui.widgets.selector import CycleSelector
from game.ui.widgets.toggle import Toggle
from tests.ui.driver import button, click, step, widgets
from tests.ui.test_layouts import _check as check


def _setup(make_app, players: int, language: str | None = None) -> tuple[App, SetupScene]:
    app = make_app(game="troyes", players=players, bots=0, language=language)
    click(app, button(app.scenes.top, i18n.t("core.title.new_game")).rect.center)
    scene = app.scenes.top
    assert isinstance(scene, SetupScene)
    return app, scene


def _labels(scene: SetupScene) -> list[str]:
    return [w.text for w in widgets(scene, Label)]


def _count(app: App, scene: SetupScene, n: int) -> None:
    """Choose ``n`` families with the selector's arrows."""
    assert scene.seat_count is not None
    while len(scene.seats) != n:
        right = len(scene.seats) < n
        rect = scene.seat_count.rect
        click(app, (rect.right - 5 if right else rect.left + 5, rect.centery))


def test_the_solo_game_is_named_explained_and_shows_only_its_options(make_app) -> None:
    _app, scene = _setup(make_app, 1)
    labels = _labels(scene)
    assert "The King's Challenge" in labels
    assert i18n.t("troyes.ui.setup.solo_about") in labels
    assert i18n.t("troyes.ui.setup.solo_about").startswith("You play alone against le Roy")
    assert [row.option.id for row in scene.rows] == ["bonus_cards"]
    assert scene.selectors == {}  # neither the tie-break nor the start player
    assert [w.text for w in widgets(scene, Toggle)] == ["Bonus cards"]
    config = scene.config()
    assert (config.tie_break, config.start, config.bonus_cards) == ("none", None, False)
    game = Controller.new(scene.game, scene.data, config, 7)  # what Begin the game starts
    assert game.record.state.solo


def test_the_solo_game_in_french(make_app) -> None:
    _app, scene = _setup(make_app, 1, language="fr")
    labels = _labels(scene)
    assert "Le Défi du Roy" in labels
    assert any(text.startswith("Vous jouez seul contre le Roy") for text in labels)


def test_more_families_play_the_usual_game_with_every_option(make_app) -> None:
    app, scene = _setup(make_app, 1)
    _count(app, scene, 3)
    assert "The King's Challenge" not in _labels(scene)
    ids = [row.option.id for row in scene.rows]
    assert ids[:3] == ["bonus_cards", "tie_break", "start_player"]
    starts = [choice.value for choice in scene.selectors["start_player"].choices]
    assert starts == [None, 1, 2, 3]  # drawn by lot, or one of the three families
    _count(app, scene, 4)
    assert [choice.value for choice in scene.selectors["start_player"].choices] == [None, 1, 2, 3, 4]


def test_a_value_kept_while_hidden_and_one_no_longer_offered_goes_back(make_app) -> None:
    app, scene = _setup(make_app, 4)
    for option, wanted in (("tie_break", "deniers"), ("start_player", 4)):
        while scene.values[option] != wanted:
            selector: CycleSelector = scene.selectors[option]
            click(app, (selector.rect.right - 5, selector.rect.centery))
    assert (scene.config().tie_break, scene.config().start) == ("deniers", 3)
    _count(app, scene, 1)  # the wrap from 4 to 1
    assert (scene.config().tie_break, scene.config().start) == ("none", None)  # not the solo game's
    _count(app, scene, 2)
    assert scene.values["tie_break"] == "deniers"  # as chosen before
    assert scene.values["start_player"] is None  # family 4 is gone: drawn by lot again
    assert scene.problem() is None
    assert (scene.config().tie_break, scene.config().start) == ("deniers", None)


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_the_hook_keeps_the_rows_in_order(make_app, seats: int) -> None:
    _app, scene = _setup(make_app, 2)
    chosen = setup_for_seats(scene.data, seats, tuple(scene.all_rows))
    ids = [row.option.id for row in chosen.rows]
    if seats == 1:
        assert set(ids) == set(SOLO_OPTIONS) and str(chosen.name) == "The King's Challenge"
    else:
        assert ids == [row.option.id for row in scene.all_rows] and chosen.name == ""
    assert all(isinstance(row, SetupOption) for row in chosen.rows)


@pytest.mark.parametrize("size", [(1280, 720), (1280, 1024), (2560, 1440)])
@pytest.mark.parametrize("ui_scale", [UI_SCALES[0], 1.0, UI_SCALES[-1]])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_solo_screen_fits_the_window(make_app, size, ui_scale: float, language: str) -> None:
    """The name and its words lie above the options, nothing overlapping nor cut."""
    app = make_app(scene=None, window_size=size, language=language, game="troyes")
    app.settings.ui_scale = ui_scale
    app._on_resize()
    app.open("title")
    scene = app.open("setup", players=1)
    step(app)
    assert isinstance(scene, SetupScene) and scene.seats_setup.name
    check(scene, size)
    name = next(w for w in widgets(scene, Label) if w.text == i18n.text(scene.seats_setup.name))
    about = next(w for w in widgets(scene, Label) if w.text == i18n.text(scene.seats_setup.about))
    toggle = widgets(scene, Toggle)[0]
    assert name.rect.bottom <= about.rect.top and about.rect.bottom <= toggle.rect.top
