"""Drawing signs between numbers: the numbers as cream cards in rows, a green + or red − box between each two.

Shared by the puzzle's screen and its picture on the menu's card.
"""
from __future__ import annotations

import pygame

from engine.ui import theme as colors
from engine.ui.theme import Theme

NUMBER_FACE, NUMBER_INK = (236, 226, 200), (34, 30, 40)
SIGN_COLORS = {"+": colors.GOOD, "-": colors.BAD}
SHOWN_SIGN = {"+": "+", "-": "\u2212"}
PER_ROW = 10


def expression_layout(rect: pygame.Rect, count: int, theme: Theme,
                      per_row: int = PER_ROW) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """The number cards and the sign boxes between them, in rows of ``per_row`` numbers (fewer where ``rect`` is too
    narrow for cards of the least size; a ``rect`` of no width asks for the rows as given, at the least size: the
    menu card's picture measures them so), centred across ``rect``."""
    t = theme
    gap = t.px(8)

    def card_size(per_row: int) -> int:
        width = rect.width - (t.px(70) if count > per_row else 0)  # room for the sign that starts a row
        return min(t.px(84), (width - gap * (2 * per_row - 2)) * 10 // (16 * per_row - 6))

    per_row = min(count, per_row)
    while rect.width and per_row > 1 and card_size(per_row) < t.px(30):
        per_row -= 1
    size = max(t.px(30), card_size(per_row))
    sign = size * 6 // 10
    row_width = per_row * size + (per_row - 1) * (sign + 2 * gap)
    cards, signs = [], []
    for i in range(count):
        row, column = divmod(i, per_row)
        left = rect.centerx - row_width // 2 + column * (size + sign + 2 * gap)
        top = rect.top + row * (size + t.px(34))
        cards.append(pygame.Rect(left, top, size, size))
        if i:
            box = pygame.Rect(0, 0, sign, sign)
            if column:
                box.center = (left - gap - sign // 2, top + size // 2)
            else:  # the sign that starts a row
                box.center = (rect.centerx - row_width // 2 - gap - sign // 2, top + size // 2)
            signs.append(box)
    return cards, signs


def draw_expression(surface: pygame.Surface, rect: pygame.Rect, numbers, signs, theme: Theme, running: int = 0,
                    ringed: int | None = None, per_row: int = PER_ROW) -> int:
    """The numbers with their signs (``running``: the first numbers, underlined, are in the running sum;
    ``ringed``: the sign that turned last); returns the y under them."""
    t = theme
    cards, boxes = expression_layout(rect, len(numbers), t, per_row)
    for i, (card, value) in enumerate(zip(cards, numbers)):
        pygame.draw.rect(surface, colors.SHADOW, card.move(0, t.px(4)), border_radius=card.width // 8)
        pygame.draw.rect(surface, NUMBER_FACE, card, border_radius=card.width // 8)
        digits = t.font_px(max(10, card.height * (46 if value < 1000 else 28) // 100), True)
        image = digits.render(str(value), True, NUMBER_INK)
        surface.blit(image, image.get_rect(center=card.center))
        if i < running:
            pygame.draw.rect(surface, colors.ACCENT,
                             (card.left, card.bottom + t.px(7), card.width, t.px(5)), border_radius=2)
    for i, (box, sign) in enumerate(zip(boxes, signs)):
        pygame.draw.rect(surface, SIGN_COLORS[sign], box, border_radius=box.width // 4)
        image = t.font_px(max(10, box.height * 9 // 10), True).render(SHOWN_SIGN[sign], True, colors.BACKGROUND)
        surface.blit(image, image.get_rect(center=box.center))
        if i == ringed:
            pygame.draw.rect(surface, colors.FOCUS, box.inflate(t.px(10), t.px(10)), width=t.px(3),
                             border_radius=box.width // 3)
    return cards[-1].bottom + t.px(22)
