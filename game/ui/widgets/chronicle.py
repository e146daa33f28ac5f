"""The chronicle: every event of the game as a sentence, under round and step headings.

``ChronicleView`` is the scrolling list; ``FamilyFilter`` is the row of seat markers
above it (click one to read only what concerns that seat, "All" to read everything).
The entries come from ``Controller.chronicle_for(viewer, family)``, so a seat reads only
what it may know, folded by the game (``GameUI.chronicle_key``: a run of purchases is one
line). The headings name the steps of a round as the game's ``GameUI`` does.

The list follows new entries while the reader is at the bottom; once scrolled up it
stays where it is and shows a "Newest" button that jumps back down. A wheel notch moves
it by whole rows (``WHEEL_ROWS``), so the top line is always a whole line. With
``on_pick`` (the list of what happened since a seat's last turn) a click on an entry
hands it over, to be played again, and the list starts at its top.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.ui.theme import Theme
from game.ui.widgets.base import Widget
from game.ui.widgets.scroll import ScrollView

if TYPE_CHECKING:
    from game.ui.controller import ChronicleEntry
    from game.ui.plugin import GameUI

#: a seat's marker of a given size: ``marker_for(seat, size)``
MarkerFor = Callable[[int, int], pygame.Surface]
#: rows (entries or headings) one notch of the mouse wheel moves the list by
WHEEL_ROWS = 3


def heading_for(entry: ChronicleEntry, ui: GameUI) -> str:
    """The heading an entry is written under: "Setting up", or "Round 2 · Purchase"."""
    return ui.where(entry.round, entry.phase)


class ChronicleView(ScrollView):
    """The sentences, wrapped, each marked with the seat it is about.

    ``entries()`` returns the entries to show (already filtered); ``marker_for(seat,
    size)`` draws a seat's marker; ``ui`` names the steps of a round for the headings.
    New entries keep the view at the bottom if it was there.
    """

    show_focus = False

    def __init__(
        self,
        theme: Theme,
        entries: Callable[[], Sequence[ChronicleEntry]],
        marker_for: MarkerFor,
        ui: GameUI,
        rect: pygame.Rect | None = None,
        on_pick: Callable[[ChronicleEntry], None] | None = None,
        playing: Callable[[], ChronicleEntry | None] | None = None,
    ) -> None:
        super().__init__(theme, rect)
        self.entries = entries
        self.marker_for = marker_for
        self.ui = ui
        self.on_pick = on_pick
        self.playing = playing or (lambda: None)
        self._rows: list[tuple[str, Any, int]] = []  # (kind, payload, height)
        self._tops: list[int] = []  # where each row begins in the content
        self._key: tuple[object, ...] = ()
        self._height = 0
        self._follow = on_pick is None  # stay at the bottom as entries arrive
        self._hover: tuple[int, int] | None = None
        #: the entries last laid out, the first row of each (its heading, when it opens
        #: one), and at what width and scale they were laid out
        self._items: list[ChronicleEntry] = []
        self._row_of: list[int] = []
        self._laid_at: tuple[int, float, str] = (0, 0.0, "")

    # Position -------------------------------------------------------------------
    @property
    def following(self) -> bool:
        """The list stays at the newest entry as entries arrive."""
        return self._follow

    def position(self) -> tuple[float, bool]:
        """Where the reader left the list (kept per seat by the table)."""
        return (self.offset, self._follow)

    def restore(self, position: tuple[float, bool]) -> None:
        offset, follow = position
        self._key = ()  # the entries may be another seat's
        self._layout()
        self.scroll_to(self.max_offset() if follow else offset)
        self._follow = follow

    def jump_rect(self) -> pygame.Rect | None:
        """The "Newest" button, shown while the reader has scrolled up from the bottom."""
        if self.on_pick is not None or self._follow or self.max_offset() <= 0:
            return None
        t = self.theme
        w, h = t.text_size(i18n.t("core.chronicle.newest"), "small_bold")[0] + t.px(20), t.px(24)
        view = self.view
        return pygame.Rect(view.right - w - t.px(6), view.bottom - h - t.px(6), w, h)

    def jump_to_newest(self) -> None:
        self.scroll_to(self.max_offset())

    def _layout(self) -> None:
        items = self.entries()
        key = (
            len(items),
            id(items[-1]) if items else 0,
            id(items[0]) if items else 0,
            self.view.width,
            self.theme.scale,
            i18n.language(),
        )
        if key == self._key:
            return
        at_bottom = self._follow or self.offset >= self.max_offset() - 2
        self._key = key
        t = self.theme
        width = self.view.width - t.px(26) - (t.px(20) if self.on_pick is not None else 0)
        line_h = t.line_height("small")
        # The rows of the entries the list shares with the last layout are kept: a new
        # entry costs its own rows, not the whole chronicle's.
        same = 0
        if self._laid_at == (width, t.scale, i18n.language()):
            old = self._items
            limit = min(len(old), len(items))
            while same < limit and old[same] is items[same]:
                same += 1
        keep = self._row_of[same] if same < len(self._row_of) else len(self._rows)
        rows = self._rows[:keep]
        row_of = self._row_of[:same]
        last = heading_for(items[same - 1], self.ui) if same else None
        for entry in items[same:]:
            row_of.append(len(rows))  # the entry's first row: its heading, when it opens one
            heading = heading_for(entry, self.ui)
            if heading != last:
                rows.append(("heading", heading, t.line_height("small_bold") + t.px(8)))
                last = heading
            lines = t.wrap(i18n.text(entry.text), "small", width)
            rows.append(("entry", (entry, lines), len(lines) * line_h + t.px(3)))
        self._items, self._row_of, self._laid_at = list(items), row_of, (width, t.scale, i18n.language())
        self._rows = rows
        self._tops = []
        y = 0
        for _, _, h in rows:
            self._tops.append(y)
            y += h
        self._height = y + t.px(4)
        if at_bottom:
            self.scroll_to(self.max_offset())

    def scroll_to(self, offset: float) -> None:
        super().scroll_to(offset)
        self._follow = self.on_pick is None and self.offset >= self.max_offset() - 2

    def scroll_rows(self, rows: int) -> None:
        """Move by whole rows: the row at the top becomes the one ``rows`` further."""
        self._layout()
        if not self._tops:
            return
        top = max((i for i, y in enumerate(self._tops) if y <= self.offset + 1), default=0)
        target = min(max(0, top + rows), len(self._tops) - 1)
        self.scroll_to(self._tops[target])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_rows(-int(event.y) * WHEEL_ROWS if event.y else 0)
            return True
        if event.type == pygame.MOUSEMOTION:
            self._hover = event.pos
        return super().handle_event(event)

    def handle_content_click(self, event: pygame.event.Event) -> bool:
        jump = self.jump_rect()
        if jump is not None and jump.collidepoint(event.pos):
            self.jump_to_newest()
            return True
        if self.on_pick is not None:
            entry = self.entry_at(event.pos)
            if entry is not None:
                self.on_pick(entry)
                return True
        return super().handle_content_click(event)

    def entry_at(self, pos: tuple[int, int]) -> ChronicleEntry | None:
        """The entry drawn at ``pos``, or None."""
        self._layout()
        if not self.view.collidepoint(pos):
            return None
        y = pos[1] - self.view.top + self.offset
        for (kind, payload, h), top in zip(self._rows, self._tops):
            if top <= y < top + h:
                return payload[0] if kind == "entry" else None
        return None

    def show_entry(self, entry: ChronicleEntry) -> None:
        """Scroll the least needed to show ``entry``."""
        self._layout()
        for (kind, payload, h), top in zip(self._rows, self._tops):
            if kind == "entry" and payload[0] is entry:
                self.ensure_visible(top, top + h)
                return

    def entry_rect(self, entry: ChronicleEntry) -> pygame.Rect | None:
        """Where ``entry`` is drawn now (None: not in the list)."""
        self._layout()
        for (kind, payload, h), top in zip(self._rows, self._tops):
            if kind == "entry" and payload[0] is entry:
                return pygame.Rect(self.view.left, self.view.top + top - round(self.offset), self.view.width, h)
        return None

    def content_height(self) -> int:
        return self._height

    def line_step(self) -> int:
        return self.theme.line_height("small") * 3

    @property
    def row_count(self) -> int:
        self._layout()
        return sum(1 for kind, _, _ in self._rows if kind == "entry")

    def texts(self) -> list[str]:
        """The sentences shown, in order (for tests and accessibility)."""
        self._layout()
        return [i18n.text(payload[0].text) for kind, payload, _ in self._rows if kind == "entry"]

    def layer_key(self) -> tuple[object, ...]:
        self._layout()
        self.scroll_to(self.offset)  # as ``draw`` does: the content may have changed
        hover = self._hover if self.hovered else None
        jump = self.jump_rect()
        over_jump = hover is not None and jump is not None and jump.collidepoint(hover)
        row = self.entry_at(hover) if hover is not None and self.on_pick is not None else None
        playing = self.playing() if self.on_pick is not None else None
        return (
            self._key,
            round(self.offset),
            jump is not None,
            over_jump,
            id(row) if row is not None else 0,
            id(playing) if playing is not None else 0,
            self.focused and self.focus_ring and self.show_focus,
            tuple(self.rect),
        )

    def layer_bounds(self) -> pygame.Rect:
        return self.rect.inflate(self.theme.px(6) + 4, self.theme.px(6) + 4)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout()
        super().draw(surface)
        jump = self.jump_rect()
        if jump is not None:
            t = self.theme
            c = t.colors
            over = self.hovered and self._hover is not None and jump.collidepoint(self._hover)
            pygame.draw.rect(surface, c.rubric_dark if over else c.rubric, jump, border_radius=jump.height // 2)
            t.blit_text(
                surface, i18n.t("core.chronicle.newest"), jump.center, "small_bold", c.parchment_light, "center"
            )

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        jump = self.jump_rect()
        if jump is not None and jump.collidepoint(pos):
            return i18n.t("core.chronicle.newest_tip")
        if self.on_pick is not None and self.entry_at(pos) is not None:
            return i18n.t("core.chronicle.pick_tip")
        return super().tooltip_at(pos)

    def draw_content(self, surface: pygame.Surface, view: pygame.Rect, offset: int) -> None:
        t = self.theme
        c = t.colors
        y = view.top - offset
        line_h = t.line_height("small")
        if not self._rows:
            t.blit_text(
                surface,
                i18n.t("core.chronicle.empty") if self.on_pick is None else i18n.t("core.chronicle.empty_since"),
                (view.left + t.px(4), view.top + t.px(4)),
                "small_italic",
                c.ink_soft,
            )
            return
        for kind, payload, h in self._rows:
            if y < view.top - 1:
                # A row the list's top would cut is left out (the list keeps the newest
                # at its foot): no line shows half its words.
                y += h
                continue
            if y + h > view.bottom + 1 and y > view.top:
                break  # nor one its foot would cut
            if kind == "heading":
                rect = t.blit_text(surface, payload, (view.left + t.px(2), y + t.px(5)), "small_bold", c.rubric)
                pygame.draw.line(
                    surface,
                    c.ink_faded,
                    (rect.right + t.px(8), rect.centery + t.px(1)),
                    (view.right - t.px(6), rect.centery + t.px(1)),
                    1,
                )
            else:
                entry, lines = payload
                if self.on_pick is not None:
                    row = pygame.Rect(view.left, y, view.width, h - t.px(1))
                    over = self.hovered and self._hover is not None and row.collidepoint(self._hover)
                    if entry is self.playing():
                        pygame.draw.rect(surface, c.parchment_dark, row, border_radius=t.px(4))
                    elif over:
                        pygame.draw.rect(surface, c.parchment_light, row, border_radius=t.px(4))
                    icon = "■" if entry is self.playing() else "▶"
                    t.blit_text(
                        surface, icon, (view.right - t.px(4), y + line_h // 2 + t.px(1)), "small", c.rubric, "midright"
                    )
                if entry.seats:
                    size = t.px(12)
                    surface.blit(
                        self.marker_for(entry.seats[0], size), (view.left + t.px(4), y + (line_h - size) // 2 + t.px(1))
                    )
                else:
                    pygame.draw.circle(surface, c.ink_faded, (view.left + t.px(10), y + line_h // 2 + t.px(1)), t.px(2))
                ly = y
                for line in lines:
                    t.blit_text(surface, line, (view.left + t.px(22), ly), "small", c.ink)
                    ly += line_h
            y += h


class FamilyFilter(Widget):
    """ "All" and one marker per seat: the chronicle's filter."""

    def __init__(
        self,
        theme: Theme,
        seats: Sequence[tuple[int, str]],
        marker_for: MarkerFor,
        current: Callable[[], int | None],
        on_choose: Callable[[int | None], None],
        rect: pygame.Rect | None = None,
    ) -> None:
        super().__init__(theme, rect)
        self.seats = list(seats)  # (seat, name)
        self.marker_for = marker_for
        self.current = current
        self.on_choose = on_choose

    def slots(self) -> list[tuple[int | None, pygame.Rect]]:
        t = self.theme
        h = self.rect.height
        all_w = t.text_size(i18n.t("core.chronicle.all"), "small_bold")[0] + t.px(14)
        out: list[tuple[int | None, pygame.Rect]] = [(None, pygame.Rect(self.rect.left, self.rect.top, all_w, h))]
        x = self.rect.left + all_w + t.px(6)
        for seat, *_ in self.seats:
            out.append((seat, pygame.Rect(x, self.rect.top, h, h)))
            x += h + t.px(4)
        return out

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for seat, rect in self.slots():
                if rect.collidepoint(event.pos):
                    self.on_choose(None if seat == self.current() else seat)
                    return True
            return self.rect.collidepoint(event.pos)
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def layer_key(self) -> tuple[object, ...]:
        # The seats' markers keep their colour and shape for the whole game.
        return (self.current(), tuple(self.seats), tuple(self.rect), self.theme.scale, i18n.language())

    def layer_bounds(self) -> pygame.Rect:
        return self.rect.inflate(self.theme.px(4) + 4, self.theme.px(4) + 4)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        chosen = self.current()
        for seat, rect in self.slots():
            on = seat == chosen
            if seat is None:
                fill = c.rubric if on else c.parchment_light
                pygame.draw.rect(surface, fill, rect, border_radius=t.px(4))
                pygame.draw.rect(surface, c.ink_soft, rect, 1, border_radius=t.px(4))
                t.blit_text(
                    surface,
                    i18n.t("core.chronicle.all"),
                    rect.center,
                    "small_bold",
                    c.parchment_light if on else c.ink,
                    "center",
                )
                continue
            if on:
                pygame.draw.rect(
                    surface, c.rubric, rect.inflate(t.px(4), t.px(4)), max(2, t.px(2)), border_radius=t.px(4)
                )
            surf = self.marker_for(seat, rect.height - t.px(4))
            if chosen is not None and not on:
                surf = surf.copy()
                surf.set_alpha(110)
            surface.blit(surf, surf.get_rect(center=rect.center))

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        names = dict(self.seats)
        for seat, rect in self.slots():
            if rect.collidepoint(pos):
                if seat is None:
                    return i18n.t("core.chronicle.all_tip")
                return i18n.t("core.chronicle.only_tip", name=names[seat])
        return None
