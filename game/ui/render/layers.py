"""Frames drawn from the parts that changed, over what the window still shows.

A table redraws sixty times a second, but between two moves almost nothing on it
changes: the board, the families' sheets, the chronicle. A scene that draws through
``FrameLayers`` declares its frame as a list of parts, bottom first, then lets the
layers compose it::

    layers.begin(surface)
    layers.layer("board", viewport, board_key, lambda: paint_board(surface))
    layers.live(viewport, lambda: paint_lords_riding(surface))   # changes every frame
    layers.layer("panel", panel_rect, panel_key, lambda: panel.draw(surface))
    layers.end()

- A *layer* is kept as a copy of the pixels it left on the frame, with the *key* it was
  painted for. The key must hold everything the painting reads (``None``: never kept).
  The copy holds what lay under the layer too (its rectangle is copied whole), so a layer
  is painted again when its key changes *or* when anything under it changed: each part
  has a version, and a kept copy is good only over the versions it was painted on.
- A *live* part (an animation, a hover effect) is drawn every frame; ``bounds`` must hold
  every pixel it may touch.
- The window keeps its pixels from one frame to the next, so only the *dirty* region is
  drawn: where a part changed or moved, where last frame's live parts were, and what the
  program drew over the scene since (``damage``: a tooltip; ``invalidate``: a dialog
  scene on top, another surface). There every part is drawn again, in order: a kept layer
  is blitted from its copy (clipped to the region), a changed one painted whole. Outside
  it nothing is drawn at all: a frame in which only a die rolls costs the die.

The bottom part must cover the whole surface (the table's wood does), or the pixels it
leaves uncovered keep whatever was drawn there last.

Painting is spread over frames: a frame paints its changed layers, bottom first, until
their usual cost (measured when they were last painted) would pass ``budget``; the rest
show their last pixels one frame more and are painted in the frames that follow (the
first changed layer of a frame is always painted, so the picture always catches up). A
frame that has just done heavy work of its own (applied a move) may ``hold``: it paints
no layer that has pixels to show meanwhile. A layer painted for the first time, or at a
new place, is never put off.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from time import perf_counter

import pygame

from game.core import i18n

Paint = Callable[[], object]


@dataclass
class _Kept:
    key: Hashable
    rect: pygame.Rect
    under: tuple[tuple[str, int], ...]
    pixels: pygame.Surface | None
    version: int


@dataclass
class _Part:
    name: str  # "" for a live part
    rect: pygame.Rect
    key: Hashable | Callable[[], Hashable | None] | None
    paint: Paint
    version: int = 0
    repaint: bool = True
    under: tuple[tuple[str, int], ...] = ()
    skip: bool = False  # a new layer a held frame leaves for the next


class FrameLayers:
    """The parts of one scene's frames; see the module's docstring."""

    def __init__(self) -> None:
        self._kept: dict[str, _Kept] = {}
        self._parts: list[_Part] = []
        self._serial = 0
        self._surface: pygame.Surface | None = None
        self._size: tuple[int, int] = (0, 0)
        self._whole = True  # the next frame draws everything (nothing on screen to keep)
        self._damage: list[pygame.Rect] = []  # drawn over since the last frame
        self._last_live: list[pygame.Rect] = []
        #: layers painted (not blitted from a copy) in the last frame, and in all; and the
        #: region drawn in the last frame: for tests and the benchmark
        self.painted_this_frame: list[str] = []
        self.painted = 0
        self.dirty: list[pygame.Rect] = []
        #: seconds of repainting one frame may spend on layers that could wait (None: all)
        self.budget: float | None = 0.002
        self._costs: dict[str, float] = {}  # what each layer's last painting took
        self._hold = False
        self._keyless: set[str] = set()  # layers that had no key when last painted
        _LAYERS.add(self)

    def hold(self) -> None:
        """This frame paints no layer that could show its last pixels instead."""
        self._hold = True

    # ----------------------------------------------------------------- outside the frame
    def invalidate(self) -> None:
        """The surface no longer shows this scene's last frame (a dialog was drawn over
        it): the next frame draws every part again."""
        self._whole = True

    def damage(self, rect: pygame.Rect) -> None:
        """Something was drawn over ``rect`` after the last frame (a tooltip, a notice):
        the next frame draws the parts there again."""
        rect = pygame.Rect(rect)
        if rect.width > 0 and rect.height > 0:
            self._damage.append(rect)

    def clear(self) -> None:
        """Forget every kept copy: the next frame paints every part afresh."""
        self._kept.clear()
        self._whole = True

    def forget(self, name: str) -> None:
        """Drop the kept copy of one layer (a part that went away)."""
        self._kept.pop(name, None)

    def names(self) -> list[str]:
        """The layers kept now."""
        return list(self._kept)

    # ----------------------------------------------------------------- one frame
    def begin(self, surface: pygame.Surface) -> None:
        """Start declaring a frame for ``surface``."""
        if surface is not self._surface or surface.get_size() != self._size:
            self._kept.clear()
            self._whole = True
            self._surface = surface
            self._size = surface.get_size()
        self._parts = []

    def layer(
        self, name: str, rect: pygame.Rect, key: Hashable | Callable[[], Hashable | None] | None, paint: Paint
    ) -> None:
        """A kept part over ``rect`` (every pixel ``paint`` may touch), painted by
        ``paint`` straight onto the surface when ``key`` or what lies under it changed.
        ``key`` may be a function giving the key: it is then asked only when needed (a
        held frame asks none)."""
        self._parts.append(_Part(name, pygame.Rect(rect), key, paint))

    def live(self, bounds: pygame.Rect, paint: Paint) -> None:
        """A part drawn every frame, within ``bounds``."""
        self._parts.append(_Part("", pygame.Rect(bounds), None, paint))

    def end(self) -> None:
        """Compose the frame declared since ``begin``: see the module's docstring."""
        surface = self._surface
        assert surface is not None, "begin() first"
        screen = surface.get_rect()
        for part in self._parts:
            part.rect = part.rect.clip(screen)
        changed = self._plan()
        dirty = [screen] if self._whole else _merge(changed + self._damage + self._last_live)
        self.dirty = dirty
        self.painted_this_frame = []
        live: list[pygame.Rect] = []
        previous = surface.get_clip()
        for part in self._parts:
            if part.skip:
                continue
            if not part.name:
                if part.rect.width > 0 and part.rect.height > 0:
                    surface.set_clip(part.rect)  # a part never draws beyond its bounds
                    part.paint()
                    surface.set_clip(previous)
                    live.append(part.rect)
                continue
            if part.repaint:
                surface.set_clip(part.rect)
                self._paint(surface, part)
                surface.set_clip(previous)
                continue
            kept = self._kept[part.name]
            assert kept.pixels is not None
            for region in dirty:
                area = region.clip(kept.rect)
                if area.width > 0 and area.height > 0:
                    surface.blit(kept.pixels, area, area.move(-kept.rect.x, -kept.rect.y))
        self._last_live = live
        self._damage = []
        self._whole = False
        self._hold = False

    # ----------------------------------------------------------------- inside
    def _next(self) -> int:
        self._serial += 1
        return self._serial

    def _plan(self) -> list[pygame.Rect]:
        """Decide which layers are painted again (and give every part its version);
        returns where the frame's content changed."""
        changed: list[pygame.Rect] = []
        below: list[_Part] = []
        spent = 0.0
        holding = self._hold and not self._whole
        for part in self._parts:
            part.under = tuple((p.name, p.version) for p in below if p.rect.colliderect(part.rect))
            kept = self._kept.get(part.name) if part.name else None
            if holding and part.name and part.key is not None:
                if kept is not None and kept.pixels is not None and kept.rect == part.rect:
                    part.repaint = False  # a held frame shows the last pixels, asking nothing
                    part.version = kept.version
                    below.append(part)
                    continue
                if kept is None and part.name not in self._keyless:
                    part.skip = True  # a new layer: it shows from the next frame
                    continue
            if callable(part.key):
                part.key = part.key()
            showable = (
                part.name and part.key is not None and kept is not None and kept.pixels is not None
            ) and kept.rect == part.rect
            if showable and kept is not None and kept.key == part.key and kept.under == part.under:
                part.repaint = False
                part.version = kept.version
            elif showable and kept is not None and self._put_off(spent, self._costs.get(part.name, 0.0)):
                part.repaint = False  # shows its last pixels this frame; painted soon
                part.version = kept.version
            else:
                if part.name:
                    spent += self._costs.get(part.name, 0.0)
                part.repaint = True
                part.version = self._next()
                changed.append(part.rect)
                if kept is not None and kept.rect != part.rect:
                    changed.append(kept.rect)
            below.append(part)
        # A layer kept from an earlier frame and not part of this one (a panel that gave
        # way to another) leaves its pixels on the window: where it lay is drawn again
        # from what lies there now.
        declared = {part.name for part in self._parts if part.name}
        for name in [name for name in self._kept if name not in declared]:
            changed.append(self._kept.pop(name).rect)
        return changed

    def _put_off(self, spent: float, cost: float) -> bool:
        if self._whole:
            return False
        if self._hold:
            return True
        return self.budget is not None and spent > 0 and spent + cost > self.budget

    def _paint(self, surface: pygame.Surface, part: _Part) -> None:
        started = perf_counter()
        part.paint()
        self._costs[part.name] = perf_counter() - started
        self.painted += 1
        self.painted_this_frame.append(part.name)
        if part.key is None or part.rect.width <= 0 or part.rect.height <= 0:
            self._kept.pop(part.name, None)
            self._keyless.add(part.name)  # painted every frame, held frames too
            return
        self._keyless.discard(part.name)
        pixels = surface.subsurface(part.rect).copy()
        self._kept[part.name] = _Kept(part.key, part.rect, part.under, pixels, part.version)


#: Every frame's layers alive: a change of language repaints them all (a layer's key
#: may name an object whose words changed, not the words themselves).
_LAYERS: weakref.WeakSet[FrameLayers] = weakref.WeakSet()


def _language_changed(_code: str) -> None:
    for layers in list(_LAYERS):
        layers.clear()


i18n.on_language_change(_language_changed)


def _merge(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The same region in fewer rectangles: overlapping ones become their union (a
    little more is drawn, in far fewer blits)."""
    out: list[pygame.Rect] = []
    for rect in rects:
        if rect.width <= 0 or rect.height <= 0:
            continue
        rect = pygame.Rect(rect)
        merged = True
        while merged:
            merged = False
            for other in out:
                if other.colliderect(rect):
                    out.remove(other)
                    rect.union_ip(other)
                    merged = True
                    break
        out.append(rect)
    return out


__all__ = ["FrameLayers"]
