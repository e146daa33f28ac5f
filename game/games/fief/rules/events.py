"""The typed events of Fief, each with a sentence for the chronicle.

``sentence(names)`` renders an event through ``names`` (a ``Names`` from
``game.games.fief.rules.engine``), which turns seats, lord ids, village ids and fief numbers into
display names. ``seats`` lists the families an event concerns, for the chronicle filter.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Protocol

from game.core.engine import Event
from game.core.i18n import Message, Name
from game.core.words import count, join_words, verb
from game.games.fief.rules.limits import BATTLE_ROLLS
from game.games.fief.rules.names import deniers


class NameSource(Protocol):
    def family(self, seat: int) -> Name | Message: ...
    def lord(self, lord: str) -> Name: ...
    def village(self, village: str) -> Name: ...
    def fief(self, fief: int) -> Name | Message: ...
    def bishopric(self, number: int) -> Message: ...
    def bishop_of(self, number: int) -> Message: ...
    def card_name(self, card: str) -> Name: ...
    def card(self, card: str) -> Message | Name: ...
    def item(self, item: str, count: int = 1) -> Message: ...


def _troops(names: NameSource, knights: int, men: int) -> str:
    parts = []
    if knights:
        parts.append(names.item("knight", knights))
    if men:
        parts.append(names.item("man_at_arms", men))
    return " and ".join(str(p) for p in parts)


def _counters(n: int) -> str:
    return f"{n} face-down counter{'s' if n != 1 else ''}"


class FiefEvent(Event, game="fief"):
    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """An event with an ``audience`` field (Fog of War, 11.2) is told to those seats
        alone; every other event to the whole table unless it says otherwise."""
        audience: tuple[int, ...] = getattr(self, "audience", ())
        return audience or None

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(getattr(self, name) for name in ("seat", "other") if hasattr(self, name))

    def sentence(self, names: NameSource) -> str:
        """The event as a sentence; every event of Fief writes its own (a test checks)."""
        return self.kind.replace("_", " ").capitalize() + "."


@dataclass(frozen=True, slots=True)
class GameStarted(FiefEvent):
    kind: ClassVar[str] = "game_started"
    families: int
    seed: int

    def sentence(self, names: NameSource) -> str:
        return f"A game of Fief begins with {count(self.families, 'family', 'families')}."


@dataclass(frozen=True, slots=True)
class LordDrawn(FiefEvent):
    kind: ClassVar[str] = "lord_drawn"
    reveals: ClassVar[bool] = True
    seat: int
    lord: str

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} draws {names.lord(self.lord)} to head the family."


@dataclass(frozen=True, slots=True)
class CardShuffledBack(FiefEvent):
    kind: ClassVar[str] = "card_shuffled_back"
    reveals: ClassVar[bool] = True
    seat: int
    card: str

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} drew {names.card(self.card)}, which goes back into the Lord deck."


@dataclass(frozen=True, slots=True)
class FirstPlayerChosen(FiefEvent):
    kind: ClassVar[str] = "first_player_chosen"
    reveals: ClassVar[bool] = True
    seat: int

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} takes the First Player card."


@dataclass(frozen=True, slots=True)
class StartChosen(FiefEvent):
    kind: ClassVar[str] = "start_chosen"
    seat: int
    village: str
    lord: str
    knights: int
    men_at_arms: int

    def sentence(self, names: NameSource) -> str:
        troops = _troops(names, self.knights, self.men_at_arms)
        return (
            f"{names.family(self.seat)} settles in {names.village(self.village)}: "
            f"{names.lord(self.lord)}, {troops} and a stronghold."
        )


@dataclass(frozen=True, slots=True)
class RoundStarted(FiefEvent):
    kind: ClassVar[str] = "round_started"
    round: int
    seat: int  # first player

    def sentence(self, names: NameSource) -> str:
        return f"Round {self.round} begins; {names.family(self.seat)} plays first."


@dataclass(frozen=True, slots=True)
class PhaseStarted(FiefEvent):
    kind: ClassVar[str] = "phase_started"
    round: int
    phase: int
    name: str

    @property
    def progress(self) -> tuple[int, int]:
        return (self.round, self.phase)

    def sentence(self, names: NameSource) -> str:
        return f"Phase {self.phase}: {self.name}."


@dataclass(frozen=True, slots=True)
class IncomeCollected(FiefEvent):
    kind: ClassVar[str] = "income_collected"
    seat: int
    villages: int
    mills: int
    amount: int
    taxes: int = 0  # from tallages and tithes (2.4.5, 2.4.6)

    def sentence(self, names: NameSource) -> str:
        taxes = f", {self.taxes} from taxes" if self.taxes else ""
        return (
            f"{names.family(self.seat)} collects {deniers(self.amount)} "
            f"({self.villages} from villages, {self.mills} from mills{taxes})."
        )


@dataclass(frozen=True, slots=True)
class Bought(FiefEvent):
    """A purchase. Under Fog of War a troop's purchase is told twice: in full to its
    family, and to the others with ``village`` left empty (where it goes is not said)."""

    kind: ClassVar[str] = "bought"
    seat: int
    item: str
    village: str
    cost: int
    audience: tuple[int, ...] = ()

    def sentence(self, names: NameSource) -> str:
        if not self.village:
            return (
                f"{names.family(self.seat)} buys {names.item(self.item)} for {deniers(self.cost)} "
                "and sets the counter face down in a place of its choosing."
            )
        return (
            f"{names.family(self.seat)} buys {names.item(self.item)} in "
            f"{names.village(self.village)} for {deniers(self.cost)}."
        )


@dataclass(frozen=True, slots=True)
class FiefTitleBought(FiefEvent):
    kind: ClassVar[str] = "fief_title_bought"
    seat: int
    fief: int
    lord: str
    city: str
    cost: int

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.lord(self.lord)} of {names.family(self.seat)} buys the title of "
            f"{names.fief(self.fief)} for {deniers(self.cost)}; "
            f"{names.village(self.city)} becomes its Fortified City."
        )


@dataclass(frozen=True, slots=True)
class FiefTitleTransferred(FiefEvent):
    kind: ClassVar[str] = "fief_title_transferred"
    seat: int
    fief: int
    from_lord: str
    to_lord: str

    def sentence(self, names: NameSource) -> str:
        return f"{names.lord(self.from_lord)} hands the title of {names.fief(self.fief)} to {names.lord(self.to_lord)}."


@dataclass(frozen=True, slots=True)
class FiefTitleTaken(FiefEvent):
    kind: ClassVar[str] = "fief_title_taken"
    seat: int
    fief: int
    lord: str
    other: int  # family that lost it, or -1 if it lay on the map

    def sentence(self, names: NameSource) -> str:
        who = f" from {names.family(self.other)}" if self.other >= 0 else ""
        return (
            f"{names.family(self.seat)} holds the Fortified City of {names.fief(self.fief)}: "
            f"{names.lord(self.lord)} takes its title{who}."
        )

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat,) if self.other < 0 else (self.seat, self.other)


@dataclass(frozen=True, slots=True)
class FiefTitleReturned(FiefEvent):
    kind: ClassVar[str] = "fief_title_returned"
    fief: int
    other: int  # family that lost it
    heirless: bool = False  # no lord of the family is left to take it (4.3, 4.3.1)

    def sentence(self, names: NameSource) -> str:
        if self.heirless:
            return (
                f"{names.family(self.other)} has no lord left who can take the title of "
                f"{names.fief(self.fief)}: it returns to the map."
            )
        return (
            f"{names.family(self.other)} lost the Fortified City of {names.fief(self.fief)} "
            f"and no lord can take its title, which returns to the map."
        )


@dataclass(frozen=True, slots=True)
class FiefTitleInherited(FiefEvent):
    kind: ClassVar[str] = "fief_title_inherited"
    seat: int
    fief: int
    lord: str

    def sentence(self, names: NameSource) -> str:
        return f"{names.lord(self.lord)} of {names.family(self.seat)} inherits the title of {names.fief(self.fief)} (4.3.1)."


@dataclass(frozen=True, slots=True)
class FiefTitleToSpouse(FiefEvent):
    kind: ClassVar[str] = "fief_title_to_spouse"
    seat: int  # the spouse's family
    fief: int
    lord: str  # the spouse
    other: int  # the family whose last lord died
    knights: int = 0  # troops of the spouse's family placed in the Fortified City
    men_at_arms: int = 0

    def sentence(self, names: NameSource) -> str:
        troops = _troops(names, self.knights, self.men_at_arms)
        city = (
            f"; {troops} of {names.family(self.seat)} take over its Fortified City"
            if self.knights or self.men_at_arms
            else ""
        )
        return (
            f"{names.family(self.other)} has no lord left: the title of {names.fief(self.fief)} goes to "
            f"{names.lord(self.lord)} of {names.family(self.seat)}, the widowed spouse (4.3.1){city}."
        )


@dataclass(frozen=True, slots=True)
class ControlChanged(FiefEvent):
    kind: ClassVar[str] = "control_changed"
    village: str
    seat: int  # new controller, -1 for nobody
    other: int  # old controller, -1 for nobody

    def sentence(self, names: NameSource) -> str:
        if self.seat < 0:
            return f"{names.village(self.village)} is left uncontrolled."
        return f"{names.family(self.seat)} now controls {names.village(self.village)}."

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(s for s in (self.seat, self.other) if s >= 0)


@dataclass(frozen=True, slots=True)
class ControlTransferred(FiefEvent):
    kind: ClassVar[str] = "control_transferred"
    seat: int
    village: str
    other: int

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)} hands control of {names.village(self.village)} to {names.family(self.other)}."
        )


@dataclass(frozen=True, slots=True)
class TroopsPickedUp(FiefEvent):
    """Troops join a lord. Under Fog of War the other families are told a number of
    face-down counters (``unit`` left empty)."""

    kind: ClassVar[str] = "troops_picked_up"
    seat: int
    lord: str
    village: str
    unit: str
    count: int
    audience: tuple[int, ...] = ()

    def sentence(self, names: NameSource) -> str:
        what = names.item(self.unit, self.count) if self.unit else _counters(self.count)
        return f"{names.lord(self.lord)} gathers {what} in {names.village(self.village)}."


@dataclass(frozen=True, slots=True)
class TroopsDropped(FiefEvent):
    """Troops a lord sets down; under Fog of War as ``TroopsPickedUp``."""

    kind: ClassVar[str] = "troops_dropped"
    seat: int
    lord: str
    village: str
    unit: str
    count: int
    audience: tuple[int, ...] = ()

    def sentence(self, names: NameSource) -> str:
        what = names.item(self.unit, self.count) if self.unit else _counters(self.count)
        return f"{names.lord(self.lord)} leaves {what} in {names.village(self.village)}."


@dataclass(frozen=True, slots=True)
class LordMoved(FiefEvent):
    """A lord rides with his escort. Under Fog of War the other families are told only
    the number of face-down counters riding with him (``counters``)."""

    kind: ClassVar[str] = "lord_moved"
    seat: int
    lord: str
    frm: str
    to: str
    knights: int
    men_at_arms: int
    counters: int = 0
    audience: tuple[int, ...] = ()

    def sentence(self, names: NameSource) -> str:
        troops = _troops(names, self.knights, self.men_at_arms) or (_counters(self.counters) if self.counters else "")
        with_ = f" with {troops}" if troops else ""
        return f"{names.lord(self.lord)} rides from {names.village(self.frm)} to {names.village(self.to)}{with_}."


@dataclass(frozen=True, slots=True)
class PermissionAsked(FiefEvent):
    kind: ClassVar[str] = "permission_asked"
    seat: int
    lord: str
    frm: str
    to: str
    of: tuple[int, ...]

    def sentence(self, names: NameSource) -> str:
        whom = " and ".join(str(names.family(s)) for s in self.of)
        return (
            f"{names.lord(self.lord)} asks {whom} for leave to pass from "
            f"{names.village(self.frm)} towards {names.village(self.to)}."
        )

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat, *self.of)


@dataclass(frozen=True, slots=True)
class PermissionAnswered(FiefEvent):
    kind: ClassVar[str] = "permission_answered"
    reveals: ClassVar[bool] = True
    seat: int  # who answered
    lord: str
    allow: bool

    def sentence(self, names: NameSource) -> str:
        verb = "lets" if self.allow else "refuses to let"
        return f"{names.family(self.seat)} {verb} {names.lord(self.lord)} pass."


@dataclass(frozen=True, slots=True)
class TurnEnded(FiefEvent):
    kind: ClassVar[str] = "turn_ended"
    seat: int
    phase: int
    step: str = ""

    def sentence(self, names: NameSource) -> str:
        what = {
            "draw": "drawing",
            "play_cards": "playing cards",
            "purchase": "buying",
            "movement": "moving",
            "pillage": "pillaging",
        }.get(self.step, "playing")
        return f"{names.family(self.seat)} has finished {what}."


@dataclass(frozen=True, slots=True)
class MillPillaged(FiefEvent):
    kind: ClassVar[str] = "mill_pillaged"
    seat: int
    village: str

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} pillages a mill in {names.village(self.village)} and takes 1 denier."


@dataclass(frozen=True, slots=True)
class VictoryPoints(FiefEvent):
    kind: ClassVar[str] = "victory_points"
    points: tuple[int, ...]  # per seat

    def sentence(self, names: NameSource) -> str:
        # "has" keeps a name ending in a number apart from its points ("Player 1 has 1").
        parts = ", ".join(f"{names.family(s)} has {p}" for s, p in enumerate(self.points))
        return f"Victory points at the end of the round: {parts}."


@dataclass(frozen=True, slots=True)
class GameWon(FiefEvent):
    kind: ClassVar[str] = "game_won"
    winners: tuple[int, ...]
    reason: str

    def sentence(self, names: NameSource) -> str:
        who = " and ".join(str(names.family(s)) for s in self.winners)
        return f"{who} {'win' if len(self.winners) > 1 else 'wins'} the game: {self.reason}"

    @property
    def seats(self) -> tuple[int, ...]:
        return self.winners


@dataclass(frozen=True, slots=True)
class GameEndedAtLimit(FiefEvent):
    kind: ClassVar[str] = "game_ended_at_limit"
    round: int

    def sentence(self, names: NameSource) -> str:
        return f"The agreed limit of {count(self.round, 'round')} is reached with no winner."


@dataclass(frozen=True, slots=True)
class LengthLimitReached(FiefEvent):
    """The game reached one of its hard bounds (``rules.limits``) and ends with no
    winner: ``what`` is "rounds" (the most rounds a game lasts) or "actions" (the
    actions of round ``round`` went past the game's budget, ``limit`` in all)."""

    kind: ClassVar[str] = "length_limit_reached"
    round: int
    what: str
    limit: int

    def sentence(self, names: NameSource) -> str:
        if self.what == "rounds":
            return f"The game reached its length limit of {count(self.limit, 'round')}: it ends with no winner."
        return (
            f"The game reached its length limit: round {self.round} went past {count(self.limit, 'action')} "
            "in all, so the game ends here with no winner."
        )


@dataclass(frozen=True, slots=True)
class FirstPlayerPassed(FiefEvent):
    kind: ClassVar[str] = "first_player_passed"
    seat: int

    def sentence(self, names: NameSource) -> str:
        return f"The First Player card passes left to {names.family(self.seat)}."


@dataclass(frozen=True, slots=True)
class CardDiscarded(FiefEvent):
    kind: ClassVar[str] = "card_discarded"
    reveals: ClassVar[bool] = True
    seat: int
    card: str

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} discards {names.card(self.card)} face up."


