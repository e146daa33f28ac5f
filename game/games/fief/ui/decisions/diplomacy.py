"""Diplomacy in a family's own turn (8.0, 11.3): the game scene shows this panel in place
of the decision's own when the Diplomacy button on the map (or P) is pressed, as it
shows the hand for opportunity cards.

- "Write a deal": one row per other family, with what it has to bargain with; a click
  opens the deal (one a turn), which the deal panel then writes term by term.
- "Talk in private": the families of people at this table, to be chosen; "Talk" spends
  a Diplomacy marker for three minutes (or nothing, with Open Diplomacy) and hides the
  table behind the talk screen with its clock. Computer players take no part in talks:
  bargaining with them is done with deals.

"Back" (or Escape) returns to the decision's panel.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from game.core import i18n
from game.core.engine import Action, Decision
from game.core.i18n import N_, t
from game.games.fief.rules import diplomacy
from game.games.fief.rules.actions import Bargain, OpenTalk
from game.games.fief.rules.names import deniers
from game.games.fief.ui.decisions.common import AsideView, Flow, FooterRow, end_button, family_look
from game.games.fief.ui.decisions.deal import markers_words
from game.games.fief.ui.decisions.map_hooks import FiefContext
from game.ui.widgets.button import Button

#: The actions this panel offers.
DIPLOMACY_ACTIONS = (Bargain, OpenTalk)


def diplomacy_actions(options: tuple[Action, ...]) -> list[Action]:
    return [o for o in options if isinstance(o, DIPLOMACY_ACTIONS)]


class DiplomacyView(AsideView):
    title = N_("fief.ui.diplomacy.title")

    def __init__(self, ctx: FiefContext, decision: Decision, back: Callable[[], None]) -> None:
        super().__init__(ctx, decision, back)
        self.tall = True  # every family twice: for a deal and for a talk
        self.talkers: set[int] = set()

    # Reading ----------------------------------------------------------------------
    def human(self, seat: int) -> bool:
        return not self.ctx.controller.is_ai(seat)

    def talk(self) -> OpenTalk:
        return OpenTalk(tuple(sorted(self.talkers)))

    # Acting -----------------------------------------------------------------------
    def bargain(self, action: Bargain) -> None:
        if self.submit(action):
            self.back()  # the deal panel takes over

    def toggle(self, seat: int) -> None:
        self.talkers ^= {seat}
        self.rebuild()

    def open_talk(self) -> None:
        if not self.talkers:
            self.ctx.notice(t("fief.ui.diplomacy.choose_talkers_first"))
            return
        if self.submit(self.talk()):
            self.talkers = set()
            self.back()

    # Panel ------------------------------------------------------------------------
    def header(self, flow: Flow) -> None:
        flow.text(
            t(
                "fief.ui.diplomacy.you_have",
                deniers=deniers(self.state.families[self.seat].deniers),
                markers=markers_words(self.state, self.names, self.seat),
            ),
            "small",
        )

    def build(self, flow: Flow) -> None:
        s, nm, c = self.state, self.names, self.theme.colors
        bargains = [o for o in self.decision.options if isinstance(o, Bargain)]
        flow.heading(t("fief.ui.diplomacy.write_deal"), tooltip=t("fief.ui.diplomacy.write_deal_tip"))
        for a in bargains:
            fam = s.families[a.to]
            flow.row(
                t("fief.ui.diplomacy.deal_for", family=nm.family(a.to)),
                partial(self.bargain, a),
                look=family_look(s, a.to),
                note=t("fief.ui.diplomacy.family_means", deniers=deniers(fam.deniers), n=len(fam.hand)),
                tooltip=t("fief.ui.diplomacy.deal_for_tip", family=nm.family(a.to), markers=markers_words(s, nm, a.to)),
            )
        if not bargains:
            flow.text(t("fief.ui.diplomacy.deal_written"), "small_italic", c.ink_soft)
        flow.heading(t("fief.ui.diplomacy.talk_in_private"), tooltip=t("fief.ui.diplomacy.talk_in_private_tip"))
        if not any(isinstance(o, OpenTalk) for o in self.decision.options):
            why = (
                t("fief.ui.diplomacy.talked_this_turn")
                if diplomacy.open_diplomacy(s)
                else t("fief.ui.diplomacy.no_marker_for_talk")
            )
            flow.text(why, "small_italic", c.ink_soft)
            return
        people = [seat for seat in range(s.n) if seat != self.seat and self.human(seat)]
        for seat in range(s.n):
            if seat == self.seat:
                continue
            if seat in people:
                flow.row(
                    nm.family(seat),
                    partial(self.toggle, seat),
                    look=family_look(s, seat),
                    selected=seat in self.talkers,
                    note=t("fief.ui.diplomacy.joins") if seat in self.talkers else None,
                    tooltip=t("fief.ui.diplomacy.ask_to_join", family=nm.family(seat)),
                )
            else:
                flow.row(
                    nm.family(seat),
                    look=family_look(s, seat),
                    dim=True,
                    note=t("fief.ui.diplomacy.computer"),
                    tooltip=t("fief.ui.diplomacy.computer_tip"),
                )
        if not people:
            flow.text(t("fief.ui.diplomacy.nobody_to_talk_with"), "small_italic", c.ink_soft)

    def footer(self) -> list[FooterRow]:
        back_tip = t("fief.ui.diplomacy.back_tip")
        people = any(self.human(seat) for seat in range(self.state.n) if seat != self.seat)
        if not people or not any(isinstance(o, OpenTalk) for o in self.decision.options):
            return [[end_button(self, t("core.common.back"), self.back, back_tip)]]
        talkers = [self.names.family(x) for x in sorted(self.talkers)]
        who = i18n.words(talkers) if talkers else i18n.m("fief.ui.diplomacy.families_you_choose")
        cost = (
            i18n.m("fief.ui.diplomacy.as_long_as_you_wish")
            if diplomacy.open_diplomacy(self.state)
            else i18n.m("fief.ui.diplomacy.minutes_for_a_marker", n=diplomacy.TALK_MINUTES)
        )
        talk = end_button(
            self,
            t("fief.ui.diplomacy.talk"),
            self.open_talk,
            t("fief.ui.diplomacy.talk_tip", who=who, cost=cost),
            enabled=bool(self.talkers) and self.legal(self.talk()),
        )
        return [[Button(self.theme, t("core.common.back"), self.back, tooltip=back_tip), talk]]
