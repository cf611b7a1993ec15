"""The one theme: colours, fonts and sizes, scaled to the window.

Sizes are given for a 1280x800 window and scaled with it (never below 0.62, so an
800x600 window stays readable).  The text is scaled once more by the player's text size (80% to
200%), but never beyond twice what the window's size alone would give: larger than that, a
small window would have no room left for the boards.  Fonts are the bundled DejaVu Sans (pygame-ce's own
font where a file is damaged or missing: engine/files/integrity.py), cached by size; both caches are
bounded, so dragging the window's corner through many sizes does not grow memory.
"""
from __future__ import annotations

from collections import OrderedDict

import pygame

from engine.files.integrity import usable
from engine.files.paths import ASSETS

BACKGROUND = (24, 29, 46)
BACKGROUND_TOP = (34, 41, 66)
PANEL = (38, 46, 72)
PANEL_EDGE = (70, 82, 120)
CARD = (44, 53, 84)
CARD_HOVER = (58, 70, 110)
TEXT = (238, 241, 247)
MUTED = (160, 170, 192)
ACCENT = (245, 184, 72)
ACCENT_DARK = (150, 104, 28)
GOOD = (96, 204, 140)
BAD = (232, 104, 108)
INFO = (110, 170, 240)
LAST_MOVE = (120, 200, 255)  # the last move stays marked on every duel's board (Row Nim's light squares take a darker one)
FOCUS = (255, 214, 120)
SHADOW = (12, 15, 26)
FELT = (33, 84, 60)
FELT_EDGE = (22, 58, 41)

BASE_SIZES = {"title": 60, "heading": 32, "large": 26, "body": 21, "small": 17, "tiny": 14}
_FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
MOST_TEXT = 2.0  # the text is never larger, for the window's size, than 200% on a 1280x800 window
TEXT_CACHE = 2000  # rendered labels kept; the cache starts afresh when full or when the scale changes
FONT_CACHE = 40  # fonts kept, the least recently used dropped first (a scene uses a dozen sizes)


SPACES = "\u00a0\u202f"  # the no-break spaces French typography and numbers use: drawn, though not "printable"


def printable(text: str) -> str:
    """``text`` with control characters (a NUL from a typed path, say) shown as �: SDL cannot draw them."""
    return text if text.isprintable() else "".join(c if c.isprintable() or c in SPACES else "\ufffd" for c in text)


class Theme:
    """Fonts and lengths for the current window size."""

    def __init__(self, size: tuple[int, int] = (1280, 800), text_factor: float = 1.0) -> None:
        self._fonts: OrderedDict[tuple[int, bool], pygame.font.Font] = OrderedDict()
        self._texts: dict[tuple, pygame.Surface] = {}
        self.text_factor = text_factor
        self.resize(size)

    def resize(self, size: tuple[int, int], text_factor: float | None = None) -> None:
        """Sizes for a window of ``size`` (and, when given, a new text size: 1.0 is the usual one)."""
        width, height = size
        self.size = size
        if text_factor is not None:
            self.text_factor = text_factor
        fraction = min(width / 1280, height / 800)
        self.scale = max(0.62, fraction)
        self.text_scale = min(self.scale * self.text_factor, max(self.scale, MOST_TEXT * fraction))

    @property
    def text_scale(self) -> float:
        """How large the text is: the window's scale times the text size, within ``MOST_TEXT``."""
        return self._text_scale

    @text_scale.setter
    def text_scale(self, value: float) -> None:
        if value != getattr(self, "_text_scale", None):
            self._texts.clear()  # labels of the old size are never drawn again
        self._text_scale = value

    @property
    def growth(self) -> float:
        """How much larger the text is than the window's usual (the text size, as the window allows it)."""
        return self.text_scale / self.scale

    def tx(self, length: float) -> int:
        """A length given for 1280x800 that holds text: in pixels for this window and this text size."""
        return max(1, round(length * self.text_scale))

    def usual_font(self, role: str, bold: bool = False) -> pygame.font.Font:
        """``role``'s font at the usual text size (100%) for this window."""
        return self.font_px(max(10, round(BASE_SIZES[role] * self.scale)), bold)

    @property
    def board(self) -> Theme:
        """This theme with the text at the window's scale, whatever the text size: for what an entry
        draws on its board (labels sized to squares and pits, hit areas measured from them)."""
        board = getattr(self, "_board", None)
        if board is None or board.scale != self.scale or board.size != self.size:
            board = self._board = self.scaled(self.scale)
        return board

    def scaled(self, scale: float) -> Theme:
        """A theme of exactly ``scale`` (no lower bound) sharing this one's fonts: a screen's drawing,
        made as small as a menu card's picture.  (Role fonts keep their 10-pixel floor.)"""
        theme = Theme(self.size)
        theme._fonts = self._fonts
        theme.scale = theme.text_scale = scale
        return theme

    def with_text_scale(self, text_scale: float) -> Theme:
        """This window's theme with the text at ``text_scale`` (lengths unchanged) sharing its fonts: for a
        panel too crowded for the player's text size, which takes the largest size that fits."""
        theme = self.scaled(self.scale)
        theme.text_scale = text_scale
        return theme

    def text_scales(self) -> list[float]:
        """The text scales from this theme's down to the window's usual one, about 10% apart, largest first."""
        scales, scale = [self.text_scale], self.text_scale / 1.1
        while scale > self.scale:
            scales.append(scale)
            scale /= 1.1
        return scales + [self.scale] if self.text_scale > self.scale else scales

    def px(self, length: float) -> int:
        """A length given for 1280x800, in pixels for this window."""
        return max(1, round(length * self.scale))

    def font(self, role: str = "body", bold: bool = False) -> pygame.font.Font:
        return self.font_px(max(10, round(BASE_SIZES[role] * self.text_scale)), bold)

    def font_px(self, pixels: int, bold: bool = False) -> pygame.font.Font:
        """A font of an exact pixel size (for glyphs sized to a board square)."""
        key = (pixels, bold)
        font = self._fonts.get(key)
        if font is None:
            name = f"fonts/{_FONT_FILES[bold]}"
            try:  # a damaged font file is never handed to pygame (it may crash on one): its own font serves
                font = pygame.font.Font(str(ASSETS / name), pixels) if usable(ASSETS, name) else None
            except OSError:
                font = None
            if font is None:
                font = pygame.font.Font(None, round(pixels * 1.3))
            self._fonts[key] = font
            if len(self._fonts) > FONT_CACHE:
                self._fonts.popitem(last=False)
        else:
            self._fonts.move_to_end(key)
        return font

    def text(self, text: str, role: str = "body", color=TEXT, bold: bool = False) -> pygame.Surface:
        """``text`` rendered (remembered: the same labels are drawn every frame)."""
        key = (text, role, tuple(color), bold, self.text_scale)
        image = self._texts.get(key)
        if image is None:
            if len(self._texts) >= TEXT_CACHE:
                self._texts.clear()
            image = self._texts[key] = self.font(role, bold).render(printable(text), True, color)
        return image
