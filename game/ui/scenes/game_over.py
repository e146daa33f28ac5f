"""The end of the game: who won, each seat's points and where they came from.

Shown over the final table once the rules give an outcome. "See the board" (or
Escape) closes it to look at the final board and the chronicle; the game menu's "The
result" opens it again. The frame is the shell's;
the score sheet is the game's (``GameUI.score_sheet``: its headline, and per seat the
points and their sources), or, for a game without one, the winners and no points.
Everything here is public at the table, so every seat may read it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.ui import seats
from game.ui.controller import Controller
from game.ui.plugin import ChartSeries, ScoreSheet, SeatScore
from game.ui.render import icons
from game.ui.scenes.base import WidgetScene
from game.ui.widgets.button import Button

if TYPE_CHECKING:
    from game.ui.app import App

MAX_SOURCE_LINES = 3
#: the width of the chart beside the rows, in design pixels, when the sheet has one
CHART_WIDTH = 360


def nice_step(top: int, lines: int = 5) -> int:
    """A round step for the chart's grid (1, 2, 5, 10, 20, 25, 50 ...) giving at most
    about ``lines`` lines up to ``top``."""
    top = max(1, top)
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if top / step <= lines:
            return step
    return max(1, top // lines)


def plain_headline(names: list[str], winners: tuple[int, ...], rounds: int) -> str:
    """ "Anne wins", "Anne and Bob share the victory" or "No winner after 8 rounds"."""
    won = [names[s] for s in winners if 0 <= s < len(names)]
    if not won:
        return i18n.t("core.game_over.no_winner", n=rounds)
    if len(won) == 1:
        return i18n.t("core.game_over.wins", name=won[0])
    return i18n.t("core.game_over.share", names=i18n.words(won))


def plain_score_sheet(controller: Controller) -> ScoreSheet:
    """The sheet of a game that counts no points: the winners first."""
    rules, state = controller.rules, controller.state
    outcome = rules.outcome(state)
    winners = tuple(outcome.winners) if outcome is not None else ()
    names = controller.seat_names()
    rounds = rules.progress(state)[0]
    config = controller.record.config.seats
    rows = [
        SeatScore(
            s,
            names[s],
            config[s].color,
            controller.is_ai(s),
            None,
            (),
            s in winners,
            i18n.m("core.game_over.seat_wins", name=names[s])
            if s in winners
            else i18n.m("core.game_over.seat_loses", name=names[s]),
        )
        for s in range(controller.seats)
    ]
    rows.sort(key=lambda r: (not r.winner, r.seat))
    headline = plain_headline(names, winners, rounds) if outcome is not None else i18n.m("core.game_over.goes_on")
    return ScoreSheet(headline, outcome.reason if outcome is not None else "", rounds, tuple(rows))


class GameOverScene(WidgetScene):
    """Drawn over the final board; See the board, Back to title or New game."""

    opaque = False
    title = i18n.m("core.game_over.title")

    def __init__(self, app: App, game: Any) -> None:
        super().__init__(app)
        self.game = game
        controller: Controller = game.controller
        self.ui = app.game_ui(controller.game.id)
        self.score_sheet = (self.ui.score_sheet or plain_score_sheet)(controller)
        self.scores = list(self.score_sheet.rows)
        self.has_winner = any(score.winner for score in self.scores)
        self.colours = seats.by_id(controller.game.seat_colours(controller.data))
        self.sheet = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[SeatScore, pygame.Rect, list[str]]] = []
        self.reason_lines: list[str] = [""]
        #: where the chart is drawn (empty: the sheet has none, or no room for it)
        self.chart_rect = pygame.Rect(0, 0, 0, 0)

    @property
    def heading(self) -> str:
        """The sheet's headline, in words now."""
        return i18n.text(self.score_sheet.headline)

    def enter(self) -> None:
        self.app.tooltip.hide()
        super().enter()

    def on_escape(self) -> None:
        """Escape closes the sheet, to look at the final board."""
        self.app.back()

    def build(self) -> None:
        t = self.theme
        w, h = self.size
        charted = bool(self.score_sheet.chart) and w >= t.px(1000)
        chart_w = t.px(CHART_WIDTH) if charted else 0
        chart_gap = t.px(24) if charted else 0
        sheet_w = min(w - t.px(60), t.px(900) + chart_w + chart_gap)
        reason = i18n.text(self.score_sheet.reason)
        shown = reason and reason.rstrip(".") != self.heading  # "No winner after 8 rounds" says it all
        self.reason_lines = t.wrap(reason, "italic", sheet_w - t.px(80)) if shown else [""]
        rows_w = sheet_w - 2 * t.px(40) - chart_w - chart_gap
        text_w = rows_w - t.px(56) - t.px(150)
        every = {
            score.seat: t.wrap(text, "small", text_w) if text else []
            for score in self.scores
            for text in [i18n.semicolons(score.sources) if score.sources else i18n.text(self.score_sheet.no_points)]
        }
        self.rows = []
        heights = []

        def row_height(lines: list[str]) -> int:
            return int(max(t.px(48), t.line_height("body_bold") + len(lines) * t.line_height("small") + t.px(12)))

        # Every title a family holds, unless the window is too low for them all: then a
        # few lines each (as many as fit, at most MAX_SOURCE_LINES), the rest in the
        # row's tooltip.
        head = (
            t.px(28)
            + t.line_height("display")
            + t.px(4)
            + len(self.reason_lines) * t.line_height("italic")
            + t.px(6)
            + t.line_height("small")
            + t.px(22)
        )
        button_h = t.px(46)
        fixed = head + t.px(24) + button_h + t.px(30)  # the sheet but its rows

        def rows_height(cap: int | None) -> int:
            rows = sum(row_height(lines[:cap] if cap else lines) + t.px(6) for lines in every.values())
            return int(max(rows, t.px(230) if charted else 0))

        cap = None
        if fixed + rows_height(None) > h - t.px(30):
            cap = next((c for c in range(MAX_SOURCE_LINES, 1, -1) if fixed + rows_height(c) <= h - t.px(30)), 1)
        for score in self.scores:
            wrapped = every[score.seat]
            if cap is not None and len(wrapped) > cap:
                wrapped = wrapped[:cap]
                wrapped[-1] = t.ellipsize(wrapped[-1] + " …", "small", text_w)
            row_h = row_height(wrapped)
            heights.append(row_h)
            self.rows.append((score, pygame.Rect(0, 0, rows_w, row_h), wrapped))
        body = max(sum(heights) + t.px(6) * len(heights), t.px(230) if charted else 0)
        sheet_h = min(h - t.px(30), head + body + t.px(24) + button_h + t.px(30))
        self.sheet = pygame.Rect(0, 0, sheet_w, sheet_h)
        self.sheet.center = (w // 2, h // 2)
        y = self.sheet.top + head
        for _, rect, _ in self.rows:
            rect.topleft = (self.sheet.left + t.px(40), y)
            y += rect.height + t.px(6)
        self.chart_rect = pygame.Rect(0, 0, 0, 0)
        if charted:
            bottom = self.sheet.bottom - t.px(28) - button_h - t.px(18)
            top = self.sheet.top + head
            self.chart_rect = pygame.Rect(self.sheet.right - t.px(40) - chart_w, top, chart_w, max(0, bottom - top))
        new_game = Button(
            t,
            i18n.t("core.title.new_game"),
            self.new_game,
            pygame.Rect(0, 0, t.px(220), button_h),
            primary=True,
            icon="quill",
            shortcut=pygame.K_n,
            tooltip=i18n.t("core.game_over.new_game_tip"),
        )
        to_title = Button(
            t,
            i18n.t("core.game_over.to_title"),
            self.app.to_title,
            pygame.Rect(0, 0, t.px(220), button_h),
            icon="back",
            shortcut=pygame.K_t,
            tooltip=i18n.t("core.game_over.to_title_tip"),
        )
        board = Button(
            t,
            i18n.t("core.game_over.see_board"),
            self.app.back,
            pygame.Rect(0, 0, t.px(220), button_h),
            icon="fit",
            shortcut=pygame.K_b,
            tooltip=i18n.t("core.game_over.see_board_tip"),
        )
        new_game.rect.bottomright = (self.sheet.right - t.px(40), self.sheet.bottom - t.px(28))
        to_title.rect.bottomright = (new_game.rect.left - t.px(14), new_game.rect.bottom)
        board.rect.bottomright = (to_title.rect.left - t.px(14), new_game.rect.bottom)
        if board.rect.left < self.sheet.left + t.px(20):  # a narrow window: the three share the width
            gap = t.px(10)
            each = (self.sheet.width - 2 * t.px(30) - 2 * gap) // 3
            for i, b in enumerate((board, to_title, new_game)):
                b.rect.width = each
                b.rect.left = self.sheet.left + t.px(30) + i * (each + gap)
        self.group.add(board, to_title, new_game)
        self.group.set_focus(new_game)

    def new_game(self) -> None:
        self.app.to_title()
        self.app.open_with_data("setup")

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for score, rect, _ in self.rows:
            if rect.collidepoint(pos) and score.tooltip:
                return i18n.text(score.tooltip)
        return super().tooltip_at(pos)

    def draw_background(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        t.draw_dim(surface, 140)
        sheet = self.sheet
        t.draw_panel(surface, sheet)
        y = sheet.top + t.px(28)
        if self.has_winner:
            crown = icons.icon("crown", t.px(44))
            surface.blit(crown, crown.get_rect(midright=(sheet.left + t.px(96), y + t.line_height("display") // 2)))
            surface.blit(crown, crown.get_rect(midleft=(sheet.right - t.px(96), y + t.line_height("display") // 2)))
        heading = self.heading
        size = t.fit_px(heading, "display", sheet.width - t.px(220), 0.5)
        rect = t.blit_text(surface, heading, (sheet.centerx, y), "display", c.rubric, "midtop", px=size)
        y = rect.bottom + t.px(4)
        for line in self.reason_lines:
            t.blit_text(surface, line, (sheet.centerx, y), "italic", c.ink_soft, "midtop")
            y += t.line_height("italic")
        y += t.px(6)
        rounds = self.score_sheet.rounds
        t.blit_text(
            surface,
            i18n.t("core.game_over.rounds_played", rounds=rounds),
            (sheet.centerx, y),
            "small",
            c.ink_soft,
            "midtop",
        )
        for score, row, lines in self.rows:
            self._draw_row(surface, score, row, lines)
        if self.chart_rect.height >= t.px(120):
            self._draw_chart(surface, self.chart_rect)

    def chart_ceiling(self) -> int:
        """The value at the top of the chart: the most points, up to a round step."""
        top = max(1, max(max(series.points, default=0) for series in self.score_sheet.chart))
        step = nice_step(top)
        return -(-top // step) * step

    def plot_area(self, box: pygame.Rect) -> pygame.Rect:
        """Where the chart's lines go inside its ``box``: below the title, right of the
        values, above the steps' names."""
        t = self.theme
        y = box.top + t.px(8)
        if i18n.text(self.score_sheet.chart_title):
            y += t.line_height("small_bold") + t.px(6)
        label_w = t.text_size(str(self.chart_ceiling()), "small")[0] + t.px(8)
        return pygame.Rect(
            box.left + t.px(12) + label_w,
            y + t.px(8),
            box.width - t.px(28) - label_w,
            box.bottom - y - t.px(16) - t.line_height("small") - t.px(6),
        )

    def chart_points(self, area: pygame.Rect | None = None) -> list[tuple[ChartSeries, list[tuple[int, int]]]]:
        """Where each series' points fall (left to right) in the plot ``area`` (by
        default the chart's own, ``plot_area(chart_rect)``), a marker's half-width in
        from its sides."""
        chart = self.score_sheet.chart
        if area is None:
            area = self.plot_area(self.chart_rect)
        area = area.inflate(-max(8, self.theme.px(14)), 0)
        steps = max(len(series.points) for series in chart)
        ceiling = self.chart_ceiling()
        out = []
        for series in chart:
            points = []
            for i, value in enumerate(series.points):
                x = area.left + (area.width * i // max(1, steps - 1) if steps > 1 else area.width // 2)
                y = area.bottom - round(area.height * max(0, value) / ceiling)
                points.append((x, y))
            out.append((series, points))
        return out

    def _draw_chart(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Each seat's points round by round: a line in its colour, its shape at each step."""
        t = self.theme
        c = t.colors
        pygame.draw.rect(surface, c.parchment_light, box, border_radius=t.px(6))
        pygame.draw.rect(surface, c.parchment_edge, box, 1, border_radius=t.px(6))
        title = i18n.text(self.score_sheet.chart_title)
        if title:
            title = t.ellipsize(title, "small_bold", box.width - t.px(16))
            t.blit_text(surface, title, (box.centerx, box.top + t.px(8)), "small_bold", c.ink, "midtop")
        area = self.plot_area(box)
        ceiling = self.chart_ceiling()
        step = nice_step(ceiling)
        if area.width < t.px(60) or area.height < t.px(50):
            return
        for value in range(0, ceiling + 1, step):
            gy = area.bottom - round(area.height * value / ceiling)
            pygame.draw.line(surface, c.parchment_dark, (area.left, gy), (area.right, gy), 1)
            t.blit_text(surface, str(value), (area.left - t.px(6), gy), "small", c.ink_soft, "midright")
        pygame.draw.line(surface, c.ink_soft, area.bottomleft, area.topleft, max(1, t.px(1)))
        pygame.draw.line(surface, c.ink_soft, area.bottomleft, area.bottomright, max(1, t.px(1)))
        mark = max(8, t.px(14))
        placed = self.chart_points(area)
        steps = [i18n.text(s) for s in self.score_sheet.chart_steps]
        if placed and steps:
            xs = [x for x, _ in placed[0][1]]
            last_right = -1
            for i, (x, label) in enumerate(zip(xs, steps, strict=False)):
                size = t.text_size(label, "small")[0]
                if x - size // 2 <= last_right + t.px(4) and i != len(xs) - 1:
                    continue  # crowded: every other label
                rect = t.blit_text(surface, label, (x, area.bottom + t.px(4)), "small", c.ink_soft, "midtop")
                last_right = rect.right
        # a line no seat colour stands for (a solo game's opponent) is named in a corner
        legend_y = area.top + t.px(2)
        for series, _ in placed:
            if series.colour in self.colours:
                continue
            name = t.ellipsize(i18n.text(series.name), "small", area.width // 2)
            x0 = area.left + t.px(10)
            for k in range(0, t.px(24), t.px(6)):
                pygame.draw.line(
                    surface, c.ink_soft, (x0 + k, legend_y + t.px(8)), (x0 + k + t.px(3), legend_y + t.px(8)), 2
                )
            t.blit_text(surface, name, (x0 + t.px(30), legend_y), "small", c.ink_soft)
            legend_y += t.line_height("small")
        for series, points in placed:
            colour = self.colours.get(series.colour)
            rgb = seats.style(colour)[0] if colour is not None else c.ink_soft
            width = max(2, t.px(3))
            if len(points) > 1:
                if colour is None:  # dashed
                    for a, b in zip(points, points[1:]):
                        for k in range(0, 10, 2):
                            p = (a[0] + (b[0] - a[0]) * k / 10, a[1] + (b[1] - a[1]) * k / 10)
                            q = (a[0] + (b[0] - a[0]) * (k + 1) / 10, a[1] + (b[1] - a[1]) * (k + 1) / 10)
                            pygame.draw.line(surface, rgb, p, q, width)
                else:
                    pygame.draw.lines(surface, c.ink, False, points, width + 2)
                    pygame.draw.lines(surface, rgb, False, points, width)
            for point in points:
                if colour is None:
                    pygame.draw.circle(surface, c.parchment_light, point, mark // 3)
                    pygame.draw.circle(surface, rgb, point, mark // 3, max(1, t.px(2)))
                else:
                    seats.draw_seat(
                        self.ui, surface, pygame.Rect(point[0] - mark // 2, point[1] - mark // 2, mark, mark), colour
                    )

    def _draw_row(self, surface: pygame.Surface, score: SeatScore, row: pygame.Rect, lines: list[str]) -> None:
        t = self.theme
        c = t.colors
        if score.winner:
            pygame.draw.rect(surface, c.parchment_light, row, border_radius=t.px(6))
            pygame.draw.rect(surface, c.gold, row, max(2, t.px(2)), border_radius=t.px(6))
        else:
            pygame.draw.line(surface, c.parchment_dark, (row.left, row.bottom), (row.right, row.bottom))
        colour = self.colours.get(score.colour)
        badge = pygame.Rect(0, 0, t.px(38), t.px(38))
        badge.midleft = (row.left + t.px(10), row.centery)
        if colour is not None:
            seats.draw_seat(self.ui, surface, badge, colour)
        x = badge.right + t.px(14)
        y = row.top + t.px(6)
        name = i18n.text(score.name)
        if score.ai:
            name = i18n.t("core.game_over.ai_name", name=name)
        if score.winner:
            name = i18n.t("core.game_over.victorious", name=name)
        t.blit_text(
            surface,
            name,
            (x, y),
            "body_bold",
            c.rubric_dark if score.winner else c.ink,
            px=t.fit_px(name, "body_bold", row.width - t.px(200), 0.6),  # a long name: smaller, not cut
        )
        y += t.line_height("body_bold")
        for line in lines:
            t.blit_text(surface, line, (x, y), "small", c.ink_soft if score.sources else c.ink_faded)
            y += t.line_height("small")
        if score.points is None:
            return
        points = str(score.points)
        rect = t.blit_text(
            surface,
            points,
            (row.right - t.px(60), row.centery),
            "display",
            c.rubric if score.winner else c.ink,
            "midright",
        )
        if self.score_sheet.points_label:
            t.blit_text(
                surface,
                i18n.text(self.score_sheet.points_label),
                (rect.right + t.px(6), rect.bottom - t.px(10)),
                "small_bold",
                c.ink_soft,
                "bottomleft",
            )
