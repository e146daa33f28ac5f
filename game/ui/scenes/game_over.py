"""The end of the game: who won, each family's victory points and where they came from.

Shown over the final board when ``controller.state.outcome`` is set. Everything here is
public at the table (titles and points), so every seat may read it. Victory points
come from fief titles today (7.0); when the King, the Pope and the bishops arrive with
elections, any points not explained by fief titles are still counted, in one line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.games.fief.rules import marriage
from game.games.fief.rules.control import victory_points
from game.games.fief.rules.engine import names_for
from game.ui.render.markers import draw_marker
from game.ui.scenes.base import WidgetScene
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.games.fief.rules.state import State
    from game.ui.app import App

MAX_SOURCE_LINES = 3


@dataclass(frozen=True)
class FamilyScore:
    seat: int
    name: str
    colour: str  # family colour id
    ai: bool
    points: int
    sources: tuple[str, ...]  # "Fief of Blaye, held by Guy de Laval": one point each
    winner: bool


def scores(state: "State", ai_seats: set[int] | None = None) -> list[FamilyScore]:
    """Every family's points with their sources, winners first, then by points."""
    names = names_for(state)
    points = victory_points(state)
    winners = set(state.outcome.winners) if state.outcome is not None else set()
    sources: dict[int, list[str]] = {seat: [] for seat in range(state.n)}
    for fief, holder in sorted(state.fief_titles.items()):
        if holder:
            lord = state.lords[holder]
            sources[lord.family].append(f"{names.fief(fief)}, held by {names.lord(holder)}")
    for title, crowned in (("King", state.king), ("Pope", state.pope)):
        if crowned and crowned in state.lords:
            sources[state.lords[crowned].family].append(f"{names.lord(crowned)}, {title}")
    result = []
    for seat, family in enumerate(state.families):
        lines = sources[seat]
        rest = points[seat] - len(lines)
        if rest > 0:
            lines.append(f"{rest} point{'s' if rest != 1 else ''} from other titles")
        result.append(FamilyScore(seat, family.name, family.color, seat in (ai_seats or set()), points[seat],
                                  tuple(lines), seat in winners))
    result.sort(key=lambda s: (not s.winner, -s.points, s.seat))
    return result


def headline(state: "State") -> str:
    """"Anne wins", "Anne and Bob win as allies" (7.2), "Anne and Bob share the victory"
    (a tie on every count) or "No winner after 40 rounds"."""
    outcome = state.outcome
    if outcome is None:
        return "The game goes on"
    winners = [state.families[s].name for s in outcome.winners]
    if not winners:
        return f"No winner after {state.round} round{'s' if state.round != 1 else ''}"
    if len(winners) == 1:
        return f"{winners[0]} wins"
    if len(winners) == 2 and marriage.ally(state, outcome.winners[0]) == outcome.winners[1]:
        return f"{winners[0]} and {winners[1]} win as allies"
    return f"{', '.join(winners[:-1])} and {winners[-1]} share the victory"


