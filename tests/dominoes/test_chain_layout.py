"""The chain's layout on the table: touching halves side by side, a snake for a line, a closed loop for a ring."""
import pytest

from games.dominoes.chain_layout import loop_path, loop_size, snake_path


def adjacent(a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


@pytest.mark.parametrize("tiles, columns", [(6, 5), (15, 8), (28, 11), (28, 2)])
def test_the_snake_is_one_path_of_distinct_cells_that_turns_at_the_edges(tiles, columns):
    path = snake_path(2 * tiles, columns)
    assert len(path) == len(set(path)) == 2 * tiles
    assert all(adjacent(a, b) for a, b in zip(path, path[1:]))  # every half touches the next
    assert all(0 <= x < columns for x, _ in path)
    turns = [(x, y) for x, y in path if y % 2]
    assert all(x in (0, columns - 1) for x, _ in turns)  # the odd rows hold only the turns, at the edges


@pytest.mark.parametrize("tiles", [6, 15, 28])
def test_a_ring_is_a_closed_loop_of_exactly_its_halves(tiles):
    width, height = loop_size(tiles)
    path = loop_path(width, height)
    assert len(path) == len(set(path)) == 2 * tiles
    assert all(adjacent(a, b) for a, b in zip(path, path[1:] + path[:1]))  # it closes: the last meets the first
