"""Hundreds of mod folders damaged in seeded ways: every one gives located problems (or
none), never a traceback or a hang; nothing outside the mod folder, the game's tree and
the Python installation is opened; the game's own files are left as they were.

Each case copies one of the game's data files, or its map (and sometimes its Tiled
project), into a fresh mod folder and damages it: cut short, bytes flipped, NUL and
control characters, bytes that are not UTF-8, deep nesting, huge numbers, wrong types,
unknown and repeated fields, alias bombs, empty files, files too large, paths in the map
that lead out (absolute, ``..``, symbolic links, tilesets and templates), entity
declarations, symbolic links, folders and pipes where files should be. ``validate`` runs
in-process on each, then the loader; a few go through ``python -m game validate``.
"""

from __future__ import annotations

import hashlib
import os
import random
import re
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from game import resources
from game.core.errors import DataError, Problem
from game.games.fief.rules.data import FILE_MODELS, load_fief_data
from game.games.fief.rules.validate import validate
from tests.audit import outside, recording

ROOT = resources.root()
DATA = ROOT / "data" / "fief"
MAP = ROOT / "maps" / "fief.tmx"
PROJECT = ROOT / "maps" / "seneschal.tiled-project"
SECRET_TEXT = "SECRET-CONTENT-OF-A-FILE-OUTSIDE"
#: seconds one case may take before it counts as a hang (a case takes a few hundredths)
HANG = 20
DATA_CASES = 320
MAP_CASES = 160
PROBLEM = re.compile(r"^[^\n]+?(:\d+(:\d+)?)?: .+$")


