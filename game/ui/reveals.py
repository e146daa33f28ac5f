"""The table's queue of things to see: what one action's events show, held on screen
in turn so the players can follow, while no new computer move is taken.

A ``Batch`` is what one action showed, with the views from before and after it (a
board draws the one before while pieces still move). A game's table makes
its own batches (lords riding, villages flashing, dice tumbling); the generic table
shows every event that reveals something (a die, a card, another seat's choice) as a
caption, one after another (``RevealBatch``).

What the whole table should see stays up once shown: each caption, die or card is
held (``Batch.stay``: None until a person acknowledges it, else that many seconds)
before the next one plays. While held, ``waiting`` is True and ``acknowledge()`` lets
it go on; the table draws a Continue button under it (``draw_continue``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n

if TYPE_CHECKING:
    from game.ui.theme import Theme

#: Seconds a revealed thing stays up at normal speed, long enough to read.
SHOW_SECONDS = 1.3


@dataclass
class Batch:
    """The events of one action, to be shown: the views before and after it."""

    before: Any
    after: Any
    #: seconds a shown thing stays up once its animation is over; None: until acknowledged
    stay: float | None = field(default=0.0, kw_only=True)
    #: a replay asked for from the list of what happened (played even at instant speed)
    replay: bool = field(default=False, kw_only=True)
    held: float = field(default=0.0, kw_only=True)  # how long the thing shown now has been held
    waiting: bool = field(default=False, kw_only=True)  # a shown thing is held now
    _acked: bool = field(default=False, kw_only=True, repr=False)

    def advance(self, dt: float) -> bool:
        """Move the showing on by ``dt`` seconds; True once everything was shown."""
        return True

    def acknowledge(self) -> None:
        """A person has seen what is held: let the showing go on."""
        if self.waiting:
            self._acked = True

    @property
    def until_click(self) -> bool:
        """The thing held waits for a person, not for the clock."""
        return self.waiting and self.stay is None

    def stays(self, dt: float) -> bool:
        """Called each frame once a shown thing's animation is over: True while it stays
        up (not yet acknowledged, its time not yet up)."""
        if self._acked or (self.stay is not None and self.held >= self.stay):
            self._acked = False
            self.held = 0.0
            self.waiting = False
            return False
        self.held += dt
        self.waiting = True
        return True


@dataclass
class RevealBatch(Batch):
    """Captions shown one after another, each for ``show_time`` seconds."""

    captions: list[i18n.Text] = field(default_factory=list)
    show_time: float = SHOW_SECONDS
    index: int = 0  # the caption showing now
    t: float = 0.0  # how far it is through its time, 0 to 1

    @property
    def caption(self) -> i18n.Text | None:
        return self.captions[self.index] if self.index < len(self.captions) else None

    def advance(self, dt: float) -> bool:
        if self.index >= len(self.captions):
            return True
        if self.t < 1.0:
            self.t = min(1.0, self.t + dt / max(1e-6, self.show_time))
            return False
        if self.stays(dt):
            return False
        self.index += 1
        self.t = 0.0
        return False


def continue_rect(theme: Theme, plaque: pygame.Rect) -> pygame.Rect:
    """Where the Continue button of a held plaque goes: centred under it."""
    rect = pygame.Rect(0, 0, theme.px(190), theme.px(36))
    rect.midtop = (plaque.centerx, plaque.bottom + theme.px(6))
    return rect


def draw_continue(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, batch: Batch, hovered: bool) -> None:
    """The Continue button under a held plaque; with a timer, the seconds left."""
    c = theme.colors
    pygame.draw.rect(surface, c.rubric_dark if hovered else c.rubric, rect, border_radius=theme.px(6))
    pygame.draw.rect(surface, c.gold, rect, max(1, theme.px(2)), border_radius=theme.px(6))
    text = i18n.t("core.reveals.continue")
    if batch.stay is not None:
        text = i18n.t("core.reveals.continue_timer", seconds=max(1, math.ceil(batch.stay - batch.held)))
    theme.blit_text(surface, text, rect.center, "small_bold", c.parchment_light, "center")


def draw_caption(surface: pygame.Surface, theme: Theme, area: pygame.Rect, caption: i18n.Text, t: float) -> pygame.Rect:
    """A caption in an ornate plaque a third of the way down ``area``, sliding down as it
    appears; returns the plaque."""
    c = theme.colors
    width = min(area.width - theme.px(40), theme.px(520))
    lines = theme.wrap(i18n.text(caption), "body_bold", width - theme.px(48))
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
    return rect


__all__ = ["SHOW_SECONDS", "Batch", "RevealBatch", "continue_rect", "draw_caption", "draw_continue"]
