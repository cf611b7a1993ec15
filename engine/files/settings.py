"""The user's settings (pure): a small JSON file, validated on load, written atomically.

A file that cannot be read as settings (not UTF-8, not JSON, nested too deep, too large) is
never thrown away: it is moved aside as ``settings.json.damaged`` (``.damaged-2``… if that
exists) and the defaults are used, with a notice for the screen.  A file with a few bad
values keeps its good ones.  When the folder cannot be written, the notice says so and the
arcade goes on without saving: loading never raises.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from engine.files.atomic import write_text_atomic
from engine.files.json_file import parse_object, read_head, set_aside
from engine.files.lock import locked
from engine.language.translation import LANGUAGES, _

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
ANIMATION_FACTORS = {"slow": 0.5, "normal": 1.0, "fast": 2.5, "instant": 0.0}
TEXT_SIZES = (80, 90, 100, 115, 130, 150, 175, 200)  # percent of the usual text size


@dataclass(frozen=True)
class Settings:
    animation_speed: str = "normal"
    computer_level: int = 3
    sound: bool = True
    fullscreen: bool = False
    teaching_panel: bool = True           # the teaching panel between two players or two computers
    teaching_vs_computer: bool = False    # ...and against the computer (it tells the winning move)
    coach: bool = True                    # after each human turn, what it was worth (engine/duels/coach.py)
    tutor: bool = False                   # before a human turn that is a mistake or worse, ask first
    text_size: int = 100                  # percent, one of TEXT_SIZES
    language: str = ""                    # a code of LANGUAGES; "" follows the system's language

    def validated(self) -> Settings:
        """Raise ``ValueError`` naming the first bad field; return self when all are good."""
        for name, problem in _problems(asdict(self)):
            raise ValueError(f"{name}: {problem}")
        return self

    @property
    def animation_factor(self) -> float:
        """How fast animations run: 0 means they are skipped."""
        return ANIMATION_FACTORS[self.animation_speed]

    @property
    def text_factor(self) -> float:
        """How much larger than usual the text is drawn (1.0: the usual size)."""
        return self.text_size / 100


def _problems(data: dict) -> list[tuple[str, str]]:
    checks = {
        "animation_speed": (lambda v: v in ANIMATION_SPEEDS, f"one of {', '.join(ANIMATION_SPEEDS)}"),
        "computer_level": (lambda v: type(v) is int and 1 <= v <= 5, "a whole number from 1 to 5"),
        "sound": (lambda v: type(v) is bool, "true or false"),
        "fullscreen": (lambda v: type(v) is bool, "true or false"),
        "teaching_panel": (lambda v: type(v) is bool, "true or false"),
        "teaching_vs_computer": (lambda v: type(v) is bool, "true or false"),
        "coach": (lambda v: type(v) is bool, "true or false"),
        "tutor": (lambda v: type(v) is bool, "true or false"),
        "text_size": (lambda v: type(v) is int and v in TEXT_SIZES, f"one of {', '.join(map(str, TEXT_SIZES))}"),
        "language": (lambda v: v == "" or (type(v) is str and v in LANGUAGES), f"\"\" or one of {', '.join(LANGUAGES)}"),
    }
    return [(name, f"must be {want}, not {data[name]!r}") for name, (ok, want) in checks.items()
            if name in data and not ok(data[name])]


MAX_BYTES = 64 * 1024  # a real settings file is a few hundred bytes


@dataclass(frozen=True)
class Loaded:
    """What ``load`` found: the settings to use, a notice for the screen (or None), and whether
    changes can be saved (False when a damaged file could not be moved aside: it is never overwritten)."""

    settings: Settings
    notice: str | None = None
    can_save: bool = True


def _set_aside(path: Path, settings: Settings, what: str) -> Loaded:
    """Keep the damaged file under another name and use ``settings``; never lose the old file."""
    notice, can_save = set_aside(path, lambda: save(settings, path), what, _("changes"))
    return Loaded(settings, notice, can_save)


def load(path: Path) -> Loaded:
    """Read the settings at ``path``; anything wrong gives defaults and a notice, never an exception."""
    try:
        raw = read_head(path, MAX_BYTES)
    except FileNotFoundError:
        return Loaded(Settings())
    except OSError as error:
        return Loaded(Settings(), _("Could not read the settings ({reason}); using the defaults.").format(
            reason=error.strerror or error), can_save=False)
    try:
        data = parse_object(raw, MAX_BYTES)
    except ValueError:
        return _set_aside(path, Settings(), _("The settings file was damaged; defaults are used."))
    known = {f.name for f in fields(Settings)}
    good = {k: v for k, v in data.items() if k in known}
    bad = _problems(good)
    for name in dict(bad):
        del good[name]
    settings = replace(Settings(), **good)
    if not bad:
        return Loaded(settings)
    names = ", ".join(dict(bad))
    return _set_aside(path, settings, _("Some settings were damaged ({names}); their defaults are used.").format(names=names))


def language_in(path: Path) -> str:
    """The language the settings at ``path`` ask for ("" when they name none, or cannot be read): read
    before ``load``, so that its notices are written in that language.  Never changes the file."""
    try:
        value = parse_object(read_head(path, MAX_BYTES), MAX_BYTES).get("language", "")
    except (OSError, ValueError):
        return ""
    return value if isinstance(value, str) and value in LANGUAGES else ""


def save(settings: Settings, path: Path) -> None:
    """Write the settings atomically, under the folder's lock (the folder is created when missing)."""
    with locked(path):
        write_text_atomic(path, json.dumps(asdict(settings.validated()), indent=2, sort_keys=True) + "\n")
