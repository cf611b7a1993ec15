"""Where the window opens (engine/desktop/placement.py, pure): on the screens people have, it lies wholly
on a display and covers at least half of it; a remembered size or place that no longer fits is fitted."""
import sys

from hypothesis import given
from hypothesis import strategies as st

from engine.desktop.placement import DEFAULT_SIZE, MIN_SIZE, TITLE_BAR, Placement, place, side_by_side

LAPTOP = side_by_side([(1366, 768)])


def on_screen(placed: Placement, display) -> bool:
    (x, y), (w, h) = placed.position, placed.size
    left, top, width, height = display
    return left <= x and x + w <= left + width and top + TITLE_BAR <= y and y + h <= top + height


def test_a_fresh_profile_on_a_1366x768_laptop_fits_with_its_title_bar():
    placed = place(LAPTOP, None, None)
    assert placed.size == (1105, 691)  # 90% of the height, 16:10
    assert on_screen(placed, LAPTOP[0]) and placed.size[0] * placed.size[1] >= 1366 * 768 / 2


def test_an_800x600_screen_gets_a_window_it_can_show_whole():
    (display,) = side_by_side([(800, 600)])
    placed = place([display], None, None)
    assert placed.size == (720, 480) and on_screen(placed, display)  # narrowed to fit; MIN_SIZE's height
    assert placed.size[0] * placed.size[1] >= 800 * 600 / 2


def test_a_window_enlarged_on_a_big_monitor_shrinks_onto_the_laptop():
    placed = place(LAPTOP, (2400, 1350), (640, 320))  # remembered from a 2560x1440 screen, then unplugged
    assert placed.size == (1229, 691) and on_screen(placed, LAPTOP[0])


def test_a_remembered_place_that_still_fits_is_kept():
    assert place(LAPTOP, (1000, 600), (100, 80)) == Placement((1000, 600), (100, 80))


def test_a_window_on_a_second_display_stays_there_and_comes_home_when_it_is_gone():
    two = side_by_side([(1920, 1080), (2560, 1440)])
    assert place(two, (1600, 1000), (2200, 200)) == Placement((1600, 1000), (2200, 200))
    alone = side_by_side([(1920, 1080)])
    placed = place(alone, (1600, 1000), (2200, 200))
    assert on_screen(placed, alone[0]) and placed.size == (1600, 972)


def test_a_window_across_two_displays_or_off_every_one_is_centred():
    two = side_by_side([(1920, 1080), (1920, 1080)])
    assert place(two, (1200, 800), (1500, 100)).position == (360, 140)  # straddling: centred on the first
    for position in ((-240, -100), (-20_000, 5), (5000, 5000), (100, 0)):  # the title bar off the top too
        placed = place(LAPTOP, (1100, 650), position)
        assert on_screen(placed, LAPTOP[0]), position


def test_a_4k_screen_gets_a_large_window():
    (display,) = side_by_side([(3840, 2160)])
    placed = place([display], None, None)
    assert placed.size == (3110, 1944) and on_screen(placed, display)


def test_without_a_known_display_the_default_stands():
    assert place([], None, None) == Placement(DEFAULT_SIZE, None)
    assert place([], (900, 700), (10, 20)) == Placement((900, 700), (10, 20))


@given(st.lists(st.tuples(st.integers(800, 7680), st.integers(600, 4320)), min_size=1, max_size=3),
       st.none() | st.tuples(st.integers(200, 20_000), st.integers(200, 20_000)),
       st.none() | st.tuples(st.integers(-20_000, 20_000), st.integers(-20_000, 20_000)))
def test_whatever_was_remembered_the_window_lies_wholly_on_one_display(sizes, size, position):
    displays = side_by_side(sizes)
    placed = place(displays, size, position)
    assert any(on_screen(placed, d) for d in displays), (placed, displays)
    assert placed.size[0] >= MIN_SIZE[0] and placed.size[1] >= MIN_SIZE[1]


def test_the_placement_is_pure():
    import subprocess

    code = "import sys, engine.desktop.placement; print('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.strip() == "False"
