"""The layers of docs/architecture.md, checked folder by folder.

The rules, each failure naming its own:
1. a layer imports only the layers below it (``LAYERS``: a folder of ``engine/`` and its rank);
2. the pure layers never import pygame: not even inside a function or for annotations in the pure
   folders, and not at import time (a fresh interpreter) for them, the command line, the contracts and
   every pure module of every entry;
3. no circle of imports inside the engine, nor among the entries' modules, nor among the packages of
   ``games/`` (an entry's package counted as one: ``games.compiled_cores`` reads the entries, so no entry reads
   it), nor among the build's scripts in ``packaging/``, imports inside functions (lazy ones) and
   annotation-only imports included;
4. the engine never imports ``games`` nor names one of its modules by a dotted path, not even inside a
   function (the application at the top hands the package of entries to the registry, and the entry points
   of the group ``arsac_arcade.entries`` add more: ``arsac_arcade/entries.py``), no entry imports another
   (what two entries share lives in ``games/shared``), and an entry's pure modules import only the engine's
   pure layers;
5. neither the engine nor an entry imports ``arsac_arcade``, the application at the top, not even inside a
   function (what the engine needs of it comes from the entry points of Python packaging: the entries, and
   the task runner a Dask worker is handed).

In a game package, ``scene.py`` and modules named ``*_scene.py`` or ``*_view.py`` draw; every other
module is pure.
"""
import ast
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
# each folder of engine/ (and the one module at its top, contracts) with its rank: a layer may import its
# own folder and any layer of a lower rank, nothing else; "pure" layers never import pygame
LAYERS = {
    "language": (0, "pure"),
    "entries": (1, "pure"), "workers": (1, "pure"), "puzzles": (1, "pure"),
    "duels": (2, "pure"), "cluster": (2, "pure"),
    "training": (3, "pure"),
    "files": (4, "pure"),
    "ui": (5, "pygame"),
    "desktop": (6, "pygame"),
    "scenes": (7, "pygame"),
    "commands": (8, "pure at import"), "contracts": (8, "pure at import"),
}
PURE_FOLDERS = [name for name, (_, kind) in LAYERS.items() if kind == "pure"]


def layer_of(module: str) -> str | None:
    """The layer of an engine module (``engine.duels.match`` -> ``duels``), None for ``engine`` itself."""
    parts = module.split(".")
    return parts[1] if parts[0] == "engine" and len(parts) > 1 else None


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path) -> set[str]:
    """The modules a source file imports anywhere in it (lazy and annotation-only imports too):
    ``from engine.ui import draw`` names the module ``engine.ui.draw`` when there is one."""
    return imports_in(path.read_text(encoding="utf-8"))


