"""What lies in the middle of Ortus Regni's table, and the cards in the viewer's own hand.

``RealmBar``: the four table decks (Army, Viking, Battle, Joust) face down with how many
cards are left and how many are discarded; the Viking timer (the Black markers moved
forward out of how many, the White marker when Combat happened this Round) or, once
they have landed, the horde's size; the King (who holds the King Card, the Royal
Army's slots); the Bag's cubes by Earl.

``HandStrip``: the viewer's own Hand face up, then his Reserve of Army cards, each card
large enough to read its name; nothing of it is drawn when no person is looking (the
curtain's turn between people) or for another seat.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core import i18n
from game.core.i18n import N_
from game.games.ortus_regni.rules.data import TABLE_DECKS
from game.games.ortus_regni.rules.state import OrtusState
from game.games.ortus_regni.ui.render import cards
from game.games.ortus_regni.ui.widgets.sheet import CardSheet
from game.ui.theme import Theme

#: the words of each table deck, by its id (ids chosen by value)
DECK_WORDS = {
    "army": N_("ortus_regni.ui.realm.army"),
    "viking": N_("ortus_regni.ui.realm.viking"),
    "battle": N_("ortus_regni.ui.realm.battle"),
    "joust": N_("ortus_regni.ui.realm.joust"),
}
DECK_TIPS = {
    "army": N_("ortus_regni.ui.realm.army_tip"),
    "viking": N_("ortus_regni.ui.realm.viking_tip"),
    "battle": N_("ortus_regni.ui.realm.battle_tip"),
    "joust": N_("ortus_regni.ui.realm.joust_tip"),
}


class RealmBar(CardSheet):
    """The strip over the Earldoms: table decks, Vikings, the King, the Bag."""

    def __init__(
        self,
        theme: Theme,
        view: Callable[[], OrtusState],
        marker: Callable[[int, int], pygame.Surface],
        name: Callable[[int], str],
        rect: pygame.Rect,
    ) -> None:
        super().__init__(theme, rect)
        self.view = view
        self.marker = marker
        self.name = name

    def content(self) -> tuple[Any, ...]:
        v = self.view()
        vk = v.vikings
        return (
            tuple((len(getattr(v, d).draw), len(getattr(v, d).discard)) for d in TABLE_DECKS),
            (vk.arrived, vk.black, vk.white, tuple(vk.force), len(vk.emissaries)),
            v.king,
            tuple(v.royal),
            tuple(v.bag),
            v.round,
            tuple(v.kinds[c] if 0 <= c < len(v.kinds) else "" for c in vk.force),
        )

    @staticmethod
    def height(theme: Theme) -> int:
        return theme.px(96)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        v = self.view()
        self.tips = []
        self.cards = []
        t.draw_panel(surface, self.rect, ornate=False)
        inner = self.rect.inflate(-2 * t.px(12), -2 * t.px(8))
        lh = t.line_height("small")
        ch = inner.height - lh - t.px(2)
        cw = round(ch / cards.CARD_RATIO)
        x = inner.left
        # the table decks
        for deck in TABLE_DECKS:
            piles = getattr(v, deck)
            left, gone = len(piles.draw), len(piles.discard)
            r = pygame.Rect(x, inner.top, cw, ch)
            if left:
                cards.draw_back(surface, t, r, deck)
            else:
                pygame.draw.rect(surface, c.ink_faded, r, 1, border_radius=t.px(4))
            count = t.text(str(left), "body_bold", c.parchment_light)
            badge = pygame.Rect(0, 0, count.get_width() + t.px(10), count.get_height())
            badge.center = r.center
            pygame.draw.rect(surface, c.ink, badge, border_radius=t.px(6))
            surface.blit(count, count.get_rect(center=badge.center))
            label = i18n.t(DECK_WORDS[deck])
            px = t.fit_px(label, "small", cw + t.px(40), 0.7)
            named = t.blit_text(surface, label, (r.centerx, r.bottom + t.px(1)), "small", c.ink, "midtop", px=px)
            tip = i18n.t(DECK_TIPS[deck], n=left, gone=gone)
            self.tips.append((r.union(named), tip))
            x = r.right + t.px(26)
        x += t.px(8)
        # the Vikings
        vk = v.vikings
        head = t.blit_text(surface, i18n.t("ortus_regni.ui.realm.vikings"), (x, inner.top), "small_bold", c.ink)
        y = head.bottom + t.px(4)
        if vk.arrived:
            words = i18n.t("ortus_regni.ui.realm.horde", n=len(vk.force))
            drawn = t.blit_text(surface, words, (x, y), "small", c.rubric)
            self.tips.append((head.union(drawn), i18n.t("ortus_regni.ui.realm.horde_tip", n=len(vk.force))))
            # the horde's cards beside the words, as tall as the decks, overlapping
            # when many
            fx = max(head.right, drawn.right) + t.px(10)
            step = cw + t.px(4)
            room = max(0, inner.right - self.right_part_width(v) - t.px(24) - fx - cw)
            if len(vk.force) > 1:
                step = max(t.px(8), min(step, room // (len(vk.force) - 1)))
            last = fx
            for card in vk.force:
                r = pygame.Rect(last, inner.top, cw, ch)
                kind = v.kinds[card] if 0 <= card < len(v.kinds) else ""
                if kind:
                    cards.draw_card(surface, t, r, v.data, kind)
                else:
                    cards.draw_back(surface, t, r, "viking")
                self.cards.append((r, card))
                last += step
            fw = cw if vk.force else 0
            fx = last - (step if vk.force else 0)
            end = max(drawn.right, fx + fw)
        else:
            total = v.data.numbers.black_markers
            size = t.px(12)
            bx = x
            for k in range(total):
                r = pygame.Rect(bx, y, size, size)
                if k < vk.black:
                    pygame.draw.rect(surface, c.ink, r, border_radius=t.px(2))
                else:
                    pygame.draw.rect(surface, c.ink_faded, r, 1, border_radius=t.px(2))
                bx += size + t.px(3)
            if vk.white:
                r = pygame.Rect(bx + t.px(4), y, size, size)
                pygame.draw.circle(surface, c.parchment_light, r.center, size // 2)
                pygame.draw.circle(surface, c.ink, r.center, size // 2, 1)
                bx = r.right
            track = pygame.Rect(x, y, bx - x, size)
            words = i18n.t("ortus_regni.ui.realm.timer", n=vk.black, of=total)
            drawn = t.blit_text(surface, words, (x, track.bottom + t.px(4)), "small", c.ink_soft)
            self.tips.append(
                (head.union(track).union(drawn), i18n.t("ortus_regni.ui.realm.timer_tip", n=vk.black, of=total))
            )
            end = max(track.right, drawn.right)
        x = max(x + t.px(150), end) + t.px(24)
        # the King
        head = t.blit_text(surface, i18n.t("ortus_regni.ui.realm.king"), (x, inner.top), "small_bold", c.ink)
        y = head.bottom + t.px(4)
        if v.king is None:
            drawn = t.blit_text(surface, i18n.t("ortus_regni.ui.realm.no_king"), (x, y), "small", c.ink_soft)
        else:
            mark = self.marker(v.king, t.px(16))
            surface.blit(mark, (x, y))
            drawn = t.blit_text(surface, self.name(v.king), (x + t.px(20), y), "small", c.ink)
            filled = sum(1 for slot in v.royal if slot is not None)
            army = t.blit_text(
                surface,
                i18n.t("ortus_regni.ui.realm.royal_army", n=filled, of=len(v.royal)),
                (x, drawn.bottom + t.px(2)),
                "small",
                c.ink_soft,
            )
            drawn = drawn.union(army)
        self.tips.append((head.union(drawn), i18n.t("ortus_regni.ui.realm.king_tip")))
        x = max(head.right, drawn.right) + t.px(24)
        # the Bag
        if x < inner.right - t.px(60):
            head = t.blit_text(surface, i18n.t("ortus_regni.ui.realm.bag"), (x, inner.top), "small_bold", c.ink)
            y = head.bottom + t.px(4)
            bx, area = x, head
            for seat, n in enumerate(v.bag):
                if not n:
                    continue
                mark = self.marker(seat, t.px(14))
                if bx + t.px(40) > inner.right:
                    bx = x
                    y += t.px(18)
                surface.blit(mark, (bx, y))
                drawn = t.blit_text(surface, str(n), (bx + t.px(17), y), "small", c.ink)
                area = area.union(drawn)
                bx = drawn.right + t.px(10)
            self.tips.append((area, i18n.t("ortus_regni.ui.realm.bag_tip", n=sum(v.bag))))

    def right_part_width(self, v: OrtusState) -> int:
        """The room the King's and the Bag's parts take at the bar's right."""
        t = self.theme
        king = [t.text_size(i18n.t("ortus_regni.ui.realm.king"), "small_bold")[0]]
        if v.king is None:
            king.append(t.text_size(i18n.t("ortus_regni.ui.realm.no_king"), "small")[0])
        else:
            filled = sum(1 for slot in v.royal if slot is not None)
            king.append(t.px(20) + t.text_size(self.name(v.king), "small")[0])
            king.append(t.text_size(i18n.t("ortus_regni.ui.realm.royal_army", n=filled, of=len(v.royal)), "small")[0])
        chips = sum(t.px(27) + t.text_size(str(n), "small")[0] for n in v.bag if n)
        bag = max(t.text_size(i18n.t("ortus_regni.ui.realm.bag"), "small_bold")[0], chips)
        return max(king) + t.px(24) + bag


