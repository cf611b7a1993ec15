"""What several entries share and no engine part should know about (not an entry: no ``ENTRY``).

``nim_binary``: the book's binary columns of Nim piles (pure; Match Nim and Row Nim);
``binary_columns_view``: their teaching panel on screen (pygame); ``queens_board_view`` and
``queens_text``: the chessboard with its queens, drawn and as text (eight queens, covering queens).  An entry imports from here,
never from another entry.
"""
