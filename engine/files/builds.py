"""Long builds of cached files (pure): how far each is, for any process to read.

A build of a large file of the cache folder (Kalah's endgame tables) holds the file's build lock
(``engine.files.lock.build_lock``), so it never runs twice, and writes how far it is beside the file, atomically,
in ``<name>.build.json``: ``{"file", "what", "args", "done", "total", "started", "updated"}`` (``what`` is the
English words for the file with ``{fields}`` filled from ``args``, translated when shown; ``started`` and
``updated`` are seconds since the epoch).  The file stays when the build ends (``done == total``), so it names
the files ready too.  ``status(folder, now)`` reads them: which files are ready, which are being built and how
far with the time left estimated, and which builds stopped (a build file whose builder died: its lock is free
and its file missing).  ``BuildWatch`` is what a scene shows: one line, read at most once a second.
"""
from __future__ import annotations

import json
import math
import os
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TypeGuard

from engine.files.atomic import write_text_atomic
from engine.files.lock import is_building
from engine.language.translation import _, number
from engine.puzzles.viewer import duration

SUFFIX = ".build.json"
READY, BUILDING, STOPPED = "ready", "building", "stopped"
MOST_BYTES = 4096  # a build file is a few hundred bytes: a larger one is not read
LEFT_STEP = 5  # the time left shown, in steps of this many seconds (a line that changes every 5 s, not every frame)


def build_file(path: Path) -> Path:
    """The build file of ``path``: ``<name>.build.json`` beside it."""
    return path.with_name(path.name + SUFFIX)


@dataclass(frozen=True)
class Build:
    """One build file read: the file built, its words, how far, when, and what it is now."""

    file: str
    what: str
    args: tuple[tuple[str, int | str], ...]
    done: int
    total: int
    started: float
    updated: float
    state: str  # READY, BUILDING or STOPPED

    @property
    def percent(self) -> int:
        """The part done, in whole percent (rounded down: 100 only when done)."""
        return 100 * self.done // self.total

    def seconds_left(self, now: float) -> float | None:
        """The time left of a build under way, estimated from its pace so far (None before any is done)."""
        if self.state != BUILDING or self.done <= 0 or self.updated <= self.started:
            return None
        pace = (self.updated - self.started) / self.done
        return max(0.0, pace * (self.total - self.done) - max(0.0, now - self.updated))

    def label(self) -> str:
        """What is built, in the language spoken (its file's name when the words do not fit their fields)."""
        try:
            return _(self.what).format(**dict(self.args))
        except (KeyError, IndexError, ValueError):
            return self.file


class Progress:
    """The build file of a build under way: ``update(done)`` writes how far it is, ``finish()`` that it is done.
    A build file that cannot be written is no error (the build goes on, unseen)."""

    def __init__(self, path: Path, what: str, args: Mapping[str, int | str], total: int,
                 clock: Callable[[], float] = time.time) -> None:
        self.path, self.what, self.args, self.total, self.clock = path, what, dict(args), total, clock
        self.started = clock()
        self.update(0)

    def update(self, done: int) -> None:
        data = {"file": self.path.name, "what": self.what, "args": self.args, "done": min(max(done, 0), self.total),
                "total": self.total, "started": self.started, "updated": self.clock(), "pid": os.getpid()}
        try:
            write_text_atomic(build_file(self.path), json.dumps(data))
        except OSError:
            pass

    def finish(self) -> None:
        self.update(self.total)


def note_ready(path: Path, what: str, args: Mapping[str, int | str], total: int,
               clock: Callable[[], float] = time.time) -> None:
    """Write that ``path`` is ready when it has no build file (a file built before the build files were), unless
    a build of it is under way."""
    if not build_file(path).exists() and not is_building(path):
        Progress(path, what, args, total, clock).finish()


