"""Troyes' events: what happened, as ids and numbers; words only in ``message``.

Each event says itself through ``message(tell)``, ``Tell`` giving the names of seats,
cards, buildings and characters in the current language. Events that show a die or a
card nobody knew before set ``reveals`` (undo stops there). A seat's characters are
dealt to its eyes only. Victory points follow the set-up's choice
(``TroyesConfig.victory_points``): open, every gain is told with its amount; hidden, an
event tells the table that a seat gains or loses points (``untold``) and the amount goes
to that seat alone, in an event of the same kind whose ``audience`` is that seat.

``tells`` names the values of the seats (deniers, victory points, Influence, characters)
and the hidden cards whose value, or the amount of whose change, an event states; the
board, which every seat sees, is left out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.engine import Event
from game.core.i18n import N_, Message, Name, Text, Words, m, words
from game.games.troyes.rules.actions import GAME
from game.games.troyes.rules.data import TroyesData

NEUTRAL = -1


class Tell:
    """Names for the chronicle: seats (``NEUTRAL`` is the grey player, or le Roy), cards."""

    def __init__(self, names: Sequence[str], data: TroyesData, solo: bool = False):
        self.names = list(names)
        self.data = data
        self.solo = solo

    def seat(self, seat: int) -> Text:
        if seat == NEUTRAL:
            return m("troyes.name.roy") if self.solo else m("troyes.name.neutral")
        return self.names[seat]

    def card(self, card: str) -> Text:
        if card in self.data.activities:
            return self.data.activities[card].name
        if card == self.data.marauding.id or card in self.data.events:
            return self.data.event(card).name
        if card in self.data.characters:
            return self.data.characters[card].name
        return m("troyes.name.unknown_card")

    def building(self, building: str) -> Name:
        return self.data.buildings[building].name

    def dice(self, dice: Sequence[Sequence[Any]]) -> Words:
        """Dice as "red 4, white 2" (each [colour, value, ...])."""
        return words([m(_DIE[str(d[0])], value=int(d[1])) for d in dice])

    def changes(self, deniers: int, vp: int, influence: int, untold: int = 0) -> Words | Message:
        """ "+2 deniers, +1 VP"; ``untold`` a change of VP whose amount is not told
        (1 a gain, -1 a loss): "+? VP"."""
        parts: list[Message] = []
        for amount, gain, loss in (
            (deniers, "troyes.amount.deniers_gained", "troyes.amount.deniers_lost"),
            (vp, "troyes.amount.vp_gained", "troyes.amount.vp_lost"),
            (influence, "troyes.amount.influence_gained", "troyes.amount.influence_lost"),
        ):
            if amount:
                parts.append(m(gain if amount > 0 else loss, n=abs(amount)))
        if untold:
            said = N_("troyes.amount.vp_untold_gained") if untold > 0 else N_("troyes.amount.vp_untold_lost")
            parts.insert(1 if deniers else 0, m(said))
        return words(parts) if parts else m("troyes.amount.nothing")


_DIE = {
    "red": N_("troyes.die.red"),
    "white": N_("troyes.die.white"),
    "yellow": N_("troyes.die.yellow"),
    "black": N_("troyes.die.black"),
}


def player(seat: int, value: str) -> tuple[str | int, ...]:
    """The place of one of a seat's values in the state (``TroyesState.to_json``); for
    NEUTRAL, le Roy's victory points (the only value of his an event states)."""
    return ("players", seat, value) if seat >= 0 else ("roy", value)


@dataclass(frozen=True)
class TroyesEvent(Event, game=GAME):
    """An event about one seat (or NEUTRAL)."""

    seat: int

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat,) if self.seat >= 0 else ()

    def message(self, tell: Tell) -> Message:  # pragma: no cover - every kind says itself
        return m("troyes.event.something", name=tell.seat(self.seat))


@dataclass(frozen=True)
class Dealt(TroyesEvent):
    """A seat's secret characters (§2.1 step 3), for its own eyes."""

    kind: ClassVar[str] = "dealt"
    cards: tuple[str, ...]

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        return (self.seat,)

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return (player(self.seat, "characters"),)

    def message(self, tell: Tell) -> Message:
        return m("troyes.event.dealt", name=tell.seat(self.seat), cards=words([tell.card(c) for c in self.cards]))


