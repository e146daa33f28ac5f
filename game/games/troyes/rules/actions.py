"""Troyes' actions: every answer a seat gives to a decision (inventory §9.2).

A turn is a short sequence of small actions (ARCHITECTURE: stages): Influence spent
(``Reroll``, ``Flip``, ``Hire``), then what to do (``Activate``, ``Build``, ``Fight``,
``Settle``, ``Farm``) or ``Pass``; then the dice (``Group``), and what the action still
asks: the citizen to use (``Citizen``), how many times (``Times``), where each cube goes
(``Target``) or how an Innkeeper splits (``Split``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.engine import Action

GAME = "troyes"


@dataclass(frozen=True)
class TroyesAction(Action, game=GAME):
    pass


@dataclass(frozen=True)
class PlaceStart(TroyesAction):
    """A starting citizen on an empty place (§2.2)."""

    kind: ClassVar[str] = "place_start"
    building: str
    row: int
    place: int


@dataclass(frozen=True)
class Reroll(TroyesAction):
    """1 Influence: roll one die of your district again (§4.2)."""

    kind: ClassVar[str] = "reroll"
    die: int


@dataclass(frozen=True)
class Flip(TroyesAction):
    """4 Influence: turn 1 to 3 dice of your district to their opposite face (§4.2)."""

    kind: ClassVar[str] = "flip"
    dice: tuple[int, ...]


@dataclass(frozen=True)
class Hire(TroyesAction):
    """2 Influence: a citizen from the general supply to your own (§4.2)."""

    kind: ClassVar[str] = "hire"


@dataclass(frozen=True)
class CounterDice(TroyesAction):
    """Counter the highest black die, and maybe more, with dice of your district (§3 Phase 3)."""

    kind: ClassVar[str] = "counter"
    dice: tuple[int, ...]
    black: tuple[int, ...]


@dataclass(frozen=True)
class Fail(TroyesAction):
    """No dice of yours reach the highest black die: it is discarded, you lose 2 VP."""

    kind: ClassVar[str] = "fail"


@dataclass(frozen=True)
class Pass(TroyesAction):
    kind: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Activate(TroyesAction):
    """Use an activity card (§4.3); ``slot`` is its place among the nine."""

    kind: ClassVar[str] = "activate"
    slot: int


@dataclass(frozen=True)
class Build(TroyesAction):
    """Build the cathedral (§4.4)."""

    kind: ClassVar[str] = "build"


@dataclass(frozen=True)
class Fight(TroyesAction):
    """Combat an event card (§4.5); ``event`` is its place in the queue (0: Marauding)."""

    kind: ClassVar[str] = "fight"
    event: int


@dataclass(frozen=True)
class Settle(TroyesAction):
    """Place a citizen in a principal building with one die (§4.6)."""

    kind: ClassVar[str] = "settle"


@dataclass(frozen=True)
class Farm(TroyesAction):
    """Agriculture (§4.7)."""

    kind: ClassVar[str] = "farm"


@dataclass(frozen=True)
class Group(TroyesAction):
    """The dice of the action, and the delayed card whose cube modifies them (-1: none)."""

    kind: ClassVar[str] = "group"
    dice: tuple[int, ...]
    cube: int = -1


@dataclass(frozen=True)
class Citizen(TroyesAction):
    """Where the citizen comes from: "supply", or one of yours on the board:
    "place:<building>:<row>:<place>", "lying:<building>", "card:<slot>" (§4.3, §4.6)."""

    kind: ClassVar[str] = "citizen"
    source: str


@dataclass(frozen=True)
class Times(TroyesAction):
    """How many activations, or cubes on the event (A-10, A-11)."""

    kind: ClassVar[str] = "times"
    n: int


@dataclass(frozen=True)
class Target(TroyesAction):
    """The event card (its place in the queue) a cube goes on."""

    kind: ClassVar[str] = "target"
    event: int


@dataclass(frozen=True)
class Split(TroyesAction):
    """Innkeeper: how many activations count the Palace (the rest, the Bishopric)."""

    kind: ClassVar[str] = "split"
    palace: int
