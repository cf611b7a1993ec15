"""The registry of entries (pure): every entry's package declares ``ENTRY``, an ``EntrySpec``.

The engine never names the packages of entries (they are the layer above it); they come from two places:

- the application at the top hands over its own package of entries, ``add_package("games")``
  (``arsac_arcade/entries.py``, called by every way the arcade starts, and by the tests' conftest); and
- the entry points of Python packaging in the group ``arsac_arcade.entries`` (``importlib.metadata``): the
  arcade's own distribution declares ``games`` there, and a package installed beside it adds its entries the
  same way, e.g. ``[project.entry-points."arsac_arcade.entries"] my-game = "my_game"``.

Either names a module: an entry's package (its ``ENTRY``), the ``EntrySpec`` itself (``"my_game:ENTRY"``), or a
package of entries (``games``: each of its sub-packages that declares ``ENTRY``).  One that cannot be loaded,
declares no entry or repeats an id is left out with a sentence, ``untold()``, which the command line and the
menu say; the rest are kept.  The menu, the command line and the tests all read the registry, so adding an
entry touches no engine file.  Scenes and modules are named by dotted paths and imported lazily, so reading
the registry never imports pygame.
"""
from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache, partial
from importlib import metadata
from types import ModuleType
from typing import Any

from engine.language.translation import N_, _, collation_key

GROUP = "arsac_arcade.entries"  # the entry points of Python packaging that add entries
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
    exercises: str | None = None               # its exercises from perfect play (engine.contracts.ExercisePart)

    def __post_init__(self) -> None:
        if self.kind not in (DUEL, PUZZLE):
            raise ValueError(f"entry {self.id!r}: kind must be {DUEL!r} or {PUZZLE!r}")

    def module(self, part: str) -> ModuleType | None:
        """Import and return one of the entry's modules (``rules``, ``ai``, ``solver``, ``cli``, ``card``, ``watch``,
        ``coach``, ``exercises``)."""
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


_handed: list[str] = []  # the packages of entries the application handed over, in order
LEFT_OUT = N_("{source} is left out of the arcade: {why}")
NO_ENTRY = N_("it declares no entry")
TAKEN_ID = N_("the id {id} is another entry's")
_problems: list[tuple[str, str, str]] = []  # each source left out, not said yet: (source, why, the id or the error)


def add_package(name: str) -> None:
    """Hand the registry a package of entries by its module name (the application at the top does, with its own
    ``games``): its entries come first, before those of the entry points."""
    if name not in _handed:
        _handed.append(name)
        _discover.cache_clear()


def _sources() -> Iterator[tuple[str, Callable[[], Any]]]:
    """Each place entries come from, with what loads it: the packages handed over, then the entry points."""
    for name in _handed:
        yield name, partial(importlib.import_module, name)
    for point in metadata.entry_points(group=GROUP):
        yield f"{point.name} = {point.value}", point.load


def _declared(source: str, load: Callable[[], Any]) -> tuple[Any, EntrySpec | None] | None:
    """What ``load`` gives and the entry it declares (itself, or its ``ENTRY``); None, the reason kept, when it
    fails."""
    try:
        found = load()
    except Exception as error:  # noqa: BLE001 - another package's import may raise anything: it is left out
        _problems.append((source, "", f"{type(error).__name__}: {error}"))
        return None
    spec = found if isinstance(found, EntrySpec) else getattr(found, "ENTRY", None)
    return found, spec if isinstance(spec, EntrySpec) else None


def _specs_from(source: str, load: Callable[[], Any]) -> list[EntrySpec]:
    """The entries of one source: an ``EntrySpec``, a package's ``ENTRY``, or those of the sub-packages of a package
    of entries (each on its own: one that fails to import is left out, the others kept)."""
    declared = _declared(source, load)
    if declared is None:
        return []
    found, spec = declared
    if spec is not None:
        return [spec]
    inside = (info.name for info in pkgutil.iter_modules(getattr(found, "__path__", []), f"{getattr(found, '__name__', '')}.")
              if info.ispkg)
    specs = [spec for name in sorted(inside)
             if (each := _declared(name, partial(importlib.import_module, name))) and (spec := each[1])]
    if not specs:
        _problems.append((source, NO_ENTRY, ""))
    return specs


@lru_cache(maxsize=1)
def _discover() -> tuple[EntrySpec, ...]:
    found: dict[str, EntrySpec] = {}
    for source, load in _sources():
        for spec in _specs_from(source, load):
            if found.setdefault(spec.id, spec) is not spec:
                _problems.append((source, TAKEN_ID, spec.id))
    return tuple(found.values())


def refresh() -> None:
    """Look for the entries again when next asked (a package installed since; a test's entry points)."""
    _discover.cache_clear()


def untold() -> list[str]:
    """A sentence, in the language spoken, for each source of entries left out since the last call (the source
    as it was handed over or declared, and why: the error its import raised, no entry, an id taken)."""
    said = [_(LEFT_OUT).format(source=source, why=_(why).format(id=detail) if why else detail)
            for source, why, detail in _problems]
    _problems.clear()
    return said


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
