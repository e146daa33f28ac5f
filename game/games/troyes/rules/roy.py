"""Le Roy, the automatic opponent of Troyes' solo variant, The King's Challenge
(rule inventory Appendix A; the readings A-47, A-48, A-49, A-56, A-57, A-58).

The engine calls in at five points and le Roy acts at once, with the game's random
generator, never waiting for a decision:

* ``start_placement`` / ``placement_continues``: the initial placement (A.2), le Roy's
  threes by six rolled dice, the player's twos as decisions;
* ``counter``: le Roy facing a black die (A.4, A-56);
* ``turn``: one turn of his by two black dice and the table of ``data.solo`` (A.5);
* ``final``: the characters left in the stack (A.7); ``band`` rates the result (A-49).

Le Roy is ``NEUTRAL`` on the board: his citizens, cubes, tradesmen and district. He has no
deniers and no Influence (A.1); his victory points are ``state.roy.vp``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.engine import Event
from game.core.i18n import N_, Message, m, words
from game.games.troyes.rules import board as en
from game.games.troyes.rules import dice as dm
from game.games.troyes.rules.data import BUILDING_OF, BUILDINGS, Place, Solo, TroyesData
from game.games.troyes.rules.events import (
    CathedralCube,
    Countered,
    Placed,
    Rolled,
    Tell,
    TroyesEvent,
    player,
)
from game.games.troyes.rules.state import NEUTRAL, Die, TroyesState

Events = list[Event]

#: le Roy ranks dice by value, then red > yellow > white (A.2, A.4)
COLOUR_RANK: dict[str, int] = {"red": 0, "yellow": 1, "white": 2}
#: the characters le Roy never scores: money and Influence (A.5 note 7)
NEVER_SCORES: frozenset[str] = frozenset({"deniers", "influence"})
#: the player of the solo game
PLAYER = 0

_ACTIONS = {
    "vp": N_("troyes.solo.action.vp"),
    "citizen": N_("troyes.solo.action.citizen"),
    "event": N_("troyes.solo.action.event"),
    "tradesman": N_("troyes.solo.action.tradesman"),
    "cathedral": N_("troyes.solo.action.cathedral"),
    "character": N_("troyes.solo.action.character"),
}
_DIE = {
    "red": N_("troyes.die.red"),
    "white": N_("troyes.die.white"),
    "yellow": N_("troyes.die.yellow"),
}


# =========================================================================== events
@dataclass(frozen=True)
class RoyRolled(TroyesEvent):
    """Le Roy's two black dice for his turn and the row of his table they call (A.5)."""

    kind: ClassVar[str] = "roy_rolled"
    reveals: ClassVar[bool] = True
    values: tuple[int, ...]
    action: str

    def message(self, tell: Tell) -> Message:
        return m(
            "troyes.solo.rolled",
            values=words(list(self.values)),
            total=sum(self.values),
            action=m(_ACTIONS[self.action]),
        )


@dataclass(frozen=True)
class RoySpent(TroyesEvent):
    """The dice le Roy spends on his action ([colour, value] each), and the player's die
    he bought with them ([colour, value], or empty) for ``price`` deniers from the bank."""

    kind: ClassVar[str] = "roy_spent"
    dice: tuple[tuple[Any, ...], ...]
    bought: tuple[Any, ...] = ()
    price: int = 0

    @property
    def seats(self) -> tuple[int, ...]:
        return (PLAYER,) if self.bought else ()

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return (player(PLAYER, "deniers"),) if self.price else ()

    def message(self, tell: Tell) -> Message:
        spent = tell.dice(self.dice) if self.dice else m("troyes.solo.no_dice")
        if self.bought:
            colour, value = self.bought
            return m(
                "troyes.solo.spent_bought",
                dice=spent,
                die=m(_DIE[colour], value=value),
                name=tell.seat(PLAYER),
                n=self.price,
            )
        return m("troyes.solo.spent", dice=spent)


@dataclass(frozen=True)
class RoyNoRoom(TroyesEvent):
    """Le Roy could not do his action: no citizen left, or no building with room (A-57)."""

    kind: ClassVar[str] = "roy_no_room"
    what: str  # "citizen", "tradesman"

    def message(self, tell: Tell) -> Message:
        if self.what == "tradesman":
            return m("troyes.solo.no_tradesman")
        return m("troyes.solo.no_citizen")


