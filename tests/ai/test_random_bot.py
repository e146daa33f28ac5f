"""The random bot: seeded, and only ever picks one of the decision's options."""

from __future__ import annotations

import pytest

from game.ai import RandomBot, make_bot
from game.core.engine import Decision
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules.actions import Done, Permit


def test_random_bot_is_seeded_and_picks_among_the_options() -> None:
    d = Decision(0, "permission", "?", (Permit(True), Permit(False), Done()))
    picks_a = [RandomBot(4).choose(None, d) for _ in range(1)] + [RandomBot(4).choose(None, d)]
    assert picks_a[0] == picks_a[1]
    bot = RandomBot(9)
    seen = {bot.choose(None, d) for _ in range(60)}
    assert seen == set(d.options)


def test_a_decision_without_options_is_an_error() -> None:
    with pytest.raises(ValueError):
        RandomBot(1).choose(None, Decision(0, "x", "?", ()))


def test_make_bot_names_the_known_kinds() -> None:
    assert isinstance(make_bot(FIEF, "random", 1), RandomBot)
    with pytest.raises(ValueError, match="known bots: heuristic, random"):
        make_bot(FIEF, "clever", 1)
