"""The purchase panel (4.0): troops (4.1), mills and strongholds (4.2), fief titles (4.3).

Choose an item in the panel (or press 1 to 4); the villages where it may go light up
on the map; each click on one buys one piece and places it there. Fief titles whose
conditions are met are listed with their price: choose one, then its lord and its
Fortified City (also by clicking the city on the map), and buy it. Second titles may
be handed to another lord, and village control to another family present there.
"""

from __future__ import annotations

import pygame

from game.core.words import count
from game.games.fief.rules.actions import Buy, BuyFiefTitle, Done, TransferControl, TransferFiefTitle
from game.games.fief.rules.names import deniers as deniers_words
from game.games.fief.rules.purchase import STOCK_KEY, cost_of, title_cost
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button, family_look, number_key
from game.ui.decisions.base import options_of
from game.ui.widgets.button import Button
from game.ui.widgets.selector import Choice, CycleSelector

#: The pieces on sale, in panel order (keys 1 to 4): id, label, icon.
ITEMS: tuple[tuple[str, str, str], ...] = (
    ("man_at_arms", "Man-at-arms", "man_at_arms"),
    ("knight", "Knight", "knight"),
    ("mill", "Mill", "mill"),
    ("stronghold", "Stronghold", "tower"),
)
TROOPS = ("man_at_arms", "knight")

_ABOUT = {
    "man_at_arms": "A foot soldier: 1 strength in battle, dies to 1 hit. Placed where one of your lords "
    "stands or in a stronghold you control, at most {limit} new troops per village (4.1).",
    "knight": "A mounted noble: 3 strength in battle, takes 3 hits to kill. Placed where one of your lords "
    "stands or in a stronghold you control, at most {limit} new troops per village (4.1).",
    "mill": "Brings 2 deniers of income each round. Built in a village you control, at most {mills} per village (4.2).",
    "stronghold": "Protects the village's defenders in battle, and is needed to buy a fief's title. "
    "Built in a village you control, one per village (4.2, 4.3).",
}


