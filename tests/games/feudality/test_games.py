"""Seeded whole games of Feudality over 2 to 6 barons, the game's own invariants checked
after every action (every tile of the bag in exactly one place, every fortification level
in the pool or a Keep, every event card in exactly one pile, no resource or VP below 0,
the Wolf at the bottom of his stack, nothing on a pawn-only square or under the Keep, the
bag's content what is seen nowhere else), with the default readings and with every other
reading of the ambiguities; every decision kind reached; the heuristic player against
random ones. ``SENESCHAL_RANDOM_GAMES`` games per reading, each at most ``TURNS`` Senior
turns."""

from __future__ import annotations

from collections import Counter

import pytest

from game.ai import sim
from game.core.contract import SeatConfig
from game.core.engine import Action, Decision
from game.core.rng import Rng
from game.games.feudality.bots.heuristic import HeuristicBot
from game.games.feudality.descriptor import DESCRIPTOR
from game.games.feudality.rules import flow, places
from game.games.feudality.rules.actions import PlaceTile
from game.games.feudality.rules.contract import RULES, bag_contents
from game.games.feudality.rules.load import choice_values
from game.games.feudality.rules.state import PHASE_OVER, FeudalityConfig, FeudalityState
from tests.contract.knobs import random_games

from .helpers import data

GAMES = random_games()
#: the Senior turns a test game lasts at most (the table's limit: every part of a turn is
#: reached long before)
TURNS = 40
PLAYED: set[str] = set()
#: every reading other than the default, all at once
OTHER_READINGS = {key: values[1] for key, values in choice_values().items() if len(values) > 1}


def problems(s: FeudalityState) -> list[str]:
    """Every invariant ``s`` breaks (see the module)."""
    d = s.data
    out: list[str] = []
    seen: Counter[str] = Counter(s.bag)
    for i, baron in enumerate(s.barons):
        seen.update(baron.tiles.values())
        seen.update(s.away[i])
        if baron.vp < 0:
            out.append(f"baron {i} has {baron.vp} VP")
        if any(n < 0 for n in baron.resources.values()):
            out.append(f"baron {i} has {baron.resources}")
        keep = baron.keep
        if baron.side:
            side = s.side(i)
            covered = set(places.keep_squares(keep.square)) if keep is not None else set()
            for square in baron.tiles:
                if not side.square(square).playable or square in covered:
                    out.append(f"baron {i}: a tile on {square}")
        if keep is not None:
            for space, stack in keep.stacks.items():
                seen.update(u for u in stack if u in d.units)
                for j, piece in enumerate(stack):
                    unit = d.units.get(piece)
                    if space == d.keep.spaces[0]:
                        if unit is not None:
                            out.append(f"baron {i}: a unit in the fortification's space")
                    elif unit is None or unit.space != space or (unit.bottom and j != 0):
                        out.append(f"baron {i}: {stack} in the {space} space")
    seen.update(s.tray)
    seen.update(s.set_aside)
    seen.update(s.discard)
    if s.holding:
        seen[s.holding] += 1
    if not any(entry[0] == "deal_forests" for entry in s.queue):  # dealt, not yet placed
        seen["forest"] += sum(1 for entry in s.queue if entry[0] == "place_forest")
    if seen != Counter(d.bag()):
        out.append(f"tiles: {seen - Counter(d.bag())} too many, {Counter(d.bag()) - seen} missing")
    if s.bag and bag_contents(s) != Counter(s.bag):
        out.append("the bag holds what is not what is seen nowhere else")
    for f in d.fortifications:
        built = sum(b.keep.stacks.get(d.keep.spaces[0], []).count(f.id) for b in s.barons if b.keep is not None)
        held = sum(1 for b in s.barons if b.tower == f.id)
        if s.pool.get(f.id, 0) + built + held != f.count:
            out.append(f"{f.id}: {s.pool.get(f.id, 0)} in the pool, {built} built, {held} held")
    if s.events or s.event_discard or s.removed_events:
        cards = Counter(
            (str(c[0]), int(c[1]))
            for c in [*s.events, *s.event_discard, *s.removed_events, *([s.event] if s.event else [])]
        )
        if s.rats_card:
            cards[(str(s.rats_card[0]), int(s.rats_card[1]))] += 1
        if cards != Counter(d.event_deck()):
            out.append(f"event cards: {cards - Counter(d.event_deck())} more, {Counter(d.event_deck()) - cards} fewer")
    if not -1 <= s.rats < s.seats or (s.rats >= 0) != bool(s.rats_card):
        out.append(f"the Rats at {s.rats}, their card {s.rats_card}")
    return out


class Wanderer:
    """Random answers, and the heuristic player's now and then (``every``: so wars,
    sabotage and attacks are sometimes fought by someone who means it; 0: never)."""

    def __init__(self, seed: int, every: int) -> None:
        self.rng = Rng(seed, stream=5)
        self.every = every
        self.heuristic = HeuristicBot(seed)

    def choose(self, s: FeudalityState, d: Decision) -> Action:
        if self.every and self.rng.below(self.every) == 0:
            return self.heuristic.choose(RULES.view_for(s, d.seat), d)
        return d.options[self.rng.below(len(d.options))]


