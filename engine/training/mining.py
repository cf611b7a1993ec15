"""One task of the exercise miner (packaging/build_exercises.py): what one candidate position of a game holds as an
exercise, proved, with its line of several turns walked (engine/training/line.py), as a worker of a Dask cluster runs
it (or the miner's own process, one candidate after another).

A task reads what the process proved for the tasks before it (Kalah's proofs past the book), and what the tasks
before it proved elsewhere (``CandidateTask.known``: the miner gathers each task's ``CandidateAnswer.proved``, and a
worker learns them before it starts, so that what one worker proved another does not prove again: a game's
candidates, and the first games, share most of their proofs): a proof within a bound of nodes starts from an empty
table, so its entry (or its want of one) is the same whether it is proved again or read from what was proved.  The
answer depends on the candidate alone, not on which worker ran it nor what it ran or learned before: the set mined
is the same whatever the number of workers."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from engine.training.exercise import make
from engine.training.line import line_from, with_line


@dataclass(frozen=True)
class CandidateTask:
    """Candidate number ``index`` of game number ``game`` of the entry ``entry``: ``pos``, looked at with the exercise
    part named ``part`` (``games.kalah.exercises``), its proofs each within about ``nodes`` nodes, after learning
    ``known``: what tasks before it proved (their answers' ``proved``), for a part that keeps its proofs."""

    part: str
    entry: str
    game: int
    index: int
    pos: Any
    nodes: int
    known: tuple[Any, ...] = ()


@dataclass(frozen=True)
class CandidateAnswer:
    """A task's answer: the position's exercise (its data, its line walked; the id a placeholder the miner replaces),
    or None: none, or its proof would take more nodes; and what the task proved (the part's ``proofs_since``; None
    for a part that keeps no proofs), for the tasks after it to learn."""

    exercise: dict[str, Any] | None
    proved: Any = None


def found_at_candidate(task: CandidateTask) -> CandidateAnswer:
    """The task's answer, what the tasks before it proved learned first."""
    part = importlib.import_module(task.part)
    keeps = hasattr(part, "learn")
    for proved in task.known if keeps else ():
        part.learn(proved)
    mark = part.proofs_mark() if keeps else None
    answer = part.found_at(task.pos, task.nodes)
    exercise = None if answer is None else with_line(make("-", task.entry, part.position_data(task.pos), answer),
                                                     line_from(task.entry, task.pos, answer, task.nodes)).data()
    return CandidateAnswer(exercise, part.proofs_since(mark) if keeps else None)
