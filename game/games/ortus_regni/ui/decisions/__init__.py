"""Ortus Regni's decision views, by decision kind (listed explicitly: no folder
scanning). A kind without a view of its own is answered by the shell's chooser."""

from __future__ import annotations

from game.games.ortus_regni.ui.decisions.design import DesignView
from game.ui import decisions as shell_views
from game.ui.decisions.base import DecisionView

VIEWS: dict[str, type[DecisionView]] = shell_views.views_by_kind(
    DesignView,
)

__all__ = ["VIEWS", "DesignView"]
