"""What a position is worth to one seat, in victory points to come: the heuristic bot's
measure (inventory §5.2 for the final count, §1.6 for the characters).

The figures are estimates: a denier, an Influence, a citizen in a building (one die a
round for the rounds left, less its salary, §3 Phase 1-2), a tradesman (its space's VP,
§5.2), the cathedral's levels (the penalty of §5.2), cubes on event cards (majorities,
§4.10, and the VP of an uncountered card, §5.2), the characters (every player scores
every character in play, §1.6) and the dice still in the district this round.
"""

from __future__ import annotations

from game.games.troyes.rules.data import BUILDINGS, Character
from game.games.troyes.rules.state import HIDDEN, TroyesState

#: a die of one's own in a round to come, before its salary
DIE_ROUND = 1.1
#: harm to a seat of an event card left waiting one more round, by its effect
HARM = {
    "lose_influence": 0.5,
    "lose_deniers": 0.9,
    "pay_per_citizen": 0.3,
    "neutral_citizen": 0.2,
    "cathedral_add": 0.2,
    "cathedral_remove": 0.3,
    "support": 0.3,
    "resistance": 0.4,
    "none": 0.0,
}


def rounds_after(s: TroyesState) -> int:
    """Rounds still to come after this one (the red deck is drawn once a round, §5.1)."""
    return len(s.decks.get("red", []))


def denier_worth(left: int) -> float:
    return 0.34 if left >= 2 else 0.28 if left == 1 else 0.12


def influence_worth(left: int) -> float:
    return 0.3 if left >= 1 else 0.18


def measure(s: TroyesState, seat: int, what: str) -> int:
    p = s.players[seat]
    if what == "citizens":
        return sum(s.standing(seat, b) for b in BUILDINGS)
    if what == "cathedral":
        return sum(1 for level in s.cathedral for o in level if o == seat)
    if what == "influence":
        return p.influence
    if what == "deniers":
        return p.deniers + p.district_deniers
    if what == "tradesmen":
        return sum(1 for slot in s.slots for o in slot.tradesmen() if o == seat)
    return len(p.won)


def tiers_of(s: TroyesState, c: Character) -> tuple[tuple[int, int], ...]:
    setup = s.data.setups.get(s.seats)
    two = s.solo or s.seats == 1 or (setup is not None and setup.two_player_tiers)
    return c.tiers_two if two else c.tiers


def character_worth(s: TroyesState, seat: int, c: Character, left: int, value: int | None = None) -> float:
    """The character's VP for the seat's measure, with part of the way to the next tier
    while rounds are left."""
    if value is None:
        value = measure(s, seat, c.measure)
    got, low = 0, 0
    upper: tuple[int, int] | None = None
    for least, vp in tiers_of(s, c):
        if value >= least:
            got, low = vp, least
        elif upper is None:
            upper = (least, vp)
    if upper is None:
        return float(got)
    reach = 0.5 if left >= 1 else 0.25
    if c.measure in ("deniers", "influence") and left >= 1:
        reach = 0.2  # spent again before the end
    step = max(1, upper[0] - low)
    return got + reach * (upper[1] - got) * min(1.0, max(0, value - low) / step)


def characters_worth(s: TroyesState, seat: int, left: int) -> float:
    data = s.data
    p = s.players[seat]
    known = [c for c in p.characters if c != HIDDEN]
    hidden = sum(1 for q in s.players for c in q.characters if c == HIDDEN)
    seen = {c for q in s.players for c in q.characters if c != HIDDEN}
    unseen = [c for c in data.characters if c not in seen]
    chance = hidden / len(unseen) if unseen else 0.0
    measures: dict[str, int] = {}

    def one(cid: str) -> float:
        c = data.characters[cid]
        if c.measure not in measures:
            measures[c.measure] = measure(s, seat, c.measure)
        return character_worth(s, seat, c, left, measures[c.measure])

    total = sum(one(cid) for cid in known)
    if chance > 0:
        total += chance * sum(one(cid) for cid in unseen)
    return total


def events_worth(s: TroyesState, seat: int, left: int) -> float:
    """Cubes on waiting event cards: a share of the majorities and the VP of §5.2; less
    the harm of the cards still waiting."""
    data = s.data
    out = 0.0
    for q in s.queue:
        card = data.event(q.card)
        mine = sum(1 for o, _ in q.banners if o == seat)
        others: dict[int, int] = {}
        for o, _ in q.banners:
            if o != seat:
                others[o] = others.get(o, 0) + 1
        best = max(others.values(), default=0)
        free = card.banners - len(q.banners)
        vp1, vp2 = card.vp
        if mine:
            if not card.permanent:
                out += data.numbers.uncountered_event_vp * (0.8 if left <= 1 else 0.5)
            if mine > best:
                share: float = vp1 + (vp2 if best == 0 else 0)
            elif mine == best:
                share = (vp1 + vp2) / 2
            else:
                share = vp2 * 0.5
            out += share * (0.85 if free <= 1 else 0.6)
        if not card.permanent:
            out -= (HARM.get(card.effect, 0.0) + 0.5 * card.black_dice) * min(left, 2)
    return out


def own_die_worth(colour: str, value: int) -> float:
    """A die of one's own still to use this round."""
    return 0.45 + 0.1 * value + (0.15 if colour == "red" else 0.0)


def worth(s: TroyesState, seat: int) -> float:
    data = s.data
    nums = data.numbers
    p = s.players[seat]
    left = rounds_after(s)
    wd = denier_worth(left)
    wi = influence_worth(left)
    val = float(max(p.vp, 0))
    val += wd * (p.deniers + p.district_deniers) + wi * p.influence
    # citizens in the principal buildings: a die a round, less the salary (§3 Phase 1-2)
    for b in BUILDINGS:
        n = s.standing(seat, b)
        if n:
            val += n * left * (DIE_ROUND - data.buildings[b].salary * wd)
    spare = p.supply + sum(1 for v in s.lying.values() for o in v if o == seat)
    val += min(spare, 3) * (0.6 if left >= 1 else 0.25)
    # tradesmen (§5.2) and the use of having one on a card
    for slot in s.slots:
        card = data.activities.get(slot.card)
        if card is None:
            continue
        mine = False
        for i, owner in enumerate(slot.spaces):
            if owner == seat:
                val += card.vp_spaces[i]
                mine = True
        if seat in slot.extra:
            mine = True
        if mine and left >= 1:
            val += 0.6
        if card.delayed and slot.cubes[seat] > 0:
            val += min(slot.cubes[seat], 3) * (0.9 if left >= 1 else 0.6)
    # the cathedral: the penalty for each level without a cube (§5.2)
    empty = sum(1 for level in s.cathedral if seat not in level)
    val -= empty * nums.empty_level_penalty
    val += events_worth(s, seat, left)
    val += characters_worth(s, seat, left)
    if not p.passed:
        val += sum(own_die_worth(d.colour, d.value) for d in s.dice if d.district == seat)
    return val
