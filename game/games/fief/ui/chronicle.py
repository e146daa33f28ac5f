"""Fief's chronicle without the noise: runs of small events folded into one line.

The shell folds a run of chronicle entries that follow each other under the same
heading when the game gives them the same key (``game.ui.controller.fold_entries``);
Fief keys:

- purchases of the same item by the same family in the same village: "Rochebrune buys
  3 men-at-arms in Sigy for 3 deniers." (one line for the stepper's clicks, 4.0);
- troops a lord gathers or leaves in one village, as the net change: "Gauvain gathers
  2 men-at-arms in Sigy." (a click up and one down leave no line at all, 5.0);
- the end of a family's part of a phase ("has finished buying"), which the next
  family's play already tells: left out.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from game.core.engine import Event
from game.core.i18n import Message, Param, m, words
from game.games.fief.rules import events as ev
from game.games.fief.rules.engine import names_for


def chronicle_key(event: Event) -> Hashable | None:
    """The key of events written as one line when they follow each other."""
    if isinstance(event, ev.TurnEnded):
        return ("quiet",)
    if isinstance(event, ev.Bought):
        return ("bought", event.seat, event.item, event.village)
    if isinstance(event, (ev.TroopsPickedUp, ev.TroopsDropped)):
        return ("troops", event.seat, event.lord, event.village)
    return None


def _troops(names: Any, unit: str, n: int) -> Message:
    """``n`` troops of ``unit``; under Fog of War (no unit told) face-down counters."""
    if not unit:
        return m("fief.event.counters", n=n)
    item: Message = names.item(unit, n)
    return item


def chronicle_message(state: Any, events: Sequence[Event]) -> Message | None:
    """The one message for a run of events with the same key (None: no line)."""
    first = events[0]
    names = names_for(state)
    if isinstance(first, ev.TurnEnded):
        return None
    if isinstance(first, ev.Bought):
        bought = [e for e in events if isinstance(e, ev.Bought)]
        cost = sum(e.cost for e in bought)
        return ev.bought(names, first.seat, first.item, first.village, cost, len(bought))
    if isinstance(first, (ev.TroopsPickedUp, ev.TroopsDropped)):
        net: dict[str, int] = {}
        for e in events:
            if isinstance(e, (ev.TroopsPickedUp, ev.TroopsDropped)):
                sign = 1 if isinstance(e, ev.TroopsPickedUp) else -1
                net[e.unit] = net.get(e.unit, 0) + sign * e.count
        units = [u for u in ("knight", "man_at_arms") if u in net] + sorted(set(net) - {"knight", "man_at_arms"})
        gathered: list[Param] = [_troops(names, u, net[u]) for u in units if net[u] > 0]
        left: list[Param] = [_troops(names, u, -net[u]) for u in units if net[u] < 0]
        lord, village = names.lord(first.lord), names.village(first.village)
        if gathered and left:
            return m(
                "fief.event.troops_gathered_and_left",
                lord=lord,
                gathered=words(gathered),
                left=words(left),
                village=village,
            )
        if gathered:
            return m("fief.event.troops_picked_up", lord=lord, troops=words(gathered), village=village)
        if left:
            return m("fief.event.troops_dropped", lord=lord, troops=words(left), village=village)
        return None
    return None


def chronicle_line(state: Any, events: Sequence[Event]) -> str:
    """The one line for a run of events with the same key ("" : none), in the current
    language."""
    message = chronicle_message(state, events)
    if message is not None:
        return str(message)
    first = events[0]
    if isinstance(first, (ev.TurnEnded, ev.Bought, ev.TroopsPickedUp, ev.TroopsDropped)):
        return ""
    return str(first)


__all__ = ["chronicle_key", "chronicle_line", "chronicle_message"]
