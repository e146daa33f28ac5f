"""Troyes' rules engine: set-up, the round and its phases, the actions and the end
(inventory §2 to §5; rule numbers are the inventory's).

``pending`` says what the game waits for; ``apply`` checks an action against it, applies
it and runs every automatic step after it (income, rolls, events, the end of a round ...)
until the next decision. Le Roy, the solo opponent, plays inside those automatic steps
(``roy``).
"""

from __future__ import annotations

from itertools import combinations

from game.core.engine import Event
from game.core.errors import ConfigError
from game.core.i18n import m
from game.core.rng import Rng
from game.games.troyes.rules import dice as dicemod
from game.games.troyes.rules import roy
from game.games.troyes.rules.actions import (
    CounterDice,
)
from game.games.troyes.rules.board import (
    change,
    character_vp,
    enter,
    lose_vp,
    own_dice,
    put_cube,
    where,
)
from game.games.troyes.rules.data import BUILDINGS, COLOURS, EventCard, TroyesData
from game.games.troyes.rules.events import (
    BlackRolled,
    CathedralCube,
    Collected,
    Dealt,
    DistrictDenier,
    EventCubes,
    EventDrawn,
    GameEnded,
    Income,
    Placed,
    Revealed,
    Rolled,
    RoundBegan,
    RoundEnded,
    Scored,
)
from game.games.troyes.rules.state import (
    NEUTRAL,
    VP_MODES,
    Die,
    Player,
    Queued,
    Result,
    Roy,
    Score,
    Slot,
    TroyesConfig,
    TroyesState,
)

MIN_SEATS, MAX_SEATS = 1, 4
Events = list[Event]


# =========================================================================== set-up (§2)
def new_game(data: TroyesData, config: TroyesConfig, seed: int) -> tuple[TroyesState, Events]:
    n = len(config.seats)
    if not MIN_SEATS <= n <= MAX_SEATS:
        raise ConfigError(m("troyes.config.seats", low=MIN_SEATS, high=MAX_SEATS, n=n))
    if config.tie_break not in ("none", "deniers"):
        raise ConfigError(m("troyes.config.tie_break", value=repr(config.tie_break)))
    if config.victory_points not in VP_MODES:
        raise ConfigError(m("troyes.config.victory_points", value=repr(config.victory_points)))
    solo = n == 1
    setup = data.setups.get(2 if solo else n)
    if setup is None:
        raise ConfigError(m("troyes.config.no_setup", n=n))
    nums = data.numbers
    rng = Rng(seed)
    supply = data.solo.player_citizens if solo else setup.citizens
    players = [Player(nums.start_deniers, 0, nums.start_influence, supply) for _ in range(n)]
    state = TroyesState(data, config, rng, players)
    state.buildings = {b: [[None] * row.places for row in data.buildings[b].rows] for b in BUILDINGS}
    state.lying = {b: [] for b in BUILDINGS}
    state.cathedral = [[None] * len(level) for level in data.cathedral]
    events: Events = []
    # characters (§2.1 step 3; solo: an open stack, A.3)
    chars = list(data.characters)
    rng.shuffle(chars)
    if solo:
        state.roy = Roy(chars, 0, data.solo.roy_citizens)
    else:
        for seat, p in enumerate(players):
            p.characters = sorted(chars[seat * setup.characters_each : (seat + 1) * setup.characters_each])
            events.append(Dealt(seat, tuple(p.characters)))
    # activity cards: one of each colour and level, face down (§2.1 step 4)
    for colour in COLOURS:
        for level in (1, 2, 3):
            pool = sorted(
                c.id
                for c in data.activities.values()
                if c.colour == colour and c.level == level and (config.bonus_cards or not c.bonus)
            )
            if not pool:
                raise ConfigError(m("troyes.config.no_card", colour=colour, level=level))
            card = pool[rng.below(len(pool))]
            spaces = len(data.activities[card].vp_spaces)
            state.slots.append(Slot(card, colour, level, False, [None] * spaces, [], [0] * n))
    # event decks (§2.1 step 5; A-45)
    for colour in ("red", "white", "yellow"):
        deck = [
            e.id
            for e in sorted(data.events.values(), key=lambda e: e.id)
            for _ in range(e.copies)
            if e.colour == colour and (config.bonus_cards or not e.bonus)
        ]
        rng.shuffle(deck)
        state.decks[colour] = deck
    rounds = data.solo.red_events if solo else setup.red_events
    red = state.decks["red"]
    state.box = red[rounds:]
    state.decks["red"] = red[:rounds]
    state.queue = [Queued(data.marauding.id)]
    # start player (§2.1 step 6): drawn by the seed
    if config.start is not None and not 0 <= config.start < n:
        raise ConfigError(m("troyes.config.start", n=n, start=config.start + 1))
    state.start = 0 if solo else config.start if config.start is not None else rng.below(n)
    state.phase = "placement"
    if solo:
        if not roy.start_placement(state, events):  # pragma: no cover - 18 places, 6 the player's
            start_round(state, events)
    else:
        for place in setup.neutral_before:
            state.buildings[place.building][place.row][place.place] = NEUTRAL
            events.append(Placed(NEUTRAL, place.building, place.row, place.place))
        state.order = snake(state.start, n, supply)
        state.turn = state.order[0]
    return state, events


