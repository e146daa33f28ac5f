"""Troyes' decisions and how each answer is applied (inventory §9.2).

``pending`` builds the one decision the game waits for, with every legal option;
``apply`` checks the action against it (refusing with the reason otherwise), applies it
and runs the automatic steps of ``engine`` up to the next decision.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator

from game.core.engine import Action, Decision, Event, field_problem
from game.core.errors import IllegalAction
from game.core.i18n import N_, Message, m
from game.games.troyes.rules import board
from game.games.troyes.rules import dice as dm
from game.games.troyes.rules import engine as en
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
    TroyesAction,
)
from game.games.troyes.rules.data import BUILDINGS, COLOURS, ActivityCard
from game.games.troyes.rules.dice import Valued, evaluate
from game.games.troyes.rules.events import (
    Activated,
    CathedralCube,
    Countered,
    DelayedCubes,
    Flipped,
    GroupTaken,
    Hired,
    MercenaryRolled,
    Passed,
    Placed,
    Rerolled,
    Tell,
    TradesmanHired,
)
from game.games.troyes.rules.state import NEUTRAL, Step, TroyesState

Events = list[Event]

#: the action that starts each use, by the use's name
USE_OF: dict[type[Action], str] = {Activate: "activate", Build: "build", Fight: "fight", Settle: "settle", Farm: "farm"}


# =========================================================================== influence (§4.2)
def spends(s: TroyesState, seat: int) -> list[TroyesAction]:
    """The Influence a seat may spend now: reroll a die, flip 1-3 dice, hire a citizen
    (dice alike counted once)."""
    nums = s.data.numbers
    p = s.players[seat]
    out: list[TroyesAction] = []
    mine: dict[tuple[str, int], list[int]] = {}
    for d in board.own_dice(s, seat):
        mine.setdefault((d.colour, d.value), []).append(d.id)
    keys = sorted(mine)
    if p.influence >= nums.reroll_cost:
        out += [Reroll(mine[k][0]) for k in keys]
    if p.influence >= nums.flip_cost:
        flips: set[tuple[int, ...]] = set()
        for ids in dm.groups(board.own_dice(s, seat), seat, nums.flip_max, mixed=True):
            flips.add(ids)
        out += [Flip(ids) for ids in sorted(flips)]
    if dm.can_hire(s, seat):
        out.append(Hire())
    return out


# =========================================================================== uses and groups
def max_times(s: TroyesState, card: ActivityCard, n: int, deniers: int, influence: int) -> int:
    """Activations a seat can pay for (A-31, A-33): at most ``n``."""
    params = card.params
    if card.effect == "exchange":
        pay = dict(params.get("pay") or {})
        if pay.get("deniers"):
            n = min(n, deniers // int(pay["deniers"]))
        if pay.get("influence"):
            n = min(n, influence // int(pay["influence"]))
    elif card.effect == "hunting":
        n = min(n, influence // int(params.get("pay_influence", 1)))
    return max(n, 0)


def use_problem(s: TroyesState, seat: int, v: Valued, use: str, target: int) -> Message | None:
    """Why the valued group ``v`` cannot serve ``use`` (on ``target``), or None."""
    p = s.players[seat]
    if v.cost > p.deniers:
        return m("troyes.refusal.dice_price", n=v.cost)
    if use == "activate":
        if not 0 <= target < len(s.slots) or not s.slots[target].face_up:
            return m("troyes.refusal.card_hidden")
        card = s.data.activities[s.slots[target].card]
        if v.colour is None and not card.mixed:
            return m("troyes.refusal.one_colour")
        if v.colour is not None and v.colour != card.colour and not card.mixed:
            return m("troyes.refusal.card_colour", card=card.name)
        n = v.total // card.divisor
        if n < 1:
            return m("troyes.refusal.too_weak", card=card.name, n=card.divisor)
        cost = v.cost
        influence = p.influence
        if not dm.has_tradesman(s, seat, target):
            cost += card.hire_cost
            if cost > p.deniers:
                return m("troyes.refusal.hire_price", card=card.name, n=cost)
            sources = dm.citizen_sources(s, seat)
            if not sources:
                return m("troyes.refusal.no_citizen")
            if sources == ["hire"]:
                influence -= s.data.numbers.hire_citizen_cost
        if max_times(s, card, n, p.deniers - cost, influence) < 1:
            return m("troyes.refusal.cannot_pay_effect", card=card.name)
        return None
    if use == "build":
        if "cathedral" in v.forbid:
            return m("troyes.refusal.cube_forbids", card=v.card.name if v.card else "")
        if v.colour != "white":
            return m("troyes.refusal.build_white")
        levels = len(s.cathedral)
        for value, count in Counter(val for _, val in v.counts).items():
            if not 1 <= value <= len(s.cathedral[0]):
                return m("troyes.refusal.no_site", value=value)
            free = sum(1 for lv in range(levels) if s.cathedral[lv][value - 1] is None)
            if count > free:
                return m("troyes.refusal.column_full", value=value)
        return None
    if use == "fight":
        if not 0 <= target < len(s.queue):
            return m("troyes.refusal.no_such_event")
        event = s.data.event(s.queue[target].card)
        if v.colour is None or v.colour not in event.dice:
            return m("troyes.refusal.event_colour", card=event.name)
        if v.total // event.divisor < 1:
            return m("troyes.refusal.too_weak", card=event.name, n=event.divisor)
        return None
    if use == "settle":
        if len(v.dice) != 1 or len(v.counts) != 1:
            return m("troyes.refusal.settle_one_die")
        colour, value = v.counts[0]
        where = dm.settle_place(s, colour, value)
        if isinstance(where, Message):
            return where
        building, row = where
        if building in v.forbid:
            return m("troyes.refusal.cube_forbids", card=v.card.name if v.card else "")
        if not any(dm.settle_problem(s, seat, building, row, src) is None for src in dm.citizen_sources(s, seat)):
            blocked = dm.settle_problem(s, seat, building, row, "supply")
            return blocked or m("troyes.refusal.no_citizen")
        return None
    if use == "farm":
        if v.colour != "yellow":
            return m("troyes.refusal.farm_yellow")
        return None
    return m("troyes.refusal.no_such_use", use=use)


def settle_sources(s: TroyesState, seat: int, building: str, row: int) -> list[str]:
    return [src for src in dm.citizen_sources(s, seat) if dm.settle_problem(s, seat, building, row, src) is None]


def cube_slots(s: TroyesState, seat: int) -> list[int]:
    """The delayed cards on which ``seat`` has a cube to spend (§4.8)."""
    out = []
    for i, slot in enumerate(s.slots):
        if slot.face_up and slot.cubes[seat] > 0 and s.data.activities[slot.card].delayed:
            out.append(i)
    return out


def candidates(s: TroyesState, seat: int, use: str, target: int) -> Iterator[tuple[tuple[int, ...], int]]:
    """The groups worth checking for ``use``: (dice, cube) pairs, the most useful first."""
    data = s.data
    nums = data.numbers
    colours: set[str] = set()
    mixed = False
    if use == "activate":
        activity = data.activities[s.slots[target].card]
        mixed = activity.mixed
        colours = {"red", "white", "yellow"} if mixed else {activity.colour}  # E4: any colours
    elif use == "fight":
        colours = set(data.event(s.queue[target].card).dice)
    elif use == "build":
        colours = {"white"}
    elif use == "farm":
        colours = {"yellow"}
    else:
        colours = {"red", "white", "yellow"}
    most = 1 if use == "settle" else nums.group_max
    for cube in [-1, *cube_slots(s, seat)]:
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
        pool = [d for d in s.dice if d.colour in pool_colours]
        for ids in dm.groups(pool, seat, size, mixed=allow_mixed):
            yield ids, cube


def group_problem(s: TroyesState, seat: int, use: str, target: int, ids: tuple[int, ...], cube: int) -> Message | None:
    v = evaluate(s, seat, ids, cube)
    if isinstance(v, Message):
        return v
    return use_problem(s, seat, v, use, target)


def legal_groups(s: TroyesState, seat: int, use: str, target: int, first: bool = False) -> list[Group]:
    out: list[Group] = []
    for ids, cube in candidates(s, seat, use, target):
        if group_problem(s, seat, use, target, ids, cube) is None:
            out.append(Group(ids, cube))
            if first:
                break
    return out


def best_total(s: TroyesState, colours: Iterable[str]) -> int:
    """The most 3 dice of ``colours`` on the square add up to, with no cube."""
    values = sorted((d.value for d in s.dice if d.colour in colours), reverse=True)
    return sum(values[: s.data.numbers.group_max])


def uses(s: TroyesState, seat: int) -> list[TroyesAction]:
    """The actions ``seat`` may start now: each has at least one legal group. Without a
    cube to spend, a card or an event the best three dice cannot reach is passed over
    at once."""
    out: list[TroyesAction] = []
    cubes = bool(cube_slots(s, seat))
    for i, slot in enumerate(s.slots):
        if not slot.face_up:
            continue
        card = s.data.activities[slot.card]
        reach = best_total(s, COLOURS if card.mixed else (card.colour,))
        if (cubes or reach >= card.divisor) and legal_groups(s, seat, "activate", i, first=True):
            out.append(Activate(i))
    if legal_groups(s, seat, "build", -1, first=True):
        out.append(Build())
    for i, q in enumerate(s.queue):
        event = s.data.event(q.card)
        if (cubes or best_total(s, event.dice) >= event.divisor) and legal_groups(s, seat, "fight", i, first=True):
            out.append(Fight(i))
    if legal_groups(s, seat, "settle", -1, first=True):
        out.append(Settle())
    if legal_groups(s, seat, "farm", -1, first=True):
        out.append(Farm())
    return out


# =========================================================================== pending
def pending(s: TroyesState) -> Decision | None:
    """The decision the game waits for (kept in ``s.cache`` until the state changes)."""
    if "pending" not in s.cache:
        s.cache["pending"] = _pending(s)
    decision: Decision | None = s.cache["pending"]
    return decision


def _pending(s: TroyesState) -> Decision | None:
    if s.result is not None or s.phase == "over":
        return None
    if s.phase == "placement":
        seat = s.turn
        options: list[TroyesAction] = [
            PlaceStart(b, r, p)
            for b in BUILDINGS
            for r, row in enumerate(s.buildings[b])
            for p, owner in enumerate(row)
            if owner is None
        ]
        return Decision(
            seat, "place_start", m("troyes.prompt.place_start", left=s.players[seat].supply), tuple(options)
        )
    if s.phase == "counter":
        seat = s.pointer
        ways: list[TroyesAction] = list(en.counters(s, seat))
        if not ways:
            ways = [Fail()]
        prompt = m("troyes.prompt.counter", value=s.black[0], n=len(s.black))
        return Decision(seat, "counter", prompt, tuple(spends(s, seat) + ways))
    seat = s.turn
    step = s.step
    if step is None:
        # Influence is spent before an action: once spent, the turn ends with an action,
        # or with a pass only when no action is left (§3 Phase 4, A-37, A-43)
        actions = uses(s, seat)
        passing = (Pass(),) if not s.spent or not actions else ()
        return Decision(seat, "turn", m("troyes.prompt.turn"), (*spends(s, seat), *actions, *passing))
    if step.stage == "group":
        groups = legal_groups(s, seat, step.use, step.target)
        return Decision(seat, "group", use_prompt(s, step), tuple(groups))
    if step.stage == "citizen":
        return Decision(
            seat, "citizen", m("troyes.prompt.citizen"), tuple(Citizen(src) for src in step_sources(s, seat))
        )
    if step.stage == "times":
        return Decision(
            seat, "times", m("troyes.prompt.times", n=step.times), tuple(Times(k) for k in range(1, step.times + 1))
        )
    if step.stage == "target":
        cubes = 1 if step.extra.get("effect") == "mercenary" else step.left
        targets = tuple(Target(i) for i in range(len(s.queue)) if board.free_banners(s, i) > 0)
        return Decision(seat, "target", m("troyes.prompt.target", n=cubes), targets)
    if step.stage == "split":
        splits = tuple(Split(j) for j in range(step.times + 1))
        return Decision(seat, "split", m("troyes.prompt.split", n=step.times), splits)
    raise AssertionError(step.stage)  # pragma: no cover


def use_prompt(s: TroyesState, step: Step) -> Message:
    if step.use == "activate":
        return m("troyes.prompt.group_activate", card=s.data.activities[s.slots[step.target].card].name)
    if step.use == "fight":
        return m("troyes.prompt.group_fight", card=s.data.event(s.queue[step.target].card).name)
    said = {
        "build": N_("troyes.prompt.group_build"),
        "settle": N_("troyes.prompt.group_settle"),
        "farm": N_("troyes.prompt.group_farm"),
    }[step.use]
    return m(said)


def step_sources(s: TroyesState, seat: int) -> list[str]:
    """Where the citizen of the action in progress may come from."""
    step = s.step
    assert step is not None
    if step.use == "settle":
        return settle_sources(s, seat, str(step.extra["building"]), int(step.extra["row"]))
    card = s.data.activities[s.slots[step.target].card]
    out = []
    for src in dm.citizen_sources(s, seat, exclude=f"card:{step.target}"):
        if src == "hire":
            n = step.total // card.divisor
            left = s.players[seat].influence - s.data.numbers.hire_citizen_cost
            if max_times(s, card, n, s.players[seat].deniers, left) < 1:
                continue
        out.append(src)
    return out


# =========================================================================== apply
def apply(s: TroyesState, action: Action) -> Events:
    if s.viewer is not None:
        raise IllegalAction(m("troyes.refusal.view"))
    d = pending(s)
    if d is None:
        raise IllegalAction(m("troyes.refusal.over"))
    if action not in d.options:
        raise IllegalAction(field_problem(action) or refusal(s, d, action))
    s.cache.clear()
    events: Events = []
    seat = d.seat
    if isinstance(action, PlaceStart):
        s.buildings[action.building][action.row][action.place] = seat
        s.players[seat].supply -= 1
        events.append(Placed(seat, action.building, action.row, action.place))
        s.order.pop(0)
        if s.order:
            s.turn = s.order[0]
        else:
            en.finish_placement(s, events)
        return events
    if isinstance(action, (Reroll, Flip, Hire)):
        spend(s, seat, action, events)
        s.spent = s.phase == "actions"
        return events
    if isinstance(action, CounterDice):
        used = [s.die(i) for i in action.dice]
        s.dice = [x for x in s.dice if x.id not in action.dice]
        for value in action.black:
            s.black.remove(value)
        events.append(Countered(seat, tuple((x.colour, x.value) for x in used if x), action.black))
        board.change(s, seat, events, influence=len(action.black) * s.data.numbers.influence_per_black_die)
        s.pointer = en.next_actor(s, seat)
        en.advance_counter(s, events)
        return events
    if isinstance(action, Fail):
        en.fail_black(s, seat, events)
        en.advance_counter(s, events)
        return events
    if isinstance(action, Pass):
        p = s.players[seat]
        p.passed = True
        p.district_deniers += s.data.numbers.pass_deniers
        events.append(Passed(seat, s.data.numbers.pass_deniers))
        en.end_action(s, events)
        return events
    use = USE_OF.get(type(action))
    if use is not None:
        target = action.slot if isinstance(action, Activate) else action.event if isinstance(action, Fight) else -1
        s.step = Step(use, target)
        return events
    assert s.step is not None
    if isinstance(action, Group):
        take_group(s, seat, action, events)
    elif isinstance(action, Citizen):
        citizen_chosen(s, seat, action.source, events)
    elif isinstance(action, Times):
        times_chosen(s, seat, action.n, events)
    elif isinstance(action, Target):
        target_chosen(s, seat, action.event, events)
    elif isinstance(action, Split):
        split_chosen(s, seat, action.palace, events)
    return events


def _sign(s: TroyesState, ids: tuple[int, ...]) -> tuple[tuple[int, str, int], ...] | None:
    """Dice as what tells them apart for the rules: district, colour and face."""
    out = []
    for i in ids:
        die = s.die(i) if isinstance(i, int) else None
        if die is None:
            return None
        out.append((die.district, die.colour, die.value))
    return tuple(sorted(out))


def alike(s: TroyesState, d: Decision, action: Action) -> Action:
    """The option ``action`` stands for when it names other dice alike to the option's
    (same district, colour and face: the options list such dice once), else ``action``.
    For the client, which lets a player pick any of the dice alike; ``apply`` itself
    takes only the options as listed."""
    if not isinstance(action, (Group, Reroll, Flip, CounterDice)):
        return action
    try:
        ids = action.dice if isinstance(action, (Group, Flip, CounterDice)) else (action.die,)
        sign = _sign(s, tuple(ids))
    except TypeError:
        return action
    if sign is None:
        return action
    for option in d.options:
        if type(option) is not type(action):
            continue
        if isinstance(option, Group) and isinstance(action, Group) and option.cube != action.cube:
            continue
        if isinstance(option, CounterDice) and isinstance(action, CounterDice) and option.black != action.black:
            continue
        theirs = option.dice if isinstance(option, (Group, Flip, CounterDice)) else (option.die,)
        if _sign(s, tuple(theirs)) == sign:
            return option
    return action


#: the kinds of answer each decision takes
ANSWERS: dict[str, tuple[type[TroyesAction], ...]] = {
    "place_start": (PlaceStart,),
    "counter": (Reroll, Flip, Hire, CounterDice, Fail),
    "turn": (Reroll, Flip, Hire, Activate, Build, Fight, Settle, Farm, Pass),
    "group": (Group,),
    "citizen": (Citizen,),
    "times": (Times,),
    "target": (Target,),
    "split": (Split,),
}


def refusal(s: TroyesState, d: Decision, action: Action) -> Message:
    """Why ``action`` does not answer ``d``: another question is asked (which, of whom),
    or what is wrong with the action's fields (a die that is not there or not yours, a
    count out of range, a card face down ...), or the rule the action breaks."""
    if not isinstance(action, TroyesAction):
        return m("troyes.refusal.foreign")
    seat = d.seat
    if not isinstance(action, ANSWERS.get(d.kind, ())):
        return m("troyes.refusal.asked", name=tell_names(s).seat(seat), asked=d.prompt)
    problem = answer_problem(s, seat, action)
    if problem is not None:
        return problem
    listed = alike(s, d, action)
    if listed != action:  # dice alike to the listed ones: the options name each kind once
        return m("troyes.refusal.alike", dice=tell_names(s).dice(_faces(s, listed)))
    return m("troyes.refusal.not_offered", asked=d.prompt)  # pragma: no cover - every answer has its reason above


def tell_names(s: TroyesState) -> Tell:
    return Tell([c.name for c in s.config.seats], s.data, s.solo)


def _faces(s: TroyesState, action: Action) -> list[tuple[str, int]]:
    """The dice an action names, as [colour, value] each."""
    ids: tuple[int, ...] = ()
    if isinstance(action, (Group, Flip, CounterDice)):
        ids = action.dice
    elif isinstance(action, Reroll):
        ids = (action.die,)
    return [(d.colour, d.value) for i in ids if (d := s.die(i)) is not None]


def answer_problem(s: TroyesState, seat: int, action: TroyesAction) -> Message | None:
    """What is wrong with ``action`` as an answer of its kind from ``seat`` now (None:
    nothing a rule forbids)."""
    nums = s.data.numbers
    p = s.players[seat]
    if isinstance(action, PlaceStart):
        return place_problem(s, action)
    if isinstance(action, Reroll):
        return own_dice_problem(s, seat, (action.die,), 1) or _influence(p.influence, nums.reroll_cost)
    if isinstance(action, Flip):
        if len(action.dice) > nums.flip_max:
            return m("troyes.refusal.flip_max", n=nums.flip_max)
        return own_dice_problem(s, seat, action.dice, nums.flip_max) or _influence(p.influence, nums.flip_cost)
    if isinstance(action, Hire):
        return hire_problem(s, seat)
    if isinstance(action, CounterDice):
        return counter_problem(s, seat, action)
    if isinstance(action, Fail):
        return m("troyes.refusal.must_counter")
    if isinstance(action, Pass):
        return m("troyes.refusal.pass_after_influence")
    if isinstance(action, Activate):
        if not 0 <= action.slot < len(s.slots):
            return m("troyes.refusal.no_such_slot", slot=action.slot + 1)
        if not s.slots[action.slot].face_up:
            return m("troyes.refusal.card_hidden")
        return no_group(s, seat, "activate", action.slot)
    if isinstance(action, Fight):
        if not 0 <= action.event < len(s.queue):
            return m("troyes.refusal.no_such_event")
        return no_group(s, seat, "fight", action.event)
    if isinstance(action, (Build, Settle, Farm)):
        return no_group(s, seat, USE_OF[type(action)], -1)
    step = s.step
    assert step is not None  # the decisions that take the answers below come with a step
    if isinstance(action, Group):
        return group_problem(s, seat, step.use, step.target, action.dice, action.cube)
    if isinstance(action, Citizen):
        return citizen_problem(s, seat, step, action.source)
    if isinstance(action, Times):
        return m("troyes.refusal.times_range", n=action.n, most=step.times) if not 1 <= action.n <= step.times else None
    if isinstance(action, Target):
        if not 0 <= action.event < len(s.queue):
            return m("troyes.refusal.no_such_event")
        if board.free_banners(s, action.event) <= 0:
            return m("troyes.refusal.event_full", card=s.data.event(s.queue[action.event].card).name)
        return None
    if isinstance(action, Split):
        if not 0 <= action.palace <= step.times:
            return m("troyes.refusal.split_range", n=action.palace, most=step.times)
        return None
    return None  # pragma: no cover - ANSWERS names no other kind


def _influence(have: int, cost: int) -> Message | None:
    return m("troyes.refusal.influence", n=cost) if have < cost else None


def place_problem(s: TroyesState, action: PlaceStart) -> Message | None:
    """§2.2: a starting citizen goes on an empty place of a principal building."""
    rows = s.buildings.get(action.building)
    if rows is None:
        return m("troyes.refusal.no_building", building=action.building)
    name = s.data.buildings[action.building].name
    if not 0 <= action.row < len(rows):
        return m("troyes.refusal.no_such_row", building=name, row=action.row + 1, n=len(rows))
    places = rows[action.row]
    if not 0 <= action.place < len(places):
        return m("troyes.refusal.no_such_place", building=name, row=action.row + 1, n=len(places))
    if places[action.place] is not None:
        return m("troyes.refusal.place_taken", building=name, row=action.row + 1)
    return None


def own_dice_problem(
    s: TroyesState, seat: int, ids: tuple[int, ...], most: int, counter: bool = False
) -> Message | None:
    """Dice of the seat's district: at least one, at most ``most``, each once (§4.2; §3
    Phase 3 with ``counter``)."""
    if not ids:
        return m("troyes.refusal.no_dice")
    if len(ids) > most:
        return m("troyes.refusal.too_many_dice", n=most)
    if len(set(ids)) != len(ids):
        return m("troyes.refusal.same_die_twice")
    for i in ids:
        d = s.die(i)
        if d is None:
            return m("troyes.refusal.no_such_die", die=i)
        if d.district != seat:
            return m("troyes.refusal.counter_own_dice") if counter else m("troyes.refusal.not_your_die")
    return None


def hire_problem(s: TroyesState, seat: int) -> Message | None:
    """§4.2, A-54: a citizen is hired for Influence, never past 12 in play."""
    nums = s.data.numbers
    if s.players[seat].influence < nums.hire_citizen_cost:
        return m("troyes.refusal.influence", n=nums.hire_citizen_cost)
    if dm.general_supply(s, seat) <= 0:
        return m("troyes.refusal.all_citizens", n=nums.citizens_per_player)
    return None


def counter_problem(s: TroyesState, seat: int, action: CounterDice) -> Message | None:
    """§3 Phase 3, A-28: dice of one's district countering the highest black die, and
    perhaps others, their total (red counting double) reaching the black dice's."""
    wrong = own_dice_problem(s, seat, action.dice, len(action.dice) or 1, counter=True)
    if wrong is not None:
        return wrong
    top = s.black[0] if s.black else 0
    if not action.black or action.black[0] != top:
        return m("troyes.refusal.counter_highest", value=top)
    left = Counter(s.black[1:])
    for value in action.black[1:]:
        if left[value] <= 0:
            return m("troyes.refusal.no_such_black", value=value)
        left[value] -= 1
    strength = sum(en.strength(s, d) for i in action.dice if (d := s.die(i)) is not None)
    if strength < sum(action.black):
        if len(action.black) == 1:
            return m("troyes.refusal.counter_short", value=top)
        return m("troyes.refusal.counter_short_total", value=sum(action.black), n=len(action.black))
    return None


