"""The actions and events of the Holy Relics (11.1, 11.1.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.i18n import N_, Message, Name, m
from game.games.fief.rules.actions import FiefAction
from game.games.fief.rules.events import FiefEvent, NameSource


def relic_name(names: NameSource, relic: str) -> Name | Message:
    """The relic's name through ``names`` when it knows relics (``Names`` does): "the Holy Grail"."""
    named = getattr(names, "relic", None)
    found = named(relic) if callable(named) else None
    return found if isinstance(found, (Name, Message)) else Name.plain(relic.replace("_", " "))


def _relic_first(names: NameSource, relic: str) -> Message:
    """The relic's name to begin a sentence: "The Holy Grail"."""
    data = getattr(names, "data", None)
    variant = data.variants.get("holy_relics") if data is not None else None
    for r in (variant.relics or ()) if variant is not None else ():
        if r.id == relic:
            return m("fief.rules.relic_first", relic=Name.of(r.name, getattr(r, "names", None) or {}))
    return m("fief.rules.relic_first", relic=Name.plain(relic.replace("_", " ")))


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

    def message(self, names: NameSource) -> Message:
        return m("fief.rules.relic_placed", relic=_relic_first(names, self.relic), village=names.village(self.village))

    def sentence(self, names: NameSource) -> str:
        return str(self.message(names))


@dataclass(frozen=True, slots=True)
class RelicAsked(FiefEvent):
    kind: ClassVar[str] = "relic_asked"
    seat: int
    lord: str
    relic: str
    other: int

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.rules.relic_asked",
            lord=names.lord(self.lord),
            family=names.family(self.seat),
            other=names.family(self.other),
            relic=relic_name(names, self.relic),
        )

    def sentence(self, names: NameSource) -> str:
        return str(self.message(names))


@dataclass(frozen=True, slots=True)
class RelicRefused(FiefEvent):
    kind: ClassVar[str] = "relic_refused"
    seat: int  # who refused
    lord: str
    relic: str

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.rules.relic_refused",
            family=names.family(self.seat),
            lord=names.lord(self.lord),
            relic=relic_name(names, self.relic),
        )

    def sentence(self, names: NameSource) -> str:
        return str(self.message(names))


@dataclass(frozen=True, slots=True)
class RelicTaken(FiefEvent):
    kind: ClassVar[str] = "relic_taken"
    seat: int
    lord: str
    relic: str
    village: str

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.rules.relic_taken",
            lord=names.lord(self.lord),
            family=names.family(self.seat),
            relic=relic_name(names, self.relic),
            village=names.village(self.village),
        )

    def sentence(self, names: NameSource) -> str:
        return str(self.message(names))


@dataclass(frozen=True, slots=True)
class RelicGiven(FiefEvent):
    kind: ClassVar[str] = "relic_given"
    seat: int
    lord: str
    relic: str
    other: int
    to_lord: str

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.rules.relic_given",
            lord=names.lord(self.lord),
            family=names.family(self.seat),
            relic=relic_name(names, self.relic),
            to_lord=names.lord(self.to_lord),
            other=names.family(self.other),
        )

    def sentence(self, names: NameSource) -> str:
        return str(self.message(names))


@dataclass(frozen=True, slots=True)
class RelicPassed(FiefEvent):
    """The holder died in a battle: the relic goes to a lord still fighting on his side."""

    kind: ClassVar[str] = "relic_passed"
    seat: int
    lord: str
    relic: str
    other: int
    to_lord: str

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.rules.relic_passed",
            relic=_relic_first(names, self.relic),
            lord=names.lord(self.lord),
            to_lord=names.lord(self.to_lord),
            other=names.family(self.other),
        )

    def sentence(self, names: NameSource) -> str:
        return str(self.message(names))


@dataclass(frozen=True, slots=True)
class RelicDropped(FiefEvent):
    """The holder died or was taken captive: the relic lies where he was."""

    kind: ClassVar[str] = "relic_dropped"
    seat: int
    lord: str
    relic: str
    village: str

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.rules.relic_dropped",
            relic=_relic_first(names, self.relic),
            lord=names.lord(self.lord),
            village=names.village(self.village),
        )

    def sentence(self, names: NameSource) -> str:
        return str(self.message(names))


@dataclass(frozen=True, slots=True)
class RelicInBattle(FiefEvent):
    """The Holy Grail took hits off the enemy's dice, or the Holy Spear added hits."""

    kind: ClassVar[str] = "relic_in_battle"
    seat: int
    relic: str
    village: str
    change: int  # hits added (the Spear) or taken away (the Grail, negative)

    def message(self, names: NameSource) -> Message:
        msg_id = "fief.rules.relic_adds_hits" if self.change >= 0 else "fief.rules.relic_spares_hits"
        return m(
            msg_id,
            village=names.village(self.village),
            relic=relic_name(names, self.relic),
            family=names.family(self.seat),
            n=abs(self.change),
        )

    def sentence(self, names: NameSource) -> str:
        return str(self.message(names))


@dataclass(frozen=True, slots=True)
class LordSaved(FiefEvent):
    """The Teeth of Saint Géronce cancel a death; the relic leaves the game."""

    kind: ClassVar[str] = "lord_saved"
    reveals: ClassVar[bool] = True
    seat: int  # the family that spent the relic
    lord: str
    other: int  # the lord's family

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.rules.relic_lord_saved",
            family=names.family(self.seat),
            lord=names.lord(self.lord),
            other=names.family(self.other),
        )

    def sentence(self, names: NameSource) -> str:
        return str(self.message(names))


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

    def message(self, names: NameSource) -> Message:
        msg_id = _ROLLED.get(self.result, N_("fief.rules.relic_rolled_stays"))
        return m(
            msg_id,
            family=names.family(self.seat),
            roll=self.roll,
            relic=relic_name(names, self.relic),
            card=names.card_name(self.card),
            bishopric=names.bishopric(self.bishopric),
            to=names.bishopric(self.to) if self.to else names.bishopric(self.bishopric),
        )

    def sentence(self, names: NameSource) -> str:
        return str(self.message(names))


#: the sentence of each result of a relic's roll
_ROLLED = {
    "moves": N_("fief.rules.relic_rolled_moves"),
    "discarded": N_("fief.rules.relic_rolled_discarded"),
    "cancelled": N_("fief.rules.relic_rolled_cancelled"),
    "ends": N_("fief.rules.relic_rolled_ends"),
    "stays": N_("fief.rules.relic_rolled_stays"),
}
