"""Troyes' bookkeeping on the board, shared by the engine and le Roy: gains and the
2-VP penalty, a citizen entering a row, cubes on event cards and the countering of an
event (§4.10), and the measures the characters score (§1.6).

Every change of a seat's victory points goes through ``change`` and ``lose_vp``, which
tell it as the set-up's option asks (``TroyesConfig.victory_points``): open, one event
with the amount; hidden, the event told to the table without the amount and its twin
with the amount to the seat alone."""

from __future__ import annotations

from collections import Counter

from game.core.engine import Event
from game.games.troyes.rules import dice as dicemod
from game.games.troyes.rules.data import BUILDINGS, EventCard
from game.games.troyes.rules.events import Changed, EventCountered, EventCubes, Penalty, Placed
from game.games.troyes.rules.state import NEUTRAL, Die, Queued, TroyesState

Events = list[Event]


def lose_vp(s: TroyesState, seat: int, cause: str, card: str, events: Events) -> None:
    """The 2-VP penalty (§4.11); a seat with no VP loses nothing. With hidden victory
    points the table hears of the penalty, the seat alone of what it lost."""
    lost = min(s.data.numbers.penalty_vp, s.players[seat].vp)
    s.players[seat].vp -= lost
    if not s.config.hidden_vp:
        events.append(Penalty(seat, lost, cause, card))
        return
    events.append(Penalty(seat, 0, cause, card, untold=True))
    if lost:
        events.append(Penalty(seat, lost, cause, card, audience=(seat,)))


def change(
    s: TroyesState, seat: int, events: Events, deniers: int = 0, vp: int = 0, influence: int = 0, cause: str = ""
) -> None:
    """Gains (and payments) of a seat, Influence kept within 0..20 (§4.2); le Roy only
    keeps VP (A.1)."""
    if seat == NEUTRAL:
        if s.roy is not None and vp:
            s.roy.vp += vp
            events.append(Changed(NEUTRAL, 0, vp, 0, cause))
        return
    p = s.players[seat]
    before = (p.deniers, p.vp, p.influence)
    p.deniers = max(0, p.deniers + deniers)
    p.vp = max(0, p.vp + vp)
    p.influence = max(0, min(s.data.numbers.influence_max, p.influence + influence))
    d, v, i = p.deniers - before[0], p.vp - before[1], p.influence - before[2]
    if vp and s.config.hidden_vp:
        # the table learns of a change (by what was asked, so a loss floored at 0 is
        # told as one), the seat alone of its amount
        events.append(Changed(seat, d, 0, i, cause, untold=1 if vp > 0 else -1))
        if v:
            events.append(Changed(seat, 0, v, 0, cause, audience=(seat,)))
    elif d or v or i:
        events.append(Changed(seat, d, v, i, cause))


# --------------------------------------------------------------------------- events phase


def enter(s: TroyesState, owner: int, building: str, row: int, events: Events) -> None:
    """A citizen enters a row: pushing right, the last one pushed off lying (§4.6)."""
    places, out = dicemod.push(s, building, row, owner)
    s.buildings[building][row] = places
    expelled: tuple[int, ...] = ()
    if out is not None:
        s.lying[building].append(out)
        expelled = (out,)
    events.append(Placed(owner, building, row, 0, expelled))


# --------------------------------------------------------------------------- black dice


def own_dice(s: TroyesState, seat: int) -> list[Die]:
    return [d for d in s.dice if d.district == seat]


def put_cube(s: TroyesState, owner: int, index: int, events: Events, influence: bool = True) -> None:
    """One cube of ``owner`` on the upper-leftmost free banner of the queue's card at
    ``index`` (+1 Influence for a seat); the card is countered when its last banner is covered."""
    q = s.queue[index]
    card = s.data.event(q.card)
    s.seq += 1
    q.banners.append((owner, s.seq))
    events.append(EventCubes(owner, q.card, 1))
    if influence and owner >= 0:
        change(s, owner, events, influence=s.data.numbers.influence_per_event_cube)
    if len(q.banners) >= card.banners:
        counter_event(s, q, card, events)


def counter_event(s: TroyesState, q: Queued, card: EventCard, events: Events) -> None:
    """VP by majority, the card to the most cubes (first placed on a tie; the neutral
    player's is discarded, A-17); Marauding stays, empty (§4.10)."""
    counts = Counter(owner for owner, _ in q.banners)
    first: dict[int, int] = {}
    for owner, seq in q.banners:
        first.setdefault(owner, seq)
    vp1, vp2 = card.vp
    ranked = sorted(counts, key=lambda o: (-counts[o], first[o]))
    best = counts[ranked[0]]
    top = [o for o in ranked if counts[o] == best]
    awards: list[tuple[int, int]] = []
    if len(counts) == 1:
        awards.append((top[0], vp1 + vp2))
    elif len(top) > 1:
        awards += [(o, (vp1 + vp2) // len(top)) for o in top]
    else:
        awards.append((top[0], vp1))
        second = max(counts[o] for o in ranked[1:])
        tied = [o for o in ranked[1:] if counts[o] == second]
        awards += [(o, vp2 // len(tied)) for o in tied]
    winner = ranked[0]
    for owner, vp in awards:
        if owner == NEUTRAL and s.roy is None:
            continue
        change(s, owner, events, vp=vp, cause=card.id)
    told: tuple[tuple[int, int], ...] = tuple(awards)
    untold: tuple[int, ...] = ()
    if s.config.hidden_vp:  # each seat's award is told to it alone, by ``change``
        told = tuple((o, vp) for o, vp in awards if o < 0)
        untold = tuple(o for o, vp in awards if o >= 0 and vp)
    if card.permanent:
        q.banners = []
        events.append(EventCountered(winner, card.id, told, False, untold))
        return
    del s.queue[where(s, q)]
    if winner >= 0:
        s.players[winner].won.append(card.id)
    else:
        s.discarded.append(card.id)
    events.append(EventCountered(winner, card.id, told, winner >= 0, untold))


def where(s: TroyesState, q: Queued) -> int:
    """The place of this very card in the queue (-1: gone); alike cards (the same name
    and cubes) compare equal, so ``list.index`` could find another one."""
    return next((i for i, x in enumerate(s.queue) if x is q), -1)


def free_banners(s: TroyesState, index: int) -> int:
    q = s.queue[index]
    return s.data.event(q.card).banners - len(q.banners)


def measure(s: TroyesState, seat: int, what: str) -> int:
    p = s.players[seat]
    if what == "citizens":
        return sum(s.standing(seat, b) for b in BUILDINGS)
    if what == "cathedral":
        return sum(1 for level in s.cathedral for o in level if o == seat)
    if what == "influence":
        return p.influence
    if what == "deniers":
        return p.deniers
    if what == "tradesmen":
        return sum(1 for slot in s.slots for o in slot.tradesmen() if o == seat)
    return len(p.won)


def character_vp(s: TroyesState, seat: int, card: str) -> int:
    c = s.data.characters[card]
    two = s.solo or (s.data.setups[s.seats].two_player_tiers if s.seats in s.data.setups else False)
    value = measure(s, seat, c.measure)
    got = 0
    for least, vp in c.tiers_two if two else c.tiers:
        if value >= least:
            got = vp
    return got
