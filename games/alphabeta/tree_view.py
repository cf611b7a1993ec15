"""Drawing the search tree (the "Alpha-beta" entry's screen and its menu card).

Each position is a box: a small ▲ (MAX, the side to move at the top) or ▼ (MIN) in its corner, the turn that
leads to it, and its value once known (≥ or ≤: a bound after a cut-off); a folded box also tells the
positions under it.  The path being searched is outlined in the accent colour, the position being searched
most, the principal line in green once the search is over; pruned turns are grey and struck through; turns
not searched yet are faint outlines.  Beside each row, MAX or MIN and the window (α, β) of its position on
the path.
"""
from __future__ import annotations

import math

import pygame

from engine.puzzles.viewer import count_text
from engine.ui import theme as colors
from engine.ui.draw import fitted_text
from engine.ui.theme import Theme
from games.alphabeta.layout import DONE, PATH, PENDING, PRUNED, Box, TreeLayout
from games.alphabeta.picture import Node, Picture
from games.shared.watched_search import LOWER, UPPER, Path

PRUNED_FILL = (52, 56, 70)
PRUNED_TEXT = (120, 126, 142)
MAX_MARK, MIN_MARK = (245, 184, 72), (110, 170, 240)


def bound_text(value: float) -> str:
    """An end of a window: a number, or −∞ / +∞."""
    if math.isinf(value):
        return "\u2212\u221e" if value < 0 else "+\u221e"
    return f"{int(value):+d}".replace("-", "\u2212") if value else "0"


def value_text(node: Node) -> str:
    """The node's value as the box shows it ("" before any is known): ``+3``, ``≥ +5``, ``≤ −1``."""
    if node.value is None or math.isinf(node.value):
        return ""
    shown = bound_text(node.value)
    if node.done and node.bound == LOWER:
        return "\u2265\u202f" + shown
    if node.done and node.bound == UPPER:
        return "\u2264\u202f" + shown
    return shown


def window_text(node: Node) -> str:
    return f"({bound_text(node.alpha)}, {bound_text(node.beta)})"


