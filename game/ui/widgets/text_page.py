"""A scrollable page of headings, paragraphs and bullet lists (the rules reference).

Blocks come from a tiny markup: ``# `` starts a section heading, ``## `` a
sub-heading, ``- `` a bullet, a blank line ends a paragraph; other lines are joined
into paragraphs. Text is wrapped to the page width at the current UI scale.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.theme import Theme
from game.ui.widgets.scroll import ScrollView


@dataclass(frozen=True)
class Block:
    kind: str  # "h1", "h2", "p" or "li"
    text: str


def parse_page(text: str) -> list[Block]:
    """Blocks of the page markup described in the module docstring."""
    blocks: list[Block] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(Block("p", " ".join(paragraph)))
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("## "):
            flush()
            blocks.append(Block("h2", line[3:].strip()))
        elif line.startswith("# "):
            flush()
            blocks.append(Block("h1", line[2:].strip()))
        elif line.startswith("- "):
            flush()
            blocks.append(Block("li", line[2:].strip()))
        else:
            paragraph.append(line)
    flush()
    return blocks


_ROLES = {"h1": "heading", "h2": "subheading", "p": "body", "li": "body"}


class TextPage(ScrollView):
    """The blocks laid out down a scrolling page; headings are anchors to jump to."""

    show_focus = False

    def __init__(self, theme: Theme, blocks: list[Block], rect: pygame.Rect | None = None) -> None:
        super().__init__(theme, rect)
        self.blocks = blocks
        self._layout_key: tuple[int, float] | None = None
        self._lines: list[tuple[int, str, str, int, str]] = []  # (y, role, text, x offset, kind)
        self._height = 0
        self.anchors: list[tuple[int, int]] = []  # (block index, y) of every heading

    def _ensure_layout(self) -> None:
        t = self.theme
        width = self.view.width - t.px(24)
        key = (width, t.scale)
        if key == self._layout_key:
            return
        self._layout_key = key
        self._lines = []
        self.anchors = []
        y = t.px(6)
        bullet_indent = t.px(26)
        for index, block in enumerate(self.blocks):
            role = _ROLES[block.kind]
            if block.kind == "h1":
                y += t.px(18) if index else 0
                self.anchors.append((index, y))
                for line in t.wrap(block.text, role, width):
                    self._lines.append((y, role, line, 0, "h1"))
                    y += t.line_height(role)
                y += t.px(14)
            elif block.kind == "h2":
                y += t.px(8)
                self.anchors.append((index, y))
                for line in t.wrap(block.text, role, width):
                    self._lines.append((y, role, line, 0, "h2"))
                    y += t.line_height(role)
                y += t.px(4)
            elif block.kind == "li":
                first = True
                for line in t.wrap(block.text, role, width - bullet_indent):
                    self._lines.append((y, role, line, bullet_indent, "li" if first else "p"))
                    first = False
                    y += t.line_height(role)
                y += t.px(4)
            else:
                for line in t.wrap(block.text, role, width):
                    self._lines.append((y, role, line, 0, "p"))
                    y += t.line_height(role)
                y += t.px(10)
        self._height = y + t.px(24)

    def content_height(self) -> int:
        self._ensure_layout()
        return self._height

    def anchor_y(self, block_index: int) -> int:
        self._ensure_layout()
        for index, y in self.anchors:
            if index == block_index:
                return y
        return 0

    def scroll_to_block(self, block_index: int) -> None:
        self.scroll_to(self.anchor_y(block_index) - self.theme.px(6))

    def current_block(self) -> int | None:
        """The heading whose section is at the top of the view."""
        self._ensure_layout()
        current = None
        for index, y in self.anchors:
            if y <= self.offset + self.theme.px(40):
                current = index
            else:
                break
        return current

    def draw_content(self, surface: pygame.Surface, view: pygame.Rect, offset: int) -> None:
        self._ensure_layout()
        t = self.theme
        c = t.colors
        left = view.left + t.px(12)
        for y, role, text, indent, kind in self._lines:
            sy = view.top + y - offset
            if sy > view.bottom or sy + t.px(60) < view.top:
                continue
            if kind == "h1":
                rect = t.blit_text(surface, text, (left, sy), role, c.rubric)
                pygame.draw.line(
                    surface,
                    c.ink_faded,
                    (left, rect.bottom + t.px(2)),
                    (view.right - t.px(12), rect.bottom + t.px(2)),
                    1,
                )
            elif kind == "h2":
                t.blit_text(surface, text, (left, sy), role, c.ink)
            else:
                if kind == "li":
                    d = t.px(3.5)
                    cx = left + indent // 2
                    cy = sy + t.line_height(role) // 2 + t.px(1)
                    pygame.draw.polygon(surface, c.rubric, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])
                t.blit_text(surface, text, (left + indent, sy), role, c.ink)
