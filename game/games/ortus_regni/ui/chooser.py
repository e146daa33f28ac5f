"""Ortus Regni's chooser: every decision without a view of its own (a turn's Actions,
fielding a Force, allocating damage, a Ransom, a Struggle, a Joust ...) answered from a
list of its options in words, grouped under the card each one plays or concerns.

Damage (OR-E45) is listed in the rulebook's recommended order for the owner (the
inventory's 4.12.7: the King Card, then Face cards from the Hand and Lords, then Army
cards, then a garrisoned card before its Mercenary, the Mercenary last): the first
option is the default, and the header says so; any other is one click away.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import i18n
from game.core.engine import Action
from game.games.ortus_regni.rules.actions import Hit
from game.games.ortus_regni.rules.contract import tell
from game.ui.decisions.chooser import GenericChooser, Marks

CARD = "card"

#: the recommended order of damage by where a unit comes from (lower first)
HIT_ORDER = {"king": 0, "hand": 1, "lord": 1, "reserve": 2, "royal": 2, "viking": 2, "garrison": 3, "merc": 4}


def unit_card(unit: str) -> int:
    """The card a unit name stands for (-1 for the King Card)."""
    card = unit.partition(":")[2]
    return int(card) if card.isdigit() else -1


def hit_rank(action: Action) -> int:
    """Where a Hit comes in the recommended order (OR-E45)."""
    if not isinstance(action, Hit):
        return len(HIT_ORDER)
    src = action.unit.partition(":")[0]
    return HIT_ORDER.get(src, len(HIT_ORDER))


def default_order(options: tuple[Action, ...]) -> tuple[Action, ...]:
    """A damage decision's options in the recommended order (stable among equals)."""
    return tuple(sorted(options, key=hit_rank))


def card_of(action: Action) -> int:
    """The card an option plays or concerns first (-1: none)."""
    card = getattr(action, "card", None)
    if isinstance(card, int) and card >= 0:
        return card
    unit = getattr(action, "unit", None)
    if isinstance(unit, str):
        return unit_card(unit)
    return -1


class OrtusChooser(GenericChooser):
    """The generic chooser with Ortus Regni's grouping and damage order."""

    def _make_options(self) -> None:
        super()._make_options()
        if self.decision.kind == "hits":  # the recommended order first (OR-E45)
            self.options.sort(key=lambda option: hit_rank(option.action))

    def marks_for(self) -> Callable[[Action], Marks]:
        def marks(action: Action) -> Marks:
            card = card_of(action)
            return ((CARD, str(card)),) if card >= 0 else ()

        return marks

    def mark_name(self, kind: str, key: str) -> str:
        view: Any = self.ctx.view
        if kind == CARD and key.isdigit():
            return i18n.text(tell(view).card(int(key)))
        return key

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """No tooltip over an option that concerns a card: the table shows the card
        large beside the pointer instead (``OrtusTableScene.card_under``)."""
        option = self.list.option_at(pos)
        if option is not None and option.mentions(CARD):
            return None
        return super().tooltip_at(pos)

    def hint(self) -> str:
        if self.decision.kind == "hits":
            return i18n.t("ortus_regni.ui.chooser.hits_hint")
        return ""


__all__ = ["HIT_ORDER", "OrtusChooser", "default_order", "hit_rank"]
