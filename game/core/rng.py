"""The one seeded random number generator a game state owns.

A small PCG32 generator in pure Python: its whole state is two integers, so it is
JSON-serialisable, cheap to clone, and gives the same numbers on every platform and
Python version (``random.Random`` makes no such promise across versions).
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005


class Rng:
    __slots__ = ("inc", "state")

    def __init__(self, seed: int = 0, stream: int = 54):
        self.inc = ((stream << 1) | 1) & _MASK64
        self.state = 0
        self._next32()
        self.state = (self.state + (seed & _MASK64)) & _MASK64
        self._next32()

    def _next32(self) -> int:
        old = self.state
        self.state = (old * _MULT + self.inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")  # words: not shown (a bug)
        threshold = (1 << 32) % n
        while True:
            r = self._next32()
            if r >= threshold:
                return r % n

    def randint(self, a: int, b: int) -> int:
        """Uniform integer in [a, b], both ends included."""
        return a + self.below(b - a + 1)

    def d6(self) -> int:
        return self.randint(1, 6)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def clone(self) -> Rng:
        other = Rng.__new__(Rng)
        other.state = self.state
        other.inc = self.inc
        return other

    def to_json(self) -> list[int]:
        return [self.state, self.inc]

    @classmethod
    def from_json(cls, value: list[int]) -> Rng:
        other = cls.__new__(cls)
        other.state, other.inc = int(value[0]), int(value[1])
        return other