@dataclass(frozen=True, slots=True)
class CardDrawn(FiefEvent):
    """What every family sees of a draw: who drew from which deck."""

    kind: ClassVar[str] = "card_drawn"
    seat: int
    deck: str  # "lord" or "fortune"

    def sentence(self, names: NameSource) -> str:
        which = "Lord" if self.deck == "lord" else "Fortune & Disaster"
        return f"{names.family(self.seat)} draws a card from the {which} deck."


@dataclass(frozen=True, slots=True)
class LordCardDrawn(FiefEvent):
    """What the drawing family alone sees: the card itself."""

    kind: ClassVar[str] = "lord_card_drawn"
    reveals: ClassVar[bool] = True
    seat: int
    card: str

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        return (self.seat,)

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} draws {names.card(self.card)} into the hand."


@dataclass(frozen=True, slots=True)
class DeckReshuffled(FiefEvent):
    kind: ClassVar[str] = "deck_reshuffled"
    reveals: ClassVar[bool] = True
    deck: str
    cards: int

    def sentence(self, names: NameSource) -> str:
        which = "Lord" if self.deck == "lord" else "Fortune & Disaster"
        return (
            f"The {which} deck is empty: its discard pile of {count(self.cards, 'card')} is shuffled into a new deck."
        )


@dataclass(frozen=True, slots=True)
class LordPlayed(FiefEvent):
    kind: ClassVar[str] = "lord_played"
    seat: int
    lord: str
    village: str

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.lord(self.lord)} joins {names.family(self.seat)} and takes the field in "
            f"{names.village(self.village)}."
        )


