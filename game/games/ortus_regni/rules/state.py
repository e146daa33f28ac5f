"""Ortus Regni's state: plain dataclasses with a JSON form (inventory §9.1).

Every card on the table or in a pile is an *instance*: a number into ``OrtusState.kinds``
(its type: an Earl card type, or a table deck's kind) and ``OrtusState.owners`` (the seat
whose Earl set it came from; -1 for table-deck cards). Instances are made at set-up (the
table decks, the Palaces) and when the Earls' designs are done (their 24 cards each), and
never change: only the lists that hold them do (an Earl's deck, Hand, discard pile,
Reserve, Towers, Fiefs, Mercenaries, claim Banners; the table decks and their piles; the
Royal Army; the Vikings' force and Emissaries).

What a seat may not know is where the view masks it (``HIDDEN`` for a card it may not
see); a view's lists keep their lengths, so counts stay public (Hand and Reserve sizes
must be told when asked, OR 2; deck sizes are shown only when small, OR-A19).

The decision being answered lives in ``stack``: contexts (a battle, a struggle, a joust,
a tribute ...) pushed by an Action and popped when resolved; the bottom of the game is the
design of the decks (``phase`` "design"), then the Earls' turns and the Vikings' (``phase``
"turns"), then "over".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.contract import SeatConfig
from game.core.errors import ConfigError
from game.core.i18n import m
from game.core.jsonform import FormError
from game.core.rng import Rng
from game.games.ortus_regni.rules.data import OrtusData

#: a card the viewer may not see (a hand, a deck, a Reserve, a Tower's face)
HIDDEN = -2
#: the seat that stands for the Vikings as an attacker
VIKINGS = -1

PHASE_DESIGN = "design"
PHASE_TURNS = "turns"
PHASE_OVER = "over"


@dataclass(slots=True)
class OrtusConfig:
    """A game's set-up: the Earls and the readings chosen for the ambiguities."""

    seats: list[SeatConfig]
    #: the option values (``OrtusData.choices`` ids), those not given taking the data's default
    options: dict[str, Any] = field(default_factory=dict)
    #: decks brought ready-made (saved earlier), by seat: the count of each card type
    decks: dict[int, dict[str, int]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {
            "seats": [s.to_json() for s in self.seats],
            "options": dict(sorted(self.options.items())),
        }
        if self.decks:
            doc["decks"] = {str(k): dict(sorted(v.items())) for k, v in sorted(self.decks.items())}
        return doc

    @classmethod
    def from_json(cls, doc: Any) -> OrtusConfig:
        if not isinstance(doc, dict) or not isinstance(doc.get("seats"), list):
            raise ConfigError(m("ortus_regni.config.not_config"))
        try:
            seats = [SeatConfig.from_json(s) for s in doc["seats"]]
        except FormError as exc:
            raise ConfigError(m("ortus_regni.config.bad_seat", problem=str(exc))) from None
        options = doc.get("options", {})
        if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
            raise ConfigError(m("ortus_regni.config.bad_options"))
        decks = doc.get("decks", {})
        if not isinstance(decks, dict):
            raise ConfigError(m("ortus_regni.config.bad_decks"))
        ready: dict[int, dict[str, int]] = {}
        for key, counts in decks.items():
            if not str(key).isdigit() or not isinstance(counts, dict):
                raise ConfigError(m("ortus_regni.config.bad_decks"))
            if not all(
                isinstance(c, str) and isinstance(n, int) and not isinstance(n, bool) for c, n in counts.items()
            ):
                raise ConfigError(m("ortus_regni.config.bad_decks"))
            ready[int(key)] = dict(counts)
        return cls(seats, dict(options), ready)


@dataclass(slots=True)
class Fief:
    """A Fief: its Castle (or Palace), its Lord (None: none), its attached Properties."""

    castle: int
    lord: int | None = None
    props: list[int] = field(default_factory=list)

    def clone(self) -> Fief:
        return Fief(self.castle, self.lord, list(self.props))

    def to_json(self) -> dict[str, Any]:
        return {"castle": self.castle, "lord": self.lord, "props": list(self.props)}


@dataclass(slots=True)
class Mercenary:
    """A Mercenary in front of an Earldom, with its one garrison slot (OR-E23)."""

    card: int
    garrison: int | None = None

    def clone(self) -> Mercenary:
        return Mercenary(self.card, self.garrison)

    def to_json(self) -> dict[str, Any]:
        return {"card": self.card, "garrison": self.garrison}


@dataclass(slots=True)
class Earl:
    """One Earl: his cards wherever they lie, and what his deck design is while he makes it."""

    alive: bool = True
    deck: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    reserve: list[int] = field(default_factory=list)  # Army cards, face down
    towers: list[int] = field(default_factory=list)  # face down
    fiefs: list[Fief] = field(default_factory=list)
    mercenaries: list[Mercenary] = field(default_factory=list)
    banners: list[int] = field(default_factory=list)  # crown claims (OR-E33)
    #: the deck being designed: count by card type (secret: OR 2.1)
    design: dict[str, int] = field(default_factory=dict)
    designed: bool = False
    turns: int = 0  # turns this Earl has begun (no Attack on his first, OR-E65)
    #: how the Earl left the game ("" while in it): "fiefs", "old_age", "concede"
    out: str = ""

    def clone(self) -> Earl:
        return Earl(
            self.alive,
            list(self.deck),
            list(self.hand),
            list(self.discard),
            list(self.reserve),
            list(self.towers),
            [f.clone() for f in self.fiefs],
            [c.clone() for c in self.mercenaries],
            list(self.banners),
            dict(self.design),
            self.designed,
            self.turns,
            self.out,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "alive": self.alive,
            "deck": list(self.deck),
            "hand": list(self.hand),
            "discard": list(self.discard),
            "reserve": list(self.reserve),
            "towers": list(self.towers),
            "fiefs": [f.to_json() for f in self.fiefs],
            "mercenaries": [c.to_json() for c in self.mercenaries],
            "banners": list(self.banners),
            "design": dict(sorted(self.design.items())),
            "designed": self.designed,
            "turns": self.turns,
            "out": self.out,
        }


@dataclass(slots=True)
class Vikings:
    """The Viking horde (OR-E54..E58): approaching (Black markers forward, the White
    marker out when Combat happened this Round), then arrived with a force."""

    arrived: bool = False
    black: int = 0  # Black markers moved forward
    white: bool = False  # the White marker is out: Combat happened this Round
    force: list[int] = field(default_factory=list)
    emissaries: list[int] = field(default_factory=list)  # Earl cards behind the Viking deck

    def clone(self) -> Vikings:
        return Vikings(self.arrived, self.black, self.white, list(self.force), list(self.emissaries))

    def to_json(self) -> dict[str, Any]:
        return {
            "arrived": self.arrived,
            "black": self.black,
            "white": self.white,
            "force": list(self.force),
            "emissaries": list(self.emissaries),
        }


@dataclass(slots=True)
class Piles:
    """A table deck and its discard pile (the Joust deck has none: gathered after each
    Joust, OR-E62)."""

    draw: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)

    def clone(self) -> Piles:
        return Piles(list(self.draw), list(self.discard))

    def to_json(self) -> dict[str, Any]:
        return {"draw": list(self.draw), "discard": list(self.discard)}


