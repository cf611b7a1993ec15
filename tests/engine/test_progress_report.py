"""``solve … --progress`` (engine.commands.progress_report): lines on standard error while a quiet search runs."""
from __future__ import annotations

import io
import json
import os
import random
import re
import subprocess
import sys
import threading
from pathlib import Path

from engine.commands.progress_report import line, reporting
from engine.puzzles.steps import Solution, solutions
from games.pentominoes.solver import Params as Board
from games.pentominoes.solver import solve as tile
from games.pentominoes.tree import PentominoTree
from games.pentominoes.tree import live_path as where_tiling
from games.ruler.solver import Params, longest, solve
from games.ruler.tree import RulerTree, live_path
from games.shared.stoppable_search import run_to_end

ROOT = Path(__file__).resolve().parents[2]
NO_ESTIMATE = re.compile(r"progress: [\d,]+ nodes, [\d.]+ s, no estimate yet$")
LINE = re.compile(r"progress: \d+% done, [\d,]+ of about [\d.,]+[kM]? nodes, [\d.]+ s(, about .+ left)?$")


def test_a_line_tells_the_part_done_the_total_and_the_time_left():
    assert line(0.25, 2_500_000, 10_000_000, 30.0) == \
        "progress: 25% done, 2,500,000 of about 10.00M nodes, 30.0 s, about 1 min 30 s left"
    assert line(None, 12, None, 1.0) == "progress: 12 nodes, 1.0 s, no estimate yet"


class Lines(io.StringIO):
    """A stream that tells when a line with the part done has been written."""

    def __init__(self) -> None:
        super().__init__()
        self.told = threading.Event()

    def write(self, text: str) -> int:
        if "% done" in text:
            self.told.set()
        return super().write(text)


def test_a_quiet_ruler_search_reports_while_it_runs():
    """The search stands still half-way (at its first step) until the reporter has told the part done, so the
    report is made mid-search on any machine, however fast or loaded; then the search ends as usual."""
    params, searches, stream = Params(9), [], Lines()
    tree = RulerTree(params)
    run = solve(params, quiet=True, live=searches)

    def work():
        first = next(run)  # the first length's search is under way
        assert stream.told.wait(60), "no report of the part done while the search stood half-way"
        rest, stats = solutions(run)
        return [first.solution] * isinstance(first, Solution) + rest, stats

    found, stats = reporting(work, tree, lambda: live_path(searches, tree.floor), stream, random.Random(1),
                             every=0.02)
    _length, rulers, expected = longest(Params(9))
    assert stats == expected and found == rulers
    lines = stream.getvalue().splitlines()
    assert any(LINE.match(text) for text in lines)
    assert all(LINE.match(text) or NO_ESTIMATE.match(text) for text in lines)


def test_a_quiet_tiling_search_reports_while_it_runs():
    params, searches, stream = Board(20, 3), [], io.StringIO()
    found, stats = reporting(lambda: run_to_end(tile(params, quiet=True, live=searches)), PentominoTree(params),
                             lambda: where_tiling(searches), stream, random.Random(1), every=0.02)
    assert len(found) == stats["solutions"] == 8
    assert all(LINE.match(text) or NO_ESTIMATE.match(text) for text in stream.getvalue().splitlines())


def run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "solve", *args], env=env,
                          capture_output=True, text=True, timeout=600)  # a hang guard only


def untimed(output: str) -> dict:
    """A ``--json`` answer without its seconds (which differ from run to run)."""
    return {key: value for key, value in json.loads(output).items() if key != "seconds"}


def test_progress_leaves_the_answer_on_standard_output_unchanged():
    for args in (("ruler", "--marks", "7"), ("pentominoes", "--width", "20", "--height", "3", "--count")):
        plain, watched = run(*args, "--json"), run(*args, "--json", "--progress")
        assert watched.returncode == plain.returncode == 0
        assert untimed(watched.stdout) == untimed(plain.stdout)
        assert all(LINE.match(text) for text in watched.stderr.splitlines())
        assert "--progress" in run(args[0], "--help").stdout
