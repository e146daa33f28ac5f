"""Tooltips: a small slip of parchment beside the thing it explains.

The app owns one ``Tooltip``. Each frame it asks the top scene what text belongs under
the pointer; when the same text has stayed there for ``delay`` seconds the slip is
drawn, kept inside the window, above everything else.

A tooltip never covers what it explains: a ``Tip`` is the words with the rectangle of
the thing they are about (a button, a row of a list, a card), and the slip goes beside
that rectangle (below it, else above, else at its side). ``WidgetGroup.tooltip_at``
gives every widget's tooltip its widget's rectangle; a widget whose parts have tooltips
of their own (the rows of a list, the figures of a panel) returns a ``Tip`` with the
part's. Plain words (a tip from a board, which knows only the point) keep clear of the
pointer and of the line under it.
"""

from __future__ import annotations

import pygame

from game.ui.theme import Theme


class Tip(str):
    """A tooltip's words and the rectangle of the thing they explain (None: only the
    pointer is known)."""

    around: pygame.Rect | None

    def __new__(cls, text: str, around: pygame.Rect | None = None) -> Tip:
        tip = super().__new__(cls, text)
        tip.around = pygame.Rect(around) if around is not None else None
        return tip


def tip_around(text: str | None, rect: pygame.Rect) -> str | None:
    """``text`` explaining the thing at ``rect`` (a ``Tip``); a ``Tip`` that already
    names a smaller part of it is kept."""
    if text is None or (isinstance(text, Tip) and text.around is not None):
        return text
    return Tip(text, rect)


class Tooltip:
    def __init__(self, theme: Theme, delay: float = 0.45) -> None:
        self.theme = theme
        self.delay = delay
        self.text: str | None = None
        self.pos: tuple[int, int] = (0, 0)
        #: where the slip was last drawn (None: not shown)
        self.rect: pygame.Rect | None = None
        self._held = 0.0

    @property
    def showing(self) -> bool:
        return self.text is not None and self._held >= self.delay

    def update(self, text: str | None, pos: tuple[int, int], dt: float) -> None:
        """Feed the text under the pointer; the timer restarts when it changes (the
        rectangle it explains is always the newest)."""
        if text != self.text:
            self._held = 0.0
        elif text is not None:
            self._held += dt
        self.text = text
        self.pos = pos

    def hide(self) -> None:
        self.text = None
        self._held = 0.0

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Draw the slip if it shows; returns every pixel it touched (its shadow too)."""
        self.rect = None
        if self.showing and self.text:
            around = self.text.around if isinstance(self.text, Tip) else None
            self.rect = rect = draw_tooltip(surface, self.theme, self.text, self.pos, around)
            return rect.inflate(2 * self.theme.px(8), 2 * self.theme.px(8)).move(0, self.theme.px(3)).union(rect)
        return None


def tooltip_size(theme: Theme, text: str) -> tuple[list[str], pygame.Rect]:
    """The lines of ``text`` in a slip and the slip's size (at the origin)."""
    t = theme
    lines = t.wrap(text, "small", t.px(360))
    width = max(t.text_size(line, "small")[0] for line in lines) + 2 * t.px(12)
    height = len(lines) * t.line_height("small") + 2 * t.px(8)
    return lines, pygame.Rect(0, 0, width, height)


def place_tooltip(
    theme: Theme, size: tuple[int, int], pos: tuple[int, int], window: pygame.Rect, around: pygame.Rect | None = None
) -> pygame.Rect:
    """Where a slip of ``size`` goes for the pointer at ``pos``: inside ``window``,
    clear of ``around`` (the thing explained) and of the pointer.

    Without ``around``, or when it is too tall to go beside (a whole panel), the thing
    is taken to be the line under the pointer. The slip goes below it, near the pointer
    across; else above; else at its right or left; only when none of these fits in the
    window does it go where it can."""
    t = theme
    bounds = pygame.Rect(window).inflate(-t.px(8), -t.px(8))
    line = pygame.Rect(pos[0] - t.px(12), pos[1] - t.px(14), t.px(24), t.px(34))  # the pointer and its arrow
    if around is None:
        thing = line
    elif around.height > t.px(120):
        thing = pygame.Rect(around.left, line.top, around.width, line.height).union(line)
    else:
        thing = pygame.Rect(around).union(line)
    gap = t.px(6)
    rect = pygame.Rect(0, 0, *size)
    across = min(max(bounds.left, pos[0] + t.px(4)), bounds.right - rect.width)
    down = min(max(bounds.top, pos[1] - rect.height // 2), bounds.bottom - rect.height)
    for anchor, at in (
        ("topleft", (across, thing.bottom + gap)),
        ("bottomleft", (across, thing.top - gap)),
        ("topleft", (thing.right + gap, down)),
        ("topright", (thing.left - gap, down)),
    ):
        setattr(rect, anchor, at)
        if bounds.contains(rect) and not rect.colliderect(thing):
            return rect
    rect.topleft = (pos[0] + t.px(16), pos[1] + t.px(22))
    rect.clamp_ip(bounds)
    return rect


def draw_tooltip(
    surface: pygame.Surface, theme: Theme, text: str, pos: tuple[int, int], around: pygame.Rect | None = None
) -> pygame.Rect:
    """Draw ``text`` in a slip beside ``around`` (or the pointer at ``pos``), inside the
    window (``place_tooltip``)."""
    t = theme
    c = t.colors
    pad_x, pad_y = t.px(12), t.px(8)
    lines, size = tooltip_size(t, text)
    rect = place_tooltip(t, size.size, pos, surface.get_rect(), around)
    surface.blit(t.shadow(rect.size, t.px(8)), (rect.x - t.px(8), rect.y - t.px(8) + t.px(3)))
    # One window-sized sheet serves every slip: no texture per tooltip size.
    sheet = t.parchment(surface.get_size(), c.parchment_light)
    surface.blit(sheet, rect, area=rect)
    pygame.draw.rect(surface, c.ink_soft, rect, max(1, t.px(1.5)))
    y = rect.top + pad_y
    line_h = t.line_height("small")
    for line in lines:
        t.blit_text(surface, line, (rect.left + pad_x, y), "small", c.ink)
        y += line_h
    return rect
