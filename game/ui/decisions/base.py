"""How the table lets a player answer the pending Decision.

The table scene (``game.ui.scenes.table``, or a game's own table built on it) owns the
screen; for the pending decision of a human seat it creates one ``DecisionView`` from
the game's table of views (``GameUI.views``, by ``decision.kind``), or the chooser when
no dedicated view exists (``game.ui.decisions.chooser``), so every decision the rules
can pose is always answerable.

A view never changes game state: it calls ``ctx.submit(action)``, which goes through
the controller; an illegal attempt shows the rules' reason as a notice. What a game's
views do on its board (highlights, clicks on places and pieces) is the game's own
business, between its views and its table.
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import pygame

from game.core import i18n
from game.core.engine import Action, Decision
from game.ui.widgets.base import Widget, WidgetGroup

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.controller import Controller


class GameContext(Protocol):
    """What the table scene offers to decision views."""

    app: App
    controller: Controller

    @property
    def viewer(self) -> int | None:
        """The seat whose view the screen shows (the pending human seat; None before
        any person sat down)."""

    @property
    def view(self) -> Any:
        """``view_for(state, viewer)``: the only state a view may read."""

    def submit(self, action: Action) -> bool:
        """Submit through the controller; on IllegalAction show its reason, return False."""

    def notice(self, text: i18n.Text) -> None:
        """Show a short message to the player."""

    def describe(self, action: Action) -> i18n.Text:
        """The action in words (the rules' ``describe_action``, or the game's own)."""


class DecisionView:
    """Base class: a panel in the area the table lends it."""

    #: Decision kinds this view answers (``Decision.kind``).
    kinds: ClassVar[tuple[str, ...]] = ()
    #: The view needs a tall panel: the table lends it the chronicle's room too.
    tall: bool = False

    def __init__(self, ctx: GameContext, decision: Decision) -> None:
        self.ctx = ctx
        self.decision = decision

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

    def drawing_bounds(self, area: pygame.Rect, window: pygame.Rect) -> pygame.Rect:
        """Every pixel ``draw`` may touch, given the ``area`` the table lends the view
        (the table draws nothing of the view beyond it)."""
        return area

    def busy(self) -> bool:
        """Whether the view's picture moves by itself now (dice tumbling): the app then
        draws every frame (``Scene.busy``)."""
        return False

    def target_at(self, pos: tuple[int, int]) -> Hashable | None:
        """What a click at ``pos`` would answer: the button or row there, named by its
        kind and words (None: nothing that takes a click). The table ignores a click on
        a target that has just replaced a different one under the pointer. By default,
        the widgets of the view's widget groups are looked at."""
        for group in vars(self).values():
            if isinstance(group, WidgetGroup):
                found = clickable(group.widget_at(pos))
                if found is not None:
                    return found
        return None

    def refresh(self, decision: Decision) -> None:
        """The same kind of decision is still pending for the same seat, with new
        options (after one of this view's actions); keep selection state."""
        self.decision = decision


def clickable(widget: Widget | None) -> Hashable | None:
    """A widget that takes clicks, named by its kind and its words (None for a widget
    that only shows something, or none)."""
    if widget is None or not widget.interactive or type(widget).handle_event is Widget.handle_event:
        return None
    # A count in the words (a price, a number left) does not make it another button.
    return (type(widget).__name__, _DIGITS.sub("#", str(getattr(widget, "text", ""))))


_DIGITS = re.compile(r"\d+")


def options_of(decision: Decision, kind: type) -> list[Any]:
    """The decision's options of one action type."""
    return [o for o in decision.options if isinstance(o, kind)]
