"""Kalah's search core against a plain C alpha-beta (issue 15), printed as tables.

Run from the repository: ``python -m benchmarks.kalah_core [--repeat N] [--seconds S]``.

1. Nodes per second on the same positions and depths: the C reference (benchmarks/kalah_ref.c,
   compiled here with the system's ``cc -O2`` into a temporary folder; skipped without a
   compiler), the plain Python alpha-beta of benchmarks/kalah_search.py (the same tree as the C
   one, node for node; both score the horizon as the program does), and the program's search
   (``games.kalah.ai.search`` at a fixed depth: its own tree, with its table and ordering) with
   its pure Python core and with its compiled core (when built).  Ratios are taken against the C figure of the same run.
2. The same, searching 1 s from each position (nodes per second of each core over a longer run).
3. Endgames: the strongest level's analysis with ``--seconds`` each (default 1), as
   ``main.py analyse kalah`` runs it, with each core: exact or not, value, nodes and time.

A node is a position where a turn begins (a leaf included), as every version counts it.
Figures are medians of ``--repeat`` runs (the C figure is its best of as many runs).
"""
from __future__ import annotations

import argparse
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.kalah_search import NodeCount, plain_alpha_beta  # noqa: E402
from engine.duels.limits import Limit  # noqa: E402
from games.kalah import ai  # noqa: E402
from games.kalah.analysis import analyse  # noqa: E402
from games.kalah.rules import Position, format_desk, initial, parse_desk, seen_by  # noqa: E402

# name, position, depth of the fixed-depth comparison (compound moves)
SAME_TREE = [
    ("opening", initial(), 9),
    ("middle, 60 in pits", parse_desk("5,4,0,12,1,12,4,10,2,3,0,11,0,8", "A"), 7),
    ("middle, 43 in pits", parse_desk("5,2,7,2,6,2,12,2,3,0,3,2,9,17", "A"), 7),
    ("endgame, 22 in pits", parse_desk("3,2,4,0,1,2,20,2,1,3,0,2,2,30", "A"), 10),
]
ISSUE_ENDGAME = "3,2,4,0,1,2,20,2,1,3,0,2,2,30"
REF_SOURCE = Path(__file__).with_name("kalah_ref.c")


def compile_reference(folder: Path) -> Path | None:
    """The C reference built with ``cc -O2`` in ``folder``; None without a working compiler."""
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if compiler is None:
        return None
    program = folder / "kalah_ref"
    done = subprocess.run([compiler, "-O2", "-o", str(program), str(REF_SOURCE)], capture_output=True)
    return program if done.returncode == 0 else None


def run_reference(program: Path, pos: Position, depth: int, repeat: int) -> tuple[int, int, float]:
    """(value, nodes, best seconds) of the C alpha-beta."""
    line = " ".join(map(str, seen_by(pos.desk, pos.to_move))) + f" {depth}\n"
    out = subprocess.run([str(program), str(repeat), str(ai.SCALE), str(ai.WEIGHT)], input=line,
                         capture_output=True, text=True, check=True)
    value, nodes, seconds = out.stdout.split()
    return int(value), int(nodes), float(seconds)


def run_plain(pos: Position, depth: int, repeat: int) -> tuple[int, int, float]:
    """(value, nodes, median seconds) of the plain Python alpha-beta."""
    times = []
    for _ in range(repeat):
        NodeCount.nodes = 0
        started = time.perf_counter()
        _, value = plain_alpha_beta(pos, depth, (ai.SCALE, ai.WEIGHT))
        times.append(time.perf_counter() - started)
    return value, NodeCount.nodes, statistics.median(times)


CORES = (False, True) if ai.COMPILED else (False,)  # pure, then compiled when built


def run_search(pos: Position, limit: Limit, repeat: int, compiled: bool) -> tuple[int, int, float]:
    """(value, median nodes, median seconds) of the program's search, a fresh table each run."""
    times, counts, result = [], [], None
    for _ in range(repeat):
        started = time.perf_counter()
        result = ai.search(pos, limit, compiled=compiled)
        times.append(time.perf_counter() - started)
        counts.append(result.nodes)
    assert result is not None
    return result.value, round(statistics.median(counts)), statistics.median(times)


