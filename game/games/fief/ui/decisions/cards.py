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
from typing import Any

import pygame

from game.core.engine import Action
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
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button
from game.games.fief.ui.render.card_faces import card_face
from game.ui.theme import Theme
from game.ui.widgets.base import Widget

CARD_RATIO = 1.4
CARD_MAX = 100  # design px: a hand of three keeps room for the rows under it
PREVIEW = 230  # design px: the card under the pointer, shown large beside the panel


class HandRow(Widget):
    """The cards of a hand side by side; a click chooses one (and a second click on it
    lets it go). The chosen card stands raised with a red frame."""

    def __init__(
        self,
        theme: Theme,
        data,
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

    @staticmethod
    def height_for(theme: Theme, width: int, count: int, most: int | None = None) -> int:
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
                "No cards in hand.",
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
        """Where the large preview of the card at ``near`` goes, left of the panel, or
        None when there is no room for it (the tooltip then carries the text)."""
        t = self.theme
        w = t.px(PREVIEW)
        rect = pygame.Rect(0, 0, w, round(w * CARD_RATIO))
        rect.right = self.rect.left - t.px(14)
        rect.top = near.top
        rect.clamp_ip(bounds)
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
    title = "Cards"

    def __init__(self, ctx, decision, back: Callable[[], None] | None = None) -> None:
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
            f"{str(self.names.card(self.card)).capitalize()} cannot be played on "
            f"{self.names.bishopric(bishopric)}: the places it may go are marked on the map."
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
                f"{self.names.card(self.card).capitalize()} cannot be played on "
                f"{self.names.village(village)}: the places it may go are lit on the map."
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
            return self.ctx.describe(here[0]) + "."
        if here:
            return "Several plays include this village: click to choose among them."
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
        # The hand takes at most half the body, so the choices under it stay in sight.
        room = flow.bottom - flow.top if flow.strip else round(self.body.height * 0.55)
        most = max(1, round((room - t.px(12)) / CARD_RATIO))
        flow.add(
            HandRow(t, self.state.data, hand, self.card, self.pick, tips, most),
            HandRow.height_for(t, flow.width, len(hand), most),
            4,
        )
        if self.drawing:
            self._build_draw(flow)
        else:
            self._build_play(flow)
        _ = c

    def _build_draw(self, flow: Flow) -> None:
        s, c = self.state, self.theme.colors
        if self.card is not None and self.legal(Discard(self.card)):
            flow.row(
                f"Discard {self.names.card_name(self.card)}",
                lambda: self.submit(Discard(self.card)),
                icon="back",
                tooltip="Discard it face up before drawing; no card can be discarded once you have drawn (2.1).",
            )
        elif self.card is not None:
            flow.text("Cards are discarded before drawing, not after (2.1).", "small_italic", c.ink_soft)
        # Before the first draw an opportunity card may be played in place of a discard.
        for a in self.plays() if self.card is not None else []:
            text, detail = self._short(a)
            flow.row(
                text,
                lambda a=a: self.submit(a),
                icon=self._icon(a),
                detail=detail,
                tooltip=self.ctx.describe(a) + ". Play it now, before drawing (FAQ of phase 2).",
            )
        flow.column()
        for action, icon, deck, label in (
            (DrawLord(), "card_lord", s.lord_deck, "Lord card"),
            (DrawFortune(), "card_fortune", s.fortune_deck, "Fortune card"),
        ):
            ok = self.legal(action)
            flow.row(
                f"Draw a {label}",
                lambda a=action: self.submit(a),
                icon=icon,
                dim=not ok,
                detail=f"{len(deck)} left",
                tooltip=self.ctx.describe(action)
                + (". " if ok else " is not possible now; click to see why. ")
                + (
                    "Never two Lord cards in one turn; Disaster cards met on the way go to the disaster "
                    "track and do not count (2.1)."
                ),
            )
        drawn = len(s.draws) if getattr(s, "draws", None) is not None else 0
        flow.text(
            f"Drawn this turn: {drawn} of 2 · hand {len(self.hand)} of {s.data.rules.hand_limit} (2.1).",
            "small_italic",
            c.ink_soft,
        )

    def _build_play(self, flow: Flow) -> None:
        c = self.theme.colors
        if self.card is None:
            playable = [cid for cid in dict.fromkeys(self.hand) if self.plays(cid)]
            if playable:
                flow.text("Choose a card: where it can go lights up on the map.", "small_italic", c.ink_soft)
            else:
                flow.text("None of your cards can be played now.", "small_italic", c.ink_soft)
            return
        plays = self.plays()
        if self.narrow:
            plays = [a for a in plays if self.narrow in self.villages_of(a)]
        flow.column()
        flow.heading(self.names.card_name(self.card))
        if not plays:
            flow.text("This card cannot be played now. " + self._why_not(), "small_italic", c.ink_soft)
        for a in plays:
            text, detail = self._short(a)
            flow.row(
                text,
                lambda a=a: self.submit(a),
                icon=self._icon(a),
                detail=detail,
                tooltip=self.ctx.describe(a) + ". Click to play it.",
            )

    def _short(self, a: Action) -> tuple[str, str | None]:
        """A play in a few words for a panel row, and its effect as the row's detail."""
        nm, s = self.names, self.state
        if isinstance(a, PlayLord):
            return f"Enter in {nm.village(a.village)}", None
        if isinstance(a, PlayFortune):
            card = s.data.fortune_cards[a.card]
            where = str(nm.bishopric(a.bishopric)).removeprefix("the ")
            if card.cancels and card.cancels in s.lying.get(a.bishopric, ()):
                return where, f"ends {nm.card_name(card.cancels)}"
            return where, f"+{card.mill_bonus} a mill"
        if isinstance(a, PlayDarc):
            return nm.lord(a.lady), nm.family(s.lords[a.lady].family)
        if isinstance(a, PlayCardinal):
            return f"Raise {nm.lord(a.bishop)}", nm.family(s.lords[a.bishop].family)
        if isinstance(a, Assassinate):
            return f"{nm.lord(a.target)} of {nm.family(s.lords[a.target].family)}", f"by {nm.lord(a.sponsor)}"
        if isinstance(a, PlayJustice):
            return f"Behead {nm.lord(a.target)}", nm.family(s.lords[a.target].family)
        if isinstance(a, Move):
            return f"{nm.lord(a.lord)} to {nm.village(a.to)}", "by the passage"
        if isinstance(a, FreeCaptives):
            return f"Captives escape to {nm.village(a.village)}", "no ransom"
        if isinstance(a, PlayUprising):
            return nm.village(a.village), f"{nm.family(a.first)} first"
        if isinstance(a, PlayTax):
            if a.tax == "tallage":
                gain = s.data.rules.tallage_per_village * len(s.data.board.fiefs[a.target].villages)
                return f"Tallage: {nm.fief(a.target)}", f"+{gain}"
            if a.target == 0:
                return "Tithe: every governed bishopric", "as Pope"
            return f"Tithe: {str(nm.bishopric(a.target)).removeprefix('the ')}", nm.lord(a.lord)
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
            return f"A family has at most {data.rules.lords_per_family} lords (2.4.1)."
        card = data.fortune_cards.get(self.card or "")
        effect = card.effect if card is not None else None
        if effect == JUSTICE:
            return "Justice needs a lord bearing the Assassin marker who is not the King or the Pope (10.4)."
        if effect == SECRET_PASSAGE:
            return (
                "A Secret Passage is played in movement, where Heavy Rain or another family bars the way, "
                "to escape an Assassination, or to free your captive lords (10.2)."
            )
        if self.card == darc_card(self.state):
            return "d'Arc goes to an unmarried lady in play, and only one bears the title (9.1)."
        if effect == UPRISING:
            return (
                "An Uprising needs a village under another family's tallage or tithe, or a Famine, with "
                "another family's lords or troops there (10.1)."
            )
        if effect == AMBUSH:
            return "An Ambush is played while one of your lords fights in a battle (10.5)."
        if card is not None and card.timing == "opportunity":
            return f"{card.name} cannot be played at this moment ({card.section})."
        if lord is not None and lord.kind == "cardinal":
            return "A Cardinal card raises a Bishop in play who is not yet Cardinal (9.2)."
        if effect == TAXES:
            return "None of your lords may tax now, or your tax markers are all on the map (2.4.4)."
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
            what = {
                "purchase": "purchases",
                "movement": "movement",
                "pillage": "pillage",
                "marriage": "marriages",
                "candidate": "the election",
                "vote": "the vote",
                "ransom": "ransoms",
                "battles": "battles",
                "battle": "the battle",
            }.get(self.decision.kind, "the decision")
            return [
                [
                    end_button(
                        self, f"Back to {what}", self.back, f"Put the hand away (H or Escape) and go back to {what}."
                    )
                ]
            ]
        if self.drawing:
            return [[end_button(self, "Stop drawing", self.end, "End your draw (Enter) (2.1).")]]
        return [[end_button(self, "End card play", self.end, "Keep the rest of your hand (Enter) (2.4).")]]


def card_tip(data: Any, names: Any, cid: str) -> str:
    """A card in words for its tooltip: what it does and its rule."""
    lord = data.lord_cards.get(cid)
    if lord is not None:
        if lord.kind == "lord":
            who = "lady" if getattr(lord, "gender", "") == "female" else "lord"
            text = (
                f"{lord.name}, a {who} who can join your family in the Play Cards step, entering by the "
                "placement order of 2.4.1."
            )
        else:
            text = f"{lord.name}: {lord.text or ''}".strip()
        return f"{text} ({lord.section})"
    card = data.fortune_cards.get(cid)
    if card is None:
        return names.card(cid)
    when = (
        " An opportunity card: played at a decision of yours or in reaction (10.0)."
        if card.timing == "opportunity"
        else ""
    )
    return f"{card.name}: {card.text}{when} ({card.section})"
