"""What Troyes' table lights for each event of a move (``GameUI.lights``): the shell
holds each move of another family on the board for the table's pace, and the board
rings what these say.

A light's thing is a board ``Hit`` (a die, a place in a building, an activity card's
slot, an event in the queue, a site of the cathedral, a district), or ``PANEL`` with a
seat: that family's panel under the board. The dice a move takes are lit on the board
as it stood before the move (they leave the district with it); everything else after.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.engine import Event
from game.games.troyes.rules import events as ev
from game.games.troyes.rules.state import TroyesState
from game.games.troyes.ui.board_api import Hit
from game.ui.pacing import Light

#: a family's panel under the board: ``Hit(PANEL, (seat,))``
PANEL = "panel"


def _slot_of(view: TroyesState, card: str) -> Light | None:
    for index, slot in enumerate(view.slots):
        if slot.card == card:
            return Light(Hit("slot", (index,)))
    return None


def _event_of(view: TroyesState, card: str, before: bool = False) -> Light | None:
    for index, queued in enumerate(view.queue):
        if queued.card == card:
            return Light(Hit("event", (index,)), before=before)
    return None


def _taken_dice(view: TroyesState, dice: Sequence[Sequence[Any]], colour_at: int, value_at: int) -> list[Light]:
    """The dice of ``view`` a group took: each given as a list with its colour, value and
    district at ``colour_at``, ``value_at`` and the last place."""
    out: list[Light] = []
    used: set[int] = set()
    for spec in dice:
        colour, value, district = str(spec[colour_at]), int(spec[value_at]), int(spec[-1])
        for die in view.dice:
            if die.id in used or die.colour != colour or die.value != value or die.district != district:
                continue
            used.add(die.id)
            out.append(Light(Hit("die", (die.id,)), before=True))
            break
    return out


def _panel(seat: int) -> Light:
    return Light(Hit(PANEL, (seat,)))


def lights(event: Event, before: TroyesState, after: TroyesState) -> list[Light]:
    """The things to light for ``event`` (the views from before and after its move)."""
    found: list[Light | None] = []
    if isinstance(event, ev.Placed):
        found.append(Light(Hit("place", (event.building, event.row, event.place))))
    elif isinstance(event, ev.GroupTaken):
        found.extend(_taken_dice(before, event.dice, 0, 1))
        found.extend(_panel(owner) for owner, deniers in event.paid if deniers and owner >= 0)
    elif isinstance(event, ev.Countered):
        own = [(*d, event.seat) for d in event.dice]
        found.extend(_taken_dice(before, own, 0, 1))
    elif isinstance(event, (ev.TradesmanHired, ev.Activated, ev.DelayedCubes)):
        found.append(_slot_of(after, event.card))
    elif isinstance(event, ev.CathedralCube):
        found.append(Light(Hit("site", (event.level, event.site))))
    elif isinstance(event, ev.EventCubes):
        found.append(_event_of(after, event.card) or _event_of(before, event.card, before=True))
    elif isinstance(event, ev.EventCountered):
        found.append(_event_of(before, event.card, before=True))
        found.extend(_panel(owner) for owner in event.seats)
    elif isinstance(event, (ev.Rerolled, ev.Flipped)):
        ids = [event.die] if isinstance(event, ev.Rerolled) else [int(d[0]) for d in event.dice]
        found.extend(Light(Hit("die", (i,))) for i in ids)
    elif isinstance(event, (ev.Hired, ev.Passed, ev.DistrictDenier, ev.Collected)):
        if event.seat >= 0:
            found.append(Light(Hit("district", (event.seat,))))
    elif isinstance(event, (ev.Changed, ev.Penalty, ev.Income)):
        if event.seat >= 0:
            found.append(_panel(event.seat))
    return [light for light in found if light is not None]


__all__ = ["PANEL", "lights"]