@dataclass(frozen=True)
class Placed(TroyesEvent):
    """A citizen placed in a principal building (§2.2, §4.6, events), with whoever it
    expelled (none, or one owner)."""

    kind: ClassVar[str] = "placed"
    building: str
    row: int
    place: int
    expelled: tuple[int, ...] = ()

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(s for s in (self.seat, *self.expelled) if s >= 0)

    def message(self, tell: Tell) -> Message:
        where = tell.building(self.building)
        if self.expelled:
            return m(
                "troyes.event.placed_expelling",
                name=tell.seat(self.seat),
                building=where,
                row=self.row + 1,
                other=tell.seat(self.expelled[0]),
            )
        return m("troyes.event.placed", name=tell.seat(self.seat), building=where, row=self.row + 1)


@dataclass(frozen=True)
class RoundBegan(TroyesEvent):
    kind: ClassVar[str] = "round_began"
    round: int

    @property
    def progress(self) -> tuple[int, int] | None:
        return (self.round, 1)

    def message(self, tell: Tell) -> Message:
        return m("troyes.event.round_began", round=self.round, start=tell.seat(self.seat))


@dataclass(frozen=True)
class Revealed(TroyesEvent):
    """Activity cards turned face up (§3 Phase 0)."""

    kind: ClassVar[str] = "revealed"
    reveals: ClassVar[bool] = True
    cards: tuple[str, ...]
    #: the slots of the cards, in the same order
    slots: tuple[int, ...] = ()

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return tuple(("slots", i, "card") for i in self.slots)

    def message(self, tell: Tell) -> Message:
        return m("troyes.event.revealed", cards=words([tell.card(c) for c in self.cards]))


@dataclass(frozen=True)
class Income(TroyesEvent):
    """Income and salaries (§3 Phase 1): ``paid`` of the ``salaries`` owed."""

    kind: ClassVar[str] = "income"
    income: int
    salaries: int
    paid: int

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return (player(self.seat, "deniers"),)

    def message(self, tell: Tell) -> Message:
        return m("troyes.event.income", name=tell.seat(self.seat), income=self.income, salaries=self.paid)


@dataclass(frozen=True)
class Penalty(TroyesEvent):
    """Victory points lost (§4.11): ``cause`` says why ("salaries", "event", "black"),
    ``card`` which event when one is the cause. With hidden victory points, the table's
    event is ``untold`` (``vp`` 0) and the seat's own (``audience``) has the amount."""

    kind: ClassVar[str] = "penalty"
    vp: int
    cause: str
    card: str = ""
    untold: bool = False
    audience: tuple[int, ...] = ()

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        return self.audience or None

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return () if self.untold else (player(self.seat, "vp"),)

    def message(self, tell: Tell) -> Message:
        card = tell.card(self.card) if self.card else ""
        if self.untold:
            untold = {
                "salaries": N_("troyes.event.penalty_salaries_untold"),
                "event": N_("troyes.event.penalty_event_untold"),
                "black": N_("troyes.event.penalty_black_untold"),
            }.get(self.cause, N_("troyes.event.penalty_event_untold"))
            return m(untold, name=tell.seat(self.seat), card=card)
        said = {
            "salaries": N_("troyes.event.penalty_salaries"),
            "event": N_("troyes.event.penalty_event"),
            "black": N_("troyes.event.penalty_black"),
        }.get(self.cause, N_("troyes.event.penalty_event"))
        return m(said, name=tell.seat(self.seat), n=self.vp, card=card)


@dataclass(frozen=True)
class Rolled(TroyesEvent):
    """Dice rolled into a district (§3 Phase 2): [id, colour, value] each."""

    kind: ClassVar[str] = "rolled"
    reveals: ClassVar[bool] = True
    dice: tuple[tuple[Any, ...], ...]

    def message(self, tell: Tell) -> Message:
        return m("troyes.event.rolled", name=tell.seat(self.seat), dice=tell.dice([d[1:] for d in self.dice]))


