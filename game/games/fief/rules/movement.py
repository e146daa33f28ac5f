"""Phase 5, movement (5.0) and the control it gives (5.1).

A family moves all its lords in one turn, one small action at a time: a lord picks up
troops of his family in his village, moves one road (carrying them), drops some off, and
so on, up to two moves (three for d'Arc). Troops move only with a lord, and troops that a
lord has moved and set down may be moved again only by him (no relaying). A lord of her
family who has made each of his moves with d'Arc, from her village along her roads, may
follow her on her third move (9.1).

Leaving a village along a road may need other families' leave, asked as their Decision:
- a family that does not control a village (it arrived after another family, and stands
  on the road it came by) needs the controller's leave to go on along any other road
  (passing through);
- a family standing on a road into the village (it arrived from there after others) must
  give leave before anyone else leaves along that road (the exit rule);
- a lord may always go back along the road he just came by, or the road his family holds,
  except out of a besieged stronghold: leaving one needs every besieger's leave, or a
  Secret Passage, whatever the road (5.0, 6.4.1).
After a refusal the lord may only go back or stay where he is. A lord who led troops
into a village held by another family may not leave them behind there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import N_, Message, m
from game.games.fief.rules import events as ev
from game.games.fief.rules import fog
from game.games.fief.rules.actions import Drop, LeadCaptive, Move, PickUp
from game.games.fief.rules.card_effects import SECRET_PASSAGE, holds, spend
from game.games.fief.rules.control import troops_of, update_presence
from game.games.fief.rules.disasters import entering, rain_blocks
from game.games.fief.rules.siege import blockers
from game.games.fief.rules.state import UNITS, LordMarch, PermissionRequest, State, Troops

if TYPE_CHECKING:
    from game.core.engine import Event
    from game.games.fief.rules.names import Names


def moves_for(state: State, lord: str) -> int:
    rules = state.data.rules
    return rules.moves_darc if state.darc == lord else rules.moves_per_lord


def start_movement(state: State, seat: int) -> None:
    state.marches = {
        lid: LordMarch(moves_for(state, lid))
        for lid in state.families[seat].lords
        if state.lords[lid].village and state.lords[lid].captor < 0
    }


def darc_company(state: State, lord: str) -> str | None:
    """Where this lord may go on d'Arc's extra move, travelling with her (9.1): his own
    moves are spent, each made with her (his march this phase is the start of hers) and
    she has gone on one road further. None if he may not."""
    darc, march = state.darc, state.marches.get(lord)
    if darc is None or darc == lord or darc not in state.marches or march is None or march.moves_left > 0:
        return None
    his, hers = march.path, state.marches[darc].path
    n = len(his)
    if n <= state.data.rules.moves_per_lord or len(hers) <= n or hers[:n] != his:
        return None
    return hers[n]


def moves_open(state: State, lord: str) -> int:
    """The moves this lord may still make this phase: his own, else the one with d'Arc."""
    left = state.marches[lord].moves_left
    return left if left > 0 else int(darc_company(state, lord) is not None)


def _keeps_path(state: State, seat: int) -> bool:
    """Marches are recorded while d'Arc is in play or in the moving family's hand (9.1)."""
    if state.darc is not None:
        return True
    hand = state.families[seat].hand
    return any(state.data.lord_cards[c].kind == "darc" for c in hand if c in state.data.lord_cards)


def fresh_troops(state: State, village: str, seat: int) -> Troops:
    """Troops of a family in a village that no lord has moved or taken along yet."""
    total = troops_of(state, village, seat)
    k, men = total.knights, total.men_at_arms
    for lid, march in state.marches.items():
        lord = state.lords[lid]
        if lord.family != seat:
            continue
        if lord.village == village:
            k -= march.escort.knights
            men -= march.escort.men_at_arms
        d = march.dropped.get(village)
        if d is not None:
            k -= d.knights
            men -= d.men_at_arms
    return Troops(k, men)


def available_to(state: State, lord: str) -> Troops:
    """Troops this lord may pick up where he stands."""
    lo = state.lords[lord]
    fresh = fresh_troops(state, lo.village, lo.family)
    own = state.marches[lord].dropped.get(lo.village)
    if own is not None:
        fresh.knights += own.knights
        fresh.men_at_arms += own.men_at_arms
    return fresh