def _fingerprint() -> dict[str, str]:
    """The SHA-256 of every file of the game's data/ and maps/."""
    found = {}
    for top in ("data", "maps"):
        for path in sorted((ROOT / top).rglob("*")):
            if path.is_file():
                found[path.relative_to(ROOT).as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


@pytest.fixture(scope="module")
def game_files() -> Iterator[dict[str, str]]:
    before = _fingerprint()
    load_fief_data()  # the game's own files, parsed and cached once
    yield before
    assert _fingerprint() == before, "a damaged mod changed the game's own files"


@pytest.fixture
def secret(tmp_path: Path) -> Path:
    """A file outside every mod folder, which nothing may open."""
    path = tmp_path / "outside" / "secret.png"
    path.parent.mkdir()
    path.write_text(SECRET_TEXT + "\n", encoding="utf-8")
    return path


@contextmanager
def no_hang(seconds: int) -> Iterator[None]:
    """Fail (instead of waiting for ever) when the block runs longer than ``seconds``."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def expired(signum: int, frame: object) -> None:
        raise TimeoutError(f"still running after {seconds} s: a hang")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# --------------------------------------------------------------------------------------
# Damage to a text
# --------------------------------------------------------------------------------------

Damage = Callable[[random.Random, bytes], bytes]


def _at(rng: random.Random, data: bytes) -> int:
    return rng.randrange(len(data) + 1)


def truncate(rng: random.Random, data: bytes) -> bytes:
    return data[: _at(rng, data)]


def flip(rng: random.Random, data: bytes) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        if out:
            out[rng.randrange(len(out))] ^= rng.randint(1, 255)
    return bytes(out)


def control(rng: random.Random, data: bytes) -> bytes:
    char = rng.choice(["\x00", "\x01", "\x07", "\x08", "\x0b", "\x0c", "\x1b", "\x7f", "\ufffe", "\x9b"])
    where = _at(rng, data)
    return data[:where] + char.encode("utf-8") + data[where:]


def not_utf8(rng: random.Random, data: bytes) -> bytes:
    where = _at(rng, data)
    return data[:where] + rng.choice([b"\xff", b"\xc3", b"\xe9t\xe9", b"\xed\xa0\x80", b"\x80"]) + data[where:]


def _replace_value(rng: random.Random, data: bytes, pattern: bytes, new: bytes) -> bytes:
    found = list(re.finditer(pattern, data))
    if not found:
        return data + b"\n" + new + b"\n"
    match = rng.choice(found)
    return data[: match.start(1)] + new + data[match.end(1) :]


NUMBER = rb":\s+(-?\d+)\s*(?:#.*)?$"
VALUE = rb":\s+([^\s#][^#\n]*?)\s*(?:#.*)?$"


def deep(rng: random.Random, data: bytes) -> bytes:
    n = rng.choice([39, 45, 500, 5000])
    kind = rng.choice(["list", "map", "block"])
    if kind == "list":
        new = b"[" * n + b"1" + b"]" * n
    elif kind == "map":
        new = b"{a: " * n + b"1" + b"}" * n
    else:
        new = b"\n" + b"- " * n + b"x"
    return _replace_value(rng, data, re.compile(VALUE, re.M), new)


def huge_number(rng: random.Random, data: bytes) -> bytes:
    new = rng.choice([b"1000000000", b"9" * 41, b"9" * 5000, b"-" + b"9" * 30, b"1e999", b"0x" + b"f" * 60, b".inf"])
    return _replace_value(rng, data, re.compile(NUMBER, re.M), new)


def wrong_type(rng: random.Random, data: bytes) -> bytes:
    new = rng.choice([b"five", b"[1, 2]", b"{a: 1}", b"~", b"true", b'"3"', b"3.5", b"!!binary aGk=", b"2001-12-14"])
    return _replace_value(rng, data, re.compile(VALUE, re.M), new)


def unknown_field(rng: random.Random, data: bytes) -> bytes:
    lines = data.split(b"\n")
    keys = [i for i, line in enumerate(lines) if re.match(rb"^\s*-?\s*[a-z_]+:", line)]
    if not keys:
        return data + b"\nbogus: 1\n"
    i = rng.choice(keys)
    indent = re.match(rb"^(\s*)(- )?", lines[i])
    assert indent is not None
    pad = indent.group(1) + (b"  " if indent.group(2) else b"")
    lines.insert(i + 1, pad + rng.choice([b"bogus_field: 1", b"cout: 5", b"effct: taxes", b"<<: {x: 1}"]))
    return b"\n".join(lines)


def repeat_line(rng: random.Random, data: bytes) -> bytes:
    lines = data.split(b"\n")
    i = rng.randrange(len(lines))
    lines.insert(i, lines[i])
    return b"\n".join(lines)


def drop_line(rng: random.Random, data: bytes) -> bytes:
    lines = data.split(b"\n")
    del lines[rng.randrange(len(lines))]
    return b"\n".join(lines)


def alias_bomb(rng: random.Random, data: bytes) -> bytes:
    levels = [b"a0: &a0 [" + b", ".join([b"lol"] * 10) + b"]"]
    levels += [b"a%d: &a%d [" % (i, i) + b", ".join([b"*a%d" % (i - 1)] * 10) + b"]" for i in range(1, 9)]
    if rng.random() < 0.3:
        levels = [b"loop: &l [*l]"]
    return b"\n".join(levels) + b"\n" + data


def emptied(rng: random.Random, data: bytes) -> bytes:
    return rng.choice([b"", b"# nothing but a comment\n", b"\n\n   \n", b"---\n", b"~\n", b"[]\n", b"'just text'\n"])


def oversized(rng: random.Random, data: bytes) -> bytes:
    return data + b"#" * 1_100_000 + b"\n"


def tabs(rng: random.Random, data: bytes) -> bytes:
    return data.replace(b"\n  ", b"\n\t", rng.randint(1, 5))


def rename_ids(rng: random.Random, data: bytes) -> bytes:
    return re.sub(rb"(id|cancels|barred_by): ([a-z-]+)", rb"\1: z-\2", data)


TEXT_DAMAGE: list[Damage] = [
    truncate,
    flip,
    control,
    not_utf8,
    deep,
    huge_number,
    wrong_type,
    unknown_field,
    repeat_line,
    drop_line,
    alias_bomb,
    emptied,
    oversized,
    tabs,
    rename_ids,
]

#: damages that must be reported (a file left intact by chance is fine for the others)
ALWAYS_REPORTED = {"control", "not_utf8", "alias_bomb", "emptied", "oversized"}


# --------------------------------------------------------------------------------------
# Damage to a folder: something else where a file should be
# --------------------------------------------------------------------------------------


def replace_file(rng: random.Random, target: Path, secret: Path) -> str:
    """Put something that is not one of the mod's regular files where ``target`` is."""
    choices = ["folder", "link-out", "link-game", "link-folder-out"]
    if hasattr(os, "mkfifo"):
        choices.append("fifo")
    kind = rng.choice(choices)
    if target.exists():
        target.unlink()
    if kind == "folder":
        target.mkdir()
    elif kind == "link-out":
        target.symlink_to(secret)
    elif kind == "link-game":
        target.symlink_to(ROOT / target.parent.relative_to(target.parents[2]) / target.name)
    elif kind == "link-folder-out":
        shutil.rmtree(target.parent)
        target.parent.symlink_to(secret.parent, target_is_directory=True)
    else:
        os.mkfifo(target)
    return kind


# --------------------------------------------------------------------------------------
# Damage to the map
# --------------------------------------------------------------------------------------


def image_elsewhere(rng: random.Random, maps: Path, secret: Path) -> tuple[str, bool]:
    """The parchment's picture named outside the mod (or missing): always a problem."""
    kind = rng.choice(["absolute", "dotdot", "link", "linked-folder", "missing", "deep-dotdot"])
    if kind == "link":
        (maps / "art.png").symlink_to(secret)
        source = "art.png"
    elif kind == "linked-folder":
        (maps / "art").symlink_to(secret.parent, target_is_directory=True)
        source = "art/secret.png"
    else:
        source = {
            "absolute": str(secret),
            "dotdot": "../../outside/secret.png",
            "deep-dotdot": "../" * 30 + "etc/hostname",
            "missing": "nowhere.png",
        }[kind]
    _edit_map(maps, 'source="fief-parchment.png"', f'source="{source}"')
    return kind, True


TILESET = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<tileset version="1.8" name="t" tilewidth="32" tileheight="32" '
    'tilecount="1" columns="1">\n <image source="{image}" width="32" height="32"/>\n</tileset>\n'
)
TEMPLATE = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<template>\n <tileset firstgid="1" source="{tileset}"/>\n'
    ' <object name="T" gid="1" width="32" height="32"/>\n</template>\n'
)


