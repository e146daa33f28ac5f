"""The typed events of Fief, each with a message for the chronicle.

``message(names)`` says an event through ``names`` (a ``Names`` from
``game.games.fief.rules.names``), which turns seats, lord ids, village ids and fief numbers
into names; the words are made where the message is shown (``game.core.i18n``), and
``sentence(names)`` gives them in the current language. ``seats`` lists the families an
event concerns, for the chronicle filter. ``tells`` names the values an event states that a
set-up may hide (``secrets``): a family's deniers, its hand, troops by kind in a village
or a lord's escort.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, Protocol

from game.core.engine import Event
from game.core.i18n import N_, Message, Name, Param, Words, m, words
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


def _troops(names: NameSource, knights: int, men: int) -> Words:
    """ "a knight and 2 men-at-arms"."""
    parts: list[Param] = []
    if knights:
        parts.append(names.item("knight", knights))
    if men:
        parts.append(names.item("man_at_arms", men))
    return words(parts)


def _counters(n: int) -> Message:
    """Troops under Fog of War (11.2): "3 face-down counters"."""
    return m("fief.event.counters", n=n)


def _dice(rolls: Sequence[int]) -> str:
    """The faces of dice, "3, 5" (numbers, the same in every language)."""
    return ", ".join(str(r) for r in rolls)


def _chain(msg_id: str, items: Sequence[Param]) -> Param:
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return m(msg_id, head=items[0], tail=_chain(msg_id, items[1:]))


def _commas(items: Sequence[Param]) -> Param:
    """ "A, B, C", with no "and" (points, votes, a deal's terms)."""
    return _chain(N_("fief.event.list_comma"), items)


def _semicolons(items: Sequence[Param]) -> Param:
    return _chain(N_("fief.event.list_semicolon"), items)


def _nor(items: Sequence[Param]) -> Param:
    """ "A nor B"."""
    return _chain(N_("fief.event.list_nor"), items)


#: the message of each phase's name (``state.PHASES``), by its English name
_PHASES = {
    "Hear Ye, Hear Ye": N_("fief.event.phase_hear_ye"),
    "Draw & Play Cards": N_("fief.event.phase_draw_and_play"),
    "Income": N_("fief.event.phase_income"),
    "Purchase": N_("fief.event.phase_purchase"),
    "Movement": N_("fief.event.phase_movement"),
    "Battles": N_("fief.event.phase_battles"),
    "End of Round": N_("fief.event.phase_end_of_round"),
}
#: "has finished buying", by the step a family finished
_FINISHED = {
    "draw": N_("fief.event.turn_ended_draw"),
    "play_cards": N_("fief.event.turn_ended_play_cards"),
    "purchase": N_("fief.event.turn_ended_purchase"),
    "movement": N_("fief.event.turn_ended_movement"),
    "pillage": N_("fief.event.turn_ended_pillage"),
}
#: what a lord died of (``deaths.kill_lord``'s causes)
_DEATHS = {
    "Uprising": N_("fief.event.death_uprising"),
    "Battle": N_("fief.event.death_battle"),
    "Plague": N_("fief.event.death_plague"),
    "Assassination": N_("fief.event.death_assassination"),
    "Justice": N_("fief.event.death_justice"),
}
#: what troops were lost to ("to the Plague")
_LOSSES = {
    "Plague": N_("fief.event.loss_plague"),
    "Uprising": N_("fief.event.loss_uprising"),
    "battle": N_("fief.event.loss_battle"),
    "surrender": N_("fief.event.loss_surrender"),
}
#: why a battle ended
_REASONS = {
    "won": N_("fief.event.battle_reason_won"),
    "surrender": N_("fief.event.battle_reason_surrender"),
    "truce": N_("fief.event.battle_reason_truce"),
    "called_off": N_("fief.event.battle_reason_called_off"),
    "quiet": N_("fief.event.battle_reason_quiet"),
    "lords": N_("fief.event.battle_reason_lords"),
    "ambush": N_("fief.event.battle_reason_ambush"),
    "roll_limit": N_("fief.event.battle_reason_roll_limit"),
}
#: how a lord was taken captive
_CAPTURES = {
    "ambush": N_("fief.event.lord_captured_in_ambush"),
    "surrender": N_("fief.event.lord_captured_after_surrender"),
    "alone": N_("fief.event.lord_captured_alone"),
}
#: how a captive went free
_FREED = {
    "ransom": N_("fief.event.captive_ransomed"),
    "passage": N_("fief.event.captive_escaped"),
    "guards_gone": N_("fief.event.captive_free_no_guard"),
    "battle": N_("fief.event.captive_free_after_battle"),
}
#: why a siege ended
_SIEGE_ENDS = {
    "lifted": N_("fief.event.siege_lifted"),
    "left": N_("fief.event.siege_no_troops"),
    "taken": N_("fief.event.siege_walls_held"),
    "empty": N_("fief.event.siege_walls_empty"),
}


def bought(names: NameSource, seat: int, item: str, village: str, cost: int, n: int) -> Message:
    """A purchase of ``n`` pieces (the chronicle folds a run of them into one line);
    under Fog of War, ``village`` empty: where they go is not told (11.2)."""
    family, what = names.family(seat), names.item(item, n)
    if not village:
        return m("fief.event.bought_hidden", family=family, item=what, deniers=deniers(cost), n=n)
    return m("fief.event.bought", family=family, item=what, village=names.village(village), deniers=deniers(cost))


#: a place in the state (its JSON form), as ``Event.tells`` names it
Path = tuple[str | int, ...]
#: what a purchase may buy that is a troop (``purchase.TROOP_ITEMS``)
_TROOPS = ("man_at_arms", "knight")


def _deniers(*seats: int) -> tuple[Path, ...]:
    return tuple(("families", seat, "deniers") for seat in seats if seat >= 0)


def _troops_at(village: str, seat: int) -> Path:
    return ("villages", village, "troops", seat)


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

    def message(self, names: NameSource) -> Message:
        """The event as a message; every event of Fief has its own (a test checks)."""
        return m("fief.event.generic", kind=self.kind.replace("_", " ").capitalize())

    def sentence(self, names: NameSource) -> str:
        """The event in words, in the current language."""
        return str(self.message(names))


@dataclass(frozen=True, slots=True)
class GameStarted(FiefEvent):
    kind: ClassVar[str] = "game_started"
    families: int
    seed: int

    def message(self, names: NameSource) -> Message:
        return m("fief.event.game_started", n=self.families)


@dataclass(frozen=True, slots=True)
class LordDrawn(FiefEvent):
    kind: ClassVar[str] = "lord_drawn"
    reveals: ClassVar[bool] = True
    seat: int
    lord: str

    def message(self, names: NameSource) -> Message:
        return m("fief.event.lord_drawn", family=names.family(self.seat), lord=names.lord(self.lord))


@dataclass(frozen=True, slots=True)
class CardShuffledBack(FiefEvent):
    kind: ClassVar[str] = "card_shuffled_back"
    reveals: ClassVar[bool] = True
    seat: int
    card: str

    def message(self, names: NameSource) -> Message:
        return m("fief.event.card_shuffled_back", family=names.family(self.seat), card=names.card(self.card))


@dataclass(frozen=True, slots=True)
class FirstPlayerChosen(FiefEvent):
    kind: ClassVar[str] = "first_player_chosen"
    reveals: ClassVar[bool] = True
    seat: int

    def message(self, names: NameSource) -> Message:
        return m("fief.event.first_player_chosen", family=names.family(self.seat))


@dataclass(frozen=True, slots=True)
class StartChosen(FiefEvent):
    kind: ClassVar[str] = "start_chosen"
    seat: int
    village: str
    lord: str
    knights: int
    men_at_arms: int

    @property
    def tells(self) -> tuple[Path, ...]:
        return (_troops_at(self.village, self.seat),) if self.knights or self.men_at_arms else ()

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.start_chosen",
            family=names.family(self.seat),
            village=names.village(self.village),
            lord=names.lord(self.lord),
            troops=_troops(names, self.knights, self.men_at_arms),
        )


