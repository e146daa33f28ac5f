"""Damaged saves: every one gives a SaveError naming the file (and the field or the
action's number), from the core and from ``python -m game replay``; an action field of
the wrong type is an illegal action; the file is never changed. Unit tests for each kind
of damage, then a seeded generator of hundreds of damaged saves of both games."""

from __future__ import annotations

import dataclasses
import json
import random
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from game import cli, registry
from game.ai import bot_kinds, sim
from game.core import saves
from game.core.contract import SeatConfig
from game.core.engine import Action, field_problem
from game.core.errors import IllegalAction, SaveError
from game.core.record import GameRecord
from game.games.fief.descriptor import DESCRIPTOR as FIEF
from game.games.fief.rules import engine
from game.games.fief.rules.actions import Buy, Move, PickUp, TakeHits
from tests.damaged_files import damaged_saves
from tests.testgame.descriptor import DESCRIPTOR as PILGRIMS
from tests.testgame.rules import Lay

OLD_SAVES = sorted((Path(__file__).parents[1] / "games" / "fief" / "saves").glob("*.json"))
#: how many damaged saves the generator tries (two games, every kind of damage)
DAMAGED = 400
#: a case still running after this many seconds hangs (it takes a few hundredths)
HANG = 20


@pytest.fixture(scope="module")
def datas() -> dict[str, Any]:
    return {g.id: g.load_data(None) for g in (FIEF, PILGRIMS)}


@pytest.fixture(scope="module")
def sources(tmp_path_factory: pytest.TempPathFactory, datas: dict[str, Any]) -> list[bytes]:
    """Real saves: short seeded games of Fief and of Pilgrims' Race between bots, with
    the meta the client writes, and the two saves of the Fief of before the platform."""
    folder = tmp_path_factory.mktemp("sources")
    found: list[bytes] = []
    plays = [
        (FIEF, 3, "random", 11),
        (FIEF, 4, "heuristic", 12),
        (PILGRIMS, 3, "random", 13),
        (PILGRIMS, 2, "steady", 14),
    ]
    for game, players, bots, seed in plays:
        _, record = sim.play_game(game, datas[game.id], players, bots, seed, max_rounds=2, record=True)
        assert record is not None
        path = folder / f"{game.id}-{seed}.json"
        rnd, step = game.rules.progress(record.state)
        record.save(path, {"round": rnd, "phase": step, "families": game.rules.seat_names(record.state)})
        found.append(path.read_bytes())
    return found + [p.read_bytes() for p in OLD_SAVES]


def load(path: Path, datas: dict[str, Any]) -> GameRecord:
    """What the client and the replay command do with a save: read it, find its game,
    replay it with that game's bots known."""
    doc = saves.read_save(path)
    game = {FIEF.id: FIEF, PILGRIMS.id: PILGRIMS}.get(doc.game)
    if game is None:
        raise SaveError(f"{path}: game: unknown game {doc.game!r}")
    return GameRecord.from_save(game, datas[game.id], doc, bot_kinds(game))


def refused(path: Path, datas: dict[str, Any]) -> str:
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        load(path, datas)
    assert path.read_bytes() == before, "reading a save changed it"
    message = str(caught.value)
    assert message.startswith(f"{path}"), message
    return message[len(str(path)) :]


def spoiled(tmp_path: Path, source: bytes, spoil: Any, rehash: bool = False) -> Path:
    doc = json.loads(source)
    spoil(doc)
    if rehash:
        doc["snapshot_hash"] = saves.state_hash(doc["snapshot"])
    path = tmp_path / "spoiled.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def fief_source(sources: list[bytes]) -> bytes:
    return sources[0]


