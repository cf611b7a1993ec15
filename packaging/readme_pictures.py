"""Take the README's pictures again from the program as it is now (``docs/*.png``, 1280 x 800).

    python packaging/readme_pictures.py

Each picture is a headless run of ``main.py`` (the menu; an entry's attract mode after a few
seconds) in a fresh user folder, so nothing of the person's own settings or records shows.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PICTURES = {  # file in docs/ -> the command line that shows it
    "menu.png": ["--screenshot"],
    "kalah.png": ["demo", "kalah", "--seconds", "8", "--screenshot"],
    "queens.png": ["demo", "queens", "--seconds", "6", "--screenshot"],
}


def main() -> int:
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ARSAC_ARCADE_HOME": home}
        for name, args in PICTURES.items():
            target = ROOT / "docs" / name
            subprocess.run([sys.executable, str(ROOT / "main.py"), *args, str(target)], env=env, check=True)
            print(f"{target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
