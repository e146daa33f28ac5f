"""Feudality's rules engine: set-up, the pending decision and applying an answer.

``new_game`` sets a game up (inventory §2.1; ``setup.py``) and runs it to the first
decision; ``pending`` says what the game waits for: the step first in
``FeudalityState.queue``. ``apply`` checks an answer against it (refused with the reason,
the state unchanged), applies it and runs every automatic step that follows.

What is written: the whole set-up, to the start of the first Senior turn, where the
Senior's one option is ``Begin`` (decision kind "turn_start"), and the turn's step 1
(``turn.py``): Begin opens the turn (``TurnBegan``) and the location roll follows
(``LocationRolled``; the Senior's Wizard, decision "wizard"; each baron's activation in
player order, decision "activate"; again on doubles or an 8, ``RollsAgain``). When step 1
is over, the step queued first is "events" from the game's second turn on, "purchase" on
the first (§3 steps 2, 3). The purchase phase (``purchase.py``) is written: the tray of 2N
(``PurchaseTrayDrawn``), the Soothsayer's tile (``SoothsayerDrew``), each baron's go in
player order (decision "buy": ``Buy`` then "place_tile" for a tile, ``Upgrade``, ``Pass``,
and ``Trade`` with the bank before choosing), the leftovers to the discard pile
(``TrayDiscarded``); then step "baronial" (§3 step 4) is queued. The event (step
"events") and the baronial actions (step "baronial") are where the rules written so far
stop (``turn.BOUNDARY``; docs/feudality/rules-coverage.md): nothing is pending once one
of them is first in the queue.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.engine import Action, Decision, Event, field_problem
from game.core.errors import ConfigError, IllegalAction
from game.core.i18n import N_, Message, m, words
from game.core.rng import Rng
from game.games.feudality.rules import (
    baronial,
    dice,
    feeding,
    flow,
    happenings,
    payments,
    places,
    purchase,
    setup,
    turn,
    war,
)
from game.games.feudality.rules import events as ev
from game.games.feudality.rules.actions import (
    DICE,
    Activate,
    ActivateNone,
    ArrangeKeep,
    Begin,
    Buy,
    ChooseSide,
    DraftNone,
    DraftTake,
    FeudalityAction,
    KeepDice,
    Pass,
    PlaceKeep,
    PlaceTile,
    Reroll,
    Trade,
    Upgrade,
)
from game.games.feudality.rules.data import FeudalityData
from game.games.feudality.rules.load import choice_values
from game.games.feudality.rules.sides import Side, shipped_sides
from game.games.feudality.rules.state import Baron, FeudalityConfig, FeudalityState

Events = list[Event]

flow.register(setup, turn, purchase, dice, payments, war, happenings, baronial, feeding)


# =========================================================================== set-up (§2)
def new_game(
    data: FeudalityData, config: FeudalityConfig, seed: int, sides: Sequence[Side] | None = None
) -> tuple[FeudalityState, Events]:
    """A game for ``config``'s barons on ``sides`` (default: the game's own twelve),
    set up to its first decision. ConfigError for a table the rules cannot seat."""
    n = len(config.seats)
    low, high = data.seats
    if not low <= n <= high:
        raise ConfigError(m("feudality.config.seats", low=low, high=high, n=n))
    allowed = choice_values()
    for key, value in config.options.items():
        if key not in data.choices:
            raise ConfigError(m("feudality.config.unknown_option", option=key))
        if key in allowed and value not in allowed[key]:
            raise ConfigError(m("feudality.config.bad_option", option=key, value=repr(value)))
    board = tuple(sides) if sides is not None else (data.sides or shipped_sides())
    cards = len({side.card for side in board})
    if cards < n:
        raise ConfigError(m("feudality.config.few_cards", cards=cards, n=n))
    tower = data.fortifications[0] if data.fortifications else None
    if tower is None or tower.count < n or data.keep.count < n:
        raise ConfigError(m("feudality.config.few_keeps", n=n))
    if data.bag().count(setup.FOREST) < n * data.numbers.forests:
        raise ConfigError(m("feudality.config.few_forests", n=n * data.numbers.forests))
    s = FeudalityState(data, config, Rng(seed), board)
    s.barons = [Baron() for _ in range(n)]
    s.away = [[] for _ in range(n)]
    s.bag = list(data.bag())
    s.rng.shuffle(s.bag)
    s.pool = {f.id: f.count for f in data.fortifications}
    s.keeps = data.keep.count
    events: Events = [ev.GameBegan(setup.TABLE, n)]
    setup.begin(s, events)
    flow.run(s, events)
    return s, events


# =========================================================================== the pending decision
def pending(s: FeudalityState) -> Decision | None:
    """The decision the game waits for (kept in ``s.cache`` until the state changes)."""
    if "pending" not in s.cache:
        phase = flow.owner(s.step)
        s.cache["pending"] = None if phase is None else phase.decision(s)
    decision: Decision | None = s.cache["pending"]
    return decision


def legal_actions(s: FeudalityState) -> tuple[Action, ...]:
    d = pending(s)
    return () if d is None else d.options


def apply(s: FeudalityState, action: Action) -> Events:
    """Apply one legal answer; IllegalAction with the reason, the state unchanged, for
    any other."""
    if s.viewer is not None:
        raise IllegalAction(m("feudality.refusal.view"))
    d = pending(s)
    if d is None:
        raise IllegalAction(m("feudality.refusal.nothing_pending"))
    if action not in d.options:
        raise IllegalAction(field_problem(action) or refusal(s, d, action))
    assert isinstance(action, FeudalityAction)
    s.cache.clear()
    s.actions += 1
    events: Events = []
    phase = flow.owner(s.step)
    assert phase is not None
    phase.apply(s, d.seat, action, events)
    flow.run(s, events)
    return events


def refusal(s: FeudalityState, d: Decision, action: Action) -> Message:
    """Why ``action`` does not answer ``d``: the rule it breaks where one does."""
    if not isinstance(action, FeudalityAction):
        return m("feudality.refusal.foreign")
    name = s.config.seats[d.seat].name
    phase = flow.owner(d.kind)
    problem = getattr(phase, "problem", None)
    if problem is not None:
        said = problem(s, d.seat, action)
        if said is not None:
            return said  # type: ignore[no-any-return]
    if isinstance(action, Activate) and d.kind == "activate":
        return turn.activate_problem(s, d.seat, action) or m("feudality.refusal.not_offered", asked=d.prompt)
    if d.kind in purchase.DECIDED and isinstance(action, (Buy, Upgrade, Trade)):
        return purchase.problem(s, d.seat, action) or m("feudality.refusal.not_offered", asked=d.prompt)
    if type(action) not in {type(o) for o in d.options}:
        return m("feudality.refusal.asked", name=name, asked=d.prompt)
    seat = d.seat
    if isinstance(action, ChooseSide):
        try:
            side = s.side_by_id(action.side)
        except KeyError:
            return m("feudality.refusal.no_side", side=action.side)
        return m("feudality.refusal.card_taken", side=side.name)
    if isinstance(action, PlaceKeep):
        return places.keep_problem(s, seat, action.square) or m("feudality.refusal.not_offered", asked=d.prompt)
    if isinstance(action, ArrangeKeep):
        said = tell(s)
        return m("feudality.refusal.arrangement", spaces=words([said.space(x) for x in s.data.keep.spaces]))
    if isinstance(action, PlaceTile):
        tile = setup.FOREST if d.kind == "place_forest" else s.holding
        problem = places.square_problem(s, seat, tile, action.square)
        return problem or m("feudality.refusal.not_offered", asked=d.prompt)
    if isinstance(action, DraftTake):
        if action.tile not in s.tray:
            return m("feudality.refusal.not_in_tray", tile=tell(s).tile(action.tile))
        return m("feudality.refusal.no_square_for", tile=tell(s).tile(action.tile))
    if isinstance(action, Reroll) and action.die not in DICE:
        return m("feudality.refusal.no_die", die=action.die)
    return m("feudality.refusal.not_offered", asked=d.prompt)


# =========================================================================== words
def tell(s: FeudalityState) -> ev.Tell:
    return ev.Tell([seat.name for seat in s.config.seats], s.data, s.sides)


ACTION_IDS: dict[str, str] = {
    ChooseSide.kind: N_("feudality.action.choose_side"),
    PlaceKeep.kind: N_("feudality.action.place_keep"),
    ArrangeKeep.kind: N_("feudality.action.arrange_keep"),
    PlaceTile.kind: N_("feudality.action.place_tile"),
    DraftTake.kind: N_("feudality.action.draft_take"),
    DraftNone.kind: N_("feudality.action.draft_none"),
    Begin.kind: N_("feudality.action.begin"),
    KeepDice.kind: N_("feudality.action.keep_dice"),
    ActivateNone.kind: N_("feudality.action.activate_none"),
    Buy.kind: N_("feudality.action.buy"),
    Upgrade.kind: N_("feudality.action.upgrade"),
    Pass.kind: N_("feudality.action.pass"),
    Trade.kind: N_("feudality.action.trade"),
}
#: a Wizard's re-roll in words, by die
REROLL_IDS: dict[str, str] = {
    "white": N_("feudality.action.reroll.white"),
    "colour": N_("feudality.action.reroll.colour"),
}
#: an activation in words: the tile as it is, for its stars, for a resource
ACTIVATE_IDS: dict[str, str] = {
    "": N_("feudality.action.activate"),
    turn.VP: N_("feudality.action.activate_vp"),
    "resource": N_("feudality.action.activate_resource"),
}


def describe(s: FeudalityState, action: Action) -> Message:
    """The action in words, for choosers, tooltips and logs."""
    said = tell(s)
    for phase in flow.phases():
        own = getattr(phase, "describe", None)
        if own is not None:
            told = own(s, action)
            if told is not None:
                return told  # type: ignore[no-any-return]
    if isinstance(action, Reroll) and action.die in REROLL_IDS:
        return m(REROLL_IDS[action.die])
    if isinstance(action, Activate):
        return activation_words(s, action)
    if not isinstance(action, FeudalityAction) or action.kind not in ACTION_IDS:
        return m("feudality.refusal.foreign")
    msg_id = ACTION_IDS[action.kind]
    if isinstance(action, ChooseSide):
        return m(msg_id, side=said.side(action.side))
    if isinstance(action, (PlaceKeep, PlaceTile)):
        return m(msg_id, square=action.square)
    if isinstance(action, ArrangeKeep):
        spaces = words([said.space(space) for space in action.spaces])
        return m(msg_id, spaces=spaces)
    if isinstance(action, DraftTake):
        return m(msg_id, tile=said.tile(action.tile))
    if isinstance(action, Buy):
        price = purchase.cost(s, action.tile) if action.tile in s.data.tiles or action.tile in s.data.units else {}
        return m(msg_id, tile=said.tile(action.tile), cost=purchase.cost_words(s, price))
    if isinstance(action, (Upgrade, Trade)):
        d = pending(s)
        seat = d.seat if d is not None else s.senior
        if isinstance(action, Trade):
            give, get = said.resource(action.give), said.resource(action.get)
            return m(msg_id, n=purchase.trade_rate(s, seat), resource=give, got=get)
        level = purchase.next_level(s, seat)
        if level is not None:
            return m(msg_id, tile=level.name, cost=purchase.cost_words(s, level.cost))
        return m("feudality.refusal.top_level")
    return m(msg_id)


def activation_words(s: FeudalityState, action: Activate) -> Message:
    """An activation in words: whose tile is on its square is the pending baron's."""
    said = tell(s)
    d = pending(s)
    seat = d.seat if d is not None else s.senior
    top = turn.fortification_at(s, seat, action.square)
    tile_id = top.id if top is not None else s.barons[seat].tiles.get(action.square, "")
    tile = said.tile(tile_id) if tile_id else action.square
    if action.take in ACTIVATE_IDS:
        return m(ACTIVATE_IDS[action.take], tile=tile, square=action.square)
    return m(ACTIVATE_IDS["resource"], tile=tile, square=action.square, resource=said.resource(action.take))


def describe_event(s: FeudalityState, event: Event) -> Message:
    if isinstance(event, ev.FeudalityEvent):
        return event.message(tell(s))
    return m("feudality.event.unknown", kind=event.kind)


__all__ = [
    "ACTION_IDS",
    "ACTIVATE_IDS",
    "REROLL_IDS",
    "activation_words",
    "apply",
    "describe",
    "describe_event",
    "legal_actions",
    "new_game",
    "pending",
    "refusal",
    "tell",
]
