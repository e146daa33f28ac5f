"""The window fits the screen: the first start opens it at the largest 16:9 size that
fits the desktop (in full screen when that is the whole desktop) and writes that size
in the settings at once; later starts keep the size the settings hold (shrunk to fit a
smaller desktop); Settings shows the window's true size; and the title, the new-game
screen and every registered game's table paint the whole window at any size, so no
bars show around them."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import registry
from game.ui import app as app_module
from game.ui.app import App, first_start, first_window_size, widest_16_9
from game.ui.controller import Controller
from game.ui.settings import MIN_WINDOW, Settings, load_settings, save_settings
from game.ui.widgets.selector import CycleSelector
from tests.ui.driver import step

#: the sizes every screen is checked at: the smallest, full HD, ultrawide and 4:3
SIZES = [(1280, 720), (1920, 1080), (2560, 1080), (1600, 1200)]
#: a colour no screen paints: what is left of it was not painted
UNPAINTED = (255, 0, 255)
#: every registered game (the test game too)
GAMES = [listing.id for listing in registry.listings()]


def test_a_first_window_is_the_largest_16_9_size_that_fits_the_desktop() -> None:
    assert widest_16_9((1920, 1080)) == (1920, 1080)
    assert widest_16_9((2560, 1440)) == (2560, 1440)
    assert widest_16_9((1920, 1200)) == (1920, 1080)  # 16:10: as wide as the desktop
    assert widest_16_9((1600, 1200)) == (1600, 900)
    assert widest_16_9((2560, 1080)) == (1920, 1080)  # ultrawide: as tall as the desktop
    assert widest_16_9((3440, 1440)) == (2560, 1440)
    assert widest_16_9((1366, 768)) == (1365, 767)
    # A small screen: never below the smallest window.
    assert widest_16_9((1280, 800)) == (1280, 720)
    assert widest_16_9((1024, 768)) == (1280, 720)
    assert first_window_size(MIN_WINDOW, (2560, 1080)) == (1920, 1080)


def test_a_size_the_settings_keep_is_used_and_fitted_to_the_desktop() -> None:
    assert first_window_size((1500, 900), (1920, 1080)) == (1500, 900)
    assert first_window_size((3000, 2000), (1920, 1080)) == (1920, 1080)
    assert first_window_size((1500, 900), None) == (1500, 900)
    assert first_window_size((1920, 1080), (1280, 800)) == (1280, 800)


def test_a_first_start_is_one_whose_settings_hold_only_the_default_window() -> None:
    assert first_start(Settings())
    assert not first_start(Settings(window_size=(1920, 1080)))
    assert not first_start(Settings(fullscreen=True))


def _start_on(make_app: Any, monkeypatch: pytest.MonkeyPatch, desktop: tuple[int, int]) -> App:
    """An app started as the program starts it (no size for the run) on ``desktop``."""
    monkeypatch.setattr(app_module, "_desktop", lambda: desktop)
    return make_app(window_size=None)


def test_the_first_start_opens_at_the_largest_16_9_window_and_writes_it_at_once(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = _start_on(make_app, monkeypatch, (2560, 1080))
    assert app.window_size() == (1920, 1080)
    assert app.settings.window_size == (1920, 1080) and not app.settings.fullscreen
    saved = load_settings()[0]
    assert saved.window_size == (1920, 1080) and not saved.fullscreen


def test_the_first_start_on_a_16_9_desktop_is_in_full_screen(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    app = _start_on(make_app, monkeypatch, (1920, 1080))
    assert app.settings.fullscreen and app.settings.window_size == (1920, 1080)
    saved = load_settings()[0]
    assert saved.fullscreen and saved.window_size == (1920, 1080)
    # A screen sold as 16:9 whose pixels are not quite (1366x768) is full screen too.
    app.close()
    save_settings(Settings())
    app = _start_on(make_app, monkeypatch, (1366, 768))
    assert app.settings.fullscreen and app.settings.window_size == (1365, 767)


def test_a_later_start_keeps_the_size_the_settings_hold(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(Settings(window_size=(1500, 880)))
    app = _start_on(make_app, monkeypatch, (1920, 1080))
    assert app.window_size() == (1500, 880)
    assert load_settings()[0].window_size == (1500, 880) and not app.settings.fullscreen
    app.close()
    # A screen smaller than the one the size was chosen on: shrunk to fit it.
    save_settings(Settings(window_size=(2400, 1300)))
    app = _start_on(make_app, monkeypatch, (1920, 1080))
    assert app.window_size() == (1920, 1080)


def test_a_settings_file_with_problems_is_not_written_at_a_first_start(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.ui.settings import settings_path

    path = settings_path(create=True)
    path.write_text('{"version": 1, "window_size": "large"}', encoding="utf-8")
    app = _start_on(make_app, monkeypatch, (2560, 1080))
    assert app.window_size() == (1920, 1080)
    assert path.read_text(encoding="utf-8") == '{"version": 1, "window_size": "large"}'


def test_resizing_the_window_is_remembered(make_app) -> None:
    app = make_app()
    app.options.window_size = None  # a normal run: the settings follow the window
    app.window.size = (1500, 880)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1500, y=880))
    step(app, 2)
    assert app.settings.window_size == app.surface.get_size()
    app.close()
    assert load_settings()[0].window_size == app.settings.window_size


@pytest.mark.parametrize("size", [(1500, 880), (1920, 1080)])
def test_settings_shows_the_window_s_true_size(make_app, size: tuple[int, int]) -> None:
    app = make_app(window_size=size)  # a size for this run: the settings still hold 1280x720
    assert app.settings.window_size == MIN_WINDOW
    scene = app.open("settings")
    step(app)
    sizes = [w for w in scene.group.widgets if isinstance(w, CycleSelector) and isinstance(w.value, tuple)]
    assert len(sizes) == 1
    assert sizes[0].value == size == app.window_size()
    chosen = next(c for c in sizes[0].choices if c.value == size)
    assert chosen.label == f"{size[0]} × {size[1]}"


# ------------------------------------------------------------------------ no bars
def unpainted(app: App) -> int:
    """How many pixels the scenes on screen leave unpainted when they draw the whole
    window anew (the app's own clearing left out)."""
    surface = app.surface
    surface.fill(UNPAINTED)
    visible = app.scenes.visible()
    for scene in visible:
        scene.overdrawn()  # nothing on the window is theirs any more: all drawn again
    for scene in visible:
        scene.draw(surface)
    return pygame.mask.from_threshold(surface, UNPAINTED, (1, 1, 1, 255)).count()


@pytest.mark.parametrize("size", SIZES)
def test_the_title_and_the_new_game_screen_fill_the_window(make_app, size: tuple[int, int]) -> None:
    app = make_app(window_size=size)
    for game in GAMES:
        app.choose_game(game)
        app.game_data(game)
        app.to_title()
        step(app)
        assert unpainted(app) == 0, (game, "title")
        app.open("setup")
        step(app)
        assert unpainted(app) == 0, (game, "setup")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_every_game_s_table_fills_the_window(make_app, size: tuple[int, int], game: str) -> None:
    app = make_app(window_size=size)
    descriptor = registry.get(game)
    data = app.game_data(game)
    seats = min(max(4, descriptor.min_seats), descriptor.max_seats)
    config = descriptor.default_config(data, seats, bots=[descriptor.default_bot] * seats)
    table = app.play(Controller.new(descriptor, data, config, 3))
    step(app, 3)
    assert table.fills_window and app.scenes.visible()[0] is table
    assert unpainted(app) == 0
