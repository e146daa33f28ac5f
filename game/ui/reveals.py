"""The table's queue of things to see: what one action's events show, held on screen
in turn so the players can follow, while no new computer move is taken.

A ``Batch`` is what one action showed, with the views from before and after it (a
board draws the one before while pieces still move). A game's table makes
its own batches (lords riding, villages flashing, dice tumbling); the generic table
shows every event that reveals something (a die, a card, another seat's choice) as a
caption, one after another (``RevealBatch``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.ui.theme import Theme

#: Seconds a revealed thing stays up at normal speed, long enough to read.
SHOW_SECONDS = 1.3


@dataclass
class Batch:
    """The events of one action, to be shown: the views before and after it."""

    before: Any
    after: Any

    def advance(self, dt: float) -> bool:
        """Move the showing on by ``dt`` seconds; True once everything was shown."""
        return True


@dataclass
class RevealBatch(Batch):
    """Captions shown one after another, each for ``show_time`` seconds."""

    captions: list[str] = field(default_factory=list)
    show_time: float = SHOW_SECONDS
    index: int = 0  # the caption showing now
    t: float = 0.0  # how far it is through its time, 0 to 1

    @property
    def caption(self) -> str | None:
        return self.captions[self.index] if self.index < len(self.captions) else None

    def advance(self, dt: float) -> bool:
        if self.index >= len(self.captions):
            return True
        self.t = min(1.0, self.t + dt / max(1e-6, self.show_time))
        if self.t >= 1.0:
            self.index += 1
            self.t = 0.0
        return False


def draw_caption(surface: pygame.Surface, theme: Theme, area: pygame.Rect, caption: str, t: float) -> None:
    """A caption in an ornate plaque a third of the way down ``area``, sliding down as it
    appears."""
    c = theme.colors
    width = min(area.width - theme.px(40), theme.px(520))
    lines = theme.wrap(caption, "body_bold", width - theme.px(48))
    height = len(lines) * theme.line_height("body_bold") + theme.px(36)
    rect = pygame.Rect(0, 0, width, height)
    rect.midtop = (area.centerx, area.top + area.height // 3)
    appear = min(1.0, t / 0.15)
    rect.y -= round((1 - appear) * theme.px(30))
    theme.draw_panel(surface, rect, ornate=True)
    y = rect.top + theme.px(18)
    for line in lines:
        theme.blit_text(surface, line, (rect.centerx, y), "body_bold", c.ink, "midtop")
        y += theme.line_height("body_bold")


__all__ = ["SHOW_SECONDS", "Batch", "RevealBatch", "draw_caption"]
