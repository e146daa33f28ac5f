"""Troyes' city board, drawn from a view (``TroyesState`` as one seat sees it).

``CityBoard(theme, data)`` is laid out in a window rectangle (``layout``: the map's
width x height from ``maps/troyes.tmx``, its aspect kept, centred), then draws a view
with what the open decision lights up (``draw(surface, view, highlight)``). The
parchment, the frames and their names are one kept picture (made again only when the
size or the language changes); a frame with nothing new is a blit of it and of the
pieces, which the table keeps in its own layer.

``hit(pos)`` says what is under the pointer (a ``board_api.Hit``) and ``rect_of(hit)``
where a thing is drawn (for animations and tests).

Where things go, in the map's pixels (``data.board.areas``): the Influence track along
the top, the Palace, the Bishopric, the City Hall and the cathedral under it, the nine
activity cards in a row (red, white, yellow; levels 1-3), the event decks at their
right, then Marauding and the event queue (each event its card, its banners and its
name beside them), and the districts of the city square along the bottom: the seats' in
seat order, the neutral one (le Roy's in the solo game) last. The map has five
districts; a game of fewer families draws only the districts that have an owner, spread
over the square.

Words on the board are set at the theme's readable size at least
(``Theme.readable_px``), whatever the board's scale: a thing too small to hold its
name at that size leaves it to the card shown large under the pointer or to a tooltip.
"""

from __future__ import annotations

import os
from collections.abc import Callable

import pygame

from game.core import i18n
from game.games.troyes.rules import limits
from game.games.troyes.rules.data import BUILDINGS, COLOURS, TroyesData
from game.games.troyes.rules.state import HIDDEN, HIDDEN_VP, NEUTRAL, TroyesState
from game.games.troyes.ui.board_api import NOTHING, Highlight, Hit
from game.games.troyes.ui.render import cards
from game.games.troyes.ui.render.dice import draw_die
from game.ui.render import icons
from game.ui.render.markers import hex_to_rgb, marker
from game.ui.theme import Theme

RGB = tuple[int, int, int]
#: the grey player's pieces (the neutral citizens and cubes), and le Roy's in the solo game
NEUTRAL_LOOK: tuple[RGB, str] = ((132, 126, 116), "cross")
ROY_LOOK: tuple[RGB, str] = ((104, 64, 128), "star")
#: a building's frame tint, by the colour of the dice it takes (§1.2)
TINTS: dict[str, RGB] = {
    "red": (170, 42, 32),
    "white": (150, 140, 120),
    "yellow": (200, 150, 40),
    "board": (90, 70, 50),
}
_BUILDING_NAMES = {
    "palace": i18n.N_("troyes.ui.board.palace"),
    "bishopric": i18n.N_("troyes.ui.board.bishopric"),
    "city_hall": i18n.N_("troyes.ui.board.city_hall"),
}

#: each principal building's emblem (game.ui.render.icons)
_EMBLEMS = {"palace": "crown", "bishopric": "mitre", "city_hall": "tower"}  # words: not shown


def look_of(view: TroyesState, owner: int) -> tuple[RGB, str]:
    """An owner's colour and shape: a seat's from its colour in the data, the grey
    player's (or le Roy's) otherwise."""
    if owner == NEUTRAL or owner >= len(view.config.seats):
        return ROY_LOOK if view.solo else NEUTRAL_LOOK
    colour = view.config.seats[owner].color
    for c in view.data.colours:
        if c.id == colour:
            return hex_to_rgb(c.color), c.pattern
    return NEUTRAL_LOOK


def owner_name(view: TroyesState, owner: int) -> str:
    if owner == NEUTRAL or owner >= len(view.config.seats):
        return i18n.t("troyes.name.roy") if view.solo else i18n.t("troyes.name.neutral")
    return view.config.seats[owner].name


