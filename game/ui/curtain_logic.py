"""Who may look at the screen: the pass-and-play rule, without pygame.

The table scene always shows one seat's view (``view_for(state, viewer)``), or a
spectator's view (``viewer`` None) before any person has sat down, e.g. while AI seats
choose their start or in a game played by bots only. When the pending decision belongs
to a human seat other than the viewer, the screen must be covered by the privacy
curtain until that person is at the keyboard; AI seats never need it, and with one
person at the table it never comes (``between_people``): their view is simply shown.

The table scene calls ``curtain_needed`` each frame, once the animations of the last
events are finished, and opens the curtain scene when it returns a seat::

    seat = curtain_needed(self.controller, self.viewer)
    if seat is not None and self.app.scenes.top is self:
        self.app.open("curtain", game=self, seat=seat)

The curtain calls ``game.set_viewer(seat)`` when that person clicks, then closes. Its
words come from the rules (seat names, where the game stands) and the game's ``GameUI``
(what a seat is called, the names of the steps of a round).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core import i18n
from game.core.contract import SeatColour
from game.ui.plugin import PLAIN, GameUI

if TYPE_CHECKING:
    from game.ui.controller import Controller


def curtain_needed(controller: Controller, viewer: int | None) -> int | None:
    """The human seat the computer must pass to before the game goes on, or None.

    None when the game is over, when an AI seat decides (its moves are public and it
    reads no screen), or when the pending seat is the one the screen already shows.
    """
    decision = controller.pending()
    if decision is None or controller.is_ai(decision.seat) or decision.seat == viewer:
        return None
    return decision.seat


def between_people(controller: Controller) -> bool:
    """Whether the screen passes between people, so the curtain must hide it: only with
    two people or more at the table (one person with computer players, or the solo
    game, never sees it)."""
    return len(controller.human_seats()) > 1


@dataclass(frozen=True)
class CurtainWords:
    """What the curtain says, in the order it is drawn (in the language current when
    ``curtain_words`` made it: the curtain makes them again at each layout)."""

    heading: str  # "Pass the computer to Anne"
    family: str  # "the Red family": the seat's colour and what a seat is called
    body: str  # one or two sentences under the heading
    button: str  # "I am Anne, show my table"


def seat_colour(controller: Controller, seat: int) -> SeatColour | None:
    """The colour the seat plays, as the game's data offers it (None if unknown)."""
    seats = controller.record.config.seats
    if not 0 <= seat < len(seats):
        return None
    colour = seats[seat].color
    return next((c for c in controller.game.seat_colours(controller.data) if c.id == colour), None)


def family_name(controller: Controller, seat: int, ui: GameUI = PLAIN) -> str:
    """ "the Red family": the seat's colour by its name in the data."""
    colour = seat_colour(controller, seat)
    if colour is not None:
        return i18n.t("core.curtain.seat_of_colour", colour=colour.name, seat=ui.seat_word)
    seats = controller.record.config.seats
    colour_id = seats[seat].color if 0 <= seat < len(seats) else str(seat)
    return i18n.t("core.curtain.seat_of_colour", colour=colour_id, seat=ui.seat_word)


def curtain_words(controller: Controller, seat: int, interrupt: bool, ui: GameUI = PLAIN) -> CurtainWords:
    """The curtain's text for ``seat``.

    A question asked inside another seat's turn (``Decision.interrupt``: leave to pass,
    later reactions) is worded neutrally: it names who must answer, never what is asked
    or by whom, so the people looking on learn nothing from the curtain itself.
    """
    name = controller.seat_names()[seat]
    family = family_name(controller, seat, ui)
    if interrupt:
        return CurtainWords(
            heading=i18n.t("core.curtain.asked_heading", name=name),
            family=family,
            body=i18n.t("core.curtain.asked_body", name=name),
            button=i18n.t("core.curtain.asked_button", name=name),
        )
    rnd, step = controller.rules.progress(controller.state)
    if rnd == 0:
        when = i18n.text(ui.setup_words)
    else:
        when = i18n.t("core.curtain.when", where=ui.where(rnd, step, sep=", "))
    return CurtainWords(
        heading=i18n.t("core.curtain.pass_heading", name=name),
        family=family,
        body=i18n.t("core.curtain.pass_body", when=when, name=name),
        button=i18n.t("core.curtain.pass_button", name=name),
    )


__all__ = ["CurtainWords", "between_people", "curtain_needed", "curtain_words", "family_name", "seat_colour"]
