"""The hard bound on a game of Feudality's length, in actions (``GameDescriptor.max_actions``).

The rulebook ends a game only at the Victory Number; the engine also ends it after
``numbers.max_turns`` Senior turns, or the table's shorter limit (``feeding.py``). The set-up asks each baron a bounded
number of things (a side, the Keep and its spaces, a Forest, two draft picks and their
squares). A Senior turn holds at most ``numbers.max_rolls`` location rolls, each asking a
Wizard's re-roll and one activation per baron; then the event, the purchase, the
baronial actions and the feeding, each a bounded run of small choices for each baron
(units sent one at a time, resources given or taken one at a time, pieces lost one at a
time) besides trades with the bank. A trade gives 3 or 4 resources for 1, so no baron can
trade more often than a third of what he holds; ``STEPS`` bounds all of it with room to
spare for the largest Fiefs and treasuries a game reaches.
"""

from __future__ import annotations

from game.games.feudality.rules.data import FeudalityData
from game.games.feudality.rules.state import FeudalityConfig

#: the choices of one baron in one part of a turn besides the location rolls
STEPS = 400
#: the set-up's choices per baron
SETUP = 40


def max_actions(data: FeudalityData, config: FeudalityConfig) -> int:
    n = len(config.seats)
    rolls = data.numbers.max_rolls * (1 + n)
    per_turn = rolls + 4 * n * STEPS
    turns = min(data.numbers.max_turns, config.max_rounds or data.numbers.max_turns)
    return n * SETUP + turns * per_turn


__all__ = ["max_actions"]
