"""Ortus Regni's actions: every answer a seat gives to a decision (inventory §9.2).

Cards are named by their instance number (``OrtusState.kinds``); a Fief by its index in
its Earl's ``fiefs``, a Mercenary by its index in ``mercenaries``; a seat by its number.
A choice that could be many things at once (a deck, a force, the hits a side takes) is a
run of small actions ending with a ``done`` of its own, so every list of options stays
small enough to enumerate (ARCHITECTURE: compound turns).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.engine import Action

GAME = "ortus_regni"


@dataclass(frozen=True)
class OrtusAction(Action, game=GAME):
    pass


# --------------------------------------------------------------------------- deck design (OR 2.1)
@dataclass(frozen=True)
class DesignAdd(OrtusAction):
    """One more copy of a card type in the deck being designed."""

    kind: ClassVar[str] = "design_add"
    card: str


@dataclass(frozen=True)
class DesignRemove(OrtusAction):
    """One copy fewer."""

    kind: ClassVar[str] = "design_remove"
    card: str


@dataclass(frozen=True)
class DesignArchetype(OrtusAction):
    """Start again from a named deck of the data (``archetypes.yaml``)."""

    kind: ClassVar[str] = "design_archetype"
    archetype: str


@dataclass(frozen=True)
class DesignRandom(OrtusAction):
    """A legal deck at random (drawn with the game's generator)."""

    kind: ClassVar[str] = "design_random"


@dataclass(frozen=True)
class DesignDone(OrtusAction):
    """The deck is 24 cards: it is shuffled and the Earl draws his opening Hand."""

    kind: ClassVar[str] = "design_done"


# --------------------------------------------------------------------------- a turn (OR 3.2)
@dataclass(frozen=True)
class Tower(OrtusAction):
    """Free: a Hand card laid Tower side up (OR-E46)."""

    kind: ClassVar[str] = "tower"
    card: int


@dataclass(frozen=True)
class Garrison(OrtusAction):
    """Free: an Army card of the Reserve into a Mercenary's slot (``slot`` -1 - its
    index: -1 the first Mercenary) or the Royal Army's (its index, from 0)."""

    kind: ClassVar[str] = "garrison"
    card: int
    slot: int


@dataclass(frozen=True)
class PlaceCastle(OrtusAction):
    """Action: a Castle from the Hand as a new Fief (OR-E02)."""

    kind: ClassVar[str] = "place_castle"
    card: int


@dataclass(frozen=True)
class Attach(OrtusAction):
    """Action: a Land, Market Town, Church or Cathedral attached to one of your Fiefs."""

    kind: ClassVar[str] = "attach"
    card: int
    fief: int


@dataclass(frozen=True)
class Install(OrtusAction):
    """Action: a Prince, Vassal, Champion or Monk as the Lord of one of your Fiefs (OR-E13)."""

    kind: ClassVar[str] = "install"
    card: int
    fief: int


@dataclass(frozen=True)
class PlaceMercenary(OrtusAction):
    """Action: a Mercenary in front of your Earldom (OR-E23)."""

    kind: ClassVar[str] = "place_mercenary"
    card: int


@dataclass(frozen=True)
class Recruit(OrtusAction):
    """Action: 1 or 2 Army cards into the Reserve (OR-E38)."""

    kind: ClassVar[str] = "recruit"


@dataclass(frozen=True)
class Banquet(OrtusAction):
    """Action: draw 2 cards (OR-E31)."""

    kind: ClassVar[str] = "banquet"
    card: int


@dataclass(frozen=True)
class Emissary(OrtusAction):
    """Action: a Vassal or Monk from the Hand sent to the Vikings (OR-E18, OR-E21)."""

    kind: ClassVar[str] = "emissary"
    card: int


@dataclass(frozen=True)
class Monastery(OrtusAction):
    """Action: an Earl shows his whole Hand to the table (OR-E22)."""

    kind: ClassVar[str] = "monastery"
    target: int


@dataclass(frozen=True)
class Treachery(OrtusAction):
    """Action: a Treachery played in one mode (OR-E24..E26) on an Earl: ``subject`` is
    the Fief whose Lord is named (assassinate), the Mercenary (remove_mercenary), or -1."""

    kind: ClassVar[str] = "treachery"
    card: int
    mode: str
    target: int
    subject: int = -1


@dataclass(frozen=True)
class Intrigue(OrtusAction):
    """Action: an Intrigue played in one mode (OR-E27..E29) on an Earl: ``subject`` is the
    Fief whose Properties are stolen, the Mercenary, or -1 (his Reserve)."""

    kind: ClassVar[str] = "intrigue"
    card: int
    mode: str
    target: int
    subject: int = -1


@dataclass(frozen=True)
class Banner(OrtusAction):
    """Action: a Banner played to Bequeath (on your Prince Lord), to claim the crown, or to
    start a Joust (OR-E32..E34)."""

    kind: ClassVar[str] = "banner"
    card: int
    mode: str


@dataclass(frozen=True)
class Attack(OrtusAction):
    """Action: an Attack on another Earl (OR 4.12.1): ``what`` is "tower", "raid" (the
    Properties of Fief ``target``) or "siege" (the Castle of Fief ``target``)."""

    kind: ClassVar[str] = "attack"
    what: str
    defender: int
    target: int = -1


@dataclass(frozen=True)
class EndTurn(OrtusAction):
    """The turn is over: the compulsory draw (OR 3.2); an empty deck ends the Earl."""

    kind: ClassVar[str] = "end_turn"


@dataclass(frozen=True)
class Concede(OrtusAction):
    """The Earl leaves the game (his own turn only, not in a Battle or Struggle: OR-A22)."""

    kind: ClassVar[str] = "concede"


# --------------------------------------------------------------------------- battles (OR 4.12)
@dataclass(frozen=True)
class Field(OrtusAction):
    """One more unit in the force being fielded: ``unit`` names it ("lord:<fief>",
    "hand:<card>", "reserve:<kind>" for one Army card of that kind, "merc:<i>",
    "garrison:<i>", "king", "royal:<i>")."""

    kind: ClassVar[str] = "field"
    unit: str


@dataclass(frozen=True)
class FieldDone(OrtusAction):
    """The force is complete (the defender may field nothing)."""

    kind: ClassVar[str] = "field_done"


@dataclass(frozen=True)
class ChurchDecides(OrtusAction):
    """The Archbishop's (or the Church-majority Earl's) result (OR-E11, OR-E09)."""

    kind: ClassVar[str] = "church_decides"
    result: str


@dataclass(frozen=True)
class Ransom(OrtusAction):
    """Save a captured Lord (its unit name) with a Property or Castle (``card``) of your
    Earldom given to the captor (OR-E44)."""

    kind: ClassVar[str] = "ransom"
    unit: str
    card: int


@dataclass(frozen=True)
class RansomDone(OrtusAction):
    """The captured Lords not saved die after the Battle."""

    kind: ClassVar[str] = "ransom_done"


@dataclass(frozen=True)
class Hit(OrtusAction):
    """One point of damage to one of your fielded units (OR-E45)."""

    kind: ClassVar[str] = "hit"
    unit: str


@dataclass(frozen=True)
class Destroy(OrtusAction):
    """The defender's choice of a Tower (Tower attack) or a Property (Raid) destroyed."""

    kind: ClassVar[str] = "destroy"
    card: int


@dataclass(frozen=True)
class Seize(OrtusAction):
    """The attacker takes a destroyed card into his Earldom (OR-E17); ``fief`` is where a
    Property goes (-1: a Castle, a new Fief)."""

    kind: ClassVar[str] = "seize"
    card: int
    fief: int = -1


@dataclass(frozen=True)
class SeizeDone(OrtusAction):
    kind: ClassVar[str] = "seize_done"


@dataclass(frozen=True)
class PlaceGained(OrtusAction):
    """Where a Property gained (ransom, theft, joust) is attached: one of your Fiefs."""

    kind: ClassVar[str] = "place_gained"
    card: int
    fief: int


# --------------------------------------------------------------------------- politics (OR 4.7-4.9)
@dataclass(frozen=True)
class PlayAllies(OrtusAction):
    """Answer a Treachery or Intrigue with Allies (OR-E30): a Political Struggle follows."""

    kind: ClassVar[str] = "play_allies"
    card: int


@dataclass(frozen=True)
class NoAllies(OrtusAction):
    kind: ClassVar[str] = "no_allies"


@dataclass(frozen=True)
class Commit(OrtusAction):
    """One more Vassal in the Political Struggle: "hand:<card>" or "lord:<fief>"."""

    kind: ClassVar[str] = "commit"
    source: str


@dataclass(frozen=True)
class Yield(OrtusAction):
    """No more Vassal: the struggle ends here."""

    kind: ClassVar[str] = "yield"


@dataclass(frozen=True)
class Give(OrtusAction):
    """The victim's or a tributary's choice of a card given: an Army card of the Reserve,
    a Property of the Fief (Intrigue, OR-E27/E28), or the Royal tribute (OR-E53)."""

    kind: ClassVar[str] = "give"
    card: int


# --------------------------------------------------------------------------- jousts (OR 4.14)
@dataclass(frozen=True)
class OptOut(OrtusAction):
    """Stay out of the Joust by playing a Banner (OR-E35)."""

    kind: ClassVar[str] = "opt_out"
    card: int


@dataclass(frozen=True)
class Ante(OrtusAction):
    """Enter the Joust with a Property or Castle at stake (``card``; -1: none, when the
    Earl may enter without one)."""

    kind: ClassVar[str] = "ante"
    card: int


@dataclass(frozen=True)
class Tilt(OrtusAction):
    """The Joust's tilter: "lord:<fief>", "hand:<card>" (face down), or "" (none)."""

    kind: ClassVar[str] = "tilt"
    source: str


# --------------------------------------------------------------------------- the Vikings (OR 4.13)
@dataclass(frozen=True)
class Direct(OrtusAction):
    """The cube's Earl directs the Vikings: an Attack like an Earl's (``what``,
    ``defender``, ``target``), or ``what`` "" for no attack."""

    kind: ClassVar[str] = "direct"
    what: str = ""
    defender: int = -1
    target: int = -1


__all__ = [
    "GAME",
    "Ante",
    "Attach",
    "Attack",
    "Banner",
    "Banquet",
    "ChurchDecides",
    "Commit",
    "Concede",
    "DesignAdd",
    "DesignArchetype",
    "DesignDone",
    "DesignRandom",
    "DesignRemove",
    "Destroy",
    "Direct",
    "Emissary",
    "EndTurn",
    "Field",
    "FieldDone",
    "Garrison",
    "Give",
    "Hit",
    "Install",
    "Intrigue",
    "Monastery",
    "NoAllies",
    "OptOut",
    "OrtusAction",
    "PlaceCastle",
    "PlaceGained",
    "PlaceMercenary",
    "PlayAllies",
    "Ransom",
    "RansomDone",
    "Recruit",
    "Seize",
    "SeizeDone",
    "Tilt",
    "Tower",
    "Treachery",
    "Yield",
]