@dataclass(frozen=True)
class RoyTradesman(TroyesEvent):
    """A tradesman of le Roy on an activity card (note 5): ``space`` its VP space, -1 the
    illustration."""

    kind: ClassVar[str] = "roy_tradesman"
    card: str
    space: int
    vp: int

    def message(self, tell: Tell) -> Message:
        return m("troyes.solo.tradesman", card=tell.card(self.card), n=self.vp)


@dataclass(frozen=True)
class RoyCathedralFull(TroyesEvent):
    """No site left on the cathedral for le Roy's cube: the VP instead (note 6)."""

    kind: ClassVar[str] = "roy_cathedral_full"
    vp: int

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return (player(NEUTRAL, "vp"),)

    def message(self, tell: Tell) -> Message:
        return m("troyes.solo.cathedral_full", n=self.vp)


@dataclass(frozen=True)
class RoyCharacter(TroyesEvent):
    """The top character of the open stack scored at once by the player and le Roy, then
    removed (note 7); ``card`` empty: the stack was empty."""

    kind: ClassVar[str] = "roy_character"
    card: str
    player_vp: int
    roy_vp: int

    @property
    def seats(self) -> tuple[int, ...]:
        return (PLAYER,) if self.card else ()

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        mine = (player(PLAYER, "vp"),) if self.card else ()
        return (*mine, player(NEUTRAL, "vp"))

    def message(self, tell: Tell) -> Message:
        if not self.card:
            return m("troyes.solo.no_character", n=self.roy_vp)
        return m(
            "troyes.solo.character",
            card=tell.card(self.card),
            name=tell.seat(PLAYER),
            vp=self.player_vp,
            n=self.roy_vp,
        )


@dataclass(frozen=True)
class RoyFinal(TroyesEvent):
    """What le Roy scores for the characters left at the end ([card, vp] each, A.7)."""

    kind: ClassVar[str] = "roy_final"
    characters: tuple[tuple[str, int], ...]
    total: int

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return (player(NEUTRAL, "vp"),)

    def message(self, tell: Tell) -> Message:
        if not self.characters:
            return m("troyes.solo.final_none")
        chars = words([m("troyes.event.character_score", card=tell.card(c), n=vp) for c, vp in self.characters])
        return m("troyes.solo.final", characters=chars, n=self.total)


@dataclass(frozen=True)
class RoyVerdict(TroyesEvent):
    """The solo result: the player's VP less le Roy's, and its band's words (A.7, A-49)."""

    kind: ClassVar[str] = "roy_verdict"
    margin: int
    band: str

    @property
    def tells(self) -> tuple[tuple[str | int, ...], ...]:
        return (player(PLAYER, "vp"), player(NEUTRAL, "vp"))

    def message(self, tell: Tell) -> Message:
        return m("troyes.solo.verdict", margin=self.margin, band=m(self.band))


# =========================================================================== dice
def ranked(dice: Iterable[Die]) -> list[Die]:
    """Dice best first: by value, then red > yellow > white (A.4)."""
    return sorted(dice, key=lambda d: (-d.value, COLOUR_RANK.get(d.colour, 9), d.id))


def best_dice(s: TroyesState, owner: int) -> list[Die]:
    return ranked(s.district(owner))


def spend(s: TroyesState, dice: Iterable[Die]) -> tuple[tuple[Any, ...], ...]:
    """Take le Roy's spent dice off the city square."""
    ids = {d.id for d in dice}
    out = tuple((d.colour, d.value) for d in ranked(d for d in s.dice if d.id in ids))
    s.dice = [d for d in s.dice if d.id not in ids]
    return out


# =========================================================================== placement (A.2)
def free_place(s: TroyesState, building: str) -> Place | None:
    """Le Roy's best free place of ``building`` by his ranking (A.2, data.solo.ranking)."""
    ranking = s.data.solo.ranking.get(building, ())
    for place in ranking:
        if s.buildings[building][place.row][place.place] is None:
            return place
    for r, row in enumerate(s.buildings[building]):  # places the ranking leaves out
        for p, owner in enumerate(row):
            if owner is None:
                return Place(building, r, p)
    return None