@dataclass(frozen=True, slots=True)
class RoundStarted(FiefEvent):
    kind: ClassVar[str] = "round_started"
    round: int
    seat: int  # first player

    def message(self, names: NameSource) -> Message:
        return m("fief.event.round_started", round=self.round, family=names.family(self.seat))


@dataclass(frozen=True, slots=True)
class PhaseStarted(FiefEvent):
    kind: ClassVar[str] = "phase_started"
    round: int
    phase: int
    name: str

    @property
    def progress(self) -> tuple[int, int]:
        return (self.round, self.phase)

    def message(self, names: NameSource) -> Message:
        name: Param = m(_PHASES[self.name]) if self.name in _PHASES else self.name
        return m("fief.event.phase_started", phase=self.phase, name=name)


@dataclass(frozen=True, slots=True)
class IncomeCollected(FiefEvent):
    kind: ClassVar[str] = "income_collected"
    seat: int
    villages: int
    mills: int
    amount: int
    taxes: int = 0  # from tallages and tithes (2.4.5, 2.4.6)

    @property
    def tells(self) -> tuple[Path, ...]:
        return _deniers(self.seat)

    def message(self, names: NameSource) -> Message:
        family, amount = names.family(self.seat), deniers(self.amount)
        if self.taxes:
            return m(
                "fief.event.income_collected_with_taxes",
                family=family,
                deniers=amount,
                villages=self.villages,
                mills=self.mills,
                taxes=self.taxes,
            )
        return m("fief.event.income_collected", family=family, deniers=amount, villages=self.villages, mills=self.mills)


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

    @property
    def tells(self) -> tuple[Path, ...]:
        where: tuple[Path, ...] = ()
        if self.village and self.item in _TROOPS:  # the troops by kind there, and this turn's new ones
            where = (_troops_at(self.village, self.seat), ("new_troops",))
        return _deniers(self.seat) + where

    def message(self, names: NameSource) -> Message:
        return bought(names, self.seat, self.item, self.village, self.cost, 1)


@dataclass(frozen=True, slots=True)
class FiefTitleBought(FiefEvent):
    kind: ClassVar[str] = "fief_title_bought"
    seat: int
    fief: int
    lord: str
    city: str
    cost: int

    @property
    def tells(self) -> tuple[Path, ...]:
        return _deniers(self.seat)

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.fief_title_bought",
            lord=names.lord(self.lord),
            family=names.family(self.seat),
            fief=names.fief(self.fief),
            deniers=deniers(self.cost),
            city=names.village(self.city),
        )


@dataclass(frozen=True, slots=True)
class FiefTitleTransferred(FiefEvent):
    kind: ClassVar[str] = "fief_title_transferred"
    seat: int
    fief: int
    from_lord: str
    to_lord: str

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.fief_title_transferred",
            from_lord=names.lord(self.from_lord),
            fief=names.fief(self.fief),
            to_lord=names.lord(self.to_lord),
        )


@dataclass(frozen=True, slots=True)
class FiefTitleTaken(FiefEvent):
    kind: ClassVar[str] = "fief_title_taken"
    seat: int
    fief: int
    lord: str
    other: int  # family that lost it, or -1 if it lay on the map

    def message(self, names: NameSource) -> Message:
        family, fief, lord = names.family(self.seat), names.fief(self.fief), names.lord(self.lord)
        if self.other >= 0:
            return m(
                "fief.event.fief_title_taken_from",
                family=family,
                fief=fief,
                lord=lord,
                other=names.family(self.other),
            )
        return m("fief.event.fief_title_taken", family=family, fief=fief, lord=lord)

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat,) if self.other < 0 else (self.seat, self.other)


@dataclass(frozen=True, slots=True)
class FiefTitleReturned(FiefEvent):
    kind: ClassVar[str] = "fief_title_returned"
    fief: int
    other: int  # family that lost it
    heirless: bool = False  # no lord of the family is left to take it (4.3, 4.3.1)

    def message(self, names: NameSource) -> Message:
        family, fief = names.family(self.other), names.fief(self.fief)
        if self.heirless:
            return m("fief.event.fief_title_returned_heirless", family=family, fief=fief)
        return m("fief.event.fief_title_returned", family=family, fief=fief)


@dataclass(frozen=True, slots=True)
class FiefTitleInherited(FiefEvent):
    kind: ClassVar[str] = "fief_title_inherited"
    seat: int
    fief: int
    lord: str

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.fief_title_inherited",
            lord=names.lord(self.lord),
            family=names.family(self.seat),
            fief=names.fief(self.fief),
        )


@dataclass(frozen=True, slots=True)
class FiefTitleToSpouse(FiefEvent):
    kind: ClassVar[str] = "fief_title_to_spouse"
    seat: int  # the spouse's family
    fief: int
    lord: str  # the spouse
    other: int  # the family whose last lord died
    knights: int = 0  # troops of the spouse's family placed in the Fortified City
    men_at_arms: int = 0

    def message(self, names: NameSource) -> Message:
        other, fief = names.family(self.other), names.fief(self.fief)
        lord, family = names.lord(self.lord), names.family(self.seat)
        if self.knights or self.men_at_arms:
            troops = _troops(names, self.knights, self.men_at_arms)
            return m(
                "fief.event.fief_title_to_spouse_with_troops",
                other=other,
                fief=fief,
                lord=lord,
                family=family,
                troops=troops,
            )
        return m("fief.event.fief_title_to_spouse", other=other, fief=fief, lord=lord, family=family)


@dataclass(frozen=True, slots=True)
class ControlChanged(FiefEvent):
    kind: ClassVar[str] = "control_changed"
    village: str
    seat: int  # new controller, -1 for nobody
    other: int  # old controller, -1 for nobody

    def message(self, names: NameSource) -> Message:
        if self.seat < 0:
            return m("fief.event.control_lost", village=names.village(self.village))
        return m("fief.event.control_changed", family=names.family(self.seat), village=names.village(self.village))

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(s for s in (self.seat, self.other) if s >= 0)


