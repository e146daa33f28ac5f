"""The state of a game of Fief: plain dataclasses, JSON-serialisable, cheap to clone.

Nothing here knows the rules; ``game.games.fief.rules.engine`` reads and changes these records.
Seats are numbered 0..n-1 clockwise around the table. Villages are keyed by their board
id (``game.games.fief.rules.board.slugify`` of the name), lords by their Lord-card id.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.core import jsonform
from game.core.contract import SeatConfig
from game.core.i18n import FALLBACK, N_, Message, Name, m, text
from game.core.rng import Rng
from game.games.fief.rules.relic_state import RelicsState

if TYPE_CHECKING:
    from game.games.fief.rules.data import FiefData

#: the phases by their record names (events and saves keep them; players read
#: ``PHASE_NAMES``)
PHASES: tuple[str, ...] = (  # words: not shown
    "Hear Ye, Hear Ye",  # words: not shown
    "Draw & Play Cards",  # words: not shown
    "Income",  # words: not shown
    "Purchase",  # words: not shown
    "Movement",  # words: not shown
    "Battles",  # words: not shown
    "End of Round",  # words: not shown
)
#: the phases' names as messages, in the order of ``PHASES`` (which keeps the English
#: names the events and the client's tables use as keys)
PHASE_NAMES: tuple[Message, ...] = (
    m("fief.rules.phase_hear_ye"),
    m("fief.rules.phase_cards"),
    m("fief.rules.phase_income"),
    m("fief.rules.phase_purchase"),
    m("fief.rules.phase_movement"),
    m("fief.rules.phase_battles"),
    m("fief.rules.phase_end_of_round"),
)

UNITS: tuple[str, ...] = ("knight", "man_at_arms")

#: what a death's cause is called ("Plague", "Battle"), by the cause the rules keep
_CAUSES = {
    "Battle": N_("fief.rules.cause_battle"),
    "battle": N_("fief.rules.cause_battle"),
    "Plague": N_("fief.rules.cause_plague"),
    "Famine": N_("fief.rules.cause_famine"),
    "Assassination": N_("fief.rules.cause_assassination"),
    "Justice": N_("fief.rules.cause_justice"),
    "Uprising": N_("fief.rules.cause_uprising"),
    "surrender": N_("fief.rules.cause_surrender"),
}
#: the same with its article, as the subject of a sentence ("the Plague")
_THE_CAUSES = {
    "Battle": N_("fief.rules.the_cause_battle"),
    "battle": N_("fief.rules.the_cause_battle"),
    "Plague": N_("fief.rules.the_cause_plague"),
    "Famine": N_("fief.rules.the_cause_famine"),
    "Assassination": N_("fief.rules.the_cause_assassination"),
    "Justice": N_("fief.rules.the_cause_justice"),
    "Uprising": N_("fief.rules.the_cause_uprising"),
    "surrender": N_("fief.rules.the_cause_surrender"),
}


def cause_name(cause: str) -> Message | Name:
    """A cause of death or losses in words: "Plague" (an unknown cause as it is kept)."""
    return m(_CAUSES[cause]) if cause in _CAUSES else Name.plain(cause)


def the_cause(cause: str) -> Message:
    """ "the Plague": a cause of losses with its article."""
    return m(_THE_CAUSES[cause]) if cause in _THE_CAUSES else m("fief.rules.the_cause_other", cause=cause)


@dataclass(slots=True)
class Troops:
    knights: int = 0
    men_at_arms: int = 0
    #: face-down counters whose kind the viewer cannot see (Fog of War, 11.2): only a
    #: view has them; a full state always knows every counter's kind
    hidden: int = 0

    def get(self, unit: str) -> int:
        return self.knights if unit == "knight" else self.men_at_arms

    def add(self, unit: str, n: int) -> None:
        if unit == "knight":
            self.knights += n
        else:
            self.men_at_arms += n

    @property
    def count(self) -> int:
        return self.knights + self.men_at_arms + self.hidden

    def clone(self) -> Troops:
        return Troops(self.knights, self.men_at_arms, self.hidden)

    def to_json(self) -> list[int]:
        return [self.knights, self.men_at_arms, self.hidden] if self.hidden else [self.knights, self.men_at_arms]

    @classmethod
    def from_json(cls, v: list[int]) -> Troops:
        return cls(int(v[0]), int(v[1]), int(v[2]) if len(v) > 2 else 0)


@dataclass(slots=True)
class GameConfig:
    seats: list[SeatConfig]
    variants: list[str] = field(default_factory=list)
    first_player: int | None = None  # None: drawn at random
    max_rounds: int | None = None  # None: play until someone wins
    #: Who is asked at a reaction window: "holders" (only a family with a card that can
    #: answer) or "everyone" (the family concerned is always asked, so asking reveals
    #: nothing about its hand).
    reactions: str = "holders"

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [s.to_json() for s in self.seats],
            "variants": list(self.variants),
            "first_player": self.first_player,
            "max_rounds": self.max_rounds,
            "reactions": self.reactions,
        }

    @classmethod
    def from_json(cls, v: Any) -> GameConfig:
        """The config of its JSON form; raises ``jsonform.FormError`` naming the first
        field that is missing, unknown or of the wrong type."""
        return jsonform.decode_dataclass(cls, v)


@dataclass(slots=True)
class Family:
    seat: int
    name: str
    color: str
    deniers: int
    stock: dict[str, int]  # family counters not on the map: knights, men_at_arms, ...
    hand: list[str] = field(default_factory=list)  # card ids (secret)
    lords: list[str] = field(default_factory=list)  # lord ids in the family, in play order

    def clone(self) -> Family:
        return Family(
            self.seat, self.name, self.color, self.deniers, dict(self.stock), list(self.hand), list(self.lords)
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "name": self.name,
            "color": self.color,
            "deniers": self.deniers,
            "stock": dict(self.stock),
            "hand": list(self.hand),
            "lords": list(self.lords),
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Family:
        return cls(
            int(v["seat"]),
            v["name"],
            v["color"],
            int(v["deniers"]),
            dict(v["stock"]),
            list(v["hand"]),
            list(v["lords"]),
        )


@dataclass(slots=True)
class Lord:
    id: str
    family: int
    village: str  # "" while on the family board, not yet on the map
    fief_titles: list[int] = field(default_factory=list)  # fief numbers, in order received
    #: the family holding this lord captive (6.2.3), -1 while free; a captive lies in the
    #: village of his captor's units and moves only with them
    captor: int = -1
    #: the lord or lady this one is married to (1.1), "" while unmarried
    spouse: str = ""

    @property
    def captive(self) -> bool:
        return self.captor >= 0

    def clone(self) -> Lord:
        return Lord(self.id, self.family, self.village, list(self.fief_titles), self.captor, self.spouse)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "family": self.family,
            "village": self.village,
            "fief_titles": list(self.fief_titles),
            "captor": self.captor,
            "spouse": self.spouse,
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Lord:
        return cls(
            v["id"],
            int(v["family"]),
            v["village"],
            [int(x) for x in v["fief_titles"]],
            int(v.get("captor", -1)),
            str(v.get("spouse", "")),
        )


@dataclass(slots=True)
class Village:
    #: Families with lords or troops here, in order of arrival; the first controls it.
    present: list[int] = field(default_factory=list)
    troops: dict[int, Troops] = field(default_factory=dict)
    #: For families present that do not control the village: the village they came
    #: from, i.e. the road they stand on (5.1, 5.0 exit rule).
    road_of: dict[int, str] = field(default_factory=dict)
    stronghold: bool = False
    fortified: bool = False  # the stronghold counter flipped to its Fortified City side
    mills: int = 0
    #: families besieging the stronghold here (6.4): seat -> [siege engine value (1 or 2
    #: battle dice), round the siege began]
    sieges: dict[int, list[int]] = field(default_factory=dict)

    def clone(self) -> Village:
        return Village(
            list(self.present),
            {k: t.clone() for k, t in self.troops.items()},
            dict(self.road_of),
            self.stronghold,
            self.fortified,
            self.mills,
            {k: list(v) for k, v in self.sieges.items()},
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "present": list(self.present),
            "troops": {str(k): t.to_json() for k, t in sorted(self.troops.items())},
            "road_of": {str(k): v for k, v in sorted(self.road_of.items())},
            "stronghold": self.stronghold,
            "fortified": self.fortified,
            "mills": self.mills,
            "sieges": {str(k): list(v) for k, v in sorted(self.sieges.items())},
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Village:
        return cls(
            [int(x) for x in v["present"]],
            {int(k): Troops.from_json(t) for k, t in v["troops"].items()},
            {int(k): s for k, s in v["road_of"].items()},
            bool(v["stronghold"]),
            bool(v["fortified"]),
            int(v["mills"]),
            {int(k): [int(x) for x in e] for k, e in v.get("sieges", {}).items()},
        )


@dataclass(slots=True)
class LordMarch:
    """One lord's movement this phase (5.0)."""

    moves_left: int
    escort: Troops = field(default_factory=Troops)  # troops travelling with the lord
    #: part of the escort picked up in the current village and not yet moved
    escort_fresh: Troops = field(default_factory=Troops)
    came_from: str | None = None  # village the lord last moved from
    refused: bool = False  # a permission was refused in the current village
    #: troops this lord moved and then set down, by village: only he may move them again
    dropped: dict[str, Troops] = field(default_factory=dict)
    captives: list[str] = field(default_factory=list)  # captives led along (6.2.3)
    #: won a Cavalcade here: must move on before the turn ends (5.2)
    must_move: bool = False
    #: the villages of his march this phase, from where he started, kept only while d'Arc
    #: is in play or in his family's hand, to tell who travels with her (9.1)
    path: list[str] = field(default_factory=list)

    def clone(self) -> LordMarch:
        return LordMarch(
            self.moves_left,
            self.escort.clone(),
            self.escort_fresh.clone(),
            self.came_from,
            self.refused,
            {k: t.clone() for k, t in self.dropped.items()},
            list(self.captives),
            self.must_move,
            list(self.path),
        )

    def to_json(self) -> dict[str, Any]:
        out = {
            "moves_left": self.moves_left,
            "escort": self.escort.to_json(),
            "escort_fresh": self.escort_fresh.to_json(),
            "came_from": self.came_from,
            "refused": self.refused,
            "dropped": {k: t.to_json() for k, t in sorted(self.dropped.items())},
            "captives": list(self.captives),
            "must_move": self.must_move,
        }
        if self.path:  # left out when empty, so that older saves replay to the same snapshot
            out["path"] = list(self.path)
        return out

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> LordMarch:
        return cls(
            int(v["moves_left"]),
            Troops.from_json(v["escort"]),
            Troops.from_json(v["escort_fresh"]),
            v["came_from"],
            bool(v["refused"]),
            {k: Troops.from_json(t) for k, t in v["dropped"].items()},
            [str(x) for x in v.get("captives", [])],
            bool(v.get("must_move", False)),
            [str(x) for x in v.get("path", [])],
        )


