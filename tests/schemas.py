"""Checks of the JSON Schemas every game's data ships (``data/<id>/schema``), shared by
the games' data tests: the tools as modules, and the places a schema leaves unbounded."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def tool(name: str) -> Any:
    """The script ``tools/<name>.py`` as a module (the tools are scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # a tool's dataclasses look their module up
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module


def export_tool() -> Any:
    """``tools/export_schema.py`` as a module."""
    return tool("export_schema")


def unbounded(schema: dict[str, Any], where: str, defs: dict[str, Any]) -> list[str]:
    """The places in a JSON Schema where a number, a list or a text has no upper bound."""
    found = []
    if "$ref" in schema:
        return unbounded(defs[schema["$ref"].rsplit("/", 1)[1]], where, defs) if where.count(".") < 20 else []
    for key in ("anyOf", "oneOf", "allOf"):
        for option in schema.get(key, []):
            found += unbounded(option, where, defs)
    kind = schema.get("type")
    if kind == "integer" and ("minimum" not in schema or "maximum" not in schema):
        found.append(f"{where}: a whole number without minimum and maximum")
    if kind == "array":
        if "maxItems" not in schema and "prefixItems" not in schema:
            found.append(f"{where}: a list without maxItems")
        if "items" in schema:
            found += unbounded(schema["items"], where + ".N", defs)
    if kind == "string" and "maxLength" not in schema and "enum" not in schema and "const" not in schema:
        if "pattern" not in schema or not schema["pattern"].startswith("^#"):  # a colour's length is fixed
            found.append(f"{where}: a text without maxLength")
    for name, sub in schema.get("properties", {}).items():
        found += unbounded(sub, f"{where}.{name}", defs)
    return found
