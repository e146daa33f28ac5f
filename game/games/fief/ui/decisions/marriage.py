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

from functools import partial

import pygame

from game.core.i18n import N_, t
from game.games.fief.rules import marriage
from game.games.fief.rules.actions import AnswerMarriage, Done, ProposeMarriage
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button, family_look, yes_or_no
from game.ui.widgets.button import Button


class MarriageView(PanelView):
    kinds = ("marriage", "marriage_offer")
    title = N_("fief.ui.marriage.title")

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
            return t("fief.ui.marriage.no_alliance", n=self.state.n)
        return t("fief.ui.marriage.allies", points=v.alliance)

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
            flow.text(t("fief.ui.marriage.none_possible"), "small_italic", c.ink_soft)
        families: dict[int, list[ProposeMarriage]] = {}
        for o in offers:
            families.setdefault(self.other_family(o), []).append(o)
        for other, matches in families.items():
            flow.heading(t("fief.ui.marriage.with_family", family=self.names.family(other)))
            for o in matches:
                mine, theirs = (o.lord, o.lady) if self.state.lords[o.lord].family == self.seat else (o.lady, o.lord)
                flow.row(
                    t("fief.ui.marriage.match", lord=self.names.lord(mine), spouse=self.names.lord(theirs)),
                    partial(self.offer, o),
                    look=family_look(self.state, other),
                    tooltip=t(
                        "fief.ui.marriage.offer_tip",
                        lord=self.lord_words(mine),
                        spouse=self.lord_words(theirs),
                        family=self.names.family(other),
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
        flow.row(nm.family(proposer), look=family_look(s, proposer), note=t("fief.ui.marriage.offers"))
        for lid in (lord, lady):
            fam = s.lords[lid].family
            flow.row(
                self.lord_words(lid),
                look=family_look(s, fam),
                note=t("fief.ui.marriage.of_family", family=nm.family(fam)),
            )
        flow.gap()
        flow.text(self.meaning(), "small", c.ink_soft)
        if marriage.married(s, self.seat):
            flow.text(t("fief.ui.marriage.already_married"), "small_italic", c.ink_soft)

    def footer(self) -> list[FooterRow]:
        if self.decision.kind == "marriage_offer":
            refuse = Button(
                self.theme,
                t("fief.ui.marriage.refuse"),
                lambda: self.answer(False),
                tooltip=t("fief.ui.marriage.refuse_tip"),
            )
            accept = end_button(
                self, t("fief.ui.marriage.accept"), lambda: self.answer(True), t("fief.ui.marriage.accept_tip")
            )
            return [[refuse, accept]]
        return [
            [
                end_button(
                    self,
                    t("fief.ui.marriage.offer_none"),
                    lambda: self.submit(Done()),
                    t("fief.ui.marriage.offer_none_tip"),
                )
            ]
        ]
