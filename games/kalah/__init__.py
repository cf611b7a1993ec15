"""Kalah (6 pits, 3 to 6 stones per pit), after the program that illustrated Knuth and Moore's alpha-beta.

The pure layer lives here: ``rules`` (positions, sowing, compound moves), ``record``
(the ``.klh`` game record), ``ai`` (alpha-beta over compound moves) and ``analysis``
(the data behind ``main.py analyse kalah`` and ``main.py replay``).
"""