def draw_tree(surface: pygame.Surface, origin: tuple[int, int], tree: TreeLayout, picture: Picture, theme: Theme,
              selected: Path | None = None, labels: bool = True, root: str = "") -> None:
    """The boxes of ``tree`` and the lines between them, ``origin`` the area's top left corner (``labels``
    False: the boxes without their texts, as on the menu card); ``root`` labels the root's box."""
    ox, oy = origin
    width, height = tree.box
    line = max(1, theme.px(2))
    for row in tree.rows:
        for box in row.boxes:
            if box.parent is not None:
                parent = tree.find(box.parent)
                if parent is not None:
                    start = (ox + parent.x + width // 2, oy + parent.y + height)
                    end = (ox + box.x + width // 2, oy + box.y)
                    on_line = box.kind == PATH or picture.on_principal_line(box.path) and picture.finished
                    pygame.draw.line(surface, _edge_color(picture, box) if on_line else colors.PANEL_EDGE,
                                     start, end, line + (1 if on_line else 0))
    for row in tree.rows:
        for box in row.boxes:
            draw_box(surface, pygame.Rect(ox + box.x, oy + box.y, width, height), box, picture, theme,
                     box.path == selected, labels, root)
        if labels:
            _draw_hidden(surface, row.hidden_before, row.hidden_after, row.boxes, (ox, oy), tree.box, theme)


def _edge_color(picture: Picture, box: Box) -> tuple[int, int, int]:
    return colors.GOOD if picture.finished and picture.on_principal_line(box.path) else colors.ACCENT


def draw_box(surface: pygame.Surface, rect: pygame.Rect, box: Box, picture: Picture, theme: Theme,
             selected: bool = False, labels: bool = True, root: str = "") -> None:
    node = picture.node(box.path)
    radius = theme.px(6)
    principal = picture.finished and picture.on_principal_line(box.path)
    if box.kind == PRUNED:
        pygame.draw.rect(surface, PRUNED_FILL, rect, border_radius=radius)
    elif box.kind == PENDING:
        pygame.draw.rect(surface, colors.BACKGROUND, rect, border_radius=radius)
        pygame.draw.rect(surface, colors.PANEL_EDGE, rect, width=max(1, theme.px(1)), border_radius=radius)
    else:
        fill = colors.CARD_HOVER if box.kind == PATH else colors.CARD
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        edge = colors.GOOD if principal else colors.ACCENT if box.kind == PATH else colors.PANEL_EDGE
        thick = theme.px(3) if box.path == picture.current and not picture.finished else theme.px(2)
        pygame.draw.rect(surface, edge, rect, width=max(1, thick if box.kind == PATH or principal else 1),
                         border_radius=radius)
    if selected:
        pygame.draw.rect(surface, colors.INFO, rect.inflate(theme.px(6), theme.px(6)), width=max(2, theme.px(2)),
                         border_radius=radius + theme.px(3))
    parent = picture.nodes[box.path[:-1]] if box.path else None
    maximizing = node.maximizing if node is not None else (parent is not None and not parent.maximizing)
    _mark(surface, rect, maximizing, theme, faint=box.kind in (PENDING, PRUNED))
    if box.kind == PRUNED:
        y = rect.centery
        pygame.draw.line(surface, colors.BAD, (rect.left + theme.px(6), y + min(theme.px(8), rect.height // 3)),
                         (rect.right - theme.px(6), y - min(theme.px(8), rect.height // 3)), max(1, theme.px(2)))
    if not labels:
        return
    turn = parent.turns[box.path[-1]] if parent is not None else root
    muted = box.kind in (PENDING, PRUNED)
    inner = rect.width - theme.px(8)
    corner = mark_size(theme, rect.height) + theme.px(6) + 2
    label = fitted_text(theme, turn, rect.width - 2 * corner, "small", PRUNED_TEXT if muted else colors.TEXT,
                        bold=True, smallest="tiny")
    top = rect.top + theme.px(3)
    surface.blit(label, label.get_rect(midtop=(rect.centerx, top)))
    if node is None:
        return
    shown = value_text(node)
    if shown:
        color = colors.GOOD if principal else colors.ACCENT if node.done else colors.MUTED
        value = fitted_text(theme, shown, inner, "small", color, bold=node.done, smallest="tiny")
        surface.blit(value, value.get_rect(midtop=(rect.centerx, top + label.get_height())))
    if node.done and not node.leaf and box.kind == DONE:
        count = fitted_text(theme, "\u00d7" + count_text(node.positions), inner, "tiny", colors.MUTED, smallest="tiny")
        surface.blit(count, count.get_rect(midbottom=(rect.centerx, rect.bottom - theme.px(1))))


def mark_size(theme: Theme, height: int) -> int:
    """The side of the ▲ / ▼ in a box ``height`` pixels high."""
    return max(4, min(theme.px(9), height // 4))


def _mark(surface: pygame.Surface, rect: pygame.Rect, maximizing: bool, theme: Theme, faint: bool) -> None:
    """▲ for MAX, ▼ for MIN, in the box's top left corner."""
    size = mark_size(theme, rect.height)
    x, y = rect.left + theme.px(4), rect.top + theme.px(4)
    color = PRUNED_TEXT if faint else MAX_MARK if maximizing else MIN_MARK
    points = [(x, y + size), (x + size, y + size), (x + size // 2, y)] if maximizing else \
        [(x, y), (x + size, y), (x + size // 2, y + size)]
    pygame.draw.polygon(surface, color, points)


def _draw_hidden(surface: pygame.Surface, before: int, after: int, boxes: tuple[Box, ...], origin: tuple[int, int],
                 size: tuple[int, int], theme: Theme) -> None:
    """"+3 ‹" at a row's left end, "› +4" at its right: the boxes left out of the window."""
    if not boxes:
        return
    ox, oy = origin
    width, height = size
    first, last = boxes[0], boxes[-1]
    for count, x, anchor in ((before, ox + first.x - theme.px(3), "midright"), (after, ox + last.x + width + theme.px(3), "midleft")):
        if count:
            image = theme.text(f"+{count}", "tiny", colors.MUTED)
            rect = image.get_rect(**{anchor: (x, oy + first.y + height // 2)})
            surface.blit(image, rect)
