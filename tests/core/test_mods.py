"""Mod folders for any game: which file is read, what is refused in place of a file, the
files a game would ignore, and the fingerprint a save keeps of its mod."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.core import mods
from game.core.errors import SaveError
from tests.audit import recording


def a_tree(tmp_path: Path) -> tuple[Path, Path]:
    """A game's tree with one data file and a map, and an empty mod folder."""
    base, mod = tmp_path / "game", tmp_path / "mod"
    (base / "data" / "g").mkdir(parents=True)
    (base / "data" / "g" / "cards.yaml").write_text("cards: []\n", encoding="utf-8")
    (base / "maps").mkdir()
    (base / "maps" / "g.tmx").write_text("<map/>\n", encoding="utf-8")
    mod.mkdir()
    return base, mod


def test_a_file_the_mod_lacks_is_the_games_named_by_its_full_path(tmp_path: Path) -> None:
    base, mod = a_tree(tmp_path)
    picked = mods.pick(mod, base, "data/g/cards.yaml")
    assert picked == mods.Picked(base / "data" / "g" / "cards.yaml", (base / "data/g/cards.yaml").as_posix())
    (mod / "data" / "g").mkdir(parents=True)
    (mod / "data" / "g" / "cards.yaml").write_text("cards: [x]\n", encoding="utf-8")
    assert mods.pick(mod, base, "data/g/cards.yaml") == mods.Picked(mod / "data/g/cards.yaml", "data/g/cards.yaml")
    assert mods.pick(base, base, "data/g/cards.yaml").shown == "data/g/cards.yaml"


@pytest.mark.parametrize(
    ("make", "message"),
    [
        ("folder", "a folder where a file should be"),
        ("link", "a symbolic link: a mod's files must be real files inside its folder"),
        ("inner-link", "a symbolic link: a mod's files must be real files inside its folder"),
        ("linked-folder", "a symbolic link (data/g): a mod's files must be real files inside its folder"),
        ("fifo", "not a regular file (a device, a pipe or a socket)"),
        ("file-for-folder", "data is a file where a folder should be"),
    ],
)
def test_anything_but_a_regular_file_is_refused_not_replaced(tmp_path: Path, make: str, message: str) -> None:
    base, mod = a_tree(tmp_path)
    target = mod / "data" / "g" / "cards.yaml"
    if make == "file-for-folder":
        (mod / "data").write_text("x\n", encoding="utf-8")
    else:
        target.parent.mkdir(parents=True)
    if make == "folder":
        target.mkdir()
    elif make == "link":
        target.symlink_to(base / "data" / "g" / "cards.yaml")
    elif make == "inner-link":
        (mod / "data" / "g" / "real.yaml").write_text("cards: []\n", encoding="utf-8")
        target.symlink_to(mod / "data" / "g" / "real.yaml")  # inside the mod: still a link
    elif make == "linked-folder":
        target.parent.rmdir()
        target.parent.symlink_to(base / "data" / "g", target_is_directory=True)
    elif make == "fifo":
        os.mkfifo(target)
    picked = mods.pick(mod, base, "data/g/cards.yaml")
    assert picked.problem is not None
    assert str(picked.problem) == f"data/g/cards.yaml: {message}"


def test_stray_files_and_a_folder_that_overrides_nothing(tmp_path: Path) -> None:
    _, mod = a_tree(tmp_path)
    assert str(mods.overrides_nothing(mod, "data/g", "maps/g.tmx", ["cards.yaml"])) == (
        f"{mod.as_posix()}: nothing to check: a mod folder holds data/g/*.yaml and/or maps/g.tmx"
    )
    (mod / "cards.yaml").write_text("cards: []\n", encoding="utf-8")
    assert str(mods.overrides_nothing(mod, "data/g", "maps/g.tmx", ["cards.yaml"])).endswith(
        "; these data files belong in data/g/ inside it"
    )
    (mod / "maps").mkdir()
    (mod / "maps" / "other.tmx").write_text("<map/>\n", encoding="utf-8")
    assert mods.overrides_nothing(mod, "data/g", "maps/g.tmx", ["cards.yaml"]) is None
    (mod / "maps" / "fief.tmx").write_text("<map/>\n", encoding="utf-8")  # another game's map
    assert [str(p) for p in mods.stray_maps(mod, "maps/g.tmx", "G")] == [
        "maps/other.tmx: not the G map, so the game ignores it; the map must be named g.tmx"
    ]
    (mod / "data" / "g").mkdir(parents=True)
    (mod / "data" / "g" / "card.yaml").write_text("cards: []\n", encoding="utf-8")
    (mod / "data" / "g" / "notes.yml").write_text("x: 1\n", encoding="utf-8")
    assert [str(p) for p in mods.stray_files(mod, "data/g", ["cards.yaml"], "G")] == [
        "data/g/card.yaml: not a G data file, so the game ignores it; did you mean 'cards.yaml'?",
        "data/g/notes.yml: not a G data file, so the game ignores it; the data files are cards.yaml",
    ]


