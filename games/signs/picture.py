"""What the signs scene shows, rebuilt from the step stream alone (pure, so tests can replay it).

``Picture.apply(step)`` follows the solver's steps: the signs as they stand, the running
sum (of how many numbers), the binary counter, the recursion's current goal, the last case
judged and the counters.  Replaying a whole stream leaves the picture of the last case.
"""
from __future__ import annotations

from engine.language.translation import _
from engine.puzzles.steps import Place, Reject, Solution, Step, Try
from games.signs.solver import PLUS, Call, Counter, Params, RunningSum, Way


class Picture:
    def __init__(self, params: Params) -> None:
        self.numbers, self.total = params.numbers, params.total
        self.method = params.method
        self.signs = [PLUS] * (len(params.numbers) - 1)
        self.flipped: int | None = None          # the sign that turned last
        self.running: tuple[int, int] = (1, params.numbers[0])  # (j, sum of a1 … aj)
        self.counter: int | None = None          # binary: the counter's value
        self.goal: tuple[int, int] | None = None  # recursion: (k, t), make t from a(k) … ap
        self.case: tuple[int, str, int] | None = None  # the last case judged: (number, signs, total)
        self.verdict = ""
        self.solved = False
        self.solutions = 0

    def apply(self, step: Step) -> None:
        if type(step) is Place:
            self.signs[step.where] = step.what
            self.flipped = step.where
        elif type(step) is Try:
            signs, total = step.what
            self.case, self.solved, self.verdict = (step.where, signs, total), False, ""
        elif type(step) is Reject:
            self.verdict = step.reason
        elif type(step) is Solution:
            self.solved, self.solutions = True, step.index
            self.verdict = _("= {total}: solution {n}").format(total=self.total, n=step.index)
        elif type(step) is RunningSum:
            self.running = (step.j, step.value)
        elif type(step) is Counter:
            self.counter = step.value
        elif type(step) is Call:
            self.goal = (step.k, step.target)
        elif type(step) is Way:
            self.method = step.method

    @property
    def cases(self) -> int:
        return self.case[0] if self.case else 0