def permission_needed(state: State, lord: str, to: str) -> list[int]:
    """Seats whose leave the lord needs to go from his village towards ``to``."""
    lo = state.lords[lord]
    here, seat = lo.village, lo.family
    vs = state.villages[here]
    march = state.marches[lord]
    # Leaving a besieged stronghold needs every besieger's leave, whatever the road, even
    # the one the lord just came in by (5.0, 6.4.1).
    need: list[int] = list(blockers(state, here, seat))
    free = {march.came_from}
    if seat in vs.road_of:
        free.add(vs.road_of[seat])
    if to not in free:
        if vs.present and vs.present[0] != seat and seat in vs.road_of and vs.road_of[seat] != "":
            need.append(vs.present[0])
        need += [other for other, road in vs.road_of.items() if road == to and other != seat]
    order = [(seat + i) % state.n for i in range(state.n)]
    return sorted(set(need), key=order.index)


def _abandons_troops(state: State, lord: str) -> bool:
    lo = state.lords[lord]
    dropped = state.marches[lord].dropped.get(lo.village)
    if dropped is None or dropped.count == 0:
        return False
    present = state.villages[lo.village].present
    return bool(present) and present[0] != lo.family


def _own_lord(state: State, seat: int, lord: str, names: Names) -> Message | None:
    if lord not in state.lords:
        return m("fief.refusal.move_no_such_lord", lord=names.lord(lord))
    if state.lords[lord].family != seat:
        return m("fief.refusal.move_not_yours", lord=names.lord(lord), family=names.family(state.lords[lord].family))
    if lord not in state.marches:
        return m("fief.refusal.move_cannot_move", lord=names.lord(lord))
    return None


def move_problem(state: State, seat: int, action: Move, names: Names) -> Message | None:
    problem = _own_lord(state, seat, action.lord, names)
    if problem:
        return problem
    lo = state.lords[action.lord]
    march = state.marches[action.lord]
    if march.moves_left <= 0:
        follow = darc_company(state, action.lord)
        if follow is None:
            return m("fief.refusal.move_no_moves_left", lord=names.lord(action.lord))
        if action.to != follow:
            return m(
                "fief.refusal.move_only_with_darc",
                lord=names.lord(action.lord),
                darc=names.lord(state.darc or ""),
                village=names.village(follow),
            )
    if action.to not in state.data.board.villages:
        return m("fief.refusal.move_no_such_village", village=action.to)
    if not state.data.board.adjacent(lo.village, action.to):
        return m("fief.refusal.move_no_road", start=names.village(lo.village), end=names.village(action.to))
    if action.passage:
        problem = passage_problem(state, seat, action.lord, action.to, names)
        if problem:
            return problem
    rain = rain_blocks(state, lo.village, action.to) if not action.passage else None
    if rain:
        return m("fief.refusal.move_heavy_rain", bishopric=names.bishopric(rain))
    if _abandons_troops(state, action.lord):
        return m("fief.refusal.move_abandons_troops", lord=names.lord(action.lord), village=names.village(lo.village))
    if march.refused and not action.passage and permission_needed(state, action.lord, action.to):
        if blockers(state, lo.village, seat):
            return m(
                "fief.refusal.move_besiegers_refused", village=names.village(lo.village), lord=names.lord(action.lord)
            )
        return m("fief.refusal.move_refused", lord=names.lord(action.lord))
    return None


def pick_up_problem(state: State, seat: int, action: PickUp, names: Names) -> Message | None:
    problem = _own_lord(state, seat, action.lord, names)
    if problem:
        return problem
    if action.unit not in UNITS:
        return m("fief.refusal.move_unknown_troops", kind=action.unit)
    if moves_open(state, action.lord) <= 0:
        return m("fief.refusal.move_cannot_lead_troops", lord=names.lord(action.lord))
    have = available_to(state, action.lord).get(action.unit)
    if action.count < 1 or action.count > have:
        lo = state.lords[action.lord]
        relayed = sum(
            other.dropped[lo.village].get(action.unit)
            for lid, other in state.marches.items()
            if lid != action.lord and lo.village in other.dropped
        )
        return m(
            N_("fief.refusal.move_take_at_most_relayed") if relayed else N_("fief.refusal.move_take_at_most"),
            lord=names.lord(action.lord),
            troops=names.item(action.unit, have),
            village=names.village(lo.village),
        )
    return None


