"""Every sentence the game writes reads right with one thing and with many: "1 denier",
"2 deniers", "Rochebrune holds the field", "Rochebrune and Anne hold the field"."""

from __future__ import annotations

import dataclasses
import re

import pytest

from game.core.engine import Event
from game.games.fief.rules import engine
from game.games.fief.rules import events as ev
from game.games.fief.rules.names import Names

from . import helpers
from .test_contract import _sample

#: (one, many) of every counted word the game writes
NOUNS = [
    ("denier", "deniers"),
    ("card", "cards"),
    ("hit", "hits"),
    ("victory point", "victory points"),
    ("strength point", "strength points"),
    ("vote", "votes"),
    ("round", "rounds"),
    ("lord", "lords"),
    ("knight", "knights"),
    ("man-at-arms", "men-at-arms"),
    ("die", "dice"),
    ("village", "villages"),
    ("mill", "mills"),
    ("marker", "markers"),
    ("tax marker", "tax markers"),
    ("minute", "minutes"),
    ("family", "families"),
    ("Fortune card", "Fortune cards"),
    ("Disaster card", "Disaster cards"),
]
#: the fields that count things (the others are ids, seats, rolls of a die, ...)
COUNTS = {
    "count", "knights", "men_at_arms", "villages", "mills", "amount", "cost", "families", "cards",
    "markers", "taxes", "hits", "other_hits", "penalty", "bonus", "minutes", "give_deniers",
    "take_deniers", "give_cards", "take_cards", "round",
}  # fmt: skip
SEATS = {"of", "winners", "victors", "others"}


def mistakes(text: str) -> list[str]:
    """'1 deniers', '2 denier', '1 dice', '2 die' and the like in ``text``."""
    found = []
    for one, many in NOUNS:
        if one == many:
            continue
        found += re.findall(rf"(?<![\d.]){1} {re.escape(many)}\b", text)
        found += re.findall(rf"(?<![\d.])(?:[02-9]|\d\d+) {re.escape(one)}(?![\w-])", text)
    return found


def _event(cls: type, n: int) -> Event:
    values = {}
    for f in dataclasses.fields(cls):
        value = _sample(f.name)
        if f.name in COUNTS:
            value = n
        elif f.name in SEATS:
            value = tuple(range(n))
        elif f.name in ("rolls", "other_rolls"):
            value = (3, 5)[:n]
        values[f.name] = value
    return cls(**values)


def test_the_count_checker_finds_mistakes() -> None:
    found = mistakes("1 deniers, 2 denier, 1 dice, 3 die, 2 men-at-arms, 1 man-at-arms")
    assert sorted(found) == ["1 deniers", "1 dice", "2 denier", "3 die"]


@pytest.mark.parametrize("n", [1, 2])
def test_every_event_reads_right_with_one_and_with_two(n: int) -> None:
    names = engine.names_for(helpers.new(3))
    kinds = [cls for cls in set(Event.kinds("fief").values()) if issubclass(cls, ev.FiefEvent)]
    assert len(kinds) >= 20
    wrong = {}
    for cls in sorted(kinds, key=lambda c: c.kind):
        text = _event(cls, n).sentence(names)
        if mistakes(text):
            wrong[cls.kind] = text
    assert not wrong, wrong


def test_a_family_is_one_subject() -> None:
    names = engine.names_for(helpers.new(3))
    one = ev.BattleEnded("blaye", "rout", 0, (0,)).sentence(names)
    two = ev.BattleEnded("blaye", "rout", 0, (0, 1)).sentence(names)
    assert f"{names.family(0)} holds the field" in one
    assert f"{names.family(0)} and {names.family(1)} hold the field" in two
    won = ev.GameWon((0,), "fief.outcome.victory", 3, 2).sentence(names)
    assert f"{names.family(0)} wins the game" in won


def test_victory_points_keep_a_numbered_name_apart_from_its_points() -> None:
    """7.0: the points each family holds at the end of a round, read aloud: a family
    called "Player 1" with 1 point must not read "Player 1 1"."""
    s = helpers.new(3)
    names = Names(s.data, ["Player 1", "Player 2", "Rochebrune"])
    text = ev.VictoryPoints((1, 4, 0)).sentence(names)
    assert text == "Victory points at the end of the round: Player 1 has 1, Player 2 has 4, Rochebrune has 0."


@pytest.mark.parametrize("seed", [0])
def test_a_played_game_writes_no_count_mistake(seed: int) -> None:
    """Every prompt, every option in words and every event of a seeded game between
    random players (one hit, one vote, one denier happen in play)."""
    from game.ai import RandomBot
    from game.games.fief.rules.describe import describe

    s, _ = engine.start(helpers.data(), helpers.config(4), seed)
    bot = RandomBot(seed)
    names = engine.names_for(s)
    wrong: set[str] = set()
    for _ in range(3000):
        d = engine.pending(s)
        if d is None:
            break
        texts = [str(d.prompt), *(str(describe(a, s, names)) for a in d.options[:60])]
        texts += [e.sentence(names) for e in engine.apply(s, bot.choose(s, d))]
        wrong.update(t for t in texts if mistakes(t))
    assert not wrong, sorted(wrong)
