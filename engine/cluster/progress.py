"""How far a job of many tasks is: done and total, the rate and the time left, written to a stream (standard
error), as a bar redrawn in place where the stream is a terminal, else as a line at most every ``EVERY`` seconds
(and the last one)::

    12/140 done (8%), 0.8 a minute, about 2 h 40 min left

The clock is injected; the texts go through the translations."""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import TextIO

from engine.language.translation import _, number
from engine.puzzles.viewer import duration

EVERY = 10.0  # seconds between two lines where the stream is not a terminal
BAR = 24      # the bar's width in characters


def rate_text(done: int, elapsed: float) -> str:
    """The tasks done a second, or a minute when fewer than one a second ("" before the first)."""
    if done == 0 or elapsed <= 0:
        return ""
    per_second = done / elapsed
    if per_second >= 1:
        return _("{rate} a second").format(rate=number(per_second, 1))
    return _("{rate} a minute").format(rate=number(60 * per_second, 1))


def status(done: int, total: int, fresh: int, elapsed: float) -> str:
    """One line: done and total, the share, and once this run has done a task (``fresh`` of them in ``elapsed``
    seconds; those of a run before it are not counted), the rate and the time left."""
    share = f"{100 * done // total}%" if total else "100%"
    parts = [_("{done}/{total} done ({share})").format(done=number(done), total=number(total), share=share)]
    rate = rate_text(fresh, elapsed)
    if rate:
        parts.append(rate)
        if done < total:
            parts.append(_("about {left} left").format(left=duration(elapsed * (total - done) / fresh)))
    return ", ".join(parts)


def bar(done: int, total: int, width: int = BAR) -> str:
    """``[#####.....]``: the part done of ``width`` characters."""
    filled = width * done // total if total else width
    return "[" + "#" * filled + "." * (width - filled) + "]"


class Progress:
    """The progress of ``total`` tasks on ``stream``: ``advance()`` as each is done, ``note(text)`` for a line of its
    own (the dashboard's address), ``close()`` at the end (the last line)."""

    def __init__(self, total: int, stream: TextIO, clock: Callable[[], float] = time.monotonic,
                 terminal: bool | None = None, done: int = 0) -> None:
        self.total = total
        self.done = done
        self.stream = stream
        self.clock = clock
        self.terminal = stream.isatty() if terminal is None else terminal
        self.started = clock()
        self.first = done          # the tasks done before this run: not counted in the rate
        self.written: float | None = None

    def note(self, text: str) -> None:
        """A line of its own (after the bar, which is drawn again)."""
        self.stream.write(("\r\033[K" if self.terminal else "") + text + "\n")
        self.stream.flush()
        if self.terminal and self.written is not None:
            self._write()

    def grow(self, count: int) -> None:
        """``count`` more tasks to do (a job that learns its tasks as it goes)."""
        self.total += count

    def advance(self, count: int = 1, fresh: bool = True) -> None:
        """``count`` more tasks done (not ``fresh``: done before this run, found done now; not counted in the rate)."""
        self.done += count
        if not fresh:
            self.first += count
        now = self.clock()
        if self.terminal or self.written is None or now - self.written >= EVERY or self.done >= self.total:
            self._write()

    def line(self) -> str:
        """The line as it stands."""
        text = status(self.done, self.total, self.done - self.first, self.clock() - self.started)
        return f"{bar(self.done, self.total)} {text}" if self.terminal else text

    def close(self) -> None:
        """The last line (a terminal's bar ends with its line)."""
        if self.written is None or self.terminal or self.done < self.total:
            self._write()
        if self.terminal:
            self.stream.write("\n")
            self.stream.flush()

    def _write(self) -> None:
        self.written = self.clock()
        self.stream.write(("\r\033[K" if self.terminal else "") + self.line() + ("" if self.terminal else "\n"))
        self.stream.flush()
