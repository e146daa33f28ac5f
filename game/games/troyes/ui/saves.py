"""What the saves list shows of a Troyes save: the round and step, the families (from
the save's meta, as for every game), and how the game ended, rebuilt from the
snapshot's result (§5.3; solo: Appendix A.7) in the language of the list, not the one
the save was written in."""

from __future__ import annotations

from dataclasses import replace

from game.core.saves import SaveFile
from game.games.troyes.rules.state import Result
from game.ui.plugin import SaveSummary
from game.ui.scenes.load_game import meta_summary


def save_summary(doc: SaveFile) -> SaveSummary:
    """Raises ValueError when the meta does not say where the game stands."""
    summary = meta_summary(doc)
    snap = doc.snapshot if isinstance(doc.snapshot, dict) else {}
    raw = snap.get("result")
    if not isinstance(raw, dict):
        return summary
    try:
        result = Result.from_json(raw)
    except (KeyError, TypeError, ValueError):
        return summary  # a result this version cannot read: the meta's words stand
    # "Anne wins with 12 points." (the shell's "Anne won: anne wins ..." would lower the name)
    return replace(summary, ended=result.message)


__all__ = ["save_summary"]
