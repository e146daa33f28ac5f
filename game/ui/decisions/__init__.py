"""Decision views: a game's UI package maps decision kinds to its own views; the
generic chooser answers every decision kind a game gives no view of its own."""

from __future__ import annotations

from collections.abc import Mapping

from game.core.engine import Decision
from game.ui.decisions.base import DecisionView, GameContext
from game.ui.decisions.chooser import GenericChooser


def views_by_kind(*views: type[DecisionView]) -> dict[str, type[DecisionView]]:
    """A game's table of views, keyed by every decision kind each view answers."""
    table: dict[str, type[DecisionView]] = {}
    for view in views:
        for kind in view.kinds:
            if kind in table:
                # A fault of a game's client package, found when it is imported.
                twice = f"decision kind {kind!r} has two views: {table[kind].__name__} and {view.__name__}"  # words: not shown
                raise ValueError(twice)
            table[kind] = view
    return table


def view_for(
    ctx: GameContext,
    decision: Decision,
    views: Mapping[str, type[DecisionView]],
    chooser: type[DecisionView] | None = None,
) -> DecisionView:
    """The game's own view of this decision, or its chooser (the generic one if None)."""
    cls = views.get(decision.kind) or chooser or GenericChooser
    return cls(ctx, decision)
