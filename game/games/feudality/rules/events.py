"""Feudality's events: what happened, as ids and numbers; words only in ``message``.

Each event says itself through ``message(tell)``: its message id is its class's ``text``
(``feudality.event.<kind>``, written out), filled with its fields, where a field named
``seat`` is a baron's name, ``tile`` a tile's or unit's name, ``tiles`` several tiles'
names (with ``n`` their number), ``side`` a side's name and ``resource`` a resource's. Feudality is an open game
(inventory §8): no event is private; those that show what came out of the bag or the
shuffled deck ``reveal``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from game.core.engine import Event
from game.core.i18n import N_, Message, Text, m, words
from game.games.feudality.rules.actions import GAME
from game.games.feudality.rules.data import FeudalityData
from game.games.feudality.rules.sides import Side

SEAT_FIELDS = frozenset({"seat"})
TILE_FIELDS = frozenset({"tile"})
TILES_FIELDS = frozenset({"tiles", "set_aside"})
SIDE_FIELDS = frozenset({"side"})
RESOURCE_FIELDS = frozenset({"resource", "got"})
#: the Keep spaces in words, by id
SPACE_IDS: dict[str, str] = {
    "fortification": N_("feudality.name.space.fortification"),
    "men_at_arms": N_("feudality.name.space.men_at_arms"),
    "archer": N_("feudality.name.space.archer"),
    "knight": N_("feudality.name.space.knight"),
}


class Tell:
    """Names for the chronicle: barons, tiles and units, sides."""

    def __init__(self, names: Sequence[str], data: FeudalityData, sides: Sequence[Side]) -> None:
        self.names = list(names)
        self.data = data
        self.sides = {side.id: side for side in sides}

    def seat(self, seat: int) -> Text:
        return self.names[seat] if 0 <= seat < len(self.names) else m("feudality.name.table")

    def tile(self, tile: str) -> Text:
        found = self.data.tiles.get(tile) or self.data.units.get(tile)
        if found is not None:
            return found.name
        for fort in self.data.fortifications:
            if fort.id == tile:
                return fort.name
        return tile

    def tiles(self, tiles: Sequence[str]) -> Text:
        return words([self.tile(t) for t in tiles]) if tiles else m("feudality.name.no_tile")

    def side(self, side: str) -> Text:
        found = self.sides.get(side)
        return found.name if found is not None else side

    def resource(self, resource: str) -> Text:
        found = self.data.resources.get(resource)
        return found.name if found is not None else resource

    def space(self, space: str) -> Text:
        return m(SPACE_IDS[space]) if space in SPACE_IDS else space


@dataclass(frozen=True)
class FeudalityEvent(Event, game=GAME):
    """An event about one baron (``seat``; -1: the table)."""

    text: ClassVar[str] = ""
    seat: int

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat,) if self.seat >= 0 else ()

    def params(self, tell: Tell) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in SEAT_FIELDS:
                out[f.name] = tell.seat(value)
            elif f.name in TILE_FIELDS:
                out[f.name] = tell.tile(value)
            elif f.name in TILES_FIELDS:
                out[f.name] = tell.tiles(value)
                out["n" if f.name == "tiles" else f"{f.name}_n"] = len(value)
            elif f.name in SIDE_FIELDS:
                out[f.name] = tell.side(value)
            elif f.name in RESOURCE_FIELDS:
                out[f.name] = tell.resource(value)
            elif isinstance(value, tuple):
                out[f.name] = words([str(v) for v in value])
            else:
                out[f.name] = value
        return out

    def message(self, tell: Tell) -> Message:
        return m(self.text, **self.params(tell))


# --------------------------------------------------------------------------- set-up (§2.1)
@dataclass(frozen=True)
class GameBegan(FeudalityEvent):
    kind: ClassVar[str] = "game_began"
    text: ClassVar[str] = N_("feudality.event.game_began")
    n: int


@dataclass(frozen=True)
class SeniorChosen(FeudalityEvent):
    """The starting player, drawn by lot, takes the Senior Player Shield (§2.1 step 2)."""

    kind: ClassVar[str] = "senior_chosen"
    text: ClassVar[str] = N_("feudality.event.senior_chosen")
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class SideChosen(FeudalityEvent):
    """A baron chose his card and side (§2.1 step 2)."""

    kind: ClassVar[str] = "side_chosen"
    text: ClassVar[str] = N_("feudality.event.side_chosen")
    side: str


@dataclass(frozen=True)
class Supplied(FeudalityEvent):
    """Every pawn on the VP track's ``vp`` space and ``each`` of every resource to every
    baron (§2.1 steps 3-4, FE-A06)."""

    kind: ClassVar[str] = "supplied"
    text: ClassVar[str] = N_("feudality.event.supplied")
    vp: int
    each: int


@dataclass(frozen=True)
class TowersTaken(FeudalityEvent):
    """In turn order, each baron took a Tower and a Keep (§2.1 step 5)."""

    kind: ClassVar[str] = "towers_taken"
    text: ClassVar[str] = N_("feudality.event.towers_taken")
    n: int


@dataclass(frozen=True)
class KeepPlaced(FeudalityEvent):
    """A baron's Keep on four squares from ``square``, and the Iron of its hills (FE-T05)."""

    kind: ClassVar[str] = "keep_placed"
    text: ClassVar[str] = N_("feudality.event.keep_placed")
    square: str
    iron: int


