"""The privacy curtain: the computer passes from one person to the next.

When the pending decision belongs to a human seat other than the one the screen shows,
a closed stage curtain covers the whole window: nothing of the game scene is drawn
under it (the scene is opaque), no tooltip survives it, and it names only the seat that
must take the computer. When a list of what happened since that person's last turn will
open behind it, the curtain says how long it is ("5 things happened since your last
turn"). A click on "I am Anne, show my table" (or Enter) tells the game scene to show
that seat's view and lifts the curtain; a click where the pointer stood when it came
down, within ``GUARD_SECONDS``, is ignored (the last person's double click never lifts
it). Escape opens the game menu, so a
table can save or stop while waiting for a player.

Which seat, and when, is decided by ``game.ui.curtain_logic`` (no pygame, tested
without a window); the wording for a question asked inside another seat's turn is
neutral there as well. The seat's marker is drawn as its game draws it.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.ui import seats
from game.ui.curtain_logic import curtain_words, seat_colour
from game.ui.pacing import GUARD_SECONDS
from game.ui.scenes.base import WidgetScene
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.theme import Theme

#: The curtain's cloth: a deep madder red, darker than the rubric ink.
CLOTH = (118, 24, 20)
CLOTH_DARK = (58, 10, 8)


class CurtainScene(WidgetScene):
    """Covers the table until the named seat's player is at the keyboard.

    ``game`` is the table scene: it has ``controller`` and ``set_viewer(seat)``.
    """

    title = i18n.m("core.curtain.title")

    def __init__(self, app: App, game: Any, seat: int) -> None:
        super().__init__(app)
        self.game = game
        self.seat = seat
        controller = game.controller
        decision = controller.pending()
        self.interrupt = bool(decision is not None and decision.seat == seat and decision.interrupt)
        self.ui = app.game_ui(controller.game.id)
        self.words = curtain_words(controller, seat, self.interrupt, self.ui)
        self.colour = seat_colour(controller, seat)
        waiting = getattr(game, "since_waiting", None)
        #: how many lines the list of what happened since the seat's last turn holds
        self.waiting: int = waiting(seat) if waiting is not None else 0
        #: what waits behind the curtain: the list of what happened since the last turn
        self.note = self._note()
        self.card = pygame.Rect(0, 0, 0, 0)
        self.reveal: Button | None = None
        self.cloth = Cloth()
        self.head_lines: list[str] = [self.words.heading]
        self.head_px: int | None = None
        self._age = 0.0  # seconds since it came down
        self._came_under: tuple[int, int] | None = None  # where the pointer stood then

    # Life cycle ---------------------------------------------------------------------
    def enter(self) -> None:
        self.app.tooltip.hide()
        self._age = 0.0
        self._came_under = self.app.mouse_pos
        super().enter()

    def update(self, dt: float) -> None:
        super().update(dt)
        self._age += dt

    def handle_event(self, event: pygame.event.Event) -> None:
        # The curtain comes down under a pointer that was clicking on the table: a click
        # where the pointer stood, in the curtain's first moments, is the last person's
        # (a double click), never the next one's.
        pos = getattr(event, "pos", None)
        if self._came_under is not None and pos is not None:
            if abs(pos[0] - self._came_under[0]) + abs(pos[1] - self._came_under[1]) > 6:
                self._came_under = None  # the pointer moved: a click now is meant
            elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self._age < GUARD_SECONDS:
                return
        super().handle_event(event)

    def show(self) -> None:
        """The named player is here: show that seat's table and lift the curtain."""
        self.game.set_viewer(self.seat)
        if self in list(self.app.scenes):
            self.app.scenes.remove(self)

    def on_escape(self) -> None:
        self.app.open("game_menu", game=self.game)

    def _note(self) -> str:
        return i18n.t("core.curtain.since_note", n=self.waiting) if self.waiting else ""

    # Layout -------------------------------------------------------------------------
    def build(self) -> None:
        # The words are made again at each layout: a change of language shows at once.
        self.words = curtain_words(self.game.controller, self.seat, self.interrupt, self.ui)
        self.note = self._note()
        t = self.theme
        w, h = self.size
        card_w = min(w - t.px(80), t.px(640))
        body_w = card_w - 2 * t.px(56)
        body_lines = len(t.wrap(self.words.body, "body", body_w))
        # The heading takes smaller type for a long name, then a second line; never a cut.
        head_w = card_w - t.px(60)
        self.head_px = t.fit_px(self.words.heading, "display", head_w, 0.7)
        self.head_lines = t.wrap(self.words.heading, "display", head_w, self.head_px)
        head_h = len(self.head_lines) * t.line_height("display", self.head_px)
        note_h = len(t.wrap(self.note, "italic", body_w)) * t.line_height("italic") + t.px(10) if self.note else 0
        card_h = (
            t.px(30)
            + t.px(76)
            + t.px(14)
            + head_h
            + t.line_height("italic")
            + t.px(26)
            + body_lines * t.line_height("body")
            + note_h
            + t.px(28)
            + t.px(50)
            + t.px(34)
        )
        self.card = pygame.Rect(0, 0, card_w, min(h - t.px(40), card_h))
        self.card.center = (w // 2, h // 2 + t.px(14))
        button_w = min(card_w - t.px(80), max(t.px(300), t.text_size(self.words.button, "button")[0] + t.px(70)))
        rect = pygame.Rect(0, 0, button_w, t.px(50))
        rect.midbottom = (self.card.centerx, self.card.bottom - t.px(34))
        self.reveal = Button(
            t,
            self.words.button,
            self.show,
            rect,
            primary=True,
            shortcut=pygame.K_RETURN,
            tooltip=i18n.t("core.curtain.reveal_tip"),
        )
        self.group.add(self.reveal)
        self.group.set_focus(self.reveal)

    # Drawing ------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        card = self.card
        self.cloth.draw(surface, t, card)
        y = card.top + t.px(30)
        size = t.px(76)
        badge = pygame.Rect(0, 0, size, size)
        badge.midtop = (card.centerx, y)
        if self.colour is not None:
            seats.draw_seat(self.ui, surface, badge, self.colour)
        y = badge.bottom + t.px(14)
        for line in self.head_lines:
            rect = t.blit_text(surface, line, (card.centerx, y), "display", c.rubric, "midtop", px=self.head_px)
            y = rect.bottom
        rect = t.blit_text(
            surface,
            i18n.t("core.curtain.family_line", family=self.words.family),
            (card.centerx, y),
            "italic",
            c.ink_soft,
            "midtop",
        )
        y = rect.bottom + t.px(12)
        t.draw_rule(surface, card.centerx, y, min(card.width - t.px(120), t.px(340)))
        y += t.px(14)
        for line in t.wrap(self.words.body, "body", card.width - 2 * t.px(56)):
            t.blit_text(surface, line, (card.centerx, y), "body", c.ink, "midtop")
            y += t.line_height("body")
        if self.note:
            y += t.px(10)
            for line in t.wrap(self.note, "italic", card.width - 2 * t.px(56)):
                t.blit_text(surface, line, (card.centerx, y), "italic", c.rubric, "midtop")
                y += t.line_height("italic")
        hint = i18n.t("core.curtain.menu_hint")
        t.blit_text(
            surface,
            hint,
            (surface.get_width() // 2, surface.get_height() - t.px(22)),
            "small_italic",
            c.gold_light,
            "midbottom",
        )


class Cloth:
    """The closed curtain as a backdrop with a parchment card on it; the cloth is drawn
    again only when the window's size or the UI scale changes."""

    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None
        self._key: tuple[object, ...] = ()

    def draw(self, surface: pygame.Surface, theme: Theme, card: pygame.Rect) -> None:
        key = (surface.get_size(), theme.px(1))
        if self._surface is None or self._key != key:
            self._surface = _draw_cloth(surface.get_size(), theme.px(1))
            self._key = key
        surface.blit(self._surface, (0, 0))
        theme.draw_panel(surface, card)


def _draw_cloth(size: tuple[int, int], unit: int) -> pygame.Surface:
    """Two closed curtains meeting in the middle, with folds, a pelmet and a fringe."""
    w, h = size
    cloth = pygame.Surface(size)
    middle = w // 2
    period = max(24, 70 * unit)
    for x in range(w):
        # Folds: the distance from the centre seam sets the phase, so both halves mirror.
        d = abs(x - middle)
        wave = 0.5 + 0.5 * math.sin(d * math.tau / period + 0.9)
        wave2 = 0.5 + 0.5 * math.sin(d * math.tau / (period * 2.7) + 0.3)
        light = 0.42 + 0.46 * wave**1.4 + 0.12 * wave2
        color = tuple(int(CLOTH_DARK[i] + (CLOTH[i] * 1.25 - CLOTH_DARK[i]) * min(1.0, light) * 0.8) for i in range(3))
        pygame.draw.line(cloth, color, (x, 0), (x, h))
    # The seam where the two curtains meet, in shadow.
    seam = pygame.Surface((max(2, 18 * unit), h), pygame.SRCALPHA)
    for i in range(seam.get_width()):
        alpha = int(150 * (1 - abs(i - seam.get_width() / 2) / (seam.get_width() / 2)))
        pygame.draw.line(seam, (20, 4, 2, alpha), (i, 0), (i, h))
    cloth.blit(seam, (middle - seam.get_width() // 2, 0))
    # Light from above, darkness towards the floor.
    shade = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(h):
        f = y / max(1, h - 1)
        alpha = int(90 * max(0.0, f - 0.35) / 0.65) if f > 0.35 else int(60 * (0.35 - f) / 0.35)
        pygame.draw.line(shade, (12, 2, 0, alpha), (0, y), (w, y))
    cloth.blit(shade, (0, 0))
    _draw_pelmet(cloth, unit)
    _draw_fringe(cloth, unit)
    return cloth


def _draw_pelmet(cloth: pygame.Surface, unit: int) -> None:
    """A scalloped pelmet along the top edge, trimmed with gold."""
    w, _ = cloth.get_size()
    band = 46 * unit
    scallop = max(30, 90 * unit)
    gold = (196, 150, 58)
    gold_dark = (128, 92, 30)
    pygame.draw.rect(cloth, (92, 16, 12), (0, 0, w, band))
    for x in range(-scallop // 2, w + scallop, scallop):
        pygame.draw.circle(cloth, (92, 16, 12), (x + scallop // 2, band), scallop // 2)
        pygame.draw.arc(cloth, gold, (x, band - scallop // 2, scallop, scallop), math.pi, math.tau, max(2, 3 * unit))
        tassel = (x + scallop, band + 2 * unit)
        pygame.draw.line(cloth, gold_dark, tassel, (tassel[0], tassel[1] + 16 * unit), max(1, 2 * unit))
        pygame.draw.circle(cloth, gold, (tassel[0], tassel[1] + 18 * unit), max(2, 4 * unit))
    pygame.draw.line(cloth, gold, (0, 8 * unit), (w, 8 * unit), max(1, 2 * unit))
    pygame.draw.line(cloth, gold_dark, (0, 12 * unit), (w, 12 * unit), 1)


def _draw_fringe(cloth: pygame.Surface, unit: int) -> None:
    """A gold fringe along the hem."""
    w, h = cloth.get_size()
    gold = (180, 136, 48)
    gold_dark = (110, 78, 26)
    top = h - 12 * unit
    pygame.draw.line(cloth, gold, (0, top), (w, top), max(2, 3 * unit))
    step = max(3, 5 * unit)
    for x in range(0, w, step):
        color = gold if (x // step) % 2 == 0 else gold_dark
        pygame.draw.line(cloth, color, (x, top), (x + unit, h), max(1, unit))
