"""Naming the lord who takes a fief title won with its Fortified City (4.3).

Your family took a Fortified City, and its fief's title comes with it. Choose one of
your lords, in the panel, on the map, or with the keys 1 to 9, and confirm (Enter).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core import i18n
from game.core.i18n import N_, t
from game.games.fief.rules.actions import ClaimTitle
from game.games.fief.rules.control import fortified_city
from game.games.fief.ui.decisions.common import (
    Flow,
    FooterRow,
    PanelView,
    end_button,
    family_look,
    number_key,
)
from game.ui.decisions.base import options_of

if TYPE_CHECKING:
    from game.core.engine import Decision
    from game.games.fief.ui.decisions.map_hooks import FiefContext

#: A fief's kind and size, by its kind (4.3).
_KIND = {
    "barony": N_("fief.ui.claim.barony_of"),
    "county": N_("fief.ui.claim.county_of"),
    "duchy": N_("fief.ui.claim.duchy_of"),
}


class ClaimView(PanelView):
    kinds = ("claim_title",)
    title = N_("fief.ui.claim.title")

    def __init__(self, ctx: FiefContext, decision: Decision) -> None:
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
            return t("fief.ui.claim.city_tip", fief=self.names.fief(fief))
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
            sub=t(_KIND.get(kind.kind, "fief.ui.claim.fief_of"), n=len(s.data.board.fiefs[fief].villages)),
            tooltip=t("fief.ui.claim.fief_tip"),
        )
        city = fortified_city(s, fief)
        loser = next((cl.loser for cl in s.claims if cl.fief == fief), -1)
        if city and loser >= 0:
            took = t("fief.ui.claim.took_city_from", city=nm.village(city), family=nm.family(loser))
        elif city:
            took = t("fief.ui.claim.took_city", city=nm.village(city))
        elif loser >= 0:
            took = t("fief.ui.claim.took_the_city_from", family=nm.family(loser))
        else:
            took = t("fief.ui.claim.took_the_city")
        flow.text(took, "small")
        flow.column()
        flow.heading(t("fief.ui.claim.who_takes_it"), tooltip=t("fief.ui.claim.who_takes_it_tip"))
        for lid in self.lords():
            lo = s.lords[lid]
            held = [nm.fief(f) for f in lo.fief_titles]
            if held:
                tip = t("fief.ui.claim.holds", lord=nm.lord(lid), titles=i18n.words(held), n=len(held))
            else:
                tip = t("fief.ui.claim.holds_none", lord=nm.lord(lid))
            flow.row(
                nm.lord(lid),
                partial(self.choose, lid),
                look=family_look(s, self.seat),
                note=t("fief.ui.claim.in_village", village=nm.village(lo.village)),
                detail=t("fief.ui.claim.titles", n=len(held)) if held else None,
                selected=lid == self.chosen,
                tooltip=tip,
            )

    def footer(self) -> list[FooterRow]:
        if self.chosen is None:
            return [
                [
                    end_button(
                        self, t("fief.ui.claim.give"), self.confirm, t("fief.ui.claim.choose_first"), enabled=False
                    )
                ]
            ]
        who = self.names.lord(self.chosen)
        return [[end_button(self, t("fief.ui.claim.give"), self.confirm, t("fief.ui.claim.give_tip", lord=who))]]
