"""The wheel as a user gets it: built, installed into a fresh virtual environment, run from another folder,
safe beside another distribution's top-level ``engine`` package."""
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

from games.shared import native

ROOT = Path(__file__).resolve().parents[1]
PATIENCE = 900  # hang guard for builds and installs only


def sh(*args, **kwargs) -> subprocess.CompletedProcess:
    out = subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=PATIENCE, **kwargs)
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]
    return out


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("wheel")
    source = folder / "source"  # a copy: two test workers building in the repository's build/ at once collide
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".venv*", ".git", "build", "dist", "__pycache__",
                                                                 ".mypy_cache", ".ruff_cache", "compiled"))
    sh(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", folder, source)
    (built,) = folder.glob("arsac_arcade-*.whl")
    return built


@pytest.mark.slow
def test_the_wheel_holds_everything_inside_one_package(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names}
    dist_info = "-".join(wheel.name.split("-")[:2]) + ".dist-info"
    assert tops == {"arsac_arcade", dist_info}, tops  # no top-level engine/ games/, nothing under .data/
    assert wheel.name.endswith(".whl") and wheel.name.split("-")[2:4] == ["py3", "none"]  # any Python 3, this system
    for needed in ("arsac_arcade/__main__.py", "arsac_arcade/engine/commands/cli.py", "arsac_arcade/games/kalah/rules.py",
                   "arsac_arcade/assets/fonts/DejaVuSans.ttf", "arsac_arcade/assets/fonts/DejaVuSans-Bold.ttf",
                   "arsac_arcade/assets/icons/arsac-arcade.png", "arsac_arcade/assets/arsac-arcade.desktop.in",
                   "arsac_arcade/assets/arsac-arcade-mime.xml", "arsac_arcade/assets/locale/fr/LC_MESSAGES/arsac_arcade.mo",
                   "arsac_arcade/assets/locale/ru/LC_MESSAGES/arsac_arcade.mo", "arsac_arcade/assets/manifest.json",
                   "arsac_arcade/games/shared/compiled/manifest.json",  # the sizes and SHA-256 checked before use
                   *(f"arsac_arcade/games/shared/compiled/{native.file_name(core)}" for core in native.CORES)):
        assert needed in names, needed
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in names)
    metadata = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    assert "License-Expression: MIT" in metadata
    # the index shows the README from the metadata: no picture there may point at a relative path
    assert "# Arsac Arcade" in metadata and "*The menu*" in metadata and "](docs/" not in metadata


def _setup_module():
    spec = importlib.util.spec_from_file_location("arsac_setup", ROOT / "setup.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # not run as __main__: setup() is not called
    return module


def test_the_readmes_pictures_exist_and_become_absolute_where_published():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    pictures = re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", readme)
    assert pictures, "the README shows the arcade"
    for picture in pictures:
        assert (ROOT / picture).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", picture
    published = _setup_module().published_readme
    with_address = published(readme, '[project.urls]\nPictures = "https://example.org/arcade/raw/main/"\n')
    assert "![The menu](https://example.org/arcade/raw/main/docs/menu.png)" in with_address
    assert "[The command line](https://example.org/arcade/raw/main/docs/command-line.md)" in with_address
    assert "](docs/" not in with_address and "](docs/" not in published(readme, "")
    assert published("![x](https://a.b/c.png) ![y](d.png)", "") == "![x](https://a.b/c.png) *y*"
    assert published("[a](https://a.b/c.md) [b](docs/b.md#part) [c](#here)", "") == "[a](https://a.b/c.md) b (`docs/b.md`) [c](#here)"


@pytest.mark.slow
def test_installed_into_a_fresh_venv_it_runs_from_any_folder_beside_a_foreign_engine(wheel, tmp_path):
    target = tmp_path / "venv"
    venv.create(target, with_pip=False)
    python = target / "bin" / "python"
    site = Path(sh(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])").stdout.strip())
    # pygame and platformdirs come from the test environment (no download); the arcade from the wheel
    (site / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    sh(sys.executable, "-m", "pip", "--python", python, "install", "-q", "--no-deps", wheel)
    foreign = tmp_path / "foreign"  # another distribution's top-level engine package, first on the path
    (foreign / "engine").mkdir(parents=True)
    (foreign / "engine" / "__init__.py").write_text("raise ImportError('the foreign engine was imported')\n")
    env = {**os.environ, "PYTHONPATH": str(foreign), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ARSAC_ARCADE_HOME": str(tmp_path / "home")}
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    said = sh(python, "-m", "arsac_arcade", "--version", cwd=elsewhere, env=env).stdout.splitlines()
    assert said == ["arsac-arcade 0.1.0", "Compiled cores: Kalah, puzzles' searches, pentominoes."]
    command = target / "bin" / "arsac-arcade"
    out = sh(command, "analyse", "match-nim", "3 5 7 9", "--json", cwd=elsewhere, env=env)
    assert '"move": {"pile": 4, "take": 8}' in out.stdout
    shot = tmp_path / "menu.png"
    sh(command, "--screenshot", shot, "--seconds", "0.3", cwd=elsewhere, env=env)
    assert shot.stat().st_size > 10_000  # the bundled fonts and icon were found
    launcher = sh(python, "-c", "import arsac_arcade; arsac_arcade.use_own_packages(); from engine.files import shortcut; "
                  "print(shortcut.launcher_args()[1:])", cwd=elsewhere, env=env)
    assert launcher.stdout.strip() == "['-m', 'arsac_arcade']"  # the launcher runs the installed package
    installed = sh(python, "-c", "import arsac_arcade, os; print(arsac_arcade.home())", cwd=elsewhere, env=env)
    assert Path(installed.stdout.strip()) == site / "arsac_arcade"


def _check_pythons():
    spec = importlib.util.spec_from_file_location("check_pythons", ROOT / "packaging" / "check_pythons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_supported_pythons_are_said_once_and_agree_with_requires_python():
    from importlib import metadata

    check = _check_pythons()
    versions = check.supported()
    assert versions == ["3.10", "3.11", "3.12", "3.13", "3.14", "3.15"]
    requires = metadata.metadata("arsac-arcade")["Requires-Python"]
    low, high = sorted(requires.replace(" ", "").split(","))[::-1]  # '>=3.10', '<3.16'
    assert low == f">={versions[0]}" and high == f"<3.{int(versions[-1].split('.')[1]) + 1}", requires


def test_the_runtime_dependencies_are_pygame_ce_and_platformdirs():
    names = sorted(re.split(r"[<>=!~ ;\[]", r, maxsplit=1)[0] for r in _check_pythons().runtime_requirements())
    assert names == ["platformdirs", "pygame-ce"]  # the original pygame has no wheels for Python 3.14 and later


def test_the_other_pythons_are_installed_with_the_readmes_own_steps():
    assert _check_pythons().readme_install_steps() == ["python3 -m venv .venv", ".venv/bin/python -m pip install -e ."]
