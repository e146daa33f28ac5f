"""Command line: `python -m game [play|games|sim|validate|replay|bench] [--game ID] ...`.

Every command that plays, checks or measures a game takes ``--game ID`` (default
``fief``); ``games`` lists the registered games. Every command takes ``--lang CODE``
(``fr``, ``en``): its words, help included, are in that language; without it, in the
system's language when Seneschal has it, else in English."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from game import __version__, registry
from game.core import i18n
from game.core.errors import ConfigError, DataError, LengthLimitExceeded, SaveError
from game.core.i18n import N_, t
from game.registry import DEFAULT_GAME

if TYPE_CHECKING:
    from game.registry import AnyGame


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m game",  # words: not shown (the command itself)
        description=t("core.cli.description"),
    )

    def game_option(parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--game",
            default=DEFAULT_GAME,
            metavar="ID",
            help=t("core.cli.help_game", default=DEFAULT_GAME),
        )

    def mod_option(parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--mod",
            type=Path,
            default=None,
            metavar="DIR",
            help=t("core.cli.help_mod"),
        )

    def lang_option(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--lang", default=None, metavar="CODE", help=t("core.cli.help_lang"))

    p.add_argument("--version", action="version", version=f"Seneschal {__version__}")  # words: not shown
    lang_option(p)
    sub = p.add_subparsers(dest="command", metavar=t("core.cli.command_metavar"))

    play = sub.add_parser("play", help=t("core.cli.help_play"))
    game_option(play)
    play.add_argument("--players", type=int, default=None, help=t("core.cli.help_play_players"))
    play.add_argument(
        "--bots",
        choices=["none", "all", "others"],
        default="others",
        help=t("core.cli.help_play_bots"),
    )
    play.add_argument("--seed", type=int, default=None, help=t("core.cli.help_play_seed"))
    play.add_argument("--frames", type=int, default=None, help=t("core.cli.help_play_frames"))
    play.add_argument("--screenshot", type=Path, default=None, help=t("core.cli.help_play_screenshot"))
    play.add_argument("--size", default=None, help=t("core.cli.help_play_size"))
    mod_option(play)
    lang_option(play)

    games = sub.add_parser("games", help=t("core.cli.help_games"))
    games.add_argument("--json", action="store_true", help=t("core.cli.help_games_json"))
    lang_option(games)

    sim = sub.add_parser("sim", help=t("core.cli.help_sim"))
    game_option(sim)
    sim.add_argument("--players", type=int, default=None, help=t("core.cli.help_sim_players"))
    sim.add_argument(
        "--bots",
        default="random",
        help=t("core.cli.help_sim_bots"),
    )
    sim.add_argument("--games", type=int, default=1, help=t("core.cli.help_sim_games"))
    sim.add_argument("--seed", type=int, default=1, help=t("core.cli.help_sim_seed"))
    sim.add_argument("--max-rounds", type=int, default=None, help=t("core.cli.help_sim_max_rounds"))
    sim.add_argument("--json", action="store_true", help=t("core.cli.help_sim_json"))
    sim.add_argument("--save", type=Path, default=None, help=t("core.cli.help_sim_save"))
    mod_option(sim)
    lang_option(sim)

    val = sub.add_parser("validate", help=t("core.cli.help_validate"))
    game_option(val)
    val.add_argument(
        "dir",
        nargs="?",
        type=Path,
        default=None,
        help=t("core.cli.help_validate_dir"),
    )
    lang_option(val)

    rep = sub.add_parser("replay", help=t("core.cli.help_replay"))
    rep.add_argument("--game", default=None, metavar="ID", help=t("core.cli.help_replay_game"))
    rep.add_argument("file", type=Path)
    rep.add_argument("--verify", action="store_true", help=t("core.cli.help_replay_verify"))
    rep.add_argument("--chronicle", action="store_true", help=t("core.cli.help_replay_chronicle"))
    lang_option(rep)

    bench = sub.add_parser("bench", help=t("core.cli.help_bench"))
    game_option(bench)
    bench.add_argument("--quick", action="store_true", help=t("core.cli.help_bench_quick"))
    bench.add_argument("--json", action="store_true", help=t("core.cli.help_bench_json"))
    bench.add_argument("--no-ui", action="store_true", help=t("core.cli.help_bench_no_ui"))
    lang_option(bench)
    return p


#: argparse's own words (its gettext calls), said in our catalogue
_ARGPARSE_WORDS = {
    "usage: ": N_("core.cli.argparse_usage"),
    "positional arguments": N_("core.cli.argparse_positional"),
    "options": N_("core.cli.argparse_options"),
    "show this help message and exit": N_("core.cli.argparse_help"),
    "show program's version number and exit": N_("core.cli.argparse_version"),
    "the following arguments are required: %s": N_("core.cli.argparse_required"),
    "unrecognized arguments: %s": N_("core.cli.argparse_unrecognized"),
    "invalid choice: %(value)r (choose from %(choices)s)": N_("core.cli.argparse_choice"),
    "expected one argument": N_("core.cli.argparse_one_argument"),
    "invalid %(type)s value: %(value)r": N_("core.cli.argparse_invalid_value"),
    "%(prog)s: error: %(message)s\n": N_("core.cli.argparse_error"),
}


def _argparse_words(text: str) -> str:
    msg_id = _ARGPARSE_WORDS.get(text)
    return t(msg_id) if msg_id is not None else text


def choose_language(argv: list[str]) -> str | None:
    """Set the language from ``--lang`` (anywhere in ``argv``) or the system's; returns
    a sentence for an unknown ``--lang``, else None. English is the fallback."""
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--lang", default=None)
    known, _ = pre.parse_known_args(argv)
    available = i18n.languages()
    if known.lang is not None:
        code = i18n.normalise(known.lang)
        if code not in available:
            return t("core.cli.unknown_lang", code=known.lang, available=", ".join(available))
        i18n.set_language(code)
        return None
    system = i18n.system_language()
    i18n.set_language(system if system in available else i18n.FALLBACK)
    return None


def _speak_argparse() -> None:
    """argparse looks its words up through the module's ``_`` at each use: ours."""
    argparse._ = _argparse_words  # type: ignore[attr-defined]


