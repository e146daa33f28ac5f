"""Troyes' heuristic computer player (issue 19 point 5).

It plays from its view. For a turn it tries each action the decision offers with its
most promising groups of dice on a copy of the position (the engine's own steps, so
every card's effect is exact), settles the rest of the action greedily, and measures
the result with ``worth`` (VP now and to come, deniers, Influence, citizens and
tradesmen, the cathedral, event cubes, the characters, §5.2 and §1.6); it passes when
nothing beats passing (§4.9). Influence is kept, except for a flip (§4.2) that turns
a poor best action into a clearly better one, or a reroll of a low die whose average
outcome clearly pays. Black dice are countered with the dice that cost least to lose,
countering more black dice with them when they can (§3 Phase 3, A-28).

Each decision stays quick: a fixed number of trials, whatever the position.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator

from game.core.engine import Action, Decision
from game.core.i18n import Message
from game.core.rng import Rng
from game.games.troyes.bots.worth import denier_worth, influence_worth, own_die_worth, rounds_after, worth
from game.games.troyes.rules import dice as dm
from game.games.troyes.rules import play, times
from game.games.troyes.rules.actions import (
    Activate,
    Build,
    Citizen,
    CounterDice,
    Fail,
    Farm,
    Fight,
    Flip,
    Group,
    Hire,
    Pass,
    PlaceStart,
    Reroll,
    Settle,
    Split,
    Target,
    Times,
)
from game.games.troyes.rules.state import HIDDEN_VP, Die, Step, TroyesState

#: groups tried on a copy for each action (the best by a quick estimate)
TRIED = 3
#: the actions whose further groups are tried too (the best by their first group)
FURTHER = 4
#: a die no seat owns, kept on the copies so that the round never ends inside a trial
PHANTOM = -99
#: Influence kept before any reroll, and what a reroll must gain over its cost
REROLL_KEEP = 2
REROLL_MARGIN = 0.4
#: the actions a rerolled die is tried in (its card and event first)
REROLL_USES = 3
#: no flip nor reroll is weighed after this many trials for the decision
SPARE_WORK = 24
#: what a Flip must gain, over its Influence, to be worth doing
FLIP_MARGIN = 0.8
#: how much each building is worth at the first placement (§2.2), before its salary
PLACE_TASTE = {"palace": 1.0, "bishopric": 1.25, "city_hall": 1.1}

Plan = tuple[str, int, Group]


class HeuristicBot:
    name = "heuristic"
    needs_view = True

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed, stream=17)
        self.plan: Plan | None = None
        #: trials made for the decision in hand (a fixed budget keeps each decision quick)
        self.work = 0
        #: the copy whose groups are kept below, its groups by pool and their values
        self.cached: TroyesState | None = None
        self.pools: dict[tuple[frozenset[str], int, bool], list[tuple[int, ...]]] = {}
        self.valued: dict[tuple[tuple[int, ...], int], dm.Valued | Message] = {}

    # ------------------------------------------------------------------ entry point
    def choose(self, view: TroyesState, decision: Decision) -> Action:
        options = decision.options
        if len(options) == 1:
            return options[0]
        # the trials make many short-lived copies, freed as they go: the cycle collector
        # waits until the answer is found, so that it never runs in the middle of one
        collecting = gc.isenabled()
        gc.disable()
        try:
            return self.decide(view, decision)
        finally:
            if collecting:
                gc.enable()

    def decide(self, view: TroyesState, decision: Decision) -> Action:
        options = decision.options
        kind = decision.kind
        seat = decision.seat
        self.work = 0
        choice: Action | None = None
        if kind == "place_start":
            choice = self.place_start(view, seat, options)
        elif kind == "counter":
            choice = self.counter(view, seat, options)
        elif kind == "turn":
            choice = self.turn(view, seat, options)
        elif kind == "group":
            choice = self.group(view, seat, options)
        elif kind == "times" and times.most_is_best(view, seat):
            choice = max((a for a in options if isinstance(a, Times)), key=lambda a: a.n, default=None)
        elif kind in ("citizen", "times", "target", "split"):
            choice = self.sub_step(view, seat, options)
        if choice is None or choice not in options:
            plain = [a for a in options if not isinstance(a, (Reroll, Flip, Hire))]
            choice = plain[0] if plain else options[0]
        return choice

    # ------------------------------------------------------------------ copies
    def prepare(self, view: TroyesState) -> TroyesState:
        """A copy the engine's steps may run on: no viewer, hidden VP as 0, a phantom die
        so that no trial ends the round, and no other actor between the bot's turns."""
        s = view.clone()
        s.viewer = None
        s.rng = Rng(self.rng.below(2**31))
        for p in s.players:
            if p.vp == HIDDEN_VP:
                p.vp = 0
        s.dice.append(Die(10**6, "grey", 0, PHANTOM))  # words: not shown
        # a trial ends with the bot's own action: le Roy's next turn (solo, Appendix A)
        # is not foreseen, so the copy plays as a game without him
        s.roy = None
        return s

    # ------------------------------------------------------------------ first placement (§2.2)
    def place_start(self, view: TroyesState, seat: int, options: tuple[Action, ...]) -> Action | None:
        wd = denier_worth(rounds_after(view) + 1)
        best: tuple[float, int] | None = None
        pick: Action | None = None
        for i, a in enumerate(options):
            if not isinstance(a, PlaceStart):
                continue
            mine = view.standing(seat, a.building)
            score = PLACE_TASTE[a.building] - view.data.buildings[a.building].salary * wd * 0.5
            score -= 0.45 * mine + 0.2 * a.place
            score += 0.01 * self.rng.below(10)
            key = (score, -i)
            if best is None or key > best:
                best, pick = key, a
        return pick

    # ------------------------------------------------------------------ black dice (§3 Phase 3)
    def counter(self, view: TroyesState, seat: int, options: tuple[Action, ...]) -> Action | None:
        ways = [a for a in options if isinstance(a, CounterDice)]
        fail = next((a for a in options if isinstance(a, Fail)), None)
        if not ways:
            return fail
        dice = {d.id: d for d in view.dice}
        inf = 0.3

        def cost(a: CounterDice) -> float:
            used = sum(own_die_worth(dice[i].colour, dice[i].value) for i in a.dice if i in dice)
            return used - inf * len(a.black) + 0.01 * len(a.dice)

        return min(ways, key=lambda a: (cost(a), a.dice, a.black))

    # ------------------------------------------------------------------ a turn
    def turn(self, view: TroyesState, seat: int, options: tuple[Action, ...]) -> Action | None:
        base = self.prepare(view)
        value, plan, use = self.best_use(base, seat, options, TRIED)
        passing = self.pass_worth(base, seat)
        flips = [a for a in options if isinstance(a, Flip)]
        if flips and self.work < SPARE_WORK:
            flip = self.flip_worth(base, seat, options, flips, max(value, passing))
            if flip is not None:
                self.plan = None
                return flip
        rerolls = [a for a in options if isinstance(a, Reroll)]
        if rerolls and self.work < SPARE_WORK:
            reroll = self.reroll_worth(base, seat, rerolls, max(value, passing))
            if reroll is not None:
                self.plan = None
                return reroll
        if use is not None and plan is not None and value > passing:
            self.plan = plan
            return use
        self.plan = None
        return Pass()

    def best_use(
        self, base: TroyesState, seat: int, options: tuple[Action, ...], tried: int
    ) -> tuple[float, Plan | None, Action | None]:
        """The best action and group by trial: first each action's most promising group,
        then the next groups of the best few actions (a fixed budget of trials)."""
        best = float("-inf")
        plan: Plan | None = None
        use_action: Action | None = None
        rows: list[tuple[float, int, Action, str, int, list[Group]]] = []
        for k, a in enumerate(options):
            use, target = use_of(a)
            if not use:
                continue
            groups = self.promising(base, seat, use, target, tried)
            first = float("-inf")
            for g in groups[:1]:
                trial = self.attempt(base, seat, use, target, g)
                if trial is not None:
                    first = worth(trial, seat)
                    if first > best:
                        best, plan, use_action = first, (use, target, g), a
            rows.append((first, -k, a, use, target, groups))
        rows.sort(key=lambda r: (r[0], r[1]), reverse=True)
        for _, _, a, use, target, groups in rows[:FURTHER]:
            for g in groups[1:]:
                trial = self.attempt(base, seat, use, target, g)
                if trial is None:
                    continue
                v = worth(trial, seat)
                if v > best:
                    best, plan, use_action = v, (use, target, g), a
        return best, plan, use_action

    def promising(self, s: TroyesState, seat: int, use: str, target: int, tried: int, must: int = -1) -> list[Group]:
        """The legal groups most worth trying for ``use``: a quick estimate of what each
        earns, less its price and the dice of one's own it spends (the rules are asked
        about the best ones only, for speed)."""
        wd = denier_worth(rounds_after(s))
        scored: list[tuple[float, int, Group, dm.Valued]] = []
        data = s.data
        divisor = 1
        free = 0
        if use == "activate":
            divisor = data.activities[s.slots[target].card].divisor
        elif use == "fight":
            divisor = data.event(s.queue[target].card).divisor
            free = _free(s, target)
        seen: set[tuple[tuple[int, ...], int]] = set()
        for i, (ids, cube, v) in enumerate(self.candidates(s, seat, use, target)):
            if (ids, cube) in seen or (must >= 0 and must not in ids):
                continue
            seen.add((ids, cube))
            if use == "activate":
                units = 2.0 * (v.total // divisor)
            elif use == "fight":
                units = 2.0 * min(v.total // divisor, free)
            elif use == "build":
                units = 2.0 * len(v.counts)
            elif use == "settle":
                units = 2.0 + 0.1 * v.counts[0][1]
            else:
                units = wd * (v.total // data.numbers.agriculture_divisor)
            if units <= 0:
                continue
            spent = sum(own_die_worth(d.colour, d.value) for d in v.dice if d.district == seat)
            score = units - v.cost * wd - spent - (0.5 if cube >= 0 else 0.0)
            scored.append((score, -i, Group(ids, cube), v))
        scored.sort(key=lambda x: (x[0], x[1]), reverse=True)
        out: list[Group] = []
        for _, _, g, v in scored:
            if allowed(s, seat, v, use, target):
                out.append(g)
                if len(out) >= tried:
                    break
        return out

    def candidates(
        self, s: TroyesState, seat: int, use: str, target: int
    ) -> Iterator[tuple[tuple[int, ...], int, dm.Valued]]:
        """The groups the rules would try for ``use`` (``play.candidates``), valued; the
        groups of a pool of dice and their values are kept for the other actions asked
        about on the same copy."""
        if self.cached is not s:
            self.cached = s
            self.pools.clear()
            self.valued.clear()
        for colours, size, mixed, cube in pools(s, seat, use, target):
            key = (colours, size, mixed)
            found = self.pools.get(key)
            if found is None:
                pool = [d for d in s.dice if d.colour in colours]
                found = list(dm.groups(pool, seat, size, mixed=mixed))
                self.pools[key] = found
            for ids in found:
                v = self.valued.get((ids, cube))
                if v is None:
                    v = dm.evaluate(s, seat, ids, cube)
                    self.valued[(ids, cube)] = v
                if not isinstance(v, Message):
                    yield ids, cube, v

    def attempt(self, base: TroyesState, seat: int, use: str, target: int, group: Group) -> TroyesState | None:
        self.work += 1
        s = base.clone()
        s.step = Step(use, target)
        try:
            play.take_group(s, seat, group, [])
            settle_greedily(s, seat)
        except (AssertionError, KeyError, IndexError, ValueError):  # pragma: no cover - a trial gone wrong
            return None
        return s

    def pass_worth(self, base: TroyesState, seat: int) -> float:
        """Passing (§4.9): 2 deniers now, 1 for each turn of the others still to come."""
        s = base.clone()
        p = s.players[seat]
        nums = s.data.numbers
        p.passed = True
        others = [i for i in range(s.seats) if i != seat and not s.players[i].passed]
        their = sum(1 for d in s.dice if d.district != seat and d.district != PHANTOM)
        turns = min(8.0, their / (1.6 * max(1, len(others)))) if others else 0.0
        p.district_deniers += nums.pass_deniers + int(turns * nums.passed_turn_deniers)
        mine = [d for d in s.dice if d.district == seat]
        sold = 0.5 * len(mine) * nums.die_prices[0] * denier_worth(rounds_after(s)) if others else 0.0
        return worth(s, seat) + sold

    def flip_worth(
        self, base: TroyesState, seat: int, options: tuple[Action, ...], flips: list[Flip], now: float
    ) -> Flip | None:
        """A flip of the low dice of one's own, when the best action after it gains more
        than the Influence spent (§4.2)."""
        low = sorted((d for d in base.dice if d.district == seat and d.value <= 2), key=lambda d: (d.value, d.id))
        if not low:
            return None
        wanted = tuple(sorted(d.id for d in low[:3]))
        flip = next((f for f in flips if f.dice == wanted), None)
        if flip is None:
            return None
        s = base.clone()
        cost = s.data.numbers.flip_cost
        s.players[seat].influence -= cost
        for i in flip.dice:
            die = s.die(i)
            if die is not None:
                die.value = 7 - die.value
        colours = {d.colour for d in low[:3]}
        uses = tuple(a for a in options if use_of(a)[0] and touches(s, a, colours))
        value, _, _ = self.best_use(s, seat, uses, 1)
        if value > now + FLIP_MARGIN:
            return flip
        return None

    def reroll_worth(self, base: TroyesState, seat: int, rerolls: list[Reroll], now: float) -> Reroll | None:
        """A reroll (§4.2) of the lowest die of one's own, when the best action it could
        serve, averaged over the six faces, gains clearly more than the Influence spent.
        The faces no better than the present one count as the present best."""
        p = base.players[seat]
        if p.influence < REROLL_KEEP:
            return None
        offered = {a.die: a for a in rerolls}
        low = sorted(
            (d for d in base.dice if d.district == seat and d.value <= 2 and d.id in offered),
            key=lambda d: (d.value, d.id),
        )
        if not low:
            return None
        die = low[0]
        targets = serving(base, die.colour)[:REROLL_USES]
        spent = now - influence_worth(rounds_after(base)) * base.data.numbers.reroll_cost
        total = 0.0
        for face in range(1, 7):
            best = spent
            if face > die.value:
                s = base.clone()
                s.players[seat].influence -= base.data.numbers.reroll_cost
                moved = s.die(die.id)
                assert moved is not None
                moved.value = face
                for use, target in targets:
                    for g in self.promising(s, seat, use, target, 1, must=die.id):
                        trial = self.attempt(s, seat, use, target, g)
                        if trial is not None:
                            best = max(best, worth(trial, seat))
            total += best
        if total / 6 > now + REROLL_MARGIN:
            return offered[die.id]
        return None

    # ------------------------------------------------------------------ the dice of the action
    def group(self, view: TroyesState, seat: int, options: tuple[Action, ...]) -> Action | None:
        step = view.step
        if self.plan is not None and step is not None:
            use, target, g = self.plan
            self.plan = None
            if use == step.use and target == step.target and g in options:
                return g
        if step is None:
            return None
        base = self.prepare(view)
        base.step = None
        best: tuple[float, int] | None = None
        pick: Action | None = None
        for i, g in enumerate(self.promising(base, seat, step.use, step.target, TRIED * 2)):
            trial = self.attempt(base, seat, step.use, step.target, g)
            if trial is None:
                continue
            key = (worth(trial, seat), -i)
            if best is None or key > best:
                best, pick = key, g
        return pick

    # ------------------------------------------------------------------ the rest of an action
    def sub_step(self, view: TroyesState, seat: int, options: tuple[Action, ...]) -> Action | None:
        base = self.prepare(view)
        best: tuple[float, int] | None = None
        pick: Action | None = None
        for i, a in enumerate(options):
            s = base.clone()
            try:
                answer(s, seat, a)
                settle_greedily(s, seat)
            except (AssertionError, KeyError, IndexError, ValueError):  # pragma: no cover
                continue
            key = (worth(s, seat), -i)
            if best is None or key > best:
                best, pick = key, a
        return pick


# ====================================================================== helpers
def pools(s: TroyesState, seat: int, use: str, target: int) -> list[tuple[frozenset[str], int, bool, int]]:
    """The pools of dice the rules draw the groups for ``use`` from, as ``play.candidates``
    does (§4.1, §4.8): (colours, most dice, colours mixed, cube) each."""
    data = s.data
    mixed = False
    if use == "activate":
        activity = data.activities[s.slots[target].card]
        colours = {activity.colour}
        mixed = activity.mixed
    elif use == "fight":
        colours = set(data.event(s.queue[target].card).dice)
    elif use == "build":
        colours = {"white"}
    elif use == "farm":
        colours = {"yellow"}
    else:
        colours = {"red", "white", "yellow"}
    most = 1 if use == "settle" else data.numbers.group_max
    out: list[tuple[frozenset[str], int, bool, int]] = []
    for cube in [-1, *play.cube_slots(s, seat)]:
        kind = data.activities[s.slots[cube].card] if cube >= 0 else None
        pool_colours = set(colours)
        size = most
        allow_mixed = mixed
        if kind is not None:
            if kind.effect in ("recolour", "multiply"):
                pool_colours = {str(kind.params["source"])}
                allow_mixed = False
                if kind.effect == "multiply":
                    size = 1
            elif kind.effect == "add_total":
                pool_colours = {str(kind.params["colour"])}
                allow_mixed = False
            elif kind.effect not in ("set_each", "add_each"):
                allow_mixed = False
            if mixed and not allow_mixed:
                pool_colours = {"red", "white", "yellow"}
        out.append((frozenset(pool_colours), size, allow_mixed, cube))
    return out


def allowed(s: TroyesState, seat: int, v: dm.Valued, use: str, target: int) -> bool:
    """Whether the rules allow the group ``v`` for ``use`` (``play.use_problem``), with a
    quicker answer for the common settlement from the personal supply (§4.6)."""
    if use == "settle" and len(v.dice) == 1 and len(v.counts) == 1 and v.cost <= s.players[seat].deniers:
        where = dm.settle_place(s, *v.counts[0])
        if not isinstance(where, Message) and where[0] not in v.forbid:
            building, row = where
            if s.players[seat].supply > 0 and dm.settle_problem(s, seat, building, row, "supply") is None:
                return True
    return play.use_problem(s, seat, v, use, target) is None


def use_of(a: Action) -> tuple[str, int]:
    if isinstance(a, Activate):
        return "activate", a.slot
    if isinstance(a, Fight):
        return "fight", a.event
    if isinstance(a, Build):
        return "build", -1
    if isinstance(a, Settle):
        return "settle", -1
    if isinstance(a, Farm):
        return "farm", -1
    return "", -1


def serving(s: TroyesState, colour: str) -> list[tuple[str, int]]:
    """The actions a die of ``colour`` may serve (without a cube), as (use, target)."""
    out: list[tuple[str, int]] = []
    for i, slot in enumerate(s.slots):
        if slot.face_up:
            card = s.data.activities[slot.card]
            if card.mixed or card.colour == colour:
                out.append(("activate", i))
    for i, q in enumerate(s.queue):
        if colour in s.data.event(q.card).dice:
            out.append(("fight", i))
    if colour == "white":
        out.append(("build", -1))
    if colour == "yellow":
        out.append(("farm", -1))
    out.append(("settle", -1))
    return out


def touches(s: TroyesState, a: Action, colours: set[str]) -> bool:
    """Whether dice of ``colours`` may serve the action ``a`` (without a cube)."""
    if isinstance(a, Activate):
        card = s.data.activities[s.slots[a.slot].card]
        return card.mixed or card.colour in colours
    if isinstance(a, Fight):
        return bool(colours & set(s.data.event(s.queue[a.event].card).dice))
    if isinstance(a, Build):
        return "white" in colours
    if isinstance(a, Farm):
        return "yellow" in colours
    return True


def _free(s: TroyesState, index: int) -> int:
    q = s.queue[index]
    return s.data.event(q.card).banners - len(q.banners)


def answer(s: TroyesState, seat: int, a: Action) -> None:
    """Apply a sub-step's answer with the engine's own step (no legality check: the
    answer came from the decision's options)."""
    if isinstance(a, Citizen):
        play.citizen_chosen(s, seat, a.source, [])
    elif isinstance(a, Times):
        play.times_chosen(s, seat, a.n, [])
    elif isinstance(a, Target):
        play.target_chosen(s, seat, a.event, [])
    elif isinstance(a, Split):
        play.split_chosen(s, seat, a.palace, [])
    else:  # pragma: no cover
        raise ValueError(a.kind)


CITIZEN_ORDER = ("lying", "supply", "hire", "card", "place")


def settle_greedily(s: TroyesState, seat: int) -> None:
    """Finish the action in progress by simple choices: a citizen from where it costs
    least, every activation, cubes where they count most, the Innkeeper's bigger side."""
    for _ in range(40):
        step = s.step
        if step is None or s.turn != seat or step.stage == "group":
            return
        if step.stage == "citizen":
            play.citizen_chosen(s, seat, cheapest_source(s, seat, step), [])
        elif step.stage == "times":
            play.times_chosen(s, seat, step.times, [])
        elif step.stage == "target":
            play.target_chosen(s, seat, best_target(s, seat), [])
        elif step.stage == "split":
            palace = step.times if s.standing(seat, "palace") >= s.standing(seat, "bishopric") else 0
            play.split_chosen(s, seat, palace, [])
        else:
            return


def cheapest_source(s: TroyesState, seat: int, step: Step) -> str:
    """Where the citizen costs least (a lying one or the supply first), asking the rules
    about one source at a time."""
    if step.use != "settle":
        sources = play.step_sources(s, seat)
    else:
        sources = dm.citizen_sources(s, seat)
    building, row = str(step.extra.get("building", "")), int(step.extra.get("row", -1))
    for src in sorted(sources, key=lambda x: (CITIZEN_ORDER.index(x.split(":")[0]), x)):
        if step.use != "settle" or dm.settle_problem(s, seat, building, row, src) is None:
            return src
    raise ValueError("no source")  # words: not shown


def best_target(s: TroyesState, seat: int) -> int:
    """The event card a cube of ours counts most on (§4.10): a majority it wins or keeps,
    the card nearest to being countered."""
    best: tuple[float, int] | None = None
    for i, q in enumerate(s.queue):
        card = s.data.event(q.card)
        free = card.banners - len(q.banners)
        if free <= 0:
            continue
        mine = sum(1 for o, _ in q.banners if o == seat)
        others: dict[int, int] = {}
        for o, _ in q.banners:
            if o != seat:
                others[o] = others.get(o, 0) + 1
        top = max(others.values(), default=0)
        vp1, vp2 = card.vp
        score = 0.0
        if mine + 1 > top:
            score += vp1 if mine <= top else 0.3 * vp1
        elif mine + 1 == top:
            score += vp2
        score += 1.0 / free
        if mine == 0 and not card.permanent:
            score += 0.8
        key = (score, -i)
        if best is None or key > best:
            best = key
    return -best[1] if best is not None else 0
