"""Phase 2 with the hand in sight: discarding and drawing (2.1), then playing cards (2.4).

The family's hand is shown as cards (only on its own turn, behind the privacy curtain).
Drawing: choose a card to discard it first, or draw from the Lord deck or the Fortune &
Disaster deck; each card drawn appears in the hand before the next choice. Playing:
choose a card; the places it may go light up on the map (the villages where a new lord
may enter, every village of a bishopric a Harvest or Weather may lie on, the villages
of a fief or bishopric a tax may fall on) and are listed in the panel; a click on a
lit village plays it there, or the panel asks which play when several include it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.core.engine import Action, Decision
from game.core.i18n import N_, m, t
from game.games.fief.rules.actions import (
    Assassinate,
    Discard,
    Done,
    DrawFortune,
    DrawLord,
    FreeCaptives,
    Move,
    PlayCardinal,
    PlayDarc,
    PlayFortune,
    PlayJustice,
    PlayLord,
    PlayTax,
    PlayUprising,
)
from game.games.fief.rules.card_effects import (
    AMBUSH,
    ASSASSINATION,
    JUSTICE,
    SECRET_PASSAGE,
    TAXES,
    UPRISING,
    effect_of,
)
from game.games.fief.rules.opportunity import darc_card
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, Row, end_button
from game.games.fief.ui.render.card_faces import card_face
from game.ui.theme import Theme
from game.ui.widgets.base import Widget

if TYPE_CHECKING:
    from game.games.fief.rules.data import FiefData
    from game.games.fief.ui.decisions.map_hooks import FiefContext

CARD_RATIO = 1.4
CARD_MAX = 100  # design px: a hand of three keeps room for the rows under it
PREVIEW = 230  # design px: the card under the pointer, shown large beside the panel


class HandRow(Widget):
    """The cards of a hand side by side; a click chooses one (and a second click on it
    lets it go). The chosen card stands raised with a red frame."""

    def __init__(
        self,
        theme: Theme,
        data: FiefData,
        cards: list[str],
        selected: str | None,
        on_pick: Callable[[str], None],
        tips: list[str],
        most: int | None = None,
    ) -> None:
        super().__init__(theme, None, None)
        self.most = most  # the widest a card may be (to leave room under the hand)
        self.data = data
        self.cards = cards
        self.selected = selected
        self.on_pick = on_pick
        self.tips = tips
        self._pressed: int | None = None
        self._mouse: tuple[int, int] = (-1, -1)
        #: the window's rectangle once a preview was asked for (the view that shows the
        #: card large beside the panel sets it when it draws); None: no preview
        self.bounds: pygame.Rect | None = None
        #: the decision panel the row lies in (the preview goes beside it)
        self.panel = pygame.Rect(0, 0, 0, 0)

    @staticmethod
    def height_for(theme: Theme, width: int, count: int, most: int | None = None) -> int:
        if count == 0:  # "No cards in hand": one line
            return theme.line_height("small_italic") + theme.px(12)
        return round(HandRow.card_width(theme, width, count, most) * CARD_RATIO) + theme.px(12)

    @staticmethod
    def card_width(theme: Theme, width: int, count: int, most: int | None = None) -> int:
        slots = max(3, count)
        gap = theme.px(8)
        widest = theme.px(CARD_MAX) if most is None else min(theme.px(CARD_MAX), most)
        return max(theme.px(44), min(widest, (width - (slots - 1) * gap - theme.px(8)) // slots))

    def card_rects(self) -> list[pygame.Rect]:
        t = self.theme
        w = self.card_width(t, self.rect.width, len(self.cards), self.most)
        h = round(w * CARD_RATIO)
        gap = t.px(8)
        x = self.rect.left + t.px(4)
        out = []
        for cid in self.cards:
            lift = t.px(8) if cid == self.selected else 0
            out.append(pygame.Rect(x, self.rect.top + t.px(9) - lift, w, h))
            x += w + gap
        return out

    def _index_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in enumerate(self.card_rects()):
            if r.collidepoint(pos):
                return i
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self._index_at(event.pos)
            return self._pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self._pressed = self._pressed, None
            if was is not None and self._index_at(event.pos) == was:
                self.on_pick(self.cards[was])
            return was is not None
        return False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The card's text in words, unless its large preview shows it already (the
        two never show at once)."""
        i = self._index_at(pos)
        if i is None:
            return None
        rect = self.card_rects()[i]
        if self.bounds is not None and self.preview_rect(rect, self.bounds) is not None:
            return None
        return self.tips[i]

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        rects = self.card_rects()
        if not self.cards:
            t.blit_text(
                surface,
                i18n.t("fief.ui.cards.no_cards"),
                (self.rect.left + t.px(8), self.rect.centery),
                "small_italic",
                c.ink_soft,
                "midleft",
            )
            return
        for cid, rect in zip(self.cards, rects):
            face = card_face(t, self.data, cid, rect.width)
            shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shadow, (40, 24, 10, 80), shadow.get_rect(), border_radius=t.px(6))
            surface.blit(shadow, rect.move(t.px(2), t.px(3)))
            surface.blit(face, rect)
            if cid == self.selected:
                pygame.draw.rect(
                    surface, c.rubric, rect.inflate(t.px(4), t.px(4)), max(2, t.px(3)), border_radius=t.px(7)
                )

    def hovered_card(self) -> tuple[str, pygame.Rect] | None:
        i = self._index_at(self._mouse) if self.hovered else None
        return (self.cards[i], self.card_rects()[i]) if i is not None else None

    def preview_rect(self, near: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect | None:
        """Where the large preview of the card at ``near`` goes, left of the panel and
        no lower than the panel's foot (what the table draws after the panel, its
        families' sheets, must not cover it), or None when there is no room for it (the
        tooltip then carries the text)."""
        t = self.theme
        w = t.px(PREVIEW)
        rect = pygame.Rect(0, 0, w, round(w * CARD_RATIO))
        rect.right = (self.panel.left if self.panel.width else self.rect.left) - t.px(14)
        rect.top = near.top
        room = pygame.Rect(bounds)
        room.height = min(room.height, max(self.panel.bottom, near.bottom) - room.top)
        if rect.height > room.height:
            return None
        rect.clamp_ip(room)
        return None if rect.colliderect(self.rect) else rect

    def draw_preview(self, surface: pygame.Surface, cid: str, near: pygame.Rect) -> None:
        """The card under the pointer, large enough to read its text, left of the panel."""
        t = self.theme
        self.bounds = surface.get_rect()
        place = self.preview_rect(near, self.bounds)
        if place is None:
            return  # no room beside the panel: the tooltip carries the text
        face = card_face(t, self.data, cid, t.px(PREVIEW))
        rect = face.get_rect(topleft=place.topleft)
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (20, 12, 4, 110), shadow.get_rect(), border_radius=t.px(10))
        surface.blit(shadow, rect.move(t.px(4), t.px(6)))
        surface.blit(face, rect)


