"""Who may look at the screen: the pass-and-play rule, without pygame.

The game screen always shows one seat's view (``view_for(state, viewer)``), or a
spectator's view (``viewer`` None) before any person has sat down, e.g. while AI seats
choose their start or in a game played by bots only. When the pending decision belongs
to a human seat other than the viewer, the screen must be covered by the privacy
curtain until that person is at the keyboard; AI seats never need it, so with one
human seat the curtain goes up once, at that seat's first decision.

The game scene calls ``curtain_needed`` each frame, once the animations of the last
events are finished, and opens the curtain scene when it returns a seat::

    seat = curtain_needed(self.controller, self.viewer)
    if seat is not None and self.app.scenes.top is self:
        self.app.open("curtain", game=self, seat=seat)

The curtain calls ``game.set_viewer(seat)`` when that person clicks, then closes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.controller import Controller


def curtain_needed(controller: "Controller", viewer: int | None) -> int | None:
    """The human seat the computer must pass to before the game goes on, or None.

    None when the game is over, when an AI seat decides (its moves are public and it
    reads no screen), or when the pending seat is the one the screen already shows.
    """
    decision = controller.pending()
    if decision is None or controller.is_ai(decision.seat) or decision.seat == viewer:
        return None
    return decision.seat


@dataclass(frozen=True)
class CurtainWords:
    """What the curtain says, in the order it is drawn."""

    heading: str  # "Pass the computer to Anne"
    family: str  # "the Red family"
    body: str  # one or two sentences under the heading
    button: str  # "I am Anne, show my table"


def family_name(controller: "Controller", seat: int) -> str:
    """"the Red family": the seat's family colour by its name in the data."""
    colour = controller.state.families[seat].color
    for family in controller.data.families:
        if family.id == colour:
            return f"the {family.name} family"
    return f"the {colour} family"


def curtain_words(controller: "Controller", seat: int, interrupt: bool) -> CurtainWords:
    """The curtain's text for ``seat``.

    A question asked inside another family's turn (``Decision.interrupt``: leave to pass,
    later reactions) is worded neutrally: it names who must answer, never what is asked
    or by whom, so the people looking on learn nothing from the curtain itself.
    """
    state = controller.state
    name = state.families[seat].name
    family = family_name(controller, seat)
    if interrupt:
        return CurtainWords(
            heading=f"{name} is asked a question",
            family=family,
            body=(f"Pass the computer to {name} for a moment. Everyone else looks away "
                  f"until {name} has answered."),
            button=f"I am {name}, show the question",
        )
    if state.round == 0:
        when = "The families choose where their first lord settles."
    else:
        from game.games.fief.rules.state import PHASES

        phase = PHASES[state.phase - 1] if 1 <= state.phase <= len(PHASES) else ""
        when = f"Round {state.round}" + (f", {phase}." if phase else ".")
    return CurtainWords(
        heading=f"Pass the computer to {name}",
        family=family,
        body=f"{when} Only {name} should see what comes next; everyone else looks away.",
        button=f"I am {name}, show my table",
    )


__all__ = ["CurtainWords", "curtain_needed", "curtain_words", "family_name"]
