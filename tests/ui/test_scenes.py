"""Headless scene tests: the screens driven by posted mouse and key events."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pygame
import pytest

from game import registry
from game.core.errors import DataError, Problem
from game.games.fief.ui.scenes.board_viewer import BoardViewerScene
from game.ui.app import App, Options, run
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.popup_menu import PopupMenu
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.widgets.dropdown import Dropdown
from game.ui.widgets.selector import CycleSelector
from game.ui.widgets.text_input import TextInput
from game.ui.widgets.toggle import Toggle
from tests.ui.driver import button, click, key, move, start, step, type_text, wheel, widgets


# Title ------------------------------------------------------------------------------
def test_title_new_game_opens_setup_and_escape_returns(app: App) -> None:
    assert isinstance(app.scenes.top, TitleScene)
    click(app, button(app.scenes.top, "New game").rect.center)
    assert isinstance(app.scenes.top, SetupScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, TitleScene)
    assert len(app.scenes) == 1


def test_title_buttons_have_keyboard_shortcuts(app: App) -> None:
    key(app, pygame.K_r)
    assert isinstance(app.scenes.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_s)
    assert isinstance(app.scenes.top, SettingsScene)


def test_continue_is_disabled_and_its_tooltip_says_why(app: App) -> None:
    title = app.scenes.top
    cont = button(title, "Continue")
    assert not cont.enabled
    click(app, cont.rect.center)
    assert app.scenes.top is title  # nothing happened
    move(app, cont.rect.center)
    step(app, 40)  # hover long enough
    assert app.tooltip.showing
    assert "No saved games" in app.tooltip.text


def test_quit_stops_the_app(app: App) -> None:
    click(app, button(app.scenes.top, "Quit").rect.center)
    assert not app.running


def test_tab_and_enter_work_without_a_mouse(app: App) -> None:
    key(app, pygame.K_TAB)  # focus goes to the first enabled button
    assert app.scenes.top.group.focused is button(app.scenes.top, "New game")
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, SetupScene)


# Setup ------------------------------------------------------------------------------
@pytest.fixture
def setup_scene(make_app) -> tuple[App, SetupScene]:
    app = make_app(players=4, bots=3)
    click(app, button(app.scenes.top, "New game").rect.center)
    scene = app.scenes.top
    assert isinstance(scene, SetupScene)
    return app, scene


def _seat_count_selector(scene: SetupScene) -> CycleSelector:
    return scene.seat_count


def test_seat_count_changes_with_the_selector_arrows(setup_scene) -> None:
    app, scene = setup_scene
    assert len(scene.seats) == 4
    selector = _seat_count_selector(scene)
    click(app, (selector.rect.right - 5, selector.rect.centery))
    assert len(scene.seats) == 5
    assert len(widgets(scene, TextInput)) == 5 + 1  # five names and the seed
    click(app, (selector.rect.right - 5, selector.rect.centery))
    click(app, (selector.rect.right - 5, selector.rect.centery))  # wraps from 6 to 3
    assert len(scene.seats) == 3
    click(app, (selector.rect.left + 5, selector.rect.centery))
    assert len(scene.seats) == 6
    families = [s.colour for s in scene.seats]
    assert len(set(families)) == 6


def test_seat_count_respects_the_data_limits(setup_scene, fief_data) -> None:
    _, scene = setup_scene
    counts = [c.value for c in _seat_count_selector(scene).choices]
    assert counts == list(range(fief_data.rules.min_families, fief_data.rules.max_families + 1))


def test_players_and_bots_options_fill_the_seats(setup_scene) -> None:
    _, scene = setup_scene
    assert [s.kind for s in scene.seats] == ["human", "ai", "ai", "ai"]


def test_typing_a_name(setup_scene) -> None:
    app, scene = setup_scene
    name = widgets(scene, TextInput)[0]
    click(app, name.rect.center)
    assert scene.group.focused is name
    key(app, pygame.K_END)
    for _ in range(len(name.text)):
        key(app, pygame.K_BACKSPACE)
    assert scene.problem() == "Seat 1 needs a name."
    assert not button(scene, "Begin the game").enabled
    type_text(app, "Aliénor")
    assert scene.seats[0].name == "Aliénor"
    assert scene.problem() is None
    assert button(scene, "Begin the game").enabled


def test_two_seats_may_not_share_a_name(setup_scene) -> None:
    _, scene = setup_scene
    scene.set_name(1, scene.seats[0].name)
    assert "Two seats are called" in scene.problem()


def test_choosing_a_taken_family_swaps_it(setup_scene) -> None:
    app, scene = setup_scene
    first, second = scene.seats[0].colour, scene.seats[1].colour
    dropdown = widgets(scene, Dropdown)[0]
    click(app, dropdown.rect.center)
    menu = app.scenes.top
    assert isinstance(menu, PopupMenu)
    index = [c.value for c in menu.choices].index(second)
    row_y = menu.rect.top + app.theme.px(6) + index * menu.row_height() + menu.row_height() // 2
    click(app, (menu.rect.centerx, row_y))
    assert app.scenes.top is scene
    assert scene.seats[0].colour == second
    assert scene.seats[1].colour == first


def test_escape_closes_a_popup_menu_only(setup_scene) -> None:
    app, scene = setup_scene
    click(app, widgets(scene, Dropdown)[0].rect.center)
    assert isinstance(app.scenes.top, PopupMenu)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene


def test_switching_a_seat_to_human_renames_it_unless_named_by_hand(setup_scene) -> None:
    app, scene = setup_scene
    kind = widgets(scene, CycleSelector)[2]  # after the seat count: seat 1, seat 2
    click(app, (kind.rect.right - 5, kind.rect.centery))
    assert scene.seats[1].kind == "human"
    assert scene.seats[1].name == "Player 2"


def test_unsupported_variants_cannot_be_chosen(setup_scene, fief_data) -> None:
    app, scene = setup_scene
    toggles = {t.text.split("  (")[0]: t for t in widgets(scene, Toggle)}
    for variant in fief_data.variants.values():
        toggle = toggles[variant.name]
        assert toggle.enabled == (variant.id in scene.supported)
        if not toggle.enabled:
            click(app, toggle.rect.center)
            assert not toggle.value
            assert "Not playable yet" in toggle.tooltip
    playable = [v for v in fief_data.variants.values() if v.id in scene.supported]
    if playable:
        toggle = toggles[playable[0].name]
        click(app, toggle.rect.center)
        assert playable[0].id in scene.config().variants


def test_the_reaction_setting_asks_every_family(setup_scene) -> None:
    """ARCHITECTURE's reaction setting: on, a target's family is always asked (10.2.3)."""
    app, scene = setup_scene
    assert scene.config().reactions == "holders"
    toggle = next(t for t in widgets(scene, Toggle) if t.text == "Ask at every reaction, card or not")
    click(app, toggle.rect.center)
    assert scene.config().reactions == "everyone"


def test_begin_opens_the_game_with_the_chosen_seats(setup_scene) -> None:
    app, scene = setup_scene
    seed_input = widgets(scene, TextInput)[-1]
    click(app, seed_input.rect.center)
    type_text(app, "12ab34")  # letters are refused
    assert scene.seed_text == "1234"
    click(app, button(scene, "Begin the game").rect.center)
    game = app.games()[0]
    assert game.controller.record.seed == 1234
    assert [s.color for s in game.controller.record.config.seats] == [s.colour for s in scene.seats]
    assert scene not in list(app.scenes)
    assert isinstance(next(iter(app.scenes)), TitleScene)


# Settings ---------------------------------------------------------------------------
def test_settings_change_the_ui_scale_and_are_saved(app: App, user_home: Path) -> None:
    key(app, pygame.K_s)
    scene = app.scenes.top
    before = app.theme.scale
    scale = widgets(scene, CycleSelector)[2]  # after the language and the window size
    click(app, (scale.rect.right - 5, scale.rect.centery))
    assert app.settings.ui_scale > 1.0
    assert app.theme.scale > before
    saved = json.loads((user_home / "settings.json").read_text(encoding="utf-8"))
    assert saved["ui_scale"] == app.settings.ui_scale
    click(app, button(app.scenes.top, "Restore defaults").rect.center)
    assert app.settings.ui_scale == 1.0
    assert app.theme.scale == pytest.approx(before)


def test_settings_choose_the_pace_of_the_table(app: App) -> None:
    key(app, pygame.K_s)
    scene = app.scenes.top
    assert app.settings.pace == "normal"
    selector = next(w for w in widgets(scene, CycleSelector) if w.value == "normal" and w.choices[0].value == "off")
    click(app, selector._arrow_rects()[1].center)
    assert app.settings.pace == "slow"
    # The dead "Reaction cards" toggle is gone: that choice is Fief's set-up option.
    assert [t.text for t in widgets(scene, Toggle)] == ["Fill the whole screen"]


# Rules ------------------------------------------------------------------------------
def test_rules_scroll_and_jump(app: App) -> None:
    key(app, pygame.K_r)
    scene = app.scenes.top
    assert isinstance(scene, RulesScene)
    assert scene.page.offset == 0
    key(app, pygame.K_PAGEDOWN)
    assert scene.page.offset > 0
    wheel(app, scene.page.rect.center, -3)
    deeper = scene.page.offset
    assert deeper > 0
    assert scene.jump_to_section("6.2.2")
    step(app)
    assert scene.page.offset > deeper
    current = scene.entries[scene.contents.selected][1]
    assert current.text.startswith("6.2")
    # Clicking the first contents entry goes back to the top.
    scene.contents.scroll_to(0)
    first_row = (scene.contents.rect.centerx, scene.contents.rect.top + scene.contents.row_height // 2)
    click(app, first_row)
    assert scene.page.offset == 0


# Board viewer -----------------------------------------------------------------------
def test_board_viewer_zooms_with_the_wheel_and_pans_with_a_drag(make_app) -> None:
    app = make_app(scene="board")
    scene = app.scenes.top
    assert isinstance(scene, BoardViewerScene)
    fit = scene.camera.zoom
    centre = scene.viewport.center
    wheel(app, centre, 1)
    assert scene.camera.zoom > fit
    x, y = scene.camera.x, scene.camera.y
    from tests.ui.driver import drag

    drag(app, centre, (centre[0] + 60, centre[1] + 40))
    assert scene.camera.x < x and scene.camera.y < y
    key(app, pygame.K_HOME)
    assert scene.camera.zoom == pytest.approx(fit)


def test_board_viewer_click_selects_the_village_under_the_mouse(make_app, fief_data) -> None:
    app = make_app(scene="board")
    scene = app.scenes.top
    blaye = fief_data.board.villages["blaye"]
    pos = tuple(round(v) for v in scene.camera.world_to_screen(blaye.center))
    move(app, pos)
    assert scene.hovered == "blaye"
    click(app, pos)
    assert scene.selected == "blaye"
    assert "Blaye" in scene.tooltip_at(pos)
    click(app, pos)
    assert scene.selected is None


def test_board_viewer_keys(make_app) -> None:
    app = make_app(scene="board")
    scene = app.scenes.top
    fit = scene.camera.zoom
    key(app, pygame.K_PLUS)
    assert scene.camera.zoom > fit
    x = scene.camera.x
    key(app, pygame.K_RIGHT)
    assert scene.camera.x > x
    key(app, pygame.K_MINUS)
    assert scene.camera.zoom == pytest.approx(fit)


# Problems ---------------------------------------------------------------------------
PROBLEMS = [
    Problem("data/fief/cards.yaml", 14, 5, "cards.2.cost", "must be a whole number of deniers"),
    Problem("maps/fief.tmx", 57, None, "object 'Blaye' (id 3).fief", "missing property"),
]


def test_error_scene_lists_file_line_column_field_and_message(make_app) -> None:
    app = make_app()
    scene = app.open("error", problems=PROBLEMS)
    step(app)
    assert isinstance(scene, ErrorScene)
    assert [str(p) for p in scene.list.problems] == [
        "data/fief/cards.yaml:14:5: cards.2.cost: must be a whole number of deniers",
        "maps/fief.tmx:57: object 'Blaye' (id 3).fief: missing property",
    ]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, TitleScene)


def _fief_loads_with(monkeypatch, load) -> None:
    """Load Fief's data with ``load()`` (descriptors are frozen: the registry gets a copy)."""
    fief = registry.get("fief")
    monkeypatch.setitem(registry._LOADED, "fief", dataclasses.replace(fief, load_data=lambda root: load()))