@dataclass(frozen=True, slots=True)
class FortuneCardDrawn(FiefEvent):
    """What the drawing family alone sees: the Fortune card itself."""

    kind: ClassVar[str] = "fortune_card_drawn"
    reveals: ClassVar[bool] = True
    seat: int
    card: str

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        return (self.seat,)

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} draws {names.card(self.card)} into the hand."


@dataclass(frozen=True, slots=True)
class DisasterDrawn(FiefEvent):
    """A Disaster card met while drawing: face down on the track, or discarded when the
    track is full (space 0)."""

    kind: ClassVar[str] = "disaster_drawn"
    seat: int
    space: int
    card: str = ""  # known only once discarded face up (track full)

    def sentence(self, names: NameSource) -> str:
        if self.space:
            return (
                f"{names.family(self.seat)} meets a Disaster card and lays it face down on "
                f"space {self.space} of the disaster track."
            )
        return (
            f"{names.family(self.seat)} meets {names.card(self.card)}; the disaster track is full, so it is discarded."
        )


@dataclass(frozen=True, slots=True)
class DisasterRolled(FiefEvent):
    """A die picks where a disaster strikes (2.3): 6 is a false alarm; a bishopric that
    already suffers this disaster means a re-roll."""

    kind: ClassVar[str] = "disaster_rolled"
    reveals: ClassVar[bool] = True
    card: str
    roll: int
    result: str  # "strikes", "false_alarm", "reroll", "spared" (first rounds' option)

    def sentence(self, names: NameSource) -> str:
        what = str(names.card_name(self.card))
        what = what[:1].upper() + what[1:]
        if self.result == "spared":
            return f"{what} is turned up and set aside: no disaster strikes in the first rounds of this game."
        if self.result == "false_alarm":
            return f"{what} is turned up; the die shows 6, a false alarm."
        if self.result == "reroll":
            return f"{what} rolls {self.roll}, but {names.bishopric(self.roll)} already suffers it: roll again."
        return f"{what} strikes {names.bishopric(self.roll)} (the die shows {self.roll})."


@dataclass(frozen=True, slots=True)
class PlagueRolled(FiefEvent):
    """A lord in (or entering) a plagued bishopric rolls for his life (2.3.3)."""

    kind: ClassVar[str] = "plague_rolled"
    seat: int
    lord: str
    roll: int
    died: bool

    def sentence(self, names: NameSource) -> str:
        fate = "and dies of the Plague" if self.died else "and survives the Plague"
        return f"{names.lord(self.lord)} of {names.family(self.seat)} rolls {self.roll} {fate}."


@dataclass(frozen=True, slots=True)
class LordDied(FiefEvent):
    kind: ClassVar[str] = "lord_died"
    seat: int
    lord: str
    village: str
    cause: str

    def sentence(self, names: NameSource) -> str:
        where = f" in {names.village(self.village)}" if self.village else ""
        return f"{names.lord(self.lord)} of {names.family(self.seat)} is dead{where} ({self.cause})."


@dataclass(frozen=True, slots=True)
class TroopsLost(FiefEvent):
    kind: ClassVar[str] = "troops_lost"
    seat: int
    village: str
    knights: int
    men_at_arms: int
    cause: str

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)} loses {_troops(names, self.knights, self.men_at_arms)} in "
            f"{names.village(self.village)} to the {self.cause}."
        )


