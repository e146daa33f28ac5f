"""A private talk (8.0, 11.3): the families named step aside to talk, and the table is
hidden meanwhile.

The talk screen covers the whole window with the closed curtain (nothing of the game
is drawn under it, and computer players wait), names the families who talk, and runs
the clock: three minutes for each Diplomacy marker spent, counted down; with Open
Diplomacy the talk lasts as long as the players wish and the clock counts up. When
time is up the clock says so; "Three more minutes" spends another marker (8.0), "End
the talk" (Enter or Escape) brings the table back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.games.fief.rules.actions import OpenTalk
from game.ui.render.markers import draw_marker
from game.ui.scenes.base import WidgetScene
from game.ui.scenes.curtain import Cloth
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.ui.app import App


def clock_words(seconds: float) -> str:
    """'2:05' for 125 seconds (rounded up, so a clock never shows 0:00 with time left)."""
    whole = max(0, int(-(-seconds // 1)))
    return f"{whole // 60}:{whole % 60:02d}"


class TalkScene(WidgetScene):
    """``game`` is the game scene (``controller``, ``names``, ``submit``); ``seat`` opened
    the talk with ``others``; ``minutes`` is 0 for an open-ended talk (11.3)."""

    #: The window's title while the talk is on (in the language of the moment).
    title = i18n.m("fief.ui.talk.title")

    def __init__(self, app: App, game: Any, seat: int, others: tuple[int, ...], minutes: int) -> None:
        super().__init__(app)
        self.game = game
        self.seat = seat
        self.others = tuple(others)
        self.open_ended = minutes <= 0
        self.left = minutes * 60.0  # seconds left (a timed talk)
        self.elapsed = 0.0
        self.card = pygame.Rect(0, 0, 0, 0)
        self.cloth = Cloth()
        self._more: Button | None = None
        self._end: Button | None = None

    # Reading ------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return not self.open_ended and self.left <= 0

    def may_extend(self) -> bool:
        d = self.game.controller.pending()
        return not self.open_ended and d is not None and d.seat == self.seat and OpenTalk(self.others) in d.options

    def families(self) -> list[int]:
        return [self.seat, *self.others]

    # Acting -------------------------------------------------------------------------
    def extend(self, minutes: int) -> None:
        """Another marker was spent: three more minutes (the game scene calls this)."""
        self.left = max(0.0, self.left) + minutes * 60.0
        self.layout()

    def more(self) -> None:
        self.game.submit(OpenTalk(self.others))  # the game scene's events call extend()

    def end(self) -> None:
        if self in list(self.app.scenes):
            self.app.scenes.remove(self)

    def on_escape(self) -> None:
        self.end()

    # Frame --------------------------------------------------------------------------
    def enter(self) -> None:
        self.app.tooltip.hide()
        super().enter()

    def busy(self) -> bool:
        """The clock runs down (or counts the time talked): it moves by itself."""
        return True

    def update(self, dt: float) -> None:
        was_over = self.over
        self.elapsed += dt
        if not self.open_ended:
            self.left -= dt
        if self.over != was_over:
            self.layout()

    # Layout -------------------------------------------------------------------------
    def build(self) -> None:
        t = self.theme
        w, h = self.size
        card_w = min(w - t.px(80), t.px(620))
        card_h = min(h - t.px(40), t.px(470))
        self.card = pygame.Rect(0, 0, card_w, card_h)
        self.card.center = (w // 2, h // 2 + t.px(14))
        button_w = min((card_w - t.px(100)) // 2, t.px(250))
        end = pygame.Rect(0, 0, button_w, t.px(48))
        more = pygame.Rect(0, 0, button_w, t.px(48))
        y = self.card.bottom - t.px(34)
        if self.open_ended:
            end.midbottom = (self.card.centerx, y)
        else:
            more.bottomright = (self.card.centerx - t.px(10), y)
            end.bottomleft = (self.card.centerx + t.px(10), y)
            self._more = Button(
                t,
                i18n.t("fief.ui.talk.more"),
                self.more,
                more,
                enabled=self.may_extend(),
                tooltip=i18n.t("fief.ui.talk.more_tip") if self.may_extend() else i18n.t("fief.ui.talk.more_tip_none"),
            )
            self.group.add(self._more)
        button = Button(
            t,
            i18n.t("fief.ui.talk.end"),
            self.end,
            end,
            primary=True,
            shortcut=pygame.K_RETURN,
            tooltip=i18n.t("fief.ui.talk.end_tip"),
        )
        self.group.add(button)
        self._end = button

    def layout(self) -> None:
        super().layout()
        self.group.set_focus(self._end)  # Enter always ends the talk, never spends a marker

    # Drawing ------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        card = self.card
        self.cloth.draw(surface, t, card)
        y = card.top + t.px(28)
        size = t.px(52)
        seats = self.families()
        gap = t.px(12)
        x = card.centerx - (len(seats) * size + (len(seats) - 1) * gap) // 2
        colours = {f.id: f for f in self.game.controller.data.families}
        state = self.game.controller.state
        for seat in seats:
            fam = colours.get(state.families[seat].color)
            if fam is not None:
                draw_marker(surface, pygame.Rect(x, y, size, size), fam.color, fam.pattern)
            x += size + gap
        y += size + t.px(10)
        rect = t.blit_text(surface, i18n.t("fief.ui.talk.title"), (card.centerx, y), "display", c.rubric, "midtop")
        y = rect.bottom
        names = self.game.names
        who = i18n.text(i18n.words(names.family(s) for s in seats))
        rect = t.blit_text(
            surface,
            t.ellipsize(who, "italic", card.width - t.px(60)),
            (card.centerx, y),
            "italic",
            c.ink_soft,
            "midtop",
        )
        y = rect.bottom + t.px(10)
        t.draw_rule(surface, card.centerx, y, min(card.width - t.px(120), t.px(340)))
        y += t.px(16)
        if self.open_ended:
            clock, colour, caption = clock_words(self.elapsed), c.ink, i18n.t("fief.ui.talk.open_ended")
        elif self.over:
            clock, colour, caption = "0:00", c.rubric, i18n.t("fief.ui.talk.time_up")
        else:
            clock, colour, caption = clock_words(self.left), c.ink, i18n.t("fief.ui.talk.left")
        rect = t.blit_text(surface, clock, (card.centerx, y), "title", colour, "midtop")
        y = rect.bottom
        rect = t.blit_text(surface, caption, (card.centerx, y), "italic", colour, "midtop")
        y = rect.bottom + t.px(14)
        body = i18n.t("fief.ui.talk.look_away")
        for line in t.wrap(body, "body", card.width - 2 * t.px(56)):
            t.blit_text(surface, line, (card.centerx, y), "body", c.ink, "midtop")
            y += t.line_height("body")