class CardsView(PanelView):
    kinds = ("draw", "play_cards")

    @property
    def title(self) -> str:  # type: ignore[override]
        return t("fief.ui.cards.title")

    def __init__(self, ctx: FiefContext, decision: Decision, back: Callable[[], None] | None = None) -> None:
        super().__init__(ctx, decision)
        self.card: str | None = None
        self.narrow: str | None = None  # a village clicked that several plays include
        #: Shown in place of another decision's view (marriages, elections, ransoms,
        #: purchases, movement, battles, pillage) to play an opportunity card; ``back``
        #: returns to that view.
        self.back = back

    # Reading ----------------------------------------------------------------------
    @property
    def drawing(self) -> bool:
        return self.decision.kind == "draw"

    @property
    def hand(self) -> list[str]:
        return list(self.state.families[self.seat].hand)

    def plays(self, card: str | None = None) -> list[Action]:
        """The options that play ``card`` (the chosen one by default)."""
        card = card if card is not None else self.card
        out: list[Action] = []
        darc = darc_card(self.state)
        effect = effect_of(self.state.data, card) if card else None
        for o in self.decision.options:
            if (
                (isinstance(o, (PlayLord, PlayFortune, PlayCardinal)) and o.card == card)
                or (isinstance(o, PlayTax) and effect == TAXES)
                or (
                    (isinstance(o, PlayDarc) and card == darc)
                    or (isinstance(o, Assassinate) and effect == ASSASSINATION)
                    or (isinstance(o, PlayJustice) and effect == JUSTICE)
                    or (
                        ((isinstance(o, Move) and o.passage) or isinstance(o, FreeCaptives))
                        and effect == SECRET_PASSAGE
                    )
                    or (isinstance(o, PlayUprising) and effect == UPRISING)
                )
            ):
                out.append(o)
        return out

    def lord_of(self, action: Action) -> str | None:
        """The lord a card play aims at, if any."""
        if isinstance(action, PlayDarc):
            return action.lady
        if isinstance(action, PlayCardinal):
            return action.bishop
        if isinstance(action, (Assassinate, PlayJustice)):
            return action.target
        return None

    def villages_of(self, action: Action) -> list[str]:
        board = self.state.data.board
        if isinstance(action, PlayLord):
            return [action.village]
        lord = self.lord_of(action)
        if lord is not None:
            lo = self.state.lords.get(lord)
            return [lo.village] if lo is not None and lo.village else []
        if isinstance(action, Move):
            return [action.to]
        if isinstance(action, FreeCaptives):
            return [action.village]
        if isinstance(action, PlayUprising):
            return [action.village]
        if isinstance(action, PlayFortune):
            return list(board.bishoprics[action.bishopric].villages)
        if isinstance(action, PlayTax):
            if action.tax == "tallage":
                return list(board.fiefs[action.target].villages)
            targets = [action.target] if action.target else sorted(self.state.bishops)
            return [v for b in targets for v in board.bishoprics[b].villages]
        return []

    def card_tip(self, cid: str) -> str:
        return card_tip(self.state.data, self.names, cid)

    # Board ------------------------------------------------------------------------
    def highlights(self) -> dict[str, str]:
        if self.drawing or self.card is None:
            return {}
        marks: dict[str, str] = {}
        for a in self.plays():
            if isinstance(a, (PlayLord, FreeCaptives)):
                marks[a.village] = "placeable"
            elif (
                (isinstance(a, PlayTax) and a.tax == "tallage")
                or self.lord_of(a)
                or isinstance(a, (Move, PlayUprising))
            ):
                for v in self.villages_of(a):
                    marks[v] = "target"
            # Plays on a bishopric are marked on its mitre (target_bishoprics).
        if self.narrow:
            marks[self.narrow] = "selected"
        return marks

    def _bishopric_targets(self) -> dict[int, list[Action]]:
        out: dict[int, list[Action]] = {}
        for a in self.plays():
            if isinstance(a, PlayFortune):
                out.setdefault(a.bishopric, []).append(a)
            elif isinstance(a, PlayTax) and a.tax == "tithe":
                for b in [a.target] if a.target else sorted(self.state.bishops):
                    out.setdefault(b, []).append(a)
        return out

    def target_bishoprics(self) -> set[int]:
        if self.drawing or self.card is None:
            return set()
        return set(self._bishopric_targets())

    def on_mitre_click(self, bishopric: int) -> bool:
        if self.drawing or self.card is None:
            return False
        here = self._bishopric_targets().get(bishopric, [])
        if len(here) == 1:
            self.submit(here[0])
            return True
        if here:
            self.narrow = self.state.data.board.bishoprics[bishopric].principal
            self.rebuild()
            return True
        self.ctx.notice(
            t(
                "fief.ui.cards.not_on_bishopric",
                card=self.names.card_name(self.card),
                bishopric=self.names.bishopric(bishopric),
            )
        )
        return True

    def on_village_click(self, village: str) -> bool:
        if self.drawing or self.card is None:
            return False
        here = [a for a in self.plays() if village in self.villages_of(a)]
        if len(here) == 1:
            self.narrow = None
            self.submit(here[0])
        elif here:
            self.narrow = village
            self.rebuild()
        else:
            self.ctx.notice(
                t(
                    "fief.ui.cards.not_on_village",
                    card=self.names.card_name(self.card),
                    village=self.names.village(village),
                )
            )
        return True

    def selected_lord(self) -> str | None:
        plays = self.plays() if self.card is not None else []
        targets = {self.lord_of(a) for a in plays} - {None}
        return next(iter(targets)) if len(targets) == 1 else None

    def on_lord_click(self, lord: str) -> bool:
        if self.drawing or self.card is None:
            return False
        here = [a for a in self.plays() if self.lord_of(a) == lord]
        if len(here) == 1:
            self.submit(here[0])
            return True
        if here:
            self.narrow = self.state.lords[lord].village
            self.rebuild()
            return True
        return False

    def village_tooltip(self, village: str) -> str | None:
        if self.drawing or self.card is None:
            return None
        here = [a for a in self.plays() if village in self.villages_of(a)]
        if len(here) == 1:
            return t("fief.ui.cards.play_sentence", play=self.ctx.describe(here[0]))
        if here:
            return t("fief.ui.cards.several_plays")
        return None

    # Acting -----------------------------------------------------------------------
    def pick(self, cid: str) -> None:
        self.card = None if self.card == cid else cid
        self.narrow = None
        self.rebuild()

    def end(self) -> None:
        self.submit(Done())

    def on_enter(self) -> bool:
        if self.back is not None:
            self.back()
        else:
            self.end()
        return True

    def on_escape(self) -> bool:
        if self.card is not None:
            self.card = None
            self.narrow = None
            self.rebuild()
            return True
        if self.back is not None:
            self.back()
            return True
        return False

    def on_refresh(self) -> None:
        if self.card is not None and self.card not in self.hand:
            self.card = None
        self.narrow = None

    # Panel ------------------------------------------------------------------------
    def build(self, flow: Flow) -> None:
        t = self.theme
        c = t.colors
        hand = self.hand
        tips = [self.card_tip(cid) for cid in hand]
        # The hand takes at most half the body, so the choices under it stay in sight;
        # while drawing, it leaves the two decks' rows room to show whole under it.
        room = flow.bottom - flow.top if flow.bottom is not None else round(self.body.height * 0.55)
        if self.drawing and not flow.strip:
            room = min(room, self.body.height - self._draw_rows_height(flow.width))
        most = max(t.px(44), round((room - t.px(12)) / CARD_RATIO))
        row = HandRow(t, self.state.data, hand, self.card, self.pick, tips, most)
        row.panel = pygame.Rect(self.rect)
        flow.add(row, HandRow.height_for(t, flow.width, len(hand), most), 4)
        if self.drawing:
            self._build_draw(flow)
        else:
            self._build_play(flow)
        _ = c

    def _draw_rows(self) -> list[tuple[Action, str, list[str], str]]:
        s = self.state
        return [
            (DrawLord(), "card_lord", s.lord_deck, N_("fief.ui.cards.draw_lord")),
            (DrawFortune(), "card_fortune", s.fortune_deck, N_("fief.ui.cards.draw_fortune")),
        ]

    def _draw_rows_height(self, width: int) -> int:
        """What the rows under the hand take while drawing: a discard (or the line
        asking for one), the two decks and the count of cards drawn."""
        th = self.theme
        gap = th.px(2)
        h = th.px(8) + 2 * th.px(4)  # the column's space and the gaps around the hand
        for _action, icon, deck, label in self._draw_rows():
            row = Row(th, m(label), icon=icon, detail=t("fief.ui.cards.left", left=len(deck)))
            h += row.height_at(width) + gap
        if self.card is not None:
            discard = Row(th, m("fief.ui.cards.discard", card=self.names.card_name(self.card)), icon="back")
            h += discard.height_at(width) + gap
        return h + 2 * th.line_height("small_italic") + th.px(4)

    def _build_draw(self, flow: Flow) -> None:
        s, c = self.state, self.theme.colors
        card = self.card
        if card is not None and self.legal(Discard(card)):
            flow.row(
                m("fief.ui.cards.discard", card=self.names.card_name(card)),
                lambda: self.submit(Discard(card)),
                icon="back",
                tooltip=m("fief.ui.cards.discard_tip"),
            )
        elif self.card is not None:
            flow.text(m("fief.ui.cards.discard_before"), "small_italic", c.ink_soft)
        # Before the first draw an opportunity card may be played in place of a discard.
        for a in self.plays() if self.card is not None else []:
            text, detail = self._short(a)
            flow.row(
                text,
                partial(self.submit, a),
                icon=self._icon(a),
                detail=detail,
                tooltip=m("fief.ui.cards.play_before_drawing", play=self.ctx.describe(a)),
            )
        flow.column()
        for action, icon, deck, label in self._draw_rows():
            ok = self.legal(action)
            said = self.ctx.describe(action)
            flow.row(
                m(label),
                partial(self.submit, action),
                icon=icon,
                dim=not ok,
                detail=t("fief.ui.cards.left", left=len(deck)),
                tooltip=m("fief.ui.cards.draw_tip", draw=said)
                if ok
                else m("fief.ui.cards.draw_tip_not_now", draw=said),
            )
        drawn = len(s.draws) if getattr(s, "draws", None) is not None else 0
        flow.text(
            m("fief.ui.cards.drawn", drawn=drawn, hand=len(self.hand), limit=s.data.rules.hand_limit),
            "small_italic",
            c.ink_soft,
        )

    def _build_play(self, flow: Flow) -> None:
        c = self.theme.colors
        if self.card is None:
            playable = [cid for cid in dict.fromkeys(self.hand) if self.plays(cid)]
            if playable:
                flow.text(m("fief.ui.cards.choose_card"), "small_italic", c.ink_soft)
            else:
                flow.text(m("fief.ui.cards.none_playable"), "small_italic", c.ink_soft)
            return
        plays = self.plays()
        if self.narrow:
            plays = [a for a in plays if self.narrow in self.villages_of(a)]
        flow.column()
        flow.heading(self.names.card_name(self.card))
        if not plays:
            flow.text(m("fief.ui.cards.not_now", why=self._why_not()), "small_italic", c.ink_soft)
        for a in plays:
            text, detail = self._short(a)
            flow.row(
                text,
                partial(self.submit, a),
                icon=self._icon(a),
                detail=detail,
                tooltip=m("fief.ui.cards.click_to_play", play=self.ctx.describe(a)),
            )

    def _short(self, a: Action) -> tuple[str, str | None]:
        """A play in a few words for a panel row, and its effect as the row's detail."""
        nm, s = self.names, self.state
        if isinstance(a, PlayLord):
            return t("fief.ui.cards.enter_in", village=nm.village(a.village)), None
        if isinstance(a, PlayFortune):
            card = s.data.fortune_cards[a.card]
            where = t("fief.ui.cards.bishopric", bishopric=nm.bishopric_name(a.bishopric), number=a.bishopric)
            if card.cancels and card.cancels in s.lying.get(a.bishopric, ()):
                return where, t("fief.ui.cards.ends", card=nm.card_name(card.cancels))
            return where, t("fief.ui.cards.mill_bonus", bonus=card.mill_bonus)
        if isinstance(a, PlayDarc):
            return i18n.text(nm.lord(a.lady)), i18n.text(nm.family(s.lords[a.lady].family))
        if isinstance(a, PlayCardinal):
            return t("fief.ui.cards.raise", lord=nm.lord(a.bishop)), i18n.text(nm.family(s.lords[a.bishop].family))
        if isinstance(a, Assassinate):
            return (
                t("fief.ui.cards.lord_of", lord=nm.lord(a.target), family=nm.family(s.lords[a.target].family)),
                t("fief.ui.cards.by_lord", lord=nm.lord(a.sponsor)),
            )
        if isinstance(a, PlayJustice):
            return t("fief.ui.cards.behead", lord=nm.lord(a.target)), i18n.text(nm.family(s.lords[a.target].family))
        if isinstance(a, Move):
            return t("fief.ui.cards.lord_to", lord=nm.lord(a.lord), village=nm.village(a.to)), t(
                "fief.ui.cards.by_passage"
            )
        if isinstance(a, FreeCaptives):
            return t("fief.ui.cards.captives_escape", village=nm.village(a.village)), t("fief.ui.cards.no_ransom")
        if isinstance(a, PlayUprising):
            return i18n.text(nm.village(a.village)), t("fief.ui.cards.first", family=nm.family(a.first))
        if isinstance(a, PlayTax):
            if a.tax == "tallage":
                gain = s.data.rules.tallage_per_village * len(s.data.board.fiefs[a.target].villages)
                return t("fief.ui.cards.tallage", fief=nm.fief(a.target)), f"+{gain}"
            if a.target == 0:
                return t("fief.ui.cards.tithe_every"), t("fief.ui.cards.as_pope")
            where = t("fief.ui.cards.bishopric", bishopric=nm.bishopric_name(a.target), number=a.target)
            return t("fief.ui.cards.tithe", bishopric=where), i18n.text(nm.lord(a.lord))
        return self.ctx.describe(a), None

    def _icon(self, a: Action) -> str:
        if isinstance(a, (PlayLord, PlayDarc, PlayCardinal)):
            return "card_lord"
        if isinstance(a, PlayTax):
            return "coin"
        return "card_fortune"

    def _why_not(self) -> str:
        data = self.state.data
        lord = data.lord_cards.get(self.card or "")
        if lord is not None and lord.kind == "lord":
            return t("fief.ui.cards.why_lords", most=data.rules.lords_per_family)
        card = data.fortune_cards.get(self.card or "")
        effect = card.effect if card is not None else None
        if effect == JUSTICE:
            return t("fief.ui.cards.why_justice")
        if effect == SECRET_PASSAGE:
            return t("fief.ui.cards.why_passage")
        if self.card == darc_card(self.state):
            return t("fief.ui.cards.why_darc")
        if effect == UPRISING:
            return t("fief.ui.cards.why_uprising")
        if effect == AMBUSH:
            return t("fief.ui.cards.why_ambush")
        if card is not None and card.timing == "opportunity":
            return t("fief.ui.cards.why_opportunity", card=self.names.card_name(self.card or ""), section=card.section)
        if lord is not None and lord.kind == "cardinal":
            return t("fief.ui.cards.why_cardinal")
        if effect == TAXES:
            return t("fief.ui.cards.why_taxes")
        return ""

    def drawing_bounds(self, area: pygame.Rect, window: pygame.Rect) -> pygame.Rect:
        # The panel, and the large card beside it while the pointer rests on one.
        grow = self.theme.px(12)
        out = pygame.Rect(area)
        for w in self.group.widgets:
            if isinstance(w, HandRow) and (hover := w.hovered_card()) is not None:
                place = w.preview_rect(hover[1], window)
                if place is not None:
                    out.union_ip(place.inflate(2 * grow, 2 * grow))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        # The card under the pointer, large, beside the panel (outside its clip).
        for w in self.group.widgets:
            if isinstance(w, HandRow):
                w.bounds = surface.get_rect()
                if (hover := w.hovered_card()) is not None:
                    w.draw_preview(surface, *hover)

    def footer(self) -> list[FooterRow]:
        if self.back is not None:
            what = m(BACK_TO.get(self.decision.kind, N_("fief.ui.cards.back_decision")))
            return [
                [
                    end_button(
                        self, t("fief.ui.cards.back", what=what), self.back, t("fief.ui.cards.back_tip", what=what)
                    )
                ]
            ]
        if self.drawing:
            return [[end_button(self, t("fief.ui.cards.stop_drawing"), self.end, t("fief.ui.cards.stop_drawing_tip"))]]
        return [[end_button(self, t("fief.ui.cards.end_play"), self.end, t("fief.ui.cards.end_play_tip"))]]


