"""Seats as the shell draws them: each seat's colour from the game's data, drawn as its
marker (the colour in the seat's own shape, so colour-blind players tell seats apart),
or as the game's ``GameUI.seat_marker`` draws it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.contract import SeatColour
from game.ui.render.markers import hex_to_rgb, marker

if TYPE_CHECKING:
    from game.ui.plugin import GameUI

RGB = tuple[int, int, int]
#: a seat whose colour the data does not offer (a save made with other data)
UNKNOWN = SeatColour("", "unknown", "#2b1d12", "circle")


def by_id(colours: Sequence[SeatColour]) -> dict[str, SeatColour]:
    return {c.id: c for c in colours}


def seat_marker(ui: GameUI, colour: SeatColour, size: int) -> pygame.Surface:
    """A seat's marker of ``size`` pixels."""
    if ui.seat_marker is not None:
        return ui.seat_marker(colour, size)
    return marker(colour.color, colour.pattern, size)


def draw_seat(ui: GameUI, surface: pygame.Surface, rect: pygame.Rect, colour: SeatColour) -> None:
    """A seat's marker centred in ``rect``, sized to its smaller side."""
    surf = seat_marker(ui, colour, min(rect.width, rect.height))
    surface.blit(surf, surf.get_rect(center=rect.center))


def style(colour: SeatColour) -> tuple[RGB, str]:
    """The colour as (r, g, b) and the pattern."""
    return hex_to_rgb(colour.color), colour.pattern


__all__ = ["UNKNOWN", "by_id", "draw_seat", "seat_marker", "style"]
