"""`python -m game bench [--game ID]`: how fast a game's engine and the client are, each
figure against a baseline measured in the same run on the same machine.

Absolute times depend on the machine and on what else runs on it; a ratio against a
baseline taken a moment before does not, so every target is a ratio
(``game.benchfig.Figure``). The baselines:

- **reference work** (``reference_seconds``): a fixed piece of plain Python (making
  small objects and a table of them), the yardstick of the interpreter's speed for the
  engine's figures: loading, playing, listing legal moves, cloning, replaying;
- **the files read bare**: the data files parsed by PyYAML and the map by the XML
  parser, against loading and checking them;
- **one full-screen blit** of a picture drawn beforehand, for the client's frames;
- **an ordinary frame**, for the frame that applies a computer player's move;
- **a bare window**: a one-line pygame-ce script opening a window of the same size,
  against the client's title screen;
- **a bare window that sleeps**: a pygame-ce loop opening a window of the same size and
  looking at its events as often as the client does at rest, against the client left
  alone on its title and at a table waiting for a person (a share of one core, which
  must also stay under 5% whatever the ratio);
- **the client's memory after round 3**, against its memory after rounds 10 and 30.

Each figure is the best (or the median, for frames) of several repetitions. The command
prints each figure, its baseline, the ratio and the target, and exits 1 when a ratio
misses its target, so a regression is visible.
"""

from __future__ import annotations

import json
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from game import resources
from game.ai import sim
from game.ai.positions import positions
from game.benchfig import Figure
from game.core import tiled
from game.core.i18n import m, t
from game.core.record import GameRecord
from game.registry import AnyGame

#: Targets of the engine's ratios (the value's time over the baseline's time; for the
#: clone, about 20 microseconds on the machine the targets were set on).
ENGINE_TARGETS: dict[str, float] = {
    "data_load": 16.0,
    "random_game_action": 10.0,
    "legal_actions": 6.0,
    "clone_early": 0.5,
    "clone_middle": 0.5,
    "clone_late": 0.5,
    "replay_action": 8.0,
    "bot_decision_p99": 600.0,
}


class _Token:
    __slots__ = ("a", "b", "c", "name")

    def __init__(self, a: int, b: int, c: int, name: str) -> None:
        self.a, self.b, self.c, self.name = a, b, c, name


def _reference_once() -> None:
    table = {}
    for i in range(100):
        token = _Token(i, i * 2, i % 7, "t")
        table[i] = (token.a + token.b, [token.c])
    assert len(table) == 100


def reference_seconds(repeat: int = 7, loops: int = 200) -> float:
    """The reference work's time (best of ``repeat`` runs of ``loops``)."""
    return _best(repeat, lambda: _per_call(_reference_once, loops))


def _per_call(fn: Callable[[], object], loops: int) -> float:
    started = time.perf_counter()
    for _ in range(loops):
        fn()
    return (time.perf_counter() - started) / loops


def _best(repeat: int, fn: Callable[[], float]) -> float:
    return min(fn() for _ in range(repeat))


def _bare_read(game: AnyGame) -> float:
    """Parsing the game's data files and map with nothing checked: PyYAML and the XML parser."""
    import xml.etree.ElementTree as ElementTree

    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    started = time.perf_counter()
    for path in sorted(resources.data_dir(game.id).glob("*.yaml")):
        yaml.load(path.read_text(encoding="utf-8"), Loader=loader)  # a safe loader
    tmx = resources.map_path(game.id)
    if tmx.is_file():
        ElementTree.parse(tmx)
    boards = resources.root() / "maps" / game.id  # a game of several maps (Feudality's sides)
    if boards.is_dir():
        for path in sorted(boards.glob("*.tmx")):
            ElementTree.parse(path)
    return time.perf_counter() - started


