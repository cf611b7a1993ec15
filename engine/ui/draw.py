"""Drawing helpers shared by widgets and scenes: panels, wrapped text, the backdrop."""
from __future__ import annotations

import pygame

from engine.ui import theme as colors
from engine.ui.theme import Theme


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


def fit(text: str, font: pygame.font.Font, width: int) -> str:
    """``text`` shortened with an ellipsis so that it fits in ``width`` pixels."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def text_block(surface: pygame.Surface, text: str, rect: pygame.Rect, theme: Theme, role: str = "body",
               color=colors.TEXT, bold: bool = False, line_gap: float = 1.25) -> int:
    """Draw wrapped text inside ``rect``; a text too long ends with an ellipsis.  Return the height used."""
    font = theme.font(role, bold)
    step = round(font.get_linesize() * line_gap)
    lines = wrap(text, font, rect.width)
    room = max(1, (rect.height - font.get_linesize()) // step + 1)
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = fit(lines[-1] + "\u2026", font, rect.width)
    y = rect.top
    for line in lines:
        surface.blit(font.render(line, True, color), (rect.left, y))
        y += step
    return y - rect.top


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
