"""Feudality's actions: every answer a baron gives to a decision (inventory §9.2).

Squares are named as ``sides.py`` names them ("c4": column c, row 4); tiles and units by
their type id (two tiles of one type in the tray are the same choice); sides by their id.
A choice that would be large at once (a draft pick and its square) is a run of two small
ones, so that every list of options stays small.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.engine import Action

GAME = "feudality"


@dataclass(frozen=True)
class FeudalityAction(Action, game=GAME):
    pass


# --------------------------------------------------------------------------- set-up (§2.1)
@dataclass(frozen=True)
class ChooseSide(FeudalityAction):
    """D01: a Fiefdom Management card and its side (§2.1 step 2)."""

    kind: ClassVar[str] = "choose_side"
    side: str


@dataclass(frozen=True)
class PlaceKeep(FeudalityAction):
    """D02: the Keep on the 2 x 2 squares whose top left is ``square`` (§2.1 step 6)."""

    kind: ClassVar[str] = "place_keep"
    square: str


@dataclass(frozen=True)
class ArrangeKeep(FeudalityAction):
    """D02: the Keep space of each of its four squares, in the order top left, top
    right, bottom left, bottom right; the Tower goes in the fortification's (FE-A32)."""

    kind: ClassVar[str] = "arrange_keep"
    spaces: tuple[str, ...]


@dataclass(frozen=True)
class PlaceTile(FeudalityAction):
    """D03, D04: the tile in hand (the Forest, a drafted tile) on a square, for free."""

    kind: ClassVar[str] = "place_tile"
    square: str


@dataclass(frozen=True)
class DraftTake(FeudalityAction):
    """D04: a tile of the set-up tray (§2.1 step 8)."""

    kind: ClassVar[str] = "draft_take"
    tile: str


@dataclass(frozen=True)
class DraftNone(FeudalityAction):
    """D04: offered alone when no tile of the tray has a square it may go on."""

    kind: ClassVar[str] = "draft_none"


# --------------------------------------------------------------------------- the turn (§3)
@dataclass(frozen=True)
class Begin(FeudalityAction):
    """The Senior begins his turn (§3): the location roll is what comes next."""

    kind: ClassVar[str] = "begin"


#: the dice of the location roll (§3 step 1): the white die picks the row, the coloured
#: die the column
DICE: tuple[str, ...] = ("white", "colour")


@dataclass(frozen=True)
class Reroll(FeudalityAction):
    """D05: the Senior's Wizard re-rolls one die of the location roll (FE-E23), ``die``
    one of ``DICE``."""

    kind: ClassVar[str] = "reroll"
    die: str


@dataclass(frozen=True)
class KeepDice(FeudalityAction):
    """D05: the Senior keeps the location roll as it fell."""

    kind: ClassVar[str] = "keep_dice"


@dataclass(frozen=True)
class Activate(FeudalityAction):
    """D06: one tile of the baron's own among the nine squares around the Point of
    Action (§4.1). ``take``: "" when the tile gives what it prints; a resource id for
    the Kirk's resource, the Miner's mine or the fortification's resource; "vp" for the
    fortification's stars."""

    kind: ClassVar[str] = "activate"
    square: str
    take: str = ""


@dataclass(frozen=True)
class ActivateNone(FeudalityAction):
    """D06: no activation this roll (FE-A50: a baron "may" activate)."""

    kind: ClassVar[str] = "activate_none"


# --------------------------------------------------------------------------- the purchase (§4.4)
@dataclass(frozen=True)
class Buy(FeudalityAction):
    """D08: a tile or unit of the purchase tray, paid to the bank; a tile is then placed
    (``PlaceTile``), a unit goes to its Keep stack (FE-E20)."""

    kind: ClassVar[str] = "buy"
    tile: str


@dataclass(frozen=True)
class Upgrade(FeudalityAction):
    """D08: the fortification's next level, paid and stacked (§4.5); the Tower again when
    none stands (FE-T27)."""

    kind: ClassVar[str] = "upgrade"


@dataclass(frozen=True)
class Pass(FeudalityAction):
    """D08: no purchase this phase."""

    kind: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Trade(FeudalityAction):
    """FE-E40: ``numbers.trade_rate`` (``trader_rate`` with a Trader) of ``give`` to the
    bank for 1 of ``get``; the baron then decides on."""

    kind: ClassVar[str] = "trade"
    give: str
    get: str


__all__ = [
    "DICE",
    "GAME",
    "Activate",
    "ActivateNone",
    "ArrangeKeep",
    "Begin",
    "Buy",
    "ChooseSide",
    "DraftNone",
    "DraftTake",
    "FeudalityAction",
    "KeepDice",
    "Pass",
    "PlaceKeep",
    "PlaceTile",
    "Reroll",
    "Trade",
    "Upgrade",
]
