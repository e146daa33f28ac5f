"""Ortus Regni's own invariants, checked after every action of the random games: every
card in exactly one place, one King at most, the Viking timer within its bounds, the
cubes in the Bag those the Earls put there.

``problems(s)`` lists what is wrong (empty when all holds), in plain words for a test's
failure message.
"""

from __future__ import annotations

from collections import Counter

from game.games.ortus_regni.rules.places import places
from game.games.ortus_regni.rules.state import OrtusState


def problems(s: OrtusState) -> list[str]:
    out: list[str] = []
    seen: Counter[int] = Counter()
    where: dict[int, list[str]] = {}
    for place, card in places(s):
        seen[card] += 1
        where.setdefault(card, []).append(place)
    for card, n in seen.items():
        if n > 1:
            out.append(f"card {card} ({s.kinds[card]}) is in {n} places: {where[card]}")
    for card in range(len(s.kinds)):
        owner = s.owners[card]
        if seen[card] == 0 and (owner < 0 or s.earls[owner].alive):
            out.append(f"card {card} ({s.kinds[card]}, owner {owner}) is nowhere")
    kings = 0 if s.king is None else 1
    if s.king is not None and not s.earls[s.king].alive:
        out.append(f"the King is held by Earl {s.king}, who left the game")
    if kings == 0 and any(c is not None for c in s.royal):
        out.append("a Royal Army without a King")
    v = s.vikings
    if not 0 <= v.black <= s.data.numbers.black_markers:
        out.append(f"the Viking timer is at {v.black}")
    if v.arrived and v.white:
        out.append("the White marker is out after the Vikings arrived")
    if not v.arrived and v.force:
        out.append("a Viking force before they arrived")
    if s.options("cube_returns"):
        for seat, earl in enumerate(s.earls):
            expected = 0
            if earl.alive:
                expected = s.data.numbers.start_cubes + sum(
                    s.data.cards[s.kinds[c]].number("cubes", 1) for c in v.emissaries if s.owners[c] == seat
                )
            if s.bag[seat] != expected:
                out.append(f"Earl {seat} has {s.bag[seat]} cubes in the Bag, not {expected}")
    for seat, earl in enumerate(s.earls):
        if earl.alive and s.phase != "design" and not earl.fiefs and s.result is None and not s.stack:
            out.append(f"Earl {seat} plays on with no Fief")
        princes = sum(1 for f in earl.fiefs if f.lord is not None and s.role(f.lord) == "prince")
        if princes > 1:
            out.append(f"Earl {seat} has {princes} Prince Lords")
    cathedrals = sum(1 for e in s.earls for f in e.fiefs for c in f.props if s.role(c) == "cathedral")
    if cathedrals > 1:
        out.append(f"{cathedrals} Cathedrals on the table")
    return out


__all__ = ["problems"]
