"""Feudality's state: plain dataclasses with a JSON form (inventory §9.1).

A baron (``Baron``) holds his Fiefdom Management side (by its id, ``Side.id``), his VP,
his resources, the tiles on his squares (by square name, "c4": column then row, as
``sides.py`` names them) and his Keep (``KeepState``: its top left square, which space
each of its four squares is, and the stack of each space, bottom first).

The table: the cloth bag (tile and unit type ids, in draw order: hidden, §8), the tray,
the value tiles set aside while the set-up tray is filled, the tile discard pile, the fortification pool, the
event deck (each card as its event id and the index of its card entry), the Senior's seat;
during a Senior turn, the location roll under way (``dice``) and the Wizards used.

What the game does next is ``queue``: the steps still to come, each ``[step, seat]``, the
first being the one under way. A step a baron answers is a decision (``setup.DECIDED``);
the others run by themselves as soon as they come first (``setup.run``). The set-up lays
the whole queue out at the start (inventory §2.1); a draft pick of a tile that goes on a
square puts its placement first (the tile ``holding``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.contract import SeatConfig
from game.core.errors import ConfigError
from game.core.i18n import m
from game.core.jsonform import FormError
from game.core.rng import Rng
from game.games.feudality.rules.data import RESOURCES, FeudalityData
from game.games.feudality.rules.sides import Side, shipped_sides

PHASE_SETUP = "setup"
PHASE_TURNS = "turns"
PHASE_OVER = "over"


@dataclass(slots=True)
class FeudalityConfig:
    """A game's set-up: the barons, and the readings chosen for the ambiguities
    (``FeudalityData.choices`` ids; those not given take the data's default)."""

    seats: list[SeatConfig]
    options: dict[str, Any] = field(default_factory=dict)
    #: the table's limit on Senior turns (None: until the Victory Number, within the
    #: data's ``numbers.max_turns``)
    max_rounds: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [s.to_json() for s in self.seats],
            "options": dict(sorted(self.options.items())),
            "max_rounds": self.max_rounds,
        }

    @classmethod
    def from_json(cls, doc: Any) -> FeudalityConfig:
        if not isinstance(doc, dict) or not isinstance(doc.get("seats"), list):
            raise ConfigError(m("feudality.config.not_config"))
        try:
            seats = [SeatConfig.from_json(s) for s in doc["seats"]]
        except FormError as exc:
            raise ConfigError(m("feudality.config.bad_seat", problem=str(exc))) from None
        options = doc.get("options", {})
        if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
            raise ConfigError(m("feudality.config.bad_options"))
        limit = doc.get("max_rounds")
        if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
            raise ConfigError(m("feudality.config.bad_round_limit", value=repr(limit)))
        return cls(seats, dict(options), limit)


@dataclass(slots=True)
class KeepState:
    """A baron's Keep (inventory §1.3): its top left square, the Keep space of each of
    its four squares (by square name; empty until he arranges it, FE-A32) and each
    space's stack, bottom first (fortification ids, unit ids)."""

    square: str
    spaces: dict[str, str] = field(default_factory=dict)
    stacks: dict[str, list[str]] = field(default_factory=dict)

    def clone(self) -> KeepState:
        return KeepState(self.square, dict(self.spaces), {k: list(v) for k, v in self.stacks.items()})

    def to_json(self) -> dict[str, Any]:
        return {
            "square": self.square,
            "spaces": dict(sorted(self.spaces.items())),
            "stacks": {k: list(v) for k, v in sorted(self.stacks.items())},
        }

    @classmethod
    def from_json(cls, v: Any) -> KeepState:
        return cls(str(v["square"]), dict(v["spaces"]), {k: list(s) for k, s in v["stacks"].items()})


