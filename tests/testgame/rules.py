"""Pilgrims' Race: its data, state, actions, events and rules (``RULES.md``); no pygame.

Hidden information: the hands, the cards laid face down and the deck's order are secret,
and so is the random generator. A view shows each of them as the same number of
``HIDDEN`` cards (0: no card carries it), and a decision on a view lists only what its
viewer can know.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from game.core import jsonform
from game.core.contract import SeatColour, SeatConfig, Secret
from game.core.engine import Action, Decision, Event, field_problem
from game.core.errors import ConfigError, IllegalAction
from game.core.i18n import N_, Message, m, words
from game.core.rng import Rng

GAME = "pilgrims"
HIDDEN = 0
MIN_SEATS, MAX_SEATS = 2, 4
#: the most rounds a race lasts, whatever the set-up says (4.3)
MAX_ROUNDS = 200


@dataclass(frozen=True)
class PilgrimsData:
    road: int
    die: int
    hand: int
    hand_limit: int
    max_lay: int
    deck: tuple[int, ...]
    colours: tuple[SeatColour, ...]


@dataclass(slots=True)
class PilgrimsConfig:
    seats: list[SeatConfig]
    max_rounds: int | None = 12
    hospitality: bool = True

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [s.to_json() for s in self.seats],
            "max_rounds": self.max_rounds,
            "hospitality": self.hospitality,
        }

    @classmethod
    def from_json(cls, v: Any) -> PilgrimsConfig:
        """Raises ``jsonform.FormError`` naming a field missing, unknown or of the wrong type."""
        return jsonform.decode_dataclass(cls, v)


@dataclass(frozen=True, slots=True)
class Result:
    winners: tuple[int, ...]
    end: str  # "arrival", "round_limit" or "length_limit"
    reason: str


def round_limit(config: PilgrimsConfig) -> int:
    """The last round of a race of this set-up: its round limit, at most ``MAX_ROUNDS`` (4.2, 4.3)."""
    return MAX_ROUNDS if config.max_rounds is None else min(config.max_rounds, MAX_ROUNDS)


def max_actions(data: PilgrimsData, config: PilgrimsConfig) -> int:
    """The most actions a race can last: in each round, every seat's turn is a draw or a
    pass (one action), or a walk of at most ``max_lay`` cards (and never more than a
    hand holds) with its done and a host's answer (3.1)."""
    per_turn = min(data.max_lay, data.hand_limit) + 2
    return round_limit(config) * len(config.seats) * per_turn


# ------------------------------------------------------------------ actions (RULES 2, 3)
@dataclass(frozen=True)
class PilgrimsAction(Action, game=GAME):
    pass


@dataclass(frozen=True)
class Lay(PilgrimsAction):
    kind: ClassVar[str] = "lay"
    card: int


@dataclass(frozen=True)
class Draw(PilgrimsAction):
    kind: ClassVar[str] = "draw"


@dataclass(frozen=True)
class Pass(PilgrimsAction):
    kind: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Done(PilgrimsAction):
    kind: ClassVar[str] = "done"


@dataclass(frozen=True)
class Welcome(PilgrimsAction):
    kind: ClassVar[str] = "welcome"


@dataclass(frozen=True)
class TurnAway(PilgrimsAction):
    kind: ClassVar[str] = "turn_away"


# ------------------------------------------------------------------ events
@dataclass(frozen=True)
class PilgrimsEvent(Event, game=GAME):
    """An event of the race. ``text`` is the id of its message, filled with its fields and
    the seat's ``name``; a tuple of cards reads "3 and 5" ("3 et 5")."""

    text: ClassVar[str] = N_("pilgrims.event.something")
    seat: int

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat,)

    def message(self, names: Sequence[str]) -> Message:
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        params = {k: words(v) if isinstance(v, tuple) else v for k, v in values.items()}
        return m(self.text, name=names[self.seat], **params)

    def sentence(self, names: Sequence[str]) -> str:
        return str(self.message(names))


