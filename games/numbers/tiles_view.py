"""Drawing the numbers game: tiles as cards, the target, calculation lines (shared by its two scenes)."""
from __future__ import annotations

import pygame

from engine.language.translation import N_, _
from engine.ui import theme as colors
from engine.ui.theme import Theme

TILE = (236, 226, 200)
TILE_BIG = (250, 206, 120)
TILE_MADE = (150, 206, 240)
TILE_INK = (34, 30, 40)
TARGET_BACK = (28, 34, 56)
USED_ALPHA = 70


def card_size(area_width: int, count: int, theme: Theme) -> int:
    """The side of a card so that ``count`` cards fit side by side in ``area_width``."""
    return max(theme.px(40), min(theme.px(104), (area_width - card_gap(theme) * (count - 1)) // max(1, count)))


def card_gap(theme: Theme) -> int:
    """The room between two cards of a row."""
    return theme.px(12)


def row_width(count: int, size: int, theme: Theme) -> int:
    """The width of a row of ``count`` cards of side ``size`` and the gaps between them."""
    return count * size + (count - 1) * card_gap(theme)


def card_row(area: pygame.Rect, count: int, size: int, theme: Theme) -> list[pygame.Rect]:
    """``count`` square cards of side ``size``, centred in a row at ``area``'s top."""
    left = area.centerx - row_width(count, size, theme) // 2
    return [pygame.Rect(left + i * (size + card_gap(theme)), area.top, size, size) for i in range(count)]


SMALLEST_DIGITS = 6  # pixels: a menu card's small tiles hold their digits (at 10, "100" spilled over its tile)


def draw_card(surface: pygame.Surface, rect: pygame.Rect, value: int, theme: Theme, made: bool = False,
              used: bool = False, selected: bool = False, halo=None) -> None:
    """A number tile: cream for the small tiles, gold for 25-100, blue for a number made."""
    face = TILE_MADE if made else TILE_BIG if value >= 25 else TILE
    radius = max(4, rect.width // 8)
    if halo is not None:
        pygame.draw.rect(surface, halo, rect.inflate(theme.px(10), theme.px(10)), border_radius=radius + 4)
    pygame.draw.rect(surface, colors.SHADOW, rect.move(0, theme.px(4)), border_radius=radius)
    pygame.draw.rect(surface, face, rect, border_radius=radius)
    size = rect.height * 46 // 100
    room = rect.width * 78 // 100  # the digits keep a margin on both sides ("100" touched its tile's edges)
    while size > SMALLEST_DIGITS and theme.font_px(size, bold=True).size(str(value))[0] > room:
        size -= 1
    digits = theme.font_px(max(SMALLEST_DIGITS, size), bold=True).render(str(value), True, TILE_INK)
    surface.blit(digits, digits.get_rect(center=rect.center))
    if used:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((*colors.BACKGROUND, 255 - USED_ALPHA))
        surface.blit(veil, rect.topleft)
    if selected:
        pygame.draw.rect(surface, colors.FOCUS, rect.inflate(theme.px(8), theme.px(8)), width=theme.px(4),
                         border_radius=radius + 3)


def target_size(target: int, theme: Theme, label: str | None = N_("Target")) -> tuple[int, int]:
    """The size of ``draw_target``'s frame."""
    digits = theme.font_px(theme.px(64), bold=True).size(str(target))
    caption = theme.font("small").get_height() if label is not None else -theme.px(6)
    return digits[0] + theme.px(48), digits[1] + caption + theme.px(16)


def draw_target(surface: pygame.Surface, center: tuple[int, int], target: int, theme: Theme,
                label: str | None = N_("Target")) -> pygame.Rect:
    """The target in a large lit frame, ``label`` above it (English, translated here; None: none); returns the frame."""
    digits = theme.font_px(theme.px(64), bold=True).render(str(target), True, colors.ACCENT)
    box = pygame.Rect((0, 0), target_size(target, theme, label))
    box.center = center
    pygame.draw.rect(surface, TARGET_BACK, box, border_radius=theme.px(12))
    pygame.draw.rect(surface, colors.ACCENT, box, width=theme.px(3), border_radius=theme.px(12))
    if label is not None:
        caption = theme.text(_(label), "small", colors.MUTED)
        surface.blit(caption, caption.get_rect(midtop=(box.centerx, box.top + theme.px(6))))
    surface.blit(digits, digits.get_rect(midbottom=(box.centerx, box.bottom - theme.px(4))))
    return box


def draw_lines(surface: pygame.Surface, lines: list[tuple[str, tuple]], topleft: tuple[int, int], theme: Theme,
               role: str = "large", bottom: int | None = None) -> int:
    """Lines of text, each with its colour, one under another; returns the y under the last."""
    x, y = topleft
    font = theme.font(role, True)
    for text, color in lines:
        if bottom is not None and y + font.get_linesize() > bottom:
            break
        surface.blit(font.render(text, True, color), (x, y))
        y += font.get_linesize() + theme.px(2)
    return y
