"""The first window follows the screen until the player sizes it; then the settings
keep the player's size."""

from __future__ import annotations

import pygame

from game.ui.app import first_window_size
from game.ui.settings import MIN_WINDOW, load_settings
from tests.ui.driver import step


def test_a_first_window_takes_most_of_the_desktop() -> None:
    assert first_window_size(MIN_WINDOW, (1920, 1080)) == (1689, 950)
    assert first_window_size(MIN_WINDOW, (2560, 1440)) == (2252, 1267)
    # An ultrawide screen: 16:9 at most, not a letterbox.
    assert first_window_size(MIN_WINDOW, (3440, 1440)) == (2252, 1267)
    # A small screen: never below the smallest window.
    assert first_window_size(MIN_WINDOW, (1366, 768)) == (1280, 720)


def test_a_size_the_player_chose_is_kept_and_fitted_to_the_desktop() -> None:
    assert first_window_size((1500, 900), (1920, 1080)) == (1500, 900)
    assert first_window_size((3000, 2000), (1920, 1080)) == (1920, 1080)
    assert first_window_size((1500, 900), None) == (1500, 900)


def test_resizing_the_window_is_remembered(make_app) -> None:
    app = make_app()
    app.options.window_size = None  # a normal run: the settings follow the window
    app.window.size = (1500, 880)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1500, y=880))
    step(app, 2)
    assert app.settings.window_size == app.surface.get_size()
    app.close()
    assert load_settings()[0].window_size == app.settings.window_size