@dataclass(slots=True)
class Baron:
    """One player's Fief: his side, VP, resources, tiles by square, Keep, and the
    fortification he holds before it goes into his Keep."""

    side: str = ""
    vp: int = 0
    resources: dict[str, int] = field(default_factory=lambda: dict.fromkeys(RESOURCES, 0))
    tiles: dict[str, str] = field(default_factory=dict)
    keep: KeepState | None = None
    #: the Tower taken from the pool, held until the Keep is arranged (§2.1 step 5)
    tower: str = ""

    def clone(self) -> Baron:
        return Baron(
            self.side,
            self.vp,
            dict(self.resources),
            dict(self.tiles),
            None if self.keep is None else self.keep.clone(),
            self.tower,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "side": self.side,
            "vp": self.vp,
            "resources": {r: self.resources.get(r, 0) for r in RESOURCES},
            "tiles": dict(sorted(self.tiles.items())),
            "keep": None if self.keep is None else self.keep.to_json(),
            "tower": self.tower,
        }

    @classmethod
    def from_json(cls, v: Any) -> Baron:
        keep = v.get("keep")
        return cls(
            str(v["side"]),
            int(v["vp"]),
            {r: int(n) for r, n in v["resources"].items()},
            dict(v["tiles"]),
            None if keep is None else KeepState.from_json(keep),
            str(v.get("tower", "")),
        )


@dataclass(slots=True)
class FeudalityState:
    """A game of Feudality (see the module)."""

    data: FeudalityData = field(repr=False, compare=False)
    config: FeudalityConfig
    rng: Rng
    #: the Fiefdom Management sides the game may use, in their files' order (shared)
    sides: tuple[Side, ...] = field(repr=False, compare=False, default=())
    barons: list[Baron] = field(default_factory=list)
    senior: int = 0
    bag: list[str] = field(default_factory=list)
    tray: list[str] = field(default_factory=list)
    #: value tiles (and units, if the draft takes none) set aside while the set-up tray fills
    set_aside: list[str] = field(default_factory=list)
    #: the fortifications in the pool, by id (§2.1 step 5)
    pool: dict[str, int] = field(default_factory=dict)
    #: Keep tiles left in the box
    keeps: int = 0
    #: the event deck, top last: [event id, index of its card entry]
    events: list[list[Any]] = field(default_factory=list)
    phase: str = PHASE_SETUP
    #: the steps to come, the first under way: [step, seat] (seat -1: the table)
    queue: list[list[Any]] = field(default_factory=list)
    #: the tile taken in the draft and not yet placed
    holding: str = ""
    #: Senior turns begun (0 during the set-up)
    turn: int = 0
    #: the viewer a view was made for (None: the true state)
    viewer: int | None = None
    actions: int = 0
    #: the location roll under way (§3 step 1): [white die, coloured die]; empty between
    #: rolls. The white die is the row, the coloured die the column: the Point of Action
    dice: list[int] = field(default_factory=list)
    #: location rolls made this Senior turn (``numbers.max_rolls`` bounds them)
    rolls: int = 0
    #: the seats whose Wizard re-rolled a die this Senior turn (FE-E23, FE-A18)
    wizard_used: list[int] = field(default_factory=list)
    #: the tile discard pile: the purchase tray's leftovers (§4.4), oldest first
    discard: list[str] = field(default_factory=list)
    #: the event card being resolved ([event id, card index]; empty between events)
    event: list[Any] = field(default_factory=list)
    #: the event discard pile, oldest first, and the cards out of the game (§4.3)
    event_discard: list[list[Any]] = field(default_factory=list)
    removed_events: list[list[Any]] = field(default_factory=list)
    #: the seat whose Fief the Rats are under (-1: not in play; FE-E62, FE-E63)
    rats: int = -1
    #: the Rat card in play beside that Fief ([event id, card index]; empty: none)
    rats_card: list[Any] = field(default_factory=list)
    #: each seat's units away at a war, waiting to roll for survival (FE-E37)
    away: list[list[str]] = field(default_factory=list)
    #: the winners once the game is over (seats; several for a shared win, §5)
    winners: list[int] = field(default_factory=list)
    #: how it ended: "victory" (the Victory Number reached, §5), "turns" (the length bound)
    end: str = ""
    cache: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    # Reading ----------------------------------------------------------------------
    @property
    def seats(self) -> int:
        return len(self.barons)

    def options(self, key: str) -> Any:
        """The reading chosen for an ambiguity (the config's, else the data's default)."""
        return self.config.options.get(key, self.data.choices.get(key))

    def side(self, seat: int) -> Side:
        """The side ``seat`` chose (KeyError before he has)."""
        return self.side_by_id(self.barons[seat].side)

    def side_by_id(self, side_id: str) -> Side:
        for side in self.sides:
            if side.id == side_id:
                return side
        raise KeyError(side_id)

    def order(self) -> list[int]:
        """Every seat clockwise from the Senior (§2.1 step 2)."""
        return [(self.senior + i) % self.seats for i in range(self.seats)]

    @property
    def step(self) -> str:
        return str(self.queue[0][0]) if self.queue else ""

    # Copying ----------------------------------------------------------------------
    def clone(self) -> FeudalityState:
        return FeudalityState(
            self.data,
            self.config,
            self.rng.clone(),
            self.sides,
            [b.clone() for b in self.barons],
            self.senior,
            list(self.bag),
            list(self.tray),
            list(self.set_aside),
            dict(self.pool),
            self.keeps,
            [list(e) for e in self.events],
            self.phase,
            [[*q[:2], *(dict(a) for a in q[2:])] for q in self.queue],
            self.holding,
            self.turn,
            self.viewer,
            self.actions,
            list(self.dice),
            self.rolls,
            list(self.wizard_used),
            list(self.discard),
            list(self.event),
            [list(e) for e in self.event_discard],
            [list(e) for e in self.removed_events],
            self.rats,
            list(self.rats_card),
            [list(a) for a in self.away],
            list(self.winners),
            self.end,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "config": self.config.to_json(),
            "rng": self.rng.to_json(),
            "sides": [side.id for side in self.sides],
            "barons": [b.to_json() for b in self.barons],
            "senior": self.senior,
            "bag": list(self.bag),
            "tray": list(self.tray),
            "set_aside": list(self.set_aside),
            "pool": dict(sorted(self.pool.items())),
            "keeps": self.keeps,
            "events": [list(e) for e in self.events],
            "phase": self.phase,
            "queue": [list(q) for q in self.queue],
            "holding": self.holding,
            "turn": self.turn,
            "viewer": self.viewer,
            "actions": self.actions,
            "dice": list(self.dice),
            "rolls": self.rolls,
            "wizard_used": list(self.wizard_used),
            "discard": list(self.discard),
            "event": list(self.event),
            "event_discard": [list(e) for e in self.event_discard],
            "removed_events": [list(e) for e in self.removed_events],
            "rats": self.rats,
            "rats_card": list(self.rats_card),
            "away": [list(a) for a in self.away],
            "winners": list(self.winners),
            "end": self.end,
        }


