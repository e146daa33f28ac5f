"""What Troyes' events show at the table: the dice rolled into the districts, the
activity cards turned up, the event cards drawn, the black dice, each family's counter,
an event countered with its awards, a die rerolled or turned over, the Mercenary's roll,
and the final scores.

``shows_for(events, view, viewer)`` makes the ``Show``s of one action's events; each is
a part of the shell's panel of reveals (``game.ui.pacing.RevealPart``): the table shows
all the shows of a move together in one panel, held until a person goes on. A show
draws its dice tumbling at first and its cards turning over, then its caption.
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
from game.games.troyes.rules.data import TroyesData
from game.games.troyes.rules.state import TroyesState
from game.games.troyes.ui.render import cards
from game.games.troyes.ui.render.board import look_of, owner_name
from game.games.troyes.ui.render.dice import draw_die
from game.ui.render.markers import marker
from game.ui.theme import Theme

RGB = tuple[int, int, int]
#: design pixels: a die's side, the gap between things, a family's marker by its dice
DIE, GAP, MARK = 40, 8, 26


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
    #: the game's cards, to draw them
    data: TroyesData | None = field(default=None, repr=False)

    @property
    def caption(self) -> str:
        return i18n.text(self.message)

    # As a part of the panel of reveals ---------------------------------------------
    def _card_width(self, theme: Theme) -> int:
        return theme.px(110) if len(self.cards) <= 3 else theme.px(80)

    def _lines(self, theme: Theme, width: int) -> list[str]:
        return theme.wrap(self.caption, "body_bold", width)

    def size(self, theme: Theme, width: int) -> tuple[int, int]:
        t = theme
        die, gap, mark = t.px(DIE), t.px(GAP), t.px(MARK)
        card_w = self._card_width(t)
        card_h = round(card_w * cards.CARD_RATIO)
        lines = self._lines(t, width)
        widths = [max((t.text_size(line, "body_bold")[0] for line in lines), default=0)]
        height = len(lines) * t.line_height("body_bold")
        for look, dice in self.dice:
            widths.append((mark + gap if look else 0) + len(dice) * (die + gap) - gap)
            height += die + gap
        if self.cards:
            widths.append(len(self.cards) * (card_w + gap) - gap)
            height += card_h + gap
        if self.scores:
            widths.append(t.px(300))
            height += len(self.scores) * t.line_height("body_bold") + gap
        return min(width, max(widths)), height

    def draw(self, surface: pygame.Surface, theme: Theme, rect: pygame.Rect, t: float) -> None:
        """The dice tumbling then settling, the cards turning over, the score lines, and
        the caption under them, in ``rect``."""
        th = theme
        c = th.colors
        die, gap, mark = th.px(DIE), th.px(GAP), th.px(MARK)
        card_w = self._card_width(th)
        card_h = round(card_w * cards.CARD_RATIO)
        y = rect.top
        rolling = t < 0.5
        rng = random.Random(int(t * 30))
        for look, dice in self.dice:
            row_w = (mark + gap if look else 0) + len(dice) * (die + gap) - gap
            x = rect.centerx - row_w // 2
            if look is not None:
                surface.blit(marker(*look, mark), (x, y + (die - mark) // 2))
                x += mark + gap
            for colour, value in dice:
                face = rng.randint(1, 6) if rolling else value
                r = pygame.Rect(x, y, die, die)
                if rolling:
                    r = r.move(0, round(math.sin(t * 40 + x) * th.px(4)))
                draw_die(surface, th, r, colour, face)
                x += die + gap
            y += die + gap
        if self.cards:
            turn = min(1.0, t / 0.4)
            x = rect.centerx - (len(self.cards) * (card_w + gap) - gap) // 2
            for kind, card in self.cards:
                w = max(2, round(card_w * abs(math.cos(math.pi * (1 - turn) / 2))))
                sheet = pygame.Surface((card_w, card_h), pygame.SRCALPHA)
                _draw_card(sheet, th, sheet.get_rect(), kind, card, self.data, face=turn >= 0.5)
                img = pygame.transform.smoothscale(sheet, (w, card_h)) if w != card_w else sheet
                surface.blit(img, img.get_rect(midtop=(x + card_w // 2, y)))
                x += card_w + gap
            y += card_h + gap
        if self.scores:
            line_h = th.line_height("body_bold")
            for look, name, total in self.scores:
                surface.blit(marker(*look, th.px(20)), (rect.left, y + (line_h - th.px(20)) // 2))
                th.blit_text(surface, name, (rect.left + th.px(28), y), "body_bold", c.ink)
                points = i18n.t("troyes.ui.reveal.points", n=total)
                th.blit_text(surface, points, (rect.right, y), "body_bold", c.rubric, "topright")
                y += line_h
            y += gap
        for line in self._lines(th, rect.width):
            th.blit_text(surface, line, (rect.centerx, y), "body_bold", c.ink, "midtop")
            y += th.line_height("body_bold")


def _draw_card(
    sheet: pygame.Surface, theme: Theme, rect: pygame.Rect, kind: str, card: str, data: TroyesData | None, face: bool
) -> None:
    """A card of ``kind`` on ``sheet``: its face once turned, else its back."""
    if face and data is not None:
        if kind == "activity" and card in data.activities:
            cards.draw_activity(sheet, theme, rect, data.activities[card])
            return
        if kind == "event" and (card in data.events or card == data.marauding.id):
            cards.draw_event(sheet, theme, rect, data.event(card))
            return
        if kind == "character" and card in data.characters:
            cards.draw_character(sheet, theme, rect, data.characters[card])
            return
    cards.draw_back(sheet, theme, rect, kind)


def shows_for(events: Sequence[Event], view: TroyesState, viewer: int | None) -> list[Show]:
    """The shows of one action's events as ``viewer`` may see them (the view is the one
    from after the action): what they reveal, and the final scores. The dice rolled
    into every district at the start of a round make one show; each other revealing
    event makes its own. (A counter, a die turned over or an event countered are no
    reveal: the board lights them, and the list of moves tells them.)"""
    out: list[Show] = []
    names = tell(view)
    rolled: list[tuple[tuple[RGB, str] | None, tuple[tuple[str, int], ...]]] = []
    at = -1  # where the dice rolled come, among the shows (in the events' order)
    for e in events:
        if e.visible_to is not None and viewer not in e.visible_to:
            continue
        if not e.reveals and not isinstance(e, ev.GameEnded):
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
    for show in out:
        show.data = view.data
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


def looks(view: TroyesState) -> list[Any]:
    """Each seat's look, in seat order (for callers that draw markers)."""
    return [look_of(view, s) for s in range(view.seats)]


__all__ = ["Show", "looks", "shows_for"]
