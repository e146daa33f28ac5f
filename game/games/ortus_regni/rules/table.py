"""The bookkeeping every part of Ortus Regni's rules shares: drawing and discarding cards,
where a card lies, the Fiefs and what they hold, the Earls' derived powers (fielding
capacity, Recruit, the Archbishop, the one Prince), elimination and the end.

Nothing here decides anything: the flow (``engine``), the turn (``turn``), combat
(``combat``), politics (``politics``), the crown (``crown``), jousts (``joust``) and the
Vikings (``vikings``) call these to change the state the same way everywhere.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.core.engine import Event
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules.data import LORD_ROLES, PALACE_ROLE, PROPERTY_ROLES
from game.games.ortus_regni.rules.state import PHASE_OVER, Earl, Fief, OrtusState, Piles, Result

Events = list[Event]


# --------------------------------------------------------------------------- reading
def params(s: OrtusState, card: int, key: str, default: int = 0) -> int:
    """A number of the card's type (``EarlCard.params``)."""
    earl = s.data.cards.get(s.kind(card))
    return earl.number(key, default) if earl is not None else default


def sends(s: OrtusState, card: int) -> int:
    """The damage a fielded unit deals (OR 1.6): a Face card's, an Army or Viking card's."""
    table = s.data.table.get(s.kind(card))
    if table is not None:
        return table.sends
    return params(s, card, "sends")


def fief_of(s: OrtusState, card: int) -> tuple[int, int] | None:
    """(seat, fief index) of the Fief a card lies in (its Castle, Lord or a Property)."""
    for seat, earl in enumerate(s.earls):
        for i, fief in enumerate(earl.fiefs):
            if card == fief.castle or card == fief.lord or card in fief.props:
                return seat, i
    return None


def properties(s: OrtusState, seat: int) -> Iterator[tuple[int, int]]:
    """(fief index, card) of every attached Property of an Earl."""
    for i, fief in enumerate(s.earls[seat].fiefs):
        for card in fief.props:
            yield i, card


def has_role(s: OrtusState, fief: Fief, role: str) -> bool:
    return any(s.role(c) == role for c in fief.props)


def lands(s: OrtusState, seat: int) -> int:
    return sum(1 for _, c in properties(s, seat) if s.role(c) == "land")


def field_capacity(s: OrtusState, seat: int) -> int:
    """How many Army cards of the Reserve an Earl may field in a Battle (OR-E05): each
    Land 1, or 2 in a Fief with a Market Town (OR-T03, OR-T04)."""
    total = 0
    for fief in s.earls[seat].fiefs:
        market = has_role(s, fief, "market_town")
        for card in fief.props:
            if s.role(card) == "land":
                total += params(s, card, "field_market", 2) if market else params(s, card, "field", 1)
    return total


def recruit_amount(s: OrtusState, seat: int) -> int:
    """The Army cards a Recruit draws (OR-E38): none without a Land; 2 when some Fief
    holds a Land and a Market Town, else 1 (OR-T05)."""
    if lands(s, seat) == 0:
        return 0
    for fief in s.earls[seat].fiefs:
        if has_role(s, fief, "land") and has_role(s, fief, "market_town"):
            return s.data.numbers.recruit_market
    return s.data.numbers.recruit


def cathedral_holder(s: OrtusState) -> int | None:
    """The Archbishop: the Earl whose Fief holds the Cathedral (OR-E10), or None."""
    for seat, earl in enumerate(s.earls):
        if earl.alive and any(s.role(c) == "cathedral" for f in earl.fiefs for c in f.props):
            return seat
    return None


def churches(s: OrtusState, seat: int) -> int:
    return sum(1 for _, c in properties(s, seat) if s.role(c) == "church")


def prince_lord(s: OrtusState, seat: int) -> int | None:
    """The index of the Fief whose Lord is the Earl's Prince (at most one, OR-E14)."""
    for i, fief in enumerate(s.earls[seat].fiefs):
        if fief.lord is not None and s.role(fief.lord) == "prince":
            return i
    return None


def is_castle(s: OrtusState, card: int) -> bool:
    return s.role(card) in ("castle", PALACE_ROLE)


def is_property(s: OrtusState, card: int) -> bool:
    return s.role(card) in PROPERTY_ROLES and not is_castle(s, card)


def is_lord_role(s: OrtusState, card: int) -> bool:
    return s.role(card) in LORD_ROLES


