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

from game.core.engine import Action
from game.games.fief.rules.actions import Consent, Done, Escape, JoinUprising, StopUprising
from game.games.fief.rules.card_effects import ASSASSINATION, UPRISING, card_for
from game.games.fief.ui.decisions.cards import CARD_RATIO, HandRow
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button, family_look
from game.ui.widgets.button import Button


class ReactionView(PanelView):
    kinds = ("react", "join_uprising", "consent")
    title = "Your answer"

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
            tip = s.data.fortune_cards[card].text if card in s.data.fortune_cards else nm.card(card)
            most = None if flow.strip else round(self.body.height * 0.45 / CARD_RATIO)  # room for the choices
            flow.add(
                HandRow(self.theme, s.data, [card], None, lambda _c: None, [tip], most),
                HandRow.height_for(self.theme, flow.width, 1, most),
                4,
            )
        lord = self.lord()
        if lord is not None and lord in s.lords:
            fam = s.lords[lord].family
            flow.row(nm.lord(lord), look=family_look(s, fam), note=f"of {nm.family(fam)}")
        if self.decision.kind == "react" and Escape() not in self.decision.options:
            flow.text("You hold no Secret Passage: the die decides (10.3).", "small_italic", c.ink_soft)
        flow.column()
        for option in self.decision.options:
            if isinstance(option, (Done, Escape)):
                continue  # the footer's buttons
            flow.row(
                self.ctx.describe(option),
                lambda o=option: self.submit(o),
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
            return "Play your Secret Passage: the Assassination fails and both cards are discarded (10.2.3)."
        if isinstance(option, JoinUprising):
            if option.passage:
                return "Play a Secret Passage: the mob ignores the stronghold's defence penalty (10.2.2)."
            return "Add one of your Uprising cards: one more battle die (10.1)."
        if isinstance(option, StopUprising):
            if option.as_cardinal:
                return "Your Cardinal sends envoys: on 1-4 the Uprising stops; no risk to him (1.5)."
            return "Your Bishop faces the mob: on 1-4 the Uprising stops, on 5-6 he is stoned to death (1.4)."
        return self.ctx.describe(option) + "."

    def footer(self) -> list[FooterRow]:
        kind = self.decision.kind
        if kind == "consent":
            refuse = Button(
                self.theme,
                "Refuse",
                lambda: self.submit(Consent(False)),
                tooltip="Refuse: the Bishop stays a Bishop, the card goes back to its hand (1.7).",
            )
            allow = end_button(
                self, "Consent", lambda: self.submit(Consent(True)), "Let the Bishop become Cardinal (1.7, 9.2)."
            )
            return [[refuse, allow]]
        text = "Risk the die" if kind == "react" else "Stay out of it"
        tip = (
            "No escape: the target rolls a die and dies on 1 to 3 (10.3)."
            if kind == "react"
            else "Add nothing (more) to this Uprising (10.1)."
        )
        row: list[Button] = [Button(self.theme, text, lambda: self.submit(Done()), tooltip=tip)]
        if Escape() in self.decision.options:
            row.append(end_button(self, "Escape", lambda: self.submit(Escape()), self._tip(Escape())))
        return [row]
