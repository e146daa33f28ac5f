"""What the saves list shows of a Fief save, read from its snapshot: the round and
phase, the families and how the game ended."""

from __future__ import annotations

from game.core.saves import SaveFile
from game.ui.plugin import SaveSummary, ended_words


def save_summary(doc: SaveFile) -> SaveSummary:
    """Raises ValueError when the snapshot does not say."""
    snap = doc.snapshot
    try:
        rnd, phase = int(snap.get("round", 0)), int(snap.get("phase", 0))
        families = tuple(str(f["name"]) for f in snap.get("families", []))
        outcome = snap.get("outcome")
    except (KeyError, TypeError, ValueError):
        raise ValueError("snapshot: the families or the round cannot be read.") from None
    return SaveSummary(rnd, phase, families, ended_words(families, outcome, rnd))


__all__ = ["save_summary"]