def durability(s: OrtusState, card: int) -> int:
    return params(s, card, "durability", 1)


def first_of_each(s: OrtusState, cards: list[int], roles: tuple[str, ...] | None = None) -> list[int]:
    """One card of each type among ``cards`` (the first), in the data's order of types:
    cards of one type are alike, so a choice lists each type once."""
    seen: dict[str, int] = {}
    for card in cards:
        kind = s.kind(card)
        if kind not in seen and (roles is None or s.role(card) in roles):
            seen[kind] = card
    rank = {t: i for i, t in enumerate(s.data.cards)}
    rank.update({t: len(rank) + i for i, t in enumerate(s.data.table)})
    return [seen[k] for k in sorted(seen, key=lambda k: rank.get(k, 10**6))]


def gained_fief(s: OrtusState, seat: int, fief: Fief, events: Events) -> None:
    """A Castle (with its Fief) given to or won by an Earl: its Lord is discarded, or with
    the ``lord_changes_hands`` reading "goes_along" he comes too, unless he is a Prince and
    the Earl has one already (OR-A07, OR-E14); its Properties come with it, or with the
    ``castle_changes_hands`` reading "castle_alone" are discarded (OR-A06)."""
    if fief.lord is not None:
        along = s.options("lord_changes_hands") == "goes_along"
        if not along or (s.role(fief.lord) == "prince" and prince_lord(s, seat) is not None):
            discard(s, fief.lord)
            fief.lord = None
    if s.options("castle_changes_hands") == "castle_alone":
        for card in fief.props:
            discard(s, card)
        fief.props = []
    s.earls[seat].fiefs.append(fief)


# --------------------------------------------------------------------------- drawing
def shuffle(s: OrtusState, cards: list[int]) -> None:
    s.rng.shuffle(cards)


def draw_table(s: OrtusState, piles: Piles, deck: str, events: Events) -> int | None:
    """The top card of a table deck, its discard pile shuffled into a new deck when it is
    empty (OR-E36); None when both are empty."""
    if not piles.draw and piles.discard:
        piles.draw, piles.discard = piles.discard, []
        shuffle(s, piles.draw)
        events.append(ev.ArmyReshuffled(-1, deck))
    if not piles.draw:
        return None
    return piles.draw.pop()


def draw_army(s: OrtusState, seat: int, n: int, why: str, events: Events) -> list[int]:
    """``n`` Army cards into an Earl's Reserve, face down: the table learns how many."""
    drawn: list[int] = []
    for _ in range(n):
        card = draw_table(s, s.army, "army", events)
        if card is None:
            break
        drawn.append(card)
    s.earls[seat].reserve.extend(drawn)
    events.append(ev.ArmyDrawn(seat, len(drawn), why))
    if drawn:
        events.append(ev.ArmyCards(seat, tuple(drawn)))
    return drawn


def draw_cards(s: OrtusState, seat: int, n: int, why: str, events: Events) -> list[int]:
    """Up to ``n`` cards from an Earl's deck into his Hand (fewer when it runs out)."""
    earl = s.earls[seat]
    drawn: list[int] = []
    for _ in range(n):
        if not earl.deck:
            break
        drawn.append(earl.deck.pop())
    earl.hand.extend(drawn)
    events.append(ev.Drew(seat, len(drawn), why))
    if drawn:
        events.append(ev.DrewCards(seat, tuple(drawn)))
    return drawn


# --------------------------------------------------------------------------- discarding
def discard(s: OrtusState, card: int) -> None:
    """A card leaves play to its pile: a table card to its deck's discard pile, an Earl
    card to its owner's discard pile (OR-E64; ``discard_to`` "holder": to the discard
    pile of the Earl who held it, ``holder`` given by the caller), or out of the game
    when its owner is gone."""
    deck = s.data.table.get(s.kind(card))
    if deck is not None:
        piles = {"army": s.army, "viking": s.viking, "battle": s.battle, "joust": s.joust}[deck.deck]
        piles.discard.append(card)
        return
    owner = s.owners[card] if 0 <= card < len(s.owners) else -1
    if 0 <= owner < s.seats and s.earls[owner].alive:
        s.earls[owner].discard.append(card)


def discard_to(s: OrtusState, card: int, holder: int) -> None:
    """``discard``, following the ``discard_to`` reading for a card one Earl holds that
    another owns (§12.4 of the inventory: the rulebook says so only for an Earl leaving)."""
    if s.options("discard_to") == "holder" and s.kind(card) in s.data.cards and s.earls[holder].alive:
        s.earls[holder].discard.append(card)
        return
    discard(s, card)


