"""Widgets of the UI kit, each usable by mouse and keyboard.

A widget has a ``rect`` (set by the scene's layout), draws itself with the theme, and
``handle(event, focused)`` returns True when it used the event.  A ``Form`` holds a list
of widgets and moves the keyboard focus among them (Tab / Up / Down), giving
Left / Right / Enter / Space / typing to the focused one.

A widget with a label and a control (a value, arrows, a switch, a track) draws them on one line
when its row is one line high, and stacked, the label above the control, when the layout gave it
two lines (``row_height``: a large text size in a narrow panel).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from engine.language.translation import N_, _
from engine.ui import theme as colors
from engine.ui.draw import fitted_text, overflow, panel
from engine.ui.theme import Theme

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def _is_click(event: pygame.event.Event, rect: pygame.Rect) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and rect.collidepoint(event.pos)


class Widget:
    focusable = True

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hovered = False
        self.enabled = True

    def handle(self, event: pygame.event.Event, focused: bool, theme: Theme) -> bool:
        """Use the event if it is for this widget; True when used."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        return False

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool) -> None: ...

    def one_line_width(self, theme: Theme) -> int:
        """How wide the widget must be to show its texts on one line."""
        return 0

    def least_width(self, theme: Theme) -> int:
        """How wide it must be to show its texts on one line in the type it may shrink to (a button's
        label at a large text size takes the usual size where room lacks); most widgets do not shrink."""
        return self.one_line_width(theme)

    def stacked(self, theme: Theme) -> bool:
        """Does the widget's row hold two lines (the label above the control)?"""
        return self.rect.height >= 2 * theme.font("body").get_linesize() + theme.px(8)

    def lines(self, theme: Theme) -> tuple[pygame.Rect, pygame.Rect]:
        """The label's line and the control's: the whole row twice, or its two halves when stacked."""
        if not self.stacked(theme):
            return self.rect, self.rect
        top = pygame.Rect(self.rect.left, self.rect.top + theme.px(3), self.rect.width, self.rect.height // 2)
        return top, pygame.Rect(self.rect.left, top.bottom - theme.px(3), self.rect.width, self.rect.bottom - top.bottom)

    def show(self, value: Any) -> None:
        """Hold ``value`` (set from outside, not by the person: ``on_change`` is not called)."""
        raise TypeError(f"{type(self).__name__} holds no value")

    def _frame(self, surface, theme, focused, color=colors.CARD) -> None:
        fill = colors.CARD_HOVER if (self.hovered and self.enabled) else color
        panel(surface, self.rect, theme, color=fill, edge=colors.FOCUS if focused else colors.PANEL_EDGE,
              radius=10, shadow=False)

    def _label(self, surface, theme, label: str) -> pygame.Surface:
        """The label at the left of its line (drawn muted when the widget is disabled)."""
        text = theme.text(label, "body", colors.TEXT if self.enabled else colors.MUTED)
        surface.blit(text, text.get_rect(midleft=(self.rect.left + theme.px(14), self.lines(theme)[0].centery)))
        return text

    def _label_and_value(self, surface, theme, label: str, value: str, value_color=colors.ACCENT) -> None:
        pad = theme.px(14)
        text = self._label(surface, theme, label)
        shown = theme.text(value, "body", value_color if self.enabled else colors.MUTED, bold=True)
        surface.blit(shown, shown.get_rect(midright=(self.rect.right - pad, self.lines(theme)[1].centery)))
        self._check_room(theme, text.get_width(), shown.get_width() + pad, f"{label} {value}")

    def _check_room(self, theme: Theme, label: int, control: int, what: str) -> None:
        """Report a widget whose texts do not fit inside it (they would overlap or spill): ``label`` and
        ``control`` wide, side by side on one line or one above the other when stacked."""
        pad = theme.px(14)
        needed = max(label, control) + 2 * pad if self.stacked(theme) else label + control + 2 * pad
        if needed > self.rect.width or theme.font("body").get_height() > self.lines(theme)[0].height + theme.px(4):
            overflow(f"{type(self).__name__}: {what}")


class Label(Widget):
    focusable = False

    def __init__(self, text: str, role: str = "body", color=colors.TEXT, bold: bool = False, align: str = "left"):
        super().__init__()
        self.text, self.role, self.color, self.bold, self.align = text, role, color, bold, align

    def draw(self, surface, theme, focused) -> None:
        image = theme.text(self.text, self.role, self.color, self.bold)
        anchor = {"left": "midleft", "center": "center", "right": "midright"}[self.align]
        point = getattr(self.rect, anchor)
        surface.blit(image, image.get_rect(**{anchor: point}))
        if self.rect.width and image.get_width() > self.rect.width:
            overflow(f"label: {self.text}")

    def one_line_width(self, theme: Theme) -> int:
        return theme.text(self.text, self.role, self.color, self.bold).get_width()


# the keys whose names a keyboard prints in its language (a French one: Entrée, Échap); letters and F1 stay
KEY_NAMES = {"Enter": N_("Enter"), "Esc": N_("Esc")}


class Button(Widget):
    """A push button; ``key_hint`` (like "U") is shown in small type beside the text (a key of ``KEY_NAMES``
    by the name the language gives it)."""

    def __init__(self, text: str, action: Callable[[], Any], key_hint: str = "", primary: bool = False):
        super().__init__()
        self.text, self.action, self.primary = text, action, primary
        self.key_hint = _(KEY_NAMES[key_hint]) if key_hint in KEY_NAMES else key_hint

    def handle(self, event, focused, theme) -> bool:
        super().handle(event, focused, theme)
        hit = _is_click(event, self.rect) or (focused and event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS)
        if hit and self.enabled:
            self.action()
        return hit

    def one_line_width(self, theme: Theme) -> int:
        return theme.text(self.text, "body", bold=self.primary).get_width() + self._beside(theme)

    def least_width(self, theme: Theme) -> int:
        return theme.usual_font("body", self.primary).size(self.text)[0] + self._beside(theme)

    def _beside(self, theme: Theme) -> int:
        """What the row holds beside the label: the margins, and the key hint with its gap."""
        if not self.key_hint:
            return theme.px(12)
        return theme.text(self.key_hint, "tiny", colors.MUTED).get_width() + 3 * theme.px(8)

    def draw(self, surface, theme, focused) -> None:
        base = colors.ACCENT_DARK if self.primary else colors.CARD
        self._frame(surface, theme, focused, base)
        color = colors.TEXT if self.enabled else colors.MUTED
        stacked = bool(self.key_hint) and self.stacked(theme)
        room = self.rect.width - (theme.px(12) if stacked else self._beside(theme))
        text = fitted_text(theme, self.text, room, "body", color, bold=self.primary, smallest="body")
        what = f"{self.text} {self.key_hint}".strip()
        if stacked:  # the key under the text
            hint = theme.text(self.key_hint, "tiny", colors.MUTED)
            surface.blit(text, text.get_rect(midbottom=(self.rect.centerx, self.rect.centery + theme.px(4))))
            surface.blit(hint, hint.get_rect(midtop=(self.rect.centerx, self.rect.centery + theme.px(4))))
            if hint.get_width() + theme.px(12) > self.rect.width:
                overflow(f"Button: {what}")
            return
        if self.key_hint:
            hint = theme.text(self.key_hint, "tiny", colors.MUTED)
            gap = theme.px(8)
            total = text.get_width() + gap + hint.get_width()
            left = self.rect.centerx - total // 2
            surface.blit(text, text.get_rect(midleft=(left, self.rect.centery)))
            surface.blit(hint, hint.get_rect(midleft=(left + text.get_width() + gap, self.rect.centery + theme.px(1))))
        else:
            surface.blit(text, text.get_rect(center=self.rect.center))
        if text.get_height() > self.rect.height + theme.px(4):
            overflow(f"Button: {what}")


def chevron(surface: pygame.Surface, center: tuple[int, int], direction: int, size: int, color, width: int) -> None:
    """A ‹ (direction -1) or › (direction 1) drawn as two strokes, legible at any size."""
    x, y = center
    tip = x + direction * size // 2
    back = x - direction * size // 2
    pygame.draw.lines(surface, color, False, [(back, y - size), (tip, y), (back, y + size)], width)


class Stepper(Widget):
    """A value shown between two arrows: ‹ at the left of the value, › at its right, each a hit area.

    A click on ‹ steps back, on › or on the value itself forwards; the wheel over the row and
    Left / Right when focused step too.  Subclasses say how to step and what to show.
    """

    label = ""

    def step(self, delta: int) -> None:
        raise NotImplementedError

    def shown(self) -> str:
        raise NotImplementedError

    def widest(self) -> list[str]:
        """The texts the value area must fit (all of them, for a stable layout)."""
        return [self.shown()]

    def _arrow_width(self, theme: Theme, height: int) -> int:
        return max(theme.px(30), height * 3 // 5)

    def _value_width(self, theme: Theme) -> int:
        return max(theme.text(t, "body", bold=True).get_width() for t in self.widest()) + theme.px(12)

    def one_line_width(self, theme: Theme) -> int:
        height = theme.font("body").get_linesize() + theme.px(14)
        label = theme.text(self.label, "body").get_width()
        return label + 2 * self._arrow_width(theme, height) + self._value_width(theme) + 2 * theme.px(14) + theme.px(8)

    def arrows(self, theme: Theme) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The ‹ box, the value box and the › box, at the right of the row (of its lower line when stacked)."""
        line = self.lines(theme)[1]
        pad = theme.px(8)
        right = pygame.Rect(0, 0, self._arrow_width(theme, line.height), line.height - 2 * theme.px(5))
        right.midright = (line.right - pad, line.centery)
        value = pygame.Rect(0, 0, self._value_width(theme), right.height)
        value.midright = (right.left, line.centery)
        left = right.copy()
        left.midright = (value.left, line.centery)
        return left, value, right

    def handle(self, event, focused, theme) -> bool:
        super().handle(event, focused, theme)
        if _is_click(event, self.rect):
            left, value, right = self.arrows(theme)
            if left.collidepoint(event.pos):
                self.step(-1)
            elif right.collidepoint(event.pos) or value.collidepoint(event.pos):
                self.step(1)
            return True  # a click on the label only takes the focus
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.step(1 if event.y > 0 else -1)
            return True
        if focused and event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return False

    def draw(self, surface, theme, focused) -> None:
        self._frame(surface, theme, focused)
        label = self._label(surface, theme, self.label)
        left, value, right = self.arrows(theme)
        for box, direction in ((left, -1), (right, 1)):
            if self.hovered and self.enabled:
                pygame.draw.rect(surface, colors.PANEL, box, border_radius=theme.px(6))
            line = theme.font("body").get_linesize()  # the arrows grow with the text
            chevron(surface, box.center, direction, max(theme.px(7), round(line * 0.28)),
                    colors.ACCENT if self.enabled else colors.MUTED, max(2, theme.px(3), round(line * 0.1)))
        text = theme.text(self.shown(), "body", colors.ACCENT if self.enabled else colors.MUTED, bold=True)
        surface.blit(text, text.get_rect(center=value.center))
        self._check_room(theme, label.get_width(), self.rect.right - left.left - theme.px(14), f"{self.label} {self.shown()}")


class Selector(Stepper):
    """Choose one of a few values (wraps round); Enter or Space steps forwards too."""

    def __init__(self, label: str, choices: Sequence[tuple[Any, str]], value: Any,
                 on_change: Callable[[Any], Any] = lambda v: None):
        super().__init__()
        self.label, self.choices, self.on_change = label, list(choices), on_change
        values = [v for v, _ in self.choices]
        self.index = values.index(value) if value in values else 0

    @property
    def value(self) -> Any:
        return self.choices[self.index][0]

    def show(self, value: Any) -> None:
        values = [v for v, _ in self.choices]
        if value in values:
            self.index = values.index(value)

    def shift(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.choices)
        self.on_change(self.value)

    step = shift

    def shown(self) -> str:
        return self.choices[self.index][1]

    def widest(self) -> list[str]:
        return [text for _, text in self.choices]

    def handle(self, event, focused, theme) -> bool:
        if focused and event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS:
            self.shift(1)
            return True
        return super().handle(event, focused, theme)


class Toggle(Selector):
    """On or off: a click anywhere on the row, Enter, Space, Left / Right or the wheel flips it."""

    def __init__(self, label: str, value: bool, on_change: Callable[[bool], Any] = lambda v: None):
        super().__init__(label, [(False, _("Off")), (True, _("On"))], bool(value), on_change)

    def handle(self, event, focused, theme) -> bool:
        if _is_click(event, self.rect):
            Widget.handle(self, event, focused, theme)
            self.shift(1)
            return True
        return super().handle(event, focused, theme)

    def one_line_width(self, theme: Theme) -> int:
        switch = 2 * max(theme.px(26), round(theme.font("body").get_linesize() * 1.04))
        return theme.text(self.label, "body").get_width() + switch + 3 * theme.px(14)

    def draw(self, surface, theme, focused) -> None:
        self._frame(surface, theme, focused)
        pad = theme.px(14)
        text = self._label(surface, theme, self.label)
        h = max(theme.px(26), round(theme.font("body").get_linesize() * 1.04))  # the switch grows with the text
        w = 2 * h
        self._check_room(theme, text.get_width(), w + pad, self.label)
        track = pygame.Rect(0, 0, w, h)
        track.midright = (self.rect.right - pad, self.lines(theme)[1].centery)
        on_color = colors.GOOD if self.enabled else colors.MUTED
        pygame.draw.rect(surface, on_color if self.value else colors.PANEL_EDGE, track, border_radius=h // 2)
        knob_x = track.right - h // 2 if self.value else track.left + h // 2
        pygame.draw.circle(surface, colors.TEXT, (knob_x, track.centery), h // 2 - theme.px(3))


class Slider(Widget):
    """A number between ``low`` and ``high``: drag, click, Left / Right (``step``)."""

    def __init__(self, label: str, low: float, high: float, value: float, step: float,
                 on_change: Callable[[float], Any] = lambda v: None, fmt: Callable[[float], str] = str,
                 to_position: Callable[[float], float] | None = None,
                 from_position: Callable[[float], float] | None = None):
        super().__init__()
        self.label, self.low, self.high, self.step = label, low, high, step
        self.on_change, self.fmt = on_change, fmt
        # the track may be non-linear (a logarithmic speed scale): position in 0..1 <-> value
        self.to_position = to_position or (lambda v: (v - low) / (high - low))
        self.from_position = from_position or (lambda t: low + t * (high - low))
        self.value = value
        self._dragging = False

    def _track(self, theme: Theme) -> pygame.Rect:
        """The track: the right 42% of the row, or the whole lower line when stacked."""
        line = self.lines(theme)[1]
        margin = theme.px(20) if self.stacked(theme) else theme.px(16)
        width = line.width - 2 * margin if self.stacked(theme) else line.width * 0.42
        return pygame.Rect(line.right - margin - width, line.centery - theme.px(3), width, theme.px(6))

    def one_line_width(self, theme: Theme) -> int:
        value = max(theme.text(self.fmt(v), "body", colors.ACCENT, bold=True).get_width()
                    for v in (self.low, self.high, self.value))
        texts = theme.text(_("{label}: ").format(label=self.label), "body").get_width() + value + 2 * theme.px(14) + theme.px(16)
        return round(texts / 0.58)  # the track takes 42% of the row

    def set(self, value: float) -> None:
        value = min(self.high, max(self.low, value))
        if value != self.value:
            self.value = value
            self.on_change(value)

    def handle(self, event, focused, theme) -> bool:
        super().handle(event, focused, theme)
        track = self._track(theme)
        if _is_click(event, self.rect):
            self._dragging = True
        if event.type == pygame.MOUSEBUTTONUP:
            self._dragging = False
        if self._dragging and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            t = min(1.0, max(0.0, (event.pos[0] - track.left) / max(1, track.width)))
            self.set(round(self.from_position(t) / self.step) * self.step)
            return True
        if focused and event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            t = self.to_position(self.value) + (0.05 if event.key == pygame.K_RIGHT else -0.05)
            candidate = round(self.from_position(min(1.0, max(0.0, t))) / self.step) * self.step
            if candidate == self.value:
                candidate += self.step if event.key == pygame.K_RIGHT else -self.step
            self.set(candidate)
            return True
        return self._dragging

    def draw(self, surface, theme, focused) -> None:
        self._frame(surface, theme, focused)
        pad = theme.px(14)
        text = self._label(surface, theme, _("{label}: ").format(label=self.label))
        value = theme.text(self.fmt(self.value), "body", colors.ACCENT, bold=True)
        surface.blit(value, value.get_rect(midleft=(self.rect.left + pad + text.get_width(), self.lines(theme)[0].centery)))
        track = self._track(theme)
        self._check_room(theme, text.get_width() + value.get_width(), 0 if self.stacked(theme) else track.width + theme.px(16),
                         f"{self.label} {self.fmt(self.value)}")
        pygame.draw.rect(surface, colors.PANEL_EDGE, track, border_radius=track.height // 2)
        filled = track.copy()
        filled.width = round(track.width * self.to_position(self.value))
        pygame.draw.rect(surface, colors.ACCENT, filled, border_radius=track.height // 2)
        pygame.draw.circle(surface, colors.TEXT, (filled.right, track.centery), theme.px(9))


class TextField(Widget):
    """Typed text (a starting position, say); ``allowed`` limits the characters."""

    def __init__(self, label: str, text: str = "", placeholder: str = "", allowed: str | None = None,
                 max_length: int = 40, on_change: Callable[[str], Any] = lambda v: None):
        super().__init__()
        self.label, self.text, self.placeholder = label, text, placeholder
        self.allowed, self.max_length, self.on_change = allowed, max_length, on_change

    def show(self, value: Any) -> None:
        self.text = str(value)

    def handle(self, event, focused, theme) -> bool:
        super().handle(event, focused, theme)
        if _is_click(event, self.rect):
            return True
        if not focused or event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
        elif event.unicode and event.unicode.isprintable() and len(self.text) < self.max_length and (
                self.allowed is None or event.unicode in self.allowed):
            self.text += event.unicode
        else:
            return False
        self.on_change(self.text)
        return True

    def one_line_width(self, theme: Theme) -> int:
        value = theme.text(self.text or self.placeholder, "body", bold=True).get_width()
        return theme.text(self.label, "body").get_width() + value + 3 * theme.px(14)

    def draw(self, surface, theme, focused) -> None:
        self._frame(surface, theme, focused)
        shown = self.text + ("▏" if focused else "")
        if not self.text and not focused:
            self._label_and_value(surface, theme, self.label, self.placeholder, colors.MUTED)
        else:
            self._label_and_value(surface, theme, self.label, shown)


class NumberField(TextField, Stepper):
    """A whole number from ``low`` to ``high``: type digits, or the arrows, the wheel, Left / Right to step."""

    def __init__(self, label: str, value: int, low: int, high: int, on_change: Callable[[int], Any] = lambda v: None):
        super().__init__(label, str(value), allowed="0123456789", max_length=len(str(high)))
        self.low, self.high, self._on_number = low, high, on_change

    @property
    def value(self) -> int:
        return min(self.high, max(self.low, int(self.text))) if self.text else self.low

    def step(self, delta: int) -> None:
        self.text = str(min(self.high, max(self.low, self.value + delta)))
        self._on_number(self.value)

    def shown(self) -> str:
        return self.text

    def widest(self) -> list[str]:
        return [str(self.high) + "▏", str(self.low) + "▏"]

    one_line_width = Stepper.one_line_width

    def handle(self, event, focused, theme) -> bool:
        if Stepper.handle(self, event, focused, theme):
            return True
        used = TextField.handle(self, event, focused, theme)
        if used:
            self._on_number(self.value)
        return used

    def draw(self, surface, theme, focused) -> None:
        Stepper.draw(self, surface, theme, focused)
        if focused:  # the caret after the digits
            _, value, _ = self.arrows(theme)
            text = theme.text(self.text, "body", bold=True)
            caret = pygame.Rect(0, 0, max(1, theme.px(2)), text.get_height())
            caret.midleft = (value.centerx + text.get_width() // 2 + theme.px(2), value.centery)
            surface.fill(colors.ACCENT, caret)


class ListMenu(Widget):
    """A vertical list of items: Up / Down / Home / End / Page keys and Enter; click to choose;
    the wheel, dragging the list, or dragging the scrollbar's thumb scroll it without choosing."""

    def __init__(self, items: Sequence[str], on_choose: Callable[[int], Any], selected: int = 0, role: str = "body"):
        super().__init__()
        self.items, self.on_choose, self.role = list(items), on_choose, role
        self.first = 0  # the first item shown
        self.selected = selected
        self._drag: tuple[int, int, bool] | None = None  # (y where the drag began, first then, on the thumb?)
        self._moved = False

    @property
    def selected(self) -> int:
        return self._selected

    @selected.setter
    def selected(self, index: int) -> None:
        """Choosing an item (by key or by the scene) brings it into view at the next draw; scrolling does not."""
        self._selected, self._reveal = index, True

    def _row_height(self, theme: Theme) -> int:
        return theme.font(self.role).get_linesize() + theme.px(10)

    def _visible_count(self, theme: Theme) -> int:
        return max(1, self.rect.height // self._row_height(theme))

    def scroll_to(self, first: int, theme: Theme) -> None:
        self.first = max(0, min(first, len(self.items) - self._visible_count(theme)))

    def _show_selected(self, theme: Theme) -> None:
        count = self._visible_count(theme)
        if self.selected < self.first:
            self.scroll_to(self.selected, theme)
        elif self.selected >= self.first + count:
            self.scroll_to(self.selected - count + 1, theme)

    def scrollbar(self, theme: Theme) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The track and the thumb, when the items do not all fit."""
        count = self._visible_count(theme)
        if len(self.items) <= count:
            return None
        track = pygame.Rect(self.rect.right - theme.px(12), self.rect.top + theme.px(4), theme.px(8),
                            self.rect.height - theme.px(8))
        height = max(theme.px(24), track.height * count // len(self.items))
        top = track.top + (track.height - height) * self.first // max(1, len(self.items) - count)
        return track, pygame.Rect(track.left, top, track.width, height)

    def _key(self, key: int, theme: Theme) -> bool:
        count, last = self._visible_count(theme), len(self.items) - 1
        moves = {pygame.K_UP: self.selected - 1, pygame.K_DOWN: self.selected + 1, pygame.K_HOME: 0,
                 pygame.K_END: last, pygame.K_PAGEUP: self.selected - count, pygame.K_PAGEDOWN: self.selected + count}
        if key in (pygame.K_UP, pygame.K_DOWN):
            self.selected = moves[key] % len(self.items)
        elif key in moves:
            self.selected = max(0, min(last, moves[key]))
        else:
            return False
        return True

    def handle(self, event, focused, theme) -> bool:
        super().handle(event, focused, theme)
        if not self.items:
            return False
        if focused and event.type == pygame.KEYDOWN:
            if event.key in ACTIVATE_KEYS:
                self.on_choose(self.selected)
                return True
            return self._key(event.key, theme)
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.scroll_to(self.first - 3 * event.y, theme)
            return True
        if _is_click(event, self.rect):
            bar = self.scrollbar(theme)
            on_bar = bar is not None and event.pos[0] >= bar[0].left - theme.px(4)
            if bar is not None and on_bar and not bar[1].collidepoint(event.pos):  # a click on the track pages
                page = self._visible_count(theme)
                self.scroll_to(self.first + (page if event.pos[1] > bar[1].centery else -page), theme)
                return True
            self._drag, self._moved = (event.pos[1], self.first, on_bar), False
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            start, first, on_thumb = self._drag
            row = self._row_height(theme)
            if on_thumb:
                bar = self.scrollbar(theme)
                spare = max(1, bar[0].height - bar[1].height) if bar else 1
                rows = (event.pos[1] - start) * (len(self.items) - self._visible_count(theme)) / spare
                self.scroll_to(first + round(rows), theme)
            else:
                self.scroll_to(first - round((event.pos[1] - start) / row), theme)
            self._moved = self._moved or abs(event.pos[1] - start) > row // 3
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            start, _, on_thumb = self._drag
            self._drag = None
            if not on_thumb and not self._moved and self.rect.collidepoint(event.pos):
                index = self.first + (start - self.rect.top) // self._row_height(theme)
                if 0 <= index < len(self.items):
                    self.selected = index
                    self.on_choose(index)
            return True
        return False

    def draw(self, surface, theme, focused) -> None:
        self._frame(surface, theme, focused, colors.PANEL)
        row = self._row_height(theme)
        count = self._visible_count(theme)
        if self._reveal:
            self._show_selected(theme)
            self._reveal = False
        self.scroll_to(self.first, theme)  # the list may have shrunk
        bar = self.scrollbar(theme)
        width = self.rect.width - 8 - (theme.px(16) if bar else 0)
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        for i, item in enumerate(self.items[self.first: self.first + count]):
            index = self.first + i
            box = pygame.Rect(self.rect.left + 4, self.rect.top + i * row, width, row)
            if index == self.selected:
                pygame.draw.rect(surface, colors.CARD_HOVER, box, border_radius=theme.px(6))
            text = fitted_text(theme, item, box.width - theme.px(14), self.role,
                               colors.ACCENT if index == self.selected else colors.TEXT, smallest=self.role)
            surface.blit(text, text.get_rect(midleft=(box.left + theme.px(10), box.centery)))
        surface.set_clip(clip)
        if bar:
            track, thumb = bar
            pygame.draw.rect(surface, colors.BACKGROUND, track, border_radius=track.width // 2)
            pygame.draw.rect(surface, colors.ACCENT if self._drag and self._drag[2] else colors.PANEL_EDGE, thumb,
                             border_radius=track.width // 2)


class Form:
    """Widgets with a keyboard focus; the scene lays out their rects."""

    def __init__(self, widgets: Sequence[Widget] = ()):
        self.widgets: list[Widget] = list(widgets)
        self.focus = next((i for i, w in enumerate(self.widgets) if w.focusable), -1)

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if 0 <= self.focus < len(self.widgets) else None

    def move_focus(self, delta: int) -> None:
        candidates = [i for i, w in enumerate(self.widgets) if w.focusable and w.enabled]
        if not candidates:
            return
        if self.focus not in candidates:
            self.focus = candidates[0]
            return
        self.focus = candidates[(candidates.index(self.focus) + delta) % len(candidates)]

    def handle(self, event: pygame.event.Event, theme: Theme) -> bool:
        """Give the event to the widgets; True if one used it (or it moved the focus)."""
        focused = self.focused
        if event.type == pygame.KEYDOWN:
            if focused is not None and focused.handle(event, True, theme):
                return True
            if event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
                back = event.key == pygame.K_UP or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
                self.move_focus(-1 if back else 1)
                return True
            return False
        used = False
        for index, widget in enumerate(self.widgets):
            if widget.enabled and widget.handle(event, widget is focused, theme):
                if event.type == pygame.MOUSEBUTTONDOWN and widget.focusable:
                    self.focus = index
                used = True
        return used

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        for widget in self.widgets:
            widget.draw(surface, theme, widget is self.focused)