def assassins_to_json(lords: list[str]) -> str | list[str] | None:
    """The Assassin markers under the key of the days of one marker: nobody (null) or one
    lord (his id) are written as they were then, so that older saves replay to the same
    snapshot; two or more are a list, the earliest first."""
    if not lords:
        return None
    return lords[0] if len(lords) == 1 else list(lords)


def assassins_from_json(v: Any) -> list[str]:
    if v is None:
        return []
    if isinstance(v, str):
        return [v]
    return [str(x) for x in v]


@dataclass(slots=True)
class PermissionRequest:
    """A lord asks to leave a village along a road others hold (5.0)."""

    lord: str
    frm: str
    to: str
    waiting: list[int]  # seats still to answer, in turn order

    def clone(self) -> PermissionRequest:
        return PermissionRequest(self.lord, self.frm, self.to, list(self.waiting))

    def to_json(self) -> dict[str, Any]:
        return {"lord": self.lord, "frm": self.frm, "to": self.to, "waiting": list(self.waiting)}

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> PermissionRequest:
        return cls(v["lord"], v["frm"], v["to"], [int(x) for x in v["waiting"]])


@dataclass(slots=True)
class TitleClaim:
    """A family took a Fortified City and must name the lord who takes its title (4.3)."""

    fief: int
    seat: int
    loser: int = -1  # family that held the title before, -1 if it lay on the map

    def to_json(self) -> dict[str, Any]:
        return {"fief": self.fief, "seat": self.seat, "loser": self.loser}

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> TitleClaim:
        return cls(int(v["fief"]), int(v["seat"]), int(v.get("loser", -1)))


