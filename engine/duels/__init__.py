"""The pure mid-end of every duel (imports ``entries`` and ``workers`` only; never pygame).

``basics``: what every duel's rules module shares (outcome, errors, modes, setup).  ``limits`` and
``levels``: how long the computer may think, and its mistakes below level 5.  ``history``: undo and redo.
``match``: a game in progress.  ``controller``: whose turn, the computer's job, hints, pause, the end.
"""
