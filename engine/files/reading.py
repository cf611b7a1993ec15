"""Reading a file a person named (pure): a regular file only, and never more than a limit.

A typed path may name a folder, a device that never ends (``/dev/zero``), a pipe that would
block for ever, a file that vanishes or grows while it is read, or a huge file.
``read_limited`` returns the bytes of a regular file of at most ``limit`` bytes; everything
else raises ``OSError`` whose ``strerror`` is a readable reason (``ValueError`` for a path
with a NUL character in it, as ``open`` does).
"""
from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from engine.language.translation import _


def describe_size(size: int) -> str:
    """``1 MiB``, ``64 KiB`` or ``500 bytes``: a limit as people read it."""
    for unit, scale in (("MiB", 1 << 20), ("KiB", 1 << 10)):
        if size >= scale and size % scale == 0:
            return f"{size // scale} {unit}"
    return f"{size} bytes"


def read_limited(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file ``path``, refused (``OSError``) if it holds more than ``limit``."""
    # non-blocking: opening a pipe with no writer returns at once (and is refused below)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, _("it is a folder, not a file"), str(path))
        if not stat.S_ISREG(mode):
            raise OSError(errno.EINVAL, _("it is not a regular file (a device or a pipe?)"), str(path))
        handle = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    with handle:
        data = handle.read(limit + 1)  # one byte more tells a file over the limit
    if len(data) > limit:
        raise OSError(errno.EFBIG, _("the file is larger than {size}").format(size=describe_size(limit)), str(path))
    return data
