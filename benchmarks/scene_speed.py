"""A puzzle scene at "instant" against its solver alone (shared by the puzzle benchmarks).

The solver alone is drained of every step, without a window; the scene runs from its start
to the end of the search with frames drawn back to back (no 60 fps wait), headless.
"""
from __future__ import annotations

import os
import time

from engine.puzzles.steps import drain


def scene_against_solver(entry: str, values: dict) -> tuple[float, float, int]:
    """(seconds for the scene, seconds for the solver alone, steps) for one entry and its option values."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from engine.desktop.harness import Harness
    from engine.entries import registry
    from engine.files.settings import Settings

    spec = registry.get(entry)
    solver = spec.module("solver")
    started = time.perf_counter()
    steps, _ = drain(solver.solve(solver.make_params(values)))
    alone = time.perf_counter() - started
    scene = spec.scene_class()(spec, values=dict(values), start=True)
    harness = Harness(scene, settings=Settings(sound=False))
    scene.set_speed(1.0)  # instant
    started = time.perf_counter()
    harness.run_until(lambda: scene.player.finished, seconds=3600, dt=1 / 60)
    watched = time.perf_counter() - started
    harness.close()
    return watched, alone, len(steps)


def print_scene_against_solver(entry: str, values: dict) -> None:
    watched, alone, steps = scene_against_solver(entry, values)
    print(f"{entry} {values}: {steps:,} steps; solver alone {alone:.2f} s, scene at instant {watched:.2f} s, "
          f"ratio {watched / alone:.2f}", flush=True)
