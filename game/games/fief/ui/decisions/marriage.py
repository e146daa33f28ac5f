"""Marriages in phase 1 (1.1, 7.2).

- "marriage", on the family's turn: the matches it may offer, under the name of the
  family asked, each lord with his titles; a click offers that match, and the other
  family answers at once. What a marriage means for victory is said in words: with four
  or more families it makes the two families allies, who win together and never alone.
  "Offer no marriage" (Enter) ends the turn.
- "marriage_offer", for the family asked: who offers whom to whom, the same words about
  the alliance, Accept (Y) or Refuse (N). Enter answers nothing, so no marriage is made
  by accident.
"""

from __future__ import annotations

import pygame

from game.games.fief.rules import marriage
from game.games.fief.rules.actions import AnswerMarriage, Done, ProposeMarriage
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button, family_look, yes_or_no
from game.ui.widgets.button import Button


class MarriageView(PanelView):
    kinds = ("marriage", "marriage_offer")
    title = "Marriages"

    # Reading ----------------------------------------------------------------------
    def offers(self) -> list[ProposeMarriage]:
        return [o for o in self.decision.options if isinstance(o, ProposeMarriage)]

    def other_family(self, offer: ProposeMarriage) -> int:
        lord = self.state.lords[offer.lord]
        return self.state.lords[offer.lady].family if lord.family == self.seat else lord.family

    def meaning(self) -> str:
        """What a marriage does to victory, in this game's words (7.1, 7.2)."""
        v = self.state.data.victory
        if self.state.n < v.alliance_min_families:
            return f"With {self.state.n} families a marriage forms no alliance: each family still wins alone (7.2)."
        return (
            f"Allies win together with {v.alliance} victory points, never alone (7.1, 7.2); only a "
            "spouse's death or the Pope's annulment parts them (1.1.1)."
        )

    # Acting -----------------------------------------------------------------------
    def offer(self, action: ProposeMarriage) -> None:
        self.submit(action)

    def answer(self, accept: bool) -> None:
        self.submit(AnswerMarriage(accept))

    def on_enter(self) -> bool:
        if self.decision.kind == "marriage":
            self.submit(Done())
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        answer = yes_or_no(event) if self.decision.kind == "marriage_offer" else None
        if answer is None:
            return False
        self.answer(answer)
        return True

    # Panel ------------------------------------------------------------------------
    def build(self, flow: Flow) -> None:
        c = self.theme.colors
        if self.decision.kind == "marriage_offer":
            self._build_answer(flow)
            return
        offers = self.offers()
        if not offers:
            flow.text("No marriage can be offered now.", "small_italic", c.ink_soft)
        families: dict[int, list[ProposeMarriage]] = {}
        for o in offers:
            families.setdefault(self.other_family(o), []).append(o)
        for other, matches in families.items():
            flow.heading(f"With {self.names.family(other)}")
            for o in matches:
                mine, theirs = (o.lord, o.lady) if self.state.lords[o.lord].family == self.seat else (o.lady, o.lord)
                flow.row(
                    f"{self.names.lord(mine)} ⚭ {self.names.lord(theirs)}",
                    lambda o=o: self.offer(o),
                    look=family_look(self.state, other),
                    tooltip=(
                        f"Offer {self.lord_words(mine)} in marriage to {self.lord_words(theirs)} of "
                        f"{self.names.family(other)}, who answers at once (1.1)."
                    ),
                )
        flow.gap()
        flow.text(self.meaning(), "small", c.ink_soft)

    def _build_answer(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        if not s.marriage_offer:
            flow.text(self.decision.prompt)
            return
        proposer, lord, lady = s.marriage_offer
        flow.row(nm.family(proposer), look=family_look(s, proposer), note="offers a marriage")
        for lid in (lord, lady):
            fam = s.lords[lid].family
            flow.row(self.lord_words(lid), look=family_look(s, fam), note=f"of {nm.family(fam)}")
        flow.gap()
        flow.text(self.meaning(), "small", c.ink_soft)
        if marriage.married(s, self.seat):
            flow.text("Your family is already married.", "small_italic", c.ink_soft)

    def footer(self) -> list[FooterRow]:
        t = self.theme
        if self.decision.kind == "marriage_offer":
            refuse = Button(
                t,
                "Refuse",
                lambda: self.answer(False),
                tooltip="Refuse the marriage (N); it is not offered again this round (1.1).",
            )
            accept = end_button(self, "Accept", lambda: self.answer(True), "Accept the marriage (Y) (1.1).")
            return [[refuse, accept]]
        return [
            [
                end_button(
                    self,
                    "Offer no marriage",
                    lambda: self.submit(Done()),
                    "End your turn of phase 1 without offering a marriage (Enter) (1.1).",
                )
            ]
        ]
