"""A bot that picks uniformly among the legal options of its decision."""

from __future__ import annotations

from game.core.engine import Action, Decision
from game.core.rng import Rng


class RandomBot:
    """Seeded, so a game between random bots is fully determined by its seeds."""

    name = "random"
    needs_view = False  # it looks only at the decision's options

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed, stream=7)

    def choose(self, view: object, decision: Decision) -> Action:
        if not decision.options:
            raise ValueError("a decision without options cannot be answered")  # words: not shown (a bug)
        return self.rng.choice(decision.options)
