"""The exercise set from perfect play (issue 51): what its build cost and what it holds, as tables.

Run from the repository after a build (packaging/build_exercises.py, whose ``mine`` step writes each group's counts
to ``build/exercises/<group>.stats.json``): ``python -m benchmarks.exercise_set [--work DIR]``.

1. Each group mined: games played, candidate positions (the starts of whole turns, each once; Kalah at 5 and 6
   stones only those of the second half), exercises kept, the share kept, the seconds it took (wall clock, on a
   shared machine), seconds per exercise and per game.
2. The shipped set: exercises by game (and Kalah's by stones a pit), each theme's count, and the ratings' quartiles
   and spread by game.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.files.exercise_set import load_set  # noqa: E402
from engine.training.exercise import Exercise  # noqa: E402

WORK = Path(__file__).resolve().parent.parent / "build" / "exercises"


def build_table(work: Path) -> None:
    print(f"{'group':<24} {'games':>6} {'candidates':>10} {'kept':>5} {'share':>6} {'seconds':>8} {'s/exercise':>8} "
          f"{'s/game':>7}")
    total = Counter[str]()
    for path in sorted(work.glob("*.stats.json")):
        stats = json.loads(path.read_text(encoding="utf-8"))
        kept, games, seconds = stats["kept"], stats["games"], stats["seconds"]
        for key in ("games", "candidates", "kept"):
            total[key] += stats[key]
        total["seconds"] += seconds
        print(f"{stats['group']:<24} {games:>6} {stats['candidates']:>10} {kept:>5} "
              f"{kept / max(stats['candidates'], 1):>6.0%} {seconds:>8.1f} {seconds / max(kept, 1):>8.2f} "
              f"{seconds / max(games, 1):>7.1f}")
    print(f"{'all':<24} {total['games']:>6} {total['candidates']:>10} {total['kept']:>5} "
          f"{total['kept'] / max(total['candidates'], 1):>6.0%} {total['seconds']:>8.1f} "
          f"{total['seconds'] / max(total['kept'], 1):>8.2f} {total['seconds'] / max(total['games'], 1):>7.1f}")


def kind(exercise: Exercise) -> str:
    stones = exercise.position.get("stones")
    return f"{exercise.game} {stones}" if stones else exercise.game


def set_tables(exercises: tuple[Exercise, ...]) -> None:
    kinds = sorted({kind(p) for p in exercises})
    print(f"\n{'exercises':<16} {'count':>6} {'rating q1':>9} {'median':>7} {'q3':>6} {'min':>6} {'max':>6}  themes")
    for name in kinds:
        chosen = [p for p in exercises if kind(p) == name]
        ratings = sorted(p.rating for p in chosen)
        q1, median, q3 = statistics.quantiles(ratings, n=4) if len(ratings) > 1 else ratings * 3
        themes = Counter(theme for p in chosen for theme in p.themes)
        print(f"{name:<16} {len(chosen):>6} {q1:>9.0f} {median:>7.0f} {q3:>6.0f} {ratings[0]:>6.0f} {ratings[-1]:>6.0f}  "
              + ", ".join(f"{theme} {count}" for theme, count in themes.most_common()))
    print(f"{'all':<16} {len(exercises):>6}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--work", type=Path, default=WORK, help=f"the builder's folder (default {WORK})")
    args = parser.parse_args(argv)
    build_table(args.work)
    set_tables(load_set())
    return 0


if __name__ == "__main__":
    sys.exit(main())
