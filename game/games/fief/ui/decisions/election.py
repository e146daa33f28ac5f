"""Elections in phase 1 (1.3 to 1.8), and the Pope's answer to an annulment (1.7).

- "candidate", on the family's turn: the office and its rule in one line, the lords
  already put forward (with their titles and families), and a row for each of the
  family's eligible lords; a click puts him forward. "Nobody" (Enter) passes.
- "vote", behind the curtain: the candidates, the votes each family commands (the
  sources in the tooltip) and, for families that voted before, how many markers they laid
  and on whom (face down: the FOR cannot be told from the DECOY). The family chooses
  where its FOR and its DECOY go, each among the candidates or kept in hand, then lays
  them (Enter). The result comes as the reveal over the map (see the game scene).
- "annulment", for the Pope's family: who asks, Grant (Y) or Refuse (N).
"""

from __future__ import annotations

import pygame

from game.core.engine import Decision
from game.games.fief.rules import elections
from game.games.fief.rules.actions import AnswerAnnulment, CastVotes, DeclareCandidate, Done
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button, family_look, yes_or_no
from game.games.fief.ui.decisions.map_hooks import FiefContext
from game.ui.widgets.button import Button

RULES = {
    "bishop": (
        "Bishop (1.4): an unmarried man, not a Bishop, captive, excommunicated or the King. "
        "The most votes win; a tie elects nobody."
    ),
    "pope": (
        "Pope (1.7): a free Bishop or Cardinal. Only Cardinals vote, one vote each; he needs more "
        "than half the votes cast."
    ),
    "king": (
        "King (1.8): a titled man without a Church title. Every free titled lord has a vote; he "
        "needs 3 or more, the most, and two Bishops', a Cardinal's or the Pope's among them."
    ),
}


class ElectionView(PanelView):
    kinds = ("candidate", "vote", "annulment")
    title = "Elections"

    def __init__(self, ctx: FiefContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.tall = decision.kind == "vote"  # room for both markers' choices and every family's votes
        self.support = ""
        self.decoy = ""

    # Reading ----------------------------------------------------------------------
    def office(self) -> str:
        el = self.state.election
        return elections.office_name(self.state, el, self.names) if el else ""

    def candidates(self) -> list[tuple[int, str]]:
        el = self.state.election
        return sorted(el.candidates.items()) if el else []

    # Acting -----------------------------------------------------------------------
    def choose(self, which: str, lord: str) -> None:
        setattr(self, which, lord)
        self.rebuild()

    def lay(self) -> None:
        self.submit(CastVotes(self.support, self.decoy))

    def on_enter(self) -> bool:
        kind = self.decision.kind
        if kind == "candidate":
            self.submit(Done())
            return True
        if kind == "vote":
            self.lay()
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        answer = yes_or_no(event) if self.decision.kind == "annulment" else None
        if answer is None:
            return False
        self.submit(AnswerAnnulment(answer))
        return True

    # Panel ------------------------------------------------------------------------
    def build(self, flow: Flow) -> None:
        s, nm, c = self.state, self.names, self.theme.colors
        if self.decision.kind == "annulment":
            asker = s.annulment
            if asker is not None:
                flow.row(nm.family(asker), look=family_look(s, asker), note="asks for an annulment")
            flow.text(
                "Granting it ends their marriage and their alliance (1.1.1); a King and Queen "
                "with a Crown Prince cannot be parted (1.7).",
                "small",
                c.ink_soft,
            )
            return
        el = s.election
        if el is None:
            flow.text(self.decision.prompt)
            return
        if self.decision.kind == "candidate":
            self._build_candidates(flow)
        else:
            self._build_vote(flow)
        flow.gap()
        flow.text(RULES[el.office], "small", c.ink_soft)

    def _build_candidates(self, flow: Flow) -> None:
        s, nm, c = self.state, self.names, self.theme.colors
        flow.heading(f"Put forward for {self.office()}", tooltip=RULES[s.election.office] if s.election else None)
        offers = [o for o in self.decision.options if isinstance(o, DeclareCandidate)]
        for o in offers:
            flow.row(
                self.lord_words(o.lord),
                lambda o=o: self.submit(o),
                look=family_look(s, self.seat),
                tooltip=f"Put {nm.lord(o.lord)} forward for {self.office()} (1.3).",
            )
        if not offers:
            flow.text("None of your lords may stand.", "small_italic", c.ink_soft)
        standing = self.candidates()
        flow.heading("Standing")
        for seat, lid in standing:
            flow.row(self.lord_words(lid), look=family_look(s, seat), note=nm.family(seat))
        if not standing:
            flow.text("Nobody yet.", "small_italic", c.ink_soft)

    def _build_vote(self, flow: Flow) -> None:
        s, nm, c = self.state, self.names, self.theme.colors
        el = s.election
        assert el is not None
        for which, label, words in (
            ("support", "FOR marker", "carries all your votes"),
            ("decoy", "DECOY marker", "counts for nothing, to mislead"),
        ):
            flow.heading(
                f"Your {label} for {self.office()}" if which == "support" else f"Your {label}",
                tooltip=f"The {label} {words} (1.3).",
            )
            current = getattr(self, which)
            for seat, lid in self.candidates():
                flow.row(
                    self.lord_words(lid),
                    lambda w=which, x=lid: self.choose(w, x),
                    look=family_look(s, seat),
                    selected=current == lid,
                    note=nm.family(seat),
                )
            flow.row("Keep it in hand", lambda w=which: self.choose(w, ""), selected=current == "")
        flow.heading(
            "Votes in this election",
            tooltip="What each family commands in this election; its FOR marker gives "
            "all of them to one candidate (1.3).",
        )
        for seat in s.turn_order():
            share = elections.share(s, el.office, el.bishopric, seat, nm)
            laid_words = ", ".join(nm.lord(x) for x in dict.fromkeys(el.laid.get(seat, [])))
            if share.votes == 0:
                continue
            laid = el.laid.get(seat)
            if seat == self.seat:
                note = "you"
            elif laid is None:
                note = "yet to vote" if seat in el.waiting else ""
            elif not laid:
                note = "kept both markers"
            else:
                note = f"{len(laid)} face down on {laid_words}"
            flow.row(
                f"{nm.family(seat)}: {share.votes}",
                look=family_look(s, seat),
                note=note,
                tooltip="; ".join(share.sources) + ".",
            )
        flow.gap()
        flow.text(
            "Markers go face down: the others see where they lie, not which is which.", "small_italic", c.ink_soft
        )

    def footer(self) -> list[FooterRow]:
        t = self.theme
        kind = self.decision.kind
        if kind == "annulment":
            refuse = Button(
                t,
                "Refuse",
                lambda: self.submit(AnswerAnnulment(False)),
                tooltip="Refuse the annulment (N): the marriage stands (1.7).",
            )
            grant = end_button(
                self, "Grant", lambda: self.submit(AnswerAnnulment(True)), "Annul the marriage (Y) (1.7)."
            )
            return [[refuse, grant]]
        if kind == "candidate":
            return [
                [
                    end_button(
                        self,
                        "Nobody",
                        lambda: self.submit(Done()),
                        "Put no lord forward in this election (Enter) (1.3).",
                    )
                ]
            ]
        return [[end_button(self, "Lay markers", self.lay, "Lay your markers face down where chosen (Enter) (1.3).")]]