@dataclass(frozen=True, slots=True)
class ControlTransferred(FiefEvent):
    kind: ClassVar[str] = "control_transferred"
    seat: int
    village: str
    other: int

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.control_transferred",
            family=names.family(self.seat),
            village=names.village(self.village),
            other=names.family(self.other),
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

    @property
    def tells(self) -> tuple[Path, ...]:
        """With ``unit`` (not under Fog of War's mask): the troops by kind in the village
        and in the lord's escort."""
        return (_troops_at(self.village, self.seat), ("marches", self.lord, "escort")) if self.unit else ()

    def message(self, names: NameSource) -> Message:
        what = names.item(self.unit, self.count) if self.unit else _counters(self.count)
        return m(
            "fief.event.troops_picked_up", lord=names.lord(self.lord), troops=what, village=names.village(self.village)
        )


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

    @property
    def tells(self) -> tuple[Path, ...]:
        return (_troops_at(self.village, self.seat), ("marches", self.lord, "escort")) if self.unit else ()

    def message(self, names: NameSource) -> Message:
        what = names.item(self.unit, self.count) if self.unit else _counters(self.count)
        return m(
            "fief.event.troops_dropped", lord=names.lord(self.lord), troops=what, village=names.village(self.village)
        )


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

    @property
    def tells(self) -> tuple[Path, ...]:
        """The escort by kind, where it left and where it came (not under Fog of War's
        mask, which counts ``counters`` alone)."""
        if not self.knights and not self.men_at_arms:
            return ()
        return (
            _troops_at(self.frm, self.seat),
            _troops_at(self.to, self.seat),
            ("marches", self.lord, "escort"),
        )

    def message(self, names: NameSource) -> Message:
        lord, frm, to = names.lord(self.lord), names.village(self.frm), names.village(self.to)
        troops: Param | None = (
            _troops(names, self.knights, self.men_at_arms) if self.knights or self.men_at_arms else None
        )
        if troops is None and self.counters:
            troops = _counters(self.counters)
        if troops is None:
            return m("fief.event.lord_moved", lord=lord, frm=frm, to=to)
        return m("fief.event.lord_moved_with", lord=lord, frm=frm, to=to, troops=troops)


@dataclass(frozen=True, slots=True)
class PermissionAsked(FiefEvent):
    kind: ClassVar[str] = "permission_asked"
    seat: int
    lord: str
    frm: str
    to: str
    of: tuple[int, ...]

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.permission_asked",
            lord=names.lord(self.lord),
            whom=words(names.family(s) for s in self.of),
            frm=names.village(self.frm),
            to=names.village(self.to),
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

    def message(self, names: NameSource) -> Message:
        msg_id = N_("fief.event.permission_given") if self.allow else N_("fief.event.permission_refused")
        return m(msg_id, family=names.family(self.seat), lord=names.lord(self.lord))


@dataclass(frozen=True, slots=True)
class TurnEnded(FiefEvent):
    kind: ClassVar[str] = "turn_ended"
    seat: int
    phase: int
    step: str = ""

    def message(self, names: NameSource) -> Message:
        return m(_FINISHED.get(self.step, N_("fief.event.turn_ended")), family=names.family(self.seat))


@dataclass(frozen=True, slots=True)
class MillPillaged(FiefEvent):
    kind: ClassVar[str] = "mill_pillaged"
    seat: int
    village: str

    def message(self, names: NameSource) -> Message:
        return m("fief.event.mill_pillaged", family=names.family(self.seat), village=names.village(self.village))


@dataclass(frozen=True, slots=True)
class VictoryPoints(FiefEvent):
    kind: ClassVar[str] = "victory_points"
    points: tuple[int, ...]  # per seat

    def message(self, names: NameSource) -> Message:
        each = [m("fief.event.points_of", family=names.family(s), points=p) for s, p in enumerate(self.points)]
        return m("fief.event.victory_points", points=_commas(each))


@dataclass(frozen=True, slots=True)
class GameWon(FiefEvent):
    """The game is won (7.0). ``outcome`` is the id of the outcome's message
    (``fief.outcome.victory``, ``…alliance``, ``…victory_tie``), said with the winners'
    victory points ``vp``, the ``round`` and, for a tie, the id of what broke it (``tie``)."""

    kind: ClassVar[str] = "game_won"
    winners: tuple[int, ...]
    outcome: str
    vp: int = 0
    round: int = 0
    tie: str = ""

    def message(self, names: NameSource) -> Message:
        who = words(names.family(s) for s in self.winners)
        return m("fief.event.game_won", n=len(self.winners), who=who, reason=won_reason(self))

    @property
    def seats(self) -> tuple[int, ...]:
        return self.winners


def won_reason(won: GameWon) -> Message:
    """Why ``won``'s families won, in the words of the game's outcome."""
    if won.tie:
        return m(won.outcome, points=won.vp, round=won.round, tie=m(won.tie))
    return m(won.outcome, points=won.vp, round=won.round)


@dataclass(frozen=True, slots=True)
class GameEndedAtLimit(FiefEvent):
    kind: ClassVar[str] = "game_ended_at_limit"
    round: int

    def message(self, names: NameSource) -> Message:
        return m("fief.event.game_ended_at_limit", n=self.round)


@dataclass(frozen=True, slots=True)
class LengthLimitReached(FiefEvent):
    """The game reached one of its hard bounds (``rules.limits``) and ends with no
    winner: ``what`` is "rounds" (the most rounds a game lasts) or "actions" (the
    actions of round ``round`` went past the game's budget, ``limit`` in all)."""

    kind: ClassVar[str] = "length_limit_reached"
    round: int
    what: str
    limit: int

    def message(self, names: NameSource) -> Message:
        if self.what == "rounds":
            return m("fief.event.length_limit_rounds", n=self.limit)
        return m("fief.event.length_limit_actions", round=self.round, n=self.limit)


@dataclass(frozen=True, slots=True)
class FirstPlayerPassed(FiefEvent):
    kind: ClassVar[str] = "first_player_passed"
    seat: int

    def message(self, names: NameSource) -> Message:
        return m("fief.event.first_player_passed", family=names.family(self.seat))


@dataclass(frozen=True, slots=True)
class CardDiscarded(FiefEvent):
    kind: ClassVar[str] = "card_discarded"
    reveals: ClassVar[bool] = True
    seat: int
    card: str

    def message(self, names: NameSource) -> Message:
        return m("fief.event.card_discarded", family=names.family(self.seat), card=names.card(self.card))