def start_placement(s: TroyesState, events: Events) -> bool:
    """Set-up of the solo game (A.1, A.2): le Roy's citizens, then his first three.
    False when placement is over already (the engine then starts the first round)."""
    assert s.roy is not None
    # A.1: le Roy plays with the citizens of two unused colours; he places
    # data.solo.roy_citizens of them at the start (A.2), the rest stay in his supply
    # for his citizens and tradesmen later (A.5 notes 3, 5).
    s.roy.supply = 2 * s.data.numbers.citizens_per_player
    s.order = []
    s.turn = PLAYER
    return placement_continues(s, events)


def placement_continues(s: TroyesState, events: Events) -> bool:
    """Le Roy places his three, then the player is asked for two (``s.order``), until the
    18 places are full (A.2: R3, P2, R3, P2, R3, P2, R3). False: placement is over."""
    solo = s.data.solo
    while True:
        if not _free_places(s):
            return False
        roy_place(s, solo.roy_places, events)
        free = _free_places(s)
        mine = min(solo.player_places, free, s.players[PLAYER].supply)
        if mine > 0:
            s.order = [PLAYER] * mine
            s.turn = PLAYER
            return True
        if not free or not roy_can_place(s):
            return False


def _free_places(s: TroyesState) -> int:
    return sum(1 for b in BUILDINGS for row in s.buildings[b] for o in row if o is None)


def roy_can_place(s: TroyesState) -> bool:
    assert s.roy is not None
    return s.roy.supply > 0


def roy_place(s: TroyesState, count: int, events: Events) -> None:
    """Roll 2 red, 2 yellow and 2 white dice; the best three say the buildings of le
    Roy's next citizens (A.2), each on his best free place there; a die whose building
    is full gives way to the next best (A-57)."""
    assert s.roy is not None
    rolled = [Die(-1, colour, s.rng.d6(), NEUTRAL) for colour in ("red", "red", "yellow", "yellow", "white", "white")]
    events.append(Rolled(NEUTRAL, tuple((-1, d.colour, d.value) for d in rolled)))
    placed = 0
    for d in ranked(rolled):
        if placed >= count or s.roy.supply <= 0:
            break
        building = BUILDING_OF[d.colour]
        place = free_place(s, building)
        if place is None:
            continue
        s.buildings[building][place.row][place.place] = NEUTRAL
        s.roy.supply -= 1
        placed += 1
        events.append(Placed(NEUTRAL, building, place.row, place.place))


# =========================================================================== black dice (A.4)
def counter(s: TroyesState, events: Events) -> None:
    """Le Roy against the highest black die: his strongest die takes it away, whatever
    its value; the others go on to the player (A-56). With no die he lets it go, losing
    nothing (A-55 as for a player with no dice; le Roy has no VP loss, A-56)."""
    if not s.black:
        return
    value = s.black.pop(0)
    mine = best_dice(s, NEUTRAL)
    if not mine:
        return
    used = spend(s, mine[:1])
    events.append(Countered(NEUTRAL, used, (value,)))


# =========================================================================== le Roy's turn (A.5)
def turn(s: TroyesState, events: Events) -> None:
    """One turn of le Roy: two black dice, and the row of his table (A.5). He never
    passes; the engine gives him turns while he has dice."""
    if s.roy is None or not s.district(NEUTRAL):
        return
    values = (s.rng.d6(), s.rng.d6())
    row = s.data.solo.table[sum(values)]
    events.append(RoyRolled(NEUTRAL, values, row.action))
    if row.action == "vp":
        vp_action(s, row.dice, row.bought, row.price, row.vp, events)
    elif row.action == "citizen":
        citizen_action(s, row.dice, events)
    elif row.action == "event":
        event_action(s, events)
    elif row.action == "tradesman":
        tradesman_action(s, row.dice, events)
    elif row.action == "cathedral":
        cathedral_action(s, row.dice, events)
    elif row.action == "character":
        character_action(s, events)


def vp_action(s: TroyesState, count: int, bought: bool, price: int, vp: int, events: Events) -> None:
    """Rows 2, 3, 11, 12 (notes 1, 2): le Roy spends ``count`` dice, one of them the
    player's best die, bought for ``price`` deniers paid by the bank; with no die in the
    player's district he uses his own and pays nothing (note 2; note 1 alike, our
    reading). Then he gains ``vp``."""
    theirs = best_dice(s, PLAYER) if bought else []
    got: tuple[Any, ...] = ()
    paid = 0
    own = count
    if theirs:
        die = theirs[0]
        s.dice = [d for d in s.dice if d.id != die.id]
        got = (die.colour, die.value)
        own -= 1
        paid = price
    used = spend(s, best_dice(s, NEUTRAL)[:own])
    events.append(RoySpent(NEUTRAL, used, got, paid))
    if paid:
        en.change(s, PLAYER, events, deniers=paid)
    en.change(s, NEUTRAL, events, vp=vp)


