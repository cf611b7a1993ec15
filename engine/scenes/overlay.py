"""Overlays drawn over the scene below: the help text (F1) and a modal dialog.

A dialog works like a function call: it pops itself with the chosen value, which the
scene below receives in ``resume(result)``.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from engine.desktop.scene import Scene
from engine.language.translation import _
from engine.ui import theme as colors
from engine.ui.draw import dim, fitted_text, panel, text_block, wrap
from engine.ui.layout import centered_box, columns, row_height
from engine.ui.widgets import Button, Form, TextField


class HelpOverlay(Scene):
    """The rules or the method, over a dimmed screen; any key or click closes it."""

    overlay = True
    still = True

    def __init__(self, title: str, text: str) -> None:
        super().__init__()
        self.title, self.text = title, text

    def layout(self, size) -> None:
        self.box = centered_box(size, self.theme.tx(1000), size[1] - self.theme.px(40))

    def handle(self, event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.close()

    def _role(self, rect: pygame.Rect) -> str:
        """The largest type in which the whole text fits the box."""
        for role in ("body", "small", "tiny"):
            font = self.theme.font(role)
            if len(wrap(self.text, font, rect.width)) * round(font.get_linesize() * 1.25) <= rect.height:
                return role
        return "tiny"

    def draw(self, surface) -> None:
        if self.overlay:
            dim(surface)
        panel(surface, self.box, self.theme)
        pad = self.theme.px(28)
        inner = self.box.inflate(-2 * pad, -2 * pad)
        title = fitted_text(self.theme, self.title, inner.width, "heading", colors.ACCENT, bold=True, smallest="large")
        surface.blit(title, inner.topleft)
        hint_height = self.theme.font("small").get_linesize()
        body = pygame.Rect(inner.left, inner.top + title.get_height() + pad // 2, inner.width,
                           inner.height - title.get_height() - pad // 2 - hint_height - self.theme.px(6))
        text_block(surface, self.text, body, self.theme, self._role(body))
        hint = self.theme.text(_("Any key or click to close"), "small", colors.MUTED)
        surface.blit(hint, hint.get_rect(bottomright=inner.bottomright))


class Dialog(Scene):
    """A question with buttons; closes with the chosen button's value (Esc: ``cancel_value``)."""

    overlay = True
    still = True

    def __init__(self, title: str, message: str, buttons: Sequence[tuple[str, Any]], cancel_value: Any = None):
        super().__init__()
        self.title, self.message, self.cancel_value = title, message, cancel_value
        self.form = Form([Button(label, self._closer(value), primary=(i == 0)) for i, (label, value) in enumerate(buttons)])

    def _closer(self, value: Any) -> Callable[[], None]:
        return lambda: self.close(value)

    least_height = 0  # an input dialog is at least this high

    def buttons(self) -> list[Button]:
        return [w for w in self.form.widgets if isinstance(w, Button)]

    def field_room(self) -> int:
        """The height of what comes between the message and the buttons (an input dialog's field)."""
        return 0

    def layout(self, size) -> None:
        t = self.theme
        pad = t.px(24)
        width = min(size[0] - 20, t.tx(620))
        font = t.font("body")
        lines = len(wrap(self.message, font, width - 2 * pad)) if self.message else 0
        text = round(font.get_linesize() * 1.25) * lines
        buttons = self.buttons()
        self.button_height = max(row_height(t, b, (width - 2 * pad) // len(buttons) - pad, t.px(52)) for b in buttons)
        height = 4 * pad + t.font("large", True).get_linesize() + text + self.button_height + self.field_room()
        self.box = centered_box(size, width, max(self.least_height, height))
        row = pygame.Rect(self.box.left + pad, self.box.bottom - pad - self.button_height,
                          self.box.width - 2 * pad, self.button_height)
        for widget, rect in zip(buttons, columns(row, len(buttons), pad)):
            widget.rect = rect

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close(self.cancel_value)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.form.move_focus(1 if event.key == pygame.K_RIGHT else -1)
        else:
            self.form.handle(event, self.theme)

    def draw(self, surface) -> None:
        dim(surface)
        panel(surface, self.box, self.theme)
        pad = self.theme.px(24)
        title = fitted_text(self.theme, self.title, self.box.width - 2 * pad, "large", colors.ACCENT, bold=True,
                            smallest="large")
        surface.blit(title, (self.box.left + pad, self.box.top + pad))
        body = pygame.Rect(self.box.left + pad, self.box.top + pad + title.get_height() + pad // 2,
                           self.box.width - 2 * pad,
                           self.box.height - 3 * pad - title.get_height() - self.button_height - self.field_room())
        text_block(surface, self.message, body, self.theme)
        self.form.draw(surface, self.theme)


class InputDialog(Dialog):
    """A question answered with typed text: closes with the text (Enter or OK) or ``None`` (Esc)."""

    def __init__(self, title: str, message: str, text: str = "") -> None:
        super().__init__(title, message, [(_("OK"), None), (_("Cancel"), None)])
        self.field = TextField("", text, max_length=400)
        ok = Button(_("OK"), lambda: self.close(self.field.text.strip() or None), primary=True)
        self.form = Form([self.field, ok, Button(_("Cancel"), self._closer(None))])

    def field_room(self) -> int:
        return self._field_height() + self.theme.px(24)

    def _field_height(self) -> int:
        return max(self.theme.px(48), self.theme.font("body").get_linesize() + self.theme.px(10))

    def layout(self, size) -> None:
        self.least_height = self.theme.px(300)
        super().layout(size)
        pad = self.theme.px(24)
        self.field.rect = pygame.Rect(self.box.left + pad, self.box.bottom - 2 * pad - self.button_height - self._field_height(),
                                      self.box.width - 2 * pad, self._field_height())

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.form.focused is self.field:
            self.close(self.field.text.strip() or None)
        else:
            super().handle(event)
