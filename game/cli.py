"""Command line: `python -m game [play|games|sim|validate|replay|bench] [--game ID] ...`.

Every command that plays, checks or measures a game takes ``--game ID`` (default
``fief``); ``games`` lists the registered games."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from game import __version__, registry
from game.core.errors import ConfigError, DataError, LengthLimitExceeded, SaveError
from game.registry import DEFAULT_GAME

if TYPE_CHECKING:
    from game.registry import AnyGame


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m game",
        description="Seneschal: medieval strategy board games, starting with Fief: France 1429.",
    )

    def game_option(parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--game",
            default=DEFAULT_GAME,
            metavar="ID",
            help=f"the game (default {DEFAULT_GAME}); `python -m game games` lists them",
        )

    def mod_option(parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--mod",
            type=Path,
            default=None,
            metavar="DIR",
            help="play with a mod folder's data and map (checked as `validate DIR` checks it)",
        )

    p.add_argument("--version", action="version", version=f"Seneschal {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="open the game window (the default)")
    game_option(play)
    play.add_argument("--players", type=int, default=None, help="start a game at once with this many seats")
    play.add_argument(
        "--bots",
        choices=["none", "all", "others"],
        default="others",
        help="with --players: which seats bots play (default: all but the first)",
    )
    play.add_argument("--seed", type=int, default=None, help="seed of the game started with --players")
    play.add_argument("--frames", type=int, default=None, help="quit after this many frames (scripted checks)")
    play.add_argument("--screenshot", type=Path, default=None, help="save a PNG of the window before quitting")
    play.add_argument("--size", default=None, help="window size WIDTHxHEIGHT, e.g. 1280x720")
    mod_option(play)

    games = sub.add_parser("games", help="list the registered games")
    games.add_argument("--json", action="store_true", help='print [{"id", "title", "min_seats", "max_seats"}] as JSON')

    sim = sub.add_parser("sim", help="play whole games between bots without a window")
    game_option(sim)
    sim.add_argument("--players", type=int, default=None, help="seats per game (default: 4, or the game's nearest)")
    sim.add_argument(
        "--bots",
        default="random",
        help="one bot kind for every seat (random, heuristic ...) or a comma-separated list, "
        "one per seat: heuristic,random,random (default random)",
    )
    sim.add_argument("--games", type=int, default=1, help="number of games (default 1)")
    sim.add_argument("--seed", type=int, default=1, help="seed of the first game; game i uses seed+i")
    sim.add_argument(
        "--max-rounds", type=int, default=None, help="end a game without winner after this many rounds (default 100)"
    )
    sim.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    sim.add_argument("--save", type=Path, default=None, help="save the last game to this file")
    mod_option(sim)

    val = sub.add_parser("validate", help="check data, map and mod files; exit 1 on any problem")
    game_option(val)
    val.add_argument(
        "dir",
        nargs="?",
        type=Path,
        default=None,
        help="a mod or game folder holding data/ID and/or maps (default: the built-in data)",
    )

    rep = sub.add_parser("replay", help="replay a save file")
    rep.add_argument(
        "--game", default=None, metavar="ID", help="the game the save must be of (default: the game the save names)"
    )
    rep.add_argument("file", type=Path)
    rep.add_argument("--verify", action="store_true", help="check that replaying gives the saved snapshot")
    rep.add_argument("--chronicle", action="store_true", help="print every event as a sentence")

    bench = sub.add_parser("bench", help="measure engine speed against its targets")
    game_option(bench)
    bench.add_argument("--quick", action="store_true", help="fewer repetitions")
    bench.add_argument("--json", action="store_true", help="print the figures as JSON")
    bench.add_argument("--no-ui", action="store_true", help="skip the client's frame times")
    return p


def main(argv: list[str] | None = None) -> int:
    from game import resources

    args = _parser().parse_args(argv)
    command = args.command or "play"
    if command != "play":
        resources.start_log()  # warnings and errors of every command go to the log file
    # (the window starts it once its first frame shows: the title appears sooner)
    if command == "play" and args.command is None:
        args = _parser().parse_args(["play", *(argv or [])])
    handlers = {"play": _play, "games": _games, "sim": _sim, "validate": _validate, "replay": _replay, "bench": _bench}
    try:
        return handlers[command](args)
    except (ConfigError, DataError, SaveError) as exc:
        return _fail(str(exc))


def _game(args: argparse.Namespace) -> AnyGame:
    return registry.get(args.game)


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
    game = registry.listing(args.game)  # the title needs no more of the game than this
    if args.mod is not None and not args.mod.is_dir():
        return _fail(f"--mod: {args.mod}: no such folder")
    bots = None
    if args.players is not None:
        if not game.min_seats <= args.players <= game.max_seats:
            return _fail(f"--players: {game.title} is played by {game.min_seats} to {game.max_seats} seats")
        bots = {"none": 0, "all": args.players, "others": args.players - 1}[args.bots]
    return run(
        Options(
            game=game.id,
            players=args.players,
            bots=bots,
            seed=args.seed,
            frames=args.frames,
            screenshot=args.screenshot,
            window_size=size,
            mod=args.mod,
        ),
        registry,
    )


def _games(args: argparse.Namespace) -> int:
    listed = [g.summary() for g in registry.listings()]
    if args.json:
        print(json.dumps(listed))
        return 0
    for g in listed:
        print(f"{g['id']:<12} {g['title']}  ({g['min_seats']}-{g['max_seats']} seats)")
    return 0


def _sim(args: argparse.Namespace) -> int:
    from game.ai import sim

    if args.games < 1:
        return _fail("--games must be at least 1")
    game = _game(args)
    players = args.players if args.players is not None else min(max(4, game.min_seats), game.max_seats)
    if not game.min_seats <= players <= game.max_seats:
        return _fail(f"--players: {game.title} is played by {game.min_seats} to {game.max_seats} seats")
    if args.mod is not None and not args.mod.is_dir():
        return _fail(f"--mod: {args.mod}: no such folder")
    try:
        data = game.load_checked(args.mod)
        max_rounds = args.max_rounds if args.max_rounds is not None else sim.DEFAULT_MAX_ROUNDS
        bots = sim.seat_bots(args.bots, players)
        if args.save:
            _, rec = sim.play_game(game, data, players, bots, args.seed, max_rounds, record=True)
            assert rec is not None
            from game.core import mods

            rec.save(args.save, mods.mod_meta(game, data))
        result = sim.run(game, data, players, bots, args.games, args.seed, max_rounds)
    except (ValueError, LengthLimitExceeded) as exc:
        return _fail(str(exc))
    if args.json:
        print(json.dumps(result))
        return 0
    for r in result["results"]:
        winners = ", ".join(r["winners"]) or "-"
        print(
            f"seed {r['seed']:>6}  rounds {r['rounds']:>4}  actions {r['actions']:>6}  {r['end']:<12} winners: {winners}"
        )
    print(f"{result['games']} games in {result['seconds']} s, {result['actions_per_second']} actions/s")
    return 0


def _validate(args: argparse.Namespace) -> int:
    game = _game(args)
    root = args.dir
    if root is not None and not root.is_dir():
        return _fail(f"{root}: no such folder")
    problems = game.validate(root)
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problem{'s' if len(problems) != 1 else ''} found.", file=sys.stderr)
        return 1
    print("All data and map files are valid.")
    return 0


def _replay(args: argparse.Namespace) -> int:
    from game.ai import bot_kinds
    from game.core import saves
    from game.core.record import GameRecord

    doc = saves.read_save(args.file)
    try:
        game = registry.get(doc.game)
    except ConfigError as exc:
        return _fail(f"{args.file}: game: {exc}")
    if args.game is not None and args.game != game.id:
        return _fail(f"{args.file}: game: this is a save of {game.title}, not of {registry.get(args.game).title}")
    from game.core import mods

    data = mods.data_for_save(game, doc)  # the game's own files, or the mod it was played with
    record = GameRecord.from_save(game, data, doc, bot_kinds(game))
    rules = game.rules
    state = record.state
    if args.chronicle:
        replay = record.replayed()
        for e in replay.start_events:
            print(rules.describe_event(replay.state, e))
        for a in record.actions:
            for e in replay.apply(a):
                if e.visible_to is None:
                    print(rules.describe_event(replay.state, e))
    round_number, step = rules.progress(state)
    where = f"round {round_number}, phase {step}" if round_number else "setup"
    out = rules.outcome(state)
    status = out.reason if out else f"in progress ({where})"
    verified = " and its snapshot hash matches" if args.verify else ""
    print(f"{args.file}: {len(record.actions)} actions replayed{verified}; {status}")
    return 0


def _bench(args: argparse.Namespace) -> int:
    from game.bench import run_bench

    return run_bench(_game(args), registry, quick=args.quick, as_json=args.json, ui=not args.no_ui)
