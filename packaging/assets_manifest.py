#!/usr/bin/env python3
"""Write ``assets/manifest.json``: the size and SHA-256 of every file the arcade ships (fonts, catalogs, Kalah's
book, the icon), which it checks each file against before loading it (engine/files/integrity.py).

    python packaging/assets_manifest.py

It is committed with the files; ``packaging/catalogs.py`` runs it after compiling the catalogs, and
``tests/test_manifest.py`` fails when a shipped file changes without it (after a new book or icon: run it).
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from engine.files.integrity import write_manifest  # noqa: E402
from engine.files.own_files import shipped_names  # noqa: E402

ASSETS = ROOT / "assets"


def main() -> int:
    names = shipped_names(ASSETS)
    print(f"{write_manifest(ASSETS, names).relative_to(ROOT)}: {len(names)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