# --------------------------------------------------------------------------- the envelope


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            b'{"format": "seneschal-save", "name": "caf\xe9"}',
            r": not a text file \(byte 41 is not UTF-8\); it is not a Seneschal save",
        ),
        (b"[" * 1000 + b"]" * 1000, ": lists or objects are nested more than 100 levels deep"),
        (b'{"format": "seneschal-save",\n"seed": ' + b"4" * 5000 + b"}", ":2:9: a number of 5000 digits"),
        (b'{"format": "seneschal-save", "seed": 1e400}', ":1:38: the number 1e400 is too large"),
        (b'{"format": "seneschal-save", "version": true}', ": version: missing or not a whole number"),
        (b'{"format": "seneschal-save", "version": 0}', ": version: format version 0 never existed"),
        (b'{"format": "seneschal-save", "game": "x\\u0000"}', r": the text 'x\\x00' holds a NUL character"),
    ],
)
def test_a_damaged_envelope(tmp_path: Path, datas: dict[str, Any], content: bytes, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    assert re.match(message, refused(path, datas))


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("seed", True, ": seed: missing or of the wrong type (expected a whole number)"),
        ("seed", "12", ": seed: missing or of the wrong type (expected a whole number)"),
        ("game", "", ": game: empty; it should name the game the save is of"),
        ("actions", {"0": {}}, ": actions: missing or of the wrong type (expected a list)"),
        ("meta", [], ": meta: expected an object"),
        ("game_version", 0, ": game_version: missing or not a whole number of at least 1"),
        ("game_version", 1.0, ": game_version: missing or not a whole number of at least 1"),
    ],
)
def test_a_field_of_the_envelope_of_the_wrong_type(
    tmp_path: Path, sources: list[bytes], datas: dict[str, Any], field: str, value: Any, message: str
) -> None:
    path = spoiled(tmp_path, fief_source(sources), lambda d: d.update({field: value}))
    assert refused(path, datas) == message


#: a save's meta of the wrong type, and what every way of opening it says (issue 26)
WRONG_META = [
    ("round", "3", ": meta.round: of the wrong type (expected a whole number from 0)"),
    ("round", True, ": meta.round: of the wrong type (expected a whole number from 0)"),
    ("phase", -1, ": meta.phase: of the wrong type (expected a whole number from 0)"),
    ("families", "Anne", ": meta.families: of the wrong type (expected a list of names)"),
    ("families", ["Anne", 3], ": meta.families: of the wrong type (expected a list of names)"),
    (
        "outcome",
        {"winners": "Anne"},
        ": meta.outcome: of the wrong type (expected an object with the winners' seat numbers and the reason)",
    ),
    (
        "outcome",
        {"winners": [0], "reason": 5},
        ": meta.outcome: of the wrong type (expected an object with the winners' seat numbers and the reason)",
    ),
    ("mod", "my mod", ": meta.mod: of the wrong type (expected the mod's folder and the digests of its files)"),
]


@pytest.mark.parametrize(("field", "value", "message"), WRONG_META)
def test_a_meta_of_the_wrong_type_is_refused_by_every_way_of_opening(
    tmp_path: Path,
    sources: list[bytes],
    datas: dict[str, Any],
    capsys: pytest.CaptureFixture[str],
    field: str,
    value: Any,
    message: str,
) -> None:
    """The saves list (which reads the meta to show where a game stands) refused such a
    save while Open and ``replay`` replayed it: ``read_save``, which all three use, now
    refuses it with one reason."""
    path = spoiled(tmp_path, fief_source(sources), lambda d: d["meta"].update({field: value}))
    assert refused(path, datas) == message
    assert cli.main(["replay", str(path)]) == 1
    assert capsys.readouterr() == ("", f"{path}{message}\n")


def test_a_meta_of_the_right_types_or_none_at_all_is_read(tmp_path: Path, sources: list[bytes]) -> None:
    def meta(doc: dict[str, Any]) -> None:
        doc["meta"].update(outcome=None, note="kept as it is")
        doc["meta"]["mod"] = {"path": "/somewhere/mod", "files": {"data/fief/costs.yaml": "ab12"}}

    assert saves.read_save(spoiled(tmp_path, fief_source(sources), meta)).meta["note"] == "kept as it is"
    assert saves.read_save(spoiled(tmp_path, fief_source(sources), lambda d: d.pop("meta"))).meta == {}


# --------------------------------------------------------------------------- actions