@dataclass(frozen=True)
class Private(PilgrimsEvent):
    """Seen by its own seat only."""

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        return (self.seat,)


@dataclass(frozen=True)
class HandDealt(Private):
    kind: ClassVar[str] = "hand_dealt"
    text: ClassVar[str] = N_("pilgrims.event.hand_dealt")
    cards: tuple[int, ...]


@dataclass(frozen=True)
class RoundBegan(PilgrimsEvent):
    kind: ClassVar[str] = "round_began"
    text: ClassVar[str] = N_("pilgrims.event.round_began")
    round: int

    @property
    def progress(self) -> tuple[int, int] | None:
        return (self.round, 1)


@dataclass(frozen=True)
class CardDrawn(PilgrimsEvent):
    kind: ClassVar[str] = "card_drawn"
    text: ClassVar[str] = N_("pilgrims.event.card_drawn")


@dataclass(frozen=True)
class CardSeen(Private):
    """The drawn card, for its drawer's eyes only (2.1)."""

    kind: ClassVar[str] = "card_seen"
    text: ClassVar[str] = N_("pilgrims.event.card_seen")
    card: int


@dataclass(frozen=True)
class Reshuffled(PilgrimsEvent):
    kind: ClassVar[str] = "reshuffled"
    text: ClassVar[str] = N_("pilgrims.event.reshuffled")
    reveals: ClassVar[bool] = True
    cards: int


@dataclass(frozen=True)
class Passed(PilgrimsEvent):
    kind: ClassVar[str] = "passed"
    text: ClassVar[str] = N_("pilgrims.event.passed")


@dataclass(frozen=True)
class CardLaid(PilgrimsEvent):
    kind: ClassVar[str] = "card_laid"
    text: ClassVar[str] = N_("pilgrims.event.card_laid")


@dataclass(frozen=True)
class CardsRevealed(PilgrimsEvent):
    kind: ClassVar[str] = "cards_revealed"
    text: ClassVar[str] = N_("pilgrims.event.cards_revealed")
    reveals: ClassVar[bool] = True
    cards: tuple[int, ...]


@dataclass(frozen=True)
class DieRolled(PilgrimsEvent):
    kind: ClassVar[str] = "die_rolled"
    text: ClassVar[str] = N_("pilgrims.event.die_rolled")
    reveals: ClassVar[bool] = True
    roll: int


@dataclass(frozen=True)
class Moved(PilgrimsEvent):
    kind: ClassVar[str] = "moved"
    text: ClassVar[str] = N_("pilgrims.event.moved")
    frm: int
    to: int


@dataclass(frozen=True)
class Hosted(PilgrimsEvent):
    """``seat`` answered a walker (3.1): another seat's choice, so it reveals."""

    kind: ClassVar[str] = "hosted"
    reveals: ClassVar[bool] = True
    walker: int
    welcome: bool

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat, self.walker)

    def message(self, names: Sequence[str]) -> Message:
        said = "pilgrims.event.welcomed" if self.welcome else "pilgrims.event.turned_away"
        return m(said, name=names[self.seat], walker=names[self.walker])


@dataclass(frozen=True)
class GameEnded(PilgrimsEvent):
    kind: ClassVar[str] = "game_ended"
    text: ClassVar[str] = N_("pilgrims.event.game_ended")
    winners: tuple[int, ...]
    reason: str

    @property
    def seats(self) -> tuple[int, ...]:
        return self.winners


