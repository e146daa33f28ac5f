"""What Ortus Regni's table lights for each event of another Earl's move
(``GameUI.lights``): the shell holds each such move for the table's pace, and the table
rings what these name.

A light's thing is ``(EARLDOM, seat)`` (an Earl's whole Earldom: the one who acted and
every Earl the event names: a defender, a target, the other side of a theft) or
``(CARD, number)`` (a card laid on the table: a Castle, a Property, a Lord, a
Mercenary, a garrison), ringed where it lies after the move.
"""

from __future__ import annotations

from typing import Any

from game.core.engine import Event
from game.games.ortus_regni.rules import events as ev
from game.ui.pacing import Light

EARLDOM = "earldom"
CARD = "card"

#: the events that lay one card on the table, ringed where it lies after the move
_LAID = (ev.CastlePlaced, ev.Attached, ev.Installed, ev.MercenaryPlaced, ev.Garrisoned, ev.Seized)
#: the fields of an event that name another Earl
_OTHERS = ("defender", "other", "target")


def lights(event: Event, before: Any, after: Any) -> list[Light]:
    """The things to light for ``event`` (the views from before and after its move)."""
    if not isinstance(event, ev.OrtusEvent):
        return []
    out: list[Light] = []
    seats = len(getattr(after, "earls", ()))
    if 0 <= event.seat < seats:
        out.append(Light((EARLDOM, event.seat)))
    for name in _OTHERS:
        other = getattr(event, name, -1)
        if isinstance(other, int) and 0 <= other < seats and other != event.seat:
            out.append(Light((EARLDOM, other)))
    if isinstance(event, _LAID):
        out.append(Light((CARD, event.card)))
    return out


__all__ = ["CARD", "EARLDOM", "lights"]
