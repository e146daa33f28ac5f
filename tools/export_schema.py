"""Write a JSON Schema for each data file of each game into data/<game>/schema/.

Editors that read JSON Schema (VS Code with the YAML extension, for example) then
complete field names and flag mistakes while a modder types; each YAML file names its
schema on its first line. The schemas come from the pydantic models of each game's
loader (``game/games/fief/rules/data.py``, ``game/games/troyes/rules/load.py``), so run
this after changing a model:

    python tools/export_schema.py           # rewrite the schemas
    python tools/export_schema.py --check   # exit 1 if a committed schema is out of date
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pydantic import BaseModel  # noqa: E402

from game.games.feudality.rules import load as feudality  # noqa: E402
from game.games.fief.rules.data import DATA_FOLDER, FILE_MODELS  # noqa: E402
from game.games.ortus_regni.rules import load as ortus  # noqa: E402
from game.games.troyes.rules import load as troyes  # noqa: E402

SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"
SCHEMA_FOLDER = ROOT / DATA_FOLDER / "schema"
#: each game's data folder and the models of its files
GAMES: dict[str, tuple[str, dict[str, type[BaseModel]]]] = {
    "fief": (DATA_FOLDER, FILE_MODELS),
    "troyes": (troyes.DATA_FOLDER, troyes.FILE_MODELS),
    "ortus_regni": (ortus.DATA_FOLDER, ortus.FILE_MODELS),
    "feudality": (feudality.DATA_FOLDER, feudality.FILE_MODELS),
}


def render_schemas(game: str = "fief") -> dict[str, str]:
    """File name in the game's schema folder -> its JSON text."""
    rendered = {}
    for name, model in GAMES[game][1].items():
        schema = {"$schema": SCHEMA_DIALECT, **model.model_json_schema(mode="validation")}
        rendered[f"{name}.schema.json"] = json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
    return rendered


def stale_schemas(folder: Path = SCHEMA_FOLDER, game: str = "fief") -> list[str]:
    """Names of the game's schema files that are missing or differ from what the models give."""
    stale = []
    for name, text in render_schemas(game).items():
        file = folder / name
        if not file.is_file() or file.read_text(encoding="utf-8") != text:
            stale.append(name)
    return stale


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check that the schemas are up to date")
    args = parser.parse_args(argv)
    stale_count = 0
    for game, (data_folder, _) in GAMES.items():
        folder = ROOT / data_folder / "schema"
        if args.check:
            stale = stale_schemas(folder, game)
            for name in stale:
                print(f"{data_folder}/schema/{name} is out of date: run python tools/export_schema.py")
            stale_count += len(stale)
            continue
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in render_schemas(game).items():
            (folder / name).write_text(text, encoding="utf-8")
            print(f"wrote {data_folder}/schema/{name}")
    return 1 if stale_count else 0


if __name__ == "__main__":
    raise SystemExit(main())
