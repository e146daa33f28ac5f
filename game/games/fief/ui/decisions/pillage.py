"""Pillaging mills (6.5).

The villages you control or besiege that have mills are highlighted; each click pillages one mill
there: the mill leaves the map and your family takes 1 denier. "End pillage" (Enter)
when done.
"""

from __future__ import annotations

from game.games.fief.rules.actions import Done, Pillage
from game.games.fief.rules.names import deniers
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button
from game.ui.decisions.base import options_of

RULE = "6.5"


class PillageView(PanelView):
    kinds = ("pillage",)
    title = "Pillage"

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
            return self.ctx.describe(Pillage(village)) + f": the mill is destroyed ({RULE})."
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
            tooltip=f"Each mill pillaged brings 1 denier from the stockpile ({RULE}).",
        )

    def build(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        flow.text(
            "Each mill you pillage in a village you control or besiege leaves the map for good and brings "
            f"1 denier, but no more income (6.4.1, {RULE}).",
            "small",
            c.ink_soft,
        )
        flow.column()
        places = self.places()
        flow.heading("Mills you may pillage")
        if not places:
            flow.text("None left.", "small_italic", c.ink_soft)
        for v in places:
            mills = s.villages[v].mills
            flow.row(
                nm.village(v),
                lambda v=v: self.submit(Pillage(v)),
                icon="mill",
                detail="1 mill" if mills == 1 else f"{mills} mills",
                tooltip=self.ctx.describe(Pillage(v)) + f". Click to pillage one ({RULE}).",
            )

    def footer(self) -> list[FooterRow]:
        return [[end_button(self, "End pillage", self.end, f"Stop pillaging (Enter) ({RULE}).")]]