@dataclass(frozen=True, slots=True)
class FortunePlayed(FiefEvent):
    """Bountiful Harvest or Good Weather played on a bishopric; ``cancelled`` is the
    disaster it ended there, if any (2.4.2, 2.4.3)."""

    kind: ClassVar[str] = "fortune_played"
    seat: int
    card: str
    bishopric: int
    cancelled: str = ""

    def sentence(self, names: NameSource) -> str:
        card = names.card(self.card)
        if self.cancelled:
            gone = names.card_name(self.cancelled)
            return (
                f"{names.family(self.seat)} plays {card} on {names.bishopric(self.bishopric)}: "
                f"the {gone} there is over and both cards are discarded."
            )
        return (
            f"{names.family(self.seat)} plays {card} on {names.bishopric(self.bishopric)}: "
            "its mills earn one more denier this round."
        )


@dataclass(frozen=True, slots=True)
class TaxLevied(FiefEvent):
    kind: ClassVar[str] = "tax_levied"
    seat: int
    tax: str
    target: int
    lord: str

    def sentence(self, names: NameSource) -> str:
        if self.tax == "tallage":
            return (
                f"{names.lord(self.lord)} of {names.family(self.seat)} lays a tallage on "
                f"{names.fief(self.target)}: 2 deniers a village at the next income."
            )
        return (
            f"{names.lord(self.lord)} of {names.family(self.seat)} lays a tithe on "
            f"{names.bishopric(self.target)}: its mill income at the next income."
        )


@dataclass(frozen=True, slots=True)
class CardsCleared(FiefEvent):
    """Cards leave the map: Fortune cards and tax markers after income (3.0), disasters
    at the end of the round (7.0)."""

    kind: ClassVar[str] = "cards_cleared"
    what: str  # "fortune" or "disasters"
    cards: int
    markers: int = 0

    def sentence(self, names: NameSource) -> str:
        def count(n: int, one: str, many: str) -> str:
            return f"{n} {one if n == 1 else many}"

        if self.what == "fortune":
            parts = []
            if self.cards:
                parts.append(count(self.cards, "Fortune card goes", "Fortune cards go") + " to the discard pile")
            if self.markers == 1:
                parts.append("1 tax marker returns to its family")
            elif self.markers:
                parts.append(f"{self.markers} tax markers return to their families")
            return "After income, " + " and ".join(parts or ["nothing lies on the map"]) + "."
        return (
            "The round ends: " + count(self.cards, "Disaster card goes", "Disaster cards go") + " to the discard pile."
        )


@dataclass(frozen=True, slots=True)
class DarcNamed(FiefEvent):
    """The d'Arc card is played on a lady (9.1)."""

    kind: ClassVar[str] = "darc_named"
    reveals: ClassVar[bool] = True
    seat: int
    lady: str
    family: int  # the lady's family

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)} plays the d'Arc card: {names.lord(self.lady)} of "
            f"{names.family(self.family)} becomes d'Arc, moves three roads and will never marry."
        )

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat, self.family)


@dataclass(frozen=True, slots=True)
class AssassinationPlayed(FiefEvent):
    """An Assassination card against a lord; the sponsor takes the Assassin marker (10.3)."""

    kind: ClassVar[str] = "assassination_played"
    reveals: ClassVar[bool] = True
    seat: int
    target: str
    sponsor: str
    family: int  # the target's family
    taken_from: str = ""  # the lord whose marker the sponsor took, every marker being in use

    def sentence(self, names: NameSource) -> str:
        marker = f" of {names.lord(self.taken_from)}" if self.taken_from else ""
        return (
            f"{names.family(self.seat)} plays Assassination against {names.lord(self.target)} of "
            f"{names.family(self.family)}; {names.lord(self.sponsor)} takes the Assassin marker{marker}."
        )

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat, self.family)


@dataclass(frozen=True, slots=True)
class SecretPassageUsed(FiefEvent):
    """A Secret Passage card is spent (10.2)."""

    kind: ClassVar[str] = "secret_passage_used"
    reveals: ClassVar[bool] = True
    seat: int
    lord: str
    how: str  # "escape" (an Assassination), "rain", "leave" (no permission needed)

    def sentence(self, names: NameSource) -> str:
        if self.how == "escape":
            return f"{names.lord(self.lord)} slips away by a Secret Passage: the Assassination fails."
        if self.how == "tunnels":
            return (
                f"{names.family(self.seat)} plays a Secret Passage: the attackers come through the tunnels, no penalty."
            )
        if self.how == "captives":
            return f"{names.family(self.seat)} plays a Secret Passage: its captive lords escape."
        if self.how == "rain":
            return f"{names.family(self.seat)} plays a Secret Passage: {names.lord(self.lord)} moves through the Heavy Rain."
        return f"{names.family(self.seat)} plays a Secret Passage: {names.lord(self.lord)} passes without asking leave."


@dataclass(frozen=True, slots=True)
class AssassinationRolled(FiefEvent):
    """The target rolls a die: dead on 1 to 3 (10.3)."""

    kind: ClassVar[str] = "assassination_rolled"
    reveals: ClassVar[bool] = True
    seat: int  # the target's family
    lord: str
    roll: int
    died: bool

    def sentence(self, names: NameSource) -> str:
        fate = "is assassinated" if self.died else "survives the attempt"
        return f"{names.lord(self.lord)} rolls {self.roll} and {fate}."


@dataclass(frozen=True, slots=True)
class JusticeDone(FiefEvent):
    """Justice beheads the lord with the Assassin marker (10.4)."""

    kind: ClassVar[str] = "justice_done"
    reveals: ClassVar[bool] = True
    seat: int
    target: str
    family: int

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)} plays Justice: {names.lord(self.target)} of "
            f"{names.family(self.family)}, who bore the Assassin marker, is beheaded."
        )

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat, self.family)


@dataclass(frozen=True, slots=True)
class UprisingPlayed(FiefEvent):
    """An Uprising card is played on a village, or added to one (10.1)."""

    kind: ClassVar[str] = "uprising_played"
    reveals: ClassVar[bool] = True
    seat: int
    village: str
    joined: bool = False
    passage: bool = False

    def sentence(self, names: NameSource) -> str:
        if self.passage:
            return (
                f"{names.family(self.seat)} shows the mob a Secret Passage into {names.village(self.village)}: "
                "no defence penalty holds it back."
            )
        if self.joined:
            return f"{names.family(self.seat)} adds an Uprising card in {names.village(self.village)}."
        return f"{names.family(self.seat)} stirs up an Uprising in {names.village(self.village)}."


@dataclass(frozen=True, slots=True)
class UprisingRolled(FiefEvent):
    """The Uprising's battle dice, after the attacker penalties (10.1)."""

    kind: ClassVar[str] = "uprising_rolled"
    reveals: ClassVar[bool] = True
    village: str
    cards: int
    penalty: int
    rolls: tuple[int, ...]
    hits: int

    def sentence(self, names: NameSource) -> str:
        where = names.village(self.village)
        if not self.rolls:
            return (
                f"The Uprising in {where} fails: {count(self.cards, 'card')} against a "
                f"defence penalty of {self.penalty} {verb(self.cards, 'leaves', 'leave')} no die to roll."
            )
        dice = ", ".join(str(r) for r in self.rolls)
        return f"The mob of {where} rolls {dice}: {self.hits} hit{'s' if self.hits != 1 else ''} in all."