def test_bad_data_opens_the_error_scene_instead_of_a_traceback(make_app, monkeypatch) -> None:
    app = make_app()
    good = app._data.pop("fief")

    def broken():
        raise DataError(PROBLEMS)

    _fief_loads_with(monkeypatch, broken)
    click(app, button(app.scenes.top, "New game").rect.center)
    scene = app.scenes.top
    assert isinstance(scene, ErrorScene)
    assert len(scene.problems) == 2
    # The files are mended: Check again goes on to the new-game screen.
    _fief_loads_with(monkeypatch, lambda: good)
    click(app, button(scene, "Check again").rect.center)
    assert isinstance(app.scenes.top, SetupScene)


def test_startup_with_bad_data_shows_the_problems(user_home, monkeypatch) -> None:
    def broken():
        raise DataError(PROBLEMS)

    _fief_loads_with(monkeypatch, broken)
    app = App(Options(window_size=(1280, 720)), registry)
    try:
        start(app)  # the title shows first; the game's data loads right after it
        assert isinstance(app.scenes.top, ErrorScene)
    finally:
        app.close()


# The app ----------------------------------------------------------------------------
def test_screenshot_option_saves_the_window_and_quits(user_home, tmp_path: Path) -> None:
    shot = tmp_path / "shot.png"
    assert run(Options(screenshot=shot, frames=3, window_size=(1280, 720)), registry) == 0
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    colors = {tuple(image.get_at((x, y))) for x in range(0, 1280, 64) for y in range(0, 720, 48)}
    assert len(colors) > 20  # a drawn screen, not a blank one