def measure_engine(game: AnyGame, quick: bool = False) -> list[Figure]:
    """The engine's figures, each against its same-run baseline."""
    repeat = 2 if quick else 5
    games = 2 if quick else 6
    rules = game.rules
    players = min(max(4, game.min_seats), game.max_seats)
    ref = reference_seconds(repeat)
    out: list[Figure] = []

    reference = m("core.bench.baseline.reference")

    def engine(name: str, value: float) -> Figure:
        return Figure(name, value * 1e6, ref * 1e6, "us", ENGINE_TARGETS[name], baseline_name=reference)

    def load() -> float:
        tiled.clear_cache()  # time a cold load of every file, the map included
        started = time.perf_counter()
        game.load_data(None)
        return time.perf_counter() - started

    bare = _best(repeat, lambda: _bare_read(game))
    out.append(
        Figure(
            "data_load",
            _best(repeat, load) * 1e3,
            bare * 1e3,
            "ms",
            ENGINE_TARGETS["data_load"],
            baseline_name=m("core.bench.baseline.files_bare"),
        )
    )
    data = game.load_data(None)

    def play() -> float:
        started = time.perf_counter()
        actions: int = sum(
            sim.play_game(game, data, players, "random", seed, 20)[0]["actions"] for seed in range(games)
        )
        return (time.perf_counter() - started) / actions

    out.append(engine("random_game_action", _best(repeat, play)))

    _, rec = sim.play_game(game, data, min(players + 1, game.max_seats), "random", 3, 8, record=True)
    assert rec is not None
    replay = rec.replayed()
    states = []
    for i, action in enumerate(rec.actions):
        replay.apply(action)
        if i % 7 == 0:
            states.append(rules.clone(replay.state))

    def legal() -> float:
        fresh = [rules.clone(s) for s in states]  # clones keep no cached answers
        started = time.perf_counter()
        for s in fresh:
            rules.legal_actions(s)
        return (time.perf_counter() - started) / len(fresh)

    out.append(engine("legal_actions", _best(repeat, legal)))

    # Cloning, where search bots spend their time: the most seats, early, middle and late.
    def clone_cost(position: Any) -> float:  # a state of the game's own type
        return _per_call(lambda: rules.clone(position), 2000)

    for name, state in positions(game, data, seed=1).items():
        out.append(engine(f"clone_{name}", _best(repeat, partial(clone_cost, state))))

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.json"
        rec.save(path)

        def load_save() -> float:
            started = time.perf_counter()
            GameRecord.load(game, data, path)
            return (time.perf_counter() - started) / len(rec.actions)

        out.append(engine("replay_action", _best(repeat, load_save)))
    if game.default_bot != "random":
        out.append(engine("bot_decision_p99", bot_decision_p99(game, data, players, 1 if quick else 3)))
    return out


def bot_decision_p99(game: AnyGame, data: Any, players: int, games: int) -> float:
    """The 99th percentile of the time a seat of the game's own computer player takes to
    decide, over ``games`` seeded games of it in every seat (20 rounds at most where the
    game has a round limit), in seconds."""
    from game.ai import make_bot

    times: list[float] = []
    rules = game.rules
    kinds = [game.default_bot] * players
    for seed in range(games):
        config = game.default_config(data, players, bots=kinds, **sim.sim_options(game, data, 20))
        state, _ = rules.new_game(data, config, seed)
        bots = [make_bot(game, kind, seed * 97 + seat) for seat, kind in enumerate(kinds)]
        limit = game.length_limit(data, config)
        for _ in range(limit):
            decision = rules.pending(state)
            if decision is None:
                break
            bot = bots[decision.seat]
            view = rules.view_for(state, decision.seat) if bot.needs_view else state
            started = time.perf_counter()
            action = bot.choose(view, decision)
            times.append(time.perf_counter() - started)
            rules.apply(state, action)
    times.sort()
    return times[min(len(times) - 1, int(len(times) * 0.99))] if times else 0.0


def run_bench(game: AnyGame, catalog: Any, quick: bool = False, as_json: bool = False, ui: bool = True) -> int:
    """Measure ``game`` (the client's figures play it from ``catalog``, the registry);
    print every figure; 1 when a ratio misses its target."""
    figures = measure_engine(game, quick)
    if ui:
        from game.ui import bench as ui_bench  # the client's figures (pygame)

        figures += ui_bench.measure(game.id, quick)
    missed = [f for f in figures if not f.ok]
    if as_json:
        print(json.dumps({"figures": [f.to_json() for f in figures], "ok": not missed}))
    else:
        for figure in figures:
            print(figure.line())
        print(t("core.bench.summary", n=len(figures) - len(missed), total=len(figures)))
    return 1 if missed else 0


__all__ = ["ENGINE_TARGETS", "measure_engine", "reference_seconds", "run_bench"]