@dataclass(slots=True)
class TaxMarker:
    """A Tax card played (2.4.4): a tallage on a fief or a tithe on a bishopric, levied by
    a lord of the family. ``target`` 0 on a tithe is the Pope's tithe on every governed
    bishopric (2.4.6)."""

    seat: int
    kind: str  # "tallage" or "tithe"
    target: int  # fief number or bishopric number
    lord: str

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind, "target": self.target, "lord": self.lord}

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> TaxMarker:
        return cls(int(v["seat"]), str(v["kind"]), int(v["target"]), str(v["lord"]))


@dataclass(slots=True)
class Losses:
    """Troops a family must remove, choosing which (2.3.3): ``count`` units out of the
    ``pool`` of troops struck in a village (all its troops there, or those that just
    entered a plagued bishopric with ``lord``)."""

    seat: int
    village: str
    count: int
    pool: Troops
    lord: str = ""
    cause: str = "Plague"  # words: not shown (a key: ``cause_name`` says it)
    #: Strength points to remove instead of a number of units (hits of an Uprising,
    #: 6.2.2: a knight is 3, a man-at-arms 1); 0: ``count`` units (the Plague).
    hits: int = 0

    def clone(self) -> Losses:
        return Losses(self.seat, self.village, self.count, self.pool.clone(), self.lord, self.cause, self.hits)

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "village": self.village,
            "count": self.count,
            "pool": self.pool.to_json(),
            "lord": self.lord,
            "cause": self.cause,
            "hits": self.hits,
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Losses:
        return cls(
            int(v["seat"]),
            str(v["village"]),
            int(v["count"]),
            Troops.from_json(v["pool"]),
            str(v.get("lord", "")),
            str(v.get("cause", "Plague")),  # words: not shown (a key)
            int(v.get("hits", 0)),
        )


@dataclass(slots=True)
class Attack:
    """An Assassination (10.3) or an Ambush (10.5) waiting for its target's family to
    answer with a Secret Passage (10.2.3) or let it happen."""

    seat: int  # who played it
    target: str
    family: int  # the target's family, who answers
    card: str = "assassination"  # or "ambush"

    def clone(self) -> Attack:
        return Attack(self.seat, self.target, self.family, self.card)

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "target": self.target, "family": self.family, "card": self.card}

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Attack:
        return cls(int(v["seat"]), str(v["target"]), int(v["family"]), str(v.get("card", "assassination")))


