"""Row Nim (Game 20, Northcott's game): checkers slide along rows, forwards or back; Nim on the gaps."""
from engine.entries.registry import DUEL, EntrySpec
from engine.language.translation import N_

SIDE_NAMES = (N_("White"), N_("Black"))

HELP = N_(
    "Each row of the board holds one white checker (player 1) and one black checker (player 2), white "
    "on the left. A move slides one of your own checkers along its row, any number of squares, forwards "
    "(towards the other checker) or backwards (towards your edge), without jumping over or landing on "
    "the other checker. Whoever cannot move loses: all their checkers pinned between the edge and the "
    "other side.\n\n"
    "Click a checker of yours, then a highlighted square (or drag it there). Keys: Up/Down choose a row "
    "(or 1-9, 0 for row 10), Left/Right choose the square, Enter moves. G shows or hides the gaps, "
    "T the teaching panel.\n\n"
    "The method: the empty squares between the checkers of a row, its gap, are a Nim pile. Advancing "
    "takes from the pile, retreating adds to it. Leave every binary column of the gaps even (nim-sum 0). "
    "If the other side retreats, advance as far in that row: the position is restored and they are "
    "pushed towards their edge, so the game ends. Between two players, a draw is offered after a long game.\n\n"
    "U undo · Y redo · H hint · N new game · S setup · P pause (computer vs computer) · Esc menu"
)

ENTRY = EntrySpec(
    id="row-nim",
    title=N_("Row Nim"),
    kind=DUEL,
    summary=N_("Slide your checkers along the rows, forwards or back; the gaps are Nim piles in disguise."),
    scene="games.row_nim.scene:RowNimScene",
    rules="games.row_nim.rules",
    ai="games.row_nim.ai",
    cli="games.row_nim.cli",
    card="games.row_nim.card_view",
    watch="games.row_nim.watch",
    coach="games.row_nim.coach",
    exercises="games.row_nim.exercises",
    help_text=HELP,
    side_names=SIDE_NAMES,
    may_not_end=True,  # retreats let a game go on for ever (random play practically never ends)
)