@dataclass(frozen=True, slots=True)
class CardDrawn(FiefEvent):
    """What every family sees of a draw: who drew from which deck."""

    kind: ClassVar[str] = "card_drawn"
    seat: int
    deck: str  # "lord" or "fortune"

    def message(self, names: NameSource) -> Message:
        msg_id = N_("fief.event.card_drawn_lord") if self.deck == "lord" else N_("fief.event.card_drawn_fortune")
        return m(msg_id, family=names.family(self.seat))


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

    @property
    def tells(self) -> tuple[Path, ...]:
        return (("families", self.seat, "hand"),)

    def message(self, names: NameSource) -> Message:
        return m("fief.event.card_drawn_to_hand", family=names.family(self.seat), card=names.card(self.card))


@dataclass(frozen=True, slots=True)
class DeckReshuffled(FiefEvent):
    kind: ClassVar[str] = "deck_reshuffled"
    reveals: ClassVar[bool] = True
    deck: str
    cards: int

    def message(self, names: NameSource) -> Message:
        msg_id = (
            N_("fief.event.lord_deck_reshuffled") if self.deck == "lord" else N_("fief.event.fortune_deck_reshuffled")
        )
        return m(msg_id, n=self.cards)


@dataclass(frozen=True, slots=True)
class LordPlayed(FiefEvent):
    kind: ClassVar[str] = "lord_played"
    seat: int
    lord: str
    village: str

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.lord_played",
            lord=names.lord(self.lord),
            family=names.family(self.seat),
            village=names.village(self.village),
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

    @property
    def tells(self) -> tuple[Path, ...]:
        return (("families", self.seat, "hand"),)

    def message(self, names: NameSource) -> Message:
        return m("fief.event.card_drawn_to_hand", family=names.family(self.seat), card=names.card(self.card))


@dataclass(frozen=True, slots=True)
class DisasterDrawn(FiefEvent):
    """A Disaster card met while drawing: face down on the track, or discarded when the
    track is full (space 0)."""

    kind: ClassVar[str] = "disaster_drawn"
    seat: int
    space: int
    card: str = ""  # known only once discarded face up (track full)

    def message(self, names: NameSource) -> Message:
        if self.space:
            return m("fief.event.disaster_drawn", family=names.family(self.seat), space=self.space)
        return m("fief.event.disaster_drawn_discarded", family=names.family(self.seat), card=names.card(self.card))


@dataclass(frozen=True, slots=True)
class DisasterRolled(FiefEvent):
    """A die picks where a disaster strikes (2.3): 6 is a false alarm; a bishopric that
    already suffers this disaster means a re-roll."""

    kind: ClassVar[str] = "disaster_rolled"
    reveals: ClassVar[bool] = True
    card: str
    roll: int
    result: str  # "strikes", "false_alarm", "reroll", "spared" (first rounds' option)

    def message(self, names: NameSource) -> Message:
        card = names.card_name(self.card)
        if self.result == "spared":
            return m("fief.event.disaster_spared", card=card)
        if self.result == "false_alarm":
            return m("fief.event.disaster_false_alarm", card=card)
        if self.result == "reroll":
            return m("fief.event.disaster_reroll", card=card, roll=self.roll, bishopric=names.bishopric(self.roll))
        return m("fief.event.disaster_strikes", card=card, roll=self.roll, bishopric=names.bishopric(self.roll))


@dataclass(frozen=True, slots=True)
class PlagueRolled(FiefEvent):
    """A lord in (or entering) a plagued bishopric rolls for his life (2.3.3)."""

    kind: ClassVar[str] = "plague_rolled"
    seat: int
    lord: str
    roll: int
    died: bool

    def message(self, names: NameSource) -> Message:
        msg_id = N_("fief.event.plague_killed") if self.died else N_("fief.event.plague_survived")
        return m(msg_id, lord=names.lord(self.lord), family=names.family(self.seat), roll=self.roll)


@dataclass(frozen=True, slots=True)
class LordDied(FiefEvent):
    kind: ClassVar[str] = "lord_died"
    seat: int
    lord: str
    village: str
    cause: str

    def message(self, names: NameSource) -> Message:
        lord, family = names.lord(self.lord), names.family(self.seat)
        cause: Param = m(_DEATHS[self.cause]) if self.cause in _DEATHS else self.cause
        if self.village:
            return m(
                "fief.event.lord_died_in", lord=lord, family=family, village=names.village(self.village), cause=cause
            )
        return m("fief.event.lord_died", lord=lord, family=family, cause=cause)


