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


__all__ = [
    "GAME",
    "ArrangeKeep",
    "Begin",
    "ChooseSide",
    "DraftNone",
    "DraftTake",
    "FeudalityAction",
    "PlaceKeep",
    "PlaceTile",
]
