"""Fixtures for the client's tests (loaded by tests/conftest.py): a headless app driven by posted SDL events.

SDL's dummy video driver gives a real window surface with no screen, so scenes draw
and take input exactly as they do on a desktop.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import registry
from game.core import i18n
from game.ui.app import App, Options

FRAME = 1 / 60


@pytest.fixture(scope="session")
def fief_data():
    """The game's data and board, loaded once for the whole session."""
    from game.games.fief.rules.data import load_fief_data

    return load_fief_data()


@pytest.fixture
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh user folder for this test only (settings, saves)."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("SENESCHAL_HOME", str(home))
    monkeypatch.setenv("LANGUAGE", "en")  # the "system" language of every test app
    return home


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    """Every test ends with words in English, whatever language it switched to."""
    yield
    i18n.set_language(i18n.FALLBACK)


@pytest.fixture
def make_app(user_home: Path, fief_data) -> Iterator:
    """Build apps with given options; each is closed after the test."""
    apps: list[App] = []

    def make(scene: str | None = "title", language: str | None = None, **options) -> App:
        options.setdefault("window_size", (1280, 720))
        app = App(Options(**options), registry)
        app._data["fief"] = fief_data
        apps.append(app)
        if language is not None:  # as if the settings named it (the file is left alone)
            app.settings.language = language
            app._apply_language()
            app._on_resize()
        if scene is not None:
            app.open(scene)
            app.step(FRAME)
        return app

    yield make
    for app in apps:
        if pygame.display.get_init():
            app.close()


@pytest.fixture
def app(make_app) -> App:
    """An app at 1280x720 showing the title screen."""
    return make_app()