@dataclass(frozen=True, slots=True)
class TroopsLost(FiefEvent):
    kind: ClassVar[str] = "troops_lost"
    seat: int
    village: str
    knights: int
    men_at_arms: int
    cause: str

    @property
    def tells(self) -> tuple[Path, ...]:
        return (_troops_at(self.village, self.seat),) if self.village else ()

    def message(self, names: NameSource) -> Message:
        cause: Param = m(_LOSSES[self.cause]) if self.cause in _LOSSES else self.cause
        return m(
            "fief.event.troops_lost",
            family=names.family(self.seat),
            troops=_troops(names, self.knights, self.men_at_arms),
            village=names.village(self.village),
            cause=cause,
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

    def message(self, names: NameSource) -> Message:
        family, card, bishopric = names.family(self.seat), names.card(self.card), names.bishopric(self.bishopric)
        if self.cancelled:
            return m(
                "fief.event.fortune_played_cancels",
                family=family,
                card=card,
                bishopric=bishopric,
                gone=names.card_name(self.cancelled),
            )
        return m("fief.event.fortune_played", family=family, card=card, bishopric=bishopric)


@dataclass(frozen=True, slots=True)
class TaxLevied(FiefEvent):
    kind: ClassVar[str] = "tax_levied"
    seat: int
    tax: str
    target: int
    lord: str

    def message(self, names: NameSource) -> Message:
        lord, family = names.lord(self.lord), names.family(self.seat)
        if self.tax == "tallage":
            return m("fief.event.tallage_levied", lord=lord, family=family, fief=names.fief(self.target))
        return m("fief.event.tithe_levied", lord=lord, family=family, bishopric=names.bishopric(self.target))


@dataclass(frozen=True, slots=True)
class CardsCleared(FiefEvent):
    """Cards leave the map: Fortune cards and tax markers after income (3.0), disasters
    at the end of the round (7.0)."""

    kind: ClassVar[str] = "cards_cleared"
    what: str  # "fortune" or "disasters"
    cards: int
    markers: int = 0

    def message(self, names: NameSource) -> Message:
        if self.what == "fortune":
            parts: list[Param] = []
            if self.cards:
                parts.append(m("fief.event.fortune_cards_cleared", n=self.cards))
            if self.markers:
                parts.append(m("fief.event.tax_markers_returned", n=self.markers))
            what: Param = words(parts) if parts else m("fief.event.nothing_on_the_map")
            return m("fief.event.after_income", what=what)
        return m("fief.event.disaster_cards_cleared", n=self.cards)


@dataclass(frozen=True, slots=True)
class DarcNamed(FiefEvent):
    """The d'Arc card is played on a lady (9.1)."""

    kind: ClassVar[str] = "darc_named"
    reveals: ClassVar[bool] = True
    seat: int
    lady: str
    family: int  # the lady's family

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.darc_named",
            family=names.family(self.seat),
            lady=names.lord(self.lady),
            lady_family=names.family(self.family),
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

    def message(self, names: NameSource) -> Message:
        family, target = names.family(self.seat), names.lord(self.target)
        target_family, sponsor = names.family(self.family), names.lord(self.sponsor)
        if self.taken_from:
            return m(
                "fief.event.assassination_played_marker_taken",
                family=family,
                target=target,
                target_family=target_family,
                sponsor=sponsor,
                taken_from=names.lord(self.taken_from),
            )
        return m(
            "fief.event.assassination_played",
            family=family,
            target=target,
            target_family=target_family,
            sponsor=sponsor,
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

    def message(self, names: NameSource) -> Message:
        if self.how == "escape":
            return m("fief.event.passage_escape", lord=names.lord(self.lord))
        if self.how == "tunnels":
            return m("fief.event.passage_tunnels", family=names.family(self.seat))
        if self.how == "captives":
            return m("fief.event.passage_captives", family=names.family(self.seat))
        msg_id = N_("fief.event.passage_rain") if self.how == "rain" else N_("fief.event.passage_leave")
        return m(msg_id, family=names.family(self.seat), lord=names.lord(self.lord))


@dataclass(frozen=True, slots=True)
class AssassinationRolled(FiefEvent):
    """The target rolls a die: dead on 1 to 3 (10.3)."""

    kind: ClassVar[str] = "assassination_rolled"
    reveals: ClassVar[bool] = True
    seat: int  # the target's family
    lord: str
    roll: int
    died: bool

    def message(self, names: NameSource) -> Message:
        msg_id = N_("fief.event.assassination_killed") if self.died else N_("fief.event.assassination_survived")
        return m(msg_id, lord=names.lord(self.lord), roll=self.roll)


@dataclass(frozen=True, slots=True)
class JusticeDone(FiefEvent):
    """Justice beheads the lord with the Assassin marker (10.4)."""

    kind: ClassVar[str] = "justice_done"
    reveals: ClassVar[bool] = True
    seat: int
    target: str
    family: int

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.justice_done",
            family=names.family(self.seat),
            target=names.lord(self.target),
            target_family=names.family(self.family),
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

    def message(self, names: NameSource) -> Message:
        if self.passage:
            msg_id = N_("fief.event.uprising_passage")
        elif self.joined:
            msg_id = N_("fief.event.uprising_joined")
        else:
            msg_id = N_("fief.event.uprising_played")
        return m(msg_id, family=names.family(self.seat), village=names.village(self.village))


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

    def message(self, names: NameSource) -> Message:
        village = names.village(self.village)
        if not self.rolls:
            return m("fief.event.uprising_fails", village=village, n=self.cards, penalty=self.penalty)
        return m("fief.event.uprising_rolled", village=village, dice=_dice(self.rolls), n=self.hits)


@dataclass(frozen=True, slots=True)
class VillageSacked(FiefEvent):
    """An Uprising killed every defending troop: lords, mills and stronghold are lost (10.1)."""

    kind: ClassVar[str] = "village_sacked"
    village: str
    mills: int
    stronghold: bool

    def message(self, names: NameSource) -> Message:
        parts: list[Param] = []
        if self.mills:
            parts.append(m("fief.event.sacked_mills", n=self.mills))
        if self.stronghold:
            parts.append(m("fief.event.sacked_stronghold"))
        if parts:
            return m("fief.event.village_sacked_loses", village=names.village(self.village), lost=words(parts))
        return m("fief.event.village_sacked", village=names.village(self.village))


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

    def message(self, names: NameSource) -> Message:
        family, bishop, bishop_family = names.family(self.seat), names.lord(self.bishop), names.family(self.family)
        if self.refused:
            msg_id = (
                N_("fief.event.cardinal_refused_deniers") if self.bought else N_("fief.event.cardinal_refused_card")
            )
        else:
            msg_id = N_("fief.event.cardinal_bought") if self.bought else N_("fief.event.cardinal_named")
        return m(msg_id, family=family, bishop=bishop, bishop_family=bishop_family)

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

    def message(self, names: NameSource) -> Message:
        if self.stopped:
            msg_id = N_("fief.event.uprising_calmed_cardinal") if self.as_cardinal else N_("fief.event.uprising_calmed")
        else:
            msg_id = N_("fief.event.envoys_failed") if self.as_cardinal else N_("fief.event.bishop_stoned")
        return m(msg_id, lord=names.lord(self.lord), roll=self.roll, village=names.village(self.village))


# --------------------------------------------------------------------------- war (5.2, 6.0-6.4)


@dataclass(frozen=True, slots=True)
class BattleDeclared(FiefEvent):
    """A battle begins (6.0), or a Cavalcade led by ``lord`` (5.2)."""

    kind: ClassVar[str] = "battle_declared"
    seat: int
    village: str
    other: int
    lord: str = ""

    def message(self, names: NameSource) -> Message:
        family, other, village = names.family(self.seat), names.family(self.other), names.village(self.village)
        if self.lord:
            return m("fief.event.cavalcade", lord=names.lord(self.lord), family=family, other=other, village=village)
        return m("fief.event.battle_declared", family=family, other=other, village=village)


@dataclass(frozen=True, slots=True)
class SideChosen(FiefEvent):
    kind: ClassVar[str] = "side_chosen"
    seat: int
    village: str
    side: int  # 0 attackers, 1 defenders, -1 stays out
    switched: bool = False

    def message(self, names: NameSource) -> Message:
        if self.side < 0:
            msg_id = N_("fief.event.side_none")
        elif self.side == 0:
            msg_id = N_("fief.event.side_attackers_switched") if self.switched else N_("fief.event.side_attackers")
        else:
            msg_id = N_("fief.event.side_defenders_switched") if self.switched else N_("fief.event.side_defenders")
        return m(msg_id, family=names.family(self.seat), village=names.village(self.village))


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

    def message(self, names: NameSource) -> Message:
        def part(who: int, rolls: tuple[int, ...], hits: int) -> Message:
            if not rolls:
                return m("fief.event.no_die_to_roll", family=names.family(who))
            return m("fief.event.side_rolled", family=names.family(who), dice=_dice(rolls), n=hits)

        first, second = part(self.seat, self.rolls, self.hits), part(self.other, self.other_rolls, self.other_hits)
        village = names.village(self.village)
        if self.penalty:
            return m("fief.event.battle_rolled_walls", village=village, first=first, second=second, n=self.penalty)
        return m("fief.event.battle_rolled", village=village, first=first, second=second)


@dataclass(frozen=True, slots=True)
class Surrendered(FiefEvent):
    kind: ClassVar[str] = "surrendered"
    seat: int
    village: str

    def message(self, names: NameSource) -> Message:
        return m("fief.event.surrendered", family=names.family(self.seat), village=names.village(self.village))


@dataclass(frozen=True, slots=True)
class TruceOffered(FiefEvent):
    kind: ClassVar[str] = "truce_offered"
    seat: int
    village: str
    other: int  # who would control the village

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.truce_offered",
            family=names.family(self.seat),
            village=names.village(self.village),
            other=names.family(self.other),
        )


@dataclass(frozen=True, slots=True)
class TruceAnswered(FiefEvent):
    kind: ClassVar[str] = "truce_answered"
    seat: int
    village: str
    accept: bool

    def message(self, names: NameSource) -> Message:
        msg_id = N_("fief.event.truce_accepted") if self.accept else N_("fief.event.truce_refused")
        return m(msg_id, family=names.family(self.seat))


@dataclass(frozen=True, slots=True)
class AttackCalledOff(FiefEvent):
    kind: ClassVar[str] = "attack_called_off"
    seat: int
    village: str

    def message(self, names: NameSource) -> Message:
        return m("fief.event.attack_called_off", family=names.family(self.seat), village=names.village(self.village))


@dataclass(frozen=True, slots=True)
class Sallied(FiefEvent):
    kind: ClassVar[str] = "sallied"
    seat: int
    village: str
    fight: bool

    def message(self, names: NameSource) -> Message:
        msg_id = N_("fief.event.sallied") if self.fight else N_("fief.event.stays_behind_walls")
        return m(msg_id, family=names.family(self.seat), village=names.village(self.village))


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

    def message(self, names: NameSource) -> Message:
        why: Param = m(_REASONS[self.reason], limit=BATTLE_ROLLS) if self.reason in _REASONS else self.reason
        village = names.village(self.village)
        if self.victors:
            who = words(names.family(s) for s in self.victors)
            return m("fief.event.battle_won", village=village, who=who, n=len(self.victors), why=why)
        return m("fief.event.battle_ended", village=village, why=why)


@dataclass(frozen=True, slots=True)
class LordCaptured(FiefEvent):
    kind: ClassVar[str] = "lord_captured"
    seat: int
    lord: str
    other: int  # the captor
    village: str
    how: str  # "battle", "surrender", "ambush", "alone" (no troops beside him: FAQ of phase 6)

    def message(self, names: NameSource) -> Message:
        return m(
            _CAPTURES.get(self.how, N_("fief.event.lord_captured")),
            lord=names.lord(self.lord),
            family=names.family(self.seat),
            other=names.family(self.other),
            village=names.village(self.village),
        )


@dataclass(frozen=True, slots=True)
class CaptiveFreed(FiefEvent):
    kind: ClassVar[str] = "captive_freed"
    seat: int
    lord: str
    other: int  # the former captor
    village: str
    how: str  # "ransom", "passage", "guards_gone", "battle", "deal"

    def message(self, names: NameSource) -> Message:
        return m(
            _FREED.get(self.how, N_("fief.event.captive_freed")),
            lord=names.lord(self.lord),
            family=names.family(self.seat),
            village=names.village(self.village),
        )


@dataclass(frozen=True, slots=True)
class AmbushPlayed(FiefEvent):
    kind: ClassVar[str] = "ambush_played"
    reveals: ClassVar[bool] = True
    seat: int
    lord: str
    other: int

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.ambush_played",
            family=names.family(self.seat),
            lord=names.lord(self.lord),
            other=names.family(self.other),
        )


