"""Moving lords and their troops (5.0), and handing villages over (5.1).

Select one of your lords on the map or in the panel; the villages one road away are
highlighted, marked when another family's leave is needed to go that way. Click one to
move. The panel shows the lord's moves left and the troops travelling with him, with
steppers to take troops along or leave them behind. "End movement" (Enter) asks for a
confirmation while lords could still move. A village where the lord, with no troops,
would stand beside another family's army is marked in its own colour, and a click on it
asks before the move (he is taken captive if still there when the movement ends).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core import i18n
from game.core.i18n import N_, m, t, words
from game.games.fief.rules import battle as war
from game.games.fief.rules.actions import Cavalcade, Done, Drop, EndSiege, LeadCaptive, Move, PickUp, TransferControl
from game.games.fief.rules.control import troops_of
from game.games.fief.rules.movement import available_to, darc_company, moves_open, permission_needed
from game.games.fief.rules.state import LordMarch
from game.games.fief.ui.decisions.battle_board import ChoiceButton
from game.games.fief.ui.decisions.common import (
    Flow,
    FooterRow,
    PanelView,
    end_button,
    family_look,
    number_key,
    troops_words,
)
from game.ui.decisions.base import options_of
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.core.engine import Decision
    from game.games.fief.ui.decisions.map_hooks import FiefContext

#: The kinds of troops a lord takes along, and their names (said when drawn).
UNIT_LABELS = {"knight": N_("fief.ui.movement.knights"), "man_at_arms": N_("fief.ui.movement.men_at_arms")}


class MovementView(PanelView):
    kinds = ("movement",)

    @property
    def title(self) -> str:  # type: ignore[override]
        return t("fief.ui.movement.title")

    def __init__(self, ctx: FiefContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.lord: str | None = None
        self.confirming = False
        #: a move asked about first: the lord would be taken captive there (FAQ, phase 6)
        self.risky: Move | None = None
        self._pick_default()

    # Reading ----------------------------------------------------------------------
    def lords(self) -> list[str]:
        """The family's lords that take part in this movement turn, in family order."""
        s = self.state
        return [lid for lid in s.families[self.seat].lords if lid in s.marches]

    def march(self, lord: str) -> LordMarch:
        return self.state.marches[lord]

    def can_move(self, lord: str) -> bool:
        return any(a.lord == lord for a in options_of(self.decision, Move))

    def destinations(self) -> dict[str, bool]:
        """Villages the selected lord may move to, and whether each needs leave."""
        if self.lord is None:
            return {}
        s = self.state
        out = {}
        for a in options_of(self.decision, Move):
            if a.lord == self.lord:
                out[a.to] = bool(permission_needed(s, self.lord, a.to))
        return out

    def captors_at(self, village: str, lord: str | None = None) -> list[int]:
        """The families whose army would take ``lord`` captive if his movement ended in
        ``village``: he comes without troops, his family has none there, and another
        family has a lord and troops there (FAQ of phase 6). Empty when he is safe."""
        lord = lord or self.lord
        if lord is None or self.march(lord).escort.count:
            return []
        if troops_of(self.state, village, self.seat).count:
            return []
        return war.armies_at(self.state, village, self.seat)

    def _pick_default(self) -> None:
        """Keep the selected lord while he can move; else choose the lord in the middle
        of his march (back from a request to pass, say), else the first who can move."""
        if self.lord is not None and self.lord in self.state.marches and moves_open(self.state, self.lord) > 0:
            return
        movable = [lid for lid in self.lords() if moves_open(self.state, lid) > 0]
        marching = [lid for lid in movable if self.march(lid).came_from is not None]
        if marching or movable:
            self.lord = (marching or movable)[0]
        elif self.lord not in self.state.marches:
            self.lord = None

    # Board ------------------------------------------------------------------------
    def highlights(self) -> dict[str, str]:
        if self.lord is None:
            return {}
        marks = {
            to: ("captive_risk" if self.captors_at(to) else "asks_leave" if ask else "reachable")
            for to, ask in self.destinations().items()
        }
        marks[self.state.lords[self.lord].village] = "selected"
        return marks

    def selected_lord(self) -> str | None:
        return self.lord

    def select(self, lord: str | None) -> None:
        self.lord = lord
        self.confirming = False
        self.risky = None
        self.rebuild()

    def move(self, to: str) -> None:
        """Move the selected lord to ``to``; into a village where he would be taken
        captive, ask first (the panel's footer says why)."""
        if self.lord is None:
            return
        action = Move(self.lord, to)
        if self.legal(action) and self.captors_at(to) and self.risky != action:
            self.risky = action
            self.confirming = False
            self.rebuild()
            return
        self.risky = None
        self.submit(action)

    def cancel_risky(self) -> None:
        self.risky = None
        self.rebuild()

    def on_lord_click(self, lord: str) -> bool:
        if lord in self.lords():
            self.select(lord)
            return True
        return False

    def on_village_click(self, village: str) -> bool:
        s = self.state
        mine = [lid for lid in self.lords() if s.lords[lid].village == village]
        if self.lord is not None and self.legal(Move(self.lord, village)):
            self.move(village)
            return True
        if mine:
            here = s.lords[self.lord].village if self.lord else None
            if here == village and self.lord in mine:
                # Several of your lords there: each click selects the next one.
                self.select(mine[(mine.index(self.lord) + 1) % len(mine)])
            else:
                self.select(mine[0])
            return True
        if self.lord is not None:
            self.submit(Move(self.lord, village))  # the engine explains why not
            return True
        return False

    def village_tooltip(self, village: str) -> str | None:
        if self.lord is None:
            return None
        dest = self.destinations()
        nm = self.names
        if village not in dest:
            return None
        who = nm.lord(self.lord)
        warning = " " + t("fief.ui.movement.captive_warning", lord=who) if self.captors_at(village) else ""
        if dest[village]:
            asked = permission_needed(self.state, self.lord, village)
            return t(
                "fief.ui.movement.asks_leave_tip",
                lord=who,
                village=nm.village(village),
                families=words([nm.family(x) for x in asked]),
                warning=warning,
            )
        return t("fief.ui.movement.move_tip", lord=who, village=nm.village(village), warning=warning)

    # Acting -----------------------------------------------------------------------
    def step(self, action: PickUp | Drop | Cavalcade | LeadCaptive) -> None:
        self.confirming = False
        self.submit(action)

    def take_all(self) -> None:
        if self.lord is None:
            return
        avail = available_to(self.state, self.lord)
        actions = [PickUp(self.lord, u, avail.get(u)) for u in UNIT_LABELS if avail.get(u) > 0]
        for a in [a for a in actions if self.legal(a)]:
            if not self.submit(a):
                return

    def leave_all(self) -> None:
        if self.lord is None:
            return
        escort = self.march(self.lord).escort
        actions = [Drop(self.lord, u, escort.get(u)) for u in UNIT_LABELS if escort.get(u) > 0]
        for a in [a for a in actions if self.legal(a)]:
            if not self.submit(a):
                return

    def end(self) -> None:
        risky = any(self.can_move(lid) for lid in self.lords()) or war.exposed_lords(self.state, self.seat)
        if risky and not self.confirming:
            self.confirming = True
            self.rebuild()
            return
        self.confirming = False
        self.submit(Done())

    def keep_moving(self) -> None:
        self.confirming = False
        self.rebuild()

    def on_enter(self) -> bool:
        if self.risky is not None:
            self.move(self.risky.to)
            return True
        self.end()
        return True

    def on_escape(self) -> bool:
        if self.risky is not None:
            self.cancel_risky()
            return True
        if self.confirming:
            self.keep_moving()
            return True
        if self.lord is not None:
            self.select(None)
            return True
        return False

    def on_key(self, event: pygame.event.Event) -> bool:
        index = number_key(event)
        lords = self.lords()
        if index is not None and index < len(lords):
            self.select(lords[index])
            return True
        return False

    def on_refresh(self) -> None:
        self.confirming = False
        if self.risky is not None and not self.legal(self.risky):
            self.risky = None
        self._pick_default()

    # Panel ------------------------------------------------------------------------
    def build(self, flow: Flow) -> None:
        s, nm = self.state, self.names
        c = self.theme.colors
        total = s.data.rules.moves_per_lord
        lords = self.lords()
        if self.lord is None:
            flow.text(m("fief.ui.movement.choose_lord"), "small_italic", c.ink_soft)
        else:
            lord = self.lord
            lo, march = s.lords[lord], self.march(lord)
            avail = available_to(s, lord)
            note, sub = (
                (t("fief.ui.movement.in_village", village=nm.village(lo.village)), None)
                if flow.wide
                else (None, t("fief.ui.movement.in_village_line", village=nm.village(lo.village)))
            )
            flow.row(
                nm.lord(lord),
                look=family_look(s, self.seat),
                selected=True,
                note=note,
                sub=sub,
                detail=_moves(moves_open(s, lord)),
                tooltip=m("fief.ui.movement.moves_tip", total=total, darc=s.data.rules.moves_darc),
            )
            follow = darc_company(s, lord)
            if march.refused:
                flow.text(m("fief.ui.movement.refused"), "small", c.rubric_dark)
            elif follow is not None:
                flow.text(
                    m("fief.ui.movement.follow_darc", darc=nm.lord(s.darc or ""), village=nm.village(follow)),
                    "small",
                    c.ink_soft,
                )
            elif march.moves_left > 0:
                legend = [
                    ("reachable", t("fief.ui.movement.legend_road")),
                    ("asks_leave", t("fief.ui.movement.legend_leave")),
                ]
                if any(self.captors_at(v) for v in self.destinations()):
                    legend.append(("captive_risk", t("fief.ui.movement.legend_captive")))
                flow.legend(legend, tooltip=t("fief.ui.movement.legend_tip"))
            else:
                flow.text(m("fief.ui.movement.no_moves"), "small_italic", c.ink_soft)
            theme = self.theme
            take = any(self.legal(PickUp(lord, u, avail.get(u))) for u in UNIT_LABELS if avail.get(u))
            drop = any(self.legal(Drop(lord, u, march.escort.get(u))) for u in UNIT_LABELS if march.escort.get(u))
            flow.buttons(
                Button(
                    theme,
                    t("fief.ui.movement.take_all"),
                    self.take_all,
                    role="small_bold",
                    enabled=take,
                    tooltip=t(
                        "fief.ui.movement.take_all_tip", troops=troops_words(nm, avail.knights, avail.men_at_arms)
                    ),
                ),
                Button(
                    theme,
                    t("fief.ui.movement.leave_all"),
                    self.leave_all,
                    role="small_bold",
                    enabled=drop,
                    tooltip=t("fief.ui.movement.leave_all_tip", village=nm.village(lo.village)),
                ),
                height=26,
            )
            flow.column()
            for unit, label_id in UNIT_LABELS.items():
                label = t(label_id)
                more = avail.get(unit)
                flow.stepper(
                    label,
                    march.escort.get(unit),
                    partial(self.step, Drop(lord, unit, 1)),
                    partial(self.step, PickUp(lord, unit, 1)),
                    icon=unit,
                    sub=t("fief.ui.movement.more_here", more=more) if more else t("fief.ui.movement.none_here"),
                    minus_ok=self.legal(Drop(lord, unit, 1)),
                    plus_ok=self.legal(PickUp(lord, unit, 1)),
                    tooltip=t("fief.ui.movement.escort_tip", troops=label, lord=nm.lord(lord)),
                    minus_tip=t("fief.ui.movement.leave_one", item=nm.item(unit), village=nm.village(lo.village)),
                    plus_tip=t("fief.ui.movement.take_one", item=nm.item(unit)),
                )
            self._build_war(flow, lord)
        if len(lords) > 1 or self.lord is None:
            flow.column()
            flow.heading(m("fief.ui.movement.your_lords"), tooltip=m("fief.ui.movement.your_lords_tip"))
            for lid in lords:
                lo = s.lords[lid]
                flow.row(
                    nm.lord(lid),
                    partial(self.select, lid),
                    look=family_look(s, self.seat),
                    note=t("fief.ui.movement.in_village", village=nm.village(lo.village)),
                    detail=_moves(moves_open(s, lid), short=True),
                    selected=lid == self.lord,
                    dim=not self.can_move(lid),
                )
        sieges = options_of(self.decision, EndSiege)
        if sieges:
            flow.column()
            flow.heading(
                m("fief.ui.movement.your_sieges"),
                tooltip=m("fief.ui.movement.your_sieges_tip"),
            )
            for a in sieges:
                flow.row(
                    m("fief.ui.battle_board.lift_siege_of", village=nm.village(a.village)),
                    partial(self.submit, a),
                    icon="siege_engine",
                    tooltip=m("fief.ui.movement.lift_siege_tip"),
                )
        handovers = options_of(self.decision, TransferControl)
        if handovers:
            flow.column()
            flow.heading(
                m("fief.ui.movement.hand_over"),
                tooltip=m("fief.ui.movement.hand_over_tip"),
            )
            for a in handovers:
                flow.row(
                    self.ctx.describe(a),
                    partial(self.submit, a),
                    look=family_look(s, a.to_seat),
                    tooltip=m("fief.ui.movement.hand_over_row_tip"),
                )

    def _build_war(self, flow: Flow, lord: str) -> None:
        """The selected lord's Cavalcade (5.2) and the captives he may lead (6.2.3)."""
        s, nm = self.state, self.names
        c = self.theme.colors
        lo, march = s.lords[lord], self.march(lord)
        where = nm.village(lo.village)
        if march.must_move:
            flow.text(m("fief.ui.movement.must_move_on", village=where), "small", c.rubric_dark)
        blockers = [x for x in s.turn_order() if x != self.seat and troops_of(s, lo.village, x).count]
        ride = Cavalcade(lord)
        if self.legal(ride) or (blockers and march.moves_left > 0 and not march.must_move):
            who = words([nm.family(x) for x in blockers])
            ok = self.legal(ride)
            tip = (
                t("fief.ui.movement.cavalcade_tip", lord=nm.lord(lord), families=who, village=where)
                if ok
                else i18n.text(war.cavalcade_problem(s, self.seat, ride, nm))
            )
            button = ChoiceButton(
                self.theme,
                t("fief.ui.movement.ride_cavalcade", families=who),
                ride,
                lambda: self.step(ride),
                icon="knight",
                tooltip=tip,
            )
            button.enabled = ok
            flow.buttons(button, height=28)
        leads = [a for a in options_of(self.decision, LeadCaptive) if a.lord == lord]
        if leads:
            flow.column()
            flow.heading(
                m("fief.ui.movement.captives"),
                tooltip=m("fief.ui.movement.captives_tip"),
            )
            for a in leads:
                captive = nm.lord(a.captive)
                of = nm.family(s.lords[a.captive].family)
                if a.take:
                    flow.row(
                        m("fief.ui.movement.lead_captive", captive=captive),
                        partial(self.step, a),
                        icon="human",
                        note=m("fief.ui.movement.of_family", family=of),
                        tooltip=m("fief.ui.movement.lead_captive_tip", captive=captive, lord=nm.lord(lord)),
                    )
                else:
                    flow.row(
                        m("fief.ui.movement.leave_captive", captive=captive, village=where),
                        partial(self.step, a),
                        icon="human",
                        note=m("fief.ui.movement.led_along"),
                        tooltip=m("fief.ui.movement.leave_captive_tip", captive=captive, village=where),
                    )

    def footer(self) -> list[FooterRow]:
        theme = self.theme
        if self.risky is not None:
            nm = self.names
            lord, to = self.risky.lord, self.risky.to
            captors = self.captors_at(to, lord)
            return [
                t(
                    "fief.ui.movement.risky",
                    lord=nm.lord(lord),
                    village=nm.village(to),
                    families=words([nm.family(x) for x in captors]),
                    n=len(captors),
                ),
                [
                    Button(
                        theme, t("fief.ui.movement.stay"), self.cancel_risky, tooltip=t("fief.ui.movement.stay_tip")
                    ),
                    end_button(
                        self,
                        t("fief.ui.movement.move_anyway"),
                        lambda: self.move(to),
                        t("fief.ui.movement.move_anyway_tip"),
                    ),
                ],
            ]
        if self.confirming:
            movable = [self.names.lord(lid) for lid in self.lords() if self.can_move(lid)]
            who = movable[0] if len(movable) == 1 else m("fief.ui.movement.lords_count", n=len(movable))
            alone = [self.names.lord(lid) for lid in war.exposed_lords(self.state, self.seat)]
            said = []
            if alone:
                said.append(t("fief.ui.movement.alone_warning", lords=words(alone), n=len(alone)))
            if movable:
                said.append(t("fief.ui.movement.can_still_move", who=who, n=len(movable)))
            else:
                said.append(t("fief.ui.movement.end_anyway_question"))
            return [
                " ".join(said),
                [
                    Button(
                        theme,
                        t("fief.ui.movement.keep_moving"),
                        self.keep_moving,
                        tooltip=t("fief.ui.movement.keep_moving_tip"),
                    ),
                    end_button(self, t("fief.ui.movement.end_anyway"), self.end, t("fief.ui.movement.end_anyway_tip")),
                ],
            ]
        return [[end_button(self, t("fief.ui.movement.end"), self.end, t("fief.ui.movement.end_tip"))]]


def _moves(left: int, short: bool = False) -> str:
    if short:
        return t("fief.ui.movement.done") if left <= 0 else t("fief.ui.movement.moves", n=left)
    return t("fief.ui.movement.no_moves_left") if left <= 0 else t("fief.ui.movement.moves_left", n=left)
