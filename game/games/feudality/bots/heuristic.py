"""Feudality's heuristic computer player.

Feudality is an open game whose only secrets are the bag's and the event deck's order
(inventory §8), and nearly every choice is a small step (a tile, a square, a resource, a
unit). So the player knows no decision kind: for each option it tries the move on a few
states drawn from its view (``sample_state``: the bag and the deck shuffled anew, so it
never sees what will be drawn) and keeps the option whose results it values most on
average. A result is valued by ``worth``: victory points first, then what brings them
(tiles by their output and stars, the fortification's level, the army that defends and
goes to war, resources, Food for the coming feeding), less a share of the best rival's
worth, so that a blow to the leader counts too. Rolls are averaged over the samples.
"""

from __future__ import annotations

from game.core.engine import Action, Decision
from game.core.rng import Rng
from game.games.feudality.rules import engine, feeding, holdings
from game.games.feudality.rules.contract import RULES
from game.games.feudality.rules.state import PHASE_OVER, FeudalityState

#: states drawn for each option that may involve chance
SAMPLES = 3
#: what the best rival's worth takes off one's own
RIVAL = 0.4


def tile_worth(s: FeudalityState, tile_id: str) -> float:
    tile = s.data.tiles.get(tile_id)
    if tile is None:
        return 0.0
    output = tile.amount + tile.river_bonus * 0.5
    if tile.produces in ("mine", "any"):
        output += 0.5
    ability = 1.5 * len(tile.abilities)
    return 1.0 + 1.4 * output + 3.0 * tile.stars + ability


def worth(s: FeudalityState, seat: int) -> float:
    """How well ``seat`` stands (see the module)."""
    baron = s.barons[seat]
    if s.phase == PHASE_OVER:
        return 1000.0 if seat in s.winners else 10.0 * baron.vp
    value = 10.0 * baron.vp
    value += sum(tile_worth(s, t) for t in baron.tiles.values())
    top = holdings.top_level(s, seat)
    if top is not None:
        value += 4.0 * top.level + 1.5 * top.stars
    value += 1.6 * holdings.army(s, seat)
    have = baron.resources
    value += 0.9 * sum(have.values())
    _, due, _ = feeding.food_due(s, seat)
    value += 0.8 * min(have.get("food", 0), due + 1) - 2.5 * max(0, due - have.get("food", 0))
    return value


def score(s: FeudalityState, seat: int) -> float:
    rivals = [worth(s, p) for p in range(s.seats) if p != seat]
    return worth(s, seat) - RIVAL * (max(rivals) if rivals else 0.0)


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
        bases = [RULES.sample_state(view, seat, Rng(self.rng.below(2**31))) for _ in range(SAMPLES)]
        best: tuple[float, int] | None = None
        choice = options[0]
        for index, option in enumerate(options):
            total = 0.0
            for base in bases:
                trial = base.clone()
                engine.apply(trial, option)
                total += score(trial, seat)
            key = (total / len(bases), -index)
            if best is None or key > best:
                best, choice = key, option
        return choice


__all__ = ["HeuristicBot", "score", "tile_worth", "worth"]
