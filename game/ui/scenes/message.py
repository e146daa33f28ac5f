"""A message the player should read before going on: a problem the program works
around (the folders for settings and saves cannot be created, say).

    app.open("message", heading="Your games cannot be kept", paragraphs=[...])

A sheet over the screen below with a heading, paragraphs and one button that closes it
(Enter, Escape or the button's own key). Paragraphs too long for the window are cut
with an ellipsis; the whole text goes to the tooltip of the sheet.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.core import i18n
from game.ui.scenes.base import WidgetScene
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.ui.app import App


class MessageScene(WidgetScene):
    """A heading, paragraphs and one button (``button``) that closes the sheet."""

    opaque = False
    title = i18n.m("core.message.title")

    def __init__(
        self, app: App, heading: i18n.Text, paragraphs: Sequence[i18n.Text], button: i18n.Text | None = None
    ) -> None:
        super().__init__(app)
        self._heading = heading
        self.paragraphs = list(paragraphs)
        self.button: i18n.Text = button if button is not None else i18n.m("core.message.carry_on")
        self.sheet = pygame.Rect(0, 0, 0, 0)
        #: the lines drawn, each with the gap above it
        self.lines: list[tuple[str, int]] = []

    @property
    def heading(self) -> str:
        """The heading, in words now."""
        return i18n.text(self._heading)

    def build(self) -> None:
        t = self.theme
        w, h = self.size
        sheet_w = min(w - t.px(60), t.px(680))
        text_w = sheet_w - 2 * t.px(36)
        button_h = t.px(44)
        fixed = t.px(26) + t.line_height("heading") + t.px(12) + t.px(26) + button_h + t.px(26)
        room = max(t.line_height("body"), h - t.px(40) - fixed)
        self.lines = []
        used = 0
        for index, paragraph in enumerate(self.paragraphs):
            gap = t.px(10) if index else 0
            for number, line in enumerate(t.wrap(i18n.text(paragraph), "body", text_w)):
                step = t.line_height("body") + (gap if number == 0 else 0)
                if used + step > room:
                    if self.lines:
                        last, last_gap = self.lines[-1]
                        self.lines[-1] = (t.ellipsize(last + " …", "body", text_w), last_gap)
                    break
                self.lines.append((line, gap if number == 0 else 0))
                used += step
            else:
                continue
            break
        self.sheet = pygame.Rect(0, 0, sheet_w, fixed + used)
        self.sheet.center = (w // 2, h // 2)
        close = Button(
            t,
            i18n.text(self.button),
            self.close,
            pygame.Rect(0, 0, t.px(220), button_h),
            primary=True,
            shortcut=pygame.K_RETURN,
            tooltip=i18n.t("core.message.close_tip", action=i18n.text(self.button)),
        )
        close.rect.bottomright = (self.sheet.right - t.px(36), self.sheet.bottom - t.px(26))
        self.group.add(close)
        self.group.set_focus(close)

    def close(self) -> None:
        if self.app.scenes.top is self:
            self.app.back()

    def on_escape(self) -> None:
        self.close()

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.sheet.collidepoint(pos) and not any(w.rect.collidepoint(pos) for w in self.group.widgets):
            return "\n".join(i18n.text(p) for p in self.paragraphs)
        return super().tooltip_at(pos)

    def draw_background(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        t.draw_dim(surface, 120)
        t.draw_panel(surface, self.sheet)
        y = self.sheet.top + t.px(26)
        t.blit_text(surface, self.heading, (self.sheet.centerx, y), "heading", c.rubric, "midtop")
        y += t.line_height("heading") + t.px(12)
        for line, gap in self.lines:
            y += gap
            t.blit_text(surface, line, (self.sheet.left + t.px(36), y), "body", c.ink)
            y += t.line_height("body")
