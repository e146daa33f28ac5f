"""What the table holds on screen for the players to see: a ``Batch`` is one action's
showing, with the views from before and after it; ``game.ui.pacing.Moment`` (a move
lit, held at the table's pace, its reveals in one panel) is the one the table queues,
and a game's own animation of a move (Fief's lords riding) is a ``Batch`` too.

What the whole table should see stays up once shown: a panel of reveals is held
(``Batch.stay``: None until a person acknowledges it, else that many seconds). While
held, ``waiting`` is True and ``acknowledge()`` lets it go on; the table draws a
Continue button under it (``continue_rect``, ``draw_continue``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n

if TYPE_CHECKING:
    from game.ui.theme import Theme


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


__all__ = ["Batch", "continue_rect", "draw_continue"]