def imports_in(source: str) -> set[str]:
    """The modules a module's source imports, at its top, inside functions and classes, or for annotations."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                is_module = (ROOT / sub.replace(".", "/")).with_suffix(".py").exists() or (ROOT / sub.replace(".", "/")).is_dir()
                found.add(sub if is_module else node.module)
    return found


def engine_files() -> list[Path]:
    return sorted(ENGINE.rglob("*.py"))


def test_every_engine_module_lives_in_a_layer():
    loose = [p.name for p in ENGINE.glob("*.py") if p.stem not in ("__init__", "contracts")]
    assert not loose, f"{loose}: every module of engine/ lives in the folder of its layer (docs/architecture.md)"
    folders = {p.name for p in ENGINE.iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert folders == set(LAYERS) - {"contracts"}, f"engine/'s folders {sorted(folders)} are not the layers {sorted(LAYERS)}"


def test_a_layer_imports_only_the_layers_below_it():
    for path in engine_files():
        here = layer_of(module_name(path)) if path.parent != ENGINE or path.stem == "contracts" else None
        if here is None:
            continue
        rank = LAYERS[here][0]
        for module in imported_modules(path):
            there = layer_of(module)
            if there is None or there == here:
                continue
            assert LAYERS[there][0] < rank, (
                f"{path.relative_to(ROOT)} imports {module}: a layer imports only the layers below it, and "
                f"{there} (rank {LAYERS[there][0]}) is not below {here} (rank {rank}); see docs/architecture.md")


def test_the_pure_layers_never_import_pygame_anywhere_in_their_files():
    for folder in PURE_FOLDERS:
        for path in sorted((ENGINE / folder).rglob("*.py")):
            named = {m for m in imported_modules(path) if m.split(".")[0] == "pygame"}
            assert not named, f"{path.relative_to(ROOT)} imports {sorted(named)}: the pure layer {folder} never imports pygame"


def pure_game_modules() -> list[str]:
    modules = []
    for package in sorted((ROOT / "games").iterdir()):
        if (package / "__init__.py").exists():
            modules.append(f"games.{package.name}")
            modules += [f"games.{package.name}.{f.stem}" for f in sorted(package.glob("*.py"))
                        if f.stem not in ("__init__", "scene") and not f.stem.endswith(("_scene", "_view"))]
    return modules


def pure_engine_modules() -> list[str]:
    folders = [name for name, (_, kind) in LAYERS.items() if kind != "pygame" and name != "contracts"]
    return ["engine.contracts"] + [module_name(p) for folder in folders for p in sorted((ENGINE / folder).rglob("*.py"))]


def test_pure_modules_import_without_pygame():
    modules = pure_engine_modules() + pure_game_modules()
    code = ("import sys, importlib\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            "from arsac_arcade.entries import hand_over\n"
            "from engine.entries import registry\n"
            "hand_over()\n"
            "registry.entries(include_hidden=True)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'pygame'))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", f"importing the pure modules loaded {out.stdout.strip()}: the pure layers never import pygame"
    assert {"games.match_nim.rules", "games._template.ai", "engine.duels.match", "engine.commands.cli"} <= set(modules)


def first_circle(graph: dict[str, set[str]]) -> list[str] | None:
    """A circle of ``graph`` (each module to the modules it imports), as the modules round it, the first
    repeated at the end; None when the imports go one way."""
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> list[str] | None:
        if module in path:
            return path[path.index(module):] + [module]
        if module in done:
            return None
        for target in sorted(graph.get(module, ())):
            circle = visit(target, path + [module])
            if circle:
                return circle
        done.add(module)
        return None

    for module in sorted(graph):
        circle = visit(module, [])
        if circle:
            return circle
    return None


def test_the_import_finder_sees_imports_inside_functions_and_the_circle_finder_sees_them_meet():
    source = ("from __future__ import annotations\nimport os\n\n\n"
              "def choose():\n    from games.kalah import perfect\n    import engine.duels.basics\n")
    assert imports_in(source) == {"__future__", "os", "games.kalah.perfect", "engine.duels.basics"}
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert first_circle(graph) == ["a", "b", "c", "a"]
    assert first_circle({"a": {"b"}, "b": {"c"}, "d": {"a", "c"}}) is None


def game_files() -> list[Path]:
    return sorted(p for p in (ROOT / "games").rglob("*.py") if "__pycache__" not in p.parts)


def test_no_circle_of_imports_in_the_engine_nor_among_the_entries_modules():
    """Deferred imports (inside a function) count: a circle closed by one still means two modules that each
    need the other, which is one module's job split in two, or a choice that belongs above both."""
    graph = {module_name(p): {m for m in imported_modules(p) if m.split(".")[0] in ("engine", "games")}
             for p in engine_files() + game_files()}
    circle = first_circle(graph)
    assert circle is None, f"a circle of imports: {' -> '.join(circle)}; imports go one way, down the layers"
    assert "engine.desktop.scene" in graph and "engine.desktop.app" in graph["engine.commands.cli"]
    assert {"games.kalah.ai", "games.kalah.perfect"} <= graph["games.kalah.player"]


