"""``python -m arsac_arcade`` and the installed ``arsac-arcade`` command: open the arcade (or run a command)."""
from __future__ import annotations

import os
import sys


def main() -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from arsac_arcade import use_own_packages

    use_own_packages()
    from arsac_arcade.entries import hand_over
    from engine.commands.cli import run

    hand_over()
    return run()


if __name__ == "__main__":
    sys.exit(main())