def state_from_json(data: FeudalityData, doc: Any, sides: tuple[Side, ...] = ()) -> FeudalityState:
    """The state of its JSON form. ``sides``: the sides loaded for the game (those the
    form names, by id, are kept in its order; default the game's own)."""
    if not sides:
        sides = data.sides or shipped_sides()
    by_id = {side.id: side for side in sides}
    return FeudalityState(
        data,
        FeudalityConfig.from_json(doc.get("config")),
        Rng.from_json(doc.get("rng")),
        tuple(by_id[i] for i in doc["sides"]),
        [Baron.from_json(b) for b in doc["barons"]],
        int(doc["senior"]),
        list(doc["bag"]),
        list(doc["tray"]),
        list(doc["set_aside"]),
        {k: int(v) for k, v in doc["pool"].items()},
        int(doc["keeps"]),
        [list(e) for e in doc["events"]],
        str(doc["phase"]),
        [list(q) for q in doc["queue"]],
        str(doc["holding"]),
        int(doc["turn"]),
        doc.get("viewer"),
        int(doc.get("actions", 0)),
        [int(d) for d in doc.get("dice", [])],
        int(doc.get("rolls", 0)),
        [int(seat) for seat in doc.get("wizard_used", [])],
        [str(tile) for tile in doc.get("discard", [])],
        list(doc.get("event", [])),
        [list(e) for e in doc.get("event_discard", [])],
        [list(e) for e in doc.get("removed_events", [])],
        int(doc.get("rats", -1)),
        list(doc.get("rats_card", [])),
        [[str(u) for u in a] for a in doc.get("away", [])],
        [int(w) for w in doc.get("winners", [])],
        str(doc.get("end", "")),
    )


__all__ = [
    "PHASE_OVER",
    "PHASE_SETUP",
    "PHASE_TURNS",
    "Baron",
    "FeudalityConfig",
    "FeudalityState",
    "KeepState",
    "state_from_json",
]
