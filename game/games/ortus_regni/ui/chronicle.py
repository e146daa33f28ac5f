"""Ortus Regni's chronicle without repeats (the shell's folding, ``GameUI.chronicle_key``).

The shell folds a run of lines that follow each other under one heading when the game
gives their events the same key; it folds what one reader may read, so the key may join
a public event to the private one beside it. Ortus Regni's runs:

- cards drawn: the table reads "Anna draws 2 cards.", Anna reads that and the cards
  themselves; she reads one line, with the cards ("Anna draws: Land and Prince.");
- Army cards into a Reserve, the same way ("Into Anna's Reserve: Knight.");
- an Earl's deck design: "Anna designs a deck in secret." then "Anna's deck is ready",
  one line once it is ready;
- the Properties of one Earl a Raid destroys one by one: one line naming them all.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from game.core import i18n
from game.core.engine import Event
from game.core.i18n import m
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules.contract import tell


def chronicle_key(event: Event) -> Hashable | None:
    """The key of events told as one line when they follow each other (None: alone)."""
    if isinstance(event, (ev.Drew, ev.DrewCards)):
        return ("drew", event.seat)
    if isinstance(event, (ev.ArmyDrawn, ev.ArmyCards)):
        return ("army", event.seat)
    if isinstance(event, (ev.Designing, ev.Designed)):
        return ("design", event.seat)
    if isinstance(event, ev.PropertyDestroyed):
        return ("destroyed", event.seat)
    return None


def chronicle_line(state: Any, events: Sequence[Event]) -> i18n.Text:
    """The one line for a run of events with the same key: what its reader may know."""
    names = tell(state)
    first = events[0]
    if len(events) == 1:
        return first.message(names) if isinstance(first, ev.OrtusEvent) else ""
    seat = first.seat if isinstance(first, ev.OrtusEvent) else -1
    if isinstance(first, (ev.Drew, ev.DrewCards)):
        seen = tuple(c for e in events if isinstance(e, ev.DrewCards) for c in e.cards)
        if seen:  # the Earl himself: the cards he drew
            return ev.DrewCards(seat, seen).message(names)
        drew = [e for e in events if isinstance(e, ev.Drew)]
        return ev.Drew(seat, sum(e.n for e in drew), drew[0].why if drew else "").message(names)
    if isinstance(first, (ev.ArmyDrawn, ev.ArmyCards)):
        seen = tuple(c for e in events if isinstance(e, ev.ArmyCards) for c in e.cards)
        if seen:
            return ev.ArmyCards(seat, seen).message(names)
        drawn = [e for e in events if isinstance(e, ev.ArmyDrawn)]
        return ev.ArmyDrawn(seat, sum(e.n for e in drawn), drawn[0].why if drawn else "").message(names)
    if isinstance(first, (ev.Designing, ev.Designed)):
        last = events[-1]  # "is ready" once it is, else still "designs in secret"
        return last.message(names) if isinstance(last, ev.OrtusEvent) else ""
    if isinstance(first, ev.PropertyDestroyed):
        cards = [e.card for e in events if isinstance(e, ev.PropertyDestroyed)]
        return m(
            "ortus_regni.ui.chronicle.properties_destroyed",
            seat=names.seat(seat),
            cards=names.cards(cards),
            n=len(cards),
        )
    return first.message(names) if isinstance(first, ev.OrtusEvent) else ""


__all__ = ["chronicle_key", "chronicle_line"]
