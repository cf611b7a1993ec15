"""The user's small JSON files (pure): read bounded, parsed safely, a damaged one moved aside.

Shared by the settings (engine/files/settings.py), the records of play (engine/files/records.py) and the
games in progress (engine/files/saved_games.py): a file that cannot be read as a JSON object (too
large, not UTF-8, not JSON, nested too deep) is never thrown away but renamed ``NAME.damaged``
(``.damaged-2``… when that exists).
"""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

from engine.files.lock import locked
from engine.language.translation import _, ngettext

T = TypeVar("T")


def read_head(path: Path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of ``path`` (one more than the limit tells a file too large);
    ``OSError`` as ``open`` raises it, ``FileNotFoundError`` included."""
    with path.open("rb") as handle:
        return handle.read(limit + 1)


def parse_object(raw: bytes, limit: int) -> dict:
    """The JSON object in ``raw``; ``ValueError`` for anything else (over ``limit`` bytes, not UTF-8,
    not JSON, nested too deep, a number too long, not an object)."""
    if len(raw) > limit:
        raise ValueError("too large")
    try:
        data = json.loads(raw.decode("utf-8"))
    except RecursionError as error:  # nested too deep for the parser
        raise ValueError("nested too deep") from error
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    return data


def move_aside(path: Path) -> Path:
    """Rename ``path`` to the first free ``NAME.damaged``, ``NAME.damaged-2``…; the new path (``OSError``)."""
    target = path.with_name(path.name + ".damaged")
    number = 2
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{number}")
        number += 1
    path.replace(target)
    return target


def set_aside(path: Path, save_repaired: Callable[[], None], what: str, unsaved: str) -> tuple[str, bool]:
    """Keep a damaged ``path`` under another name, then save what replaces it: (the notice, can save).

    When the file cannot be moved (a read-only folder) it is left untouched and saving stays off,
    so it is never overwritten; ``what`` begins the notice, ``unsaved`` names what will not be kept."""
    try:
        kept = move_aside(path)
    except OSError as error:
        return what + " " + _("The file could not be set aside ({reason}), so {unsaved} will not be saved.").format(
            reason=error.strerror or error, unsaved=unsaved), False
    try:
        save_repaired()
    except OSError:
        pass  # what is in use stays in memory; the next change tries to save again
    return what + " " + _("The old file is kept as {name}.").format(name=kept.name), True


@dataclass(frozen=True)
class Wording:
    """How the notices name one kind of file: ``what`` ("the records of play"), ``damaged`` (the whole
    file was lost: "they start again empty"), ``partly`` (some parts: "Some records of play were
    damaged"), ``unsaved`` (what will not be kept if the file cannot be replaced: "new results").
    English, marked with ``N_``: translated where a notice says them."""

    what: str
    damaged: str
    partly: str
    unsaved: str


@dataclass(frozen=True)
class Kept(Generic[T]):
    """What ``load_kept`` found: the value, a notice for the screen (or None), whether it can be saved."""

    value: T
    notice: str | None = None
    can_save: bool = True


def load_kept(path: Path, limit: int, from_data: Callable[[dict], tuple[T, list[str]]], empty: T,
              save: Callable[[T, Path], None], words: Wording) -> Kept[T]:
    """Read a file of ``limit`` bytes at most through ``from_data`` (the value and the names of the parts
    it dropped), never raising: a missing file gives ``empty``; an unreadable one ``empty`` and a notice;
    a damaged one is set aside and replaced by what could be kept."""
    try:
        raw = read_head(path, limit)
    except FileNotFoundError:
        return Kept(empty)
    except OSError as error:
        return Kept(empty, _("Could not read {what} ({reason}).").format(what=_(words.what), reason=error.strerror or error),
                    can_save=False)
    try:
        value, bad = from_data(parse_object(raw, limit))
    except ValueError:
        value, bad = empty, []
        message = _(words.damaged)
    else:
        if not bad:
            return Kept(value)
        more = len(bad) - 4
        shown = ", ".join(bad[:4])
        if more > 0:
            shown += ngettext(" and {n} more", " and {n} more", more).format(n=more)
        message = _("{partly} ({shown}); the others are kept.").format(partly=_(words.partly), shown=shown)
    notice, can_save = set_aside(path, lambda: save(value, path), message, _(words.unsaved))
    return Kept(value, notice, can_save)


class KeptFile(Generic[T]):
    """A file's value in use, changed through ``change`` (``path`` None: kept in memory only, as in tests).

    Another arcade may be open on the same folders: each change is read, merged and written under the
    folder's lock (engine/files/lock.py), applied to the file as it is now, so neither window's changes
    overwrite the other's.  A failure to save is said once in ``notice`` and the value goes on in
    memory, never raising."""

    words: Wording

    def __init__(self, value: T, path: Path | None = None, notice: str | None = None, can_save: bool = True) -> None:
        self.value = value
        self.path = path if can_save else None
        self.notice = notice  # the last thing people should know (damage, a failed save)

    def save_file(self, value: T, path: Path) -> None:
        raise NotImplementedError

    def load_file(self, path: Path) -> Kept[T]:
        raise NotImplementedError

    def _read_locked(self, path: Path) -> T:
        """The value in the file now (the lock held); ``OSError`` when it cannot be read, so as not to
        overwrite what could not be read."""
        kept = self.load_file(path)
        if not kept.can_save:
            raise OSError(kept.notice or _("cannot read {what}").format(what=_(self.words.what)))
        if kept.notice:
            self.notice = kept.notice
        return kept.value

    def change(self, how: Callable[[T], T]) -> None:
        """Apply ``how`` to the value as the file holds it now, write the result, and use it from now on."""
        if self.path is None:
            self.value = how(self.value)
            return
        value, applied = self.value, False
        try:
            with locked(self.path):
                value = how(self._read_locked(self.path))
                applied = True
                self.save_file(value, self.path)
        except OSError as error:
            value = value if applied else how(value)
            self.notice = _("Could not save {what} ({reason}); they last until you quit.").format(
                what=_(self.words.what), reason=getattr(error, "strerror", None) or error)
            self.path = None
        self.value = value

    def refresh(self) -> None:
        """Read the file again (another window may have changed it); a failure keeps what is in memory."""
        if self.path is None:
            return
        try:
            with locked(self.path):
                self.value = self._read_locked(self.path)
        except OSError:
            pass


def open_locked(path: Path, load: Callable[[Path], Kept[T]]) -> Kept[T]:
    """``load(path)`` under the folder's lock (leftovers of a killed writer removed first); unlocked when the
    lock cannot be had (a read-only folder), where ``load`` reports what it can."""
    try:
        with locked(path):
            return load(path)
    except OSError:
        return load(path)
