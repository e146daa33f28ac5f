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

import pygame

from game.core.words import noun
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
    join_words,
    number_key,
    troops_words,
)
from game.ui.decisions.base import options_of
from game.ui.widgets.button import Button

UNIT_LABELS = {"knight": "Knights", "man_at_arms": "Men-at-arms"}


class MovementView(PanelView):
    kinds = ("movement",)
    title = "Movement"

    def __init__(self, ctx, decision) -> None:
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
        warning = (
            (f" Without troops, {who} is taken captive there if still there when your movement ends (FAQ, phase 6).")
            if self.captors_at(village)
            else ""
        )
        if dest[village]:
            asked = permission_needed(self.state, self.lord, village)
            return (
                f"{who} may go to {nm.village(village)} only with the leave of "
                f"{join_words([nm.family(x) for x in asked])}, who will be asked (5.0).{warning}"
            )
        return f"Move {who} to {nm.village(village)}: one road, one move (5.0).{warning}"

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
            flow.text("Choose a lord: click him on the map, or in the list.", "small_italic", c.ink_soft)
        else:
            lord = self.lord
            lo, march = s.lords[lord], self.march(lord)
            avail = available_to(s, lord)
            where = {"note": f"in {nm.village(lo.village)}"} if flow.wide else {"sub": f"In {nm.village(lo.village)}"}
            flow.row(
                nm.lord(lord),
                look=family_look(s, self.seat),
                selected=True,
                **where,
                detail=_moves(moves_open(s, lord)),
                tooltip=f"A lord makes up to {total} moves in the Movement phase, one road each (5.0); "
                f"d'Arc makes {s.data.rules.moves_darc}, and lords who made each move with her may "
                "follow her on the last (9.1).",
            )
            follow = darc_company(s, lord)
            if march.refused:
                flow.text("Refused passage: he may only go back, or stay (5.0).", "small", c.rubric_dark)
            elif follow is not None:
                flow.text(
                    f"He may follow {nm.lord(s.darc or '')} to {nm.village(follow)}, her last move (9.1).",
                    "small",
                    c.ink_soft,
                )
            elif march.moves_left > 0:
                legend = [("reachable", "one road"), ("asks_leave", "asks leave")]
                if any(self.captors_at(v) for v in self.destinations()):
                    legend.append(("captive_risk", "taken captive"))
                flow.legend(
                    legend,
                    tooltip="Click a highlighted village to move one road; orange ones need another family's leave "
                    "(5.0); in purple ones he would stand alone beside another family's army and be taken "
                    "captive if still there when your movement ends (FAQ, phase 6).",
                )
            else:
                flow.text("He has used all his moves.", "small_italic", c.ink_soft)
            t = self.theme
            take = any(self.legal(PickUp(lord, u, avail.get(u))) for u in UNIT_LABELS if avail.get(u))
            drop = any(self.legal(Drop(lord, u, march.escort.get(u))) for u in UNIT_LABELS if march.escort.get(u))
            flow.buttons(
                Button(
                    t,
                    "Take all",
                    self.take_all,
                    role="small_bold",
                    enabled=take,
                    tooltip=f"Take along {troops_words(nm, avail.knights, avail.men_at_arms)} (5.0).",
                ),
                Button(
                    t,
                    "Leave all",
                    self.leave_all,
                    role="small_bold",
                    enabled=drop,
                    tooltip=f"Leave every troop with him in {nm.village(lo.village)} (5.0).",
                ),
                height=26,
            )
            flow.column()
            for unit, label in UNIT_LABELS.items():
                more = avail.get(unit)
                flow.stepper(
                    label,
                    march.escort.get(unit),
                    lambda u=unit: self.step(Drop(lord, u, 1)),
                    lambda u=unit: self.step(PickUp(lord, u, 1)),
                    icon=unit,
                    sub=f"{more} more here" if more else "none left here",
                    minus_ok=self.legal(Drop(lord, unit, 1)),
                    plus_ok=self.legal(PickUp(lord, unit, 1)),
                    tooltip=f"{label} travelling with {nm.lord(lord)}. Troops move only with a lord, who takes "
                    "them along or leaves them where he passes; troops another lord has moved stay "
                    "with that lord (5.0).",
                    minus_tip=f"Leave {nm.item(unit)} in {nm.village(lo.village)} (5.0).",
                    plus_tip=f"Take {nm.item(unit)} along (5.0).",
                )
            self._build_war(flow, lord)
        if len(lords) > 1 or self.lord is None:
            flow.column()
            flow.heading("Your lords", tooltip="Click a lord, or press 1 to 9.")
            for lid in lords:
                lo = s.lords[lid]
                flow.row(
                    nm.lord(lid),
                    lambda x=lid: self.select(x),
                    look=family_look(s, self.seat),
                    note=f"in {nm.village(lo.village)}",
                    detail=_moves(moves_open(s, lid), short=True),
                    selected=lid == self.lord,
                    dim=not self.can_move(lid),
                )
        sieges = options_of(self.decision, EndSiege)
        if sieges:
            flow.column()
            flow.heading(
                "Your sieges",
                tooltip="A besieger may lift his siege at any time; the engine goes back to his stock (6.4.1).",
            )
            for a in sieges:
                flow.row(
                    f"Lift the siege of {nm.village(a.village)}",
                    lambda a=a: self.submit(a),
                    icon="siege_engine",
                    tooltip="End the siege: your siege engine leaves the map and goes back to your stock (6.4.1).",
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
                    tooltip="Control passes at once; your units stay there, on no road (5.1).",
                )

    def _build_war(self, flow: Flow, lord: str) -> None:
        """The selected lord's Cavalcade (5.2) and the captives he may lead (6.2.3)."""
        s, nm = self.state, self.names
        c = self.theme.colors
        lo, march = s.lords[lord], self.march(lord)
        where = nm.village(lo.village)
        if march.must_move:
            flow.text(f"He won a Cavalcade in {where}: he must move on (5.2).", "small", c.rubric_dark)
        blockers = [x for x in s.turn_order() if x != self.seat and troops_of(s, lo.village, x).count]
        ride = Cavalcade(lord)
        if self.legal(ride) or (blockers and march.moves_left > 0 and not march.must_move):
            who = join_words([nm.family(x) for x in blockers])
            ok = self.legal(ride)
            tip = (
                f"{nm.lord(lord)} and the knights with him fight their way through {who}'s troops in {where} at "
                "once; the defenders add 1 hit per die they roll. If he wins he must move on, with the move he "
                "has left (5.2)."
                if ok
                else war.cavalcade_problem(s, self.seat, ride, nm) or ""
            )
            button = ChoiceButton(
                self.theme, f"Ride a Cavalcade through {who}", ride, lambda: self.step(ride), icon="knight", tooltip=tip
            )
            button.enabled = ok
            flow.buttons(button, height=28)
        leads = [a for a in options_of(self.decision, LeadCaptive) if a.lord == lord]
        if leads:
            flow.column()
            flow.heading(
                "Captives",
                tooltip="A captive stays one while his captor's units share his village; your "
                "lords may lead him along on their moves (6.2.3).",
            )
            for a in leads:
                captive = nm.lord(a.captive)
                of = nm.family(s.lords[a.captive].family)
                if a.take:
                    flow.row(
                        f"Lead {captive} along",
                        lambda a=a: self.step(a),
                        icon="human",
                        note=f"of {of}",
                        tooltip=f"{captive}, your captive, travels with {nm.lord(lord)} on his moves (6.2.3).",
                    )
                else:
                    flow.row(
                        f"Leave {captive} in {where}",
                        lambda a=a: self.step(a),
                        icon="human",
                        note="led along",
                        tooltip=f"{captive} stays in {where}; he stays your captive only while your units "
                        "are there too (6.2.3).",
                    )

    def footer(self) -> list[FooterRow]:
        t = self.theme
        if self.risky is not None:
            nm = self.names
            lord, to = self.risky.lord, self.risky.to
            captors = self.captors_at(to, lord)
            armies = f"{noun(len(captors), 'army', 'armies')} of {join_words([nm.family(x) for x in captors])}"
            return [
                f"{nm.lord(lord)} has no troops with him: in {nm.village(to)} he stands beside the {armies} "
                "and is taken captive if still there when your movement ends (FAQ, phase 6). Move anyway?",
                [
                    Button(t, "Stay", self.cancel_risky, tooltip="Do not move him there (Esc)."),
                    end_button(self, "Move anyway", lambda: self.move(to), "Make the move (Enter)."),
                ],
            ]
        if self.confirming:
            movable = [self.names.lord(lid) for lid in self.lords() if self.can_move(lid)]
            who = movable[0] if len(movable) == 1 else f"{len(movable)} lords"
            alone = [self.names.lord(lid) for lid in war.exposed_lords(self.state, self.seat)]
            warning = (
                f"{join_words(alone)}, alone beside another family's army, "
                f"{'is' if len(alone) == 1 else 'are'} taken captive when you end (FAQ, phase 6). "
                if alone
                else ""
            )
            return [
                warning + (f"{who} can still move. End anyway?" if movable else "End anyway?"),
                [
                    Button(t, "Keep moving", self.keep_moving, tooltip="Back to moving (Esc)."),
                    end_button(self, "End anyway", self.end, "End your movement now (Enter)."),
                ],
            ]
        return [
            [
                end_button(
                    self, "End movement", self.end, "Finish moving your lords (Enter); the next family moves (5.0)."
                )
            ]
        ]


def _moves(left: int, short: bool = False) -> str:
    if short:
        return "done" if left <= 0 else ("1 move" if left == 1 else f"{left} moves")
    return "no moves left" if left <= 0 else ("1 move left" if left == 1 else f"{left} moves left")