# --- the fingerprint -------------------------------------------------------------------


def test_the_fingerprint_names_every_file_and_what_changed(tmp_path: Path) -> None:
    _, mod = a_tree(tmp_path)
    (mod / "data" / "g").mkdir(parents=True)
    (mod / "data" / "g" / "cards.yaml").write_text("cards: []\n", encoding="utf-8")
    (mod / "maps").mkdir()
    (mod / "maps" / "g.tmx").write_text("<map/>\n", encoding="utf-8")
    (mod / "README.txt").write_text("not data: not in the fingerprint\n", encoding="utf-8")
    ref = mods.ModRef.of(mod)
    assert sorted(ref.files) == ["data/g/cards.yaml", "maps/g.tmx"]
    assert ref.path == mod.as_posix() and ref.name == "mod"
    assert mods.ModRef.from_json(ref.to_json(), "save.json: meta.mod") == ref
    assert ref.differences() is None
    (mod / "README.txt").write_text("changed, but not data\n", encoding="utf-8")
    assert ref.differences() is None
    (mod / "data" / "g" / "cards.yaml").write_text("cards: [a]\n", encoding="utf-8")
    (mod / "maps" / "art.png").write_bytes(b"png")
    (mod / "maps" / "g.tmx").unlink()
    assert str(ref.differences()) == (
        "its files have changed since: data/g/cards.yaml changed; maps/art.png added; maps/g.tmx removed"
    )
    os.rename(mod, tmp_path / "moved")
    assert str(ref.differences()) == "the folder is gone"


def test_the_fingerprint_never_opens_what_a_link_points_to(tmp_path: Path) -> None:
    _, mod = a_tree(tmp_path)
    secret = tmp_path / "secret.txt"
    secret.write_text("private\n", encoding="utf-8")
    (mod / "maps").mkdir()
    (mod / "maps" / "art.png").symlink_to(secret)
    with recording() as opened:
        ref = mods.ModRef.of(mod)
    assert ref.files == {"maps/art.png": f"link:{secret}"}
    assert str(secret) not in opened


@pytest.mark.parametrize("value", [None, "x", {"path": "", "files": {}}, {"path": "/m", "files": {"a": 1}}])
def test_a_damaged_record_of_the_mod_is_a_save_error(value: object) -> None:
    with pytest.raises(SaveError, match=r"^save\.json: meta\.mod: expected the mod's path and the digests"):
        mods.ModRef.from_json(value, "save.json: meta.mod")


def test_pictures_beside_a_map_that_it_does_not_name_are_stray(tmp_path: Path) -> None:
    mod = tmp_path / "mod"
    (mod / "maps").mkdir(parents=True)
    for name in ("art.png", "other.JPG", "notes.txt"):
        (mod / "maps" / name).write_bytes(b"x")
    named = [str(mod / "maps" / "art.png")]
    assert [str(p) for p in mods.stray_pictures(mod, "maps/g.tmx", named, "G")] == [
        "maps/other.JPG: G does not draw this picture: its map g.tmx does not name it"
    ]
    assert mods.stray_pictures(mod, "maps/g.tmx", [*named, str(mod / "maps" / "other.JPG")], "G") == []
    (mod / "maps" / "h.tmx").write_text("<map/>", encoding="utf-8")  # another map: its pictures, maybe
    assert mods.stray_pictures(mod, "maps/g.tmx", named, "G") == []
    assert mods.stray_pictures(tmp_path / "none", "maps/g.tmx", named, "G") == []
