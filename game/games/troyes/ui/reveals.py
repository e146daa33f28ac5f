"""What Troyes' events show at the table, one after another, each held until it is
acknowledged (as the shell's reveals: ``game.ui.reveals``): the dice rolled into the
districts, the activity cards turned up, the event cards drawn, the black dice, each
family's counter, an event countered with its awards, a die rerolled or turned over,
the Mercenary's roll, and the final scores.

``shows_for(events, view, viewer)`` makes the ``Show``s of one action's events;
``ShowBatch`` plays them; ``draw_show`` draws one over the board in a plaque (its
dice tumbling at first, its cards turning over) and returns the plaque, under which
the table draws Continue.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core import i18n
from game.core.engine import Event
from game.core.i18n import m
from game.games.troyes.rules import events as ev
from game.games.troyes.rules.contract import tell
from game.games.troyes.rules.state import TroyesState
from game.games.troyes.ui.render import cards
from game.games.troyes.ui.render.board import look_of, owner_name
from game.games.troyes.ui.render.dice import draw_die
from game.ui.render.markers import marker
from game.ui.reveals import SHOW_SECONDS, Batch
from game.ui.theme import Theme

RGB = tuple[int, int, int]


@dataclass
class Show:
    """One thing shown: a caption (a message, made words when drawn), rows of dice
    (each a family's look and its dice as (colour, value)), cards and score lines."""

    message: i18n.Text
    #: (look of the owner or None, dice as (colour, value)) per row
    dice: list[tuple[tuple[RGB, str] | None, tuple[tuple[str, int], ...]]] = field(default_factory=list)
    #: cards shown: ("activity" | "event" | "character", id)
    cards: list[tuple[str, str]] = field(default_factory=list)
    #: final scores: (look, name, total) per seat, best first
    scores: list[tuple[tuple[RGB, str], str, int]] = field(default_factory=list)
    t: float = 0.0

    @property
    def caption(self) -> str:
        return i18n.text(self.message)


@dataclass
class ShowBatch(Batch):
    """The shows of one action, played one by one, each held once shown."""

    shows: list[Show] = field(default_factory=list)
    show_time: float = SHOW_SECONDS
    index: int = 0

    @property
    def current(self) -> Show | None:
        return self.shows[self.index] if self.index < len(self.shows) else None

    def advance(self, dt: float) -> bool:
        show = self.current
        if show is None:
            return True
        if show.t < 1.0:
            show.t = min(1.0, show.t + dt / max(1e-6, self.show_time))
            return False
        if self.stays(dt):
            return False
        self.index += 1
        return False


def shows_for(events: Sequence[Event], view: TroyesState, viewer: int | None) -> list[Show]:
    """The shows of one action's events as ``viewer`` may see them (the view is the one
    from after the action). The dice rolled into every district at the start of a round
    make one show; each other revealing event makes its own."""
    out: list[Show] = []
    names = tell(view)
    rolled: list[tuple[tuple[RGB, str] | None, tuple[tuple[str, int], ...]]] = []
    at = -1  # where the dice rolled come, among the shows (in the events' order)
    for e in events:
        if e.visible_to is not None and viewer not in e.visible_to:
            continue
        if isinstance(e, ev.Rolled):
            at = len(out) if at < 0 else at
            rolled.append((look_of(view, e.seat), tuple((str(d[1]), int(d[2])) for d in e.dice)))
            continue
        show = _show(e, view, names)
        if show is not None:
            out.append(show)
    if rolled:
        out.insert(at, Show(m("troyes.ui.reveal.rolled"), dice=rolled))
    return out


def _show(e: Event, view: TroyesState, names: ev.Tell) -> Show | None:
    data = view.data
    if isinstance(e, ev.Revealed):
        return Show(
            m("troyes.ui.reveal.revealed", n=len(e.cards)),
            cards=[("activity", c) for c in e.cards if c in data.activities],
        )
    if isinstance(e, ev.EventDrawn):
        return Show(e.message(names), cards=[("event", e.card)])
    if isinstance(e, ev.BlackRolled):
        if not e.values:
            return Show(e.message(names))
        return Show(e.message(names), dice=[(None, tuple(("black", v) for v in e.values))])
    if isinstance(e, ev.Countered):
        return Show(
            e.message(names),
            dice=[
                (None, tuple(("black", v) for v in e.black)),
                (look_of(view, e.seat), tuple((str(d[0]), int(d[1])) for d in e.dice)),
            ],
        )
    if isinstance(e, ev.EventCountered):
        return Show(e.message(names), cards=[("event", e.card)])
    if isinstance(e, ev.Rerolled):
        return Show(e.message(names), dice=[(look_of(view, e.seat), ((e.colour, e.old), (e.colour, e.new)))])
    if isinstance(e, ev.Flipped):
        return Show(e.message(names), dice=[(look_of(view, e.seat), tuple((str(d[1]), int(d[3])) for d in e.dice))])
    if isinstance(e, ev.MercenaryRolled):
        return Show(e.message(names), dice=[(look_of(view, e.seat), (("white", e.value),))])
    if isinstance(e, ev.Scored):
        return None  # the scores come together, with the end (GameEnded)
    if isinstance(e, ev.GameEnded):
        rows = []
        scores = [(s, sc.total) for s, sc in enumerate(view.final)] or [(s, p.vp) for s, p in enumerate(view.players)]
        for seat, total in sorted(scores, key=lambda x: -x[1]):
            rows.append((look_of(view, seat), owner_name(view, seat), total))
        return Show(e.message(names), scores=rows)
    return None


def draw_show(surface: pygame.Surface, theme: Theme, view: TroyesState, area: pygame.Rect, show: Show) -> pygame.Rect:
    """``show`` in an ornate plaque in the upper part of ``area``: its dice tumbling then
    settling, its cards turning over, its score lines, and its caption under them;
    returns the plaque."""
    t = theme
    c = t.colors
    data = view.data
    die = t.px(40)
    gap = t.px(8)
    mark = t.px(26)
    card_w = t.px(110) if len(show.cards) <= 3 else t.px(80)
    card_h = round(card_w * cards.CARD_RATIO)
    cap_w = min(area.width - t.px(40), t.px(560))
    lines = t.wrap(show.caption, "body_bold", cap_w - t.px(40))
    text_h = len(lines) * t.line_height("body_bold")
    widths = [max((t.text_size(line, "body_bold")[0] for line in lines), default=0) + t.px(56)]
    art_h = 0
    if show.dice:
        for look, dice in show.dice:
            widths.append((mark + gap if look else 0) + len(dice) * (die + gap) + t.px(48))
        art_h += len(show.dice) * (die + gap)
    if show.cards:
        widths.append(len(show.cards) * (card_w + gap) + t.px(48))
        art_h += card_h + gap
    if show.scores:
        art_h += len(show.scores) * t.line_height("body_bold") + gap
    width = min(area.width - t.px(16), max(widths))
    height = art_h + text_h + t.px(40)
    rect = pygame.Rect(0, 0, width, height)
    rect.midtop = (area.centerx, area.top + t.px(24))
    appear = min(1.0, show.t / 0.15)
    rect.y -= round((1 - appear) * t.px(30))
    t.draw_panel(surface, rect, ornate=True)
    y = rect.top + t.px(18)
    rolling = show.t < 0.5
    rng = random.Random(int(show.t * 30))
    for look, dice in show.dice:
        row_w = (mark + gap if look else 0) + len(dice) * (die + gap) - gap
        x = rect.centerx - row_w // 2
        if look is not None:
            surface.blit(marker(*look, mark), (x, y + (die - mark) // 2))
            x += mark + gap
        for colour, value in dice:
            face = rng.randint(1, 6) if rolling else value
            r = pygame.Rect(x, y, die, die)
            if rolling:
                r = r.move(0, round(math.sin(show.t * 40 + x) * t.px(4)))
            draw_die(surface, t, r, colour, face)
            x += die + gap
        y += die + gap
    if show.cards:
        turn = min(1.0, show.t / 0.4)
        x = rect.centerx - (len(show.cards) * (card_w + gap) - gap) // 2
        for kind, card in show.cards:
            w = max(2, round(card_w * abs(math.cos(math.pi * (1 - turn) / 2))))
            sheet = pygame.Surface((card_w, card_h), pygame.SRCALPHA)
            full = sheet.get_rect()
            if turn < 0.5:
                cards.draw_back(sheet, t, full, kind)
            elif kind == "activity" and card in data.activities:
                cards.draw_activity(sheet, t, full, data.activities[card])
            elif kind == "event" and (card in data.events or card == data.marauding.id):
                cards.draw_event(sheet, t, full, data.event(card))
            elif kind == "character" and card in data.characters:
                cards.draw_character(sheet, t, full, data.characters[card])
            else:
                cards.draw_back(sheet, t, full, kind)
            img = pygame.transform.smoothscale(sheet, (w, card_h)) if w != card_w else sheet
            surface.blit(img, img.get_rect(midtop=(x + card_w // 2, y)))
            x += card_w + gap
        y += card_h + gap
    if show.scores:
        line_h = t.line_height("body_bold")
        for look, name, total in show.scores:
            surface.blit(marker(*look, t.px(20)), (rect.left + t.px(40), y + (line_h - t.px(20)) // 2))
            t.blit_text(surface, name, (rect.left + t.px(68), y), "body_bold", c.ink)
            t.blit_text(
                surface,
                i18n.t("troyes.ui.reveal.points", n=total),
                (rect.right - t.px(40), y),
                "body_bold",
                c.rubric,
                "topright",
            )
            y += line_h
        y += gap
    for line in lines:
        t.blit_text(surface, line, (rect.centerx, y), "body_bold", c.ink, "midtop")
        y += t.line_height("body_bold")
    return rect


def looks(view: TroyesState) -> list[Any]:
    """Each seat's look, in seat order (for callers that draw markers)."""
    return [look_of(view, s) for s in range(view.seats)]


__all__ = ["SHOW_SECONDS", "Show", "ShowBatch", "draw_show", "looks", "shows_for"]