def same_tree(repeat: int) -> dict[str, float]:
    """The fixed-depth table; returns the C reference's nodes per second by position."""
    c_speeds: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="kalah-ref-") as folder:
        program = compile_reference(Path(folder))
        if program is None:
            print("(no C compiler: the C column is left out)")
        print("Nodes per second at a fixed depth (C: plain alpha-beta; plain: the same tree in Python; "
              "pure, compiled: the program's search with each core)")
        header = (f"{'position':<20} {'depth':>5} {'C n/s':>11} {'plain n/s':>10} {'pure n/s':>10} "
                  f"{'comp. n/s':>10} {'C/plain':>8} {'C/pure':>7} {'C/comp.':>8}")
        print(header)
        print("-" * len(header))
        for name, pos, depth in SAME_TREE:
            ref = run_reference(program, pos, depth, repeat) if program else None
            plain = run_plain(pos, depth, repeat)
            cores = [run_search(pos, Limit(level=5, depth=depth), repeat, compiled) for compiled in CORES]
            speeds = [plain[1] / plain[2]] + [found[1] / found[2] for found in cores]
            for found in cores:  # the program's value is in stones, rounded; the references' in its units
                assert found[0] == round(plain[0] / ai.SCALE), (name, found, plain)
            cells = [f"{speed:>10.0f}" for speed in speeds] + [f"{'-':>10}"] * (3 - len(speeds))
            if ref is not None:
                assert (ref[0], ref[1]) == (plain[0], plain[1]), (name, ref, plain)
                c_nps = c_speeds[name] = ref[1] / ref[2]
                ratios = [f"{c_nps / speed:>7.1f}" for speed in speeds] + [f"{'-':>7}"] * (3 - len(speeds))
                c_cell = f"{c_nps:>11.0f}"
            else:
                c_cell, ratios = f"{'-':>11}", [f"{'-':>7}"] * 3
            print(f"{name:<20} {depth:>5} {c_cell} {' '.join(cells)} {ratios[0]:>8} {ratios[1]:>7} {ratios[2]:>8}")
        print("(the values of all agree at each depth; the C and plain trees are the same, node for node)\n")
    return c_speeds


def one_second(repeat: int, c_speeds: dict[str, float]) -> None:
    print("Nodes per second of the program's search in 1 s (medians), against the C reference above")
    header = f"{'position':<20} {'core':>9} {'nodes':>10} {'n/s':>10} {'C/core':>7}"
    print(header)
    print("-" * len(header))
    for name, pos, _ in SAME_TREE:
        for compiled in CORES:
            _, nodes, seconds = run_search(pos, Limit(level=5, seconds=1.0), repeat, compiled)
            ratio = f"{c_speeds[name] / (nodes / seconds):>7.1f}" if name in c_speeds else f"{'-':>7}"
            print(f"{name:<20} {'compiled' if compiled else 'pure':>9} {nodes:>10} {nodes / seconds:>10.0f} {ratio}")
    print()


def endgames(seconds: float, count: int, stones: tuple[int, int] = (18, 27)) -> None:
    """The issue's endgame, then ``count`` random ones of ``stones`` stones left (seeded)."""
    rng = random.Random(15)
    desks = [(ISSUE_ENDGAME, "A")]
    while len(desks) < count + 1:
        left = rng.randint(*stones)
        pits = [0] * 12
        for _ in range(left):
            pits[rng.randrange(12)] += 1
        if any(pits[:6]) and any(pits[6:]):
            a_kalah = rng.randint(0, 72 - left)
            desk = pits[:6] + [a_kalah] + pits[6:] + [72 - left - a_kalah]
            desks.append((format_desk(Position(tuple(desk))), "AB"[len(desks) % 2]))
    print(f"Endgames: the strongest level's analysis in {seconds:g} s each, with each core")
    header = f"{'desk':<34} {'side':>4} {'left':>4} {'core':>9} {'exact':>6} {'value':>6} {'depth':>6} {'nodes':>9} {'s':>6}"
    print(header)
    print("-" * len(header))
    solved = dict.fromkeys(CORES, 0)
    for desk, side in desks:
        numbers = list(map(int, desk.split(",")))
        left = sum(numbers) - numbers[6] - numbers[13]
        for compiled in CORES:
            ai.COMPILED = compiled  # what analyse() uses
            started = time.perf_counter()
            result = analyse(desk, side, seconds)
            spent = time.perf_counter() - started
            solved[compiled] += result["exact"]
            print(f"{desk:<34} {side:>4} {left:>4} {'compiled' if compiled else 'pure':>9} {str(result['exact']):>6} "
                  f"{result['value']:>6} {result['depth']:>6} {result['nodes']:>9} {spent:>6.2f}")
    ai.COMPILED = CORES[-1]
    for compiled, count in solved.items():
        print(f"exact with the {'compiled' if compiled else 'pure'} core: {count} of {len(desks)}")
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure (default 3)")
    parser.add_argument("--seconds", type=float, default=1.0, help="time per endgame analysis (default 1)")
    parser.add_argument("--endgames", type=int, default=12, help="random endgames besides the issue's (default 12)")
    parser.add_argument("--stones", type=int, nargs=2, default=(18, 27), metavar=("FROM", "TO"),
                        help="stones left in the random endgames (default 18 27)")
    args = parser.parse_args()
    c_speeds = same_tree(args.repeat)
    one_second(args.repeat, c_speeds)
    endgames(args.seconds, args.endgames, tuple(args.stones))


if __name__ == "__main__":
    main()
