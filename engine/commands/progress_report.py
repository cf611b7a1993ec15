"""``solve ID … --progress``: how far a headless search is and how long it has left, on standard error.

The quiet search runs in the calling thread, as without ``--progress``; a reporter thread wakes
every ``every`` seconds, reads where the search stands (``sample()``: the path of the node it is
on, or None when the tree does not hold it, and the nodes done so far; None before it starts;
read from the search's own objects while it runs, so a deeper entry of the path may be stale:
the path is cut where it leaves the tree) and writes one line from Knuth's estimate of the
search's tree (``engine.puzzles.estimate``), or from its exact size when the entry counted it:

    progress: 12% done, 1,234,567 of about 10.3M nodes, 41.2 s, about 4 min 52 s left

Standard output (the answer, or ``--json``) is not touched.
"""
from __future__ import annotations

import argparse
import random
import threading
import time
from collections.abc import Callable, Hashable, Sequence
from typing import TextIO, TypeVar

from engine.language.translation import _, number
from engine.puzzles.estimate import Progress, Tree
from engine.puzzles.viewer import count_text, duration

T = TypeVar("T")
EVERY = 1.0          # seconds between two lines
BEATS = 4            # estimates for each line (the path read again, and more probes)
BUDGET = 1000        # tree expansions spent on probes at each estimate (a few milliseconds taken from the search)
Sample = Callable[[], tuple[Sequence[Hashable] | None, int] | None]   # (path or None: not known, done)


def add_progress_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--progress", action="store_true",
                        help=_("write the part done and the time left to standard error while the search runs"))


def line(fraction: float | None, done: int, total: float | None, elapsed: float) -> str:
    """One progress line (``fraction`` None: no estimate yet)."""
    if fraction is None or total is None:
        return _("progress: {done} nodes, {elapsed}, no estimate yet").format(
            done=number(done), elapsed=duration(elapsed))
    left = elapsed * (1 - fraction) / fraction if fraction > 0 else None
    head = _("progress: {share} done, {done} of about {total} nodes, {elapsed}").format(
        share=f"{100 * fraction:.0f}%", done=number(done), total=count_text(total), elapsed=duration(elapsed))
    return head + (_(", about {left} left").format(left=duration(left)) if left is not None else "")


def reporting(work: Callable[[], T], tree: Tree, sample: Sample, stream: TextIO, rng: random.Random,
              every: float = EVERY, clock: Callable[[], float] = time.monotonic, counted: int | None = None) -> T:
    """``work()``, with a line on ``stream`` every ``every`` seconds while it runs (``counted``: the tree's nodes
    when they are known exactly, the part done then their share)."""
    progress = Progress(tree, rng, BUDGET, counted=counted)
    stop = threading.Event()
    started = clock()

    def report() -> None:
        beat = 0
        while not stop.wait(every / BEATS):
            where = sample()
            if where is None:
                continue
            path, done = where
            known = path is not None or counted is not None   # a counted tree needs no path
            fraction = progress.update(path or (), done, partial=True) if known else None
            beat += 1
            if beat % BEATS == 0:
                print(line(fraction, done, progress.total if known else None, clock() - started),
                      file=stream, flush=True)

    reporter = threading.Thread(target=report, name="progress", daemon=True)
    reporter.start()
    try:
        return work()
    finally:
        stop.set()
        reporter.join()
