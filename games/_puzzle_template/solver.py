"""The template puzzle's solver (pure): n rooks, one per row, none sharing a column.

A generator of step events (``engine.puzzles.steps``): ``Place(row, column)``, ``Remove(row, column)``,
``Solution(index, columns)``; quiet runs yield only the solutions.  It returns its statistics.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.entries.options import IntOption
from engine.language.translation import N_
from engine.puzzles.steps import Place, Remove, Solution, SolverRun

OPTIONS = (IntOption("n", N_("Board size"), 1, 8, 4, N_("rooks and rows")),)
Columns = tuple[int, ...]  # the column of the rook of each row, from 0


@dataclass(frozen=True)
class Params:
    n: int


def make_params(values: dict) -> Params:
    """The parameters from option values (``ValueError`` with the reason when one is wrong)."""
    return Params(OPTIONS[0].check(int(values.get("n", OPTIONS[0].default))))


def solve(params: Params, quiet: bool = False) -> SolverRun:
    """Every placement, as steps; returns {"solutions": count, "nodes": rooks placed}."""
    columns: list[int] = []
    counts = {"solutions": 0, "nodes": 0}

    def place(row: int) -> SolverRun:
        if row == params.n:
            counts["solutions"] += 1
            yield Solution(counts["solutions"], tuple(columns))
            return counts
        for column in range(params.n):
            if column in columns:
                continue
            counts["nodes"] += 1
            columns.append(column)
            if not quiet:
                yield Place(row, column)
            yield from place(row + 1)
            columns.pop()
            if not quiet:
                yield Remove(row, column)
        return counts

    yield from place(0)
    return counts