class CityBoard:
    """The city board: see the module's docstring."""

    def __init__(self, theme: Theme, data: TroyesData) -> None:
        self.theme = theme
        self.data = data
        self.board = data.board
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self._static: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._image: pygame.Surface | None = None
        #: where each die, card and event was drawn last (for ``hit``)
        self._dice: list[tuple[int, pygame.Rect]] = []
        self._events: list[tuple[int, pygame.Rect]] = []
        #: the seats of the game last drawn (its districts are laid out for them)
        self._seats = 4

    # ------------------------------------------------------------------ geometry
    def layout(self, rect: pygame.Rect) -> None:
        """Fit the map in ``rect``, its aspect kept, centred."""
        bw, bh = self.board.width, self.board.height
        self.scale = max(0.05, min(rect.width / bw, rect.height / bh))
        w, h = round(bw * self.scale), round(bh * self.scale)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = rect.center
        self._dice = []
        self._events = []

    def area(self, key: str) -> pygame.Rect:
        """A map area in window pixels (an empty rect when the map has none)."""
        p = self.board.areas.get(key)
        if p is None:
            return pygame.Rect(self.rect.left, self.rect.top, 0, 0)
        s = self.scale
        x, y = self.rect.left + round(p.x * s), self.rect.top + round(p.y * s)
        return pygame.Rect(x, y, round(p.width * s), round(p.height * s))

    def px(self, map_pixels: float) -> int:
        return max(1, round(map_pixels * self.scale))

    def type_px(self, map_pixels: float) -> int:
        """A type size of ``map_pixels`` on the map, never below the readable size."""
        return max(self.theme.readable_px, round(map_pixels * self.scale))

    def owners(self, seats: int) -> list[int]:
        """The owners of the districts drawn, left to right: each seat, then the neutral
        player (le Roy in the solo game)."""
        return [*range(seats), NEUTRAL]

    def _district_rects(self, seats: int) -> dict[int, pygame.Rect]:
        """Each district's rectangle: the map's own for a full table (one per seat and
        the neutral one), else the districts there are spread over the square."""
        owners = self.owners(seats)
        if len(owners) >= 5:
            return {o: self.area("district:5" if o == NEUTRAL else f"district:{o + 1}") for o in owners}
        first, second, last = self.area("district:1"), self.area("district:2"), self.area("district:5")
        gap = second.left - first.right
        span = last.right - first.left
        width = (span - gap * (len(owners) - 1)) / len(owners)
        return {
            owner: pygame.Rect(round(first.left + k * (width + gap)), first.top, round(width), first.height)
            for k, owner in enumerate(owners)
        }

    def district_rect(self, owner: int, view: TroyesState | None = None) -> pygame.Rect:
        """Where ``owner``'s district is drawn (for ``view``'s seats, or the last drawn)."""
        seats = view.seats if view is not None else self._seats
        return self._district_rects(seats).get(owner, pygame.Rect(self.rect.left, self.rect.top, 0, 0))

    def _place_rect(self, building: str, row: int, place: int) -> pygame.Rect:
        return self.area(f"place:{building}:{row}:{place}")

    def _site_rect(self, level: int, site: int) -> pygame.Rect:
        return self.area(f"site:{level + 1}:{site + 1}")

    def _slot_rect(self, index: int) -> pygame.Rect:
        colour = COLOURS[index // 3]
        return self.area(f"slot:{colour}:{index % 3 + 1}")

    def _event_rects(self, view: TroyesState) -> list[tuple[pygame.Rect, pygame.Rect, pygame.Rect]]:
        """Each queued event's (card, banners, name) rectangles: Marauding in its own
        place, the others along the queue; the name beside the banners takes what room
        is left (none in a long queue: the card shown large names it)."""
        out: list[tuple[pygame.Rect, pygame.Rect, pygame.Rect]] = []
        gap = self.px(20)
        queue = self.area("queue")
        count = max(1, len(view.queue) - 1)
        item_w = min(self.area("marauding").width, (queue.width - gap * (count - 1)) // count)
        for i, _queued in enumerate(view.queue):
            if i == 0:
                box = self.area("marauding")
            else:
                box = pygame.Rect(queue.left + (i - 1) * (item_w + gap), queue.top, item_w, queue.height)
            # The card as tall as the queue, its banners in a column at its right.
            column = self.px(32)
            card_h = box.height
            card_w = min(box.width - column - self.px(4), round(card_h / cards.CARD_RATIO))
            card_h = round(card_w * cards.CARD_RATIO)
            card = pygame.Rect(box.left, box.top, card_w, card_h)
            banners = pygame.Rect(card.right + self.px(4), box.top, column, card_h)
            name = pygame.Rect(
                banners.right + self.px(8), box.top, max(0, box.right - banners.right - self.px(8)), card_h
            )
            out.append((card, banners, name))
        return out

    def _dice_rects(self, view: TroyesState) -> list[tuple[int, pygame.Rect]]:
        """Where each die lies in its district: colour by colour, rows from the top."""
        out: list[tuple[int, pygame.Rect]] = []
        owners = sorted({d.district for d in view.dice})
        for owner in owners:
            box = self._district_inner(self.district_rect(owner, view))
            dice = sorted(
                view.district(owner),
                key=lambda d: (COLOURS.index(d.colour) if d.colour in COLOURS else 9, -d.value, d.id),
            )
            if not dice or box.width <= 0:
                continue
            size = self.px(46)
            gap = self.px(8)
            while size > self.px(18):
                per_row = max(1, (box.width + gap) // (size + gap))
                rows = -(-len(dice) // per_row)
                if rows * (size + gap) - gap <= box.height:
                    break
                size -= self.px(4)
            per_row = max(1, (box.width + gap) // (size + gap))
            for k, d in enumerate(dice):
                r, c = divmod(k, per_row)
                out.append((d.id, pygame.Rect(box.left + c * (size + gap), box.top + r * (size + gap), size, size)))
        return out

    def _head_height(self) -> int:
        """The height of a district's head (its owner's marker and name)."""
        return max(self.px(40), self.theme.line_height("small_bold", self.type_px(24)) + self.px(10))

    def _district_inner(self, box: pygame.Rect) -> pygame.Rect:
        """Where a district's dice lie: under its head."""
        head = self._head_height()
        return pygame.Rect(
            box.left + self.px(10), box.top + head, box.width - self.px(20), box.height - head - self.px(8)
        )

    # ------------------------------------------------------------------ hits
    def hit(self, pos: tuple[int, int], view: TroyesState | None = None) -> Hit | None:
        """What lies under ``pos``: a die, a place, the lying citizens, a slot, an event,
        a cathedral site or a district (the dice and events as last drawn, or as
        ``view`` lays them)."""
        if not self.rect.collidepoint(pos):
            return None
        dice = self._dice_rects(view) if view is not None else self._dice
        for die_id, r in dice:
            if r.collidepoint(pos):
                return Hit("die", (die_id,))
        events = (
            [(i, c.union(b).union(n)) for i, (c, b, n) in enumerate(self._event_rects(view))]
            if view is not None
            else self._events
        )
        for i, r in events:
            if r.collidepoint(pos):
                return Hit("event", (i,))
        for b in BUILDINGS:
            for row_i, row in enumerate(self.data.buildings[b].rows):
                for p in range(row.places):
                    if self._place_rect(b, row_i, p).collidepoint(pos):
                        return Hit("place", (b, row_i, p))
            if self.area(f"lying:{b}").collidepoint(pos):
                return Hit("lying", (b,))
        for level, sites in enumerate(self.data.cathedral):
            for site in range(len(sites)):
                if self._site_rect(level, site).collidepoint(pos):
                    return Hit("site", (level, site))
        for i in range(9):
            if self._slot_rect(i).collidepoint(pos):
                return Hit("slot", (i,))
        for owner, r in self._district_rects(view.seats if view is not None else self._seats).items():
            if r.collidepoint(pos):
                return Hit("district", (owner,))
        return None

    def rect_of(self, hit: Hit, view: TroyesState | None = None) -> pygame.Rect | None:
        """Where ``hit``'s thing is drawn (None when it is not on the board)."""
        k = hit.key
        if hit.what == "die":
            for die_id, r in self._dice_rects(view) if view is not None else self._dice:
                if die_id == k[0]:
                    return r
            return None
        if hit.what == "event":
            found = self._event_rects(view) if view is not None else None
            if found is not None:
                return found[int(k[0])][0] if 0 <= int(k[0]) < len(found) else None  # type: ignore[call-overload]
            for i, r in self._events:
                if i == k[0]:
                    return r
            return None
        if hit.what == "place":
            return self._place_rect(str(k[0]), int(k[1]), int(k[2]))  # type: ignore[call-overload]
        if hit.what == "lying":
            return self.area(f"lying:{k[0]}")
        if hit.what == "site":
            return self._site_rect(int(k[0]), int(k[1]))  # type: ignore[call-overload]
        if hit.what == "slot":
            return self._slot_rect(int(k[0]))  # type: ignore[call-overload]
        if hit.what == "district":
            return self.district_rect(int(k[0]), view)  # type: ignore[call-overload]
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, view: TroyesState, highlight: Highlight = NOTHING) -> None:
        """The whole board for ``view``, with ``highlight``'s things lit."""
        self._seats = view.seats
        surface.blit(self.static_layer(), self.rect)
        self._draw_influence(surface, view)
        self._draw_buildings(surface, view, highlight)
        self._draw_cathedral(surface, view, highlight)
        self._draw_slots(surface, view, highlight)
        self._draw_decks(surface, view)
        self._draw_events(surface, view, highlight)
        self._draw_districts(surface, view, highlight)
        self._draw_round(surface, view)
        self._draw_notes(surface, view, highlight)

    def _draw_notes(self, surface: pygame.Surface, view: TroyesState, hl: Highlight) -> None:
        """The highlight's notes: under a slot or an event; the dice's (their price) once
        for each district, after its last die (the dice lit say which it is for)."""
        by_district: dict[int, list[str]] = {}
        owner_of = {d.id: d.district for d in view.dice}
        for hit, note in hl.notes.items():
            if not note:
                continue
            if hit.what == "die":
                notes = by_district.setdefault(owner_of.get(int(hit.key[0]), NEUTRAL), [])  # type: ignore[call-overload]
                if note not in notes:
                    notes.append(note)
                continue
            r = self.rect_of(hit)
            if r is not None:  # below: the names stay clear
                self._note(surface, note, (r.centerx, r.bottom + self.px(14)))
        dice_of: dict[int, list[pygame.Rect]] = {}
        for die_id, r in self._dice:
            dice_of.setdefault(owner_of[die_id], []).append(r)
        for owner, notes in by_district.items():
            note = " · ".join(notes)
            box = self._district_inner(self.district_rect(owner, view))
            w, h = self._note_size(note)
            dice = dice_of.get(owner, [])
            last = max(dice, key=lambda r: (r.top, r.left)) if dice else pygame.Rect(box.left, box.top, 0, 0)
            if last.right + self.px(10) + w <= box.right:  # after the last die
                at = (last.right + self.px(10) + w // 2, last.centery)
            elif last.bottom + self.px(6) + h <= box.bottom:  # under the dice
                at = (box.left + w // 2, last.bottom + self.px(6) + h // 2)
            else:  # over the district's lower corner
                at = (box.right - w // 2, box.bottom - h // 2)
            self._note(surface, note, at)

    def _note_size(self, note: str) -> tuple[int, int]:
        w, h = self.theme.text_size(note, "small_bold", self.type_px(22))
        return w + self.px(12) + 2, h + self.px(4)

    def _note(self, surface: pygame.Surface, note: str, at: tuple[int, int]) -> None:
        t = self.theme
        px = self.type_px(22)
        plaque = pygame.Rect(0, 0, *self._note_size(note))
        plaque.center = at
        plaque.clamp_ip(self.rect)
        pygame.draw.rect(surface, t.colors.parchment_light, plaque, border_radius=self.px(6))
        pygame.draw.rect(surface, t.colors.rubric, plaque, max(1, self.px(2)), border_radius=self.px(6))
        t.blit_text(surface, note, plaque.center, "small_bold", t.colors.rubric, "center", px=px)

    def _lit(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A gold glow around something that may be chosen."""
        c = self.theme.colors
        glow = pygame.Surface(rect.inflate(self.px(12), self.px(12)).size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*c.gold_light, 110), glow.get_rect(), border_radius=self.px(10))
        surface.blit(glow, glow.get_rect(center=rect.center))
        pygame.draw.rect(
            surface, c.gold, rect.inflate(self.px(8), self.px(8)), max(2, self.px(4)), border_radius=self.px(8)
        )

    def _piece(
        self, surface: pygame.Surface, view: TroyesState, owner: int, rect: pygame.Rect, lying: bool = False
    ) -> None:
        """A citizen or a cube of ``owner``: its colour in its shape."""
        rgb, pattern = look_of(view, owner)
        size = max(6, min(rect.width, rect.height))
        img = marker(rgb, pattern, size)
        if lying:
            img = pygame.transform.rotate(img, 90)
            img = pygame.transform.smoothscale(img, (size, max(4, size * 2 // 3)))
        surface.blit(img, img.get_rect(center=rect.center))

    def static_layer(self) -> pygame.Surface:
        """The parchment with every frame and name, kept for the size and the language."""
        key = (self.rect.size, self.theme.scale, i18n.language())
        if self._static is not None and self._static[0] == key:
            return self._static[1]
        surf = pygame.Surface(self.rect.size)
        self._paint_static(surf)
        self._static = (key, surf)
        return surf

    def _paint_static(self, surf: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        image = self._parchment()
        if image is not None:
            surf.blit(pygame.transform.smoothscale(image, surf.get_size()), (0, 0))
        else:
            surf.blit(t.parchment(surf.get_size()), (0, 0))
        origin = self.rect.topleft

        def local(key: str) -> pygame.Rect:
            return self.area(key).move(-origin[0], -origin[1])

        pygame.draw.rect(surf, c.ink_soft, surf.get_rect(), max(2, self.px(4)))
        pygame.draw.rect(
            surf, c.parchment_edge, surf.get_rect().inflate(-self.px(16), -self.px(16)), max(1, self.px(2))
        )
        head_px = self.type_px(26)
        small_px = self.type_px(20)
        # The Influence track (§1.2): 0 to the most Influence (20 in the box).
        for n in range(self.data.numbers.influence_max + 1):
            r = local(f"influence:{n}")
            pygame.draw.rect(surf, c.parchment_light, r, border_radius=self.px(6))
            pygame.draw.rect(surf, c.ink_faded, r, max(1, self.px(2)), border_radius=self.px(6))
            t.blit_text(surf, str(n), (r.left + self.px(5), r.top + self.px(2)), "small_bold", c.ink_soft, px=small_px)
        first = local("influence:0")
        t.blit_text(
            surf,
            i18n.t("troyes.ui.board.influence"),
            (first.left, first.top - self.px(4)),
            "small_italic",
            c.ink_soft,
            "bottomleft",
            px=small_px,
        )
        # The three principal buildings, with the values each row takes.
        for b in BUILDINGS:
            building = self.data.buildings[b]
            frame = local(f"building:{b}")
            tint = TINTS.get(building.colour, c.ink_soft)
            self._frame(surf, frame, tint, i18n.t(_BUILDING_NAMES[b]), head_px, _EMBLEMS[b])
            top_place = min(local(f"place:{b}:{r}:0").top for r in range(len(building.rows)))
            room_h = top_place - self.px(40) - (frame.top + self.px(56))
            if room_h > self.px(60):  # the Palace's hall above its row: its emblem, faint
                mark = icons.icon(_EMBLEMS[b], room_h, (214, 200, 168))
                surf.blit(mark, mark.get_rect(midtop=(frame.centerx, frame.top + self.px(56))))
            sub = i18n.t("troyes.ui.board.salary", n=building.salary)
            room = local(f"lying:{b}")
            t.blit_text(
                surf, sub, (room.right, room.top - self.px(3)), "small_italic", c.ink_soft, "bottomright", px=small_px
            )
            for row_i, row in enumerate(building.rows):
                for p in range(row.places):
                    r = local(f"place:{b}:{row_i}:{p}")
                    pygame.draw.rect(surf, c.parchment_light, r, border_radius=self.px(8))
                    pygame.draw.rect(surf, tint, r, max(1, self.px(3)), border_radius=self.px(8))
                first_place = local(f"place:{b}:{row_i}:0")
                size = self.px(24)
                if building.rows and all(
                    len(rw.values) == 1 for rw in building.rows
                ):  # the Palace: a die above each place
                    die = pygame.Rect(0, 0, size, size)
                    die.midbottom = (first_place.centerx, first_place.top - self.px(6))
                    draw_die(surf, t, die, building.colour, row.values[0])
                else:  # a row's values at its left
                    x = first_place.left - self.px(10)
                    for v in reversed(row.values):
                        die = pygame.Rect(0, 0, size, size)
                        die.midright = (x, first_place.centery)
                        draw_die(surf, t, die, building.colour, v)
                        x -= size + self.px(6)
            lying = local(f"lying:{b}")
            pygame.draw.rect(surf, (*c.parchment_dark,), lying, border_radius=self.px(10))
            pygame.draw.rect(surf, c.ink_faded, lying, max(1, self.px(2)), border_radius=self.px(10))
            t.blit_text(
                surf,
                i18n.t("troyes.ui.board.lying"),
                (lying.left + self.px(10), lying.top + self.px(4)),
                "small_italic",
                c.ink_soft,
                px=small_px,
            )
        # The cathedral: three levels of six sites, each with the Influence it gives.
        frame = local("cathedral")
        self._frame(surf, frame, c.ink_soft, i18n.t("troyes.ui.board.cathedral"), head_px, "fleur_de_lis")
        for level, sites in enumerate(self.data.cathedral):
            for site, influence in enumerate(sites):
                r = local(f"site:{level + 1}:{site + 1}")
                pygame.draw.rect(surf, (226, 214, 186), r, border_radius=self.px(4))
                pygame.draw.rect(surf, c.ink_soft, r, max(1, self.px(2)), border_radius=self.px(4))
                # The Influence of an empty site in its middle (a cube covers it; the
                # site's tooltip says it then).
                t.blit_text(surf, f"+{influence}", r.center, "small_bold", c.ink_soft, "center", px=small_px)
            first_site = local(f"site:{level + 1}:1")
            t.blit_text(
                surf,
                i18n.t("troyes.ui.board.level", level=level + 1),
                (first_site.left, first_site.top - self.px(2)),
                "small_italic",
                c.rubric,
                "bottomleft",
                px=small_px,
            )
        # The activity cards' slots, the decks, Marauding and the queue, the districts.
        for i in range(9):
            r = local(f"slot:{COLOURS[i // 3]}:{i % 3 + 1}")
            pygame.draw.rect(surf, c.parchment_dark, r, border_radius=self.px(10))
        for colour in COLOURS:
            r = local(f"deck:{colour}")
            pygame.draw.rect(surf, c.parchment_dark, r, border_radius=self.px(8))
        queue = local("queue").union(local("marauding"))
        t.blit_text(
            surf,
            i18n.t("troyes.ui.board.events"),
            (queue.left, queue.top - self.px(6)),
            "small_italic",
            c.ink_soft,
            "bottomleft",
            px=small_px,
        )
        square = local("district:1").union(local("district:5"))
        t.blit_text(
            surf,
            i18n.t("troyes.ui.board.square"),
            (square.left, square.top - self.px(6)),
            "small_italic",
            c.ink_soft,
            "bottomleft",
            px=small_px,
        )

    def _frame(
        self, surf: pygame.Surface, rect: pygame.Rect, tint: tuple[int, ...], name: str, px: int, icon: str = ""
    ) -> None:
        t = self.theme
        c = t.colors
        pygame.draw.rect(surf, (236, 224, 196), rect, border_radius=self.px(14))
        band = pygame.Rect(rect.left, rect.top, rect.width, self.px(48))
        pygame.draw.rect(surf, tint, band, border_top_left_radius=self.px(14), border_top_right_radius=self.px(14))
        pygame.draw.rect(surf, c.ink, rect, max(1, self.px(3)), border_radius=self.px(14))
        ink = c.parchment_light if sum(tint[:3]) < 460 else c.ink
        t.blit_text(surf, name, band.center, "subheading", ink, "center", px=px)
        if icon:  # the building's emblem at both ends of its band
            size = self.px(34)
            emblem = icons.icon(icon, size)
            surf.blit(emblem, emblem.get_rect(midleft=(band.left + self.px(12), band.centery)))
            surf.blit(emblem, emblem.get_rect(midright=(band.right - self.px(12), band.centery)))

    def _parchment(self) -> pygame.Surface | None:
        """The board's artwork: the picture the map names (checked, and resolved, when
        the map was read; a mod's own, or the game's), read through Python so that it
        is the very file checked; None when there is none, or it cannot be read now."""
        if self._image is None:
            path = self.data.board.picture
            if path is None or os.path.realpath(path) != path or not os.path.isfile(path):
                return None
            try:
                with open(path, "rb") as stream:
                    self._image = pygame.image.load(stream, os.path.basename(path)).convert()
            except (OSError, pygame.error):
                return None
        return self._image

    # -- the pieces
    def _draw_influence(self, surface: pygame.Surface, view: TroyesState) -> None:
        by_value: dict[int, list[int]] = {}
        for seat, p in enumerate(view.players):
            by_value.setdefault(max(0, min(self.data.numbers.influence_max, p.influence)), []).append(seat)
        for value, seats in by_value.items():
            r = self.area(f"influence:{value}")
            size = r.width // 2 if len(seats) > 1 else r.width * 3 // 4
            for k, seat in enumerate(seats):
                spot = pygame.Rect(0, 0, size, size)
                if len(seats) == 1:
                    spot.center = (r.centerx + self.px(4), r.centery + self.px(4))
                else:
                    spot.topleft = (r.left + (k % 2) * size, r.top + (k // 2) * size)
                self._piece(surface, view, seat, spot)

    def _draw_buildings(self, surface: pygame.Surface, view: TroyesState, hl: Highlight) -> None:
        for b in BUILDINGS:
            rows = view.buildings.get(b, [])
            for row_i, row in enumerate(rows):
                for p, owner in enumerate(row):
                    r = self._place_rect(b, row_i, p)
                    if (b, row_i, p) in hl.places:
                        self._lit(surface, r)
                    if owner is not None:
                        self._piece(surface, view, owner, r.inflate(-self.px(8), -self.px(8)))
            lying = self.area(f"lying:{b}")
            owners = view.lying.get(b, [])
            if b in hl.lying:
                self._lit(surface, lying)
            if owners:
                size = min(self.px(52), lying.height - self.px(30))
                step = min(size + self.px(4), (lying.width - self.px(20)) // max(1, len(owners)))
                for k, owner in enumerate(owners):
                    spot = pygame.Rect(
                        lying.left + self.px(10) + k * step, lying.bottom - size - self.px(6), size, size
                    )
                    self._piece(surface, view, owner, spot, lying=True)

    def _draw_cathedral(self, surface: pygame.Surface, view: TroyesState, hl: Highlight) -> None:
        for level, sites in enumerate(view.cathedral):
            for site, owner in enumerate(sites):
                r = self._site_rect(level, site)
                if (level, site) in hl.sites:
                    self._lit(surface, r)
                if owner is not None:
                    self._cube(surface, view, owner, r.inflate(-self.px(12), -self.px(12)))

    def _cube(self, surface: pygame.Surface, view: TroyesState, owner: int, rect: pygame.Rect) -> None:
        """A cube: a square of the owner's colour with the owner's shape on it."""
        rgb, pattern = look_of(view, owner)
        pygame.draw.rect(
            surface, (30, 20, 12), rect.move(0, max(1, rect.height // 10)), border_radius=max(1, rect.width // 6)
        )
        pygame.draw.rect(surface, rgb, rect, border_radius=max(1, rect.width // 6))
        pygame.draw.rect(surface, (40, 28, 18), rect, max(1, rect.width // 14), border_radius=max(1, rect.width // 6))
        inner = marker((245, 238, 220), pattern, max(6, rect.width * 3 // 5))
        surface.blit(inner, inner.get_rect(center=rect.center))

    def _draw_slots(self, surface: pygame.Surface, view: TroyesState, hl: Highlight) -> None:
        t = self.theme
        for i, slot in enumerate(view.slots[:9]):
            r = self._slot_rect(i)
            if i in hl.slots:
                self._lit(surface, r)
            if slot.face_up and slot.card != HIDDEN and slot.card in self.data.activities:
                card = self.data.activities[slot.card]
                cards.draw_activity(surface, t, r, card)
                spaces = card.vp_spaces
            else:
                cards.draw_back(surface, t, r, "activity", slot.colour, slot.level)
                spaces = tuple(0 for _ in slot.spaces)
            # The tradesmen on the VP spaces, along the foot of the card.
            n = len(slot.spaces)
            if n and slot.face_up:
                size = min(
                    max(self.px(40), t.line_height("small_bold", t.readable_px)),
                    (r.width - self.px(12)) // n - self.px(4),
                )
                band = pygame.Rect(r.left, r.bottom - size - self.px(10), r.width, size + self.px(10))
                x0 = band.centerx - (n * (size + self.px(4)) - self.px(4)) // 2
                for k, owner in enumerate(slot.spaces):
                    spot = pygame.Rect(x0 + k * (size + self.px(4)), band.top + self.px(4), size, size)
                    pygame.draw.circle(surface, t.colors.parchment_light, spot.center, size // 2)
                    pygame.draw.circle(surface, t.colors.ink_soft, spot.center, size // 2, max(1, self.px(2)))
                    if owner is not None:
                        self._piece(surface, view, owner, spot)
                    elif k < len(spaces):
                        t.blit_text(
                            surface,
                            str(spaces[k]),
                            spot.center,
                            "small_bold",
                            t.colors.ink,
                            "center",
                            px=max(t.readable_px, size * 3 // 5),
                        )
            # Tradesmen beyond the spaces, on the illustration.
            for k, owner in enumerate(slot.extra):
                spot = pygame.Rect(
                    r.left + self.px(6) + k * self.px(22), r.top + r.height // 2, self.px(30), self.px(30)
                )
                self._piece(surface, view, owner, spot)
            # Cubes on a delayed card, by seat, down its right edge.
            y = r.top + self.px(36)
            for seat, count in enumerate(slot.cubes):
                if count <= 0:
                    continue
                cube = pygame.Rect(r.right - self.px(34), y, self.px(26), self.px(26))
                self._cube(surface, view, seat, cube)
                if count > 1:
                    t.blit_text(
                        surface,
                        f"×{count}",
                        (cube.left - self.px(2), cube.centery),
                        "small_bold",
                        t.colors.ink,
                        "midright",
                        px=self.type_px(20),
                    )
                y += self.px(30)

    def _draw_decks(self, surface: pygame.Surface, view: TroyesState) -> None:
        t = self.theme
        for colour in COLOURS:
            r = self.area(f"deck:{colour}")
            count = len(view.decks.get(colour, []))
            if count:
                cards.draw_back(surface, t, r, "event", colour)
            px = self.type_px(22)
            w, h = t.text_size(str(count), "small_bold", px)
            badge = pygame.Rect(0, 0, max(self.px(40), w + self.px(16)), max(self.px(30), h + 2))
            badge.midbottom = (r.centerx, r.bottom + self.px(4))
            pygame.draw.rect(surface, t.colors.parchment_light, badge, border_radius=self.px(8))
            pygame.draw.rect(surface, t.colors.ink_soft, badge, max(1, self.px(2)), border_radius=self.px(8))
            t.blit_text(surface, str(count), badge.center, "small_bold", t.colors.ink, "center", px=px)

    def _draw_events(self, surface: pygame.Surface, view: TroyesState, hl: Highlight) -> None:
        t = self.theme
        self._events = []
        rects = self._event_rects(view)
        for i, ((card_r, banners_r, name_r), queued) in enumerate(zip(rects, view.queue, strict=False)):
            self._events.append((i, card_r.union(banners_r).union(name_r)))
            if i in hl.events:
                self._lit(surface, card_r)
            try:
                card = self.data.event(queued.card)
            except KeyError:
                cards.draw_back(surface, t, card_r, "event")
                continue
            named = self._event_name(surface, i18n.text(card.name), name_r)
            cards.draw_event(surface, t, card_r, card, titled=not named)
            n = max(card.banners, len(queued.banners))
            if not n:
                continue
            size = min(self.px(28), banners_r.width, (banners_r.height + self.px(3)) // n - self.px(3))
            for k in range(n):
                spot = pygame.Rect(banners_r.left, banners_r.top + k * (size + self.px(3)), size, size)
                if k < len(queued.banners):
                    self._cube(surface, view, queued.banners[k][0], spot)
                else:
                    pygame.draw.rect(surface, t.colors.parchment_light, spot, border_radius=max(1, size // 6))
                    pygame.draw.rect(
                        surface, t.colors.rubric, spot, max(1, self.px(2)), border_radius=max(1, size // 6)
                    )

    def _event_name(self, surface: pygame.Surface, name: str, room: pygame.Rect) -> bool:
        """An event's name beside its banners, in up to two lines (the last one cut
        when it must: the card shown large under the pointer names it); False when
        there is no room for it (the card's own band names it then)."""
        t = self.theme
        px = t.readable_px
        if room.width < 3 * px:  # not even a few letters and an ellipsis
            return False
        lh = t.line_height("small_bold", px)
        lines = t.wrap(name, "small_bold", room.width, px=px)
        most = max(1, min(2, room.height // lh))
        if len(lines) > most:
            lines = [*lines[: most - 1], " ".join(lines[most - 1 :])]
        y = room.top + self.px(4)
        with t.whole_in("card"):
            for line in lines:
                line = t.ellipsize(line, "small_bold", room.width, px)
                t.blit_text(surface, line, (room.left, y), "small_bold", t.colors.ink, px=px)
                y += lh
        return True

    def _draw_districts(self, surface: pygame.Surface, view: TroyesState, hl: Highlight) -> None:
        t = self.theme
        c = t.colors
        px = self.type_px(24)
        head = self._head_height()
        for owner, box in self._district_rects(view.seats).items():
            pygame.draw.rect(surface, (232, 220, 190), box, border_radius=self.px(12))
            pygame.draw.rect(
                surface,
                c.parchment_edge,
                box.inflate(-self.px(10), -self.px(10)),
                max(1, self.px(1)),
                border_radius=self.px(10),
            )
            pygame.draw.rect(surface, c.ink_faded, box, max(1, self.px(2)), border_radius=self.px(12))
            rgb, pattern = look_of(view, owner)
            size = min(self.px(30), head - self.px(8))
            mark = marker(rgb, pattern, size)
            middle = box.top + head // 2
            surface.blit(mark, mark.get_rect(midleft=(box.left + self.px(10), middle)))
            deniers = view.players[owner].district_deniers if owner >= 0 else 0
            right = box.right - self.px(10)
            if deniers:  # a family that passed left deniers here (§4.1)
                words = t.text_size(str(deniers), "small_bold", px)[0]
                coin = icons.icon("coin", size)
                t.blit_text(surface, str(deniers), (right, middle), "small_bold", c.ink, "midright", px=px)
                spot = coin.get_rect(midright=(right - words - self.px(4), middle))
                surface.blit(coin, spot)
                right = spot.left - self.px(8)
            left = box.left + self.px(16) + size
            name = owner_name(view, owner)
            if owner == NEUTRAL and not view.solo and t.text_size(name, "small_bold", px)[0] > right - left:
                name = i18n.t("troyes.ui.board.neutral_short")  # "Neutral": the district has no tooltip
            with t.whole_in("tooltip"):  # a family's district names it whole in its tooltip
                name = t.ellipsize(name, "small_bold", right - left, px)
            t.blit_text(surface, name, (left, middle), "small_bold", c.ink, "midleft", px=px)
        self._dice = self._dice_rects(view)
        by_id = {d.id: d for d in view.dice}
        for die_id, r in self._dice:
            d = by_id[die_id]
            look = ""
            if die_id in hl.chosen:
                look = "chosen"
            elif die_id in hl.dice:
                look = "lit"
            elif hl.dice or hl.chosen:
                look = "faded"
            draw_die(surface, t, r, d.colour, d.value, look)

    def _draw_round(self, surface: pygame.Surface, view: TroyesState) -> None:
        """The round, the start player and the black dice still to counter, at the
        right of the queue."""
        t = self.theme
        c = t.colors
        queue = self.area("queue")
        box = pygame.Rect(
            queue.right + self.px(20),
            queue.top,
            self.rect.right - self.px(30) - queue.right - self.px(20),
            queue.height,
        )
        if box.width <= 0:
            return
        pygame.draw.rect(surface, c.parchment_light, box, border_radius=self.px(12))
        pygame.draw.rect(surface, c.rubric, box, max(1, self.px(3)), border_radius=self.px(12))
        total = limits.rounds(self.data, view.config)
        words = (
            i18n.t("troyes.ui.board.round", round=view.round, rounds=total)
            if view.round
            else i18n.t("troyes.ui.board.setting_up")
        )
        room = box.width - self.px(16)
        px = max(t.readable_px, min(self.type_px(28), _fit(t, words, "subheading", room)))
        y = box.top + self.px(6)
        for line in t.wrap(words, "subheading", room, px=px):
            t.blit_text(surface, line, (box.centerx, y), "subheading", c.rubric, "midtop", px=px)
            y += t.line_height("subheading", px)
        y += self.px(8)
        size = self.px(30)
        crown = icons.icon("crown", size)
        surface.blit(crown, (box.left + self.px(12), y))
        surface.blit(marker(*look_of(view, view.start), size), (box.left + self.px(16) + size, y))
        start = i18n.t("troyes.ui.board.start")
        room = box.right - self.px(8) - (box.left + self.px(22) + 2 * size)
        spx = self.type_px(20)
        t.blit_text(
            surface, start, (box.left + self.px(22) + 2 * size, y + size // 2), "small", c.ink_soft, "midleft", px=spx
        )
        if view.black:
            y += size + self.px(10)
            die = self.px(30)
            for k, value in enumerate(view.black):
                draw_die(
                    surface,
                    t,
                    pygame.Rect(box.left + self.px(12) + k * (die + self.px(6)), y, die, die),
                    "black",
                    value,
                )


def _fit(theme: Theme, text: str, role: str, width: int) -> int:
    """The largest type size (down to the readable size) at which ``text`` fits
    ``width`` (the readable size when none does: wrap it then)."""
    px = theme.font_size(role) * 2
    while px > theme.readable_px and theme.text_size(text, role, px)[0] > width:
        px -= 1
    return px


def hidden_vp(vp: int) -> bool:
    """The view hides these victory points from its viewer."""
    return vp == HIDDEN_VP


LookFn = Callable[[TroyesState, int], tuple[RGB, str]]

__all__ = ["NEUTRAL_LOOK", "ROY_LOOK", "CityBoard", "hidden_vp", "look_of", "owner_name"]
