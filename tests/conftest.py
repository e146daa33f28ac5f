"""Shared test set-up.

SDL reads its drivers from the environment, so the dummy video and audio drivers are
chosen here, before any test module imports pygame: tests run without a screen or a
sound card. A test that needs a real window asks for the ``real_display`` fixture.

Saves, autosaves and settings go to a throw-away folder, never to the user's own.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import registry
from tests.testgame.descriptor import DESCRIPTOR as PILGRIMS

#: the client's fixtures (a headless app driven by posted SDL events), for every UI test
pytest_plugins = ["tests.ui.fixtures"]

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
#: a message missing from the catalogues, or lacking a parameter, fails the test that
#: shows it (players would see its id instead)
os.environ.setdefault("SENESCHAL_STRICT_MESSAGES", "1")

#: Pilgrims' Race (tests/testgame), a second game that proves the platform, is registered
#: for the whole run at import time, so that tests parametrised over the registered games
#: (tests/contract) see it when they are collected; ``_test_games`` removes it at the end.
registry.register(PILGRIMS)


@pytest.fixture(autouse=True, scope="session")
def _test_games() -> Iterator[None]:
    registry.register(PILGRIMS)
    yield
    registry.unregister(PILGRIMS.id)


@pytest.fixture(autouse=True, scope="session")
def _private_user_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Point ``game.resources.user_dir()`` at a temporary folder for the whole run."""
    home = tmp_path_factory.mktemp("seneschal-home")
    previous = os.environ.get("SENESCHAL_HOME")
    os.environ["SENESCHAL_HOME"] = str(home)
    yield home
    if previous is None:
        os.environ.pop("SENESCHAL_HOME", None)
    else:
        os.environ["SENESCHAL_HOME"] = previous


@pytest.fixture(autouse=True, scope="session")
def _shared_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One cache folder (stored textures, compiled catalogues) for the whole run.

    Many tests give themselves a fresh user folder; without this each would store the
    same window-sized textures again (tens of megabytes a test, tens of gigabytes a run).
    """
    cache = tmp_path_factory.mktemp("seneschal-cache")
    previous = os.environ.get("SENESCHAL_CACHE")
    os.environ["SENESCHAL_CACHE"] = str(cache)
    yield cache
    if previous is None:
        os.environ.pop("SENESCHAL_CACHE", None)
    else:
        os.environ["SENESCHAL_CACHE"] = previous


@pytest.fixture
def real_display(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Open pygame's display on the real X server named by ``DISPLAY``.

    Skips the test when there is no X display (``make test`` provides one through
    xvfb-run when it is installed). The display is shut down again afterwards, so later
    tests get the dummy driver back.
    """
    if not os.environ.get("DISPLAY"):
        pytest.skip("needs an X display (run under xvfb-run)")
    import pygame

    pygame.display.quit()
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    pygame.display.init()
    try:
        yield
    finally:
        pygame.display.quit()
