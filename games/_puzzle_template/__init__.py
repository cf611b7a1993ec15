"""The puzzle template: the smallest complete puzzle, hidden from the menu, exercised by the tests.

Copy this folder to start a new puzzle: rename it, give ``ENTRY`` a new id, and replace the
solver (a generator of step events), the picture (their fold), the drawing (``board_view``)
and the menu card's picture (``card_view``: a solution kept as a constant).  Nothing in
``engine/`` needs to change.  (``games/_template`` is the same for a duel.)
"""
from engine.entries.registry import PUZZLE, EntrySpec
from engine.language.translation import N_

ENTRY = EntrySpec(
    id="puzzle-template",
    title=N_("Rooks"),
    kind=PUZZLE,
    summary=N_("n rooks on an n x n board, none attacking another: every way, found one row at a time."),
    scene="games._puzzle_template.scene:RooksScene",
    solver="games._puzzle_template.solver",
    cli="games._puzzle_template.cli",
    card="games._puzzle_template.card_view",
    help_text=N_("Put one rook in each row so that no two share a column. Row by row, the search tries each "
                 "free column, goes on to the next row, and takes the rook back when a row has no free column."),
    hidden=True,
)
