"""Troyes' game state: plain dataclasses with a JSON form, cheap to clone (inventory §9.1).

Seats are numbered 0..n-1 in clockwise order. ``NEUTRAL`` (-1) is the grey player: its
district, its citizens and its cubes (and le Roy's, in the solo variant, Appendix A).
A view for one seat (``TroyesRules.view_for``) is the same classes with the secrets
masked: other seats' victory points when they are hidden (``HIDDEN_VP``), characters and
unrevealed cards (``HIDDEN``), the decks' order and the random generator.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core import jsonform
from game.core.contract import SeatConfig
from game.core.i18n import Message, m, words
from game.core.rng import Rng
from game.games.troyes.rules.data import TroyesData

NEUTRAL = -1
#: a card no viewer may know (an unrevealed activity card, a deck's card, a character)
HIDDEN = ""
#: the victory points of a seat the viewer may not know
HIDDEN_VP = -1
#: the set-up option on victory points (§5.2 note, inventory §8): "hidden", every seat
#: alone knows its points and the amounts it gains or loses, until the final scoring;
#: "open", every gain is told with its amount, as tokens taken in public, and so the
#: totals are public too
VP_HIDDEN, VP_OPEN = "hidden", "open"
VP_MODES = (VP_HIDDEN, VP_OPEN)


@dataclass(slots=True)
class TroyesConfig:
    seats: list[SeatConfig]
    #: the four bonus cards (Baker, Banquet, Prior, Resistance; A-45)
    bonus_cards: bool = False
    #: the house tie-break (A-08): "none" (a shared victory) or "deniers"
    tie_break: str = "none"
    #: the start player (§2.1 step 6): a seat, or None to draw one by lot
    start: int | None = None
    #: victory points "hidden" (the rulebook's, §5.2 note) or "open" (``VP_MODES``)
    victory_points: str = VP_HIDDEN

    def to_json(self) -> dict[str, Any]:
        """The JSON form; ``victory_points`` is left out when "open", which is what a
        config written before the option meant (its gains were told with their amounts),
        so that older saves replay to the snapshot they kept."""
        doc: dict[str, Any] = {
            "seats": [s.to_json() for s in self.seats],
            "bonus_cards": self.bonus_cards,
            "tie_break": self.tie_break,
            "start": self.start,
        }
        if self.victory_points != VP_OPEN:
            doc["victory_points"] = self.victory_points
        return doc

    @classmethod
    def from_json(cls, v: Any) -> TroyesConfig:
        """The config of its JSON form: without ``victory_points``, "open" (see ``to_json``)."""
        if isinstance(v, dict) and "victory_points" not in v:
            v = {**v, "victory_points": VP_OPEN}
        return jsonform.decode_dataclass(cls, v)

    @property
    def hidden_vp(self) -> bool:
        """Whether victory points are hidden (see ``VP_MODES``): never in the solo game,
        where no other family could see them (le Roy's are public, Appendix A.1)."""
        return self.victory_points == VP_HIDDEN and len(self.seats) > 1


@dataclass(slots=True)
class Die:
    """A worker's die on the city square: its colour, face and district (a seat or NEUTRAL)."""

    id: int
    colour: str
    value: int
    district: int

    def to_json(self) -> list[Any]:
        return [self.id, self.colour, self.value, self.district]

    @classmethod
    def from_json(cls, v: list[Any]) -> Die:
        return cls(int(v[0]), str(v[1]), int(v[2]), int(v[3]))


@dataclass(slots=True)
class Player:
    deniers: int
    vp: int
    influence: int
    #: citizens in the personal supply (the others of the 12 not in play are in the general supply)
    supply: int
    characters: list[str] = field(default_factory=list)
    #: event cards won (§4.10), public
    won: list[str] = field(default_factory=list)
    passed: bool = False
    #: deniers lying in the district, collected at the end of the round (§4.9)
    district_deniers: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "deniers": self.deniers,
            "vp": self.vp,
            "influence": self.influence,
            "supply": self.supply,
            "characters": list(self.characters),
            "won": list(self.won),
            "passed": self.passed,
            "district_deniers": self.district_deniers,
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Player:
        return cls(
            int(v["deniers"]),
            int(v["vp"]),
            int(v["influence"]),
            int(v["supply"]),
            [str(c) for c in v["characters"]],
            [str(c) for c in v["won"]],
            bool(v["passed"]),
            int(v["district_deniers"]),
        )

    def clone(self) -> Player:
        return Player(
            self.deniers,
            self.vp,
            self.influence,
            self.supply,
            list(self.characters),
            list(self.won),
            self.passed,
            self.district_deniers,
        )


@dataclass(slots=True)
class Slot:
    """An activity card's slot (§1.2): the card, whether it is face up, its tradesmen
    (on the VP spaces, then on the illustration) and the delayed-effect cubes by seat."""

    card: str
    colour: str
    level: int
    face_up: bool
    spaces: list[int | None]
    extra: list[int] = field(default_factory=list)
    cubes: list[int] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "card": self.card,
            "colour": self.colour,
            "level": self.level,
            "face_up": self.face_up,
            "spaces": list(self.spaces),
            "extra": list(self.extra),
            "cubes": list(self.cubes),
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Slot:
        return cls(
            str(v["card"]),
            str(v["colour"]),
            int(v["level"]),
            bool(v["face_up"]),
            [None if x is None else int(x) for x in v["spaces"]],
            [int(x) for x in v["extra"]],
            [int(x) for x in v["cubes"]],
        )

    def clone(self) -> Slot:
        return Slot(
            self.card, self.colour, self.level, self.face_up, list(self.spaces), list(self.extra), list(self.cubes)
        )

    def tradesmen(self) -> list[int]:
        return [o for o in self.spaces if o is not None] + self.extra


@dataclass(slots=True)
class Queued:
    """An event card in the queue, with the cubes on its banners in the order they came:
    (owner, placement number) each (§4.5, §4.10)."""

    card: str
    banners: list[tuple[int, int]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"card": self.card, "banners": [list(b) for b in self.banners]}

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Queued:
        return cls(str(v["card"]), [(int(b[0]), int(b[1])) for b in v["banners"]])

    def clone(self) -> Queued:
        return Queued(self.card, list(self.banners))


@dataclass(slots=True)
class Step:
    """The action a seat is in the middle of (a compound turn, ARCHITECTURE: stages):
    what it does (``use``), with which dice, and what is left to choose."""

    use: str  # "activate", "build", "fight", "settle", "farm"
    target: int = -1  # the slot (activate) or queue index (fight)
    dice: list[list[Any]] = field(default_factory=list)  # the group's dice as [colour, value]
    total: int = 0
    times: int = 0  # activations or cubes allowed; then chosen
    left: int = 0  # per-activation choices still to make
    cube: int = -1  # the delayed card whose cube modifies the group (-1: none)
    stage: str = "group"  # "group", "citizen", "times", "target", "split", "done"
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "use": self.use,
            "target": self.target,
            "dice": [list(d) for d in self.dice],
            "total": self.total,
            "times": self.times,
            "left": self.left,
            "cube": self.cube,
            "stage": self.stage,
            "extra": dict(self.extra),
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Step:
        return cls(
            str(v["use"]),
            int(v["target"]),
            [list(d) for d in v["dice"]],
            int(v["total"]),
            int(v["times"]),
            int(v["left"]),
            int(v["cube"]),
            str(v["stage"]),
            dict(v["extra"]),
        )

    def clone(self) -> Step:
        return Step(
            self.use,
            self.target,
            [list(d) for d in self.dice],
            self.total,
            self.times,
            self.left,
            self.cube,
            self.stage,
            dict(self.extra),
        )


@dataclass(slots=True)
class Score:
    """One seat's final score by source (§5.2)."""

    tokens: int
    events: int
    tradesmen: int
    cathedral: int  # the penalty, 0 or negative
    characters: dict[str, int]
    total: int

    def to_json(self) -> dict[str, Any]:
        return {
            "tokens": self.tokens,
            "events": self.events,
            "tradesmen": self.tradesmen,
            "cathedral": self.cathedral,
            "characters": dict(self.characters),
            "total": self.total,
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Score:
        return cls(
            int(v["tokens"]),
            int(v["events"]),
            int(v["tradesmen"]),
            int(v["cathedral"]),
            {str(k): int(x) for k, x in v["characters"].items()},
            int(v["total"]),
        )


@dataclass(slots=True)
class Result:
    """How the game ended (§5.3): the winners, an end code and the final scores.
    Words are made from the figures when shown (``reason``)."""

    winners: tuple[int, ...]
    end: str  # "victory", "shared" (a tie, A-08), "solo" (Appendix A.7)
    scores: tuple[int, ...]
    names: tuple[str, ...]
    #: the solo result: the player's VP less le Roy's (Appendix A.7)
    margin: int = 0

    @property
    def message(self) -> Message:
        if self.end == "solo":
            return m("troyes.outcome.solo", margin=self.margin, n=self.margin)
        who = words([self.names[w] for w in self.winners])
        best = self.scores[self.winners[0]] if self.winners else 0
        said = "troyes.outcome.shared" if self.end == "shared" else "troyes.outcome.victory"
        return m(said, winners=who, n=best)

    @property
    def reason(self) -> str:
        return str(self.message)

    def to_json(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "end": self.end,
            "scores": list(self.scores),
            "names": list(self.names),
            "margin": self.margin,
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Result:
        return cls(
            tuple(int(x) for x in v["winners"]),
            str(v["end"]),
            tuple(int(x) for x in v["scores"]),
            tuple(str(x) for x in v["names"]),
            int(v["margin"]),
        )


Places = list[list[int | None]]


@dataclass(slots=True)
class Roy:
    """Le Roy, the solo opponent (Appendix A): the open stack of characters, his VP."""

    characters: list[str] = field(default_factory=list)
    vp: int = 0
    #: citizens of his in his supply (he uses two unused colours' citizens, A.1)
    supply: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"characters": list(self.characters), "vp": self.vp, "supply": self.supply}

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Roy:
        return cls([str(c) for c in v["characters"]], int(v["vp"]), int(v["supply"]))

    def clone(self) -> Roy:
        return Roy(list(self.characters), self.vp, self.supply)


@dataclass(slots=True)
class TroyesState:
    data: TroyesData
    config: TroyesConfig
    rng: Rng
    players: list[Player]
    #: "placement", "counter", "actions" or "over"
    phase: str = "placement"
    round: int = 0
    start: int = 0
    #: whose decision it is in the placement and actions phases (an actor: a seat, or
    #: NEUTRAL for le Roy)
    turn: int = 0
    #: the seats still to place a starting citizen, in order (§2.2)
    order: list[int] = field(default_factory=list)
    dice: list[Die] = field(default_factory=list)
    next_die: int = 0
    buildings: dict[str, Places] = field(default_factory=dict)
    lying: dict[str, list[int]] = field(default_factory=dict)
    cathedral: Places = field(default_factory=list)
    slots: list[Slot] = field(default_factory=list)
    queue: list[Queued] = field(default_factory=list)
    decks: dict[str, list[str]] = field(default_factory=dict)
    #: red event cards left in the box (Resistance draws one, A-45)
    box: list[str] = field(default_factory=list)
    #: event cards countered and won by nobody (A-17)
    discarded: list[str] = field(default_factory=list)
    #: the black dice still to counter this Events phase (§3 Phase 3)
    black: list[int] = field(default_factory=list)
    #: the seat facing the next black die
    pointer: int = 0
    #: the compound action in progress
    step: Step | None = None
    #: the seat in turn has spent Influence this turn: an action must follow (§3 Phase 4)
    spent: bool = False
    #: cubes placed on event cards so far (the order of banners, §4.10)
    seq: int = 0
    roy: Roy | None = None
    result: Result | None = None
    final: list[Score] = field(default_factory=list)
    #: None: the game itself; -1: a spectator's view; else the seat the view is for
    viewer: int | None = None
    #: the pending decision, kept until the state changes (``play.apply`` empties it; a
    #: test that edits a state by hand after asking must call ``cache.clear()``)
    cache: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def solo(self) -> bool:
        return self.roy is not None

    @property
    def seats(self) -> int:
        return len(self.players)

    def to_json(self) -> dict[str, Any]:
        return {
            "config": self.config.to_json(),
            "rng": self.rng.to_json(),
            "players": [p.to_json() for p in self.players],
            "phase": self.phase,
            "round": self.round,
            "start": self.start,
            "turn": self.turn,
            "order": list(self.order),
            "dice": [d.to_json() for d in self.dice],
            "next_die": self.next_die,
            "buildings": {b: [list(r) for r in rows] for b, rows in self.buildings.items()},
            "lying": {b: list(v) for b, v in self.lying.items()},
            "cathedral": [list(r) for r in self.cathedral],
            "slots": [s.to_json() for s in self.slots],
            "queue": [q.to_json() for q in self.queue],
            "decks": {k: list(v) for k, v in self.decks.items()},
            "box": list(self.box),
            "discarded": list(self.discarded),
            "black": list(self.black),
            "pointer": self.pointer,
            "step": None if self.step is None else self.step.to_json(),
            "spent": self.spent,
            "seq": self.seq,
            "roy": None if self.roy is None else self.roy.to_json(),
            "result": None if self.result is None else self.result.to_json(),
            "final": [s.to_json() for s in self.final],
            "viewer": self.viewer,
        }

    @classmethod
    def from_json(cls, data: TroyesData, v: dict[str, Any]) -> TroyesState:
        def places(rows: list[list[Any]]) -> Places:
            return [[None if x is None else int(x) for x in r] for r in rows]

        return cls(
            data,
            TroyesConfig.from_json(v["config"]),
            Rng.from_json(v["rng"]),
            [Player.from_json(p) for p in v["players"]],
            str(v["phase"]),
            int(v["round"]),
            int(v["start"]),
            int(v["turn"]),
            [int(x) for x in v["order"]],
            [Die.from_json(d) for d in v["dice"]],
            int(v["next_die"]),
            {str(b): places(rows) for b, rows in v["buildings"].items()},
            {str(b): [int(x) for x in xs] for b, xs in v["lying"].items()},
            places(v["cathedral"]),
            [Slot.from_json(s) for s in v["slots"]],
            [Queued.from_json(q) for q in v["queue"]],
            {str(k): [str(c) for c in cs] for k, cs in v["decks"].items()},
            [str(c) for c in v["box"]],
            [str(c) for c in v["discarded"]],
            [int(x) for x in v["black"]],
            int(v["pointer"]),
            None if v["step"] is None else Step.from_json(v["step"]),
            bool(v["spent"]),
            int(v["seq"]),
            None if v["roy"] is None else Roy.from_json(v["roy"]),
            None if v["result"] is None else Result.from_json(v["result"]),
            [Score.from_json(s) for s in v["final"]],
            None if v["viewer"] is None else int(v["viewer"]),
        )

    def clone(self) -> TroyesState:
        return TroyesState(
            self.data,
            self.config,
            self.rng.clone(),
            [p.clone() for p in self.players],
            self.phase,
            self.round,
            self.start,
            self.turn,
            list(self.order),
            [Die(d.id, d.colour, d.value, d.district) for d in self.dice],
            self.next_die,
            {b: [list(r) for r in rows] for b, rows in self.buildings.items()},
            {b: list(v) for b, v in self.lying.items()},
            [list(r) for r in self.cathedral],
            [s.clone() for s in self.slots],
            [q.clone() for q in self.queue],
            {k: list(v) for k, v in self.decks.items()},
            list(self.box),
            list(self.discarded),
            list(self.black),
            self.pointer,
            None if self.step is None else self.step.clone(),
            self.spent,
            self.seq,
            None if self.roy is None else self.roy.clone(),
            self.result,
            list(self.final),
            self.viewer,
        )

    # ----------------------------------------------------------------- small queries
    def die(self, die_id: int) -> Die | None:
        for d in self.dice:
            if d.id == die_id:
                return d
        return None

    def district(self, owner: int) -> list[Die]:
        return [d for d in self.dice if d.district == owner]

    def in_play(self, owner: int) -> int:
        """Citizens of ``owner`` in play: on the board (standing, lying, tradesmen), plus
        the personal supply for a seat (§1.3)."""
        count = sum(1 for rows in self.buildings.values() for r in rows for o in r if o == owner)
        count += sum(1 for v in self.lying.values() for o in v if o == owner)
        count += sum(1 for s in self.slots for o in s.tradesmen() if o == owner)
        if owner >= 0:
            count += self.players[owner].supply
        elif self.roy is not None:
            count += self.roy.supply
        return count

    def standing(self, owner: int, building: str) -> int:
        return sum(1 for r in self.buildings[building] for o in r if o == owner)
