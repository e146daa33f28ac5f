"""Disasters (2.3): the track they wait on, the die that sends each to a bishopric, and
what Heavy Rain (2.3.1), Famine (2.3.2) and Plague (2.3.3) do there until the round ends.

The engine knows the three disasters by the effect their cards declare in
``data/fief/cards.yaml`` (``card_effects``), whatever their ids; counts, names and
texts are data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import N_, Message, Name, m
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import LoseTroops
from game.games.fief.rules.card_effects import HEAVY_RAIN, NONE, PLAGUE, effect_of, holds
from game.games.fief.rules.control import all_controllers, settle_control, troops_of, update_presence
from game.games.fief.rules.deaths import kill_lord
from game.games.fief.rules.state import Losses, State, Troops

KNIGHT_STRENGTH = 3  # 6.2: a knight is worth 3 strength points and takes 3 hits

#: "0 knights": French counts 0 in the singular ("0 chevalier"), not "un chevalier"
#: the causes of losses a family chooses, as the subject of a sentence
_CAUSES = {"Plague": N_("fief.disasters.cause_plague"), "Uprising": N_("fief.disasters.cause_uprising")}

if TYPE_CHECKING:
    from game.core.engine import Action, Event
    from game.games.fief.rules.names import Names


def bishopric_of(state: State, village: str) -> int:
    return state.data.board.villages[village].bishopric


def suffers(state: State, bishopric: int, effect: str) -> bool:
    """Whether a card with the disaster's ``effect`` lies on the bishopric."""
    return holds(state.data, state.lying.get(bishopric, ()), effect)


def _struck(state: State, bishopric: int, card: str) -> bool:
    """Whether the disaster ``card`` already lies on the bishopric: a card of the same
    effect (two ids of one effect are the same disaster), or this very card when it
    does nothing."""
    effect = effect_of(state.data, card)
    if effect is None or effect == NONE:
        return card in state.lying.get(bishopric, ())
    return suffers(state, bishopric, effect)


def rain_blocks(state: State, frm: str, to: str) -> int:
    """The bishopric whose Heavy Rain forbids a move from ``frm`` to ``to`` (2.3.1), or 0."""
    for v in (frm, to):
        b = bishopric_of(state, v)
        if suffers(state, b, HEAVY_RAIN):
            return b
    return 0


def disasters_spared(state: State) -> bool:
    """The option of 2.3's note: disasters of the first rounds are discarded unresolved."""
    for vid in state.config.variants:
        rounds = state.data.variants[vid].disaster_free_rounds
        if rounds and state.round <= rounds:
            return True
    return False


# --------------------------------------------------------------------------- the track


def resolve_next(state: State, events: list[Event]) -> None:
    """Turn up the first Disaster card of the track and send it where the die says."""
    card = state.disaster_track.pop(0)
    if disasters_spared(state):
        state.fortune_discard.append(card)
        events.append(ev.DisasterRolled(card, 0, "spared"))
        return
    spaces = len(state.data.board.bishoprics)
    if spaces >= 6 and all(_struck(state, b, card) for b in range(1, 7)):
        # A modded board with six or more bishoprics has no false-alarm face; when the
        # disaster already lies everywhere the die can send it, it strikes nowhere.
        state.fortune_discard.append(card)
        events.append(ev.DisasterRolled(card, 0, "false_alarm"))
        return
    while True:
        roll = state.rng.d6()
        if roll > spaces:  # 6: a false alarm
            state.fortune_discard.append(card)
            events.append(ev.DisasterRolled(card, roll, "false_alarm"))
            return
        if _struck(state, roll, card):
            events.append(ev.DisasterRolled(card, roll, "reroll"))
            continue
        state.lying.setdefault(roll, []).append(card)
        events.append(ev.DisasterRolled(card, roll, "strikes"))
        if effect_of(state.data, card) == PLAGUE:
            before = all_controllers(state)
            plague_strikes(state, roll, events)
            settle_control(state, before, events)
        return


def plague_strikes(state: State, bishopric: int, events: list[Event]) -> None:
    """2.3.3: every lord in the bishopric rolls for his life, every army loses half its
    troops in each village (rounded down), its family choosing which."""
    villages = state.data.board.bishoprics[bishopric].villages
    order = state.turn_order()
    lords = sorted(
        (lid for lid, lo in state.lords.items() if lo.village in villages),
        key=lambda lid: (
            order.index(state.lords[lid].family),
            state.families[state.lords[lid].family].lords.index(lid),
        ),
    )
    for lid in lords:
        _roll_for_life(state, lid, bishopric, events)
    for v in villages:
        for seat in order:
            troops = troops_of(state, v, seat)
            if troops.count >= 2:
                _strike_troops(state, seat, v, troops.clone(), "", events)


def _roll_for_life(state: State, lord: str, bishopric: int, events: list[Event]) -> bool:
    roll = state.rng.d6()
    died = roll <= state.data.rules.plague_death_max
    seat = state.lords[lord].family
    events.append(ev.PlagueRolled(seat, lord, roll, died))
    if died:
        kill_lord(state, lord, "Plague", events)  # words: not shown (a cause, named by the event)
    else:
        state.plague_rolled.setdefault(lord, []).append(bishopric)
    return died


