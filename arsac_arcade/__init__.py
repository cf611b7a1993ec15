"""Arsac Arcade as an installed package: ``python -m arsac_arcade`` or the ``arsac-arcade`` command.

The repository keeps ``engine/``, ``games/`` and ``assets/`` at its top, and the code imports
them by those short names.  Installed, they live inside this package
(``site-packages/arsac_arcade/engine`` …; see ``setup.py``), so no other distribution's files
can overwrite them or be removed with them.  ``use_own_packages()`` puts the folder that
holds them first on ``sys.path``, so the short names resolve to these copies in this process.
"""
from __future__ import annotations

import importlib.util
import os
import sys


def home() -> str:
    """The folder that holds this installation's ``engine`` package (the repository, when editable)."""
    spec = importlib.util.find_spec(f"{__name__}.engine")
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("arsac_arcade is installed without its engine package")
    return os.path.dirname(os.path.abspath(list(spec.submodule_search_locations)[0]))


def use_own_packages() -> None:
    """Make ``import engine`` and ``import games`` find this installation's own packages first."""
    folder = home()
    if sys.path[:1] != [folder]:
        sys.path.insert(0, folder)
    for name in ("engine", "games"):
        loaded = sys.modules.get(name)
        if loaded is not None and os.path.dirname(os.path.dirname(os.path.abspath(loaded.__file__ or ""))) != folder:
            raise ImportError(f"another package named {name!r} was imported before Arsac Arcade's own")
