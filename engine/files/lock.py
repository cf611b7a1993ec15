"""One lock per folder of the user's files (pure), so that two arcades open at once never overwrite each other;
and one lock per long build of a cached file (``build_lock``: engine/files/builds.py), so that it never runs twice.

Every change to a kept file (records, saved games, settings, memory) reads the file, merges the change
and replaces it while holding the folder's lock: ``fcntl.flock`` on Linux and macOS, ``msvcrt.locking``
on Windows, on the empty file ``.arsac-arcade.lock`` in that folder (it stays there; it holds no data).
The system drops a lock when its process ends, a killed one included, so a crash never leaves the
folder locked.  Inside the lock, the temporary files that a killed writer of the same file left behind
are removed (every writer of these files holds the lock, so none of them is still being written).
"""
from __future__ import annotations

import errno
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from engine.files.atomic import remove_leftovers

LOCK_NAME = ".arsac-arcade.lock"

if sys.platform == "win32":  # Windows
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        while True:
            try:
                msvcrt.locking(fd, msvcrt.LK_LOCK, 1)  # retries for 10 s, then raises EDEADLOCK: wait on
                return
            except OSError as error:
                if error.errno != errno.EDEADLOCK:  # a drive without locks: said, not waited on for ever
                    raise

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX)

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the lock of ``path``'s folder for the ``with`` block (waiting while another process holds it),
    with ``path``'s leftover temporary files removed; the folder is made if needed.  Not reentrant: a
    block never takes the same folder's lock again."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(folder / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o666)
    except PermissionError:  # a lock file another user made (a run as root): a read-only handle locks too
        fd = os.open(folder / LOCK_NAME, os.O_RDONLY)
    try:
        _lock(fd)
        try:
            remove_leftovers(path)
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


def tidy(path: Path) -> None:
    """Remove what a writer of ``path`` killed mid-write left beside it (at start, for files written rarely);
    a folder that cannot be locked is left as it is."""
    try:
        with locked(path):
            pass
    except OSError:
        pass


def build_lock_path(path: Path) -> Path:
    """The empty file whose lock a build of ``path`` holds: ``.<name>.lock`` beside it (it stays; it holds no data)."""
    return path.with_name(f".{path.name}.lock")


@contextmanager
def build_lock(path: Path, wait: bool = True) -> Iterator[bool]:
    """Hold the lock of a build of ``path`` for the ``with`` block: True when held (waiting while another process or
    thread holds it), False at once with ``wait`` False when another holds it.  Held, ``path``'s leftover temporary
    files are removed (a builder killed mid-write left them).  A folder or a drive where no lock can be made gives
    True unlocked: the build goes on as it would without locks."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(build_lock_path(path), os.O_RDWR | os.O_CREAT, 0o666)
    except OSError:
        yield True
        return
    try:
        held: bool | None = False
        try:
            if _try_lock(fd):
                held = True
            elif wait:
                _lock(fd)
                held = True
        except OSError:
            held = None  # a drive without locks
        if held is False:
            yield False
            return
        try:
            if held:
                remove_leftovers(path)
            yield True
        finally:
            if held:
                _unlock(fd)
    finally:
        os.close(fd)


def is_building(path: Path) -> bool:
    """Does a process (this one included) hold the lock of a build of ``path`` now?  False when there is no lock
    file, or it cannot be opened or locked."""
    try:
        fd = os.open(build_lock_path(path), os.O_RDWR if sys.platform == "win32" else os.O_RDONLY)
    except OSError:
        return False
    try:
        if not _try_lock(fd):
            return True
        _unlock(fd)
        return False
    except OSError:
        return False
    finally:
        os.close(fd)