@dataclass(frozen=True)
class EventDrawn(TroyesEvent):
    """An event card drawn from ``deck`` and put at the end of the queue (§3 Phase 3)."""

    kind: ClassVar[str] = "event_drawn"
    reveals: ClassVar[bool] = True
    card: str
    deck: str

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return (("box",),) if self.deck == "box" else (("decks", self.deck),)

    def message(self, tell: Tell) -> Message:
        return m("troyes.event.event_drawn", card=tell.card(self.card))


@dataclass(frozen=True)
class Changed(TroyesEvent):
    """Deniers, VP or Influence gained (or lost, negative) through ``cause``: a card's id,
    or "" (the rule itself). With hidden victory points a seat's change of VP is told
    twice: to the table without its amount (``vp`` 0, ``untold`` 1 for a gain, -1 for a
    loss), and to the seat alone (``audience``) with it."""

    kind: ClassVar[str] = "changed"
    deniers: int = 0
    vp: int = 0
    influence: int = 0
    cause: str = ""
    untold: int = 0
    audience: tuple[int, ...] = ()

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        return self.audience or None

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        values = (("deniers", self.deniers), ("vp", self.vp), ("influence", self.influence))
        return tuple(player(self.seat, name) for name, amount in values if amount)

    def message(self, tell: Tell) -> Message:
        what = tell.changes(self.deniers, self.vp, self.influence, self.untold)
        if self.cause:
            return m("troyes.event.changed_by", name=tell.seat(self.seat), changes=what, card=tell.card(self.cause))
        return m("troyes.event.changed", name=tell.seat(self.seat), changes=what)


@dataclass(frozen=True)
class CathedralCube(TroyesEvent):
    """A cube put on (``added``) or taken off the cathedral at a level and site (§4.4, A-07)."""

    kind: ClassVar[str] = "cathedral_cube"
    level: int
    site: int
    added: bool = True

    def message(self, tell: Tell) -> Message:
        said = "troyes.event.cathedral_added" if self.added else "troyes.event.cathedral_removed"
        return m(said, name=tell.seat(self.seat), level=self.level + 1, site=self.site + 1)


@dataclass(frozen=True)
class EventCubes(TroyesEvent):
    """``n`` cubes of ``seat`` put on an event card's banners (§4.5), or taken off (negative)."""

    kind: ClassVar[str] = "event_cubes"
    card: str
    n: int

    def message(self, tell: Tell) -> Message:
        if self.n < 0:
            return m("troyes.event.event_cube_removed", name=tell.seat(self.seat), card=tell.card(self.card), n=-self.n)
        return m("troyes.event.event_cubes", name=tell.seat(self.seat), card=tell.card(self.card), n=self.n)


@dataclass(frozen=True)
class BlackRolled(TroyesEvent):
    """The black dice of the enemies, rolled by the start player (§3 Phase 3 step 4)."""

    kind: ClassVar[str] = "black_rolled"
    reveals: ClassVar[bool] = True
    values: tuple[int, ...]

    def message(self, tell: Tell) -> Message:
        if not self.values:
            return m("troyes.event.no_black_dice")
        return m("troyes.event.black_rolled", values=words(list(self.values)), n=len(self.values))


@dataclass(frozen=True)
class Countered(TroyesEvent):
    """Black dice countered with dice of the seat's district ([colour, value] each)."""

    kind: ClassVar[str] = "countered"
    dice: tuple[tuple[Any, ...], ...]
    black: tuple[int, ...]

    def message(self, tell: Tell) -> Message:
        return m(
            "troyes.event.countered",
            name=tell.seat(self.seat),
            black=words(list(self.black)),
            dice=tell.dice(self.dice),
            n=len(self.black),
        )


@dataclass(frozen=True)
class Rerolled(TroyesEvent):
    kind: ClassVar[str] = "rerolled"
    reveals: ClassVar[bool] = True
    die: int
    colour: str
    old: int
    new: int

    def message(self, tell: Tell) -> Message:
        return m(
            "troyes.event.rerolled",
            name=tell.seat(self.seat),
            die=m(_DIE[self.colour], value=self.old),
            value=self.new,
        )


