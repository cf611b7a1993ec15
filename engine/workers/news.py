"""News from work done off the frame loop (pure): a worker with an answer wakes whoever listens.

The window sleeps while nothing on screen moves (``engine.desktop.app``); a computer's move, a coach's value or a
file read on a thread must then wake it, at once and without the window polling.  Whatever finishes work off the
frame loop calls ``tell()`` (from any thread); the app listens (``listen``) with a call that posts a wake-up event
to its event queue, and forgets it when it closes.  Without a listener, ``tell`` does nothing: the command line,
the tests and the benchmarks poll as before.
"""
from __future__ import annotations

import threading
from collections.abc import Callable

_listeners: list[Callable[[], None]] = []
_guard = threading.Lock()


def listen(callback: Callable[[], None]) -> None:
    """Call ``callback`` (from whatever thread has news) each time some work off the frame loop ends (once, however
    often it is given)."""
    with _guard:
        if callback not in _listeners:
            _listeners.append(callback)


def forget(callback: Callable[[], None]) -> None:
    """Stop calling ``callback`` (nothing happens if it was not listening)."""
    with _guard:
        if callback in _listeners:
            _listeners.remove(callback)


def tell() -> None:
    """Some work has ended: wake every listener (a listener that fails is skipped: news is only a nudge)."""
    with _guard:
        listeners = list(_listeners)
    for callback in listeners:
        try:
            callback()
        except Exception:  # noqa: BLE001  (a window closing under the call: nobody to wake)
            pass
