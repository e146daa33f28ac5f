"""The small decisions of Troyes: where a starting citizen goes (§2.2), where the
citizen of an action comes from (§4.3, §4.6), how many activations or cubes (A-10,
A-11), which event a cube goes on (Mercenary, Chivalry, Hunting), and the Innkeeper's
split between the Palace and the Bishopric. Each is a list in the panel, and what the
board can show (places, events) is lit there too.

How many times is not asked where the largest count is always best (``rules.times``: it
costs nothing and gives no other family more): the view answers it with the largest as
it opens, and the chronicle's line says how many. Stepped back into by Undo, the same
decision shows that count alone, to confirm (answering it again at once would leave
Undo nowhere to go)."""

from __future__ import annotations

import weakref
from functools import partial

import pygame

from game.core.engine import Decision
from game.core.i18n import N_, Message, Text, m
from game.games.troyes.rules import board, contract, times
from game.games.troyes.rules.actions import Citizen, PlaceStart, Split, Target, Times
from game.games.troyes.rules.data import BUILDINGS
from game.games.troyes.ui.board_api import Highlight, Hit
from game.games.troyes.ui.decisions.common import Column, TroyesView, number_key
from game.ui.decisions.base import GameContext


class PlaceStartView(TroyesView):
    """A starting citizen on an empty place, building by building (§2.2)."""

    kinds = ("place_start",)
    title = N_("troyes.ui.view.place_start.title")

    def places(self) -> list[PlaceStart]:
        return [o for o in self.decision.options if isinstance(o, PlaceStart)]

    def highlights(self) -> Highlight:
        return Highlight(places=frozenset((o.building, o.row, o.place) for o in self.places()))

    def on_board(self, hit: Hit) -> bool:
        if hit.what != "place" or len(hit.key) != 3:
            return False
        b, r, p = hit.key
        self.submit(PlaceStart(str(b), int(str(r)), int(str(p))))
        return True

    def build(self, col: Column) -> None:
        c = self.theme.colors
        s = self.state
        col.text(m("troyes.ui.view.place_start.help", n=s.players[self.seat].supply), "small_italic", c.ink_soft)
        col.halves()
        by_building = {b: [o for o in self.places() if o.building == b] for b in BUILDINGS}
        for k, b in enumerate(BUILDINGS):
            if k == 1:
                col.split()
            building = self.data.buildings[b]
            col.heading(building.name)
            seen: set[int] = set()
            for o in by_building[b]:
                if o.row in seen:
                    continue  # one row: its first empty place
                seen.add(o.row)
                row = building.rows[o.row]
                values = ", ".join(str(v) for v in row.values)
                free = sum(1 for x in by_building[b] if x.row == o.row)
                col.row(
                    m("troyes.ui.view.row", n=o.row + 1),
                    partial(self.submit, o),
                    sub=m("troyes.ui.view.row_values", values=values),
                    detail=m("troyes.ui.view.free_places", n=free),
                )


class CitizenView(TroyesView):
    """Where the citizen comes from: the supply, hired with Influence, or one of the
    seat's own on the board (its place is left empty, A-27)."""

    kinds = ("citizen",)
    title = N_("troyes.ui.view.citizen.title")

    def options(self) -> list[Citizen]:
        return [o for o in self.decision.options if isinstance(o, Citizen)]

    def highlights(self) -> Highlight:
        places = set()
        slots = set()
        lying = set()
        for o in self.options():
            parts = o.source.split(":")
            if parts[0] == "place":
                places.add((parts[1], int(parts[2]), int(parts[3])))
            elif parts[0] == "card":
                slots.add(int(parts[1]))
            elif parts[0] == "lying":
                lying.add(parts[1])
        return Highlight(places=frozenset(places), slots=frozenset(slots), lying=frozenset(lying))

    def on_board(self, hit: Hit) -> bool:
        source = ""
        if hit.what == "place" and len(hit.key) == 3:
            source = "place:{}:{}:{}".format(*hit.key)  # words: not shown
        elif hit.what == "lying" and hit.key:
            source = f"lying:{hit.key[0]}"  # words: not shown
        elif hit.what == "slot" and hit.key:
            source = f"card:{hit.key[0]}"  # words: not shown
        if not source:
            return False
        self.submit(Citizen(source))
        return True

    def build(self, col: Column) -> None:
        c = self.theme.colors
        col.text(m("troyes.ui.view.citizen.help"), "small_italic", c.ink_soft)
        for k, o in enumerate(self.options()):
            col.row(
                contract.citizen_words(self.state, o.source),
                partial(self.submit, o),
                detail=str(k + 1) if k < 9 else None,
            )

    def on_key(self, event: pygame.event.Event) -> bool:
        k = number_key(event)
        options = self.options()
        if k is not None and k < len(options):
            self.submit(options[k])
            return True
        return False


#: the "times" decisions each game answered by itself, by where they stood (the number of
#: actions before them and the step), so that one stepped back into is not answered again
_ANSWERED: weakref.WeakKeyDictionary[object, set[tuple[object, ...]]] = weakref.WeakKeyDictionary()


