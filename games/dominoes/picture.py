"""What the domino-chains scene shows, rebuilt from the step stream alone (pure, so tests can replay it).

``Picture.apply(step)`` follows the solver's steps: the chain on the table, the place where
nothing in the box joins (or the ring does not close) and why, the dominoes laid so far,
the starts, and why the set cannot be chained at all when it cannot.
"""
from __future__ import annotations

from engine.puzzles.steps import Place, Reject, Remove, Step
from games.dominoes.solver import Chain, Domino, Impossible, Params, Start, dominoes


class Picture:
    def __init__(self, params: Params) -> None:
        self.params = params
        self.chain: list[Domino] = []
        self.refused: tuple[int, str] | None = None  # the place and the reason
        self.reason = ""                             # why the set cannot be chained ("" when it can)
        self.laid = self.starts = 0

    def apply(self, step: Step) -> None:
        if isinstance(step, Place):
            del self.chain[step.where:]
            self.chain.append(step.what)
            self.laid += 1
            self.refused = None
        elif isinstance(step, Remove):
            del self.chain[step.where:]
        elif isinstance(step, Reject):
            self.refused = (step.where, step.reason)
        elif isinstance(step, Impossible):
            self.reason = step.reason
        elif isinstance(step, Start):
            self.starts += 1

    @property
    def shown(self) -> Chain:
        return tuple(self.chain)

    @property
    def in_box(self) -> set[Domino]:
        """The dominoes still in the box."""
        return set(dominoes(self.params.max)) - {(min(d), max(d)) for d in self.chain}
