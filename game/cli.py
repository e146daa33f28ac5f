"""Command line: `python -m game [play|sim|validate|replay|bench] ...`."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from game import __version__


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m game",
        description="Seneschal: medieval strategy board games, starting with Fief: France 1429.",
    )
    p.add_argument("--version", action="version", version=f"Seneschal {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="open the game window (the default)")
    play.add_argument("--players", type=int, default=None, help="start a game at once with this many families (3-6)")
    play.add_argument("--bots", choices=["none", "all", "others"], default="others",
                      help="with --players: which seats bots play (default: all but the first)")
    play.add_argument("--seed", type=int, default=None, help="seed of the game started with --players")
    play.add_argument("--frames", type=int, default=None, help="quit after this many frames (scripted checks)")
    play.add_argument("--screenshot", type=Path, default=None, help="save a PNG of the window before quitting")
    play.add_argument("--size", default=None, help="window size WIDTHxHEIGHT, e.g. 1280x720")

    sim = sub.add_parser("sim", help="play whole games between bots without a window")
    sim.add_argument("--players", type=int, default=4, help="families per game, 3-6 (default 4)")
    sim.add_argument("--bots", default="random", help="bot kind for every seat: random or heuristic (default random)")
    sim.add_argument("--games", type=int, default=1, help="number of games (default 1)")
    sim.add_argument("--seed", type=int, default=1, help="seed of the first game; game i uses seed+i")
    sim.add_argument("--max-rounds", type=int, default=None,
                     help="end a game without winner after this many rounds (default 100)")
    sim.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    sim.add_argument("--save", type=Path, default=None, help="save the last game to this file")

    val = sub.add_parser("validate", help="check data, map and mod files; exit 1 on any problem")
    val.add_argument("dir", nargs="?", type=Path, default=None,
                     help="a mod or game folder holding data/fief and/or maps (default: the built-in data)")

    rep = sub.add_parser("replay", help="replay a save file")
    rep.add_argument("file", type=Path)
    rep.add_argument("--verify", action="store_true", help="check that replaying gives the saved snapshot")
    rep.add_argument("--chronicle", action="store_true", help="print every event as a sentence")

    bench = sub.add_parser("bench", help="measure engine speed against its targets")
    bench.add_argument("--quick", action="store_true", help="fewer repetitions")
    bench.add_argument("--json", action="store_true", help="print the figures as JSON")
    bench.add_argument("--no-ui", action="store_true", help="skip the client's frame times")
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    command = args.command or "play"
    if command == "play" and args.command is None:
        args = _parser().parse_args(["play", *(argv or [])])
    handler = {"play": _play, "sim": _sim, "validate": _validate, "replay": _replay, "bench": _bench}[command]
    return handler(args)


def _load_data(root: Path | None = None):
    from game.games.fief.rules.data import load_fief_data

    return load_fief_data(root)


def _fail(message: str) -> int:
    print(message, file=sys.stderr)
    return 1


def _play(args: argparse.Namespace) -> int:
    from game.ui.app import Options, run

    size = None
    if args.size:
        try:
            w, h = (int(x) for x in args.size.lower().split("x"))
            size = (w, h)
        except ValueError:
            return _fail(f"--size: expected WIDTHxHEIGHT such as 1280x720, not {args.size!r}")
    bots = None
    if args.players is not None:
        if not 3 <= args.players <= 6:
            return _fail("--players: Fief is played by 3 to 6 families")
        bots = {"none": 0, "all": args.players, "others": args.players - 1}[args.bots]
    return run(Options(players=args.players, bots=bots, seed=args.seed, frames=args.frames,
                       screenshot=args.screenshot, window_size=size))


def _sim(args: argparse.Namespace) -> int:
    from game.core.errors import ConfigError, DataError
    from game.games.fief.rules import sim

    if args.games < 1:
        return _fail("--games must be at least 1")
    try:
        data = _load_data()
        max_rounds = args.max_rounds if args.max_rounds is not None else sim.DEFAULT_MAX_ROUNDS
        if args.save:
            summary, rec = sim.play_game(data, args.players, args.bots, args.seed, max_rounds, record=True)
            assert rec is not None
            rec.save(args.save)
        result = sim.run(data, args.players, args.bots, args.games, args.seed, max_rounds)
    except (ConfigError, DataError, ValueError) as exc:
        return _fail(str(exc))
    if args.json:
        print(json.dumps(result))
        return 0
    for r in result["results"]:
        winners = ", ".join(r["winners"]) or "-"
        print(f"seed {r['seed']:>6}  rounds {r['rounds']:>4}  actions {r['actions']:>6}  {r['end']:<12} winners: {winners}")
    print(f"{result['games']} games in {result['seconds']} s, {result['actions_per_second']} actions/s")
    return 0


def _validate(args: argparse.Namespace) -> int:
    from game.games.fief.rules.validate import validate

    root = args.dir
    if root is not None and not root.is_dir():
        return _fail(f"{root}: no such folder")
    problems = validate(root)
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problem{'s' if len(problems) != 1 else ''} found.", file=sys.stderr)
        return 1
    print("All data and map files are valid.")
    return 0


def _replay(args: argparse.Namespace) -> int:
    from game.core.errors import DataError, SaveError
    from game.games.fief.rules.engine import names_for
    from game.games.fief.rules.record import GameRecord

    try:
        data = _load_data()
        record = GameRecord.load(data, args.file)
    except (SaveError, DataError) as exc:
        return _fail(str(exc))
    state = record.state
    if args.chronicle:
        from game.games.fief.rules import engine

        names = names_for(state)
        replay = GameRecord(data, record.config, record.seed)
        for e in replay.start_events:
            print(e.sentence(names))
        for a in record.actions:
            for e in engine.apply(replay.state, a):
                if e.visible_to is None:
                    print(e.sentence(names))
    where = f"round {state.round}, phase {state.phase}" if state.round else "setup"
    status = state.outcome.reason if state.outcome else f"in progress ({where})"
    verified = " and its snapshot hash matches" if args.verify else ""
    print(f"{args.file}: {len(record.actions)} actions replayed{verified}; {status}")
    return 0


def _bench(args: argparse.Namespace) -> int:
    from game.games.fief.rules.bench import run_bench

    return run_bench(quick=args.quick, as_json=args.json, ui=not args.no_ui)