def citizen_target(s: TroyesState, building: str) -> int | None:
    """The row le Roy's citizen enters in ``building`` (note 3): one that expels a
    citizen of the player if any can (his preferred places first), else the row of his
    best free place; None: no room without expelling his own or a protected citizen."""
    assert s.roy is not None
    rows = [p.row for p in s.data.solo.ranking.get(building, ())]
    rows += [r for r in range(len(s.buildings[building])) if r not in rows]
    order = list(dict.fromkeys(rows))
    for r in order:
        _, out = dm.push(s, building, r, NEUTRAL)
        if out == PLAYER and not dm.protected(s, building, out):
            return r
    place = free_place(s, building)
    return None if place is None else place.row


def citizen_action(s: TroyesState, count: int, events: Events) -> None:
    """Rows 4 and 10 (note 3): the colour of his best die picks the building (red
    Palace, yellow City Hall, white Bishopric); a building with no room gives way to his
    next best die (A-57). He spends that die, and nothing happens with no room at all or
    no citizen left."""
    assert s.roy is not None
    mine = best_dice(s, NEUTRAL)
    chosen: Die | None = None
    row: int | None = None
    if s.roy.supply > 0:
        for d in mine:
            row = citizen_target(s, BUILDING_OF[d.colour])
            if row is not None:
                chosen = d
                break
    spent = [chosen] if chosen is not None else []
    spent += [d for d in mine if d is not chosen][: max(0, count - len(spent))]
    events.append(RoySpent(NEUTRAL, spend(s, spent)))
    if chosen is None or row is None:
        events.append(RoyNoRoom(NEUTRAL, "citizen"))
        return
    s.roy.supply -= 1
    en.enter(s, NEUTRAL, BUILDING_OF[chosen.colour], row, events)


def event_action(s: TroyesState, events: Events) -> None:
    """Rows 5 and 9 (note 4, A-47): le Roy fills every free banner of the right-most event
    card, one die each (all his dice when he has fewer); the card is countered and scored
    as usual, his cubes counting in the majority and earning him VP (A-58)."""
    index = len(s.queue) - 1
    free = en.free_banners(s, index)
    events.append(RoySpent(NEUTRAL, spend(s, best_dice(s, NEUTRAL)[:free])))
    q = s.queue[index]
    for _ in range(free):
        if q not in s.queue:
            break
        en.put_cube(s, NEUTRAL, s.queue.index(q), events, influence=False)


def tradesman_spot(s: TroyesState) -> tuple[int, int, int] | None:
    """Le Roy's tradesman's spot (note 5): (slot, space or -1, VP). The free space worth the
    most VP among the face-up cards (a card's spaces fill in order, A-26; the
    illustration is worth 0); ties: the cheapest card, then red > yellow > white, then
    the lowest level."""
    best: tuple[tuple[int, int, int, int], tuple[int, int, int]] | None = None
    for i, slot in enumerate(s.slots):
        if not slot.face_up:
            continue
        card = s.data.activities[slot.card]
        if None in slot.spaces:
            space = slot.spaces.index(None)
            vp = card.vp_spaces[space]
        else:
            space, vp = -1, 0
        key = (-vp, card.hire_cost, COLOUR_RANK.get(slot.colour, 9), slot.level)
        if best is None or key < best[0]:
            best = (key, (i, space, vp))
    return None if best is None else best[1]


def tradesman_action(s: TroyesState, count: int, events: Events) -> None:
    """Row 6 (note 5): one die spent, a tradesman of le Roy on the best spot."""
    assert s.roy is not None
    events.append(RoySpent(NEUTRAL, spend(s, best_dice(s, NEUTRAL)[:count])))
    spot = tradesman_spot(s)
    if spot is None or s.roy.supply <= 0:
        events.append(RoyNoRoom(NEUTRAL, "tradesman"))
        return
    i, space, vp = spot
    slot = s.slots[i]
    if space >= 0:
        slot.spaces[space] = NEUTRAL
    else:
        slot.extra.append(NEUTRAL)
    s.roy.supply -= 1
    events.append(RoyTradesman(NEUTRAL, slot.card, space, vp))


