"""The steady pilgrim: Pilgrims' Race's own simple bot. It decides from its view only."""

from __future__ import annotations

from game.core.engine import Action, Decision
from game.core.rng import Rng
from tests.testgame.rules import Done, Draw, Lay, Pass, PilgrimsState, TurnAway, Welcome

#: a walk stops laying cards once they add up to this much
ENOUGH = 5


class SteadyBot:
    """Keeps two cards in hand, walks with its highest cards until they make ``ENOUGH``,
    and turns away most pilgrims who stop at its inn (one in four is welcomed, by its
    seeded die)."""

    name = "steady"
    needs_view = True

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed, stream=11)

    def choose(self, view: PilgrimsState, decision: Decision) -> Action:
        options = decision.options
        if decision.kind == "hospitality":
            return Welcome() if self.rng.below(4) == 0 else TurnAway()
        lays = [a for a in options if isinstance(a, Lay)]
        best = max(lays, key=lambda a: a.card) if lays else None
        if decision.kind == "walk":
            return best if best is not None and sum(view.laid) < ENOUGH else Done()
        if Draw() in options and len(view.hands[decision.seat]) < 2:
            return Draw()
        if best is not None:
            return best
        return Draw() if Draw() in options else Pass()