def tileset_elsewhere(rng: random.Random, maps: Path, secret: Path) -> tuple[str, bool]:
    """An external tileset (or the picture it names) outside the mod: always a problem."""
    kind = rng.choice(["outside", "absolute", "inside-naming-outside", "link", "missing"])
    if kind == "outside":
        (secret.parent / "t.tsx").write_text(TILESET.format(image="secret.png"), encoding="utf-8")
        source = "../../outside/t.tsx"
    elif kind == "absolute":
        source = str(secret.parent / "t.tsx")
    elif kind == "inside-naming-outside":
        (maps / "t.tsx").write_text(TILESET.format(image="../../outside/secret.png"), encoding="utf-8")
        source = "t.tsx"
    elif kind == "link":
        (secret.parent / "t.tsx").write_text(TILESET.format(image="secret.png"), encoding="utf-8")
        (maps / "t.tsx").symlink_to(secret.parent / "t.tsx")
        source = "t.tsx"
    else:
        source = "absent.tsx"
    _edit_map(maps, "<imagelayer", f'<tileset firstgid="9000" source="{source}"/>\n <imagelayer')
    return kind, True


def template_elsewhere(rng: random.Random, maps: Path, secret: Path) -> tuple[str, bool]:
    """An object template (or the tileset it names) outside the mod: always a problem."""
    kind = rng.choice(["outside", "absolute", "inside-naming-outside"])
    if kind == "inside-naming-outside":
        (maps / "t.tx").write_text(TEMPLATE.format(tileset="../../outside/t.tsx"), encoding="utf-8")
        source = "t.tx"
    else:
        (secret.parent / "t.tx").write_text(TEMPLATE.format(tileset="t.tsx"), encoding="utf-8")
        source = "../../outside/t.tx" if kind == "outside" else str(secret.parent / "t.tx")
    _edit_map(maps, '<object id="3" ', f'<object id="3" template="{source}" ')
    return kind, True


def entities(rng: random.Random, maps: Path, secret: Path) -> tuple[str, bool]:
    text = (maps / "fief.tmx").read_text(encoding="utf-8")
    declaration = rng.choice(
        [
            '<!DOCTYPE map [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>',
            f'<!DOCTYPE map [<!ENTITY s SYSTEM "file://{secret}">]>',
            f'<!DOCTYPE map SYSTEM "{secret}">',
        ]
    )
    head, rest = text.split("\n", 1)
    body = rest.replace('value="fief"', 'value="&b;"', 1) if "ENTITY b" in declaration else rest
    (maps / "fief.tmx").write_text(head + "\n" + declaration + "\n" + body, encoding="utf-8")
    return "doctype", True