@dataclass(slots=True)
class Result:
    """How the game ended (OR 5): the last Earl left wins."""

    winners: tuple[int, ...]
    end: str  # "last_earl", "rounds" (the length bound, never in a real game)
    names: tuple[str, ...] = ()

    @property
    def reason(self) -> str:
        from game.core.i18n import text

        if self.end == "rounds":
            return text(m("ortus_regni.outcome.rounds", n=len(self.winners)))
        name = self.names[self.winners[0]] if self.winners and self.names else ""
        return text(m("ortus_regni.outcome.last_earl", name=name))

    def to_json(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "end": self.end, "names": list(self.names)}


@dataclass(slots=True)
class OrtusState:
    """A game of Ortus Regni (see the module)."""

    data: OrtusData = field(repr=False, compare=False)
    config: OrtusConfig
    rng: Rng
    #: every card instance's type (an Earl card type or a table kind) and its owner seat
    kinds: list[str] = field(default_factory=list)
    owners: list[int] = field(default_factory=list)
    earls: list[Earl] = field(default_factory=list)
    army: Piles = field(default_factory=Piles)
    viking: Piles = field(default_factory=Piles)
    battle: Piles = field(default_factory=Piles)
    joust: Piles = field(default_factory=Piles)
    vikings: Vikings = field(default_factory=Vikings)
    bag: list[int] = field(default_factory=list)  # cubes per seat
    king: int | None = None  # the seat holding the King Card
    royal: list[int | None] = field(default_factory=list)  # Royal Army slots (OR-E52)
    phase: str = PHASE_DESIGN
    round: int = 0
    turn: int = 0  # the seat whose turn it is (VIKINGS during the Vikings' turn)
    first: int = 0  # the starting Earl (OR 2.2 step 7)
    action_used: bool = False
    #: the decisions in progress, innermost last: each a dict with its ``kind``
    stack: list[dict[str, Any]] = field(default_factory=list)
    result: Result | None = None
    #: the viewer a view was made for (None: the true state, or a spectator's view)
    viewer: int | None = None
    #: actions applied, for the length bound
    actions: int = 0
    cache: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    # Reading ----------------------------------------------------------------------
    @property
    def seats(self) -> int:
        return len(self.earls)

    def kind(self, card: int) -> str:
        """The type of a card instance ("" for one the viewer may not see)."""
        return self.kinds[card] if 0 <= card < len(self.kinds) else ""

    def role(self, card: int) -> str:
        """The role of an Earl card instance, or the deck of a table card's kind."""
        kind = self.kind(card)
        earl = self.data.cards.get(kind)
        if earl is not None:
            return earl.role
        table = self.data.table.get(kind)
        return table.deck if table is not None else ""

    def alive(self) -> list[int]:
        return [s for s, e in enumerate(self.earls) if e.alive]

    def options(self, key: str) -> Any:
        """The reading chosen for an ambiguity (the config's, else the data's default)."""
        return self.config.options.get(key, self.data.choices.get(key))

    # Copying ----------------------------------------------------------------------
    def clone(self) -> OrtusState:
        return OrtusState(
            self.data,
            self.config,
            self.rng.clone(),
            self.kinds,  # never changed once made: shared
            self.owners,
            [e.clone() for e in self.earls],
            self.army.clone(),
            self.viking.clone(),
            self.battle.clone(),
            self.joust.clone(),
            self.vikings.clone(),
            list(self.bag),
            self.king,
            list(self.royal),
            self.phase,
            self.round,
            self.turn,
            self.first,
            self.action_used,
            [_copy(ctx) for ctx in self.stack],
            self.result,
            self.viewer,
            self.actions,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "config": self.config.to_json(),
            "rng": self.rng.to_json(),
            "kinds": list(self.kinds),
            "owners": list(self.owners),
            "earls": [e.to_json() for e in self.earls],
            "army": self.army.to_json(),
            "viking": self.viking.to_json(),
            "battle": self.battle.to_json(),
            "joust": self.joust.to_json(),
            "vikings": self.vikings.to_json(),
            "bag": list(self.bag),
            "king": self.king,
            "royal": list(self.royal),
            "phase": self.phase,
            "round": self.round,
            "turn": self.turn,
            "first": self.first,
            "action_used": self.action_used,
            "stack": [_copy(ctx) for ctx in self.stack],
            "result": None if self.result is None else self.result.to_json(),
            "viewer": self.viewer,
            "actions": self.actions,
        }


