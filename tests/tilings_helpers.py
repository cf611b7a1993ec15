"""Shared by the tiling puzzles' tests: run the program's command line in a subprocess."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], env=env, capture_output=True, text=True,
                          timeout=600)  # a hang guard only
