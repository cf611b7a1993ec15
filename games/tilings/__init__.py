"""Helpers shared by the three tiling puzzles (pentominoes, Kirkman's schoolgirls, domino chains).

Not an entry of its own (no ``ENTRY``): ``search`` holds the pure helpers of the solvers and
their command lines, ``tiles_view`` the drawing helpers of their scenes.
"""
