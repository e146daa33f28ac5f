"""The Senior turn's step 3, the purchase phase (rulebook "Sequence of play" 3, "The
Purchase Tray", "Fortifications", the Soothsayer; inventory §3, §4.4, §4.5, FE-E20-E22,
FE-E40).

``purchase`` (automatic; on the first turn it follows step 1, later the event): the Senior
draws 2N tiles (``players.tray``) from the bag into the tray, value tiles and units too (only
the set-up draft sets them aside), what is left when the bag runs short (FE-A48). Then each
baron in player order from the Senior has one go (FE-A46):

* ``soothsay`` (automatic): as the tray reaches him, a baron who owns a Soothsayer draws
  one more tile into it (FE-E22, FE-T07; ``soothsayer_draws`` "per_soothsayer": one per
  Soothsayer, FE-A19). Whoever comes after him may buy it.
* ``buy`` (D08), one of: ``Buy`` a tile or unit of the tray he can pay now and that has a
  square it may go on (§4.4: ``places.placeable``; a tile with no legal square is not
  bought, FE-T26), its cost paid to the bank, then the tile placed at once (step
  ``place_tile``, ``places.square_problem``) or the unit put on its Keep stack (Wolf at
  the bottom); ``Upgrade``: the fortification's next level, paid and stacked on the one
  below, while the pool has one (§4.5; with no fortification left, the Tower again for its
  cost, FE-T27; nothing above the Fortress); ``Pass``. Before choosing he may ``Trade`` with
  the bank as often as he likes: ``numbers.trade_rate`` of one resource for 1 of any other
  (``trader_rate`` with a Trader; FE-E40, FE-T29, FE-A40 "decider_or_paying": he is the
  one deciding), the go staying his.
* ``purchase_end`` (automatic): what is left in the tray goes to the tile discard pile
  (``FeudalityState.discard``), and step 4, the Senior's baronial actions, comes next
  (step "baronial": where the rules written so far stop).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.core.engine import Action, Decision, Event
from game.core.i18n import Message, m, words
from game.games.feudality.rules import events as ev
from game.games.feudality.rules import places
from game.games.feudality.rules.actions import Buy, FeudalityAction, Pass, Trade, Upgrade
from game.games.feudality.rules.data import RESOURCES, Fortification
from game.games.feudality.rules.state import FeudalityState

Events = list[Event]
TABLE = -1
#: the steps of the purchase a baron answers
DECIDED = ("buy",)
#: the step that follows the purchase phase (§3 step 4)
NEXT = "baronial"


# =========================================================================== reading
def cost(s: FeudalityState, tile_id: str) -> Mapping[str, int]:
    """What a tile, unit or fortification level costs (resource -> amount)."""
    if tile_id in s.data.units:
        return s.data.units[tile_id].cost
    if tile_id in s.data.tiles:
        return s.data.tiles[tile_id].cost
    return next(f.cost for f in s.data.fortifications if f.id == tile_id)


def can_pay(s: FeudalityState, seat: int, price: Mapping[str, int]) -> bool:
    have = s.barons[seat].resources
    return all(have.get(r, 0) >= n for r, n in price.items())


def cost_words(s: FeudalityState, price: Mapping[str, int]) -> Message:
    if not any(price.values()):
        return m("feudality.name.free")
    amounts = [(r, price.get(r, 0)) for r in RESOURCES]
    parts = [m("feudality.name.amount", n=n, resource=s.data.resources[r].name) for r, n in amounts if n]
    return m("feudality.name.cost", cost=words(parts))


def trade_rate(s: FeudalityState, seat: int) -> int:
    """FE-E40: 4 of one resource for 1; 3 with a Trader (FE-A45: more Traders, no more)."""
    tiles = s.barons[seat].tiles.values()
    trader = any(t in s.data.tiles and s.data.tiles[t].has("trader") for t in tiles)
    numbers = s.data.numbers
    return numbers.trader_rate if trader else numbers.trade_rate


def soothsayers(s: FeudalityState, seat: int) -> int:
    return sum(1 for t in s.barons[seat].tiles.values() if t in s.data.tiles and s.data.tiles[t].has("soothsayer"))


def next_level(s: FeudalityState, seat: int) -> Fortification | None:
    """The level ``seat`` would buy: the one above his top level, the Tower when none
    stands (FE-T27), None above the Fortress."""
    keep = s.barons[seat].keep
    stack = keep.stacks.get(s.data.keep.spaces[0], []) if keep is not None else []
    if not stack:
        return s.data.fortification(1)
    top = next((f for f in s.data.fortifications if f.id == stack[-1]), None)
    return s.data.fortification(top.level + 1) if top is not None else None


def buy_problem(s: FeudalityState, seat: int, tile_id: str) -> Message | None:
    """Why ``seat`` may not buy ``tile_id`` now, or None."""
    said = ev.Tell([], s.data, s.sides)
    if tile_id not in s.tray:
        return m("feudality.refusal.not_in_tray", tile=said.tile(tile_id))
    price = cost(s, tile_id)
    if not can_pay(s, seat, price):
        return m("feudality.refusal.cannot_pay", tile=said.tile(tile_id), cost=cost_words(s, price))
    if not places.placeable(s, seat, tile_id):
        return m("feudality.refusal.no_square_for", tile=said.tile(tile_id))
    return None


def upgrade_problem(s: FeudalityState, seat: int) -> Message | None:
    """Why ``seat`` may not raise his fortification now, or None (§4.5, FE-T27)."""
    level = next_level(s, seat)
    if level is None:
        return m("feudality.refusal.top_level")
    if s.pool.get(level.id, 0) <= 0:
        return m("feudality.refusal.pool_empty", tile=level.name)
    if not can_pay(s, seat, level.cost):
        return m("feudality.refusal.cannot_pay", tile=level.name, cost=cost_words(s, level.cost))
    return None


def trade_problem(s: FeudalityState, seat: int, action: Trade) -> Message | None:
    """Why ``seat`` may not make this trade, or None (FE-E40)."""
    if action.give not in RESOURCES or action.get not in RESOURCES or action.give == action.get:
        return m("feudality.refusal.bad_trade")
    rate = trade_rate(s, seat)
    if s.barons[seat].resources.get(action.give, 0) < rate:
        return m("feudality.refusal.trade_short", n=rate, resource=s.data.resources[action.give].name)
    return None


def problem(s: FeudalityState, seat: int, action: Action) -> Message | None:
    """Why ``action`` is not a legal go of ``seat``'s, where the rules say why."""
    if isinstance(action, Buy):
        return buy_problem(s, seat, action.tile)
    if isinstance(action, Upgrade):
        return upgrade_problem(s, seat)
    if isinstance(action, Trade):
        return trade_problem(s, seat, action)
    return None


