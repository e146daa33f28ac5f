"""Troyes' chronicle without repeats (the shell's folding, ``GameUI.chronicle_key``).

With hidden victory points (the rulebook's way) a family's gain or loss of points is
told twice: to the table without its amount ("Anna: +? VP") and to the family alone
with it ("Anna: +2 VP"). The family reads both in a row; they are folded into one line
with every amount it may know ("Anna: +1 denier, +2 VP."), while the others read the
table's line alone. Runs of such changes of one family from one cause add up the same
way.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from game.core import i18n
from game.core.engine import Event
from game.games.troyes.rules import events as ev
from game.games.troyes.rules.contract import tell


def chronicle_key(event: Event) -> Hashable | None:
    """Changes of points told twice (to the table, and to the family alone) share a key
    with their family's other changes of the same cause, told the same way."""
    if isinstance(event, ev.Changed) and (event.untold or event.audience):
        return ("changed", event.seat, event.cause)
    if isinstance(event, ev.Penalty) and (event.untold or event.audience):
        return ("penalty", event.seat, event.cause, event.card)
    return None


def chronicle_line(state: Any, events: Sequence[Event]) -> i18n.Text:
    """One line for a run of changes of one family: what the reader may know of them,
    added up (the family's own amounts where they are in the run)."""
    names = tell(state)
    first = events[0]
    if isinstance(first, ev.Penalty):
        fines = [e for e in events if isinstance(e, ev.Penalty) and e.audience]
        if fines:
            total = sum(e.vp for e in fines)
            return ev.Penalty(first.seat, total, first.cause, first.card).message(names)
        return first.message(names)
    assert isinstance(first, ev.Changed)  # a run has one key: changes of one family
    changes = [e for e in events if isinstance(e, ev.Changed)]
    public = [e for e in changes if not e.audience]
    own = [e for e in changes if e.audience]
    deniers = sum(e.deniers for e in public)
    influence = sum(e.influence for e in public)
    if own:
        vp = sum(e.vp for e in own)
        return ev.Changed(first.seat, deniers, vp, influence, first.cause).message(names)
    untold = next((e.untold for e in public if e.untold), 0)
    return ev.Changed(first.seat, deniers, 0, influence, first.cause, untold=untold).message(names)


__all__ = ["chronicle_key", "chronicle_line"]
