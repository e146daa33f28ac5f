"""Fog of War (11.2): every troop counter lies face down on the map.

A family sees how many counters another family has in a place, never which troops they
are, until a battle begins there: while a battle (or a Cavalcade) is fought in a village,
the counters of every family in it are turned up for the whole table, and when it ends
the survivors are stacked face down again. A purchase of troops is announced, but not
where the counters go: the other families see this turn's new counters only once the
buying family ends its turn. Counters that leave the map (losses) go back to their
family's board face up, so the stock stays public.

This module tells the events (``tell``), hides the counters in a seat's view
(``hide``), lists them as the seat's secrets (``secrets``) and deals kinds to the
face-down counters of a view again (``sample``), consistent with what the view shows.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from game.core.contract import Secret
from game.games.fief.rules.state import State, Troops

if TYPE_CHECKING:
    from game.core.engine import Event
    from game.core.rng import Rng
    from game.games.fief.rules.events import FiefEvent

FOG = "fog_of_war"
#: the key under which a view keeps the number of this turn's new counters it cannot place
UNSEEN = ""


def fog(state: State) -> bool:
    return FOG in state.config.variants


def tell(state: State, seat: int, full: FiefEvent, masked: FiefEvent, events: list[Event]) -> None:
    """``full`` to everyone; under Fog of War to ``seat``'s family alone, and ``masked``
    (what the table sees of it) to the others."""
    if not fog(state):
        events.append(full)
        return
    events.append(dataclasses.replace(full, audience=(seat,)))  # type: ignore[call-arg]
    others = tuple(s for s in range(state.n) if s != seat)
    if others:
        events.append(dataclasses.replace(masked, audience=others))  # type: ignore[call-arg]


def turned_up(state: State, village: str) -> bool:
    """A battle or Cavalcade is fought here: its counters lie face up."""
    return state.battle is not None and state.battle.village == village


def rides(state: State, lord: str) -> bool:
    """``lord`` leads the Cavalcade under way: his escort is turned up with the battle."""
    return state.battle is not None and state.battle.cavalcade == lord


def buyer(state: State) -> int | None:
    """The family whose Purchase turn placed ``state.new_troops``, if any."""
    if state.step != "purchase" or not state.new_troops or state.turn_index >= state.n:
        return None
    return state.turn_order()[state.turn_index]


def _face_down(t: Troops) -> Troops:
    return Troops(0, 0, t.count)


def hide(view: State, seat: int | None) -> None:
    """Turn face down, in ``view`` (a clone), every counter ``seat`` may not look at."""
    if not fog(view):
        return
    new = buyer(view)
    if new is not None and new != seat:
        for v, n in view.new_troops.items():
            troops = view.edit_village(v).troops
            left = troops[new].count - n
            if left:
                troops[new] = Troops(0, 0, left)
            else:  # as before the purchase: no counter of the buyer there
                del troops[new]
        view.new_troops = {UNSEEN: sum(view.new_troops.values())}
    for v, vs in view.villages.items():
        if turned_up(view, v) or not any(f != seat and stack.count for f, stack in vs.troops.items()):
            continue
        troops = view.edit_village(v).troops
        for f, stack in troops.items():
            if f != seat and stack.count:
                troops[f] = _face_down(stack)
    for lord, march in view.marches.items():
        if view.lords[lord].family != seat and not rides(view, lord):
            march.escort = _face_down(march.escort)
            march.escort_fresh = _face_down(march.escort_fresh)
            march.dropped = {v: _face_down(t) for v, t in march.dropped.items()}
    for loss in view.losses:
        if loss.seat != seat and not turned_up(view, loss.village):
            loss.pool = _face_down(loss.pool)
    if view.relics is not None:  # the Teeth's copies of the board hold counters too (11.1.1)
        for offer in view.relics.teeth:
            offer.before = _hide_copy(view, offer.before, seat)
            offer.after = _hide_copy(view, offer.after, seat)


def _copy_secrets(state: State, doc: dict[str, Any], seat: int | None) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Where a copy of the board (a state's JSON) holds counters ``seat`` may not look at,
    and what lies there."""
    for v, vs in doc.get("villages", {}).items():
        if turned_up(state, v):
            continue
        for f, stack in vs.get("troops", {}).items():
            if f != str(seat) and sum(stack):
                yield ("villages", v, "troops", f), stack
    for lord, march in doc.get("marches", {}).items():
        if doc.get("lords", {}).get(lord, {}).get("family") != seat and not rides(state, lord):
            for name in ("escort", "escort_fresh"):
                if sum(march.get(name, [])):
                    yield ("marches", lord, name), march[name]
            if march.get("dropped"):
                yield ("marches", lord, "dropped"), march["dropped"]
    for i, loss in enumerate(doc.get("losses", [])):
        if loss.get("seat") != seat and not turned_up(state, loss.get("village", "")) and sum(loss.get("pool", [])):
            yield ("losses", str(i), "pool"), loss["pool"]


