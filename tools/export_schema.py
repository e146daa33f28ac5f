"""Write a JSON Schema for each Fief data file into data/fief/schema/.

Editors that read JSON Schema (VS Code with the YAML extension, for example) then
complete field names and flag mistakes while a modder types; each YAML file names its
schema on its first line. The schemas come from the pydantic models in
``game/fief/data.py``, so run this after changing a model:

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

from game.games.fief.rules.data import DATA_FOLDER, FILE_MODELS  # noqa: E402

SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"
SCHEMA_FOLDER = ROOT / DATA_FOLDER / "schema"


def render_schemas() -> dict[str, str]:
    """File name in the schema folder -> its JSON text."""
    rendered = {}
    for name, model in FILE_MODELS.items():
        schema = {"$schema": SCHEMA_DIALECT, **model.model_json_schema(mode="validation")}
        rendered[f"{name}.schema.json"] = json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
    return rendered


def stale_schemas(folder: Path = SCHEMA_FOLDER) -> list[str]:
    """Names of schema files that are missing or differ from what the models give."""
    stale = []
    for name, text in render_schemas().items():
        file = folder / name
        if not file.is_file() or file.read_text(encoding="utf-8") != text:
            stale.append(name)
    return stale


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check that the schemas are up to date")
    args = parser.parse_args(argv)
    if args.check:
        stale = stale_schemas()
        for name in stale:
            print(f"{DATA_FOLDER}/schema/{name} is out of date: run python tools/export_schema.py")
        return 1 if stale else 0
    SCHEMA_FOLDER.mkdir(parents=True, exist_ok=True)
    for name, text in render_schemas().items():
        (SCHEMA_FOLDER / name).write_text(text, encoding="utf-8")
        print(f"wrote {DATA_FOLDER}/schema/{name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
