"""Speed of Kalah's search (games/kalah/ai.py), printed as tables.

Run from the repository: ``python -m benchmarks.kalah_search [--repeat N]``.

1. From the opening and two middle-game positions, what the strongest level reaches in 1 s and
   in 5 s: depth (in compound moves), nodes, nodes per second, and the transposition table's
   entries and memory (medians of ``--repeat`` runs).
2. The time to search each position to a fixed depth, against a *reference* timed in the same
   run: ``plain_alpha_beta``, the same negamax over compound moves with the same sowing routine
   but no transposition table, no move ordering, no window tricks and no iterative deepening.
   The ratio is what the table and the ordering save on this machine.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.duels.limits import Limit  # noqa: E402
from games.kalah import ai  # noqa: E402
from games.kalah.rules import (  # noqa: E402
    EXTRA_MOVE,
    CompoundMove,
    Position,
    apply_compound,
    compound_moves,
    initial,
    parse_desk,
    seen_by,
    sow_for_mover,
    swap_sides,
)

POSITIONS = {
    "opening": initial(),
    "middle, 60 in pits": parse_desk("5,4,0,12,1,12,4,10,2,3,0,11,0,8", "A"),
    "middle, 43 in pits": parse_desk("5,2,7,2,6,2,12,2,3,0,3,2,9,17", "A"),
}
FIXED_DEPTHS = (6, 8)
INFINITY = 1 << 16


class NodeCount:
    """How many positions the plain reference visited (a position where a turn begins)."""

    nodes = 0


def _plain_turns(desk: tuple[int, ...] | list[int], depth: int, alpha: int, beta: int, total: int,
                 unit: tuple[int, int]) -> tuple[int, bool]:
    """Every whole turn from ``desk`` in pit order, an extra move followed at once: (alpha, cut)."""
    for index in range(6):
        if desk[index]:
            after, result, _ = sow_for_mover(desk, index)
            if result == EXTRA_MOVE:
                alpha, cut = _plain_turns(after, depth, alpha, beta, total, unit)
                if cut:
                    return beta, True
                continue
            value = -_plain_value(swap_sides(after), depth - 1, -beta, -alpha, total, unit)
            if value >= beta:
                return beta, True
            alpha = max(alpha, value)
    return alpha, False


def _plain_value(desk: tuple[int, ...], depth: int, alpha: int, beta: int, total: int, unit: tuple[int, int]) -> int:
    """Fail-hard alpha-beta on a desk seen from the mover.  With ``unit`` = (scale, weight), the
    horizon scores ``scale`` for each stone of the kalahs' difference and ``weight`` for each stone
    more on the mover's side.

    The same tree, in the same order, as benchmarks/kalah_ref.c.
    """
    NodeCount.nodes += 1
    scale, weight = unit
    if desk[6] + desk[13] == total:
        return scale * (desk[6] - desk[13])
    if depth == 0:
        return scale * (desk[6] - desk[13]) + weight * (sum(desk[0:6]) - sum(desk[7:13]))
    return _plain_turns(desk, depth, alpha, beta, total, unit)[0]


def plain_alpha_beta(pos: Position, depth: int, unit: tuple[int, int] = (1, 0)) -> tuple[CompoundMove, int]:
    """The reference player: fixed-depth alpha-beta, no table, no ordering; (move, value).

    By default it scores the kalahs' difference at the horizon; ``unit`` as ``_plain_value`` says."""
    total = sum(pos.desk)
    best_move, alpha = None, -INFINITY
    for moves in compound_moves(pos):
        after = apply_compound(pos, moves)
        value = -_plain_value(seen_by(after.desk, after.to_move), depth - 1, -INFINITY, -alpha, total, unit)
        if best_move is None or value > alpha:
            best_move, alpha = moves, value
    return best_move, alpha


def table_bytes(table: dict) -> int:
    """The table's memory: the dict, its keys and its entries (the small ints inside are shared)."""
    return sys.getsizeof(table) + sum(sys.getsizeof(key) + sys.getsizeof(entry) for key, entry in table.items())


def median_time(run: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def timed_searches(repeat: int) -> None:
    print("Strongest level, fixed time (medians)")
    header = (
        f"{'position':<20} {'time':>5} {'depth':>6} {'nodes':>9} {'nodes/s':>9} {'entries':>9} {'table MB':>9} "
        f"{'B/entry':>8}"
    )
    print(header)
    print("-" * len(header))
    for name, pos in POSITIONS.items():
        for seconds in (1.0, 5.0):
            runs = []
            for _ in range(repeat):
                table: dict = {}
                result = ai.search(pos, Limit(level=5, seconds=seconds), table=table)
                runs.append((result.depth, result.nodes, result.nps, len(table), table_bytes(table)))
            depth, nodes, nps, entries, size = (statistics.median(column) for column in zip(*runs))
            print(
                f"{name:<20} {seconds:>4.0f}s {depth:>6.0f} {nodes:>9.0f} {nps:>9.0f} {entries:>9.0f} "
                f"{size / 1e6:>9.1f} {size / max(entries, 1):>8.0f}"
            )
    print(f"(the table holds at most {ai.TABLE_ENTRIES} entries)\n")


def fixed_depth_searches(repeat: int) -> None:
    print(f"Time to a fixed depth (median of {repeat}), against the plain alpha-beta reference")
    header = f"{'position':<20} {'depth':>5} {'search s':>9} {'plain s':>9} {'plain/search':>13}"
    print(header)
    print("-" * len(header))
    for name, pos in POSITIONS.items():
        for depth in FIXED_DEPTHS:
            searched = median_time(lambda: ai.search(pos, Limit(level=5, depth=depth)), repeat)
            plain = median_time(lambda: plain_alpha_beta(pos, depth), repeat)
            print(f"{name:<20} {depth:>5} {searched:>9.3f} {plain:>9.3f} {plain / searched:>13.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure (default 3)")
    args = parser.parse_args()
    timed_searches(args.repeat)
    fixed_depth_searches(args.repeat)


if __name__ == "__main__":
    main()