def no_group(s: TroyesState, seat: int, use: str, target: int) -> Message:
    """Why no group of dice serves ``use`` (on ``target``): the problem of the most
    promising group, or that no die on the square can serve it."""
    for ids, cube in candidates(s, seat, use, target):
        problem = group_problem(s, seat, use, target, ids, cube)
        if problem is not None:
            return m("troyes.refusal.no_group", reason=problem)
    return m("troyes.refusal.no_dice_for_use")


def citizen_problem(s: TroyesState, seat: int, step: Step, source: str) -> Message | None:
    """Where a citizen may come from (§4.3 step 2, §4.6, A-27): the personal supply,
    Influence when the supply is empty, or a citizen of the seat's on the board; then
    what the action asks of it."""
    p = s.players[seat]
    if source == "supply":
        if p.supply <= 0:
            return m("troyes.refusal.supply_empty")
    elif source == "hire":
        if p.supply > 0:
            return m("troyes.refusal.hire_with_supply")
        problem = hire_problem(s, seat)
        if problem is not None:
            return problem
    elif source not in dm.board_citizens(s, seat):
        return not_yours(s, source)
    if step.use == "settle":  # it must not expel a protected citizen (§4.6)
        return dm.settle_problem(s, seat, str(step.extra["building"]), int(step.extra["row"]), source)
    if source == f"card:{step.target}":
        return m("troyes.refusal.same_card", card=s.data.activities[s.slots[step.target].card].name)
    if source == "hire" and "hire" not in step_sources(s, seat):
        return _unpaid(s, step)  # the Influence spent, no activation is left to pay
    return None


