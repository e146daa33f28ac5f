"""An Earl's turn and the Round (OR 3.1, OR 3.2, OR 4.1-4.6, OR-E31, OR-E38, OR-E65).

A Round is every living Earl's turn, clockwise from the starting Earl, then the Vikings'
turn. In his turn an Earl may, as often as he likes and at any point (OR-A20), lay a
Tower or garrison an Army card (free Actions); he takes at most one Action; the turn ends
with the compulsory draw, and an Earl who cannot make it leaves the game (OR-E63 b).

The turn's own decision is asked when nothing else is (no battle, struggle, joust ...):
the stack is empty, ``s.turn`` is the Earl's seat.
"""

from __future__ import annotations

from game.core.engine import Action, Decision
from game.core.i18n import m
from game.games.ortus_regni.rules import combat, crown, politics, vikings
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules import table as tb
from game.games.ortus_regni.rules.actions import (
    Attach,
    Attack,
    Banner,
    Banquet,
    Concede,
    Emissary,
    EndTurn,
    Garrison,
    Install,
    Intrigue,
    Monastery,
    PlaceCastle,
    PlaceMercenary,
    Recruit,
    Tower,
    Treachery,
)
from game.games.ortus_regni.rules.data import INTRIGUE_MODES, LORD_ROLES, PROPERTY_ROLES, TREACHERY_MODES
from game.games.ortus_regni.rules.flow import HOOKS
from game.games.ortus_regni.rules.state import PHASE_TURNS, VIKINGS, Fief, Mercenary, OrtusState

Events = tb.Events


# --------------------------------------------------------------------------- the Round
def order(s: OrtusState) -> list[int]:
    """Every seat in the Round's order: clockwise from the starting Earl (OR 3.1)."""
    return [(s.first + i) % s.seats for i in range(s.seats)]


def begin_round(s: OrtusState, events: Events) -> None:
    if s.result is not None:
        return
    if s.round >= s.data.numbers.max_rounds:
        tb.finish(s, tuple(s.alive()), "rounds", events)
        return
    s.round += 1
    events.append(ev.RoundBegan(s.first, s.round))
    begin_turn(s, next(seat for seat in order(s) if s.earls[seat].alive), events)


def begin_turn(s: OrtusState, seat: int, events: Events) -> None:
    s.turn = seat
    s.action_used = False
    s.earls[seat].turns += 1
    s.cache.clear()
    events.append(ev.TurnBegan(seat, s.earls[seat].turns))


def after_turn(s: OrtusState, seat: int, events: Events) -> None:
    """The next living Earl of the Round, or the Vikings' turn once all have played."""
    if s.result is not None:
        return
    seats = order(s)
    for later in seats[seats.index(seat) + 1 :]:
        if s.earls[later].alive:
            begin_turn(s, later, events)
            return
    vikings.take_turn(s, events)


def end_turn(s: OrtusState, seat: int, events: Events) -> None:
    """The compulsory draw (OR 3.2); an empty deck ends the Earl (OR-E63 b, OR-T30)."""
    earl = s.earls[seat]
    if len(earl.deck) < s.data.numbers.end_draw:
        events.append(ev.TurnEnded(seat))
        tb.eliminate(s, seat, "old_age", events)
    else:
        tb.draw_cards(s, seat, s.data.numbers.end_draw, "end", events)
        events.append(ev.TurnEnded(seat))
    after_turn(s, seat, events)


# --------------------------------------------------------------------------- reading the Hand
def hand_of(s: OrtusState, seat: int, role: str) -> list[int]:
    return tb.first_of_each(s, s.earls[seat].hand, (role,))


def cathedral_on_table(s: OrtusState) -> bool:
    return any(s.role(c) == "cathedral" for e in s.earls if e.alive for f in e.fiefs for c in f.props)


