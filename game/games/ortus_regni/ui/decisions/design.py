"""The deck design screen (OR 2.1): an Earl makes his 24-card deck, behind the curtain.

The body lists the 15 card types by category, each with its count and a − and a +
button (disabled, with the reason in its tooltip, when the rules do not offer it), and
the card's words under the pointer. Beside it (below, in a narrow panel): a picture of
what the deck can do (a bar per category, the Lords against the Castles and the Palace,
the Army the Lands and Market Towns can field, the deck's size), the named decks of the
data to start from, and the decks the player saved (``ui.decks``), each loaded as a run
of the rules' own small steps. The foot holds the random deck and Confirm, which says
why the deck is not ready yet when it is not.

The view never changes the deck itself: every change is one of the decision's options
submitted through the table (``ctx.submit``), so the engine's reason is shown for any
refusal.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import ClassVar

import pygame

from game.core import i18n
from game.core.engine import Action, Decision
from game.core.i18n import N_, Message, Text, m
from game.games.ortus_regni.rules.actions import DesignAdd, DesignArchetype, DesignDone, DesignRandom, DesignRemove
from game.games.ortus_regni.rules.data import CATEGORIES, LORD_ROLES, EarlCard, OrtusData
from game.games.ortus_regni.rules.state import OrtusState
from game.games.ortus_regni.ui import decks
from game.games.ortus_regni.ui.render import cards
from game.ui.decisions.base import GameContext
from game.ui.decisions.panel import PanelBase
from game.ui.theme import Color, Theme
from game.ui.widgets.base import Widget, WidgetGroup
from game.ui.widgets.button import Button
from game.ui.widgets.label import Label
from game.ui.widgets.text_input import TextInput

#: a panel at least this wide (design pixels) lays its body in two columns
TWO_COLUMNS = 660
#: a category glyph's side (design pixels)
GLYPH = 18
#: the − and + buttons' side
STEP_BUTTON = 30
#: how far below the body a widget may be drawn and still count as shown
MARGIN = 6
#: the longest name a saved deck may have
NAME_LENGTH = 24
#: a card type's chip in a row of the wide layout: its height and its greatest width
CHIP = 26
CHIP_WIDTH = 240
#: the widest the card preview grows (design pixels)
PREVIEW_MOST = 320
#: the least widths the type rows and the right column keep when the preview stands
#: beside the rows
TYPES_LEAST = 330
RIGHT_LEAST = 320

CATEGORY_COLOURS: dict[str, Color] = {
    "property": (82, 104, 58),
    "face": (62, 95, 122),
    "political": (140, 32, 22),
}
CATEGORY_HEADINGS = {
    "property": N_("ortus_regni.ui.design.heading.property"),
    "face": N_("ortus_regni.ui.design.heading.face"),
    "political": N_("ortus_regni.ui.design.heading.political"),
}
CATEGORY_NAMES = {
    "property": N_("ortus_regni.ui.design.category.property"),
    "face": N_("ortus_regni.ui.design.category.face"),
    "political": N_("ortus_regni.ui.design.category.political"),
}


def card_cap(data: OrtusData, card: str) -> int:
    """The most copies of ``card`` a deck may hold."""
    return min(data.numbers.max_copies, data.cards[card].copies)


def deck_problem(data: OrtusData, counts: dict[str, int]) -> Message | None:
    """Why ``counts`` is not a deck to confirm (None: it is): its size, then a type with
    too many copies, then a card the game does not know."""
    for card in counts:
        if card not in data.deck_types:
            return m("ortus_regni.ui.design.unknown_card", card=card)
    total = sum(counts.values())
    if total != data.numbers.deck_size:
        return m("ortus_regni.ui.design.wrong_size", n=total, size=data.numbers.deck_size)
    for card, n in counts.items():
        if n > card_cap(data, card):
            return m("ortus_regni.ui.design.too_many", card=data.cards[card].name, n=n, most=card_cap(data, card))
    return None


def load_problem(data: OrtusData, counts: dict[str, int]) -> Message | None:
    """Why a saved deck cannot be loaded here (None: it can): a card the game does not
    know, too many copies of a type, more cards than a deck holds."""
    for card, n in counts.items():
        if card not in data.deck_types:
            return m("ortus_regni.ui.design.unknown_card", card=card)
        if n > card_cap(data, card):
            return m("ortus_regni.ui.design.too_many", card=data.cards[card].name, n=n, most=card_cap(data, card))
    total = sum(counts.values())
    if total > data.numbers.deck_size:
        return m("ortus_regni.ui.design.wrong_size", n=total, size=data.numbers.deck_size)
    return None


def distance(a: dict[str, int], b: dict[str, int]) -> int:
    """The single steps (one copy in or out) from deck ``a`` to deck ``b``."""
    return sum(abs(a.get(card, 0) - b.get(card, 0)) for card in set(a) | set(b))


def steps_to(data: OrtusData, current: dict[str, int], target: dict[str, int]) -> list[Action]:
    """The actions that make ``current`` into ``target``: a named deck of the data first
    when starting from it is shorter, then the copies taken out, then those put in."""
    plan: list[Action] = []
    start = dict(current)
    best = distance(current, target)
    for aid, archetype in data.archetypes.items():
        counts = {c: n for c, n in archetype.counts.items() if n}
        if distance(counts, target) + 1 < best:
            best, start = distance(counts, target) + 1, counts
            plan = [DesignArchetype(aid)]
    for card in data.deck_types:
        plan += [DesignRemove(card)] * max(0, start.get(card, 0) - target.get(card, 0))
    for card in data.deck_types:
        plan += [DesignAdd(card)] * max(0, target.get(card, 0) - start.get(card, 0))
    return plan


# --------------------------------------------------------------------------- drawing


def draw_glyph(surface: pygame.Surface, theme: Theme, category: str, center: tuple[int, int], side: int) -> None:
    """A category's sign, told apart by its shape as well as its colour: a tower
    (Property), a head and shoulders (Face), a diamond seal (Political)."""
    colour = CATEGORY_COLOURS.get(category, theme.colors.ink_soft)
    ink = theme.colors.ink
    x, y = center
    h = side // 2
    line = max(1, theme.px(1.2))
    if category == "property":
        q = max(1, side // 6)
        points = [
            (x - h, y + h),
            (x - h, y - h),
            (x - h + q, y - h),
            (x - h + q, y - h + q),
            (x - q, y - h + q),
            (x - q, y - h),
            (x + q, y - h),
            (x + q, y - h + q),
            (x + h - q, y - h + q),
            (x + h - q, y - h),
            (x + h, y - h),
            (x + h, y + h),
        ]
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, ink, points, line)
    elif category == "face":
        r = max(2, side // 4)
        shoulders = pygame.Rect(x - h, y, side, h + 1)
        previous = surface.get_clip()
        surface.set_clip(shoulders.clip(previous) if previous else shoulders)
        pygame.draw.ellipse(surface, colour, shoulders.inflate(0, h))
        pygame.draw.ellipse(surface, ink, shoulders.inflate(0, h), line)
        surface.set_clip(previous)
        pygame.draw.line(surface, ink, shoulders.bottomleft, shoulders.bottomright, line)
        pygame.draw.circle(surface, colour, (x, y - h + r), r)
        pygame.draw.circle(surface, ink, (x, y - h + r), r, line)
    else:
        points = [(x, y - h), (x + h, y), (x, y + h), (x - h, y)]
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, ink, points, line)


class Heading(Widget):
    """A small red heading with a faint rule after it."""

    def __init__(self, theme: Theme, text: Text) -> None:
        super().__init__(theme)
        self.text = i18n.text(text)

    def lines(self, width: int) -> list[str]:
        return self.theme.wrap(self.text, "small_bold", max(1, width - self.theme.px(4)))

    def height_at(self, width: int) -> int:
        return len(self.lines(width)) * self.theme.line_height("small_bold") + self.theme.px(4)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        y = self.rect.top
        r = pygame.Rect(self.rect.left, y, 0, 0)
        for line in self.lines(self.rect.width):
            r = t.blit_text(surface, line, (self.rect.left + t.px(2), y), "small_bold", t.colors.rubric)
            y += t.line_height("small_bold")
        if r.right + t.px(12) < self.rect.right:
            pygame.draw.line(
                surface, t.colors.ink_faded, (r.right + t.px(8), r.centery), (self.rect.right - t.px(4), r.centery), 1
            )


class TypeInfo(Widget):
    """A card type's line: its category's glyph and its name, or the card's chip (given
    ``data``, when the row is tall and wide enough for the chip to show the name whole),
    and its count "n / most"; the card's words are its tooltip."""

    def __init__(self, theme: Theme, card: EarlCard, count: int, most: int, data: OrtusData | None = None) -> None:
        super().__init__(theme, None, i18n.text(card.text))
        self.card = card
        self.category = card.category
        self.text = i18n.text(card.name)
        self.count = count
        self.detail = i18n.t("ortus_regni.ui.design.count", n=count, most=most)
        self.data = data

    def chip_rect(self, rect: pygame.Rect) -> pygame.Rect | None:
        """Where the chip goes in a row at ``rect``; None when the row has no room for it
        with the card's name whole (the glyph and the name are drawn then)."""
        t = self.theme
        if self.data is None or self.card.id not in self.data.cards:
            return None
        h = t.px(CHIP)
        w = min(t.px(CHIP_WIDTH), rect.width - self._detail_w() - t.px(6))
        if rect.height < h + t.px(2) or w < 2 * h:
            return None
        layout = cards.mini_layout(t, pygame.Rect(0, 0, w, h), self.data, self.card.id)
        if layout.name is None or layout.name_cut:
            return None
        chip = pygame.Rect(rect.left + t.px(2), 0, w, h)
        chip.centery = rect.centery
        return chip

    def _left(self) -> int:
        return self.theme.px(GLYPH + 14)

    def _detail_w(self) -> int:
        return self.theme.text_size(self.detail, "body_bold")[0] + self.theme.px(10)

    def lines(self, width: int) -> list[str]:
        t = self.theme
        return t.wrap(self.text, "body", max(t.px(30), width - self._left() - self._detail_w()))

    def height_at(self, width: int) -> int:
        t = self.theme
        if self.chip_rect(pygame.Rect(0, 0, width, t.px(STEP_BUTTON))) is not None:
            return t.px(STEP_BUTTON)
        return max(t.px(STEP_BUTTON), len(self.lines(width)) * t.line_height("body") + t.px(6))

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        if self.hovered:
            pygame.draw.rect(surface, (248, 240, 218), self.rect, border_radius=t.px(4))
        chip = self.chip_rect(self.rect)
        if chip is not None and self.data is not None:
            cards.draw_mini(surface, t, chip, self.data, self.card.id)
        else:
            lines = self.lines(self.rect.width)
            lh = t.line_height("body")
            top = self.rect.centery - len(lines) * lh // 2
            centre = (self.rect.left + t.px(4 + GLYPH // 2), self.rect.centery)
            draw_glyph(surface, t, self.category, centre, t.px(GLYPH))
            ink = c.ink if self.count else c.ink_soft
            for line in lines:
                t.blit_text(surface, line, (self.rect.left + self._left(), top), "body", ink)
                top += lh
        colour = c.rubric if self.count else c.ink_faded
        t.blit_text(
            surface, self.detail, (self.rect.right - t.px(4), self.rect.centery), "body_bold", colour, "midright"
        )


class Bar(Widget):
    """One line of the deck's picture: a glyph (or none), a name, a bar and a number."""

    def __init__(
        self,
        theme: Theme,
        label: str,
        value: int,
        most: int,
        detail: str,
        category: str = "",
        label_w: int = 0,
        tooltip: str | None = None,
    ) -> None:
        super().__init__(theme, None, tooltip)
        self.text = label
        self.value = value
        self.most = max(1, most)
        self.detail = detail
        self.category = category
        self.label_w = label_w

    def height_at(self, width: int) -> int:
        return self.theme.line_height("small_bold") + self.theme.px(6)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        mid = self.rect.centery
        x = self.rect.left + t.px(4)
        if self.category:
            draw_glyph(surface, t, self.category, (x + t.px(GLYPH // 2 - 2), mid), t.px(GLYPH - 4))
        x += t.px(GLYPH + 4)
        t.blit_text(surface, self.text, (x, mid), "small_bold", c.ink, "midleft")
        right = self.rect.right - t.px(4)
        d = t.blit_text(surface, self.detail, (right, mid), "small_bold", c.ink, "midright")
        left = x + self.label_w + t.px(8)
        track = pygame.Rect(left, mid - t.px(5), max(0, d.left - t.px(8) - left), t.px(10))
        if track.width <= 0:
            return
        pygame.draw.rect(surface, c.parchment_dark, track, border_radius=t.px(3))
        fill = pygame.Rect(track.left, track.top, min(track.width, track.width * self.value // self.most), track.height)
        colour = CATEGORY_COLOURS.get(self.category, c.gold)
        if fill.width > 0:
            pygame.draw.rect(surface, colour, fill, border_radius=t.px(3))
        pygame.draw.rect(surface, c.ink_faded, track, 1, border_radius=t.px(3))


_reads: dict[tuple[object, ...], bool] = {}


def reads_whole(theme: Theme, data: OrtusData, width: int) -> bool:
    """Does every card type's face, drawn large ``width`` wide, show its name and its
    whole text, every word of it, at a readable size inside its text area?"""
    key = (id(theme), theme.scale, theme.readable_px, i18n.language(), id(data), width)
    found = _reads.get(key)
    if found is not None:
        return found
    readable = theme.readable_px
    found = True
    for kind in data.deck_types:
        layout = cards.face_layout(theme, cards.card_rect(width), data, kind, large=True)
        area = layout.text_area
        words = " ".join(line.text for line in layout.text).split()
        if (
            layout.name_cut
            or not layout.name
            or area is None
            or words != i18n.text(data.cards[kind].text).split()
            or any(line.px < readable or not area.contains(line.rect) for line in layout.text)
        ):
            found = False
            break
    if len(_reads) > 256:
        _reads.clear()
    _reads[key] = found
    return found


class CardPreview(Widget):
    """The face of the card type ``kind()`` names, drawn large with its whole text."""

    def __init__(self, theme: Theme, data: OrtusData, kind: Callable[[], str | None]) -> None:
        super().__init__(theme)
        self.data = data
        self.kind = kind

    def draw(self, surface: pygame.Surface) -> None:
        kind = self.kind()
        if kind is not None:
            cards.draw_card(surface, self.theme, self.rect, self.data, kind, large=True)


class ConfirmButton(Button):
    """Confirm: looks disabled while the deck is not ready, yet a click says why
    (``refusal``) rather than doing nothing."""

    def __init__(self, theme: Theme, text: str, on_click: Callable[[], object], refusal: str | None, tip: str) -> None:
        super().__init__(theme, text, on_click, primary=True, tooltip=refusal or tip)
        self.refusal = refusal

    def draw(self, surface: pygame.Surface) -> None:
        if self.refusal is None:
            super().draw(surface)
            return
        self.enabled = False
        try:
            super().draw(surface)
        finally:
            self.enabled = True

    def layer_key(self) -> tuple[object, ...]:
        return (*super().layer_key(), self.refusal)


class Stack:
    """Lays widgets top to bottom in one column of the body."""

    def __init__(self, theme: Theme, group: WidgetGroup, left: int, top: int, width: int) -> None:
        self.theme = theme
        self.group = group
        self.left = left
        self.top = top
        self.width = width
        self.y = top

    def add(self, widget: Widget, height: int, gap: float = 3) -> Widget:
        widget.rect = pygame.Rect(self.left, self.y, self.width, height)
        self.group.add(widget)
        self.y += height + self.theme.px(gap)
        return widget

    def heading(self, text: Text) -> None:
        if self.y > self.top:
            self.y += self.theme.px(8)
        h = Heading(self.theme, text)
        self.add(h, h.height_at(self.width), 3)

    def text(self, text: Text, role: str = "small", color: Color | None = None, tooltip: Text | None = None) -> Label:
        t = self.theme
        label = Label(
            t, i18n.text(text), role=role, color=color, tooltip=None if tooltip is None else i18n.text(tooltip)
        )
        width = self.width - t.px(8)
        label.rect = pygame.Rect(self.left + t.px(4), self.y, width, label.height_for(width))
        self.group.add(label)
        self.y += label.rect.height + t.px(4)
        return label

    def line(self, widgets: list[Widget], widths: list[int | None], height: int, gap: float = 3) -> None:
        """Widgets side by side: those with a width take it, the others share the rest."""
        t = self.theme
        space = t.px(6)
        fixed = sum(w for w in widths if w is not None) + space * (len(widgets) - 1)
        free = [i for i, w in enumerate(widths) if w is None]
        share = (self.width - fixed) // max(1, len(free))
        x = self.left
        for widget, width in zip(widgets, widths, strict=True):
            w = share if width is None else width
            widget.rect = pygame.Rect(x, self.y, w, height)
            self.group.add(widget)
            x += w + space
        self.y += height + t.px(gap)

    def buttons(self, buttons: list[Button], height: float = 32) -> None:
        """Buttons sharing the width, as many on a line as their words let."""
        t = self.theme
        h = t.px(height)
        gap = t.px(6)
        per = len(buttons)
        while per > 1:
            w = (self.width - gap * (per - 1)) // per
            if all(b.preferred_width() <= w for b in buttons):
                break
            per -= 1
        for start in range(0, len(buttons), per):
            line = buttons[start : start + per]
            w = (self.width - gap * (per - 1)) // per
            for i, b in enumerate(line):
                b.rect = pygame.Rect(self.left + i * (w + gap), self.y, w, h)
                self.group.add(b)
            self.y += h + gap


# --------------------------------------------------------------------------- the view


class DesignView(PanelBase):
    """The deck design screen: see the module."""

    kinds: ClassVar[tuple[str, ...]] = ("design",)
    tall = True
    title: ClassVar[str] = N_("ortus_regni.ui.design.title")
    heading_type = Heading
    #: the least height (design pixels) at which the panel shows its title
    title_height: ClassVar[int] = 420

    def __init__(self, ctx: GameContext, decision: Decision) -> None:
        super().__init__(ctx, decision)
        self.saved: dict[str, dict[str, int]] = {}
        self.name_input = TextInput(
            self.theme,
            "",
            max_length=NAME_LENGTH,
            on_change=self.set_name,
            on_submit=lambda _: self.save(),
            tooltip=i18n.t("ortus_regni.ui.design.name_tip"),
        )
        self.deck_name = ""
        #: the card type each widget of a type row stands for (its line, its − and +)
        self.rows: dict[Widget, str] = {}
        #: the card type whose row was hovered last (None: none yet)
        self.last_hovered: str | None = None
        #: the wide layout's card preview and its heading (None: not shown at this size)
        self.preview: CardPreview | None = None
        self.preview_head: Heading | None = None
        self.read_saved(report=True)
        self.name_input.set_text(self.default_name())
        self.deck_name = self.name_input.text

    # Reading ----------------------------------------------------------------------
    @property
    def state(self) -> OrtusState:
        view: OrtusState = self.ctx.view
        return view

    @property
    def data(self) -> OrtusData:
        return self.state.data

    @property
    def counts(self) -> dict[str, int]:
        return dict(self.state.earls[self.seat].design)

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    @property
    def previewed(self) -> str | None:
        """The card type the preview shows: the row under the pointer, else the one
        hovered last, else the first listed (None: no preview at this size)."""
        if self.preview is None:
            return None
        hovered = self.group.hovered
        if hovered is not None and hovered in self.rows:
            return self.rows[hovered]
        if self.last_hovered is not None and self.last_hovered in self.data.deck_types:
            return self.last_hovered
        return next((c for cat in CATEGORIES for c in self.data.deck_types if self.data.cards[c].category == cat), None)

    def note_hover(self) -> None:
        hovered = self.group.hovered
        if hovered is not None and hovered in self.rows:
            self.last_hovered = self.rows[hovered]

    def preview_parts(self) -> list[Widget]:
        """The preview's heading and card, when shown."""
        return [w for w in (self.preview_head, self.preview) if w is not None]

    @property
    def player(self) -> str:
        return str(self.state.config.seats[self.seat].name)

    def read_saved(self, report: bool = False) -> None:
        """The player's saved decks from the file; its problems shown as notices."""
        self.saved, problems = decks.load_decks_checked(self.player)
        if report:
            for problem in problems:
                self.ctx.notice(problem.located())

    def default_name(self) -> str:
        n = 1
        while i18n.t("ortus_regni.ui.design.default_name", n=n) in self.saved:
            n += 1
        return i18n.t("ortus_regni.ui.design.default_name", n=n)

    # Reasons ------------------------------------------------------------------------
    def add_refusal(self, card: str) -> Message | None:
        if self.legal(DesignAdd(card)):
            return None
        data = self.data
        if self.counts.get(card, 0) >= card_cap(data, card):
            return m("ortus_regni.ui.design.at_most", n=card_cap(data, card), card=data.cards[card].name)
        if self.total >= data.numbers.deck_size:
            return m("ortus_regni.ui.design.deck_full", n=data.numbers.deck_size)
        return m("ortus_regni.ui.design.whole_only")

    def remove_refusal(self, card: str) -> Message | None:
        if self.legal(DesignRemove(card)):
            return None
        if self.counts.get(card, 0) == 0:
            return m("ortus_regni.ui.design.none_to_remove", card=self.data.cards[card].name)
        return m("ortus_regni.ui.design.whole_only")

    def confirm_refusal(self) -> Message | None:
        problem = deck_problem(self.data, self.counts)
        if problem is not None:
            return problem
        if not self.legal(DesignDone()):
            return m("ortus_regni.ui.design.not_now")
        return None

    # Actions ------------------------------------------------------------------------
    def step(self, action: Action, refusal: Message | None) -> None:
        if refusal is not None:
            self.ctx.notice(refusal)
            return
        self.submit(action)

    def confirm(self) -> None:
        self.step(DesignDone(), self.confirm_refusal())

    def random(self) -> None:
        self.step(DesignRandom(), None if self.legal(DesignRandom()) else m("ortus_regni.ui.design.not_now"))

    def archetype(self, aid: str) -> None:
        action = DesignArchetype(aid)
        self.step(action, None if self.legal(action) else m("ortus_regni.ui.design.not_now"))

    def load(self, name: str) -> None:
        """Make the deck the saved one, step by step; stop at the first refusal."""
        target = self.saved.get(name)
        if target is None:
            return
        problem = load_problem(self.data, target)
        if problem is not None:
            self.ctx.notice(problem)
            return
        for action in steps_to(self.data, self.counts, target):
            if not self.legal(action):
                self.ctx.notice(m("ortus_regni.ui.design.load_stopped", name=name, reason=self.ctx.describe(action)))
                return
            if not self.submit(action):
                return  # the table showed the engine's reason
            if self.ctx.viewer != self.seat or self.decision.kind != "design":
                return
        self.ctx.notice(m("ortus_regni.ui.design.loaded", name=name))

    def save(self) -> None:
        name = self.deck_name.strip()
        if not name:
            self.ctx.notice(m("ortus_regni.ui.design.name_empty"))
            return
        problems = decks.save_deck(self.player, name, self.counts)
        for problem in problems:
            self.ctx.notice(problem.located())
        if not problems:
            self.ctx.notice(m("ortus_regni.ui.design.saved", name=name))
        self.read_saved()
        self.rebuild()

    def delete(self, name: str) -> None:
        problems = decks.delete_deck(self.player, name)
        for problem in problems:
            self.ctx.notice(problem.located())
        if not problems:
            self.ctx.notice(m("ortus_regni.ui.design.deleted", name=name))
        self.read_saved()
        self.rebuild()

    def set_name(self, text: str) -> None:
        self.deck_name = text

    # The body ---------------------------------------------------------------------
    def build_types(self, col: Stack, chips: bool = False) -> None:
        t = self.theme
        data = self.data
        counts = self.counts
        for category in CATEGORIES:
            types = [c for c in data.deck_types if data.cards[c].category == category]
            n = sum(counts.get(c, 0) for c in types)
            col.heading(m(CATEGORY_HEADINGS[category], n=n))
            for card in types:
                info = TypeInfo(t, data.cards[card], counts.get(card, 0), card_cap(data, card), data if chips else None)
                name = data.cards[card].name
                less_no = self.remove_refusal(card)
                more_no = self.add_refusal(card)
                less = Button(
                    t,
                    i18n.t("ortus_regni.ui.design.less"),
                    partial(self.submit, DesignRemove(card)),
                    tooltip=i18n.text(less_no or m("ortus_regni.ui.design.remove_tip", card=name)),
                    enabled=less_no is None,
                )
                more = Button(
                    t,
                    i18n.t("ortus_regni.ui.design.more"),
                    partial(self.submit, DesignAdd(card)),
                    tooltip=i18n.text(more_no or m("ortus_regni.ui.design.add_tip", card=name)),
                    enabled=more_no is None,
                )
                side = t.px(STEP_BUTTON)
                height = info.height_at(col.width - 2 * side - 2 * t.px(6))
                col.line([info, less, more], [None, side, side], height, 2)
                self.rows.update({info: card, less: card, more: card})

    def build_picture(self, col: Stack) -> None:
        t = self.theme
        data = self.data
        counts = self.counts
        size = data.numbers.deck_size
        col.heading(m("ortus_regni.ui.design.picture"))
        names = {c: i18n.t(CATEGORY_NAMES[c]) for c in CATEGORIES}
        size_label = i18n.t("ortus_regni.ui.design.size")
        label_w = max(t.text_size(s, "small_bold")[0] for s in [size_label, *names.values()])
        total = self.total
        bar = Bar(
            t,
            size_label,
            total,
            size,
            i18n.t("ortus_regni.ui.design.size_value", n=total, size=size),
            label_w=label_w,
        )
        col.add(bar, bar.height_at(col.width), 1)
        for category in CATEGORIES:
            n = sum(k for c, k in counts.items() if data.cards[c].category == category)
            bar = Bar(t, names[category], n, size, i18n.t("ortus_regni.ui.design.bar_value", n=n), category, label_w)
            col.add(bar, bar.height_at(col.width), 1)
        col.y += t.px(4)
        lords = sum(k for c, k in counts.items() if data.cards[c].role in LORD_ROLES)
        castles = sum(k for c, k in counts.items() if data.cards[c].role == "castle")
        seats = castles + 1  # the Palace is a Castle too (OR-E01)
        colour = t.colors.ink if lords >= seats else t.colors.warning
        col.text(
            m("ortus_regni.ui.design.lords", lords=lords, castles=castles),
            "small_bold",
            colour,
            m("ortus_regni.ui.design.lords_tip"),
        )
        lands = sum(k for c, k in counts.items() if data.cards[c].role == "land")
        towns = sum(k for c, k in counts.items() if data.cards[c].role == "market_town")
        land = next((data.cards[c] for c in data.of_role("land")), None)
        field, field_market, draw, draw_market = 1, 2, 1, 2
        if land is not None:
            field = land.number("field", 1)
            field_market = land.number("field_market", field)
            draw = land.number("army_draw", 1)
            draw_market = land.number("army_draw_market", draw)
        high = lands * (field_market if towns else field)
        col.text(
            m(
                "ortus_regni.ui.design.army",
                lands=lands,
                towns=towns,
                low=lands * field,
                high=high,
                draw=lands * draw,
                draw_high=lands * (draw_market if towns else draw),
            ),
            "small_bold",
            t.colors.ink,
            m("ortus_regni.ui.design.army_tip", field=field, field_market=field_market),
        )

    def build_archetypes(self, col: Stack) -> None:
        t = self.theme
        col.heading(m("ortus_regni.ui.design.start_from"))
        buttons: list[Button] = []
        current = self.counts
        for aid, archetype in self.data.archetypes.items():
            legal = self.legal(DesignArchetype(aid))
            same = {c: n for c, n in archetype.counts.items() if n} == current
            tip = i18n.text(archetype.text) if legal else i18n.t("ortus_regni.ui.design.not_now")
            buttons.append(
                Button(
                    t,
                    i18n.text(archetype.name),
                    partial(self.archetype, aid),
                    tooltip=tip,
                    enabled=legal,
                    primary=same,
                )
            )
        col.buttons(buttons)

    def build_saved(self, col: Stack) -> None:
        t = self.theme
        col.heading(m("ortus_regni.ui.design.saved_heading", player=self.player))
        if not self.saved:
            col.text(m("ortus_regni.ui.design.none_saved"), "small_italic", t.colors.ink_soft)
        for name in sorted(self.saved, key=str.casefold):
            counts = self.saved[name]
            problem = load_problem(self.data, counts)
            load = Button(
                t,
                i18n.t("ortus_regni.ui.design.load"),
                partial(self.load, name),
                tooltip=i18n.text(problem or m("ortus_regni.ui.design.load_tip", name=name)),
                enabled=problem is None,
            )
            delete = Button(
                t,
                i18n.t("ortus_regni.ui.design.delete"),
                partial(self.delete, name),
                tooltip=i18n.t("ortus_regni.ui.design.delete_tip", name=name),
            )
            bw = max(load.preferred_width(), delete.preferred_width())
            words = i18n.t("ortus_regni.ui.design.saved_row", name=name, n=sum(counts.values()))
            space = t.px(6)
            label_w = col.width - 2 * bw - 2 * space
            widest = max(t.text_size(word, "body")[0] for word in words.split())
            if label_w >= max(t.px(80), widest):
                label = Label(t, words, role="body")
                h = max(t.px(30), label.height_for(label_w))
                col.line([label, load, delete], [label_w, bw, bw], h, 4)
                label.rect.height = label.height_for(label_w)
                label.rect.centery = load.rect.centery
            else:  # narrow: the name above its buttons (cut if a word is wider than the column)
                if widest > col.width:
                    label = Label(t, t.ellipsize(words, "body", col.width), role="body", wrap=False, tooltip=words)
                else:
                    label = Label(t, words, role="body")
                col.line([label], [col.width], label.height_for(col.width), 2)
                col.line([load, delete], [None, None], t.px(30), 4)
        save = Button(
            t,
            i18n.t("ortus_regni.ui.design.save"),
            self.save,
            tooltip=i18n.t("ortus_regni.ui.design.save_tip"),
        )
        bw = save.preferred_width()
        self.name_input.theme = t
        if col.width - bw - t.px(6) >= t.px(120):
            col.line([self.name_input, save], [None, bw], t.px(34), 3)
        else:
            col.line([self.name_input], [col.width], t.px(34), 3)
            col.line([save], [col.width], t.px(32), 3)

    def preview_width(self, most_w: int, most_h: int) -> int:
        """The widest card, at most ``most_w`` wide and ``most_h`` high, on which every
        type's text reads whole (0: none does)."""
        t = self.theme
        w = min(most_w, t.px(PREVIEW_MOST), int(most_h / cards.CARD_RATIO))
        for _ in range(4):
            if w <= 0:
                break
            if reads_whole(t, self.data, w):
                return w
            w = w * 9 // 10
        return 0

    def place_preview(self, left: int, top: int, width: int, bottom: int) -> tuple[Heading, CardPreview] | None:
        """The preview's heading at (left, top) ``width`` wide and the card under it, as
        large as the room down to ``bottom`` (and the body's height) lets it be; None
        when no card fits."""
        t = self.theme
        head = Heading(t, m("ortus_regni.ui.design.preview"))
        hh = head.height_at(width)
        card_top = top + hh + t.px(3)
        w = self.preview_width(width, min(bottom, top + self.body.height) - card_top)
        if w <= 0:
            return None
        head.rect = pygame.Rect(left, top, width, hh)
        card = CardPreview(t, self.data, lambda: self.previewed)
        card.rect = cards.card_rect(w)
        card.rect.midtop = (left + width // 2, card_top)
        self.preview_head, self.preview = head, card
        return head, card

    def build_wide(self, left: int, top: int, width: int, types_w: int, right: int) -> tuple[Stack, Stack]:
        """The two columns: the type rows ``types_w`` wide at the left, the picture, the
        starting decks and the saved decks from ``right`` to the end of ``width``."""
        t = self.theme
        self.group.clear()
        self.rows.clear()
        one = Stack(t, self.group, left, top, types_w)
        self.build_types(one, chips=True)
        two = Stack(t, self.group, right, top, left + width - right)
        self.build_picture(two)
        self.build_archetypes(two)
        self.build_saved(two)
        return one, two

    def build(self, left: int, top: int, width: int) -> int:
        """Lay the body out from (left, top); return its bottom."""
        t = self.theme
        self.preview = self.preview_head = None
        self.rows.clear()
        if width >= t.px(TWO_COLUMNS):
            half = (width - t.px(24)) // 2
            one, two = self.build_wide(left, top, width, half, left + half + t.px(24))
            # the preview below the saved decks, down to the foot of the rows or the body
            bottom = max(one.y, top + self.body.height)
            if self.place_preview(two.left, two.y + t.px(8), two.width, bottom):
                return max(one.y, two.y, self.preview_bottom())
            # else beside the type rows, as high as the body: from the left column's room,
            # and from the right column's when that is not enough
            gap = t.px(16)
            room = width - t.px(TYPES_LEAST) - t.px(RIGHT_LEAST) - gap - t.px(24)
            placed = self.place_preview(left, top, room, top + self.body.height) if room > 0 else None
            if placed is not None:
                strip = placed[1].rect.width
                types_w = max(t.px(TYPES_LEAST), half - strip - gap)
                x = left + types_w + gap
                one, two = self.build_wide(left, top, width, types_w, x + strip + t.px(24))
                placed = self.place_preview(x, top, strip, top + self.body.height)
                if placed is None:  # cannot be: the card fitted that width already
                    return max(one.y, two.y)
                return max(one.y, two.y, self.preview_bottom())
            return max(one.y, two.y)
        col = Stack(t, self.group, left, top, width)
        self.build_picture(col)
        col.y += t.px(4)
        self.build_types(col)
        self.build_archetypes(col)
        self.build_saved(col)
        return col.y

    def footer(self) -> list[Button]:
        t = self.theme
        refusal = self.confirm_refusal()
        return [
            Button(
                t,
                i18n.t("ortus_regni.ui.design.random"),
                self.random,
                tooltip=i18n.t("ortus_regni.ui.design.random_tip"),
                enabled=self.legal(DesignRandom()),
            ),
            ConfirmButton(
                t,
                i18n.t("ortus_regni.ui.design.confirm"),
                self.confirm,
                None if refusal is None else i18n.text(refusal),
                i18n.t("ortus_regni.ui.design.confirm_tip"),
            ),
        ]

    # The panel ----------------------------------------------------------------------
    def preview_bottom(self) -> int:
        return self.preview.rect.bottom if self.preview is not None else 0

    def show_preview(self) -> None:
        """The preview stays in sight while the body scrolls: nothing is below it in its
        strip (below the saved decks or beside the type rows) and it is no higher than
        the body, so it keeps to the body's top once that passes its own. It shows only
        whole."""
        parts = self.preview_parts()
        if not parts:
            return
        first = parts[0].rect.top
        for part in parts:
            part.rect.move_ip(0, max(0, self.body.top - first))
        room = self.body_view()
        for part in parts:
            part.visible = room.contains(part.rect)

    @property
    def titled(self) -> bool:
        return bool(self.title) and self.rect.height >= self.theme.px(self.title_height)

    def rebuild(self) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        t = self.theme
        typing = self.group.focused is self.name_input
        inner = t.panel_content(self.rect, titled=self.titled).inflate(t.px(16), t.px(12))
        self.lay_out(inner, self.footer(), self.build)
        self.show_preview()
        self.note_hover()
        if typing and self.name_input.visible:
            self.group.set_focus(self.name_input)

    def body_view(self) -> pygame.Rect:
        return pygame.Rect(self.body.left, self.body.top, self.body.width, self.body.height + self.theme.px(MARGIN))

    # Input ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.group.focused is self.name_input and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.group.set_focus(None)
                return True
            return self.group.handle_event(event)  # Enter saves (the field's on_submit)
        used = super().handle_event(event)
        self.note_hover()
        return used

    def on_enter(self) -> bool:
        if self.confirm_refusal() is None:
            self.confirm()
            return True
        return False

    def busy(self) -> bool:
        return self.group.focused is self.name_input

    def update(self, dt: float) -> None:
        self.group.update(dt)

    # Drawing ----------------------------------------------------------------------
    def drawing_bounds(self, area: pygame.Rect, window: pygame.Rect) -> pygame.Rect:
        return self.theme.shadow_bounds(area).clip(window)

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        self.theme.draw_panel(surface, self.rect, i18n.t(self.title) if self.titled else None)
        self.draw_body(surface, self.preview_parts())


__all__ = ["DesignView", "deck_problem", "draw_glyph", "load_problem", "steps_to"]
