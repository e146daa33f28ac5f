"""The court: what titles let a family do in its own turn, apart from the step's own
business (1.7, 1.8, 4.4). The game scene shows it in place of the decision's panel when
the crown button by the prompt (or C) is pressed, as it does the hand for opportunity
cards:

- the Pope's family: excommunicate a lord (once a round, one at a time) or lift the
  excommunication in force;
- a married family: ask the Pope to annul its marriage;
- the King's (or Queen Regent's) family, during purchases: give an unclaimed fief title,
  free, to a lord who could buy it;
- any family during purchases: buy the Cardinal biretta for one of the Bishops;
- with the Holy Relics (11.1): a lord takes a relic lying where he stands, or a relic's
  holder hands it to another lord for a Diplomacy marker (``decisions.relics``).

Each row does one thing at once; "Back" (or Escape) returns to the decision's panel.
"""

from __future__ import annotations

from functools import partial

from game.core.engine import Action
from game.core.i18n import N_, t
from game.games.fief.rules.actions import (
    BuyCardinal,
    Excommunicate,
    GiftFiefTitle,
    LiftExcommunication,
    RequestAnnulment,
)
from game.games.fief.rules.names import deniers
from game.games.fief.ui.decisions.common import AsideView, Flow, FooterRow, end_button, family_look
from game.games.fief.ui.decisions.relics import RELIC_COURT_ACTIONS, relic_rows

#: The actions the court offers, in the order they are listed.
COURT_ACTIONS = (
    Excommunicate,
    LiftExcommunication,
    RequestAnnulment,
    GiftFiefTitle,
    BuyCardinal,
    *RELIC_COURT_ACTIONS,
)


def court_actions(options: tuple[Action, ...]) -> list[Action]:
    return [o for o in options if isinstance(o, COURT_ACTIONS)]


class CourtView(AsideView):
    title = N_("fief.ui.court.title")

    def act(self, action: Action) -> None:
        if self.submit(action):
            self.back()

    def build(self, flow: Flow) -> None:
        s, nm, c = self.state, self.names, self.theme.colors
        actions = court_actions(self.decision.options)
        if not actions:
            flow.text(t("fief.ui.court.nothing_to_do"), "small_italic", c.ink_soft)
            return
        church = [a for a in actions if isinstance(a, (Excommunicate, LiftExcommunication))]
        if church:
            flow.heading(t("fief.ui.court.as_pope"), tooltip=t("fief.ui.court.as_pope_tip"))
            for a in church:
                if isinstance(a, LiftExcommunication):
                    lord = s.excommunicated or ""
                    flow.row(
                        t("fief.ui.court.lift_excommunication", lord=nm.lord(lord)),
                        partial(self.act, a),
                        look=family_look(s, s.lords[lord].family) if lord in s.lords else None,
                    )
                    continue
                fam = s.lords[a.lord].family
                flow.row(
                    t("fief.ui.court.excommunicate", lord=self.lord_words(a.lord)),
                    partial(self.act, a),
                    look=family_look(s, fam),
                    note=nm.family(fam),
                )
        for action in actions:
            if isinstance(action, RequestAnnulment):
                flow.heading(t("fief.ui.court.your_marriage"))
                mine = next((lid for lid in s.families[self.seat].lords if s.lords[lid].spouse), "")
                partner = s.lords[mine].spouse if mine else ""
                flow.row(
                    t("fief.ui.court.ask_annulment", lord=nm.lord(mine), spouse=nm.lord(partner)),
                    partial(self.act, action),
                    tooltip=t("fief.ui.court.ask_annulment_tip"),
                )
        gifts = [a for a in actions if isinstance(a, GiftFiefTitle)]
        if gifts:
            flow.heading(t("fief.ui.court.royal_favour"), tooltip=t("fief.ui.court.royal_favour_tip"))
            for gift in gifts:
                fam = s.lords[gift.lord].family
                flow.row(
                    t("fief.ui.court.gift", fief=nm.fief(gift.fief), lord=nm.lord(gift.lord)),
                    partial(self.act, gift),
                    look=family_look(s, fam),
                    note=t("fief.ui.court.city", village=nm.village(gift.city)),
                )
        birettas = [a for a in actions if isinstance(a, BuyCardinal)]
        if birettas:
            cost = s.data.costs.cardinal
            flow.heading(t("fief.ui.court.biretta", cost=deniers(cost)), tooltip=t("fief.ui.court.biretta_tip"))
            for biretta in birettas:
                fam = s.lords[biretta.bishop].family
                flow.row(
                    t("fief.ui.court.raise", lord=self.lord_words(biretta.bishop)),
                    partial(self.act, biretta),
                    look=family_look(s, fam),
                    note=nm.family(fam),
                )
        relic_rows(self, flow, actions, self.act)

    def footer(self) -> list[FooterRow]:
        return [[end_button(self, t("core.common.back"), self.back, t("fief.ui.court.back_tip"))]]
