"""Ortus Regni's table: a game without a map. At the left, the middle of the table (the
table decks, the Vikings, the King, the Bag) over the Earldoms of every Earl, and the
viewer's own Hand and Reserve under them; at the right the prompt, the pending
decision and the chronicle.

It is the shell's table (``game.ui.scenes.table.TableScene``: curtain, undo, decision
views, chronicle, "since your last turn", the queue of things to see, game over, the
Escape menu) with Ortus Regni's panels; ``ORTUS_UI.table`` builds it. Every panel reads
the viewer's view only (``shown_view``), so another Earl's Hand, Reserve, Towers and
deck are counts, never faces. Each move of another Earl is held at the table's pace with
his Earldom (and any Earl it names) ringed, the cards it laid ringed too (``lights``);
what a move turns face up (a Force fielded, the Battle card, a Tower destroyed, the
Vikings) comes in one panel (``reveals``). Hovering a card shows it large with every
mode of its text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.core.engine import Decision, Event
from game.games.ortus_regni.rules.state import OrtusState
from game.games.ortus_regni.ui.chooser import CARD as CHOSEN
from game.games.ortus_regni.ui.chooser import OrtusChooser
from game.games.ortus_regni.ui.lights import CARD, EARLDOM
from game.games.ortus_regni.ui.render import cards
from game.games.ortus_regni.ui.reveals import shows_for
from game.games.ortus_regni.ui.widgets.earldom import EarldomPanel, EarldomSource
from game.games.ortus_regni.ui.widgets.realm import HandStrip, RealmBar
from game.ui.controller import Controller
from game.ui.decisions.base import DecisionView
from game.ui.pacing import RevealPart
from game.ui.scenes.table import TableScene
from game.ui.widgets.lens import CardLens, beside_pointer

if TYPE_CHECKING:
    from game.ui.app import App


def grid(n: int) -> tuple[int, int]:
    """The Earldoms' grid for ``n`` Earls: (columns, rows). Up to three are one above the
    other, each the whole width (an Earldom grows sideways, Fief by Fief); more go in
    two columns."""
    columns = 1 if n <= 3 else 2
    return columns, -(-n // columns)


class OrtusTableScene(TableScene):
    """Ortus Regni's table during a game. See the module's docstring."""

    def __init__(self, app: App, controller: Controller) -> None:
        self.data = controller.data
        self.earldoms: list[EarldomPanel] = []
        self.realm: RealmBar | None = None
        self.hand: HandStrip | None = None
        self.realm_area = pygame.Rect(0, 0, 0, 0)
        #: the card under the pointer, shown large: its number, or None
        self.hover_card: int | None = None
        self.lens: CardLens | None = None
        super().__init__(app, controller)

    # ------------------------------------------------------------------ layout
    def build(self) -> None:
        t = self.theme
        w, h = self.size
        m = t.px(10)
        right_w = t.px(372)
        col = pygame.Rect(w - m - right_w, m, right_w, h - 2 * m)
        left = pygame.Rect(m, m, col.left - 2 * m, h - 2 * m)
        gap = t.px(6)
        view = lambda: self.shown_view()  # noqa: E731 - read each frame
        realm_h = RealmBar.height(t)
        hand_h = HandStrip.height(t)
        self.realm = RealmBar(
            t, view, self.seat_marker, self.seat_name, pygame.Rect(left.left, left.top, left.width, realm_h)
        )
        self.hand = HandStrip(
            t, view, lambda: self._viewer, pygame.Rect(left.left, left.bottom - hand_h, left.width, hand_h)
        )
        self.realm_area = pygame.Rect(left.left, self.realm.rect.bottom + gap, left.width, 0)
        self.realm_area.height = self.hand.rect.top - gap - self.realm_area.top
        source = EarldomSource(
            view=view,
            viewer=lambda: self._viewer,
            deciding=self.deciding_seat,
            marker=self.seat_marker,
            name=self.seat_name,
        )
        n = self.controller.seats
        columns, rows = grid(n)
        cell_w = (self.realm_area.width - (columns - 1) * gap) // columns
        cell_h = (self.realm_area.height - (rows - 1) * gap) // rows
        self.earldoms = []
        for seat in range(n):
            c, r = seat % columns, seat // columns
            rect = pygame.Rect(
                self.realm_area.left + c * (cell_w + gap), self.realm_area.top + r * (cell_h + gap), cell_w, cell_h
            )
            self.earldoms.append(EarldomPanel(t, seat, source, rect))
        # The right column: the prompt (with the menu and undo), the decision, the chronicle.
        inner = self.build_prompt(pygame.Rect(col.left, col.top, col.width, t.px(80)))
        menu = self.build_menu(inner, t.px(88), t.px(10))
        assert self.undo_button is not None  # build_prompt made it
        self.build_column(col, self.prompt_panel.bottom + t.px(8), 0.58, t.px(220))
        self.stage = self.realm_area
        self.menu_button = menu
        for button in (self.undo_button, menu):
            button.focusable = False
        assert self.family_filter is not None and self.chronicle is not None
        self.lens = CardLens(t, lambda: (self.hover_card, self.hover_kind()), self._draw_big_card)
        self.group.add(
            self.undo_button,
            menu,
            self.realm,
            *self.earldoms,
            self.hand,
            self.family_filter,
            self.chronicle,
            self.lens,
        )
        self._place_view()

    # ------------------------------------------------------------------ what is shown
    def reveal_parts(self, events: list[Event], before: Any, after: Any) -> list[RevealPart]:
        """The cards a move turns face up, drawn; the rest in words."""
        return list(shows_for(events, after, self._viewer))

    def card_under(self, pos: tuple[int, int]) -> int | None:
        """The card under ``pos`` to show large (its number), or None."""
        m = self.moment()
        if m is not None and m.shows_panel and self._plaque is not None and self._plaque.collidepoint(pos):
            return None  # the panel of reveals lies over the table
        for widget in (self.realm, self.hand, *self.earldoms):
            if widget is not None and widget.visible and widget.rect.collidepoint(pos):
                return widget.card_at(pos)
        view = self.decision_view
        if isinstance(view, OrtusChooser) and view.rect.collidepoint(pos):
            option = view.list.option_at(pos)
            cards_of = option.mentions(CHOSEN) if option is not None else ()
            return int(cards_of[0]) if cards_of else None
        return None

    # ------------------------------------------------------------------ input
    def board_event(self, event: pygame.event.Event) -> bool:
        """A click on a card of the table (one in the Hand, a Castle, a Lord) lists
        only the options of the open chooser that concern it; again: all of them."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or getattr(event, "button", 0) != 1:
            return False
        card = self.card_under(event.pos)
        if card is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return True
        view = self.decision_view
        if isinstance(view, OrtusChooser) and any(str(card) in o.mentions(CHOSEN) for o in view.options):
            view.narrow(CHOSEN, str(card))
        return True

    def view_dock(self, view: DecisionView) -> pygame.Rect | None:
        """The deck design screen takes the table's room under the middle bar (nothing
        is on the table yet) and the column below the prompt, the chronicle included
        (nothing has happened yet); the list of what happened since the viewer's last
        turn keeps its place in the column when it is open."""
        if "design" not in view.kinds or self.hand is None:
            return None
        left = self.realm_area.union(self.hand.rect)
        if self.since_entries is not None:
            return left
        whole = left.union(self.decision_rect).union(self.chronicle_rect)
        whole.height -= left.top - whole.top
        whole.top = left.top  # under the middle bar, which stays in view
        return whole

    def wide_view(self) -> bool:
        view = self.decision_view
        return view is not None and self.view_dock(view) is not None

    def before_frame(self, dt: float) -> None:
        wide = self.wide_view()
        for panel in (*self.earldoms, self.hand):
            if panel is not None:
                panel.visible = not wide
        self.hover_card = self.card_under(self.app.mouse_pos)
        if self.lens is not None:
            self.lens.visible = self.hover_card is not None
            if self.hover_card is not None:
                t = self.theme
                window = pygame.Rect(0, 0, *self.size)
                self.lens.rect = beside_pointer(t, self.app.mouse_pos, window, cards.CARD_RATIO, t.px(250))
                if self.decision_view is not None and self.dock.collidepoint(self.app.mouse_pos):
                    # an option's card: beside the decision's panel, never over its options
                    self.lens.rect.midright = (self.dock.left - self.theme.px(12), self.app.mouse_pos[1])
                    self.lens.rect.clamp_ip(window.inflate(-self.theme.px(12), -self.theme.px(12)))

    # ------------------------------------------------------------------ the waiting panel
    def idle_detail_key(self, d: Decision | None) -> Any:
        view = self.shown_view()
        return (view.round, view.turn, view.phase, None if d is None else d.seat, i18n.language())

    def draw_idle_detail(self, surface: pygame.Surface, inner: pygame.Rect, y: int, d: Decision | None) -> int | None:
        """While another seat decides: the Round and whose turn it is."""
        view = self.shown_view()
        t = self.theme
        if view.round <= 0 or view.result is not None or not 0 <= view.turn < len(view.earls):
            return y
        words = i18n.t("ortus_regni.ui.table.round_turn", round=view.round, name=self.seat_name(view.turn))
        drawn = t.blit_text(surface, words, (inner.left, y), "small", t.colors.ink_soft)
        return int(drawn.bottom + t.px(8))

    # ------------------------------------------------------------------ drawing
    def draw_over(self, surface: pygame.Surface) -> None:
        """The rings around what the move shown now lit: Earldoms and cards."""
        rings = self.move_rings(self.shown_view())
        if rings:
            bounds = rings[0].unionall(rings[1:]).inflate(self.theme.px(8), self.theme.px(8))
            self.layers.live(bounds.clip(pygame.Rect(0, 0, *self.size)), lambda: self.draw_rings(surface, rings))

    def move_rings(self, shown: OrtusState) -> list[pygame.Rect]:
        out: list[pygame.Rect] = []
        for light in self.lit():
            thing = light.thing
            if not isinstance(thing, tuple) or len(thing) != 2:
                continue
            what, key = thing
            if what == EARLDOM:
                out.extend(p.rect.inflate(-2, -2) for p in self.earldoms if p.seat == key)
            elif what == CARD:
                for panel in self.earldoms:
                    found = next((r for r, card in panel.cards if card == key), None)
                    if found is not None:
                        out.append(found.inflate(self.theme.px(6), self.theme.px(6)))
        return out

    def hover_kind(self) -> str:
        """The face of the card under the pointer as the viewer knows it ("" : unseen)."""
        card = self.hover_card
        view: OrtusState = self.shown_view()
        if card is None or not 0 <= card < len(view.kinds):
            return ""
        return view.kinds[card]

    def _draw_big_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        t = self.theme
        if self.hover_card is None:
            return
        kind = self.hover_kind()
        if kind:
            cards.draw_card(surface, t, rect, self.data, kind, large=True)
        else:
            cards.draw_back(surface, t, rect, "earl")


__all__ = ["OrtusTableScene", "grid"]
