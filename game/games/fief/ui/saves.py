"""What the saves list shows of a Fief save, read from its snapshot: the round and
phase, the families and how the game ended."""

from __future__ import annotations

from game.core import i18n
from game.core.saves import SaveFile
from game.ui.plugin import SaveSummary, ended_words


def save_summary(doc: SaveFile) -> SaveSummary:
    """Raises ValueError when the snapshot does not say."""
    snap = doc.snapshot
    rnd, phase, listed = snap.get("round", 0), snap.get("phase", 0), snap.get("families", [])
    if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in (rnd, phase)):
        raise ValueError(i18n.t("fief.ui.saves.bad_round"))
    if not isinstance(listed, list) or not all(isinstance(f, dict) and isinstance(f.get("name"), str) for f in listed):
        raise ValueError(i18n.t("fief.ui.saves.bad_families"))
    families = tuple(f["name"] for f in listed)
    return SaveSummary(rnd, phase, families, ended_words(families, snap.get("outcome"), rnd))


__all__ = ["save_summary"]
