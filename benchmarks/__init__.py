"""Speed and strength measurements, printed as tables (``python -m benchmarks.<name>``; docs/measurements.md).

Importing the package hands the arcade's entries to the engine's registry, as every way the arcade starts does
(``arsac_arcade/entries.py``), so a benchmark finds them from a source folder that was never installed.
"""
from arsac_arcade.entries import hand_over

hand_over()