def cathedral_site(s: TroyesState) -> tuple[int, int] | None:
    """Le Roy's cube's site (note 6): the lowest level with room, and there the best
    site: the most Influence printed, then the highest value."""
    for level, row in enumerate(s.cathedral):
        free = [site for site, owner in enumerate(row) if owner is None]
        if free:
            return level, max(free, key=lambda site: (s.data.cathedral[level][site], site))
    return None


def cathedral_action(s: TroyesState, count: int, events: Events) -> None:
    """Row 7 (note 6): two dice spent, two cubes on the cathedral, +1 VP each as for any
    builder (§4.4); a cube with no site left gives him 1 VP instead, so a full cathedral
    gives 2 VP (our reading of "instead gains 2 VP")."""
    events.append(RoySpent(NEUTRAL, spend(s, best_dice(s, NEUTRAL)[:count])))
    missed = 0
    for _ in range(count):
        site = cathedral_site(s)
        if site is None:
            missed += 1
            continue
        level, col = site
        s.cathedral[level][col] = NEUTRAL
        events.append(CathedralCube(NEUTRAL, level, col, True))
        en.change(s, NEUTRAL, events, vp=s.data.numbers.cathedral_vp)
    if missed:
        vp = missed * s.data.numbers.cathedral_vp
        events.append(RoyCathedralFull(NEUTRAL, vp))
        en.change(s, NEUTRAL, events, vp=vp)


# =========================================================================== characters (note 7, A.7)
def roy_measure(s: TroyesState, what: str) -> int:
    """What a character counts for le Roy: his standing citizens, cubes on the cathedral,
    tradesmen; the event cards he wins are discarded and count for nothing (A-47)."""
    if what == "citizens":
        return sum(s.standing(NEUTRAL, b) for b in BUILDINGS)
    if what == "cathedral":
        return sum(1 for level in s.cathedral for o in level if o == NEUTRAL)
    if what == "tradesmen":
        return sum(1 for slot in s.slots for o in slot.tradesmen() if o == NEUTRAL)
    return 0


def roy_character_vp(s: TroyesState, card: str) -> int:
    """Le Roy's VP for a character, by the solo (2-player) tiers (A-48); never for
    deniers or Influence (note 7)."""
    c = s.data.characters[card]
    if c.measure in NEVER_SCORES:
        return 0
    value = roy_measure(s, c.measure)
    got = 0
    for least, vp in c.tiers_two:
        if value >= least:
            got = vp
    return got


def character_action(s: TroyesState, events: Events) -> None:
    """Row 8 (note 7): the top character scores at once for the player and for le Roy,
    then leaves the game; with the stack empty, le Roy gains 1 VP. No die is spent."""
    assert s.roy is not None
    if not s.roy.characters:
        events.append(RoyCharacter(NEUTRAL, "", 0, 1))
        en.change(s, NEUTRAL, events, vp=1)
        return
    card = s.roy.characters.pop(0)
    theirs = en.character_vp(s, PLAYER, card)
    his = roy_character_vp(s, card)
    events.append(RoyCharacter(NEUTRAL, card, theirs, his))
    if theirs:
        en.change(s, PLAYER, events, vp=theirs, cause=card)
    if his:
        en.change(s, NEUTRAL, events, vp=his, cause=card)


def final(s: TroyesState, events: Events) -> None:
    """A.7: le Roy scores the characters left in the stack (the engine scores them for
    the player with the rest of the final score)."""
    assert s.roy is not None
    scored = tuple((c, roy_character_vp(s, c)) for c in s.roy.characters)
    total = sum(vp for _, vp in scored)
    events.append(RoyFinal(NEUTRAL, scored, total))
    for card, vp in scored:
        if vp:
            en.change(s, NEUTRAL, events, vp=vp, cause=card)


# =========================================================================== the result (A.7, A-49)
def band(solo: Solo, margin: int) -> str:
    """The id of the words for a final result (the player's VP less le Roy's): the first
    band whose upper bound (inclusive, A-49) holds it."""
    for most, said in solo.bands:
        if most is None or margin <= most:
            return said
    return solo.bands[-1][1]


def verdict(data: TroyesData, margin: int) -> RoyVerdict:
    return RoyVerdict(NEUTRAL, margin, band(data.solo, margin))
