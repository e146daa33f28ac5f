"""The problems screen: what is wrong in the data or map files, instead of a traceback.

Each problem shows ``file:line:col``, the field and the message, as the validator
reports them. "Check again" reloads the files (after a modder fixed them) and goes on
to where the player was heading.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.core.errors import DataError, Problem
from game.ui.scenes.base import WidgetScene
from game.ui.theme import Theme
from game.ui.widgets.button import Button
from game.ui.widgets.label import Label
from game.ui.widgets.panel import Panel
from game.ui.widgets.scroll import ScrollView

if TYPE_CHECKING:
    from game.ui.app import App

INTRO = i18n.N_("core.error.intro")


def location(problem: Problem) -> str:
    where = problem.path
    if problem.line is not None:
        where += f":{problem.line}"
        if problem.column is not None:
            where += f":{problem.column}"
    return where


class ProblemList(ScrollView):
    """Problems one under another, each wrapped to the width of the list."""

    show_focus = False

    def __init__(self, theme: Theme, problems: list[Problem], rect: pygame.Rect | None = None) -> None:
        super().__init__(theme, rect)
        self.problems = problems
        self._key: tuple[int, float, int, str] | None = None
        self._items: list[tuple[int, list[tuple[str, str, int]]]] = []
        self._height = 0

    def _ensure_layout(self) -> None:
        t = self.theme
        width = self.view.width - t.px(30)
        key = (width, t.scale, len(self.problems), i18n.language())
        if key == self._key:
            return
        self._key = key
        self._items = []
        y = t.px(4)
        for problem in self.problems:
            lines: list[tuple[str, str, int]] = []
            head = location(problem) + (f":  {problem.field}" if problem.field else "")
            for line in t.wrap(head, "small_bold", width):
                lines.append((line, "small_bold", 0))
            for line in t.wrap(i18n.text(problem.message), "body", width - t.px(14)):
                lines.append((line, "body", t.px(14)))
            self._items.append((y, lines))
            y += sum(t.line_height(role) for _, role, _ in lines) + t.px(14)
        self._height = y

    def content_height(self) -> int:
        self._ensure_layout()
        return self._height

    def draw_content(self, surface: pygame.Surface, view: pygame.Rect, offset: int) -> None:
        self._ensure_layout()
        t = self.theme
        c = t.colors
        for number, (y, lines) in enumerate(self._items, start=1):
            top = view.top + y - offset
            if top > view.bottom:
                break
            height = sum(t.line_height(role) for _, role, _ in lines)
            if top + height < view.top:
                continue
            t.blit_text(surface, f"{number}.", (view.left + t.px(22), top), "small_bold", c.rubric, "topright")
            ly = top
            for text, role, indent in lines:
                color = c.rubric_dark if role == "small_bold" else c.ink
                t.blit_text(surface, text, (view.left + t.px(30) + indent, ly), role, color)
                ly += t.line_height(role)


class ErrorScene(WidgetScene):
    """The problems in a game's files (the chosen game's, or ``game``'s); "Check again"
    loads them anew and goes on to ``retry`` (a scene name and its arguments)."""

    title = i18n.m("core.error.title")

    def __init__(
        self,
        app: App,
        problems: list[Problem],
        retry: tuple[str, dict[str, Any]] | None = None,
        game: str | None = None,
    ) -> None:
        super().__init__(app)
        self.problems = list(problems)
        self.retry = retry
        self.game = game
        self.list: ProblemList | None = None

    def build(self) -> None:
        t = self.theme
        w, h = self.size
        rect = pygame.Rect(0, 0, min(w - t.px(60), t.px(1000)), h - t.px(60))
        rect.center = (w // 2, h // 2)
        panel = Panel(t, rect, title=i18n.t("core.error.heading"))
        self.group.add(panel)
        content = panel.content
        intro = Label(
            t,
            i18n.t(INTRO),
            pygame.Rect(content.left, content.top, content.width, 0),
            role="italic",
            color=t.colors.ink_soft,
        )
        intro.rect.height = intro.height_for(content.width)
        count = len(self.problems)
        summary = Label(
            t,
            i18n.t("core.error.count", n=count),
            pygame.Rect(content.left, intro.rect.bottom + t.px(10), content.width, t.line_height("body_bold")),
            role="body_bold",
        )
        button_h = t.px(44)
        list_top = summary.rect.bottom + t.px(8)
        list_rect = pygame.Rect(content.left, list_top, content.width, content.bottom - button_h - t.px(16) - list_top)
        self.list = ProblemList(t, self.problems, list_rect)
        frame = Panel(t, list_rect.inflate(t.px(8), t.px(8)), tone=t.colors.parchment_light, shadow=False, ornate=False)
        again = Button(
            t,
            i18n.t("core.error.check_again"),
            self.check_again,
            pygame.Rect(0, 0, t.px(200), button_h),
            primary=True,
            shortcut=pygame.K_F5,
            tooltip=i18n.t("core.error.check_again_tip"),
        )
        again.rect.bottomright = (content.right, content.bottom)
        back = Button(
            t,
            i18n.t("core.common.back"),
            self.app.back,
            pygame.Rect(0, 0, t.px(160), button_h),
            icon="back",
            tooltip=i18n.t("core.error.back_tip"),
        )
        back.rect.bottomright = (again.rect.left - t.px(14), content.bottom)
        quit_button = Button(
            t, i18n.t("core.title.quit"), self.app.quit, pygame.Rect(0, 0, t.px(140), button_h), icon="door"
        )
        quit_button.rect.bottomleft = (content.left, content.bottom)
        self.group.add(intro, summary, frame, self.list, quit_button, back, again)
        self.group.set_focus(self.list)

    def check_again(self) -> None:
        try:
            self.app.reload_game_data(self.game)
        except DataError as exc:
            self.problems = list(exc.problems)
            self.app.notify(i18n.m("core.error.still_problems"))
            self.layout()
            return
        self.app.notify(i18n.m("core.error.mended"))
        if self.retry is not None:
            name, kwargs = self.retry
            self.app.replace(name, **kwargs)
        else:
            self.app.back()
