"""Dragging the window's corner through 500 sizes: the caches stay bounded and memory stays flat."""
import os
import random

import pytest

from engine import registry
from engine.scenes.menu import MenuScene
from engine.settings import Settings
from engine.ui.theme import FONT_CACHE


def resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


def drag_through_sizes(h, count: int, rng: random.Random) -> list[float]:
    """Resize ``count`` times, drawing a frame each time; the resident memory after each hundred."""
    marks = []
    for i in range(count):
        h.resize((rng.randint(800, 2560), rng.randint(600, 1440)))
        h.tick()
        if i % 100 == 99:
            marks.append(resident_mb())
    return marks


def test_fonts_are_bounded_over_500_sizes(harness):
    h = harness(MenuScene(), settings=Settings(sound=False))
    drag_through_sizes(h, 500, random.Random(1))
    assert len(h.app.theme._fonts) <= FONT_CACHE


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="reads /proc")
def test_memory_stays_flat_over_500_sizes(harness):
    """Before the font cache was bounded, 500 sizes of the menu grew ~38 MB between the 100th and
    the 500th size (124 MB in all); now it is flat once the first sizes have warmed the caches."""
    h = harness(MenuScene(), settings=Settings(sound=False))
    marks = drag_through_sizes(h, 500, random.Random(2))
    assert marks[-1] - marks[0] < 15, marks


@pytest.mark.parametrize("entry", ["kalah", "pentominoes", "queens"])
def test_every_drawing_cache_is_bounded_over_500_sizes(harness, entry):
    """A running game or search grows its own memory (its solutions), so the caches are counted instead."""
    from games.pentominoes import board_view
    from engine.ui import draw, theme

    spec = registry.get(entry)
    h = harness(spec.scene_class()(spec, demo=True), settings=Settings(sound=False, animation_speed="fast"))
    drag_through_sizes(h, 500, random.Random(3))
    assert len(h.app.theme._fonts) <= FONT_CACHE and len(h.app.theme._texts) <= theme.TEXT_CACHE
    assert len(board_view._pieces) <= board_view.PIECE_CACHE + 1 and len(board_view._boards) <= 9
    assert len(draw._backdrops) == 1
