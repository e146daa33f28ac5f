"""The game menu (Escape during a game) and the dialog that names a save.

The menu pauses the game: it is an opaque scene that shows a still, darkened picture of
the table taken when it opened, so the game scene below gets no frames (AI seats do not
move on) until the menu closes. From here the players resume, save under a name, load
another game, change the settings, read the rules, or go back to the title (the
autosave is written first, at the exact decision the game stopped on).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import resources
from game.core import i18n
from game.ui.scene import Scene
from game.ui.scenes.base import WidgetScene
from game.ui.widgets.button import Button, ButtonOptions
from game.ui.widgets.label import Label
from game.ui.widgets.panel import Panel
from game.ui.widgets.text_input import TextInput

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.controller import Controller
    from game.ui.plugin import GameUI

SAVE_NAME_LENGTH = 40
#: Names Windows keeps for devices: a file may not be called so there.
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)), *(f"lpt{i}" for i in range(1, 10))}
_NOT_IN_NAMES = re.compile(r"[^\w \-'()]+")


def saves_dir() -> Path:
    """Where named saves live (``resources.saves_dir()``)."""
    return resources.saves_dir()


def save_name_problem(name: str) -> str | None:
    """Why ``name`` cannot name a save file, or None."""
    text = name.strip()
    if not text:
        return i18n.t("core.game_menu.name_empty")
    if _NOT_IN_NAMES.search(text):
        return i18n.t("core.game_menu.name_characters")
    if text.casefold() in _RESERVED:
        return i18n.t("core.game_menu.name_reserved", name=text)
    return None


def save_path(name: str) -> Path:
    return saves_dir() / f"{name.strip()}.json"


def where_in_game(controller: Controller, ui: GameUI) -> str:
    """ "Round 2 · Movement", or the setting-up stage, in words."""
    rnd, step = controller.rules.progress(controller.state)
    if controller.rules.outcome(controller.state) is not None:
        return i18n.t("core.game_menu.finished_after", n=rnd)
    return ui.where(rnd, step)


def default_save_name(controller: Controller, ui: GameUI) -> str:
    """A name not yet used, such as "Round 3 Purchase" or "Round 3 Purchase (2)"."""
    rnd, step = controller.rules.progress(controller.state)
    if rnd == 0:
        base = i18n.t("core.game_menu.save_name_setup")
    else:
        words = i18n.t("core.game_menu.save_name", round=rnd, step=i18n.text(ui.step_name(step)))
        base = _NOT_IN_NAMES.sub("", words).strip()
    name, n = base, 2
    while save_path(name).exists():
        name = f"{base} ({n})"
        n += 1
    return name


class PausedBackdrop(WidgetScene):
    """A scene that shows, darkened, a still picture of the scenes below it."""

    opaque = True
    dim = 150

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self._still: pygame.Surface | None = None

    def layout(self) -> None:
        self._still = None
        super().layout()

    def _picture(self) -> pygame.Surface:
        size = self.app.surface.get_size()
        if self._still is None or self._still.get_size() != size:
            still = pygame.Surface(size)
            still.fill(self.theme.colors.table_dark)
            for scene in _visible_below(self.app, self):
                scene.draw(still)
            self.theme.draw_dim(still, self.dim)
            self._still = still
        return self._still

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(self._picture(), (0, 0))


def _visible_below(app: App, scene: Scene) -> list[Scene]:
    """The scenes that would be drawn if ``scene`` were not on the stack."""
    scenes = list(app.scenes)
    below = scenes[: scenes.index(scene)] if scene in scenes else scenes
    start = 0
    for index in range(len(below) - 1, -1, -1):
        if below[index].opaque:
            start = index
            break
    return below[start:]


class GameMenuScene(PausedBackdrop):
    """Resume, save, load, settings, rules, quit to title."""

    title = i18n.m("core.game_menu.title")

    def __init__(self, app: App, game: Any) -> None:
        super().__init__(app)
        self.game = game
        self.ui = app.game_ui(game.controller.game.id)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        t = self.theme
        w, h = self.size
        entries: list[tuple[str, Callable[[], object], ButtonOptions]] = [
            (
                i18n.t("core.game_menu.resume"),
                self.app.back,
                dict(primary=True, icon="back", tooltip=i18n.t("core.game_menu.resume_tip")),
            ),
            (
                i18n.t("core.game_menu.save_game"),
                self.save,
                dict(icon="quill", shortcut=pygame.K_s, tooltip=i18n.t("core.game_menu.save_game_tip")),
            ),
            (
                i18n.t("core.game_menu.load_game"),
                lambda: self.app.open("load_game"),
                dict(icon="scroll", shortcut=pygame.K_l, tooltip=i18n.t("core.game_menu.load_game_tip")),
            ),
            (
                i18n.t("core.title.settings"),
                lambda: self.app.open("settings"),
                dict(icon="gear", tooltip=i18n.t("core.game_menu.settings_tip")),
            ),
            (
                i18n.t("core.title.rules"),
                lambda: self.app.open("rules"),
                dict(
                    icon="book",
                    shortcut=pygame.K_r,
                    tooltip=i18n.t(
                        "core.title.rules_tip", game=i18n.text(self.ui.title_of(self.game.controller.game.title))
                    ),
                ),
            ),
            (
                i18n.t("core.game_menu.quit_to_title"),
                self.quit_to_title,
                dict(
                    icon="door",
                    shortcut=pygame.K_q,
                    tooltip=i18n.t("core.game_menu.quit_to_title_tip"),
                ),
            ),
        ]
        controller = self.game.controller
        if controller.rules.outcome(controller.state) is not None and self.app.has_scene("game_over"):
            entries.insert(
                1,
                (
                    i18n.t("core.game_menu.result"),
                    self.show_result,
                    dict(icon="crown", shortcut=pygame.K_v, tooltip=i18n.t("core.game_menu.result_tip")),
                ),
            )
        button_w, button_h, gap = t.px(300), t.px(44), t.px(10)
        head = t.px(20) + t.line_height("heading") + t.px(28) + t.line_height("italic") + t.px(18)
        panel_h = head + len(entries) * button_h + (len(entries) - 1) * gap + t.px(34)
        self.panel = pygame.Rect(0, 0, button_w + 2 * t.px(60), min(h - t.px(30), panel_h))
        self.panel.center = (w // 2, h // 2)
        self.group.add(Panel(t, self.panel, title=i18n.t("core.game_menu.heading")))
        y = self.panel.top + head
        for label, action, extra in entries:
            rect = pygame.Rect(0, 0, button_w, button_h)
            rect.midtop = (self.panel.centerx, y)
            self.group.add(Button(t, label, action, rect, **extra))
            y += button_h + gap

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        t = self.theme
        y = self.panel.top + t.px(20) + t.line_height("heading") + t.px(22)
        t.blit_text(
            surface,
            where_in_game(self.game.controller, self.ui),
            (self.panel.centerx, y),
            "italic",
            t.colors.ink_soft,
            "midtop",
        )

    def save(self) -> None:
        self.app.open("save_game", game=self.game)

    def quit_to_title(self) -> None:
        self.app.leave_game(self.app.to_title)

    def show_result(self) -> None:
        """Close the menu and show the game-over sheet again."""
        self.app.back()
        self.app.open("game_over", game=self.game)


class SaveGameScene(WidgetScene):
    """Ask for a name, then write ``NAME.json`` in the saves folder."""

    opaque = False
    title = i18n.m("core.game_menu.save_title")

    def __init__(self, app: App, game: Any) -> None:
        super().__init__(app)
        self.game = game
        self.name = default_save_name(game.controller, app.game_ui(game.controller.game.id))
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.input: TextInput | None = None
        self.save_button: Button | None = None
        self.note: Label | None = None

    def build(self) -> None:
        t = self.theme
        w, h = self.size
        frame = t.panel_content(pygame.Rect(0, 0, 1000, 1000), titled=True)
        needed = (
            t.line_height("body_bold")
            + t.px(6)
            + t.px(42)
            + t.px(10)
            + 2 * t.line_height("small")
            + t.px(14)
            + t.px(44)
        )
        self.panel = pygame.Rect(0, 0, min(w - t.px(60), t.px(560)), min(h - t.px(40), needed + 1000 - frame.height))
        self.panel.center = (w // 2, h // 2)
        panel = Panel(t, self.panel, title=i18n.t("core.game_menu.save_heading"))
        self.group.add(panel)
        content = panel.content
        y = content.top
        label = Label(
            t,
            i18n.t("core.game_menu.save_name_label"),
            pygame.Rect(content.left, y, content.width, t.line_height("body_bold")),
            role="body_bold",
        )
        y = label.rect.bottom + t.px(6)
        self.input = TextInput(
            t,
            self.name,
            pygame.Rect(content.left, y, content.width, t.px(42)),
            max_length=SAVE_NAME_LENGTH,
            on_change=self.set_name,
            on_submit=lambda _: self.save(),
            tooltip=i18n.t("core.game_menu.save_name_tip"),
        )
        y = self.input.rect.bottom + t.px(10)
        self.note = Label(
            t,
            "",
            pygame.Rect(content.left, y, content.width, t.line_height("small") * 2),
            role="small_italic",
            color=t.colors.ink_soft,
        )
        button_h = t.px(44)
        cancel = Button(
            t,
            i18n.t("core.common.cancel"),
            self.app.back,
            pygame.Rect(0, 0, t.px(150), button_h),
            icon="back",
            tooltip=i18n.t("core.game_menu.cancel_tip"),
        )
        self.save_button = Button(
            t,
            i18n.t("core.game_menu.save"),
            self.save,
            pygame.Rect(0, 0, t.px(170), button_h),
            primary=True,
            icon="quill",
        )
        self.save_button.rect.bottomright = (content.right, content.bottom)
        cancel.rect.bottomright = (self.save_button.rect.left - t.px(12), content.bottom)
        self.group.add(label, self.input, self.note, cancel, self.save_button)
        self.group.set_focus(self.input)
        self._refresh()

    def set_name(self, text: str) -> None:
        self.name = text
        self._refresh()

    def _refresh(self) -> None:
        if self.save_button is None or self.note is None:
            return
        problem = save_name_problem(self.name)
        self.save_button.enabled = problem is None
        self.save_button.tooltip = problem or i18n.t("core.game_menu.save_tip")
        if problem is not None:
            self.note.text, self.note.color = problem, self.theme.colors.rubric
        elif save_path(self.name).exists():
            self.note.text, self.note.color = (
                i18n.t("core.game_menu.save_exists", name=self.name.strip()),
                self.theme.colors.warning,
            )
            self.save_button.text = i18n.t("core.game_menu.replace")
        else:
            self.note.text, self.note.color = (
                i18n.t("core.game_menu.kept_in", folder=str(saves_dir())),
                self.theme.colors.ink_soft,
            )
            self.save_button.text = i18n.t("core.game_menu.save")

    def save(self) -> None:
        if save_name_problem(self.name) is not None:
            return
        path = save_path(self.name)
        try:
            self.game.controller.save(path)
        except OSError as exc:
            self.app.notify(i18n.m("core.game_menu.save_failed", path=str(path), error=str(exc.strerror or exc)))
            return
        self.app.scenes.remove(self)
        self.app.notify(i18n.m("core.game_menu.saved", name=self.name.strip()))

    def draw_background(self, surface: pygame.Surface) -> None:
        self.theme.draw_dim(surface, 90)
