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

from functools import partial

import pygame

from game.core import i18n
from game.core.engine import Decision
from game.core.i18n import N_, Message, t
from game.games.fief.rules import elections
from game.games.fief.rules.actions import AnswerAnnulment, CastVotes, DeclareCandidate, Done
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button, family_look, yes_or_no
from game.games.fief.ui.decisions.map_hooks import FiefContext
from game.ui.widgets.button import Button

#: Each office's rule in one line (message ids, rendered where shown).
RULES = {
    "bishop": N_("fief.ui.election.rule_bishop"),
    "pope": N_("fief.ui.election.rule_pope"),
    "king": N_("fief.ui.election.rule_king"),
}


class ElectionView(PanelView):
    kinds = ("candidate", "vote", "annulment")
    title = N_("fief.ui.election.title")

    def __init__(self, ctx: FiefContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.tall = decision.kind == "vote"  # room for both markers' choices and every family's votes
        self.support = ""
        self.decoy = ""

    # Reading ----------------------------------------------------------------------
    def office(self) -> Message | str:
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
                flow.row(nm.family(asker), look=family_look(s, asker), note=t("fief.ui.election.asks_annulment"))
            flow.text(t("fief.ui.election.annulment_note"), "small", c.ink_soft)
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
        flow.text(t(RULES[el.office]), "small", c.ink_soft)

    def _build_candidates(self, flow: Flow) -> None:
        s, nm, c = self.state, self.names, self.theme.colors
        flow.heading(
            t("fief.ui.election.put_forward", office=self.office()),
            tooltip=t(RULES[s.election.office]) if s.election else None,
        )
        offers = [o for o in self.decision.options if isinstance(o, DeclareCandidate)]
        for o in offers:
            flow.row(
                self.lord_words(o.lord),
                partial(self.submit, o),
                look=family_look(s, self.seat),
                tooltip=t("fief.ui.election.put_forward_tip", lord=nm.lord(o.lord), office=self.office()),
            )
        if not offers:
            flow.text(t("fief.ui.election.none_may_stand"), "small_italic", c.ink_soft)
        standing = self.candidates()
        flow.heading(t("fief.ui.election.standing"))
        for seat, lid in standing:
            flow.row(self.lord_words(lid), look=family_look(s, seat), note=nm.family(seat))
        if not standing:
            flow.text(t("fief.ui.election.nobody_yet"), "small_italic", c.ink_soft)

    def _build_vote(self, flow: Flow) -> None:
        s, nm, c = self.state, self.names, self.theme.colors
        el = s.election
        assert el is not None
        for which, heading, tip in (
            ("support", "fief.ui.election.your_for_marker", "fief.ui.election.for_marker_tip"),
            ("decoy", "fief.ui.election.your_decoy_marker", "fief.ui.election.decoy_marker_tip"),
        ):
            flow.heading(t(heading, office=self.office()), tooltip=t(tip))
            current = getattr(self, which)
            for seat, lid in self.candidates():
                flow.row(
                    self.lord_words(lid),
                    partial(self.choose, which, lid),
                    look=family_look(s, seat),
                    selected=current == lid,
                    note=nm.family(seat),
                )
            flow.row(t("fief.ui.election.keep_in_hand"), partial(self.choose, which, ""), selected=current == "")
        flow.heading(t("fief.ui.election.votes"), tooltip=t("fief.ui.election.votes_tip"))
        for seat in s.turn_order():
            share = elections.share(s, el.office, el.bishopric, seat, nm)
            laid_words = ", ".join(str(nm.lord(x)) for x in dict.fromkeys(el.laid.get(seat, [])))
            if share.votes == 0:
                continue
            laid = el.laid.get(seat)
            if seat == self.seat:
                note = t("fief.ui.election.you")
            elif laid is None:
                note = t("fief.ui.election.yet_to_vote") if seat in el.waiting else ""
            elif not laid:
                note = t("fief.ui.election.kept_both")
            else:
                note = t("fief.ui.election.face_down_on", n=len(laid), lords=laid_words)
            flow.row(
                t("fief.ui.election.family_votes", family=nm.family(seat), votes=share.votes),
                look=family_look(s, seat),
                note=note,
                tooltip=t("fief.ui.election.vote_sources", sources=i18n.semicolons(share.sources)),
            )
        flow.gap()
        flow.text(t("fief.ui.election.face_down_note"), "small_italic", c.ink_soft)

    def footer(self) -> list[FooterRow]:
        kind = self.decision.kind
        if kind == "annulment":
            refuse = Button(
                self.theme,
                t("fief.ui.election.refuse"),
                lambda: self.submit(AnswerAnnulment(False)),
                tooltip=t("fief.ui.election.refuse_tip"),
            )
            grant = end_button(
                self,
                t("fief.ui.election.grant"),
                lambda: self.submit(AnswerAnnulment(True)),
                t("fief.ui.election.grant_tip"),
            )
            return [[refuse, grant]]
        if kind == "candidate":
            return [
                [
                    end_button(
                        self,
                        t("fief.ui.election.nobody"),
                        lambda: self.submit(Done()),
                        t("fief.ui.election.nobody_tip"),
                    )
                ]
            ]
        return [[end_button(self, t("fief.ui.election.lay"), self.lay, t("fief.ui.election.lay_tip"))]]
