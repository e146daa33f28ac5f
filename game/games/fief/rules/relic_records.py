"""The actions and events of the Holy Relics (11.1, 11.1.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.games.fief.rules.actions import FiefAction
from game.games.fief.rules.events import FiefEvent, NameSource


def relic_name(names: NameSource, relic: str) -> str:
    """The relic's name through ``names`` when it knows relics (``Names`` does)."""
    named = getattr(names, "relic", None)
    return str(named(relic)) if callable(named) else relic.replace("_", " ")


def _first_up(text: str) -> str:
    """The sentence's first letter in capitals, the rest as it is ("The Holy Grail")."""
    return text[:1].upper() + text[1:]


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class TakeRelic(FiefAction):
    """A lord takes the relic lying in his village (11.1): a churchman who may claim it,
    or any lord once it has been claimed before. In a village another family controls
    and occupies, that family is asked first."""

    kind: ClassVar[str] = "take_relic"
    relic: str
    lord: str


@dataclass(frozen=True, slots=True)
class AllowRelic(FiefAction):
    """Answer another family's request to take a relic lying in a village you hold."""

    kind: ClassVar[str] = "allow_relic"
    allow: bool


@dataclass(frozen=True, slots=True)
class GiveRelic(FiefAction):
    """Hand a relic one of your lords carries to another lord, of any family, for a
    Diplomacy marker (11.1); what is asked in return goes in a deal (8.0)."""

    kind: ClassVar[str] = "give_relic"
    relic: str
    to_lord: str


@dataclass(frozen=True, slots=True)
class UseTeeth(FiefAction):
    """Spend the Teeth of Saint Géronce on the lord who has just died, or let him go."""

    kind: ClassVar[str] = "use_teeth"
    use: bool


@dataclass(frozen=True, slots=True)
class RelicRite(FiefAction):
    """At the end of the Play Cards step, the holder of the Eyes of Saint Roseline or the
    Bone of Saint Rhadegund rolls for the card lying by ``bishopric`` (a Heavy Rain or a
    Famine); 0: for every Heavy Rain at once (the Eyes); -1: no more rolls."""

    kind: ClassVar[str] = "relic_rite"
    relic: str
    bishopric: int


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class RelicPlaced(FiefEvent):
    kind: ClassVar[str] = "relic_placed"
    relic: str
    village: str

    def sentence(self, names: NameSource) -> str:
        return f"{_first_up(relic_name(names, self.relic))} is hidden in {names.village(self.village)}."


@dataclass(frozen=True, slots=True)
class RelicAsked(FiefEvent):
    kind: ClassVar[str] = "relic_asked"
    seat: int
    lord: str
    relic: str
    other: int

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.lord(self.lord)} of {names.family(self.seat)} asks {names.family(self.other)} "
            f"for leave to take {relic_name(names, self.relic)}."
        )


@dataclass(frozen=True, slots=True)
class RelicRefused(FiefEvent):
    kind: ClassVar[str] = "relic_refused"
    seat: int  # who refused
    lord: str
    relic: str

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} will not let {names.lord(self.lord)} take {relic_name(names, self.relic)}."


@dataclass(frozen=True, slots=True)
class RelicTaken(FiefEvent):
    kind: ClassVar[str] = "relic_taken"
    seat: int
    lord: str
    relic: str
    village: str

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.lord(self.lord)} of {names.family(self.seat)} takes {relic_name(names, self.relic)} "
            f"in {names.village(self.village)}."
        )


@dataclass(frozen=True, slots=True)
class RelicGiven(FiefEvent):
    kind: ClassVar[str] = "relic_given"
    seat: int
    lord: str
    relic: str
    other: int
    to_lord: str

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.lord(self.lord)} of {names.family(self.seat)} hands {relic_name(names, self.relic)} "
            f"to {names.lord(self.to_lord)} of {names.family(self.other)}."
        )


@dataclass(frozen=True, slots=True)
class RelicPassed(FiefEvent):
    """The holder died in a battle: the relic goes to a lord still fighting on his side."""

    kind: ClassVar[str] = "relic_passed"
    seat: int
    lord: str
    relic: str
    other: int
    to_lord: str

    def sentence(self, names: NameSource) -> str:
        return (
            f"{_first_up(relic_name(names, self.relic))} passes from the fallen {names.lord(self.lord)} "
            f"to {names.lord(self.to_lord)} of {names.family(self.other)}."
        )


@dataclass(frozen=True, slots=True)
class RelicDropped(FiefEvent):
    """The holder died or was taken captive: the relic lies where he was."""

    kind: ClassVar[str] = "relic_dropped"
    seat: int
    lord: str
    relic: str
    village: str

    def sentence(self, names: NameSource) -> str:
        return (
            f"{_first_up(relic_name(names, self.relic))} of {names.lord(self.lord)} is left lying in "
            f"{names.village(self.village)}."
        )


@dataclass(frozen=True, slots=True)
class RelicInBattle(FiefEvent):
    """The Holy Grail took hits off the enemy's dice, or the Holy Spear added hits."""

    kind: ClassVar[str] = "relic_in_battle"
    seat: int
    relic: str
    village: str
    change: int  # hits added (the Spear) or taken away (the Grail, negative)

    def sentence(self, names: NameSource) -> str:
        n = abs(self.change)
        hits = f"{n} hit{'s' if n != 1 else ''}"
        if self.change >= 0:
            what = f"adds {hits} to the roll of {names.family(self.seat)}'s army"
        else:
            what = f"spares the army of {names.family(self.seat)} {hits}"
        return f"At {names.village(self.village)}, {relic_name(names, self.relic)} {what}."


@dataclass(frozen=True, slots=True)
class LordSaved(FiefEvent):
    """The Teeth of Saint Géronce cancel a death; the relic leaves the game."""

    kind: ClassVar[str] = "lord_saved"
    reveals: ClassVar[bool] = True
    seat: int  # the family that spent the relic
    lord: str
    other: int  # the lord's family

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)} spends the Teeth of Saint Géronce: {names.lord(self.lord)} of "
            f"{names.family(self.other)} lives again, and the relic leaves the game."
        )


@dataclass(frozen=True, slots=True)
class RelicRolled(FiefEvent):
    """A die for the Eyes of Saint Roseline (a Heavy Rain stays, moves or is discarded)
    or the Bone of Saint Rhadegund (a Famine ends or stays)."""

    kind: ClassVar[str] = "relic_rolled"
    reveals: ClassVar[bool] = True
    seat: int
    relic: str
    card: str
    bishopric: int
    roll: int
    result: str  # "stays", "moves", "discarded", "cancelled", "ends"
    to: int = 0  # where a Heavy Rain went

    def sentence(self, names: NameSource) -> str:
        card = names.card_name(self.card)
        head = f"{names.family(self.seat)} rolls {self.roll} with {relic_name(names, self.relic)}: the {card} of {names.bishopric(self.bishopric)}"
        if self.result == "moves":
            return f"{head} moves to {names.bishopric(self.to)}."
        if self.result == "discarded":
            return f"{head} meets another Heavy Rain in {names.bishopric(self.to)} and is discarded."
        if self.result == "cancelled":
            return f"{head} meets Good Weather in {names.bishopric(self.to)}; both cards are discarded."
        if self.result == "ends":
            return f"{head} is over."
        return f"{head} stays."
