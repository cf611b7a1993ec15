"""The one theme: colours, fonts and sizes, scaled to the window.

Sizes are given for a 1280x800 window and scaled with it (never below 0.62, so an
800x600 window stays readable).  Fonts are the bundled DejaVu Sans, cached by size.
"""
from __future__ import annotations

import pygame

from engine.paths import asset

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
FOCUS = (255, 214, 120)
SHADOW = (12, 15, 26)
FELT = (33, 84, 60)
FELT_EDGE = (22, 58, 41)

BASE_SIZES = {"title": 60, "heading": 32, "large": 26, "body": 21, "small": 17, "tiny": 14}
_FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
TEXT_CACHE = 2000  # rendered labels kept; the cache starts afresh when full


class Theme:
    """Fonts and lengths for the current window size."""

    def __init__(self, size: tuple[int, int] = (1280, 800)) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._texts: dict[tuple, pygame.Surface] = {}
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.size = size
        self.scale = max(0.62, min(width / 1280, height / 800))

    def px(self, length: float) -> int:
        """A length given for 1280x800, in pixels for this window."""
        return max(1, round(length * self.scale))

    def font(self, role: str = "body", bold: bool = False) -> pygame.font.Font:
        return self.font_px(max(10, round(BASE_SIZES[role] * self.scale)), bold)

    def font_px(self, pixels: int, bold: bool = False) -> pygame.font.Font:
        """A font of an exact pixel size (for glyphs sized to a board square)."""
        key = (pixels, bold)
        if key not in self._fonts:
            try:
                self._fonts[key] = pygame.font.Font(str(asset("fonts", _FONT_FILES[bold])), pixels)
            except (OSError, FileNotFoundError):
                self._fonts[key] = pygame.font.Font(None, round(pixels * 1.3))
        return self._fonts[key]

    def text(self, text: str, role: str = "body", color=TEXT, bold: bool = False) -> pygame.Surface:
        """``text`` rendered (remembered: the same labels are drawn every frame)."""
        key = (text, role, tuple(color), bold, self.scale)
        image = self._texts.get(key)
        if image is None:
            if len(self._texts) >= TEXT_CACHE:
                self._texts.clear()
            image = self._texts[key] = self.font(role, bold).render(text, True, color)
        return image
