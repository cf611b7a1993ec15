"""Kalah (6 pits, 6 stones), after a program written to illustrate Knuth and Moore's alpha-beta search."""
from engine.entries.registry import DUEL, EntrySpec
from engine.language.translation import N_

HELP = N_(
    "Each player owns six pits and a kalah (the store on the right of its row). A move takes all the "
    "stones of one of your pits and sows them one by one, counter-clockwise: your higher pits, your "
    "kalah, the other side's pits, and round again (the other side's kalah is skipped).\n\n"
    "Last stone in your kalah: you move again (a turn of several pits is written 1 2). Last stone in "
    "one of your empty pits, with stones in the pit facing it: that stone and the facing pit's stones "
    "go to your kalah (with the \u201cempty capture\u201d rule of the setup, the last stone is taken even when "
    "the facing pit is empty). As soon as either row is empty the game ends and each side puts the stones left "
    "in its pits into its own kalah. The fuller kalah wins; 36\u201336 is a draw.\n\n"
    "Your row is the bottom one. Click a pit, or press 1\u20136. The computer searches with alpha-beta over "
    "whole turns (Knuth and Moore), announces its turn (\u201cI'll play 1 3 4\u201d) and plays it pit by pit; "
    "with \u201cwait for a key\u201d on, press Enter or click before each pit. After each game the record "
    "goes to lastgame.klh in your data folder; V saves it elsewhere.\n\n"
    "U undo (the whole exchange) \u00b7 Y redo \u00b7 H hint \u00b7 T watch it think (the search drawn as a tree) "
    "\u00b7 N new game \u00b7 S setup \u00b7 Esc menu"
)

ENTRY = EntrySpec(
    id="kalah",
    title=N_("Kalah"),
    kind=DUEL,
    summary=N_("Sow stones round the board and fill your kalah, against an alpha-beta searcher."),
    scene="games.kalah.scene:KalahScene",
    rules="games.kalah.rules",
    ai="games.kalah.player",
    cli="games.kalah.cli",
    card="games.kalah.card_view",
    help_text=HELP,
    record_suffix=".klh",
    perfect="games.kalah.perfect:offered",
    perfect_caveat="games.kalah.perfect:caveat",
    watch="games.kalah.watch",
    coach="games.kalah.coach",
    exercises="games.kalah.exercises",
)
