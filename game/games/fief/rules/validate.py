"""Check Fief's data files and map, or a mod folder, and list every problem found.

``python -m game validate [DIR]`` prints what ``validate(DIR)`` returns, one problem a
line, and exits non-zero when the list is not empty.
"""

from __future__ import annotations

from pathlib import Path

from game import resources
from game.core import mods
from game.core.errors import DataError, Problem
from game.core.i18n import m
from game.games.fief.rules.data import DATA_FOLDER, FILE_MODELS, MAP_FILE, load_fief_data


def validate(root: Path | None = None) -> list[Problem]:
    """Every problem in the data and map under ``root`` (default: the game's own tree).

    An empty list means the game can be played with that folder. Besides what loading
    checks, it reports files in the data folder that the game would silently ignore (a
    misspelt file name in a mod, say); loading reports a mod folder that overrides
    nothing and anything but a regular file where a mod's file should be. Once the data
    loads, a picture beside the map that the map does not name is reported too.
    """
    base = resources.root()
    folder = Path(root) if root is not None else base
    if not folder.is_dir():
        return [Problem(folder.as_posix(), None, None, "", m("fief.data.no_folder"))]
    problems = _layout_problems(folder)
    try:
        data = load_fief_data(folder)
    except DataError as exc:
        problems.extend(exc.problems)
    else:
        named = data.board.tiled.pictures if data.board.tiled is not None else ()
        problems.extend(mods.stray_pictures(folder, MAP_FILE, named, str(m("fief.validate.game"))))
    return problems


def _layout_problems(folder: Path) -> list[Problem]:
    """Files the game would ignore: YAML files of the data folder that are not Fief's
    (a misspelt ``card.yaml``), maps that are not ``fief.tmx``."""
    expected = [f"{name}.yaml" for name in FILE_MODELS]
    game = str(m("fief.validate.game"))
    return mods.stray_files(folder, DATA_FOLDER, expected, game) + mods.stray_maps(folder, MAP_FILE, game)
