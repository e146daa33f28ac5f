"""The hard bound on a game of Ortus Regni's length, in actions (``GameDescriptor.max_actions``).

The rulebook sets no end but the last Earl standing; the engine ends a game after
``Numbers.max_rounds`` Rounds (reached only by players who never fight). Before the
first Round each Earl designs his deck in at most ``DESIGN_STEPS`` steps and a done. In a
Round each Earl's turn and the Vikings' are bounded: Towers and garrisons spend a card
each from a Hand or Reserve that a turn cannot fill past ``CARDS``; the one Action opens
at most one battle, struggle, joust or crowning, whose decisions each spend a unit, a
Vassal, a card or a Fief of some Earl (at most ``CARDS`` of each per Earl).
"""

from __future__ import annotations

from game.games.ortus_regni.rules.data import OrtusData
from game.games.ortus_regni.rules.design import DESIGN_STEPS
from game.games.ortus_regni.rules.state import OrtusConfig

#: more cards than one Earl can hold in one place (his 24, what he takes, Army cards)
CARDS = 200


def max_actions(data: OrtusData, config: OrtusConfig) -> int:
    n = len(config.seats)
    design = n * (DESIGN_STEPS + 2)
    per_turn = 2 * CARDS + 1 + 1 + 8 * n * CARDS  # free actions, the Action, the draw, what it opens
    per_round = (n + 1) * per_turn
    return design + data.numbers.max_rounds * per_round
