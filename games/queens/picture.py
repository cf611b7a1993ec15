"""What the eight-queens scene shows, rebuilt from the step stream alone (pure, so tests can replay it).

``Picture.apply(step)`` follows the solver's steps: the queens on the board (row -> column),
the square being tried and why it is refused, the search's state (HR(k), or the automaton's
General / Search / Found / Back) with the current row k, and a remark on the last solution
or symmetry event.  On the fast path ("to the end") the queens jump a slice at a time (``Hurried``).
"""
from __future__ import annotations

from engine.language.translation import _
from engine.puzzles.steps import Place, Reject, Remove, Solution, Step, Try
from games.queens.solver import Call, Columns, Half, Mirror, Params, Return, State
from games.shared.fast_core import Hurried

Square = tuple[int, int]


class Picture:
    def __init__(self, params: Params) -> None:
        self.n, self.form = params.n, params.form
        self.queens: dict[int, int] = {}               # row -> column
        self.trying: Square | None = None
        self.refused: tuple[Square, str] | None = None  # the square and the tables that hold it
        self.state, self.k = "", 1
        self.note = ""

    def apply(self, step: Step) -> None:
        if isinstance(step, Try):
            self.trying, self.refused = step.where, None
        elif isinstance(step, Reject):
            self.refused = (step.where, step.reason)
        elif isinstance(step, Place):
            row, column = step.where
            self.queens[row] = column
            self.trying = self.refused = None
        elif isinstance(step, Remove):
            self.queens.pop(step.where[0], None)
            self.trying = self.refused = None
        elif isinstance(step, Solution):
            self.note = _("Solution {n}: {columns}").format(n=step.index, columns=" ".join(map(str, step.solution)))
        elif isinstance(step, Hurried):  # a slice ran on the fast path: the queens on the board after it
            self.queens = dict(enumerate(step.where, 1))
            self.trying = self.refused = None
            self.state = _("Running to the end…")
        elif isinstance(step, Call):
            self.state, self.k = f"HR({step.k})", step.k
        elif isinstance(step, Return):
            self.state, self.k = _("HR({k}) done").format(k=step.k), step.k
        elif isinstance(step, State):
            self.state, self.k = step.name, step.k
        elif isinstance(step, Half):
            self.note = _("Symmetry: the first queen only in columns 1 to {last}").format(last=step.last)
        elif isinstance(step, Mirror):
            self.note = _("Solution {n} is the mirror image of solution {of}").format(n=step.of + 1, of=step.of)

    @property
    def columns(self) -> Columns:
        """The queens' columns, row by row (a solution when all n rows hold one)."""
        return tuple(self.queens[row] for row in sorted(self.queens))
