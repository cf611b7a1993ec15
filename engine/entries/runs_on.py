"""What this install runs on (pure): the arcade's version, Python's, pygame-ce's, and its compiled cores.

The ``about`` command prints it (``about --json``: ``facts()``), ``--version`` and the About screen say it in
words.  Which cores run compiled is the entries' own answer: the application at the top hands over the module
that gives it (``use_cores``, from ``arsac_arcade/entries.py``: ``games.compiled_cores``, whose
``compiled_cores()`` and ``in_words(cores)`` this calls), so the engine names neither the entries nor their
cores; with none handed over there are no cores to tell of.
"""
from __future__ import annotations

import importlib
import platform
import sys
from importlib import metadata
from types import ModuleType
from typing import Any

from engine.language.translation import N_, _

DISTRIBUTION = "arsac-arcade"
NOT_INSTALLED = N_("(not installed: run from the source folder)")
_cores_module: str | None = None  # the module handed over by use_cores


def installed_version(distribution: str) -> str | None:
    """The installed version of ``distribution``, or None (a frozen app may carry no metadata at all)."""
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return None


def version() -> str:
    """The installed version, from the package's metadata (pyproject.toml is the one place it is written)."""
    return installed_version(DISTRIBUTION) or _(NOT_INSTALLED)


def pygame_version() -> str | None:
    """pygame-ce's version: from its metadata, else from the pygame already loaded (the standalone app carries
    no metadata; a headless command never loads pygame), else None."""
    loaded = sys.modules.get("pygame")
    return installed_version("pygame-ce") or getattr(getattr(loaded, "version", None), "ver", None)


def use_cores(module: str) -> None:
    """Name the module that says which compiled cores run here (``compiled_cores()``, ``in_words(cores)``)."""
    global _cores_module
    _cores_module = module


def _cores() -> ModuleType | None:
    return importlib.import_module(_cores_module) if _cores_module else None


def facts() -> dict[str, Any]:
    """``{"version": …, "python": …, "pygame": …, "compiled": {"kalah": …, "searches": …, "pentominoes": …}}``: a
    version not known (run from the source folder, no metadata in the standalone app) is None."""
    cores = _cores()
    return {"version": installed_version(DISTRIBUTION), "python": platform.python_version(), "pygame": pygame_version(),
            "compiled": cores.compiled_cores() if cores else {}}


def cores_in_words(compiled: dict[str, bool]) -> str:
    """Which cores run compiled and which in pure Python (slower), in the language spoken."""
    cores = _cores()
    return str(cores.in_words(compiled)) if cores else ""


def in_words(found: dict[str, Any]) -> str:
    """``facts()`` as lines a person reads (the ``about`` command, the About screen)."""
    return "\n".join((
        _("Arsac Arcade {version}").format(version=found["version"] or _(NOT_INSTALLED)),
        _("Python {python}, pygame-ce {pygame}").format(python=found["python"], pygame=found["pygame"] or _("(unknown)")),
        cores_in_words(found["compiled"]))).rstrip("\n")
