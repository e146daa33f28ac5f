"""Uprising (10.1): a village under a tallage, a tithe or a Famine rises against the
troops of other families there.

1. A family plays an Uprising card on such a village (never on the strength of a tax it
   laid itself), naming the family attacked first when several have troops there.
2. The other families, then the starter again, may add Uprising cards, or a Secret Passage
   that cancels the attacker penalties (10.2.2); by default only those holding one of
   these cards are asked (``GameConfig.reactions``). A family whose own tallage or tithe
   is the only cause may add no Uprising card, whoever started it (10.1).
3. One battle die per card, less the stronghold (1) or Fortified City (2) penalty; each
   die rolled adds one bonus hit, so an Uprising the penalties leave without a die fails.
4. The hits fall on the families attacked in order, each removing as many strength
   points as it can up to the hits left (a knight 3, a man-at-arms 1: 6.2.2), choosing
   which; hits a family cannot absorb pass to the next.
5. If no troop of the attacked families is left, their lords there die, and the
   village's mills and stronghold are destroyed (a Fortified City stands).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import Message, m
from game.games.fief.rules import events as ev
from game.games.fief.rules.actions import Done, JoinUprising, PlayUprising, StopUprising
from game.games.fief.rules.card_effects import FAMINE, SECRET_PASSAGE, UPRISING, card_for, holds, spend, take
from game.games.fief.rules.control import has_units, troops_of
from game.games.fief.rules.deaths import kill_lord
from game.games.fief.rules.disasters import hit_options, remove_losses, suffers
from game.games.fief.rules.state import Losses, State, Uprising

if TYPE_CHECKING:
    from game.core.engine import Action, Event
    from game.games.fief.rules.names import Names

# --------------------------------------------------------------------------- where


def causes(state: State, village: str, seat: int) -> list[str]:
    """What lets ``seat`` raise ``village``: "tallage", "tithe" or "famine" (10.1); a tax
    the family laid itself does not count."""
    board = state.data.board
    v = board.villages[village]
    out = []
    for t in state.taxes:
        if t.seat == seat:
            continue
        if t.kind == "tallage" and t.target == v.fief:
            out.append("tallage")
        if t.kind == "tithe" and (t.target == v.bishopric or (t.target == 0 and v.bishopric in state.bishops)):
            out.append("tithe")
    if suffers(state, v.bishopric, FAMINE):
        out.append("famine")
    return list(dict.fromkeys(out))


def defenders(state: State, village: str, seat: int) -> list[int]:
    """The other families with units in the village, in turn order."""
    return [s for s in state.turn_order() if s != seat and has_units(state, village, s)]


def penalty(state: State, village: str) -> int:
    vs = state.villages[village]
    rules = state.data.rules
    if vs.fortified:
        return rules.fortified_city_penalty
    return rules.stronghold_penalty if vs.stronghold else 0


def _card(state: State, effect: str) -> str:
    """The id of the card with ``effect``, which a family just played or holds."""
    card = card_for(state.data, effect)
    assert card is not None, f"the data has no {effect} card"
    return card


def candidates(state: State, seat: int) -> list[Action]:
    if not holds(state.data, state.families[seat].hand, UPRISING):
        return []
    out: list[Action] = []
    for village in state.villages:
        if not causes(state, village, seat):
            continue
        targets = defenders(state, village, seat)
        armed = [s for s in targets if troops_of(state, village, s).count]
        out += [PlayUprising(village, first) for first in (armed or targets)]
    return out


def play_problem(state: State, seat: int, action: PlayUprising, names: Names) -> Message | None:
    if not holds(state.data, state.families[seat].hand, UPRISING):
        return m("fief.refusal.uprising_no_card")
    if action.village not in state.villages:
        return m("fief.refusal.uprising_no_such_village", village=action.village)
    where = names.village(action.village)
    if not causes(state, action.village, seat):
        return m("fief.refusal.uprising_no_reason", village=where)
    targets = defenders(state, action.village, seat)
    if not targets:
        return m("fief.refusal.uprising_nobody_to_attack", village=where)
    armed = [s for s in targets if troops_of(state, action.village, s).count]
    if action.first not in (armed or targets):
        return m("fief.refusal.uprising_first_armed", village=where)
    return None


# --------------------------------------------------------------------------- playing and joining


def _asked(state: State, seat: int, village: str) -> bool:
    hand = state.families[seat].hand
    return (
        state.config.reactions == "everyone"
        or (holds(state.data, hand, UPRISING) and bool(causes(state, village, seat)))
        or holds(state.data, hand, SECRET_PASSAGE)
        or bool(stoppers(state, seat, village, []))
    )


def stoppers(state: State, seat: int, village: str, tried: list[str]) -> list[StopUprising]:
    """The family's Bishop of the village's bishopric (at the risk of his life) and its
    Cardinals (for 3 deniers, anywhere) may try to stop an Uprising (1.4, 1.5)."""
    bishopric = state.data.board.villages[village].bishopric
    rules = state.data.rules
    out = []
    for lid in state.families[seat].lords:
        if lid in tried:
            continue
        if state.bishops.get(bishopric) == lid:
            out.append(StopUprising(lid))
        if lid in state.cardinals and state.families[seat].deniers >= rules.cardinal_calm_cost:
            out.append(StopUprising(lid, True))
    return out


def play(state: State, seat: int, action: PlayUprising, events: list[Event]) -> None:
    take(state.data, state.families[seat].hand, UPRISING)
    events.append(ev.UprisingPlayed(seat, action.village))
    order = state.turn_order()
    start = order.index(seat)
    others = order[start + 1 :] + order[:start]
    state.uprising = Uprising(
        action.village, seat, action.first, [seat], -1, [s for s in others + [seat] if _asked(state, s, action.village)]
    )
    if not state.uprising.waiting:
        resolve(state, events)


def join_candidates(state: State, seat: int) -> list[Action]:
    up = state.uprising
    assert up is not None
    hand = state.families[seat].hand
    out: list[Action] = []
    if holds(state.data, hand, UPRISING) and causes(state, up.village, seat):
        out.append(JoinUprising())
    if holds(state.data, hand, SECRET_PASSAGE) and up.passage < 0 and penalty(state, up.village):
        out.append(JoinUprising(True))
    out += stoppers(state, seat, up.village, up.tried)
    return out + [Done()]


def stop_problem(state: State, seat: int, action: StopUprising, names: Names) -> Message | None:
    up = state.uprising
    if up is None:
        return m("fief.refusal.uprising_none")
    if action not in stoppers(state, seat, up.village, up.tried):
        if action.as_cardinal:
            return m("fief.refusal.uprising_cardinal_envoys", cost=state.data.rules.cardinal_calm_cost)
        return m("fief.refusal.uprising_bishop_only", village=names.village(up.village))
    return None


def stop(state: State, seat: int, action: StopUprising, events: list[Event]) -> None:
    """1-4: the Uprising ends, its cards discarded; else a Bishop is stoned, a Cardinal's
    envoys simply fail, and the Uprising goes on (1.4, 1.5)."""
    up = state.uprising
    assert up is not None
    rules = state.data.rules
    if action.as_cardinal:
        state.families[seat].deniers -= rules.cardinal_calm_cost
    roll = state.rng.d6()
    stopped = roll <= rules.calm_uprising_max
    events.append(ev.UprisingCalmed(seat, action.lord, up.village, roll, stopped, action.as_cardinal))
    if stopped:
        state.uprising = None
        state.fortune_discard += [_card(state, UPRISING)] * len(up.cards)
        return
    up.tried.append(action.lord)
    if not action.as_cardinal:
        kill_lord(state, action.lord, "Uprising", events)  # words: not shown (a cause, named by the event)


def join_problem(state: State, seat: int, action: JoinUprising, names: Names) -> Message | None:
    up = state.uprising
    if up is None:
        return m("fief.refusal.uprising_none")
    if not holds(state.data, state.families[seat].hand, SECRET_PASSAGE if action.passage else UPRISING):
        return m("fief.refusal.uprising_no_passage_card") if action.passage else m("fief.refusal.uprising_no_card")
    if not action.passage and not causes(state, up.village, seat):
        return m("fief.refusal.uprising_own_tax", village=names.village(up.village))
    if action.passage and up.passage >= 0:
        return m("fief.refusal.uprising_passage_already")
    if action.passage and not penalty(state, up.village):
        return m("fief.refusal.uprising_passage_useless", village=names.village(up.village))
    return None


def join(state: State, seat: int, action: JoinUprising, events: list[Event]) -> None:
    up = state.uprising
    assert up is not None
    if action.passage:
        spend(state.data, state.families[seat].hand, state.fortune_discard, SECRET_PASSAGE)
        up.passage = seat
    else:
        take(state.data, state.families[seat].hand, UPRISING)
        up.cards.append(seat)
    events.append(ev.UprisingPlayed(seat, up.village, joined=not action.passage, passage=action.passage))


def pass_turn(state: State, events: list[Event]) -> None:
    """The family asked adds nothing (more): the next is asked, or the mob attacks."""
    up = state.uprising
    assert up is not None
    up.waiting.pop(0)
    if not up.waiting:
        resolve(state, events)


# --------------------------------------------------------------------------- resolving


def resolve(state: State, events: list[Event]) -> None:
    up = state.uprising
    assert up is not None
    rules = state.data.rules
    pen = 0 if up.passage >= 0 else penalty(state, up.village)
    dice = max(0, len(up.cards) - pen)
    faces = state.data.die_faces_for(state.config.variants)
    rolls = tuple(faces[state.rng.d6() - 1] for _ in range(dice))
    hits = sum(rolls) + dice * rules.uprising_bonus_hits
    events.append(ev.UprisingRolled(up.village, len(up.cards), pen, rolls, hits))
    if not dice:
        _finish(state, events, sacked=False)
        return
    targets = defenders(state, up.village, up.seat)
    up.attacked = [up.first] + [s for s in targets if s != up.first]
    left = hits
    for seat in up.attacked:
        pool = troops_of(state, up.village, seat).clone()
        if not pool.count or left <= 0:
            continue
        options = hit_options(pool, left)
        taken = 3 * options[0][0] + options[0][1]
        if not taken:
            continue
        left -= taken
        losses = Losses(seat, up.village, 0, pool, "", "Uprising", taken)  # words: not shown (a cause)
        if len(options) == 1:
            remove_losses(state, losses, *options[0], events)
        else:
            state.losses.append(losses)  # the family chooses (6.2.2)
    if not state.losses:
        finish(state, events)


def finish(state: State, events: list[Event]) -> None:
    """Every loss taken: a village left without defending troops is sacked (10.1)."""
    up = state.uprising
    assert up is not None
    sacked = bool(up.attacked) and not any(troops_of(state, up.village, s).count for s in up.attacked)
    _finish(state, events, sacked)


def _finish(state: State, events: list[Event], sacked: bool) -> None:
    up = state.uprising
    assert up is not None
    state.uprising = None
    state.fortune_discard += [_card(state, UPRISING)] * len(up.cards)
    if not sacked:
        return
    for seat in up.attacked:
        for lid in [
            lid
            for lid in state.families[seat].lords
            if state.lords[lid].village == up.village and state.lords[lid].captor < 0
        ]:
            kill_lord(state, lid, "Uprising", events)  # words: not shown (a cause, named by the event)
    vs = state.edit_village(up.village)
    mills = vs.mills
    state.shared["mills"] += mills
    vs.mills = 0
    stronghold = vs.stronghold and not vs.fortified
    if stronghold:
        vs.stronghold = False
        state.shared["strongholds"] += 1
    events.append(ev.VillageSacked(up.village, mills, stronghold))
