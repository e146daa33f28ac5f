"""Choosing the starting village (game setup, "Placement").

The unoccupied villages are highlighted on the map. A first click chooses one and the
panel describes it; a second click on it, the "Settle here" button or Enter settles the
family's first lord and troops there. The choice cannot be taken back once the next
family chooses, hence the two steps.
"""

from __future__ import annotations

from game.games.fief.rules.actions import ChooseStart
from game.games.fief.ui.decisions.common import (
    Flow,
    FooterRow,
    PanelView,
    end_button,
    family_look,
    join_words,
    village_place,
)
from game.ui.decisions.base import options_of
from game.ui.widgets.button import Button

SETUP = "Placement, game setup"


class StartView(PanelView):
    kinds = ("choose_start",)
    title = "Your Starting Village"

    def __init__(self, ctx, decision) -> None:
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
        out = [
            ("knight", start.knights, "knights" if start.knights != 1 else "knight"),
            ("man_at_arms", start.men_at_arms, "men-at-arms" if start.men_at_arms != 1 else "man-at-arms"),
            ("tower", start.strongholds, "strongholds" if start.strongholds != 1 else "stronghold"),
        ]
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
            return f"Click again to settle here ({SETUP})."
        if self.legal(ChooseStart(village)):
            words = join_words([f"{n} {what}" for _, n, what in self.pieces()])
            return f"Unoccupied: {self.names.lord(self.lord())} may settle here with {words} ({SETUP})."
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
        flow.row(nm.lord(lord), look=family_look(s, self.seat), sub=f"{nm.family(self.seat)}'s first lord")
        flow.tally("With:", self.pieces(), tooltip=f"Every family begins with these pieces ({SETUP}).")
        flow.column()
        if self.chosen is None:
            flow.text(
                f"Click one of the {len(self.places())} highlighted villages on the map: any village "
                "no family has taken yet. You may look at it before you settle.",
                "small_italic",
                c.ink_soft,
            )
            return
        board = s.data.board
        place = village_place(s.data, nm, self.chosen)
        flow.row(
            nm.village(self.chosen),
            sub=place,
            icon="fleur_de_lis",
            selected=True,
            tooltip=f"{nm.village(self.chosen)}: {place}.",
        )
        roads = [nm.village(n) for n in board.neighbours.get(self.chosen, ())]
        if roads:
            flow.text("Roads to " + join_words(roads) + ".", "small")

    def footer(self) -> list[FooterRow]:
        if self.chosen is None:
            return [[end_button(self, "Settle here", self.settle, "Choose a village on the map first.", enabled=False)]]
        where = self.names.village(self.chosen)
        return [
            [
                Button(self.theme, "Back", self.on_escape, tooltip="Choose another village (Esc)."),
                end_button(
                    self,
                    "Settle here",
                    self.settle,
                    f"Settle in {where} (Enter). The next family then chooses ({SETUP}).",
                ),
            ]
        ]