@dataclass(frozen=True)
class KeepArranged(FeudalityEvent):
    """The Tower in its space; the three others named (FE-A32). ``square``: the Tower's."""

    kind: ClassVar[str] = "keep_arranged"
    text: ClassVar[str] = N_("feudality.event.keep_arranged")
    square: str


@dataclass(frozen=True)
class ForestsDealt(FeudalityEvent):
    """A Forest out of the bag for each baron (§2.1 step 7)."""

    kind: ClassVar[str] = "forests_dealt"
    text: ClassVar[str] = N_("feudality.event.forests_dealt")
    n: int


@dataclass(frozen=True)
class TilePlaced(FeudalityEvent):
    """A tile on a square of a baron's Fief, for free (set-up)."""

    kind: ClassVar[str] = "tile_placed"
    text: ClassVar[str] = N_("feudality.event.tile_placed")
    tile: str
    square: str


@dataclass(frozen=True)
class TrayDrawn(FeudalityEvent):
    """The Senior drew the set-up tray; the value tiles drawn were set aside (§2.1 step 8)."""

    kind: ClassVar[str] = "tray_drawn"
    text: ClassVar[str] = N_("feudality.event.tray_drawn")
    reveals: ClassVar[bool] = True
    tiles: tuple[str, ...]
    set_aside: tuple[str, ...]


@dataclass(frozen=True)
class Drafted(FeudalityEvent):
    """A baron took a tile of the set-up tray for free."""

    kind: ClassVar[str] = "drafted"
    text: ClassVar[str] = N_("feudality.event.drafted")
    tile: str


@dataclass(frozen=True)
class Mustered(FeudalityEvent):
    """A military unit went to its stack of the baron's Keep."""

    kind: ClassVar[str] = "mustered"
    text: ClassVar[str] = N_("feudality.event.mustered")
    tile: str


@dataclass(frozen=True)
class DraftedNothing(FeudalityEvent):
    """No tile of the tray had a square the baron could put it on."""

    kind: ClassVar[str] = "drafted_nothing"
    text: ClassVar[str] = N_("feudality.event.drafted_nothing")


@dataclass(frozen=True)
class TrayReturned(FeudalityEvent):
    """The tray's last tiles and those set aside went back into the bag."""

    kind: ClassVar[str] = "tray_returned"
    text: ClassVar[str] = N_("feudality.event.tray_returned")
    n: int


@dataclass(frozen=True)
class EventsShuffled(FeudalityEvent):
    """The event deck shuffled; no event on the first turn (§2.1 step 9)."""

    kind: ClassVar[str] = "events_shuffled"
    text: ClassVar[str] = N_("feudality.event.events_shuffled")
    n: int


@dataclass(frozen=True)
class DiceGiven(FeudalityEvent):
    """The Senior takes the dice: the game is ready (§2.1 step 10)."""

    kind: ClassVar[str] = "dice_given"
    text: ClassVar[str] = N_("feudality.event.dice_given")


# --------------------------------------------------------------------------- the turn (§3)
@dataclass(frozen=True)
class TurnBegan(FeudalityEvent):
    """A Senior turn begins (§3)."""

    kind: ClassVar[str] = "turn_began"
    text: ClassVar[str] = N_("feudality.event.turn_began")
    turn: int

    @property
    def progress(self) -> tuple[int, int] | None:
        return (self.turn, 1)


@dataclass(frozen=True)
class LocationRolled(FeudalityEvent):
    """The Senior's location roll (§3 step 1): the white die the row, the coloured die
    the column; ``square`` the Point of Action, where every baron's pawn goes."""

    kind: ClassVar[str] = "location_rolled"
    text: ClassVar[str] = N_("feudality.event.location_rolled")
    reveals: ClassVar[bool] = True
    white: int
    colour: int
    square: str


#: a Wizard's re-roll, by the die re-rolled
REROLL_IDS: dict[str, str] = {
    "white": N_("feudality.event.wizard_rerolled.white"),
    "colour": N_("feudality.event.wizard_rerolled.colour"),
}


@dataclass(frozen=True)
class WizardRerolled(FeudalityEvent):
    """A baron's Wizard re-rolled one die he rolled (FE-E23): ``die`` (white or colour)
    showed ``was`` and now ``now``; ``square`` the Point of Action it gives."""

    kind: ClassVar[str] = "wizard_rerolled"
    text: ClassVar[str] = N_("feudality.event.wizard_rerolled.white")
    reveals: ClassVar[bool] = True
    die: str
    was: int
    now: int
    square: str

    def message(self, tell: Tell) -> Message:
        return m(REROLL_IDS.get(self.die, self.text), **self.params(tell))