@dataclass(frozen=True, slots=True)
class AmbushFoiled(FiefEvent):
    kind: ClassVar[str] = "ambush_foiled"
    seat: int
    lord: str

    def message(self, names: NameSource) -> Message:
        return m("fief.event.ambush_foiled", lord=names.lord(self.lord))


@dataclass(frozen=True, slots=True)
class SiegeBegun(FiefEvent):
    kind: ClassVar[str] = "siege_begun"
    seat: int
    village: str
    other: int

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.siege_begun",
            family=names.family(self.seat),
            other=names.family(self.other),
            village=names.village(self.village),
        )


@dataclass(frozen=True, slots=True)
class SiegeEngineTurned(FiefEvent):
    kind: ClassVar[str] = "siege_engine_turned"
    seat: int
    village: str

    def message(self, names: NameSource) -> Message:
        return m("fief.event.siege_engine_turned", family=names.family(self.seat), village=names.village(self.village))


@dataclass(frozen=True, slots=True)
class SiegeEnded(FiefEvent):
    kind: ClassVar[str] = "siege_ended"
    seat: int
    village: str
    why: str  # "lifted", "left", "taken", "empty"

    def message(self, names: NameSource) -> Message:
        return m(
            _SIEGE_ENDS.get(self.why, N_("fief.event.siege_ended")),
            family=names.family(self.seat),
            village=names.village(self.village),
        )


@dataclass(frozen=True, slots=True)
class RansomOffered(FiefEvent):
    kind: ClassVar[str] = "ransom_offered"
    seat: int
    lord: str
    other: int
    amount: int

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.ransom_offered",
            family=names.family(self.seat),
            other=names.family(self.other),
            deniers=deniers(self.amount),
            lord=names.lord(self.lord),
        )


@dataclass(frozen=True, slots=True)
class RansomAnswered(FiefEvent):
    kind: ClassVar[str] = "ransom_answered"
    seat: int
    lord: str
    other: int
    amount: int
    accept: bool

    def message(self, names: NameSource) -> Message:
        msg_id = N_("fief.event.ransom_accepted") if self.accept else N_("fief.event.ransom_refused")
        return m(msg_id, family=names.family(self.seat), deniers=deniers(self.amount), lord=names.lord(self.lord))


@dataclass(frozen=True, slots=True)
class RansomPaid(FiefEvent):
    kind: ClassVar[str] = "ransom_paid"
    seat: int
    lord: str
    other: int
    amount: int

    @property
    def tells(self) -> tuple[Path, ...]:
        return _deniers(self.seat, self.other)

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.ransom_paid",
            family=names.family(self.seat),
            other=names.family(self.other),
            deniers=deniers(self.amount),
            lord=names.lord(self.lord),
        )


@dataclass(frozen=True, slots=True)
class CaptiveLed(FiefEvent):
    kind: ClassVar[str] = "captive_led"
    seat: int
    lord: str
    captive: str
    take: bool

    def message(self, names: NameSource) -> Message:
        msg_id = N_("fief.event.captive_taken_along") if self.take else N_("fief.event.captive_left_under_guard")
        return m(msg_id, lord=names.lord(self.lord), captive=names.lord(self.captive))


@dataclass(frozen=True, slots=True)
class MarriageProposed(FiefEvent):
    kind: ClassVar[str] = "marriage_proposed"
    seat: int
    lord: str
    lady: str
    other: int  # the family asked

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.marriage_proposed",
            family=names.family(self.seat),
            lord=names.lord(self.lord),
            lady=names.lord(self.lady),
            other=names.family(self.other),
        )


