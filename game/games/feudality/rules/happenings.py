"""(being written)"""

from __future__ import annotations

from typing import Any

from game.core.engine import Decision
from game.games.feudality.rules.state import FeudalityState

DECIDED: tuple[str, ...] = ()
AUTOMATIC: dict[str, Any] = {}


def decision(s: FeudalityState) -> Decision | None:
    return None


def apply(s: FeudalityState, seat: int, action: Any, events: list[Any]) -> None:
    raise AssertionError(action)