#: an activation's yield in words: VP only, a resource only, both
ACTIVATED_IDS: dict[str, str] = {
    "vp": N_("feudality.event.activated.vp"),
    "goods": N_("feudality.event.activated.goods"),
    "both": N_("feudality.event.activated.both"),
}


@dataclass(frozen=True)
class Activated(FeudalityEvent):
    """A baron activated his ``tile`` (a tile, or the top of his fortification) on
    ``square``: ``vp`` victory points and ``amount`` of ``resource`` from the bank (§4.1)."""

    kind: ClassVar[str] = "activated"
    text: ClassVar[str] = N_("feudality.event.activated.goods")
    tile: str
    square: str
    vp: int
    resource: str
    amount: int

    def message(self, tell: Tell) -> Message:
        which = "both" if self.vp and self.amount else "vp" if self.vp else "goods"
        return m(ACTIVATED_IDS[which], **self.params(tell))


@dataclass(frozen=True)
class ActivatedNothing(FeudalityEvent):
    """A baron let this roll pass without an activation (FE-A50)."""

    kind: ClassVar[str] = "activated_nothing"
    text: ClassVar[str] = N_("feudality.event.activated_nothing")


#: why the Senior rolls the location dice again (FE-E02, FE-E03)
AGAIN_IDS: dict[str, str] = {
    "doubles": N_("feudality.event.rolls_again.doubles"),
    "eight": N_("feudality.event.rolls_again.eight"),
}


@dataclass(frozen=True)
class RollsAgain(FeudalityEvent):
    """The roll showed doubles or an 8 (``why``: "doubles" or "eight"): once everything
    is awarded, the Senior rolls again (FE-E02, FE-E03)."""

    kind: ClassVar[str] = "rolls_again"
    text: ClassVar[str] = N_("feudality.event.rolls_again.doubles")
    why: str

    def message(self, tell: Tell) -> Message:
        return m(AGAIN_IDS.get(self.why, self.text), **self.params(tell))


# --------------------------------------------------------------------------- the purchase (§4.4)
@dataclass(frozen=True)
class PurchaseTrayDrawn(FeudalityEvent):
    """The Senior draws 2N tiles into the purchase tray, value tiles and units too (FE-E20;
    fewer when the bag runs short, FE-A48)."""

    kind: ClassVar[str] = "purchase_tray_drawn"
    text: ClassVar[str] = N_("feudality.event.purchase_tray_drawn")
    reveals: ClassVar[bool] = True
    tiles: tuple[str, ...]


@dataclass(frozen=True)
class SoothsayerDrew(FeudalityEvent):
    """A Soothsayer's owner draws into the tray as it reaches him (FE-E22, FE-A19)."""

    kind: ClassVar[str] = "soothsayer_drew"
    text: ClassVar[str] = N_("feudality.event.soothsayer_drew")
    reveals: ClassVar[bool] = True
    tiles: tuple[str, ...]


@dataclass(frozen=True)
class Traded(FeudalityEvent):
    """FE-E40: ``n`` of ``resource`` to the bank for 1 ``got``."""

    kind: ClassVar[str] = "traded"
    text: ClassVar[str] = N_("feudality.event.traded")
    resource: str
    n: int
    got: str


@dataclass(frozen=True)
class Bought(FeudalityEvent):
    """A tile or unit of the tray bought, its cost paid to the bank (FE-E20)."""

    kind: ClassVar[str] = "bought"
    text: ClassVar[str] = N_("feudality.event.bought")
    tile: str


@dataclass(frozen=True)
class Upgraded(FeudalityEvent):
    """The fortification's next level bought and stacked (§4.5; the Tower again, FE-T27)."""

    kind: ClassVar[str] = "upgraded"
    text: ClassVar[str] = N_("feudality.event.upgraded")
    tile: str


@dataclass(frozen=True)
class Passed(FeudalityEvent):
    """No purchase this phase."""

    kind: ClassVar[str] = "passed"
    text: ClassVar[str] = N_("feudality.event.passed")


@dataclass(frozen=True)
class TrayDiscarded(FeudalityEvent):
    """The tray's leftovers go to the tile discard pile (§4.4)."""

    kind: ClassVar[str] = "tray_discarded"
    text: ClassVar[str] = N_("feudality.event.tray_discarded")
    tiles: tuple[str, ...]


__all__ = [
    "ACTIVATED_IDS",
    "AGAIN_IDS",
    "REROLL_IDS",
    "Activated",
    "ActivatedNothing",
    "Bought",
    "DiceGiven",
    "Drafted",
    "DraftedNothing",
    "EventsShuffled",
    "FeudalityEvent",
    "ForestsDealt",
    "GameBegan",
    "KeepArranged",
    "KeepPlaced",
    "LocationRolled",
    "Mustered",
    "Passed",
    "PurchaseTrayDrawn",
    "RollsAgain",
    "SeniorChosen",
    "SideChosen",
    "SoothsayerDrew",
    "Supplied",
    "Tell",
    "TilePlaced",
    "TowersTaken",
    "Traded",
    "TrayDiscarded",
    "TrayDrawn",
    "TrayReturned",
    "TurnBegan",
    "Upgraded",
    "WizardRerolled",
]
