"""Where the tiles of a domino chain lie on the table (pure): a snake for a line, a loop for a ring.

A layout is a path of grid cells, each next to the one before; tile k covers cells 2k and
2k + 1, so touching halves of two tiles are always side by side, as on a real table.

- ``snake_path``: rows of ``columns`` cells, left to right then right to left, joined at the
  edges by one cell in the row between (the tile there stands upright: the chain turns).
- ``loop_path``: the border of a ``width`` x ``height`` rectangle, clockwise from the top
  left, whose ``2 (width + height) - 4`` cells are exactly the ring's halves: it closes.
"""
from __future__ import annotations

Cell = tuple[int, int]  # (column, row)


def snake_path(cells: int, columns: int) -> list[Cell]:
    """``cells`` cells along rows of ``columns``, every other row a one-cell turn at the edge."""
    columns = max(2, columns)
    path: list[Cell] = []
    row, forward = 0, True
    while len(path) < cells:
        xs = range(columns) if forward else range(columns - 1, -1, -1)
        path += [(x, row) for x in xs]
        path.append((columns - 1 if forward else 0, row + 1))  # the turn
        row, forward = row + 2, not forward
    return path[:cells]


def snake_rows(cells: int, columns: int) -> int:
    """How many grid rows ``snake_path(cells, columns)`` spans."""
    return max(y for _, y in snake_path(cells, columns)) + 1 if cells else 0


def loop_size(tiles: int, aspect: float = 2.0) -> tuple[int, int]:
    """The rectangle (width, height in cells) whose border holds ``tiles`` tiles, near ``aspect``."""
    half_perimeter = tiles + 2  # 2 (w + h) - 4 = 2 tiles
    best = None
    for height in range(2, half_perimeter - 1):
        width = half_perimeter - height
        if width < height:
            break
        score = abs(width / height - aspect)
        if best is None or score < best[0]:
            best = (score, width, height)
    return (best[1], best[2]) if best else (half_perimeter - 2, 2)


def loop_path(width: int, height: int) -> list[Cell]:
    """The border cells of a ``width`` x ``height`` rectangle, clockwise from the top left."""
    top = [(x, 0) for x in range(width)]
    right = [(width - 1, y) for y in range(1, height)]
    bottom = [(x, height - 1) for x in range(width - 2, -1, -1)]
    left = [(0, y) for y in range(height - 2, 0, -1)]
    return top + right + bottom + left
