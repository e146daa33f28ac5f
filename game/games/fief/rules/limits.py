"""The hard bounds on the length of a game of Fief, whatever its data and set-up say.

They are no rules of Fief: the platform asks every game for a bound on its length
(``GameDescriptor.max_actions``), so that no game between bots, however the data is
modded, can run for ever. Each bound ends what reaches it with a clear end, written in
the chronicle (``docs/fief/rules-decisions.md``, "Length limits"):

- a battle ends after ``BATTLE_ROLLS`` rolls, beyond the rule's quiet rolls (6.1): a die
  whose faces never hit still ends it (``BattleEnded`` with the reason ``roll_limit``);
- the actions of a round have a budget: by the end of round r (round 0 is the set-up)
  a game has made at most (r + 1) x ``ROUND_ACTIONS`` actions, so a round in which the
  families keep asking (deals, requests refused and asked again ...) ends the game at
  that budget (``end: length_limit``), never running on;
- a game lasts at most ``MAX_ROUNDS`` rounds, also when its set-up sets no round limit
  (``end: length_limit``; an agreed round limit below it ends as ``round_limit``).

The budget is counted from what a state's JSON already holds (the round and the actions
applied), so saves written before these bounds replay to the same snapshot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.games.fief.rules.state import GameConfig

#: the most rounds a game lasts, whatever the set-up says
MAX_ROUNDS = 100
#: the actions a round adds to a game's budget: many times the longest round of random
#: or heuristic players (about 330 actions for six random families)
ROUND_ACTIONS = 2000
#: the most rolls of one battle or Cavalcade
BATTLE_ROLLS = 20


def round_limit(config: GameConfig) -> int:
    """The last round a game of this set-up may play: its agreed limit, at most ``MAX_ROUNDS``."""
    return MAX_ROUNDS if config.max_rounds is None else min(config.max_rounds, MAX_ROUNDS)


def action_budget(round_number: int) -> int:
    """The most actions a game may have made by the end of round ``round_number``."""
    return (round_number + 1) * ROUND_ACTIONS


def max_actions(config: GameConfig) -> int:
    """The most actions a game of this set-up can last: the budget of its last round."""
    return action_budget(round_limit(config))
