"""Troyes' table: the city board large, the families' panels under it, and at the
right the prompt, the pending decision and the chronicle.

It is the shell's table (``game.ui.scenes.table.TableScene``: curtain, undo, decision
views, chronicle, the queue of things to see, prompt, game over, Escape menu) with
Troyes' board and panels; ``TROYES_UI.table`` builds it::

    scene = app.open("game", controller=controller)   # a Troyes controller

The board and the decision views talk through ``board_api``: a click on the board
becomes a ``Hit`` given to the open view's ``on_board(hit) -> bool`` (when it has one),
and the board lights what the view's ``highlights()`` returns (a ``Highlight``).
Hovering an activity card, an event card or a small card in a family's panel shows
that card large by the pointer. Each move of another family is shown on the board by
the shell's pacing (``game.ui.pacing``): the dice it took ringed on the board as it
stood, then the place, card, event or site it used and the panels of the families it
paid or scored for (``lights``); what a move reveals (``reveals``: dice rolled, cards
turned, an event drawn) comes in one panel over the board. Another seat's victory
points and characters are never drawn: the panels read the viewer's view only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.core.engine import Decision, Event
from game.games.troyes.rules.state import HIDDEN, NEUTRAL, TroyesState
from game.games.troyes.ui.board_api import NOTHING, Highlight, Hit
from game.games.troyes.ui.lights import PANEL
from game.games.troyes.ui.render import cards
from game.games.troyes.ui.render.board import CityBoard, look_of, owner_name
from game.games.troyes.ui.reveals import shows_for
from game.games.troyes.ui.widgets.family_panel import FamilyPanel, PanelSource
from game.ui.controller import Controller
from game.ui.pacing import RevealPart
from game.ui.render.markers import marker
from game.ui.scenes.table import TableScene
from game.ui.widgets.lens import CardLens, beside_pointer

if TYPE_CHECKING:
    from game.ui.app import App


def highlight_key(hl: Highlight) -> tuple[Any, ...]:
    """A hashable summary of what a highlight lights (the board's layer key)."""
    return (
        tuple(sorted(hl.dice)),
        tuple(sorted(hl.chosen)),
        tuple(sorted(hl.places)),
        tuple(sorted(hl.slots)),
        tuple(sorted(hl.events)),
        tuple(sorted(hl.sites)),
        tuple(sorted(hl.lying)),
        tuple(sorted(((repr(h), n) for h, n in hl.notes.items()))),
    )


def is_lit(hit: Hit, hl: Highlight) -> bool:
    """Whether the open decision lights ``hit``'s thing (a click on it chooses it)."""
    k = hit.key
    if hit.what == "die":
        return k[0] in hl.dice or k[0] in hl.chosen
    if hit.what == "place":
        return k in hl.places
    if hit.what == "slot":
        return k[0] in hl.slots
    if hit.what == "event":
        return k[0] in hl.events
    if hit.what == "site":
        return k in hl.sites
    return False


class TroyesTableScene(TableScene):
    """Troyes' table during a game. See the module's docstring."""

    def __init__(self, app: App, controller: Controller) -> None:
        self.data = controller.data
        self.board = CityBoard(app.theme, self.data)
        self.panels: list[FamilyPanel] = []
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.board_area = pygame.Rect(0, 0, 0, 0)
        #: the card shown large by the pointer: (kind, card id), or None
        self.hover_card: tuple[str, str] | None = None
        #: the lit thing under the pointer (a click would choose it), or None
        self.hovered_hit: Hit | None = None
        self.lens: CardLens | None = None
        super().__init__(app, controller)

    # ------------------------------------------------------------------ seats
    def seat_marker(self, seat: int, size: int) -> pygame.Surface:
        return marker(*look_of(self.controller.state, seat), size)

    # ------------------------------------------------------------------ layout
    def build(self) -> None:
        t = self.theme
        w, h = self.size
        m = t.px(10)
        right_w = t.px(372)
        col = pygame.Rect(w - m - right_w, m, right_w, h - 2 * m)
        left_w = col.left - 2 * m
        # Under the board: one panel per family, side by side, in a strip of fixed height.
        seats = list(range(self.controller.seats))
        if self.controller.state.solo:
            seats.append(NEUTRAL)  # le Roy, the solo game's opponent (Appendix A)
        n = len(seats)
        strip_h = FamilyPanel.strip_height(t)
        gap = t.px(6)
        self.strip = pygame.Rect(m, h - m - strip_h, left_w, strip_h)
        panel_w = (left_w - (n - 1) * gap) // max(1, n)
        source = PanelSource(view=lambda: self.shown_view(), viewer=lambda: self._viewer, deciding=self.deciding_seat)
        self.panels = []
        for k, seat in enumerate(seats):
            x = self.strip.left + k * (panel_w + gap)
            width = panel_w if k < n - 1 else self.strip.right - x
            self.panels.append(FamilyPanel(t, seat, source, pygame.Rect(x, self.strip.top, width, strip_h)))
        # The board fills what is left above the strip, its aspect kept.
        self.board_area = pygame.Rect(m, m, left_w, self.strip.top - t.px(8) - m)
        self.board.layout(self.board_area)
        # The right column: the prompt (with the menu and undo), the decision, the chronicle.
        inner = self.build_prompt(pygame.Rect(col.left, col.top, col.width, t.px(80)))
        menu = self.build_menu(inner, t.px(88), t.px(10))
        assert self.undo_button is not None  # build_prompt made it
        self.build_column(col, self.prompt_panel.bottom + t.px(8), 0.58, t.px(220))
        self.stage = self.board.rect
        self.menu_button = menu
        for button in (self.undo_button, menu):
            button.focusable = False
        assert self.family_filter is not None and self.chronicle is not None
        self.lens = CardLens(t, lambda: self.hover_card, self._draw_big_card)
        self.group.add(self.undo_button, menu, *self.panels, self.family_filter, self.chronicle, self.lens)
        self._place_view()

    def panel_rects(self) -> tuple[pygame.Rect, ...]:
        return (self.prompt_panel,)

    # ------------------------------------------------------------------ what is shown
    def highlight(self) -> Highlight:
        """What the open decision view lights on the board."""
        view = self.decision_view
        get = getattr(view, "highlights", None)
        if get is None:
            return NOTHING
        hl = get()
        return hl if isinstance(hl, Highlight) else NOTHING

    def reveal_parts(self, events: list[Event], before: Any, after: Any) -> list[RevealPart]:
        """Dice rolled, cards turned over, events drawn, the final scores: drawn."""
        return list(shows_for(events, after, self._viewer))

    # ------------------------------------------------------------------ input
    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or getattr(event, "button", 0) != 1:
            return False
        if not self.board.rect.collidepoint(event.pos):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return True
        hit = self.board.hit(event.pos, self.shown_view())
        on_board = getattr(self.decision_view, "on_board", None)
        if hit is not None and on_board is not None:
            on_board(hit)
        return True

    def board_tooltip(self, pos: tuple[int, int]) -> str | None:
        if self.hover_card is not None:
            return None
        hit = self.board.hit(pos, self.shown_view())
        if hit is None:
            return None
        view = self.shown_view()
        if hit.what == "site":
            level, site = int(hit.key[0]), int(hit.key[1])  # type: ignore[call-overload]
            return i18n.t("troyes.ui.board.site_tip", level=level + 1, n=self.data.cathedral[level][site])
        if hit.what == "slot":
            slot = view.slots[int(hit.key[0])]  # type: ignore[call-overload]
            if not slot.face_up:
                return i18n.t("troyes.ui.board.slot_hidden_tip", level=slot.level)
        if hit.what == "place":
            building, row, place = str(hit.key[0]), int(hit.key[1]), int(hit.key[2])  # type: ignore[call-overload]
            values = i18n.words([str(v) for v in self.data.buildings[building].rows[row].values], "or")
            where = self.data.buildings[building].name
            owner = view.buildings[building][row][place]
            if owner is None:
                return i18n.t("troyes.ui.board.place_empty_tip", building=where, values=values)
            return i18n.t("troyes.ui.board.place_tip", building=where, values=values, name=owner_name(view, owner))
        if hit.what == "district":
            owner = int(hit.key[0])  # type: ignore[call-overload]
            if owner >= view.seats:
                return None
            return i18n.t("troyes.ui.board.district_tip", name=owner_name(view, owner), n=len(view.district(owner)))
        return None

    def before_frame(self, dt: float) -> None:
        self.hover_card = self.card_under(self.app.mouse_pos)
        if self.lens is not None:
            self.lens.visible = self.hover_card is not None
            if self.hover_card is not None:
                window = pygame.Rect(0, 0, *self.size)
                self.lens.rect = beside_pointer(
                    self.theme, self.app.mouse_pos, window, cards.CARD_RATIO, self.theme.px(230)
                )
        pos = self.app.mouse_pos
        lit = None
        if self.decision_view is not None and self.board.rect.collidepoint(pos) and not self.holding:
            hit = self.board.hit(pos, self.shown_view())
            if hit is not None and is_lit(hit, self.highlight()):
                lit = hit
        self.hovered_hit = lit

    def card_under(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        """The card under ``pos`` to show large: a face-up activity card, an event in the
        queue, or a small card of a family's panel."""
        m = self.moment()
        if m is not None and m.shows_panel and self._plaque is not None and self._plaque.collidepoint(pos):
            return None  # the panel of reveals lies over the board and the panels
        for panel in self.panels:
            if panel.contains(pos):
                return panel.card_at(pos)
        if self.holding or not self.board.rect.collidepoint(pos):
            return None
        hit = self.board.hit(pos, self.shown_view())
        view = self.shown_view()
        if hit is not None and hit.what == "slot":
            slot = view.slots[int(hit.key[0])]  # type: ignore[call-overload]
            if slot.face_up and slot.card != HIDDEN:
                return ("activity", slot.card)
        if hit is not None and hit.what == "event":
            index = int(hit.key[0])  # type: ignore[call-overload]
            if 0 <= index < len(view.queue):
                return ("event", view.queue[index].card)
        return None

    # ------------------------------------------------------------------ the waiting panel
    def idle_detail_key(self, d: Decision | None) -> Any:
        view = self.shown_view()
        return (
            view.start,
            tuple(p.passed for p in view.players),
            None if d is None else d.seat,
            view.phase,
            i18n.language(),
        )

    def draw_idle_detail(self, surface: pygame.Surface, inner: pygame.Rect, y: int, d: Decision | None) -> int | None:
        """While another seat decides: the families in turn order from the start player
        (§3 Phase 4), those who passed faded, the one deciding framed in red."""
        t = self.theme
        c = t.colors
        view = self.shown_view()
        n = view.seats
        if n < 2 or view.phase == "over":
            return y
        order = [(view.start + k) % n for k in range(n)]
        x = inner.left
        h = t.line_height("small_bold") + t.px(6)
        for seat in order:
            now = d is not None and d.seat == seat
            passed = view.players[seat].passed
            name = owner_name(view, seat)
            if passed:
                name = i18n.t("troyes.ui.table.passed_chip", name=name)
            label = t.text(name, "small_bold" if now else "small", c.ink_faded if passed else c.ink)
            w = min(inner.width, t.px(25) + label.get_width() + t.px(8))
            if x + w > inner.right and x > inner.left:
                x = inner.left
                y += h + t.px(4)
            chip = pygame.Rect(x, y, w, h)
            pygame.draw.rect(surface, c.parchment_light if now else c.parchment, chip, border_radius=t.px(4))
            edge = c.rubric if now else c.ink_faded
            pygame.draw.rect(surface, edge, chip, max(1, t.px(2 if now else 1)), border_radius=t.px(4))
            mark = marker(*look_of(view, seat), t.px(14))
            if passed:
                mark = mark.copy()
                mark.set_alpha(120)
            surface.blit(mark, mark.get_rect(midleft=(chip.left + t.px(6), chip.centery)))
            surface.blit(label, label.get_rect(midleft=(chip.left + t.px(25), chip.centery + t.px(1))))
            x = chip.right + t.px(5)
        return int(y + h + t.px(8))

    # ------------------------------------------------------------------ drawing
    def draw_board(self, surface: pygame.Surface) -> None:
        """The board (one kept layer while the view shown and the highlights stay), what
        is being shown over it, and the card under the pointer, large."""
        t = self.theme
        shown = self.shown_view()
        hl = self.highlight()
        key = (self.version_of(shown), highlight_key(hl), tuple(self.board.rect), t.scale, i18n.language())
        self.layers.layer("board", self.board.rect, key, lambda: self.board.draw(surface, shown, hl))
        lit = self.hovered_hit
        ring = self.board.rect_of(lit, shown) if lit is not None else None
        if ring is not None:
            around = ring.inflate(t.px(10), t.px(10))
            width = max(2, t.px(3))
            self.layers.live(
                around.inflate(2, 2),
                lambda: pygame.draw.rect(surface, t.colors.rubric, around, width, border_radius=t.px(6)),
            )
        rings = self.move_rings(shown, panels=False)
        if rings:
            bounds = rings[0].unionall(rings[1:]).inflate(t.px(8), t.px(8))
            self.layers.live(bounds, lambda: self.draw_rings(surface, rings))

    def draw_over(self, surface: pygame.Surface) -> None:
        """The rings around the families' panels a move lit, over the panels."""
        rings = self.move_rings(self.shown_view(), panels=True)
        if rings:
            bounds = rings[0].unionall(rings[1:]).inflate(self.theme.px(8), self.theme.px(8))
            self.layers.live(bounds.clip(pygame.Rect(0, 0, *self.size)), lambda: self.draw_rings(surface, rings))

    def move_rings(self, shown: TroyesState, panels: bool) -> list[pygame.Rect]:
        """Where the things the move shown now lit are: on the board, or (``panels``)
        the families' panels."""
        out: list[pygame.Rect] = []
        for light in self.lit():
            hit = light.thing
            if not isinstance(hit, Hit) or (hit.what == PANEL) != panels:
                continue
            if hit.what == PANEL:
                seat = int(hit.key[0])  # type: ignore[call-overload]
                rect = next((p.rect.inflate(-2, -2) for p in self.panels if p.seat == seat), None)
            else:
                found = self.board.rect_of(hit, shown)
                rect = found.inflate(self.theme.px(8), self.theme.px(8)) if found is not None else None
            if rect is not None:
                out.append(rect)
        return out

    def _draw_big_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        t = self.theme
        if self.hover_card is None:
            return
        kind, card = self.hover_card
        if kind == "activity" and card in self.data.activities:
            cards.draw_activity(surface, t, rect, self.data.activities[card])
        elif kind == "event" and (card in self.data.events or card == self.data.marauding.id):
            cards.draw_event(surface, t, rect, self.data.event(card))
        elif kind == "character" and card in self.data.characters and self._may_see_character(card):
            cards.draw_character(surface, t, rect, self.data.characters[card])
        else:
            cards.draw_back(surface, t, rect, kind)

    def _may_see_character(self, card: str) -> bool:
        """A character is shown to its owner only (and to all once the game is over)."""
        view = self.view
        if view.result is not None or (view.roy is not None and card in view.roy.characters):
            return True
        return self._viewer is not None and card in view.players[self._viewer].characters


__all__ = ["TroyesTableScene", "highlight_key", "is_lit"]