@dataclass(slots=True)
class Uprising:
    """An Uprising on a village (10.1): the cards played on it so far, whether a Secret
    Passage cancels the attacker penalties, the families still to be asked whether they
    join, then the families it attacks (``first`` first) while their losses are taken."""

    village: str
    seat: int  # who started it
    first: int  # the family attacked first
    cards: list[int] = field(default_factory=list)  # the seat of each Uprising card played
    passage: int = -1  # the seat that played a Secret Passage for it, -1: none
    waiting: list[int] = field(default_factory=list)
    attacked: list[int] = field(default_factory=list)
    tried: list[str] = field(default_factory=list)  # Bishops and Cardinals who failed to stop it

    def clone(self) -> Uprising:
        return Uprising(
            self.village,
            self.seat,
            self.first,
            list(self.cards),
            self.passage,
            list(self.waiting),
            list(self.attacked),
            list(self.tried),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "village": self.village,
            "seat": self.seat,
            "first": self.first,
            "cards": list(self.cards),
            "passage": self.passage,
            "waiting": list(self.waiting),
            "attacked": list(self.attacked),
            "tried": list(self.tried),
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Uprising:
        return cls(
            str(v["village"]),
            int(v["seat"]),
            int(v["first"]),
            [int(x) for x in v["cards"]],
            int(v.get("passage", -1)),
            [int(x) for x in v["waiting"]],
            [int(x) for x in v.get("attacked", [])],
            [str(x) for x in v.get("tried", [])],
        )


@dataclass(slots=True)
class CardinalRequest:
    """A Cardinal card waiting for the Pope's consent (9.2)."""

    seat: int
    card: str
    bishop: str

    def clone(self) -> CardinalRequest:
        return CardinalRequest(self.seat, self.card, self.bishop)

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "card": self.card, "bishop": self.bishop}

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> CardinalRequest:
        return cls(int(v["seat"]), str(v["card"]), str(v["bishop"]))