def nested_groups(rng: random.Random, maps: Path, secret: Path) -> tuple[str, bool]:
    n = rng.choice([70, 2000])
    _edit_map(maps, "<objectgroup", '<group id="900" name="g">' * n + "</group>" * n + "\n <objectgroup")
    return f"groups-{n}", True


def property_values(rng: random.Random, maps: Path, secret: Path) -> tuple[str, bool]:
    value = rng.choice(["99999999999999999999999999", "x", "-1", "", "1e9", "9" * 5000, "0"])
    prop = rng.choice(['name="fief" type="int" value="', 'name="bishopric" type="int" value="'])
    text = (maps / "fief.tmx").read_text(encoding="utf-8")
    spots = [m.end() for m in re.finditer(re.escape(prop), text)]
    where = rng.choice(spots)
    end = text.index('"', where)
    (maps / "fief.tmx").write_text(text[:where] + value + text[end:], encoding="utf-8")
    return "property", False


def map_bytes(rng: random.Random, maps: Path, secret: Path) -> tuple[str, bool]:
    damage = rng.choice([truncate, flip, control, not_utf8])
    path = maps / "fief.tmx"
    path.write_bytes(damage(rng, path.read_bytes()))
    return damage.__name__, False


def project_damage(rng: random.Random, maps: Path, secret: Path) -> tuple[str, bool]:
    path = maps / "seneschal.tiled-project"
    shutil.copy(PROJECT, path)
    kind = rng.choice(["truncate", "deep", "folders-out", "extensions-absolute", "link", "flip"])
    text = path.read_text(encoding="utf-8")
    if kind == "truncate":
        path.write_text(text[: rng.randrange(len(text))], encoding="utf-8")
    elif kind == "deep":
        path.write_text('{"propertyTypes": ' + "[" * 5000 + "]" * 5000 + "}", encoding="utf-8")
    elif kind == "folders-out":
        path.write_text(text.replace('"."', '"../../outside"'), encoding="utf-8")
    elif kind == "extensions-absolute":
        path.write_text(text.replace('"extensions"', f'"{secret.parent}"'), encoding="utf-8")
    elif kind == "link":
        path.unlink()
        path.symlink_to(PROJECT)
    else:
        path.write_bytes(flip(rng, path.read_bytes()))
    return f"project-{kind}", kind in ("deep", "folders-out", "extensions-absolute", "link")


def map_replaced(rng: random.Random, maps: Path, secret: Path) -> tuple[str, bool]:
    return "map-" + replace_file(rng, maps / "fief.tmx", secret), True


def oversized_map(rng: random.Random, maps: Path, secret: Path) -> tuple[str, bool]:
    with open(maps / "fief.tmx", "ab") as stream:
        stream.write(b"<!-- " + b"x" * 16_100_000 + b" -->\n")
    return "oversized", True


MAP_DAMAGE = [
    image_elsewhere,
    tileset_elsewhere,
    template_elsewhere,
    entities,
    nested_groups,
    property_values,
    map_bytes,
    project_damage,
    map_replaced,
]


def _edit_map(maps: Path, old: str, new: str) -> None:
    path = maps / "fief.tmx"
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


# --------------------------------------------------------------------------------------
# Running a damaged mod
# --------------------------------------------------------------------------------------


def check(mod: Path, secret: Path, what: str, must_fail: bool) -> list[str]:
    """Validate and load ``mod``; the list of what went wrong (empty when all is well)."""
    failures = []
    with recording() as opened:
        try:
            with no_hang(HANG):
                problems = validate(mod)
                try:
                    load_fief_data(mod)
                    loaded: list[Problem] = []
                except DataError as exc:
                    loaded = exc.problems
        except Exception as exc:  # anything but DataError is a failure of the product
            return [f"{what}: {type(exc).__name__}: {exc}"]
    if not all(isinstance(p, Problem) for p in problems + loaded):
        failures.append(f"{what}: a problem that is not a Problem")
    shown = [str(p) for p in problems]
    for text in shown:
        if not PROBLEM.match(text) or SECRET_TEXT in text:
            failures.append(f"{what}: badly formed or echoes an outside file: {text!r}")
    if not set(map(str, loaded)) <= set(shown):
        failures.append(
            f"{what}: loading found problems validate did not: {sorted(set(map(str, loaded)) - set(shown))}"
        )
    if must_fail and not problems:
        failures.append(f"{what}: no problem reported")
    out = outside(opened, mod, ROOT)
    if out:
        failures.append(f"{what}: opened outside the mod folder and the game: {out}")
    return failures


