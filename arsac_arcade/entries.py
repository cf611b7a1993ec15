"""The arcade's own entries handed to the engine (the top of the house: the engine never names the layer above it).

``games`` holds one package per entry, and ``games.compiled_cores`` says which of their compiled cores run here.
Every way the arcade starts calls ``hand_over()`` before its command line runs: ``main.py`` (from the source
folder, installed or not), ``python -m arsac_arcade`` and the ``arsac-arcade`` command (``__main__``), the
standalone app (``packaging/arsac_arcade_app.py``), and the tests (``tests/conftest.py``).  Installed, the
distribution also declares ``games`` among the entry points of the group ``arsac_arcade.entries``
(``pyproject.toml``), which is where a package installed beside the arcade adds its own entries.

Standard library only at import: the engine is imported when ``hand_over()`` runs (installed, after
``use_own_packages()``).
"""
from __future__ import annotations

ENTRIES = "games"  # one package per entry
CORES = "games.compiled_cores"  # compiled_cores() and in_words(cores)


def hand_over() -> None:
    """Hand the registry the package of entries and ``runs_on`` the module of the compiled cores."""
    from engine.entries import registry, runs_on

    registry.add_package(ENTRIES)
    runs_on.use_cores(CORES)