# =========================================================================== automatic steps
def draw(s: FeudalityState, n: int) -> list[str]:
    """Up to ``n`` tiles off the bag (what is left when it runs short, FE-A48)."""
    out: list[str] = []
    while len(out) < n and s.bag:
        out.append(s.bag.pop())
    return out


def _purchase(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    drawn = draw(s, s.data.for_players(s.seats).tray)
    s.tray.extend(drawn)
    events.append(ev.PurchaseTrayDrawn(s.senior, tuple(drawn)))
    steps: list[list[Any]] = [[step, p] for p in s.order() for step in ("soothsay", "buy")]
    steps.append(["purchase_end", TABLE])
    s.queue[0:0] = steps


def _soothsay(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    owned = soothsayers(s, seat)
    if not owned:
        return
    drawn = draw(s, owned if s.options("soothsayer_draws") == "per_soothsayer" else 1)
    s.tray.extend(drawn)
    events.append(ev.SoothsayerDrew(seat, tuple(drawn)))


def _purchase_end(s: FeudalityState, seat: int, args: dict[str, Any], events: Events) -> None:
    left = tuple(s.tray)
    s.discard.extend(left)
    s.tray = []
    events.append(ev.TrayDiscarded(TABLE, left))
    s.queue.insert(0, [NEXT, s.senior])


AUTOMATIC: dict[str, Callable[[FeudalityState, int, dict[str, Any], Events], None]] = {
    "purchase": _purchase,
    "soothsay": _soothsay,
    "purchase_end": _purchase_end,
}


# =========================================================================== the decision
def options(s: FeudalityState, seat: int) -> tuple[Action, ...]:
    """Every tile of the tray he may buy (by type, in the tray's order), the upgrade,
    passing, then every trade he may make."""
    found: list[Action] = []
    for tile in s.tray:
        if Buy(tile) not in found and buy_problem(s, seat, tile) is None:
            found.append(Buy(tile))
    if upgrade_problem(s, seat) is None:
        found.append(Upgrade())
    found.append(Pass())
    rate = trade_rate(s, seat)
    have = s.barons[seat].resources
    found += [Trade(give, get) for give in RESOURCES if have[give] >= rate for get in RESOURCES if get != give]
    return tuple(found)


def decision(s: FeudalityState) -> Decision | None:
    if not s.queue or s.queue[0][0] not in DECIDED:
        return None
    seat = int(s.queue[0][1])
    prompt = m("feudality.prompt.buy", name=s.config.seats[seat].name, n=len(s.tray))
    return Decision(seat, "buy", prompt, options(s, seat), interrupt=seat != s.senior)


def muster(s: FeudalityState, seat: int, unit_id: str) -> None:
    """A unit onto its Keep stack, Wolf at the bottom (§1.3, §1.4)."""
    keep = s.barons[seat].keep
    assert keep is not None
    unit = s.data.units[unit_id]
    stack = keep.stacks[unit.space]
    if unit.bottom:
        stack.insert(0, unit.id)
    else:
        stack.append(unit.id)


def pay(s: FeudalityState, seat: int, price: Mapping[str, int]) -> None:
    have = s.barons[seat].resources
    for r, n in price.items():
        have[r] -= n


def trade(s: FeudalityState, seat: int, action: Trade, events: Events) -> None:
    """A legal trade with the bank (FE-E40): ``trade_rate`` of one resource for 1."""
    rate = trade_rate(s, seat)
    have = s.barons[seat].resources
    have[action.give] -= rate
    have[action.get] += 1
    events.append(ev.Traded(seat, action.give, rate, action.get))


def apply(s: FeudalityState, seat: int, action: FeudalityAction, events: Events) -> None:
    """Take a legal go (the caller runs what follows). A trade leaves the go his."""
    baron = s.barons[seat]
    if isinstance(action, Trade):
        trade(s, seat, action, events)
        return
    s.queue.pop(0)
    if isinstance(action, Buy):
        pay(s, seat, cost(s, action.tile))
        s.tray.remove(action.tile)
        events.append(ev.Bought(seat, action.tile))
        if action.tile in s.data.units:
            muster(s, seat, action.tile)
            events.append(ev.Mustered(seat, action.tile))
        else:
            s.holding = action.tile
            s.queue.insert(0, ["place_tile", seat])
    elif isinstance(action, Upgrade):
        level = next_level(s, seat)
        assert level is not None and baron.keep is not None
        pay(s, seat, level.cost)
        s.pool[level.id] -= 1
        baron.keep.stacks[s.data.keep.spaces[0]].append(level.id)
        events.append(ev.Upgraded(seat, level.id))
    elif isinstance(action, Pass):
        events.append(ev.Passed(seat))


__all__ = [
    "AUTOMATIC",
    "DECIDED",
    "NEXT",
    "apply",
    "buy_problem",
    "can_pay",
    "cost",
    "cost_words",
    "decision",
    "draw",
    "muster",
    "next_level",
    "options",
    "pay",
    "problem",
    "soothsayers",
    "trade",
    "trade_problem",
    "trade_rate",
    "upgrade_problem",
]
