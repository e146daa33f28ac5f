"""The decks a player has saved from the design screen, kept in his data folder.

One file, ``<user data>/ortus_regni/decks.json``, holds every player's decks by the
name he plays under: ``{player: {deck name: {card type: copies}}}``. A file another
program spoiled never stops the game: whatever can be read is used, and each thing that
cannot is a ``Problem`` (the file, the field, what is wrong) that the design screen shows
as a notice. Writes are atomic (a temporary file, then a rename); a file that was not
JSON at all is kept beside the new one (``decks.json.bad``) rather than lost.

The card types are not checked here (this module knows no game data): the design screen
says when a saved deck names a card the game does not have.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import resources
from game.core.errors import Problem, not_utf8
from game.core.i18n import m
from game.core.saves import write_atomic

#: the folder (in the player's data folder) and the file
FOLDER = "ortus_regni"
FILE = "decks.json"
#: the most copies a saved count may hold (a real deck holds 6 at most: the screen says so)
MOST = 99


def decks_path() -> Path:
    """Where the decks file is (it may not exist)."""
    return resources.user_data_dir() / FOLDER / FILE


@dataclass
class SavedDecks:
    """What the file gave: every player's readable decks and the problems met."""

    players: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    #: the file exists but is not a JSON object at all (saving keeps a copy of it)
    unreadable: bool = False
    #: the file as it was read, the entries that could not be used included (a save
    #: changes one player's entry and keeps the rest as it found them)
    raw: dict[str, Any] = field(default_factory=dict)

    def of(self, player: str) -> dict[str, dict[str, int]]:
        return {name: dict(counts) for name, counts in self.players.get(player, {}).items()}


def _problem(path: Path, where: str, said: Any) -> Problem:
    return Problem(str(path), None, None, where, said)


def read_all(path: Path | None = None) -> SavedDecks:
    """Read the whole file: never raises. A missing file is no decks and no problem."""
    path = path or decks_path()
    out = SavedDecks()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return out
    except OSError as exc:
        out.unreadable = True
        out.problems.append(
            _problem(path, "", m("ortus_regni.ui.design.file_unreadable", error=str(exc.strerror or exc)))
        )
        return out
    try:
        doc = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        out.unreadable = True
        out.problems.append(not_utf8(str(path), raw, exc))
        return out
    except json.JSONDecodeError as exc:
        out.unreadable = True
        out.problems.append(
            Problem(str(path), exc.lineno, exc.colno, "", m("ortus_regni.ui.design.file_not_json", error=exc.msg))
        )
        return out
    if not isinstance(doc, dict):
        out.unreadable = True
        out.problems.append(_problem(path, "", m("ortus_regni.ui.design.file_not_object")))
        return out
    out.raw = doc
    for player, decks in doc.items():
        if not isinstance(decks, dict):
            out.problems.append(_problem(path, player, m("ortus_regni.ui.design.entry_not_object")))
            continue
        kept: dict[str, dict[str, int]] = {}
        for name, counts in decks.items():
            where = f"{player}.{name}"
            if not isinstance(counts, dict):
                out.problems.append(_problem(path, where, m("ortus_regni.ui.design.entry_not_object")))
                continue
            good = True
            for card, n in counts.items():
                if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MOST:
                    out.problems.append(
                        _problem(path, f"{where}.{card}", m("ortus_regni.ui.design.count_not_number", most=MOST))
                    )
                    good = False
            if good:
                kept[name] = {card: n for card, n in counts.items() if n}
        out.players[player] = kept
    return out


def _write(saved: SavedDecks, path: Path) -> list[Problem]:
    """Write every player's decks; a file that was not readable is kept as ``.bad``."""
    try:
        if saved.unreadable and path.exists():
            os.replace(path, path.with_name(path.name + ".bad"))
        text = json.dumps(saved.raw, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
        write_atomic(path, text)
    except OSError as exc:
        return [_problem(path, "", m("ortus_regni.ui.design.cannot_write", error=str(exc.strerror or exc)))]
    return []


def load_decks(player: str) -> dict[str, dict[str, int]]:
    """The decks ``player`` saved, by name (those the file lets be read)."""
    return read_all().of(player)


def load_decks_checked(player: str) -> tuple[dict[str, dict[str, int]], list[Problem]]:
    """``load_decks`` and the problems the file has (to show as notices)."""
    saved = read_all()
    return saved.of(player), list(saved.problems)


def save_deck(player: str, name: str, counts: dict[str, int]) -> list[Problem]:
    """Save (or replace) ``player``'s deck ``name``; the problems met writing (none when
    saved). The other decks of the file are kept as they were read."""
    path = decks_path()
    saved = read_all(path)
    entry = saved.raw.get(player)
    if not isinstance(entry, dict):
        entry = saved.raw[player] = {}
    entry[name] = {card: int(n) for card, n in counts.items() if n}
    return _write(saved, path)


def delete_deck(player: str, name: str) -> list[Problem]:
    """Forget ``player``'s deck ``name`` (nothing to do when there is none)."""
    path = decks_path()
    saved = read_all(path)
    entry = saved.raw.get(player)
    if not isinstance(entry, dict) or name not in entry:
        return []
    del entry[name]
    if not entry:
        del saved.raw[player]
    return _write(saved, path)


__all__ = [
    "FILE",
    "FOLDER",
    "SavedDecks",
    "decks_path",
    "delete_deck",
    "load_decks",
    "load_decks_checked",
    "read_all",
    "save_deck",
]