def package_of(module: str) -> str:
    """The package of ``games/`` a module belongs to (``games.kalah.ai`` -> ``games.kalah``); a module at the top of
    ``games/`` is its own."""
    parts = module.split(".")
    return ".".join(parts[:2])


def test_no_circle_of_imports_among_the_packages_of_games():
    """An entry's modules may import one another; between ``games/``'s packages (an entry, ``games.shared``, the
    modules at its top such as ``games.compiled_cores``) the imports go one way, lazy ones included."""
    graph: dict[str, set[str]] = {}
    for path in game_files():
        here = package_of(module_name(path))
        graph.setdefault(here, set()).update(
            package_of(m) for m in imported_modules(path) if m.startswith("games.") and package_of(m) != here)
    circle = first_circle(graph)
    assert circle is None, f"a circle of imports between games/'s packages: {' -> '.join(circle)}"
    assert "games.kalah" in graph["games.compiled_cores"]


def test_no_circle_of_imports_among_the_build_scripts():
    """packaging/'s scripts import one another by their bare names (each runs with its folder on the path)."""
    scripts = {path.stem: path for path in sorted((ROOT / "packaging").glob("*.py"))}
    graph = {name: {m.split(".")[0] for m in imported_modules(path)} & set(scripts) - {name}
             for name, path in scripts.items()}
    circle = first_circle(graph)
    assert circle is None, f"a circle of imports in packaging/: {' -> '.join(circle)}"
    assert "cores" in graph["cores_check"]


def entry_packages() -> set[str]:
    from engine.entries import registry

    return {spec.scene.split(".")[1] for spec in registry.entries(include_hidden=True)}


def dotted_names_of_games(source: str) -> set[str]:
    """The strings of a module's code (not its docstrings) that name a module of ``games`` by its dotted path
    (``"games.compiled_cores"``, ``"games.kalah.ai:choose_move"``), as ``importlib`` would be handed them."""
    tree = ast.parse(source)
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docstrings and re.match(r"games\.\w", node.value)}


def test_the_finders_see_an_import_of_games_and_a_dotted_path_to_it():
    source = '"""games.kalah in a docstring."""\nimport importlib\n\n\ndef cores():\n    import games\n' \
             '    return importlib.import_module("games.compiled_cores")\n'
    assert "games" in imports_in(source) and dotted_names_of_games(source) == {"games.compiled_cores"}


def test_the_engine_never_imports_games_nor_names_its_modules():
    """Nothing in the engine imports ``games`` (the layer above it), inside a function or not, nor hands
    ``importlib`` a dotted path into it: the application at the top hands the registry its package of entries."""
    for path in engine_files():
        named = {m for m in imported_modules(path) if m == "games" or m.startswith("games.")}
        assert not named, (f"{path.relative_to(ROOT)} imports {sorted(named)}: the engine never imports games, the layer "
                           "above it (the application hands the registry its entries: arsac_arcade/entries.py)")
        dotted = dotted_names_of_games(path.read_text(encoding="utf-8"))
        assert not dotted, (f"{path.relative_to(ROOT)} names {sorted(dotted)}: the engine never names a module of games, "
                            "the layer above it (hand it over from arsac_arcade/entries.py)")


APPLICATION = "arsac_arcade"  # the application's package, at the top of the house


def imports_of_the_application(path: Path) -> set[str]:
    """The modules of the application's package a source file imports, at its top or inside a function."""
    return {m for m in imported_modules(path) if m.split(".")[0] == APPLICATION}


def test_the_finder_sees_an_import_of_the_application_inside_a_function(tmp_path):
    lazy = tmp_path / "jobs.py"
    lazy.write_text('"""A job."""\n\n\ndef results():\n    from arsac_arcade import tasks\n    return tasks.run\n',
                    encoding="utf-8")
    assert imports_of_the_application(lazy) == {"arsac_arcade.tasks"}