@dataclass(frozen=True, slots=True)
class VillageSacked(FiefEvent):
    """An Uprising killed every defending troop: lords, mills and stronghold are lost (10.1)."""

    kind: ClassVar[str] = "village_sacked"
    village: str
    mills: int
    stronghold: bool

    def sentence(self, names: NameSource) -> str:
        parts = []
        if self.mills:
            parts.append(f"{self.mills} mill{'s' if self.mills != 1 else ''}")
        if self.stronghold:
            parts.append("its stronghold")
        lost = (" and loses " + " and ".join(parts)) if parts else ""
        return f"{names.village(self.village)} is sacked by the mob{lost}."


@dataclass(frozen=True, slots=True)
class CardinalNamed(FiefEvent):
    """A Bishop becomes Cardinal by a Cardinal card (9.2), or the Pope refuses it."""

    kind: ClassVar[str] = "cardinal_named"
    reveals: ClassVar[bool] = True
    seat: int
    bishop: str
    family: int
    refused: bool = False
    bought: bool = False  # the purchasable biretta (4.4) rather than a card

    def sentence(self, names: NameSource) -> str:
        if self.refused:
            kept = "its deniers" if self.bought else "the card"
            return (
                f"The Pope refuses to raise {names.lord(self.bishop)} of {names.family(self.family)} to "
                f"Cardinal; {names.family(self.seat)} keeps {kept}."
            )
        how = "buys the Cardinal biretta" if self.bought else "plays a Cardinal card"
        return (
            f"{names.family(self.seat)} {how}: {names.lord(self.bishop)} of "
            f"{names.family(self.family)} becomes Cardinal."
        )

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat, self.family)


@dataclass(frozen=True, slots=True)
class UprisingCalmed(FiefEvent):
    """A Bishop or Cardinal tries to stop an Uprising (1.4, 1.5)."""

    kind: ClassVar[str] = "uprising_calmed"
    reveals: ClassVar[bool] = True
    seat: int
    lord: str
    village: str
    roll: int
    stopped: bool
    as_cardinal: bool = False

    def sentence(self, names: NameSource) -> str:
        who = f"{names.lord(self.lord)}, as {'Cardinal (3 deniers)' if self.as_cardinal else 'Bishop'},"
        if self.stopped:
            return f"{who} rolls {self.roll} and calms the mob of {names.village(self.village)}: the Uprising is over."
        if self.as_cardinal:
            return (
                f"{who} rolls {self.roll}: his envoys fail, and the Uprising in {names.village(self.village)} goes on."
            )
        return f"{who} rolls {self.roll}: the mob of {names.village(self.village)} stones him to death."


# --------------------------------------------------------------------------- war (5.2, 6.0-6.4)

_REASONS = {
    "won": "one side is gone",
    "surrender": "a side surrendered",
    "truce": "a truce is agreed",
    "called_off": "the attacker called off the assault; the besieged stay behind their walls",
    "quiet": "three rolls in a row brought no losses",
    "lords": "only lords are left",
    "ambush": "the ambusher ends it",
    "roll_limit": f"it reached the limit of {BATTLE_ROLLS} rolls a battle may last, with neither side beaten",
}


@dataclass(frozen=True, slots=True)
class BattleDeclared(FiefEvent):
    """A battle begins (6.0), or a Cavalcade led by ``lord`` (5.2)."""

    kind: ClassVar[str] = "battle_declared"
    seat: int
    village: str
    other: int
    lord: str = ""

    def sentence(self, names: NameSource) -> str:
        where = names.village(self.village)
        if self.lord:
            return (
                f"{names.lord(self.lord)} of {names.family(self.seat)} rides a Cavalcade into "
                f"{names.family(self.other)}'s troops at {where}."
            )
        return f"{names.family(self.seat)} attacks {names.family(self.other)} at {where}."


@dataclass(frozen=True, slots=True)
class SideChosen(FiefEvent):
    kind: ClassVar[str] = "side_chosen"
    seat: int
    village: str
    side: int  # 0 attackers, 1 defenders, -1 stays out
    switched: bool = False

    def sentence(self, names: NameSource) -> str:
        who = names.family(self.seat)
        if self.side < 0:
            return f"{who} stays out of the battle at {names.village(self.village)}."
        camp = "the attackers" if self.side == 0 else "the defenders"
        verb = "changes sides and joins" if self.switched else "joins"
        return f"{who} {verb} {camp} at {names.village(self.village)}."


@dataclass(frozen=True, slots=True)
class BattleRolled(FiefEvent):
    """Both sides roll at once (6.2); ``penalty`` is the attackers' lost dice, ``bonus``
    the defenders' extra hits against a Cavalcade."""

    kind: ClassVar[str] = "battle_rolled"
    reveals: ClassVar[bool] = True
    village: str
    seat: int
    other: int
    rolls: tuple[int, ...]
    other_rolls: tuple[int, ...]
    penalty: int
    bonus: int
    hits: int
    other_hits: int

    def sentence(self, names: NameSource) -> str:
        def part(who: int, rolls: tuple[int, ...], hits: int) -> str:
            if not rolls:
                return f"{names.family(who)} has no die to roll"
            return f"{names.family(who)} rolls {', '.join(map(str, rolls))} ({hits} hit{'s' if hits != 1 else ''})"

        extra = f", after losing {count(self.penalty, 'die', 'dice')} to the walls" if self.penalty else ""
        return (
            f"At {names.village(self.village)}, {part(self.seat, self.rolls, self.hits)}{extra}; "
            f"{part(self.other, self.other_rolls, self.other_hits)}."
        )


@dataclass(frozen=True, slots=True)
class Surrendered(FiefEvent):
    kind: ClassVar[str] = "surrendered"
    seat: int
    village: str

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)} surrenders at {names.village(self.village)}: its troops are disbanded "
            "and its lords taken captive."
        )


@dataclass(frozen=True, slots=True)
class TruceOffered(FiefEvent):
    kind: ClassVar[str] = "truce_offered"
    seat: int
    village: str
    other: int  # who would control the village

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)} offers a truce at {names.village(self.village)}, "
            f"{names.family(self.other)} to hold the village."
        )


@dataclass(frozen=True, slots=True)
class TruceAnswered(FiefEvent):
    kind: ClassVar[str] = "truce_answered"
    seat: int
    village: str
    accept: bool

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} {'accepts' if self.accept else 'refuses'} the truce."


@dataclass(frozen=True, slots=True)
class AttackCalledOff(FiefEvent):
    kind: ClassVar[str] = "attack_called_off"
    seat: int
    village: str

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} calls off the assault on {names.village(self.village)}."