def data_case(seed: int, folder: Path, secret: Path) -> tuple[Path, str, bool]:
    """A mod folder with one of the game's data files damaged (seeded)."""
    rng = random.Random(seed)
    mod = folder / f"data-{seed}"
    (mod / "data" / "fief").mkdir(parents=True)
    name = rng.choice(list(FILE_MODELS))
    target = mod / "data" / "fief" / f"{name}.yaml"
    if rng.random() < 0.08:
        shutil.copy(DATA / f"{name}.yaml", target)
        kind = replace_file(rng, target, secret)
        return mod, f"seed {seed}: {name}.yaml replaced by {kind}", True
    data = (DATA / f"{name}.yaml").read_bytes()
    damages = rng.sample(TEXT_DAMAGE, rng.choice([1, 1, 1, 2]))
    for damage in damages:
        data = damage(rng, data)
    target.write_bytes(data)
    names = [d.__name__ for d in damages]
    return mod, f"seed {seed}: {name}.yaml damaged by {'+'.join(names)}", any(n in ALWAYS_REPORTED for n in names)


def map_case(seed: int, folder: Path, secret: Path) -> tuple[Path, str, bool]:
    """A mod folder with the game's map damaged (seeded)."""
    rng = random.Random(seed)
    mod = folder / f"map-{seed}"
    maps = mod / "maps"
    maps.mkdir(parents=True)
    shutil.copy(MAP, maps / "fief.tmx")
    damage = rng.choice(MAP_DAMAGE)
    kind, must_fail = damage(rng, maps, secret)
    return mod, f"seed {seed}: map damaged by {damage.__name__} ({kind})", must_fail


@pytest.mark.parametrize("batch", range(4))
def test_damaged_data_files_give_problems_never_tracebacks(
    game_files: dict[str, str], tmp_path: Path, secret: Path, batch: int
) -> None:
    failures: list[str] = []
    for seed in range(batch * DATA_CASES // 4, (batch + 1) * DATA_CASES // 4):
        mod, what, must_fail = data_case(seed, tmp_path, secret)
        failures += check(mod, secret, what, must_fail)
    assert failures == []


@pytest.mark.parametrize("batch", range(2))
def test_damaged_maps_give_problems_and_open_nothing_outside(
    game_files: dict[str, str], tmp_path: Path, secret: Path, batch: int
) -> None:
    failures: list[str] = []
    for seed in range(batch * MAP_CASES // 2, (batch + 1) * MAP_CASES // 2):
        mod, what, must_fail = map_case(10_000 + seed, tmp_path, secret)
        failures += check(mod, secret, what, must_fail)
    assert failures == []


def test_a_map_too_large_is_refused_unread(game_files: dict[str, str], tmp_path: Path, secret: Path) -> None:
    maps = tmp_path / "big" / "maps"
    maps.mkdir(parents=True)
    shutil.copy(MAP, maps / "fief.tmx")
    oversized_map(random.Random(0), maps, secret)
    assert check(tmp_path / "big", secret, "oversized map", must_fail=True) == []


def test_damaged_mods_through_the_command_line(game_files: dict[str, str], tmp_path: Path, secret: Path) -> None:
    """A few of the same damaged folders through ``python -m game validate``: exit 1 with
    one located problem a line, or 0, and never a traceback."""
    cases = [data_case(seed, tmp_path, secret) for seed in (3, 17, 40)]
    cases += [map_case(10_000 + seed, tmp_path, secret) for seed in (1, 2, 5)]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for mod, what, must_fail in cases:
        run = subprocess.run(
            [sys.executable, "-m", "game", "validate", str(mod)],
            capture_output=True,
            text=True,
            timeout=120,
            cwd=ROOT,
            env=env,
        )
        assert run.returncode in ((1,) if must_fail else (0, 1)), (what, run.stdout, run.stderr)
        assert "Traceback" not in run.stderr and SECRET_TEXT not in run.stdout + run.stderr, (what, run.stderr)
        if run.returncode == 1:
            lines = run.stdout.splitlines()
            assert lines and all(PROBLEM.match(line) for line in lines), (what, run.stdout)
            assert run.stderr.strip().endswith("found."), (what, run.stderr)
