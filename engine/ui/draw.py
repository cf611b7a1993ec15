"""Drawing helpers shared by widgets and scenes: panels, wrapped text, the backdrop.

Every text drawn into a box goes through ``fit`` or ``text_block``; when a text does not fit
its box, they shorten it and report it to ``overflows`` while a test watches (``watching``),
so a test can lay out every scene at many sizes and fail on any text cut off.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from engine.ui import theme as colors
from engine.ui.theme import BASE_SIZES, Theme, printable


def panel(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, color=colors.PANEL,
          edge=colors.PANEL_EDGE, radius: float = 14, shadow: bool = True) -> None:
    """A rounded box with a soft shadow and a thin edge."""
    r = theme.px(radius)
    if shadow:
        pygame.draw.rect(surface, colors.SHADOW, rect.move(0, theme.px(4)), border_radius=r)
    pygame.draw.rect(surface, color, rect, border_radius=r)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width=max(1, theme.px(1.5)), border_radius=r)


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` (blank lines kept as paragraphs)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


_overflows: list[str] | None = None  # texts cut off while a test watches; None: nobody watches


@contextmanager
def watching() -> Iterator[list[str]]:
    """Collect, while the block runs, every text that did not fit its box."""
    global _overflows
    previous, _overflows = _overflows, []
    try:
        yield _overflows
    finally:
        _overflows = previous


def overflow(what: str) -> None:
    """Report a text that did not fit (kept only while a test watches)."""
    if _overflows is not None:
        _overflows.append(what)


def fit(text: str, font: pygame.font.Font, width: int) -> str:
    """``text`` shortened with an ellipsis so that it fits in ``width`` pixels (reported as an overflow)."""
    if font.size(text)[0] <= width:
        return text
    overflow(text)
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


ROLES_BY_SIZE = ("title", "heading", "large", "body", "small", "tiny")


def _smaller_sizes(theme: Theme, role: str) -> list[int]:
    """Pixel sizes between ``role``'s at this text size and at the usual one, 10% apart, largest first."""
    top, least = round(BASE_SIZES[role] * theme.text_scale), max(10, round(BASE_SIZES[role] * theme.scale))
    sizes = []
    pixels = top * 0.9
    while pixels > least:
        sizes.append(round(pixels))
        pixels *= 0.9
    return sizes + [least] if top > least else []


def fitted_text(theme: Theme, text: str, width: int, role: str = "body", color=colors.TEXT, bold: bool = False,
                smallest: str = "small") -> pygame.Surface:
    """``text`` rendered in ``role``, or in the largest smaller role down to ``smallest`` that fits
    ``width``; at a large text size, then in a smaller type down to ``smallest`` at the usual text size;
    only when even that is too wide is it shortened (and reported as an overflow)."""
    roles = ROLES_BY_SIZE[ROLES_BY_SIZE.index(role): ROLES_BY_SIZE.index(smallest) + 1] or (role,)
    for candidate in roles:
        if theme.font(candidate, bold).size(text)[0] <= width:
            return theme.text(text, candidate, color, bold)
    smaller = _smaller_sizes(theme, roles[-1])
    for pixels in smaller:
        if theme.font_px(pixels, bold).size(text)[0] <= width:
            return theme.font_px(pixels, bold).render(printable(text), True, color)
    if not smaller:
        return theme.text(fit(text, theme.font(roles[-1], bold), width), roles[-1], color, bold)
    font = theme.font_px(smaller[-1], bold)
    return font.render(printable(fit(text, font, width)), True, color)


def _room(font: pygame.font.Font, height: int, line_gap: float) -> int:
    """How many lines of ``font``, ``line_gap`` apart, fit in ``height`` (at least one)."""
    return max(1, (height - font.get_linesize()) // round(font.get_linesize() * line_gap) + 1)


def _block_font(text: str, rect: pygame.Rect, theme: Theme, role: str, bold: bool,
                line_gap: float) -> tuple[pygame.font.Font, bool]:
    """The font ``text_block`` draws ``text`` in: ``role``'s, or at a large text size a smaller one, down
    to ``role``'s at the usual size, in which the wrapped text fits ``rect``; and whether it fits."""
    fonts = [theme.font(role, bold)] + [theme.font_px(p, bold) for p in _smaller_sizes(theme, role)]
    for font in fonts:
        if rect.width > 0 and rect.height >= font.get_linesize() and \
                len(wrap(text, font, rect.width)) <= _room(font, rect.height, line_gap):
            return font, True
    return fonts[-1], False


def fits(text: str, rect: pygame.Rect, theme: Theme, role: str = "body", bold: bool = False,
         line_gap: float = 1.25) -> bool:
    """``text_block`` would draw ``text`` whole inside ``rect`` (nothing cut off)."""
    return _block_font(text, rect, theme, role, bold, line_gap)[1]


def text_block(surface: pygame.Surface, text: str, rect: pygame.Rect, theme: Theme, role: str = "body",
               color=colors.TEXT, bold: bool = False, line_gap: float = 1.25, centred: bool = False) -> int:
    """Draw wrapped text inside ``rect`` (each line centred in it, if asked); at a large text size a
    text too long for ``rect`` takes a smaller type (never below the usual size), and one still too
    long ends with an ellipsis.  Return the height used."""
    font, whole = _block_font(text, rect, theme, role, bold, line_gap)
    step = round(font.get_linesize() * line_gap)
    lines = wrap(text, font, rect.width)
    room = _room(font, rect.height, line_gap)
    if not whole:
        overflow(text)
        lines = lines[:room]
        lines[-1] = fit(lines[-1] + "\u2026", font, rect.width)
    y = rect.top
    for line in lines:
        image = font.render(line, True, color)
        surface.blit(image, (rect.centerx - image.get_width() // 2 if centred else rect.left, y))
        y += step
    return y - rect.top


@contextmanager
def clipped(surface: pygame.Surface, rect: pygame.Rect) -> Iterator[None]:
    """Draw only inside ``rect`` while the block runs (the clip before is put back)."""
    previous = surface.get_clip()
    surface.set_clip(rect.clip(previous))
    try:
        yield
    finally:
        surface.set_clip(previous)


def centered(surface: pygame.Surface, image: pygame.Surface, center: tuple[int, int]) -> pygame.Rect:
    rect = image.get_rect(center=center)
    surface.blit(image, rect)
    return rect


_backdrops: dict[tuple[int, int], pygame.Surface] = {}


def backdrop(surface: pygame.Surface) -> None:
    """The arcade's background: a gentle vertical gradient (made once per window size)."""
    size = surface.get_size()
    image = _backdrops.get(size)
    if image is None:
        _backdrops.clear()
        image = _backdrops[size] = pygame.Surface(size)
        width, height = size
        top, bottom = colors.BACKGROUND_TOP, colors.BACKGROUND
        bands = 24
        for i in range(bands):
            t = i / (bands - 1)
            color = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom))
            y0, y1 = height * i // bands, height * (i + 1) // bands
            image.fill(color, pygame.Rect(0, y0, width, y1 - y0))
    surface.blit(image, (0, 0))


def dim(surface: pygame.Surface, alpha: int = 160) -> None:
    """Darken everything drawn so far (under an overlay)."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((8, 10, 18, alpha))
    surface.blit(shade, (0, 0))
