"""Ortus Regni's chooser: every decision without a view of its own (a turn's Actions,
fielding a Force, allocating damage, a Ransom, a Struggle, a Joust ...) answered from a
list of its options in words, grouped under the card each one plays or concerns.

Inside a battle, a plot or a joust, the chooser first says where it stands, above the
options (``situation``): who attacks whom and how, each side's Force as fielded so far
with the damage it sends, the Battle card once turned; the Treachery or Intrigue played
and on whom; the joust called. It reads the viewer's view only, so a card he has not
seen is named as hidden.

Damage (OR-E45) is listed in the rulebook's recommended order for the owner (the
inventory's 4.12.7: the King Card, then Face cards from the Hand and Lords, then Army
cards, then a garrisoned card before its Mercenary, the Mercenary last): the first
option is the default, and the header says so; any other is one click away.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core import i18n
from game.core.engine import Action
from game.games.ortus_regni.rules import events as ev
from game.games.ortus_regni.rules.actions import Hit
from game.games.ortus_regni.rules.combat import unit_sends
from game.games.ortus_regni.rules.contract import tell, unit_words
from game.games.ortus_regni.rules.state import OrtusState
from game.ui.decisions.chooser import GenericChooser, Marks

CARD = "card"

#: the recommended order of damage by where a unit comes from (lower first)
HIT_ORDER = {"king": 0, "hand": 1, "lord": 1, "reserve": 2, "royal": 2, "viking": 2, "garrison": 3, "merc": 4}


def unit_card(unit: str) -> int:
    """The card a unit name stands for (-1 for the King Card)."""
    card = unit.partition(":")[2]
    return int(card) if card.isdigit() else -1


def hit_rank(action: Action) -> int:
    """Where a Hit comes in the recommended order (OR-E45)."""
    if not isinstance(action, Hit):
        return len(HIT_ORDER)
    src = action.unit.partition(":")[0]
    return HIT_ORDER.get(src, len(HIT_ORDER))


def default_order(options: tuple[Action, ...]) -> tuple[Action, ...]:
    """A damage decision's options in the recommended order (stable among equals)."""
    return tuple(sorted(options, key=hit_rank))


#: the battle's steps during which each side may still field (OR 4.12.3)
FIELDING = {"att": ("att_field",), "def": ("att_field", "def_field")}


def situation(view: OrtusState) -> list[i18n.Text]:
    """Where the battle, plot or joust being decided stands, in lines (none outside)."""
    if not view.stack:
        return []
    ctx = view.stack[-1]
    words = tell(view)
    kind = ctx.get("kind")
    if kind == "battle":
        attacker, defender = int(ctx["attacker"]), int(ctx["defender"])
        out: list[i18n.Text] = [
            ev.AttackDeclared(attacker, defender, str(ctx["what"]), int(ctx["castle"])).message(words)
        ]
        for seat, side in ((attacker, "att"), (defender, "def")):
            units = [str(u) for u in ctx.get(side, [])]
            if units:
                sends = sum(unit_sends(view, u) for u in units)
                out.append(
                    i18n.m(
                        "ortus_regni.ui.battle.force",
                        name=words.seat(seat),
                        units=i18n.words([unit_words(view, u) for u in units]),
                        n=sends,
                    )
                )
            elif ctx.get("step") in FIELDING[side]:
                out.append(i18n.m("ortus_regni.ui.battle.no_force", name=words.seat(seat)))
            else:  # that side's fielding is over
                out.append(i18n.m("ortus_regni.ui.battle.fielded_nothing", name=words.seat(seat)))
        card = int(ctx.get("card", -1))
        if card >= 0:
            out.append(i18n.m("ortus_regni.ui.battle.card", card=words.card(card)))
        return out
    if kind == "political":
        played = ev.PoliticalPlayed(
            int(ctx["attacker"]), int(ctx["card"]), str(ctx["mode"]), int(ctx["target"]), int(ctx.get("subject", -1))
        )
        return [played.message(words)]
    if kind == "joust":
        return [ev.JoustCalled(int(ctx["initiator"]), int(ctx["banner"])).message(words)]
    return []


def card_of(action: Action) -> int:
    """The card an option plays or concerns first (-1: none)."""
    card = getattr(action, "card", None)
    if isinstance(card, int) and card >= 0:
        return card
    unit = getattr(action, "unit", None)
    if isinstance(unit, str):
        return unit_card(unit)
    return -1


class OrtusChooser(GenericChooser):
    """The generic chooser with Ortus Regni's grouping and damage order."""

    def __init__(self, ctx: Any, decision: Any) -> None:
        self.situation_rect = pygame.Rect(0, 0, 0, 0)
        #: the situation's lines as laid out (wrapped once per layout, not per frame)
        self.situation_shown: list[str] = []
        super().__init__(ctx, decision)

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        lines = self.situation_shown = self.situation_lines()
        if lines:
            t = self.theme
            lift = len(lines) * t.line_height("small") + t.px(8)
            lift = min(lift, max(0, self.list.rect.height - t.px(120)))
            self.situation_rect = pygame.Rect(self.header.left, self.header.bottom, self.header.width, lift)
            self.list.rect = pygame.Rect(
                self.list.rect.left, self.list.rect.top + lift, self.list.rect.width, self.list.rect.height - lift
            )
            self._rebuild()
        else:
            self.situation_rect = pygame.Rect(self.header.left, self.header.bottom, 0, 0)

    def refresh(self, decision: Any) -> None:
        super().refresh(decision)
        self.layout(self.rect)

    def situation_lines(self) -> list[str]:
        """The situation (``situation``) wrapped to the panel's width."""
        view: OrtusState = self.ctx.view
        out: list[str] = []
        for text in situation(view):
            out.extend(self.theme.wrap(i18n.text(text), "small", max(self.theme.px(40), self.header.width)))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        t = self.theme
        area = self.situation_rect
        if not area.height:
            return
        y = area.top + t.px(2)
        for line in self.situation_shown:
            if y + t.line_height("small") > area.bottom:
                break
            t.blit_text(surface, line, (area.left + t.px(2), y), "small", t.colors.ink)
            y += t.line_height("small")
        pygame.draw.line(
            surface, t.colors.ink_faded, (area.left, area.bottom - t.px(3)), (area.right, area.bottom - t.px(3)), 1
        )

    def _make_options(self) -> None:
        super()._make_options()
        if self.decision.kind == "hits":  # the recommended order first (OR-E45)
            self.options.sort(key=lambda option: hit_rank(option.action))

    def marks_for(self) -> Callable[[Action], Marks]:
        def marks(action: Action) -> Marks:
            card = card_of(action)
            return ((CARD, str(card)),) if card >= 0 else ()

        return marks

    def mark_name(self, kind: str, key: str) -> str:
        view: Any = self.ctx.view
        if kind == CARD and key.isdigit():
            return i18n.text(tell(view).card(int(key)))
        return key

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """No tooltip over an option that concerns a card: the table shows the card
        large beside the pointer instead (``OrtusTableScene.card_under``)."""
        option = self.list.option_at(pos)
        if option is not None and option.mentions(CARD):
            return None
        return super().tooltip_at(pos)

    def hint(self) -> str:
        if self.decision.kind == "hits":
            return i18n.t("ortus_regni.ui.chooser.hits_hint")
        return ""


__all__ = ["HIT_ORDER", "OrtusChooser", "default_order", "hit_rank"]
