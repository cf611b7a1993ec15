"""Where the tree's boxes go (pure): the search tree drawn as it is walked, legible however large it grows.

The tree is drawn along a *spine*, the path from the root to the focus (the position being searched, a
position the viewer picked, or the end of the principal line): under each position of the spine, a row of
all its turns.  A turn searched to its end is one folded box (its value, and the positions under it); a turn
not searched yet is a pending box; a turn a cut-off left out is a pruned box; the turn on the spine opens
into the next row.  A row wider than the area shows the boxes around the spine's and counts the others at
its ends (the view scrolls with the search); when the rows do not all fit, the far levels, down to the
search's depth, are told as counts of the positions entered there.  Coordinates are from the area's top left corner.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.alphabeta.picture import Picture
from games.shared.watched_search import Path

PATH, DONE, PENDING, PRUNED = "path", "done", "pending", "pruned"


@dataclass(frozen=True)
class Box:
    path: Path
    kind: str
    x: int
    y: int
    parent: Path | None   # the box it hangs from (None: the root)


@dataclass(frozen=True)
class Row:
    level: int
    y: int
    boxes: tuple[Box, ...]
    hidden_before: int    # boxes of the row left out at its left end
    hidden_after: int     # and at its right end


@dataclass(frozen=True)
class Deeper:
    """The far levels, told as counts: levels ``first`` to ``last``, ``positions`` entered there so far."""

    first: int
    last: int
    positions: int
    y: int


@dataclass(frozen=True)
class TreeLayout:
    rows: tuple[Row, ...]
    deeper: Deeper | None
    box: tuple[int, int]

    def box_at(self, x: int, y: int) -> Box | None:
        """The box under the point (area coordinates), if any."""
        width, height = self.box
        for row in self.rows:
            for box in row.boxes:
                if box.x <= x < box.x + width and box.y <= y < box.y + height:
                    return box
        return None

    def find(self, path: Path) -> Box | None:
        return next((box for row in self.rows for box in row.boxes if box.path == path), None)


def spine(picture: Picture, focus: Path) -> Path:
    """The focus cut back to the positions the picture has (a focus not entered yet: its nearest ancestor)."""
    while focus and focus not in picture.nodes:
        focus = focus[:-1]
    return focus


def kind_of(picture: Picture, path: Path, on_spine: bool) -> str:
    node = picture.node(path)
    if on_spine or (node is not None and node.open):
        return PATH
    if node is not None:
        return DONE
    parent = picture.nodes[path[:-1]]
    return PRUNED if parent.pruned and path[-1] >= len(parent.turns) - parent.pruned else PENDING


def layout(picture: Picture, focus: Path, width: int, height: int, box: tuple[int, int],
           gap: tuple[int, int]) -> TreeLayout:
    """The boxes of the tree along ``focus`` in a ``width`` x ``height`` area (module docstring)."""
    if () not in picture.nodes:
        return TreeLayout((), None, box)
    box_w, box_h = box
    gap_x, gap_y = gap
    focus = spine(picture, focus)
    levels = len(focus) + (1 if picture.nodes[focus].turns else 0)  # the rows under the root
    fitting = max(1, (height + gap_y) // (box_h + gap_y))
    shown = levels if levels + 1 <= fitting else max(0, fitting - 2)  # rows under the root, a line left for counts
    per_row = max(1, (width + gap_x) // (box_w + gap_x))
    root_x = (width - box_w) // 2
    rows = [Row(0, 0, (Box((), PATH, root_x, 0, None),), 0, 0)]
    parent_x = root_x
    for level in range(1, shown + 1):
        parent = focus[:level - 1]
        node = picture.nodes[parent]
        count = len(node.turns)
        chosen = focus[level - 1] if level <= len(focus) else max(0, node.searched - 1)
        first = min(max(0, chosen - per_row // 2), max(0, count - per_row))
        indices = range(first, min(count, first + per_row))
        row_width = len(indices) * box_w + (len(indices) - 1) * gap_x
        left = min(max(0, parent_x + box_w // 2 - row_width // 2), max(0, width - row_width))
        y = level * (box_h + gap_y)
        boxes = tuple(Box(parent + (i,), kind_of(picture, parent + (i,), level <= len(focus) and i == chosen),
                          left + k * (box_w + gap_x), y, parent) for k, i in enumerate(indices))
        rows.append(Row(level, y, boxes, first, count - indices.stop))
        spine_box = next((b for b in boxes if b.path == focus[:level]), None)
        parent_x = spine_box.x if spine_box else left + row_width // 2 - box_w // 2
    deeper = None
    if shown < levels:
        deeper = Deeper(shown + 1, picture.params.depth, sum(picture.per_level[shown + 1:]),
                        (shown + 1) * (box_h + gap_y))
    return TreeLayout(tuple(rows), deeper, box)
