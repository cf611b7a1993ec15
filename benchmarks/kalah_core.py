"""Kalah's search core against a plain C alpha-beta (issue 15), printed as tables.

Run from the repository: ``python -m benchmarks.kalah_core [--repeat N] [--seconds S]``.

1. Nodes per second on the same positions and depths: the C reference (benchmarks/kalah_ref.c,
   compiled here with the system's ``cc -O2`` into a temporary folder; skipped without a
   compiler), the plain Python alpha-beta of benchmarks/kalah_search.py (the same tree as the C
   one, node for node), and the program's search (``games.kalah.ai.search`` at a fixed depth: its
   own tree, with its table and ordering).  Ratios are taken against the C figure of the same run.
2. Endgames: the strongest level's analysis with ``--seconds`` each (default 1), as
   ``main.py analyse kalah`` runs it: exact or not, depth, nodes and time.

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
from engine.limits import Limit  # noqa: E402
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
    out = subprocess.run([str(program), str(repeat)], input=line, capture_output=True, text=True, check=True)
    value, nodes, seconds = out.stdout.split()
    return int(value), int(nodes), float(seconds)


def run_plain(pos: Position, depth: int, repeat: int) -> tuple[int, int, float]:
    """(value, nodes, median seconds) of the plain Python alpha-beta."""
    times = []
    for _ in range(repeat):
        NodeCount.nodes = 0
        started = time.perf_counter()
        _, value = plain_alpha_beta(pos, depth)
        times.append(time.perf_counter() - started)
    return value, NodeCount.nodes, statistics.median(times)


def run_search(pos: Position, depth: int, repeat: int) -> tuple[int, int, float]:
    """(value, nodes, median seconds) of the program's search to a fixed depth, a fresh table each run."""
    times, result = [], None
    for _ in range(repeat):
        started = time.perf_counter()
        result = ai.search(pos, Limit(level=5, depth=depth))
        times.append(time.perf_counter() - started)
    assert result is not None
    return result.value, result.nodes, statistics.median(times)


def same_tree(repeat: int) -> None:
    with tempfile.TemporaryDirectory(prefix="kalah-ref-") as folder:
        program = compile_reference(Path(folder))
        if program is None:
            print("(no C compiler: the C column is left out)")
        print("Nodes per second at a fixed depth (C: plain alpha-beta; plain: the same tree in Python; "
              "search: the program's)")
        header = (f"{'position':<20} {'depth':>5} {'C nodes':>10} {'C n/s':>11} {'plain n/s':>10} "
                  f"{'search nodes':>12} {'search n/s':>10} {'C/plain':>8} {'C/search':>9}")
        print(header)
        print("-" * len(header))
        for name, pos, depth in SAME_TREE:
            ref = run_reference(program, pos, depth, repeat) if program else None
            plain = run_plain(pos, depth, repeat)
            found = run_search(pos, depth, repeat)
            plain_nps = plain[1] / plain[2]
            search_nps = found[1] / found[2]
            if ref is not None:
                assert (ref[0], ref[1]) == (plain[0], plain[1]), (name, ref, plain)
                assert found[0] == ref[0], (name, found, ref)
                c_nps = ref[1] / ref[2]
                c_part = f"{ref[1]:>10} {c_nps:>11.0f}"
                ratios = f"{c_nps / plain_nps:>8.1f} {c_nps / search_nps:>9.1f}"
            else:
                c_part, ratios = f"{'-':>10} {'-':>11}", f"{'-':>8} {'-':>9}"
            print(f"{name:<20} {depth:>5} {c_part} {plain_nps:>10.0f} {found[1]:>12} {search_nps:>10.0f} {ratios}")
        print("(the values of the three agree at each depth)\n")


def endgames(seconds: float, count: int) -> None:
    """The issue's endgame, then ``count`` random ones of 18 to 27 stones left (seeded)."""
    rng = random.Random(15)
    desks = [(ISSUE_ENDGAME, "A")]
    while len(desks) < count + 1:
        left = rng.randint(18, 27)
        pits = [0] * 12
        for _ in range(left):
            pits[rng.randrange(12)] += 1
        if any(pits[:6]) and any(pits[6:]):
            a_kalah = rng.randint(0, 72 - left)
            desk = pits[:6] + [a_kalah] + pits[6:] + [72 - left - a_kalah]
            desks.append((format_desk(Position(tuple(desk))), "AB"[len(desks) % 2]))
    print(f"Endgames: the strongest level's analysis in {seconds:g} s each")
    header = f"{'desk':<34} {'side':>4} {'left':>4} {'exact':>6} {'value':>6} {'depth':>6} {'nodes':>9} {'s':>6}"
    print(header)
    print("-" * len(header))
    solved = 0
    for desk, side in desks:
        started = time.perf_counter()
        result = analyse(desk, side, seconds)
        spent = time.perf_counter() - started
        numbers = list(map(int, desk.split(",")))
        left = sum(numbers) - numbers[6] - numbers[13]
        solved += result["exact"]
        print(f"{desk:<34} {side:>4} {left:>4} {str(result['exact']):>6} {result['value']:>6} {result['depth']:>6} "
              f"{result['nodes']:>9} {spent:>6.2f}")
    print(f"exact: {solved} of {len(desks)}\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure (default 3)")
    parser.add_argument("--seconds", type=float, default=1.0, help="time per endgame analysis (default 1)")
    parser.add_argument("--endgames", type=int, default=12, help="random endgames besides the issue's (default 12)")
    args = parser.parse_args()
    same_tree(args.repeat)
    endgames(args.seconds, args.endgames)


if __name__ == "__main__":
    main()