@dataclass(frozen=True, slots=True)
class Sallied(FiefEvent):
    kind: ClassVar[str] = "sallied"
    seat: int
    village: str
    fight: bool

    def sentence(self, names: NameSource) -> str:
        if self.fight:
            return (
                f"{names.family(self.seat)} leaves the walls of {names.village(self.village)} to fight on in the open."
            )
        return f"{names.family(self.seat)} stays behind the walls of {names.village(self.village)}."


@dataclass(frozen=True, slots=True)
class BattleEnded(FiefEvent):
    kind: ClassVar[str] = "battle_ended"
    village: str
    reason: str
    winner: int  # 0 attackers, 1 defenders, -1 none
    victors: tuple[int, ...] = ()

    @property
    def seats(self) -> tuple[int, ...]:
        return self.victors

    def sentence(self, names: NameSource) -> str:
        why = _REASONS.get(self.reason, self.reason)
        if self.victors:
            who = join_words([names.family(s) for s in self.victors])
            held = verb(self.victors, "holds", "hold")
            return f"The battle at {names.village(self.village)} is over: {who} {held} the field ({why})."
        return f"The battle at {names.village(self.village)} is over: {why}."


@dataclass(frozen=True, slots=True)
class LordCaptured(FiefEvent):
    kind: ClassVar[str] = "lord_captured"
    seat: int
    lord: str
    other: int  # the captor
    village: str
    how: str  # "battle", "surrender", "ambush", "alone" (no troops beside him: FAQ of phase 6)

    def sentence(self, names: NameSource) -> str:
        how = {"ambush": " in an Ambush", "surrender": " after the surrender", "alone": ", alone without troops,"}.get(
            self.how, ""
        )
        return (
            f"{names.lord(self.lord)} of {names.family(self.seat)} is taken captive by "
            f"{names.family(self.other)}{how} at {names.village(self.village)}."
        )


@dataclass(frozen=True, slots=True)
class CaptiveFreed(FiefEvent):
    kind: ClassVar[str] = "captive_freed"
    seat: int
    lord: str
    other: int  # the former captor
    village: str
    how: str  # "ransom", "passage", "guards_gone", "battle", "deal"

    def sentence(self, names: NameSource) -> str:
        how = {
            "ransom": "ransomed",
            "passage": "escapes by a Secret Passage",
            "guards_gone": "is free: no guard of his captor is left with him",
            "battle": "is free: every troop of his captor fell in the battle",
        }.get(self.how, "is freed")
        return f"{names.lord(self.lord)} of {names.family(self.seat)} {how}, now at {names.village(self.village)}."


@dataclass(frozen=True, slots=True)
class AmbushPlayed(FiefEvent):
    kind: ClassVar[str] = "ambush_played"
    reveals: ClassVar[bool] = True
    seat: int
    lord: str
    other: int

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} springs an Ambush on {names.lord(self.lord)} of {names.family(self.other)}."


@dataclass(frozen=True, slots=True)
class AmbushFoiled(FiefEvent):
    kind: ClassVar[str] = "ambush_foiled"
    seat: int
    lord: str

    def sentence(self, names: NameSource) -> str:
        return f"{names.lord(self.lord)} slips away by a Secret Passage: the Ambush fails."


@dataclass(frozen=True, slots=True)
class SiegeBegun(FiefEvent):
    kind: ClassVar[str] = "siege_begun"
    seat: int
    village: str
    other: int

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)} lays siege to {names.family(self.other)}'s walls at "
            f"{names.village(self.village)} with a siege engine."
        )


@dataclass(frozen=True, slots=True)
class SiegeEngineTurned(FiefEvent):
    kind: ClassVar[str] = "siege_engine_turned"
    seat: int
    village: str

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)} keeps up the siege of {names.village(self.village)}: its engine now "
            "cancels two dice of penalty."
        )


@dataclass(frozen=True, slots=True)
class SiegeEnded(FiefEvent):
    kind: ClassVar[str] = "siege_ended"
    seat: int
    village: str
    why: str  # "lifted", "left", "taken", "empty"

    def sentence(self, names: NameSource) -> str:
        why = {
            "lifted": "lifts the siege of",
            "left": "has no troops left at",
            "taken": "holds the walls of",
            "empty": "finds nobody left behind the walls of",
        }.get(self.why, "ends the siege of")
        return f"{names.family(self.seat)} {why} {names.village(self.village)}; its siege engine leaves."


@dataclass(frozen=True, slots=True)
class RansomOffered(FiefEvent):
    kind: ClassVar[str] = "ransom_offered"
    seat: int
    lord: str
    other: int
    amount: int

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)} offers {names.family(self.other)} {deniers(self.amount)} for "
            f"{names.lord(self.lord)}."
        )


@dataclass(frozen=True, slots=True)
class RansomAnswered(FiefEvent):
    kind: ClassVar[str] = "ransom_answered"
    seat: int
    lord: str
    other: int
    amount: int
    accept: bool

    def sentence(self, names: NameSource) -> str:
        verb = "accepts" if self.accept else "refuses"
        return f"{names.family(self.seat)} {verb} {deniers(self.amount)} for {names.lord(self.lord)}."


@dataclass(frozen=True, slots=True)
class RansomPaid(FiefEvent):
    kind: ClassVar[str] = "ransom_paid"
    seat: int
    lord: str
    other: int
    amount: int

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)} pays {names.family(self.other)} a ransom of {deniers(self.amount)} "
            f"for {names.lord(self.lord)}."
        )


@dataclass(frozen=True, slots=True)
class CaptiveLed(FiefEvent):
    kind: ClassVar[str] = "captive_led"
    seat: int
    lord: str
    captive: str
    take: bool

    def sentence(self, names: NameSource) -> str:
        if self.take:
            return f"{names.lord(self.lord)} takes the captive {names.lord(self.captive)} along."
        return f"{names.lord(self.lord)} leaves the captive {names.lord(self.captive)} under guard."


@dataclass(frozen=True, slots=True)
class MarriageProposed(FiefEvent):
    kind: ClassVar[str] = "marriage_proposed"
    seat: int
    lord: str
    lady: str
    other: int  # the family asked

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)} proposes a marriage of {names.lord(self.lord)} and "
            f"{names.lord(self.lady)} to {names.family(self.other)}."
        )


@dataclass(frozen=True, slots=True)
class MarriageAnswered(FiefEvent):
    kind: ClassVar[str] = "marriage_answered"
    seat: int
    lord: str
    lady: str
    accept: bool

    def sentence(self, names: NameSource) -> str:
        if self.accept:
            return f"{names.lord(self.lord)} and {names.lord(self.lady)} are married."
        return f"{names.family(self.seat)} refuses the marriage of {names.lord(self.lord)} and {names.lord(self.lady)}."


