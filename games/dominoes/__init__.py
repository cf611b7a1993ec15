"""Puzzle 22: lay a whole set of dominoes in one chain, or a ring, by the book's search."""
from engine.entries.registry import PUZZLE, EntrySpec
from engine.language.translation import N_

HELP = N_(
    "Lay every domino of a set in one chain, touching ends showing the same number; or close the chain "
    "into a ring. Sets from double-one to double-six (28 dominoes).\n\n"
    "The book's search: take a domino as the start; then, for the next place, take the dominoes out of "
    "the box one by one and lay the first one that joins the end; go on from there. When nothing in the "
    "box joins (red), take the last domino back and try the next one, exactly as the queens take the "
    "first free square of the next row. The box is a table indexed by the two numbers, so the dominoes "
    "that join an end are read along one row of it.\n\n"
    "Why some sets cannot be chained: inside a chain every number is met by two touching halves, so only "
    "the two ends can show a number an odd number of times. In the double-M set each number shows on "
    "M + 2 halves. Double-three and double-five: every number is odd, no line at all; double-one: a line "
    "but no ring. A chain and its reverse are counted once: double-two has 6 lines and 1 ring, "
    "double-four 63,360 lines and 4,224 rings; the larger sets are not counted.\n\n"
    "Space play/pause \u00b7 \u2192 one step \u00b7 N next chain \u00b7 E to the end \u00b7 R restart "
    "\u00b7 +/\u2212 speed \u00b7 [ ] browse chains \u00b7 L back to the search \u00b7 Esc menu"
)

ENTRY = EntrySpec(
    id="dominoes",
    title=N_("Domino chains"),
    kind=PUZZLE,
    summary=N_("A whole set of dominoes in one line or ring: the book's search, and why some sets fail."),
    scene="games.dominoes.scene:DominoesScene",
    solver="games.dominoes.solver",
    cli="games.dominoes.cli",
    card="games.dominoes.card_view",
    help_text=HELP,
)
