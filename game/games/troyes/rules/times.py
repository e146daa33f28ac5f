"""Whether the largest count is always the best answer to "how many times?" (A-10,
A-11).

The rules let a seat choose how many of the activations its dice allow it makes, and how
many cubes its dice allow it puts on an event; the decision stays posed, and saves keep
the count chosen. Where no smaller count can serve the seat better, the client and the
computer players answer it with the largest at once (``most_is_best``). That is so when
every further activation or cube:

* costs the seat nothing: no deniers, Influence or victory points paid (an exchange that
  pays, the Hunting's Influence, are asked), and
* gives no other seat more than it gives this one: the Procession's points go to the
  families with the most dice, so a seat that is not among them is asked; the Joust's
  go only to the families tied at the top, the seat among them.

Cubes on an event (fighting it, the Mercenary's and the Chivalry's) each bring Influence
and a banner, and a seat's share of an event's points only grows with its cubes (first
place beats a shared first, a shared first a second place alone, §4.10); a delayed
card's cubes are uses kept for later, and an unspent one costs nothing at the end.
"""

from __future__ import annotations

from typing import Any

from game.games.troyes.rules import board
from game.games.troyes.rules.data import ActivityCard
from game.games.troyes.rules.state import TroyesState

#: the immediate effects whose activations only add to the seat's own deniers or points
#: (or take from the others'), by the parameter that says how much each brings
GAINS: dict[str, str] = {
    "captain": "vp",
    "glassblower": "vp",
    "joust": "vp",
    "banquet": "vp",
    "innkeeper": "deniers",
    "tax_collector": "deniers",
    "baker": "deniers",
}
#: the immediate effects whose activations put cubes on events, nothing paid
CUBES_ON_EVENTS = frozenset({"mercenary", "chivalry"})


def most_is_best(s: TroyesState, seat: int) -> bool:
    """Whether ``seat``'s pending "times" decision is best answered with its largest
    count, whatever the seat wants (see the module's docstring)."""
    step = s.step
    if step is None or step.stage != "times":
        return False
    if step.use == "fight":
        return True
    if step.use != "activate" or not 0 <= step.target < len(s.slots):
        return False
    card = s.data.activities.get(s.slots[step.target].card)
    return card is not None and more_never_worse(s, seat, card)


def more_never_worse(s: TroyesState, seat: int, card: ActivityCard) -> bool:
    """Whether one more activation of ``card`` by ``seat`` can never leave it worse off:
    it pays nothing and gives no other seat more than it gives ``seat``."""
    params = card.params
    kind = card.effect
    if card.delayed:
        return True
    if kind == "exchange":
        pay = dict(params.get("pay") or {})
        gain = dict(params.get("gain") or {})
        return all(_amount(v) <= 0 for v in pay.values()) and all(_amount(v) >= 0 for v in gain.values())
    if kind == "hunting":
        return _amount(params.get("pay_influence", 1)) <= 0
    if kind in CUBES_ON_EVENTS:
        return _amount(params.get("influence", 0)) >= 0
    if kind == "procession":
        counts = [len(board.own_dice(s, i)) for i in range(s.seats)]
        return _amount(params.get("vp", 0)) >= 0 and (max(counts) == 0 or counts[seat] == max(counts))
    if kind in GAINS:
        return _amount(params.get(GAINS[kind], 0)) >= 0
    return False  # an effect not weighed here: the seat is asked


def _amount(value: Any) -> int:
    """A number of the card's parameters (a modder's text or a missing one counts 0)."""
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


__all__ = ["CUBES_ON_EVENTS", "GAINS", "more_never_worse", "most_is_best"]
