"""Puzzle 21: the fewest queens that cover the board, by the book's method and the general one."""
from engine.entries.registry import PUZZLE, EntrySpec
from engine.language.translation import N_

HELP = N_(
    "Place as few queens as possible so that every square is occupied or attacked. A queen controls "
    "at most 28 squares of the 8 x 8 board, so at least 3 are needed; the search tries k = 3, 4, 5, \u2026 "
    "queens in turn until covers exist, then finds every cover with that many.\n\n"
    "The book's method: the next queen goes on the first square not yet covered (rows from the top, "
    "columns from the left), then, when the search comes back, on the next uncovered one. A queen "
    "never stands on an attacked square, so no two queens attack each other: it finds the "
    "independent covers (728 sets of 5 on 8 x 8).\n\n"
    "The general method: some queen must cover the first uncovered square (the red frame), so the "
    "next queen goes on any square that covers it. Queens may attack one another: it finds every "
    "minimum cover (4,860 sets of 5 on 8 x 8). Both minima are 5 on 8 x 8; the counts differ because "
    "most minimum covers hold two queens that attack each other. Choose the method \u201cBoth\u201d to watch "
    "the two searches side by side.\n\n"
    "Blue squares are covered. Space play/pause \u00b7 \u2192 one step \u00b7 N next cover \u00b7 E to the end "
    "\u00b7 R restart \u00b7 +/\u2212 speed \u00b7 [ ] browse covers \u00b7 L back to the search \u00b7 Esc menu"
)

ENTRY = EntrySpec(
    id="queen-cover",
    title=N_("Covering queens"),
    kind=PUZZLE,
    summary=N_("The fewest queens that guard every square: the book's method against the general one."),
    scene="games.queen_cover.scene:QueenCoverScene",
    solver="games.queen_cover.solver",
    cli="games.queen_cover.cli",
    card="games.queen_cover.card_view",
    help_text=HELP,
)
