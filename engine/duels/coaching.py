"""The coach at the board (pure): the values a duel scene needs, asked of a worker one position at a time.

Each frame the scene says which positions it wants valued, the most urgent first (``want``): the position a person
is to move in and the one before their last turn, the positions the tutor weighs, a finished game's positions for
its review.  While none is wanted, it looks ahead at the positions a person's turns could leave (``foreseen``), a
short look at each in turn, so that the verdict on the turn they play is often ready when they play it.  One job
runs at a time in a worker of the coach's own (``engine.workers.computer``: a child process,
or computed at once in tests), so the computer's thinking is never disturbed and the window never waits; what comes
back is kept by position for as long as the session lives (a position valued once is never asked again, and the
worker keeps what it proved for the next ones).  A job that fails stops the session, with the reason in ``problem``.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from typing import Any

from engine.duels.coach import Appraisal
from engine.language.translation import _
from engine.workers.computer import Job, WorkerError

ESTIMATE_SECONDS = 1.0  # a position's search where the game's values are estimates
FORESEE_NODES = 1_000_000  # a look ahead at one position: about a fifth of a second of a Kalah proof
FORESEE_LOOKS = 100  # the looks ahead while one person thinks, shared by the positions their turns could leave: then
# the coach rests until the turn is played (about 20 s of a 6-stone Kalah; fewer where the positions are proved sooner)


class CoachSession:
    """The appraisals of one game's positions (``module``: the entry's coach module, ``module.appraise``)."""

    def __init__(self, worker: Any, module: str, seconds: float = ESTIMATE_SECONDS) -> None:
        self.worker = worker
        self.module = module
        self.seconds = seconds
        self.values: dict[Any, Appraisal] = {}
        self.problem = ""                 # why the coach stopped ("" while it works)
        self._asked: Any = None           # the position being valued, if any
        self._wanted: list[Any] = []
        self._looked: dict[Any, int] = {}  # positions looked ahead at and not valued yet: how many looks each
        # the module's ``foresee`` (a look that may end unfinished), else a look is its whole ``appraise``
        self._foresees = hasattr(importlib.import_module(module), "foresee")

    def want(self, positions: Iterable[Any], carried: Callable[[Any], Appraisal | None] = lambda pos: None,
             foreseen: Iterable[Any] = ()) -> None:
        """The positions to value, most urgent first (call every frame; those known are skipped); ``carried``: the
        value a position is known to have before it is valued (``engine.duels.coach.carried``), if any, which its
        appraisal is told (it has then only to find a best turn); ``foreseen``: positions to look ahead at while
        none of those waits (the ones a person's turns could leave), the least looked at first: the coach module's
        ``foresee`` for ``FORESEE_NODES`` nodes (what it proved is kept for the next look), else its appraisal; each
        of them at most its share of ``FORESEE_LOOKS`` times, so that the look ahead ends while the person thinks."""
        self._wanted = [pos for pos in positions if pos not in self.values]
        self._collect()
        if self._asked is not None or self.problem:
            return
        if self._wanted:
            self._asked = self._wanted[0]
            value = carried(self._asked)
            known = () if value is None else (("known", value.value),)
            self.worker.start(Job(self.module, "appraise", (self._asked, self.seconds), known))
            return
        foreseen = list(foreseen)
        most = max(1, FORESEE_LOOKS // max(1, len(foreseen)))  # each position's share of the looks
        ahead = [pos for pos in foreseen if pos not in self.values and self._looked.get(pos, 0) < most]
        if ahead:
            self._asked = min(ahead, key=lambda pos: self._looked.get(pos, 0))
            self._looked[self._asked] = self._looked.get(self._asked, 0) + 1
            self.worker.start(Job(self.module, "foresee", (self._asked, self.seconds), (("nodes", FORESEE_NODES),))
                              if self._foresees else Job(self.module, "appraise", (self._asked, self.seconds)))

    def known(self, pos: Any) -> Appraisal | None:
        """The appraisal of ``pos``, or None while it is not known."""
        return self.values.get(pos)

    def close(self) -> None:
        """Stop the worker (the session is over)."""
        self.worker.close()

    def _collect(self) -> None:
        if self._asked is None or not self.worker.done():
            return
        asked, self._asked = self._asked, None
        try:
            found = self.worker.result()
        except WorkerError as error:
            self.problem = _("The coach stopped ({reason}).").format(reason=error)
            return
        if found is None:  # a look ahead that did not end: the position waits for its next look
            return
        self.values[asked] = found
        self._looked.pop(asked, None)
        self._wanted = [pos for pos in self._wanted if pos != asked]
