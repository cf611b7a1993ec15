"""Kalah proved from the start (issue 25, goal 4): ``analyse kalah`` from each start position, as a table.

Run from the repository: ``python -m benchmarks.kalah_proofs [--seconds S] [--before PATH] [--only NAME...]``
(``--checkout PATH --label L`` measures another checkout alone).

Each start (3 stones both capture rules, 4 stones both rules, 5 stones empty capture) is analysed by
``main.py analyse kalah --desk <start> --to-move A --capture RULE --seconds S --json`` in a process of its
own under ``/usr/bin/time -v``, one after the other (never two at once): the search's seconds, nodes,
depth reached, whether the value is exact, the value, the process's peak memory (max RSS), and the range
the exact value is proved to lie in.  With ``--before PATH`` the same jobs run first in another checkout
(an older commit, its compiled core built in place), so a table compares both on the same machine in the
same run.  The endgame tables a search uses are built before the clock starts (and cached on disk), so a
first run is slower to start, not slower on the clock; the wall time column includes that.  The 3-stone
starts get ``--short`` seconds.

Beside each start, the plain C alpha-beta of ``benchmarks/kalah_ref.c`` (``prove`` mode: a fail-soft negamax
to the end with a transposition table of ``--table-mb``, the table's move first, nothing else) on the same
job with the same seconds, under ``/usr/bin/time -v`` too; its row says ``none`` when it ran out of time.
Skipped (with a note) without a C compiler.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.kalah_core import compile_reference  # noqa: E402

HERE = Path(__file__).resolve().parent.parent
STARTS = {  # name: (stones a pit, capture rule)
    "3 std": (3, "standard"),
    "3 empty": (3, "empty"),
    "4 empty": (4, "empty"),
    "4 std": (4, "standard"),
    "5 empty": (5, "empty"),
}
_RSS = re.compile(r"Maximum resident set size \(kbytes\): (\d+)")


@dataclass(frozen=True)
class Proof:
    """One analysis: what ``analyse kalah --json`` said, its wall time and the process's peak memory."""

    value: int
    exact: bool
    depth: int
    nodes: int
    seconds: float
    wall: float
    rss_mb: float
    bounds: tuple[int, int] | None  # the range of the exact value the proof reached (None: not said)


def desk(stones: int) -> str:
    return ",".join([str(stones)] * 6 + ["0"] + [str(stones)] * 6 + ["0"])


def prove(checkout: Path, stones: int, capture: str, seconds: float) -> Proof:
    """The analysis of the start of ``stones`` a pit in ``checkout``, in a process of its own."""
    command = ["/usr/bin/time", "-v", sys.executable, "main.py", "analyse", "kalah", "--desk", desk(stones),
               "--to-move", "A", "--capture", capture, "--seconds", str(seconds), "--json"]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(checkout))
    started = time.monotonic()
    done = subprocess.run(command, cwd=checkout, env=env, capture_output=True, text=True, check=True)
    wall = time.monotonic() - started
    data = json.loads(done.stdout.strip().splitlines()[-1])
    rss = _RSS.search(done.stderr)
    return Proof(data["value"], data["exact"], data["depth"], data["nodes"],
                 data["nodes"] / data["nps"] if data["nps"] else 0.0, wall,
                 int(rss.group(1)) / 1024 if rss else float("nan"), tuple(data["bounds"]) if data.get("bounds") else None)


def prove_plain(program: Path, stones: int, capture: str, seconds: float, megabytes: int) -> Proof:
    """The plain C alpha-beta's proof of the same start, in a process of its own (its value 0 and not exact
    when the time ran out)."""
    command = ["/usr/bin/time", "-v", str(program), "prove", capture, str(megabytes), str(seconds)]
    started = time.monotonic()
    done = subprocess.run(command, input=desk(stones).replace(",", " ") + "\n", capture_output=True, text=True,
                          check=True)
    wall = time.monotonic() - started
    value, nodes, search = done.stdout.split()
    rss = _RSS.search(done.stderr)
    return Proof(0 if value == "none" else int(value), value != "none", 0, int(nodes), float(search), wall,
                 int(rss.group(1)) / 1024 if rss else float("nan"), None)


def row(label: str, name: str, proof: Proof) -> str:
    return (f"{label:<8} {name:<8} {proof.seconds:>8.1f} {proof.wall:>8.1f} {proof.nodes:>15,} {proof.depth:>6} "
            f"{str(proof.exact):>6} {proof.value:>+6d} {proof.rss_mb:>9.0f}  "
            + ("-" if proof.bounds is None else f"{proof.bounds[0]:+d}..{proof.bounds[1]:+d}"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=600.0, help="the budget of the 4- and 5-stone starts")
    parser.add_argument("--short", type=float, default=5.0, help="the budget of the 3-stone starts")
    parser.add_argument("--before", type=Path, help="another checkout to measure first (its core built in place)")
    parser.add_argument("--checkout", type=Path, default=HERE, help="the checkout measured (default this one)")
    parser.add_argument("--label", default="after", help="its label in the table (default after)")
    parser.add_argument("--only", nargs="*", choices=STARTS, help="these starts only")
    parser.add_argument("--table-mb", type=int, default=1024, help="the plain C alpha-beta's table (default 1024)")
    args = parser.parse_args()
    folder = tempfile.TemporaryDirectory()
    plain = compile_reference(Path(folder.name))
    if plain is None:
        print("(no C compiler: the plain C alpha-beta's rows are left out)")
    checkouts = ([("before", args.before)] if args.before else []) + [(args.label, args.checkout)]
    print(f"{'':<8} {'start':<8} {'search s':>8} {'wall s':>8} {'nodes':>15} {'depth':>6} {'exact':>6} "
          f"{'value':>6} {'max RSS MB':>9}  proved range")
    for name in args.only or STARTS:
        stones, capture = STARTS[name]
        for label, checkout in checkouts:
            print(row(label, name, prove(checkout, stones, capture, args.short if stones == 3 else args.seconds)),
                  flush=True)
        if plain is not None:
            print(row("plain C", name, prove_plain(plain, stones, capture, args.short if stones == 3 else args.seconds,
                                                   args.table_mb)), flush=True)


if __name__ == "__main__":
    main()
