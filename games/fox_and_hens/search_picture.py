"""What the foxes-and-hens scene shows while the longest-capture search is watched (pure).

``SearchPicture.apply(step)`` folds the steps of ``rules.search_captures(..., watch=True)``:
the chain being tried (the points from the fox's start), the hens it has taken, the jump
examined and why it is refused, the best chain so far and how many chains are that long,
and the jumps tried.
"""
from __future__ import annotations

from engine.puzzles.steps import Place, Reject, Remove, Solution, Step, Try
from games.fox_and_hens.rules import FoxStart


class SearchPicture:
    def __init__(self) -> None:
        self.path: list[int] = []                        # the chain being tried, from the fox's start
        self.taken: list[int] = []                       # the hens it has taken
        self.trying: tuple[int, int, int] | None = None  # the jump examined: (at, over, land)
        self.refused = ""
        self.best: tuple[int, ...] = ()                  # the best chain so far
        self.ways = 0                                    # chains as long as the best
        self.tries = 0                                   # jumps examined

    def apply(self, step: Step) -> None:
        if isinstance(step, FoxStart):
            self.path, self.taken = [step.point], []
        elif isinstance(step, Try):
            self.trying, self.refused = step.where, ""
            self.tries += 1
        elif isinstance(step, Reject):
            self.refused = step.reason
        elif isinstance(step, Place):
            self.path.append(step.where)
            self.taken.append(step.what[1])
            self.trying = None
        elif isinstance(step, Remove):
            self.path.pop()
            self.taken.pop()
            self.trying = None
        elif isinstance(step, Solution):
            self.best, self.ways = step.solution, step.index
