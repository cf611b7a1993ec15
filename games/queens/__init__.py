"""Puzzle 20, the eight queens (n queens): the book's recursive and iterative searches.

The pure solver is ``games.queens.solver``; ``games.queens.text`` draws a solution as text.
The entry is not registered yet: it will declare its ``ENTRY`` once its scene exists.
"""
