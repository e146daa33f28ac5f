"""The purchase panel (4.0): troops (4.1), mills and strongholds (4.2), fief titles (4.3).

Choose an item in the panel (or press 1 to 4); the villages where it may go light up
on the map; each click on one buys one piece and places it there. Fief titles whose
conditions are met are listed with their price: choose one, then its lord and its
Fortified City (also by clicking the city on the map), and buy it. Second titles may
be handed to another lord, and village control to another family present there.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.i18n import N_, t
from game.games.fief.rules.actions import Buy, BuyFiefTitle, Done, TransferControl, TransferFiefTitle
from game.games.fief.rules.names import deniers as deniers_words
from game.games.fief.rules.purchase import STOCK_KEY, cost_of, title_cost
from game.games.fief.ui.decisions.common import Flow, FooterRow, PanelView, end_button, family_look, number_key
from game.ui.decisions.base import options_of
from game.ui.widgets.button import Button
from game.ui.widgets.selector import Choice, CycleSelector

if TYPE_CHECKING:
    from game.core.engine import Decision
    from game.games.fief.ui.decisions.map_hooks import FiefContext

#: The pieces on sale, in panel order (keys 1 to 4): id, label (a message id), icon.
ITEMS: tuple[tuple[str, str, str], ...] = (
    ("man_at_arms", N_("fief.ui.purchase.man_at_arms"), "man_at_arms"),
    ("knight", N_("fief.ui.purchase.knight"), "knight"),
    ("mill", N_("fief.ui.purchase.mill"), "mill"),
    ("stronghold", N_("fief.ui.purchase.stronghold"), "tower"),
)
TROOPS = ("man_at_arms", "knight")

_ABOUT = {
    "man_at_arms": N_("fief.ui.purchase.about_man_at_arms"),
    "knight": N_("fief.ui.purchase.about_knight"),
    "mill": N_("fief.ui.purchase.about_mill"),
    "stronghold": N_("fief.ui.purchase.about_stronghold"),
}
#: Why a piece cannot be bought: its price against the family's deniers.
_TOO_DEAR = {
    "man_at_arms": N_("fief.ui.purchase.too_dear_man_at_arms"),
    "knight": N_("fief.ui.purchase.too_dear_knight"),
    "mill": N_("fief.ui.purchase.too_dear_mill"),
    "stronghold": N_("fief.ui.purchase.too_dear_stronghold"),
}
#: A fief's title, by the fief's kind (4.3).
_TITLE_TIP = {
    "barony": N_("fief.ui.purchase.title_tip_barony"),
    "county": N_("fief.ui.purchase.title_tip_county"),
    "duchy": N_("fief.ui.purchase.title_tip_duchy"),
}


class PurchaseView(PanelView):
    kinds = ("purchase",)
    title = N_("fief.ui.purchase.title")

    def __init__(self, ctx: FiefContext, decision: Decision) -> None:
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
            return t("fief.ui.purchase.none_left", kind=nm.plural(item))
        if deniers < cost:
            if item in _TOO_DEAR:
                return t(_TOO_DEAR[item], cost=deniers_words(cost), have=deniers)
            return t("fief.ui.purchase.too_dear", item=nm.item(item), cost=deniers_words(cost), have=deniers)
        if item in TROOPS:
            limit = s.data.rules.max_new_troops_per_village
            return t("fief.ui.purchase.no_room_for_troops", limit=limit)
        if item == "mill":
            return t("fief.ui.purchase.no_room_for_mill")
        return t("fief.ui.purchase.no_room_for_stronghold")

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
                    t(
                        "fief.ui.purchase.not_a_city",
                        village=self.names.village(village),
                        fief=self.names.fief(self.fief),
                    )
                )
            return True
        if self.item is not None:
            self.submit(Buy(self.item, village))  # an illegal place gets the engine's reason
            return True
        return False

    def village_tooltip(self, village: str) -> str | None:
        s = self.state
        if self.item is not None and self.legal(Buy(self.item, village)):
            action = self.ctx.describe(Buy(self.item, village))
            if self.item in TROOPS:
                limit = s.data.rules.max_new_troops_per_village
                return t(
                    "fief.ui.purchase.buy_troops_here", action=action, placed=s.new_troops.get(village, 0), limit=limit
                )
            return t("fief.ui.purchase.buy_here", action=action)
        if self.fief is not None and village in {a.city for a in self.title_options().get(self.fief, [])}:
            return t("fief.ui.purchase.make_city", village=self.names.village(village), fief=self.names.fief(self.fief))
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
        action = self.title_action()
        if action is not None and self.legal(action):
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
            note=t("fief.ui.purchase.to_spend"),
            tooltip=t("fief.ui.purchase.to_spend_tip"),
        )

    def build(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        for index, (item, label, icon) in enumerate(ITEMS):
            left, shared = self.stock(item)
            can = bool(self.places(item))
            about = t(
                _ABOUT[item], limit=s.data.rules.max_new_troops_per_village, mills=s.data.rules.max_mills_per_village
            )
            name = t(label)
            tip_id = "fief.ui.purchase.item_tip_shared" if shared else "fief.ui.purchase.item_tip_own"
            tip = t(tip_id, item=name, key=index + 1, n=left, about=about)
            if not can:
                tip = t("fief.ui.common.tip_and_more", tip=tip, more=self.why_not(item))
            if flow.wide:
                note_id = "fief.ui.purchase.left_shared" if shared else "fief.ui.purchase.left"
                stock = {"note": t(note_id, n=left)}
            else:
                sub_id = "fief.ui.purchase.left_shared" if shared else "fief.ui.purchase.left_in_stock"
                stock = {"sub": t(sub_id, n=left)}
            flow.row(
                name,
                partial(self.choose_item, item),
                icon=icon,
                **stock,
                detail=t("fief.ui.purchase.price", price=cost_of(s, item)),
                selected=item == self.item,
                dim=not can,
                tooltip=tip,
            )
        titles = self.title_options()
        if titles:
            flow.column()
            flow.heading(t("fief.ui.purchase.fief_titles"), tooltip=t("fief.ui.purchase.fief_titles_tip"))
            keep_from = flow.mark()
            for fief in sorted(titles):
                kind = s.data.fief_kind(fief)
                if fief == self.fief:
                    keep_from = flow.mark()
                flow.row(
                    nm.fief(fief),
                    partial(self.choose_fief, fief),
                    icon="crown",
                    detail=t("fief.ui.purchase.price", price=title_cost(s, fief)),
                    selected=fief == self.fief,
                    tooltip=t(
                        _TITLE_TIP.get(kind.kind, "fief.ui.purchase.title_tip"),
                        n=len(s.data.board.fiefs[fief].villages),
                    ),
                )
            if self.fief is not None and self.fief in titles:
                flow.column()
                self._title_choices(flow, titles[self.fief], keep_from)
        flow.column()
        if self.item is not None:
            n = len(self.places(self.item))
            flow.text(t("fief.ui.purchase.click_to_buy", n=n, item=nm.item(self.item)), "small_italic", c.ink_soft)
        else:
            flow.text(t("fief.ui.purchase.choose_then_click"), "small_italic", c.ink_soft)
        limit = s.data.rules.max_new_troops_per_village
        placed = {v: n for v, n in s.new_troops.items() if n}
        if placed:
            words = ", ".join(
                t("fief.ui.purchase.placed_in", village=nm.village(v), placed=n, limit=limit)
                for v, n in sorted(placed.items())
            )
            flow.text(
                t("fief.ui.purchase.troops_placed", places=words),
                "small",
                c.ink_soft,
                tooltip=t("fief.ui.purchase.troops_placed_tip", limit=limit),
            )
        transfers = options_of(self.decision, TransferFiefTitle)
        if transfers:
            flow.column()
            flow.heading(t("fief.ui.purchase.pass_on_title"), tooltip=t("fief.ui.purchase.pass_on_title_tip"))
            for a in transfers:
                flow.row(
                    self.ctx.describe(a),
                    partial(self.submit, a),
                    icon="crown",
                    tooltip=t("fief.ui.purchase.keeps_largest"),
                )
        handovers = options_of(self.decision, TransferControl)
        if handovers:
            flow.column()
            flow.heading(t("fief.ui.purchase.hand_over"), tooltip=t("fief.ui.purchase.hand_over_tip"))
            for a in handovers:
                flow.row(
                    self.ctx.describe(a),
                    partial(self.submit, a),
                    look=family_look(s, a.to_seat),
                    tooltip=t("fief.ui.purchase.control_passes"),
                )

    def _title_choices(self, flow: Flow, options: list[BuyFiefTitle], keep_from: int) -> None:
        """The lord, the Fortified City and the Buy button of the chosen title; the
        panel scrolls to show them with the title's row (from ``keep_from``)."""
        nm, theme = self.names, self.theme
        lords = list(dict.fromkeys(a.lord for a in options))
        cities = list(dict.fromkeys(a.city for a in options))
        start = flow.mark() if flow.strip else keep_from
        flow.labelled(
            t("fief.ui.purchase.lord"),
            CycleSelector(
                theme,
                [Choice(x, str(nm.lord(x))) for x in lords],
                self.title_lord,
                on_change=self._set_title_lord,
                role="small_bold",
                tooltip=t("fief.ui.purchase.lord_tip"),
            ),
            28,
        )
        flow.labelled(
            t("fief.ui.purchase.city"),
            CycleSelector(
                theme,
                [Choice(x, str(nm.village(x))) for x in cities],
                self.city,
                on_change=self._set_city,
                role="small_bold",
                tooltip=t("fief.ui.purchase.city_tip"),
            ),
            28,
        )
        action = self.title_action()
        flow.buttons(
            Button(
                theme,
                t("fief.ui.purchase.buy_title", price=title_cost(self.state, options[0].fief)),
                self.buy_title,
                role="small_bold",
                enabled=action is not None and self.legal(action),
                tooltip=t("fief.ui.purchase.buy_title_tip", action=self.ctx.describe(action)) if action else None,
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
        return [[end_button(self, t("fief.ui.purchase.end"), self.end, t("fief.ui.purchase.end_tip"))]]
