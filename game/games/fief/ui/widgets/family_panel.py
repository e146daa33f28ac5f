"""One family at a glance: deniers, victory points, lords with their titles, the hand's
size and the markers left in the family's stock.

Drawn from a ``view_for`` state only, so another family's hand shows as a number of
cards and nothing more; with the hidden-deniers variant their purse shows "?" (the view
carries -1 there).

The panel's rectangle is fixed for the game (the map above it never moves); what it
holds is fitted in ``plan``: no word is cut with an ellipsis, and a panel that cannot
hold its lords grows upwards over the map while it needs to.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from game.core import i18n
from game.core.i18n import N_, m
from game.games.fief.rules.control import victory_points
from game.games.fief.rules.names import deniers
from game.games.fief.ui.render.pieces import family_style, in_each_language, lord_honours, lord_markers, token_icon
from game.ui.render import icons
from game.ui.render.markers import marker
from game.ui.theme import Theme
from game.ui.widgets.base import Widget
from game.ui.widgets.tooltip import Tip

if TYPE_CHECKING:
    from game.games.fief.rules.names import Names
    from game.games.fief.rules.state import State

#: Family stock counters shown, in order: (stock key, icon, words, rule); the words and
#: the rule are message ids.
STOCK: tuple[tuple[str, str, str, str], ...] = (
    ("knights", "knight", N_("fief.ui.family_panel.stock.knights"), N_("fief.ui.family_panel.rule.knights")),
    ("men_at_arms", "man_at_arms", N_("fief.ui.family_panel.stock.men_at_arms"), N_("fief.ui.family_panel.rule.men")),
    (
        "siege_engines",
        "siege_engine",
        N_("fief.ui.family_panel.stock.siege_engines"),
        N_("fief.ui.family_panel.rule.siege"),
    ),
    ("diplomacy", "diplomacy", N_("fief.ui.family_panel.stock.diplomacy"), N_("fief.ui.family_panel.rule.diplomacy")),
    ("vote", "vote", N_("fief.ui.family_panel.stock.vote"), N_("fief.ui.family_panel.rule.vote")),
    ("tax", "tax", N_("fief.ui.family_panel.stock.tax"), N_("fief.ui.family_panel.rule.tax")),
    ("marriage", "marriage", N_("fief.ui.family_panel.stock.marriage"), N_("fief.ui.family_panel.rule.marriage")),
)


def wrap_name(theme: Theme, name: str, width: int) -> list[str]:
    """A family's name in lines no wider than ``width`` (small bold type), broken at
    spaces and after hyphens ("Rochebrune-" / "la-Vieille"); a part still too wide
    keeps a line of its own (its type shrinks to fit)."""
    tokens = re.findall(r"[^\s-]+-*\s*|-+\s*", " ".join(name.split()))  # each with its hyphen or space
    lines: list[str] = []
    line = ""
    for token in tokens:
        candidate = line + token
        if line and theme.text_size(candidate.rstrip(), "small_bold")[0] > width:
            lines.append(line.rstrip())
            line = token
        else:
            line = candidate
    if line.strip():
        lines.append(line.rstrip())
    return lines or [name]


@dataclass
class _Plan:
    """A family panel's lines at its width (see ``FamilyPanel.plan``)."""

    name_lines: list[str]
    name_px: int  # the name's type size in pixels
    inline: bool  # the purse, points and hand on the name's row
    lords: list[tuple[str, str, int]]  # (line, tooltip, indent)
    size: int  # the lords' type size in pixels
    height: int  # the height it all needs (at least the panel's own)
    stock_h: int