def test_an_action_field_of_the_wrong_type_is_an_illegal_action() -> None:
    with pytest.raises(IllegalAction, match=r'^A pick up action\'s count must be a whole number, not "three"\.$'):
        Action.from_json({"kind": "pick_up", "lord": "a", "unit": "knight", "count": "three"}, "fief")
    with pytest.raises(IllegalAction, match=r"^A pick up action's count must be a whole number, not true\.$"):
        Action.from_json({"kind": "pick_up", "lord": "a", "unit": "knight", "count": True}, "fief")
    with pytest.raises(IllegalAction, match=r"^A take hits action's losses\.0\.2 must be a whole number, not 1\.5\.$"):
        Action.from_json({"kind": "take_hits", "losses": [[0, 1, 1.5]]}, "fief")
    with pytest.raises(IllegalAction, match=r"^An answer deal action's accept must be true or false, not 1\.$"):
        Action.from_json({"kind": "answer_deal", "accept": 1}, "fief")
    with pytest.raises(IllegalAction, match=r"^A lay action's card must be a whole number, not \[3\]\.$"):
        Action.from_json({"kind": "lay", "card": [3]}, "pilgrims")
    sound = {"kind": "take_hits", "losses": [[0, 1, 2]], "killed": ["jeanne"]}
    assert Action.from_json(sound, "fief") == TakeHits(((0, 1, 2),), ("jeanne",))
    assert Action.from_json({"kind": "lay", "card": -(10**40)}, "pilgrims") == Lay(-(10**40))


def test_the_structure_of_an_action_is_a_save_error() -> None:
    for value, message in [
        ({"kind": "no_such_kind"}, 'unknown action kind "no_such_kind"'),
        ({"kind": 5}, "action is not an object with a 'kind': {\"kind\": 5}"),
        ([1, 2], "action is not an object with a 'kind': [1, 2]"),
        ({"kind": "pick_up", "lord": "a", "unit": "knight"}, "action 'pick_up' lacks field 'count'"),
        ({"kind": "done", "lord": "a"}, "action 'done' has unknown fields ['lord']"),
    ]:
        with pytest.raises(SaveError) as caught:
            Action.from_json(value, "fief")
        assert str(caught.value) == message


def test_field_problem_judges_actions_built_in_code() -> None:
    assert field_problem(Move("lord", "village")) is None
    assert str(field_problem(Move({"a": 1}, "village"))) == 'A move action\'s lord must be a text, not {"a": 1}.'  # type: ignore[arg-type]
    assert (
        str(field_problem(Move("lord", frozenset({1})))) == "A move action's to holds a frozenset, which no file holds."
    )  # type: ignore[arg-type]
    assert (
        str(field_problem(PickUp("lord", "knight", 2.0))) == "A pick up action's count must be a whole number, not 2.0."
    )  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "action",
    [
        Buy({"village": 1}, "x"),  # type: ignore[arg-type]
        Buy("knight", ["a", "b"]),  # type: ignore[arg-type]
        Move("lord", {"to": "x"}),  # type: ignore[arg-type]
        TakeHits([[0, 1, 2]], None),  # type: ignore[arg-type]
        PickUp("a", "knight", "3"),  # type: ignore[arg-type]
    ],
)
def test_the_engine_refuses_a_field_of_the_wrong_type_with_its_own_error(action: Action, datas: dict[str, Any]) -> None:
    state = engine.new_game(datas["fief"], FIEF.default_config(datas["fief"], 3), 4)
    before = state.to_json()
    with pytest.raises(IllegalAction) as caught:
        engine.apply(state, action)
    assert caught.value.reason == str(field_problem(action))
    assert str(engine.explain(state, action)) == str(field_problem(action))
    assert state.to_json() == before


def test_a_wrong_action_in_a_save_names_the_file_and_its_number(
    tmp_path: Path, sources: list[bytes], datas: dict[str, Any]
) -> None:
    source = fief_source(sources)
    actions = json.loads(source)["actions"]
    i = next(i for i, a in enumerate(actions) if a["kind"] == "choose_start")

    def wrong(d: dict[str, Any]) -> None:
        d["actions"][i]["village"] = 42

    assert refused(spoiled(tmp_path, source, wrong), datas) == (
        f": actions.{i + 1}: a choose start action's village must be a text, not 42"
    )

    def unknown(d: dict[str, Any]) -> None:
        d["actions"][i]["village"] = "atlantis"

    assert refused(spoiled(tmp_path, source, unknown), datas).startswith(
        f": actions.{i + 1}: the choose start action cannot be replayed (There is no village called 'atlantis'.)"
    )


# --------------------------------------------------------------------------- the config


