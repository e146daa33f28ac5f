"""One family at a glance: deniers, victory points, lords with their titles, the hand's
size and the markers left in the family's stock.

Drawn from a ``view_for`` state only, so another family's hand shows as a number of
cards and nothing more; with the hidden-deniers variant their purse shows "?" (the view
carries -1 there).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.games.fief.rules.control import victory_points
from game.games.fief.ui.render.pieces import family_style, lord_honours, lord_markers, token_icon
from game.ui.render import icons
from game.ui.render.markers import marker
from game.ui.theme import Theme
from game.ui.widgets.base import Widget

if TYPE_CHECKING:
    from game.games.fief.rules.names import Names
    from game.games.fief.rules.state import State

#: Family stock counters shown, in order: (stock key, icon, words, rule).
STOCK: tuple[tuple[str, str, str, str], ...] = (
    ("knights", "knight", "Knights", "4.1: 3 deniers, strength 3"),
    ("men_at_arms", "man_at_arms", "Men-at-arms", "4.1: 1 denier, strength 1"),
    ("siege_engines", "siege_engine", "Siege engines", "6.4"),
    ("diplomacy", "diplomacy", "Diplomacy markers", "8.0"),
    ("vote", "vote", "Vote markers (For and Decoy)", "1.3"),
    ("tax", "tax", "Tax markers", "2.4.4"),
    ("marriage", "marriage", "Marriage marker", "1.1"),
)


@dataclass
class PanelSource:
    """What a family panel reads each frame, supplied by the game scene."""

    view: Callable[[], State]
    names: Callable[[], Names]
    is_ai: Callable[[int], bool]
    deciding: Callable[[], int | None]  # the seat whose decision is pending
    viewer: Callable[[], int | None]
    filtered: Callable[[], int | None]  # the family the chronicle is filtered on


class FamilyPanel(Widget):
    """A compact sheet for one seat. Clicking its marker or name filters the chronicle."""

    def __init__(
        self,
        theme: Theme,
        data: Any,
        seat: int,
        source: PanelSource,
        on_filter: Callable[[int], None] | None = None,
        rect: pygame.Rect | None = None,
    ) -> None:
        super().__init__(theme, rect)
        self.data = data
        self.seat = seat
        self.source = source
        self.on_filter = on_filter
        self.flash = 0.0  # 1 when deniers just changed, fading to 0
        self._tips: list[tuple[pygame.Rect, str]] = []
        self._filter_rect = pygame.Rect(0, 0, 0, 0)

    # Sizes ----------------------------------------------------------------------
    @staticmethod
    def stock_slot(theme: Theme) -> int:
        return theme.px(38)

    @staticmethod
    def counters_width(theme: Theme) -> int:
        """Room for the purse, the points and the hand (three icons with short numbers)."""
        return 3 * (theme.px(16) + theme.px(2) + theme.text_size("88", "small_bold")[0]) + 2 * theme.px(9)

    @staticmethod
    def inner_width(theme: Theme, width: int) -> int:
        return width - theme.px(6) - theme.px(8) - theme.px(10)

    @staticmethod
    def shape(theme: Theme, width: int) -> tuple[bool, int]:
        """(counters on the name's row?, rows of stock markers) for a panel this wide."""
        t = theme
        inner = FamilyPanel.inner_width(t, width)
        inline = inner - FamilyPanel.counters_width(t) >= t.px(110)
        per_row = max(1, inner // FamilyPanel.stock_slot(t))
        return inline, -(-len(STOCK) // per_row)

    @staticmethod
    def needed_height(theme: Theme, width: int, lords: int) -> int:
        """The height that shows every lord on a line of its own at this width."""
        t = theme
        inline, stock_rows = FamilyPanel.shape(t, width)
        head = t.line_height("small_bold") * (1 if inline else 2) + t.px(2)
        return t.px(7) + head + max(1, lords) * t.line_height("small") + t.px(3) + stock_rows * t.px(19) + t.px(7)

    # Input ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            if self._filter_rect.collidepoint(event.pos) and self.on_filter is not None:
                self.on_filter(self.seat)
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def update(self, dt: float) -> None:
        self.flash = max(0.0, self.flash - dt * 1.2)

    # Drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        view = self.source.view()
        names = self.source.names()
        fam = view.families[self.seat]
        rgb, pattern = family_style(self.data, view, self.seat)
        deciding = self.source.deciding() == self.seat
        viewer = self.source.viewer()
        tone = c.parchment_light if deciding else c.parchment
        t.draw_panel(surface, self.rect, tone=tone, shadow=False, ornate=False)
        if self.flash > 0:
            glow = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*c.gold_light, round(110 * self.flash)), glow.get_rect(), border_radius=t.px(6))
            surface.blit(glow, self.rect)
        # The family's colour down the left edge; red ink around the sheet of the family deciding.
        band = pygame.Rect(self.rect.left, self.rect.top, t.px(6), self.rect.height)
        pygame.draw.rect(surface, rgb, band, border_top_left_radius=t.px(6), border_bottom_left_radius=t.px(6))
        if deciding:
            pygame.draw.rect(surface, c.rubric, self.rect, max(2, t.px(2)), border_radius=t.px(6))
        self._tips = []
        inline, stock_rows = self.shape(t, self.rect.width)
        inner = pygame.Rect(
            band.right + t.px(8),
            self.rect.top + t.px(7),
            self.inner_width(t, self.rect.width),
            self.rect.height - t.px(14),
        )
        row_h = t.line_height("small_bold")
        y = inner.top
        # Header: marker and name (click to filter), the seat's kind, then purse, points, hand.
        mark_rect = pygame.Rect(inner.left, y + t.px(1), row_h - t.px(2), row_h - t.px(2))
        surface.blit(marker(rgb, pattern, mark_rect.width), mark_rect)
        if self.source.filtered() == self.seat:
            pygame.draw.rect(
                surface, c.rubric, mark_rect.inflate(t.px(4), t.px(4)), max(1, t.px(1.5)), border_radius=t.px(3)
            )
        if inline:
            right_w = self._draw_counters(surface, view, names, fam, inner.right, y, row_h)
        else:
            right_w = 0
        name_left = mark_rect.right + t.px(6)
        room = inner.right - right_w - name_left - t.px(24)
        label = fam.name + (" (you)" if viewer == self.seat else "")
        if t.text_size(label, "small_bold")[0] > room:
            label = fam.name
        name_rect = t.blit_text(
            surface,
            t.ellipsize(label, "small_bold", max(t.px(20), room)),
            (name_left, y + row_h // 2),
            "small_bold",
            c.ink,
            "midleft",
        )
        kind_icon = "astrolabe" if self.source.is_ai(self.seat) else "human"
        icon = icons.icon(kind_icon, t.px(15))
        icon_rect = icon.get_rect(midleft=(name_rect.right + t.px(5), y + row_h // 2))
        surface.blit(icon, icon_rect)
        self._filter_rect = mark_rect.union(name_rect).inflate(t.px(4), t.px(4))
        who = "a computer player" if self.source.is_ai(self.seat) else "a person at this table"
        self._tips.append(
            (
                self._filter_rect,
                f"{fam.name}: click to show only this family in the chronicle (click again to show every family).",
            )
        )
        self._tips.append((icon_rect, f"{fam.name} is played by {who}."))
        y += row_h
        if not inline:
            width = self.counters_width(t)
            self._draw_counters(surface, view, names, fam, inner.left + width, y, row_h)
            y += row_h
        y += t.px(2)
        # Lords, one per line if there is room.
        line_h = t.line_height("small")
        stock_h = stock_rows * t.px(19)
        lines_room = max(1, (inner.bottom - stock_h - t.px(3) - y) // line_h)
        lords = self._lord_lines(view, names, fam)
        if len(lords) > lines_room:
            joined = "; ".join(text for text, _ in lords)
            wrapped = t.wrap(joined, "small", inner.width)
            shown = wrapped[:lines_room]
            if len(wrapped) > lines_room:
                shown[-1] = t.ellipsize(shown[-1] + " …", "small", inner.width)
            tip = "\n".join(tip for _, tip in lords)
            for line in shown:
                t.blit_text(surface, line, (inner.left, y), "small", c.ink)
                self._tips.append((pygame.Rect(inner.left, y, inner.width, line_h), tip))
                y += line_h
        else:
            for text, tip in lords:
                t.blit_text(surface, t.ellipsize(text, "small", inner.width), (inner.left, y), "small", c.ink)
                self._tips.append((pygame.Rect(inner.left, y, inner.width, line_h), tip))
                y += line_h
        # Markers left in the family's stock.
        self._draw_stock(surface, fam, pygame.Rect(inner.left, inner.bottom - stock_h, inner.width, stock_h))

    def _draw_counters(
        self, surface: pygame.Surface, view: State, names: Names, fam: Any, right: int, y: int, row_h: int
    ) -> int:
        """Deniers, victory points and cards in hand, ending at ``right``; returns their width."""
        t = self.theme
        c = t.colors
        points = victory_points(view)[self.seat]
        hidden = fam.deniers < 0
        purse = "?" if hidden else str(fam.deniers)
        need = self.data.victory.solo
        items = [
            (
                "coin",
                purse,
                "Deniers: hidden from the other families (the hidden deniers variant)."
                if hidden
                else f"{fam.name} has {fam.deniers} deniers to spend at Purchase (4.0); income comes at phase 3 (3.0).",
            ),
            (
                "crown",
                str(points),
                f"Victory points: {points}, one for each fief title the family holds and one each for "
                f"the King and the Pope (7.0); "
                f"{need} at the end of a round win the game (7.1).",
            ),
            ("card_back", str(len(fam.hand)), self._hand_tip(view, names, fam)),
        ]
        icon_size = t.px(16)
        x = right
        cy = y + row_h // 2
        for icon_name, text, tip in reversed(items):
            label = t.text(text, "small_bold", c.ink)
            x -= label.get_width()
            surface.blit(label, label.get_rect(midleft=(x, cy + t.px(1))))
            x -= icon_size + t.px(2)
            icon = icons.icon(icon_name, icon_size)
            surface.blit(icon, icon.get_rect(midleft=(x, cy)))
            self._tips.append((pygame.Rect(x, y, icon_size + t.px(2) + label.get_width(), row_h), tip))
            x -= t.px(9)
        return right - x

    def _hand_tip(self, view: State, names: Names, fam: Any) -> str:
        n = len(fam.hand)
        base = f"{fam.name} holds {n} card{'s' if n != 1 else ''} (at most {self.data.rules.hand_limit}, 2.1)."
        if self.seat == self.source.viewer() and n and all(cid != "hidden" for cid in fam.hand):
            # Only the viewer's own hand is in the view; other hands are face down.
            return base + " Your cards: " + ", ".join(names.card(cid).removeprefix("the ") for cid in fam.hand) + "."
        return base

    def _lord_lines(self, view: State, names: Names, fam: Any) -> list[tuple[str, str]]:
        out = []
        for lid in fam.lords:
            titles = lord_honours(self.data, view, lid)
            village = view.lords[lid].village
            where = names.village(village) if village else "not on the map"
            lo = view.lords[lid]
            held = f" · captive of {names.family(lo.captor)}" if lo.captor >= 0 else ""
            spouse = lo.spouse if lo.spouse in view.lords else ""
            marks = ("" if view.excommunicated != lid else " · excommunicated") + (
                " · Assassin" if lid in view.assassins else ""
            )
            text = (
                names.lord(lid)
                + (" ⚭" if spouse else "")
                + (", " + ", ".join(titles) if titles else "")
                + f" · {where}{held}{marks}"
            )
            tip = (
                f"{names.lord(lid)}: "
                + (", ".join(titles) + " (1.2)" if titles else "no title (1.2)")
                + (f"; in {where}" if village else "; not on the map")
                + "".join(f"; {m}" for m in lord_markers(view, names, lid))
                + "."
            )
            out.append((text, tip))
        if not out:
            out.append(("No lord in play", "The family has no lord in play."))
        return out

    def _draw_stock(self, surface: pygame.Surface, fam: Any, row: pygame.Rect) -> None:
        t = self.theme
        c = t.colors
        totals = self.data.family_stock.model_dump()
        per_row = max(1, row.width // self.stock_slot(t))
        rows = -(-len(STOCK) // per_row)
        per_row = -(-len(STOCK) // rows)  # spread evenly over the rows
        slot = row.width // per_row
        row_h = row.height // rows
        icon_size = min(t.px(17), row_h)
        for index, (key, icon_name, words, rule) in enumerate(STOCK):
            left = fam.stock.get(key, 0)
            x = row.left + (index % per_row) * slot
            cy = row.top + (index // per_row) * row_h + row_h // 2
            icon = token_icon(icon_name, icon_size)
            rect = icon.get_rect(midleft=(x, cy))
            surface.blit(icon, rect)
            color = c.ink if left else c.ink_faded
            t.blit_text(surface, str(left), (rect.right + t.px(2), cy + t.px(1)), "small_bold", color, "midleft")
            self._tips.append(
                (
                    pygame.Rect(x, cy - row_h // 2, slot, row_h),
                    f"{words} left in {fam.name}'s stock: {left} of {totals.get(key, left)} ({rule}).",
                )
            )

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.contains(pos):
            return None
        for rect, tip in reversed(self._tips):
            if rect.collidepoint(pos):
                return tip
        return None