def snake(start: int, n: int, rounds: int) -> list[int]:
    """The order of initial placement (§2.2): clockwise from the start player, then back."""
    clockwise = [(start + i) % n for i in range(n)]
    out: list[int] = []
    for r in range(rounds):
        out += clockwise if r % 2 == 0 else clockwise[::-1]
    return out


def finish_placement(s: TroyesState, events: Events) -> None:
    """Neutral citizens on every empty place (3-4 players, §2.2), then the first round."""
    if s.roy is not None and roy.placement_continues(s, events):  # A.2: le Roy's next three
        return
    setup = s.data.setups.get(s.seats)
    if setup is not None and setup.fill_after and not s.solo:
        for b in BUILDINGS:
            for r, row in enumerate(s.buildings[b]):
                for p, owner in enumerate(row):
                    if owner is None:
                        row[p] = NEUTRAL
                        events.append(Placed(NEUTRAL, b, r, p))
    start_round(s, events)


# =========================================================================== the round (§3)
def actors(s: TroyesState) -> list[int]:
    """Who takes turns, clockwise: the seats, and le Roy in the solo game."""
    return list(range(s.seats)) + ([NEUTRAL] if s.solo else [])


def next_actor(s: TroyesState, actor: int) -> int:
    order = actors(s)
    return order[(order.index(actor) + 1) % len(order)]


def start_round(s: TroyesState, events: Events) -> None:
    s.round += 1
    events.append(RoundBegan(s.start, s.round))
    nums = s.data.numbers
    if s.round <= nums.reveal_rounds:  # Phase 0
        shown = [i for i, slot in enumerate(s.slots) if slot.level == s.round and not slot.face_up]
        for i in shown:
            s.slots[i].face_up = True
        if shown:
            events.append(Revealed(NEUTRAL, tuple(s.slots[i].card for i in shown), tuple(shown)))
    for seat, p in enumerate(s.players):  # Phase 1
        owed = sum(s.data.buildings[b].salary * s.standing(seat, b) for b in BUILDINGS)
        p.deniers += nums.income
        paid = min(owed, p.deniers)
        p.deniers -= paid
        events.append(Income(seat, nums.income, owed, paid))
        if paid < owed:
            lose_vp(s, seat, "salaries", "", events)
    for owner in [*range(s.seats), NEUTRAL]:  # Phase 2
        rolled = []
        for b in BUILDINGS:
            colour = s.data.buildings[b].colour
            for _ in range(s.standing(owner, b)):
                d = Die(s.next_die, colour, s.rng.d6(), owner)
                s.next_die += 1
                s.dice.append(d)
                rolled.append((d.id, d.colour, d.value))
        if rolled:
            events.append(Rolled(owner, tuple(rolled)))
    events_phase(s, events)