def may_bequeath(s: OrtusState, seat: int) -> bool:
    """A Prince Lord, and no veto: when another Earl is the Archbishop, only an Earl with
    a Church may Bequeath (OR-E12, OR-E07; OR-A05: the Archbishop himself may)."""
    if tb.prince_lord(s, seat) is None:
        return False
    archbishop = tb.cathedral_holder(s)
    if archbishop is None or tb.churches(s, seat) > 0:
        return True
    return archbishop == seat and bool(s.options("archbishop_bequeaths"))


def has_monastery(s: OrtusState, seat: int) -> bool:
    """An Abbot in a Fief that holds a Church or the Cathedral (OR-E22)."""
    return any(
        f.lord is not None and s.role(f.lord) == "monk" and any(s.role(c) in ("church", "cathedral") for c in f.props)
        for f in s.earls[seat].fiefs
    )


def political_targets(s: OrtusState, seat: int) -> list[int]:
    """Whom Treachery, Intrigue and the Monastery may name: another Earl (OR-A21), or
    any Earl with the ``political_targets`` reading "anyone"."""
    anyone = s.options("political_targets") == "anyone"
    return [t for t in s.alive() if anyone or t != seat]


def royal_open(s: OrtusState) -> int | None:
    return next((i for i, c in enumerate(s.royal) if c is None), None)


# --------------------------------------------------------------------------- the turn's decision
def options(s: OrtusState, seat: int) -> list[Action]:
    earl = s.earls[seat]
    out: list[Action] = []
    if not s.action_used:
        out.extend(action_options(s, seat))
    # free Actions (OR-E46, OR 4.3)
    out.extend(Tower(card) for card in tb.first_of_each(s, earl.hand))
    reserve = tb.first_of_each(s, earl.reserve)
    for i, merc in enumerate(earl.mercenaries):
        if merc.garrison is None:
            out.extend(Garrison(card, -1 - i) for card in reserve)
    if s.king == seat:
        slot = royal_open(s)
        if slot is not None:
            out.extend(Garrison(card, slot) for card in reserve)
    out.append(EndTurn())
    out.append(Concede())
    return out


def action_options(s: OrtusState, seat: int) -> list[Action]:
    earl = s.earls[seat]
    out: list[Action] = []
    fiefs = range(len(earl.fiefs))
    out.extend(PlaceCastle(c) for c in hand_of(s, seat, "castle"))
    for card in tb.first_of_each(s, earl.hand, PROPERTY_ROLES):
        role = s.role(card)
        if role == "castle":
            continue
        if role == "cathedral" and cathedral_on_table(s) and s.options("second_cathedral") != "replaces":
            continue  # OR-A04: one Cathedral on the table
        out.extend(Attach(card, f) for f in fiefs)
    prince_at = tb.prince_lord(s, seat)
    bumps = bool(s.options("prince_bumps_prince"))
    for card in tb.first_of_each(s, earl.hand, LORD_ROLES):
        for f in fiefs:
            if s.role(card) == "prince" and prince_at is not None and (prince_at != f or not bumps):
                continue  # one Prince Lord (OR-E14; bumping him with a Prince: OR-A18)
            out.append(Install(card, f))
    out.extend(PlaceMercenary(c) for c in hand_of(s, seat, "mercenary"))
    if tb.lands(s, seat) > 0:
        out.append(Recruit())
    out.extend(Banquet(c) for c in hand_of(s, seat, "banquet"))
    out.extend(Emissary(c) for c in tb.first_of_each(s, earl.hand, ("vassal", "monk")))
    targets = political_targets(s, seat)
    if has_monastery(s, seat):
        out.extend(Monastery(t) for t in targets)
    for card in hand_of(s, seat, "treachery"):
        out.extend(treachery_options(s, seat, card, targets))
    for card in hand_of(s, seat, "intrigue"):
        out.extend(intrigue_options(s, seat, card, targets))
    for card in hand_of(s, seat, "banner"):
        if may_bequeath(s, seat):
            out.append(Banner(card, "bequeath"))
        if s.king is None:
            out.append(Banner(card, "crown"))
        out.append(Banner(card, "joust"))
    if earl.turns > 1:  # no Attack on the Earl's own first turn (OR-E65)
        out.extend(attack_options(s, seat))
    return out


