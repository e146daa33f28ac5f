"""The look of the client: a medieval table with parchment sheets and iron-gall ink.

One ``Theme`` object is made by the app and handed to every scene and widget. It owns:

- the palette (parchment, ink, sealing-wax red, gold leaf, the map's river blue, ...);
- the fonts (Linux Libertine, shipped in ``assets/fonts``) and a text cache. Text is
  always rendered at the pixel size it is shown at, so it stays sharp at every UI scale
  and zoom level: a text surface is never scaled;
- the UI scale: ``px(n)`` turns a length designed for a 1280x720 window into pixels for
  the current window and the player's UI-scale setting;
- procedural textures (parchment, the wooden table) made once per size and cached;
- drawing helpers for the recurring shapes: parchment panels with an inked frame,
  ornamental rules, soft shadows, focus rings.

Readable text: no text a player must read is drawn below ``Theme.readable_px`` (12
pixels at 1280x720 and UI scale 1, growing with the window and the UI scale as every
other length does; never below 10 pixels). ``fit_px`` never shrinks text below it; a
text still too long is cut with an ellipsis where a tooltip or a large card gives it
whole. ``recording()`` notes every text drawn (its size, its words, where, and whether
it was cut) for the layout tests that keep this true.
"""

from __future__ import annotations

import math
import random
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType

import pygame

from game import resources
from game.ui.render import texture_store
from game.ui.render.cache import SurfaceCache

Color = tuple[int, int, int]

#: The window size the layouts are designed for; everything scales from it.
DESIGN_SIZE = (1280, 720)


@dataclass(frozen=True)
class Palette:
    """Named colours. Ink tones are warm browns, never pure black."""

    table: Color = (58, 40, 28)
    table_dark: Color = (34, 23, 16)
    parchment: Color = (241, 228, 194)
    parchment_light: Color = (246, 237, 214)
    parchment_dark: Color = (214, 194, 152)
    parchment_edge: Color = (170, 138, 92)
    ink: Color = (43, 29, 18)
    ink_soft: Color = (92, 70, 48)
    ink_faded: Color = (140, 118, 90)
    rubric: Color = (140, 32, 22)  # sealing-wax red, for headings and primary actions
    rubric_dark: Color = (100, 20, 14)
    rubric_light: Color = (176, 62, 44)
    gold: Color = (184, 137, 43)
    gold_light: Color = (222, 186, 98)
    river: Color = (62, 95, 122)
    forest: Color = (82, 104, 58)
    hill: Color = (128, 100, 66)
    road: Color = (120, 84, 50)
    good: Color = (58, 100, 52)
    warning: Color = (166, 96, 20)
    shadow: tuple[int, int, int, int] = (20, 12, 6, 110)


@dataclass(frozen=True)
class FontRole:
    """A typographic role: which face, and its size in pixels at UI scale 1."""

    file: str
    size: int


FONT_ROLES: dict[str, FontRole] = {
    "title": FontRole("LinLibertine_DR.otf", 84),
    "display": FontRole("LinLibertine_DR.otf", 40),
    "heading": FontRole("LinLibertine_RZ.otf", 30),
    "subheading": FontRole("LinLibertine_RZ.otf", 23),
    "button": FontRole("LinLibertine_RZ.otf", 22),
    "body": FontRole("LinLibertine_R.otf", 20),
    "body_bold": FontRole("LinLibertine_RB.otf", 20),
    "italic": FontRole("LinLibertine_RI.otf", 19),
    "small": FontRole("LinLibertine_R.otf", 16),
    "small_bold": FontRole("LinLibertine_RB.otf", 16),
    "small_italic": FontRole("LinLibertine_RI.otf", 16),
    # Map labels: sized by the board renderer from the zoom, never by the UI scale.
    "map": FontRole("LinLibertine_RZ.otf", 16),
    "map_principal": FontRole("LinLibertine_RB.otf", 19),
    "map_number": FontRole("LinLibertine_DR.otf", 24),
}