def events_phase(s: TroyesState, events: Events) -> None:
    """Phase 3 (§3): draw the red card and the card it calls, resolve the whole queue
    left to right, roll the black dice, and hand them out from the start player."""
    if s.decks["red"]:
        draw_event(s, s.decks["red"].pop(0), "red", events)
    black = 0
    for q in list(s.queue):
        if where(s, q) < 0:
            continue  # countered by an earlier effect (Support)
        card = s.data.event(q.card)
        black += card.black_dice
        resolve_effect(s, q, card, events)
    values = sorted((s.rng.d6() for _ in range(black)), reverse=True)
    events.append(BlackRolled(s.start, tuple(values)))
    s.black = values
    s.pointer = s.start
    s.phase = "counter"
    advance_counter(s, events)


def draw_event(s: TroyesState, card: str, deck: str, events: Events) -> None:
    s.queue.append(Queued(card))
    events.append(EventDrawn(NEUTRAL, card, deck))
    data = s.data.event(card)
    if data.effect == "resistance" and s.box:  # a second red card from the box
        other = s.box.pop(s.rng.below(len(s.box)))
        draw_event(s, other, "box", events)
    if data.calls:
        called = data.calls
        other_deck = "yellow" if called == "white" else "white"
        for name in (called, other_deck):
            if s.decks.get(name):
                draw_event(s, s.decks[name].pop(0), name, events)
                break


def resolve_effect(s: TroyesState, q: Queued, card: EventCard, events: Events) -> None:
    """One event card's effect in the Events phase (§1.5.2)."""
    kind, params = card.effect, card.params
    if kind == "neutral_citizen":
        building = str(params["building"])
        value = s.rng.d6()
        events.append(Rolled(NEUTRAL, ((-1, s.data.buildings[building].colour, value),)))
        place_neutral(s, building, value, events)
    elif kind in ("lose_influence", "lose_deniers", "pay_per_citizen"):
        amount = int(params.get("amount", 1))
        for seat, p in enumerate(s.players):
            if kind == "pay_per_citizen":
                owed = amount * s.standing(seat, str(params["building"]))
            else:
                owed = amount
            if not owed:
                continue
            have = p.influence if kind == "lose_influence" else p.deniers
            taken = min(have, owed)
            if kind == "lose_influence":
                change(s, seat, events, influence=-taken, cause=card.id)
            else:
                change(s, seat, events, deniers=-taken, cause=card.id)
            if taken < owed:
                lose_vp(s, seat, "event", card.id, events)
    elif kind == "cathedral_add":
        site = cathedral_site(s, lowest=True)
        if site is not None:
            level, col = site
            s.cathedral[level][col] = NEUTRAL
            events.append(CathedralCube(NEUTRAL, level, col, True))
            if s.roy is not None:  # A.6
                change(s, NEUTRAL, events, vp=1, cause=card.id)
    elif kind == "cathedral_remove":
        site = cathedral_site(s, lowest=False)
        if site is not None:
            level, col = site
            owner = s.cathedral[level][col]
            s.cathedral[level][col] = None
            events.append(CathedralCube(NEUTRAL if owner is None else owner, level, col, False))
    elif kind == "support":
        index = where(s, q)
        for target in list(reversed(s.queue[max(0, index - int(params.get("cards", 2))) : index])):
            if where(s, target) >= 0:
                put_cube(s, NEUTRAL, where(s, target), events, influence=False)
    elif kind == "resistance":
        for target in s.queue:
            if target.banners:
                owner, _ = target.banners.pop()
                events.append(EventCubes(owner, target.card, -1))


def cathedral_site(s: TroyesState, lowest: bool) -> tuple[int, int] | None:
    """Traveling Builders' empty site (lowest) or Interrupted Work's cube (highest), by
    level first or by value first (A-07); the cathedral's columns stay supported."""
    levels, sites = len(s.cathedral), len(s.cathedral[0])
    level_first = s.data.choices.cathedral_event_priority == "level_first"
    cells = [(lv, st) for lv in range(levels) for st in range(sites)]
    if not level_first:
        cells = [(lv, st) for st in range(sites) for lv in range(levels)]
    if not lowest:
        cells.reverse()
    for lv, st in cells:
        if lowest and s.cathedral[lv][st] is None and all(s.cathedral[b][st] is not None for b in range(lv)):
            return lv, st
        if (
            not lowest
            and s.cathedral[lv][st] is not None
            and all(s.cathedral[a][st] is None for a in range(lv + 1, levels))
        ):
            return lv, st
    return None


