"""The road to level Perfect at 5 stones a pit (issue 55, item 5): what a 5-stone book's proofs cost at each ply, and
what a book deep enough for Perfect would take on 1, 16, 64 and 256 cores, as a table.

Run from the repository: ``python -m benchmarks.kalah_book5 [--plies 6 9 10 12] [--sample N] [--cap S] [--seed S]
[--capture RULE]``.

- **The proofs' cost at each ply**: ``--sample`` positions ``ply`` whole turns into the 5-stone game (``played``:
  one side plays well, level 3 standing in for the perfect player, the other at random), each proved as the book
  builder proves (``ai.search`` with a proof, its table of ``--megabytes``, the largest endgame table in the cache
  folder), on one thread timed by the CPU clock, at most ``--cap`` CPU seconds: its cost in core-seconds whatever
  else the machine runs, and whether it ended.  A proof cut by the cap counts as the cap (the cost is then a lower bound,
  marked ``>``).
- **The positions at each ply**: a book for level Perfect holds every position the perfect player can face
  (``perfect.faced``): one turn of its own at its plies, every reply at the other side's.  Their number at 4 stones
  is counted from the shipped book; at 5 stones it is that times the ratio of the positions a stand-in player faces
  (the first whole turn each time) at 5 stones and at 4 within ``--counted`` plies, and past the 4-stone book's
  plies it grows as the book's last two plies do.
- **The book deep enough**: the first ply whose sampled proofs all end within 2 s (``PROMISE``) on this machine's
  CPU time; the book must hold every ply before it.  Its core-hours are the sum over those plies of positions times
  the mean cost; 16, 64 and 256 cores divide them (the proofs of a ply are independent tasks), and again with the
  builder's stages (two plies proved at once, one stage after the other: a stage takes at least its longest proof).
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from engine.duels.limits import Limit
from games.kalah import ai, perfect
from games.kalah.perfect import Perfect, shipped_book
from games.kalah.rules import CAPTURES, Params, Position, Variant, apply_compound, compound_moves, initial, is_over

PROMISE = 2.0  # seconds a turn of Perfect past its book
CORES = (1, 16, 64, 256)


def played(rng: random.Random, stones: int, capture: str, turns: int) -> Position:
    """A position ``turns`` whole turns into the game as the book meets them: one side (drawn) plays well (level 3's
    turn stands in for the perfect player's), the other at random (drawn again until the game lasts that long)."""
    while True:
        pos, ours = initial(Params(stones, Variant(capture))), rng.randint(0, 1)
        for _ in range(turns):
            if is_over(pos):
                break
            choices = compound_moves(pos)
            pos = apply_compound(pos, ai.search(pos, Limit(level=3)).move if pos.to_move == ours else rng.choice(choices))
        if not is_over(pos):
            return pos


def faced_counts(stones: int, capture: str, plies: int, book: bool) -> dict[int, int]:
    """The positions the perfect player faces at each ply: with the shipped book's turns (``book``: 4 stones, as far as
    it goes), else with a stand-in's (the first whole turn of each position: the number faced depends on the replies
    of the other side, hardly on which turn the player takes)."""
    counts: dict[int, int] = {}
    missing = []

    def stand_in(pos: Position) -> perfect.Entry:
        missing.append(pos)
        return 0, compound_moves(pos)[0]

    for ply, _ in perfect.faced(stones, capture, Perfect(dict(shipped_book()) if book else {}, stand_in), plies):
        if book and missing:
            break
        counts[ply] = counts.get(ply, 0) + 1
    return counts


def cost(pos: Position, cap: float, megabytes: int) -> tuple[float, bool]:
    """(CPU seconds, ended) of ``pos``'s proof within ``cap`` seconds of CPU, on one thread (timed by the CPU clock,
    the proof has no helper threads: its cost whatever else the machine runs)."""
    ai.forget_searches()
    stones = ai.ready_endgame_stones(pos.variant.empty_capture)
    began = time.process_time()
    result = ai.search(pos, Limit(level=5, seconds=cap, clock=time.process_time), proof=ai.Proof(megabytes, stones))
    return time.process_time() - began, result.exact


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--plies", type=int, nargs="+", default=[6, 9, 10, 12])
    parser.add_argument("--sample", type=int, default=3, help="positions proved a ply")
    parser.add_argument("--cap", type=float, default=20.0, help="the most CPU seconds of one proof")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--capture", choices=CAPTURES, default="empty")
    parser.add_argument("--megabytes", type=int, default=1024)
    parser.add_argument("--counted", type=int, default=9, help="the plies whose positions are counted (then grown)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    plies = sorted(args.plies)
    book = faced_counts(4, args.capture, args.counted, True)
    four = faced_counts(4, args.capture, args.counted, False)
    five = faced_counts(5, args.capture, args.counted, False)
    ratio = sum(five.values()) / sum(four.values())  # 5 stones against 4, the same stand-in
    top = max(book)
    growth = (book[top] / book[top - 2]) ** 0.5  # a ply's positions against the ply before, the book's last two plies
    at_five = [round(ratio * (book[ply] if ply in book else book[top] * growth ** (ply - top)))
               for ply in range(max(plies) + 1)]
    print(f"5 stones, {args.capture} capture; endgame table {ai.ready_endgame_stones(args.capture == 'empty')} stones,"
          f" table {args.megabytes} MB, one thread a proof, cap {args.cap:.0f} s of CPU")
    print(f"positions faced, plies 0 to {args.counted}: 4-stone book {sum(book.values()):,}; stand-in 4 stones"
          f" {sum(four.values()):,}, 5 stones {sum(five.values()):,} (ratio {ratio:.2f}); past the book x{growth:.2f} a"
          " ply")
    print(f"{'ply':>3} {'faced at 5':>11} {'proved':>6} {'ended':>5} {'CPU median':>10} {'CPU mean':>9} {'CPU most':>9}",
          flush=True)
    means: dict[int, float] = {}
    most: dict[int, float] = {}
    deep = None
    for ply in plies:
        costs = [cost(played(rng, 5, args.capture, ply), args.cap, args.megabytes) for _ in range(args.sample)]
        cpus = [cpu for cpu, _ in costs]
        ended = sum(done for _, done in costs)
        means[ply] = statistics.mean(cpus)
        most[ply] = max(cpus)
        mark = "" if ended == len(costs) else ">"
        print(f"{ply:>3} {at_five[ply]:>11,} {len(costs):>6} {ended:>5} {mark}{statistics.median(cpus):>9.1f}"
              f" {mark}{means[ply]:>8.1f} {mark}{max(cpus):>8.1f}", flush=True)
        if deep is None and ended == len(costs) and max(cpus) <= PROMISE:
            deep = ply
    print()
    if deep is None:
        deep = plies[-1] + 1
        print(f"no ply sampled has every proof within {PROMISE:.0f} s of CPU: the book must go past ply {plies[-1]}")
    else:
        print(f"the first ply sampled whose proofs all end within {PROMISE:.0f} s of CPU: {deep}; the book holds the"
              " plies before it")
    # each ply before ``deep`` costs its positions times the mean of the sampled ply at or before it (the first
    # sampled ply's for those before it: a lower bound, the earlier proofs being the longer ones)
    def sampled(ply: int) -> int:  # the sampled ply standing for ``ply``: the last at or before it, else the first
        return max([p for p in plies if p <= ply], default=plies[0])

    work = [at_five[ply] * means[sampled(ply)] for ply in range(deep)]
    hours = sum(work) / 3600
    print(f"positions in that book: {sum(at_five[:deep]):,}; core-hours (a lower bound where proofs hit the cap):"
          f" {hours:,.1f}")
    # a builder that proved two plies at once (before 2026-11-29's: the builder now proves each position as soon as it
    # is known): a stage took its work shared out, and at least its longest proof (the longest sampled at the ply
    # standing for it: a lower bound before the first sampled ply)
    staged = {cores: sum(max(sum(work[first:first + 2]) / cores, max(most[sampled(ply)] for ply in range(first, min(
        first + 2, deep)))) for first in range(0, deep, 2)) / 3600 for cores in CORES}
    print("cores                       " + " ".join(f"{cores:>10}" for cores in CORES))
    print("hours, the work shared out  " + " ".join(f"{hours / cores:>10,.2f}" for cores in CORES))
    print("hours, two plies at a time  " + " ".join(f"{staged[cores]:>10,.2f}" for cores in CORES))


if __name__ == "__main__":
    main()
