"""What the ruler scene shows, rebuilt from the step stream alone (pure, so tests can replay it).

``Picture.apply(step)`` follows the solver's steps: the length being tried and the repeats
it allows, the marks on the ruler, how often each length is measured (the table that
fills), the last mark refused and why, the rulers found at each length, and the cases
tried so far (a free mark placed or refused: the solver's ``cases``).  On the fast path ("to the
end") the odometer's wheels jump a slice at a time (``Hurried``).
"""
from __future__ import annotations

from engine.language.translation import _
from engine.puzzles.steps import Place, Reject, Remove, Solution, Step
from games.ruler.solver import Done, Length, MirrorOf, Params, differences
from games.shared.fast_core import Hurried


class Picture:
    def __init__(self, params: Params) -> None:
        self.n, self.shortcut = params.marks, params.shortcut
        self.length, self.allowed = 0, 0
        self.marks: dict[int, int] = {}               # mark i -> its position
        self.refused: tuple[tuple[int, int], str] | None = None
        self.remark = ""
        self.searched: list[tuple[int, int]] = []     # (k, rulers found) for each length searched
        self.last_free = self.n - 2 if self.shortcut and self.n > 3 else self.n - 1
        self.cases = 0

    @property
    def measured(self) -> list[int]:
        """measured[d]: how many pairs of marks are d apart (worked out when asked: the steps stay cheap)."""
        table = [0] * (self.length + 1)
        for d in differences(self.positions):
            if d <= self.length:
                table[d] += 1
        return table

    @property
    def repeats(self) -> int:
        return sum(c - 1 for c in self.measured[1:] if c > 1)

    def apply(self, step: Step) -> None:
        if type(step) is Place:
            self.marks[step.where] = step.what
            self.refused = None
            self.cases += 3 <= step.where <= self.last_free
        elif type(step) is Reject:
            self.refused = (step.where, step.reason)
            self.cases += 3 <= step.where[0] <= self.last_free
        elif type(step) is Remove:
            del self.marks[step.where]
            self.refused = None
        elif type(step) is Hurried:  # the odometer ran on the fast path: its wheels now, the cases it took
            for i in range(3, self.last_free + 1):
                self.marks.pop(i, None)
            self.marks.update(enumerate(step.where[:-1], 3))
            self.refused = None
            self.cases += step.count
        elif isinstance(step, Solution):
            self.remark = _("Ruler {n} of length {length}: {marks}").format(n=step.index, length=self.length,
                                                                             marks=" ".join(map(str, step.solution)))
        elif isinstance(step, Length):
            self.length, self.allowed = step.k, step.allowed
            self.remark = _("Length {length}: at most {n} repeated differences").format(length=self.length, n=self.allowed)
        elif isinstance(step, Done):
            self.searched.append((step.k, step.count))
        elif isinstance(step, MirrorOf):
            self.remark = _("{marks}: the mirror image of a ruler found").format(marks=" ".join(map(str, step.marks)))

    @property
    def positions(self) -> tuple[int, ...]:
        return tuple(sorted(self.marks.values()))
