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

from game.core.engine import Action, Decision
from game.games.fief.rules import diplomacy
from game.games.fief.rules.actions import Bargain, OpenTalk
from game.games.fief.rules.names import deniers
from game.games.fief.ui.decisions.common import AsideView, Flow, FooterRow, end_button, family_look, join_words
from game.games.fief.ui.decisions.deal import markers_words
from game.games.fief.ui.decisions.map_hooks import FiefContext
from game.ui.widgets.button import Button

#: The actions this panel offers.
DIPLOMACY_ACTIONS = (Bargain, OpenTalk)


def diplomacy_actions(options: tuple[Action, ...]) -> list[Action]:
    return [o for o in options if isinstance(o, DIPLOMACY_ACTIONS)]


class DiplomacyView(AsideView):
    title = "Diplomacy"

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
            self.ctx.notice("Choose who joins the talk first.")
            return
        if self.submit(self.talk()):
            self.talkers = set()
            self.back()

    # Panel ------------------------------------------------------------------------
    def header(self, flow: Flow) -> None:
        flow.text(
            f"You: {deniers(self.state.families[self.seat].deniers)}, "
            f"{markers_words(self.state, self.names, self.seat)}",
            "small",
        )

    def build(self, flow: Flow) -> None:
        s, nm, c = self.state, self.names, self.theme.colors
        bargains = [o for o in self.decision.options if isinstance(o, Bargain)]
        flow.heading(
            "Write a deal (8.0)",
            tooltip="Deniers, cards, villages, captives and truces, carried out by the "
            "game once the other family accepts. One deal a turn.",
        )
        for a in bargains:
            fam = s.families[a.to]
            flow.row(
                f"A deal for {nm.family(a.to)}",
                lambda a=a: self.bargain(a),
                look=family_look(s, a.to),
                note=f"{deniers(fam.deniers)}, {len(fam.hand)} card{'s' if len(fam.hand) != 1 else ''}",
                tooltip=f"{nm.family(a.to)} has {markers_words(s, nm, a.to)}: without one it can receive "
                "no deniers or cards (8.0).",
            )
        if not bargains:
            flow.text("You have written your deal this turn.", "small_italic", c.ink_soft)
        flow.heading(
            "Talk in private (8.0)",
            tooltip="The table is hidden while the chosen families talk; each Diplomacy marker buys three minutes.",
        )
        if not any(isinstance(o, OpenTalk) for o in self.decision.options):
            why = (
                "You have talked in private this turn (11.3)."
                if diplomacy.open_diplomacy(s)
                else "You have no Diplomacy marker left for a talk."
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
                    lambda seat=seat: self.toggle(seat),
                    look=family_look(s, seat),
                    selected=seat in self.talkers,
                    note="joins" if seat in self.talkers else None,
                    tooltip=f"Ask {nm.family(seat)} to join the talk.",
                )
            else:
                flow.row(
                    nm.family(seat),
                    look=family_look(s, seat),
                    dim=True,
                    note="computer",
                    tooltip="A computer player does not talk; write it a deal instead.",
                )
        if not people:
            flow.text(
                "Every other family is a computer player: there is nobody to talk with.", "small_italic", c.ink_soft
            )

    def footer(self) -> list[FooterRow]:
        back_tip = "Put diplomacy away (P or Escape) and go back to the decision."
        people = any(self.human(seat) for seat in range(self.state.n) if seat != self.seat)
        if not people or not any(isinstance(o, OpenTalk) for o in self.decision.options):
            return [[end_button(self, "Back", self.back, back_tip)]]
        who = join_words([self.names.family(x) for x in sorted(self.talkers)]) or "the families you choose"
        cost = (
            "as long as you wish"
            if diplomacy.open_diplomacy(self.state)
            else f"{diplomacy.TALK_MINUTES} minutes for one marker"
        )
        talk = end_button(
            self,
            "Talk",
            self.open_talk,
            f"Talk in private with {who}: {cost} (8.0).",
            enabled=bool(self.talkers) and self.legal(self.talk()),
        )
        return [[Button(self.theme, "Back", self.back, tooltip=back_tip), talk]]