def remove_fief(s: OrtusState, seat: int, index: int) -> Fief:
    """Take a Fief off an Earl's table (its cards are the caller's to route)."""
    return s.earls[seat].fiefs.pop(index)


def discard_fief(s: OrtusState, seat: int, index: int) -> Fief:
    """A whole Fief to the discard piles: Castle, Lord and Properties (OR-E24, Siege)."""
    fief = remove_fief(s, seat, index)
    for card in (fief.castle, *([fief.lord] if fief.lord is not None else []), *fief.props):
        discard_to(s, card, seat)
    return fief


# --------------------------------------------------------------------------- leaving the game
def check_fiefs(s: OrtusState, events: Events) -> None:
    """Every Earl left with no Fief is out (OR-E63 a); several at once after a Joust."""
    for seat, earl in enumerate(s.earls):
        if earl.alive and not earl.fiefs:
            eliminate(s, seat, "fiefs", events)


def eliminate(s: OrtusState, seat: int, how: str, events: Events) -> None:
    """An Earl leaves the game (OR-E63, OR-E64): everything in his Earldom leaves play,
    other Earls' cards he held going to their owners' piles; his cubes leave the Bag; a
    King's crown returns; the game ends when one Earl is left."""
    earl = s.earls[seat]
    if not earl.alive:
        return
    earl.alive = False
    earl.out = how
    held = [
        *(c for f in earl.fiefs for c in (f.castle, *([f.lord] if f.lord is not None else []), *f.props)),
        *(c for merc in earl.mercenaries for c in (merc.card, *([merc.garrison] if merc.garrison is not None else []))),
        *earl.banners,
        *earl.reserve,
        # with the ``discard_to`` reading "holder" his piles may hold other Earls' cards
        *earl.hand,
        *earl.deck,
        *earl.discard,
        *earl.towers,
    ]
    earl.fiefs, earl.mercenaries, earl.banners, earl.reserve = [], [], [], []
    for card in held:
        if s.owners[card] != seat:
            discard(s, card)  # another Earl's card, or a table card, to its pile
    earl.hand, earl.deck, earl.discard, earl.towers = [], [], [], []
    s.bag[seat] = 0
    if s.king == seat:
        s.king = None
        for slot in s.royal:
            if slot is not None:
                discard(s, slot)
        s.royal = [None] * len(s.royal)
    events.append(ev.Eliminated(seat, how))
    check_end(s, events)


def check_end(s: OrtusState, events: Events) -> bool:
    """The last Earl left wins (OR 5); True once the game is over."""
    if s.result is not None:
        return True
    living = s.alive()
    if len(living) > 1:
        return False
    finish(s, tuple(living), "last_earl", events)
    return True


def finish(s: OrtusState, winners: tuple[int, ...], end: str, events: Events) -> None:
    s.result = Result(winners, end, tuple(sc.name for sc in s.config.seats))
    s.phase = PHASE_OVER
    s.stack.clear()
    events.append(ev.GameEnded(winners[0] if winners else -1, winners, end))


def next_seat(s: OrtusState, seat: int) -> int:
    """The next living Earl clockwise after ``seat`` (seat order)."""
    n = s.seats
    for step in range(1, n + 1):
        other = (seat + step) % n
        if s.earls[other].alive:
            return other
    return seat


def clockwise_from(s: OrtusState, seat: int) -> list[int]:
    """The living Earls clockwise, starting after ``seat`` and ending with it."""
    n = s.seats
    return [(seat + step) % n for step in range(1, n + 1) if s.earls[(seat + step) % n].alive]


def earl(s: OrtusState, seat: int) -> Earl:
    return s.earls[seat]


__all__ = [
    "Events",
    "cathedral_holder",
    "check_end",
    "check_fiefs",
    "churches",
    "clockwise_from",
    "discard",
    "discard_fief",
    "discard_to",
    "draw_army",
    "draw_cards",
    "draw_table",
    "durability",
    "earl",
    "eliminate",
    "fief_of",
    "field_capacity",
    "finish",
    "first_of_each",
    "gained_fief",
    "has_role",
    "is_castle",
    "is_lord_role",
    "is_property",
    "lands",
    "next_seat",
    "params",
    "prince_lord",
    "properties",
    "recruit_amount",
    "remove_fief",
    "sends",
    "shuffle",
]