@dataclass(slots=True)
class Battle:
    """A battle under way in a village (6.0-6.3), or a Cavalcade fought during movement (5.2).

    ``sides[0]`` attacks (its first family declared the battle), ``sides[1]`` defends (its
    first family was attacked). ``stage`` says whose answer the battle waits for:
    "sides" (families present choose a side), "round" (each engaged family, in order,
    fights on or does something else), "casualties" (a side's strongest family removes
    its losses), "truce" (the others answer a truce offer), "sally" (the besieged decide
    whether to fight on in the open after the attacker called off).
    """

    village: str
    sides: list[list[int]]
    stage: str = "round"
    waiting: list[int] = field(default_factory=list)
    rolls: int = 0  # battle rolls made so far
    quiet: int = 0  # rolls in a row without losses (6.1)
    passage: bool = False  # the attacker came through the tunnels (10.2.2)
    sallied: bool = False  # the besieged left the safety of their walls (6.1, 6.3)
    cavalcade: str = ""  # the lord leading a Cavalcade (5.2), "" in a battle of phase 6
    hits: list[int] = field(default_factory=lambda: [0, 0])  # hits each side must still take
    #: the last roll, for the battle view: each side's dice, bonus hits and penalty
    last: list[list[int]] = field(default_factory=list)
    truce: list[int] = field(default_factory=list)  # [proposer, family to control the village]
    offered: list[int] = field(default_factory=list)  # families that offered a truce this round
    free_end: int = -1  # a family that may end the battle at will (10.5)

    def clone(self) -> Battle:
        return Battle(
            self.village,
            [list(x) for x in self.sides],
            self.stage,
            list(self.waiting),
            self.rolls,
            self.quiet,
            self.passage,
            self.sallied,
            self.cavalcade,
            list(self.hits),
            [list(x) for x in self.last],
            list(self.truce),
            list(self.offered),
            self.free_end,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "village": self.village,
            "sides": [list(x) for x in self.sides],
            "stage": self.stage,
            "waiting": list(self.waiting),
            "rolls": self.rolls,
            "quiet": self.quiet,
            "passage": self.passage,
            "sallied": self.sallied,
            "cavalcade": self.cavalcade,
            "hits": list(self.hits),
            "last": [list(x) for x in self.last],
            "truce": list(self.truce),
            "offered": list(self.offered),
            "free_end": self.free_end,
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Battle:
        return cls(
            str(v["village"]),
            [[int(s) for s in x] for x in v["sides"]],
            str(v["stage"]),
            [int(x) for x in v["waiting"]],
            int(v["rolls"]),
            int(v["quiet"]),
            bool(v["passage"]),
            bool(v["sallied"]),
            str(v["cavalcade"]),
            [int(x) for x in v["hits"]],
            [[int(d) for d in x] for x in v["last"]],
            [int(x) for x in v["truce"]],
            [int(x) for x in v["offered"]],
            int(v["free_end"]),
        )


@dataclass(slots=True)
class RansomOffer:
    """A family offers less than a captive's full ransom; the captor answers (6.2.4)."""

    lord: str
    amount: int
    village: str  # where the freed lord will be placed (2.4.1)

    def to_json(self) -> dict[str, Any]:
        return {"lord": self.lord, "amount": self.amount, "village": self.village}

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> RansomOffer:
        return cls(str(v["lord"]), int(v["amount"]), str(v["village"]))


@dataclass(slots=True)
class Election:
    """An election under way (1.3): a Bishop's (``bishopric`` its number), the Pope's or
    the King's. In the "candidates" stage each family in ``waiting`` may put forward one
    eligible lord; in the "votes" stage each family with votes lays its markers face
    down. ``laid`` is what the table sees: the candidates under each family's face-down
    markers, in no telling order. ``secret`` is what only the family knows: its
    [FOR, DECOY] targets ("" for a marker kept in hand)."""

    office: str  # "bishop", "pope" or "king"
    bishopric: int = 0
    stage: str = "candidates"
    waiting: list[int] = field(default_factory=list)
    candidates: dict[int, str] = field(default_factory=dict)  # seat -> lord
    laid: dict[int, list[str]] = field(default_factory=dict)
    secret: dict[int, list[str]] = field(default_factory=dict)

    def clone(self) -> Election:
        return Election(
            self.office,
            self.bishopric,
            self.stage,
            list(self.waiting),
            dict(self.candidates),
            {k: list(v) for k, v in self.laid.items()},
            {k: list(v) for k, v in self.secret.items()},
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "office": self.office,
            "bishopric": self.bishopric,
            "stage": self.stage,
            "waiting": list(self.waiting),
            "candidates": {str(k): v for k, v in sorted(self.candidates.items())},
            "laid": {str(k): list(v) for k, v in sorted(self.laid.items())},
            "secret": {str(k): list(v) for k, v in sorted(self.secret.items())},
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Election:
        return cls(
            str(v["office"]),
            int(v.get("bishopric", 0)),
            str(v["stage"]),
            [int(x) for x in v["waiting"]],
            {int(k): str(x) for k, x in v["candidates"].items()},
            {int(k): [str(c) for c in x] for k, x in v.get("laid", {}).items()},
            {int(k): [str(c) for c in x] for k, x in v.get("secret", {}).items()},
        )


@dataclass(slots=True)
class Deal:
    """A deal between two families (8.0), written by ``proposer`` for ``to`` and, once
    ``sent``, waiting for its answer. What the proposer gives: deniers, cards of its hand,
    control of villages, captives of ``to``'s family it lets go (``free``). What it asks:
    deniers, a number of cards (``to`` chooses which), its own lords ``to`` holds captive
    (``ask_free``)."""

    proposer: int
    to: int
    give_deniers: int = 0
    take_deniers: int = 0
    give_cards: list[str] = field(default_factory=list)
    take_cards: int = 0
    villages: list[str] = field(default_factory=list)
    free: list[str] = field(default_factory=list)
    ask_free: list[str] = field(default_factory=list)
    sent: bool = False
    #: both families promise each other a truce until the end of the round: neither
    #: declares a battle nor rides a Cavalcade against the other (8.0, 6.3)
    truce: bool = False

    def clone(self) -> Deal:
        return Deal(
            self.proposer,
            self.to,
            self.give_deniers,
            self.take_deniers,
            list(self.give_cards),
            self.take_cards,
            list(self.villages),
            list(self.free),
            list(self.ask_free),
            self.sent,
            self.truce,
        )

    @property
    def empty(self) -> bool:
        return not (
            self.give_deniers
            or self.take_deniers
            or self.give_cards
            or self.take_cards
            or self.villages
            or self.free
            or self.ask_free
            or self.truce
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "proposer": self.proposer,
            "to": self.to,
            "give_deniers": self.give_deniers,
            "take_deniers": self.take_deniers,
            "give_cards": list(self.give_cards),
            "take_cards": self.take_cards,
            "villages": list(self.villages),
            "free": list(self.free),
            "ask_free": list(self.ask_free),
            "sent": self.sent,
            "truce": self.truce,
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Deal:
        return cls(
            int(v["proposer"]),
            int(v["to"]),
            int(v.get("give_deniers", 0)),
            int(v.get("take_deniers", 0)),
            [str(x) for x in v.get("give_cards", [])],
            int(v.get("take_cards", 0)),
            [str(x) for x in v.get("villages", [])],
            [str(x) for x in v.get("free", [])],
            [str(x) for x in v.get("ask_free", [])],
            bool(v.get("sent", False)),
            bool(v.get("truce", False)),
        )


@dataclass(slots=True)
class Outcome:
    winners: tuple[int, ...]
    end: str  # "victory", "round_limit" (the agreed limit) or "length_limit" (``limits``)
    message: Message | str  # why, as a message (from an older save: its words)

    @property
    def reason(self) -> str:
        """Why, in words, in the current language."""
        return text(self.message)

    def to_json(self) -> dict[str, Any]:
        # The saved form keeps the English words, as saves always have (their snapshot
        # hash covers them); a game read back from it shows them as they are.
        return {"winners": list(self.winners), "end": self.end, "reason": text(self.message, FALLBACK)}

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Outcome:
        return cls(tuple(int(x) for x in v["winners"]), v["end"], str(v["reason"]))


#: makes an empty State for ``State.clone``, which sets every field itself (faster than
#: the constructor's keyword arguments)
_new_state = object.__new__


@dataclass(slots=True)
class State:
    config: GameConfig
    rng: Rng
    families: list[Family]
    lords: dict[str, Lord]
    villages: dict[str, Village]
    fief_titles: dict[int, str | None]  # fief number -> lord id holding it, None: on the map
    shared: dict[str, int]  # shared stock not on the map: mills, strongholds
    lord_deck: list[str]
    lord_discard: list[str]
    fortune_deck: list[str]
    fortune_discard: list[str]
    first_player: int
    round: int = 0  # 0 during setup
    phase: int = 0  # 1..7 during a round, 0 during setup
    turn_index: int = 0  # position in this phase's turn order
    step: str = "setup"  # "setup", "draw", "disasters", "play_cards", "purchase", "movement", "pillage", "over"
    marches: dict[str, LordMarch] = field(default_factory=dict)
    new_troops: dict[str, int] = field(default_factory=dict)  # purchase phase: village -> troops placed
    draws: list[str] = field(default_factory=list)  # draw step: decks drawn from this turn ("lord", "fortune")
    request: PermissionRequest | None = None
    claims: list[TitleClaim] = field(default_factory=list)
    #: the disaster track: face-down Disaster cards waiting to strike (2.1, 2.3)
    disaster_track: list[str] = field(default_factory=list)
    #: cards lying by each bishopric's mitre this round: disasters, Harvest, Weather (2.3, 2.4)
    lying: dict[int, list[str]] = field(default_factory=dict)
    taxes: list[TaxMarker] = field(default_factory=list)
    #: troops families must remove before play goes on (Plague, 2.3.3)
    losses: list[Losses] = field(default_factory=list)
    attack: Attack | None = None  # an Assassination waiting for its answer
    uprising: Uprising | None = None  # an Uprising being joined or resolved
    cardinal_request: CardinalRequest | None = None  # a new Cardinal awaiting the Pope's consent
    #: lord id -> plagued bishoprics where the lord has already rolled this round (2.3.3)
    plague_rolled: dict[str, list[int]] = field(default_factory=dict)
    #: ecclesiastical and royal titles (1.4-1.8): bishopric -> Bishop, Cardinal -> the card
    #: or purchased biretta that made him, the Pope, the King
    bishops: dict[int, str] = field(default_factory=dict)
    cardinals: dict[str, str] = field(default_factory=dict)
    pope: str | None = None
    king: str | None = None
    #: the King's wife (1.8.1); ``queen_regent`` once the King died with no Crown Prince
    queen: str | None = None
    queen_regent: bool = False
    crown_prince: str | None = None  # 1.8.2
    #: the one excommunicated lord (1.7) and the round of the Pope's last excommunication
    excommunicated: str | None = None
    excommunication_round: int = 0
    #: a family asking the Pope to annul its marriage, waiting for his answer (1.7)
    annulment: int | None = None
    #: Bishops in play when this round began: only they add 2 votes to a Bishop election (1.4)
    round_bishops: list[str] = field(default_factory=list)
    #: this phase's elections still to hold, in order ("bishop:5", "pope", "king"), and the one under way
    election_queue: list[str] = field(default_factory=list)
    election: Election | None = None
    #: a deal being written or waiting for its answer (8.0), and whether the family whose
    #: turn it is has already bargained or talked in private this turn
    deal: Deal | None = None
    bargained: bool = False
    talked: bool = False
    #: pairs of families bound by a truce made in a deal, until the end of the round (8.0)
    truces: list[list[int]] = field(default_factory=list)
    darc: str | None = None  # the lady who bears the d'Arc title (9.1)
    #: the lords bearing an Assassin marker, the one who took his first (10.3, 10.4)
    assassins: list[str] = field(default_factory=list)
    battle: Battle | None = None  # a battle or Cavalcade under way (5.2, 6.0)
    ransom: RansomOffer | None = None  # a lower ransom waiting for the captor's answer (6.2.4)
    #: captives whose lower ransom their captor refused this phase: only the full sum now
    ransom_refused: list[str] = field(default_factory=list)
    #: a marriage offered and waiting for the other family's answer (1.1): [proposer, lord, lady]
    marriage_offer: list[Any] = field(default_factory=list)
    #: "lord+lady" pairs refused this phase, not offered again until the next round
    marriages_refused: list[str] = field(default_factory=list)
    #: families whose request for an annulment the Pope refused this round: they ask
    #: again in the next round at the earliest (1.7, docs/fief/rules-decisions.md)
    annulments_refused: list[int] = field(default_factory=list)
    outcome: Outcome | None = None
    actions_applied: int = 0
    #: the Holy Relics (11.1), None when the optional rule is not in play
    relics: RelicsState | None = None
    #: the shared, frozen GameData (not serialised) and a per-version cache of legal actions
    data: FiefData = field(kw_only=True, repr=False, compare=False)
    cache: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    #: seat whose view this is (``view_for``), None for the full state
    viewer: int | None = None
    #: the villages and lords this state has copied for itself since it was last cloned
    #: (``edit_village``, ``edit_lord``); the others it may share with its clones
    own_villages: set[str] = field(default_factory=set, repr=False, compare=False)
    own_lords: set[str] = field(default_factory=set, repr=False, compare=False)

    @property
    def n(self) -> int:
        return len(self.families)

    def turn_order(self) -> list[int]:
        """Seats from the first player, clockwise."""
        return [(self.first_player + i) % self.n for i in range(self.n)]

    # ------------------------------------------------------------------ copies
    #
    # A clone shares the villages and the lords with the state it was made from, until
    # one of the two changes one: every change goes through ``edit_village`` or
    # ``edit_lord``, which first give the state its own copy (copy on write). Reading
    # ``state.villages[v]`` and ``state.lords[lid]`` is free; changing what they return
    # in place is not allowed. Everything else is copied at once, as cheaply as Python
    # allows: ``clone`` is what search bots do thousands of times a second.

    def edit_village(self, vid: str) -> Village:
        """The village ``vid``, to change: this state's own copy of it."""
        vs = self.villages[vid]
        if vid not in self.own_villages:
            vs = self.villages[vid] = vs.clone()
            self.own_villages.add(vid)
        return vs

    def edit_lord(self, lid: str) -> Lord:
        """The lord ``lid``, to change: this state's own copy of him."""
        lo = self.lords[lid]
        if lid not in self.own_lords:
            lo = self.lords[lid] = lo.clone()
            self.own_lords.add(lid)
        return lo

    def clone(self) -> State:
        """An equal, independent copy (see ``edit_village``): from now on neither state
        owns the villages and lords they share."""
        self.own_villages = set()
        self.own_lords = set()
        c = _new_state(State)
        c.config = self.config  # never changed after setup
        c.rng = self.rng.clone()
        c.families = [f.clone() for f in self.families]
        c.lords = self.lords.copy()  # shared until edited
        c.villages = self.villages.copy()  # shared until edited
        c.own_lords = set()
        c.own_villages = set()
        c.fief_titles = self.fief_titles.copy()
        c.shared = self.shared.copy()
        c.lord_deck = self.lord_deck[:]
        c.lord_discard = self.lord_discard[:]
        c.fortune_deck = self.fortune_deck[:]
        c.fortune_discard = self.fortune_discard[:]
        c.first_player = self.first_player
        c.round = self.round
        c.phase = self.phase
        c.turn_index = self.turn_index
        c.step = self.step
        c.marches = {k: m.clone() for k, m in self.marches.items()} if self.marches else {}
        c.new_troops = self.new_troops.copy()
        c.draws = self.draws[:]
        c.request = self.request.clone() if self.request is not None else None
        c.claims = [TitleClaim(x.fief, x.seat, x.loser) for x in self.claims] if self.claims else []
        c.disaster_track = self.disaster_track[:]
        c.lying = {k: v[:] for k, v in self.lying.items()} if self.lying else {}
        c.taxes = [TaxMarker(t.seat, t.kind, t.target, t.lord) for t in self.taxes] if self.taxes else []
        c.losses = [x.clone() for x in self.losses] if self.losses else []
        c.attack = self.attack.clone() if self.attack is not None else None
        c.uprising = self.uprising.clone() if self.uprising is not None else None
        c.cardinal_request = self.cardinal_request.clone() if self.cardinal_request is not None else None
        c.plague_rolled = {k: v[:] for k, v in self.plague_rolled.items()} if self.plague_rolled else {}
        c.bishops = self.bishops.copy()
        c.cardinals = self.cardinals.copy()
        c.pope = self.pope
        c.king = self.king
        c.queen = self.queen
        c.queen_regent = self.queen_regent
        c.crown_prince = self.crown_prince
        c.excommunicated = self.excommunicated
        c.excommunication_round = self.excommunication_round
        c.annulment = self.annulment
        c.round_bishops = self.round_bishops[:]
        c.election_queue = self.election_queue[:]
        c.election = self.election.clone() if self.election is not None else None
        c.deal = self.deal.clone() if self.deal is not None else None
        c.bargained = self.bargained
        c.talked = self.talked
        c.truces = [t[:] for t in self.truces] if self.truces else []
        c.darc = self.darc
        c.assassins = self.assassins[:]
        c.battle = self.battle.clone() if self.battle is not None else None
        ransom = self.ransom
        c.ransom = RansomOffer(ransom.lord, ransom.amount, ransom.village) if ransom is not None else None
        c.ransom_refused = self.ransom_refused[:]
        c.marriage_offer = self.marriage_offer[:]
        c.marriages_refused = self.marriages_refused[:]
        c.annulments_refused = self.annulments_refused[:]
        c.outcome = self.outcome  # never changed once set
        c.actions_applied = self.actions_applied
        c.relics = self.relics.clone() if self.relics is not None else None
        c.data = self.data
        c.cache = {}
        c.viewer = self.viewer
        return c

    def to_json(self) -> dict[str, Any]:
        return {
            "config": self.config.to_json(),
            "rng": self.rng.to_json(),
            "families": [f.to_json() for f in self.families],
            "lords": {k: v.to_json() for k, v in sorted(self.lords.items())},
            "villages": {k: v.to_json() for k, v in sorted(self.villages.items())},
            "fief_titles": {str(k): v for k, v in sorted(self.fief_titles.items())},
            "shared": dict(sorted(self.shared.items())),
            "lord_deck": list(self.lord_deck),
            "lord_discard": list(self.lord_discard),
            "fortune_deck": list(self.fortune_deck),
            "fortune_discard": list(self.fortune_discard),
            "first_player": self.first_player,
            "round": self.round,
            "phase": self.phase,
            "turn_index": self.turn_index,
            "step": self.step,
            "marches": {k: v.to_json() for k, v in sorted(self.marches.items())},
            "new_troops": dict(sorted(self.new_troops.items())),
            "draws": list(self.draws),
            "request": self.request.to_json() if self.request else None,
            "claims": [c.to_json() for c in self.claims],
            "disaster_track": list(self.disaster_track),
            "lying": {str(k): list(v) for k, v in sorted(self.lying.items())},
            "taxes": [t.to_json() for t in self.taxes],
            "losses": [x.to_json() for x in self.losses],
            "attack": self.attack.to_json() if self.attack else None,
            "uprising": self.uprising.to_json() if self.uprising else None,
            "cardinal_request": self.cardinal_request.to_json() if self.cardinal_request else None,
            "plague_rolled": {k: list(v) for k, v in sorted(self.plague_rolled.items())},
            "bishops": {str(k): v for k, v in sorted(self.bishops.items())},
            "cardinals": dict(sorted(self.cardinals.items())),
            "pope": self.pope,
            "king": self.king,
            "queen": self.queen,
            "queen_regent": self.queen_regent,
            "crown_prince": self.crown_prince,
            "excommunicated": self.excommunicated,
            "excommunication_round": self.excommunication_round,
            "annulment": self.annulment,
            "round_bishops": list(self.round_bishops),
            "election_queue": list(self.election_queue),
            "election": self.election.to_json() if self.election else None,
            "deal": self.deal.to_json() if self.deal else None,
            "bargained": self.bargained,
            "talked": self.talked,
            "truces": [list(t) for t in self.truces],
            "darc": self.darc,
            "assassin": assassins_to_json(self.assassins),
            "battle": self.battle.to_json() if self.battle else None,
            "ransom": self.ransom.to_json() if self.ransom else None,
            "ransom_refused": list(self.ransom_refused),
            "marriage_offer": list(self.marriage_offer),
            "marriages_refused": list(self.marriages_refused),
            "outcome": self.outcome.to_json() if self.outcome else None,
            "actions_applied": self.actions_applied,
            **({"relics": self.relics.to_json()} if self.relics else {}),
            # left out when empty, so that older saves replay to the same snapshot
            **({"annulments_refused": list(self.annulments_refused)} if self.annulments_refused else {}),
        }

    @classmethod
    def from_json(cls, v: dict[str, Any], data: FiefData) -> State:
        return cls(
            config=GameConfig.from_json(v["config"]),
            rng=Rng.from_json(v["rng"]),
            families=[Family.from_json(f) for f in v["families"]],
            lords={k: Lord.from_json(x) for k, x in v["lords"].items()},
            villages={k: Village.from_json(x) for k, x in v["villages"].items()},
            fief_titles={int(k): x for k, x in v["fief_titles"].items()},
            shared={k: int(x) for k, x in v["shared"].items()},
            lord_deck=list(v["lord_deck"]),
            lord_discard=list(v["lord_discard"]),
            fortune_deck=list(v["fortune_deck"]),
            fortune_discard=list(v["fortune_discard"]),
            first_player=int(v["first_player"]),
            round=int(v["round"]),
            phase=int(v["phase"]),
            turn_index=int(v["turn_index"]),
            step=v["step"],
            marches={k: LordMarch.from_json(x) for k, x in v["marches"].items()},
            new_troops={k: int(x) for k, x in v["new_troops"].items()},
            draws=[str(x) for x in v.get("draws", [])],
            request=PermissionRequest.from_json(v["request"]) if v["request"] else None,
            claims=[TitleClaim.from_json(c) for c in v["claims"]],
            disaster_track=[str(x) for x in v.get("disaster_track", [])],
            lying={int(k): [str(c) for c in x] for k, x in v.get("lying", {}).items()},
            taxes=[TaxMarker.from_json(t) for t in v.get("taxes", [])],
            losses=[Losses.from_json(x) for x in v.get("losses", [])],
            attack=Attack.from_json(v["attack"]) if v.get("attack") else None,
            uprising=Uprising.from_json(v["uprising"]) if v.get("uprising") else None,
            cardinal_request=CardinalRequest.from_json(v["cardinal_request"]) if v.get("cardinal_request") else None,
            plague_rolled={k: [int(b) for b in x] for k, x in v.get("plague_rolled", {}).items()},
            bishops={int(k): str(x) for k, x in v.get("bishops", {}).items()},
            cardinals={str(k): str(x) for k, x in v.get("cardinals", {}).items()},
            pope=v.get("pope"),
            king=v.get("king"),
            queen=v.get("queen"),
            queen_regent=bool(v.get("queen_regent", False)),
            crown_prince=v.get("crown_prince"),
            excommunicated=v.get("excommunicated"),
            excommunication_round=int(v.get("excommunication_round", 0)),
            annulment=None if v.get("annulment") is None else int(v["annulment"]),
            round_bishops=[str(x) for x in v.get("round_bishops", [])],
            election_queue=[str(x) for x in v.get("election_queue", [])],
            election=Election.from_json(v["election"]) if v.get("election") else None,
            deal=Deal.from_json(v["deal"]) if v.get("deal") else None,
            bargained=bool(v.get("bargained", False)),
            talked=bool(v.get("talked", False)),
            truces=[[int(a), int(b)] for a, b in v.get("truces", [])],
            darc=v.get("darc"),
            assassins=assassins_from_json(v.get("assassin")),
            battle=Battle.from_json(v["battle"]) if v.get("battle") else None,
            ransom=RansomOffer.from_json(v["ransom"]) if v.get("ransom") else None,
            ransom_refused=[str(x) for x in v.get("ransom_refused", [])],
            marriage_offer=[int(x) if i == 0 else str(x) for i, x in enumerate(v.get("marriage_offer", []))],
            marriages_refused=[str(x) for x in v.get("marriages_refused", [])],
            annulments_refused=[int(x) for x in v.get("annulments_refused", [])],
            outcome=Outcome.from_json(v["outcome"]) if v["outcome"] else None,
            actions_applied=int(v["actions_applied"]),
            relics=RelicsState.from_json(v["relics"]) if v.get("relics") else None,
            data=data,
        )