#: What the hand goes back to, by the kind of decision it was taken out in: "the
#: election" after "Back to"; French says it with its preposition ("à l'élection",
#: "aux achats"), as the contraction depends on the word.
BACK_TO = {
    "purchase": N_("fief.ui.cards.back_purchase"),
    "movement": N_("fief.ui.cards.back_movement"),
    "pillage": N_("fief.ui.cards.back_pillage"),
    "marriage": N_("fief.ui.cards.back_marriage"),
    "candidate": N_("fief.ui.cards.back_candidate"),
    "vote": N_("fief.ui.cards.back_vote"),
    "ransom": N_("fief.ui.cards.back_ransom"),
    "battles": N_("fief.ui.cards.back_battles"),
    "battle": N_("fief.ui.cards.back_battle"),
}


def card_tip(data: Any, names: Any, cid: str) -> str:
    """A card in words for its tooltip: what it does and its rule."""
    lord = data.lord_cards.get(cid)
    if lord is not None:
        name = names.card_name(cid)
        if lord.kind == "lord":
            if getattr(lord, "gender", "") == "female":
                text = t("fief.ui.cards.tip_lady", name=name)
            else:
                text = t("fief.ui.cards.tip_lord", name=name)
        elif lord.text:
            text = t("fief.ui.cards.tip_text", name=name, text=i18n.text(lord.text))
        else:
            text = i18n.text(name)
        return t("fief.ui.cards.tip_section", text=text, section=lord.section)
    card = data.fortune_cards.get(cid)
    if card is None:
        return i18n.text(names.card(cid))
    text = t("fief.ui.cards.tip_text", name=names.card_name(cid), text=i18n.text(card.text))
    if card.timing == "opportunity":
        text += " " + t("fief.ui.cards.tip_opportunity")
    return t("fief.ui.cards.tip_section", text=text, section=card.section)