class _Content(NamedTuple):
    """What a family panel writes about its family (its layer's key)."""

    name: str
    viewer: bool  # the family of the seat looking
    deniers: int
    points: int
    hand_tip: str
    stock: tuple[tuple[str, int], ...]
    lords: tuple[tuple[str, str, str], ...]  # each lord's line, the same without his village, its tooltip
    style: tuple[Any, str]


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
        self._drawn = pygame.Rect(0, 0, 0, 0)
        self.last_plan: _Plan | None = None
        self.kind_rect = pygame.Rect(0, 0, 0, 0)
        self._content: tuple[State, _Content, str] | None = None

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
    def stock_layout(theme: Theme, inner: int) -> tuple[int, bool]:
        """(rows, compact) of the stock markers in ``inner`` pixels: a narrow panel packs
        them tighter, with smaller icons and figures, rather than take a third row."""
        per_row = max(1, inner // FamilyPanel.stock_slot(theme))
        rows = -(-len(STOCK) // per_row)
        if rows > 2 and inner >= 4 * theme.px(28):
            return 2, True
        return rows, False

    @staticmethod
    def stock_rows(theme: Theme, width: int) -> int:
        return FamilyPanel.stock_layout(theme, FamilyPanel.inner_width(theme, width))[0]

    @staticmethod
    def strip_height(theme: Theme) -> int:
        """The height of the families' strip under the map: fixed for a window, whatever
        the families hold, so the map never changes size during a game."""
        return theme.px(172)

    def plan(self, view: State, names: Names) -> _Plan:
        """Where every line goes at this panel's width, with no word cut: the family's
        name wraps, each lord's line wraps under itself, and the lords' type gets a
        little smaller when they need more lines than the panel has. ``height`` is what
        it all needs, more than the panel's own when even the smallest type does not
        fit (the panel then grows upwards over the map, which keeps its size)."""
        t = self.theme
        width = self.rect.width
        inner_w = self.inner_width(t, width)
        row_h = t.line_height("small_bold")
        mark = row_h - t.px(2)
        icon_w = t.px(5) + t.px(15)
        name_room = inner_w - mark - t.px(6) - icon_w
        family = self.content(view, names).name
        label = i18n.t("fief.ui.family_panel.you", family=family) if self.source.viewer() == self.seat else family
        counters = self.counters_width(t) + t.px(12)
        name_w = t.text_size(label, "small_bold")[0]
        inline = name_w + counters <= name_room
        if not inline and t.text_size(family, "small_bold")[0] + counters <= name_room:
            label, inline = family, True
        if inline or t.text_size(label, "small_bold", t.fit_px(label, "small_bold", name_room, 0.8))[0] <= name_room:
            name_lines = [label]  # on one line, a little smaller if need be
        else:
            name_lines = wrap_name(t, label, name_room)
        # A part that cannot wrap shrinks its type to fit.
        name_px = min(t.fit_px(line, "small_bold", name_room, 0.6) for line in name_lines)
        head = row_h * len(name_lines) + (0 if inline else row_h) + t.px(2)
        stock_h = self.stock_rows(t, width) * t.px(19)
        lords = self.content(view, names).lords  # made once per view
        indent = t.px(10)
        base = t.font_size("small")
        smallest = max(8, round(base * 0.8))
        room = self.rect.height - t.px(14) - head - stock_h - t.px(3)

        def lay(short: bool, size: int) -> tuple[list[tuple[str, str, int]], int]:
            lines: list[tuple[str, str, int]] = []
            for full, brief, tip in lords:
                wrapped = t.wrap(brief if short else full, "small", inner_w, px=size)
                if len(wrapped) > 1:  # continuation lines are indented, so wrap the rest again
                    rest = t.wrap(" ".join(wrapped[1:]), "small", inner_w - indent, px=size)
                    wrapped = wrapped[:1] + rest
                lines.extend((line, tip, 0 if i == 0 else indent) for i, line in enumerate(wrapped))
            return lines, len(lines) * t.line_height("small", px=size)

        # Every word at the usual size; else smaller type; else without each lord's
        # village (the map and the tooltip still say where he is); else the panel grows.
        tries = [(False, n) for n in range(base, smallest - 1, -1)] + [(True, n) for n in range(base, smallest - 1, -1)]
        for short, size in tries:
            lines, need = lay(short, size)
            if need <= room:
                break
        height = t.px(14) + head + need + t.px(3) + stock_h
        return _Plan(name_lines, name_px, inline, lines, size, max(height, self.rect.height), stock_h)

    @property
    def drawn(self) -> pygame.Rect:
        """The rectangle drawn last: the panel's own, or taller when its lords need it."""
        return self._drawn if self._drawn.height else self.rect

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.drawn.collidepoint(pos)

    # Input ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drawn.collidepoint(event.pos):
            if self._filter_rect.collidepoint(event.pos) and self.on_filter is not None:
                self.on_filter(self.seat)
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.drawn.collidepoint(event.pos)

    def update(self, dt: float) -> None:
        self.flash = max(0.0, self.flash - dt * 1.2)

    # Drawing ----------------------------------------------------------------------
    def content(self, view: State, names: Names) -> _Content:
        """Everything the panel writes about its family in ``view`` (made once per view)."""
        lang = i18n.language()
        if self._content is not None and self._content[0] is view and self._content[2] == lang:
            return self._content[1]
        fam = view.families[self.seat]
        content = _Content(
            i18n.text(names.family(self.seat)),
            self.source.viewer() == self.seat,
            fam.deniers,
            victory_points(view)[self.seat],
            self._hand_tip(view, names, fam),
            tuple(sorted(fam.stock.items())),
            tuple(self._lord_lines(view, names, fam)),
            family_style(self.data, view, self.seat),
        )
        self._content = (view, content, lang)
        return content

    def layer_key(self) -> tuple[object, ...]:
        view = self.source.view()
        return (
            self.content(view, self.source.names()),
            self.source.deciding() == self.seat,
            self.source.filtered() == self.seat,
            self.source.is_ai(self.seat),
            round(self.flash, 2),
            tuple(self.rect),
            self.theme.scale,
            i18n.language(),
        )

    def layer_bounds(self) -> pygame.Rect:
        # A panel taller than its place casts a shadow over the map.
        r = self.theme.px(14)
        return self.drawn.inflate(2 * r, 2 * r).move(0, self.theme.px(5)).union(self.drawn)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        view = self.source.view()
        names = self.source.names()
        fam = view.families[self.seat]
        plan = self.plan(view, names)
        rect = pygame.Rect(self.rect.left, self.rect.bottom - plan.height, self.rect.width, plan.height)
        self._drawn = rect
        self.last_plan = plan
        rgb, pattern = family_style(self.data, view, self.seat)
        deciding = self.source.deciding() == self.seat
        tone = c.parchment_light if deciding else c.parchment
        t.draw_panel(surface, rect, tone=tone, shadow=rect.height > self.rect.height, ornate=False)
        if self.flash > 0:
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*c.gold_light, round(110 * self.flash)), glow.get_rect(), border_radius=t.px(6))
            surface.blit(glow, rect)
        # The family's colour down the left edge; red ink around the sheet of the family deciding.
        band = pygame.Rect(rect.left, rect.top, t.px(6), rect.height)
        pygame.draw.rect(surface, rgb, band, border_top_left_radius=t.px(6), border_bottom_left_radius=t.px(6))
        if deciding:
            pygame.draw.rect(surface, c.rubric, rect, max(2, t.px(2)), border_radius=t.px(6))
        self._tips = []
        inner = pygame.Rect(
            band.right + t.px(8), rect.top + t.px(7), self.inner_width(t, rect.width), rect.height - t.px(14)
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
        if plan.inline:
            self._draw_counters(surface, view, names, fam, inner.right, y, row_h)
        name_left = mark_rect.right + t.px(6)
        name_rect = pygame.Rect(name_left, y, 0, 0)
        for line in plan.name_lines:
            r = t.blit_text(surface, line, (name_left, y + row_h // 2), "small_bold", c.ink, "midleft", px=plan.name_px)
            name_rect = name_rect.union(r) if name_rect.width else r
            y += row_h
        kind_icon = "astrolabe" if self.source.is_ai(self.seat) else "human"
        icon = icons.icon(kind_icon, t.px(15))
        icon_rect = icon.get_rect(midleft=(r.right + t.px(5), r.centery))
        surface.blit(icon, icon_rect)
        self.kind_rect = icon_rect  # the name's row ends here
        self._filter_rect = mark_rect.union(name_rect).inflate(t.px(4), t.px(4))
        family = names.family(self.seat)
        self._tips.append((self._filter_rect, i18n.t("fief.ui.family_panel.filter_tip", family=family)))
        if self.source.is_ai(self.seat):
            self._tips.append((icon_rect, i18n.t("fief.ui.family_panel.played_by_computer", family=family)))
        else:
            self._tips.append((icon_rect, i18n.t("fief.ui.family_panel.played_by_person", family=family)))
        if not plan.inline:
            width = self.counters_width(t)
            self._draw_counters(surface, view, names, fam, inner.left + width, y, row_h)
            y += row_h
        y += t.px(2)
        # Lords: each on a line of its own, wrapped under itself when long.
        line_h = t.line_height("small", px=plan.size)
        for text, tip, indent in plan.lords:
            t.blit_text(surface, text, (inner.left + indent, y), "small", c.ink, px=plan.size)
            self._tips.append((pygame.Rect(inner.left, y, inner.width, line_h), tip))
            y += line_h
        # Markers left in the family's stock.
        stock_h = plan.stock_h
        self._draw_stock(surface, fam, names, pygame.Rect(inner.left, inner.bottom - stock_h, inner.width, stock_h))

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
                i18n.t("fief.ui.family_panel.deniers_hidden")
                if hidden
                else i18n.t(
                    "fief.ui.family_panel.deniers", family=names.family(self.seat), deniers=deniers(fam.deniers)
                ),
            ),
            ("crown", str(points), i18n.t("fief.ui.family_panel.points", points=points, need=need)),
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
        family = names.family(self.seat)
        most = self.data.rules.hand_limit
        if self.seat == self.source.viewer() and n and all(cid != "hidden" for cid in fam.hand):
            # Only the viewer's own hand is in the view; other hands are face down.
            cards = [m("fief.ui.family_panel.card", card=names.card_name(cid)) for cid in fam.hand]
            listed = in_each_language(lambda lang: ", ".join(card.text(lang) for card in cards))
            return i18n.t("fief.ui.family_panel.hand_yours", family=family, n=n, most=most, cards=listed)
        return i18n.t("fief.ui.family_panel.hand", family=family, n=n, most=most)

    def _lord_lines(self, view: State, names: Names, fam: Any) -> list[tuple[str, str, str]]:
        """Each lord's line in full, the same without his village, and its tooltip."""
        out = []
        for lid in fam.lords:
            titles = lord_honours(self.data, view, lid)
            village = view.lords[lid].village
            lo = view.lords[lid]
            spouse = lo.spouse if lo.spouse in view.lords else ""
            card = self.data.lord_cards.get(lid)
            lady = card is not None and card.gender == "female"
            parts = []  # what follows the lord's name and titles, each after a " · "
            if lo.captor >= 0:
                captive = (
                    N_("fief.ui.family_panel.captive_of_female") if lady else N_("fief.ui.family_panel.captive_of")
                )
                parts.append(i18n.t(captive, family=names.family(lo.captor)))
            if view.excommunicated == lid:
                cast_out = (
                    N_("fief.ui.family_panel.excommunicated_female")
                    if lady
                    else N_("fief.ui.family_panel.excommunicated")
                )
                parts.append(i18n.t(cast_out))
            if lid in view.assassins:
                parts.append(i18n.t("fief.ui.family_panel.assassin"))
            name = i18n.text(names.lord(lid))
            who = name + (" ⚭" if spouse else "") + (", " + ", ".join(titles) if titles else "")
            where = i18n.text(names.village(village)) if village else i18n.t("fief.ui.family_panel.not_on_map")
            text = " · ".join([who, where, *parts])
            brief = " · ".join([who, *parts])
            said = [
                i18n.t("fief.ui.family_panel.titles", titles=", ".join(titles))
                if titles
                else i18n.t("fief.ui.family_panel.no_title")
            ]
            said.append(
                i18n.t("fief.ui.family_panel.in_village", village=where)
                if village
                else i18n.t("fief.ui.family_panel.not_on_map")
            )
            said += lord_markers(view, names, lid)
            tip = i18n.t("fief.ui.family_panel.lord_tip", lord=name, said=i18n.semicolons(said))
            out.append((text, brief, tip))
        if not out:
            none = i18n.t("fief.ui.family_panel.no_lord")
            out.append((none, none, i18n.t("fief.ui.family_panel.no_lord_tip")))
        return out

    def _draw_stock(self, surface: pygame.Surface, fam: Any, names: Names, row: pygame.Rect) -> None:
        t = self.theme
        c = t.colors
        totals = self.data.family_stock.model_dump()
        rows, compact = self.stock_layout(t, row.width)
        per_row = -(-len(STOCK) // rows)  # spread evenly over the rows
        slot = row.width // per_row
        row_h = row.height // rows
        icon_size = min(t.px(14 if compact else 17), row_h)
        figures = round(t.font_size("small_bold") * (0.8 if compact else 1.0))
        for index, (key, icon_name, words, rule) in enumerate(STOCK):
            left = fam.stock.get(key, 0)
            x = row.left + (index % per_row) * slot
            cy = row.top + (index // per_row) * row_h + row_h // 2
            icon = token_icon(icon_name, icon_size)
            rect = icon.get_rect(midleft=(x, cy))
            surface.blit(icon, rect)
            color = c.ink if left else c.ink_faded
            t.blit_text(
                surface, str(left), (rect.right + t.px(1), cy + t.px(1)), "small_bold", color, "midleft", px=figures
            )
            self._tips.append(
                (
                    pygame.Rect(x, cy - row_h // 2, slot, row_h),
                    i18n.t(
                        "fief.ui.family_panel.stock_tip",
                        words=m(words),
                        family=names.family(self.seat),
                        left=left,
                        total=totals.get(key, left),
                        rule=m(rule),
                    ),
                )
            )

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.contains(pos):
            return None
        for rect, tip in reversed(self._tips):
            if rect.collidepoint(pos):
                return Tip(tip, rect)  # the slip beside the figure it explains
        return None
