"""What Fief's table lights for each event of a move (``GameUI.lights``): the shell holds
each move of another family on the map for the table's pace, and the map rings the
villages these name (a lord riding is the map's own animation, played first).

A light's thing is ``(VILLAGE, village id, tone)``: the tone is "gold" (something
bought, a bonus played), "rubric" (a battle, a siege, a pillage, an uprising),
"dark" (a death, troops lost, a sack), "blight" (a disaster striking) or a seat
number as text (that family's colour: control taken, troops gathered or left).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.engine import Event
from game.games.fief.rules import events as ev
from game.games.fief.rules.control import fortified_city
from game.ui.pacing import Light

if TYPE_CHECKING:
    from game.games.fief.rules.state import State

VILLAGE = "village"


def _lit(village: str, tone: str) -> Light:
    return Light((VILLAGE, village, tone))


def lights(event: Event, before: Any, after: Any) -> list[Light]:
    """The villages to light for ``event`` (the views from before and after its move)."""
    return [_lit(village, tone) for village, tone in villages_for(event, after)]


def villages_for(e: Event, after: State) -> list[tuple[str, str]]:
    """The villages an event concerns on the map, each with its tone: one, or a whole
    bishopric or fief."""
    board = after.data.board
    if isinstance(e, ev.DisasterRolled) and e.result == "strikes" and e.roll in board.bishoprics:
        return [(v, "blight") for v in board.bishoprics[e.roll].villages]
    if isinstance(e, ev.FortunePlayed) and e.bishopric in board.bishoprics:
        return [(v, "gold") for v in board.bishoprics[e.bishopric].villages]
    if isinstance(e, ev.TaxLevied):
        if e.tax == "tallage" and e.target in board.fiefs:
            return [(v, "gold") for v in board.fiefs[e.target].villages]
        targets = [e.target] if e.target else sorted(after.bishops)
        return [(v, "gold") for b in targets if b in board.bishoprics for v in board.bishoprics[b].villages]
    if isinstance(e, (ev.LordDied, ev.TroopsLost, ev.VillageSacked)):
        return [(e.village, "dark")] if e.village in board.villages else []
    if isinstance(e, (ev.UprisingPlayed, ev.BattleDeclared, ev.SiegeBegun, ev.MillPillaged)):
        return [(e.village, "rubric")]
    if isinstance(e, (ev.LordCaptured, ev.CaptiveFreed)) and e.village in board.villages:
        return [(e.village, str(e.seat) if 0 <= e.seat < after.n else "dark")]
    if isinstance(e, (ev.ControlChanged, ev.StartChosen, ev.TroopsPickedUp, ev.TroopsDropped)):
        return [(e.village, str(e.seat) if 0 <= e.seat < after.n else "dark")]
    if isinstance(e, ev.LordMoved):
        return [(e.to, str(e.seat) if 0 <= e.seat < after.n else "dark")]
    if isinstance(e, ev.Bought):  # under Fog of War the others are not told where (11.2)
        return [(e.village, "gold")] if e.village else []
    if isinstance(e, ev.FiefTitleBought):
        return [(e.city, "gold")]
    if isinstance(e, ev.FiefTitleTaken):
        city = fortified_city(after, e.fief)
        return [(city, "gold")] if city else []
    return []


__all__ = ["VILLAGE", "lights", "villages_for"]
