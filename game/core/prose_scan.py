"""Finds words written straight into the code instead of taken from a catalogue.

A player-visible sentence must come from a catalogue (``game.core.i18n``). This scan
reads the syntax tree of each module and reports every string literal that reads like
words for a person: two words or more, or one capitalised word ("Done", "Back"). It
leaves out what is not shown to players:

- docstrings, comments (not in the tree) and ``__all__``;
- message ids (the arguments of ``m``, ``t`` and ``N_``);
- what goes to the log (``_log.info(...)``, ``logging.warning(...)``) and the messages
  of errors that mean a bug in the program (``AssertionError``, ``RuntimeError``,
  ``TypeError``, ``KeyError``, ``NotImplementedError``);
- dictionary keys, subscripts and comparisons (``kind == "some kind"``);
- lines that end with ``# words: not shown`` (a justified exception, said in place), or
  with ``# words: a name`` (a proper name, the same in every language: a game's title).

The tests run it over the whole package and fail on anything it finds.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

_PROSE = re.compile(r"[^\W\d_]+[ \u00a0][^\W\d_]{2,}")
_ONE_WORD = re.compile(r"^[^\w]*[A-Z][a-zà-ÿ]{2,}[^\w]*$")
_ID_LIKE = re.compile(r"^[a-z0-9_.\-:/{}%<>=*]+$|^[\w\-/]+\.[a-z]{2,4}$")
_BUG_ERRORS = {"AssertionError", "RuntimeError", "TypeError", "KeyError", "NotImplementedError"}
_LOG_NAMES = {"_log", "log", "logger", "logging", "_logger"}
_ID_FUNCTIONS = {"m", "t", "N_"}
#: calls whose string arguments name things in code, not for people
_CODE_NAMES = {"TypeVar", "NewType", "getLogger", "namedtuple", "get_close_matches"}
MARK = "# words: not shown"
#: a proper name, the same in every language (a game's title)
NAME_MARK = "# words: a name"


@dataclass(frozen=True)
class Finding:
    path: Path
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text!r}"


def looks_like_words(text: str) -> bool:
    """Whether a literal reads like words for a person."""
    stripped = text.strip()
    if not stripped or _ID_LIKE.match(stripped):
        return False
    return bool(_PROSE.search(stripped) or _ONE_WORD.match(stripped))


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
        # attribute docstrings: a string statement after an assignment
        if hasattr(node, "body") and isinstance(node.body, list):
            for stmt in node.body:
                if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
                    found.add(id(stmt.value))
    return found


def _name_of(func: ast.expr) -> tuple[str, str]:
    """(owner, name) of a called function: ("_log", "info"), ("", "m")."""
    if isinstance(func, ast.Name):
        return "", func.id
    if isinstance(func, ast.Attribute):
        owner = func.value
        owner_name = owner.id if isinstance(owner, ast.Name) else owner.attr if isinstance(owner, ast.Attribute) else ""
        return owner_name, func.attr
    return "", ""


def _skipped(tree: ast.AST) -> set[int]:
    """The ids of nodes whose strings are not shown to players."""
    skip: set[int] = set()

    def all_below(node: ast.AST) -> None:
        for sub in ast.walk(node):
            skip.add(id(sub))

    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            owner, name = _name_of(node.func)
            if name in _ID_FUNCTIONS and node.args:
                skip.add(id(node.args[0]))
            if owner in _LOG_NAMES or name in _BUG_ERRORS or name in _CODE_NAMES:
                all_below(node)
        elif isinstance(node, ast.Assert):
            if node.msg is not None:
                all_below(node.msg)
        elif isinstance(node, ast.Raise) and node.exc is not None:
            exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            if _name_of(exc)[1] in _BUG_ERRORS:
                all_below(node.exc)
        elif isinstance(node, ast.Dict):
            for key in node.keys:
                if key is not None:
                    skip.add(id(key))
        elif isinstance(node, ast.Subscript):
            all_below(node.slice)
        elif isinstance(node, ast.Compare):
            for sub in (node.left, *node.comparators):
                if isinstance(sub, (ast.Constant, ast.Tuple, ast.Set, ast.List)):
                    all_below(sub)
        elif isinstance(node, ast.Assign):
            if any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
                all_below(node.value)
    return skip


def scan_file(path: Path) -> list[Finding]:
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    lines = source.splitlines()
    skip = _skipped(tree) | _docstrings(tree)
    findings = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.JoinedStr):
            skip.update(id(v) for v in node.values)
            text = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
            pieces = [v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)]
            shown = any(looks_like_words(p) for p in pieces) or (" " in text and bool(re.search(r"[^\W\d_]{3,}", text)))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
            shown = looks_like_words(text)
        else:
            continue
        if not shown:
            continue
        line = node.lineno
        end = getattr(node, "end_lineno", line) or line
        if any(MARK in lines[i - 1] or NAME_MARK in lines[i - 1] for i in range(line, end + 1) if 0 < i <= len(lines)):
            continue
        findings.append(Finding(path, line, text[:80]))
    return sorted(findings, key=lambda f: f.line)


def scan(folders: Iterable[Path]) -> list[Finding]:
    found: list[Finding] = []
    for folder in folders:
        for path in sorted(folder.rglob("*.py")):
            if "__pycache__" not in path.parts:
                found.extend(scan_file(path))
    return found


__all__ = ["MARK", "NAME_MARK", "Finding", "looks_like_words", "scan", "scan_file"]
