"""Headless games between bots, for any registered game: ``python -m game sim``."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from game.ai import make_bot
from game.core.contract import GameDescriptor
from game.core.errors import ConfigError, LengthLimitExceeded
from game.core.i18n import m
from game.core.record import GameRecord

#: the round limit a simulated game gets when none is asked for (a game whose set-up
#: has a round limit); whatever is asked, a game also ends within its own hard bound
#: (``GameDescriptor.max_actions``), and ``play_game`` stops one that does not
DEFAULT_MAX_ROUNDS = 100

AnyGame = GameDescriptor[Any, Any, Any]


def seat_bots(bots: str | Sequence[str], seats: int) -> list[str]:
    """One bot kind per seat from "kind" (every seat) or "a,b,c" (one per seat)."""
    kinds = [k.strip() for k in bots.split(",")] if isinstance(bots, str) else [str(k) for k in bots]
    if len(kinds) == 1:
        return kinds * seats
    if len(kinds) != seats:
        raise ConfigError(m("core.sim.bots", bots=len(kinds), n=seats))
    return kinds


def sim_options(game: AnyGame, data: Any, max_rounds: int | None) -> dict[str, Any]:
    """The options of a simulated game: the round limit where the game has one."""
    has_limit = any(o.id == "max_rounds" for o in game.options(data))
    return {"max_rounds": max_rounds} if has_limit and max_rounds is not None else {}


def round_limit(game: AnyGame, data: Any, asked: int | None) -> int | None:
    """The round limit of simulated games when ``asked`` is what a person asked for
    (``sim --max-rounds``): ``DEFAULT_MAX_ROUNDS`` when nothing was asked, else ``asked``
    as the game's ``max_rounds`` option takes it. Raises ConfigError, with the option's
    own words, for a value it refuses (below 1, past its most), and for a game that has
    no round limit at all: the request would be ignored without a word."""
    if asked is None:
        return DEFAULT_MAX_ROUNDS
    option = next((o for o in game.options(data) if o.id == "max_rounds"), None)
    if option is None:
        if asked < 1:  # what every game's limit says of it
            raise ConfigError(m("core.option.at_least", option="max_rounds", least=1))
        raise ConfigError(m("core.sim.no_round_limit", title=game.title))
    option.check(asked)
    return asked


def play_game(
    game: AnyGame,
    data: Any,
    players: int,
    bots: str | Sequence[str],
    seed: int,
    max_rounds: int | None = DEFAULT_MAX_ROUNDS,
    record: bool = False,
) -> tuple[dict[str, Any], GameRecord | None]:
    """Play one whole game; returns its summary (and the record if asked). Raises
    ``LengthLimitExceeded`` if the game goes past its declared bound without ending."""
    rules = game.rules
    kinds = seat_bots(bots, players)
    config = game.default_config(data, players, bots=kinds, **sim_options(game, data, max_rounds))
    players_bots = [make_bot(game, kind, seed * 97 + seat) for seat, kind in enumerate(kinds)]
    rec = GameRecord(game, data, config, seed)
    state = rec.state
    limit = game.length_limit(data, config)
    actions = 0
    while True:
        decision = rules.pending(state)
        if decision is None:
            break
        if actions >= limit:  # the game should have ended itself by now: stop it
            raise LengthLimitExceeded(game.title, limit)
        bot = players_bots[decision.seat]
        view = rules.view_for(state, decision.seat) if bot.needs_view else state
        rec.apply(bot.choose(view, decision))
        actions += 1
    out = rules.outcome(state)
    assert out is not None, "a game with no pending decision has an outcome"
    names = rules.seat_names(state)
    summary = {
        "seed": seed,
        "rounds": rules.progress(state)[0],
        "actions": actions,
        "winners": [names[s] for s in out.winners],
        "winner_seats": list(out.winners),
        "end": out.end,
    }
    return summary, (rec if record else None)


def run(
    game: AnyGame, data: Any, players: int, bots: str | Sequence[str], games: int, seed: int, max_rounds: int | None
) -> dict[str, Any]:
    started = time.perf_counter()
    results = [play_game(game, data, players, bots, seed + i, max_rounds)[0] for i in range(games)]
    seconds = time.perf_counter() - started
    total = sum(r["actions"] for r in results)
    return {
        "game": game.id,
        "games": games,
        "results": results,
        "seconds": round(seconds, 3),
        "actions_per_second": round(total / seconds, 1) if seconds > 0 else None,
    }
