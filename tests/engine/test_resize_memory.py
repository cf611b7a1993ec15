"""Dragging the window's corner through 500 sizes: the caches stay bounded and memory stays flat."""
import ctypes
import gc
import os
import random

import pytest

from engine import registry
from engine.scenes.menu import MenuScene
from engine.settings import Settings
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
    assert len(board_view._pieces) <= board_view.PIECE_CACHE + 1 and len(board_view._boards) <= 9
    assert len(draw._backdrops) == 1
