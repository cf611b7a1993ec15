"""A short call run on a thread, off the frame loop, its answer kept for the scene to poll (pure).

For reading a file a person named (a record to open) while the window stays alive: the scene
starts ``Background(function, *args)``, polls ``done()`` in ``update`` and then takes
``result()``, which returns the value or raises what the call raised.  The AI worker's process
is kept for the computer's thinking, which goes on undisturbed.  The thread is a daemon and
nothing waits for it: a scene that leaves, or gives up, simply drops the object, and a call
stuck on a dead network drive never keeps the arcade from ending.  Meant for bounded work
(the record reader is linear and reads at most 1 MiB), not for searches: a thread cannot be
stopped.
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from engine.workers import news


class Background:
    """``function(*args)`` on a daemon thread; ``done()`` never blocks, ``wait()`` may."""

    def __init__(self, function: Callable[..., Any], *args: Any) -> None:
        self._finished = threading.Event()
        self._outcome: tuple[bool, Any] = (False, None)
        self._thread = threading.Thread(target=self._run, args=(function, args), daemon=True,
                                        name=f"arsac-background-{getattr(function, '__name__', 'call')}")
        self._thread.start()

    def _run(self, function: Callable[..., Any], args: tuple) -> None:
        try:
            self._outcome = (True, function(*args))
        except Exception as error:  # handed to the scene, which says what went wrong
            self._outcome = (False, error)
        finally:
            self._finished.set()
            news.tell()  # a window asleep between inputs wakes to take the answer

    def done(self) -> bool:
        """True once the call has returned or raised."""
        return self._finished.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block up to ``timeout`` seconds (for ever if None) for the call to end; True if it has."""
        return self._finished.wait(timeout)

    def result(self) -> Any:
        """The call's value; re-raises its exception; ``RuntimeError`` while it still runs."""
        if not self.done():
            raise RuntimeError("the call has not finished")
        ok, value = self._outcome
        if not ok:
            raise value
        return value
