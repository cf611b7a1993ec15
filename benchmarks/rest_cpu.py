"""CPU at rest: how much of a core the arcade's window uses while it waits for a person, scene by scene.

    python benchmarks/rest_cpu.py [--seconds 10] [--only kalah-6-coach ...] [--root PATH]

Each scene runs in a fresh interpreter with a fresh user folder (``ARSAC_ARCADE_HOME``): the app's real loop
(``App.run``), the real workers (child processes), on the display there is (run it under ``Xvfb :99`` with
``DISPLAY=:99`` for a real X11 window: SDL's dummy driver has no way to sleep until an event, so it polls).  The
scene is brought to rest first (a person to move, a run paused or finished, a review's values in), then, once its
warm-up has passed (at least ``--least-warmup`` s, the window drawn and its first work done, and the coach's look
ahead ended: the warm-up waits until the worker processes have used no CPU for two seconds, at most
``--most-warmup`` s), the window's own process's CPU time is read from ``/proc`` over
``--seconds`` s, and the workers' (its child processes') apart.  Linux only (``/proc``).

``--root`` runs another checkout's code (an older commit, for the "before" column) with this script.
Prints a table: the scene, the warm-up it needed, the window's CPU as a percentage of one core, the workers'.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TICKS = os.sysconf("SC_CLK_TCK")

SCENES = ["menu", "options", "statistics", "about", "rules", "kalah-6-coach", "kalah-6-no-coach", "kalah-4-coach",
          "match-nim", "row-nim", "fox-and-hens", "kalah-over", "review", "queens-paused", "queens-finished"]


# --- the child: one scene at rest, in the app's real loop ---------------------------------------------------
def child(name: str, seconds: float) -> None:
    import pygame

    from engine.desktop.app import App
    from engine.duels.basics import HOTSEAT, HUMAN_COMPUTER, Setup
    from engine.entries import registry
    from engine.files.settings import Settings
    from engine.scenes.about import AboutScene
    from engine.scenes.menu import MenuScene
    from engine.scenes.options import OptionsScene
    from engine.scenes.statistics import StatisticsScene

    coach = "no-coach" not in name
    app = App(Settings(sound=False, coach=coach, animation_speed="instant"), None, size=(1280, 800))

    def duel(entry: str, values: dict, setup: Setup):
        spec = registry.get(entry)
        return spec.scene_class()(spec, setup=setup, values=values)

    def played_out(scene) -> None:  # a hotseat game played to its end, the moves picked at random
        import random
        rng = random.Random(7)
        app.stack.push(scene)
        app.stack.apply()
        while scene.phase != "over":
            moves = list(scene.rules.legal_moves(scene.match.position))
            scene.controller.try_move(rng.choice(moves))
            app.frame(0.0, events=[], draw=False)

    first: object
    if name == "menu":
        first = MenuScene()
    elif name == "options":
        first = OptionsScene()
    elif name == "statistics":
        first = StatisticsScene()
    elif name == "about":
        first = AboutScene()
    elif name == "rules":
        scene = duel("match-nim", {}, Setup(HUMAN_COMPUTER, 0, 3))
        app.stack.push(scene)
        app.stack.apply()
        scene.show_help()
        first = None
    elif name.startswith("kalah-") and name != "kalah-over":
        stones = int(name.split("-")[1])
        first = duel("kalah", {"stones": stones}, Setup(HUMAN_COMPUTER, 0, 3))
    elif name in ("match-nim", "row-nim", "fox-and-hens"):
        first = duel(name, {}, Setup(HUMAN_COMPUTER, 0, 3, human_side=0))
    elif name in ("kalah-over", "review"):
        scene = duel("kalah", {"stones": 3}, Setup(HOTSEAT, 0, 3))
        played_out(scene)
        if name == "review":
            scene.review()
        first = None
    elif name.startswith("queens-"):
        spec = registry.get("queens")
        scene = spec.scene_class()(spec, values={"n": 6})
        app.stack.push(scene)
        app.stack.apply()
        scene.start()
        if name == "queens-finished":
            scene.to_end()
            while not scene.viewer.finished:
                app.frame(1 / 60, events=[], draw=False)
        else:
            scene.viewer.pause()
        first = None
    else:
        raise SystemExit(f"unknown scene {name}")
    print("ready", flush=True)
    if first is None:  # already on the stack: run the loop with nothing more pushed
        from engine.desktop.scene import Scene

        class Nothing(Scene):
            still = True

            def enter(self) -> None:
                self.close()
        first = Nothing()
    pygame.event.clear()
    app.run(first, seconds=seconds)


# --- the parent: start, wait for rest, measure ---------------------------------------------------------------
def cpu_seconds(pid: int) -> float:
    """User and system CPU time of one process, in seconds (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / TICKS


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    found.append(int(entry.name))
            except (OSError, IndexError, ValueError):
                pass
    return found


def workers_cpu(pid: int) -> float:
    return sum(cpu_seconds(child) for child in children(pid))


def measure(name: str, root: Path, seconds: float, least_warmup: float, most_warmup: float) -> tuple[float, float, float]:
    """(warm-up seconds, window %, workers %) of one scene."""
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "ARSAC_ARCADE_HOME": home, "PYGAME_HIDE_SUPPORT_PROMPT": "1", "SDL_AUDIODRIVER": "dummy",
               "PYTHONPATH": str(root)}
        process = subprocess.Popen([sys.executable, __file__, "--child", name, "--run", str(most_warmup + seconds + 30)],
                                   cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            assert process.stdout is not None
            if process.stdout.readline().strip() != "ready":
                raise RuntimeError(f"{name}: {process.stderr.read() if process.stderr else ''}")
            started = time.monotonic()
            quiet_since, last = started, workers_cpu(process.pid)
            time.sleep(2.0)
            while time.monotonic() - started < most_warmup:  # the workers' look ahead ends first
                time.sleep(1.0)
                now = workers_cpu(process.pid)
                if now - last > 0.02:
                    quiet_since = time.monotonic()
                last = now
                if time.monotonic() - quiet_since >= 2.0 and time.monotonic() - started >= least_warmup:
                    break
            warmup = time.monotonic() - started
            window, work, at = cpu_seconds(process.pid), workers_cpu(process.pid), time.monotonic()
            time.sleep(seconds)
            elapsed = time.monotonic() - at
            window = (cpu_seconds(process.pid) - window) / elapsed * 100
            work = (workers_cpu(process.pid) - work) / elapsed * 100
            return warmup, window, work
        finally:
            process.kill()
            process.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds measured at rest (default 10)")
    parser.add_argument("--least-warmup", type=float, default=6.0, help="the shortest wait before measuring")
    parser.add_argument("--most-warmup", type=float, default=60.0, help="the longest wait for the workers to end")
    parser.add_argument("--only", nargs="*", default=SCENES, choices=SCENES)
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout whose code runs (default: this one)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--run", type=float, default=120.0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        sys.path.insert(0, os.environ.get("PYTHONPATH", str(ROOT)))
        child(args.child, args.run)
        return
    print(f"display: {os.environ.get('DISPLAY') or os.environ.get('SDL_VIDEODRIVER', 'default')}, "
          f"code: {args.root}, {args.seconds:.0f} s measured at rest after the workers end")
    print(f"{'scene':<20} {'warm-up s':>9} {'window % core':>14} {'workers % core':>15}")
    for name in args.only:
        warmup, window, work = measure(name, args.root, args.seconds, args.least_warmup, args.most_warmup)
        print(f"{name:<20} {warmup:>9.1f} {window:>14.1f} {work:>15.1f}", flush=True)


if __name__ == "__main__":
    main()
