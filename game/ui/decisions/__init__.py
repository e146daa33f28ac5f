"""Decision views by decision kind; the generic chooser answers the rest."""

from __future__ import annotations

from game.core.engine import Decision
from game.ui.decisions.base import DecisionView, GameContext

#: decision kind -> view class. Filled explicitly below (no folder scanning).
VIEWS: dict[str, type[DecisionView]] = {}


def register(view: type[DecisionView]) -> type[DecisionView]:
    for kind in view.kinds:
        VIEWS[kind] = view
    return view


def view_for(ctx: GameContext, decision: Decision) -> DecisionView:
    from game.ui.decisions.chooser import GenericChooser

    cls = VIEWS.get(decision.kind, GenericChooser)
    return cls(ctx, decision)
