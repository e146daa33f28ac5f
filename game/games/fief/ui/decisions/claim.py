"""Naming the lord who takes a fief title won with its Fortified City (4.3).

Your family took a Fortified City, and its fief's title comes with it. Choose one of
your lords, in the panel, on the map, or with the keys 1 to 9, and confirm (Enter).
"""

from __future__ import annotations

import pygame

from game.games.fief.rules.actions import ClaimTitle
from game.games.fief.rules.control import fortified_city
from game.games.fief.ui.decisions.common import (
    Flow,
    FooterRow,
    PanelView,
    end_button,
    family_look,
    join_words,
    number_key,
)
from game.ui.decisions.base import options_of


class ClaimView(PanelView):
    kinds = ("claim_title",)
    title = "A Fief Title"

    def __init__(self, ctx, decision) -> None:
        super().__init__(ctx, decision)
        self.chosen: str | None = None

    def fief(self) -> int | None:
        claims = options_of(self.decision, ClaimTitle)
        return claims[0].fief if claims else None

    def lords(self) -> list[str]:
        return [a.lord for a in options_of(self.decision, ClaimTitle)]

    # Board ------------------------------------------------------------------------
    def highlights(self) -> dict[str, str]:
        fief = self.fief()
        if fief is None:
            return {}
        marks = dict.fromkeys(self.state.data.board.fiefs[fief].villages, "target")
        if self.chosen is not None:
            marks[self.state.lords[self.chosen].village] = "selected"
        return marks

    def selected_lord(self) -> str | None:
        return self.chosen

    def on_lord_click(self, lord: str) -> bool:
        if lord in self.lords():
            self.choose(lord)
            return True
        return False

    def village_tooltip(self, village: str) -> str | None:
        fief = self.fief()
        if fief is not None and village == fortified_city(self.state, fief):
            return f"The Fortified City of the {self.names.fief(fief)}: whoever holds it holds the title (4.3)."
        return None

    # Acting -----------------------------------------------------------------------
    def choose(self, lord: str | None) -> None:
        self.chosen = lord
        self.rebuild()

    def confirm(self) -> None:
        fief = self.fief()
        if self.chosen is not None and fief is not None:
            self.submit(ClaimTitle(fief, self.chosen))

    def on_enter(self) -> bool:
        if self.chosen is None:
            return False
        self.confirm()
        return True

    def on_escape(self) -> bool:
        if self.chosen is None:
            return False
        self.choose(None)
        return True

    def on_key(self, event: pygame.event.Event) -> bool:
        index = number_key(event)
        lords = self.lords()
        if index is not None and index < len(lords):
            self.choose(lords[index])
            return True
        return False

    def on_refresh(self) -> None:
        if self.chosen not in self.lords():
            self.chosen = None

    # Panel ------------------------------------------------------------------------
    def build(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        fief = self.fief()
        if fief is None:
            flow.text(self.decision.prompt)
            return
        kind = s.data.fief_kind(fief)
        flow.row(
            nm.fief(fief),
            icon="crown",
            sub=f"{kind.kind.capitalize()} of {len(s.data.board.fiefs[fief].villages)} villages",
            tooltip="Each fief title a family holds is worth 1 victory point (7.0).",
        )
        city = fortified_city(s, fief)
        took = (
            f"Your family took {nm.village(city)}, the Fortified City of this fief"
            if city
            else "Your family took this fief's Fortified City"
        )
        loser = next((cl.loser for cl in s.claims if cl.fief == fief), -1)
        taken = f" from {nm.family(loser)}" if loser >= 0 else ""
        flow.text(f"{took}, and its title comes with it{taken} (4.3).", "small")
        flow.column()
        flow.heading("Who takes it?", tooltip="A lord holds at most two fief titles (4.3). Keys 1 to 9 choose.")
        for lid in self.lords():
            lo = s.lords[lid]
            held = [nm.fief(f) for f in lo.fief_titles]
            tip = (
                f"{nm.lord(lid)} holds the {join_words(held)}." if held else f"{nm.lord(lid)} holds no fief title yet."
            )
            flow.row(
                nm.lord(lid),
                lambda x=lid: self.choose(x),
                look=family_look(s, self.seat),
                note=f"in {nm.village(lo.village)}",
                detail=f"{len(held)} title{'s' if len(held) != 1 else ''}" if held else None,
                selected=lid == self.chosen,
                tooltip=tip,
            )

    def footer(self) -> list[FooterRow]:
        if self.chosen is None:
            return [[end_button(self, "Give the title", self.confirm, "Choose a lord first.", enabled=False)]]
        who = self.names.lord(self.chosen)
        return [[end_button(self, "Give the title", self.confirm, f"{who} takes the title (Enter) (4.3).")]]
