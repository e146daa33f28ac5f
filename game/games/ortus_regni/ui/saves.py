"""What the saves list shows of an Ortus Regni save: the Round and step, the Earls (from
the save's meta, as for every game), and how the game ended, rebuilt from the snapshot's
result (OR 5: the last Earl left; or the engine's length bound) in the language of the
list, not the one the save was written in."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core import i18n
from game.core.i18n import Message, m
from game.core.saves import SaveFile
from game.ui.plugin import SaveSummary
from game.ui.scenes.load_game import meta_summary


def ended(raw: Any, rnd: int) -> Message | None:
    """How the game ended, from a snapshot's ``result`` (``Result.to_json``); None when
    it goes on or the result is not one this version reads."""
    if not isinstance(raw, dict):
        return None
    winners, end, names = raw.get("winners"), raw.get("end"), raw.get("names")
    if not (isinstance(winners, list) and isinstance(names, list) and isinstance(end, str)):
        return None
    if not all(isinstance(w, int) and 0 <= w < len(names) for w in winners):
        return None
    won = [str(names[w]) for w in winners]
    if end == "last_earl" and len(won) == 1:
        return m("ortus_regni.ui.saves.last_earl", name=won[0], round=rnd)
    if end == "rounds" and won:
        return m("ortus_regni.ui.saves.rounds", n=len(won), names=i18n.words(won), round=rnd)
    return None


def save_summary(doc: SaveFile) -> SaveSummary:
    """Raises ValueError when the meta does not say where the game stands."""
    summary = meta_summary(doc)
    snap = doc.snapshot if isinstance(doc.snapshot, dict) else {}
    words = ended(snap.get("result"), summary.round)
    return summary if words is None else replace(summary, ended=words)


__all__ = ["ended", "save_summary"]