def neutral_free(s: TroyesState) -> int:
    """Neutral citizens in the general supply (A-19: lying ones are not)."""
    if s.roy is not None:
        return s.roy.supply
    return s.data.numbers.neutral_citizens - s.in_play(NEUTRAL)


def place_neutral(s: TroyesState, building: str, value: int, events: Events) -> None:
    """A neutral citizen enters ``building`` by a die (§1.5.2), unless none is left or
    it would expel a protected citizen (A-18, A-19)."""
    if neutral_free(s) <= 0:
        return
    row = s.data.buildings[building].row_of(value)
    if row is None:
        return
    _, out = dicemod.push(s, building, row, NEUTRAL)
    if out is not None and dicemod.protected(s, building, out):
        return
    if s.roy is not None:
        s.roy.supply -= 1
    enter(s, NEUTRAL, building, row, events)


def strength(s: TroyesState, d: Die) -> int:
    return d.value * (s.data.numbers.red_counts_double if d.colour == "red" else 1)


def counters(s: TroyesState, seat: int) -> list[CounterDice]:
    """Every way ``seat`` may counter the highest black die, and more (§3 Phase 3, A-28):
    dice of its district alike counted once."""
    if not s.black:
        return []
    top, rest = s.black[0], s.black[1:]
    kinds: dict[tuple[str, int], list[int]] = {}
    for d in own_dice(s, seat):
        kinds.setdefault((d.colour, d.value), []).append(d.id)
    keys = sorted(kinds)
    extras: list[tuple[int, ...]] = [()]
    seen: set[tuple[int, ...]] = {()}
    for size in range(1, len(rest) + 1):
        for combo in combinations(rest, size):
            if combo not in seen:
                seen.add(combo)
                extras.append(combo)
    out: list[CounterDice] = []

    def walk(i: int, ids: list[int], total: int) -> None:
        if i == len(keys):
            if ids and total >= top:
                for extra in extras:
                    if top + sum(extra) <= total:
                        out.append(CounterDice(tuple(sorted(ids)), (top, *extra)))
            return
        key = keys[i]
        for n in range(len(kinds[key]) + 1):
            walk(i + 1, ids + kinds[key][:n], total + n * key[1] * (2 if key[0] == "red" else 1))

    walk(0, [], 0)
    return out


def advance_counter(s: TroyesState, events: Events) -> None:
    """Hand the next black die to the pointed seat; fail it at once for a seat with no
    dice (A-55); the actions phase begins when none is left."""
    while s.black:
        if s.pointer == NEUTRAL:
            roy.counter(s, events)
            s.pointer = next_actor(s, s.pointer)
            continue
        if own_dice(s, s.pointer):
            return
        fail_black(s, s.pointer, events)
    s.phase = "actions"
    s.turn = s.start
    s.step = None
    begin_turn(s, events)


def fail_black(s: TroyesState, seat: int, events: Events) -> None:
    s.black.pop(0)
    lose_vp(s, seat, "black", "", events)
    s.pointer = next_actor(s, seat)


# --------------------------------------------------------------------------- turns
def dice_left(s: TroyesState) -> bool:
    return bool(s.dice)


def begin_turn(s: TroyesState, events: Events) -> None:
    """Find the next actor who may act from ``s.turn`` on: passed seats get their
    denier (§4.9), le Roy plays by his table; the round ends when nobody may act."""
    guard = 0
    while True:
        roy_acts = s.solo and bool(s.district(NEUTRAL))  # A.5: le Roy plays on until his dice are gone
        if not dice_left(s) or (all(p.passed for p in s.players) and not roy_acts):
            end_round(s, events)
            return
        if s.turn == NEUTRAL:
            roy.turn(s, events)
            s.turn = next_actor(s, NEUTRAL)
            continue
        p = s.players[s.turn]
        if not p.passed:
            return
        p.district_deniers += s.data.numbers.passed_turn_deniers
        events.append(DistrictDenier(s.turn, s.data.numbers.passed_turn_deniers))
        s.turn = next_actor(s, s.turn)
        guard += 1
        if guard > 1000:  # pragma: no cover - every loop above ends a round or returns
            raise RuntimeError("no actor found")  # words: not shown


