"""Answers asked in the middle of another family's turn, about a card just played:

- an Assassination against one of your lords: escape by a Secret Passage, or let the die
  decide (10.3, 10.2.3);
- an Uprising under way: add an Uprising card, a Secret Passage against the defences, send
  a Bishop or Cardinal to calm the mob, or stay out of it (10.1, 1.4, 1.5);
- as Pope, a Cardinal card played on a Bishop: consent or refuse (9.2, 1.7).

The card in question is shown with its text; the lord or village concerned is marked on
the map. Enter does nothing here, so no answer is given by accident.
"""

from __future__ import annotations

from functools import partial

from game.core import i18n
from game.core.engine import Action
from game.core.i18n import N_, t
from game.games.fief.rules.actions import Consent, Done, Escape, JoinUprising, StopUprising
from game.games.fief.rules.card_effects import ASSASSINATION, UPRISING, card_for
from game.games.fief.ui.decisions.cards import CARD_RATIO, HandRow
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button, family_look
from game.ui.widgets.button import Button


class ReactionView(PanelView):
    kinds = ("react", "join_uprising", "consent")
    title = N_("fief.ui.reaction.title")

    # Reading ----------------------------------------------------------------------
    def card(self) -> str:
        s = self.state
        if self.decision.kind == "react":
            if s.attack is not None:
                return s.attack.card  # the Assassination or the Ambush played
            return card_for(s.data, ASSASSINATION) or ""
        if self.decision.kind == "join_uprising":
            return card_for(s.data, UPRISING) or ""
        req = s.cardinal_request
        return req.card if req is not None else ""

    def lord(self) -> str | None:
        s = self.state
        if self.decision.kind == "react" and s.attack is not None:
            return s.attack.target
        if self.decision.kind == "consent" and s.cardinal_request is not None:
            return s.cardinal_request.bishop
        return None

    # Board ------------------------------------------------------------------------
    def highlights(self) -> dict[str, str]:
        s = self.state
        if self.decision.kind == "join_uprising" and s.uprising is not None:
            return {s.uprising.village: "target"}
        lord = self.lord()
        lo = s.lords.get(lord) if lord else None
        return {lo.village: "target"} if lo is not None and lo.village else {}

    def selected_lord(self) -> str | None:
        return self.lord()

    # Panel ------------------------------------------------------------------------
    def build(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        card = self.card()
        if card:
            tip = s.data.fortune_cards[card].text if card in s.data.fortune_cards else i18n.text(nm.card(card))
            most = None if flow.strip else round(self.body.height * 0.45 / CARD_RATIO)  # room for the choices
            flow.add(
                HandRow(self.theme, s.data, [card], None, lambda _c: None, [tip], most),
                HandRow.height_for(self.theme, flow.width, 1, most),
                4,
            )
        lord = self.lord()
        if lord is not None and lord in s.lords:
            fam = s.lords[lord].family
            flow.row(
                nm.lord(lord), look=family_look(s, fam), note=t("fief.ui.reaction.of_family", family=nm.family(fam))
            )
        if self.decision.kind == "react" and Escape() not in self.decision.options:
            flow.text(t("fief.ui.reaction.no_passage"), "small_italic", c.ink_soft)
        flow.column()
        for option in self.decision.options:
            if isinstance(option, (Done, Escape)):
                continue  # the footer's buttons
            flow.row(
                self.ctx.describe(option),
                partial(self.submit, option),
                icon=self._icon(option),
                tooltip=self._tip(option),
            )

    def _icon(self, option: Action) -> str:
        if isinstance(option, (Escape, JoinUprising)):
            return "card_fortune"
        if isinstance(option, StopUprising):
            return "mitre"
        return "scroll"

    def _tip(self, option: Action) -> str:
        if isinstance(option, Escape):
            return t("fief.ui.reaction.escape_tip")
        if isinstance(option, JoinUprising):
            if option.passage:
                return t("fief.ui.reaction.passage_tip")
            return t("fief.ui.reaction.join_uprising_tip")
        if isinstance(option, StopUprising):
            if option.as_cardinal:
                return t("fief.ui.reaction.cardinal_tip")
            return t("fief.ui.reaction.bishop_tip")
        return t("fief.ui.reaction.option_tip", action=self.ctx.describe(option))

    def footer(self) -> list[FooterRow]:
        kind = self.decision.kind
        if kind == "consent":
            refuse = Button(
                self.theme,
                t("fief.ui.reaction.refuse"),
                lambda: self.submit(Consent(False)),
                tooltip=t("fief.ui.reaction.refuse_tip"),
            )
            allow = end_button(
                self,
                t("fief.ui.reaction.consent"),
                lambda: self.submit(Consent(True)),
                t("fief.ui.reaction.consent_tip"),
            )
            return [[refuse, allow]]
        text = t("fief.ui.reaction.risk_the_die") if kind == "react" else t("fief.ui.reaction.stay_out")
        tip = t("fief.ui.reaction.risk_the_die_tip") if kind == "react" else t("fief.ui.reaction.stay_out_tip")
        row: list[Button] = [Button(self.theme, text, lambda: self.submit(Done()), tooltip=tip)]
        if Escape() in self.decision.options:
            row.append(
                end_button(self, t("fief.ui.reaction.escape"), lambda: self.submit(Escape()), self._tip(Escape()))
            )
        return [row]