def test_players_option_begins_a_game_at_once(user_home) -> None:
    app = App(Options(window_size=(1280, 720), players=3, bots=2, seed=5), registry)
    try:
        app.start()
        step(app)
        game = app.games()[0]
        assert game.controller.record.seed == 5
        assert [s.kind for s in game.controller.record.config.seats] == ["human", "ai", "ai"]
    finally:
        app.close()


def test_window_resize_lays_the_scene_out_again(app: App) -> None:
    title = app.scenes.top
    before = button(title, "New game").rect.copy()
    app.window.size = (1920, 1080)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1920, y=1080, window=app.window))
    step(app)
    after = button(title, "New game").rect
    assert app.surface.get_size() == (1920, 1080)
    assert after.width > before.width
    assert app.theme.scale == pytest.approx(1.5)


def test_game_length_sets_the_round_limit(setup_scene) -> None:
    app, scene = setup_scene
    assert scene.config().max_rounds == 12
    selector = scene.selectors["max_rounds"]
    click(app, (selector.rect.right - 5, selector.rect.centery))
    assert scene.config().max_rounds == 20
    for _ in range(2):
        selector = scene.selectors["max_rounds"]
        click(app, (selector.rect.right - 5, selector.rect.centery))
    assert scene.config().max_rounds is None  # until someone wins
