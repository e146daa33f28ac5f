"""Check Fief's data files and map, or a mod folder, and list every problem found.

``python -m game validate [DIR]`` prints what ``validate(DIR)`` returns, one problem a
line, and exits non-zero when the list is not empty.
"""

from __future__ import annotations

from pathlib import Path

from game import resources
from game.core.errors import DataError, Problem
from game.core.yamlload import did_you_mean
from game.games.fief.rules.data import DATA_FOLDER, FILE_MODELS, MAP_FILE, load_fief_data


def validate(root: Path | None = None) -> list[Problem]:
    """Every problem in the data and map under ``root`` (default: the game's own tree).

    An empty list means the game can be played with that folder. Besides what loading
    checks, it reports files in the data folder that the game would silently ignore (a
    misspelt file name in a mod, say) and a mod folder that overrides nothing.
    """
    base = resources.root()
    folder = Path(root) if root is not None else base
    if not folder.is_dir():
        return [Problem(folder.as_posix(), None, None, "", "folder not found")]
    problems = _layout_problems(folder, base)
    try:
        load_fief_data(folder)
    except DataError as exc:
        problems.extend(exc.problems)
    return problems


def _layout_problems(folder: Path, base: Path) -> list[Problem]:
    problems = []
    expected = [f"{name}.yaml" for name in FILE_MODELS]
    data = folder / DATA_FOLDER
    if data.is_dir():
        for file in sorted(data.iterdir()):
            if file.is_file() and file.suffix in (".yaml", ".yml") and file.name not in expected:
                message = "not a Fief data file, so the game ignores it" + did_you_mean(file.name, expected)
                if not did_you_mean(file.name, expected):
                    message += f"; the data files are {', '.join(expected)}"
                problems.append(Problem(f"{DATA_FOLDER}/{file.name}", None, None, "", message))
    maps = folder / Path(MAP_FILE).parent
    if maps.is_dir():
        map_name = Path(MAP_FILE).name
        for file in sorted(maps.glob("*.tmx")):
            if file.name != map_name:
                problems.append(
                    Problem(
                        f"{maps.name}/{file.name}",
                        None,
                        None,
                        "",
                        f"not the Fief map, so the game ignores it; the map must be named {map_name}",
                    )
                )
    if folder.resolve() != base.resolve() and not data.is_dir() and not maps.is_dir():
        message = f"nothing to check: a mod folder holds {DATA_FOLDER}/*.yaml and/or {MAP_FILE}"
        if any((folder / name).is_file() for name in expected):
            message += f"; these data files belong in {DATA_FOLDER}/ inside it"
        problems.append(Problem(folder.as_posix(), None, None, "", message))
    return problems
