"""No event shown to a seat states a value its view hides, for every registered game.

Each event names the places of the state whose value, or the amount of whose change, it
states (``Event.tells``: paths in the state's JSON form, as ``GameRules.secrets`` writes
them). Seeded games between random bots, with the game's default set-up and then with
each other value of each of its flag and choice options (Troyes' open or hidden victory
points, Fief's hidden deniers and Fog of War ...), check every event against every seat
that may read it and the spectator (who reads only the events shown to everyone): none
of the places it tells may lie among that seat's secrets once the action is done. An
event that ``reveals`` (a card drawn, the final scoring) shows a secret on purpose and is
not checked.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

from game.ai import make_bot
from game.ai.sim import sim_options
from game.core.contract import GameOption, Secret
from game.core.engine import Event
from game.core.record import GameRecord
from game.registry import AnyGame
from tests.contract.knobs import random_games

#: seeds of the games with the default set-up; each other option value plays the first
SEEDS = [4049 + 6151 * i for i in range(random_games())]
#: a round limit where the game has one: the events of a few rounds are enough
ROUNDS = 6


def settings(options: list[GameOption]) -> Iterator[dict[str, Any]]:
    """The default set-up (no option given), then each flag turned and each other value of
    each choice, one at a time. Number options are left at their default."""
    yield {}
    for option in options:
        if option.kind == "flag":
            yield {option.id: not option.default}
        elif option.kind == "choice":
            for value, _ in option.choices:
                if value != option.default:
                    yield {option.id: value}


def covered(path: tuple[str | int, ...], secrets: list[Secret]) -> Secret | None:
    """The secret ``path`` lies at or under, or None."""
    parts = [str(p) for p in path]
    for secret in secrets:
        if parts[: len(secret.path)] == [str(p) for p in secret.path]:
            return secret
    return None


class Watch:
    """Checks every event of one game against the secrets of those who may read it."""

    def __init__(self, game: AnyGame, record: GameRecord, where: str):
        self.rules, self.record, self.where = game.rules, record, where
        self.seats = len(record.config.seats)
        #: how many (event, reader) pairs were checked, and how many told something
        self.checked = 0
        self.telling = 0

    def readers(self, e: Event) -> list[int | None]:
        """The seats that may read ``e``, and the spectator (None) for a public event."""
        if e.visible_to is None:
            return [*range(self.seats), None]
        return list(e.visible_to)

    def check(self, events: list[Event], index: int) -> None:
        state = self.record.state
        secrets: dict[int | None, list[Secret]] = {}
        for e in events:
            if e.reveals or not e.tells:
                continue
            for seat in self.readers(e):
                if seat not in secrets:
                    secrets[seat] = self.rules.secrets(state, seat)
                self.checked += 1
                for path in e.tells:
                    self.telling += 1
                    secret = covered(path, secrets[seat])
                    assert secret is None, (
                        f"{self.where}, action {index}: {e} is shown to "
                        f"{'the spectator' if seat is None else f'seat {seat}'} and tells {path}, "
                        f"which its view hides (the secret {secret.path})"
                    )


def play(game: AnyGame, data: Any, seed: int, options: dict[str, Any]) -> Watch:
    seats = game.min_seats + seed % (game.max_seats - game.min_seats + 1)
    given = {**sim_options(game, data, ROUNDS), **options}
    config = game.default_config(data, seats, **given)
    for seat in config.seats:
        seat.kind, seat.ai = "ai", "random"
    record = GameRecord(game, data, config, seed)
    watch = Watch(game, record, f"{game.id}, seed {seed}, {seats} seats, options {options or 'by default'}")
    watch.check(record.start_events, -1)
    bots = [make_bot(game, "random", seed * 17 + s) for s in range(seats)]
    limit = game.length_limit(data, config)
    index = 0
    while (decision := game.rules.pending(record.state)) is not None:
        assert index < limit, f"{watch.where}: the game goes past its bound of {limit} actions"
        bot = bots[decision.seat]
        action = bot.choose(
            game.rules.view_for(record.state, decision.seat) if bot.needs_view else record.state, decision
        )
        watch.check(record.apply(action), index)
        index += 1
    return watch


def test_no_event_shown_to_a_seat_tells_what_its_view_hides(game: AnyGame, data: Any) -> None:
    for options in settings(list(game.options(data))):
        for seed in SEEDS if not options else SEEDS[:1]:
            play(game, data, seed, options)


@dataclass(frozen=True)
class Telling(Event, game="contract-probe"):
    """An event of no game that tells ``path`` to ``to`` (None: everyone)."""

    kind: ClassVar[str] = "telling"
    path: tuple[str | int, ...]
    to: tuple[int, ...] | None = None

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        return self.to

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return (self.path,)


@dataclass(frozen=True)
class Revealing(Telling):
    kind: ClassVar[str] = "revealing"
    reveals: ClassVar[bool] = True


def test_the_check_refuses_an_event_that_tells_a_secret(game: AnyGame, data: Any) -> None:
    """The check itself, on the random generator (every game's secret from every seat):
    told to everyone or to the first seat alone, it is refused; a reveal passes."""
    record = GameRecord(game, data, game.default_config(data, game.min_seats), SEEDS[0])
    watch = Watch(game, record, game.id)
    for to in (None, (0,)):
        with pytest.raises(AssertionError, match=r"tells \('rng',\), which its view hides"):
            watch.check([Telling(("rng",), to)], 0)
    watch.check([Revealing(("rng",))], 0)
    watch.check([Telling(("no", "such", "place"))], 0)
