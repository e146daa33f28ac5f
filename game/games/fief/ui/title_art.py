"""What lies on the title's table while Fief is chosen: the Lord, Fortune and Disaster
decks' backs, the battle dice and a die, the crown and a pile of deniers.

Light on purpose: the title reaches it through the game's listing before anything of
Fief is loaded (``game.registry``), so it imports only the shell's icons.
"""

from __future__ import annotations

import math
import random

import pygame

from game.ui.render import icons
from game.ui.theme import Theme
from game.ui.title_props import TitleArt, TitleProp


def props(theme: Theme, sheet: pygame.Rect, size: tuple[int, int]) -> list[TitleProp]:
    """Three card backs left of the sheet; dice, the crown and deniers right of it."""
    t = theme
    h = size[1]
    card = t.px(170)
    placements = [
        ("card_lord", card, (sheet.left - card * 0.55, h * 0.34), -14.0),
        ("card_fortune", card, (sheet.left - card * 0.95, h * 0.56), 9.0),
        ("card_disaster", int(card * 0.9), (sheet.left - card * 0.45, h * 0.78), -4.0),
        ("die_hits_3", t.px(64), (sheet.right + t.px(120), h * 0.30), 12.0),
        ("die_hits_2", t.px(60), (sheet.right + t.px(200), h * 0.40), -20.0),
        ("die_5", t.px(54), (sheet.right + t.px(95), h * 0.45), 31.0),
        ("crown", t.px(110), (sheet.right + t.px(170), h * 0.66), -8.0),
    ]
    rng = random.Random(1429)
    for _ in range(7):
        angle = rng.uniform(0, math.tau)
        dist = rng.uniform(0, t.px(70))
        centre = (sheet.right + t.px(130) + math.cos(angle) * dist, h * 0.84 + math.sin(angle) * dist * 0.6)
        placements.append(("coin", t.px(46), centre, rng.uniform(-14, 14)))
    return [TitleProp(icons.icon(name, px), centre, angle) for name, px, centre, angle in placements]


TITLE_ART = TitleArt(props)

__all__ = ["TITLE_ART", "props"]
