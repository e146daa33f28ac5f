"""Troyes' heuristic computer player (first version: the first option of each decision
that is not an Influence spend)."""

from __future__ import annotations

from game.core.engine import Action, Decision
from game.core.rng import Rng
from game.games.troyes.rules.actions import Flip, Hire, Reroll
from game.games.troyes.rules.state import TroyesState


class HeuristicBot:
    name = "heuristic"
    needs_view = True

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed, stream=17)

    def choose(self, view: TroyesState, decision: Decision) -> Action:
        plain = [a for a in decision.options if not isinstance(a, (Reroll, Flip, Hire))]
        return plain[0] if plain else decision.options[0]
