"""Dragging the window's corner through 500 sizes: the caches stay bounded and memory stays flat."""
import ctypes
import gc
import os
import random

import pygame
import pytest

from engine.entries import registry
from engine.files.settings import Settings
from engine.scenes.menu import MenuScene
from engine.ui.theme import FONT_CACHE


def release_freed_memory() -> None:
    """Give freed heap memory back to the system (glibc), so the resident size counts live memory only."""
    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


def resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


MARK_SIZE = (1280, 800)


def drag_through_sizes(h, count: int, rng: random.Random) -> list[float]:
    """Resize ``count`` times, drawing a frame each time; the resident memory after each hundred.

    Each mark is taken at the same window size (``MARK_SIZE``), after a collection: the window's
    own surfaces then weigh the same at every mark, whatever random size came last (a 2560x1440
    frame alone is 14 MB), and freed memory is given back first, so the marks count live memory.
    """
    marks = []
    for i in range(count):
        h.resize((rng.randint(800, 2560), rng.randint(600, 1440)))
        h.tick()
        if i % 100 == 99:
            h.resize(MARK_SIZE)
            h.tick()
            release_freed_memory()
            marks.append(resident_mb())
    return marks


@pytest.mark.parametrize("sizes", [100, pytest.param(500, marks=pytest.mark.slow)])
def test_fonts_are_bounded_over_many_sizes(harness, sizes):
    # 100 sizes of the menu ask for some 110 fonts, well past the bound of 40
    h = harness(MenuScene(), settings=Settings(sound=False))
    drag_through_sizes(h, sizes, random.Random(1))
    assert len(h.app.theme._fonts) <= FONT_CACHE


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="reads /proc")
@pytest.mark.parametrize("entry", [None, pytest.param("kalah", marks=pytest.mark.slow),
                                   pytest.param("pentominoes", marks=pytest.mark.slow)])
def test_memory_stays_flat_over_500_sizes(harness, entry):
    """Before the font cache was bounded, 500 sizes of the menu grew ~38 MB between the 100th and
    the 500th size (124 MB in all); now it is flat once the first sizes have warmed the caches."""
    if entry is None:
        scene = MenuScene()
    else:
        spec = registry.get(entry)
        scene = spec.scene_class()(spec, demo=True)
    h = harness(scene, settings=Settings(sound=False, animation_speed="fast"))
    marks = drag_through_sizes(h, 500, random.Random(2))
    assert marks[-1] - marks[0] < 15, marks


@pytest.mark.parametrize("entry", ["pentominoes", pytest.param("kalah", marks=pytest.mark.slow),
                                   pytest.param("queens", marks=pytest.mark.slow)])
def test_every_drawing_cache_is_bounded_over_500_sizes(harness, entry):
    """The caches themselves counted: fonts, rendered labels, the backdrop, the pentominoes' boards and pieces."""
    from engine.ui import draw, theme
    from games.pentominoes import board_view

    spec = registry.get(entry)
    h = harness(spec.scene_class()(spec, demo=True), settings=Settings(sound=False, animation_speed="fast"))
    drag_through_sizes(h, 500, random.Random(3))
    assert len(h.app.theme._fonts) <= FONT_CACHE and len(h.app.theme._texts) <= theme.TEXT_CACHE
    for cache in (board_view._pieces, board_view._boards):  # the images of a few sizes only
        assert cache.sizes_kept <= cache.sizes
    assert len(draw._backdrops) == 1


def test_a_surface_cache_keeps_the_images_of_the_last_sizes_only():
    from engine.ui.surface_cache import SurfaceCache
    cache = SurfaceCache(sizes=2)
    drawn = []

    def draw(size):
        drawn.append(size)
        return pygame.Surface((size, size), 0, 32)

    first = cache.get("a", 10, lambda: draw(10))
    assert cache.get("a", 10, lambda: draw(10)) is first and drawn == [10]  # drawn once, then kept
    cache.get("b", 20, lambda: draw(20))
    cache.get("a", 10, lambda: draw(10))  # 10 used again: now the most recent
    cache.get("c", 30, lambda: draw(30))  # a third size: 20's images go
    assert drawn == [10, 20, 30] and len(cache) == 2 and cache.sizes_kept == 2
    assert cache.bytes == (10 * 10 + 30 * 30) * 4
    cache.get("b", 20, lambda: draw(20))
    assert drawn[-1] == 20  # drawn again