def lead_problem(state: State, seat: int, action: LeadCaptive, names: Names) -> Message | None:
    problem = _own_lord(state, seat, action.lord, names)
    if problem:
        return problem
    march = state.marches[action.lord]
    if not action.take:
        if action.captive not in march.captives:
            return m("fief.refusal.move_not_leading", lord=names.lord(action.lord), captive=names.lord(action.captive))
        return None
    cap = state.lords.get(action.captive)
    if cap is None or cap.captor != seat or cap.village != state.lords[action.lord].village:
        return m("fief.refusal.move_captive_not_here", lord=names.lord(action.lord))
    if any(action.captive in other.captives for other in state.marches.values()):
        return m("fief.refusal.move_captive_already_led", captive=names.lord(action.captive))
    if moves_open(state, action.lord) <= 0:
        return m("fief.refusal.move_cannot_lead_captive", lord=names.lord(action.lord))
    return None


def drop_problem(state: State, seat: int, action: Drop, names: Names) -> Message | None:
    problem = _own_lord(state, seat, action.lord, names)
    if problem:
        return problem
    if action.unit not in UNITS:
        return m("fief.refusal.move_unknown_troops", kind=action.unit)
    have = state.marches[action.lord].escort.get(action.unit)
    if action.count < 1 or action.count > have:
        return m("fief.refusal.move_only_has", lord=names.lord(action.lord), troops=names.item(action.unit, have))
    return None


def movement_candidates(state: State, seat: int) -> list[Move | LeadCaptive | PickUp | Drop]:
    out: list[Move | LeadCaptive | PickUp | Drop] = []
    board = state.data.board
    for lid, march in state.marches.items():
        lo = state.lords[lid]
        if lo.family != seat or moves_open(state, lid) <= 0:
            continue
        follow = darc_company(state, lid)
        roads = [follow] if follow is not None else list(board.neighbours[lo.village])
        for to in roads:
            out.append(Move(lid, to))
        out += passage_moves(state, seat, lid, roads)
        led = {c for other in state.marches.values() for c in other.captives}
        out += [
            LeadCaptive(lid, c, True)
            for c, cl in state.lords.items()
            if cl.captor == seat and cl.village == lo.village and c not in led
        ]
        out += [LeadCaptive(lid, c, False) for c in march.captives]
        avail = available_to(state, lid)
        for unit in UNITS:
            for n in range(1, avail.get(unit) + 1):
                out.append(PickUp(lid, unit, n))
            for n in range(1, march.escort.get(unit) + 1):
                out.append(Drop(lid, unit, n))
    return out


def lead(state: State, seat: int, action: LeadCaptive, events: list[Event]) -> None:
    march = state.marches[action.lord]
    if action.take:
        march.captives.append(action.captive)
    else:
        march.captives.remove(action.captive)
    events.append(ev.CaptiveLed(seat, action.lord, action.captive, action.take))


def pick_up(state: State, seat: int, action: PickUp, events: list[Event]) -> None:
    lo = state.lords[action.lord]
    march = state.marches[action.lord]
    own = march.dropped.get(lo.village)
    n = action.count
    from_own = min(n, own.get(action.unit)) if own is not None else 0
    if own is not None and from_own:
        own.add(action.unit, -from_own)
        if own.count == 0:
            del march.dropped[lo.village]
    march.escort.add(action.unit, n)
    march.escort_fresh.add(action.unit, n - from_own)
    full = ev.TroopsPickedUp(seat, action.lord, lo.village, action.unit, n)
    fog.tell(state, seat, full, ev.TroopsPickedUp(seat, action.lord, lo.village, "", n), events)


