"""The board viewer: the map through the camera, with a legend. The game screen grows
from this scene.

Drag with the left or right mouse button (or hold the arrow keys) to pan; turn the
wheel or press +/- to zoom around the pointer; 0 or Home shows the whole map. Hover a
village to read about it; click it to select it and see its roads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.games.fief.rules.board import Village
from game.games.fief.rules.names import data_name
from game.games.fief.ui.render.board import BoardRenderer
from game.games.fief.ui.render.map_input import MapInput
from game.games.fief.ui.render.pieces import fief_kind_words
from game.ui.render.camera import Camera
from game.ui.render.markers import draw_marker, hex_to_rgb
from game.ui.scenes.base import WidgetScene
from game.ui.widgets.button import Button
from game.ui.widgets.scroll import ScrollView

if TYPE_CHECKING:
    from game.games.fief.rules.data import FiefData
    from game.games.fief.rules.state import GameConfig
    from game.ui.app import App


def describe_village(data: FiefData, village: Village) -> list[str]:
    """Lines about a village: its fief (and the fief's kind), bishopric and roads."""
    board = data.board
    fief = data_name(board.fiefs[village.fief])
    bishopric = data_name(board.bishoprics[village.bishopric])
    lines = []
    if village.principal:
        lines.append(i18n.t("fief.ui.board_viewer.principal", bishopric=bishopric))
    try:
        kind = data.fief_kind(village.fief)
        lines.append(
            i18n.t(
                "fief.ui.board_viewer.in_fief_kind",
                fief=fief,
                kind=fief_kind_words(kind.kind),
                n=len(board.fiefs[village.fief].villages),
                cost=data.fief_title_cost(village.fief),
            )
        )
    except (KeyError, ValueError):
        lines.append(i18n.t("fief.ui.board_viewer.in_fief", fief=fief))
    if not village.principal:
        lines.append(i18n.t("fief.ui.board_viewer.in_bishopric", bishopric=bishopric, number=village.bishopric))
    neighbours = [data_name(board.villages[n]) for n in board.neighbours.get(village.id, ())]
    if neighbours:
        lines.append(i18n.t("fief.ui.board_viewer.roads", villages=i18n.words(neighbours)))
    return lines


class Legend(ScrollView):
    """The side panel: the selected village, the families, the fiefs and bishoprics."""

    def __init__(self, scene: BoardViewerScene, rect: pygame.Rect) -> None:
        super().__init__(scene.theme, rect)
        self.scene = scene
        self.focusable = False

    def rows(self) -> list[tuple[str, Any]]:
        data = self.scene.data
        rows: list[tuple[str, Any]] = []
        selected = self.scene.selected
        if selected is not None:
            village = data.board.villages[selected]
            rows.append(("heading", i18n.text(data_name(village))))
            for line in describe_village(data, village):
                rows.append(("text", line))
            rows.append(("gap", None))
        if self.scene.config is not None:
            rows.append(("heading", i18n.t("fief.ui.board_viewer.at_the_table")))
            families = {f.id: f for f in data.families}
            for index, seat in enumerate(self.scene.config.seats):
                rows.append(("seat", (index, seat, families.get(seat.color))))
            rows.append(("gap", None))
        rows.append(("heading", i18n.t("fief.ui.board_viewer.fiefs")))
        for number in sorted(data.board.fiefs):
            rows.append(("fief", number))
        rows.append(("gap", None))
        rows.append(("heading", i18n.t("fief.ui.board_viewer.bishoprics")))
        for number in sorted(data.board.bishoprics):
            rows.append(("bishopric", number))
        return rows

    def _height(self, kind: str, payload: Any) -> int:
        t = self.theme
        if kind == "heading":
            return t.line_height("subheading") + t.px(6)
        if kind == "text":
            return len(t.wrap(payload, "small", self.view.width - t.px(10))) * t.line_height("small") + t.px(2)
        if kind == "gap":
            return t.px(12)
        return t.line_height("small") + t.px(10)

    def content_height(self) -> int:
        return sum(self._height(k, p) for k, p in self.rows())

    def draw_content(self, surface: pygame.Surface, view: pygame.Rect, offset: int) -> None:
        t = self.theme
        c = t.colors
        data = self.scene.data
        board = data.board
        y = view.top - offset
        for kind, payload in self.rows():
            h = self._height(kind, payload)
            if y + h < view.top or y > view.bottom:
                y += h
                continue
            row = pygame.Rect(view.left, y, view.width, h)
            if kind == "heading":
                rect = t.blit_text(surface, payload, (row.left, row.top), "subheading", c.rubric)
                pygame.draw.line(surface, c.ink_faded, (row.left, rect.bottom), (row.right - t.px(6), rect.bottom), 1)
            elif kind == "text":
                ly = row.top
                for line in t.wrap(payload, "small", view.width - t.px(10)):
                    t.blit_text(surface, line, (row.left + t.px(4), ly), "small", c.ink)
                    ly += t.line_height("small")
            elif kind == "seat":
                _index, seat, family = payload
                sw = pygame.Rect(row.left, row.top + t.px(3), t.px(20), t.px(20))
                if family is not None:
                    draw_marker(surface, sw, family.color, family.pattern)
                who = i18n.t("fief.ui.board_viewer.ai") if seat.kind == "ai" else i18n.t("fief.ui.board_viewer.human")
                name = t.ellipsize(f"{seat.name}", "small_bold", view.width - t.px(110))
                t.blit_text(surface, name, (sw.right + t.px(8), row.centery), "small_bold", c.ink, "midleft")
                t.blit_text(surface, who, (row.right - t.px(6), row.centery), "small_italic", c.ink_soft, "midright")
            elif kind == "fief":
                fief = board.fiefs[payload]
                sw = pygame.Rect(row.left, row.top + t.px(4), t.px(18), t.px(18))
                pygame.draw.rect(surface, hex_to_rgb(fief.color), sw, border_radius=t.px(3))
                pygame.draw.rect(surface, c.ink, sw, 1, border_radius=t.px(3))
                name = t.ellipsize(i18n.text(data_name(fief)), "small", view.width - t.px(80))
                t.blit_text(surface, name, (sw.right + t.px(8), row.centery), "small", c.ink, "midleft")
                try:
                    cost = i18n.t("fief.ui.board_viewer.cost", cost=data.fief_title_cost(payload))
                except (KeyError, ValueError):
                    cost = ""
                t.blit_text(surface, cost, (row.right - t.px(6), row.centery), "small_italic", c.ink_soft, "midright")
            elif kind == "bishopric":
                bishopric = board.bishoprics[payload]
                badge = (row.left + t.px(9), row.centery)
                pygame.draw.circle(surface, c.rubric, badge, t.px(9))
                t.blit_text(surface, str(payload), badge, "small_bold", c.parchment_light, "center")
                name = t.ellipsize(i18n.text(data_name(bishopric)), "small", view.width - t.px(40))
                t.blit_text(surface, name, (row.left + t.px(26), row.centery), "small", c.ink, "midleft")
            y += h


class BoardViewerScene(WidgetScene):
    #: The window's title while the board is shown (in the language of the moment).
    title = i18n.m("fief.ui.board_viewer.title")

    def __init__(self, app: App, config: GameConfig | None = None, seed: int | None = None) -> None:
        super().__init__(app)
        self.data: FiefData = app.game_data()
        self.config = config
        self.seed = seed
        self.renderer = BoardRenderer(self.data.board, app.theme)
        self.camera = Camera((self.data.board.width, self.data.board.height), pygame.Rect(0, 0, 100, 100))
        self.viewport = pygame.Rect(0, 0, 0, 0)
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.side = pygame.Rect(0, 0, 0, 0)
        self.hovered: str | None = None
        self.selected: str | None = None
        self.map_input = MapInput(
            camera=lambda: self.camera,
            viewport=lambda: self.viewport,
            group=self.group,
            pointer=lambda: self.app.mouse_pos,
            on_click=self._click_map,
            on_hover=self._update_hover,
        )
        self._camera_ready = False

    # Layout -----------------------------------------------------------------------
    def build(self) -> None:
        t = self.theme
        w, h = self.size
        margin = t.px(14)
        self.bar = pygame.Rect(margin, margin, w - 2 * margin, t.px(58))
        side_w = min(t.px(320), w // 4)
        self.side = pygame.Rect(
            w - margin - side_w, self.bar.bottom + t.px(12), side_w, h - self.bar.bottom - t.px(12) - margin
        )
        self.viewport = pygame.Rect(margin, self.side.top, self.side.left - t.px(14) - margin, self.side.height)
        if self._camera_ready:
            self.camera.set_viewport(self.viewport)
        else:
            self.camera = Camera((self.data.board.width, self.data.board.height), self.viewport)
            self._camera_ready = True
        bh = t.px(40)
        y = self.bar.centery - bh // 2
        x = self.bar.right - t.px(18)
        specs = [
            (i18n.t("core.common.back"), self.app.back, "back", i18n.t("fief.ui.board_viewer.back_tip"), t.px(120)),
            ("", self.fit, "fit", i18n.t("fief.ui.board_viewer.zoom_fit"), bh + t.px(8)),
            ("", lambda: self.zoom(1), "plus", i18n.t("fief.ui.board_viewer.zoom_in"), bh + t.px(8)),
            ("", lambda: self.zoom(-1), "minus", i18n.t("fief.ui.board_viewer.zoom_out"), bh + t.px(8)),
        ]
        buttons = []
        for label, action, icon, tip, width in specs:
            x -= width
            buttons.append(Button(t, label, action, pygame.Rect(x, y, width, bh), icon=icon, tooltip=tip))
            x -= t.px(8)
        self.legend = Legend(self, self.side.inflate(-2 * t.px(22), -2 * t.px(20)))
        self.group.add(*reversed(buttons))
        self.group.add(self.legend)

    # Camera moves -----------------------------------------------------------------
    def zoom(self, steps: int, around: tuple[int, int] | None = None) -> None:
        self.map_input.zoom(steps, around)

    def fit(self) -> None:
        self.map_input.fit()

    # Input ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        over_widget = event.type == pygame.MOUSEBUTTONDOWN and self.group.widget_at(event.pos) is not None
        if not over_widget and self.map_input.handle_event(event):
            return
        super().handle_event(event)

    def _click_map(self, pos: tuple[int, int]) -> None:
        """A click on the map selects the village there; the selected one again, or no
        village, clears the selection."""
        village = self.renderer.village_at(self.camera, pos)
        self.selected = village.id if village is not None and village.id != self.selected else None

    def _update_hover(self, pos: tuple[int, int]) -> None:
        village = self.renderer.village_at(self.camera, pos)
        self.hovered = village.id if village is not None else None

    def pause(self) -> None:
        super().pause()
        self.map_input.reset()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.map_input.update(dt)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        tip = super().tooltip_at(pos)
        if tip is not None:
            return tip
        if self.map_input.dragging:
            return None
        village = self.renderer.village_at(self.camera, pos)
        if village is None:
            return None
        lines = " ".join(describe_village(self.data, village))
        return i18n.t("fief.ui.board_viewer.village_tip", village=data_name(village), lines=lines)

    # Drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        t.draw_table(surface)
        self.renderer.draw(surface, self.camera)
        self.renderer.draw_overlay(surface, self.camera, self.hovered, self.selected)
        t.draw_panel(surface, self.bar, ornate=False)
        title = i18n.t("fief.ui.board_viewer.heading")
        t.blit_text(surface, title, (self.bar.left + t.px(24), self.bar.centery), "heading", c.rubric, "midleft")
        hint = i18n.t("fief.ui.board_viewer.hint")
        if self.config is not None and self.seed is not None:
            hint = i18n.t("fief.ui.board_viewer.hint_seed", seed=str(self.seed), hint=hint)
        title_w = t.text_size(title, "heading")[0]
        buttons_left = min((w.rect.left for w in self.group.widgets if isinstance(w, Button)), default=self.bar.right)
        zoom_rect = t.blit_text(
            surface,
            f"{round(self.camera.zoom * 100)} %",
            (buttons_left - t.px(14), self.bar.centery),
            "body_bold",
            c.ink_soft,
            "midright",
        )
        room = zoom_rect.left - (self.bar.left + t.px(48) + title_w) - t.px(16)
        if room > t.px(120):
            hint = t.ellipsize(hint, "small_italic", room)
            t.blit_text(
                surface,
                hint,
                (self.bar.left + t.px(48) + title_w, self.bar.centery + t.px(2)),
                "small_italic",
                c.ink_soft,
                "midleft",
            )
        t.draw_panel(surface, self.side)
        self.group.draw(surface)
