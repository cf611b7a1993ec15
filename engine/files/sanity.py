"""Whether one of the arcade's shipped files looks whole for its kind (pure): the cheap check a file not listed
in a manifest (an install without one) must pass before it is loaded.  (The compiled cores have no such check:
a library is loaded only when its manifest vouches for it, ``engine/files/integrity.py``'s ``vouched``.)

Each check reads only the file's own headers and tables and asks that every part they point to lies inside the
file, which is what a file cut short, emptied or overwritten with random bytes fails:

- a font (TrueType, OpenType): its table directory, every table inside the file;
- a catalog (GNU gettext ``.mo``): its magic number, its revision, every string inside the file;
- an icon (PNG): its signature, every chunk whole with its checksum, up to ``IEND``;
- a gzip file (Kalah's book): its magic number and method (its reader checks the rest: gzip's CRC at the end).

A file of another kind passes when it is not empty.
"""
from __future__ import annotations

import struct
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MO_MAGIC = 0x950412DE
SFNT_VERSIONS = (b"\x00\x01\x00\x00", b"true", b"OTTO", b"typ1")


class _Short(Exception):
    """A header or table reaches past the end of the file."""


def _numbers(data: bytes, form: str, at: int) -> tuple[int, ...]:
    """``struct.unpack_from``, raising ``_Short`` past the end of ``data``."""
    if at < 0 or at + struct.calcsize(form) > len(data):
        raise _Short
    return struct.unpack_from(form, data, at)


def _spans_fit(spans: Iterator[tuple[int, int]], size: int) -> bool:
    return all(0 <= offset and offset + length <= size for offset, length in spans)


def font_looks_whole(path: Path) -> bool:
    """A TrueType or OpenType font: its table directory, and every table inside the file."""
    size = path.stat().st_size
    with path.open("rb") as handle:
        head = handle.read(12)
        if len(head) < 12 or head[:4] not in SFNT_VERSIONS:
            return False
        tables = struct.unpack_from(">H", head, 4)[0]
        directory = handle.read(16 * tables)
    if tables == 0 or len(directory) < 16 * tables:
        return False
    return _spans_fit((struct.unpack_from(">II", directory, 16 * index + 8) for index in range(tables)), size)


def catalog_looks_whole(path: Path) -> bool:
    """A GNU gettext catalog: its magic number, a revision gettext reads, and every string inside the file."""
    data = path.read_bytes()
    for order in "<>":
        if len(data) >= 20 and _numbers(data, f"{order}I", 0)[0] == MO_MAGIC:
            revision, count, originals, translations = _numbers(data, f"{order}4I", 4)
            if revision >> 16 not in (0, 1):
                return False
            return _spans_fit(_mo_spans(data, order, count, originals, translations), len(data))
    return False


def _mo_spans(data: bytes, order: str, count: int, originals: int, translations: int) -> Iterator[tuple[int, int]]:
    yield originals, 8 * count
    yield translations, 8 * count
    for table in (originals, translations):
        for index in range(count):
            length, offset = _numbers(data, f"{order}II", table + 8 * index)
            yield offset, length


def png_looks_whole(path: Path) -> bool:
    """A PNG picture: its signature, and every chunk whole with a right checksum, up to ``IEND``."""
    data = path.read_bytes()
    if not data.startswith(PNG_SIGNATURE):
        return False
    at = len(PNG_SIGNATURE)
    while at + 12 <= len(data):
        length, kind = struct.unpack_from(">I4s", data, at)
        end = at + 8 + length
        if end + 4 > len(data) or zlib.crc32(data[at + 4:end]) != struct.unpack_from(">I", data, end)[0]:
            return False
        if kind == b"IEND":
            return True
        at = end + 4
    return False


def gzip_looks_whole(path: Path) -> bool:
    """A gzip file: its magic number and method, and room for its trailer (its reader checks its CRC)."""
    with path.open("rb") as handle:
        head = handle.read(3)
    return head == b"\x1f\x8b\x08" and path.stat().st_size >= 18


CHECKS: dict[str, Callable[[Path], bool]] = {
    ".ttf": font_looks_whole, ".otf": font_looks_whole, ".mo": catalog_looks_whole, ".png": png_looks_whole,
    ".gz": gzip_looks_whole,
}


def looks_whole(path: Path) -> bool:
    """Whether ``path`` passes the check of its kind (by its suffix; a file of another kind: not empty); False
    for a file that cannot be read."""
    try:
        check = CHECKS.get(path.suffix.lower())
        return check(path) if check else path.stat().st_size > 0
    except (OSError, _Short, struct.error, IndexError):
        return False
