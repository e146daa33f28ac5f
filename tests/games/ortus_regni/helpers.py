"""Building Ortus Regni positions for the rules tests (rule numbers OR-Enn, OR-Ann, OR-Tnn
are those of the rule inventory; docs/ortus_regni/rules-coverage.md lists them).

``blank`` gives a game past the deck design, Round 1, ``seat`` to act in his second turn
(so that he may Attack), every Hand, Reserve, deck and Tower row empty, each Earl with his
Palace alone. Tests then make exactly the cards a rule needs with ``card`` (a new card of
a type, owned by an Earl, lying nowhere until the test puts it somewhere) and put them in
place with the small helpers below; ``top`` stacks a table deck so that the next card
drawn is the one a test wants.

The engine keeps the pending decision until the state changes through ``engine.apply``: a
test that edits a state by hand calls ``fresh(s)``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.core.contract import SeatConfig
from game.core.engine import Action, Decision, Event
from game.games.ortus_regni.rules import design, engine
from game.games.ortus_regni.rules.data import OrtusData
from game.games.ortus_regni.rules.load import load_ortus_data
from game.games.ortus_regni.rules.state import PHASE_TURNS, Fief, Mercenary, OrtusConfig, OrtusState, Piles

NAMES = ("Aelfric", "Beorn", "Cyneric", "Dunstan", "Eadgar", "Frith")  # words: names
A, B, C, D = 0, 1, 2, 3


@lru_cache(maxsize=1)
def data() -> OrtusData:
    return load_ortus_data()


def deck(kind_counts: dict[str, int] | None = None) -> dict[str, int]:
    """A legal 24-card design (the ``balanced`` deck of the data unless given)."""
    if kind_counts is not None:
        return kind_counts
    return dict(data().archetypes["balanced"].counts)


def config(n: int = 2, options: dict[str, Any] | None = None, decks: bool = True) -> OrtusConfig:
    colours = [c.id for c in data().colours]
    seats = [SeatConfig(NAMES[i], colours[i]) for i in range(n)]
    ready = {i: deck() for i in range(n)} if decks else {}
    return OrtusConfig(seats, dict(options or {}), ready)


def new(
    n: int = 2, seed: int = 1, options: dict[str, Any] | None = None, decks: bool = True
) -> tuple[OrtusState, list[Event]]:
    return engine.new_game(data(), config(n, options, decks), seed)


def blank(n: int = 2, seat: int = A, seed: int = 1, options: dict[str, Any] | None = None) -> OrtusState:
    """Round 1, ``seat`` in his second turn (he may Attack), every Earl with his Palace
    only and nothing in his Hand, deck, Reserve or Towers."""
    s, _ = new(n, seed, options)
    for earl in s.earls:
        earl.hand, earl.deck, earl.discard, earl.reserve, earl.towers = [], [], [], [], []
        earl.fiefs = earl.fiefs[:1]
        earl.fiefs[0].lord, earl.fiefs[0].props = None, []
        earl.turns = 2
    s.phase = PHASE_TURNS
    s.round = 1
    s.first = 0
    s.stack = []
    s.vikings.black, s.vikings.white = 0, False
    turn_of(s, seat)
    return s


def fresh(s: OrtusState) -> None:
    s.cache.clear()


def turn_of(s: OrtusState, seat: int, used: bool = False) -> None:
    s.turn = seat
    s.action_used = used
    fresh(s)


def card(s: OrtusState, seat: int, kind: str) -> int:
    """A new card of type ``kind`` owned by ``seat`` (-1: a table card), lying nowhere."""
    return design.new_card(s, kind, seat)


def kind_of(s: OrtusState, role: str) -> str:
    found = s.data.of_role(role)
    assert found, role
    return found[0]


def hand(s: OrtusState, seat: int, *roles: str) -> list[int]:
    """New cards of these roles into the Earl's Hand."""
    made = [card(s, seat, kind_of(s, r)) for r in roles]
    s.earls[seat].hand.extend(made)
    fresh(s)
    return made


def in_deck(s: OrtusState, seat: int, *roles: str) -> list[int]:
    made = [card(s, seat, kind_of(s, r)) for r in roles]
    s.earls[seat].deck.extend(made)
    fresh(s)
    return made


def fief(s: OrtusState, seat: int, castle: str = "castle", lord: str | None = None, props: tuple[str, ...] = ()) -> int:
    """A new Fief (or, with ``castle`` "palace", the Palace's Fief filled): its index."""
    earl = s.earls[seat]
    if castle == "palace":
        f = earl.fiefs[0]
        index = 0
    else:
        f = Fief(card(s, seat, kind_of(s, castle)))
        earl.fiefs.append(f)
        index = len(earl.fiefs) - 1
    if lord is not None:
        f.lord = card(s, seat, kind_of(s, lord))
    f.props.extend(card(s, seat, kind_of(s, p)) for p in props)
    fresh(s)
    return index


def army(s: OrtusState, kind: str = "army_infantry") -> int:
    """An Army (or Viking) card of that kind taken from its draw pile (or its discard)."""
    deck = s.data.table[kind].deck
    piles: Piles = getattr(s, deck)
    for pile in (piles.draw, piles.discard):
        for c in pile:
            if s.kinds[c] == kind:
                pile.remove(c)
                fresh(s)
                return c
    raise AssertionError(f"no {kind} left")


def reserve(s: OrtusState, seat: int, *kinds: str) -> list[int]:
    made = [army(s, k) for k in kinds]
    s.earls[seat].reserve.extend(made)
    fresh(s)
    return made


def towers(s: OrtusState, seat: int, n: int, role: str = "church") -> list[int]:
    made = [card(s, seat, kind_of(s, role)) for _ in range(n)]
    s.earls[seat].towers.extend(made)
    fresh(s)
    return made


def mercenary(s: OrtusState, seat: int, garrison: str | None = None) -> int:
    merc = Mercenary(card(s, seat, kind_of(s, "mercenary")), army(s, garrison) if garrison else None)
    s.earls[seat].mercenaries.append(merc)
    fresh(s)
    return merc.card


def top(s: OrtusState, deck: str, *kinds: str) -> None:
    """The next cards drawn from a table deck, in order: one of each kind given."""
    piles = getattr(s, deck)
    chosen = []
    for kind in kinds:
        c = next(c for c in piles.draw + piles.discard if s.kinds[c] == kind and c not in chosen)
        chosen.append(c)
    for c in chosen:
        if c in piles.draw:
            piles.draw.remove(c)
        else:
            piles.discard.remove(c)
    piles.draw.extend(reversed(chosen))  # the last of the list is drawn first
    fresh(s)


def pending(s: OrtusState) -> Decision:
    d = engine.pending(s)
    assert d is not None, "the game is over"
    return d


def play(s: OrtusState, *actions: Action) -> list[Event]:
    """Each action applied in turn (each must be legal); the events of all."""
    out: list[Event] = []
    for action in actions:
        d = pending(s)
        assert action in d.options, f"{action} is not offered to seat {d.seat} ({d.kind}): {d.options}"
        out.extend(engine.apply(s, action))
    return out


def kinds_of(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def role(s: OrtusState, c: int) -> str:
    return s.role(c)


__all__ = [
    "NAMES",
    "A",
    "B",
    "C",
    "D",
    "army",
    "blank",
    "card",
    "config",
    "data",
    "deck",
    "fief",
    "fresh",
    "hand",
    "in_deck",
    "kind_of",
    "kinds_of",
    "mercenary",
    "new",
    "pending",
    "play",
    "reserve",
    "role",
    "top",
    "towers",
    "turn_of",
]
