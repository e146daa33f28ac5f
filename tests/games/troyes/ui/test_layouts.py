"""Troyes' table at every window size and UI scale, in English and French: nothing
leaves the window, no two widgets overlap, the board keeps the map's aspect and lies
clear of the families' strip and the right column, and no family's name is cut.

Sizes as the shell's layout tests (tests/ui/test_layouts.py)."""

from __future__ import annotations

import itertools
import sys

import pygame
import pytest

from game.core import i18n
from game.core.contract import SeatConfig
from game.games.troyes.descriptor import DESCRIPTOR as TROYES
from game.games.troyes.rules.state import TroyesConfig
from game.games.troyes.ui.scenes.table import TroyesTableScene
from game.ui.controller import Controller
from game.ui.settings import UI_SCALES
from game.ui.theme import Theme
from game.ui.widgets.panel import Panel
from tests.games.troyes import helpers
from tests.ui.driver import step

SIZES = [(1280, 720), (1920, 1080), (2560, 1440), (1280, 1024), (2560, 1080)]
SCALES = [UI_SCALES[0], 1.0, UI_SCALES[-1]]
#: long names, as players may type them
NAMES = ["Montfaucon-sur-Loire", "Rochebrune-la-Vieille", "Saint-Amand-de-Boixe", "Beaumont"]


def _controller(n: int) -> Controller:
    colours = [c.id for c in helpers.data().colours]
    seats = [SeatConfig(NAMES[i], colours[i], "human") for i in range(n)]
    return Controller.new(TROYES, helpers.data(), TroyesConfig(seats), 7)


def _open(make_app, size, scale: float, language: str, n: int) -> TroyesTableScene:
    app = make_app(scene=None, window_size=size, language=language)
    app.settings.ui_scale = scale
    app.settings.animation_speed = "instant"
    app._on_resize()
    app.open("title")
    scene = app.open("game", controller=_controller(n))
    assert isinstance(scene, TroyesTableScene)
    scene.set_viewer(0)
    if app.scenes.top is not scene:
        app.back()
    step(app, 2)
    return scene


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_the_table_fits_every_window(make_app, size, scale: float, monkeypatch) -> None:
    cut: list[str] = []
    original = Theme.ellipsize

    def watch(self, text: str, role: str, width: int, px: int | None = None) -> str:
        out = original(self, text, role, width, px)
        caller = sys._getframe(1).f_globals.get("__name__", "")
        if out != text and caller.startswith("game.games.troyes.ui.widgets"):
            cut.append(text)
        return out

    monkeypatch.setattr(Theme, "ellipsize", watch)
    language = "fr" if size in ((1280, 720), (2560, 1080)) else "en"
    n = 4
    scene = _open(make_app, size, scale, language, n)
    window = pygame.Rect(0, 0, *size)
    placed = [w for w in scene.group.widgets if w.visible and not isinstance(w, Panel)]
    for widget in placed:
        assert window.contains(widget.rect), f"{type(widget).__name__} {widget.rect} leaves {size}"
    for a, b in itertools.combinations(placed, 2):
        assert not a.rect.colliderect(b.rect), f"{type(a).__name__} {a.rect} overlaps {type(b).__name__} {b.rect}"
    board = scene.board.rect
    assert window.contains(board)
    data = helpers.data()
    assert abs(board.width / board.height - data.board.width / data.board.height) < 0.01
    assert not board.colliderect(scene.strip)
    for rect in (scene.prompt_panel, scene.decision_rect, scene.chronicle_rect):
        assert not board.colliderect(rect), f"the board {board} runs under {rect}"
        assert window.contains(rect)
    assert len(scene.panels) == n
    assert board.width >= window.width * 0.45, "the board is the largest thing on the table"
    assert not cut, cut


@pytest.mark.parametrize("n", [1, 2, 3])
def test_fewer_seats_share_the_strip(make_app, n: int) -> None:
    with i18n.using("en"):
        scene = _open(make_app, (1280, 720), 1.0, "en", n)
    assert len(scene.panels) == n + (1 if n == 1 else 0)  # solo: le Roy's panel too (Appendix A)
    assert scene.panels[-1].rect.right == scene.strip.right
    for a, b in itertools.combinations(scene.panels, 2):
        assert not a.rect.colliderect(b.rect)
