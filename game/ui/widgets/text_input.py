"""A one-line text field: family names, the game seed."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.theme import Theme
from game.ui.widgets.base import Widget


class TextInput(Widget):
    """Editable text with a caret.

    Typing arrives as TEXTINPUT events (so accents and dead keys work); Left/Right,
    Home/End, Backspace/Delete edit; Enter calls ``on_submit``. ``allowed`` filters the
    characters accepted (digits only for a seed, say) and ``max_length`` caps the length.
    ``on_change`` is called with the new text after every edit.
    """

    focusable = True

    def __init__(
        self,
        theme: Theme,
        text: str = "",
        rect: pygame.Rect | None = None,
        *,
        placeholder: str = "",
        max_length: int = 24,
        allowed: Callable[[str], bool] | None = None,
        on_change: Callable[[str], None] | None = None,
        on_submit: Callable[[str], None] | None = None,
        tooltip: str | None = None,
        role: str = "body",
    ) -> None:
        super().__init__(theme, rect, tooltip)
        self.text = text[:max_length]
        self.placeholder = placeholder
        self.max_length = max_length
        self.allowed = allowed
        self.on_change = on_change
        self.on_submit = on_submit
        self.role = role
        self.caret = len(self.text)
        self._blink = 0.0

    def set_text(self, text: str) -> None:
        self.text = text[: self.max_length]
        self.caret = len(self.text)

    def _changed(self) -> None:
        self._blink = 0.0
        if self.on_change is not None:
            self.on_change(self.text)

    def insert(self, chars: str) -> None:
        if self.allowed is not None:
            chars = "".join(ch for ch in chars if self.allowed(ch))
        room = self.max_length - len(self.text)
        chars = chars[: max(0, room)]
        if not chars:
            return
        self.text = self.text[: self.caret] + chars + self.text[self.caret :]
        self.caret += len(chars)
        self._changed()

    def on_focus(self) -> None:
        self._blink = 0.0
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(self.rect)

    def on_blur(self) -> None:
        pygame.key.stop_text_input()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.caret = self._caret_at(event.pos[0])
            self._blink = 0.0
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            return True
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        word = bool(event.mod & pygame.KMOD_CTRL)
        if key == pygame.K_BACKSPACE:
            if self.caret > 0:
                start = self._word_start() if word else self.caret - 1
                self.text = self.text[:start] + self.text[self.caret :]
                self.caret = start
                self._changed()
            return True
        if key == pygame.K_DELETE:
            if self.caret < len(self.text):
                self.text = self.text[: self.caret] + self.text[self.caret + 1 :]
                self._changed()
            return True
        if key == pygame.K_LEFT:
            self.caret = self._word_start() if word else max(0, self.caret - 1)
        elif key == pygame.K_RIGHT:
            self.caret = min(len(self.text), self.caret + 1)
        elif key == pygame.K_HOME:
            self.caret = 0
        elif key == pygame.K_END:
            self.caret = len(self.text)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit is not None:
                self.on_submit(self.text)
        elif key == pygame.K_ESCAPE:
            return False  # the scene decides what Escape means
        else:
            # Printable keys arrive again as TEXTINPUT; swallow them here so that
            # scene shortcuts (letters, +/-) do not fire while typing.
            return bool(event.unicode and event.unicode.isprintable())
        self._blink = 0.0
        return True

    def _word_start(self) -> int:
        i = self.caret
        while i > 0 and self.text[i - 1] == " ":
            i -= 1
        while i > 0 and self.text[i - 1] != " ":
            i -= 1
        return i

    def _text_left(self) -> int:
        """Left edge of the text, scrolled so that the caret stays visible."""
        t = self.theme
        pad = t.px(10)
        inner_w = self.rect.width - 2 * pad
        caret_x = t.text_size(self.text[: self.caret], self.role)[0]
        shift = max(0, caret_x - inner_w + t.px(2))
        return self.rect.left + pad - shift

    def _caret_at(self, x: int) -> int:
        left = self._text_left()
        best, best_d = 0, abs(x - left)
        for i in range(1, len(self.text) + 1):
            d = abs(x - (left + self.theme.text_size(self.text[:i], self.role)[0]))
            if d < best_d:
                best, best_d = i, d
        return best

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme
        c = t.colors
        rect = self.rect
        radius = t.px(4)
        fill = c.parchment_light if self.enabled else c.parchment_dark
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        # An inset look: darker top and left edge, like a field pressed into the sheet.
        pygame.draw.line(
            surface,
            c.parchment_edge,
            (rect.left + radius, rect.top + 1),
            (rect.right - radius, rect.top + 1),
            max(1, t.px(2)),
        )
        border = c.ink if (self.focused or self.hovered) and self.enabled else c.ink_faded
        pygame.draw.rect(surface, border, rect, max(1, t.px(1.5)), border_radius=radius)
        previous = surface.get_clip()
        inner = rect.inflate(-t.px(8), -t.px(4))
        surface.set_clip(inner.clip(previous) if previous else inner)
        left = self._text_left()
        if self.text:
            color = c.ink if self.enabled else c.ink_faded
            t.blit_text(surface, self.text, (left, rect.centery), self.role, color, "midleft")
        elif self.placeholder and not self.focused:
            t.blit_text(
                surface, self.placeholder, (rect.left + t.px(10), rect.centery), "italic", c.ink_faded, "midleft"
            )
        if self.focused and self._blink < 0.55:
            x = left + t.text_size(self.text[: self.caret], self.role)[0]
            h = t.line_height(self.role)
            pygame.draw.line(
                surface,
                c.rubric,
                (x, rect.centery - h // 2 + t.px(2)),
                (x, rect.centery + h // 2 - t.px(2)),
                max(1, t.px(2)),
            )
        surface.set_clip(previous)
        if self.focused and self.focus_ring:
            t.draw_focus(surface, rect, radius)
