"""What the README's install costs, with a C compiler and without one (issue 39), printed as a table.

Run from the repository, as root on Linux (the run without a compiler hides them in a private mount
namespace: ``unshare -m``, ``/bin/false`` bound over gcc, cc, clang and gcc's cc1):
``python -m benchmarks.install_costs [--repeat N]``.

Each run clones this repository afresh and runs the README's install (``python3 -m venv .venv &&
.venv/bin/python -m pip install -e .``) with no pip cache and an empty zig cache (as on a new machine),
then asks the arcade ``about --json`` which cores it runs compiled, and counts the 6 x 10 pentomino
tilings (``solve pentominoes --width 10 --height 6 --count``).  The download is what pip fetches: the
runtime and build requirements, and ``ziglang`` where there is no compiler (the sizes of their wheels
for this system, fetched once with ``pip download``).  Times are medians of ``--repeat`` runs, and the
ratio is against the run with a compiler.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
INSTALL = "python3 -m venv .venv && .venv/bin/python -m pip install -q -e ."
HIDDEN = ("/usr/bin/gcc", "/usr/bin/cc", "/usr/bin/c89", "/usr/bin/c99", "/usr/bin/clang", "/usr/bin/x86_64-linux-gnu-gcc")
REQUIREMENTS = {"runtime and build": ["pygame-ce>=2.5.8,<3", "platformdirs>=3", "setuptools>=77"], "zig": ["ziglang"]}


def without_compiler(command: str) -> list[str]:
    """``command`` run where no C compiler works (this machine's hidden by bind mounts)."""
    cc1 = subprocess.run(["gcc", "-print-prog-name=cc1"], capture_output=True, text=True).stdout.strip()
    hide = " ".join(f'[ -e {path} ] && mount --bind /bin/false {path};' for path in (*HIDDEN, cc1) if path)
    return ["unshare", "-m", "bash", "-c", f"{hide} {command}"]


def one_run(hidden: bool) -> dict:
    """A fresh clone installed the README's way; its time, what it says of its cores, its 6 x 10 count's time."""
    with tempfile.TemporaryDirectory() as scratch:
        clone = Path(scratch) / "arcade"
        subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
        env = {**os.environ, "PIP_NO_CACHE_DIR": "1", "ZIG_GLOBAL_CACHE_DIR": str(Path(scratch) / "zig"),
               "ARSAC_ARCADE_HOME": str(Path(scratch) / "home"), "SDL_VIDEODRIVER": "dummy"}
        command = without_compiler(INSTALL) if hidden else ["bash", "-c", INSTALL]
        started = time.monotonic()
        subprocess.run(command, cwd=clone, env=env, check=True, capture_output=True)
        seconds = time.monotonic() - started
        about = subprocess.run([".venv/bin/arsac-arcade", "about", "--json"], cwd=clone, env=env, capture_output=True,
                               text=True, check=True)
        started = time.monotonic()
        subprocess.run([".venv/bin/arsac-arcade", "solve", "pentominoes", "--width", "10", "--height", "6", "--count"],
                       cwd=clone, env=env, capture_output=True, check=True)
        return {"seconds": seconds, "compiled": json.loads(about.stdout)["compiled"],
                "count": time.monotonic() - started}


def download_megabytes(requirements: list[str]) -> float:
    """The size of the wheels pip fetches for ``requirements`` on this system."""
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-cache-dir", "--no-deps", "-d", folder,
                        *requirements], check=True, capture_output=True)
        return sum(path.stat().st_size for path in Path(folder).iterdir()) / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    base = download_megabytes(REQUIREMENTS["runtime and build"])
    zig = download_megabytes(REQUIREMENTS["zig"])
    print(f"README's install from a fresh clone, no pip cache, empty zig cache; median of {args.repeat} runs")
    print(f"{'machine':28} {'install s':>10} {'ratio':>6} {'download MB':>12} {'compiled cores':>30} {'6 x 10 count s':>15}")
    reference = None
    for hidden, label, megabytes in ((False, "with a C compiler (gcc)", base),
                                     (True, "without one (zig's built)", base + zig)):
        runs = [one_run(hidden) for _ in range(args.repeat)]
        seconds = statistics.median(run["seconds"] for run in runs)
        reference = reference or seconds
        cores = ", ".join(name for name, built in runs[-1]["compiled"].items() if built) or "none"
        count = statistics.median(run["count"] for run in runs)
        print(f"{label:28} {seconds:10.1f} {seconds / reference:6.2f} {megabytes:12.1f} {cores:>30} {count:15.2f}")


if __name__ == "__main__":
    main()