def _unpaid(s: TroyesState, step: Step) -> Message:
    return m("troyes.refusal.cannot_pay_effect", card=s.data.activities[s.slots[step.target].card].name)


def not_yours(s: TroyesState, source: str) -> Message:
    """A source naming no citizen of the seat: which place it names, in words."""
    parts = source.split(":")
    building = s.data.buildings.get(parts[1]) if len(parts) > 1 else None
    if parts[0] == "place" and building is not None and len(parts) == 4 and parts[2].isdigit():
        return m("troyes.refusal.no_citizen_in_row", building=building.name, row=int(parts[2]) + 1)
    if parts[0] == "lying" and building is not None and len(parts) == 2:
        return m("troyes.refusal.no_citizen_lying", building=building.name)
    if parts[0] == "card" and len(parts) == 2 and parts[1].isdigit() and int(parts[1]) < len(s.slots):
        slot = s.slots[int(parts[1])]
        if slot.face_up:
            return m("troyes.refusal.no_tradesman", card=s.data.activities[slot.card].name)
    return m("troyes.refusal.no_such_source", source=source)


def spend(s: TroyesState, seat: int, action: Action, events: Events) -> None:
    nums = s.data.numbers
    p = s.players[seat]
    if isinstance(action, Reroll):
        die = s.die(action.die)
        assert die is not None
        p.influence -= nums.reroll_cost
        old = die.value
        die.value = s.rng.d6()
        events.append(Rerolled(seat, die.id, die.colour, old, die.value))
    elif isinstance(action, Flip):
        p.influence -= nums.flip_cost
        turned = []
        for i in action.dice:
            die = s.die(i)
            assert die is not None
            turned.append((die.id, die.colour, die.value, 7 - die.value))
            die.value = 7 - die.value
        events.append(Flipped(seat, tuple(turned)))
    else:
        p.influence -= nums.hire_citizen_cost
        p.supply += 1
        events.append(Hired(seat))


