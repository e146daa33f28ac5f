"""Deck design, part of the game (OR 2.1): each Earl in turn makes his 24-card deck from
the card types (0 to 6 copies of each), in secret, as a short run of decisions: one more
or one fewer of a type, a named deck of the data to start from, a deck at random, done
once it is 24 cards. Then every deck is shuffled (nobody knows its order, its owner
included), the Palaces are on the table, the cube drawn from the Bag names the starting
Earl and every Earl draws his opening Hand (OR 2.2).
"""

from __future__ import annotations

from collections.abc import Mapping

from game.core.engine import Action, Decision
from game.core.i18n import m
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules import table as tb
from game.games.ortus_regni.rules import turn
from game.games.ortus_regni.rules.actions import DesignAdd, DesignArchetype, DesignDone, DesignRandom, DesignRemove
from game.games.ortus_regni.rules.data import OrtusData
from game.games.ortus_regni.rules.state import PHASE_TURNS, OrtusState

Events = tb.Events
#: the most steps of one Earl's design: then only a whole deck (named, at random) or done
DESIGN_STEPS = 120


def designer(s: OrtusState) -> int | None:
    """The Earl designing his deck now (in seat order), or None once all are done."""
    return next((seat for seat, e in enumerate(s.earls) if not e.designed), None)


def size(design: dict[str, int]) -> int:
    return sum(design.values())


def options(s: OrtusState, seat: int) -> list[Action]:
    data = s.data
    design = s.earls[seat].design
    total = size(design)
    out: list[Action] = []
    if total == data.numbers.deck_size:
        out.append(DesignDone())
    if s.earls[seat].turns >= DESIGN_STEPS:  # long enough: a deck as it is, or one made
        if not out:
            out.extend(DesignArchetype(a) for a in data.archetypes if legal_counts(data, data.archetypes[a].counts))
            out.append(DesignRandom())
        return out
    for card in data.deck_types:
        if (
            design.get(card, 0) < min(data.numbers.max_copies, data.cards[card].copies)
            and total < data.numbers.deck_size
        ):
            out.append(DesignAdd(card))
    for card in data.deck_types:
        if design.get(card, 0) > 0:
            out.append(DesignRemove(card))
    out.extend(DesignArchetype(a) for a in data.archetypes if legal_counts(data, data.archetypes[a].counts))
    out.append(DesignRandom())
    return out


def decision(s: OrtusState, seat: int) -> Decision:
    design = s.earls[seat].design
    prompt = m(
        "ortus_regni.prompt.design",
        name=s.config.seats[seat].name,
        n=size(design),
        size=s.data.numbers.deck_size,
    )
    return Decision(seat, "design", prompt, tuple(options(s, seat)))


def legal_counts(data: OrtusData, counts: object) -> bool:
    """Whether a deck's counts are legal: known types, 0 to the most copies each, the
    deck's size in all (OR 2.1)."""
    if not isinstance(counts, Mapping):
        return False
    total = 0
    for card, n in counts.items():
        if card not in data.deck_types or not isinstance(n, int) or n < 0:
            return False
        if n > min(data.numbers.max_copies, data.cards[card].copies):
            return False
        total += n
    return total == data.numbers.deck_size


def random_design(s: OrtusState) -> dict[str, int]:
    """A legal deck at random: copies drawn one by one from what is left."""
    data = s.data
    pool = [card for card in data.deck_types for _ in range(min(data.numbers.max_copies, data.cards[card].copies))]
    s.rng.shuffle(pool)
    design: dict[str, int] = {}
    for card in pool[: data.numbers.deck_size]:
        design[card] = design.get(card, 0) + 1
    return design


def apply(s: OrtusState, seat: int, action: Action, events: Events) -> None:
    earl = s.earls[seat]
    earl.turns += 1  # the design's steps, counted until the game begins
    if isinstance(action, DesignAdd):
        earl.design[action.card] = earl.design.get(action.card, 0) + 1
    elif isinstance(action, DesignRemove):
        earl.design[action.card] -= 1
        if earl.design[action.card] == 0:
            del earl.design[action.card]
    elif isinstance(action, DesignArchetype):
        earl.design = {c: n for c, n in s.data.archetypes[action.archetype].counts.items() if n}
    elif isinstance(action, DesignRandom):
        earl.design = random_design(s)
    elif isinstance(action, DesignDone):
        earl.designed = True
        events.append(ev.Designed(seat, size(earl.design)))
        following = designer(s)
        if following is not None:
            events.append(ev.Designing(following))
        else:
            begin(s, events)


def begin(s: OrtusState, events: Events) -> None:
    """Every deck is made: the cards are dealt into being, shuffled; the starting Earl is
    drawn from the Bag; each Earl draws his opening Hand; the first Round begins."""
    s.kinds, s.owners = list(s.kinds), list(s.owners)  # a clone shares them with its original
    for seat, earl in enumerate(s.earls):
        earl.turns = 0
        # shuffled before the cards are numbered: a card's number tells nothing of its face
        faces = [card_type for card_type in s.data.deck_types for _ in range(earl.design.get(card_type, 0))]
        s.rng.shuffle(faces)
        earl.deck = [new_card(s, face, seat) for face in faces]
    cubes = [seat for seat, n in enumerate(s.bag) for _ in range(n)]
    first = cubes[s.rng.below(len(cubes))]  # OR 2.2 step 7 (OR-A01: one draw)
    s.first = first
    events.append(ev.StartingEarl(first))
    for seat in tb.clockwise_from(s, first - 1 if first > 0 else s.seats - 1):
        tb.draw_cards(s, seat, s.data.numbers.opening_hand, "opening", events)
    s.phase = PHASE_TURNS
    turn.begin_round(s, events)


def new_card(s: OrtusState, card_type: str, owner: int) -> int:
    """A new card instance (only at set-up)."""
    s.kinds.append(card_type)
    s.owners.append(owner)
    return len(s.kinds) - 1


__all__ = ["apply", "begin", "decision", "designer", "legal_counts", "new_card", "options", "random_design", "size"]