@pytest.mark.parametrize(
    ("spoil", "message"),
    [
        (lambda c: c.update(first_player="2"), ': config: first_player: must be a whole number or null, not "2"'),
        (lambda c: c.update(max_rounds=[3]), ": config: max_rounds: must be a whole number or null, not [3]"),
        (lambda c: c.update(variants="fog_of_war"), ': config: variants: must be a list, not "fog_of_war"'),
        (lambda c: c.update(colour="red"), ": config: colour: is not a field here"),
        (lambda c: c.pop("seats"), ": config: seats: missing"),
        (lambda c: c["seats"][1].update(name=7), ": config: seats.1.name: must be a text, not 7"),
        (lambda c: c["seats"][1].pop("color"), ": config: seats.1.color: missing"),
        (lambda c: c["seats"][1].update(kind="robot"), ': config: seats.1.kind: must be "human" or "ai", not "robot"'),
        (
            lambda c: c["seats"][2].update(kind="ai", ai="nobody"),
            ': config: seats.2.ai: unknown bot "nobody"; Fief: France 1429 has heuristic, random',
        ),
        (lambda c: c["seats"][0].update(name="  "), ": config: seats.0.name: empty; every seat needs a name"),
        (
            lambda c: c["seats"][0].update(name="Anne\u001b[31m"),
            ': config: seats.0.name: "Anne\\u001b[31m" holds a control character',
        ),
        (lambda c: c["seats"][0].update(name="A" * 201), ": config: seats.0.name: 201 characters long, more than 200"),
        (
            lambda c: c["seats"][0].update(color="mauve"),
            ': config: seats.0.color: "mauve" is not a colour of Fief: France 1429',
        ),
        (
            lambda c: c["seats"][1].update(color=c["seats"][0]["color"]),
            ": config: seats.1.color: 'red' is taken by an earlier seat",
        ),
        (
            lambda c: c.update(seats=c["seats"][:1]),
            ": config: seats: Fief: France 1429 is played by 3 to 6 seats, not 1",
        ),
        (lambda c: c.update(first_player=-1), ": config: First player -1 is not a seat of this game."),
        (lambda c: c.update(first_player=2**70), f": config: First player {2**70} is not a seat of this game."),
        (lambda c: c.update(max_rounds=-(10**30)), ": config: A round limit must be at least 1."),
        (lambda c: c.update(variants=["no_such_variant"]), ": config: Unknown variant 'no_such_variant'"),
    ],
)
def test_a_damaged_config(
    tmp_path: Path, sources: list[bytes], datas: dict[str, Any], spoil: Any, message: str
) -> None:
    path = spoiled(tmp_path, fief_source(sources), lambda d: spoil(d["config"]))
    assert refused(path, datas).startswith(message)


@pytest.mark.parametrize("seed", [-1, 2**64 + 5, -(10**100), 0])
def test_a_changed_seed_replays_another_game(
    tmp_path: Path, sources: list[bytes], datas: dict[str, Any], seed: int
) -> None:
    """A negative or huge seed is a seed like any other: the actions then do not fit the
    game it deals, or replay to another state."""
    message = refused(spoiled(tmp_path, fief_source(sources), lambda d: d.update(seed=seed)), datas)
    assert re.match(r": (actions\.\d+: the .* action cannot be replayed|snapshot_hash: replaying)", message), message


def test_an_edited_snapshot_with_its_hash_computed_again(
    tmp_path: Path, sources: list[bytes], datas: dict[str, Any]
) -> None:
    def spoil(d: dict[str, Any]) -> None:
        d["snapshot"]["round"] = "three"

    assert refused(spoiled(tmp_path, fief_source(sources), spoil, rehash=True), datas).startswith(
        ": snapshot_hash: replaying the"
    )


def test_a_migration_that_fails_on_a_damaged_save(tmp_path: Path, sources: list[bytes], datas: dict[str, Any]) -> None:
    def migrate(version: int, docs: dict[str, Any]) -> dict[str, Any]:
        docs["config"]["seats"][0]["name"] += "!"  # KeyError or TypeError on a damaged config
        return docs

    newer = dataclasses.replace(PILGRIMS, save_version=2, migrate_save=migrate)
    pilgrims = next(s for s in sources if json.loads(s)["game"] == "pilgrims")
    path = spoiled(tmp_path, pilgrims, lambda d: d["config"].update(seats=[]))
    with pytest.raises(SaveError) as caught:
        GameRecord.load(newer, datas["pilgrims"], path)
    assert str(caught.value) == (
        f"{path}: game_version: this Pilgrims' Race save of version 1 cannot be brought up to date "
        "(IndexError: list index out of range); the file was edited or damaged"
    )
    garbled = dataclasses.replace(PILGRIMS, save_version=2, migrate_save=lambda version, docs: [docs])
    with pytest.raises(SaveError) as caught:
        GameRecord.load(garbled, datas["pilgrims"], path)
    assert str(caught.value) == f"{path}: game_version: this Pilgrims' Race save of version 1 cannot be read"


