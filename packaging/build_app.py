#!/usr/bin/env python3
"""Build the standalone app with PyInstaller, for the platform this runs on.

    python -m pip install pyinstaller && python packaging/build_app.py

makes ``dist/arsac-arcade/``: a folder holding the program (``arsac-arcade``, ``arsac-arcade.exe``
on Windows; on macOS also ``dist/Arsac Arcade.app``) and everything it needs: Python, pygame-ce, the
games, the fonts, the icon and the launcher template (under ``_internal/assets``, found by
engine/files/paths.py through ``sys._MEIPASS``).  The icon is the program's icon on Windows and
macOS (PyInstaller converts the PNG there when Pillow is installed: ``pip install pillow``); on
Linux the window and the launcher (``arsac-arcade --install-shortcut``) use it.

The app carries the three compiled cores (games/shared/compiled/, built by the install or by
``python packaging/cores.py build``): the build refuses to start without all three, and fails unless the
app it made says, through ``about --json``, that it runs them compiled.  It carries the manifests too
(``assets/manifest.json``, and the cores' one, written again from the libraries as the app holds them, since
PyInstaller may rewrite a library it collects), so the app checks each file before it loads it.

``--dist`` and ``--work`` choose the output and scratch folders; the build time and the
app's size are printed at the end.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import cores  # (beside this file)

sys.path.insert(0, str(cores.ROOT))  # the program's own installed_version (its metadata)
from engine.entries.runs_on import installed_version  # noqa: E402
from engine.files.integrity import write_manifest  # noqa: E402
from engine.files.own_files import LIBRARIES  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NAME = "arsac-arcade"
ENTRY = ROOT / "packaging" / "arsac_arcade_app.py"
ICON = ROOT / "assets" / "icons" / "arsac-arcade.png"
# never imported by the arcade, but found beside it in a developer's environment
EXCLUDED = ("numpy", "tkinter", "hypothesis", "pytest", "PyInstaller", "setuptools", "pkg_resources", "pip")


def pyinstaller_arguments(dist: Path, work: Path) -> list[str]:
    """The PyInstaller command line for this platform."""
    arguments = [
        str(ENTRY), "--name", NAME, "--noconfirm", "--log-level", "WARN",
        "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work),
        "--paths", str(ROOT),
        "--add-data", f"{ROOT / 'assets'}{os.pathsep}assets",
    ]
    for distribution in ("arsac-arcade", "pygame-ce"):  # their versions, for ``about`` and the About screen
        if installed_version(distribution):
            arguments += ["--copy-metadata", distribution]
    for library in core_libraries():  # where games/shared/native.py looks for them, inside the app
        arguments += ["--add-binary", f"{library}{os.pathsep}games/shared/compiled"]
    for module in own_modules():
        arguments += ["--hidden-import", module]
    for module in EXCLUDED:
        arguments += ["--exclude-module", module]
    if sys.platform in ("win32", "darwin"):  # no console window; on macOS an .app bundle as well
        arguments += ["--windowed", "--icon", str(ICON)]
        if sys.platform == "darwin":
            arguments += ["--osx-bundle-identifier", "org.arsac-arcade.app"]
    return arguments


def own_modules() -> list[str]:
    """Every module of engine/ and games/: the registry walks the package of entries handed over (games/) and
    imports them by name, which PyInstaller cannot follow, so each is named (read from the folders, nothing
    imported)."""
    found = []
    for part in ("engine", "games"):
        for path in sorted((ROOT / part).rglob("*.py")):
            names = path.relative_to(ROOT).with_suffix("").parts
            found.append(".".join(names[:-1] if names[-1] == "__init__" else names))
    return found


def core_libraries() -> list[Path]:
    """This system's three compiled cores, as the install built them (the ones present)."""
    return [path for core in cores.SOURCES if (path := cores.OUT / cores.file_name(core, sys.platform)).is_file()]


def compiled_in_app(program: Path) -> dict[str, bool]:
    """What the built app says of its cores (``about --json``), run as a person would, from an empty home."""
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ARSAC_ARCADE_HOME": home}
        env.pop("PYTHONPATH", None)
        done = subprocess.run([str(program), "about", "--json"], capture_output=True, text=True, timeout=120, env=env,
                              cwd=home)
    try:
        return dict(json.loads(done.stdout)["compiled"])
    except (ValueError, KeyError, TypeError):
        return {}


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def program(dist: Path) -> Path:
    """The built program's path."""
    return dist / NAME / (NAME + ".exe" if sys.platform == "win32" else NAME)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the standalone Arsac Arcade with PyInstaller.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app goes (default dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller", help="scratch folder")
    args = parser.parse_args(argv)
    if importlib.util.find_spec("PyInstaller") is None:
        print("build_app: PyInstaller is not installed: python -m pip install pyinstaller", file=sys.stderr)
        return 1
    if len(core_libraries()) != len(cores.SOURCES):
        print("build_app: the compiled cores are not built here (games/shared/compiled/): install the arcade, or run "
              "python packaging/cores.py build", file=sys.stderr)
        return 1
    import PyInstaller.__main__

    started = time.monotonic()
    PyInstaller.__main__.run(pyinstaller_arguments(args.dist.resolve(), args.work.resolve()))
    seconds = time.monotonic() - started
    for folder in args.dist.resolve().rglob("games/shared/compiled"):
        write_manifest(folder, [path.name for path in folder.iterdir() if path.suffix in LIBRARIES])
    said = compiled_in_app(program(args.dist.resolve()))
    if said != dict.fromkeys(cores.SOURCES, True):
        print(f"build_app: the app does not run its compiled cores ({said or 'no answer'})", file=sys.stderr)
        return 1
    size = folder_size(args.dist.resolve() / NAME)
    print(f"Built {program(args.dist.resolve())} in {seconds:.0f} s; the folder is {size / 2**20:.1f} MiB.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