class PurchaseView(PanelView):
    kinds = ("purchase",)
    title = "Purchases"

    def __init__(self, ctx, decision) -> None:
        super().__init__(ctx, decision)
        self.item: str | None = None
        self.fief: int | None = None  # the fief title being bought
        self.title_lord: str | None = None
        self.city: str | None = None

    # Reading ----------------------------------------------------------------------
    def places(self, item: str) -> list[str]:
        return [a.village for a in options_of(self.decision, Buy) if a.item == item]

    def stock(self, item: str) -> tuple[int, bool]:
        """How many are left, and whether they come from the stock all families share."""
        s = self.state
        if item in TROOPS:
            return s.families[self.seat].stock[STOCK_KEY[item]], False
        return s.shared["mills" if item == "mill" else "strongholds"], True

    def why_not(self, item: str) -> str:
        """Why no village can take ``item`` now, in words."""
        s, nm = self.state, self.names
        cost = cost_of(s, item)
        deniers = s.families[self.seat].deniers
        left, _shared = self.stock(item)
        if left <= 0:
            return f"No {nm.plural(item)} are left to buy (4.0)."
        if deniers < cost:
            return f"{str(nm.item(item)).capitalize()} costs {count(cost, 'denier')} and you have {deniers}."
        if item in TROOPS:
            limit = s.data.rules.max_new_troops_per_village
            return (
                f"New troops go where your lords stand or in strongholds you control, {limit} per village "
                "in this phase; no such village has room left (4.1)."
            )
        if item == "mill":
            return "Every village you control already has as many mills as it may hold (4.2)."
        return "Every village you control already has a stronghold (4.2)."

    def title_options(self) -> dict[int, list[BuyFiefTitle]]:
        out: dict[int, list[BuyFiefTitle]] = {}
        for a in options_of(self.decision, BuyFiefTitle):
            out.setdefault(a.fief, []).append(a)
        return out

    def title_action(self) -> BuyFiefTitle | None:
        if self.fief is None or self.title_lord is None or self.city is None:
            return None
        return BuyFiefTitle(self.fief, self.title_lord, self.city)

    # Board ------------------------------------------------------------------------
    def highlights(self) -> dict[str, str]:
        if self.fief is not None:
            marks = dict.fromkeys(self.state.data.board.fiefs[self.fief].villages, "target")
            for a in self.title_options().get(self.fief, []):
                marks[a.city] = "placeable"
            if self.city is not None:
                marks[self.city] = "selected"
            return marks
        if self.item is not None:
            return dict.fromkeys(self.places(self.item), "placeable")
        return {}

    def on_village_click(self, village: str) -> bool:
        if self.fief is not None:
            cities = {a.city for a in self.title_options().get(self.fief, [])}
            if village in cities:
                self.city = village
                self.rebuild()
            else:
                self.ctx.notice(
                    f"{self.names.village(village)} cannot become the Fortified City of "
                    f"{self.names.fief(self.fief)}: choose one of its strongholds (4.3)."
                )
            return True
        if self.item is not None:
            self.submit(Buy(self.item, village))  # an illegal place gets the engine's reason
            return True
        return False

    def village_tooltip(self, village: str) -> str | None:
        s = self.state
        if self.item is not None and self.legal(Buy(self.item, village)):
            text = self.ctx.describe(Buy(self.item, village)) + "."
            if self.item in TROOPS:
                limit = s.data.rules.max_new_troops_per_village
                text += f" New troops here this phase: {s.new_troops.get(village, 0)} of {limit} (4.1)."
            return text
        if self.fief is not None and village in {a.city for a in self.title_options().get(self.fief, [])}:
            return f"Make {self.names.village(village)} the Fortified City of {self.names.fief(self.fief)} (4.3)."
        return None

    # Acting -----------------------------------------------------------------------
    def choose_item(self, item: str) -> None:
        if self.item == item:
            self.item = None
        elif self.places(item):
            self.item = item
            self.fief = None
        else:
            self.ctx.notice(self.why_not(item))
            return
        self.rebuild()

    def choose_fief(self, fief: int) -> None:
        if self.fief == fief:
            self.fief = None
        else:
            options = self.title_options().get(fief, [])
            self.fief = fief
            self.item = None
            self.title_lord = options[0].lord if options else None
            self.city = options[0].city if options else None
            self.reveal = True
        self.rebuild()

    def buy_title(self) -> None:
        action = self.title_action()
        if action is not None:
            self.submit(action)

    def end(self) -> None:
        self.submit(Done())

    def on_enter(self) -> bool:
        if self.title_action() is not None and self.legal(self.title_action()):
            self.buy_title()
        else:
            self.end()
        return True

    def on_escape(self) -> bool:
        if self.item is None and self.fief is None:
            return False
        self.item = None
        self.fief = None
        self.rebuild()
        return True

    def on_key(self, event: pygame.event.Event) -> bool:
        index = number_key(event)
        if index is not None and index < len(ITEMS):
            self.choose_item(ITEMS[index][0])
            return True
        return False

    def on_refresh(self) -> None:
        if self.item is not None and not self.places(self.item):
            self.item = None
        if self.fief is not None:
            options = self.title_options().get(self.fief, [])
            if not options:
                self.fief = None
            elif self.title_action() not in options:
                lords = [a.lord for a in options]
                cities = [a.city for a in options]
                self.title_lord = self.title_lord if self.title_lord in lords else lords[0]
                self.city = self.city if self.city in cities else cities[0]

    # Panel ------------------------------------------------------------------------
    def header(self, flow: Flow) -> None:
        flow.row(
            deniers_words(self.state.families[self.seat].deniers),
            icon="coin",
            note="to spend",
            tooltip="Each family buys in turn order as much as it can afford and wishes (4.0).",
        )

    def build(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        for index, (item, label, icon) in enumerate(ITEMS):
            left, shared = self.stock(item)
            can = bool(self.places(item))
            about = _ABOUT[item].format(
                limit=s.data.rules.max_new_troops_per_village, mills=s.data.rules.max_mills_per_village
            )
            where = "in the stock all families share" if shared else "in your family's stock"
            tip = f"{label} (key {index + 1}): {left} left {where}. {about}"
            if not can:
                tip += " " + self.why_not(item)
            if flow.wide:
                stock = {"note": f"{left} left" + (" (shared)" if shared else "")}
            else:
                stock = {"sub": f"{left} left" + (" (shared)" if shared else " in your stock")}
            flow.row(
                label,
                lambda i=item: self.choose_item(i),
                icon=icon,
                **stock,
                detail=f"{cost_of(s, item)} d.",
                selected=item == self.item,
                dim=not can,
                tooltip=tip,
            )
        titles = self.title_options()
        if titles:
            flow.column()
            flow.heading(
                "Fief titles",
                tooltip="A fief's title may be bought when you control all its villages "
                "and one holds a stronghold; it costs 2 deniers per village (4.3).",
            )
            keep_from = flow.mark()
            for fief in sorted(titles):
                kind = s.data.fief_kind(fief)
                if fief == self.fief:
                    keep_from = flow.mark()
                flow.row(
                    nm.fief(fief),
                    lambda f=fief: self.choose_fief(f),
                    icon="crown",
                    detail=f"{title_cost(s, fief)} d.",
                    selected=fief == self.fief,
                    tooltip=f"A {kind.kind} of {len(s.data.board.fiefs[fief].villages)} villages. Its title is "
                    "worth 1 victory point, makes the fief governed and flips a stronghold into its "
                    "Fortified City (4.3, 7.0).",
                )
            if self.fief is not None and self.fief in titles:
                flow.column()
                self._title_choices(flow, titles[self.fief], keep_from)
        flow.column()
        if self.item is not None:
            n = len(self.places(self.item))
            where = "the highlighted village" if n == 1 else f"one of the {n} highlighted villages"
            flow.text(
                f"Click {where} on the map to buy {nm.item(self.item)} there; again for another.",
                "small_italic",
                c.ink_soft,
            )
        else:
            flow.text("Choose what to buy, then click on the map where it goes.", "small_italic", c.ink_soft)
        limit = s.data.rules.max_new_troops_per_village
        placed = {v: n for v, n in s.new_troops.items() if n}
        if placed:
            words = ", ".join(f"{nm.village(v)} {n}/{limit}" for v, n in sorted(placed.items()))
            flow.text(
                f"New troops placed: {words}.",
                "small",
                c.ink_soft,
                tooltip=f"At most {limit} new troops per village in one Purchase phase (4.1).",
            )
        transfers = options_of(self.decision, TransferFiefTitle)
        if transfers:
            flow.column()
            flow.heading(
                "Pass on a second title",
                tooltip="A lord with two fief titles may give one to another "
                "lord of his family, keeping the larger one (4.3).",
            )
            for a in transfers:
                flow.row(
                    self.ctx.describe(a),
                    lambda a=a: self.submit(a),
                    icon="crown",
                    tooltip="The lord keeps the title of his largest fief (4.3).",
                )
        handovers = options_of(self.decision, TransferControl)
        if handovers:
            flow.column()
            flow.heading(
                "Hand over a village",
                tooltip="The family controlling a village may hand it to another "
                "family with a lord or troops there (5.1).",
            )
            for a in handovers:
                flow.row(
                    self.ctx.describe(a),
                    lambda a=a: self.submit(a),
                    look=family_look(s, a.to_seat),
                    tooltip="Control passes at once (5.1).",
                )

    def _title_choices(self, flow: Flow, options: list[BuyFiefTitle], keep_from: int) -> None:
        """The lord, the Fortified City and the Buy button of the chosen title; the
        panel scrolls to show them with the title's row (from ``keep_from``)."""
        nm, t = self.names, self.theme
        lords = list(dict.fromkeys(a.lord for a in options))
        cities = list(dict.fromkeys(a.city for a in options))
        start = flow.mark() if flow.strip else keep_from
        flow.labelled(
            "Lord",
            CycleSelector(
                t,
                [Choice(x, nm.lord(x)) for x in lords],
                self.title_lord,
                on_change=self._set_title_lord,
                role="small_bold",
                tooltip="The lord who takes the title; a lord holds at most two (4.3).",
            ),
            28,
        )
        flow.labelled(
            "City",
            CycleSelector(
                t,
                [Choice(x, nm.village(x)) for x in cities],
                self.city,
                on_change=self._set_city,
                role="small_bold",
                tooltip="The stronghold flipped to its Fortified City side; whoever takes "
                "it takes the title (4.3). You may also click it on the map.",
            ),
            28,
        )
        action = self.title_action()
        flow.buttons(
            Button(
                t,
                f"Buy the title ({title_cost(self.state, options[0].fief)} d.)",
                self.buy_title,
                role="small_bold",
                enabled=action is not None and self.legal(action),
                tooltip=self.ctx.describe(action) + " (4.3)." if action else None,
            ),
            height=28,
        )
        flow.keep_visible(start)

    def _set_title_lord(self, lord: str) -> None:
        self.title_lord = lord
        self.rebuild()

    def _set_city(self, city: str) -> None:
        self.city = city
        self.rebuild()

    def footer(self) -> list[FooterRow]:
        return [[end_button(self, "End purchases", self.end, "Finish buying (Enter); the next family buys (4.0).")]]
