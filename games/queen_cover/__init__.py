"""Puzzle 21, the fewest queens covering the board: every minimum cover, independent or not.

The pure solver is ``games.queen_cover.solver``.  The entry is not registered yet: it will
declare its ``ENTRY`` once its scene exists.
"""
