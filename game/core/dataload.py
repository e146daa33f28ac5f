"""What the games' data loaders share: the plumbing around their files, not the rules.

Game-agnostic, no pygame. A game's loader (``game/games/<id>/rules/load.py``) reads
``data/<id>/*.yaml`` from its own tree or a mod folder, checks each file against its
pydantic model, runs checks that span fields and files, and freezes what it read. The
loaders differ in their models, their checks and what they freeze; what they all do
alike lives here:

- ``DataFiles``: a game's data folder, its files and their models, an optional map,
  and the ids of the messages its loader says (each game keeps its own words);
- ``open_folder``, ``read_checked``, ``mod_of``, ``load``: the folder to read (or the
  problem that it is none, or a mod that holds nothing of the game), every file read
  from the mod or the game's tree (``game.core.mods``) and checked, the problems of all
  files collected into one ``DataError``, and the mod's fingerprint for saves;
- ``validate``: the same, plus the files of a mod the game would ignore (a misspelt
  file name, another map, a picture the map does not name);
- ``Checks``: the base of a game's checks across fields and files: a problem placed in
  a file (``at``), the steps run only for the files that were read, ``verified: false``
  without a reason, ids given twice, and a ``params`` mapping checked against a model
  picked by another field (a card's role, an event's kind), its problems named from the
  top of the file (``YamlDocument.sub_document``);
- ``file_model`` (a read file as its model's type) and ``choice_values`` (the values of
  each rules option of a choices model, its default first).

Why our own code and not a library: pydantic does the validation and
``game.core.yamlload`` the reading with positions; what is left is the few lines that
tie a game's files, a mod folder and our located ``Problem`` messages together, which
no library knows about.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Literal, Protocol, TypeVar, get_args, get_origin

from pydantic import BaseModel, ValidationError

from game import resources
from game.core import mods
from game.core.errors import DataError, Problem
from game.core.i18n import Message, m
from game.core.yamlload import YamlDocument, YamlPath, dotted, validation_problems

M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")
C = TypeVar("C", bound="Checks")


def file_model(models: Mapping[str, BaseModel], name: str, model: type[M]) -> M:
    """The file ``name`` of ``models`` (as ``mods.read_files`` read it), known to be a
    ``model``: a TypeError (a bug) when it is not."""
    found = models[name]
    if not isinstance(found, model):
        raise TypeError(f"{name}: expected a {model.__name__}, got a {type(found).__name__}")  # words: not shown
    return found


def choice_values(model: type[BaseModel]) -> dict[str, tuple[Any, ...]]:
    """The values each rules option of the choices ``model`` may take, its default first
    (for the game's options screen): a ``Literal``'s values, else true and false."""
    found: dict[str, tuple[Any, ...]] = {}
    for name, info in model.model_fields.items():
        annotation = info.annotation
        values: tuple[Any, ...] = get_args(annotation) if get_origin(annotation) is Literal else (True, False)
        found[name] = (info.default, *(v for v in values if v != info.default))
    return found


# ---------------------------------------------------------------------------
# Checks across fields and files


@dataclass(frozen=True)
class CheckMessages:
    """The ids of the messages ``Checks`` says, in the game's own catalogue (marked with
    ``N_`` where the game writes them): ``reason_needed`` (no parameters) and
    ``repeated_id`` (``value``, ``earlier``)."""

    reason_needed: str
    repeated_id: str


class Verifiable(Protocol):
    """Something whose numbers may be unverified (``verified: false`` and a ``reason``)."""

    @property
    def verified(self) -> bool: ...

    @property
    def reason(self) -> str: ...


class Identified(Protocol):
    """An item of a list whose ids must differ."""

    @property
    def id(self) -> str: ...


class Checks:
    """The checks across a game's fields and files; each game subclasses it, sets
    ``messages`` and lists its ``steps``. ``problems`` collects what they find."""

    messages: ClassVar[CheckMessages]
    #: whether a repeated id's earlier place names its file ("data/x/a.yaml: a.3"), for
    #: ids that must differ across files; else only the field ("a.3")
    earlier_with_file: ClassVar[bool] = False

    def __init__(self, models: dict[str, BaseModel], documents: dict[str, YamlDocument]) -> None:
        self.models = models
        self.documents = documents
        self.problems: list[Problem] = []

    def at(self, name: str, path: Sequence[str | int], message: Message, *, key: bool = False) -> None:
        """A problem at ``path`` of the file ``name`` (at its key with ``key``)."""
        self.problems.append(self.documents[name].problem(path, message, key=key))

    def steps(self) -> Sequence[tuple[str, Callable[[], None]]]:
        """The checks in order, each with the file it needs."""
        return ()

    def run(self) -> None:
        """Each step whose file was read (a file with problems of its own is not)."""
        for name, step in self.steps():
            if name in self.models:
                step()

    def file(self, name: str, model: type[M]) -> M:
        """The file ``name`` as its ``model`` (``file_model``)."""
        return file_model(self.models, name, model)

    def place(self, name: str, path: YamlPath) -> str:
        """``path`` of the file ``name`` as an earlier place in a message."""
        return f"{self.documents[name].source}: {dotted(path)}"  # words: not shown (a place in a file)

    def need_reason(self, name: str, where: YamlPath, item: Verifiable) -> None:
        """``verified: false`` (at ``where`` of the file ``name``) needs a reason."""
        if not item.verified and not item.reason.strip():
            self.at(name, where + ("verified",), m(self.messages.reason_needed))

    def unique(
        self, name: str, items: Sequence[Identified], prefix: YamlPath, seen: dict[str, str] | None = None
    ) -> None:
        """Each id of ``items`` (the list at ``prefix`` of the file ``name``) given once;
        ``seen`` holds the ids met before (id -> where), and gets these."""
        first: dict[str, str] = {} if seen is None else seen
        for index, item in enumerate(items):
            if item.id in first:
                message = m(self.messages.repeated_id, value=item.id, earlier=first[item.id])
                self.at(name, prefix + (index, "id"), message)
            else:
                where = prefix + (index,)
                first[item.id] = self.place(name, where) if self.earlier_with_file else dotted(where)

    def check_params(self, name: str, where: YamlPath, model: type[M], params: Mapping[str, Any]) -> M | None:
        """The mapping ``params``, written at ``where`` of the file ``name``, read as
        ``model`` (chosen by another field: a role, a kind); None, with a problem for
        each of its faults named from the top of the file, when it does not fit."""
        document = self.documents[name]
        try:
            return model.model_validate(dict(params))
        except ValidationError as exc:
            part = document.sub_document(where, params)
            for problem in validation_problems(exc, part, model):
                shown = dotted(where) + ("." + problem.field if problem.field else "")
                self.problems.append(Problem(problem.path, problem.line, problem.column, shown, problem.said))
            return None


# ---------------------------------------------------------------------------
# Loading


@dataclass(frozen=True)
class DataFiles:
    """A game's data files, and the ids of the messages its loader says about them."""

    folder: str
    """The data folder in the game's tree and in a mod: "data/<id>"."""
    models: Mapping[str, type[BaseModel]]
    """Each file's name (without ".yaml") and model, in the order they are read."""
    no_folder: str
    """The message when the folder given is not one (no parameters)."""
    unreadable_mod: str
    """The message when a mod's files cannot be fingerprinted (``reason``)."""
    game: str
    """The game's name, in the messages about a mod's files the game would ignore."""
    nothing_to_check: str = ""
    """The message (``data``) when a mod folder has no data folder; a game with a map
    says the core's (``mods.overrides_nothing``) instead."""
    map_file: str | None = None
    """The game's map ("maps/<id>.tmx"), which a mod may change too; None: no map."""
    map_folder: str | None = None
    """A folder of maps the game reads besides its data ("maps/<id>": Feudality's
    sides), which a mod may hold alone."""

    def __post_init__(self) -> None:
        if self.map_file is None and not self.nothing_to_check:
            raise ValueError("a game without a map names its nothing_to_check message")  # words: not shown

    @property
    def file_names(self) -> list[str]:
        """The files of the data folder: "cards.yaml"..."""
        return [f"{name}.yaml" for name in self.models]

    def nothing_here(self, root: Path) -> Problem | None:
        """A problem when the mod folder ``root`` holds nothing of the game (the folder
        given is then likely one level too deep or too high); None when it holds some."""
        if self.map_file is not None:
            return mods.overrides_nothing(root, self.folder, self.map_file, self.file_names)
        if os.path.lexists(root / self.folder) or mods.file_problem(root, f"{self.folder}/x") is not None:
            return None  # there, or something odd in its place that loading reports
        if self.map_folder is not None and os.path.lexists(root / self.map_folder):
            return None
        return Problem(root.as_posix(), None, None, "", m(self.nothing_to_check, data=self.folder))


