"""The registry of entries (pure): every ``games/<package>/__init__.py`` declares ``ENTRY``.

The menu, the command line and the tests all read the registry, so adding an entry
touches no engine file.  Scenes and modules are named by dotted paths and imported
lazily, so reading the registry never imports pygame.
"""
from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType
from typing import Any

from engine.language.translation import N_, _, collation_key

DUEL = "duel"
PUZZLE = "puzzle"
KIND_NAMES = {DUEL: N_("duel"), PUZZLE: N_("puzzle")}  # the kinds as a player reads them (translated where shown)


class UnknownEntryError(LookupError):
    """No registered entry has this id."""


@dataclass(frozen=True)
class EntrySpec:
    """What the arcade knows of one entry.

    ``title``, ``summary``, ``help_text`` and ``side_names`` are English, marked with ``N_`` for the catalogs and
    translated where they are shown (``_(spec.title)``), so a change of language shows at once.
    ``scene`` is ``"module:Class"``; ``rules``/``ai``/``solver``/``cli`` are module paths
    (``None`` where the entry has no such part).  ``hidden`` entries (the template) are
    left out of the menu and the attract mode but exercised by the tests.

    ``card`` (optional) is the module of the entry's picture on its menu card
    (``engine.contracts.CardPicture``): its ``draw(surface, rect, theme)`` draws a real,
    representative position of the entry (from its rules, or a known solution kept as a
    constant: never a search) into ``rect``.  An entry without one gets a text-only card.
    """

    id: str
    title: str
    kind: str
    summary: str
    scene: str
    rules: str | None = None
    ai: str | None = None
    solver: str | None = None
    cli: str | None = None
    card: str | None = None
    help_text: str = ""
    hidden: bool = False
    # optional traits of a duel (declared once here, read by the engine; the rules import them too)
    side_names: tuple[str, str] | None = None  # when the sides differ (the human may then pick one)
    plural_sides: bool = False                 # the side names are plural nouns: "the hens win"
    first_mover: int | None = None             # when the rules fix who begins
    may_not_end: bool = False                  # random play can go on for ever (Row Nim's retreats)
    record_suffix: str | None = None           # the entry's cli replays records with this suffix
    perfect: str | None = None                 # "module:function": is the level Perfect offered for these params?
    perfect_caveat: str | None = None          # "module:function": what to know of Perfect on this install ("": nothing)
    watch: str | None = None                   # a module whose search can be watched (games.shared.watched_search)
    coach: str | None = None                   # a module that values positions for the coach (engine.duels.coach)
    drills: str | None = None                  # its puzzles from perfect play (engine.contracts.PuzzleDrills)

    def __post_init__(self) -> None:
        if self.kind not in (DUEL, PUZZLE):
            raise ValueError(f"entry {self.id!r}: kind must be {DUEL!r} or {PUZZLE!r}")

    def module(self, part: str) -> ModuleType | None:
        """Import and return one of the entry's modules (``rules``, ``ai``, ``solver``, ``cli``, ``card``, ``watch``,
        ``coach``, ``drills``)."""
        path = getattr(self, part)
        return importlib.import_module(path) if path else None

    def part_path(self, name: str) -> str:
        """The module path of a part that the entry's kind requires (``LookupError`` if it is missing)."""
        path = getattr(self, name)
        if not path:
            raise LookupError(f"entry {self.id!r} has no {name} module")
        return path

    def part(self, name: str) -> ModuleType:
        """One of the entry's modules that its kind requires (a duel's rules, a puzzle's solver)."""
        module = self.module(name)
        if module is None:
            raise LookupError(f"entry {self.id!r} has no {name} module")
        return module

    def offers_perfect(self, values: dict) -> bool:
        """Is the level Perfect (``engine.duels.basics.PERFECT``) offered for the game options ``values``?
        (The entry's ``perfect`` function, given the rules' params; never for values the rules refuse.)"""
        if not self.perfect:
            return False
        try:
            params = self.part("rules").make_params(values)
        except ValueError:
            return False
        return bool(_named(self.perfect)(params))

    def perfect_caveat_here(self) -> str:
        """What a player should know before choosing Perfect on this install, translated (the entry's
        ``perfect_caveat``: Kalah's "a turn may take minutes" without its compiled core), or ""."""
        caveat = _named(self.perfect_caveat)() if self.perfect_caveat else ""
        return _(caveat) if caveat else ""  # (gettext translates "" into the catalog's header)

    def card_painter(self) -> Callable[..., None] | None:
        """The entry's card picture, ``draw(surface, rect, theme)``, or None (this imports pygame)."""
        module = self.module("card")
        return getattr(module, "draw", None) if module is not None else None

    def scene_class(self) -> Any:
        """Import and return the entry's scene class (this imports pygame)."""
        return _named(self.scene)


def _named(path: str) -> Any:
    """What a ``"module:name"`` path names (its module imported now)."""
    module_name, _, name = path.partition(":")
    return getattr(importlib.import_module(module_name), name)


@lru_cache(maxsize=1)
def _discover() -> tuple[EntrySpec, ...]:
    import games

    found = []
    for info in sorted(pkgutil.iter_modules(games.__path__), key=lambda i: i.name):
        if info.ispkg:
            spec = getattr(importlib.import_module(f"games.{info.name}"), "ENTRY", None)
            if isinstance(spec, EntrySpec):
                found.append(spec)
    ids = [spec.id for spec in found]
    if len(ids) != len(set(ids)):
        raise RuntimeError(f"two entries share an id: {sorted(ids)}")
    return tuple(found)


def entries(include_hidden: bool = False) -> list[EntrySpec]:
    """Every registered entry, in menu order (duels first, then puzzles, each by its title in the language spoken)."""
    chosen = [s for s in _discover() if include_hidden or not s.hidden]
    return sorted(chosen, key=lambda s: (s.kind != DUEL, collation_key(_(s.title))))


def reader_of(suffix: str) -> EntrySpec | None:
    """The entry whose records end in ``suffix`` (``.klh``), if any."""
    suffix = suffix.lower()
    return next((spec for spec in _discover() if suffix and spec.record_suffix == suffix), None)


def record_suffixes() -> list[str]:
    """Every kind of record some entry reads."""
    return sorted({spec.record_suffix for spec in _discover() if spec.record_suffix})


def get(entry_id: str) -> EntrySpec:
    """The entry with this id (hidden ones included); ``UnknownEntryError`` otherwise."""
    for spec in _discover():
        if spec.id == entry_id:
            return spec
    known = ", ".join(s.id for s in entries())
    raise UnknownEntryError(f"unknown entry {entry_id!r} (known: {known})")
