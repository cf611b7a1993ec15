"""Puzzle 20: eight queens (and n queens), the book's recursion and automaton, watched step by step."""
from engine.entries.registry import PUZZLE, EntrySpec
from engine.language.translation import N_

HELP = N_(
    "Place n queens so that no two attack each other, and find every way. No two queens share a row, "
    "so queen k stands on row k, and the rows are filled from the top.\n\n"
    "Recursion HR(k): for each column of row k, if the square is free, put the queen there; if k is "
    "the last row, write the solution, otherwise solve HR(k + 1); then take the queen back.\n\n"
    "The automaton does the same without recursion, with four states: General (start row k at its "
    "left end), Search (the first free square right of the queen's column; none: Back), Found (last "
    "row: write the solution; otherwise place the queen and go on with row k + 1), Back (return to "
    "row k \u2212 1 and move its queen further right).\n\n"
    "Whether a square is free is read from three tables (shown under the board): columns in use, sum "
    "diagonals (r + c) and difference diagonals (r \u2212 c). Placing or removing a queen touches "
    "three entries. With Symmetry, the first queen runs over half the first row and each solution "
    "brings its mirror image. The 8 symmetries of the board group the 92 solutions of n = 8 into 12 "
    "distinct ones (\u2605 in the list).\n\n"
    "Space play/pause \u00b7 \u2192 one step \u00b7 N next solution \u00b7 E to the end \u00b7 R restart "
    "\u00b7 +/\u2212 speed \u00b7 [ ] browse solutions \u00b7 L back to the search \u00b7 Esc menu"
)

ENTRY = EntrySpec(
    id="queens",
    title=N_("Eight queens"),
    kind=PUZZLE,
    summary=N_("Eight queens that never attack: watch the book's recursion or automaton find all 92."),
    scene="games.queens.scene:QueensScene",
    solver="games.queens.solver",
    cli="games.queens.cli",
    card="games.queens.card_view",
    help_text=HELP,
)
