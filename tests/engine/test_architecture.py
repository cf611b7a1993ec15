"""The layers: the pure layer never imports pygame (checked in a fresh interpreter), and imports
go one way: the engine never imports an entry, and no entry imports another entry (what two
entries share lives in a package of ``games/`` that is not an entry, such as ``games/shared``).

In a game package, ``scene.py`` and modules named ``*_scene.py`` or ``*_view.py`` draw;
every other module is pure.
"""
import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PURE = ["engine.registry", "engine.levels", "games.shared.nim_binary", "engine.history", "engine.match", "engine.stepper",
        "engine.step_viewer", "engine.steps", "engine.settings", "engine.atomic", "engine.reading", "engine.background",
        "engine.paths", "engine.limits", "engine.duel", "engine.options", "engine.ai_worker", "engine.shortcut",
        "engine.cli", "engine.duel_controller", "engine.contracts", "engine.memory", "engine.json_file",
        "engine.records", "engine.saved_games"]


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


def imported_modules(path: Path) -> set[str]:
    """The modules a source file imports (absolute imports, as written)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
    return found


def entry_packages() -> set[str]:
    from engine import registry

    return {spec.scene.split(".")[1] for spec in registry.entries(include_hidden=True)}


def test_the_engine_never_imports_an_entry():
    """The registry finds entries by walking ``games/``; nothing in the engine names one."""
    for path in sorted((ROOT / "engine").rglob("*.py")):
        named = {m for m in imported_modules(path) if m == "games" or m.startswith("games.")}
        allowed = {"games"} if path.name == "registry.py" else set()
        assert named <= allowed, f"{path.relative_to(ROOT)} imports {sorted(named - allowed)}"


def test_no_entry_imports_another_entry():
    entries = entry_packages()
    assert {"kalah", "queens", "_template", "_puzzle_template"} <= entries and "shared" not in entries
    for package in sorted(entries):
        for path in sorted((ROOT / "games" / package).glob("*.py")):
            for module in imported_modules(path):
                parts = module.split(".")
                if parts[0] == "games" and len(parts) > 1 and parts[1] != package:
                    assert parts[1] not in entries, f"games/{package}/{path.name} imports {module}, another entry"