def play(players: int, seed: int, options: dict[str, object] | None = None, every: int = 20) -> FeudalityState:
    seats = [SeatConfig(c.id.title(), c.id) for c in data().colours[:players]]
    s, _ = RULES.new_game(data(), FeudalityConfig(seats, dict(options or {}), TURNS), seed)
    bots = [Wanderer(seed * 10 + i, every) for i in range(players)]
    assert not problems(s)
    while (d := RULES.pending(s)) is not None:
        assert d.options, f"seed {seed}: no option for {d.kind}"
        action = bots[d.seat].choose(s, d)
        PLAYED.add(d.kind)
        RULES.apply(s, action)
        found = problems(s)
        assert not found, f"seed {seed}, {players} barons, after {action}: {found}"
    assert RULES.outcome(s) is not None
    return s


@pytest.mark.parametrize("readings", ["default", "other"])
def test_random_games_keep_every_invariant(readings: str) -> None:
    options = {} if readings == "default" else OTHER_READINGS
    for seed in range(GAMES):
        s = play(2 + seed % 5, 500 + seed, options)
        assert s.phase == PHASE_OVER and s.winners


def test_a_seed_gives_the_same_game() -> None:
    a, b = play(4, 77, every=40), play(4, 77, every=40)
    assert RULES.state_to_json(a) == RULES.state_to_json(b)


def test_the_bag_holds_what_is_seen_nowhere_else() -> None:
    """§8: the bag's content can be worked out from everything else, so a sampled state
    refills it exactly (``contract.bag_contents``), at every step of a game."""
    s = play(3, 901, every=0)
    assert not s.bag or bag_contents(s) == Counter(s.bag)


def test_random_games_reach_every_decision_kind() -> None:
    """Enough games ask every kind of decision (so the checks above saw them)."""
    seed = 3000
    kinds = {kind for phase in flow.phases() for kind in phase.DECIDED}
    while not kinds <= PLAYED and seed < 3040:
        play(2 + seed % 5, seed, OTHER_READINGS if seed % 3 == 2 else None, every=0)
        seed += 1
    assert kinds <= PLAYED, f"never asked: {sorted(kinds - PLAYED)}"


def test_the_heuristic_beats_random_players() -> None:
    """The heuristic player wins most 3-baron games against two random players, seats
    rotated, within 25 Senior turns (a loose bound over few games: ``sim`` measures more)."""
    wins = 0
    games = 3
    names = [seat.name for seat in DESCRIPTOR.default_config(data(), 3).seats]
    for seed in range(games):
        kinds = ["random", "random", "random"]
        kinds[seed % 3] = "heuristic"
        result, _ = sim.play_game(DESCRIPTOR, data(), 3, kinds, 40 + seed, 25)
        wins += result["winners"] == [names[seed % 3]]
    assert wins == games


def test_the_heuristic_places_where_the_dice_add_most() -> None:
    """Issue point 5: a square is valued by the chance that the location dice activate
    it (each Point of Action 1 in 64, its nine squares) times what it adds there: a
    Forest goes away from another Forest, whose nine-square areas it would only share,
    and nowhere is better than a square whose areas hold nothing yet."""
    from game.games.feudality.bots import heuristic

    s, _ = RULES.new_game(data(), FeudalityConfig([SeatConfig("A", "red"), SeatConfig("B", "blue")]), 5)
    while s.step != "turn_start":
        d = RULES.pending(s)
        assert d is not None
        RULES.apply(s, d.options[0])
    me = s.senior
    keep = s.barons[me].keep
    assert keep is not None
    keep.stacks["fortification"] = []  # nothing of his on the card but what the test puts
    s.barons[me].tiles = {"b2": "forest"}
    s.holding = "forest"
    best = heuristic.coverage(s, me)
    gain = {q: heuristic.placement_gain(s, me, "forest", q, best) for q in places.open_squares(s, me, "forest")}
    alone = 9 * heuristic.square_value(s, me, "f6", "forest") / 64
    if "f6" in gain:
        assert gain["f6"] == pytest.approx(alone)  # no area around f6 holds anything yet
    assert gain.get("b3", 0.0) < alone  # b3 shares areas with the Forest on b2
    options = tuple(PlaceTile(q) for q in gain)
    choice = heuristic.best_square(s, me, options)
    assert isinstance(choice, PlaceTile) and gain[choice.square] == max(gain.values())


def test_free_squares_are_those_the_rules_allow() -> None:
    """``places.open_squares`` (quick, no words) lists exactly the squares for which
    ``places.square_problem`` (the refusal's words) finds nothing, for every tile type and
    baron, through a game."""
    s, _ = RULES.new_game(data(), FeudalityConfig([SeatConfig("A", "red"), SeatConfig("B", "blue")], {}, 12), 9)
    rng = Rng(9, stream=3)
    checked = 0
    while (d := RULES.pending(s)) is not None:
        if s.phase == "turns" and rng.below(15) == 0:
            for seat in range(s.seats):
                for tile in data().tiles:
                    expected = [
                        q.name for q in s.side(seat).squares() if places.square_problem(s, seat, tile, q.name) is None
                    ]
                    assert places.open_squares(s, seat, tile) == expected
            checked += 1
        RULES.apply(s, d.options[rng.below(len(d.options))])
    assert checked >= 3
