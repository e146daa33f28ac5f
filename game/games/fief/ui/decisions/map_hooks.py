"""What Fief's decision views do on the map: the table asks the view in charge which
villages to mark and which lord to show as selected, and tells it of clicks on
villages, lord tokens and mitres. Every Fief view (the panels and the chooser) has
these hooks; by default a view offers nothing on the map."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.ui.decisions.base import GameContext

if TYPE_CHECKING:
    from game.core.engine import Action
    from game.games.fief.rules.names import Names
    from game.games.fief.rules.state import State

#: Highlight styles a view may ask the board to draw on villages.
HIGHLIGHTS = ("selected", "reachable", "asks_leave", "placeable", "target")


class FiefContext(GameContext, Protocol):
    """What Fief's table offers its views besides the shell's ``GameContext``: the
    names of families, lords, villages and cards."""

    names: Names

    @property
    def view(self) -> State:
        """``view_for(state, viewer)``: the only state a view may read."""

    def describe(self, action: Action) -> str:
        """The action in words, made now (Fief's table says a battle's choices its own way)."""


class MapHooks:
    """The map side of a Fief decision view."""

    def highlights(self) -> dict[str, str]:
        """Villages to mark, village id -> one of HIGHLIGHTS."""
        return {}

    def target_bishoprics(self) -> set[int]:
        """Bishoprics whose mitres to mark as places a card may go."""
        return set()

    def on_mitre_click(self, bishopric: int) -> bool:
        """A bishopric's mitre (or a card lying by it) was clicked; return True if handled."""
        return False

    def selected_lord(self) -> str | None:
        """A lord to draw as selected on the board."""
        return None

    def on_village_click(self, village: str) -> bool:
        """A village square was clicked; return True if handled."""
        return False

    def on_lord_click(self, lord: str) -> bool:
        """A lord token was clicked; return True if handled."""
        return False

    def village_tooltip(self, village: str) -> str | None:
        """Extra tooltip text for a village while this decision is pending."""
        return None


__all__ = ["HIGHLIGHTS", "FiefContext", "MapHooks"]