@dataclass(frozen=True)
class Flipped(TroyesEvent):
    """Dice turned to their opposite faces: [id, colour, old, new] each."""

    kind: ClassVar[str] = "flipped"
    dice: tuple[tuple[Any, ...], ...]

    def message(self, tell: Tell) -> Message:
        return m(
            "troyes.event.flipped",
            name=tell.seat(self.seat),
            dice=tell.dice([(d[1], d[2]) for d in self.dice]),
            now=tell.dice([(d[1], d[3]) for d in self.dice]),
        )


@dataclass(frozen=True)
class Hired(TroyesEvent):
    """A citizen hired from the general supply for Influence (§4.2)."""

    kind: ClassVar[str] = "hired"

    def message(self, tell: Tell) -> Message:
        return m("troyes.event.hired", name=tell.seat(self.seat))


@dataclass(frozen=True)
class Passed(TroyesEvent):
    kind: ClassVar[str] = "passed"
    deniers: int

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return (player(self.seat, "district_deniers"),)

    def message(self, tell: Tell) -> Message:
        return m("troyes.event.passed", name=tell.seat(self.seat), n=self.deniers)


@dataclass(frozen=True)
class DistrictDenier(TroyesEvent):
    """A passed seat's turn came round: a denier in its district (§4.9)."""

    kind: ClassVar[str] = "district_denier"
    deniers: int

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return (player(self.seat, "district_deniers"),)

    def message(self, tell: Tell) -> Message:
        return m("troyes.event.district_denier", name=tell.seat(self.seat), n=self.deniers)


@dataclass(frozen=True)
class GroupTaken(TroyesEvent):
    """The dice of an action ([colour, value, district] each), the deniers paid for them
    ([owner, deniers] each) and the delayed card whose cube was spent ("" none)."""

    kind: ClassVar[str] = "group_taken"
    use: str
    dice: tuple[tuple[Any, ...], ...]
    paid: tuple[tuple[int, int], ...] = ()
    cube: str = ""

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(s for s in (self.seat, *(o for o, _ in self.paid)) if s >= 0)

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        paid = [o for o, deniers in self.paid if deniers]
        return tuple(player(s, "deniers") for s in ([self.seat] if paid else []) + [o for o in paid if o >= 0])

    def message(self, tell: Tell) -> Message:
        said = {
            "activate": N_("troyes.event.group_activate"),
            "build": N_("troyes.event.group_build"),
            "fight": N_("troyes.event.group_fight"),
            "settle": N_("troyes.event.group_settle"),
            "farm": N_("troyes.event.group_farm"),
        }[self.use]
        base = m(said, name=tell.seat(self.seat), dice=tell.dice(self.dice))
        extra: list[Message] = [
            m("troyes.event.bought", other=tell.seat(owner), n=deniers) for owner, deniers in self.paid if deniers
        ]
        if self.cube:
            extra.append(m("troyes.event.cube_spent", card=tell.card(self.cube)))
        if not extra:
            return base
        return m("troyes.event.with", first=base, rest=words(extra))


@dataclass(frozen=True)
class TradesmanHired(TroyesEvent):
    """A tradesman on an activity card (§4.3): ``space`` its VP space (-1: the illustration)."""

    kind: ClassVar[str] = "tradesman_hired"
    card: str
    cost: int
    space: int

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return (player(self.seat, "deniers"),) if self.cost else ()

    def message(self, tell: Tell) -> Message:
        return m("troyes.event.tradesman_hired", name=tell.seat(self.seat), card=tell.card(self.card), n=self.cost)


@dataclass(frozen=True)
class Activated(TroyesEvent):
    kind: ClassVar[str] = "activated"
    card: str
    times: int

    def message(self, tell: Tell) -> Message:
        return m("troyes.event.activated", name=tell.seat(self.seat), card=tell.card(self.card), n=self.times)


