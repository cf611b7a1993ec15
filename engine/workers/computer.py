"""The AI worker: computes a computer's move in a separate process, off the frame loop.

One long-lived child process waits for jobs (a module path, a function name and its
arguments) and sends back the result.  The scene starts a job and polls it in its
update, so the window never freezes; a thread waits for each answer and tells the news
(``engine.workers.news``), so a window asleep between inputs wakes as soon as it comes.
``cancel()`` ends a running job at once by ending the process (a fresh one starts with
the next job); ``close()`` leaves no process behind.

Two failures are survived: if the child dies while it thinks (killed, out of memory), a
new child is started and asked the same job again, once; only a second death is reported
as a failure.  If the arcade itself dies, the child notices its parent is gone and ends.
"""
from __future__ import annotations

import importlib
import multiprocessing
import multiprocessing.connection
import os
import sys
import threading
from dataclasses import dataclass
from typing import Any

from engine.workers import news

_IDLE, _RUNNING, _DONE = "idle", "running", "done"
RETRIES = 1  # how many times a job is asked again after its process died
DIED = "the computer player's process stopped unexpectedly"


@dataclass(frozen=True)
class Job:
    """One call to run in the worker: ``module.function(*args, **dict(keywords))``."""

    module: str
    function: str
    args: tuple = ()
    keywords: tuple[tuple[str, Any], ...] = ()

    def run(self) -> Any:
        return getattr(importlib.import_module(self.module), self.function)(*self.args, **dict(self.keywords))


def _end_with_parent() -> None:
    """In the child: end this process as soon as the parent process is gone (even mid-search)."""
    parent = multiprocessing.parent_process()
    if parent is None or parent.sentinel is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="arsac-ai-parent-watch", daemon=True).start()


def _serve(connection, parent_end=None) -> None:
    """The child's loop: run jobs until told to stop (``None``) or the pipe closes."""
    if parent_end is not None:
        parent_end.close()  # a forked child must not hold the parent's end, or it never sees EOF
    _end_with_parent()
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


def _tell_when_answered(connection: Any, process: Any) -> None:
    """On a thread of the parent: wait for the job's answer (or the process's end), then tell the news.  A
    connection closed under the wait (the job cancelled) ends the thread quietly."""
    try:
        multiprocessing.connection.wait([connection, process.sentinel])
    except (OSError, ValueError):
        return
    news.tell()


def _context():
    # fork is quick on Linux and the child never touches the window; elsewhere spawn is the safe choice
    return multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")


class WorkerError(RuntimeError):
    """The job raised in the worker (or its process died twice); the message says why."""


class AIWorker:
    """Runs one job at a time in a child process; poll ``done()`` then read ``result()``."""

    def __init__(self) -> None:
        self._process: Any = None
        self._connection: Any = None
        self._state = _IDLE
        self._reply: tuple[bool, Any] | None = None
        self._job: Job | None = None
        self._retries = 0
        self.restarts = 0  # how many times a dead process was replaced mid-job (for tests and reports)

    @property
    def pid(self) -> int | None:
        """The child process's id, while there is one."""
        return self._process.pid if self._process is not None else None

    def _ensure_process(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        self._stop_process()
        context = _context()
        parent_end, child_end = context.Pipe()
        forked = context.get_start_method() == "fork"
        process = context.Process(target=_serve, args=(child_end, parent_end if forked else None),
                                  daemon=True, name="arsac-ai")
        process.start()
        child_end.close()
        self._process, self._connection = process, parent_end

    def start(self, job: Job) -> None:
        """Begin ``job``, cancelling whatever was running."""
        if self._state == _RUNNING:
            self.cancel()
        self._job, self._retries = job, RETRIES
        self._send(job)

    def _send(self, job: Job) -> None:
        try:
            self._ensure_process()
        except OSError as error:  # no process can be started (out of memory, too many processes)
            self._reply, self._state = (False, f"the computer player could not start: {error}"), _DONE
            return
        self._state, self._reply = _RUNNING, None
        try:
            self._connection.send(job)
        except (OSError, EOFError):  # the process died between the check and the send
            self._died()
            return
        threading.Thread(target=_tell_when_answered, args=(self._connection, self._process), daemon=True,
                         name="arsac-ai-answer").start()

    def _died(self) -> None:
        """The process died while a job was running: ask again once, then report."""
        self._stop_process()
        if self._retries > 0 and self._job is not None:
            self._retries -= 1
            self.restarts += 1
            self._send(self._job)
        else:
            self._reply, self._state = (False, DIED), _DONE

    @property
    def busy(self) -> bool:
        return self._state == _RUNNING

    def done(self) -> bool:
        """True once the running job's answer has arrived (never blocks)."""
        return self.wait(0)

    def wait(self, timeout: float | None = None) -> bool:
        """Wait up to ``timeout`` seconds (for ever if None) for the answer; True once it is in.

        A process that died meanwhile is replaced and asked again (see ``_died``) within the wait."""
        while self._state == _RUNNING:
            try:
                ready = multiprocessing.connection.wait([self._connection, self._process.sentinel], timeout)
                if self._connection in ready:
                    self._reply = self._connection.recv()
                    self._state = _DONE
                elif not ready:
                    break  # the time is up
                else:  # the process ended without answering
                    self._died()
            except (EOFError, OSError):
                self._died()
            if timeout == 0:
                break
        return self._state == _DONE

    def result(self) -> Any:
        """The finished job's result (raises ``WorkerError`` if the job failed)."""
        if not self.done() or self._reply is None:
            raise RuntimeError("no finished job")
        ok, value = self._reply
        self._state, self._reply, self._job = _IDLE, None, None
        if not ok:
            raise WorkerError(value)
        return value

    def cancel(self) -> None:
        """Drop the running job at once (its process ends; the next job starts a new one)."""
        if self._state == _RUNNING:
            self._stop_process()
        self._state, self._reply, self._job = _IDLE, None, None

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

    def start(self, job: Job) -> None:
        try:
            self._reply = (True, job.run())
        except Exception as error:
            self._reply = (False, f"{type(error).__name__}: {error}")
        self._state = _DONE
        news.tell()

    def wait(self, timeout: float | None = None) -> bool:
        return self._state == _DONE

    def close(self) -> None:
        self._state, self._reply = _IDLE, None
