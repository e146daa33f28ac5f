"""Choosing the starting village (game setup, "Placement").

The unoccupied villages are highlighted on the map. A first click chooses one and the
panel describes it; a second click on it, the "Settle here" button or Enter settles the
family's first lord and troops there. The choice cannot be taken back once the next
family chooses, hence the two steps.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import i18n
from game.core.i18n import N_, t
from game.games.fief.rules.actions import ChooseStart
from game.games.fief.ui.decisions.common import (
    Flow,
    FooterRow,
    PanelView,
    end_button,
    family_look,
    village_place,
)
from game.ui.decisions.base import options_of
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.core.engine import Decision
    from game.games.fief.ui.decisions.map_hooks import FiefContext

#: The rule's place in the book (an id: rendered where shown).
SETUP = N_("fief.ui.start.setup_rule")
#: What settles with the first lord, counted ("3 men-at-arms").
_PIECES = (
    ("knight", "knight", N_("fief.ui.start.knights")),
    ("man_at_arms", "men_at_arms", N_("fief.ui.start.men_at_arms")),
    ("tower", "strongholds", N_("fief.ui.start.strongholds")),
)


class StartView(PanelView):
    kinds = ("choose_start",)
    title = N_("fief.ui.start.title")

    def __init__(self, ctx: FiefContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.chosen: str | None = None

    # Reading ----------------------------------------------------------------------
    def places(self) -> list[str]:
        return [a.village for a in options_of(self.decision, ChooseStart)]

    def lord(self) -> str:
        return self.state.families[self.seat].lords[0]

    def pieces(self) -> list[tuple[str, int, str]]:
        """What settles with the lord: (icon, count, words)."""
        start = self.state.data.start
        counts = {"knight": start.knights, "men_at_arms": start.men_at_arms, "strongholds": start.strongholds}
        out = [(icon, counts[key], t(words, n=counts[key])) for icon, key, words in _PIECES]
        return [p for p in out if p[1]]

    # Board ------------------------------------------------------------------------
    def highlights(self) -> dict[str, str]:
        marks = dict.fromkeys(self.places(), "placeable")
        if self.chosen is not None:
            marks[self.chosen] = "selected"
        return marks

    def on_village_click(self, village: str) -> bool:
        if village == self.chosen:
            self.settle()
        elif self.legal(ChooseStart(village)):
            self.chosen = village
            self.rebuild()
        else:
            self.submit(ChooseStart(village))  # the engine says why not
        return True

    def village_tooltip(self, village: str) -> str | None:
        if village == self.chosen:
            return t("fief.ui.start.click_again", rule=t(SETUP))
        if self.legal(ChooseStart(village)):
            words = i18n.words(
                [i18n.m("fief.ui.common.tally_item", count=n, what=what) for _, n, what in self.pieces()]
            )
            return t("fief.ui.start.unoccupied", lord=self.names.lord(self.lord()), pieces=words, rule=t(SETUP))
        return None

    # Acting -----------------------------------------------------------------------
    def settle(self) -> None:
        if self.chosen is not None:
            self.submit(ChooseStart(self.chosen))

    def on_enter(self) -> bool:
        if self.chosen is None:
            return False
        self.settle()
        return True

    def on_escape(self) -> bool:
        if self.chosen is None:
            return False
        self.chosen = None
        self.rebuild()
        return True

    def on_refresh(self) -> None:
        if self.chosen is not None and not self.legal(ChooseStart(self.chosen)):
            self.chosen = None

    # Panel ------------------------------------------------------------------------
    def build(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        lord = self.lord()
        flow.row(
            nm.lord(lord),
            look=family_look(s, self.seat),
            sub=t("fief.ui.start.first_lord", family=nm.family(self.seat)),
        )
        flow.tally(t("fief.ui.start.with"), self.pieces(), tooltip=t("fief.ui.start.with_tip", rule=t(SETUP)))
        flow.column()
        if self.chosen is None:
            flow.text(t("fief.ui.start.click_a_village", n=len(self.places())), "small_italic", c.ink_soft)
            return
        board = s.data.board
        place = village_place(s.data, nm, self.chosen)
        flow.row(
            nm.village(self.chosen),
            sub=place,
            icon="fleur_de_lis",
            selected=True,
            tooltip=t("fief.ui.start.village_tip", village=nm.village(self.chosen), place=place),
        )
        roads = [nm.village(n) for n in board.neighbours.get(self.chosen, ())]
        if roads:
            flow.text(t("fief.ui.start.roads_to", villages=i18n.words(roads)), "small")

    def footer(self) -> list[FooterRow]:
        if self.chosen is None:
            return [
                [
                    end_button(
                        self, t("fief.ui.start.settle"), self.settle, t("fief.ui.start.choose_first"), enabled=False
                    )
                ]
            ]
        where = self.names.village(self.chosen)
        return [
            [
                Button(self.theme, t("core.common.back"), self.on_escape, tooltip=t("fief.ui.start.back_tip")),
                end_button(
                    self,
                    t("fief.ui.start.settle"),
                    self.settle,
                    t("fief.ui.start.settle_tip", village=where, rule=t(SETUP)),
                ),
            ]
        ]
