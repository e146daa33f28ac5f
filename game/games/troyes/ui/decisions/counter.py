"""Countering the black dice (inventory §3 Phase 3, A-28): the highest black die must be
countered with dice of the seat's own district whose total (red dice counted twice)
reaches it; more black dice may be countered with the same dice when the total reaches
them all. With no way to reach it, the seat fails (the die is discarded, VP lost).
Influence may reroll or flip the seat's dice first (§4.2)."""

from __future__ import annotations

from game.core import i18n
from game.core.engine import Decision
from game.core.i18n import N_, m
from game.games.troyes.rules.actions import CounterDice, Fail
from game.games.troyes.rules.data import COLOURS
from game.games.troyes.ui.board_api import Highlight, Hit
from game.games.troyes.ui.decisions.common import Column, DieSpot, main_button, plain_button, seat_look
from game.games.troyes.ui.decisions.turn import DiceMixin
from game.ui.decisions.base import GameContext
from game.ui.widgets.button import Button


class CounterView(DiceMixin):
    kinds = ("counter",)
    tall = True
    title = N_("troyes.ui.view.counter.title")

    def __init__(self, ctx: GameContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        #: the other black dice chosen besides the highest (indices in ``state.black``)
        self.extra: list[int] = []

    # Reading ----------------------------------------------------------------------
    def own(self) -> list[int]:
        return [d.id for d in self.state.dice if d.district == self.seat]

    def total(self) -> int:
        out = 0
        for i in self.picked:
            d = self.state.die(i)
            if d is not None:
                out += d.value * (self.data.numbers.red_counts_double if d.colour == "red" else 1)
        return out

    def needed(self) -> int:
        black = self.state.black
        return (black[0] if black else 0) + sum(black[i] for i in self.extra if i < len(black))

    def action(self) -> CounterDice:
        black = self.state.black
        chosen = tuple(black[i] for i in sorted(self.extra) if 0 < i < len(black))
        return CounterDice(tuple(sorted(self.picked)), (black[0], *chosen) if black else ())

    # Acting -----------------------------------------------------------------------
    def toggle(self, die_id: int) -> None:
        d = self.state.die(die_id)
        if d is None:
            return
        if d.district != self.seat:
            self.ctx.notice(m("troyes.refusal.not_your_die"))
            return
        if die_id in self.picked:
            self.picked.remove(die_id)
        else:
            self.picked.append(die_id)
        self.rebuild()

    def toggle_black(self, index: int) -> None:
        if index == 0:
            self.ctx.notice(m("troyes.ui.view.highest_first"))
            return
        if index in self.extra:
            self.extra.remove(index)
        else:
            self.extra.append(index)
        self.rebuild()

    def counter(self) -> None:
        if not self.picked:
            self.ctx.notice(m("troyes.ui.view.pick_own"))
            return
        if self.submit(self.action()):
            self.picked = []
            self.extra = []

    def fail(self) -> None:
        self.submit(Fail())

    def on_enter(self) -> bool:
        if self.picked:
            self.counter()
            return True
        return False

    def on_refresh(self) -> None:
        super().on_refresh()
        self.extra = [i for i in self.extra if 0 < i < len(self.state.black)]

    # Board ------------------------------------------------------------------------
    def highlights(self) -> Highlight:
        return Highlight(dice=frozenset(self.own()), chosen=frozenset(self.picked))

    def on_board(self, hit: Hit) -> bool:
        if hit.what == "die" and hit.key:
            self.toggle(int(str(hit.key[0])))
            return True
        return False

    # Panel ------------------------------------------------------------------------
    def build(self, col: Column) -> None:
        c = self.theme.colors
        col.halves()
        self.purse(col)
        col.heading(m("troyes.ui.view.black_heading", n=len(self.state.black)))
        spots = []
        for i, value in enumerate(self.state.black):
            look = "chosen" if i == 0 or i in self.extra else ""
            tip = i18n.t("troyes.ui.view.black_first") if i == 0 else i18n.t("troyes.ui.view.black_more")
            spots.append(DieSpot(i, "black", value, look, tip=tip))
        col.dice(spots, self.toggle_black)
        col.text(m("troyes.ui.view.black_help"), "small_italic", c.ink_soft)
        own = sorted(
            (d for d in self.state.dice if d.district == self.seat),
            key=lambda d: (COLOURS.index(d.colour) if d.colour in COLOURS else 9, -d.value),
        )
        col.heading(m("troyes.ui.view.own_heading"))
        col.dice(
            [
                DieSpot(d.id, d.colour, d.value, "chosen" if d.id in self.picked else "", tip=self.die_words(d))
                for d in own
            ],
            self.toggle,
            label=self.district_title(self.seat),
            look=seat_look(self.state, self.seat),
            empty=m("troyes.ui.view.no_dice"),
        )
        col.heading(m("troyes.ui.view.influence_heading", n=self.state.players[self.seat].influence))
        col.buttons(*self.influence_buttons())
        col.split()
        col.heading(m("troyes.ui.view.tally_heading"))
        total, needed = self.total(), self.needed()
        colour = c.good if total >= needed and self.picked else c.rubric
        col.text(m("troyes.ui.view.tally", total=total, needed=needed), "body_bold", colour)
        col.text(m("troyes.ui.view.red_twice"), "small_italic", c.ink_soft)
        if self.legal(Fail()):
            col.text(m("troyes.ui.view.must_fail"), "small_bold", c.rubric)

    def footer(self) -> list[Button]:
        out = []
        if self.legal(Fail()):
            out.append(plain_button(self, m("troyes.ui.view.fail"), self.fail, m("troyes.ui.view.fail_tip")))
        ok = any(isinstance(o, CounterDice) for o in self.decision.options)
        out.append(
            main_button(
                self,
                m("troyes.ui.view.counter"),
                self.counter,
                m("troyes.ui.view.counter_tip") if ok else m("troyes.ui.view.cannot_counter"),
                enabled=ok,
            )
        )
        return out
