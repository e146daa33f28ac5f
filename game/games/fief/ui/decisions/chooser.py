"""Fief's chooser: the shell's generic chooser on the map.

Options are grouped by the lord or the village they name; villages named by options
are highlighted on the map, and clicking one narrows the list to its options (clicking
a lord's token narrows it to that lord).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, cast

from game.core import i18n
from game.core.engine import Action
from game.games.fief.ui.decisions.map_hooks import FiefContext, MapHooks
from game.ui.decisions.chooser import GenericChooser, Marks


def mentions(action: Action, villages: Any, lords: Any) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The village ids and lord ids among an action's fields, in field order."""
    vs: list[str] = []
    ls: list[str] = []
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        if isinstance(value, str):
            if value in villages and value not in vs:
                vs.append(value)
            elif value in lords and value not in ls:
                ls.append(value)
    return tuple(vs), tuple(ls)


class FiefChooser(GenericChooser, MapHooks):
    """Every Fief decision without a panel of its own, as a list of options in words."""

    def marks_for(self) -> Callable[[Action], Marks]:
        view = self.ctx.view
        villages, lords = view.villages, view.lords

        def marks(action: Action) -> Marks:
            vs, ls = mentions(action, villages, lords)
            return tuple(("lord", lord) for lord in ls) + tuple(("village", v) for v in vs)

        return marks

    def mark_name(self, kind: str, key: str) -> str:
        names = cast(FiefContext, self.ctx).names
        return i18n.text(names.lord(key) if kind == "lord" else names.village(key))

    def hint(self) -> str:
        return i18n.t("fief.ui.chooser.hint") if any(o.mentions("village") for o in self.options) else ""

    # The map ------------------------------------------------------------------------
    def highlights(self) -> dict[str, str]:
        marks = {v: "target" for o in self.options for v in o.mentions("village")}
        hovered = self.hovered()
        if hovered is not None:
            for v in hovered.mentions("village"):
                marks[v] = "selected"
        if self.filter is not None and self.filter[0] == "village":
            marks[self.filter[1]] = "selected"
        return marks

    def selected_lord(self) -> str | None:
        hovered = self.hovered()
        if hovered is not None and hovered.mentions("lord"):
            return hovered.mentions("lord")[0]
        if self.filter is not None and self.filter[0] == "lord":
            return self.filter[1]
        return None

    def on_village_click(self, village: str) -> bool:
        if not any(village in o.mentions("village") for o in self.options):
            return False
        self.narrow("village", village)
        return True

    def on_lord_click(self, lord: str) -> bool:
        if not any(lord in o.mentions("lord") for o in self.options):
            return False
        self.narrow("lord", lord)
        return True

    def village_tooltip(self, village: str) -> str | None:
        n = sum(1 for o in self.options if village in o.mentions("village"))
        if not n:
            return None
        return i18n.t("fief.ui.chooser.village_tip", n=n)


__all__ = ["FiefChooser", "mentions"]