def _copy(value: Any) -> Any:
    """A deep copy of a context's plain JSON values."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def state_from_json(data: OrtusData, doc: Any) -> OrtusState:
    """The state of its JSON form (a save's snapshot, whose hash the save checked)."""
    config = OrtusConfig.from_json(doc.get("config"))
    rng = Rng.from_json(doc.get("rng"))

    def earl(v: Any) -> Earl:
        return Earl(
            bool(v["alive"]),
            list(v["deck"]),
            list(v["hand"]),
            list(v["discard"]),
            list(v["reserve"]),
            list(v["towers"]),
            [Fief(f["castle"], f["lord"], list(f["props"])) for f in v["fiefs"]],
            [Mercenary(c["card"], c["garrison"]) for c in v["mercenaries"]],
            list(v["banners"]),
            dict(v["design"]),
            bool(v["designed"]),
            int(v["turns"]),
            str(v["out"]),
        )

    def piles(v: Any) -> Piles:
        return Piles(list(v["draw"]), list(v["discard"]))

    result = doc.get("result")
    return OrtusState(
        data,
        config,
        rng,
        list(doc["kinds"]),
        list(doc["owners"]),
        [earl(e) for e in doc["earls"]],
        piles(doc["army"]),
        piles(doc["viking"]),
        piles(doc["battle"]),
        piles(doc["joust"]),
        Vikings(**doc["vikings"]),
        list(doc["bag"]),
        doc["king"],
        list(doc["royal"]),
        doc["phase"],
        doc["round"],
        doc["turn"],
        doc["first"],
        doc["action_used"],
        [_copy(c) for c in doc["stack"]],
        None if result is None else Result(tuple(result["winners"]), result["end"], tuple(result.get("names", ()))),
        doc.get("viewer"),
        int(doc.get("actions", 0)),
    )


__all__ = [
    "HIDDEN",
    "PHASE_DESIGN",
    "PHASE_OVER",
    "PHASE_TURNS",
    "VIKINGS",
    "Earl",
    "Fief",
    "Mercenary",
    "OrtusConfig",
    "OrtusState",
    "Piles",
    "Result",
    "Vikings",
    "state_from_json",
]
