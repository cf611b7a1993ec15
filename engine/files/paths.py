"""Where the arcade keeps things (pure): its own assets, and the user's config and data folders.

``ARSAC_ARCADE_HOME``, when set, puts the user folders (config, data, cache) under one directory (tests and
portable installs use it); otherwise ``platformdirs`` picks the platform's usual places.
In the standalone app (PyInstaller: ``sys.frozen``), the assets are unpacked beside the
program, in ``sys._MEIPASS`` (see packaging/build_app.py).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from engine.files.former_names import moved

APP_NAME = "arsac-arcade"
FROZEN = bool(getattr(sys, "frozen", False))  # the standalone app built by packaging/build_app.py
PROJECT_ROOT = Path(getattr(sys, "_MEIPASS", "")) if FROZEN else Path(__file__).resolve().parents[2]
ASSETS = PROJECT_ROOT / "assets"
COMPILED = PROJECT_ROOT / "games" / "shared" / "compiled"  # the compiled cores (games/shared/native.py's FOLDER)


def _home_override() -> Path | None:
    value = os.environ.get("ARSAC_ARCADE_HOME")
    return Path(value) if value else None


def config_dir() -> Path:
    home = _home_override()
    if home:
        return home / "config"
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    home = _home_override()
    if home:
        return home / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """Things the program can compute again (Kalah's endgame table): safe to delete."""
    home = _home_override()
    if home:
        return home / "cache"
    import platformdirs

    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def settings_file() -> Path:
    return config_dir() / "settings.json"


def memory_file() -> Path:
    """The window's geometry, each entry's last options and each puzzle's speed (engine/files/memory.py)."""
    return config_dir() / "memory.json"


def records_file() -> Path:
    return data_dir() / "records.json"


def saved_games_file() -> Path:
    """The games in progress, offered again with Resume (engine/files/saved_games.py)."""
    return data_dir() / "saved_games.json"


def exercise_tries_file() -> Path:
    """The tries at the training's exercises, with the player's rating and statistics
    (engine/files/exercise_tries.py); a file of the former name is moved to it (engine/files/former_names.py)."""
    return moved(data_dir() / "exercise_tries.json")


def own_exercises_file() -> Path:
    """The person's own exercises, their mistakes to retry (engine/files/own_exercises.py); likewise moved."""
    return moved(data_dir() / "own_exercises.json")


def asset(*parts: str) -> Path:
    return ASSETS.joinpath(*parts)