@dataclass(frozen=True)
class DelayedCubes(TroyesEvent):
    """Cubes of ``seat`` put on a delayed card, each one later use of its effect (§4.8)."""

    kind: ClassVar[str] = "delayed_cubes"
    card: str
    n: int

    def message(self, tell: Tell) -> Message:
        return m("troyes.event.delayed_cubes", name=tell.seat(self.seat), card=tell.card(self.card), n=self.n)


@dataclass(frozen=True)
class MercenaryRolled(TroyesEvent):
    """A Mercenary's die (E5): on ``least`` or more, a cube goes on an event."""

    kind: ClassVar[str] = "mercenary_rolled"
    reveals: ClassVar[bool] = True
    value: int
    least: int

    def message(self, tell: Tell) -> Message:
        said = "troyes.event.mercenary_hit" if self.value >= self.least else "troyes.event.mercenary_miss"
        return m(said, name=tell.seat(self.seat), value=self.value)


@dataclass(frozen=True)
class EventCountered(TroyesEvent):
    """An event card's banners all covered (§4.10): VP by majority ([owner, vp] each),
    and who takes the card (``seat``; NEUTRAL: discarded; for Marauding nobody). With
    hidden victory points the seats' awards are ``untold``: the seats that gain points,
    each told its amount alone (``Changed``); ``awards`` keeps only the neutral player's."""

    kind: ClassVar[str] = "event_countered"
    card: str
    awards: tuple[tuple[int, int], ...]
    taken: bool
    untold: tuple[int, ...] = ()

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(o for o in (*(o for o, _ in self.awards), *self.untold) if o >= 0)

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return tuple(player(o, "vp") for o, vp in self.awards if vp)

    def message(self, tell: Tell) -> Message:
        told = [m("troyes.event.award", name=tell.seat(o), n=vp) for o, vp in self.awards if vp]
        parts = words(told + [m("troyes.event.award_untold", name=tell.seat(o)) for o in self.untold])
        if self.taken:
            return m("troyes.event.countered_taken", card=tell.card(self.card), name=tell.seat(self.seat), awards=parts)
        return m("troyes.event.countered_kept", card=tell.card(self.card), awards=parts)


@dataclass(frozen=True)
class Collected(TroyesEvent):
    """The deniers of a district taken at the end of the round (§3 Phase 5)."""

    kind: ClassVar[str] = "collected"
    deniers: int

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return (player(self.seat, "deniers"), player(self.seat, "district_deniers"))

    def message(self, tell: Tell) -> Message:
        return m("troyes.event.collected", name=tell.seat(self.seat), n=self.deniers)


@dataclass(frozen=True)
class RoundEnded(TroyesEvent):
    kind: ClassVar[str] = "round_ended"
    round: int

    def message(self, tell: Tell) -> Message:
        return m("troyes.event.round_ended", round=self.round)


@dataclass(frozen=True)
class Scored(TroyesEvent):
    """A seat's final score by source (§5.2), its characters shown."""

    kind: ClassVar[str] = "scored"
    reveals: ClassVar[bool] = True
    tokens: int
    events: int
    tradesmen: int
    cathedral: int
    characters: tuple[tuple[str, int], ...]
    total: int
    own: tuple[str, ...] = ()

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return (player(self.seat, "vp"), player(self.seat, "characters"))

    def message(self, tell: Tell) -> Message:
        chars = words([m("troyes.event.character_score", card=tell.card(c), n=vp) for c, vp in self.characters])
        return m(
            "troyes.event.scored",
            name=tell.seat(self.seat),
            tokens=self.tokens,
            events=self.events,
            tradesmen=self.tradesmen,
            cathedral=self.cathedral,
            characters=chars,
            n=self.total,
        )


@dataclass(frozen=True)
class GameEnded(TroyesEvent):
    kind: ClassVar[str] = "game_ended"
    winners: tuple[int, ...]
    end: str

    @property
    def seats(self) -> tuple[int, ...]:
        return self.winners

    def message(self, tell: Tell) -> Message:
        if self.end == "solo":
            return m("troyes.event.game_ended_solo")
        return m("troyes.event.game_ended", winners=words([tell.seat(w) for w in self.winners]), n=len(self.winners))
