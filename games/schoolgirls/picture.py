"""What the schoolgirls scene shows, rebuilt from the step stream alone (pure, so tests can replay it).

``Picture.apply(step)`` follows the solver's steps: which girl stands at each place
(day, row, place), the walks the book fixed, the place the skeleton refused and why, and
the girls placed by the search, with how many it took to reach the first schedule.
"""
from __future__ import annotations

from engine.puzzles.steps import Place, Reject, Remove, Solution, Step
from games.schoolgirls.solver import Fixed, Params, Schedule, Where


class Picture:
    def __init__(self, params: Params) -> None:
        self.params = params
        self.places: dict[Where, int] = {}
        self.fixed_days = 0
        self.refused: tuple[Where, str] | None = None
        self.placed = 0
        self.nodes_to_first: int | None = None   # girls placed by the search up to the first schedule

    def apply(self, step: Step) -> None:
        if isinstance(step, Place):
            self.places[step.where] = step.what
            self.placed += 1
            self.refused = None
        elif isinstance(step, Remove):
            self.places.pop(step.where, None)
        elif isinstance(step, Reject):
            self.refused = (step.where, step.reason)
        elif isinstance(step, Fixed):
            self.fixed_days = step.day + 1
        elif isinstance(step, Solution) and step.index == 1:
            self.nodes_to_first = self.nodes

    @property
    def nodes(self) -> int:
        """Girls placed by the search (the fixed walks left out)."""
        return max(0, self.placed - self.fixed_days * self.params.girls)

    @property
    def day(self) -> int:
        """The day being filled, from 1."""
        return max((d for d, _, _ in self.places), default=0) + 1

    @property
    def schedule(self) -> Schedule:
        """The days filled so far, as the solver writes a schedule."""
        rows = self.params.girls // 3
        days = len(self.places) // self.params.girls
        at = self.places
        return tuple(tuple((at[d, r, 0], at[d, r, 1], at[d, r, 2]) for r in range(rows)) for d in range(days))
