"""The round and its seven phases, with the current one marked."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.core.i18n import N_
from game.games.fief.rules.state import PHASES
from game.ui.theme import Theme
from game.ui.widgets.base import Widget
from game.ui.widgets.tooltip import Tip

if TYPE_CHECKING:
    from game.games.fief.rules.names import Names
    from game.games.fief.rules.state import State

#: The name of each phase (the message ids; the rules' ``PHASES`` in words).
PHASE_NAMES: tuple[str, ...] = (
    N_("fief.ui.phase_tracker.phase.hear_ye"),
    N_("fief.ui.phase_tracker.phase.cards"),
    N_("fief.ui.phase_tracker.phase.income"),
    N_("fief.ui.phase_tracker.phase.purchase"),
    N_("fief.ui.phase_tracker.phase.movement"),
    N_("fief.ui.phase_tracker.phase.battles"),
    N_("fief.ui.phase_tracker.phase.end_of_round"),
)

#: What each phase is for, in a few words, with its rule section (message ids).
PHASE_NOTES: tuple[str, ...] = (
    N_("fief.ui.phase_tracker.note.hear_ye"),
    N_("fief.ui.phase_tracker.note.cards"),
    N_("fief.ui.phase_tracker.note.income"),
    N_("fief.ui.phase_tracker.note.purchase"),
    N_("fief.ui.phase_tracker.note.movement"),
    N_("fief.ui.phase_tracker.note.battles"),
    N_("fief.ui.phase_tracker.note.end_of_round"),
)


def phase_name(phase: int) -> str:
    """The name of phase ``phase`` (from 1) in words, "" for none."""
    return i18n.t(PHASE_NAMES[phase - 1]) if 1 <= phase <= len(PHASE_NAMES) else ""


def phase_note(phase: int) -> str:
    """What phase ``phase`` (from 1) is for, in words, "" for none."""
    return i18n.t(PHASE_NOTES[phase - 1]) if 1 <= phase <= len(PHASE_NOTES) else ""


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

    def layer_key(self) -> tuple[object, ...]:
        view, _names = self.source()
        return (view.round, view.step, view.phase, tuple(self.rect), self.theme.scale, i18n.language())

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        view, _names = self.source()
        if view.round == 0:
            heading = i18n.t("fief.ui.phase_tracker.setting_up")
            sub = i18n.t("fief.ui.phase_tracker.setting_up_note")
        elif view.step == "over":
            heading = i18n.t("fief.ui.phase_tracker.round", number=view.round)
            sub = i18n.t("fief.ui.phase_tracker.over")
        else:
            heading = i18n.t("fief.ui.phase_tracker.round", number=view.round)
            sub = phase_name(view.phase)
        top = self.rect.top
        rect = t.blit_text(surface, heading, (self.rect.left, top), "subheading", c.rubric)
        sub_w = self.rect.right - rect.right - t.px(10)
        words = f"· {sub}"
        room = max(t.px(20), sub_w)
        px = t.fit_px(words, "italic", room, 0.7)  # smaller type first; an ellipsis only past that
        t.blit_text(
            surface,
            t.ellipsize(words, "italic", room, px),
            (rect.right + t.px(8), rect.centery + t.px(1)),
            "italic",
            c.ink,
            "midleft",
            px=px,
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
                now = view.round > 0 and index == view.phase and view.step != "over"
                return Tip(
                    i18n.t(
                        N_("fief.ui.phase_tracker.phase_tip_now") if now else N_("fief.ui.phase_tracker.phase_tip"),
                        number=index,
                        phase=phase_name(index),
                        note=phase_note(index),
                    ),
                    m.inflate(self.theme.px(6), self.theme.px(6)),
                )
        if view.round == 0:
            return i18n.t("fief.ui.phase_tracker.setup_tip")
        return i18n.t("fief.ui.phase_tracker.round_tip", number=view.round, family=names.family(view.first_player))
