"""Where the window opens (pure: no pygame; tested alone): a size and a place that fit the screen it opens on.

``place(displays, remembered_size, remembered_position)`` takes the displays as rectangles ``(x, y, width,
height)`` in desktop coordinates (the app builds them from ``pygame.display.get_desktop_sizes()``, side by
side from the first, as SDL numbers them) and what was remembered from the last session, and returns the
size to open and the place of the window's top-left corner:

- no remembered size: about 90% of the display's height in the arcade's proportions (16:10), narrowed to
  fit its width, never below ``MIN_SIZE`` nor above the display;
- a remembered size larger than the display shrinks to fit it (each side at most ``FILL`` of the display);
- a remembered position is kept only when the whole window lies on one display (with room for its title
  bar above); otherwise, or when that display is gone, the window is centred on the first display;
- no display known (the dummy driver, an odd platform): the default size, placed by the system.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

DEFAULT_SIZE = (1280, 800)  # the arcade's proportions, and its size where no display is known
MIN_SIZE = (640, 480)
FILL = 0.9          # of the display's height (and at most of its width) that a window takes
TITLE_BAR = 32      # pixels above the window's top-left corner that its frame needs on screen
Rect = tuple[int, int, int, int]


@dataclass(frozen=True)
class Placement:
    size: tuple[int, int]
    position: tuple[int, int] | None  # the top-left corner in desktop coordinates; None: where the system puts it


def side_by_side(sizes: Sequence[tuple[int, int]]) -> list[Rect]:
    """Displays of these sizes as rectangles, left to right from the origin (SDL's usual arrangement)."""
    rects, x = [], 0
    for width, height in sizes:
        rects.append((x, 0, width, height))
        x += width
    return rects


def fitted(size: tuple[int, int], display: Rect) -> tuple[int, int]:
    """``size`` shrunk (not stretched) so that each side is at most ``FILL`` of the display's, and not below
    ``MIN_SIZE`` unless the display itself is smaller."""
    _, _, width, height = display
    most_w, most_h = max(1, int(width * FILL)), max(1, int(height * FILL))
    w, h = min(size[0], most_w), min(size[1], most_h)
    return max(min(MIN_SIZE[0], width), w), max(min(MIN_SIZE[1], height), h)


def first_size(display: Rect) -> tuple[int, int]:
    """A fresh window on ``display``: ``FILL`` of its height in the arcade's proportions, narrowed to its width."""
    _, _, width, height = display
    h = int(height * FILL)
    w = h * DEFAULT_SIZE[0] // DEFAULT_SIZE[1]
    if w > width * FILL:
        w = int(width * FILL)
        h = w * DEFAULT_SIZE[1] // DEFAULT_SIZE[0]
    return fitted((w, h), display)


def lies_on(position: tuple[int, int], size: tuple[int, int], display: Rect) -> bool:
    """The whole window, and its title bar above it, on ``display``."""
    x, y = position
    left, top, width, height = display
    return left <= x and x + size[0] <= left + width and top + TITLE_BAR <= y and y + size[1] <= top + height


def place(displays: Sequence[Rect], remembered_size: tuple[int, int] | None,
          remembered_position: tuple[int, int] | None) -> Placement:
    """The size and place to open the window at (see the module's docstring)."""
    if not displays:
        return Placement(remembered_size or DEFAULT_SIZE, remembered_position)
    home = displays[0]
    if remembered_position is not None:
        for display in displays:
            if remembered_size is not None and lies_on(remembered_position, fitted(remembered_size, display), display):
                return Placement(fitted(remembered_size, display), remembered_position)
    size = fitted(remembered_size, home) if remembered_size is not None else first_size(home)
    return Placement(size, centred(size, home))


def centred(size: tuple[int, int], display: Rect) -> tuple[int, int]:
    """The top-left corner that centres a window of ``size`` on ``display`` (its title bar kept on screen)."""
    left, top, width, height = display
    return left + (width - size[0]) // 2, max(top + TITLE_BAR, top + (height - size[1]) // 2)
