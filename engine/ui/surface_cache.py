"""Drawn images kept for reuse: those of the few sizes drawn most recently.

A view that draws the same thing again and again (a piece in one orientation at one cell size,
an empty board) keeps the image here.  Dragging the window's corner draws them at one size after
another; only the images of the last ``sizes`` sizes used are kept (a frame uses a few: the
board, the tray, the list's small pictures), so the memory they take follows the window, not its
history.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame


class SurfaceCache:
    def __init__(self, sizes: int) -> None:
        self.sizes = sizes
        self._recent: list[Hashable] = []  # the sizes in use, the most recent last
        self._images: dict[Hashable, tuple[Hashable, pygame.Surface]] = {}

    def get(self, key: Hashable, size: Hashable, draw: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The image kept for ``key`` (drawn at ``size``), drawn by ``draw()`` the first time."""
        if size in self._recent:
            if self._recent[-1] != size:
                self._recent.remove(size)
                self._recent.append(size)
        else:
            self._recent.append(size)
            if len(self._recent) > self.sizes:
                dropped = self._recent.pop(0)
                self._images = {k: kept for k, kept in self._images.items() if kept[0] != dropped}
        kept = self._images.get(key)
        if kept is None:
            kept = self._images[key] = (size, draw())
        return kept[1]

    def clear(self) -> None:
        self._recent.clear()
        self._images.clear()

    def __len__(self) -> int:
        return len(self._images)

    @property
    def bytes(self) -> int:
        return sum(image.get_width() * image.get_height() * image.get_bytesize() for _, image in self._images.values())

    @property
    def sizes_kept(self) -> int:
        return len({size for size, _ in self._images.values()})