class GameOverScene(WidgetScene):
    """Drawn over the final board; Back to title or New game."""

    opaque = False
    title = "The game is over"

    def __init__(self, app: "App", game: Any) -> None:
        super().__init__(app)
        self.game = game
        state = game.controller.state
        self.state = state
        ai = {s for s in range(state.n) if game.controller.is_ai(s)}
        self.scores = scores(state, ai)
        self.heading = headline(state)
        self.families = {f.id: f for f in game.controller.data.families}
        self.sheet = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[FamilyScore, pygame.Rect, list[str]]] = []

    def enter(self) -> None:
        self.app.tooltip.hide()
        super().enter()

    def on_escape(self) -> None:
        """Escape does nothing here: the two buttons say where to go."""

    def build(self) -> None:
        t = self.theme
        w, h = self.size
        sheet_w = min(w - t.px(60), t.px(900))
        text_w = sheet_w - 2 * t.px(40) - t.px(56) - t.px(150)
        self.rows = []
        heights = []
        for score in self.scores:
            lines = ["; ".join(score.sources)] if score.sources else ["No victory points."]
            wrapped = t.wrap(lines[0], "small", text_w)
            if len(wrapped) > MAX_SOURCE_LINES:
                wrapped = wrapped[:MAX_SOURCE_LINES]
                wrapped[-1] = t.ellipsize(wrapped[-1] + " …", "small", text_w)
            row_h = max(t.px(48), t.line_height("body_bold") + len(wrapped) * t.line_height("small") + t.px(12))
            heights.append(row_h)
            self.rows.append((score, pygame.Rect(0, 0, sheet_w - 2 * t.px(40), row_h), wrapped))
        head = (t.px(28) + t.line_height("display") + t.px(4) + t.line_height("italic") + t.px(6)
                + t.line_height("small") + t.px(22))
        button_h = t.px(46)
        sheet_h = min(h - t.px(30), head + sum(heights) + t.px(6) * len(heights) + t.px(24) + button_h + t.px(30))
        self.sheet = pygame.Rect(0, 0, sheet_w, sheet_h)
        self.sheet.center = (w // 2, h // 2)
        y = self.sheet.top + head
        for _, rect, _ in self.rows:
            rect.topleft = (self.sheet.left + t.px(40), y)
            y += rect.height + t.px(6)
        new_game = Button(t, "New game", self.new_game, pygame.Rect(0, 0, t.px(220), button_h), primary=True, icon="quill",
                          shortcut=pygame.K_n, tooltip="Set up another game (N).")
        to_title = Button(t, "Back to title", self.app.to_title, pygame.Rect(0, 0, t.px(220), button_h), icon="back",
                          shortcut=pygame.K_t, tooltip="Return to the title screen (T).")
        new_game.rect.bottomright = (self.sheet.right - t.px(40), self.sheet.bottom - t.px(28))
        to_title.rect.bottomright = (new_game.rect.left - t.px(14), new_game.rect.bottom)
        self.group.add(to_title, new_game)
        self.group.set_focus(new_game)

    def new_game(self) -> None:
        self.app.to_title()
        self.app.open_with_data("setup")

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for score, rect, _ in self.rows:
            if rect.collidepoint(pos):
                points = f"{score.points} victory point{'s' if score.points != 1 else ''}"
                if score.sources:
                    return f"{score.name}: {points}, one for each fief title held (7.0): " + "; ".join(score.sources) + "."
                return f"{score.name}: no fief title, no victory points (7.0)."
        return super().tooltip_at(pos)

    def draw_background(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        t.draw_dim(surface, 140)
        sheet = self.sheet
        t.draw_panel(surface, sheet)
        y = sheet.top + t.px(28)
        crown = None
        if self.state.outcome is not None and self.state.outcome.winners:
            from game.ui.render import icons

            crown = icons.icon("crown", t.px(44))
            surface.blit(crown, crown.get_rect(midright=(sheet.left + t.px(96), y + t.line_height("display") // 2)))
            surface.blit(crown, crown.get_rect(midleft=(sheet.right - t.px(96), y + t.line_height("display") // 2)))
        heading = t.ellipsize(self.heading, "display", sheet.width - t.px(220))
        rect = t.blit_text(surface, heading, (sheet.centerx, y), "display", c.rubric, "midtop")
        y = rect.bottom + t.px(4)
        reason = self.state.outcome.reason if self.state.outcome is not None else ""
        if reason.rstrip(".") != self.heading:  # "No winner after 8 rounds" says it all
            t.blit_text(surface, t.ellipsize(reason, "italic", sheet.width - t.px(80)), (sheet.centerx, y), "italic",
                        c.ink_soft, "midtop")
        y += t.line_height("italic") + t.px(6)
        rounds = self.state.round
        t.blit_text(surface, f"Rounds played: {rounds}", (sheet.centerx, y), "small", c.ink_soft, "midtop")
        for score, row, lines in self.rows:
            self._draw_row(surface, score, row, lines)

    def _draw_row(self, surface: pygame.Surface, score: FamilyScore, row: pygame.Rect, lines: list[str]) -> None:
        t = self.theme
        c = t.colors
        if score.winner:
            pygame.draw.rect(surface, c.parchment_light, row, border_radius=t.px(6))
            pygame.draw.rect(surface, c.gold, row, max(2, t.px(2)), border_radius=t.px(6))
        else:
            pygame.draw.line(surface, c.parchment_dark, (row.left, row.bottom), (row.right, row.bottom))
        family = self.families.get(score.colour)
        badge = pygame.Rect(0, 0, t.px(38), t.px(38))
        badge.midleft = (row.left + t.px(10), row.centery)
        if family is not None:
            draw_marker(surface, badge, family.color, family.pattern)
        x = badge.right + t.px(14)
        y = row.top + t.px(6)
        name = score.name + ("  (AI)" if score.ai else "")
        if score.winner:
            name += "  — victorious"
        t.blit_text(surface, t.ellipsize(name, "body_bold", row.width - t.px(200)), (x, y), "body_bold",
                    c.rubric_dark if score.winner else c.ink)
        y += t.line_height("body_bold")
        for line in lines:
            t.blit_text(surface, line, (x, y), "small", c.ink_soft if score.sources else c.ink_faded)
            y += t.line_height("small")
        points = str(score.points)
        rect = t.blit_text(surface, points, (row.right - t.px(60), row.centery), "display", c.rubric if score.winner else c.ink,
                           "midright")
        t.blit_text(surface, "VP", (rect.right + t.px(6), rect.bottom - t.px(10)), "small_bold", c.ink_soft, "bottomleft")
