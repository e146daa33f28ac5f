"""The hard bound on a game of Troyes' length, in actions (``GameDescriptor.max_actions``).

A game lasts as many rounds as red event cards were dealt (§5.1). In one round:

- the initial placement, before the first round: one action per citizen placed (18 places);
- each black die is countered or failed (one action), after at most ``SPENDS`` Influence
  spends; a round never holds more black dice than ``BLACK`` (each card in the queue
  adds at most a few);
- each action of a seat spends at least one of the at most 18 dice on the square, after
  at most ``SPENDS`` spends, and asks at most ``STEPS`` choices (use, group, citizen,
  times, one target per cube placed); a pass is one action, once per seat and round.

Influence is at most 20 and each spend costs at least 1, so ``SPENDS`` bounds the spends
before one action or one counter.
"""

from __future__ import annotations

from game.games.troyes.rules.data import TroyesData
from game.games.troyes.rules.state import TroyesConfig

SPENDS = 21
STEPS = 60
BLACK = 60
DICE = 18


def rounds(data: TroyesData, config: TroyesConfig) -> int:
    n = len(config.seats)
    if n == 1:
        return data.solo.red_events
    setup = data.setups.get(n)
    return setup.red_events if setup is not None else 6


def max_actions(data: TroyesData, config: TroyesConfig) -> int:
    n = len(config.seats)
    per_round = DICE * (SPENDS + STEPS) + n + BLACK * (SPENDS + 1)
    return 18 + rounds(data, config) * per_round
