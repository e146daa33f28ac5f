"""Pilgrims' Race's client package: ``PILGRIMS_UI``, which the descriptor's ``load_ui()``
returns. This module imports pygame, so only that function imports it.

The race is played on the shell's generic table, with the generic chooser for the turn
(lay a card, draw or pass) and for hospitality, and with one view of its own for the
walk (RULES 2.2), the decision pending once a card is laid: ``WalkView`` shows the road
with every pilgrim on it and the spaces the walk may reach, the cards laid so far (face
up for the walker alone), and the cards left in hand. A click on a card in hand (or its
digit key) lays it too; Done (Enter) turns the laid cards up and rolls the die.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from game.core.engine import Action, Decision
from game.ui import seats
from game.ui.curtain_logic import seat_colour
from game.ui.decisions import views_by_kind
from game.ui.decisions.base import DecisionView, GameContext
from game.ui.plugin import GameUI
from game.ui.theme import Theme
from game.ui.widgets.base import WidgetGroup
from game.ui.widgets.button import Button
from tests.testgame.rules import Done, Lay

RULES_FILE = Path(__file__).resolve().parent / "RULES.md"
#: a card's size in design pixels
CARD_W, CARD_H = 62, 86
#: the road's height in design pixels
ROAD_H = 64
DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}


def draw_card(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, value: int, look: str) -> None:
    """A card face: its value large in the middle and small in a corner. ``look`` is
    "hand", "hover" (lifted, red border), "laid" (gold border) or "idle" (greyed)."""
    t = theme
    c = t.colors
    body = rect.move(0, -t.px(5)) if look == "hover" else pygame.Rect(rect)
    radius = t.px(6)
    fill = c.parchment_light if look != "idle" else (222, 211, 184)
    border = {"hover": c.rubric, "laid": c.gold, "idle": c.ink_faded}.get(look, c.ink_soft)
    ink = c.ink_faded if look == "idle" else (c.rubric if look == "hover" else c.ink)
    pygame.draw.rect(surface, (150, 124, 86), body.move(0, t.px(3)), border_radius=radius)
    pygame.draw.rect(surface, fill, body, border_radius=radius)
    pygame.draw.rect(surface, border, body, max(2, t.px(2)), border_radius=radius)
    t.blit_text(surface, str(value), body.center, "display", ink, "center")
    t.blit_text(surface, str(value), (body.left + t.px(7), body.top + t.px(4)), "small_bold", ink)


class CardButton(Button):
    """A card in the walker's hand; a click lays it."""

    focusable = False

    def __init__(
        self,
        theme: Theme,
        value: int,
        on_click: Callable[[], None] | None,
        rect: pygame.Rect,
        enabled: bool,
        tooltip: str,
    ) -> None:
        super().__init__(theme, str(value), on_click, rect, enabled=enabled, tooltip=tooltip)
        self.value = value

    def draw(self, surface: pygame.Surface) -> None:
        look = "idle" if not self.interactive else ("hover" if self.hovered else "hand")
        draw_card(surface, self.theme, self.rect, self.value, look)


