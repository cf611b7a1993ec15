"""The AI worker: computes a computer's move in a separate process, off the frame loop.

One long-lived child process waits for jobs (a module path, a function name and its
arguments) and sends back the result.  The scene starts a job and polls it every
frame, so the window never freezes.  ``cancel()`` ends a running job at once by ending
the process (a fresh one starts with the next job); ``close()`` leaves no process behind.
"""
from __future__ import annotations

import importlib
import multiprocessing
import sys
from dataclasses import dataclass
from typing import Any

_IDLE, _RUNNING, _DONE = "idle", "running", "done"


@dataclass(frozen=True)
class Job:
    """One call to run in the worker: ``module.function(*args)``."""

    module: str
    function: str
    args: tuple = ()

    def run(self) -> Any:
        return getattr(importlib.import_module(self.module), self.function)(*self.args)


def _serve(connection) -> None:
    """The child's loop: run jobs until told to stop (``None``) or the pipe closes."""
    while True:
        try:
            job = connection.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        try:
            connection.send((True, job.run()))
        except Exception as error:  # reported to the parent, which decides what to show
            connection.send((False, f"{type(error).__name__}: {error}"))


def _context():
    # fork is quick on Linux and the child never touches the window; elsewhere spawn is the safe choice
    return multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")


class WorkerError(RuntimeError):
    """The job raised in the worker; the message is its error."""


class AIWorker:
    """Runs one job at a time in a child process; poll ``done()`` then read ``result()``."""

    def __init__(self) -> None:
        self._process = None
        self._connection = None
        self._state = _IDLE
        self._reply: tuple[bool, Any] | None = None

    def _ensure_process(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        parent_end, child_end = _context().Pipe()
        process = _context().Process(target=_serve, args=(child_end,), daemon=True, name="arsac-ai")
        process.start()
        child_end.close()
        self._process, self._connection = process, parent_end

    def start(self, job: Job) -> None:
        """Begin ``job``, cancelling whatever was running."""
        if self._state == _RUNNING:
            self.cancel()
        self._ensure_process()
        self._connection.send(job)
        self._state, self._reply = _RUNNING, None

    @property
    def busy(self) -> bool:
        return self._state == _RUNNING

    def done(self) -> bool:
        """True once the running job's answer has arrived (never blocks)."""
        if self._state == _RUNNING:
            try:
                if self._connection.poll():
                    self._reply = self._connection.recv()
                    self._state = _DONE
            except (EOFError, OSError):
                self._reply = (False, "the computer player stopped unexpectedly")
                self._state = _DONE
                self._stop_process()
        return self._state == _DONE

    def result(self) -> Any:
        """The finished job's result (raises ``WorkerError`` if the job failed)."""
        if not self.done():
            raise RuntimeError("no finished job")
        ok, value = self._reply
        self._state, self._reply = _IDLE, None
        if not ok:
            raise WorkerError(value)
        return value

    def cancel(self) -> None:
        """Drop the running job at once (its process ends; the next job starts a new one)."""
        if self._state == _RUNNING:
            self._stop_process()
        self._state, self._reply = _IDLE, None

    def close(self) -> None:
        """End the worker process: nothing is left running."""
        self.cancel()
        if self._process is not None and self._process.is_alive():
            try:
                self._connection.send(None)
            except OSError:
                pass
            self._process.join(timeout=0.5)
        self._stop_process()

    def _stop_process(self) -> None:
        if self._process is not None:
            if self._process.is_alive():
                self._process.terminate()
            self._process.join(timeout=1.0)
            if self._process.is_alive():
                self._process.kill()
                self._process.join()
        if self._connection is not None:
            self._connection.close()
        self._process = self._connection = None


class InlineWorker(AIWorker):
    """The same interface, computed at once in this process (for tests and the headless harness)."""

    def _ensure_process(self) -> None:  # pragma: no cover - never needs a process
        pass

    def start(self, job: Job) -> None:
        try:
            self._reply = (True, job.run())
        except Exception as error:
            self._reply = (False, f"{type(error).__name__}: {error}")
        self._state = _DONE

    def close(self) -> None:
        self._state, self._reply = _IDLE, None
