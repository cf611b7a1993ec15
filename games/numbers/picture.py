"""What the numbers-game scene shows, rebuilt from the step stream alone (pure, so tests can replay it).

``Picture.apply(step)`` follows the solvers' steps.  For the book's method: the chain of
goals, from the top call down, that grows and shrinks as the recursion goes down and back,
the form being tried, and the steps written on the way back.  For the full search: the
calculation made so far (``path``) and the closest value found.  For both: each method's
answer once it has one, and a remark on the last event.
"""
from __future__ import annotations

from engine.language.translation import N_, _
from engine.puzzles.steps import Place, Reject, Remove, Solution, Step, Try
from games.numbers.rules import Calc, tiles_text
from games.numbers.solver import BOOK, FULL, Best, Found, Goal, Known, MethodBegins, Params, Result

METHOD_NAMES = {BOOK: N_("The book's method"), FULL: N_("The full search")}

GoalLine = tuple[int, tuple[int, ...], tuple[str, int] | None]   # (x, tiles, link)


class Picture:
    def __init__(self, params: Params) -> None:
        self.tiles, self.target = params.tiles, params.target
        self.method = ""
        self.goals: list[GoalLine] = []        # the book: (x, tiles, link) from the top call down
        self.written: list[Calc] = []          # the book: the steps written on the way back
        self.trying: tuple[int, tuple[str, int]] | None = None   # the book: x tried as (…) op t
        self.path: list[Calc] = []             # the full search: the steps made, in order
        self.best: tuple[int, tuple[Calc, ...]] | None = None    # the full search: (value, calcs)
        self.results: dict[str, tuple[int | None, tuple[Calc, ...] | None]] = {}  # method -> (value, calcs)
        self.remark = ""

    def apply(self, step: Step) -> None:
        if isinstance(step, Try):
            self.trying = (step.where, step.what)
        elif isinstance(step, Place):
            (self.written if self.method == BOOK else self.path).append(step.what)
        elif isinstance(step, Remove):
            if self.path:
                self.path.pop()
        elif isinstance(step, Reject):
            if self.method == BOOK:
                if self.goals:
                    self.goals.pop()
                self.remark = step.reason[:1].upper() + step.reason[1:]  # the solver's reason, read alone
            else:
                self.remark = _("Already searched: {numbers}").format(numbers=" ".join(map(str, step.where)))
        elif isinstance(step, Solution):
            method, value, _calcs = step.solution
            self.remark = _("{method} makes {value}").format(method=_(METHOD_NAMES[method]), value=value)
        elif isinstance(step, Goal):
            self.goals.append((step.x, step.tiles, step.link))
            self.trying = None
        elif isinstance(step, Found):
            if self.goals:
                self.goals.pop()
        elif isinstance(step, Known):
            self.remark = _("{x} from {tiles} failed before").format(x=step.x, tiles=tiles_text(step.tiles))
        elif isinstance(step, Best):
            self.best = (step.value, step.calcs)
        elif isinstance(step, MethodBegins):
            self.method, self.goals, self.written, self.path, self.trying = step.method, [], [], [], None
            self.remark = _("{method} begins").format(method=_(METHOD_NAMES[step.method]))
        elif isinstance(step, Result):
            self.results[step.method] = (step.value, step.calcs)
            if step.method == FULL and step.value is not None and step.calcs is not None:  # ("to the end": quietly)
                self.best = (step.value, step.calcs)

    @property
    def shown(self) -> tuple[str, int | None, tuple[Calc, ...]]:
        """What the picture shows made: (method, value, steps), from the book's written steps or the best found."""
        if self.method == BOOK:
            return BOOK, self.written[-1][3] if self.written else None, tuple(self.written)
        value, calcs = self.best or (None, ())
        return self.method, value, calcs

    @property
    def left(self) -> list[int]:
        """The full search: the numbers its path leaves, the ones made last."""
        left = [*self.tiles]
        for a, _op, b, c in self.path:
            left.remove(a)
            left.remove(b)
            left.append(c)
        return left
