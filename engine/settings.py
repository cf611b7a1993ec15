"""The user's settings (pure): a small JSON file, validated on load, written atomically.

A file that cannot be read as settings is never thrown away: it is moved aside as
``settings.json.damaged`` (``.damaged-2``… if that exists) and the defaults are used,
with a notice for the screen.  A file with a few bad values keeps its good ones.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from engine.atomic import write_text_atomic

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
ANIMATION_FACTORS = {"slow": 0.5, "normal": 1.0, "fast": 2.5, "instant": 0.0}


@dataclass(frozen=True)
class Settings:
    animation_speed: str = "normal"
    computer_level: int = 3
    sound: bool = True
    fullscreen: bool = False
    teaching_panel: bool = True

    def validated(self) -> "Settings":
        """Raise ``ValueError`` naming the first bad field; return self when all are good."""
        for name, problem in _problems(asdict(self)):
            raise ValueError(f"{name}: {problem}")
        return self

    @property
    def animation_factor(self) -> float:
        """How fast animations run: 0 means they are skipped."""
        return ANIMATION_FACTORS[self.animation_speed]


def _problems(data: dict) -> list[tuple[str, str]]:
    checks = {
        "animation_speed": (lambda v: v in ANIMATION_SPEEDS, f"one of {', '.join(ANIMATION_SPEEDS)}"),
        "computer_level": (lambda v: type(v) is int and 1 <= v <= 5, "a whole number from 1 to 5"),
        "sound": (lambda v: type(v) is bool, "true or false"),
        "fullscreen": (lambda v: type(v) is bool, "true or false"),
        "teaching_panel": (lambda v: type(v) is bool, "true or false"),
    }
    return [(name, f"must be {want}, not {data[name]!r}") for name, (ok, want) in checks.items()
            if name in data and not ok(data[name])]


def _move_aside(path: Path) -> Path:
    target = path.with_name(path.name + ".damaged")
    number = 2
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{number}")
        number += 1
    path.replace(target)
    return target


def load(path: Path) -> tuple[Settings, str | None]:
    """Read the settings at ``path``: (settings, notice for the user or None)."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except OSError as error:
        return Settings(), f"Could not read the settings ({error.strerror}); using the defaults."
    try:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except ValueError:
        kept = _move_aside(path)
        return Settings(), f"The settings file was damaged; defaults are used. The old file is kept as {kept.name}."
    known = {f.name for f in fields(Settings)}
    good = {k: v for k, v in data.items() if k in known}
    bad = _problems(good)
    for name, _ in bad:
        del good[name]
    settings = replace(Settings(), **good)
    if not bad:
        return settings, None
    kept = _move_aside(path)
    save(settings, path)
    names = ", ".join(name for name, _ in bad)
    return settings, f"Some settings were damaged ({names}); their defaults are used. The old file is kept as {kept.name}."


def save(settings: Settings, path: Path) -> None:
    """Write the settings atomically (the folder is created when missing)."""
    write_text_atomic(path, json.dumps(asdict(settings.validated()), indent=2, sort_keys=True) + "\n")
