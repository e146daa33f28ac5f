"""One family of Troyes at a glance, under the city board: its marker and name, its
deniers, Influence, victory points and citizens in its supply, the event cards it won,
and (for the seat looking only) its character cards.

Drawn from a ``view_for`` state: another family's victory points are hidden in the
view (``HIDDEN_VP``) and show as "?" until the end; its characters are never drawn,
only counted. The cards face up are listed by name, in as many columns as they need,
when every name fits whole at the readable size; else they are small cards side by
side (overlapping when they must). A card, or its name, is shown large when hovered
(the table draws the large card: ``card_at``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.core import i18n
from game.games.troyes.rules.state import HIDDEN, HIDDEN_VP, TroyesState
from game.games.troyes.ui.render import cards
from game.games.troyes.ui.render.board import look_of, owner_name
from game.ui.render import icons
from game.ui.render.markers import marker
from game.ui.theme import Theme
from game.ui.widgets.base import Widget
from game.ui.widgets.tooltip import Tip


@dataclass
class PanelSource:
    """What a family panel reads each frame, supplied by the table."""

    view: Callable[[], TroyesState]
    viewer: Callable[[], int | None]
    deciding: Callable[[], int | None]


class FamilyPanel(Widget):
    """A compact sheet for one seat (``seat``), fixed in the strip under the board."""

    def __init__(self, theme: Theme, seat: int, source: PanelSource, rect: pygame.Rect) -> None:
        super().__init__(theme, rect)
        self.seat = seat
        self.source = source
        #: where each small card and each figure was drawn: (rect, kind, id or tooltip)
        self.cards: list[tuple[pygame.Rect, str, str]] = []
        self.tips: list[tuple[pygame.Rect, str]] = []

    @staticmethod
    def strip_height(theme: Theme) -> int:
        """The strip's height: fixed for a window, so the board never changes size."""
        return theme.px(112)

    # ------------------------------------------------------------------ what it shows
    def content(self) -> tuple[Any, ...]:
        view = self.source.view()
        if self.seat < 0:
            roy = view.roy
            return (
                owner_name(view, self.seat),
                look_of(view, self.seat),
                0,
                0,
                roy.vp if roy is not None else 0,
                roy.supply if roy is not None else 0,
                (),
                tuple(roy.characters) if roy is not None else (),
                False,
                False,
                self.source.deciding() == self.seat,
            )
        p = view.players[self.seat]
        own = self.source.viewer() == self.seat
        chars = tuple(p.characters) if own or view.result is not None else (HIDDEN,) * len(p.characters)
        return (
            owner_name(view, self.seat),
            look_of(view, self.seat),
            p.deniers,
            p.influence,
            view.final[self.seat].total if self.seat < len(view.final) else p.vp,  # the end: the whole score (§5.2)
            p.supply,
            tuple(p.won),
            chars,
            p.passed,
            view.start == self.seat and view.round > 0,
            self.source.deciding() == self.seat,
        )

    def layer_key(self) -> tuple[Any, ...]:
        return (self.content(), tuple(self.rect), self.theme.scale, i18n.language())

    def layer_bounds(self) -> pygame.Rect:
        return self.theme.shadow_bounds(self.rect)

    def card_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        """The small card under ``pos``: ("event", id) or ("character", id)."""
        for rect, kind, card in reversed(self.cards):
            if rect.collidepoint(pos):
                return (kind, card) if card != HIDDEN else None
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.contains(pos):
            return None
        if self.card_at(pos) is not None:
            return None  # the card itself is shown large
        for rect, tip in self.tips:
            if rect.collidepoint(pos):
                return Tip(tip, rect)
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        view = self.source.view()
        data = view.data
        (name, look, deniers, influence, vp, supply, won, chars, passed, start, deciding) = self.content()
        t.draw_panel(surface, self.rect, ornate=False, tone=c.parchment_light if deciding else None)
        if deciding:
            pygame.draw.rect(
                surface, c.gold, self.rect.inflate(-t.px(4), -t.px(4)), max(2, t.px(3)), border_radius=t.px(6)
            )
        self.cards = []
        self.tips = []
        inner = self.rect.inflate(-2 * t.px(10), -2 * t.px(8))
        # The name row: the marker, the name (smaller type before cutting), start and passed.
        mark = t.px(22)
        surface.blit(marker(look[0], look[1], mark), (inner.left, inner.top))
        x = inner.left + mark + t.px(6)
        right = inner.right
        notes: list[str] = []
        if passed:
            notes.append(i18n.t("troyes.ui.panel.passed"))
        if start:
            notes.append(i18n.t("troyes.ui.panel.start"))
        note = " · ".join(notes)
        if note:
            nw = t.text_size(note, "small_italic")[0]
            if nw < (right - x) // 2:
                t.blit_text(surface, note, (right, inner.top + mark // 2), "small_italic", c.rubric, "midright")
                right -= nw + t.px(6)
        px = t.fit_px(name, "small_bold", right - x, 0.7)
        shown = t.ellipsize(name, "small_bold", right - x, px)
        t.blit_text(surface, shown, (x, inner.top + mark // 2), "small_bold", c.ink, "midleft", px=px)
        # Under the name: the figures in two columns of two at the left, the cards
        # fanned at the right (the characters first, then the events won).
        top = inner.top + mark + t.px(6)
        body = pygame.Rect(inner.left, top, inner.width, inner.bottom - top)
        hidden = vp == HIDDEN_VP
        figures = [
            ("coin", str(deniers), i18n.t("troyes.ui.panel.deniers_tip", n=deniers)),
            ("fleur_de_lis", str(influence), i18n.t("troyes.ui.panel.influence_tip", n=influence)),
            (
                "crown",
                "?" if hidden else str(vp),
                i18n.t("troyes.ui.panel.vp_hidden_tip") if hidden else i18n.t("troyes.ui.panel.vp_tip", n=vp),
            ),
            ("human", str(supply), i18n.t("troyes.ui.panel.supply_tip", n=supply)),
        ]
        if self.seat < 0:  # le Roy keeps no deniers and no Influence (Appendix A.1)
            figures = figures[2:]
        shown_cards = [("character", card) for card in chars] + [("event", card) for card in won]
        card_h = body.height
        card_w = max(6, round(card_h / cards.CARD_RATIO))
        size = t.px(20)
        columns = 2 if len(figures) > 2 else 1
        # The figures take what their numbers need (two columns of two, or one of two),
        # the cards the rest.
        need = max(t.text_size(value, "body_bold")[0] for _, value, _ in figures) + size + t.px(18)
        grid_w = min(body.width // 2, columns * need) if shown_cards else body.width
        listed = self._listing(data, shown_cards, body.width - grid_w - t.px(8), body.height)
        fan_w = 0
        if shown_cards and listed is None:  # the cards side by side, overlapping when they must
            fan_w = min(body.width - grid_w - t.px(8), card_w + (len(shown_cards) - 1) * (card_w + t.px(3)))
            grid_w = body.width - fan_w - t.px(8)
        grid = pygame.Rect(body.left, body.top, grid_w, body.height)
        cell_w = grid.width // columns
        cell_h = grid.height // 2
        for k, (icon, value, tip) in enumerate(figures):
            cell = pygame.Rect(grid.left + (k % columns) * cell_w, grid.top + (k // columns) * cell_h, cell_w, cell_h)
            surface.blit(icons.icon(icon, size), icons.icon(icon, size).get_rect(midleft=cell.midleft))
            vpx = t.fit_px(value, "body_bold", cell.width - size - t.px(6), 0.6)
            t.blit_text(
                surface, value, (cell.left + size + t.px(5), cell.centery), "body_bold", c.ink, "midleft", px=vpx
            )
            self.tips.append((cell, tip))
        if not shown_cards:
            return
        if listed is not None:
            self._draw_listing(surface, data, shown_cards, listed, pygame.Rect(grid.right + t.px(8), body.top, 0, 0))
            return
        step = card_w + t.px(3)
        if len(shown_cards) > 1:
            step = min(step, (fan_w - card_w) // (len(shown_cards) - 1))
        x = body.right - fan_w
        for kind, card in shown_cards:
            r = pygame.Rect(x, body.top, card_w, card_h)
            if kind == "character" and card != HIDDEN and card in data.characters:
                cards.draw_character(surface, t, r, data.characters[card])
            elif kind == "event" and (card in data.events or card == data.marauding.id):
                cards.draw_event(surface, t, r, data.event(card))
            else:
                cards.draw_back(surface, t, r, kind)
            self.cards.append((r, kind, card))
            x += step
        if chars:
            first = self.cards[0][0].union(self.cards[len(chars) - 1][0])
            self.tips.append((first, i18n.t("troyes.ui.panel.characters_tip", n=len(chars))))
        if won:
            last = self.cards[len(chars)][0].union(self.cards[-1][0])
            self.tips.append((last, i18n.t("troyes.ui.panel.won_tip", n=len(won))))

    # ------------------------------------------------------------------ the cards by name
    def _name(self, data: Any, kind: str, card: str) -> str | None:
        """A card's name in the list, or None for a card face down (it is drawn as one)."""
        if kind == "character" and card in data.characters:
            return i18n.text(data.characters[card].name)
        if kind == "event" and (card in data.events or card == data.marauding.id):
            return i18n.text(data.event(card).name)
        return None

    def _listing(self, data: Any, shown: list[tuple[str, str]], width: int, height: int) -> tuple[int, int] | None:
        """The (columns, rows) in which the cards' names fit whole in ``width`` x
        ``height`` at the readable size, or None (a card face down, or too little room)."""
        t = self.theme
        if not shown or width <= 0:
            return None
        names = [self._name(data, kind, card) for kind, card in shown]
        if any(name is None for name in names):
            return None
        px = t.readable_px
        rows = max(1, height // (t.line_height("small_bold", px) + t.px(2)))
        columns = -(-len(names) // rows)
        room = (width - t.px(8) * (columns - 1)) // columns - t.px(16)
        if any(t.text_size(name or "", "small_bold", px)[0] > room for name in names):
            return None
        return columns, rows

    def _draw_listing(
        self,
        surface: pygame.Surface,
        data: Any,
        shown: list[tuple[str, str]],
        layout: tuple[int, int],
        at: pygame.Rect,
    ) -> None:
        """The cards' names in columns, each after a mark of its card's colour."""
        t = self.theme
        columns, rows = layout
        px = t.readable_px
        lh = t.line_height("small_bold", px) + t.px(2)
        inner = self.rect.inflate(-2 * t.px(10), -2 * t.px(8))
        width = (inner.right - at.left - t.px(8) * (columns - 1)) // columns
        for k, (kind, card) in enumerate(shown):
            column, row = divmod(k, rows)
            cell = pygame.Rect(at.left + column * (width + t.px(8)), at.top + row * lh, width, lh)
            colour = "character" if kind == "character" else data.event(card).colour
            band = cards.BANDS.get(colour, cards.BANDS["white"])
            mark = pygame.Rect(0, 0, t.px(9), lh - t.px(5))
            mark.midleft = (cell.left, cell.centery)
            pygame.draw.rect(surface, band[0], mark, border_radius=t.px(2))
            pygame.draw.rect(surface, band[1], mark, 1, border_radius=t.px(2))
            name = self._name(data, kind, card) or ""
            words = t.blit_text(
                surface, name, (mark.right + t.px(6), cell.centery), "small_bold", t.colors.ink, "midleft", px=px
            )
            self.cards.append((mark.union(words), kind, card))


__all__ = ["FamilyPanel", "PanelSource"]
