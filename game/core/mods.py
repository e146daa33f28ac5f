"""Mod folders, for any game: which file of a mod to read, what a mod folder holds that
the game would ignore, and the fingerprint a save keeps of the mod it was played with.

A mod is a folder laid out like the game's own tree (``data/<game>/*.yaml``,
``maps/<game>.tmx`` and the map's artwork) that holds only the files it changes; every
other file is the game's. A mod holds data only and stays in its folder:

- a file of the mod is read only when it is a regular file reached without a symbolic
  link from the mod folder; a symbolic link, a folder or a device where a file should
  be is a problem (never a quiet fall-back to the game's own file, never a read that
  hangs on a pipe);
- a YAML file in the mod's data folder that the game does not read, and a folder with
  neither a data folder nor a maps folder, are problems: the modder's change would be
  ignored without a word.

``ModRef`` names a mod folder and the SHA-256 of every file it holds under ``data/``
and ``maps/``, so that a save played with a mod can be loaded with the same mod, or
refused with the reason (the folder is gone, a file changed).
"""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from game.core.errors import DataError, Problem, SaveError
from game.core.i18n import N_, Message, m
from game.core.saves import MOD_KEY
from game.core.yamlload import YamlDocument, close_match, load_model_cached

if TYPE_CHECKING:
    from game.core.contract import GameDescriptor
    from game.core.saves import SaveFile

#: the folders of a mod whose files a game reads (and a save's fingerprint covers)
MOD_FOLDERS = ("data", "maps")
#: the most files a mod's fingerprint covers; a folder with more is refused
MAX_MOD_FILES = 2000


def same_folder(a: Path, b: Path) -> bool:
    """Whether two paths name the same folder (symbolic links and ``..`` resolved)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def file_problem(root: Path, relative: str) -> Message | None:
    """Why ``root/relative`` cannot be read as one of the folder's files, or None when it
    is a regular file or is not there at all.

    Every part of the path below ``root`` is looked at without following links: a
    symbolic link anywhere below ``root`` (a link out of the folder, or in it), a folder
    or a device where the file should be, a file where a folder should be, are refused.
    """
    current = root
    parts = Path(relative).parts
    for index, part in enumerate(parts):
        current = current / part
        shown = "/".join(parts[: index + 1])
        try:
            info = os.lstat(current)
        except FileNotFoundError:
            return None
        except NotADirectoryError:
            return None  # reported at the part that is a file
        except OSError as exc:
            return m("core.mods.cannot_read", reason=str(exc.strerror))
        last = index == len(parts) - 1
        if stat.S_ISLNK(info.st_mode):
            return m("core.mods.symbolic_link") if last else m("core.mods.symbolic_link_on_the_way", path=shown)
        if last:
            if stat.S_ISDIR(info.st_mode):
                return m("core.mods.folder_not_file")
            if not stat.S_ISREG(info.st_mode):
                return m("core.mods.not_regular")
        elif not stat.S_ISDIR(info.st_mode):
            return m("core.mods.file_not_folder", path=shown)
    return None


@dataclass(frozen=True)
class Picked:
    """The file to read for ``relative``: the mod's own, else the game's, and how
    messages name it; ``problem`` when the mod has something unreadable in its place
    (then nothing is read, not even the game's file)."""

    path: Path
    shown: str
    problem: Problem | None = None


def pick(root: Path, base: Path, relative: str) -> Picked:
    """The mod's ``relative`` file if the mod folder ``root`` has one, else the game's
    (under ``base``).

    A file of the folder given is named relative to it ("data/fief/cards.yaml"); a file
    taken from the game's own tree under a mod is named by its full path. A symbolic
    link, a folder or a device in the mod where the file should be is a problem, not a
    fall-back to the game's file.
    """
    own = root / relative
    if same_folder(root, base):
        return Picked(own, relative)
    reason = file_problem(root, relative)
    if reason is not None:
        return Picked(own, relative, Problem(relative, None, None, "", reason))
    if os.path.lexists(own):
        return Picked(own, relative)
    fallback = base / relative
    return Picked(fallback, fallback.as_posix())


@dataclass
class ReadFiles:
    """A game's YAML files read from a mod folder (or the game's own tree): each file's
    model and positioned document by name, how messages name each file, and every
    problem met (a file that could not be read or checked is left out of ``models``)."""

    models: dict[str, BaseModel] = field(default_factory=dict)
    documents: dict[str, YamlDocument] = field(default_factory=dict)
    shown: dict[str, str] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)


def read_files(root: Path, base: Path, folder: str, models: Mapping[str, type[BaseModel]]) -> ReadFiles:
    """Every ``<folder>/<name>.yaml`` of ``models`` (name -> model), each taken from the
    mod folder ``root`` when it has it, else from the game's own tree ``base``
    (``pick``), read and checked against its model."""
    out = ReadFiles()
    for name, model in models.items():
        picked = pick(root, base, f"{folder}/{name}.yaml")
        out.shown[name] = picked.shown
        if picked.problem is not None:
            out.problems.append(picked.problem)
            continue
        try:
            out.models[name], out.documents[name] = load_model_cached(picked.path, model, picked.shown)
        except DataError as exc:
            out.problems.extend(exc.problems)
    return out


