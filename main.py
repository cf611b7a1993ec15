#!/usr/bin/env python3
"""Arsac Arcade: run this file (or double-click it) to open the arcade; see --help for commands."""
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # works from any current directory

from engine.cli import run  # noqa: E402

if __name__ == "__main__":
    sys.exit(run())