# ------------------------------------------------------------------ state
@dataclass(slots=True)
class PilgrimsState:
    data: PilgrimsData
    config: PilgrimsConfig
    rng: Rng
    positions: list[int]
    hands: list[list[int]]  # each kept sorted, so its order tells nothing
    deck: list[int]  # the top card is the last
    discard: list[int] = field(default_factory=list)
    laid: list[int] = field(default_factory=list)  # face down, by the seat to play
    turn: int = 0
    round: int = 1
    host: int | None = None  # the seat asked for hospitality (3.1)
    result: Result | None = None
    viewer: int | None = None  # None: the game itself; -1: a spectator's view

    def to_json(self) -> dict[str, Any]:
        r = self.result
        return {
            "config": self.config.to_json(),
            "rng": self.rng.to_json(),
            "positions": list(self.positions),
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "discard": list(self.discard),
            "laid": list(self.laid),
            "turn": self.turn,
            "round": self.round,
            "host": self.host,
            "result": None if r is None else {"winners": list(r.winners), "end": r.end, "reason": r.reason},
            "viewer": self.viewer,
        }

    @classmethod
    def from_json(cls, data: PilgrimsData, v: dict[str, Any]) -> PilgrimsState:
        r = v["result"]

        def ints(xs: list[Any]) -> list[int]:
            return [int(x) for x in xs]

        return cls(
            data,
            PilgrimsConfig.from_json(v["config"]),
            Rng.from_json(v["rng"]),
            ints(v["positions"]),
            [ints(h) for h in v["hands"]],
            ints(v["deck"]),
            ints(v["discard"]),
            ints(v["laid"]),
            int(v["turn"]),
            int(v["round"]),
            v["host"],
            None if r is None else Result(tuple(ints(r["winners"])), r["end"], r["reason"]),
            v["viewer"],
        )