def stray_files(root: Path, data_folder: str, expected: Iterable[str], what: str) -> list[Problem]:
    """A problem for each YAML file in ``root/data_folder`` that is not one of the
    ``expected`` file names ("cards.yaml"...), which the game would ignore."""
    expected = list(expected)
    folder = root / data_folder
    if file_problem(root, data_folder + "/x") is not None or not folder.is_dir():
        return []
    problems = []
    for file in sorted(folder.iterdir()):
        if file.suffix not in (".yaml", ".yml") or file.name in expected:
            continue
        close = close_match(file.name, expected)
        if close is not None:
            message = m("core.mods.stray_file_close", game=what, close=repr(close))
        else:
            message = m("core.mods.stray_file", game=what, files=", ".join(expected))
        problems.append(Problem(f"{data_folder}/{file.name}", None, None, "", message))
    return problems


def stray_maps(root: Path, map_file: str, what: str) -> list[Problem]:
    """A problem for each Tiled map in the folder of ``root/map_file`` that is not it,
    nor another game's map (games share ``maps/``: ``maps/<id>.tmx`` is the map of the
    game whose data is ``data/<id>/``, in the folder or in the program's own tree)."""
    from game import resources

    def another_game(file: Path) -> bool:
        return any((tree / "data" / file.stem).is_dir() for tree in (root, resources.root()))

    maps = Path(map_file).parent
    folder = root / maps
    if file_problem(root, (maps / "x").as_posix()) is not None or not folder.is_dir():
        return []
    name = Path(map_file).name
    return [
        Problem(
            (maps / file.name).as_posix(),
            None,
            None,
            "",
            m("core.mods.stray_map", game=what, name=name),
        )
        for file in sorted(folder.glob("*.tmx"))
        if file.name != name and not another_game(file)
    ]


#: the kinds of pictures a mod's maps folder may hold for its map
PICTURES = (".png", ".jpg", ".jpeg", ".gif", ".bmp", ".webp")


def stray_pictures(root: Path, map_file: str, named: Iterable[str], what: str) -> list[Problem]:
    """A problem for each picture in the folder of ``root/map_file`` that the map does not
    name (``named``: the pictures it names, resolved), which nothing would draw, unless
    the folder holds another map too (another game's, whose pictures they may be)."""
    maps = Path(map_file).parent
    folder = root / maps
    if file_problem(root, (maps / "x").as_posix()) is not None or not folder.is_dir():
        return []
    name = Path(map_file).name
    if any(file.name != name for file in folder.glob("*.tmx")):
        return []
    used = {os.path.realpath(picture) for picture in named}
    return [
        Problem((maps / file.name).as_posix(), None, None, "", m("core.mods.stray_picture", game=what, map=name))
        for file in sorted(folder.iterdir())
        if file.suffix.lower() in PICTURES and os.path.realpath(file) not in used
    ]


def overrides_nothing(root: Path, data_folder: str, map_file: str, expected: Iterable[str]) -> Problem | None:
    """A problem when the mod folder ``root`` holds neither ``data_folder`` nor the
    map's folder, which usually means the folder given is one level too deep or too
    high; None when it holds either."""
    maps = Path(map_file).parent.as_posix()
    for folder in (data_folder, maps):
        if os.path.lexists(root / folder) or file_problem(root, f"{folder}/x") is not None:
            return None  # there, or something odd in its place that loading reports
    if any((root / name).is_file() for name in expected):
        message = m("core.mods.nothing_to_check_data_here", data=data_folder, map=map_file)
    else:
        message = m("core.mods.nothing_to_check", data=data_folder, map=map_file)
    return Problem(root.as_posix(), None, None, "", message)


# --------------------------------------------------------------------------------------
# The fingerprint of a mod, kept in saves
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ModRef:
    """A mod folder (its absolute path) and the SHA-256 of each of its files under
    ``MOD_FOLDERS``, by path relative to the folder ("data/fief/costs.yaml"). A symbolic
    link is recorded by where it points, never followed."""

    path: str
    files: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def of(cls, folder: Path) -> ModRef:
        """The fingerprint of the mod folder now. Raises OSError when it cannot be read."""
        folder = Path(os.path.abspath(folder))
        return cls(folder.as_posix(), _digests(folder))

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "files": dict(sorted(self.files.items()))}

    @classmethod
    def from_json(cls, value: Any, where: str) -> ModRef:
        """The fingerprint a save kept; SaveError naming ``where`` when it is damaged."""
        files = value.get("files") if isinstance(value, dict) else None
        path = value.get("path") if isinstance(value, dict) else None
        if (
            not isinstance(path, str)
            or not path
            or not isinstance(files, dict)
            or not all(isinstance(k, str) and isinstance(v, str) for k, v in files.items())
        ):
            raise SaveError(m("core.mods.damaged_record", where=where))
        return cls(path, dict(files))

    @property
    def name(self) -> str:
        """The mod folder's own name, for short messages."""
        return Path(self.path).name or self.path

    def differences(self) -> Message | None:
        """Why the mod folder is not what the fingerprint recorded, or None when it is:
        "the folder is gone", or "its files have changed since: ..." naming the files
        changed, added or removed."""
        folder = Path(self.path)
        if not folder.is_dir():
            return m("core.mods.folder_gone")
        try:
            now = _digests(folder)
        except OSError as exc:
            return m("core.mods.folder_unreadable", reason=str(exc.strerror or exc))
        changed = sorted(k for k in now.keys() & self.files.keys() if now[k] != self.files[k])
        added = sorted(now.keys() - self.files.keys())
        removed = sorted(self.files.keys() - now.keys())
        parts: list[Message] = []
        for said, names in (
            (N_("core.mods.files_changed"), changed),
            (N_("core.mods.files_added"), added),
            (N_("core.mods.files_removed"), removed),
        ):
            if names:
                shown = ", ".join(names[:3])
                if len(names) > 3:
                    parts.append(m(said, files=m("core.mods.files_and_more", files=shown, n=len(names) - 3)))
                else:
                    parts.append(m(said, files=shown))
        if not parts:
            return None
        changes = parts[0]
        for part in parts[1:]:
            changes = m("core.mods.changes", first=changes, then=part)
        return m("core.mods.files_changed_since", changes=changes)


