"""Engine measurements, printed as tables: launch time, frame times, peak memory.

    python benchmarks/engine_frames.py [--runs 7]

- launch: wall time of ``main.py --screenshot`` (interpreter start, pygame, settings, first menu
  frame saved, shut down), headless; reference: ``python -c "import pygame"`` in the same run.
- frames: update+draw time per frame in the menu, in a Match Nim game played by the computer on
  both sides, and in a game while the AI worker is busy with a long computation (the window must
  not notice: the computer thinks in another process).
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


def frames(seconds: float) -> None:
    from engine import registry
    from engine.ai_worker import AIWorker, Job
    from engine.duel import COMPUTER_COMPUTER, HUMAN_COMPUTER, Setup
    from engine.harness import Harness
    from engine.scenes.menu import MenuScene
    from engine.settings import Settings

    spec = registry.get("match-nim")
    count = int(seconds * 60)
    rows = []

    def measure(name: str, scene, busy: bool = False) -> None:
        h = Harness(scene, settings=Settings(sound=False), worker=AIWorker())
        if busy:  # a long computation in the worker while the frames go on
            h.app.worker.start(Job("benchmarks.engine_frames", "burn", (seconds + 5,)))
        h.app.frame_times = []
        next_frame = time.perf_counter()
        for _ in range(count):  # real time, 60 frames per second, as the app's loop runs
            h.tick(1 / 60)
            next_frame += 1 / 60
            time.sleep(max(0.0, next_frame - time.perf_counter()))
        times = [t * 1000 for t in h.app.frame_times]
        h.close()
        rows.append((name, statistics.median(times), percentile(times, 0.95), max(times)))

    measure("menu", MenuScene())
    measure("Match Nim, computer vs computer",
            spec.scene_class()(spec, setup=Setup(COMPUTER_COMPUTER, 0, 5), values={"piles": 6, "largest": 31}))
    measure("Match Nim, worker busy computing",
            spec.scene_class()(spec, setup=Setup(HUMAN_COMPUTER, 1, 5), values={"start": "3 5 7 9"}), busy=True)
    print(f"\n| frame time over {seconds:.0f} s at 60 fps | median ms | p95 ms | max ms | p95 / 16.7 ms budget |")
    print("|---|---|---|---|---|")
    for name, median, p95, worst in rows:
        print(f"| {name} | {median:.2f} | {p95:.2f} | {worst:.2f} | {p95 / 16.7:.2f} |")


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
    args = parser.parse_args()
    launch(args.runs)
    frames(args.seconds)
    memory()
