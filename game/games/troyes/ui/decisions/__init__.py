"""Troyes' decision views, by decision kind (listed explicitly: no folder scanning).
Every kind the engine poses has its own view (``game.games.troyes.rules.play``)."""

from __future__ import annotations

from game.games.troyes.ui.decisions.choices import CitizenView, PlaceStartView, SplitView, TargetView, TimesView
from game.games.troyes.ui.decisions.common import TroyesView
from game.games.troyes.ui.decisions.counter import CounterView
from game.games.troyes.ui.decisions.turn import TurnView
from game.ui import decisions as shell_views
from game.ui.decisions.base import DecisionView

VIEWS: dict[str, type[DecisionView]] = shell_views.views_by_kind(
    PlaceStartView,
    CounterView,
    TurnView,
    CitizenView,
    TimesView,
    TargetView,
    SplitView,
)

__all__ = ["VIEWS", "TroyesView"]