def _strike_troops(state: State, seat: int, village: str, pool: Troops, lord: str, events: list[Event]) -> None:
    count = pool.count // 2
    if count == 0:
        return
    options = loss_options(pool, count)
    losses = Losses(seat, village, count, pool, lord)
    if len(options) == 1:
        remove_losses(state, losses, *options[0], events)
    else:
        state.losses.append(losses)


def hit_options(pool: Troops, hits: int) -> list[tuple[int, int]]:
    """Every (knights, men-at-arms) removing the most strength points possible up to
    ``hits`` (6.2.2: a knight takes 3 hits, a man-at-arms 1)."""
    best = max(
        KNIGHT_STRENGTH * k + m
        for k in range(pool.knights + 1)
        for m in range(pool.men_at_arms + 1)
        if KNIGHT_STRENGTH * k + m <= hits
    )
    return [
        (k, best - KNIGHT_STRENGTH * k)
        for k in range(pool.knights + 1)
        if 0 <= best - KNIGHT_STRENGTH * k <= pool.men_at_arms
    ]


def loss_options(pool: Troops, count: int) -> list[tuple[int, int]]:
    """Every (knights, men-at-arms) a family may remove to lose ``count`` units of ``pool``."""
    low = max(0, count - pool.men_at_arms)
    high = min(count, pool.knights)
    return [(k, count - k) for k in range(low, high + 1)]


def remove_losses(state: State, losses: Losses, knights: int, men: int, events: list[Event]) -> None:
    seat, village = losses.seat, losses.village
    troops = state.edit_village(village).troops[seat]
    troops.knights -= knights
    troops.men_at_arms -= men
    fam = state.families[seat]
    fam.stock["knights"] += knights
    fam.stock["men_at_arms"] += men
    march = state.marches.get(losses.lord)
    if march is not None:
        march.escort.knights -= knights
        march.escort.men_at_arms -= men
        march.escort_fresh.knights = min(march.escort_fresh.knights, march.escort.knights)
        march.escort_fresh.men_at_arms = min(march.escort_fresh.men_at_arms, march.escort.men_at_arms)
    # Troops a lord set down here earlier this turn cannot outnumber those left.
    for other in state.marches.values():
        d = other.dropped.get(village)
        if d is not None:
            d.knights = min(d.knights, troops.knights)
            d.men_at_arms = min(d.men_at_arms, troops.men_at_arms)
    update_presence(state, village, seat)
    events.append(ev.TroopsLost(seat, village, knights, men, losses.cause))


def options_for(losses: Losses) -> list[tuple[int, int]]:
    """The choices of a loss: ``count`` units (the Plague), or strength points (hits)."""
    if losses.hits:
        return hit_options(losses.pool, losses.hits)
    return loss_options(losses.pool, losses.count)


def losses_candidates(state: State) -> list[Action]:
    return [LoseTroops(k, m) for k, m in options_for(state.losses[0])]


def cause_name(cause: str) -> Message | Name:
    """What struck troops, at the head of a sentence: "Plague" ("La Peste")."""
    return m(_CAUSES[cause]) if cause in _CAUSES else Name.plain(cause)


def lose_problem(state: State, seat: int, action: LoseTroops, names: Names) -> Message | None:
    head = state.losses[0]
    if (action.knights, action.men_at_arms) not in options_for(head):
        if head.hits:
            return m(
                "fief.refusal.disaster_hits",
                cause=cause_name(head.cause),
                hits=m("fief.disasters.hits", n=head.hits),
                village=names.village(head.village),
            )
        return m(
            "fief.refusal.disaster_choose",
            cause=cause_name(head.cause),
            n=head.count,
            village=names.village(head.village),
            knights=names.item("knight", head.pool.knights),
            men=names.item("man_at_arms", head.pool.men_at_arms),
        )
    return None


def lose_troops(state: State, seat: int, action: LoseTroops, events: list[Event]) -> None:
    losses = state.losses.pop(0)
    remove_losses(state, losses, action.knights, action.men_at_arms, events)


# --------------------------------------------------------------------------- entering


def entering(state: State, lord: str, frm: str, to: str, escort: Troops, events: list[Event]) -> None:
    """A lord and the troops with him have just moved from ``frm`` to ``to``: entering a
    plagued bishopric, the lord rolls for his life unless he already did there this round
    or comes from another plagued bishopric, and the troops lose half (2.3.3)."""
    b, came = bishopric_of(state, to), bishopric_of(state, frm)
    if b == came or not suffers(state, b, PLAGUE):
        return
    seat = state.lords[lord].family
    if suffers(state, came, PLAGUE):
        state.plague_rolled.setdefault(lord, []).append(b)
        return
    if escort.count >= 2:
        _strike_troops(state, seat, to, escort.clone(), lord, events)
    if b not in state.plague_rolled.get(lord, ()):
        _roll_for_life(state, lord, b, events)


def end_of_round(state: State, events: list[Event]) -> None:
    """7.0: disasters leave the map."""
    gone = [c for cards in state.lying.values() for c in cards if state.data.fortune_cards[c].kind == "disaster"]
    for b in list(state.lying):
        state.lying[b] = [c for c in state.lying[b] if c not in gone]
        if not state.lying[b]:
            del state.lying[b]
    state.fortune_discard.extend(gone)
    state.plague_rolled = {}
    if gone:
        events.append(ev.CardsCleared("disasters", len(gone)))
