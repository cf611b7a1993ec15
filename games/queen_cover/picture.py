"""What the covering-queens scene shows, rebuilt from one search's steps alone (pure).

``Picture.apply(step)`` follows the solver's steps: how many queens are tried, the first
uncovered square (the general method's target), the square being tried, the queens on the
board (in the order they were placed), the squares they cover, the queens placed so far
(the solver's ``nodes``) and the number of covers found for each k tried.  On the fast path ("to the
end") the queens jump a slice at a time (``Hurried``), their cover worked out from them.
"""
from __future__ import annotations

from engine.language.translation import _, ngettext, number
from engine.puzzles.steps import Place, Remove, Solution, Step, Try
from games.queen_cover.solver import Covers, QueensTried, Result, Square, Target, Uncovers, reaches
from games.shared.fast_core import Hurried


class Picture:
    def __init__(self, n: int) -> None:
        self.n = n
        self.k = 0
        self.queens: list[Square] = []
        self.covered: set[Square] = set()
        self.target: Square | None = None
        self.trying: Square | None = None
        self.results: dict[int, int] = {}      # k -> covers found with k queens (0: none)
        self.placed = 0
        self._reach = reaches(n)

    def apply(self, step: Step) -> None:
        if isinstance(step, Try):
            self.trying = step.where
        elif isinstance(step, Place):
            self.queens.append(step.where)
            self.trying = None
            self.placed += 1
        elif isinstance(step, Remove):
            self.queens.remove(step.where)
        elif isinstance(step, Solution):
            self.trying = None
        elif isinstance(step, Covers):
            self.covered.update(step.squares)
        elif isinstance(step, Uncovers):
            self.covered.difference_update(step.squares)
        elif isinstance(step, Target):
            self.target = step.square
        elif isinstance(step, QueensTried):
            self.k = step.k
        elif isinstance(step, Result):
            self.results[step.k] = step.covers
        elif isinstance(step, Hurried):  # a slice ran on the fast path: its queens now, what they cover
            self.queens = [(q // self.n + 1, q % self.n + 1) for q in step.where]
            covered = 0
            for q in step.where:
                covered |= self._reach[q]
            self.covered = {(i // self.n + 1, i % self.n + 1) for i in range(self.n * self.n) if covered >> i & 1}
            self.trying = self.target = None
            self.placed += step.count

    def summary(self) -> str:
        """What the board shows now: ``"5 queens tried · 22 of 64 covered"``."""
        return ngettext("{k} queen tried · {covered} of {squares} covered", "{k} queens tried · {covered} of {squares} covered",
                        self.k).format(k=self.k, covered=len(self.covered), squares=self.n * self.n)

    def results_text(self) -> str:
        """The covers found for each number of queens done: ``"Covers by queens: 3 → 0 · 4 → 0 · 5 → 728"``."""
        if not self.results:
            return ""
        return _("Covers by queens: {counts}").format(
            counts=" · ".join(f"{k} \u2192 {number(c)}" for k, c in sorted(self.results.items())))
