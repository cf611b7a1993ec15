"""Engine measurements, printed as tables: launch time, frame times, peak memory.

    python benchmarks/engine_frames.py [--runs 7] [--only launch|frames|memory ...]

- launch: wall time of ``main.py --screenshot`` (interpreter start, pygame, settings, first menu
  frame saved, shut down), headless; reference: ``python -c "import pygame"`` in the same run.
- frames: update+draw time per frame in the menu (the reference: an idle window), in a Match Nim
  game played by the computer on both sides, in a game while the AI worker is busy with a long
  computation, and in a Kalah game of level 5 against level 5 thinking ``--kalah-think`` seconds
  a move for ``--kalah-seconds`` of frames; its frames during which the worker was searching are
  also given apart (issue 15: p95 under 20 ms while the search runs; the window must not notice,
  the computer thinks in another process).
- saving: frames of a two-player Kalah game with a move every half second, each move kept on disk as it
  is made (issue 24: read, merge and write under the folder's lock), against the same game kept in memory
  only; the frames in which a move was kept are also given apart.
- memory: peak resident size of a headless demo run.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ENV = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def timed(command: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, cwd=ROOT, env=ENV, check=True, capture_output=True)
    return time.perf_counter() - started


def launch(runs: int) -> None:
    shot = Path(tempfile.mkdtemp()) / "menu.png"
    app = [timed([sys.executable, "main.py", "--screenshot", str(shot), "--seconds", "0.001"]) for _ in range(runs)]
    ref = [timed([sys.executable, "-c", "import pygame"]) for _ in range(runs)]
    print("| launch (headless) | median s | max s | ratio to 'import pygame' |")
    print("|---|---|---|---|")
    print(f"| menu's first frame saved | {statistics.median(app):.3f} | {max(app):.3f} | "
          f"{statistics.median(app) / statistics.median(ref):.1f} |")
    print(f"| reference: import pygame | {statistics.median(ref):.3f} | {max(ref):.3f} | 1.0 |")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def frames(seconds: float, kalah_seconds: float, kalah_think: int) -> None:
    from engine.desktop.harness import Harness
    from engine.duels.basics import COMPUTER_COMPUTER, HUMAN_COMPUTER, Setup
    from engine.entries import registry
    from engine.files.settings import Settings
    from engine.scenes.menu import MenuScene
    from engine.workers.computer import AIWorker, Job

    spec = registry.get("match-nim")
    kalah = registry.get("kalah")
    rows: list[tuple[str, list[float]]] = []

    def measure(name: str, scene, busy: bool = False, length: float = seconds, searching: str = "") -> None:
        """Frames of ``scene`` for ``length`` s; with ``searching``, also a row of the frames begun while the worker was busy."""
        h = Harness(scene, settings=Settings(sound=False), worker=AIWorker())
        if busy:  # a long computation in the worker while the frames go on
            h.app.worker.start(Job("benchmarks.engine_frames", "burn", (length + 5,)))
        h.app.frame_times = []
        busy_then = []
        next_frame = time.perf_counter()
        for _ in range(int(length * 60)):  # real time, 60 frames per second, as the app's loop runs
            busy_then.append(h.app.worker.busy)
            h.tick(1 / 60)
            next_frame += 1 / 60
            time.sleep(max(0.0, next_frame - time.perf_counter()))
        times = [t * 1000 for t in h.app.frame_times]
        h.close()
        rows.append((name, times))
        if searching:
            rows.append((searching, [t for t, b in zip(times, busy_then) if b]))

    measure("reference: menu (idle)", MenuScene())
    measure("Match Nim, computer vs computer",
            spec.scene_class()(spec, setup=Setup(COMPUTER_COMPUTER, 0, 5), values={"piles": 6, "largest": 31}))
    measure("Match Nim, worker busy computing",
            spec.scene_class()(spec, setup=Setup(HUMAN_COMPUTER, 1, 5), values={"start": "3 5 7 9"}), busy=True)
    measure(f"Kalah, level 5 vs level 5, {kalah_think} s a move: all frames",
            kalah.scene_class()(kalah, setup=Setup(COMPUTER_COMPUTER, 0, 5), values={"stones": 6, "seconds": kalah_think}),
            length=kalah_seconds, searching=f"Kalah, level 5 vs level 5, {kalah_think} s a move: frames while it searches")
    menu_p95 = percentile(rows[0][1], 0.95)
    print("\n| frame time at 60 fps | frames | median ms | p95 ms | max ms | p95 / menu's p95 | p95 / 16.7 ms budget |")
    print("|---|---|---|---|---|---|---|")
    for name, times in rows:
        p95 = percentile(times, 0.95)
        print(f"| {name} | {len(times)} | {statistics.median(times):.2f} | {p95:.2f} | {max(times):.2f} | "
              f"{p95 / menu_p95:.1f} | {p95 / 16.7:.2f} |")
    print("Goal (issue 15): p95 under 20 ms while the search runs; reference: the idle menu, first row.")


def saving(seconds: float, runs: int) -> None:
    """Frames while moving, each move kept on disk, against the same game kept in memory only (``runs`` games each,
    alternating, so that the machine's load falls on both alike)."""
    from engine.desktop.harness import Harness
    from engine.duels.basics import HOTSEAT, Setup
    from engine.entries import registry
    from engine.files.saved_games import SavedGameBook
    from engine.files.settings import Settings

    kalah = registry.get("kalah")
    rows: dict[str, list[float]] = {"kept in memory only": [], "kept on disk at each move": [],
                                    "kept on disk: the frames that wrote": []}
    for run in range(runs):
        for on_disk in (False, True):
            folder = Path(tempfile.mkdtemp())
            book = SavedGameBook.open(folder / "saved_games.json") if on_disk else SavedGameBook()
            scene = kalah.scene_class()(kalah, seed=run)
            h = Harness(scene, settings=Settings(sound=False, animation_speed="fast"), saved=book)
            scene.start(Setup(HOTSEAT))
            h.app.frame_times = []
            wrote, moves_before = [], len(scene.match.moves)
            next_frame = time.perf_counter()
            for frame in range(int(seconds * 60)):
                if frame % 30 == 0 and scene.controller.human_may_move() and not scene.match.is_over():
                    scene.try_move(scene.match.legal_moves()[frame // 30 % len(scene.match.legal_moves())])
                h.tick(1 / 60)
                wrote.append(len(scene.match.moves) != moves_before)
                moves_before = len(scene.match.moves)
                next_frame += 1 / 60
                time.sleep(max(0.0, next_frame - time.perf_counter()))
            times = [t * 1000 for t in h.app.frame_times]
            h.close()
            if on_disk:
                rows["kept on disk at each move"] += times
                rows["kept on disk: the frames that wrote"] += [t for t, w in zip(times, wrote) if w]
            else:
                rows["kept in memory only"] += times
    reference = percentile(rows["kept in memory only"], 0.95)
    print("\n| Kalah, two players, a move every 0.5 s | frames | median ms | p95 ms | max ms | p95 / in memory's p95 |")
    print("|---|---|---|---|---|---|")
    for name, times in rows.items():
        p95 = percentile(times, 0.95)
        print(f"| {name} | {len(times)} | {statistics.median(times):.2f} | {p95:.2f} | {max(times):.2f} | {p95 / reference:.2f} |")


def burn(seconds: float) -> int:
    """CPU work for the busy-worker measurement."""
    end, n = time.perf_counter() + seconds, 0
    while time.perf_counter() < end:
        n += sum(i * i for i in range(1000))
    return n


def memory() -> None:
    subprocess.run([sys.executable, "main.py", "demo", "--seconds", "5", "--screenshot",
                    str(Path(tempfile.mkdtemp()) / "demo.png")], cwd=ROOT, env=ENV, check=True, capture_output=True)
    peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print("\n| memory | peak MB | goal MB |")
    print("|---|---|---|")
    print(f"| headless demo, 5 s per entry (largest child process) | {peak_mb:.0f} | 150 |")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds of frames per measurement")
    parser.add_argument("--kalah-seconds", type=float, default=30.0, help="seconds of frames of the Kalah game (default 30)")
    parser.add_argument("--kalah-think", type=int, default=1, help="Kalah level 5's seconds a move (1 to 10, default 1)")
    parser.add_argument("--only", nargs="+", choices=("launch", "frames", "saving", "memory"),
                        default=("launch", "frames", "saving", "memory"),
                        help="the measurements to make (default all)")
    args = parser.parse_args()
    if "launch" in args.only:
        launch(args.runs)
    if "frames" in args.only:
        frames(args.seconds, args.kalah_seconds, args.kalah_think)
    if "saving" in args.only:
        saving(args.seconds, args.runs)
    if "memory" in args.only:
        memory()