def main(argv: list[str] | None = None) -> int:
    from game import resources

    _speak_argparse()
    i18n.set_cache_folder(resources.cache_dir() / "messages")
    problem = choose_language(list(sys.argv[1:] if argv is None else argv))
    if problem is not None:
        return _fail(problem)
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
    except BrokenPipeError:  # the reader stopped early (`replay --chronicle | head`): not an error
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


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
            return _fail(t("core.cli.bad_size", size=repr(args.size)))
    game = registry.listing(args.game)  # the title needs no more of the game than this
    if args.mod is not None and not args.mod.is_dir():
        return _fail(t("core.cli.no_mod_folder", folder=str(args.mod)))
    bots = None
    if args.players is not None:
        if not game.min_seats <= args.players <= game.max_seats:
            return _fail(t("core.cli.bad_players", game=game.title, low=game.min_seats, high=game.max_seats))
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
            language=i18n.normalise(args.lang) if args.lang else None,
        ),
        registry,
    )


def _games(args: argparse.Namespace) -> int:
    listed = [g.summary() for g in registry.listings()]
    if args.json:
        print(json.dumps(listed))
        return 0
    for g in listed:
        seats = t("core.cli.games_seats", low=g["min_seats"], high=g["max_seats"])
        print(f"{g['id']:<12} {g['title']}  ({seats})")
    return 0


def _sim(args: argparse.Namespace) -> int:
    from game.ai import sim

    if args.games < 1:
        return _fail(t("core.cli.bad_games"))
    game = _game(args)
    players = args.players if args.players is not None else min(max(4, game.min_seats), game.max_seats)
    if not game.min_seats <= players <= game.max_seats:
        return _fail(t("core.cli.bad_players", game=game.title, low=game.min_seats, high=game.max_seats))
    if args.mod is not None and not args.mod.is_dir():
        return _fail(t("core.cli.no_mod_folder", folder=str(args.mod)))
    try:
        data = game.load_checked(args.mod)
        max_rounds = sim.round_limit(game, data, args.max_rounds)
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
            t(
                "core.cli.sim_row",
                seed=f"{r['seed']:>6}",
                rounds=f"{r['rounds']:>4}",
                actions=f"{r['actions']:>6}",
                end=f"{r['end']:<12}",
                winners=winners,
            )
        )
    print(
        t(
            "core.cli.sim_total",
            n=result["games"],
            seconds=i18n.number_text(str(result["seconds"]), i18n.language()),
            speed=i18n.number_text(str(result["actions_per_second"]), i18n.language()),
        )
    )
    return 0


def _validate(args: argparse.Namespace) -> int:
    game = _game(args)
    root = args.dir
    if root is not None and not root.is_dir():
        return _fail(t("core.cli.no_folder", folder=str(root)))
    problems = game.validate(root)
    for p in problems:
        print(p)
    if problems:
        print(t("core.cli.problems_found", n=len(problems)), file=sys.stderr)
        return 1
    print(t("core.cli.all_valid"))
    return 0


def _replay(args: argparse.Namespace) -> int:
    from game.ai import bot_kinds
    from game.core import saves
    from game.core.record import GameRecord

    doc = saves.read_save(args.file)
    try:
        game = registry.get(doc.game)
    except ConfigError as exc:
        return _fail(
            t("core.save.in_field", file=str(args.file), field="game", problem=exc.args[0] if exc.args else "")
        )
    if args.game is not None and args.game != game.id:
        return _fail(
            t("core.cli.save_of_other_game", file=str(args.file), game=game.title, other=registry.get(args.game).title)
        )
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
    where = t("core.cli.replay_where", round=round_number, step=step) if round_number else t("core.cli.replay_setup")
    out = rules.outcome(state)
    status = str(out.reason) if out else t("core.cli.replay_in_progress", where=where)
    done = N_("core.cli.replay_done_verified") if args.verify else N_("core.cli.replay_done")
    print(t(done, file=str(args.file), n=len(record.actions), status=status))
    return 0


def _bench(args: argparse.Namespace) -> int:
    from game.bench import run_bench

    return run_bench(_game(args), registry, quick=args.quick, as_json=args.json, ui=not args.no_ui)
