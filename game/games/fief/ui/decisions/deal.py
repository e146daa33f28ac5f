"""Deals between families (8.0, 11.3).

- "deal_draft", for the family writing the deal: what it gives (deniers, cards of its
  hand, control of villages where the other family stands, captives let go, a truce
  until the end of the round) and what it asks (deniers, a number of cards that the
  other family picks, its own captive lords back). Each change is one term, checked by
  the engine at once; a refused change says why. "Send" (Enter) puts the deal to the
  other family; "Tear up" (Escape) drops it.
- "deal", for the family asked, behind the neutral curtain: the deal in words, the
  cards it must choose when cards are asked, and Accept (Y) or Refuse (N). Enter
  answers nothing, so no deal is made by accident.

Who spends a Diplomacy marker is said on both sides: each family that receives deniers
or cards spends one, and receives at most 3 deniers for it (8.0); with Open Diplomacy
(11.3) there are no markers and no limit.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.engine import Decision
from game.core.i18n import N_, Param, Text, t
from game.games.fief.rules import diplomacy
from game.games.fief.rules.actions import AnswerDeal, DealTerm, DropDeal, SendDeal
from game.games.fief.rules.engine import HIDDEN
from game.games.fief.rules.events import deal_words
from game.games.fief.rules.names import deniers
from game.games.fief.rules.state import Deal, State
from game.games.fief.ui.decisions.cards import card_tip
from game.games.fief.ui.decisions.common import (
    Flow,
    FooterRow,
    PanelView,
    end_button,
    family_look,
    yes_or_no,
)
from game.games.fief.ui.decisions.map_hooks import FiefContext
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.games.fief.rules.names import Names

#: What a truce means (the id; rendered where shown).
TRUCE_WORDS = N_("fief.ui.deal.truce_tip")


def markers_words(state: State, names: Names, seat: int) -> str:
    """'2 Diplomacy markers' or, with Open Diplomacy, nothing to count."""
    if diplomacy.open_diplomacy(state):
        return t("fief.ui.deal.no_markers_needed")
    return t("fief.ui.deal.markers", n=diplomacy.markers(state, seat))


def deal_terms(state: State, names: Names, deal: Deal, reader: int = -1) -> tuple[list[Param], list[Param]]:
    """What the deal's proposer gives and what it asks, in words: cards by name where the
    reader may see them; ``reader`` is the family reading it."""
    hidden = deal.give_cards.count(HIDDEN)
    cards: list[Param] = [names.card_name(c) for c in deal.give_cards if c != HIDDEN]
    if hidden:
        cards.append(t("fief.ui.deal.hidden_cards", n=hidden))
    return deal_words(
        names,
        deal.give_deniers,
        deal.take_deniers,
        cards,
        deal.take_cards,
        deal.villages,
        deal.free,
        deal.ask_free,
        deal.truce,
        "your" if reader == deal.to else "their",
    )


class DealView(PanelView):
    kinds = ("deal_draft", "deal")
    title = N_("fief.ui.deal.title")

    def __init__(self, ctx: FiefContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.tall = True  # both halves of the deal, and the hand to choose from
        self.chosen: list[str] = []  # the cards the answering family gives, when cards are asked

    # Reading ----------------------------------------------------------------------
    @property
    def deal(self) -> Deal | None:
        return self.state.deal

    def other(self) -> int:
        deal = self.deal
        if deal is None:
            return -1
        return deal.to if self.seat == deal.proposer else deal.proposer

    def choices(self, term: str) -> list[str]:
        """The villages or captives the deal may name or drop now, from the options."""
        return [o.value for o in self.decision.options if isinstance(o, DealTerm) and o.term == term]

    def answer_action(self) -> AnswerDeal:
        return AnswerDeal(True, tuple(sorted(self.chosen)))

    # Acting -----------------------------------------------------------------------
    def change(self, term: str, value: str) -> None:
        self.submit(DealTerm(term, value))

    def toggle_card(self, card: str) -> None:
        deal = self.deal
        need = deal.take_cards if deal is not None else 0
        if card in self.chosen:
            self.chosen.remove(card)
        elif len(self.chosen) < need:
            self.chosen.append(card)
        else:
            self.ctx.notice(t("fief.ui.deal.cards_asked_full", n=need))
            return
        self.rebuild()

    def accept(self) -> None:
        deal = self.deal
        if deal is not None and len(self.chosen) < deal.take_cards:
            left = deal.take_cards - len(self.chosen)
            self.ctx.notice(t("fief.ui.deal.choose_more_first", n=left))
            return
        self.submit(self.answer_action())

    def on_refresh(self) -> None:
        hand = list(self.state.families[self.seat].hand)
        self.chosen = [c for c in self.chosen if c in hand]

    def on_enter(self) -> bool:
        if self.decision.kind == "deal_draft":
            self.submit(SendDeal())
            return True
        return False

    def on_escape(self) -> bool:
        if self.decision.kind == "deal_draft":
            self.submit(DropDeal())
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        answer = yes_or_no(event) if self.decision.kind == "deal" else None
        if answer is None:
            return False
        if answer:
            self.accept()
        else:
            self.submit(AnswerDeal(False))
        return True

    # Panel ------------------------------------------------------------------------
    def header(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        other = self.other()
        if other < 0:
            return
        mine, theirs = s.families[self.seat].deniers, s.families[other].deniers
        flow.text(t("fief.ui.deal.you_have", deniers=deniers(mine), markers=markers_words(s, nm, self.seat)), "small")
        flow.text(
            t(
                "fief.ui.deal.family_has",
                family=nm.family(other),
                deniers=deniers(theirs),
                markers=markers_words(s, nm, other),
            ),
            "small",
        )

    def build(self, flow: Flow) -> None:
        if self.deal is None:
            flow.text(self.decision.prompt)
            return
        if self.decision.kind == "deal":
            self._build_answer(flow)
        else:
            self._build_draft(flow)

    def _stepper(self, flow: Flow, label: str, term: str, value: int, tip: str) -> None:
        flow.stepper(
            label,
            value,
            lambda: self.change(term, "-"),
            lambda: self.change(term, "+"),
            minus_ok=self.legal(DealTerm(term, "-")),
            plus_ok=self.legal(DealTerm(term, "+")),
            tooltip=tip,
        )

    def _toggle(self, flow: Flow, text: Text, term: str, value: str, chosen: bool, tip: str, **kw: Any) -> None:
        flow.row(
            text,
            lambda: self.change(term, value),
            selected=chosen,
            dim=not self.legal(DealTerm(term, value)),
            tooltip=tip,
            **kw,
        )

    def _build_draft(self, flow: Flow) -> None:
        s, nm, c = self.state, self.names, self.theme.colors
        deal = self.deal
        assert deal is not None
        other = nm.family(deal.to)
        flow.heading(t("fief.ui.deal.you_give", family=other), tooltip=t("fief.ui.deal.you_give_tip"))
        self._stepper(
            flow,
            t("fief.ui.deal.deniers"),
            "give_deniers",
            deal.give_deniers,
            t("fief.ui.deal.give_deniers_tip", family=other),
        )
        hand = s.families[self.seat].hand
        for card in dict.fromkeys(hand):
            self._toggle(
                flow,
                nm.card_name(card),
                "give_card",
                card,
                card in deal.give_cards,
                t("fief.ui.deal.give_card_tip", card=card_tip(s.data, nm, card), family=other),
                note=t("fief.ui.deal.given") if card in deal.give_cards else None,
            )
        for v in self.choices("village"):
            self._toggle(
                flow,
                t("fief.ui.deal.control_of", village=nm.village(v)),
                "village",
                v,
                v in deal.villages,
                t("fief.ui.deal.control_of_tip", family=other, village=nm.village(v)),
            )
        for lid in self.choices("free"):
            self._toggle(
                flow,
                t("fief.ui.deal.freedom_for", lord=self.lord_words(lid)),
                "free",
                lid,
                lid in deal.free,
                t("fief.ui.deal.free_captive_tip", lord=nm.lord(lid), family=other),
                look=family_look(s, deal.to),
            )
        self._toggle(flow, t("fief.ui.deal.truce"), "truce", "on", deal.truce, t(TRUCE_WORDS))
        flow.heading(t("fief.ui.deal.you_ask", family=other), tooltip=t("fief.ui.deal.you_ask_tip"))
        self._stepper(
            flow,
            t("fief.ui.deal.deniers"),
            "take_deniers",
            deal.take_deniers,
            t("fief.ui.deal.take_deniers_tip"),
        )
        self._stepper(
            flow,
            t("fief.ui.deal.their_cards"),
            "take_cards",
            deal.take_cards,
            t("fief.ui.deal.their_cards_tip", family=other),
        )
        for lid in self.choices("ask_free"):
            self._toggle(
                flow,
                t("fief.ui.deal.freedom_for", lord=self.lord_words(lid)),
                "ask_free",
                lid,
                lid in deal.ask_free,
                t("fief.ui.deal.ask_free_tip", family=other, lord=nm.lord(lid)),
                look=family_look(s, self.seat),
            )
        flow.gap()
        flow.text(self._marker_note(deal), "small", c.ink_soft)
        flow.text(t("fief.ui.deal.promises"), "small_italic", c.ink_soft)

    def _marker_note(self, deal: Deal) -> str:
        """Who spends a Diplomacy marker if the deal is carried out, from the reader's side."""
        s, nm = self.state, self.names
        if diplomacy.open_diplomacy(s):
            return t("fief.ui.deal.open_diplomacy_note")
        receivers = []
        if deal.give_deniers or deal.give_cards:
            receivers.append(deal.to)
        if deal.take_deniers or deal.take_cards:
            receivers.append(deal.proposer)
        if not receivers:
            return t("fief.ui.deal.nobody_spends")
        receivers.sort(key=lambda seat: seat != self.seat)
        if len(receivers) > 1:
            if receivers[0] == self.seat:
                return t("fief.ui.deal.you_and_family_spend", family=nm.family(receivers[1]))
            return t("fief.ui.deal.both_spend", first=nm.family(receivers[0]), second=nm.family(receivers[1]))
        if receivers[0] == self.seat:
            return t("fief.ui.deal.you_spend")
        return t("fief.ui.deal.family_spends", family=nm.family(receivers[0]))

    def _build_answer(self, flow: Flow) -> None:
        s, nm, c = self.state, self.names, self.theme.colors
        deal = self.deal
        assert deal is not None
        proposer = nm.family(deal.proposer)
        gives, asks = deal_terms(s, nm, deal, self.seat)
        flow.row(proposer, look=family_look(s, deal.proposer), note=t("fief.ui.deal.offers"))
        flow.heading(t("fief.ui.deal.gives_you", family=proposer))
        for i, words in enumerate([str(g) for g in gives] or [t("fief.ui.deal.nothing")]):
            flow.text(words, "body", tooltip=t(TRUCE_WORDS) if deal.truce and i == 0 else None)
        flow.heading(t("fief.ui.deal.asks_of_you", family=proposer))
        for words in [str(a) for a in asks] or [t("fief.ui.deal.nothing")]:
            flow.text(words, "body")
        if deal.take_cards:
            left = deal.take_cards - len(self.chosen)
            flow.heading(
                t("fief.ui.deal.choose_cards", n=deal.take_cards),
                tooltip=t("fief.ui.deal.choose_cards_tip"),
            )
            for card in s.families[self.seat].hand:
                flow.row(
                    nm.card_name(card),
                    partial(self.toggle_card, card),
                    selected=card in self.chosen,
                    note=t("fief.ui.deal.given") if card in self.chosen else None,
                    tooltip=card_tip(s.data, nm, card),
                )
            if left > 0:
                flow.text(t("fief.ui.deal.more_to_choose", n=left), "small_italic", c.ink_soft)
        flow.gap()
        flow.text(self._marker_note(deal), "small", c.ink_soft)

    def footer(self) -> list[FooterRow]:
        theme = self.theme
        if self.decision.kind == "deal":
            refuse = Button(
                theme,
                t("fief.ui.deal.refuse"),
                lambda: self.submit(AnswerDeal(False)),
                tooltip=t("fief.ui.deal.refuse_tip"),
            )
            ready = self.deal is None or len(self.chosen) >= self.deal.take_cards
            accept = end_button(
                self, t("fief.ui.deal.accept"), self.accept, t("fief.ui.deal.accept_tip"), enabled=ready
            )
            return [[refuse, accept]]
        drop = Button(
            theme,
            t("fief.ui.deal.tear_up"),
            lambda: self.submit(DropDeal()),
            tooltip=t("fief.ui.deal.tear_up_tip"),
        )
        send = end_button(
            self,
            t("fief.ui.deal.send"),
            lambda: self.submit(SendDeal()),
            t("fief.ui.deal.send_tip"),
            enabled=self.legal(SendDeal()),
        )
        return [[drop, send]]
