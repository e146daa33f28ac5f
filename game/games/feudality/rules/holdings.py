"""What a baron holds, read and changed the same way by every part of the rules: his army
and defence (inventory §4.8), his fortification's top level, his victory points (never
below 0, §4.11), the dice, the tiles he may lose and losing them.

* ``army``: the power of every unit in his Keep (Men-at-Arms, Archers, Knights, the Wolf);
  ``defence``: the army plus the top fortification level's defence (Bandits, monsters,
  an attack, §4.8).
* ``losable``: where a tile can be taken from his Fief, by square: every tile on a square,
  and for each Keep space that holds something, that space's square (its top piece goes:
  a stack loses from the top, so the Wolf, at the bottom, goes only when he is alone;
  FE-T21). ``remove_at`` takes it: a tile or a unit to the tile discard pile, a
  fortification level back to the pool (it can be bought again, FE-T27).
"""

from __future__ import annotations

from game.games.feudality.rules.data import Fortification
from game.games.feudality.rules.sides import square_place
from game.games.feudality.rules.state import FeudalityState


# =========================================================================== the Keep
def units(s: FeudalityState, seat: int) -> list[str]:
    """Every unit in ``seat``'s Keep, space by space, bottom first."""
    keep = s.barons[seat].keep
    if keep is None:
        return []
    return [u for space in s.data.keep.spaces for u in keep.stacks.get(space, []) if u in s.data.units]


def army(s: FeudalityState, seat: int) -> int:
    return sum(s.data.units[u].power for u in units(s, seat))


def top_level(s: FeudalityState, seat: int) -> Fortification | None:
    """The top level of ``seat``'s fortification (None: none stands)."""
    keep = s.barons[seat].keep
    stack = keep.stacks.get(s.data.keep.spaces[0], []) if keep is not None else []
    if not stack:
        return None
    return next((f for f in s.data.fortifications if f.id == stack[-1]), None)


def level(s: FeudalityState, seat: int) -> int:
    """The level of the top fortification (0: none; the Tower 1 ... the Fortress 4)."""
    top = top_level(s, seat)
    return top.level if top is not None else 0


def defence(s: FeudalityState, seat: int) -> int:
    top = top_level(s, seat)
    return army(s, seat) + (top.defence if top is not None else 0)


def space_square(s: FeudalityState, seat: int, space: str) -> str:
    """The square of ``seat``'s Keep that is ``space`` ("" before it is arranged)."""
    keep = s.barons[seat].keep
    if keep is None:
        return ""
    return next((q for q, name in keep.spaces.items() if name == space), "")


def knightly(s: FeudalityState, unit_id: str) -> bool:
    """Whether a unit counts as a Knight (the tournament, the war's bonus): the Knights
    (the Knights' space), and a ``knightly`` unit (the Wolf) only with ``wolf_is_knight``
    (FE-A25)."""
    unit = s.data.units.get(unit_id)
    if unit is None:
        return False
    if unit.knightly:
        return bool(s.options("wolf_is_knight"))
    return unit.space == "knight"


# =========================================================================== victory points
def lose_vp(s: FeudalityState, seat: int, n: int) -> int:
    """Take up to ``n`` VP from ``seat``, never below 0 (§4.11); the VP he lost."""
    baron = s.barons[seat]
    lost = max(0, min(n, baron.vp))
    baron.vp -= lost
    return lost


def gain_vp(s: FeudalityState, seat: int, n: int) -> int:
    s.barons[seat].vp += n
    return n


# =========================================================================== dice
def roll(s: FeudalityState, dice: int = 1) -> tuple[int, ...]:
    """``dice`` eight-sided dice rolled with the state's generator."""
    faces = s.data.numbers.die_faces
    return tuple(s.rng.randint(1, faces) for _ in range(dice))


# =========================================================================== losing tiles
def losable(s: FeudalityState, seat: int) -> tuple[str, ...]:
    """Every square a piece of ``seat``'s Fief can be taken from, in square order."""
    baron = s.barons[seat]
    found = set(baron.tiles)
    keep = baron.keep
    if keep is not None:
        found |= {q for q, space in keep.spaces.items() if keep.stacks.get(space)}
    return tuple(sorted(found, key=lambda q: square_place(q) or (0, 0)))


def piece_at(s: FeudalityState, seat: int, square: str) -> str:
    """The piece ``remove_at`` would take at ``square`` ("" for none)."""
    baron = s.barons[seat]
    if square in baron.tiles:
        return baron.tiles[square]
    keep = baron.keep
    if keep is not None and square in keep.spaces:
        stack = keep.stacks.get(keep.spaces[square], [])
        return stack[-1] if stack else ""
    return ""


def remove_at(s: FeudalityState, seat: int, square: str) -> str:
    """Take the piece at ``square`` off ``seat``'s Fief; its id."""
    baron = s.barons[seat]
    if square in baron.tiles:
        tile = baron.tiles.pop(square)
        s.discard.append(tile)
        return tile
    keep = baron.keep
    assert keep is not None and square in keep.spaces
    piece = keep.stacks[keep.spaces[square]].pop()
    if piece in s.data.units:
        s.discard.append(piece)
    else:
        s.pool[piece] = s.pool.get(piece, 0) + 1
    return piece


def remove_unit(s: FeudalityState, seat: int, unit_id: str) -> None:
    """Take one ``unit_id`` out of ``seat``'s Keep (it goes to war, or is lost); the
    Keep's stack keeps its order."""
    keep = s.barons[seat].keep
    assert keep is not None
    stack = keep.stacks[s.data.units[unit_id].space]
    index = len(stack) - 1 - stack[::-1].index(unit_id)
    stack.pop(index)


def pieces(s: FeudalityState, seat: int) -> int:
    """Every tile of ``seat``'s Fief for feeding (§4.9, FE-E38): every tile on a square,
    every fortification level and every unit; the Keep only with ``keep_is_tile``
    (FE-A31)."""
    baron = s.barons[seat]
    count = len(baron.tiles)
    if baron.keep is not None:
        count += sum(len(stack) for stack in baron.keep.stacks.values())
        if s.options("keep_is_tile"):
            count += 1
    return count


__all__ = [
    "army",
    "defence",
    "gain_vp",
    "knightly",
    "level",
    "losable",
    "lose_vp",
    "piece_at",
    "pieces",
    "remove_at",
    "remove_unit",
    "roll",
    "space_square",
    "top_level",
    "units",
]
