"""Feudality's heuristic computer player.

Feudality is an open game whose only secrets are the bag's and the event deck's order
(inventory §8), and nearly every choice is a small step (a tile, a square, a resource, a
unit). So the player knows no decision kind: for each option it tries the move on a few
states drawn from its view (``sample_state``: the bag and the deck shuffled anew, so it
never sees what will be drawn) and keeps the option whose results it values most on
average. A result is valued by ``worth``: victory points first, then what brings them
(tiles by their output and stars, the fortification's level, the army that defends and
goes to war, resources, Food for the coming feeding), less a share of the best rival's
worth, so that a blow to the leader counts too. Rolls are averaged over the samples (an
option that rolls nothing and draws nothing is tried on one). An
option is valued once the few choices of his own that follow it at once are made (each
by its immediate worth: ``follow``), so a baronial special is weighed with its dice
rolled, and a trade with the bank by what it then lets him buy.
"""

from __future__ import annotations

from game.core.engine import Action, Decision
from game.core.rng import Rng
from game.games.feudality.rules import engine, feeding, holdings, turn
from game.games.feudality.rules.actions import PlaceTile, Trade
from game.games.feudality.rules.contract import RULES
from game.games.feudality.rules.data import RESOURCES
from game.games.feudality.rules.sides import SIZE, square_name, square_place
from game.games.feudality.rules.state import PHASE_OVER, FeudalityState

#: states drawn for each option that may involve chance
SAMPLES = 2
#: a star (a VP each time its tile is activated, about one turn in five) over the turns
#: to come, in the VP's tenths
STAR = 20.0
#: resources of one type beyond this many are worth little more (they buy nothing more)
PLENTY = 6
#: the choices of his own that follow an option, made before it is valued
DEPTH = 3
#: a decision with more options than this is weighed without following (a Keep's place)
WIDE = 16
#: the options of a following choice weighed (squares for a tile are many, and alike)
FOLLOW_OPTIONS = 4
#: the same trade made at most this many times when weighing a trade
TRADES = 3
#: what the best rival's worth takes off one's own
RIVAL = 0.4


def tile_worth(s: FeudalityState, tile_id: str) -> float:
    """A tile by what it brings over the coming turns: its stars (VP when activated) and
    its output."""
    tile = s.data.tiles.get(tile_id)
    if tile is None:
        return 0.0
    output = tile.amount + tile.river_bonus * 0.5
    if tile.produces in ("mine", "any"):
        output += 0.5
    ability = 1.5 * len(tile.abilities)
    return 1.0 + 1.8 * output + STAR * tile.stars + ability


def worth(s: FeudalityState, seat: int) -> float:
    """How well ``seat`` stands (see the module)."""
    baron = s.barons[seat]
    if s.phase == PHASE_OVER:
        return 1000.0 if seat in s.winners else 10.0 * baron.vp
    value = 10.0 * baron.vp
    value += sum(tile_worth(s, t) for t in baron.tiles.values())
    top = holdings.top_level(s, seat)
    if top is not None:
        value += 3.0 * top.level + STAR * top.stars + 1.0 * top.defence
    # the army defends (Bandits, monsters, attacks) and answers the King's wars
    army = holdings.army(s, seat)
    value += 3.0 * min(army, 10) + 0.5 * max(0, army - 10)
    have = baron.resources
    # resources are worth what they buy: the first few of each type fully, a hoard little
    value += sum(0.9 * min(n, PLENTY) + 0.15 * max(0, n - PLENTY) for n in have.values())
    _, due, _ = feeding.food_due(s, seat)
    value += 0.8 * min(have.get("food", 0), due + 1) - 2.5 * max(0, due - have.get("food", 0))
    return value


def score(s: FeudalityState, seat: int) -> float:
    rivals = [worth(s, p) for p in range(s.seats) if p != seat]
    return worth(s, seat) - RIVAL * (max(rivals) if rivals else 0.0)


# =========================================================================== placement
def square_value(s: FeudalityState, seat: int, square: str, tile_id: str) -> float:
    """What one activation of ``tile_id`` on ``square`` gives ``seat``, in VP tenths."""
    tile = s.data.tiles.get(tile_id)
    if tile is None:
        return 0.0
    amount = tile.amount
    if tile.produces in RESOURCES:
        amount += turn.extra(s, seat, square, tile)
    elif tile.produces == "mine":
        amount = tile.amount if turn.mine_resources(s, seat, square) else 0
    return 10.0 * tile.stars + 0.9 * amount


