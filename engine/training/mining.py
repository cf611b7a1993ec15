"""One task of the exercise miner (packaging/build_exercises.py): what each candidate position of one game holds as an
exercise, proved, with its line of several turns walked (engine/training/line.py), as a worker of a Dask cluster runs
it (or the miner's own process, one game after another).

A task reads what the process proved for the tasks before it (Kalah's proofs past the book), and its lines are
walked after its exercises are found, with what those proofs found: a proof within a bound of nodes starts from an
empty table, so its entry (or its want of one) is the same whether it is proved again or read from what the process
proved.  The answer depends on the game alone, not on which worker ran it nor what it ran before: the set mined is
the same whatever the number of workers."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from engine.training.exercise import make
from engine.training.line import line_from, with_line


@dataclass(frozen=True)
class GameTask:
    """The candidates of game number ``game`` of the entry ``entry``: ``positions``, each looked at with the exercise
    part named ``part`` (``games.kalah.exercises``), its proofs each within about ``nodes`` nodes."""

    part: str
    entry: str
    game: int
    positions: tuple[Any, ...]
    nodes: int


def found_in_game(task: GameTask) -> list[dict[str, Any] | None]:
    """Each of the task's positions' exercise (its data, its line walked; the id a placeholder the miner replaces),
    or None: none, or its proof would take more nodes."""
    part = importlib.import_module(task.part)
    found = [part.found_at(pos, task.nodes) for pos in task.positions]
    return [None if answer is None else
            with_line(make("-", task.entry, part.position_data(pos), answer),
                      line_from(task.entry, pos, answer, task.nodes)).data()
            for pos, answer in zip(task.positions, found)]
