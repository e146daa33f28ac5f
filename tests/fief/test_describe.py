"""Every legal action reads as words in the client's chooser."""

from __future__ import annotations

from game.ai import RandomBot
from game.core.engine import Action
from game.fief import engine
from game.fief.actions import Buy, Done, Move
from game.fief.describe import describe

from . import helpers
from .helpers import v


def test_examples() -> None:
    s = helpers.started(["Blaye", "Sigy", "Tournus"])
    names = engine.names_for(s)
    assert describe(Buy("knight", v("Blaye")), s, names) == "Buy a knight in Blaye (3 deniers)"
    assert describe(Buy("man_at_arms", v("Blaye")), s, names) == "Buy a man-at-arms in Blaye (1 denier)"
    assert describe(Done(), s, names) == "End purchases"
    lord = helpers.lord_of(s, 0)
    assert describe(Move(lord, v("Charolles")), s, names) == f"Move {names.lord(lord)} to Charolles"


def test_every_action_of_random_games_is_described() -> None:
    kinds: set[str] = set()
    for seed in range(6):
        s = helpers.new(4, seed=seed, max_rounds=4)
        names = engine.names_for(s)
        bot = RandomBot(seed)
        while (d := s.pending()) is not None:
            for option in d.options:
                text = describe(option, s, names)
                assert text and text[0].isupper() and "_" not in text, text
                kinds.add(option.kind)
            s.apply(bot.choose(s, d))
    assert {"choose_start", "buy", "move", "pick_up", "drop", "done"} <= kinds
    assert set(Action.registry) >= kinds
