"""The round and its seven phases, with the current one marked."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.games.fief.rules.state import PHASES
from game.ui.theme import Theme
from game.ui.widgets.base import Widget

if TYPE_CHECKING:
    from game.games.fief.rules.names import Names
    from game.games.fief.rules.state import State

#: What each phase is for, in a few words, with its rule section.
PHASE_NOTES: tuple[str, ...] = (
    "titles, marriages and elections (1.0)",
    "discard, draw and play cards; disasters strike (2.0)",
    "each family collects 1 denier per village it controls and 2 per mill (3.0)",
    "in turn order, buy troops, mills, strongholds and titles (4.0)",
    "in turn order, move lords and the troops they lead (5.0)",
    "battles and sieges where enemies share a village; pillage (6.0)",
    "count victory points; the First Player card passes left (7.0)",
)


class PhaseTracker(Widget):
    """``Round 3 · Purchase`` over a row of seven numbered medallions.

    ``source()`` returns the view to show and the names to write it with.
    """

    def __init__(
        self, theme: Theme, data: Any, source: Callable[[], tuple[State, Names]], rect: pygame.Rect | None = None
    ) -> None:
        super().__init__(theme, rect)
        self.data = data
        self.source = source

    def medallions(self) -> list[pygame.Rect]:
        t = self.theme
        size = min(t.px(26), (self.rect.width - t.px(8)) // (len(PHASES) + 1))
        gap = (self.rect.width - len(PHASES) * size) // (len(PHASES) + 1) if len(PHASES) else 0
        gap = min(gap, t.px(16))
        total = len(PHASES) * size + (len(PHASES) - 1) * gap
        x = self.rect.centerx - total // 2
        y = self.rect.bottom - size - t.px(2)
        return [pygame.Rect(x + i * (size + gap), y, size, size) for i in range(len(PHASES))]

    def layer_key(self) -> tuple:
        view, _names = self.source()
        return (view.round, view.step, view.phase, tuple(self.rect), self.theme.scale)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        view, _names = self.source()
        if view.round == 0:
            heading = "Setting up"
            sub = "each family settles its first lord"
        elif view.step == "over":
            heading = f"Round {view.round}"
            sub = "the game is over"
        else:
            heading = f"Round {view.round}"
            sub = PHASES[view.phase - 1] if 1 <= view.phase <= len(PHASES) else ""
        top = self.rect.top
        rect = t.blit_text(surface, heading, (self.rect.left, top), "subheading", c.rubric)
        sub_w = self.rect.right - rect.right - t.px(10)
        words = f"· {sub}"
        t.blit_text(
            surface,
            words,
            (rect.right + t.px(8), rect.centery + t.px(1)),
            "italic",
            c.ink,
            "midleft",
            px=t.fit_px(words, "italic", max(t.px(20), sub_w), 0.7),  # smaller type, never a cut name
        )
        current = view.phase if view.round > 0 else 0
        for index, m in enumerate(self.medallions(), start=1):
            done = view.round > 0 and (index < current or view.step == "over")
            now = index == current and view.step != "over"
            radius = m.width // 2
            if now:
                pygame.draw.circle(surface, c.ink, m.center, radius + max(1, t.px(1.5)))
                pygame.draw.circle(surface, c.rubric, m.center, radius)
                pygame.draw.circle(surface, c.gold, m.center, radius - t.px(2), 1)
                color = c.parchment_light
            elif done:
                pygame.draw.circle(surface, c.parchment_dark, m.center, radius)
                pygame.draw.circle(surface, c.ink_faded, m.center, radius, 1)
                color = c.ink_faded
            else:
                pygame.draw.circle(surface, c.parchment_light, m.center, radius)
                pygame.draw.circle(surface, c.ink_soft, m.center, radius, max(1, t.px(1.2)))
                color = c.ink
            t.blit_text(surface, str(index), (m.centerx, m.centery + t.px(1)), "small_bold", color, "center")
            if index < len(PHASES):
                nxt = self.medallions()[index]
                pygame.draw.line(
                    surface, c.ink_faded, (m.right + t.px(2), m.centery), (nxt.left - t.px(2), m.centery), 1
                )

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.contains(pos):
            return None
        view, names = self.source()
        for index, m in enumerate(self.medallions(), start=1):
            if m.inflate(self.theme.px(6), self.theme.px(6)).collidepoint(pos):
                mark = " (now)" if view.round > 0 and index == view.phase and view.step != "over" else ""
                return f"Phase {index}, {PHASES[index - 1]}{mark}: {PHASE_NOTES[index - 1]}."
        if view.round == 0:
            return (
                "Before the first round each family, from the first player clockwise, chooses an "
                "unoccupied village for its first lord, troops and stronghold (Setup)."
            )
        return (
            f"Round {view.round}. {names.family(view.first_player)} holds the First Player card and plays "
            "first in each phase; the card passes left at the end of the round (7.0)."
        )