@dataclass(frozen=True, slots=True)
class MarriageEnded(FiefEvent):
    kind: ClassVar[str] = "marriage_ended"
    seat: int  # the family of the surviving spouse
    lord: str  # the surviving spouse
    other: int  # the family of the spouse who died
    why: str = "death"

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.lord(self.lord)} of {names.family(self.seat)} is widowed: the marriage with "
            f"{names.family(self.other)} is over."
        )


# --------------------------------------------------------------------------- elections and titles (1.3-1.8)


def _office(names: NameSource, office: str, bishopric: int) -> str:
    if office == "bishop":
        return str(names.bishop_of(bishopric))
    return "Pope" if office == "pope" else "King"


@dataclass(frozen=True, slots=True)
class ElectionOpened(FiefEvent):
    kind: ClassVar[str] = "election_opened"
    office: str
    bishopric: int = 0

    def sentence(self, names: NameSource) -> str:
        return f"An election for {_office(names, self.office, self.bishopric)} begins: candidates come forward."


@dataclass(frozen=True, slots=True)
class CandidateDeclared(FiefEvent):
    kind: ClassVar[str] = "candidate_declared"
    seat: int
    lord: str
    office: str
    bishopric: int = 0

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)} puts {names.lord(self.lord)} forward for "
            f"{_office(names, self.office, self.bishopric)}."
        )


@dataclass(frozen=True, slots=True)
class ElectionVoid(FiefEvent):
    kind: ClassVar[str] = "election_void"
    office: str
    bishopric: int = 0

    def sentence(self, names: NameSource) -> str:
        return f"Nobody stands for {_office(names, self.office, self.bishopric)}; there is no election this round."


@dataclass(frozen=True, slots=True)
class VotesLaid(FiefEvent):
    """What the table sees: where a family's face-down markers lie."""

    kind: ClassVar[str] = "votes_laid"
    seat: int
    on: tuple[str, ...]  # candidates under its markers, in no telling order
    office: str
    bishopric: int = 0

    def sentence(self, names: NameSource) -> str:
        if not self.on:
            return f"{names.family(self.seat)} keeps both Vote markers in hand."
        if len(self.on) == 1:
            return f"{names.family(self.seat)} lays one marker face down, on {names.lord(self.on[0])}."
        if self.on[0] == self.on[1]:
            return f"{names.family(self.seat)} lays both markers face down, on {names.lord(self.on[0])}."
        return (
            f"{names.family(self.seat)} lays two markers face down, on {names.lord(self.on[0])} and "
            f"{names.lord(self.on[1])}."
        )


@dataclass(frozen=True, slots=True)
class VotesChosen(FiefEvent):
    """What the voting family alone sees: which marker lies where."""

    kind: ClassVar[str] = "votes_chosen"
    seat: int
    support: str
    decoy: str

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        return (self.seat,)

    def sentence(self, names: NameSource) -> str:
        parts = [
            f"FOR on {names.lord(self.support)}" if self.support else "no FOR marker",
            f"DECOY on {names.lord(self.decoy)}" if self.decoy else "no DECOY",
        ]
        return f"{names.family(self.seat)} (in secret): {', '.join(parts)}."


@dataclass(frozen=True, slots=True)
class ElectionHeld(FiefEvent):
    """The markers turned over and counted (1.3)."""

    kind: ClassVar[str] = "election_held"
    reveals: ClassVar[bool] = True
    office: str
    bishopric: int
    candidates: tuple[tuple[int, str], ...]  # (seat, lord)
    ballots: tuple[tuple[int, str, str], ...]  # (seat, FOR target, DECOY target), turned over
    votes: tuple[tuple[int, int], ...]  # (seat, the votes it commands)
    totals: tuple[tuple[str, int], ...]  # (candidate, votes received)
    elected: str  # "" when nobody is elected
    reason: str

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(s for s, _ in self.candidates)

    def sentence(self, names: NameSource) -> str:
        office = _office(names, self.office, self.bishopric)
        counts = ", ".join(f"{names.lord(lid)} {n}" for lid, n in self.totals)
        if self.elected:
            return f"{names.lord(self.elected)} is elected {office} ({counts}): {self.reason}."
        return f"Nobody is elected {office} ({counts}): {self.reason}."


@dataclass(frozen=True, slots=True)
class QueenCrowned(FiefEvent):
    kind: ClassVar[str] = "queen_crowned"
    seat: int
    lady: str
    king: str

    def sentence(self, names: NameSource) -> str:
        return f"{names.lord(self.lady)}, wife of King {names.lord(self.king)}, is crowned Queen."


@dataclass(frozen=True, slots=True)
class QueenStepsDown(FiefEvent):
    kind: ClassVar[str] = "queen_steps_down"
    seat: int
    lady: str

    def sentence(self, names: NameSource) -> str:
        return f"A new King reigns: {names.lord(self.lady)} is Queen no more."


@dataclass(frozen=True, slots=True)
class QueenRegency(FiefEvent):
    kind: ClassVar[str] = "queen_regency"
    seat: int
    lady: str

    def sentence(self, names: NameSource) -> str:
        return (
            f"The King is dead and there is no Crown Prince: {names.lord(self.lady)} rules as Queen Regent "
            "until a new King is elected."
        )


@dataclass(frozen=True, slots=True)
class CrownPrinceBorn(FiefEvent):
    kind: ClassVar[str] = "crown_prince_born"
    seat: int
    lord: str
    queen: str

    def sentence(self, names: NameSource) -> str:
        return f"{names.lord(self.lord)}, of Queen {names.lord(self.queen)}'s family, is the Crown Prince."


@dataclass(frozen=True, slots=True)
class CrownPrinceRenounces(FiefEvent):
    kind: ClassVar[str] = "crown_prince_renounces"
    seat: int
    lord: str

    def sentence(self, names: NameSource) -> str:
        return f"{names.lord(self.lord)} becomes a Bishop and is no longer the Crown Prince."


@dataclass(frozen=True, slots=True)
class CrownPrinceCrowned(FiefEvent):
    kind: ClassVar[str] = "crown_prince_crowned"
    seat: int
    lord: str

    def sentence(self, names: NameSource) -> str:
        return f"The King is dead; long live King {names.lord(self.lord)}, the Crown Prince."


@dataclass(frozen=True, slots=True)
class Excommunicated(FiefEvent):
    kind: ClassVar[str] = "excommunicated"
    seat: int  # the Pope's family
    lord: str
    other: int  # the lord's family
    lost: tuple[str, ...] = ()  # "bishop:N", "cardinal"

    def sentence(self, names: NameSource) -> str:
        lost = [str(names.bishop_of(int(x[7:]))) if x.startswith("bishop:") else "Cardinal" for x in self.lost]
        tail = f" and is no longer {' nor '.join(lost)}" if lost else ""
        return f"The Pope excommunicates {names.lord(self.lord)} of {names.family(self.other)}{tail}."