def drop(state: State, seat: int, action: Drop, events: list[Event]) -> None:
    lo = state.lords[action.lord]
    march = state.marches[action.lord]
    n = action.count
    fresh = min(n, march.escort_fresh.get(action.unit))
    march.escort_fresh.add(action.unit, -fresh)
    march.escort.add(action.unit, -n)
    moved = n - fresh
    if moved:
        march.dropped.setdefault(lo.village, Troops()).add(action.unit, moved)
    full = ev.TroopsDropped(seat, action.lord, lo.village, action.unit, n)
    fog.tell(state, seat, full, ev.TroopsDropped(seat, action.lord, lo.village, "", n), events)


def move(state: State, seat: int, action: Move, events: list[Event]) -> None:
    """Move at once, or ask the families whose leave is needed first; a Secret Passage
    needs nobody's leave (10.2.1)."""
    if action.passage:
        spend_passage(state, seat, action.lord, action.to, events)
        _do_move(state, action.lord, action.to, events)
        return
    need = permission_needed(state, action.lord, action.to)
    lo = state.lords[action.lord]
    if need:
        state.request = PermissionRequest(action.lord, lo.village, action.to, need)
        events.append(ev.PermissionAsked(seat, action.lord, lo.village, action.to, tuple(need)))
        return
    _do_move(state, action.lord, action.to, events)


def answer_permission(state: State, allow: bool, events: list[Event]) -> None:
    req = state.request
    assert req is not None
    answerer = req.waiting.pop(0)
    events.append(ev.PermissionAnswered(answerer, req.lord, allow))
    if not allow:
        state.marches[req.lord].refused = True
        state.request = None
        return
    if not req.waiting:
        state.request = None
        _do_move(state, req.lord, req.to, events)


def _do_move(state: State, lord: str, to: str, events: list[Event]) -> None:
    lo = state.edit_lord(lord)
    march = state.marches[lord]
    frm, seat = lo.village, lo.family
    esc = march.escort
    if esc.count:
        src = state.edit_village(frm).troops[seat]
        src.knights -= esc.knights
        src.men_at_arms -= esc.men_at_arms
        dst = state.edit_village(to).troops.setdefault(seat, Troops())
        dst.knights += esc.knights
        dst.men_at_arms += esc.men_at_arms
    lo.village = to
    for captive in march.captives:
        state.edit_lord(captive).village = to
    march.must_move = False
    if march.moves_left > 0:  # else his move with d'Arc (9.1)
        march.moves_left -= 1
    if _keeps_path(state, seat):
        march.path = (march.path or [frm]) + [to]
    march.came_from = frm
    march.refused = False
    march.escort_fresh = Troops()
    update_presence(state, frm, seat)
    update_presence(state, to, seat, came_from=frm)
    full = ev.LordMoved(seat, lord, frm, to, esc.knights, esc.men_at_arms)
    fog.tell(state, seat, full, ev.LordMoved(seat, lord, frm, to, 0, 0, esc.count), events)
    entering(state, lord, frm, to, esc, events)


def lords_can_move(state: State, seat: int) -> list[str]:
    return [lid for lid in state.marches if moves_open(state, lid) > 0 and state.lords[lid].family == seat]


# --------------------------------------------------------------------------- Secret Passage in movement


def passage_moves(state: State, seat: int, lord: str, neighbours: list[str]) -> list[Move]:
    """Moves a Secret Passage would allow: through Heavy Rain, or without asking leave."""
    if not holds(state.data, state.families[seat].hand, SECRET_PASSAGE):
        return []
    village = state.lords[lord].village
    return [
        Move(lord, to, True)
        for to in neighbours
        if rain_blocks(state, village, to) or permission_needed(state, lord, to)
    ]


def passage_problem(state: State, seat: int, lord: str, to: str, names: Names) -> Message | None:
    if not holds(state.data, state.families[seat].hand, SECRET_PASSAGE):
        return m("fief.refusal.move_no_passage_card")
    if not rain_blocks(state, state.lords[lord].village, to) and not permission_needed(state, lord, to):
        return m("fief.refusal.move_passage_not_needed")
    return None


def spend_passage(state: State, seat: int, lord: str, to: str, events: list[Event]) -> None:
    spend(state.data, state.families[seat].hand, state.fortune_discard, SECRET_PASSAGE)
    how = "rain" if rain_blocks(state, state.lords[lord].village, to) else "leave"
    events.append(ev.SecretPassageUsed(seat, lord, how))
