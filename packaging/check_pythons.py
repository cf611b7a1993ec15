#!/usr/bin/env python3
"""Check that the arcade installs on every Python it says it supports (CI runs both checks).

    python packaging/check_pythons.py wheels   every runtime dependency has a binary wheel for each
                                               supported Python on Linux, Windows and macOS
    python packaging/check_pythons.py venvs    each other supported Python found on this machine: a fresh
                                               venv, the project installed as the README says, one
                                               headless command and one headless picture

Run it with the Python of a venv where the project is installed: the supported Pythons (the trove
classifiers), ``Requires-Python`` and the runtime dependencies are read from the installed metadata, so
this script has no list of its own to drift.  ``wheels`` needs the package index; ``venvs`` skips (and
says so) a Python this machine does not have.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DISTRIBUTION = "arsac-arcade"
PLATFORMS = {  # pip's platform tags: each stands for the oldest system of its kind that the wheels name
    "Linux x86-64": "manylinux2014_x86_64",
    "Windows x64": "win_amd64",
    "macOS Apple": "macosx_11_0_arm64",
    "macOS Intel": "macosx_11_0_x86_64",
}
CLASSIFIER = re.compile(r"^Programming Language :: Python :: (3\.\d+)$")
PATIENCE = 900  # a hang guard for one pip call


def supported() -> list[str]:
    """The Python versions the classifiers name, oldest first."""
    found = [m.group(1) for c in metadata.metadata(DISTRIBUTION).get_all("Classifier") or [] if (m := CLASSIFIER.match(c))]
    return sorted(found, key=lambda v: tuple(map(int, v.split("."))))


def runtime_requirements() -> list[str]:
    """The runtime dependencies (no extras), as ``Requires-Dist`` gives them."""
    return [r for r in metadata.requires(DISTRIBUTION) or [] if "extra ==" not in r]


def run(*command: str | Path, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([str(c) for c in command], capture_output=True, text=True, timeout=PATIENCE, **kwargs)


def check_wheels() -> int:
    """A table of version x platform: every runtime requirement as a binary wheel, or what was missing."""
    requirements = runtime_requirements()
    print(f"runtime dependencies: {', '.join(requirements)}")
    print(f"{'Python':<8}" + "".join(f"{name:<16}" for name in PLATFORMS))
    failed = []
    with tempfile.TemporaryDirectory() as folder:
        for version in supported():
            row = f"{version:<8}"
            for name, platform in PLATFORMS.items():
                done = run(sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check", "--no-deps",
                           "--only-binary", ":all:", "--python-version", version, "--platform", platform,
                           "-d", Path(folder) / f"{version}-{platform}", *requirements)
                row += f"{'ok' if done.returncode == 0 else 'NO WHEEL':<16}"
                if done.returncode != 0:
                    failed.append(f"Python {version} on {name}: {(done.stderr.strip().splitlines() or ['no wheel'])[-1]}")
            print(row)
    for line in failed:
        print(f"check_pythons: {line}", file=sys.stderr)
    return 1 if failed else 0


def interpreter(version: str) -> Path | None:
    """A Python ``version`` on this machine: ``python3.X`` on the PATH, or one of pyenv's versions."""
    named = shutil.which(f"python{version}")
    candidates = [Path(named)] if named else []
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    candidates += sorted(pyenv.glob(f"{version}.*/bin/python{version}")) if pyenv.is_dir() else []
    for candidate in candidates:
        asked = run(candidate, "-c", "import sys; print('%d.%d' % sys.version_info[:2])")
        if asked.returncode == 0 and asked.stdout.strip() == version:
            return candidate
    return None


def readme_install_steps() -> list[str]:
    """The README's play command without its last step (opening the window): make the venv, install."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"<!-- play-command -->\s*```\n(.+?)\n```", readme, re.DOTALL)
    if block is None:
        raise SystemExit("check_pythons: README.md has no code block after <!-- play-command -->")
    steps = [step.strip() for step in block.group(1).split("&&")]
    return steps[:-1]


def check_venvs() -> int:
    """For each other supported Python here: the README's install in a fresh venv, then ``solve queens``, ``about``
    (every compiled core runs under it) and a menu picture through the installed command."""
    here = f"{sys.version_info[0]}.{sys.version_info[1]}"
    failed = 0
    for version in supported():
        if version == here:
            print(f"Python {version}: this one (the README's test command installed the project with it)")
            continue
        python = interpreter(version)
        if python is None:
            print(f"Python {version}: not on this machine, skipped")
            continue
        with tempfile.TemporaryDirectory() as scratch:
            venv = Path(scratch) / "venv"
            said = _install_and_run(python, venv, Path(scratch))
        print(f"Python {version} ({python}): {said or 'installed; solve queens: 92 solutions; the three cores compiled; the menu drawn'}")
        failed += said is not None
    return 1 if failed else 0


def _install_and_run(python: Path, venv: Path, scratch: Path) -> str | None:
    """None when the install and both commands worked, else what failed."""
    for step in readme_install_steps():
        words = step.split()
        words = [str(python) if w == "python3" else w.replace(".venv", str(venv)) for w in words]
        done = run(*words, cwd=ROOT)
        if done.returncode != 0:
            return f"'{step}' failed: {(done.stdout + done.stderr)[-1500:]}"
    command = venv / ("Scripts" if os.name == "nt" else "bin") / DISTRIBUTION
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ARSAC_ARCADE_HOME": str(scratch / "home")}
    solved = run(command, "solve", "queens", "--count", "--json", env=env, cwd=scratch)
    try:
        solutions = json.loads(solved.stdout)["solutions"]
    except (ValueError, KeyError, TypeError):
        return f"solve queens printed {solved.stdout[-300:]!r} {solved.stderr[-1500:]}"
    if solutions != 92:
        return f"solve queens found {solutions} solutions, not 92"
    about = run(command, "about", "--json", env=env, cwd=scratch)
    try:
        compiled = json.loads(about.stdout)["compiled"]
    except (ValueError, KeyError, TypeError):
        return f"about printed {about.stdout[-300:]!r} {about.stderr[-1500:]}"
    if not all(compiled.values()):
        return f"not every compiled core runs under this Python: {compiled}"
    picture = scratch / "menu.png"
    shown = run(command, "--screenshot", picture, "--seconds", "0.3", env=env, cwd=scratch)
    if shown.returncode != 0 or not picture.is_file():
        return f"the menu's picture failed: {shown.stderr[-1500:]}"
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("check", choices=("wheels", "venvs"))
    args = parser.parse_args(argv)
    return check_wheels() if args.check == "wheels" else check_venvs()


if __name__ == "__main__":
    sys.exit(main())
