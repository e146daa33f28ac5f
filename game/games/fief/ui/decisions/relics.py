"""The Holy Relics' decisions (11.1, 11.1.1).

``RelicView`` answers the three decisions the relics add:

- "teeth": a lord has just died and the family holding the Teeth of Saint Géronce may
  spend them to cancel the death (Y) or let him go (N);
- "relic_permission": a lord asks leave to take a relic lying in a village the family
  holds: allow (Y) or refuse (N); the village is lit on the map;
- "relic_rite": at the end of the Play Cards step, the holder of the Eyes of Saint
  Roseline rolls for one Heavy Rain or all of them, the holder of the Bone of Saint
  Rhadegund for each Famine he chooses; the bishoprics concerned are lit on the map.

``relic_rows`` lists, in the court panel (the crown button, C), the relics the family's
lords may take and those they may hand to another lord, one row each.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.engine import Action
from game.core.i18n import N_, Message, Text, t
from game.games.fief.rules import relics
from game.games.fief.rules.describe import describe
from game.games.fief.rules.relic_records import AllowRelic, GiveRelic, RelicRite, TakeRelic, UseTeeth
from game.games.fief.ui.decisions.common import (
    Flow,
    FooterRow,
    PanelView,
    end_button,
    family_look,
    number_key,
    yes_or_no,
)
from game.games.fief.ui.render.relic_layer import relic_text
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.games.fief.rules.names import Names

#: The actions the court lists under "Holy Relics".
RELIC_COURT_ACTIONS = (TakeRelic, GiveRelic)


def relic_name(names: Names, relic: str) -> Text:
    """A relic's own name, without article: "Teeth of Saint Géronce"."""
    said = names.relic(relic)
    own: Text = said.get("relic", said) if isinstance(said, Message) else said
    return own


def relic_rows(view: PanelView, flow: Flow, actions: list[Action], act: Callable[[Action], None]) -> None:
    """The court's rows for taking and handing over relics."""
    s, nm = view.state, view.names
    takes = [a for a in actions if isinstance(a, TakeRelic)]
    gives = [a for a in actions if isinstance(a, GiveRelic)]
    if takes:
        flow.heading(t("fief.ui.relics.to_take"), tooltip=t("fief.ui.relics.to_take_tip"))
        for a in takes:
            flow.row(
                str(describe(a, s, nm)),
                partial(act, a),
                look=family_look(s, view.seat),
                note=nm.village(s.lords[a.lord].village),
                tooltip=relic_text(s.data, a.relic),
            )
    if gives:
        flow.heading(t("fief.ui.relics.hand_over"), tooltip=t("fief.ui.relics.hand_over_tip"))
        for g in gives:
            fam = s.lords[g.to_lord].family
            flow.row(
                t("fief.ui.relics.give_to", relic=relic_name(nm, g.relic), lord=nm.lord(g.to_lord)),
                partial(act, g),
                look=family_look(s, fam),
                note=nm.family(fam),
                tooltip=relic_text(s.data, g.relic),
            )


class RelicView(PanelView):
    kinds = relics.KINDS
    title = N_("fief.ui.relics.title")

    def _relic(self) -> str:
        rs = self.state.relics
        if rs is None:
            return ""
        if self.decision.kind == "teeth":
            return relics.TEETH
        if self.decision.kind == "relic_permission":
            return str(rs.asking[0]) if rs.asking else ""
        return rs.rites[0] if rs.rites else ""

    # Board ------------------------------------------------------------------------
    def highlights(self) -> dict[str, str]:
        s = self.state
        rs = s.relics
        if rs is None:
            return {}
        if self.decision.kind == "relic_permission" and rs.asking:
            return {rs.relics[str(rs.asking[0])].village: "selected"}
        if self.decision.kind == "relic_rite":
            out: dict[str, str] = {}
            for o in self.decision.options:
                if isinstance(o, RelicRite) and o.bishopric > 0:
                    out.update(dict.fromkeys(s.data.board.bishoprics[o.bishopric].villages, "target"))
            return out
        return {}

    # Acting -----------------------------------------------------------------------
    def on_key(self, event: pygame.event.Event) -> bool:
        answer = yes_or_no(event)
        if answer is not None and self.decision.kind == "teeth":
            return self.submit(UseTeeth(answer))
        if answer is not None and self.decision.kind == "relic_permission":
            return self.submit(AllowRelic(answer))
        index = number_key(event)
        rites = [o for o in self.decision.options if isinstance(o, RelicRite)]
        if index is not None and index < len(rites):
            return self.submit(rites[index])
        return False

    # Panel ------------------------------------------------------------------------
    def build(self, flow: Flow) -> None:
        s, nm, c = self.state, self.names, self.theme.colors
        rid = self._relic()
        if rid:
            flow.heading(t("fief.ui.relics.heading", relic=relic_name(nm, rid)), tooltip=relic_text(s.data, rid))
            flow.text(relic_text(s.data, rid), "small_italic", c.ink_soft)
        flow.text(self.decision.prompt, "body")
        if self.decision.kind == "relic_rite":
            for i, o in enumerate(a for a in self.decision.options if isinstance(a, RelicRite)):
                flow.row(
                    t("fief.ui.relics.rite", number=str(i + 1), action=describe(o, s, nm)), partial(self.submit, o)
                )

    def footer(self) -> list[FooterRow]:
        theme = self.theme
        if self.decision.kind == "teeth":
            let = Button(
                theme,
                t("fief.ui.relics.let_die"),
                lambda: self.submit(UseTeeth(False)),
                tooltip=t("fief.ui.relics.let_die_tip"),
            )
            use = end_button(
                self,
                t("fief.ui.relics.spend_teeth"),
                lambda: self.submit(UseTeeth(True)),
                t("fief.ui.relics.spend_teeth_tip"),
            )
            return [[let, use]]
        if self.decision.kind == "relic_permission":
            refuse = Button(
                theme,
                t("fief.ui.relics.refuse"),
                lambda: self.submit(AllowRelic(False)),
                tooltip=t("fief.ui.relics.refuse_tip"),
            )
            allow = end_button(
                self, t("fief.ui.relics.allow"), lambda: self.submit(AllowRelic(True)), t("fief.ui.relics.allow_tip")
            )
            return [[refuse, allow]]
        return []