class WalkView(DecisionView):
    """The walk (2.2): lay another card from the hand, or say done."""

    kinds = ("walk",)

    def __init__(self, ctx: GameContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.theme: Theme = ctx.app.theme
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.road = pygame.Rect(0, 0, 0, 0)
        self.text = pygame.Rect(0, 0, 0, 0)
        self.laid_rects: list[pygame.Rect] = []
        self.hand_left = 0
        self.group = WidgetGroup()
        self.cards: list[CardButton] = []
        self.done: Button | None = None
        self._chosen: Action | None = None

    # What the walker knows ------------------------------------------------------------
    @property
    def seat(self) -> int:
        return self.decision.seat

    def lays(self) -> dict[int, Lay]:
        """The cards that may be laid now, by value."""
        return {a.card: a for a in self.decision.options if isinstance(a, Lay)}

    def reach(self) -> tuple[int, int, int]:
        """Where the walker stands, and the nearest and farthest spaces the walk reaches."""
        view = self.ctx.view
        frm = view.positions[self.seat]
        moved = frm + sum(view.laid)
        return frm, min(moved + 1, view.data.road), min(moved + view.data.die, view.data.road)

    def words(self) -> str:
        view = self.ctx.view
        frm, lo, hi = self.reach()
        laid = " + ".join(map(str, view.laid))
        cards = f"the card laid is {laid}" if len(view.laid) == 1 else f"the cards laid make {laid} = {sum(view.laid)}"
        road = view.data.road
        if lo >= road:
            goal = "the shrine"
        elif hi >= road:
            goal = f"space {lo} or farther, up to the shrine"
        else:
            goal = f"space {lo} to {hi}"
        return f"You stand on space {frm}; {cards}, and the die adds 1 to {view.data.die}: you reach {goal}."

    # Layout ---------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._build()

    def refresh(self, decision: Decision) -> None:
        super().refresh(decision)
        self._build()

    def _build(self) -> None:
        t = self.theme
        view = self.ctx.view
        inner = t.panel_content(self.rect, titled=True)
        self.road = pygame.Rect(inner.left, inner.top + t.px(6), inner.width, t.px(ROAD_H))
        lines = len(t.wrap(self.words(), "body", inner.width))
        self.text = pygame.Rect(inner.left, self.road.bottom + t.px(14), inner.width, lines * t.line_height("body"))
        card_w, card_h, gap = t.px(CARD_W), t.px(CARD_H), t.px(12)
        top = self.text.bottom + t.px(18) + t.line_height("small_bold") + t.px(10)
        x = inner.left
        self.laid_rects = []
        for _ in view.laid:
            self.laid_rects.append(pygame.Rect(x, top, card_w, card_h))
            x += card_w + gap
        x += t.px(36)
        self.hand_left = x
        lays = self.lays()
        self.group.clear()
        self.cards = []
        for value in view.hands[self.seat]:
            action = lays.get(value)
            tip = (
                f"{self.ctx.describe(action)} too (key {value})."
                if action is not None
                else f"At most {view.data.max_lay} cards are laid in one walk (2.2)."
            )
            card = CardButton(
                t,
                value,
                (lambda a=action: self._choose(a)) if action is not None else None,
                pygame.Rect(x, top, card_w, card_h),
                enabled=action is not None,
                tooltip=tip,
            )
            self.cards.append(card)
            x += card_w + gap
        self.done = Button(
            t,
            "Done: roll and walk",
            lambda: self._choose(Done()),
            pygame.Rect(inner.left, inner.bottom - t.px(46), min(inner.width, t.px(320)), t.px(46)),
            primary=True,
            enabled=Done() in self.decision.options,
            tooltip=f"{self.ctx.describe(Done())} (Enter).",
        )
        self.group.add(*self.cards, self.done)
        self.group.update_hover(self.ctx.app.mouse_pos)

    # Input ----------------------------------------------------------------------------
    def _choose(self, action: Action | None) -> None:
        self._chosen = action

    def _submit(self) -> bool:
        action, self._chosen = self._chosen, None
        if action is None:
            return False
        self.ctx.submit(action)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and Done() in self.decision.options:
                self._choose(Done())
            elif event.key in DIGITS and DIGITS[event.key] in self.lays():
                self._choose(self.lays()[DIGITS[event.key]])
            return self._submit()
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            taken = self.group.handle_event(event)
            return self._submit() or taken or self.rect.collidepoint(event.pos)
        return False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        tip = self.group.tooltip_at(pos)
        if tip is not None:
            return tip
        if any(r.collidepoint(pos) for r in self.laid_rects):
            return "Laid face down: the others see only the back until you walk (2.2)."
        if self.road.collidepoint(pos):
            names = self.ctx.controller.seat_names()
            where = ", ".join(f"{names[s]} on space {p}" for s, p in enumerate(self.ctx.view.positions))
            return f"The road to the shrine: {where}. The walk reaches the gilded spaces."
        return None

    # Drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        view = self.ctx.view
        t.draw_panel(surface, self.rect, "Your Walk")
        self._draw_road(surface)
        y = self.text.top
        for line in t.wrap(self.words(), "body", self.text.width):
            t.blit_text(surface, line, (self.text.left, y), "body", c.ink)
            y += t.line_height("body")
        label_y = self.text.bottom + t.px(18)
        left = self.laid_rects[0].left if self.laid_rects else self.text.left
        t.blit_text(surface, "Laid", (left, label_y), "small_bold", c.ink_soft)
        for rect, value in zip(self.laid_rects, view.laid, strict=True):
            draw_card(surface, t, rect, value, "laid")
        if not self.cards:
            words = "Your hand is empty"
        elif self.lays():
            words = "In hand: click a card to lay it too"
        else:
            words = "In hand"
            note = f"At most {view.data.max_lay} cards in one walk: say done (2.2)."
            top = self.cards[0].rect.bottom + t.px(12)
            t.blit_text(surface, note, (self.hand_left, top), "small_italic", c.ink_soft)
        t.blit_text(surface, words, (self.hand_left, label_y), "small_bold", c.ink_soft)
        self.group.draw(surface)

    def _draw_road(self, surface: pygame.Surface) -> None:
        """The road's spaces in a row, every fifth numbered, the shrine gilded, the
        spaces the walk may reach tinted, and each pilgrim's marker above its space (the
        walker's underlined)."""
        t = self.theme
        c = t.colors
        view = self.ctx.view
        road = view.data.road
        _, lo, hi = self.reach()
        cell = self.road.width / (road + 1)
        base = self.road.bottom - t.line_height("small") - t.px(4)
        square = max(4, min(int(cell) - 2, t.px(16)))
        for space in range(road + 1):
            cx = int(self.road.left + cell * (space + 0.5))
            rect = pygame.Rect(0, 0, square, square)
            rect.midbottom = (cx, base)
            fill = c.gold if space == road else (c.gold_light if lo <= space <= hi else c.parchment_dark)
            pygame.draw.rect(surface, fill, rect, border_radius=t.px(2))
            pygame.draw.rect(surface, c.ink_soft, rect, 1, border_radius=t.px(2))
            if space % 5 == 0:
                t.blit_text(surface, str(space), (cx, base + t.px(2)), "small", c.ink_soft, "midtop")
        ui = self.ctx.app.game_ui(self.ctx.controller.game.id)
        size = max(8, min(int(cell * 1.6), t.px(24)))
        bottom = base - square - t.px(3)
        here: dict[int, list[int]] = {}
        for seat, space in enumerate(view.positions):
            here.setdefault(space, []).append(seat)
        for space, group in here.items():
            cx = self.road.left + cell * (space + 0.5)
            # Pilgrims sharing a space stand side by side, the walker drawn last, on top.
            placed = [(seat, cx + (i - (len(group) - 1) / 2) * size * 0.6) for i, seat in enumerate(group)]
            for seat, x in sorted(placed, key=lambda p: p[0] == self.seat):
                colour = seat_colour(self.ctx.controller, seat) or seats.UNKNOWN
                mark = seats.seat_marker(ui, colour, size)
                surface.blit(mark, mark.get_rect(midbottom=(int(x), bottom)))
                if seat == self.seat:
                    ends = (int(x) - size // 2, bottom + 1), (int(x) + size // 2, bottom + 1)
                    pygame.draw.line(surface, c.rubric, *ends, 2)


PILGRIMS_UI = GameUI(
    short_title="Pilgrims' Race",
    views=views_by_kind(WalkView),
    rules_path=lambda: RULES_FILE,
)

__all__ = ["PILGRIMS_UI", "CardButton", "WalkView", "draw_card"]
