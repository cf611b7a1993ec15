"""The wrong pygame (the original alone, or both editions in one folder) is one clear line and exit 1."""
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

from engine.commands import pygame_edition

ROOT = Path(__file__).resolve().parents[2]


def versions(**found):
    return lambda name: found.get(name.replace("-", "_"))


def test_pygame_ce_alone_is_no_problem():
    ce = SimpleNamespace(IS_CE=1, version=SimpleNamespace(ver="2.5.8"))
    assert pygame_edition.problem(versions(pygame_ce="2.5.8"), lambda: ce) is None
    assert pygame_edition.problem(versions(), lambda: ce) is None  # a frozen app: no metadata, the import decides


def test_both_editions_in_one_folder_name_both_and_the_fix():
    said = pygame_edition.problem(versions(pygame="2.6.1", pygame_ce="2.5.8"), lambda: SimpleNamespace(IS_CE=1))
    assert said is not None and "pygame 2.6.1 and pygame-ce 2.5.8 are both installed" in said
    assert said.endswith(pygame_edition.FIX) and "\n" not in said


def test_the_original_pygame_is_named_with_its_version():
    original = SimpleNamespace(version=SimpleNamespace(ver="2.6.1"))
    said = pygame_edition.problem(versions(pygame="2.6.1"), lambda: original)
    assert said is not None and "original pygame 2.6.1, not pygame-ce" in said and said.endswith(pygame_edition.FIX)


def test_a_broken_install_is_reported_not_raised():
    def broken():
        raise AttributeError("module 'pygame.base' has no attribute 'init'")

    said = pygame_edition.problem(versions(pygame_ce="2.5.8"), broken)
    assert said is not None and "AttributeError" in said and said.endswith(pygame_edition.FIX)


def _arcade_with(tmp_path, *, dist_info: bool) -> subprocess.CompletedProcess:
    """Open the arcade with an original-pygame look-alike first on the path (and its metadata, if asked)."""
    fake = tmp_path / "site"
    (fake / "pygame").mkdir(parents=True)
    (fake / "pygame" / "__init__.py").write_text("class version:\n    ver = '2.6.1'\n")
    if dist_info:
        info = fake / "pygame-2.6.1.dist-info"
        info.mkdir()
        (info / "METADATA").write_text("Metadata-Version: 2.1\nName: pygame\nVersion: 2.6.1\n")
    env = {**os.environ, "PYTHONPATH": str(fake), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ARSAC_ARCADE_HOME": str(tmp_path / "home")}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "--screenshot", str(tmp_path / "menu.png")],
                          env=env, capture_output=True, text=True, timeout=600, cwd=tmp_path)


def test_the_original_pygame_alone_stops_the_window_with_one_line(tmp_path):
    done = _arcade_with(tmp_path, dist_info=False)
    assert done.returncode == 1 and not (tmp_path / "menu.png").exists()
    assert done.stderr.count("\n") == 1 and "original pygame 2.6.1, not pygame-ce" in done.stderr
    assert "pip uninstall -y pygame pygame-ce" in done.stderr and "Traceback" not in done.stderr


def test_both_editions_installed_stop_the_window_with_one_line(tmp_path):
    done = _arcade_with(tmp_path, dist_info=True)
    assert done.returncode == 1 and done.stderr.count("\n") == 1, done.stderr
    assert "pygame 2.6.1 and pygame-ce" in done.stderr and "both installed" in done.stderr


def test_the_headless_commands_need_no_pygame_at_all(tmp_path):
    (tmp_path / "pygame").mkdir()
    (tmp_path / "pygame" / "__init__.py").write_text("raise ImportError('no pygame here')\n")
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "ARSAC_ARCADE_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "solve", "queens", "--count", "--json"],
                          env=env, capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert done.returncode == 0 and '"solutions": 92' in done.stdout, done.stderr
