"""What the pentominoes scene shows, rebuilt from the step stream alone (pure, so tests can replay it).

``Picture.apply(step)`` follows the solver's steps: the pieces on the board (letter -> its
five cells), the first empty cell (the book) or the column branched on (Algorithm X), a
piece refused for the island it leaves, the pieces placed so far, and which tilings found
are the first of their family of rotated and mirrored images (starred in the list).  A ``Leap``
("To the end" on the fast path) puts its pieces on the board at once and its nodes in ``placed``.
"""
from __future__ import annotations

from engine.puzzles.steps import Place, Reject, Remove, Solution, Step
from games.pentominoes.solver import HOLE, Branch, Cell, FirstEmpty, Leap, Params, Tiling, canonical


class Picture:
    def __init__(self, params: Params) -> None:
        self.params = params
        self.pieces: dict[str, tuple[Cell, ...]] = {}
        self.first: Cell | None = None
        self.choice: tuple[str, int] | None = None          # (column branched on, its rows left)
        self.refused: tuple[tuple[Cell, ...], str] | None = None
        self.placed = 0
        self.families: set[Tiling] = set()    # the families of the tilings found so far
        self.family_heads: set[int] = set()   # the tilings (index from 0) found first of their family

    def apply(self, step: Step) -> None:
        if isinstance(step, Place):
            self.pieces[step.what] = step.where
            self.placed += 1
            self.refused = None
        elif isinstance(step, Remove):
            self.pieces.pop(step.what, None)
        elif isinstance(step, Reject):
            self.refused = (step.where, step.reason)
        elif isinstance(step, Leap):
            self.pieces = dict(step.pieces)
            self.placed = step.nodes
            self.first = self.refused = None
        elif isinstance(step, FirstEmpty):
            self.first, self.refused = step.cell, None
        elif isinstance(step, Branch):
            self.choice = (step.name, step.ways)
        elif isinstance(step, Solution):
            self.refused = None
            family = canonical(step.solution)
            if family not in self.families:
                self.families.add(family)
                self.family_heads.add(step.index - 1)

    @property
    def covered(self) -> set[Cell]:
        return {cell for cells in self.pieces.values() for cell in cells}

    @property
    def tiling(self) -> Tiling:
        """The board as the solver writes a tiling (``HOLE`` where no piece is)."""
        rows = [[HOLE] * self.params.width for _ in range(self.params.height)]
        for letter, cells in self.pieces.items():
            for r, c in cells:
                rows[r][c] = letter
        return tuple("".join(row) for row in rows)
