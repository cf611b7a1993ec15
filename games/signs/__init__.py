"""Puzzle 27: signs between numbers, by the book's three ways, watched step by step."""
from engine.entries.registry import PUZZLE, EntrySpec
from engine.language.translation import N_

HELP = N_(
    "Put + or \u2212 between the numbers a1 \u2026 ap (a1 keeps its sign) so that the result is s. The p \u2212 1 "
    "signs make 2^(p\u22121) cases, and when there is no solution every one of them must be tried; here all are "
    "tried, so that every solution is listed.\n\n"
    "Binary counting: count c from 0 to 2^(p\u22121) \u2212 1; bit i of c is sign i (0 = +, 1 = \u2212), and each "
    "case's sum is worked out again from the left.\n\n"
    "Odometer: the signs are the wheels of an odometer over + and \u2212: the last one turns; when it comes back "
    "to + it carries into the one before (+++, ++\u2212, +\u2212+, \u2026). The sum follows each turn: a wheel "
    "turned to \u2212 takes 2a off it, turned back to + adds 2a.\n\n"
    "Recursion: s is a1 + (a combination of the rest) or a1 \u2212 (a combination of the rest), so it is enough "
    "to make s \u2212 a1 or a1 \u2212 s from a2 \u2026 ap, and so on down to the last number.\n\n"
    "Space play/pause \u00b7 \u2192 one step \u00b7 N next solution \u00b7 E to the end \u00b7 R restart "
    "\u00b7 +/\u2212 speed \u00b7 [ ] browse solutions \u00b7 L back to the search \u00b7 Esc menu"
)

ENTRY = EntrySpec(
    id="signs",
    title=N_("Signs"),
    kind=PUZZLE,
    summary=N_("Plus or minus between the numbers to make a sum: the book's three ways try every case."),
    scene="games.signs.scene:SignsScene",
    solver="games.signs.solver",
    cli="games.signs.cli",
    card="games.signs.card_view",
    help_text=HELP,
)
