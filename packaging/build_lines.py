#!/usr/bin/env python3
"""Give the shipped exercises their lines of several turns (engine/training/line.py), in two steps:

    python packaging/build_lines.py extend [--prefix P ...] [--seconds S] [--work DIR]
    python packaging/build_lines.py apply [--work DIR]

``extend`` walks forwards from each shipped exercise whose id begins with one of the prefixes (every exercise by
default): the answer, the opponent's best reply, the solver's next turn when it is again the only one that keeps
the exact value (Kalah's proofs each within ``build_exercises.NODES`` nodes), up to four solver turns.  It writes
the lines of two turns or more to ``DIR/lines-<prefix>.jsonl`` (the exercise's id, its line, the later turns' other
orders, its rating) and its counts (exercises walked, lines of 2+ and 3+ solver turns, seconds, seconds an exercise)
to ``DIR/lines-<prefix>.stats.json``, every ``SAVE_EVERY`` exercises and at the end, and stops after ``--seconds``.
``apply`` writes every line found into the shipped set (the same ids) and the assets' manifest.  A set mined
afresh by build_exercises.py has its lines already (its ``mine`` step walks them too).  The measurements
(benchmarks/exercise_lines.py) read the counts.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from build_exercises import NODES, WORK  # noqa: E402  (this folder)

from engine.files.atomic import write_bytes_atomic, write_text_atomic  # noqa: E402
from engine.files.exercise_set import EXERCISES, read_file  # noqa: E402
from engine.files.integrity import write_manifest  # noqa: E402
from engine.files.own_files import shipped_names  # noqa: E402
from engine.files.paths import ASSETS  # noqa: E402
from engine.training.exercise import Exercise, Found, from_data, position_of, set_bytes  # noqa: E402
from engine.training.line import line_from, solver_turns, with_line  # noqa: E402

SAVE_EVERY = 25


def lined(exercise: Exercise, nodes: int = NODES) -> Exercise:
    """``exercise`` with the line that walks forwards from it (engine/training/line.py)."""
    found = Found(exercise.answer, exercise.also, exercise.themes, 0.0)
    return with_line(exercise, line_from(exercise.game, position_of(exercise), found, nodes))


def _save(work: Path, prefix: str, kept: list[dict[str, Any]], stats: dict[str, Any]) -> None:
    write_text_atomic(work / f"lines-{prefix}.jsonl", "".join(json.dumps(row, sort_keys=True) + "\n" for row in kept))
    write_text_atomic(work / f"lines-{prefix}.stats.json", json.dumps(stats, indent=1) + "\n")


def extend(exercises: tuple[Exercise, ...], prefix: str, seconds: float, work: Path, clock=time.monotonic) -> dict:
    """Walk the lines of the exercises whose id begins with ``prefix`` (see the module); the counts."""
    started = clock()
    kept: list[dict[str, Any]] = []
    stats: dict[str, Any] = {"prefix": prefix, "exercises": 0, "lines": 0, "lines3": 0, "seconds": 0.0}
    work.mkdir(parents=True, exist_ok=True)
    for exercise in (p for p in exercises if p.id.startswith(prefix)):
        if clock() - started >= seconds:
            break
        line = lined(exercise)
        stats["exercises"] += 1
        turns = solver_turns(line)
        if turns >= 2:
            data = line.data()
            kept.append({"id": line.id, "line": data["line"], "line_also": data["line_also"], "rating": line.rating})
            stats["lines"] += 1
            stats["lines3"] += turns >= 3
        stats["seconds"] = round(clock() - started, 1)
        stats["per_exercise"] = round(stats["seconds"] / stats["exercises"], 3)
        if stats["exercises"] % SAVE_EVERY == 0:
            _save(work, prefix, kept, stats)
    _save(work, prefix, kept, stats)
    return stats


def apply(work: Path) -> tuple[int, int]:
    """Write the lines found in ``work`` into the shipped set; the set's lines of 2+ and of 3+ solver turns."""
    found: dict[str, dict[str, Any]] = {}
    for path in sorted(work.glob("lines-*.jsonl")):
        for text in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(text)
            found[row["id"]] = row
    target = ASSETS / EXERCISES
    exercises = [from_data({**p.data(), **found[p.id]}) if p.id in found else p for p in read_file(target)]
    write_bytes_atomic(target, set_bytes(exercises))
    write_manifest(ASSETS, shipped_names(ASSETS))
    turns = [solver_turns(p) for p in exercises]
    return sum(n >= 2 for n in turns), sum(n >= 3 for n in turns)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", choices=("extend", "apply"))
    parser.add_argument("--prefix", nargs="*", default=[""], help="the exercises' ids' beginnings, e.g. kalah-3-")
    parser.add_argument("--seconds", type=float, default=3600.0, help="the most seconds a prefix takes")
    parser.add_argument("--work", type=Path, default=WORK, help=f"where the lines are kept (default {WORK})")
    args = parser.parse_args(argv)
    if args.step == "apply":
        two, three = apply(args.work)
        print(f"{ASSETS / EXERCISES}: {two} lines of 2+ solver turns, {three} of 3+")
        return 0
    exercises = read_file(ASSETS / EXERCISES)
    for prefix in args.prefix:
        print(json.dumps(extend(exercises, prefix, args.seconds, args.work)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
