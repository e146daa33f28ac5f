"""Errors shared by every game: bad data, illegal actions, bad saves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.i18n import N_, Message, Text, m, text


class SeneschalError(Exception):
    """Base class of every error the product reports to a person."""


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a data, map or save file, located as precisely as known.

    ``said`` is what is wrong, kept as a message (``game.core.i18n``) so that it is
    shown in the language of the moment it is read, not of the moment it was found;
    ``message`` is its words now. The location ("file:line:col: field") is not words
    and is shown as it is."""

    path: str
    line: int | None
    column: int | None
    field: str
    said: Text

    @property
    def message(self) -> str:
        """What is wrong, in words in the current language."""
        return text(self.said)

    @property
    def where(self) -> str:
        """The location before the message: "file:line:col: field" (not words)."""
        where = self.path
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        return f"{where}: {self.field}" if self.field else where

    def located(self) -> Message:
        """The whole problem, location and message, as a message (made words when shown)."""
        return m("core.errors.located", where=self.where, problem=self.said)

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


def not_utf8(path: str, raw: bytes, exc: UnicodeDecodeError, advice: bool = False) -> Problem:
    """The problem of a file that is not UTF-8 text: the line and column of the first
    byte that cannot be read (with ``advice``, the message says to save it as UTF-8)."""
    line = raw.count(b"\n", 0, exc.start) + 1
    start = raw.rfind(b"\n", 0, exc.start) + 1
    column = len(raw[start : exc.start].decode("utf-8", errors="replace")) + 1
    said = N_("core.errors.not_utf8_save_as") if advice else N_("core.errors.not_utf8")
    return Problem(path, line, column, "", m(said, byte=f"{raw[exc.start]:02X}"))


class DataError(SeneschalError):
    """One or more problems in data or map files. str() lists them one per line."""

    def __init__(self, problems: list[Problem]):
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))

    def __str__(self) -> str:
        return "\n".join(str(p) for p in self.problems)  # in the language of now


class IllegalAction(SeneschalError):
    """An action that the rules do not allow now.

    ``message`` says why, as a message (``game.core.i18n``) or, from older code and
    tests, as words; ``id`` is the message's id ("fief.refusal.road_blocked") and
    ``reason`` its words in the current language."""

    def __init__(self, message: Any):
        self.message = message
        super().__init__(message)

    @property
    def id(self) -> str:
        return str(getattr(self.message, "id", ""))

    @property
    def reason(self) -> str:
        return str(self.message)

    def __str__(self) -> str:
        return str(self.message)


class SaveError(SeneschalError):
    """A save file that cannot be read or does not replay; the file is left untouched."""


class ConfigError(SeneschalError):
    """A game set-up that the rules do not allow (too few seats, an unknown variant...)."""


class LengthLimitExceeded(SeneschalError):
    """A game went past the bound on its length that its descriptor declares
    (``GameDescriptor.max_actions``) without ending: a fault of the game's rules, which
    should have ended it at one of its own caps. The simulator and the client stop there."""

    def __init__(self, title: str, limit: int):
        self.limit = limit
        from game.core.i18n import m

        super().__init__(m("core.game.length_limit", title=title, n=limit))
