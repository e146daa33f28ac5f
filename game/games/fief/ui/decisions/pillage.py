"""Pillaging mills (6.5).

The villages you control or besiege that have mills are highlighted; each click pillages one mill
there: the mill leaves the map and your family takes 1 denier. "End pillage" (Enter)
when done.
"""

from __future__ import annotations

from functools import partial

from game.core.i18n import N_, t
from game.games.fief.rules.actions import Done, Pillage
from game.games.fief.rules.names import deniers
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button
from game.ui.decisions.base import options_of

RULE = "6.5"


class PillageView(PanelView):
    kinds = ("pillage",)
    title = N_("fief.ui.pillage.title")

    def places(self) -> list[str]:
        return [a.village for a in options_of(self.decision, Pillage)]

    # Board ------------------------------------------------------------------------
    def highlights(self) -> dict[str, str]:
        return dict.fromkeys(self.places(), "target")

    def on_village_click(self, village: str) -> bool:
        if not self.state.villages[village].mills:
            return False  # nothing to pillage there: the scene may show the village
        self.submit(Pillage(village))  # someone else's mill: the engine says why not
        return True

    def village_tooltip(self, village: str) -> str | None:
        if self.legal(Pillage(village)):
            return t("fief.ui.pillage.village_tip", action=self.ctx.describe(Pillage(village)), rule=RULE)
        return None

    # Acting -----------------------------------------------------------------------
    def end(self) -> None:
        self.submit(Done())

    def on_enter(self) -> bool:
        self.end()
        return True

    # Panel ------------------------------------------------------------------------
    def header(self, flow: Flow) -> None:
        flow.row(
            deniers(self.state.families[self.seat].deniers),
            icon="coin",
            tooltip=t("fief.ui.pillage.deniers_tip", rule=RULE),
        )

    def build(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        flow.text(t("fief.ui.pillage.about", rule=RULE), "small", c.ink_soft)
        flow.column()
        places = self.places()
        flow.heading(t("fief.ui.pillage.mills"))
        if not places:
            flow.text(t("fief.ui.pillage.none_left"), "small_italic", c.ink_soft)
        for v in places:
            mills = s.villages[v].mills
            flow.row(
                nm.village(v),
                partial(self.submit, Pillage(v)),
                icon="mill",
                detail=t("fief.ui.common.mills_counted", n=mills),
                tooltip=t("fief.ui.pillage.row_tip", action=self.ctx.describe(Pillage(v)), rule=RULE),
            )

    def footer(self) -> list[FooterRow]:
        return [[end_button(self, t("fief.ui.pillage.end"), self.end, t("fief.ui.pillage.end_tip", rule=RULE))]]