class TimesView(TroyesView):
    """How many times: activations of a card, or cubes on an event (A-10, A-11); the
    largest at once where it is always best (see the module's docstring)."""

    kinds = ("times",)
    title = N_("troyes.ui.view.times.title")

    def __init__(self, ctx: GameContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.chosen = max((o.n for o in self.decision.options if isinstance(o, Times)), default=1)
        #: the largest count is always best here: it alone is offered
        self.most_is_best = times.most_is_best(self.state, self.seat)

    def where(self) -> tuple[object, ...]:
        """Where the decision stands: the actions before it, and the step it belongs to."""
        step = self.state.step
        done = len(self.ctx.controller.record.actions)
        return (done, step.use, step.target, step.total, step.times) if step is not None else (done,)

    def update(self, dt: float) -> None:
        """Answer with the largest count, once, where it is always best and the table is
        in front (no menu nor curtain over it)."""
        super().update(dt)
        if not self.most_is_best:
            return
        front: object = self.ctx.app.scenes.top  # the table is the scene in front, or not
        if front is not self.ctx:
            return
        answered = _ANSWERED.setdefault(self.ctx.controller, set())
        where = self.where()
        if where in answered:
            return  # stepped back into by Undo: shown, to confirm
        answered.add(where)
        self.submit(Times(self.chosen))

    def gives(self, k: int) -> Text:
        s = self.state
        step = s.step
        if step is None:
            return m("troyes.ui.view.times", n=k)
        if step.use == "fight":
            brings = self.tell.changes(0, 0, k * s.data.numbers.influence_per_event_cube)
            return m("troyes.ui.view.worth.banners", n=k, gain=brings)
        card = s.data.activities[s.slots[step.target].card]
        if card.delayed:
            return m("troyes.ui.view.worth.cubes", n=k)
        if card.effect == "exchange":
            pay = dict(card.params.get("pay") or {})
            gain = dict(card.params.get("gain") or {})
            return self.tell.changes(
                k * (int(gain.get("deniers", 0)) - int(pay.get("deniers", 0))),
                k * (int(gain.get("vp", 0)) - int(pay.get("vp", 0))),
                k * (int(gain.get("influence", 0)) - int(pay.get("influence", 0))),
            )
        return m("troyes.ui.view.worth.activations", n=k)

    def what(self) -> Text:
        s = self.state
        step = s.step
        if step is None:
            return ""
        if step.use == "fight":
            return s.data.event(s.queue[step.target].card).name
        return s.data.activities[s.slots[step.target].card].name

    def build(self, col: Column) -> None:
        col.heading(self.what())
        step = self.state.step
        if step is not None and step.use == "activate":
            card = self.data.activities[self.state.slots[step.target].card]
            col.text(card.text, "small_italic", self.theme.colors.ink_soft)
        if self.most_is_best:
            col.text(m("troyes.ui.view.times.most_is_best"), "small_italic", self.theme.colors.ink_soft)
        for o in self.decision.options:
            if isinstance(o, Times) and (o.n == self.chosen or not self.most_is_best):
                col.row(
                    m("troyes.ui.view.times", n=o.n),
                    partial(self.submit, o),
                    sub=self.gives(o.n),
                    detail=str(o.n) if o.n <= 9 else None,
                    selected=o.n == self.chosen,
                )

    def on_key(self, event: pygame.event.Event) -> bool:
        k = number_key(event)
        if k is not None and self.legal(Times(k + 1)) and (k + 1 == self.chosen or not self.most_is_best):
            self.submit(Times(k + 1))
            return True
        return False

    def on_enter(self) -> bool:
        return self.submit(Times(self.chosen))


class TargetView(TroyesView):
    """The event card a cube goes on: those with a free banner."""

    kinds = ("target",)
    title = N_("troyes.ui.view.target.title")

    def targets(self) -> list[Target]:
        return [o for o in self.decision.options if isinstance(o, Target)]

    def highlights(self) -> Highlight:
        return Highlight(events=frozenset(o.event for o in self.targets()))

    def on_board(self, hit: Hit) -> bool:
        if hit.what != "event" or not hit.key:
            return False
        self.submit(Target(int(str(hit.key[0]))))
        return True

    def build(self, col: Column) -> None:
        s = self.state
        for k, o in enumerate(self.targets()):
            card = s.data.event(s.queue[o.event].card)
            col.row(
                card.name,
                partial(self.submit, o),
                sub=m("troyes.ui.view.free_banners", n=board.free_banners(s, o.event)),
                detail=str(k + 1) if k < 9 else None,
                tooltip=card.text,
            )

    def on_key(self, event: pygame.event.Event) -> bool:
        k = number_key(event)
        targets = self.targets()
        if k is not None and k < len(targets):
            self.submit(targets[k])
            return True
        return False


class SplitView(TroyesView):
    """The Innkeeper: how many activations count the Palace, the rest the Bishopric."""

    kinds = ("split",)
    title = N_("troyes.ui.view.split.title")

    def gain(self, palace: int) -> int:
        s = self.state
        step = s.step
        if step is None:
            return 0
        card = s.data.activities[s.slots[step.target].card]
        a, b = (str(x) for x in card.params.get("buildings", ("palace", "bishopric")))
        each = int(card.params["deniers"])
        return each * (palace * s.standing(self.seat, a) + (step.times - palace) * s.standing(self.seat, b))

    def build(self, col: Column) -> None:
        s = self.state
        times = s.step.times if s.step is not None else 0
        options = [o for o in self.decision.options if isinstance(o, Split)]
        best = max((self.gain(o.palace) for o in options), default=0)
        for o in options:
            words: Message = m(
                "troyes.ui.view.split_row",
                palace=o.palace,
                bishopric=times - o.palace,
                a=s.data.buildings["palace"].name,
                b=s.data.buildings["bishopric"].name,
            )
            col.row(
                words,
                partial(self.submit, o),
                detail=self.tell.changes(self.gain(o.palace), 0, 0),
                selected=self.gain(o.palace) == best,
            )

    def on_enter(self) -> bool:
        options = [o for o in self.decision.options if isinstance(o, Split)]
        if not options:
            return False
        return self.submit(max(options, key=lambda o: self.gain(o.palace)))
