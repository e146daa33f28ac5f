"""Errors shared by every game: bad data, illegal actions, bad saves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class SeneschalError(Exception):
    """Base class of every error the product reports to a person."""


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a data, map or save file, located as precisely as known."""

    path: str
    line: int | None
    column: int | None
    field: str
    message: str

    def __str__(self) -> str:
        where = self.path
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        if self.field:
            return f"{where}: {self.field}: {self.message}"
        return f"{where}: {self.message}"


def not_utf8(path: str, raw: bytes, exc: UnicodeDecodeError, advice: str = "") -> Problem:
    """The problem of a file that is not UTF-8 text: the line and column of the first
    byte that cannot be read (``advice`` follows the message)."""
    line = raw.count(b"\n", 0, exc.start) + 1
    start = raw.rfind(b"\n", 0, exc.start) + 1
    column = len(raw[start : exc.start].decode("utf-8", errors="replace")) + 1
    message = f"the file is not UTF-8 text: byte 0x{raw[exc.start]:02X} cannot be read" + advice
    return Problem(path, line, column, "", message)


class DataError(SeneschalError):
    """One or more problems in data or map files. str() lists them one per line."""

    def __init__(self, problems: list[Problem]):
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


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
