"""Atomic file writing (pure): a temporary file in the same folder, flushed, then renamed.

A reader never sees a half-written file, and a crash mid-write leaves the old one intact.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

TEMPORARY_SUFFIX = ".tmp"


def write_text_atomic(path: Path | str, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) in one step, creating its folder if needed."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: Path | str, *parts: bytes) -> None:
    """Replace ``path`` with ``parts`` written one after the other, in one step, creating its folder if needed
    (parts, so that a large body and its header need not be joined in memory first)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=_temporary_prefix(path), suffix=TEMPORARY_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            for part in parts:
                handle.write(part)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, _mode_for(path))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _temporary_prefix(path: Path) -> str:
    return f".{path.name}."


def remove_leftovers(path: Path) -> list[Path]:
    """Remove the temporary files a writer of ``path`` killed mid-write left beside it (call it only while
    no other writer of ``path`` can be at work: engine/files/lock.py); the files removed."""
    prefix = _temporary_prefix(path)
    try:
        names = [name for name in os.listdir(path.parent) if name.startswith(prefix) and name.endswith(TEMPORARY_SUFFIX)]
    except OSError:
        return []
    removed = []
    for name in names:
        leftover = path.parent / name
        try:
            leftover.unlink()
        except OSError:
            continue
        removed.append(leftover)
    return removed


def _mode_for(path: Path) -> int:
    """The old file's permissions, or the usual ones for a new file (a temporary file is private)."""
    try:
        return path.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); a system without folder handles skips it."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)
