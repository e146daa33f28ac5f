"""The Holy Relics' part of the state (11.1): where each relic is, who carries it, and
the relic decisions waiting for an answer. Plain dataclasses with a JSON form, like
``game.games.fief.rules.state``; ``game.games.fief.rules.relics`` holds the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Relic:
    """One relic: carried by ``holder`` (a lord id), or lying in ``village`` when no lord
    holds it. ``claimed`` once a lord has taken it; ``removed`` once the Teeth of Saint
    Géronce are spent (11.1.1): then it is nowhere."""

    id: str
    village: str = ""
    holder: str = ""
    claimed: bool = False
    removed: bool = False

    def clone(self) -> Relic:
        return Relic(self.id, self.village, self.holder, self.claimed, self.removed)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "village": self.village,
            "holder": self.holder,
            "claimed": self.claimed,
            "removed": self.removed,
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> Relic:
        return cls(
            str(v["id"]),
            str(v.get("village", "")),
            str(v.get("holder", "")),
            bool(v.get("claimed", False)),
            bool(v.get("removed", False)),
        )


@dataclass(slots=True)
class TeethOffer:
    """A lord has just died while the Teeth of Saint Géronce could still save him: the
    family of the relic's holder (``seat``) says whether it spends them. ``before`` and
    ``after`` are the state's JSON (its board, cards and titles) just before and just
    after the death, so that the death alone can be undone; they leave out every hidden
    card and the deniers, so they hold nothing secret."""

    lord: str
    family: int  # the dead lord's family
    seat: int  # who decides: the family holding the Teeth
    cause: str
    before: dict[str, Any] = field(default_factory=dict)
    after: dict[str, Any] = field(default_factory=dict)

    def clone(self) -> TeethOffer:
        # The snapshots are never changed in place, so they are shared.
        return TeethOffer(self.lord, self.family, self.seat, self.cause, self.before, self.after)

    def to_json(self) -> dict[str, Any]:
        return {
            "lord": self.lord,
            "family": self.family,
            "seat": self.seat,
            "cause": self.cause,
            "before": self.before,
            "after": self.after,
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> TeethOffer:
        return cls(
            str(v["lord"]),
            int(v["family"]),
            int(v["seat"]),
            str(v["cause"]),
            dict(v.get("before", {})),
            dict(v.get("after", {})),
        )


@dataclass(slots=True)
class RelicsState:
    """Every relic of the game, by id, and the relic decisions under way.

    ``asking``: a lord asks the controller of the village where a relic lies for leave to
    take it: [relic, lord, seat that answers]. ``refused``: requests refused in this step
    ("round:phase:step:relic:lord"), not asked again in it. ``teeth``: deaths the Teeth
    may still cancel, first first. ``rites``: the relics whose holders still decide at the
    end of this round's Play Cards step (Eyes of Saint Roseline, Bone of Saint
    Rhadegund), first first; ``rite_round`` the round they were queued for, and
    ``rolled`` the bishoprics whose cards the current rite has rolled for already."""

    relics: dict[str, Relic] = field(default_factory=dict)
    asking: list[Any] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    teeth: list[TeethOffer] = field(default_factory=list)
    rites: list[str] = field(default_factory=list)
    rite_round: int = 0
    rolled: list[int] = field(default_factory=list)

    def clone(self) -> RelicsState:
        return RelicsState(
            {k: r.clone() for k, r in self.relics.items()},
            list(self.asking),
            list(self.refused),
            [t.clone() for t in self.teeth],
            list(self.rites),
            self.rite_round,
            list(self.rolled),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "relics": {k: r.to_json() for k, r in sorted(self.relics.items())},
            "asking": list(self.asking),
            "refused": list(self.refused),
            "teeth": [t.to_json() for t in self.teeth],
            "rites": list(self.rites),
            "rite_round": self.rite_round,
            "rolled": list(self.rolled),
        }

    @classmethod
    def from_json(cls, v: dict[str, Any]) -> RelicsState:
        asking = v.get("asking", [])
        return cls(
            {str(k): Relic.from_json(r) for k, r in v.get("relics", {}).items()},
            [str(asking[0]), str(asking[1]), int(asking[2])] if asking else [],
            [str(x) for x in v.get("refused", [])],
            [TeethOffer.from_json(t) for t in v.get("teeth", [])],
            [str(x) for x in v.get("rites", [])],
            int(v.get("rite_round", 0)),
            [int(x) for x in v.get("rolled", [])],
        )
