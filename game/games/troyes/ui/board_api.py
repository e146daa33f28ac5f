"""What Troyes' table and its decision views say to each other about the board.

The table draws the city board (``render.board``) and turns a click on it into a
``Hit``; the open decision view (``decisions``) says what to light up (``Highlight``)
and takes the hits it wants (``TroyesView.on_board``). Neither knows how the other
draws or lays out."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Hit:
    """Something on the board under the pointer.

    ``what`` is one of: "die" (``key`` = (die id,)), "place" ((building, row, place)),
    "lying" ((building,)), "slot" ((slot index,)), "event" ((queue index,)), "site"
    ((level, site)), "district" ((owner,), NEUTRAL = -1), "character" ((card id,))."""

    what: str
    key: tuple[object, ...] = ()


@dataclass(frozen=True)
class Highlight:
    """What the board lights up for the decision in hand: dice that may be taken and
    those taken, places, slots, events and sites that may be chosen. Empty: nothing."""

    dice: frozenset[int] = frozenset()
    chosen: frozenset[int] = frozenset()
    places: frozenset[tuple[str, int, int]] = frozenset()
    slots: frozenset[int] = frozenset()
    events: frozenset[int] = frozenset()
    sites: frozenset[tuple[int, int]] = frozenset()
    #: buildings whose lying citizens may be chosen (their illustration lit)
    lying: frozenset[str] = frozenset()
    #: a short note by each lit thing (a price by a die, "×3" by a card ...), by hit
    notes: dict[Hit, str] = field(default_factory=dict)


NOTHING = Highlight()
