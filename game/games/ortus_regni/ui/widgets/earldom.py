"""One Earl's Earldom at a glance: his marker and name, what he holds as counts (Hand,
deck, discard pile, Reserve, Towers, Banners), and on the table his Fiefs, each a
column of cards (its Lord on top, then its Castle or Palace, then the Properties
attached to it), his Mercenaries with their garrisons and his Towers face down.

Drawn from a ``view_for`` state only: another Earl's Hand, Reserve and Towers are never
drawn face up (their faces are not in the view), so nothing here can show a secret.
A card under the pointer is shown large by the table (``card_at``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.core import i18n
from game.games.ortus_regni.rules.data import LORD_ROLES
from game.games.ortus_regni.rules.state import OrtusState
from game.games.ortus_regni.ui.render import cards
from game.games.ortus_regni.ui.widgets.sheet import CardSheet
from game.ui.theme import Theme


@dataclass
class EarldomSource:
    """What an Earldom panel reads each frame, supplied by the table."""

    view: Callable[[], OrtusState]
    viewer: Callable[[], int | None]
    deciding: Callable[[], int | None]
    marker: Callable[[int, int], pygame.Surface]
    name: Callable[[int], str]


def columns_of(view: OrtusState, seat: int) -> list[list[int]]:
    """The Earldom's cards on the table, one column each: every Fief (its Lord, its
    Castle, its Properties), then every Mercenary (its garrison on top of it)."""
    earl = view.earls[seat]
    out: list[list[int]] = []
    for fief in earl.fiefs:
        column = [] if fief.lord is None else [fief.lord]
        out.append([*column, fief.castle, *fief.props])
    for merc in earl.mercenaries:
        out.append([merc.card] if merc.garrison is None else [merc.card, merc.garrison])
    return out


class EarldomPanel(CardSheet):
    """A sheet for one Earl (``seat``) in the table's grid of Earldoms."""

    def __init__(self, theme: Theme, seat: int, source: EarldomSource, rect: pygame.Rect) -> None:
        super().__init__(theme, rect)
        self.seat = seat
        self.source = source
        #: where each card was drawn (its visible part), with its number; last on top

    # ------------------------------------------------------------------ what it shows
    def content(self) -> tuple[Any, ...]:
        view = self.source.view()
        earl = view.earls[self.seat]
        shown = tuple(
            tuple((c, view.kinds[c] if 0 <= c < len(view.kinds) else "") for c in col)
            for col in columns_of(view, self.seat)
        )
        return (
            self.source.name(self.seat),
            earl.alive,
            earl.out,
            len(earl.hand),
            len(earl.deck),
            len(earl.discard),
            len(earl.reserve),
            len(earl.towers),
            len(earl.banners),
            shown,
            view.king == self.seat,
            view.turn == self.seat,
            self.source.deciding() == self.seat,
            self.source.viewer() == self.seat,
        )

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        view = self.source.view()
        earl = view.earls[self.seat]
        (name, alive, out, hand, deck, discard, reserve, towers, banners, shown, king, turn, deciding, _own) = (
            self.content()
        )
        t.draw_panel(surface, self.rect, ornate=False, tone=c.parchment_light if deciding else None)
        if deciding:
            pygame.draw.rect(
                surface, c.gold, self.rect.inflate(-t.px(4), -t.px(4)), max(2, t.px(3)), border_radius=t.px(6)
            )
        self.cards = []
        self.tips = []
        inner = self.rect.inflate(-2 * t.px(10), -2 * t.px(7))
        # The name row: the marker, the name, the King's crown and whose turn it is.
        mark = t.px(22)
        surface.blit(self.source.marker(self.seat, mark), (inner.left, inner.top))
        x = inner.left + mark + t.px(6)
        notes: list[str] = []
        if not alive:
            notes.append(i18n.t("ortus_regni.ui.earldom.out"))
        if king:
            notes.append(i18n.t("ortus_regni.ui.earldom.king"))
        if turn and alive and view.result is None and view.round > 0:
            notes.append(i18n.t("ortus_regni.ui.earldom.turn"))
        right = inner.right
        note = " · ".join(notes)
        if note:
            nw = t.text_size(note, "small_italic")[0]
            if nw < (right - x) // 2:
                t.blit_text(surface, note, (right, inner.top + mark // 2), "small_italic", c.rubric, "midright")
                right -= nw + t.px(6)
        # The name, then the counts on the same row when they fit, else on the next.
        name_w = min(t.text_size(name, "small_bold")[0], right - x)
        px = t.fit_px(name, "small_bold", right - x, 0.7)
        t.blit_text(
            surface,
            t.ellipsize(name, "small_bold", right - x, px),
            (x, inner.top + mark // 2),
            "small_bold",
            c.ink if alive else c.ink_faded,
            "midleft",
            px=px,
        )
        figures = (
            (i18n.t("ortus_regni.ui.earldom.hand", n=hand), i18n.t("ortus_regni.ui.earldom.hand_tip", n=hand)),
            (i18n.t("ortus_regni.ui.earldom.deck", n=deck), i18n.t("ortus_regni.ui.earldom.deck_tip", n=deck)),
            (
                i18n.t("ortus_regni.ui.earldom.discard", n=discard),
                i18n.t("ortus_regni.ui.earldom.discard_tip", n=discard),
            ),
            (
                i18n.t("ortus_regni.ui.earldom.reserve", n=reserve),
                i18n.t("ortus_regni.ui.earldom.reserve_tip", n=reserve),
            ),
            (i18n.t("ortus_regni.ui.earldom.towers", n=towers), i18n.t("ortus_regni.ui.earldom.towers_tip", n=towers)),
            (
                i18n.t("ortus_regni.ui.earldom.banners", n=banners),
                i18n.t("ortus_regni.ui.earldom.banners_tip", n=banners),
            ),
        )
        gap = t.px(12)
        lh = t.line_height("small")
        widths = [t.text_size(words, "small")[0] for words, _ in figures]
        same_row = x + name_w + t.px(18) + sum(widths) + gap * (len(widths) - 1) <= right
        if same_row:
            fx, y, left = x + name_w + t.px(18), inner.top + mark // 2 - lh // 2, x + name_w + t.px(18)
        else:
            fx, y, left = inner.left, inner.top + mark + t.px(4), inner.left
        for (words, tip), w in zip(figures, widths, strict=True):
            if fx + w > inner.right and fx > left:
                fx = left
                y += lh
            drawn = t.blit_text(surface, words, (fx, y), "small", c.ink_soft)
            self.tips.append((drawn, tip))
            fx += w + gap
        y = max(y + lh, inner.top + mark) + t.px(5)
        body = pygame.Rect(inner.left, y, inner.width, inner.bottom - y)
        if not alive and out:
            ty = body.top
            for line in t.wrap(i18n.t("ortus_regni.ui.earldom.out_tip"), "small_italic", body.width):
                if ty + t.line_height("small_italic") > body.bottom:
                    break
                t.blit_text(surface, line, (body.left, ty), "small_italic", c.ink_faded)
                ty += t.line_height("small_italic")
            return
        self._draw_table(surface, view, body, shown, earl.towers)

    def _draw_table(
        self,
        surface: pygame.Surface,
        view: OrtusState,
        body: pygame.Rect,
        shown: tuple[tuple[tuple[int, str], ...], ...],
        towers: list[int],
    ) -> None:
        """The Fiefs and Mercenaries, each a group of cards in a row (the Lord, the
        Castle, the Properties; a Mercenary and its garrison) on a darker ground, then
        the Towers face down; the cards as large as the sheet allows with every group
        whole, in more rows when that makes them larger (``arrange``)."""
        t = self.theme
        c = t.colors
        if body.height < t.px(20) or body.width < t.px(20):
            return
        groups: list[list[tuple[int, str]]] = [list(col) for col in shown]
        if towers:
            groups.append([(card, "") for card in towers])
        if not groups:
            return
        plan = arrange([len(g) for g in groups], body.size, Spacing.of(t))
        data = view.data
        for k, (group, at) in enumerate(zip(groups, plan.places, strict=True)):
            if at is None:
                break  # never beyond the sheet (a very narrow window)
            span = plan.width + plan.step * (len(group) - 1)
            pad = plan.spacing.pad
            ground = pygame.Rect(body.left + at[0], body.top + at[1], span + 2 * pad, plan.height + 2 * pad)
            pygame.draw.rect(surface, c.parchment, ground, border_radius=t.px(5))
            pygame.draw.rect(surface, c.ink_faded, ground, 1, border_radius=t.px(5))
            rects = [
                pygame.Rect(ground.left + pad + i * plan.step, ground.top + pad, plan.width, plan.height)
                for i in range(len(group))
            ]
            # overlapping, the Castle (or the Mercenary) lies on top of its group
            order = list(range(len(group)))
            if plan.step < plan.width and k < len(shown):
                lead = data.cards.get(view.kinds[group[0][0]])
                first = 1 if len(group) > 1 and lead is not None and lead.role in LORD_ROLES else 0
                order = [i for i in order if i != first] + [first]
            for i in order:
                card, kind = group[i]
                if kind:
                    cards.draw_card(surface, t, rects[i], data, kind)
                else:
                    cards.draw_back(surface, t, rects[i], "earl")
                self.cards.append((rects[i], card))
            if towers and k == len(groups) - 1:
                self.tips.append((ground, i18n.t("ortus_regni.ui.earldom.towers_tip", n=len(towers))))


@dataclass(frozen=True)
class Spacing:
    """The gaps of an Earldom's cards, in window pixels: between the cards of a group,
    between groups (and rows), the ground's margin around a group; the least card width
    worth laying out in rows (its name readable) and the least step of cards that
    overlap."""

    inner: int
    between: int
    pad: int
    least_width: int
    least_step: int

    @staticmethod
    def of(theme: Theme) -> Spacing:
        return Spacing(theme.px(3), theme.px(12), theme.px(3), theme.px(44), theme.px(8))


@dataclass(frozen=True)
class Arrangement:
    """Where an Earldom's groups of cards go: each group's top-left in the body (None:
    no room left), the cards' size and the step from one card of a group to the next
    (less than the width: they overlap)."""

    places: list[tuple[int, int] | None]
    width: int
    height: int
    step: int
    spacing: Spacing


def arrange(sizes: list[int], room: tuple[int, int], sp: Spacing) -> Arrangement:
    """The largest cards with which the groups (``sizes`` cards each) fit whole in
    ``room`` (width, height), flowing into rows; when even the least width does not
    fit, one row of cards overlapping within their groups."""
    body_w, body_h = room
    tallest = max(1.0, (body_h - 2 * sp.pad) / cards.CARD_RATIO)
    cw = tallest
    while cw >= sp.least_width:
        width, height = int(cw), int(cw * cards.CARD_RATIO)
        places = _flow(sizes, body_w, body_h, width, height, width + sp.inner, sp)
        if places is not None:
            return Arrangement(list(places), width, height, width + sp.inner, sp)
        cw *= 0.95
    # one row, overlapping: the cards no narrower than two thirds of the body's height
    n_groups, n_cards = len(sizes), sum(sizes)
    spare_room = body_w - n_groups * 2 * sp.pad - (n_groups - 1) * sp.between
    cw = max(min(tallest, tallest * 2 / 3), 1.0)
    step = cw + sp.inner
    if n_cards > n_groups:
        step = min(step, max(float(sp.least_step), (spare_room - n_groups * cw) / (n_cards - n_groups)))
        if spare_room - n_groups * cw < (n_cards - n_groups) * sp.least_step:
            cw = max(10.0, (spare_room - (n_cards - n_groups) * sp.least_step) / n_groups)
    width, height, step_px = int(cw), int(cw * cards.CARD_RATIO), max(1, int(step))
    out: list[tuple[int, int] | None] = []
    x = 0
    for size in sizes:
        span = width + step_px * (size - 1) + 2 * sp.pad
        out.append((x, 0) if x + span <= body_w else None)
        x += span + sp.between
    return Arrangement(out, width, height, step_px, sp)


def _flow(
    sizes: list[int], body_w: int, body_h: int, width: int, height: int, step: int, sp: Spacing
) -> list[tuple[int, int]] | None:
    """The groups laid left to right in rows of ``height`` cards, or None when they do
    not all fit."""
    out: list[tuple[int, int]] = []
    x = y = 0
    row_h = height + 2 * sp.pad
    for size in sizes:
        span = width + step * (size - 1) + 2 * sp.pad
        if span > body_w:
            return None
        if x and x + span > body_w:
            x, y = 0, y + row_h + sp.between
        if y + row_h > body_h:
            return None
        out.append((x, y))
        x += span + sp.between
    return out


__all__ = ["Arrangement", "EarldomPanel", "EarldomSource", "Spacing", "arrange", "columns_of"]
