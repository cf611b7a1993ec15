"""Puzzle 26: pentomino rectangles, by the book's first-empty-cell tables and by Knuth's Algorithm X."""
from engine.entries.registry import PUZZLE, EntrySpec
from engine.language.translation import N_

HELP = N_(
    "Cover a rectangle with the twelve pentominoes F I L N P T U V W X Y Z, each used once, turned and "
    "flipped freely (63 orientations in all): 3 x 20, 4 x 15, 5 x 12, 6 x 10, or the 8 x 8 square "
    "without its central 2 x 2.\n\n"
    "The book's method fills the board column by column along its shorter side, always covering the "
    "first empty cell (leftmost, then topmost, the white frame). Only the pattern of free cells in that "
    "column matters at first: for each of the 2^h \u2212 1 patterns a constant table lists the orientations "
    "that can cover the cell. A piece that leaves an island of empty cells whose area is not a multiple "
    "of 5 is taken back at once (red).\n\n"
    "Knuth's Algorithm X sees the same puzzle as an exact cover: every piece and every "
    "cell must be covered exactly once; it always branches on the piece or cell with fewest ways left. "
    "Compare the pieces placed (nodes) of the two methods.\n\n"
    "The tray shows the pieces not yet on the board. Hide images lists only the first tiling of each "
    "family of rotated and mirrored ones; Drawing off runs the search without showing it, to time it.\n\n"
    "Space play/pause \u00b7 \u2192 one step \u00b7 N next tiling \u00b7 E to the end \u00b7 R restart "
    "\u00b7 +/\u2212 speed \u00b7 [ ] browse tilings \u00b7 L back to the search \u00b7 Esc menu"
)

ENTRY = EntrySpec(
    id="pentominoes",
    title=N_("Pentominoes"),
    kind=PUZZLE,
    summary=N_("Twelve pentominoes fill a rectangle: the book's tables against Knuth's Algorithm X."),
    scene="games.pentominoes.scene:PentominoesScene",
    solver="games.pentominoes.solver",
    cli="games.pentominoes.cli",
    card="games.pentominoes.card_view",
    help_text=HELP,
)
