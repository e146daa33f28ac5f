"""Surfaces made once and kept for reuse, within a bound of count and of bytes.

Every cache is emptied when the language changes (``game.core.i18n``): a surface kept
under an id or an object may show words."""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from game.core import i18n


class SurfaceCache:
    """Surfaces made on demand and kept for reuse; past ``size`` of them, or past
    ``megabytes`` of pixels, the ones used longest ago are dropped (so a long game's
    every new line of text or new card size never adds up)."""

    def __init__(self, size: int, megabytes: float = 16.0) -> None:
        self.size = size
        self.budget = int(megabytes * 2**20)
        self.bytes = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        _CACHES.add(self)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def peek(self, key: Hashable) -> pygame.Surface | None:
        """The surface kept under ``key`` (now the most recently used), or None."""
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
        return surf

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= _bytes(old)
        self._items[key] = surf
        self.bytes += _bytes(surf)
        while len(self._items) > 1 and (len(self._items) > self.size or self.bytes > self.budget):
            _, dropped = self._items.popitem(last=False)
            self.bytes -= _bytes(dropped)
        return surf

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface kept under ``key``, made by ``make()`` the first time."""
        surf = self.peek(key)
        return surf if surf is not None else self.put(key, make())

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def _bytes(surf: pygame.Surface) -> int:
    return surf.get_height() * surf.get_pitch()


#: Every cache alive, to be emptied when the language changes.
_CACHES: weakref.WeakSet[SurfaceCache] = weakref.WeakSet()


def _language_changed(_code: str) -> None:
    for cache in list(_CACHES):
        cache.clear()


i18n.on_language_change(_language_changed)


__all__ = ["SurfaceCache"]
