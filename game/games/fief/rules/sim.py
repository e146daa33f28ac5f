"""Headless games between bots: `python -m game sim`."""

from __future__ import annotations

import time
from typing import Any

from game.ai import make_bot
from game.games.fief.rules import engine
from game.games.fief.rules.record import GameRecord

DEFAULT_MAX_ROUNDS = 100


def play_game(data: Any, players: int, bot: str, seed: int, max_rounds: int | None = DEFAULT_MAX_ROUNDS,
              record: bool = False) -> tuple[dict[str, Any], GameRecord | None]:
    """Play one whole game; returns its summary (and the record if asked)."""
    config = engine.default_config(data, players, max_rounds=max_rounds)
    bots = [make_bot(bot, seed * 97 + seat) for seat in range(players)]
    rec = GameRecord(data, config, seed) if record else None
    state = rec.state if rec else engine.new_game(data, config, seed)
    actions = 0
    while True:
        decision = engine.pending(state)
        if decision is None:
            break
        b = bots[decision.seat]
        view = engine.view_for(state, decision.seat) if b.needs_view else state
        action = b.choose(view, decision)
        if rec:
            rec.apply(action)
        else:
            engine.apply(state, action)
        actions += 1
    out = state.outcome
    assert out is not None
    summary = {
        "seed": seed,
        "rounds": state.round,
        "actions": actions,
        "winners": [state.families[s].name for s in out.winners],
        "end": out.end,
    }
    return summary, rec


def run(data: Any, players: int, bot: str, games: int, seed: int, max_rounds: int | None) -> dict[str, Any]:
    started = time.perf_counter()
    results = [play_game(data, players, bot, seed + i, max_rounds)[0] for i in range(games)]
    seconds = time.perf_counter() - started
    total = sum(r["actions"] for r in results)
    return {
        "games": games,
        "results": results,
        "seconds": round(seconds, 3),
        "actions_per_second": round(total / seconds, 1) if seconds > 0 else None,
    }
