"""The standalone app's entry point (frozen by packaging/build_app.py): the same command line as ``main.py``.

``multiprocessing.freeze_support()`` comes first: where the AI worker's child process is
spawned (Windows, macOS), the frozen program is started again as that child, and this call
turns it into the worker instead of a second arcade.
"""
import multiprocessing
import os
import sys


def main() -> int:
    multiprocessing.freeze_support()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from arsac_arcade.entries import hand_over
    from engine.commands.cli import run

    hand_over()
    return run()


if __name__ == "__main__":
    sys.exit(main())
