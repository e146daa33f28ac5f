"""`python -m game bench [--game ID]`: a game's engine speed (through the contract) and
the client's frame times, against their targets.

Each figure is the best of a few repetitions (the least disturbed by other work on
the machine). Exits 1 if a figure misses its target, so a regression is visible.
"""

from __future__ import annotations

import json
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.ai import sim
from game.core import tiled
from game.core.contract import GameDescriptor
from game.core.record import GameRecord

AnyGame = GameDescriptor[Any, Any, Any]

#: name -> (target, unit, higher_is_better)
TARGETS: dict[str, tuple[float, str, bool]] = {
    "data_load_seconds": (0.5, "s", False),
    "random_game_actions_per_second": (3000.0, "actions/s", True),
    "legal_actions_per_second": (1000.0, "calls/s", True),
    "clone_per_second": (5000.0, "clones/s", True),
    "replay_actions_per_second": (3000.0, "actions/s", True),
}


def _best(repeat: int, fn: Callable[[], float]) -> float:
    return min(fn() for _ in range(repeat))


def measure(game: AnyGame, quick: bool = False) -> dict[str, float]:
    repeat = 2 if quick else 5
    games = 2 if quick else 6
    rules = game.rules
    players = min(max(4, game.min_seats), game.max_seats)

    def load() -> float:
        tiled.clear_cache()  # time a cold load of every file, the map included
        t = time.perf_counter()
        game.load_data(None)
        return time.perf_counter() - t

    out: dict[str, float] = {"data_load_seconds": _best(repeat, load)}
    data = game.load_data(None)

    def play() -> float:
        t = time.perf_counter()
        actions = sum(sim.play_game(game, data, players, "random", seed, 20)[0]["actions"] for seed in range(games))
        return (time.perf_counter() - t) / actions

    out["random_game_actions_per_second"] = 1.0 / _best(repeat, play)

    _, rec = sim.play_game(game, data, min(players + 1, game.max_seats), "random", 3, 8, record=True)
    assert rec is not None
    # mid-game states from a recorded game, to time fresh legal_actions and clones
    replay = rec.replayed()
    states = []
    for i, a in enumerate(rec.actions):
        replay.apply(a)
        if i % 7 == 0:
            states.append(rules.clone(replay.state))

    def legal() -> float:
        fresh = [rules.clone(s) for s in states]  # clones keep no cached answers
        t = time.perf_counter()
        for s in fresh:
            rules.legal_actions(s)
        return (time.perf_counter() - t) / len(states)

    out["legal_actions_per_second"] = 1.0 / _best(repeat, legal)

    def clone() -> float:
        t = time.perf_counter()
        for s in states:
            rules.clone(s)
        return (time.perf_counter() - t) / len(states)

    out["clone_per_second"] = 1.0 / _best(repeat, clone)

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.json"
        rec.save(path)

        def load_save() -> float:
            t = time.perf_counter()
            GameRecord.load(game, data, path)
            return (time.perf_counter() - t) / len(rec.actions)

        out["replay_actions_per_second"] = 1.0 / _best(repeat, load_save)
    return out


def run_bench(game: AnyGame, catalog: Any, quick: bool = False, as_json: bool = False, ui: bool = True) -> int:
    """Measure ``game``; the client's frame times play it from ``catalog`` (the registry)."""
    figures = measure(game, quick)
    targets = dict(TARGETS)
    if ui:
        from game.ui import bench as ui_bench  # the client's frame times (pygame)

        figures.update(ui_bench.measure(game.id, catalog, quick))
        targets.update(ui_bench.TARGETS)
    missed = []
    rows: list[dict[str, Any]] = []
    for name, value in figures.items():
        target, unit, higher = targets[name]
        ok = value >= target if higher else value <= target
        if not ok:
            missed.append(name)
        rows.append({"name": name, "value": round(value, 3), "target": target, "unit": unit, "ok": ok})
    if as_json:
        print(json.dumps({"figures": rows, "ok": not missed}))
    else:
        for r in rows:
            sign = ">=" if targets[r["name"]][2] else "<="
            mark = "ok" if r["ok"] else "MISSED"
            print(f"{r['name']:<34} {r['value']:>12,.3f} {r['unit']:<10} target {sign} {r['target']:,}  {mark}")
    return 1 if missed else 0
