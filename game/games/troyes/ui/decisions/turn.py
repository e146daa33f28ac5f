"""The heart of play: a seat's turn (inventory §4), one view for two decision kinds.

``turn``: the dice of the city square, district by district (the seat's own first, the
neutral one last), each a button. Clicks form a group (1 to 3 dice of one colour;
Pilgrimage: any colours); a die of another district shows what taking it would add to
the price (§4.1). For the group in hand the view lists every use it may serve and what
it is worth (an activity card's activations and effect, the cathedral, an event, a
building, agriculture), with the optional cube of a delayed card (§4.8) and what it
makes of the dice. Influence (§4.2) rerolls or flips dice of the seat's district, or
hires a citizen; Pass ends the turn (§3 Phase 4).

A use clicked with a group submits two actions: the use, then the group (mapped to the
listed option with ``play.alike``). A use clicked with no dice submits the use alone:
the ``group`` decision then comes, and this view shows only the groups that serve it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from game.core import i18n
from game.core.engine import Action, Decision
from game.core.i18n import N_, Message, Text, m
from game.games.troyes.rules import board, play
from game.games.troyes.rules import dice as dm
from game.games.troyes.rules.actions import (
    Activate,
    Build,
    Farm,
    Fight,
    Flip,
    Group,
    Hire,
    Pass,
    Reroll,
    Settle,
)
from game.games.troyes.rules.data import COLOURS
from game.games.troyes.rules.dice import Valued
from game.games.troyes.rules.state import NEUTRAL, Die
from game.games.troyes.ui.board_api import Highlight, Hit
from game.games.troyes.ui.decisions.common import (
    Column,
    DieSpot,
    TroyesView,
    main_button,
    plain_button,
    seat_look,
)
from game.ui.decisions.base import GameContext
from game.ui.widgets.button import Button

USES = (Activate, Build, Fight, Settle, Farm)
USE_NAMES: dict[type, str] = dict(play.USE_OF)
_COLOUR = {
    "red": N_("troyes.ui.view.colour.red"),
    "white": N_("troyes.ui.view.colour.white"),
    "yellow": N_("troyes.ui.view.colour.yellow"),
}


def sign(d: Die) -> tuple[int, str, int]:
    return d.district, d.colour, d.value


class DiceMixin(TroyesView):
    """Picking dice in the panel and on the board, and spending Influence on them:
    shared by the turn and the black dice (counter) views."""

    def __init__(self, ctx: GameContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.picked: list[int] = []

    # Influence (§4.2) -----------------------------------------------------------------
    def influence_buttons(self) -> list[Button]:
        nums = self.data.numbers
        have = self.state.players[self.seat].influence
        out = []
        for words, tip, cost, act in (
            (N_("troyes.ui.view.reroll"), N_("troyes.ui.view.reroll_tip"), nums.reroll_cost, self.reroll),
            (N_("troyes.ui.view.flip"), N_("troyes.ui.view.flip_tip"), nums.flip_cost, self.flip),
            (N_("troyes.ui.view.hire"), N_("troyes.ui.view.hire_tip"), nums.hire_citizen_cost, self.hire),
        ):
            ok = have >= cost and (act != self.hire or self.legal(Hire()))
            why = (
                tip
                if ok
                else (N_("troyes.ui.view.cannot_hire") if have >= cost else N_("troyes.ui.view.short_influence"))
            )
            out.append(plain_button(self, m(words, n=cost), act, m(why, n=cost, have=have), enabled=ok))
            out[-1].role = "small_bold"
        return out

    def own_picked(self) -> list[int]:
        return [i for i in self.picked if (d := self.state.die(i)) is not None and d.district == self.seat]

    def reroll(self) -> None:
        if len(self.picked) != 1:
            self.ctx.notice(m("troyes.ui.view.pick_one_to_reroll"))
            return
        if self.submit(Reroll(self.picked[0])):
            self.picked = []

    def flip(self) -> None:
        if not 1 <= len(self.picked) <= self.data.numbers.flip_max:
            self.ctx.notice(m("troyes.ui.view.pick_to_flip", n=self.data.numbers.flip_max))
            return
        if self.submit(Flip(tuple(sorted(self.picked)))):
            self.picked = []

    def hire(self) -> None:
        self.submit(Hire())

    def purse(self, col: Column) -> None:
        p = self.state.players[self.seat]
        col.text(
            m("troyes.ui.view.purse", deniers=p.deniers, influence=p.influence, citizens=p.supply),
            "small_italic",
            self.theme.colors.ink_soft,
        )

    def districts(self) -> list[int]:
        """The districts in the order shown: the seat's own, the others after it, the
        neutral one (le Roy's in the solo game)."""
        n = self.state.seats
        return [self.seat, *[(self.seat + k) % n for k in range(1, n)], NEUTRAL]

    def district_title(self, owner: int) -> Message:
        if owner == self.seat:
            return m("troyes.ui.view.your_district")
        if owner == NEUTRAL:
            return m("troyes.ui.view.roy_district") if self.state.solo else m("troyes.ui.view.neutral_district")
        return m("troyes.ui.view.district_of", name=self.seat_name(owner))

    def die_words(self, d: Die) -> str:
        return i18n.t("troyes.ui.view.die", colour=m(_COLOUR.get(d.colour, _COLOUR["white"])), value=d.value)

    def on_escape(self) -> bool:
        if not self.picked:
            return False
        self.picked = []
        self.rebuild()
        return True

    def on_refresh(self) -> None:
        self.picked = [i for i in self.picked if self.state.die(i) is not None]


class TurnView(DiceMixin):
    """The ``turn`` and ``group`` decisions (see the module's docstring)."""

    kinds = ("turn", "group")
    #: the dice and every use they may serve need the whole column (the chronicle's room too)
    tall = True
    title = N_("troyes.ui.view.turn.title")
    title_height = 900  # the prompt says whose turn it is: the room is for the dice

    def __init__(self, ctx: GameContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.cube = -1
        self._notes: dict[tuple[int, tuple[int, ...], int, int], str] = {}

    # Reading ----------------------------------------------------------------------
    @property
    def grouping(self) -> bool:
        """The ``group`` decision: the use is chosen, only its groups are offered."""
        return self.decision.kind == "group"

    def uses(self) -> list[Action]:
        return [o for o in self.decision.options if isinstance(o, USES)]

    def valued(self, ids: Sequence[int] | None = None, cube: int | None = None) -> Valued | Message | None:
        ids = self.picked if ids is None else ids
        if not ids:
            return None
        return dm.evaluate(self.state, self.seat, tuple(ids), self.cube if cube is None else cube)

    def takeable(self) -> set[tuple[int, str, int]] | None:
        """In the ``group`` decision, the dice (by district, colour, face) in some legal
        group; None: any die."""
        if not self.grouping:
            return None
        out: set[tuple[int, str, int]] = set()
        for o in self.decision.options:
            if isinstance(o, Group):
                out |= {sign(d) for i in o.dice if (d := self.state.die(i)) is not None}
        return out

    def cubes(self) -> list[int]:
        return play.cube_slots(self.state, self.seat)

    def target(self, action: Action) -> tuple[str, int]:
        use = USE_NAMES[type(action)]
        if isinstance(action, Activate):
            return use, action.slot
        if isinstance(action, Fight):
            return use, action.event
        return use, -1

    def use_of_step(self) -> Action | None:
        step = self.state.step
        if step is None:
            return None
        kind = {"activate": Activate, "fight": Fight}.get(step.use)
        if kind is Activate:
            return Activate(step.target)
        if kind is Fight:
            return Fight(step.target)
        return {"build": Build(), "settle": Settle(), "farm": Farm()}.get(step.use)

    def price_note(self, d: Die) -> str:
        """What taking ``d`` adds to the group's price ("" for none, §4.1)."""
        key = (id(self.state), tuple(self.picked), self.cube, d.id)
        if key not in self._notes:
            if len(self._notes) > 200:
                self._notes.clear()
            self._notes[key] = self._price_note(d)
        return self._notes[key]

    def _price_note(self, d: Die) -> str:
        if d.district == self.seat or d.id in self.picked or len(self.picked) >= self.data.numbers.group_max:
            return ""
        before = self.valued()
        after = self.valued([*self.picked, d.id], -1 if self.cube < 0 else self.cube)
        if not isinstance(after, Valued):
            after = self.valued([*self.picked, d.id], -1)
        if not isinstance(after, Valued):
            return ""
        extra = after.cost - (before.cost if isinstance(before, Valued) else 0)
        return i18n.t("troyes.ui.view.price_note", n=extra) if extra > 0 else ""

    # Worth of a group for a use -----------------------------------------------------
    def use_name(self, action: Action) -> Text:
        s = self.state
        if isinstance(action, Activate):
            return s.data.activities[s.slots[action.slot].card].name
        if isinstance(action, Fight):
            return m("troyes.ui.view.use.fight", card=s.data.event(s.queue[action.event].card).name)
        if isinstance(action, Build):
            return m("troyes.ui.view.use.build")
        if isinstance(action, Settle):
            return m("troyes.ui.view.use.settle")
        return m("troyes.ui.view.use.farm")

    def use_hint(self, action: Action) -> Message:
        """What the use takes, before dice are chosen."""
        s = self.state
        if isinstance(action, Activate):
            card = s.data.activities[s.slots[action.slot].card]
            colour = m("troyes.ui.view.any_colour") if card.mixed else m(_COLOUR[card.colour])
            if dm.has_tradesman(s, self.seat, action.slot):
                return m("troyes.ui.view.hint.activate_own", colour=colour, n=card.divisor)
            return m("troyes.ui.view.hint.activate", colour=colour, n=card.divisor, hire=card.hire_cost)
        if isinstance(action, Fight):
            event = s.data.event(s.queue[action.event].card)
            colours = i18n.words([m(_COLOUR[c]) for c in event.dice if c in _COLOUR])
            return m(
                "troyes.ui.view.hint.fight", colours=colours, n=event.divisor, free=board.free_banners(s, action.event)
            )
        if isinstance(action, Build):
            return m("troyes.ui.view.hint.build")
        if isinstance(action, Settle):
            return m("troyes.ui.view.hint.settle")
        return m("troyes.ui.view.hint.farm", n=s.data.numbers.agriculture_divisor)

    def worth(self, action: Action, v: Valued) -> tuple[Text, Text]:
        """What the group ``v`` gives for ``action``: a short detail ("×3") and its effect."""
        s = self.state
        tell = self.tell
        if isinstance(action, Activate):
            card = s.data.activities[s.slots[action.slot].card]
            n = v.total // card.divisor
            p = s.players[self.seat]
            hire = 0 if dm.has_tradesman(s, self.seat, action.slot) else card.hire_cost
            n = play.max_times(s, card, n, p.deniers - v.cost - hire, p.influence)
            detail = m("troyes.ui.view.times", n=n)
            if card.delayed:
                effect: Text = m("troyes.ui.view.worth.cubes", n=n)
            elif card.effect == "exchange":
                pay = dict(card.params.get("pay") or {})
                gain = dict(card.params.get("gain") or {})
                effect = tell.changes(
                    n * (int(gain.get("deniers", 0)) - int(pay.get("deniers", 0))),
                    n * (int(gain.get("vp", 0)) - int(pay.get("vp", 0))),
                    n * (int(gain.get("influence", 0)) - int(pay.get("influence", 0))),
                )
            else:
                effect = m("troyes.ui.view.worth.activations", n=n)
            if hire:
                effect = m("troyes.ui.view.worth.with_hire", effect=effect, n=hire)
            return detail, effect
        if isinstance(action, Fight):
            event = s.data.event(s.queue[action.event].card)
            n = min(v.total // event.divisor, board.free_banners(s, action.event))
            brings = tell.changes(0, 0, n * s.data.numbers.influence_per_event_cube)
            return m("troyes.ui.view.times", n=n), m("troyes.ui.view.worth.banners", n=n, gain=brings)
        if isinstance(action, Build):
            vp = influence = 0
            taken: dict[int, int] = {}
            for _, value in v.counts:
                col = value - 1
                free = [lv for lv in range(len(s.cathedral)) if s.cathedral[lv][col] is None]
                k = taken.get(col, 0)
                if k < len(free):
                    vp += s.data.numbers.cathedral_vp
                    influence += s.data.cathedral[free[k]][col]
                taken[col] = k + 1
            return m("troyes.ui.view.cubes_short", n=len(v.counts)), tell.changes(0, vp, influence)
        if isinstance(action, Settle):
            colour, value = v.counts[0]
            where = dm.settle_place(s, colour, value)
            if isinstance(where, Message):
                return "", where
            building, row = where
            return "", m("troyes.ui.view.worth.settle", building=tell.building(building), row=row + 1)
        farmed = v.total // s.data.numbers.agriculture_divisor
        return "", tell.changes(farmed, 0, 0)

    # Acting -----------------------------------------------------------------------
    def toggle(self, die_id: int) -> None:
        d = self.state.die(die_id)
        if d is None:
            return
        if die_id in self.picked:
            self.picked.remove(die_id)
        else:
            allowed = self.takeable()
            if allowed is not None and sign(d) not in allowed:
                self.ctx.notice(m("troyes.ui.view.die_serves_not"))
                return
            if len(self.picked) >= self.data.numbers.group_max:
                self.ctx.notice(m("troyes.refusal.too_many_dice", n=self.data.numbers.group_max))
                return
            self.picked.append(die_id)
        self.rebuild()

    def set_cube(self, cube: int) -> None:
        self.cube = cube
        self.rebuild()

    def choose(self, action: Action) -> None:
        """A use clicked: with the group in hand, the use then the group; without, the
        use alone (the groups that serve it come next)."""
        if self.grouping:
            self.take()
            return
        if not self.picked:
            self.submit(action)
            return
        v = self.valued()
        if isinstance(v, Message):
            self.ctx.notice(v)
            return
        assert v is not None
        use, target = self.target(action)
        problem = play.use_problem(self.state, self.seat, v, use, target)
        if problem is not None:
            self.ctx.notice(problem)
            return
        group = Group(tuple(sorted(self.picked)), self.cube)
        if not self.submit(action):
            return
        view = self.ctx.view  # the game has moved on: the group is asked now
        after = play.pending(view)
        if after is None or after.kind != "group" or after.seat != self.seat:
            return
        if not self.ctx.submit(play.alike(view, after, group)):
            # The engine said why; the view of the group decision keeps the dice picked.
            nxt: Any = getattr(self.ctx, "decision_view", None)
            if isinstance(nxt, TurnView) and nxt is not self:
                nxt.picked, nxt.cube = list(group.dice), group.cube
                nxt.rebuild()

    def take(self) -> None:
        """The ``group`` decision: take the dice in hand."""
        if not self.picked:
            self.ctx.notice(m("troyes.ui.view.pick_dice"))
            return
        self.submit(Group(tuple(sorted(self.picked)), self.cube))

    def passing(self) -> None:
        self.submit(Pass())

    def on_enter(self) -> bool:
        if self.grouping and self.picked:
            self.take()
            return True
        return False

    def on_refresh(self) -> None:
        super().on_refresh()
        if self.cube >= 0 and self.cube not in self.cubes():
            self.cube = -1

    # Board ------------------------------------------------------------------------
    def highlights(self) -> Highlight:
        allowed = self.takeable()
        dice = frozenset(d.id for d in self.state.dice if allowed is None or sign(d) in allowed)
        notes: dict[Hit, str] = {}
        for d in self.state.dice:
            note = self.price_note(d)
            if note:
                notes[Hit("die", (d.id,))] = note
        slots = frozenset(a.slot for a in self.uses() if isinstance(a, Activate))
        events = frozenset(a.event for a in self.uses() if isinstance(a, Fight))
        v = self.valued()
        if isinstance(v, Valued):
            for a in self.uses():
                use, target = self.target(a)
                if isinstance(a, Activate | Fight) and play.use_problem(self.state, self.seat, v, use, target) is None:
                    detail, _ = self.worth(a, v)
                    notes[Hit("slot" if isinstance(a, Activate) else "event", (target,))] = i18n.text(detail)
        return Highlight(dice=dice, chosen=frozenset(self.picked), slots=slots, events=events, notes=notes)

    def on_board(self, hit: Hit) -> bool:
        if hit.what == "die" and hit.key:
            self.toggle(int(str(hit.key[0])))
            return True
        wanted: Action | None = None
        if hit.what == "slot" and hit.key:
            wanted = Activate(int(str(hit.key[0])))
        elif hit.what == "event" and hit.key:
            wanted = Fight(int(str(hit.key[0])))
        elif hit.what == "site":
            wanted = Build()
        elif hit.what == "place":
            wanted = Settle()
        if wanted is None:
            return False
        if self.grouping:
            if wanted == self.use_of_step():
                self.take()
            return True
        self.choose(wanted)
        return True

    # Panel ------------------------------------------------------------------------
    def build(self, col: Column) -> None:
        col.halves()
        self.purse(col)
        col.heading(m("troyes.ui.view.square_heading"))
        allowed = self.takeable()
        for owner in self.districts():
            dice = sorted(
                (d for d in self.state.dice if d.district == owner),
                key=lambda d: (COLOURS.index(d.colour) if d.colour in COLOURS else 9, -d.value),
            )
            if not dice and owner != self.seat:
                continue
            look = seat_look(self.state, owner)
            spots = []
            for d in dice:
                chosen = d.id in self.picked
                ok = allowed is None or sign(d) in allowed
                look_ = "chosen" if chosen else ("faded" if not ok else "")
                note = self.price_note(d) if ok else ""
                tip = i18n.t("troyes.ui.view.die_tip", die=self.die_words(d), price=note) if note else self.die_words(d)
                spots.append(DieSpot(d.id, d.colour, d.value, look_, note, tip))
            col.dice(
                spots,
                self.toggle,
                notes=owner != self.seat,
                label=self.district_title(owner),
                look=look,
                empty=m("troyes.ui.view.no_dice"),
            )
        if not self.grouping:
            col.heading(m("troyes.ui.view.influence_heading", n=self.state.players[self.seat].influence))
            col.buttons(*self.influence_buttons())
        col.split()
        self.build_group(col)
        if self.grouping:
            self.build_offered(col)
        else:
            self.build_uses(col)

    def build_group(self, col: Column) -> None:
        t = self.theme
        c = t.colors
        col.heading(m("troyes.ui.view.group_heading"))
        v = self.valued()
        if not self.picked:
            words = N_("troyes.ui.view.group_help_use") if self.grouping else N_("troyes.ui.view.group_help")
            col.text(m(words, n=self.data.numbers.group_max), "small_italic", c.ink_soft)
        else:
            dice = [self.state.die(i) for i in self.picked]
            col.dice([DieSpot(d.id, d.colour, d.value, "chosen") for d in dice if d is not None], self.toggle)
            if isinstance(v, Message):
                col.text(v, "small_bold", c.rubric)
            elif v is not None:
                if v.cost:
                    owed = i18n.words(
                        [m("troyes.ui.view.owed", name=self.tell.seat(o), n=n) for o, n in sorted(v.prices.items())]
                    )
                    col.text(m("troyes.ui.view.total_cost", total=v.total, n=v.cost, owed=owed), "body")
                    if v.cost > self.state.players[self.seat].deniers:
                        col.text(m("troyes.refusal.dice_price", n=v.cost), "small_bold", c.rubric)
                else:
                    col.text(m("troyes.ui.view.total_free", total=v.total), "body")
        cubes = self.cubes()
        if cubes:
            col.heading(m("troyes.ui.view.cube_heading"))
            col.row(m("troyes.ui.view.no_cube"), lambda: self.set_cube(-1), selected=self.cube < 0)
            for slot in cubes:
                card = self.data.activities[self.state.slots[slot].card]
                held = self.state.slots[slot].cubes[self.seat]
                col.row(
                    card.name,
                    partial(self.set_cube, slot),
                    detail=m("troyes.ui.view.held", n=held),
                    selected=self.cube == slot,
                    tooltip=card.text,
                )
            if self.cube >= 0 and isinstance(v, Valued):
                col.text(m("troyes.ui.view.counts_as", total=v.total), "small_italic", c.ink_soft)
                spots = [DieSpot(k, colour, value) for k, (colour, value) in enumerate(v.counts)]
                col.dice(spots, None)

    def build_uses(self, col: Column) -> None:
        c = self.theme.colors
        col.heading(m("troyes.ui.view.uses_heading"))
        uses = self.uses()
        if not uses:
            col.text(m("troyes.ui.view.no_use"), "small_italic", c.ink_soft)
        v = self.valued()
        if isinstance(v, Valued):  # what the group can do first
            uses.sort(key=lambda a: play.use_problem(self.state, self.seat, v, *self.target(a)) is not None)
        for action in uses:
            name = self.use_name(action)
            tip = (
                self.data.activities[self.state.slots[action.slot].card].text if isinstance(action, Activate) else None
            )
            if not isinstance(v, Valued):
                col.row(name, partial(self.choose, action), sub=self.use_hint(action), tooltip=tip)
                continue
            use, target = self.target(action)
            problem = play.use_problem(self.state, self.seat, v, use, target)
            if problem is not None:
                # The price of the group is said once, above; the uses are only faded.
                said = None if problem.id == "troyes.refusal.dice_price" else problem
                col.row(name, partial(self.choose, action), sub=said, dim=True, tooltip=tip)
            else:
                detail, effect = self.worth(action, v)
                col.row(name, partial(self.choose, action), sub=effect, detail=detail, tooltip=tip)

    def build_offered(self, col: Column) -> None:
        """The ``group`` decision: what the chosen use makes of the group in hand, and
        the groups that serve it, each a click away."""
        c = self.theme.colors
        action = self.use_of_step()
        v = self.valued()
        if action is not None:
            col.heading(m("troyes.ui.view.for_heading"))
            if isinstance(v, Valued):
                use, target = self.target(action)
                problem = play.use_problem(self.state, self.seat, v, use, target)
                if problem is not None:
                    col.row(self.use_name(action), self.take, sub=problem, dim=True)
                else:
                    detail, effect = self.worth(action, v)
                    col.row(self.use_name(action), self.take, sub=effect, detail=detail)
            else:
                col.row(self.use_name(action), None, sub=self.use_hint(action))
            if isinstance(action, Activate):
                card = self.data.activities[self.state.slots[action.slot].card]
                col.text(card.text, "small_italic", c.ink_soft)
        groups = [o for o in self.decision.options if isinstance(o, Group)]
        col.heading(m("troyes.ui.view.offered_heading", n=len(groups)))
        shown = 0
        for g in groups:
            gv = dm.evaluate(self.state, self.seat, g.dice, g.cube)
            if not isinstance(gv, Valued):
                continue
            detail, effect = self.worth(action, gv) if action is not None else ("", "")
            dice = [(d.colour, d.value) for d in gv.dice]
            sub: Any = effect
            if g.cube >= 0:
                card = self.data.activities[self.state.slots[g.cube].card]
                sub = m("troyes.ui.view.with_cube", effect=effect, card=card.name)
            cost = m("troyes.ui.view.cost_short", n=gv.cost) if gv.cost else m("troyes.ui.view.free_short")
            col.row(
                m("troyes.ui.view.offer", total=gv.total, cost=cost),
                partial(self.submit, g),
                dice=dice,
                dice_room=self.data.numbers.group_max,
                sub=sub,
                detail=detail,
            )
            shown += 1
            if shown >= 12:
                col.text(m("troyes.ui.view.more_groups", n=len(groups) - shown), "small_italic", c.ink_soft)
                break

    def footer(self) -> list[Button]:
        if self.grouping:
            return [
                main_button(
                    self,
                    m("troyes.ui.view.take"),
                    self.take,
                    m("troyes.ui.view.take_tip"),
                    enabled=bool(self.picked),
                )
            ]
        ok = self.legal(Pass())
        tip = m("troyes.ui.view.pass_tip", n=self.data.numbers.pass_deniers) if ok else m("troyes.ui.view.no_pass")
        return [Button(self.theme, i18n.t("troyes.ui.view.pass"), self.passing, tooltip=i18n.text(tip), enabled=ok)]
