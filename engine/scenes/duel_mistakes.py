"""A finished duel's mistakes kept to retry: the coach's mistakes and blunders in a person's turns, tested in a
worker and kept as exercises of their own (``engine.training.mistakes``, ``engine.files.own_exercises``).

A duel scene with a coach starts a ``MistakeKeeper`` when its game ends (not an exercise's board, nor the demo).  The
keeper holds the game's whole turns as they were when it ended; at each frame it reads the verdicts the coach's
session knows by then (those valued while playing, and those the review adds) and sends each new candidate, one at
a time, to a worker of its own, which tests it (a proof may take seconds: the window never waits).  A candidate
that passes is kept at once in the person's own exercises; the status line says so.  Leaving the duel stops the
worker: a candidate still being tested then is not kept.
"""
from __future__ import annotations

from typing import Any

from engine.duels.basics import HUMAN
from engine.duels.coach import verdicts, whole_turns
from engine.language.translation import ngettext, number
from engine.training.mistakes import Candidate, candidates, own_exercise
from engine.workers.computer import Job, WorkerError


class MistakeKeeper:
    """The mistakes of the game that just ended on ``scene`` (a duel scene with a coach), tested and kept."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.at = scene.app.own_exercises.now()  # when the game ended, by the own exercises' clock
        match = scene.match
        self.turns = whole_turns(scene.rules, match.start, match.moves)
        self.sides = {side for side in (0, 1) if match.setup.controller(side) == HUMAN}
        self.sent: set[Any] = set()       # the positions sent to be tested (each once)
        self.testing: Candidate | None = None
        self.kept = 0
        self.worker: Any = None

    def waiting(self) -> list[Candidate]:
        """The candidates known now and not yet sent."""
        coach = self.scene.coach
        session = coach.session if coach is not None else None
        if session is None or not self.sides:
            return []
        judged = verdicts(coach.module, self.scene.rules, self.turns, session.known)
        found = candidates(self.scene.spec.id, self.turns, judged, lambda side: side in self.sides)
        return [candidate for candidate in found if candidate.position not in self.sent]

    def update(self) -> None:
        """Collect a test that ended, and send the next candidate."""
        if self.testing is not None:
            if not self.worker.done():
                return
            candidate, self.testing = self.testing, None
            try:
                found = self.worker.result()
            except WorkerError:
                found = None  # a proof that failed keeps nothing
            if found is not None:
                self.scene.app.own_exercises.add([own_exercise(candidate, found, self.at)])
                self.kept += 1
                self.scene.message = ngettext("{n} of your mistakes kept to retry (Training: Your mistakes).",
                                              "{n} of your mistakes kept to retry (Training: Your mistakes).",
                                              self.kept).format(n=number(self.kept))
        waiting = self.waiting()
        if waiting:
            self.testing = waiting[0]
            self.sent.add(self.testing.position)
            if self.worker is None:
                self.worker = type(self.scene.app.worker)()
            self.worker.start(Job("engine.training.mistakes", "tested", (self.testing, self.scene.spec.exercises)))

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        self.testing = None
