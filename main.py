#!/usr/bin/env python3
"""Arsac Arcade: run this file (or double-click it) to open the arcade; see --help for commands.

Works from any current directory.  When the Python that runs it lacks pygame (a double-click
uses the system's Python) and the README's install made ``.venv`` beside this file, it
hands over to that environment's Python.
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(HERE, ".venv")
VENV_PYTHON = os.path.join(VENV, "Scripts" if os.name == "nt" else "bin", "python.exe" if os.name == "nt" else "python")


def _ensure_pygame() -> None:
    if importlib.util.find_spec("pygame") is not None:
        return
    if os.path.exists(VENV_PYTHON) and os.path.abspath(sys.prefix) != os.path.abspath(VENV):
        os.execv(VENV_PYTHON, [VENV_PYTHON, os.path.abspath(__file__), *sys.argv[1:]])
    print("arsac-arcade: pygame-ce (the maintained pygame) is not installed for this Python. "
          "Install the arcade first (see README.md):\n"
          "  python3 -m venv .venv && .venv/bin/python -m pip install -e .", file=sys.stderr)
    sys.exit(1)


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, HERE)
    _ensure_pygame()
    from arsac_arcade.entries import hand_over
    from engine.commands.cli import run

    hand_over()
    sys.exit(run())