def _hide_copy(view: State, doc: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """``doc`` (a copy of the board) with the counters ``seat`` may not look at face down."""
    hidden = list(_copy_secrets(view, doc, seat))
    if not hidden:
        return doc
    doc = copy.deepcopy(doc)
    for path, value in hidden:
        parent: Any = doc
        for part in path[:-1]:
            parent = parent[int(part)] if isinstance(parent, list) else parent[part]
        if path[-1] == "dropped":
            parent[path[-1]] = {v: _face_down(Troops.from_json(t)).to_json() for v, t in value.items()}
        else:
            parent[path[-1]] = _face_down(Troops.from_json(value)).to_json()
    return doc


def secrets(state: State, seat: int | None) -> list[Secret]:
    """The kinds of the counters ``hide`` turns face down, where the state keeps them."""
    if not fog(state):
        return []
    out: list[Secret] = []
    new = buyer(state)
    if new is not None and new != seat:
        out.append(Secret(("new_troops",), dict(state.new_troops)))
    for v, vs in state.villages.items():
        if turned_up(state, v):
            continue
        for f, stack in vs.troops.items():
            if f != seat and stack.count:
                out.append(Secret(("villages", v, "troops", f), stack.to_json()))
    for lord, march in state.marches.items():
        if state.lords[lord].family != seat and not rides(state, lord):
            for name in ("escort", "escort_fresh"):
                troops: Troops = getattr(march, name)
                if troops.count:
                    out.append(Secret(("marches", lord, name), troops.to_json()))
            if march.dropped:
                out.append(Secret(("marches", lord, "dropped"), {v: t.to_json() for v, t in march.dropped.items()}))
    for i, loss in enumerate(state.losses):
        if loss.seat != seat and not turned_up(state, loss.village) and loss.pool.count:
            out.append(Secret(("losses", i, "pool"), loss.pool.to_json()))
    if state.relics is not None:
        for i, offer in enumerate(state.relics.teeth):
            for name in ("before", "after"):
                doc = getattr(offer, name)
                for path, value in _copy_secrets(state, doc, seat):
                    out.append(Secret(("relics", "teeth", i, name, *path), value))
    return out


def _split(n: int, within: Troops, rng: Rng) -> Troops:
    """``n`` counters taken at random from the knights and men-at-arms of ``within``."""
    low, high = max(0, n - within.men_at_arms), min(n, within.knights)
    knights = low + rng.below(high - low + 1) if high >= low else min(n, within.knights)
    return Troops(knights, n - knights)


def sample(state: State, seat: int, rng: Rng) -> None:
    """Give, in place, every face-down counter of ``state`` (a clone of ``seat``'s view)
    a kind: each family's hidden counters share out what its stock says it has on the
    map, less what lies face up; this turn's unseen new counters go to villages where
    their family is present (new troops go only there, 4.1) and shows no empty stack, as
    many as a village may take."""
    if not fog(state):
        return
    data = state.data
    new = buyer(state)
    unseen = state.new_troops.pop(UNSEEN, 0)
    if new is not None and unseen:
        limit = data.rules.max_new_troops_per_village
        places = [
            v
            for v, vs in sorted(state.villages.items())
            if new in vs.present and vs.troops.get(new, Troops(0, 0, 1)).count
        ]
        for _ in range(unseen):
            open_ = [v for v in places if state.new_troops.get(v, 0) < limit] or places
            v = open_[rng.below(len(open_))]
            state.edit_village(v).troops.setdefault(new, Troops()).hidden += 1
            state.new_troops[v] = state.new_troops.get(v, 0) + 1
    stock = data.family_stock
    for fam in state.families:
        places = [v for v, vs in sorted(state.villages.items()) if fam.seat in vs.troops]
        if not any(state.villages[v].troops[fam.seat].hidden for v in places):
            continue
        stacks = [state.edit_village(v).troops[fam.seat] for v in places]  # given kinds below
        hidden = sum(t.hidden for t in stacks)
        knights = stock.knights - fam.stock["knights"] - sum(t.knights for t in stacks)
        men = stock.men_at_arms - fam.stock["men_at_arms"] - sum(t.men_at_arms for t in stacks)
        kinds = ["knight"] * max(0, knights) + ["man_at_arms"] * max(0, men)
        kinds += ["man_at_arms"] * (hidden - len(kinds))  # only when the view was tampered with
        rng.shuffle(kinds)
        for t in stacks:
            for _ in range(t.hidden):
                t.add(kinds.pop(), 1)
            t.hidden = 0
    for lord, march in state.marches.items():
        here = state.villages[state.lords[lord].village].troops.get(state.lords[lord].family, Troops())
        if march.escort.hidden:
            march.escort = _split(march.escort.hidden, here, rng)
        if march.escort_fresh.hidden:
            march.escort_fresh = _split(march.escort_fresh.hidden, march.escort, rng)
        for v, t in list(march.dropped.items()):
            if t.hidden:
                stack = state.villages[v].troops.get(state.lords[lord].family, Troops())
                left = Troops(stack.knights, stack.men_at_arms)
                if v == state.lords[lord].village:
                    left = Troops(
                        max(0, left.knights - march.escort.knights), max(0, left.men_at_arms - march.escort.men_at_arms)
                    )
                march.dropped[v] = _split(t.hidden, left, rng)
    for loss in state.losses:
        if loss.pool.hidden:
            stack = state.villages[loss.village].troops.get(loss.seat, Troops())
            loss.pool = _split(loss.pool.hidden, stack, rng)
