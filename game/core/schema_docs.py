"""Field descriptions in the data files' JSON Schemas, taken from the models' sources.

A data model's field is documented by the docstring written under it; when a schema is
made (``tools/export_schema.py``), ``describer(__file__)`` gives the ``json_schema_extra``
hook that copies each docstring (inherited fields' too) into the field's
``description``, which modders' editors show. These are English words for the files'
authors, never shown in the game. They are read when a schema is made, not when the
models are built (pydantic's ``use_attribute_docstrings`` would slow every start).
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel


@functools.cache
def field_docstrings(source: str) -> dict[str, dict[str, str]]:
    """The docstring under each field of the module at ``source``, by class and field."""
    found: dict[str, dict[str, str]] = {}
    try:
        tree = ast.parse(Path(source).read_text(encoding="utf-8"))
    except OSError:  # a frozen app without its sources: schemas are made from the sources
        return found
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        docs = found.setdefault(node.name, {})
        for stmt, after in zip(node.body, node.body[1:]):
            if (
                isinstance(stmt, ast.AnnAssign)
                and isinstance(stmt.target, ast.Name)
                and isinstance(after, ast.Expr)
                and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)
            ):
                docs[stmt.target.id] = after.value.value
    return found


def describer(source: str) -> Callable[[dict[str, Any], type[BaseModel]], None]:
    """The ``json_schema_extra`` hook for the models defined in the module at ``source``."""

    def describe(schema: dict[str, Any], model: type[BaseModel]) -> None:
        docs: dict[str, str] = {}
        for klass in reversed(model.__mro__):
            docs.update(field_docstrings(source).get(klass.__name__, {}))
        for name, entry in schema.get("properties", {}).items():
            if name in docs:
                entry["description"] = docs[name]

    return describe


__all__ = ["describer", "field_docstrings"]