def test_neither_the_engine_nor_an_entry_imports_the_application():
    """The application (``arsac_arcade``) imports the engine and hands it the entries; nothing below it imports it
    back, inside a function or not: the engine reads what it needs of it from the entry points of Python packaging
    (the entries; the task runner a Dask worker is handed, ``engine.cluster.jobs.runner``)."""
    for path in engine_files() + game_files():
        named = imports_of_the_application(path)
        assert not named, (f"{path.relative_to(ROOT)} imports {sorted(named)}: the engine and the entries never import "
                           "the application above them (let it hand over what is needed, or name it among the entry "
                           "points of Python packaging: pyproject.toml)")


def test_no_entry_imports_another_entry_and_one_folder_holds_what_they_share():
    entries = entry_packages()
    assert {"kalah", "queens", "_template", "_puzzle_template"} <= entries and "shared" not in entries
    others = {p.name for p in (ROOT / "games").iterdir() if (p / "__init__.py").exists()} - entries
    assert others == {"shared"}, f"{sorted(others)}: what several entries share lives in games/shared alone"
    for package in sorted(entries):
        for path in sorted((ROOT / "games" / package).glob("*.py")):
            for module in imported_modules(path):
                parts = module.split(".")
                if parts[0] == "games" and len(parts) > 1 and parts[1] != package:
                    assert parts[1] not in entries, f"games/{package}/{path.name} imports {module}: no entry imports another"


def test_an_entrys_pure_modules_import_only_the_engines_pure_layers():
    for module in pure_game_modules():
        path = ROOT / (module.replace(".", "/") + ("/__init__.py" if module.count(".") == 1 else ".py"))
        for imported in imported_modules(path):
            there = layer_of(imported)
            assert there is None or LAYERS[there][1] != "pygame", (
                f"{path.relative_to(ROOT)} imports {imported}: an entry's pure modules import only the engine's pure layers")


DASK = ("distributed", "dask")
WINDOW_AND_DUELS = ("ui", "desktop", "scenes", "duels", "workers")  # the layers of the window and of the duels


def test_only_the_cluster_layer_imports_dask():
    for top in ("engine", "games", "arsac_arcade", "packaging"):
        for path in sorted((ROOT / top).rglob("*.py")):
            named = {m for m in imported_modules(path) if m.split(".")[0] in DASK}
            assert not named or path.is_relative_to(ENGINE / "cluster"), (
                f"{path.relative_to(ROOT)} imports {sorted(named)}: only engine/cluster imports Dask (the optional extra)")


def window_and_duel_files() -> list[Path]:
    """The files of the window and of the duels: their engine layers, each entry's drawing modules and its rules
    and computer player (ai), and the application's start."""
    engine = [p for folder in WINDOW_AND_DUELS for p in sorted((ENGINE / folder).rglob("*.py"))]
    games = [p for p in sorted((ROOT / "games").glob("*/*.py"))
             if p.stem in ("scene", "rules", "ai") or p.stem.endswith(("_scene", "_view"))]
    return engine + games + [ROOT / "arsac_arcade" / "__main__.py"]


def test_the_window_and_the_duels_never_import_the_cluster_layer_nor_dask():
    files = window_and_duel_files()
    modules = [module_name(path) for path in files]
    assert {"engine.scenes.duel", "games.kalah.scene", "games.kalah.ai", "engine.duels.match"} <= set(modules)
    for path in files:
        named = {m for m in imported_modules(path) if m.startswith("engine.cluster") or m.split(".")[0] in DASK}
        assert not named, f"{path.relative_to(ROOT)} imports {sorted(named)}: the window and the duels never import Dask"
    code = ("import sys, importlib\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            f"print(sorted(m for m in sys.modules if m.split('.')[0] in {DASK!r} or m.startswith('engine.cluster')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", f"importing the window and the duels loaded {out.stdout.strip()}"
