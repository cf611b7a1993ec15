"""The arcade's own files, checked before they are loaded (pure): manifests of their sizes and SHA-256.

Two folders hold a ``manifest.json``: ``assets/`` (the files the arcade ships: fonts, catalogs, Kalah's book,
the icon; written by ``python packaging/assets_manifest.py`` and committed, ``tests/test_manifest.py`` fails
when a file changes without it) and ``games/shared/compiled/`` (the compiled cores, written by their build,
``packaging/cores.py``, at each install).  Both are written atomically.

``usable(folder, name)`` is the gate of the shipped files: a file listed in its folder's manifest is loaded only
when its size and hash agree; a file not listed (no manifest, an older install) only when it passes the cheap
check of its kind (``engine/files/sanity.py``).  ``vouched(folder, name)`` is the stricter gate of the compiled
cores, which the dynamic loader would run: a library is loaded only when its folder's manifest is whole and
lists it intact; without a manifest, or with one that cannot be read or leaves a library out, the manifest
itself is refused and no core it does not vouch for is loaded.  Each file is hashed once a process, when it is
about to be loaded.  A file refused is remembered, and ``untold()`` hands each one over once, for the command
line or the window to say.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine.files.atomic import write_text_atomic
from engine.files.sanity import looks_whole

MANIFEST = "manifest.json"
INTACT, DAMAGED, MISSING, UNLISTED = "intact", "damaged", "missing", "unlisted"
_CHUNK = 1 << 20


@dataclass(frozen=True)
class Record:
    """What a manifest says of a file: its size in bytes and its SHA-256 (hex)."""

    size: int
    sha256: str


def record_of(path: Path) -> Record:
    """``path``'s size and SHA-256, read in chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(_CHUNK):
            digest.update(chunk)
    return Record(path.stat().st_size, digest.hexdigest())


def manifest_text(folder: Path, names: list[str]) -> str:
    """The manifest of the files ``names`` (paths relative to ``folder``, with ``/``), as JSON text."""
    records = {name: record_of(folder / name) for name in sorted(names)}
    files = {name: {"size": record.size, "sha256": record.sha256} for name, record in records.items()}
    return json.dumps({"files": files}, indent=1) + "\n"


def write_manifest(folder: Path, names: list[str]) -> Path:
    """Write ``folder``'s manifest of ``names`` atomically; its path."""
    path = folder / MANIFEST
    write_text_atomic(path, manifest_text(folder, names))
    return path


@cache
def manifest(folder: Path) -> dict[str, Record] | None:
    """``folder``'s manifest, read once: each name's record; None when there is none or it cannot be read."""
    try:
        files = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))["files"]
        return {str(name): Record(int(value["size"]), str(value["sha256"])) for name, value in files.items()}
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


@cache
def state(folder: Path, name: str) -> str:
    """``INTACT``, ``DAMAGED`` or ``MISSING`` for a file ``folder``'s manifest lists (hashed once a process, and
    only when its size agrees), ``UNLISTED`` for one it does not list (or with no manifest)."""
    listed = (manifest(folder) or {}).get(name)
    path = folder / name
    if listed is None:
        return UNLISTED
    try:
        if path.stat().st_size != listed.size:
            return DAMAGED
        return INTACT if record_of(path) == listed else DAMAGED
    except FileNotFoundError:
        return MISSING
    except OSError:
        return DAMAGED


_refused: dict[Path, str] = {}  # each file refused in this process, with its state, in order
_told: set[Path] = set()


def refuse(path: Path, why: str = DAMAGED) -> None:
    """Remember that ``path`` was not loaded (``why``: ``DAMAGED`` or ``MISSING``), for ``untold()``."""
    _refused.setdefault(path, why)


def verdict(folder: Path, name: str) -> str:
    """What the gate makes of ``folder / name``: ``INTACT``, ``DAMAGED`` or ``MISSING`` for a listed file; for an
    unlisted one ``UNLISTED`` when it is absent, else ``INTACT`` or ``DAMAGED`` by the check of its kind."""
    found = state(folder, name)
    if found != UNLISTED or not (folder / name).is_file():
        return found
    return INTACT if _looks_whole(folder / name) else DAMAGED


@cache
def _looks_whole(path: Path) -> bool:
    return looks_whole(path)


def usable(folder: Path, name: str) -> bool:
    """Whether ``folder / name`` may be loaded (see the module's docstring); a file refused is remembered."""
    found = verdict(folder, name)
    if found in (DAMAGED, MISSING):
        refuse(folder / name, found)
    return found == INTACT


def manifest_state(folder: Path, names: list[str]) -> str:
    """``INTACT`` when ``folder``'s manifest is whole and lists each of ``names`` (the files present that it must
    vouch for), ``MISSING`` when there is none, ``DAMAGED`` when it cannot be read or leaves one out."""
    listed = manifest(folder)
    if listed is None:
        return DAMAGED if (folder / MANIFEST).exists() else MISSING
    return INTACT if set(names) <= set(listed) else DAMAGED


def vouched(folder: Path, name: str) -> bool:
    """Whether ``folder / name`` may be loaded from a folder whose manifest must vouch for every file (the compiled
    cores): only when the manifest is whole and lists it intact.  A file absent and not listed is simply not
    there (no refusal); one refused is remembered: the manifest when it is missing, damaged or leaves the file
    out, else the file."""
    present = (folder / name).is_file()
    found = manifest_state(folder, [name] if present else [])
    if found != INTACT:
        if present or found == DAMAGED:
            refuse(folder / MANIFEST, found)
        return False
    return usable(folder, name) if name in (manifest(folder) or {}) else False


def untold() -> list[tuple[Path, str]]:
    """The files refused since the last call, each with its state (``DAMAGED`` or ``MISSING``)."""
    news = [(path, why) for path, why in _refused.items() if path not in _told]
    _told.update(path for path, _ in news)
    return news


def forget() -> None:
    """Forget every hash, manifest and refusal (a test that damages files in turn)."""
    manifest.cache_clear()
    state.cache_clear()
    _looks_whole.cache_clear()
    _refused.clear()
    _told.clear()