# --------------------------------------------------------------------------- many damaged saves


class Hang(Exception):
    pass


@contextmanager
def bounded(seconds: float) -> Iterator[None]:
    """Raise Hang in the block once ``seconds`` have passed (where the system has SIGALRM)."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def ring(signum: int, frame: Any) -> None:
        raise Hang

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def test_hundreds_of_damaged_saves_each_give_a_save_error_or_a_game(
    tmp_path: Path, sources: list[bytes], datas: dict[str, Any]
) -> None:
    """Seeded damage of every kind to real saves of both games: loading gives a valid
    game or a SaveError naming the file, never another exception, never a hang, and the
    file's bytes stay as they were."""
    outcomes: dict[str, int] = {"game": 0, "error": 0}
    kinds: set[str] = set()
    for n, damage in enumerate(damaged_saves(sources, random.Random(1429), DAMAGED)):
        path = tmp_path / f"damaged-{n}.json"
        path.write_bytes(damage.content)
        kinds.add(damage.name)
        try:
            with bounded(HANG):
                load(path, datas)
            outcomes["game"] += 1
        except SaveError as exc:
            assert str(exc).startswith(str(path)), f"case {n} ({damage.name}): {exc}"
            assert "\n" not in str(exc), f"case {n} ({damage.name}): more than one line: {exc}"
            outcomes["error"] += 1
        except Hang:
            pytest.fail(f"case {n} ({damage.name}) still loads after {HANG} s")
        except Exception as exc:
            pytest.fail(f"case {n} ({damage.name}) raised {type(exc).__name__}: {exc}")
        assert path.read_bytes() == damage.content, f"case {n} ({damage.name}): the file changed"
        path.unlink()
    assert len(kinds) >= 14, sorted(kinds)  # every kind of damage came up
    assert outcomes["error"] > DAMAGED * 0.7 and outcomes["game"] > 0, outcomes


def test_the_replay_command_says_one_line_for_each_damaged_save(
    tmp_path: Path, sources: list[bytes], capsys: pytest.CaptureFixture[str]
) -> None:
    for n, damage in enumerate(damaged_saves(sources, random.Random(7), 60)):
        path = tmp_path / f"replay-{n}.json"
        path.write_bytes(damage.content)
        status = cli.main(["replay", str(path)])
        out, err = capsys.readouterr()
        if status == 0:
            assert out.startswith(f"{path}: ") and not err, f"case {n} ({damage.name})"
        else:
            assert status == 1 and not out, f"case {n} ({damage.name})"
            lines = err.splitlines()
            assert len(lines) == 1 and lines[0].startswith(str(path)), f"case {n} ({damage.name}): {err}"
        assert path.read_bytes() == damage.content


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        (
            "deep",
            b'{"format": "seneschal-save", "a": ' + b"[" * 5000 + b"]" * 5000 + b"}",
            "nested more than 100 levels",
        ),
        ("digits", b'{"format": "seneschal-save", "seed": ' + b"1" * 5000 + b"}", "a number of 5000 digits"),
        ("bytes", b'{"format": "seneschal-save", "\xff": 1}', "not a text file"),
    ],
)
def test_the_replay_command_in_its_own_process(tmp_path: Path, name: str, content: bytes, message: str) -> None:
    path = tmp_path / f"{name}.json"
    path.write_bytes(content)
    run = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)], capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and run.stderr.startswith(str(path)) and message in run.stderr
    assert "Traceback" not in run.stderr


def test_a_save_naming_an_unknown_game_in_the_replay_command(
    tmp_path: Path, sources: list[bytes], capsys: pytest.CaptureFixture[str]
) -> None:
    path = spoiled(tmp_path, fief_source(sources), lambda d: d.update(game="chess"))
    assert cli.main(["replay", str(path)]) == 1
    assert (
        capsys.readouterr().err
        == f"{path}: game: unknown game 'chess'; the games are: {', '.join(g.id for g in registry.games())}\n"
    )


def test_seat_config_from_json_is_strict() -> None:
    assert SeatConfig.from_json({"name": "Anne", "color": "red"}) == SeatConfig("Anne", "red")
    with pytest.raises(ValueError, match=r"^kind: must be a text, not 1$"):
        SeatConfig.from_json({"name": "Anne", "color": "red", "kind": 1})
