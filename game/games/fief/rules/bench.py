"""`python -m game bench`: engine speed against its targets.

Each figure is the best of a few repetitions (the least disturbed by other work on
the machine). Exits 1 if a figure misses its target, so a regression is visible.
"""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

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


def measure(quick: bool = False) -> dict[str, float]:
    from game.games.fief.rules import engine, sim
    from game.games.fief.rules.data import load_fief_data
    from game.games.fief.rules.record import GameRecord

    repeat = 2 if quick else 5
    games = 2 if quick else 6

    from game.games.fief.rules import board as board_module

    def load() -> float:
        board_module._CACHE.clear()  # time a cold load of every file, the map included
        t = time.perf_counter()
        load_fief_data()
        return time.perf_counter() - t

    out: dict[str, float] = {"data_load_seconds": _best(repeat, load)}
    data = load_fief_data()

    def play() -> float:
        t = time.perf_counter()
        actions = sum(sim.play_game(data, 4, "random", seed, 20)[0]["actions"] for seed in range(games))
        return (time.perf_counter() - t) / actions

    out["random_game_actions_per_second"] = 1.0 / _best(repeat, play)

    _, rec = sim.play_game(data, 5, "random", 3, 8, record=True)
    assert rec is not None
    # mid-game states from a recorded game, to time fresh legal_actions and clones
    replay = GameRecord(data, rec.config, rec.seed)
    states = []
    for i, a in enumerate(rec.actions):
        replay.apply(a)
        if i % 7 == 0:
            states.append(replay.state.clone())

    def legal() -> float:
        t = time.perf_counter()
        for s in states:
            s.cache.clear()
            engine.legal_actions(s)
        return (time.perf_counter() - t) / len(states)

    out["legal_actions_per_second"] = 1.0 / _best(repeat, legal)

    def clone() -> float:
        t = time.perf_counter()
        for s in states:
            s.clone()
        return (time.perf_counter() - t) / len(states)

    out["clone_per_second"] = 1.0 / _best(repeat, clone)

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.json"
        rec.save(path)

        def load_save() -> float:
            t = time.perf_counter()
            GameRecord.load(data, path)
            return (time.perf_counter() - t) / len(rec.actions)

        out["replay_actions_per_second"] = 1.0 / _best(repeat, load_save)
    return out


def run_bench(quick: bool = False, as_json: bool = False, ui: bool = True) -> int:
    figures = measure(quick)
    targets = dict(TARGETS)
    if ui:
        from game.ui import bench as ui_bench  # the client's frame times (pygame)

        figures.update(ui_bench.measure(quick))
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
