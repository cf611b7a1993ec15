"""Watch the computer think: a duel's minimax and alpha-beta search drawn as a tree, step by step."""
from engine.entries.registry import PUZZLE, EntrySpec
from engine.language.translation import N_

HELP = N_(
    "The computer chooses its turn by looking ahead a few whole turns (a Kalah turn of several sowings is one) "
    "and valuing the positions it reaches: at the horizon the difference of the kalahs, at the end of a game "
    "the final margin. Minimax: the side to move at the top (MAX, \u25b2) takes the turn of largest value, its "
    "opponent (MIN, \u25bc) the one of smallest value, level by level up to the top.\n\n"
    "Alpha-beta (Knuth and Moore) gives each position a window (\u03b1, \u03b2): \u03b1 is what MAX is already "
    "sure of, \u03b2 what MIN is already sure of. When a MAX position reaches \u03b2, MIN will not let the game "
    "come here (a \u03b2 cut-off); when a MIN position falls to \u03b1, MAX has better elsewhere (an \u03b1 "
    "cut-off): its other turns cannot change the choice and are not searched. Searched best-looking first, "
    "alpha-beta cuts the most: on a uniform tree of b turns, d deep, it then evaluates b^\u2308d/2\u2309 + "
    "b^\u230ad/2\u230b \u2212 1 leaves instead of b^d.\n\n"
    "Each box is a position, with the turn that leads to it and its value once known (\u2265 or \u2264: only a "
    "bound, after a cut-off); a finished branch folds into one box with its count of positions; grey boxes were "
    "cut. Click a box to see its position.\n\n"
    "Space play/pause \u00b7 \u2192 one step \u00b7 E to the end \u00b7 R restart \u00b7 +/\u2212 speed "
    "\u00b7 S setup \u00b7 Esc back"
)

ENTRY = EntrySpec(
    id="alphabeta",
    title=N_("Alpha-beta"),
    kind=PUZZLE,
    summary=N_("Watch the computer think: minimax and Knuth and Moore's alpha-beta search a Kalah position, "
               "cut-off by cut-off."),
    scene="games.alphabeta.scene:AlphaBetaScene",
    solver="games.alphabeta.solver",
    card="games.alphabeta.card_view",
    help_text=HELP,
)
