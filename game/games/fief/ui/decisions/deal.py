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

import pygame

from game.core.engine import Decision
from game.games.fief.rules import diplomacy
from game.games.fief.rules.actions import AnswerDeal, DealTerm, DropDeal, SendDeal
from game.games.fief.rules.engine import HIDDEN
from game.games.fief.rules.events import deal_words
from game.games.fief.rules.names import deniers
from game.games.fief.rules.state import Deal
from game.games.fief.ui.decisions.cards import card_tip
from game.games.fief.ui.decisions.common import (
    Flow,
    FooterRow,
    PanelView,
    end_button,
    family_look,
    join_words,
    yes_or_no,
)
from game.games.fief.ui.decisions.map_hooks import FiefContext
from game.ui.widgets.button import Button

TRUCE_WORDS = (
    "A truce until the end of the round: neither family means to declare a battle or ride a Cavalcade "
    "against the other, and whoever does breaks it (6.0, 8.0)."
)


def markers_words(state, names, seat: int) -> str:
    """'2 Diplomacy markers' or, with Open Diplomacy, nothing to count."""
    if diplomacy.open_diplomacy(state):
        return "no markers needed (Open Diplomacy, 11.3)"
    n = diplomacy.markers(state, seat)
    return f"{n} Diplomacy marker{'s' if n != 1 else ''}"