class HandStrip(CardSheet):
    """The viewer's Hand face up, then his Reserve, large enough to read."""

    def __init__(
        self, theme: Theme, view: Callable[[], OrtusState], viewer: Callable[[], int | None], rect: pygame.Rect
    ) -> None:
        super().__init__(theme, rect)
        self.view = view
        self.viewer = viewer

    def content(self) -> tuple[Any, ...]:
        v = self.view()
        seat = self.viewer()
        if seat is None or not 0 <= seat < len(v.earls):
            return (None,)
        earl = v.earls[seat]
        return (
            seat,
            tuple((c, v.kinds[c]) for c in earl.hand),
            tuple((c, v.kinds[c]) for c in earl.reserve),
        )

    @staticmethod
    def height(theme: Theme) -> int:
        return theme.px(132)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        self.cards = []
        self.tips = []
        t.draw_panel(surface, self.rect, ornate=False)
        inner = self.rect.inflate(-2 * t.px(12), -2 * t.px(8))
        content = self.content()
        if content[0] is None:
            t.blit_text(
                surface, i18n.t("ortus_regni.ui.hand.nobody"), inner.midleft, "small_italic", c.ink_soft, "midleft"
            )
            return
        v = self.view()
        _, hand, reserve = content
        lh = t.line_height("small_bold")
        ch = inner.height - lh - t.px(4)
        cw = round(ch / cards.CARD_RATIO)
        gap = t.px(6)
        groups = (
            (i18n.t("ortus_regni.ui.hand.hand", n=len(hand)), hand, i18n.t("ortus_regni.ui.hand.hand_tip")),
            (i18n.t("ortus_regni.ui.hand.reserve", n=len(reserve)), reserve, i18n.t("ortus_regni.ui.hand.reserve_tip")),
        )
        need = sum(max(1, len(g[1])) * (cw + gap) for g in groups) + t.px(24)
        if need > inner.width:  # overlap the cards rather than shrink them
            step_scale = max(0.3, (inner.width - t.px(24) - len(groups) * cw) / max(1, need - len(groups) * cw))
        else:
            step_scale = 1.0
        x = inner.left
        for words, group, tip in groups:
            head = t.blit_text(surface, words, (x, inner.top), "small_bold", c.ink)
            self.tips.append((head, tip))
            top = head.bottom + t.px(4)
            step = max(t.px(10), round((cw + gap) * step_scale))
            start = x
            for card, kind in group:
                r = pygame.Rect(x, top, cw, ch)
                if kind:
                    cards.draw_card(surface, t, r, v.data, kind)
                else:
                    cards.draw_back(surface, t, r, "earl")
                self.cards.append((r, card))
                x += step
            if group:
                x += cw - step
            x = max(x, head.right, start + cw) + t.px(24)


__all__ = ["DECK_TIPS", "DECK_WORDS", "HandStrip", "RealmBar"]
