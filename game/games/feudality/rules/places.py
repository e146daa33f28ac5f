"""Where things may go on a baron's Fief: the Keep's places, the squares a tile may go on
(inventory §1.2, §1.3, §4.4), each refusal with its reason.

A tile goes on a playable square (FE-A07: never the bottom row or the right column) that
the Keep does not cover and no tile holds; then by its data: ``needs_hill`` (Quarry, Iron
Mine, Gold Mine), ``not_on_river``, ``next_to`` (the Hunter beside a Forest, the Cleric and
the Relic beside a Kirk, Shrine or Brewery; "beside" by ``choices.adjacency``, FE-A10) and
``one_until_all`` (the Wizard's limit). The engine reads these, never a tile's id.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from game.core.i18n import Message, m, words
from game.games.feudality.rules.sides import SIZE, Side, square_name, square_place
from game.games.feudality.rules.state import FeudalityState


def keep_squares(square: str) -> tuple[str, ...]:
    """The four squares of a Keep whose top left is ``square``: top left, top right,
    bottom left, bottom right."""
    place = square_place(square)
    if place is None:
        return ()
    row, column = place
    return tuple(square_name(row + dr, column + dc) for dr in (0, 1) for dc in (0, 1))


def keep_spots(s: FeudalityState, seat: int) -> tuple[str, ...]:
    """Where ``seat`` may put his Keep (§2.1 step 6): 2 x 2 playable squares of his side;
    with ``choices.keep_on_river`` false, only those that cover no river (FE-A33)."""
    side = s.side(seat)
    spots = side.keep_spots()
    if s.options("keep_on_river"):
        return spots
    return tuple(spot for spot in spots if not any(side.square(q).river for q in keep_squares(spot)))


def keep_problem(s: FeudalityState, seat: int, square: str) -> Message | None:
    """Why the Keep may not go at ``square``, or None."""
    if square in keep_spots(s, seat):
        return None
    if not s.options("keep_on_river") and square in s.side(seat).keep_spots():
        return m("feudality.refusal.keep_on_river", square=square)
    return m("feudality.refusal.keep_spot", square=square)


def keep_iron(s: FeudalityState, seat: int, square: str) -> int:
    """The Iron a Keep at ``square`` gives once: per hill covered, the double hill more
    (§2.1 step 6, FE-T05)."""
    side = s.side(seat)
    keep = s.data.keep
    hills = [side.square(q).hill for q in keep_squares(square)]
    return sum(keep.hill_iron if hill == 1 else keep.double_hill_iron if hill == 2 else 0 for hill in hills)


def covered(s: FeudalityState, seat: int) -> frozenset[str]:
    keep = s.barons[seat].keep
    return frozenset(keep_squares(keep.square)) if keep is not None else frozenset()


def neighbours(s: FeudalityState, square: str) -> tuple[str, ...]:
    """The squares beside ``square``: the eight around it, or the four by its sides with
    ``choices.adjacency`` "four" (FE-A10)."""
    return _neighbours(square, s.options("adjacency") != "four")


@lru_cache(maxsize=256)
def _neighbours(square: str, eight: bool) -> tuple[str, ...]:
    place = square_place(square)
    if place is None:
        return ()
    row, column = place
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr, dc) == (0, 0) or (not eight and dr and dc):
                continue
            r, c = row + dr, column + dc
            if 0 <= r < SIZE and 0 <= c < SIZE:
                out.append(square_name(r, c))
    return tuple(out)


def square_problem(s: FeudalityState, seat: int, tile_id: str, square: str) -> Message | None:
    """Why the tile ``tile_id`` may not go on ``square`` of ``seat``'s Fief, or None."""
    tile = s.data.tiles[tile_id]
    side = s.side(seat)
    baron = s.barons[seat]
    if square_place(square) is None:
        return m("feudality.refusal.no_square", square=square)
    spot = side.square(square)
    if not spot.playable:
        return m("feudality.refusal.pawn_only", square=square)
    if square in covered(s, seat):
        return m("feudality.refusal.under_keep", square=square)
    if square in baron.tiles:
        return m("feudality.refusal.occupied", square=square, tile=s.data.tiles[baron.tiles[square]].name)
    if tile.needs_hill and not spot.hill:
        return m("feudality.refusal.needs_hill", tile=tile.name, square=square)
    if tile.not_on_river and spot.river:
        return m("feudality.refusal.on_river", tile=tile.name, square=square)
    if tile.next_to and not any(baron.tiles.get(q) in tile.next_to for q in neighbours(s, square)):
        needs = words([s.data.tiles[t].name for t in tile.next_to if t in s.data.tiles], "or")
        return m("feudality.refusal.next_to", tile=tile.name, square=square, needs=needs)
    if tile.one_until_all and tile_id in baron.tiles.values():
        others = [b for i, b in enumerate(s.barons) if i != seat]
        if not all(tile_id in b.tiles.values() for b in others):
            return m("feudality.refusal.one_until_all", tile=tile.name)
    return None


#: each side's playable squares, by the side object's identity (a side is never changed)
_SPOTS: dict[int, tuple[Side, tuple[tuple[str, bool, int], ...]]] = {}


def _spots(side: Side) -> tuple[tuple[str, bool, int], ...]:
    """The playable squares of a side, row by row: (name, on the river, hills)."""
    kept = _SPOTS.get(id(side))
    if kept is None or kept[0] is not side:
        kept = (side, tuple((q.name, q.river, q.hill) for q in side.squares() if q.playable))
        _SPOTS[id(side)] = kept
    return kept[1]


def _open(s: FeudalityState, seat: int, tile_id: str) -> Iterator[str]:
    """The squares ``tile_id`` may go on, row by row from the top left: the rules of
    ``square_problem`` read once for the whole card (this is asked for every tile of
    every tray, so it builds no words)."""
    tile = s.data.tiles[tile_id]
    baron = s.barons[seat]
    if tile.one_until_all and tile_id in baron.tiles.values():
        others = [b for i, b in enumerate(s.barons) if i != seat]
        if not all(tile_id in b.tiles.values() for b in others):
            return
    under = covered(s, seat)
    for name, river, hill in _spots(s.side(seat)):
        if name in under or name in baron.tiles:
            continue
        if (tile.needs_hill and not hill) or (tile.not_on_river and river):
            continue
        if tile.next_to and not any(baron.tiles.get(q) in tile.next_to for q in neighbours(s, name)):
            continue
        yield name


def open_squares(s: FeudalityState, seat: int, tile_id: str) -> list[str]:
    """Every square ``tile_id`` may go on (``square_problem`` finds none), in order."""
    return list(_open(s, seat, tile_id))


def legal_squares(s: FeudalityState, seat: int, tile_id: str) -> list[str]:
    """Every square ``tile_id`` may go on, row by row from the top left."""
    return open_squares(s, seat, tile_id)


def placeable(s: FeudalityState, seat: int, tile_id: str) -> bool:
    """Whether ``seat`` could take ``tile_id``: a unit always (it goes to his Keep), a
    tile when some square takes it (§4.4: a tile with no legal square is not taken)."""
    if tile_id in s.data.units:
        return True
    return next(_open(s, seat, tile_id), None) is not None


__all__ = [
    "covered",
    "keep_iron",
    "keep_problem",
    "keep_spots",
    "keep_squares",
    "legal_squares",
    "neighbours",
    "open_squares",
    "placeable",
    "square_problem",
]
