"""Parts of a frame kept as pixels while what they show stays the same.

A table redraws sixty times a second, but between two moves almost nothing on it
changes: the board, the families' sheets, the chronicle. ``FrameLayers`` keeps each such
part (a *layer*) as a copy of the pixels it last left on the frame, with the *key* it was
drawn for. The next frame, a layer whose key is unchanged is one blit of that copy; a
layer whose key changed is painted again, straight onto the frame, and copied anew::

    layers.begin(surface)
    layers.layer(surface, "board", viewport, board_key, lambda: paint_board(surface))
    paint_lords_riding(surface)          # changes every frame: not kept
    layers.live(viewport)                 # ...so say where it drew
    layers.layer(surface, "panel", panel_rect, panel_key, lambda: panel.draw(surface))

The copy holds what lay under the layer too (its rectangle is copied whole), so a layer
is painted again whenever anything drawn before it this frame over the same pixels
changed: each layer has a version, bumped when it is painted, and a layer's kept pixels
are good only while the versions of the layers under it are those it was painted over.
Drawing that is not kept (an animation, a hover effect) must be announced with ``live``
so the layers over it are painted again too.

A key must hold everything the painting reads; when in doubt, more. ``None`` as a key
means "never keep": the layer is painted every frame (and counts as live).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame


@dataclass
class _Kept:
    key: Hashable
    rect: pygame.Rect
    under: tuple[tuple[str, int], ...]
    pixels: pygame.Surface | None
    version: int


class FrameLayers:
    """The layers of one scene's frames; see the module's docstring."""

    def __init__(self) -> None:
        self._kept: dict[str, _Kept] = {}
        self._drawn: list[tuple[pygame.Rect, str, int]] = []  # this frame, in order
        self._serial = 0
        self._size: tuple[int, int] = (0, 0)
        #: layers painted (not blitted from a copy) this frame and in all: for tests and bench
        self.painted_this_frame: list[str] = []
        self.painted = 0

    def begin(self, surface: pygame.Surface) -> None:
        """Start a frame on ``surface`` (a new size forgets every kept copy)."""
        size = surface.get_size()
        if size != self._size:
            self._kept.clear()
            self._size = size
        self._drawn = []
        self.painted_this_frame = []

    def clear(self) -> None:
        """Forget every kept copy: everything is painted afresh next frame."""
        self._kept.clear()

    def _next(self) -> int:
        self._serial += 1
        return self._serial

    def _under(self, rect: pygame.Rect) -> tuple[tuple[str, int], ...]:
        return tuple((name, version) for r, name, version in self._drawn if r.colliderect(rect))

    def live(self, rect: pygame.Rect) -> None:
        """Something not kept was drawn over ``rect`` this frame: layers painted over it
        later this frame must be painted again."""
        rect = pygame.Rect(rect)
        if rect.width > 0 and rect.height > 0:
            self._drawn.append((rect, "", self._next()))

    def layer(
        self,
        surface: pygame.Surface,
        name: str,
        rect: pygame.Rect,
        key: Hashable | None,
        paint: Callable[[], pygame.Rect | None],
    ) -> bool:
        """Show the layer ``name`` over ``rect``: from its kept copy when ``key`` and what
        lies under it are unchanged, else by calling ``paint`` (which draws straight onto
        ``surface`` and may return the rectangle it really drew, when larger than or
        different from ``rect``). Returns True when it was painted."""
        rect = pygame.Rect(rect).clip(surface.get_rect())
        kept = self._kept.get(name)
        if key is not None and kept is not None and kept.key == key and kept.pixels is not None:
            if kept.under == self._under(kept.rect):
                surface.blit(kept.pixels, kept.rect)
                self._drawn.append((kept.rect, name, kept.version))
                return False
        mark = len(self._drawn)
        drawn = paint()
        # What the painting itself drew belongs to this layer: only what lay under it
        # before counts (a kept copy is blitted without those inner parts).
        del self._drawn[mark:]
        if drawn is not None:
            rect = pygame.Rect(drawn).clip(surface.get_rect())
        version = self._next()
        self.painted += 1
        self.painted_this_frame.append(name)
        under = self._under(rect)
        self._drawn.append((rect, name, version))
        if key is None or rect.width <= 0 or rect.height <= 0:
            self._kept.pop(name, None)
            return True
        pixels = surface.subsurface(rect).copy()
        self._kept[name] = _Kept(key, rect, under, pixels, version)
        return True

    def forget(self, name: str) -> None:
        """Drop the kept copy of one layer (a widget that went away)."""
        self._kept.pop(name, None)

    def names(self) -> list[str]:
        """The layers kept now."""
        return list(self._kept)


__all__ = ["FrameLayers"]
