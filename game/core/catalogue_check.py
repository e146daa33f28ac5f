"""Checks that keep a domain's catalogues and its code in step. No pygame here.

Used by the tests (the core's and every registered game's, through the contract suite),
by ``python -m game validate`` for a mod's catalogues, and by ``tools/messages.py``
which brings the ``.po`` files up to date with the code.

- ``used_ids``: every message id a package's code names, found with Babel's extractor
  (the keywords ``m`` and ``t`` of ``game.core.i18n``, and ``N_`` for ids kept in
  tables); an id built from pieces (an f-string, ``+``, ``.format``) is reported, as no
  catalogue can list it. An id taken from a table is fine when the table marks its ids
  with ``N_``; the tests, which render with ``SENESCHAL_STRICT_MESSAGES=1``, fail on
  any id that reaches the screen without an English entry.
- ``check_domain``: every id used is in the English catalogue; every other language
  translates each English id, with the same parameters, and with every plural form.
"""

from __future__ import annotations

import ast
import contextlib
import io
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from game.core.errors import Problem
from game.core.i18n import FALLBACK, Message, fields, m

#: the functions whose first argument is a message id
KEYWORDS = ("m", "t", "N_")


@dataclass(frozen=True)
class Use:
    """One place the code names a message id."""

    id: str
    path: Path
    line: int


def _python_files(folders: Iterable[Path]) -> list[Path]:
    found: list[Path] = []
    for folder in folders:
        found.extend(p for p in sorted(folder.rglob("*.py")) if "__pycache__" not in p.parts)
    return found


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def used_ids(folders: Iterable[Path], exclude: Iterable[Path] = ()) -> tuple[list[Use], list[Problem]]:
    """The message ids named in the Python files under ``folders`` (not under
    ``exclude``), and a problem for each call whose id is not a literal string.

    Babel's extractor finds the literal ids (the ``pybabel extract`` keywords); a pass
    over the syntax tree finds the calls it cannot read."""
    from babel.messages.extract import extract_python

    skipped = [p.resolve() for p in exclude]
    uses: list[Use] = []
    problems: list[Problem] = []
    keywords = dict.fromkeys(KEYWORDS)
    for path in _python_files(folders):
        resolved = path.resolve()
        if any(resolved.is_relative_to(s) for s in skipped):
            continue
        # Babel writes a note on each f-string argument to stderr: ids are literal, the
        # f-strings are parameters, so the notes are noise here
        with path.open("rb") as handle, contextlib.redirect_stderr(io.StringIO()):
            for line, _func, message, _comments in extract_python(handle, keywords, [], {}):
                first: object = message[0] if isinstance(message, (tuple, list)) else message
                if isinstance(first, str) and first:
                    uses.append(Use(first, path, line))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _call_name(node) in KEYWORDS and node.args:
                first_arg = node.args[0]
                if isinstance(first_arg, (ast.JoinedStr, ast.BinOp)) or (
                    isinstance(first_arg, ast.Call) and _call_name(first_arg) == "format"
                ):
                    problems.append(
                        Problem(
                            str(path),
                            node.lineno,
                            node.col_offset + 1,
                            _call_name(node),
                            m("core.catalogue.id_from_pieces"),
                        )
                    )
    return uses, problems


@dataclass
class Entry:
    """One message of one catalogue: its forms (one, or one per plural form)."""

    id: str
    forms: tuple[str, ...]
    plural: bool
    line: int


def read_catalogue(path: Path) -> tuple[dict[str, Entry], list[Problem]]:
    """The messages of one ``.po`` file, or the problems that stop it being read."""
    from babel.messages.pofile import PoFileError, read_po

    try:
        with path.open("rb") as handle:
            catalog = read_po(handle, abort_invalid=True)
    except (PoFileError, OSError, UnicodeDecodeError, ValueError) as exc:
        reason = str(exc)  # Babel's or the system's words, in English
        return {}, [
            Problem(str(path), getattr(exc, "lineno", None), None, "", m("core.catalogue.unreadable", reason=reason))
        ]
    entries: dict[str, Entry] = {}
    for message in catalog:
        if not message.id:
            continue
        msg_id = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
        string = message.string
        forms = tuple(string) if isinstance(string, (list, tuple)) else (string or "",)
        line = message.lineno if message.lineno else 0
        entries[msg_id] = Entry(msg_id, forms, message.pluralizable, line)
    return entries, []


def catalogue_path(folder: Path, lang: str, domain: str) -> Path:
    return folder / lang / "LC_MESSAGES" / f"{domain}.po"


def check_catalogues(domain: str, folder: Path) -> list[Problem]:
    """Every language under ``folder`` against English: each English id translated,
    with the same parameters and every plural form; no id outside the domain."""
    problems: list[Problem] = []
    english_path = catalogue_path(folder, FALLBACK, domain)
    if not english_path.is_file():
        return [Problem(str(english_path), None, None, "", m("core.catalogue.no_english", domain=domain))]
    english, bad = read_catalogue(english_path)
    problems += bad
    for entry in english.values():
        where = Problem(str(english_path), entry.line, None, entry.id, "")
        if not entry.id.startswith(domain + "."):
            problems.append(_at(where, m("core.catalogue.outside_domain", domain=domain)))
        if not all(entry.forms):
            problems.append(_at(where, m("core.catalogue.no_english_words")))
    for po in sorted(folder.glob(f"*/LC_MESSAGES/{domain}.po")):
        lang = po.parent.parent.name
        if lang == FALLBACK:
            continue
        other, bad = read_catalogue(po)
        problems += bad
        if bad:
            continue
        for msg_id, entry in english.items():
            found = other.get(msg_id)
            if found is None or not all(found.forms):
                line = found.line if found else None
                problems.append(Problem(str(po), line, None, msg_id, m("core.catalogue.untranslated", lang=lang)))
                continue
            where = Problem(str(po), found.line, None, msg_id, "")
            if found.plural != entry.plural:
                problems.append(_at(where, m("core.catalogue.plural_mismatch")))
            want = set().union(*(fields(f) for f in entry.forms))
            have = set().union(*(fields(f) for f in found.forms))
            if want != have:
                differ = m("core.catalogue.parameters_differ", have=str(sorted(have)), want=str(sorted(want)))
                problems.append(_at(where, differ))
        for msg_id, found in other.items():
            if msg_id not in english:
                problems.append(Problem(str(po), found.line, None, msg_id, m("core.catalogue.not_in_english")))
    return problems


def check_domain(domain: str, folder: Path, code: Iterable[Path], exclude: Iterable[Path] = ()) -> list[Problem]:
    """The catalogues under ``folder`` (``check_catalogues``), and every id the code
    under ``code`` names for this domain present in English."""
    problems = check_catalogues(domain, folder)
    english, _ = read_catalogue(catalogue_path(folder, FALLBACK, domain))
    uses, bad = used_ids(code, exclude)
    problems += bad
    for use in uses:
        if use.id.split(".", 1)[0] == domain and use.id not in english:
            problems.append(Problem(str(use.path), use.line, None, use.id, m("core.catalogue.no_such_message")))
    return problems


def _at(where: Problem, message: Message) -> Problem:
    return Problem(where.path, where.line, where.column, where.field, message)


__all__ = [
    "KEYWORDS",
    "Entry",
    "Use",
    "catalogue_path",
    "check_catalogues",
    "check_domain",
    "read_catalogue",
    "used_ids",
]