def end_action(s: TroyesState, events: Events) -> None:
    s.step = None
    s.spent = False
    if not dice_left(s):  # §3 Phase 4: the round ends at once
        end_round(s, events)
        return
    s.turn = next_actor(s, s.turn)
    begin_turn(s, events)


def end_round(s: TroyesState, events: Events) -> None:
    """Phase 5 (§3): district deniers collected, lying citizens home, dice back, the
    start player passes left; the game ends when the red deck is empty (§5.1)."""
    for seat, p in enumerate(s.players):
        if p.district_deniers:
            p.deniers += p.district_deniers
            events.append(Collected(seat, p.district_deniers))
            p.district_deniers = 0
        p.passed = False
    for b in BUILDINGS:
        for owner in s.lying[b]:
            if owner >= 0:
                s.players[owner].supply += 1
            elif s.roy is not None:
                s.roy.supply += 1
        s.lying[b] = []
    s.dice = []
    s.black = []
    s.step = None
    events.append(RoundEnded(s.start, s.round))
    s.start = next_actor(s, s.start)
    if not s.decks["red"]:
        final_scoring(s, events)
        return
    start_round(s, events)


# =========================================================================== event cubes (§4.5, §4.10)
# =========================================================================== final scoring (§5)
def final_scoring(s: TroyesState, events: Events) -> None:
    """§5.2 in its order, each loss floored at 0 (A-09), then the winner (§5.3, A-08)."""
    nums = s.data.numbers
    in_play = sorted({c for p in s.players for c in p.characters})
    if s.roy is not None:
        in_play = sorted(s.roy.characters)  # A.7: the stack's characters score for the player too
        roy.final(s, events)
    floor = s.data.choices.end_penalty_floor == "per_step"
    scores: list[Score] = []
    for seat, p in enumerate(s.players):
        tokens = p.vp
        ev = nums.uncountered_event_vp * sum(1 for q in s.queue if any(o == seat for o, _ in q.banners))
        trades = 0
        for slot in s.slots:
            for i, owner in enumerate(slot.spaces):
                if owner == seat:
                    trades += s.data.activities[slot.card].vp_spaces[i]
        total = tokens + ev + trades
        empty = sum(1 for level in s.cathedral if seat not in level)
        penalty = empty * nums.empty_level_penalty
        if floor:
            penalty = min(penalty, total)
        total -= penalty
        chars = {c: character_vp(s, seat, c) for c in in_play}
        total += sum(chars.values())
        score = Score(tokens, ev, trades, -penalty, chars, total)
        scores.append(score)
        events.append(Scored(seat, tokens, ev, trades, -penalty, tuple(chars.items()), total, tuple(p.characters)))
    s.final = scores
    names = tuple(seat.name for seat in s.config.seats)
    totals = tuple(sc.total for sc in scores)
    if s.roy is not None:
        margin = totals[0] - s.roy.vp
        s.result = Result((0,) if margin > 0 else (), "solo", totals, names, margin)
        events.append(roy.verdict(s.data, margin))
    else:
        best = max(totals)
        winners = [i for i, t in enumerate(totals) if t == best]
        if len(winners) > 1 and s.config.tie_break == "deniers":
            most = max(s.players[i].deniers for i in winners)
            winners = [i for i in winners if s.players[i].deniers == most]
        s.result = Result(tuple(winners), "victory" if len(winners) == 1 else "shared", totals, names)
    s.phase = "over"
    s.step = None
    events.append(GameEnded(s.result.winners[0] if s.result.winners else NEUTRAL, s.result.winners, s.result.end))
