"""Which pygame this Python has: the arcade needs pygame-ce, the maintained edition (``import pygame``).

The original pygame and pygame-ce install the same ``pygame`` folder.  With the original alone the arcade
would run on a release with no wheels for new Pythons; with both installed into one environment, each
overwrote the other's files, and the mixture fails in ways that name neither.  ``problem()`` says which
case this is, in one line that names the fix, before the window opens.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable

from engine.entries.runs_on import installed_version

FIX = "remove both and install pygame-ce: python -m pip uninstall -y pygame pygame-ce && python -m pip install pygame-ce"


def problem(version_of: Callable[[str], str | None] = installed_version,
            import_pygame: Callable[[], object] = lambda: importlib.import_module("pygame")) -> str | None:
    """None when ``import pygame`` gives pygame-ce alone; otherwise one line saying what is wrong and the fix."""
    original, community = version_of("pygame"), version_of("pygame-ce")
    if original is not None and community is not None:
        return f"pygame {original} and pygame-ce {community} are both installed, in one folder; {FIX}"
    try:
        pygame = import_pygame()
    except Exception as error:  # a broken or half-removed install fails with any error at all
        return f"pygame-ce cannot be imported ({type(error).__name__}: {error}); {FIX}"
    if not getattr(pygame, "IS_CE", False):
        found = getattr(getattr(pygame, "version", None), "ver", None) or original or "of unknown version"
        return f"this Python has the original pygame {found}, not pygame-ce, which the arcade needs; {FIX}"
    return None