#: The least type size a player must read, in pixels at 1280x720 and UI scale 1: 3/4 of
#: the "small" role, and the least size desktop interfaces commonly keep for words to be
#: read (Linux Libertine's lower case is then about 5 pixels high).
READABLE_PX = 12
#: Whatever the window and the UI scale, never smaller than this.
READABLE_LEAST = 10

_TEXT_CACHE_SIZE = 3000
_TEXTURE_CACHE_SIZE = 48
#: Bounds of the text and texture caches in megabytes of pixels: a long game writes
#: thousands of different lines, and panels come in many sizes.
TEXT_MEGABYTES = 8.0
TEXTURE_MEGABYTES = 48.0
#: The least size of the one parchment sheet each tone is cut from (grown when a larger piece is asked for).
SHEET_SIZE = (1280, 800)


def fonts_dir() -> Path:
    return resources.assets_dir() / "fonts"


def ui_scale_for(window_size: tuple[int, int], ui_scale: float) -> float:
    """The factor that maps design pixels to window pixels.

    The design fits a 1280x720 window; a larger window scales everything up in
    proportion (the smaller of the two ratios, so nothing leaves the screen), and the
    player's UI-scale setting multiplies that.
    """
    w, h = window_size
    fit = min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1])
    return max(0.6, fit * ui_scale)


_SURROGATE = re.compile("[\ud800-\udfff]")


def drawable(text: str) -> str:
    """``text`` as a font can draw it: a NUL and half of a surrogate pair (a file name
    that is not UTF-8, a damaged file) become U+FFFD, the replacement character."""
    text = str(text)
    if "\x00" in text:
        text = text.replace("\x00", "\ufffd")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = _SURROGATE.sub("\ufffd", text)
    return text


@dataclass
class DrawnText:
    """One text drawn while ``recording()``: for the layout tests."""

    text: str  # the words drawn
    role: str
    px: int  # the type size in pixels
    floor: int  # the theme's ``readable_px`` when it was drawn
    #: the whole text when ``text`` is it cut with an ellipsis, else ""
    whole: str = ""
    #: where the whole text is given when it is cut ("tooltip", "card"), as the code that
    #: cut it says (``Theme.whole_in``)
    shown_whole: str = ""
    #: why the text need not be read, for text drawn in ``decorative()`` ("": it must be)
    decorative: str = ""
    #: where it was drawn on ``onto`` (None: made with ``text()`` and blitted by its caller)
    rect: pygame.Rect | None = None
    #: the part of ``onto`` that may be drawn on (its clip) when it was drawn
    clip: pygame.Rect | None = None
    #: the size of the surface it was drawn on, and whether that is the window
    onto: tuple[int, int] = (0, 0)
    window: bool = False
    #: the function that drew it ("module:function")
    where: str = ""
    #: drawn in a view onto content larger than it (``Theme.scrolling``): "y" a list
    #: that scrolls up and down, "xy" a map that pans; a line may run past the clip there
    scrolled: str = ""

    @property
    def outside(self) -> bool:
        """Whether part of it was drawn outside the clip of the surface it went on (across
        only, in a list that scrolls; never, on a map that pans)."""
        if self.rect is None or self.clip is None or self.scrolled == "xy":
            return False
        if self.scrolled == "y":
            return self.rect.left < self.clip.left or self.rect.right > self.clip.right
        return not self.clip.contains(self.rect)


@dataclass
class _Recorder:
    drawn: list[DrawnText] = field(default_factory=list)
    #: cut text -> the whole text, and where it is given whole (``Theme.whole_in``)
    cuts: dict[str, tuple[str, str]] = field(default_factory=dict)
    decorative: list[str] = field(default_factory=list)
    shown_whole: list[str] = field(default_factory=list)
    scrolled: list[str] = field(default_factory=list)


_recorder: _Recorder | None = None


@contextmanager
def recording() -> Iterator[list[DrawnText]]:
    """Note every text any theme draws inside the block (the list grows as they are
    drawn). For tests: drawing is slower while it lasts."""
    global _recorder
    previous = _recorder
    _recorder = _Recorder()
    try:
        yield _recorder.drawn
    finally:
        _recorder = previous


