"""Every screen fits every window from 1280x720 to 2560x1440, at every UI scale, in
English and in French: no widget leaves the window, no two widgets overlap, and no
label, toggle or selector cuts its words."""

from __future__ import annotations

import itertools

import pytest

from game import registry
from game.core.errors import Problem
from game.ui.app import FOLDERS_HEADING, FOLDERS_TEXT
from game.ui.plugin import ui_of
from game.ui.registry import names
from game.ui.settings import UI_SCALES
from game.ui.widgets.panel import Panel
from tests.ui.driver import step

#: every layout is checked in English and in French (whose words run longer)
LANGUAGES = ("en", "fr")
SIZES = [(1280, 720), (1920, 1080), (2560, 1440), (1280, 1024), (2560, 1080)]
#: the shell's scenes and those of the games
SCENES = sorted({name for game in registry.games() for name in names(ui_of(game))})
PROBLEMS = [Problem("data/fief/rules.yaml", 3, 1, "constants.hand_limit", "must be at least 1")]


def _scene_kwargs(app, name: str) -> dict:
    if name == "error":
        return {"problems": PROBLEMS}
    if name == "confirm":
        text = "It is saved: Continue on the title screen brings you back to this very decision."
        return {"heading": "Leave the game?", "text": text, "yes": "Leave", "on_yes": app.back}
    if name == "message":
        blocked = "/home/anne/.config is a file, not a folder; move it away"
        folders = [
            f"cannot create the {what} folder /home/anne/.config/seneschal: {blocked}" for what in ("settings", "log")
        ]
        return {"heading": FOLDERS_HEADING, "paragraphs": [FOLDERS_TEXT, *folders]}
    if name in ("curtain", "game_menu", "save_game", "game_over", "talk"):
        game = app.open("game")  # a game of computer players
        if name == "talk":  # six families talking: the widest row of markers
            return {"game": game, "seat": 0, "others": (1, 2, 3, 4, 5)[: game.controller.state.n - 1], "minutes": 3}
        return {"game": game, "seat": 0} if name == "curtain" else {"game": game}
    return {}


def _check(scene, size) -> None:
    bounds = (0, 0, *size)
    import pygame

    window = pygame.Rect(bounds)
    placed = [w for w in scene.group.widgets if w.visible and not isinstance(w, Panel)]
    for widget in placed:
        assert window.contains(widget.rect), f"{type(widget).__name__} {widget.rect} leaves the {size} window"
    for a, b in itertools.combinations(placed, 2):
        assert not a.rect.colliderect(b.rect), (
            f"{type(a).__name__} {getattr(a, 'text', '')!r} {a.rect} overlaps "
            f"{type(b).__name__} {getattr(b, 'text', '')!r} {b.rect} at {size}"
        )
    for widget in placed:
        assert not _cut(widget), f"{type(widget).__name__} {_cut(widget)!r} is cut in {widget.rect} at {size}"


def _cut(widget) -> str:
    """The words a widget cannot show whole in its rectangle ("" when all fit): a
    label's lines below its rectangle, a toggle's label or a selector's choice too long
    even in the smaller type they take before cutting with an ellipsis."""
    from game.ui.widgets.label import Label
    from game.ui.widgets.selector import CycleSelector
    from game.ui.widgets.toggle import Toggle

    t = widget.theme
    if isinstance(widget, Label) and widget.wrap and widget.rect.height > 0 and widget.text:
        if widget.height_for(widget.rect.width) > widget.rect.height + 2:
            return widget.text
    if isinstance(widget, Toggle):
        room = widget.rect.right - (widget.box_rect().right + t.px(10))
        if not _fits(t, widget.text, widget.role, room):
            return widget.text
    if isinstance(widget, CycleSelector):
        left, right = widget._arrow_rects()
        room = right.left - left.right - (t.px(22) + t.px(8) if widget.draw_swatch else 0) - t.px(8)
        for choice in widget.choices:
            if not _fits(t, choice.label, widget.role, room):
                return choice.label
    return ""


def _fits(theme, text: str, role: str, room: int) -> bool:
    return theme.text_size(text, role, theme.fit_px(text, role, room))[0] <= room


@pytest.mark.parametrize("name", sorted(SCENES))
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("ui_scale", [UI_SCALES[0], 1.0, UI_SCALES[-1]])
@pytest.mark.parametrize("language", LANGUAGES)
def test_scene_fits_the_window(make_app, name: str, size, ui_scale: float, language: str) -> None:
    app = make_app(scene=None, window_size=size, language=language)
    app.settings.ui_scale = ui_scale
    app._on_resize()
    app.open("title")
    if name != "title":
        app.open(name, **_scene_kwargs(app, name))
    step(app)
    _check(app.scenes.top, size)


@pytest.mark.parametrize("size", [(1280, 720), (1280, 1024)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_setup_with_six_seats_fits(make_app, size, language: str) -> None:
    app = make_app(scene=None, window_size=size, language=language)
    app.settings.ui_scale = UI_SCALES[-1]
    app._on_resize()
    app.open("title")
    scene = app.open("setup", players=6)
    step(app)
    assert len(scene.seats) == 6
    _check(scene, size)