def _no_folder(folder: Path, files: DataFiles) -> Problem:
    return Problem(folder.as_posix(), None, None, "", m(files.no_folder))


def open_folder(root: Path | None, files: DataFiles) -> tuple[Path, Path]:
    """The folder to load (``root``, default the game's own tree) and the game's own
    tree. Raises DataError when ``root`` is not a folder, or is a mod holding nothing of
    the game."""
    base = resources.root()
    folder = Path(root) if root is not None else base
    if not folder.is_dir():
        raise DataError([_no_folder(folder, files)])
    if not mods.same_folder(folder, base):
        empty = files.nothing_here(folder)
        if empty is not None:
            raise DataError([empty])
    return folder, base


def read_checked(
    root: Path, base: Path, files: DataFiles, checks: Callable[[dict[str, BaseModel], dict[str, YamlDocument]], C]
) -> tuple[mods.ReadFiles, C, list[Problem]]:
    """Every data file read (each from the mod ``root`` when it has it, else from
    ``base``) and checked against its model, then ``checks`` run over those read: the
    files, the checks, and the problems of both."""
    read = mods.read_files(root, base, files.folder, files.models)
    problems: list[Problem] = list(read.problems)
    checked = checks(read.models, read.documents)
    checked.run()
    problems.extend(checked.problems)
    return read, checked, problems


