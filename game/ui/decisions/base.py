"""How the game scene lets a player answer the pending Decision.

The game scene (``game.games.fief.ui.scenes.game``) owns the board, the panels and the chronicle;
for the pending decision of a human seat it creates one ``DecisionView`` from the
registry in ``game.ui.decisions`` (by ``decision.kind``), or the generic chooser when
no dedicated view exists, so every decision the engine can pose is always answerable.

A view never changes game state: it calls ``ctx.submit(action)``, which goes through
the controller; an illegal attempt shows the engine's reason as a notice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import pygame

from game.core.engine import Action, Decision

if TYPE_CHECKING:
    from game.games.fief.rules.names import Names
    from game.games.fief.rules.state import State
    from game.ui.app import App
    from game.ui.controller import Controller


class GameContext(Protocol):
    """What the game scene offers to decision views."""

    app: "App"
    controller: "Controller"
    names: "Names"

    @property
    def viewer(self) -> int:
        """The seat whose view the screen shows (the pending human seat)."""

    @property
    def view(self) -> "State":
        """``view_for(state, viewer)``: the only state a view may read."""

    def submit(self, action: Action) -> bool:
        """Submit through the controller; on IllegalAction show its reason, return False."""

    def notice(self, text: str) -> None:
        """Show a short message to the player."""

    def describe(self, action: Action) -> str:
        """The action in words (``game.games.fief.rules.describe``)."""


#: Highlight styles a view may ask the board to draw on villages.
HIGHLIGHTS = ("selected", "reachable", "asks_leave", "placeable", "target")


class DecisionView:
    """Base class: the generic behaviour is to offer nothing on the board."""

    #: Decision kinds this view answers (``Decision.kind``).
    kinds: ClassVar[tuple[str, ...]] = ()
    #: The view needs a tall panel: the game scene lends it the chronicle's room too.
    tall: bool = False

    def __init__(self, ctx: GameContext, decision: Decision) -> None:
        self.ctx = ctx
        self.decision = decision

    # Board interaction --------------------------------------------------------
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

    # Panel ----------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """The panel area given to the view changed (window resize, UI scale)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Input over the view's panel; return True if consumed."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the panel in the rect given by ``layout``."""

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return None

    def refresh(self, decision: Decision) -> None:
        """The same kind of decision is still pending for the same seat, with new
        options (after one of this view's actions); keep selection state."""
        self.decision = decision


def options_of(decision: Decision, kind: type) -> list[Any]:
    """The decision's options of one action type."""
    return [o for o in decision.options if isinstance(o, kind)]
