"""Puzzle 25: Kirkman's schoolgirls, by the book's proved skeleton and by plain backtracking."""
from engine.entries.registry import PUZZLE, EntrySpec
from engine.language.translation import N_

HELP = N_(
    "Fifteen girls walk out every day in five rows of three; arrange seven days of walks so that no two "
    "girls walk in the same row twice: every pair exactly once. With 9 girls: four days of three rows.\n\n"
    "Both searches fill the days in order, row by row, taking the girls in increasing order (the first "
    "girl of a row is the smallest not yet out that day), so no schedule is found twice under other "
    "names. A girl fits if she is not out yet that day and has never walked with the others of her row: "
    "the pairs table (right) shows each pair in the colour of its day.\n\n"
    "The book's way: the first walk is free (abc / def / ghi \u2026). For 9 girls the columns of that "
    "table give the second walk (adg / beh / cfi) and the diagonals the others. For 15 the book fixes "
    "the second walk adg / bej / cfm / hkn / ilo, then proves a property first: the first seven girls "
    "a\u2013g make 21 pairs, 6 used on day 1 and 5 on day 2; seven girls in five rows always share at "
    "least two pairs, so each later day holds exactly two: every row has one or two of a\u2013g. This "
    "skeleton (red when it refuses a row) cuts the search by about four. Proving first defeats "
    "complexity. Compare the node counts with plain backtracking.\n\n"
    "Space play/pause \u00b7 \u2192 one step \u00b7 N next schedule \u00b7 E to the end \u00b7 R restart "
    "\u00b7 +/\u2212 speed \u00b7 [ ] browse \u00b7 L back to the search \u00b7 Esc menu"
)

ENTRY = EntrySpec(
    id="schoolgirls",
    title=N_("Kirkman's schoolgirls"),
    kind=PUZZLE,
    summary=N_("Fifteen girls, seven walks, every pair once: proving a property first cuts the search."),
    scene="games.schoolgirls.scene:SchoolgirlsScene",
    solver="games.schoolgirls.solver",
    cli="games.schoolgirls.cli",
    card="games.schoolgirls.card_view",
    help_text=HELP,
)