def _caller() -> str:
    frame: FrameType | None = sys._getframe(2)
    while frame is not None and frame.f_globals.get("__name__") == __name__:
        frame = frame.f_back
    if frame is None:
        return ""
    return f"{frame.f_globals.get('__name__', '')}:{frame.f_code.co_name}"


class Theme:
    """Palette, fonts, scale and cached textures for one window."""

    def __init__(self, scale: float = 1.0, seed: int = 1429) -> None:
        self.colors = Palette()
        self.scale = scale
        self._seed = seed
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._text = SurfaceCache(_TEXT_CACHE_SIZE, TEXT_MEGABYTES)
        self._textures = SurfaceCache(_TEXTURE_CACHE_SIZE, TEXTURE_MEGABYTES)
        self._sheets: dict[tuple[int, ...], pygame.Surface] = {}  # one large parchment sheet per tone
        self._placing = False  # blit_text is making the text it draws (and notes it itself)
        if not pygame.font.get_init():
            pygame.font.init()

    # ----------------------------------------------------------------- scale
    def set_scale(self, scale: float) -> None:
        """Change the UI scale. Cached text stays valid: it is keyed by pixel size."""
        self.scale = scale

    def px(self, design_pixels: float) -> int:
        """A length designed at 1280x720 and UI scale 1, in window pixels (at least 1)."""
        return max(1, round(design_pixels * self.scale))

    @property
    def readable_px(self) -> int:
        """The least type size a player must read, in window pixels (``READABLE_PX``
        scaled as every length is, never below ``READABLE_LEAST``)."""
        return max(READABLE_LEAST, round(READABLE_PX * self.scale))

    @contextmanager
    def decorative(self, reason: str) -> Iterator[None]:
        """Text drawn inside the block need not be read (``reason`` says why: the same
        words shown readable elsewhere, an ornament); the layout tests let it be small.
        ``reason`` is for the tests' messages, never shown to a player."""
        if _recorder is None:
            yield
            return
        recorder = _recorder
        recorder.decorative.append(reason)
        try:
            yield
        finally:
            recorder.decorative.pop()

    @contextmanager
    def whole_in(self, where: str) -> Iterator[None]:
        """Text cut with an ellipsis inside the block is given whole elsewhere: in the
        tooltip of the place it is drawn ("tooltip"), or on the card shown large under
        the pointer ("card"). The layout tests check each cut text has such a place."""
        if _recorder is None:
            yield
            return
        recorder = _recorder
        recorder.shown_whole.append(where)
        try:
            yield
        finally:
            recorder.shown_whole.pop()

    @contextmanager
    def scrolling(self, axis: str) -> Iterator[None]:
        """Text drawn inside the block is in a view onto larger content: "y" a list that
        scrolls up and down (a line may be cut at its top or bottom edge), "xy" a map
        that pans (a name may run past any edge). For the layout tests."""
        if _recorder is None:
            yield
            return
        recorder = _recorder
        recorder.scrolled.append(axis)
        try:
            yield
        finally:
            recorder.scrolled.pop()

    def _note(self, text: str, role: str, px: int, surface: pygame.Surface | None, rect: pygame.Rect | None) -> None:
        recorder = _recorder
        if recorder is None:
            return
        window = pygame.display.get_surface() if pygame.display.get_init() else None
        whole, shown_whole = recorder.cuts.get(text, ("", ""))
        recorder.drawn.append(
            DrawnText(
                text=text,
                role=role,
                px=px,
                floor=self.readable_px,
                whole=whole,
                shown_whole=shown_whole,
                decorative=recorder.decorative[-1] if recorder.decorative else "",
                rect=pygame.Rect(rect) if rect is not None else None,
                clip=surface.get_clip() if surface is not None else None,
                onto=surface.get_size() if surface is not None else (0, 0),
                window=surface is not None and surface is window,
                where=_caller(),
                scrolled=recorder.scrolled[-1] if recorder.scrolled else "",
            )
        )

    # ----------------------------------------------------------------- fonts and text
    def font_size(self, role: str) -> int:
        return max(8, round(FONT_ROLES[role].size * self.scale))

    def font(self, role: str, px: int | None = None) -> pygame.font.Font:
        """The font of ``role`` at ``px`` pixels (the role's scaled size by default)."""
        spec = FONT_ROLES[role]
        size = px if px is not None else self.font_size(role)
        key = (spec.file, size)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(str(fonts_dir() / spec.file), size)
            self._fonts[key] = font
        return font

    def text(self, text: str, role: str = "body", color: Color | None = None, px: int | None = None) -> pygame.Surface:
        """Antialiased text on a transparent surface, rendered at its final size."""
        if _recorder is not None and not self._placing:
            self._note(text, role, px if px is not None else self.font_size(role), None, None)
        return self._render(text, role, color, px)

    def _render(self, text: str, role: str, color: Color | None, px: int | None) -> pygame.Surface:
        ink: tuple[int, ...] = tuple(color) if color is not None else self.colors.ink
        size = px if px is not None else self.font_size(role)
        key = (text, role, size, ink)
        surf = self._text.peek(key)
        if surf is not None:
            return surf
        surf = self._text.put(key, self.font(role, size).render(drawable(text), True, ink))
        return surf

    def text_size(self, text: str, role: str = "body", px: int | None = None) -> tuple[int, int]:
        return self.font(role, px).size(drawable(text))

    def line_height(self, role: str = "body", px: int | None = None) -> int:
        return self.font(role, px).get_linesize()

    def wrap(self, text: str, role: str, width: int, px: int | None = None) -> list[str]:
        """Break ``text`` into lines no wider than ``width`` pixels (explicit newlines kept)."""
        font = self.font(role, px)
        lines: list[str] = []
        for paragraph in drawable(text).split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in words:
                candidate = word if not line else f"{line} {word}"
                if font.size(candidate)[0] <= width or not line:
                    line = candidate
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

    def fit_px(self, text: str, role: str, width: int, smallest: float = 0.75) -> int:
        """The largest type size, from the role's own down to ``smallest`` of it (never
        below ``readable_px``), at which ``text`` fits ``width`` pixels on one line (the
        smallest when none does: cut it then with ``ellipsize``)."""
        size = self.font_size(role)
        low = min(size, max(self.readable_px, round(size * smallest)))
        text = drawable(text)
        while size > low and self.font(role, size).size(text)[0] > width:
            size -= 1
        return size

    def ellipsize(self, text: str, role: str, width: int, px: int | None = None) -> str:
        """``text`` shortened with an ellipsis so that it fits ``width`` pixels (the
        longest such start of it, found by halving: a long text costs a few measures)."""
        font = self.font(role, px)
        text = drawable(text)
        if font.size(text)[0] <= width:
            return text
        low, high = 0, len(text)  # text[:low] + "…" fits (or low is 0); text[:high] + "…" does not
        while high - low > 1:
            middle = (low + high) // 2
            if font.size(text[:middle] + "…")[0] <= width:
                low = middle
            else:
                high = middle
        if _recorder is not None:
            where = _recorder.shown_whole[-1] if _recorder.shown_whole else ""
            _recorder.cuts[text[:low] + "…"] = (text, where)
        return text[:low] + "…"

    def blit_text(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[float, float],
        role: str = "body",
        color: Color | None = None,
        anchor: str = "topleft",
        px: int | None = None,
    ) -> pygame.Rect:
        """Draw text with its ``anchor`` point (a pygame.Rect attribute) at ``pos``."""
        self._placing = True  # noted below with where it goes
        try:
            surf = self.text(text, role, color, px)
        finally:
            self._placing = False
        rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        surface.blit(surf, rect)
        if _recorder is not None:
            self._note(text, role, px if px is not None else self.font_size(role), surface, rect)
        return rect

    # ----------------------------------------------------------------- textures
    def _cached(
        self, key: tuple[object, ...], make: Callable[[], pygame.Surface], store: bool = False
    ) -> pygame.Surface:
        """A texture of the theme, made once; ``store``: one slow to make, kept on disk
        for later starts too (a shadow is quicker made than read)."""
        if store:
            return self._textures.get(key, lambda: texture_store.stored(("theme", key, self._seed), make))
        return self._textures.get(key, make)

    def parchment(self, size: tuple[int, int], tone: Color | None = None) -> pygame.Surface:
        """A sheet of mottled parchment of exactly ``size`` pixels (to blit, not to draw
        on: it is a window onto one large sheet of each tone, cut at a place that depends
        on the size, so sheets of every size cost nothing more to make)."""
        size = (max(1, int(size[0])), max(1, int(size[1])))
        shade: tuple[int, ...] = tuple(tone or self.colors.parchment)
        sheet = self._sheets.get(shade)
        if sheet is None or sheet.get_width() < size[0] or sheet.get_height() < size[1]:
            big = (max(size[0], SHEET_SIZE[0], sheet.get_width() if sheet else 0), max(size[1], SHEET_SIZE[1]))
            sheet = texture_store.stored(
                ("parchment", big, shade, self._seed), lambda: _make_parchment(big, shade, self._seed)
            )
            self._sheets[shade] = sheet
        spare_w, spare_h = sheet.get_width() - size[0], sheet.get_height() - size[1]
        x = (size[0] * 7919 + size[1] * 104729) % (spare_w + 1)
        y = (size[0] * 15485863 + size[1] * 3571) % (spare_h + 1)
        return sheet.subsurface((x, y, *size))

    def table(self, size: tuple[int, int]) -> pygame.Surface:
        """The dark wooden table the sheets lie on, filling the window."""
        size = (max(1, int(size[0])), max(1, int(size[1])))
        key = ("table", size, self.colors.table, self.colors.table_dark)
        return self._cached(key, lambda: _make_table(size, self.colors, self._seed), store=True)

    def shadow(self, size: tuple[int, int], radius: int) -> pygame.Surface:
        """A soft drop shadow for a rectangle of ``size`` (the result is larger by 2*radius)."""
        size = (max(1, int(size[0])), max(1, int(size[1])))
        return self._cached(("shadow", size, radius), lambda: _make_shadow(size, radius, self.colors.shadow))

    def vignette(self, size: tuple[int, int], strength: int = 120) -> pygame.Surface:
        size = (max(1, int(size[0])), max(1, int(size[1])))
        return self._cached(("vignette", size, strength), lambda: _make_vignette(size, strength))

    # ----------------------------------------------------------------- shapes
    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.table(surface.get_size()), (0, 0))

    def draw_panel(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        title: str | None = None,
        tone: Color | None = None,
        shadow: bool = True,
        ornate: bool = True,
    ) -> pygame.Rect:
        """A parchment sheet with a double inked frame; returns the inner content rect."""
        rect = pygame.Rect(rect)
        c = self.colors
        if shadow:
            radius = self.px(14)
            surface.blit(self.shadow(rect.size, radius), (rect.x - radius, rect.y - radius + self.px(5)))
        key = ("panel", rect.size, tone, ornate, self.scale)
        sheet = self._cached(key, lambda: self._make_panel(rect.size, tone or c.parchment, ornate), store=True)
        surface.blit(sheet, rect.topleft)
        inner = self.panel_content(rect, titled=bool(title))
        if title:
            top = rect.top + self.px(20)
            band_h = self.line_height("heading") + self.px(6)
            self.blit_text(surface, title, (rect.centerx, top + band_h // 2), "heading", c.rubric, "center")
            rule_w = min(
                rect.width - 2 * self.px(40), max(self.px(260), self.text_size(title, "heading")[0] + self.px(120))
            )
            self.draw_rule(surface, rect.centerx, top + band_h + self.px(4), rule_w)
        return inner

    def shadow_bounds(self, rect: pygame.Rect) -> pygame.Rect:
        """Every pixel ``draw_panel`` touches for a sheet at ``rect`` (its shadow too)."""
        radius = self.px(14)
        return pygame.Rect(rect).inflate(2 * radius, 2 * radius).move(0, self.px(5)).union(rect)

    def panel_content(self, rect: pygame.Rect, titled: bool = False) -> pygame.Rect:
        """The rectangle inside a panel's frame (and below its title, if any)."""
        inner = pygame.Rect(rect).inflate(-2 * self.px(22), -2 * self.px(20))
        if titled:
            drop = self.line_height("heading") + self.px(6) + self.px(18)
            inner = pygame.Rect(inner.left, inner.top + drop, inner.width, inner.height - drop)
        return inner

    def _make_panel(self, size: tuple[int, int], tone: Color, ornate: bool) -> pygame.Surface:
        c = self.colors
        _w, _h = size
        sheet = pygame.Surface(size, pygame.SRCALPHA)
        sheet.blit(self.parchment(size, tone), (0, 0))
        sheet.blit(_make_vignette(size, 60, tint=(140, 92, 36)), (0, 0))
        radius = self.px(6)
        mask = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        sheet.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pygame.draw.rect(sheet, c.parchment_edge, sheet.get_rect(), max(1, self.px(1)), border_radius=radius)
        if ornate:
            outer = sheet.get_rect().inflate(-2 * self.px(7), -2 * self.px(7))
            inner = outer.inflate(-2 * self.px(5), -2 * self.px(5))
            pygame.draw.rect(sheet, c.ink_soft, outer, max(2, self.px(2)))
            pygame.draw.rect(sheet, c.ink_soft, inner, 1)
            d = self.px(5)
            for corner in (outer.topleft, outer.topright, outer.bottomleft, outer.bottomright):
                x, y = corner
                pygame.draw.polygon(sheet, c.rubric, [(x, y - d), (x + d, y), (x, y + d), (x - d, y)])
        return sheet

    def draw_rule(self, surface: pygame.Surface, cx: int, y: int, width: int, color: Color | None = None) -> None:
        """An ornamental horizontal rule: two tapering lines around a small diamond."""
        color = color or self.colors.ink_soft
        half = width // 2
        d = self.px(4)
        thick = max(1, self.px(1.4))
        for sign in (-1, 1):
            start = cx + sign * (d + self.px(6))
            end = cx + sign * half
            pygame.draw.line(surface, color, (start, y), (end, y), thick)
            pygame.draw.circle(surface, color, (end, y), max(1, self.px(1.6)))
        pygame.draw.polygon(surface, self.colors.rubric, [(cx, y - d), (cx + d, y), (cx, y + d), (cx - d, y)])

    def draw_focus(self, surface: pygame.Surface, rect: pygame.Rect, radius: int = 0) -> None:
        """The keyboard-focus ring: a red ink outline a little outside ``rect``."""
        ring = pygame.Rect(rect).inflate(self.px(6), self.px(6))
        pygame.draw.rect(surface, self.colors.rubric, ring, max(2, self.px(2)), border_radius=radius + self.px(3))

    def draw_dim(self, surface: pygame.Surface, alpha: int = 120) -> None:
        """Darken everything already drawn: the backdrop of a modal dialog."""
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((18, 10, 4, alpha))
        surface.blit(veil, (0, 0))


# --------------------------------------------------------------------------- textures
def _noise(size: tuple[int, int], rng: random.Random, lo: int, hi: int) -> pygame.Surface:
    """Grey noise, each pixel drawn evenly from lo..hi by the seeded ``rng`` (made from
    its random bytes in one go: a pixel at a time in Python took most of a start-up)."""
    w, h = size
    levels = bytes(lo + (b * (hi - lo + 1)) // 256 for b in range(256))
    grey = rng.randbytes(w * h).translate(levels)
    rgb = bytearray(3 * w * h)
    rgb[0::3] = grey
    rgb[1::3] = grey
    rgb[2::3] = grey
    return pygame.image.frombytes(bytes(rgb), size, "RGB")


def _grain_tile(rng: random.Random, lo: int, hi: int, tile: int = 96) -> pygame.Surface:
    return _noise((tile, tile), rng, lo, hi)


def _multiply(target: pygame.Surface, layer: pygame.Surface) -> None:
    target.blit(layer, (0, 0), special_flags=pygame.BLEND_RGB_MULT)


def _tile_multiply(target: pygame.Surface, tile: pygame.Surface) -> None:
    tw, th = tile.get_size()
    for y in range(0, target.get_height(), th):
        for x in range(0, target.get_width(), tw):
            target.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_MULT)


def _make_parchment(size: tuple[int, int], tone: tuple[int, ...], seed: int) -> pygame.Surface:
    """Parchment: a base tone, three octaves of soft mottling, fine grain, a few stains."""
    rng = random.Random(seed)
    w, h = size
    sheet = pygame.Surface(size)
    sheet.fill(tone)
    for cells, lo in ((5, 232), (22, 240), (70, 248)):
        cw = max(2, math.ceil(w / max(w, h) * cells))
        ch = max(2, math.ceil(h / max(w, h) * cells))
        _multiply(sheet, pygame.transform.smoothscale(_noise((cw, ch), rng, lo, 255), size))
    _tile_multiply(sheet, _grain_tile(rng, 242, 255))
    stains = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(max(1, (w * h) // 260_000)):
        r = rng.randint(max(4, min(w, h) // 14), max(6, min(w, h) // 5))
        cx, cy = rng.randint(0, w), rng.randint(0, h)
        pygame.draw.circle(stains, (150, 110, 60, rng.randint(4, 9)), (cx, cy), r)
        pygame.draw.circle(stains, (120, 84, 40, rng.randint(5, 10)), (cx, cy), r, max(1, r // 18))
    sheet.blit(stains, (0, 0))
    return sheet


def _make_table(size: tuple[int, int], colors: Palette, seed: int) -> pygame.Surface:
    """A dark walnut table top: long horizontal grain, plank seams and a vignette."""
    rng = random.Random(seed + 7)
    w, h = size
    table = pygame.Surface(size)
    table.fill(colors.table)
    # Few columns and many rows, stretched: long horizontal streaks like wood grain.
    _multiply(table, pygame.transform.smoothscale(_noise((6, max(8, h // 3)), rng, 150, 255), size))
    _multiply(table, pygame.transform.smoothscale(_noise((3, max(8, h // 12)), rng, 190, 255), size))
    _tile_multiply(table, _grain_tile(rng, 225, 255, 64))
    plank = max(90, h // 5)
    offset = rng.randint(0, plank)
    for y in range(offset % plank, h, plank):
        pygame.draw.line(table, colors.table_dark, (0, y), (w, y), 3)
        pygame.draw.line(table, (92, 66, 46), (0, y + 3), (w, y + 3), 1)
    table.blit(_make_vignette(size, 150), (0, 0))
    return table


def _make_vignette(size: tuple[int, int], strength: int, tint: Color = (10, 6, 2)) -> pygame.Surface:
    """Transparent in the middle, darkening towards the edges (alpha up to ``strength``)."""
    gw, gh = 24, 16
    small = pygame.Surface((gw, gh), pygame.SRCALPHA)
    for y in range(gh):
        for x in range(gw):
            dx = abs((x + 0.5) / gw - 0.5) * 2
            dy = abs((y + 0.5) / gh - 0.5) * 2
            d = max(dx, dy) ** 3 * 0.65 + (dx * dx + dy * dy) / 2 * 0.35
            small.set_at((x, y), (*tint, int(min(1.0, d) * strength)))
    return pygame.transform.smoothscale(small, size)


def _make_shadow(size: tuple[int, int], radius: int, color: tuple[int, int, int, int]) -> pygame.Surface:
    w, h = size
    full = (w + 2 * radius, h + 2 * radius)
    factor = 4
    small = pygame.Surface((max(1, full[0] // factor), max(1, full[1] // factor)), pygame.SRCALPHA)
    inner = pygame.Rect(radius // factor, radius // factor, max(1, w // factor), max(1, h // factor))
    pygame.draw.rect(small, color, inner, border_radius=max(1, radius // factor))
    # Two passes of down/up scaling blur the hard edge into a soft penumbra.
    for _ in range(2):
        tiny = pygame.transform.smoothscale(small, (max(1, small.get_width() // 2), max(1, small.get_height() // 2)))
        small = pygame.transform.smoothscale(tiny, small.get_size())
    return pygame.transform.smoothscale(small, full)