def take_group(s: TroyesState, seat: int, action: Group, events: Events) -> None:
    step = s.step
    assert step is not None
    v = evaluate(s, seat, action.dice, action.cube)
    assert not isinstance(v, Message)
    p = s.players[seat]
    paid = []
    for owner, price in sorted(v.prices.items()):
        p.deniers -= price
        if owner >= 0:
            s.players[owner].deniers += price
        paid.append((owner, price))
    s.dice = [x for x in s.dice if x.id not in action.dice]
    cube_card = ""
    if action.cube >= 0:
        s.slots[action.cube].cubes[seat] -= 1
        cube_card = s.slots[action.cube].card
    events.append(
        GroupTaken(seat, step.use, tuple((x.colour, x.value, x.district) for x in v.dice), tuple(paid), cube_card)
    )
    step.dice = [[c, val] for c, val in v.counts]
    step.total = v.total
    step.cube = action.cube
    if step.use == "activate":
        slot = s.slots[step.target]
        card = s.data.activities[slot.card]
        if dm.has_tradesman(s, seat, step.target):
            after_tradesman(s, seat, events)
            return
        p.deniers -= card.hire_cost
        step.extra["hire"] = card.hire_cost
        sources = step_sources(s, seat)
        if len(sources) == 1:
            citizen_chosen(s, seat, sources[0], events)
        else:
            step.stage = "citizen"
        return
    if step.use == "build":
        build(s, seat, events)
        en.end_action(s, events)
        return
    if step.use == "fight":
        event = s.data.event(s.queue[step.target].card)
        most = min(step.total // event.divisor, board.free_banners(s, step.target))
        if most > 1:
            step.times = most
            step.stage = "times"
        else:
            times_chosen(s, seat, 1, events)
        return
    if step.use == "settle":
        colour, value = v.counts[0]
        where = dm.settle_place(s, colour, value)
        assert not isinstance(where, Message)
        step.extra["building"], step.extra["row"] = where
        sources = step_sources(s, seat)
        if len(sources) == 1:
            citizen_chosen(s, seat, sources[0], events)
        else:
            step.stage = "citizen"
        return
    # farm (§4.7)
    board.change(s, seat, events, deniers=step.total // s.data.numbers.agriculture_divisor)
    en.end_action(s, events)


def build(s: TroyesState, seat: int, events: Events) -> None:
    """One cube per die on the lowest empty level of its column (§4.4): +1 VP and the
    site's Influence each."""
    step = s.step
    assert step is not None
    for _, value in step.dice:
        col = int(value) - 1
        level = next(lv for lv in range(len(s.cathedral)) if s.cathedral[lv][col] is None)
        s.cathedral[level][col] = seat
        events.append(CathedralCube(seat, level, col, True))
        board.change(s, seat, events, vp=s.data.numbers.cathedral_vp, influence=s.data.cathedral[level][col])


def take_citizen(s: TroyesState, seat: int, source: str, events: Events) -> None:
    p = s.players[seat]
    if source == "supply":
        p.supply -= 1
    elif source == "hire":
        p.influence -= s.data.numbers.hire_citizen_cost
        events.append(Hired(seat))
    else:
        dm.take_citizen(s, seat, source)


def citizen_chosen(s: TroyesState, seat: int, source: str, events: Events) -> None:
    step = s.step
    assert step is not None
    take_citizen(s, seat, source, events)
    if step.use == "settle":
        board.enter(s, seat, str(step.extra["building"]), int(step.extra["row"]), events)
        en.end_action(s, events)
        return
    slot = s.slots[step.target]
    if None in slot.spaces:  # the first free space
        space = slot.spaces.index(None)
        slot.spaces[space] = seat
    else:
        space = -1
        slot.extra.append(seat)
    events.append(TradesmanHired(seat, slot.card, int(step.extra.get("hire", 0)), space))
    after_tradesman(s, seat, events)


def after_tradesman(s: TroyesState, seat: int, events: Events) -> None:
    step = s.step
    assert step is not None
    card = s.data.activities[s.slots[step.target].card]
    p = s.players[seat]
    most = max_times(s, card, step.total // card.divisor, p.deniers, p.influence)
    if most > 1 and s.data.choices.activations_optional:
        step.times = most
        step.stage = "times"
        return
    times_chosen(s, seat, most, events)


def times_chosen(s: TroyesState, seat: int, k: int, events: Events) -> None:
    step = s.step
    assert step is not None
    if step.use == "fight":
        q = s.queue[step.target]
        for _ in range(k):
            board.put_cube(s, seat, board.where(s, q), events)
        en.end_action(s, events)
        return
    activate(s, seat, k, events)


# =========================================================================== activity effects (§1.4.3)
def activate(s: TroyesState, seat: int, k: int, events: Events) -> None:
    step = s.step
    assert step is not None
    slot = s.slots[step.target]
    card = s.data.activities[slot.card]
    events.append(Activated(seat, card.id, k))
    if card.delayed:
        slot.cubes[seat] += k
        events.append(DelayedCubes(seat, card.id, k))
        en.end_action(s, events)
        return
    params = card.params
    kind = card.effect
    own = board.own_dice(s, seat)
    if kind == "exchange":
        pay = dict(params.get("pay") or {})
        gain = dict(params.get("gain") or {})
        board.change(
            s,
            seat,
            events,
            deniers=k * (int(gain.get("deniers", 0)) - int(pay.get("deniers", 0))),
            vp=k * (int(gain.get("vp", 0)) - int(pay.get("vp", 0))),
            influence=k * (int(gain.get("influence", 0)) - int(pay.get("influence", 0))),
            cause=card.id,
        )
    elif kind == "mercenary":
        step.left = k
        step.extra["effect"] = "mercenary"
        mercenary_next(s, seat, events)
        return
    elif kind in ("chivalry", "hunting"):
        if kind == "hunting":
            board.change(s, seat, events, influence=-k * int(params.get("pay_influence", 1)), cause=card.id)
            cubes = k
        else:
            cubes = k * sum(1 for d in own if d.colour == params.get("colour", "red"))
        step.left = cubes
        step.extra["effect"] = kind
        if cubes:
            step.stage = "target"
            return
    elif kind == "captain":
        held = sum(1 for q in s.queue if any(o == seat for o, _ in q.banners))
        board.change(s, seat, events, vp=k * int(params["vp"]) * held, cause=card.id)
    elif kind == "joust":  # E7: the highest total of red dice among the players
        colour = str(params.get("colour", "red"))
        totals = {i: sum(d.value for d in board.own_dice(s, i) if d.colour == colour) for i in range(s.seats)}
        best = max(totals.values())
        if totals[seat] == best and best > 0:
            for i in range(s.seats):
                if totals[i] == best:
                    board.change(s, i, events, vp=k * int(params["vp"]), cause=card.id)
    elif kind == "procession":  # E2: the most dice in a district, players only
        counts = {i: len(board.own_dice(s, i)) for i in range(s.seats)}
        best = max(counts.values())
        if best > 0:
            for i in range(s.seats):
                if counts[i] == best:
                    board.change(s, i, events, vp=k * int(params["vp"]), cause=card.id)
    elif kind == "glassblower":
        cubes = sum(1 for level in s.cathedral for o in level if o == seat)
        board.change(s, seat, events, vp=k * int(params["vp"]) * (cubes // int(params.get("per", 2))), cause=card.id)
    elif kind == "innkeeper":
        a, b = (str(x) for x in params.get("buildings", ("palace", "bishopric")))
        if s.standing(seat, a) != s.standing(seat, b):
            step.times = k
            step.stage = "split"
            step.extra["effect"] = kind
            return
        board.change(s, seat, events, deniers=k * int(params["deniers"]) * s.standing(seat, a), cause=card.id)
    elif kind == "tax_collector":  # E27, A-15
        building = str(params.get("building", "city_hall"))
        each = int(params["deniers"])
        for _ in range(k):
            for other in range(s.seats):
                if other == seat:
                    continue
                owed = each * s.standing(other, building)
                taken = min(owed, s.players[other].deniers)
                if taken:
                    board.change(s, other, events, deniers=-taken, cause=card.id)
                    board.change(s, seat, events, deniers=taken, cause=card.id)
            neutral = s.standing(NEUTRAL, building)
            bank = (s.data.solo.tax_collector_deniers if s.solo else each) * neutral
            if bank:
                board.change(s, seat, events, deniers=bank, cause=card.id)
    elif kind == "baker":
        colour = str(params.get("colour", "yellow"))
        count = sum(1 for d in s.dice if d.colour == colour)
        board.change(s, seat, events, deniers=k * int(params["deniers"]) * count, cause=card.id)
    elif kind == "banquet":
        colour = str(params.get("colour", "red"))
        owners = [*range(s.seats)] + ([] if s.solo else [NEUTRAL])  # A.6
        most = max(sum(1 for d in s.dice if d.district == o and d.colour == colour) for o in owners)
        board.change(s, seat, events, vp=k * int(params["vp"]) * most, cause=card.id)
    en.end_action(s, events)


def mercenary_next(s: TroyesState, seat: int, events: Events) -> None:
    """E5: a die per activation, never modified; on 3 or more a cube goes on an event."""
    step = s.step
    assert step is not None
    card = s.data.activities[s.slots[step.target].card]
    least = int(card.params.get("min_roll", 3))
    while step.left > 0:
        step.left -= 1
        value = s.rng.d6()
        events.append(MercenaryRolled(seat, value, least))
        if value >= least:
            step.stage = "target"
            step.extra["pending"] = 1
            return
    en.end_action(s, events)


def target_chosen(s: TroyesState, seat: int, index: int, events: Events) -> None:
    step = s.step
    assert step is not None
    effect = step.extra.get("effect")
    gives = effect != "chivalry" or s.data.choices.chivalry_gives_influence
    board.put_cube(s, seat, index, events, influence=gives)
    if effect == "mercenary":
        mercenary_next(s, seat, events)
        return
    step.left -= 1
    if step.left <= 0:
        en.end_action(s, events)


def split_chosen(s: TroyesState, seat: int, palace: int, events: Events) -> None:
    step = s.step
    assert step is not None
    card = s.data.activities[s.slots[step.target].card]
    a, b = (str(x) for x in card.params.get("buildings", ("palace", "bishopric")))
    each = int(card.params["deniers"])
    gained = each * (palace * s.standing(seat, a) + (step.times - palace) * s.standing(seat, b))
    board.change(s, seat, events, deniers=gained, cause=card.id)
    en.end_action(s, events)