def treachery_options(s: OrtusState, seat: int, card: int, targets: list[int]) -> list[Action]:
    out: list[Action] = []
    for mode in TREACHERY_MODES:
        for t in targets:
            other = s.earls[t]
            if mode == "assassinate":
                out.extend(Treachery(card, mode, t, i) for i, f in enumerate(other.fiefs) if f.lord is not None)
            elif mode == "damage_hand":
                if other.hand:
                    out.append(Treachery(card, mode, t))
            else:
                out.extend(Treachery(card, mode, t, i) for i in range(len(other.mercenaries)))
    return out


def intrigue_options(s: OrtusState, seat: int, card: int, targets: list[int]) -> list[Action]:
    out: list[Action] = []
    for mode in INTRIGUE_MODES:
        for t in targets:
            if t == seat:
                continue  # stealing from oneself takes nothing
            other = s.earls[t]
            if mode == "steal_properties":
                out.extend(Intrigue(card, mode, t, i) for i, f in enumerate(other.fiefs) if f.props)
            elif mode == "steal_armies":
                if other.reserve:
                    out.append(Intrigue(card, mode, t))
            else:
                out.extend(Intrigue(card, mode, t, i) for i in range(len(other.mercenaries)))
    return out


def attack_options(s: OrtusState, seat: int) -> list[Action]:
    if s.options("attack_needs_force") and not combat.can_field(s, seat):
        return []
    out: list[Action] = []
    for t in s.alive():
        if t == seat:
            continue  # never himself (OR 4.12.1)
        other = s.earls[t]
        if other.towers:
            out.append(Attack("tower", t))
        out.extend(Attack("raid", t, i) for i, f in enumerate(other.fiefs) if f.props)
        out.extend(Attack("siege", t, i) for i in range(len(other.fiefs)))
    return out


def decision(s: OrtusState, seat: int) -> Decision:
    name = s.config.seats[seat].name
    prompt = (
        m("ortus_regni.prompt.turn_free", name=name)
        if s.action_used
        else m("ortus_regni.prompt.turn_action", name=name)
    )
    return Decision(seat, "turn", prompt, tuple(options(s, seat)))


# --------------------------------------------------------------------------- applying
def apply(s: OrtusState, seat: int, action: Action, events: Events) -> None:
    earl = s.earls[seat]
    if isinstance(action, Tower):
        earl.hand.remove(action.card)
        earl.towers.append(action.card)
        events.append(ev.TowerLaid(seat, len(earl.towers)))
        events.append(ev.TowerFace(seat, action.card))
        return
    if isinstance(action, Garrison):
        earl.reserve.remove(action.card)
        if action.slot < 0:
            earl.mercenaries[-1 - action.slot].garrison = action.card
        else:
            s.royal[action.slot] = action.card
        events.append(ev.Garrisoned(seat, action.card, action.slot))
        return
    if isinstance(action, EndTurn):
        end_turn(s, seat, events)
        return
    if isinstance(action, Concede):
        tb.eliminate(s, seat, "concede", events)
        after_turn(s, seat, events)
        return
    s.action_used = True
    if isinstance(action, PlaceCastle):
        earl.hand.remove(action.card)
        earl.fiefs.append(Fief(action.card))
        events.append(ev.CastlePlaced(seat, action.card))
    elif isinstance(action, Attach):
        attach_from_hand(s, seat, action.card, action.fief, events)
    elif isinstance(action, Install):
        earl.hand.remove(action.card)
        fief = earl.fiefs[action.fief]
        bumped = fief.lord
        fief.lord = action.card
        if bumped is not None:
            tb.discard_to(s, bumped, seat)  # OR-E13
        events.append(ev.Installed(seat, action.card, fief.castle, -1 if bumped is None else bumped))
    elif isinstance(action, PlaceMercenary):
        earl.hand.remove(action.card)
        earl.mercenaries.append(Mercenary(action.card))
        events.append(ev.MercenaryPlaced(seat, action.card))
    elif isinstance(action, Recruit):
        n = tb.recruit_amount(s, seat)
        events.append(ev.Recruited(seat, n))
        tb.draw_army(s, seat, n, "recruit", events)
    elif isinstance(action, Banquet):
        banquet(s, seat, action.card, events)
    elif isinstance(action, Emissary):
        earl.hand.remove(action.card)
        vikings.emissary(s, seat, action.card, events)
    elif isinstance(action, Monastery):
        shown = tuple(s.earls[action.target].hand)
        events.append(ev.HandShown(seat, action.target, shown))
    elif isinstance(action, (Treachery, Intrigue)):
        earl.hand.remove(action.card)
        politics.begin(s, seat, action, events)
    elif isinstance(action, Banner):
        earl.hand.remove(action.card)
        crown.banner(s, seat, action.card, action.mode, events)
    elif isinstance(action, Attack):
        combat.declare(s, seat, action.what, action.defender, action.target, events)


