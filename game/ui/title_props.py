"""What a game lays on the title's table around the sheet (``GameUI.title_art``).

Kept apart from ``game.ui.plugin`` and light on purpose: the title reaches a game's art
through its listing before its first frame, when nothing of the game, of the contract
or of pydantic is loaded yet; a game's art module imports only this, pygame and the
shell's drawing helpers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from game.ui.theme import Theme


@dataclass(frozen=True)
class TitleProp:
    """One thing lying on the title's table: its picture, where the picture's centre
    lies (window pixels) and how far it is turned (degrees, anticlockwise)."""

    picture: pygame.Surface
    centre: tuple[float, float]
    angle: float = 0.0


@dataclass(frozen=True)
class TitleArt:
    """What lies on the title's table while a game is chosen: ``props(theme, sheet,
    size)`` gives the things drawn by the game's own code (its emblems: cards, dice,
    a building), placed around ``sheet``, the title's parchment in a window of
    ``size``; the shell turns them, lays their shadows and keeps the picture.
    ``version`` changes whenever the drawing does (a kept picture is made again)."""

    props: Callable[[Theme, pygame.Rect, tuple[int, int]], Sequence[TitleProp]]
    version: int = 1


__all__ = ["TitleArt", "TitleProp"]