def _read(path: Path, now_building: Callable[[Path], bool]) -> Build | None:
    """The build file ``path``, or None when it cannot be read or is not one (damaged, cut short, of another kind)."""
    try:
        with open(path, "rb") as handle:
            text = handle.read(MOST_BYTES + 1)
        data = json.loads(text) if len(text) <= MOST_BYTES else None
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    file, what, args = data.get("file"), data.get("what"), data.get("args", {})
    done, total, started, updated = (data.get(key) for key in ("done", "total", "started", "updated"))
    if not (isinstance(file, str) and path.name == file + SUFFIX and isinstance(what, str) and isinstance(args, dict)
            and all(isinstance(value, (int, str)) and not isinstance(value, bool) for value in args.values())
            and _is_count(done) and _is_count(total) and 0 <= done <= total and total > 0
            and _is_time(started) and _is_time(updated)):
        return None
    target = path.with_name(file)
    if now_building(target):
        state = BUILDING
    elif target.is_file() and done == total:
        state = READY
    else:
        state = STOPPED
    return Build(file, what, tuple(sorted(args.items())), done, total, float(started), float(updated), state)


def _is_count(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_time(value: object) -> TypeGuard[float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def status(folder: Path, now_building: Callable[[Path], bool] = is_building) -> list[Build]:
    """The builds whose files lie in ``folder``, by the name of the file built: ready, building (its lock held by a
    live builder) or stopped; a damaged build file is left out, a missing folder has none."""
    try:
        names = sorted(name for name in os.listdir(folder) if name.endswith(SUFFIX) and not name.startswith("."))
    except OSError:
        return []
    found = (_read(folder / name, now_building) for name in names)
    return [build for build in found if build is not None]


def seconds_in_words(seconds: float) -> str:
    """A time left, rounded up to ``LEFT_STEP`` seconds: "1 min 05 s", "40 s"."""
    whole = LEFT_STEP * math.ceil(seconds / LEFT_STEP)
    return duration(whole) if whole >= 60 else _("{seconds} s").format(seconds=number(whole))


def building_in_words(build: Build, now: float) -> str:
    """One build under way in words: "the Kalah endgame table of 20 stones: 42%, about 1 min 05 s left"."""
    left = build.seconds_left(now)
    if left is None:
        return _("{what}: {percent}%").format(what=build.label(), percent=build.percent)
    return _("{what}: {percent}%, about {left} left").format(what=build.label(), percent=build.percent,
                                                       left=seconds_in_words(left))


def line(builds: list[Build], now: float) -> str:
    """What a window shows while builds run: "Building in the background: …" (empty when none runs)."""
    under_way = [building_in_words(build, now) for build in builds if build.state == BUILDING]
    return _("Building in the background: {builds}").format(builds="; ".join(under_way)) if under_way else ""


def in_words(builds: list[Build], now: float) -> str:
    """The ``about`` command's lines: the files ready, and the builds under way (empty when there is none)."""
    lines = []
    ready = [build.label() for build in builds if build.state == READY]
    if ready:
        lines.append(_("Ready in the cache: {files}.").format(files=", ".join(ready)))
    lines += [_("Being built: {build}.").format(build=building_in_words(build, now))
              for build in builds if build.state == BUILDING]
    return "\n".join(lines)


def as_json(builds: list[Build], now: float) -> list[dict]:
    """The ``about --json`` list: each build's file, state, done, total, percent and seconds left (None if unknown)."""
    def left(build: Build) -> float | None:
        seconds = build.seconds_left(now)
        return None if seconds is None else round(seconds, 1)

    return [{"file": build.file, "state": build.state, "done": build.done, "total": build.total,
             "percent": build.percent, "seconds_left": left(build)} for build in builds]


class BuildWatch:
    """What a scene shows of the builds under way: ``line()``, one line or "", a function of the build files only
    (whole percents, the time left in steps of ``LEFT_STEP`` s), read again at most once every ``period`` seconds of
    the ``dt`` given to ``update`` (never each frame)."""

    def __init__(self, folder: Callable[[], Path], clock: Callable[[], float] = time.time, period: float = 1.0) -> None:
        self.folder, self.clock, self.period = folder, clock, period
        self.waited = 0.0
        self._line = self._read()

    def _read(self) -> str:
        try:
            folder = self.folder()
        except OSError:
            return ""
        return line(status(folder), self.clock())

    def update(self, dt: float) -> None:
        self.waited += dt
        if self.waited >= self.period:
            self.waited = 0.0
            self._line = self._read()

    def line(self) -> str:
        return self._line
