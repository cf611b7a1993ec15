"""What several entries share and no engine part should know about (not an entry: no ``ENTRY``).

An entry imports from here, never from another entry.  As in an entry, modules named ``*_view.py``
draw (pygame) and the others are pure.

- ``nim_binary``: the book's binary columns of Nim piles (Match Nim, Row Nim); ``binary_columns_view``:
  their teaching panel on screen.
- ``queens_text`` and ``queens_board_view``: the chessboard with its queens, as text and drawn (eight
  queens, covering queens).
- ``stoppable_search``: the tiling solvers' early stop, timing and node counts (pentominoes, Kirkman's
  schoolgirls, domino chains); ``tiles_view``: their grid of square cells and tints.
"""