def attach_from_hand(s: OrtusState, seat: int, card: int, index: int, events: Events) -> None:
    """A Property from the Hand into a Fief; a Land draws its Army cards, 2 when that Fief
    already holds a Market Town (OR-E03, OR-T05); a second Cathedral with the
    ``second_cathedral`` reading "replaces" sends the first to its pile (OR-A04)."""
    earl = s.earls[seat]
    earl.hand.remove(card)
    fief = earl.fiefs[index]
    if s.role(card) == "cathedral":
        for holder, other in enumerate(s.earls):
            for f in other.fiefs:
                for old in [c for c in f.props if s.role(c) == "cathedral"]:
                    f.props.remove(old)
                    tb.discard_to(s, old, holder)
                    events.append(ev.CardLost(holder, old, "replaced"))
    market = tb.has_role(s, fief, "market_town")
    fief.props.append(card)
    events.append(ev.Attached(seat, card, fief.castle))
    if s.role(card) == "land":
        n = tb.params(s, card, "army_draw_market", 2) if market else tb.params(s, card, "army_draw", 1)
        tb.draw_army(s, seat, n, "land", events)


def banquet(s: OrtusState, seat: int, card: int, events: Events) -> None:
    """Draw 2 cards (OR-E31); with fewer left, what remains (OR-A14), or, with the
    ``banquet_short`` reading "eliminate", the Earl is out."""
    earl = s.earls[seat]
    earl.hand.remove(card)
    tb.discard_to(s, card, seat)
    n = tb.params(s, card, "draw", 2)
    short = len(earl.deck) < n
    events.append(ev.BanquetHeld(seat, card))
    tb.draw_cards(s, seat, n, "banquet", events)
    if short and s.options("banquet_short") == "eliminate":
        tb.eliminate(s, seat, "old_age", events)
        after_turn(s, seat, events)


def is_turn_phase(s: OrtusState) -> bool:
    return s.phase == PHASE_TURNS and not s.stack and s.turn != VIKINGS


__all__ = [
    "action_options",
    "after_turn",
    "apply",
    "attach_from_hand",
    "begin_round",
    "begin_turn",
    "cathedral_on_table",
    "decision",
    "end_turn",
    "has_monastery",
    "is_turn_phase",
    "may_bequeath",
    "options",
    "order",
    "political_targets",
]

#: the turn's Actions (at most one a turn, OR 3.2)
HOOKS["next_round"] = begin_round

ACTION_KINDS: frozenset[type] = frozenset(
    {
        PlaceCastle,
        Attach,
        Install,
        PlaceMercenary,
        Recruit,
        Banquet,
        Emissary,
        Monastery,
        Treachery,
        Intrigue,
        Banner,
        Attack,
    }
)
