"""The standalone app (packaging/build_app.py): built with PyInstaller into a temporary folder, then run
headless as a person's double-click would run it: the menu's picture, and a headless answer.

Skipped when PyInstaller is not installed and cannot be installed (no network, no wheel for this platform)."""
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PATIENCE = 900  # hang guard for the install and the build only


def pyinstaller_path(folder: Path) -> str | None:
    """A PYTHONPATH under which PyInstaller imports: "" when this Python has it, else a --target install."""
    if importlib.util.find_spec("PyInstaller") is not None:
        return ""
    try:
        done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--target", str(folder), "pyinstaller"],
                              capture_output=True, text=True, timeout=PATIENCE)
    except (OSError, subprocess.SubprocessError):
        return None
    return str(folder) if done.returncode == 0 else None


@pytest.fixture(scope="module")
def app(tmp_path_factory) -> Path:
    scratch = tmp_path_factory.mktemp("standalone")
    extra = pyinstaller_path(scratch / "pyinstaller")
    if extra is None:
        pytest.skip("PyInstaller cannot be installed here")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (extra, os.environ.get("PYTHONPATH", "")) if p)}
    built = subprocess.run([sys.executable, str(ROOT / "packaging" / "build_app.py"), "--dist", str(scratch / "dist"),
                            "--work", str(scratch / "work")], capture_output=True, text=True, timeout=PATIENCE, env=env)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    program = scratch / "dist" / "arsac-arcade" / ("arsac-arcade.exe" if sys.platform == "win32" else "arsac-arcade")
    assert program.is_file(), built.stdout[-2000:]
    return program


def run_app(program: Path, *args: str, home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ARSAC_ARCADE_HOME": str(home)}
    env.pop("PYTHONPATH", None)  # the app must need nothing from this environment
    return subprocess.run([str(program), *args], capture_output=True, text=True, timeout=120, env=env, cwd=home)


@pytest.mark.slow
def test_the_built_app_opens_the_menu_headless_and_saves_its_picture(app, tmp_path):
    shot = tmp_path / "shot.png"
    done = run_app(app, "--screenshot", str(shot), "--seconds", "1", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000
    import pygame

    picture = pygame.image.load(str(shot))
    width, height = picture.get_size()
    colours = {tuple(picture.get_at((x, y))) for x in range(0, width, 37) for y in range(0, height, 23)}
    assert (width, height) == (1280, 800) and len(colours) > 5


@pytest.mark.slow
def test_the_built_app_answers_headless_commands(app, tmp_path):
    import json

    done = run_app(app, "analyse", "match-nim", "3 5 7 9", "--json", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"winning": True, "move": {"pile": 4, "take": 8}, "nim_sum": 8}


@pytest.mark.slow
def test_the_built_app_runs_the_computer_player_in_its_child_process(app, tmp_path):
    shot = tmp_path / "demo.png"
    done = run_app(app, "demo", "kalah", "--seconds", "4", "--screenshot", str(shot), home=tmp_path)
    assert done.returncode == 0 and shot.stat().st_size > 10_000, done.stderr
    assert "Traceback" not in done.stderr, done.stderr


@pytest.mark.slow
def test_the_built_app_runs_its_compiled_cores(app, tmp_path):
    import json

    done = run_app(app, "about", "--json", home=tmp_path)
    assert json.loads(done.stdout)["compiled"] == {"kalah": True, "searches": True, "pentominoes": True}, done.stderr


@pytest.mark.slow
def test_the_built_app_carries_its_manifests_and_finds_itself_intact(app, tmp_path):
    done = run_app(app, "about", "--check", home=tmp_path)
    assert done.returncode == 0 and done.stdout.strip() == "Every file of the install is intact.", done.stdout + done.stderr