@dataclass(frozen=True, slots=True)
class ExcommunicationLifted(FiefEvent):
    kind: ClassVar[str] = "excommunication_lifted"
    seat: int
    lord: str
    by: str  # "the Pope" or "the Pope's death"

    def sentence(self, names: NameSource) -> str:
        if self.by == "the Pope":
            return f"The Pope lifts the excommunication of {names.lord(self.lord)}."
        return f"With the Pope dead, {names.lord(self.lord)} is excommunicated no more."


@dataclass(frozen=True, slots=True)
class AnnulmentAsked(FiefEvent):
    kind: ClassVar[str] = "annulment_asked"
    seat: int

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} asks the Pope to annul its marriage."


@dataclass(frozen=True, slots=True)
class AnnulmentRefused(FiefEvent):
    kind: ClassVar[str] = "annulment_refused"
    seat: int

    def sentence(self, names: NameSource) -> str:
        return f"The Pope refuses to annul the marriage of {names.family(self.seat)}."


@dataclass(frozen=True, slots=True)
class MarriageAnnulled(FiefEvent):
    kind: ClassVar[str] = "marriage_annulled"
    seat: int
    lord: str
    spouse: str
    other: int

    def sentence(self, names: NameSource) -> str:
        return (
            f"The Pope annuls the marriage of {names.lord(self.lord)} and {names.lord(self.spouse)}: "
            f"{names.family(self.seat)} and {names.family(self.other)} are allies no more."
        )


@dataclass(frozen=True, slots=True)
class FiefTitleGiven(FiefEvent):
    kind: ClassVar[str] = "fief_title_given"
    seat: int  # the royal family
    fief: int
    lord: str
    other: int  # the lord's family

    def sentence(self, names: NameSource) -> str:
        return (
            f"By royal favour, {names.lord(self.lord)} of {names.family(self.other)} receives the title of "
            f"{names.fief(self.fief)}."
        )


@dataclass(frozen=True, slots=True)
class QueenIncome(FiefEvent):
    kind: ClassVar[str] = "queen_income"
    seat: int
    amount: int

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} collects {deniers(self.amount)} for the Queen."


# --------------------------------------------------------------------------- diplomacy (8.0)


@dataclass(frozen=True, slots=True)
class TalkOpened(FiefEvent):
    kind: ClassVar[str] = "talk_opened"
    seat: int
    others: tuple[int, ...]
    minutes: int  # 0: as long as they wish (Open Diplomacy)

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat, *self.others)

    def sentence(self, names: NameSource) -> str:
        who = join_words([names.family(o) for o in self.others])
        if self.minutes:
            return (
                f"{names.family(self.seat)} spends a Diplomacy marker to talk in private with {who} for "
                f"{count(self.minutes, 'minute')}."
            )
        return f"{names.family(self.seat)} talks in private with {who}."


def _cards(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"


def deal_words(
    names: NameSource,
    give_deniers: int,
    take_deniers: int,
    give_cards: int | list[str],
    take_cards: int,
    places: tuple[str, ...] | list[str],
    free: tuple[str, ...] | list[str],
    ask_free: tuple[str, ...] | list[str],
    truce: bool,
    asked_choice: str = "",
) -> tuple[list[str], list[str]]:
    """A deal's terms in words: what its writer gives and what it asks. ``give_cards`` is
    a count, or the cards' words where the reader may see them; ``asked_choice`` ("your",
    "their") says whose choice the cards asked for are."""
    gives: list[str] = []
    asks: list[str] = []
    if truce:
        gives.append("a truce until the end of the round")
    if give_deniers:
        gives.append(str(deniers(give_deniers)))
    if isinstance(give_cards, int):
        gives += [_cards(give_cards)] if give_cards else []
    else:
        gives += give_cards
    gives += [f"control of {names.village(v)}" for v in places]
    gives += [f"freedom for {names.lord(lid)}" for lid in free]
    if take_deniers:
        asks.append(str(deniers(take_deniers)))
    if take_cards:
        asks.append(_cards(take_cards) + (f" of {asked_choice} choice" if asked_choice else ""))
    asks += [f"freedom for {names.lord(lid)}" for lid in ask_free]
    return gives, asks


@dataclass(frozen=True, slots=True)
class DealOffered(FiefEvent):
    kind: ClassVar[str] = "deal_offered"
    seat: int
    other: int
    give_deniers: int
    take_deniers: int
    give_cards: int
    take_cards: int
    places: tuple[str, ...]  # villages whose control the proposer hands over
    free: tuple[str, ...]
    ask_free: tuple[str, ...]
    truce: bool = False  # a truce between the two families until the end of the round

    def terms(self, names: NameSource) -> tuple[list[str], list[str]]:
        """What the proposer gives and what it asks, in words."""
        return deal_words(
            names,
            self.give_deniers,
            self.take_deniers,
            self.give_cards,
            self.take_cards,
            self.places,
            self.free,
            self.ask_free,
            self.truce,
        )

    def sentence(self, names: NameSource) -> str:
        gives, asks = self.terms(names)
        parts = []
        if gives:
            parts.append("gives " + ", ".join(str(g) for g in gives))
        if asks:
            parts.append("asks " + ", ".join(str(g) for g in asks))
        return f"{names.family(self.seat)} offers {names.family(self.other)} a deal: {'; '.join(parts)}."


@dataclass(frozen=True, slots=True)
class DealCardsShown(FiefEvent):
    """The cards changing hands in a deal, told to the two families alone."""

    kind: ClassVar[str] = "deal_cards_shown"
    seat: int
    other: int
    shown: tuple[str, ...]

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        return (self.seat, self.other)

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)}'s cards for {names.family(self.other)}: "
            f"{', '.join(str(names.card_name(c)) for c in self.shown)}."
        )


@dataclass(frozen=True, slots=True)
class DealAnswered(FiefEvent):
    kind: ClassVar[str] = "deal_answered"
    seat: int
    other: int  # the proposer
    accept: bool

    def sentence(self, names: NameSource) -> str:
        verb = "accepts" if self.accept else "refuses"
        return f"{names.family(self.seat)} {verb} the deal of {names.family(self.other)}."


@dataclass(frozen=True, slots=True)
class TruceMade(FiefEvent):
    """Two families bound themselves to a truce in a deal, until the end of the round."""

    kind: ClassVar[str] = "truce_made"
    seat: int
    other: int

    def sentence(self, names: NameSource) -> str:
        return (
            f"{names.family(self.seat)} and {names.family(self.other)} are at truce until the end of the "
            "round, unless one of them breaks it."
        )


@dataclass(frozen=True, slots=True)
class TruceBroken(FiefEvent):
    """A family attacked a family it had a truce with: the truce is over (6.0)."""

    kind: ClassVar[str] = "truce_broken"
    seat: int
    other: int

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} breaks its truce with {names.family(self.other)}."


@dataclass(frozen=True, slots=True)
class DiplomacySpent(FiefEvent):
    kind: ClassVar[str] = "diplomacy_spent"
    seat: int

    def sentence(self, names: NameSource) -> str:
        return f"{names.family(self.seat)} spends a Diplomacy marker to receive what the deal brings."
