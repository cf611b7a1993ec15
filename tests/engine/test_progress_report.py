"""``solve … --progress`` (engine.commands.progress_report): lines on standard error while a quiet search runs."""
from __future__ import annotations

import io
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

from engine.commands.progress_report import line, reporting
from games.pentominoes.solver import Params as Board
from games.pentominoes.solver import solve as tile
from games.pentominoes.tree import PentominoTree
from games.pentominoes.tree import live_path as where_tiling
from games.ruler.solver import Params, longest
from games.ruler.tree import RulerTree, live_path
from games.shared.fast_core import compiled
from games.shared.stoppable_search import run_to_end

ROOT = Path(__file__).resolve().parents[2]
LINE = re.compile(r"progress: \d+% done, [\d,]+ of about [\d.,]+[kM]? nodes, [\d.]+ s(, about .+ left)?$")


def test_a_line_tells_the_part_done_the_total_and_the_time_left():
    assert line(0.25, 2_500_000, 10_000_000, 30.0) == \
        "progress: 25% done, 2,500,000 of about 10.00M nodes, 30.0 s, about 1 min 30 s left"
    assert line(None, 12, None, 1.0) == "progress: 12 nodes, 1.0 s, no estimate yet"


def test_a_quiet_ruler_search_reports_while_it_runs():
    marks = 10 if compiled() else 9  # (on the fast path 9 marks end before a report is due)
    params, searches, stream = Params(marks), [], io.StringIO()
    tree = RulerTree(params)
    length, _, stats = reporting(lambda: longest(params, searches), tree, lambda: live_path(searches, tree.floor),
                                 stream, random.Random(1), every=0.02)
    assert (length, stats) == longest(Params(marks))[::2]
    lines = stream.getvalue().splitlines()
    assert lines and all(LINE.match(text) for text in lines)


def test_a_quiet_tiling_search_reports_while_it_runs():
    params, searches, stream = Board(20, 3), [], io.StringIO()
    found, stats = reporting(lambda: run_to_end(tile(params, quiet=True, live=searches)), PentominoTree(params),
                             lambda: where_tiling(searches), stream, random.Random(1), every=0.02)
    assert len(found) == stats["solutions"] == 8
    assert all(LINE.match(text) for text in stream.getvalue().splitlines())


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