@dataclass(frozen=True, slots=True)
class MarriageAnswered(FiefEvent):
    kind: ClassVar[str] = "marriage_answered"
    seat: int
    lord: str
    lady: str
    accept: bool

    def message(self, names: NameSource) -> Message:
        lord, lady = names.lord(self.lord), names.lord(self.lady)
        if self.accept:
            return m("fief.event.married", lord=lord, lady=lady)
        return m("fief.event.marriage_refused", family=names.family(self.seat), lord=lord, lady=lady)


@dataclass(frozen=True, slots=True)
class MarriageEnded(FiefEvent):
    kind: ClassVar[str] = "marriage_ended"
    seat: int  # the family of the surviving spouse
    lord: str  # the surviving spouse
    other: int  # the family of the spouse who died
    why: str = "death"

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.widowed",
            lord=names.lord(self.lord),
            family=names.family(self.seat),
            other=names.family(self.other),
        )


# --------------------------------------------------------------------------- elections and titles (1.3-1.8)


def _office(names: NameSource, office: str, bishopric: int) -> Message:
    if office == "bishop":
        return m("fief.event.office_bishop", bishop=names.bishop_of(bishopric))
    return m("fief.event.office_pope") if office == "pope" else m("fief.event.office_king")


@dataclass(frozen=True, slots=True)
class ElectionOpened(FiefEvent):
    kind: ClassVar[str] = "election_opened"
    office: str
    bishopric: int = 0

    def message(self, names: NameSource) -> Message:
        return m("fief.event.election_opened", office=_office(names, self.office, self.bishopric))


@dataclass(frozen=True, slots=True)
class CandidateDeclared(FiefEvent):
    kind: ClassVar[str] = "candidate_declared"
    seat: int
    lord: str
    office: str
    bishopric: int = 0

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.candidate_declared",
            family=names.family(self.seat),
            lord=names.lord(self.lord),
            office=_office(names, self.office, self.bishopric),
        )


@dataclass(frozen=True, slots=True)
class ElectionVoid(FiefEvent):
    kind: ClassVar[str] = "election_void"
    office: str
    bishopric: int = 0

    def message(self, names: NameSource) -> Message:
        return m("fief.event.election_void", office=_office(names, self.office, self.bishopric))


@dataclass(frozen=True, slots=True)
class VotesLaid(FiefEvent):
    """What the table sees: where a family's face-down markers lie."""

    kind: ClassVar[str] = "votes_laid"
    seat: int
    on: tuple[str, ...]  # candidates under its markers, in no telling order
    office: str
    bishopric: int = 0

    def message(self, names: NameSource) -> Message:
        family = names.family(self.seat)
        if not self.on:
            return m("fief.event.votes_kept", family=family)
        if len(self.on) == 1:
            return m("fief.event.vote_laid", family=family, lord=names.lord(self.on[0]))
        if self.on[0] == self.on[1]:
            return m("fief.event.votes_laid_on_one", family=family, lord=names.lord(self.on[0]))
        return m(
            "fief.event.votes_laid_on_two",
            family=family,
            lord=names.lord(self.on[0]),
            other_lord=names.lord(self.on[1]),
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

    def message(self, names: NameSource) -> Message:
        support = (
            m("fief.event.vote_for", lord=names.lord(self.support)) if self.support else m("fief.event.no_vote_for")
        )
        decoy = m("fief.event.vote_decoy", lord=names.lord(self.decoy)) if self.decoy else m("fief.event.no_vote_decoy")
        return m("fief.event.votes_chosen", family=names.family(self.seat), support=support, decoy=decoy)


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
    #: the id of the tally's message (``fief.elections.*``): why this candidate won or
    #: nobody did, said with the most votes one candidate had (``best``), the votes cast
    #: and the votes a King needs
    tally: str
    best: int = 0
    cast: int = 0
    needed: int = 0

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(s for s, _ in self.candidates)

    def message(self, names: NameSource) -> Message:
        office = _office(names, self.office, self.bishopric)
        counts = _commas([m("fief.event.candidate_votes", lord=names.lord(lid), votes=n) for lid, n in self.totals])
        if self.elected:
            return m(
                "fief.event.elected",
                lord=names.lord(self.elected),
                office=office,
                counts=counts,
                reason=self.reason(),
            )
        return m("fief.event.nobody_elected", office=office, counts=counts, reason=self.reason())

    def reason(self) -> Message:
        """Why this candidate won or nobody did (1.3, 1.4.1, 1.7.1, 1.8)."""
        return m(
            self.tally,
            n=self.best,
            best=self.best,
            cast=m("fief.elections.votes", n=self.cast),
            votes=m("fief.elections.votes", n=self.best),
            needed=self.needed,
        )


@dataclass(frozen=True, slots=True)
class QueenCrowned(FiefEvent):
    kind: ClassVar[str] = "queen_crowned"
    seat: int
    lady: str
    king: str

    def message(self, names: NameSource) -> Message:
        return m("fief.event.queen_crowned", lady=names.lord(self.lady), king=names.lord(self.king))


@dataclass(frozen=True, slots=True)
class QueenStepsDown(FiefEvent):
    kind: ClassVar[str] = "queen_steps_down"
    seat: int
    lady: str

    def message(self, names: NameSource) -> Message:
        return m("fief.event.queen_steps_down", lady=names.lord(self.lady))


@dataclass(frozen=True, slots=True)
class QueenRegency(FiefEvent):
    kind: ClassVar[str] = "queen_regency"
    seat: int
    lady: str

    def message(self, names: NameSource) -> Message:
        return m("fief.event.queen_regency", lady=names.lord(self.lady))


@dataclass(frozen=True, slots=True)
class CrownPrinceBorn(FiefEvent):
    kind: ClassVar[str] = "crown_prince_born"
    seat: int
    lord: str
    queen: str

    def message(self, names: NameSource) -> Message:
        return m("fief.event.crown_prince_born", lord=names.lord(self.lord), queen=names.lord(self.queen))


@dataclass(frozen=True, slots=True)
class CrownPrinceRenounces(FiefEvent):
    kind: ClassVar[str] = "crown_prince_renounces"
    seat: int
    lord: str

    def message(self, names: NameSource) -> Message:
        return m("fief.event.crown_prince_renounces", lord=names.lord(self.lord))


@dataclass(frozen=True, slots=True)
class CrownPrinceCrowned(FiefEvent):
    kind: ClassVar[str] = "crown_prince_crowned"
    seat: int
    lord: str

    def message(self, names: NameSource) -> Message:
        return m("fief.event.crown_prince_crowned", lord=names.lord(self.lord))


@dataclass(frozen=True, slots=True)
class Excommunicated(FiefEvent):
    kind: ClassVar[str] = "excommunicated"
    seat: int  # the Pope's family
    lord: str
    other: int  # the lord's family
    lost: tuple[str, ...] = ()  # "bishop:N", "cardinal"

    def message(self, names: NameSource) -> Message:
        lord, family = names.lord(self.lord), names.family(self.other)
        lost: list[Param] = [
            names.bishop_of(int(x[7:])) if x.startswith("bishop:") else m("fief.event.office_cardinal")
            for x in self.lost
        ]
        if lost:
            return m("fief.event.excommunicated_loses", lord=lord, family=family, lost=_nor(lost))
        return m("fief.event.excommunicated", lord=lord, family=family)


@dataclass(frozen=True, slots=True)
class ExcommunicationLifted(FiefEvent):
    kind: ClassVar[str] = "excommunication_lifted"
    seat: int
    lord: str
    by: str  # "the Pope" or "the Pope's death"

    def message(self, names: NameSource) -> Message:
        if self.by == "the Pope":
            return m("fief.event.excommunication_lifted", lord=names.lord(self.lord))
        return m("fief.event.excommunication_ends", lord=names.lord(self.lord))


@dataclass(frozen=True, slots=True)
class AnnulmentAsked(FiefEvent):
    kind: ClassVar[str] = "annulment_asked"
    seat: int

    def message(self, names: NameSource) -> Message:
        return m("fief.event.annulment_asked", family=names.family(self.seat))


@dataclass(frozen=True, slots=True)
class AnnulmentRefused(FiefEvent):
    kind: ClassVar[str] = "annulment_refused"
    seat: int

    def message(self, names: NameSource) -> Message:
        return m("fief.event.annulment_refused", family=names.family(self.seat))


@dataclass(frozen=True, slots=True)
class MarriageAnnulled(FiefEvent):
    kind: ClassVar[str] = "marriage_annulled"
    seat: int
    lord: str
    spouse: str
    other: int

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.marriage_annulled",
            lord=names.lord(self.lord),
            spouse=names.lord(self.spouse),
            family=names.family(self.seat),
            other=names.family(self.other),
        )


