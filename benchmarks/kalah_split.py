"""A proof split across Dask workers against one process's (issue 55, item 3), as a table: the same position proved
by ``analyse kalah`` in one process, then split at a frontier (games/kalah/split_proof.py) on local clusters of 1
and 2 workers; the wall time, the CPU time (this process's and, the cluster stopped, its workers'), the nodes, the
tests run and the value, which must be the same.

Run from the repository: ``python -m benchmarks.kalah_split [--desk D] [--to-move A|B] [--capture RULE]
[--turns N] [--workers 1 2]``, with ``ARSAC_KALAH_PROOF_BOOK=0`` for a position the perfect player's book holds
(the 4-stone start, the default: the proofs then read nothing of the book, and the split's first guess is a
search's).  Each proof's table is ``--table-mb`` (the same for all, so that the memory of a small machine holds two
workers' tables).  Say what else the machine was running: the wall times depend on it.
"""
from __future__ import annotations

import argparse
import resource
import time

from engine.cluster import jobs
from games.kalah import ai, split_proof
from games.kalah.analysis import analyse
from games.kalah.rules import CAPTURES, Variant, parse_desk

DESK = "4,4,4,4,4,4,0,4,4,4,4,4,4,0"  # the 4-stone start: run with ARSAC_KALAH_PROOF_BOOK=0 (proved from nothing)


def cpu() -> float:
    """This process's CPU seconds and its children's (a local cluster's workers, once stopped)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--desk", default=DESK)
    parser.add_argument("--to-move", default="A")
    parser.add_argument("--capture", choices=CAPTURES, default="empty")
    parser.add_argument("--turns", type=int, default=2)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--table-mb", type=int, default=1024)
    args = parser.parse_args()
    pos = parse_desk(args.desk, args.to_move, Variant(args.capture))
    print(f"desk {args.desk}, {args.to_move} to move, {args.capture} capture; table {args.table_mb} MB, endgame table"
          f" {ai.ready_endgame_stones(pos.variant.empty_capture)} stones ready, {ai.SEARCH_THREADS} threads a proof")
    print(f"{'run':<22} {'wall s':>8} {'CPU s':>8} {'nodes':>14} {'tests':>6} {'value':>6} {'exact':>6}", flush=True)
    wall, used = time.monotonic(), cpu()
    alone = analyse(args.desk, args.to_move, 1e6, capture=args.capture, megabytes=args.table_mb)
    reference = time.monotonic() - wall
    print(f"{'one process':<22} {reference:>8.1f} {cpu() - used:>8.1f} {alone['nodes']:>14,} {'':>6}"
          f" {alone['value']:>+6d} {alone['exact']!s:>6}", flush=True)
    for workers in args.workers:
        wall, used = time.monotonic(), cpu()
        with jobs.session(jobs.Place(workers=workers)) as tasks:
            guess = split_proof.guess_of(pos)
            split = split_proof.prove(pos, args.turns, guess, tasks, megabytes=args.table_mb)
        took = time.monotonic() - wall
        same = "" if split.value == alone["value"] else "  DIFFERENT"
        print(f"{f'split, {workers} worker(s)':<22} {took:>8.1f} {cpu() - used:>8.1f} {split.nodes:>14,}"
              f" {split.tests:>6} {split.value:>+6d} {split.exact!s:>6}  x{reference / took:.2f} of one process{same}",
              flush=True)


if __name__ == "__main__":
    main()
