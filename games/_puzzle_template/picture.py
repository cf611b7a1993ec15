"""What the template puzzle's scene shows, folded from the step stream alone (pure)."""
from __future__ import annotations

from engine.puzzles.steps import Place, Remove, Step
from games._puzzle_template.solver import Columns, Params


class Picture:
    def __init__(self, params: Params) -> None:
        self.n = params.n
        self.rooks: dict[int, int] = {}  # row -> column

    def apply(self, step: Step) -> None:
        if isinstance(step, Place):
            self.rooks[step.where] = step.what
        elif isinstance(step, Remove):
            self.rooks.pop(step.where, None)

    @property
    def columns(self) -> Columns:
        return tuple(self.rooks[row] for row in sorted(self.rooks))