def coverage(s: FeudalityState, seat: int) -> dict[str, float]:
    """For every Point of Action, the best single activation ``seat`` has around it now."""
    values: dict[str, float] = {q: square_value(s, seat, q, t) for q, t in s.barons[seat].tiles.items()}
    top = holdings.top_level(s, seat)
    if top is not None:
        values[holdings.space_square(s, seat, s.data.keep.spaces[0])] = 10.0 * top.stars
    best: dict[str, float] = {}
    for row in range(SIZE):
        for column in range(SIZE):
            around = [
                values.get(square_name(r, c), 0.0)
                for r in range(row - 1, row + 2)
                for c in range(column - 1, column + 2)
                if 0 <= r < SIZE and 0 <= c < SIZE
            ]
            best[square_name(row, column)] = max(around)
    return best


def placement_gain(s: FeudalityState, seat: int, tile_id: str, square: str, best: dict[str, float]) -> float:
    """The rise in what one location roll is worth to ``seat`` with ``tile_id`` on
    ``square``: each Point of Action (1 in 64) whose nine squares hold it gains what it
    gives beyond the best activation already there (one activation a roll)."""
    value = square_value(s, seat, square, tile_id)
    place = square_place(square)
    if place is None:
        return 0.0
    row, column = place
    gain = 0.0
    for r in range(row - 1, row + 2):
        for c in range(column - 1, column + 2):
            if 0 <= r < SIZE and 0 <= c < SIZE:
                gain += max(0.0, value - best[square_name(r, c)])
    return gain / (SIZE * SIZE)


def best_square(s: FeudalityState, seat: int, options: tuple[Action, ...]) -> Action:
    """The square whose activation chance times output adds most (the first on a tie)."""
    tile_id = s.holding if s.holding else "forest"
    best = coverage(s, seat)
    scored = [
        (placement_gain(s, seat, tile_id, o.square, best), -i, o)
        for i, o in enumerate(options)
        if isinstance(o, PlaceTile)
    ]
    return max(scored, key=lambda x: (x[0], x[1]))[2] if scored else options[0]


def placing(d: Decision) -> bool:
    return all(isinstance(o, PlaceTile) for o in d.options)


class HeuristicBot:
    name = "heuristic"
    needs_view = True

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed, stream=29)

    def choose(self, view: FeudalityState, decision: Decision) -> Action:
        options = decision.options
        if len(options) == 1:
            return options[0]
        seat = decision.seat
        if placing(decision):
            return best_square(view, seat, options)
        bases = [RULES.sample_state(view, seat, Rng(self.rng.below(2**31))) for _ in range(SAMPLES)]
        best: tuple[float, int] | None = None
        choice = options[0]
        have = view.barons[seat].resources
        plenty = max(have.values(), default=0)
        for index, option in enumerate(options):
            if isinstance(option, Trade) and have.get(option.give, 0) < plenty:
                continue  # only trades of what he holds most of are weighed
            total = 0.0
            tried = 0
            for base in bases:
                trial = twin(base)
                engine.apply(trial, option)
                if isinstance(option, Trade):
                    total += self.after_trade(trial, seat, option)
                else:
                    total += follow(trial, seat) if len(options) <= WIDE else score(trial, seat)
                tried += 1
                if trial.rng.state == base.rng.state:
                    break  # no die rolled: the samples differ only in the bag and the deck
            key = (total / tried, -index)
            if best is None or key > best:
                best, choice = key, option
        return choice

    def after_trade(self, s: FeudalityState, seat: int, trade: Trade) -> float:
        """A trade is worth what it lets him do next, after the same trade made once or
        twice more if that is what it takes (an Upgrade may need several Stone)."""
        best = follow(s.clone(), seat)
        trial = s
        for _ in range(TRADES - 1):
            if trade not in engine.legal_actions(trial):
                break
            trial = trial.clone()
            engine.apply(trial, trade)
            best = max(best, follow(trial.clone(), seat))
        return best


def twin(s: FeudalityState) -> FeudalityState:
    """A copy of ``s`` that keeps its pending decision (the same state: the same one)."""
    copy = s.clone()
    copy.cache.update(s.cache)
    return copy


def follow(s: FeudalityState, seat: int) -> float:
    """The worth of ``s`` once ``seat`` has made the few choices of his own that follow at
    once (the square of a tile bought, the collection before a baronial special), each by
    its immediate worth: a choice is worth what it leads to, not the first step of it."""
    for _ in range(DEPTH):
        d = engine.pending(s)
        if d is None or d.seat != seat:
            break
        if len(d.options) == 1:
            engine.apply(s, d.options[0])
            continue
        if placing(d):
            engine.apply(s, best_square(s, seat, d.options))
            continue
        best: tuple[float, int] | None = None
        pick = d.options[0]
        for index, option in enumerate(d.options[:FOLLOW_OPTIONS]):
            if isinstance(option, Trade):
                continue
            trial = twin(s)
            engine.apply(trial, option)
            key = (score(trial, seat), -index)
            if best is None or key > best:
                best, pick = key, option
        engine.apply(s, pick)
    return score(s, seat)


__all__ = ["HeuristicBot", "score", "tile_worth", "worth"]
