"""A question asked before something that cannot be taken back: leaving a game,
deleting a save.

    app.open("confirm", heading="Leave the game?", text="It is saved: ...",
             yes="Leave", on_yes=app.to_title)

A small sheet over the screen below, with the question, a sentence and two buttons:
the action (Enter or Y) and Stay (Escape or N), which only closes the question.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core import i18n
from game.ui.scenes.base import WidgetScene
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.ui.app import App


class ConfirmScene(WidgetScene):
    """Ask, then run ``on_yes`` (after closing the question) or just close."""

    opaque = False
    title = i18n.m("core.confirm.title")

    def __init__(
        self,
        app: App,
        heading: i18n.Text,
        text: i18n.Text,
        yes: i18n.Text,
        on_yes: Callable[[], None],
        no: i18n.Text | None = None,
    ) -> None:
        super().__init__(app)
        self._heading = heading
        self._text = text
        self.yes = yes
        self.no: i18n.Text = no if no is not None else i18n.m("core.confirm.stay")
        self.on_yes = on_yes
        self.sheet = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []

    @property
    def heading(self) -> str:
        """The question, in words now."""
        return i18n.text(self._heading)

    @property
    def text(self) -> str:
        """The sentence under it, in words now."""
        return i18n.text(self._text)

    def build(self) -> None:
        t = self.theme
        w, h = self.size
        sheet_w = min(w - t.px(60), t.px(560))
        yes_words, no_words = i18n.text(self.yes), i18n.text(self.no)
        self.lines = t.wrap(self.text, "body", sheet_w - 2 * t.px(36))
        button_h = t.px(44)
        sheet_h = (
            t.px(26)
            + t.line_height("heading")
            + t.px(12)
            + len(self.lines) * t.line_height("body")
            + t.px(26)
            + button_h
            + t.px(26)
        )
        self.sheet = pygame.Rect(0, 0, sheet_w, sheet_h)
        self.sheet.center = (w // 2, h // 2)
        yes = Button(
            t,
            yes_words,
            self.confirm,
            pygame.Rect(0, 0, t.px(190), button_h),
            primary=True,
            shortcut=pygame.K_y,
            tooltip=i18n.t("core.confirm.yes_tip", action=yes_words),
        )
        no = Button(
            t,
            no_words,
            self.app.back,
            pygame.Rect(0, 0, t.px(190), button_h),
            icon="back",
            shortcut=pygame.K_n,
            tooltip=i18n.t("core.confirm.no_tip", action=no_words),
        )
        yes.rect.bottomright = (self.sheet.right - t.px(36), self.sheet.bottom - t.px(26))
        no.rect.bottomright = (yes.rect.left - t.px(14), yes.rect.bottom)
        self.group.add(no, yes)
        self.group.set_focus(yes)

    def confirm(self) -> None:
        if self.app.scenes.top is self:
            self.app.back()
        self.on_yes()

    def draw_background(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        t.draw_dim(surface, 120)
        t.draw_panel(surface, self.sheet)
        y = self.sheet.top + t.px(26)
        t.blit_text(surface, self.heading, (self.sheet.centerx, y), "heading", c.rubric, "midtop")
        y += t.line_height("heading") + t.px(12)
        for line in self.lines:
            t.blit_text(surface, line, (self.sheet.left + t.px(36), y), "body", c.ink)
            y += t.line_height("body")
