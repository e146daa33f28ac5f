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
from game.games.fief.rules import events as ev
from game.games.fief.rules.engine import names_for
from game.games.fief.rules.names import deniers


def chronicle_key(event: Event) -> Hashable | None:
    """The key of events written as one line when they follow each other."""
    if isinstance(event, ev.TurnEnded):
        return ("quiet",)
    if isinstance(event, ev.Bought):
        return ("bought", event.seat, event.item, event.village)
    if isinstance(event, (ev.TroopsPickedUp, ev.TroopsDropped)):
        return ("troops", event.seat, event.lord, event.village)
    return None


def _troops(names: Any, unit: str, n: int) -> str:
    """``n`` troops of ``unit``; under Fog of War (no unit told) face-down counters."""
    if not unit:
        return f"{n} face-down counter{'s' if n != 1 else ''}"
    return str(names.item(unit, n))


def chronicle_line(state: Any, events: Sequence[Event]) -> str:
    """The one line for a run of events with the same key ("" : none)."""
    first = events[0]
    names = names_for(state)
    if isinstance(first, ev.TurnEnded):
        return ""
    if isinstance(first, ev.Bought):
        bought = [e for e in events if isinstance(e, ev.Bought)]
        cost = sum(e.cost for e in bought)
        what = f"{names.family(first.seat)} buys {names.item(first.item, len(bought))}"
        if not first.village:  # Fog of War: where the counters went is the buyer's secret (11.2)
            sets = "the counter" if len(bought) == 1 else "the counters"
            return f"{what} for {deniers(cost)} and sets {sets} face down in a place of its choosing."
        return f"{what} in {names.village(first.village)} for {deniers(cost)}."
    if isinstance(first, (ev.TroopsPickedUp, ev.TroopsDropped)):
        net: dict[str, int] = {}
        for e in events:
            if isinstance(e, (ev.TroopsPickedUp, ev.TroopsDropped)):
                sign = 1 if isinstance(e, ev.TroopsPickedUp) else -1
                net[e.unit] = net.get(e.unit, 0) + sign * e.count
        units = [u for u in ("knight", "man_at_arms") if u in net] + sorted(set(net) - {"knight", "man_at_arms"})
        gathered = " and ".join(_troops(names, u, net[u]) for u in units if net[u] > 0)
        left = " and ".join(_troops(names, u, -net[u]) for u in units if net[u] < 0)
        if not gathered and not left:
            return ""
        what = " and ".join(
            part for part in (f"gathers {gathered}" if gathered else "", f"leaves {left}" if left else "") if part
        )
        return f"{names.lord(first.lord)} {what} in {names.village(first.village)}."
    return str(first)


__all__ = ["chronicle_key", "chronicle_line"]
