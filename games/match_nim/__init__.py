"""Match Nim (Game 19): piles of matches, the book's binary method, normal and misère play."""
from engine.entries.registry import DUEL, EntrySpec
from engine.language.translation import N_

HELP = N_(
    "Piles of matches lie on the table. Players take turns; a move takes one or more matches from "
    "one pile (up to the whole pile). In the normal game whoever takes the last match wins; in the "
    "misère game whoever takes the last match loses.\n\n"
    "Click a match to take it and every match above it. Or use the keys: Left/Right or 1-6 choose a "
    "pile, Up/Down how many, Enter plays.\n\n"
    "The book's method: write each pile in binary, one column per power of two. If every column "
    "holds an even number of ones, the position is safe for the player who just moved: whatever the "
    "other does, a column turns odd, and it can be made even again. So move to a position with every "
    "column even. In misère play do the same until only single matches would remain; then leave an "
    "odd number of them. Press T for the teaching panel.\n\n"
    "U undo · Y redo · H hint · N new game · S setup · P pause (computer vs computer) · Esc menu"
)

ENTRY = EntrySpec(
    id="match-nim",
    title=N_("Match Nim"),
    kind=DUEL,
    summary=N_("Take matches from one pile at a time; learn the book's binary method that never loses."),
    scene="games.match_nim.scene:MatchNimScene",
    rules="games.match_nim.rules",
    ai="games.match_nim.ai",
    cli="games.match_nim.cli",
    card="games.match_nim.card_view",
    watch="games.match_nim.watch",
    coach="games.match_nim.coach",
    exercises="games.match_nim.exercises",
    help_text=HELP,
)
