"""The pure layer never imports pygame (checked in a fresh interpreter).

In a game package, ``scene.py`` and modules named ``*_scene.py`` or ``*_view.py`` draw;
every other module is pure.
"""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PURE = ["engine.registry", "engine.levels", "engine.nim_binary", "engine.history", "engine.match", "engine.stepper",
        "engine.step_viewer", "engine.steps", "engine.settings", "engine.atomic", "engine.reading", "engine.background",
        "engine.paths", "engine.limits", "engine.duel", "engine.options", "engine.ai_worker", "engine.shortcut",
        "engine.cli", "engine.duel_controller", "engine.contracts", "engine.json_file", "engine.records"]


def pure_game_modules():
    modules = []
    for package in sorted((ROOT / "games").iterdir()):
        if (package / "__init__.py").exists():
            modules.append(f"games.{package.name}")
            modules += [f"games.{package.name}.{f.stem}" for f in sorted(package.glob("*.py"))
                        if f.stem not in ("__init__", "scene") and not f.stem.endswith(("_scene", "_view"))]
    return modules


def test_pure_modules_import_without_pygame():
    modules = PURE + pure_game_modules()
    code = ("import sys, importlib\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            "from engine import registry\n"
            "registry.entries(include_hidden=True)\n"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
    assert "games.match_nim.rules" in modules and "games._template.ai" in modules