@dataclass(frozen=True, slots=True)
class FiefTitleGiven(FiefEvent):
    kind: ClassVar[str] = "fief_title_given"
    seat: int  # the royal family
    fief: int
    lord: str
    other: int  # the lord's family

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.fief_title_given",
            lord=names.lord(self.lord),
            family=names.family(self.other),
            fief=names.fief(self.fief),
        )


@dataclass(frozen=True, slots=True)
class QueenIncome(FiefEvent):
    kind: ClassVar[str] = "queen_income"
    seat: int
    amount: int

    @property
    def tells(self) -> tuple[Path, ...]:
        return _deniers(self.seat)

    def message(self, names: NameSource) -> Message:
        return m("fief.event.queen_income", family=names.family(self.seat), deniers=deniers(self.amount))


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

    def message(self, names: NameSource) -> Message:
        family, who = names.family(self.seat), words(names.family(o) for o in self.others)
        if self.minutes:
            return m("fief.event.talk_opened_timed", family=family, who=who, n=self.minutes)
        return m("fief.event.talk_opened", family=family, who=who)


def deal_words(
    names: NameSource,
    give_deniers: int,
    take_deniers: int,
    give_cards: int | Sequence[Param],
    take_cards: int,
    places: tuple[str, ...] | list[str],
    free: tuple[str, ...] | list[str],
    ask_free: tuple[str, ...] | list[str],
    truce: bool,
    asked_choice: str = "",
) -> tuple[list[Param], list[Param]]:
    """A deal's terms as messages: what its writer gives and what it asks. ``give_cards``
    is a count, or the cards' names where the reader may see them; ``asked_choice``
    ("your", "their") says whose choice the cards asked for are."""
    gives: list[Param] = []
    asks: list[Param] = []
    if truce:
        gives.append(m("fief.event.deal_truce"))
    if give_deniers:
        gives.append(deniers(give_deniers))
    if isinstance(give_cards, int):
        gives += [m("fief.event.deal_cards", n=give_cards)] if give_cards else []
    else:
        gives += give_cards
    gives += [m("fief.event.deal_control", village=names.village(v)) for v in places]
    gives += [m("fief.event.deal_freedom", lord=names.lord(lid)) for lid in free]
    if take_deniers:
        asks.append(deniers(take_deniers))
    if take_cards:
        if asked_choice == "your":
            asks.append(m("fief.event.deal_cards_your_choice", n=take_cards))
        elif asked_choice:
            asks.append(m("fief.event.deal_cards_their_choice", n=take_cards))
        else:
            asks.append(m("fief.event.deal_cards", n=take_cards))
    asks += [m("fief.event.deal_freedom", lord=names.lord(lid)) for lid in ask_free]
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

    def terms(self, names: NameSource) -> tuple[list[Param], list[Param]]:
        """What the proposer gives and what it asks, as messages."""
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

    def message(self, names: NameSource) -> Message:
        gives, asks = self.terms(names)
        parts: list[Param] = []
        if gives:
            parts.append(m("fief.event.deal_gives", terms=_commas(gives)))
        if asks:
            parts.append(m("fief.event.deal_asks", terms=_commas(asks)))
        return m(
            "fief.event.deal_offered",
            family=names.family(self.seat),
            other=names.family(self.other),
            terms=_semicolons(parts),
        )


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

    @property
    def tells(self) -> tuple[Path, ...]:
        """The cards of the giver's hand (``seat``), which the deal hands to ``other``."""
        return (("families", self.seat, "hand"), ("families", self.other, "hand"))

    def message(self, names: NameSource) -> Message:
        return m(
            "fief.event.deal_cards_shown",
            family=names.family(self.seat),
            other=names.family(self.other),
            cards=_commas([names.card_name(c) for c in self.shown]),
        )


@dataclass(frozen=True, slots=True)
class DealAnswered(FiefEvent):
    kind: ClassVar[str] = "deal_answered"
    seat: int
    other: int  # the proposer
    accept: bool

    def message(self, names: NameSource) -> Message:
        msg_id = N_("fief.event.deal_accepted") if self.accept else N_("fief.event.deal_refused")
        return m(msg_id, family=names.family(self.seat), other=names.family(self.other))


@dataclass(frozen=True, slots=True)
class TruceMade(FiefEvent):
    """Two families bound themselves to a truce in a deal, until the end of the round."""

    kind: ClassVar[str] = "truce_made"
    seat: int
    other: int

    def message(self, names: NameSource) -> Message:
        return m("fief.event.truce_made", family=names.family(self.seat), other=names.family(self.other))


@dataclass(frozen=True, slots=True)
class TruceBroken(FiefEvent):
    """A family attacked a family it had a truce with: the truce is over (6.0)."""

    kind: ClassVar[str] = "truce_broken"
    seat: int
    other: int

    def message(self, names: NameSource) -> Message:
        return m("fief.event.truce_broken", family=names.family(self.seat), other=names.family(self.other))


@dataclass(frozen=True, slots=True)
class DiplomacySpent(FiefEvent):
    kind: ClassVar[str] = "diplomacy_spent"
    seat: int

    def message(self, names: NameSource) -> Message:
        return m("fief.event.diplomacy_spent", family=names.family(self.seat))
