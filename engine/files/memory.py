"""What the arcade remembers between sessions (pure): the window's size and position, each entry's
last options and each puzzle's speed.

One small JSON file beside the settings, written atomically.  Nothing in it is trusted: a file
that cannot be read is set aside (as the settings are) and the arcade starts as new; a value
of the wrong shape is dropped; each entry's options are checked again by the entry itself when
they are used (``EntryScene`` falls back to the defaults when its rules refuse them).
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from engine.files.atomic import write_text_atomic
from engine.files.json_file import move_aside, parse_object, read_head
from engine.files.lock import locked

MAX_BYTES = 256 * 1024
SCALARS = (bool, int, float, str)


@dataclass(frozen=True)
class Memory:
    window_size: tuple[int, int] | None = None
    window_position: tuple[int, int] | None = None
    options: dict[str, dict[str, Any]] = field(default_factory=dict)  # entry id -> option name -> value
    speeds: dict[str, float] = field(default_factory=dict)  # puzzle id -> the speed slider's position, 0..1

    def with_options(self, entry: str, values: dict[str, Any]) -> Memory:
        kept = {name: value for name, value in values.items() if isinstance(value, SCALARS)}
        return replace(self, options={**self.options, entry: kept})

    def with_speed(self, entry: str, speed: float) -> Memory:
        return replace(self, speeds={**self.speeds, entry: min(1.0, max(0.0, float(speed)))})

    def to_json(self) -> str:
        data = {"window_size": self.window_size, "window_position": self.window_position,
                "options": self.options, "speeds": self.speeds}
        return json.dumps(data, indent=1, sort_keys=True) + "\n"


def _pair(value: Any, low: int, high: int) -> tuple[int, int] | None:
    if isinstance(value, list) and len(value) == 2 and all(type(v) is int and low <= v <= high for v in value):
        return value[0], value[1]
    return None


def _finite(value: Any) -> bool:
    return type(value) in (int, float) and math.isfinite(value)


def from_data(data: Any) -> Memory:
    """The memory in ``data`` (a parsed JSON value): every part of the wrong shape is dropped."""
    if not isinstance(data, dict):
        return Memory()
    options: dict = data["options"] if isinstance(data.get("options"), dict) else {}
    speeds: dict = data["speeds"] if isinstance(data.get("speeds"), dict) else {}
    return Memory(
        window_size=_pair(data.get("window_size"), 200, 20_000),
        window_position=_pair(data.get("window_position"), -20_000, 20_000),
        options={str(entry): {str(k): v for k, v in values.items() if isinstance(v, SCALARS)
                              and (not isinstance(v, float) or math.isfinite(v))}
                 for entry, values in options.items() if isinstance(values, dict)},
        speeds={str(entry): min(1.0, max(0.0, float(speed))) for entry, speed in speeds.items() if _finite(speed)},
    )


def load(path: Path) -> Memory:
    """What was remembered; anything unreadable gives a fresh memory (the file set aside), never an error."""
    try:
        raw = read_head(path, MAX_BYTES)
    except OSError:
        return Memory()
    try:
        return from_data(parse_object(raw, MAX_BYTES))
    except ValueError:
        try:
            move_aside(path)
        except OSError:
            pass
        return Memory()


def save(memory: Memory, path: Path) -> bool:
    """Write the memory atomically; False (and nothing lost) when the folder cannot be written."""
    try:
        with locked(path):
            write_text_atomic(path, memory.to_json())
    except OSError:
        return False
    return True