def deal_terms(state, names, deal: Deal, reader: int = -1) -> tuple[list[str], list[str]]:
    """What the deal's proposer gives and what it asks, in words: cards by name where the
    reader may see them; ``reader`` is the family reading it."""
    hidden = deal.give_cards.count(HIDDEN)
    cards = [names.card_name(c) for c in deal.give_cards if c != HIDDEN]
    if hidden:
        cards.append(f"{hidden} card{'s' if hidden != 1 else ''}")
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
    title = "A deal"

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
            self.ctx.notice(f"The deal asks for {need} card{'s' if need != 1 else ''}: take one back first.")
            return
        self.rebuild()

    def accept(self) -> None:
        deal = self.deal
        if deal is not None and len(self.chosen) < deal.take_cards:
            left = deal.take_cards - len(self.chosen)
            self.ctx.notice(f"Choose {left} more card{'s' if left != 1 else ''} to give before you accept.")
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
        flow.text(f"You: {deniers(s.families[self.seat].deniers)}, {markers_words(s, nm, self.seat)}", "small")
        flow.text(f"{nm.family(other)}: {deniers(s.families[other].deniers)}, {markers_words(s, nm, other)}", "small")

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

    def _toggle(self, flow: Flow, text: str, term: str, value: str, chosen: bool, tip: str, **kw) -> None:
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
        flow.heading(f"You give {other}", tooltip="What your family hands over if the deal is accepted (8.0).")
        self._stepper(
            flow,
            "Deniers",
            "give_deniers",
            deal.give_deniers,
            f"Deniers for {other}: it spends a Diplomacy marker to receive them, 3 at most (8.0).",
        )
        hand = s.families[self.seat].hand
        for card in dict.fromkeys(hand):
            self._toggle(
                flow,
                nm.card_name(card),
                "give_card",
                card,
                card in deal.give_cards,
                card_tip(s.data, nm, card) + f" Given, it goes to {other}'s hand (8.0).",
                note="given" if card in deal.give_cards else None,
            )
        for v in self.choices("village"):
            self._toggle(
                flow,
                f"Control of {nm.village(v)}",
                "village",
                v,
                v in deal.villages,
                f"{other} stands in {nm.village(v)} too and takes control of it (5.1).",
            )
        for lid in self.choices("free"):
            self._toggle(
                flow,
                f"Freedom for {self.lord_words(lid)}",
                "free",
                lid,
                lid in deal.free,
                f"Your captive {nm.lord(lid)} goes home to {other} (6.2.3).",
                look=family_look(s, deal.to),
            )
        self._toggle(flow, "A truce this round", "truce", "on", deal.truce, TRUCE_WORDS)
        flow.heading(f"You ask of {other}", tooltip="What your family receives if the deal is accepted (8.0).")
        self._stepper(
            flow,
            "Deniers",
            "take_deniers",
            deal.take_deniers,
            "Deniers for you: you spend a Diplomacy marker to receive them, 3 at most (8.0).",
        )
        self._stepper(
            flow,
            "Cards, their choice",
            "take_cards",
            deal.take_cards,
            f"Cards from {other}'s hand, which it chooses; your hand holds 3 at most (2.1, 8.0).",
        )
        for lid in self.choices("ask_free"):
            self._toggle(
                flow,
                f"Freedom for {self.lord_words(lid)}",
                "ask_free",
                lid,
                lid in deal.ask_free,
                f"{other} lets your captive {nm.lord(lid)} go (6.2.3).",
                look=family_look(s, self.seat),
            )
        flow.gap()
        flow.text(self._marker_note(deal), "small", c.ink_soft)
        flow.text(
            "Promises the engine cannot hold anyone to (a vote, a marriage to come) are made aloud.",
            "small_italic",
            c.ink_soft,
        )

    def _marker_note(self, deal: Deal) -> str:
        """Who spends a Diplomacy marker if the deal is carried out, from the reader's side."""
        s, nm = self.state, self.names
        if diplomacy.open_diplomacy(s):
            return "Open Diplomacy (11.3): no markers are spent and any sum may change hands."
        receivers = []
        if deal.give_deniers or deal.give_cards:
            receivers.append(deal.to)
        if deal.take_deniers or deal.take_cards:
            receivers.append(deal.proposer)
        if not receivers:
            return "Nobody receives deniers or cards: no Diplomacy marker is spent (8.0)."
        receivers.sort(key=lambda seat: seat != self.seat)
        words = ["you" if seat == self.seat else nm.family(seat) for seat in receivers]
        subject = join_words(words)
        subject = subject[0].upper() + subject[1:]
        verb = "each spend" if len(words) > 1 else ("spend" if words[0] == "you" else "spends")
        return f"{subject} {verb} a Diplomacy marker to receive deniers or cards, 3 deniers at most (8.0)."

    def _build_answer(self, flow: Flow) -> None:
        s, nm, c = self.state, self.names, self.theme.colors
        deal = self.deal
        assert deal is not None
        proposer = nm.family(deal.proposer)
        gives, asks = deal_terms(s, nm, deal, self.seat)
        flow.row(proposer, look=family_look(s, deal.proposer), note="offers a deal")
        flow.heading(f"{proposer} gives you")
        for words in [str(g) for g in gives] or ["nothing"]:
            flow.text(words, "body", tooltip=TRUCE_WORDS if words.startswith("a truce") else None)
        flow.heading(f"{proposer} asks of you")
        for words in asks or ["nothing"]:
            flow.text(words, "body")
        if deal.take_cards:
            left = deal.take_cards - len(self.chosen)
            flow.heading(
                f"Choose {deal.take_cards} card{'s' if deal.take_cards != 1 else ''} to give",
                tooltip="The cards are yours to choose; only the two families see them (8.0).",
            )
            for card in s.families[self.seat].hand:
                flow.row(
                    nm.card_name(card),
                    lambda card=card: self.toggle_card(card),
                    selected=card in self.chosen,
                    note="given" if card in self.chosen else None,
                    tooltip=card_tip(s.data, nm, card),
                )
            if left > 0:
                flow.text(f"{left} more to choose.", "small_italic", c.ink_soft)
        flow.gap()
        flow.text(self._marker_note(deal), "small", c.ink_soft)

    def footer(self) -> list[FooterRow]:
        t = self.theme
        if self.decision.kind == "deal":
            refuse = Button(
                t,
                "Refuse",
                lambda: self.submit(AnswerDeal(False)),
                tooltip="Refuse the deal (N): nothing changes hands.",
            )
            ready = self.deal is None or len(self.chosen) >= self.deal.take_cards
            accept = end_button(
                self, "Accept", self.accept, "Accept the deal (Y): the engine carries it out at once.", enabled=ready
            )
            return [[refuse, accept]]
        drop = Button(
            t,
            "Tear up",
            lambda: self.submit(DropDeal()),
            tooltip="Drop the deal (Escape); you write no other this turn (8.0).",
        )
        send = end_button(
            self,
            "Send",
            lambda: self.submit(SendDeal()),
            "Put the deal to the other family (Enter); it accepts or refuses at once.",
            enabled=self.legal(SendDeal()),
        )
        return [[drop, send]]