def mod_of(root: Path, base: Path, files: DataFiles) -> mods.ModRef | None:
    """The fingerprint of the mod ``root`` (None: the game's own tree); a DataError when
    its files cannot be read."""
    try:
        return None if mods.same_folder(root, base) else mods.ModRef.of(root)
    except OSError as exc:
        message = m(files.unreadable_mod, reason=str(exc.strerror))
        raise DataError([Problem(root.as_posix(), None, None, "", message)]) from None


def load(
    root: Path | None,
    files: DataFiles,
    checks: Callable[[dict[str, BaseModel], dict[str, YamlDocument]], Checks],
    freeze: Callable[[Path, mods.ReadFiles, mods.ModRef | None], T],
) -> T:
    """Load, check and ``freeze`` a game's data (without a map) from ``root`` (default:
    the game's own tree; another folder is a mod, whose files replace the game's one by
    one). Raises DataError listing every problem found in every file and across files."""
    folder, base = open_folder(root, files)
    read, _, problems = read_checked(folder, base, files, checks)
    if problems:
        raise DataError(problems)
    return freeze(folder, read, mod_of(folder, base, files))


def validate(
    root: Path | None,
    files: DataFiles,
    loader: Callable[[Path], T],
    pictures: Callable[[T], Iterable[str]] | None = None,
) -> list[Problem]:
    """Every problem in a game's data (and map) under ``root`` (default: the game's own
    tree), and the files of the mod the game would ignore: YAML files of the data folder
    (a misspelt file name), other maps, and, once ``loader`` has loaded the data,
    pictures beside the map it does not name (``pictures``: those it names). An empty list: the game can be
    played with that folder."""
    folder = Path(root) if root is not None else resources.root()
    if not folder.is_dir():
        return [_no_folder(folder, files)]
    game = str(m(files.game))
    problems = mods.stray_files(folder, files.folder, files.file_names, game)
    if files.map_file is not None:
        problems += mods.stray_maps(folder, files.map_file, game)
    try:
        data = loader(folder)
    except DataError as exc:
        problems.extend(exc.problems)
    else:
        if files.map_file is not None and pictures is not None:
            problems.extend(mods.stray_pictures(folder, files.map_file, pictures(data), game))
    return problems


__all__ = [
    "CheckMessages",
    "Checks",
    "DataFiles",
    "choice_values",
    "file_model",
    "load",
    "mod_of",
    "open_folder",
    "read_checked",
    "validate",
]