def _digests(folder: Path) -> dict[str, str]:
    """The SHA-256 of every regular file under the mod's ``MOD_FOLDERS``; a symbolic
    link counts by its target's name, unopened; other kinds of files are left out."""
    found: dict[str, str] = {}
    for top in MOD_FOLDERS:
        start = folder / top
        if os.path.islink(start) or not start.is_dir():
            if os.path.islink(start):
                found[top] = "link:" + os.readlink(start)
            continue
        for dirpath, dirnames, filenames in os.walk(start):  # never follows links
            here = Path(dirpath)
            for name in sorted(dirnames + filenames):
                path = here / name
                relative = path.relative_to(folder).as_posix()
                if os.path.islink(path):
                    found[relative] = "link:" + os.readlink(path)
                elif name in filenames and path.is_file():
                    found[relative] = _sha256(path)
                if len(found) > MAX_MOD_FILES:
                    raise OSError(0, str(m("core.mods.too_many_files", limit=str(MAX_MOD_FILES), folder=top)))
            dirnames.sort()
    return found


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as stream:
        for block in iter(lambda: stream.read(1 << 16), b""):
            digest.update(block)
    return digest.hexdigest()


# --------------------------------------------------------------------------------------
# Saves played with a mod
# --------------------------------------------------------------------------------------

#: the key of a save's ``meta`` that names the mod it was played with
META_KEY = MOD_KEY


def mod_meta(game: GameDescriptor[Any, Any, Any], data: Any) -> dict[str, Any]:
    """What a save's ``meta`` records of the data a game is played with: the mod and
    its fingerprint, or nothing for the game's own files."""
    mod = game.data_mod(data)
    return {META_KEY: mod.to_json()} if mod is not None else {}


def saved_mod(doc: SaveFile) -> ModRef | None:
    """The mod a save was played with (None: the game's own files); SaveError when the
    record is damaged."""
    if META_KEY not in doc.meta:
        return None
    return ModRef.from_json(doc.meta[META_KEY], f"{doc.path}: meta.{META_KEY}")  # words: not shown


def data_for_save(game: GameDescriptor[Any, Any, Any], doc: SaveFile, loaded: Any | None = None) -> Any:
    """The data to replay a save with: the data it was played with, which is ``loaded``
    when that is it, else loaded now (the game's own files, or the same mod folder with
    the same files). Raises SaveError saying why not: the mod folder is gone, one of
    its files changed, or the data now has problems."""
    wanted = saved_mod(doc)
    have = game.data_mod(loaded) if loaded is not None else None
    if wanted is None:
        if loaded is not None and have is None:
            return loaded
        return _load(game, None, doc)
    reason = wanted.differences()
    if reason is not None:
        where = f"{doc.path}: meta.{META_KEY}"  # words: not shown
        raise SaveError(m("core.mods.save_mod_differs", where=where, mod=wanted.path, reason=reason))
    if loaded is not None and have is not None and have.path == wanted.path and dict(have.files) == dict(wanted.files):
        return loaded
    return _load(game, Path(wanted.path), doc)


def _load(game: GameDescriptor[Any, Any, Any], root: Path | None, doc: SaveFile) -> Any:
    try:
        return game.load_checked(root)
    except DataError as exc:
        first = exc.problems[0].located() if exc.problems else "?"
        more = len(exc.problems) - 1
        file = str(doc.path)
        if root is None:
            if more > 0:
                raise SaveError(m("core.mods.own_files_now_more", file=file, problem=first, n=more)) from None
            raise SaveError(m("core.mods.own_files_now", file=file, problem=first)) from None
        mod = root.as_posix()
        if more > 0:
            raise SaveError(m("core.mods.mod_now_more", file=file, mod=mod, problem=first, n=more)) from None
        raise SaveError(m("core.mods.mod_now", file=file, mod=mod, problem=first)) from None
