"""Small helpers for sentences with counts, shared by every game's texts.

    count(1, "denier")              -> "1 denier"
    count(3, "man-at-arms", "men-at-arms") -> "3 men-at-arms"
    noun(2, "die", "dice")          -> "dice"
    verb(["Anne"], "holds", "hold") -> "holds"
    join_words(["A", "B", "C"])     -> "A, B and C"

A regular plural adds "s"; give the plural for the others. A family, a player or a
seat is one subject, however many people sit behind it: pass the list of subjects to
``verb``, not the number of people.
"""

from __future__ import annotations

from collections.abc import Sequence


def noun(n: int, one: str, many: str | None = None) -> str:
    """The word for ``n`` things: ``one`` for exactly one, else ``many`` (``one`` + "s")."""
    return one if n == 1 else (many if many is not None else one + "s")


def count(n: int, one: str, many: str | None = None) -> str:
    """``n`` and the word that goes with it: "1 hit", "0 hits", "2 dice"."""
    return f"{n} {noun(n, one, many)}"


def verb(subjects: Sequence[object] | int, one: str, many: str) -> str:
    """The verb's form for the subjects (a list of them, or how many there are)."""
    n = subjects if isinstance(subjects, int) else len(subjects)
    return one if n == 1 else many


def join_words(words: Sequence[object], last: str = "and") -> str:
    """ "A", "A and B", "A, B and C" ("" for none)."""
    said = [str(w) for w in words]
    if not said:
        return ""
    if len(said) == 1:
        return said[0]
    return ", ".join(said[:-1]) + f" {last} " + said[-1]


__all__ = ["count", "join_words", "noun", "verb"]
