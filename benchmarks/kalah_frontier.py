"""Kalah's level Perfect just past its book (issue 25, goal 2): how long its first proofs take, as a table.

Run from the repository: ``python -m benchmarks.kalah_frontier [--sample N] [--seed S] [--capture RULE...]``.

In a game against Perfect (4 stones a pit), its turns come from the shipped book until the game leaves it;
the first position it must prove is then one of the *frontier*: a position the perfect player faces, not
in the book, whose last position of the perfect player's was in the book.  That proof starts with an empty
table (the book's turns prove nothing), whatever the other side played: these are the slowest turns a
person can meet, the games past them carrying the table of one proof to the next.

The frontier is walked here from the start, the perfect player moving first or second (the pie rule's
openings left out: their boards are ordinary ones once the swap is settled), every reply of the other side
taken.  ``--sample`` positions of it, drawn at random (0: all of them), are proved one by one as the level does
(``perfect.prove`` with its table of ``perfect.PROOF_MEGABYTES``), each after ``ai.forget_searches``, and
timed on the wall clock.  The endgame table is the largest in the cache folder (``ai.ready_endgame_stones``;
set ``ARSAC_ARCADE_HOME`` to an empty folder to measure a fresh install's 10-stone table, and
``ARSAC_KALAH_PROOF_STONES`` to 14 or 16 for a step's).  The table:
the frontier's size by ply, then the times' median, 90th and 99th percentiles, the most, and how many took
over 2 s; the slowest positions are listed under it.
"""
from __future__ import annotations

import argparse
import random
import resource
import statistics
import time

from games.kalah import ai, perfect
from games.kalah.perfect import key_of, shipped_book
from games.kalah.rules import CAPTURES, Params, Position, Variant, apply_compound, compound_moves, initial, is_over

STONES = 4
PROMISE = 2.0  # seconds a turn


def frontier(capture: str) -> list[tuple[int, Position]]:
    """Every frontier position (see the module docstring) with its ply, one of each board."""
    book = shipped_book()
    found: dict[perfect.Key, tuple[int, Position]] = {}
    start = initial(Params(STONES, Variant(capture)))
    layer = [start, *(apply_compound(start, turn) for turn in compound_moves(start))]  # moving first, or second
    plies = {key_of(pos): (0 if pos is start else 1) for pos in layer}
    seen: set[perfect.Key] = set()
    while layer:
        following = []
        for pos in layer:
            key = key_of(pos)
            if is_over(pos) or key in seen:
                continue
            seen.add(key)
            ply = plies[key]
            if key not in book:
                found.setdefault(key, (ply, pos))
                continue
            ours = apply_compound(pos, book[key][1])
            for reply in () if is_over(ours) else compound_moves(ours):
                child = apply_compound(ours, reply)
                plies.setdefault(key_of(child), ply + 2)
                following.append(child)
        layer = following
    return list(found.values())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sample", type=int, default=100, help="positions proved a rule (0: the whole frontier)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--capture", choices=CAPTURES, nargs="+", default=list(CAPTURES))
    parser.add_argument("--slowest", type=int, default=5)
    args = parser.parse_args()
    print(f"{'rule':<9} {'table':>5} {'frontier (by ply)':<34} {'proved':>6} {'median':>7} {'p90':>6} {'p99':>6}"
          f" {'most':>6} {'over 2 s':>8}")
    listed = []
    for capture in args.capture:
        positions = frontier(capture)
        by_ply: dict[int, int] = {}
        for ply, _ in positions:
            by_ply[ply] = by_ply.get(ply, 0) + 1
        chosen = positions if args.sample <= 0 else random.Random(args.seed).sample(positions, min(args.sample, len(positions)))
        times = []
        for ply, pos in chosen:
            ai.forget_searches()
            began = time.monotonic()
            perfect.prove(pos)
            times.append((time.monotonic() - began, ply, pos))
        seconds = sorted(took for took, _, _ in times)
        table = ai.ready_endgame_stones(capture == "empty")
        shape = ", ".join(f"{ply}: {count}" for ply, count in sorted(by_ply.items()))
        print(f"{capture:<9} {table:>5} {shape:<34} {len(seconds):>6} {statistics.median(seconds):>7.3f}"
              f" {_quantile(seconds, 0.9):>6.2f} {_quantile(seconds, 0.99):>6.2f} {seconds[-1]:>6.2f}"
              f" {sum(took > PROMISE for took in seconds):>8}", flush=True)
        listed += [(took, capture, ply, pos) for took, ply, pos in sorted(times, key=lambda item: -item[0])[:args.slowest]]
    print("slowest: seconds, rule, ply, desk (A's pits, A's kalah, B's pits, B's kalah), mover")
    for took, capture, ply, pos in listed:
        print(f"  {took:7.2f}  {capture:<8} {ply:>2}  {','.join(map(str, pos.desk))}  {'AB'[pos.to_move]}")
    print(f"peak memory (max RSS): {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB")


def _quantile(ordered: list[float], share: float) -> float:
    """The value below which ``share`` of the ordered values lie (nearest rank)."""
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


if __name__ == "__main__":
    main()