# ------------------------------------------------------------------ the rules
class PilgrimsRules:
    """The ``GameRules`` contract over ``PilgrimsState``."""

    def new_game(self, data: PilgrimsData, config: PilgrimsConfig, seed: int) -> tuple[PilgrimsState, list[Event]]:
        n = len(config.seats)
        if not MIN_SEATS <= n <= MAX_SEATS:
            raise ConfigError(f"Pilgrims' Race is played by {MIN_SEATS} to {MAX_SEATS} seats, not {n}")
        if config.max_rounds is not None and config.max_rounds < 1:
            raise ConfigError("max_rounds: at least 1")
        if n * data.hand > len(data.deck):
            raise ConfigError(f"the deck of {len(data.deck)} cards cannot deal {data.hand} to {n} seats")
        rng = Rng(seed)
        deck = list(data.deck)
        rng.shuffle(deck)  # 1.2
        hands = [sorted(deck.pop() for _ in range(data.hand)) for _ in range(n)]
        state = PilgrimsState(data, config, rng, [0] * n, hands, deck)
        events: list[Event] = [HandDealt(s, tuple(h)) for s, h in enumerate(hands)]
        return state, [*events, RoundBegan(0, 1)]

    def pending(self, s: PilgrimsState) -> Decision | None:
        if s.result is not None:
            return None
        names = self.seat_names(s)
        if s.host is not None:  # 3.1, out of turn
            return Decision(
                s.host,
                "hospitality",
                m("pilgrims.prompt.hospitality", walker=names[s.turn]),
                (Welcome(), TurnAway()),
                interrupt=True,
            )
        lays = [Lay(c) for c in sorted(set(s.hands[s.turn]) - {HIDDEN})] if len(s.laid) < s.data.max_lay else []
        if s.laid:  # 2.2: a walk goes on until done
            return Decision(s.turn, "walk", m("pilgrims.prompt.walk", name=names[s.turn]), (*lays, Done()))
        draw = [Draw()] if self._may_draw(s) else []
        return Decision(s.turn, "turn", m("pilgrims.prompt.turn", name=names[s.turn]), (*lays, *draw, Pass()))

    def _may_draw(self, s: PilgrimsState) -> bool:
        return len(s.hands[s.turn]) < s.data.hand_limit and bool(s.deck or s.discard)

    def legal_actions(self, s: PilgrimsState) -> Sequence[Action]:
        d = self.pending(s)
        return d.options if d is not None else ()

    def apply(self, s: PilgrimsState, action: Action) -> list[Event]:
        if s.viewer is not None:
            raise IllegalAction(m("pilgrims.refusal.view"))
        d = self.pending(s)
        if d is None:
            raise IllegalAction(m("pilgrims.refusal.over"))
        if action not in d.options:
            raise IllegalAction(field_problem(action) or self._refusal(s, d, action))
        events: list[Event] = []
        seat = s.turn
        if isinstance(action, Draw):  # 2.1
            if not s.deck:
                s.deck, s.discard = s.discard, []
                s.rng.shuffle(s.deck)
                events.append(Reshuffled(seat, len(s.deck)))
            card = s.deck.pop()
            s.hands[seat] = sorted([*s.hands[seat], card])
            events += [CardDrawn(seat), CardSeen(seat, card)]
        elif isinstance(action, Pass):  # 2.3
            events.append(Passed(seat))
        elif isinstance(action, Lay):  # 2.2
            s.hands[seat].remove(action.card)
            s.laid.append(action.card)
            events.append(CardLaid(seat))
            return events
        elif isinstance(action, Done):
            if self._walk(s, seat, events):
                return events
        else:  # 3.1
            assert s.host is not None
            events.append(Hosted(s.host, seat, isinstance(action, Welcome)))
            if isinstance(action, TurnAway):
                s.positions[seat] -= 1
            s.host = None
        self._end_turn(s, events)
        return events

    def _refusal(self, s: PilgrimsState, d: Decision, action: Action) -> Message:
        names = self.seat_names(s)
        if not isinstance(action, PilgrimsAction):
            return m("pilgrims.refusal.foreign", kind=action.kind.replace("_", " "))
        if isinstance(action, Lay) and d.kind != "hospitality" and len(s.laid) < s.data.max_lay:
            return m("pilgrims.refusal.no_such_card", name=names[d.seat], card=action.card)
        if isinstance(action, Lay) and d.kind == "walk":
            return m("pilgrims.refusal.lay_limit", n=s.data.max_lay)
        if isinstance(action, Draw) and d.kind == "turn":
            return m("pilgrims.refusal.hand_full") if s.deck or s.discard else m("pilgrims.refusal.deck_empty")
        wanted = {
            "turn": N_("pilgrims.refusal.want_turn"),
            "walk": N_("pilgrims.refusal.want_walk"),
            "hospitality": N_("pilgrims.refusal.want_hospitality"),
        }[d.kind]
        return m(wanted, name=names[d.seat], kind=action.kind.replace("_", " "))

    def _walk(self, s: PilgrimsState, seat: int, events: list[Event]) -> bool:
        """Done (2.2): reveal, roll, move. True when the turn is not over yet (3.1) or the
        game ended (4.1)."""
        roll = s.rng.randint(1, s.data.die)
        events += [CardsRevealed(seat, tuple(s.laid)), DieRolled(seat, roll)]
        frm = s.positions[seat]
        to = min(frm + sum(s.laid) + roll, s.data.road)
        s.discard += s.laid
        s.laid = []
        s.positions[seat] = to
        events.append(Moved(seat, frm, to))
        if to == s.data.road:
            self._finish(s, (seat,), "arrival", f"{self.seat_names(s)[seat]} reaches the shrine first.", events)
            return True
        n = len(s.positions)
        hosts = [(seat + k) % n for k in range(1, n) if s.positions[(seat + k) % n] == to]
        if s.config.hospitality and hosts:
            s.host = hosts[0]
            return True
        return False

    def _end_turn(self, s: PilgrimsState, events: list[Event]) -> None:
        s.turn = (s.turn + 1) % len(s.positions)
        if s.turn:
            return
        if s.round >= round_limit(s.config):  # 4.2, 4.3
            far = max(s.positions)
            winners = tuple(i for i, p in enumerate(s.positions) if p == far)
            who = " and ".join(self.seat_names(s)[i] for i in winners)
            agreed = s.config.max_rounds is not None and s.round >= s.config.max_rounds
            end, limit = ("round_limit", "") if agreed else ("length_limit", " (the race's length limit)")
            self._finish(s, winners, end, f"After {s.round} rounds{limit}, {who} went farthest (space {far}).", events)
            return
        s.round += 1
        events.append(RoundBegan(0, s.round))

    def _finish(self, s: PilgrimsState, winners: tuple[int, ...], end: str, reason: str, events: list[Event]) -> None:
        s.result = Result(winners, end, reason)
        events.append(GameEnded(winners[0], winners, reason))

    def view_for(self, s: PilgrimsState, seat: int | None) -> PilgrimsState:
        v = self.clone(s)
        v.viewer = -1 if seat is None else seat
        v.rng = Rng(0)
        v.hands = [h if i == seat else [HIDDEN] * len(h) for i, h in enumerate(v.hands)]
        if s.turn != seat:
            v.laid = [HIDDEN] * len(v.laid)
        v.deck = [HIDDEN] * len(v.deck)
        return v

    def clone(self, s: PilgrimsState) -> PilgrimsState:
        return PilgrimsState(
            s.data,
            s.config,
            s.rng.clone(),
            list(s.positions),
            [list(h) for h in s.hands],
            list(s.deck),
            list(s.discard),
            list(s.laid),
            s.turn,
            s.round,
            s.host,
            s.result,
            s.viewer,
        )

    def outcome(self, s: PilgrimsState) -> Result | None:
        return s.result

    def describe_action(self, s: PilgrimsState, action: Action) -> str:
        walker = self.seat_names(s)[s.turn]
        words: dict[type[Action], str] = {
            Draw: "Draw a card",
            Pass: "Pass",
            Done: "Walk: turn up the laid cards and roll the die",
            Welcome: f"Welcome {walker}",
            TurnAway: f"Turn {walker} away, one space back",
        }
        if isinstance(action, Lay):
            return f"Lay your {action.card} face down"
        return words.get(type(action), action.kind.replace("_", " ").capitalize())

    def describe_event(self, s: PilgrimsState, event: Event) -> str:
        if isinstance(event, PilgrimsEvent):
            return event.sentence(self.seat_names(s))
        return event.kind.replace("_", " ").capitalize() + "."

    def secrets(self, s: PilgrimsState, seat: int | None) -> list[Secret]:
        out = [Secret(("rng",), s.rng.to_json())]
        out += [Secret(("hands", i), list(h)) for i, h in enumerate(s.hands) if i != seat and h]
        if s.laid and s.turn != seat:
            out.append(Secret(("laid",), list(s.laid)))
        if s.deck:
            out.append(Secret(("deck",), list(s.deck)))
        return out

    def sample_state(self, view: PilgrimsState, seat: int, rng: Rng) -> PilgrimsState:
        """Every hidden card dealt again, shuffled, from the cards the view does not show."""
        s = self.clone(view)
        s.viewer = None
        s.rng = Rng(rng.below(2**31))
        shown = Counter(c for pile in (*s.hands, s.laid, s.deck, s.discard) for c in pile if c != HIDDEN)
        unseen = list((Counter(s.data.deck) - shown).elements())
        rng.shuffle(unseen)

        def fill(pile: list[int]) -> list[int]:
            return [unseen.pop() if c == HIDDEN else c for c in pile]

        s.hands = [sorted(fill(h)) for h in s.hands]
        s.laid, s.deck = fill(s.laid), fill(s.deck)
        return s

    def seat_names(self, s: PilgrimsState) -> list[str]:
        return [c.name for c in s.config.seats]

    def progress(self, s: PilgrimsState) -> tuple[int, int]:
        return (s.round, s.turn + 1)

    def state_to_json(self, s: PilgrimsState) -> dict[str, Any]:
        return s.to_json()

    def state_from_json(self, data: PilgrimsData, doc: dict[str, Any]) -> PilgrimsState:
        return PilgrimsState.from_json(data, doc)

    def config_from_json(self, doc: dict[str, Any]) -> PilgrimsConfig:
        try:
            return PilgrimsConfig.from_json(doc)
        except jsonform.FormError as exc:
            raise ConfigError(str(exc)) from None


RULES = PilgrimsRules()
