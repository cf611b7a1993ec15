"""Puzzle 23: rulers with n marks that measure every length, by the book's odometer search."""
from engine.entries.registry import PUZZLE, EntrySpec
from engine.language.translation import N_

HELP = N_(
    "Put n marks 0 = a1 < a2 < \u2026 < an = k on a ruler so that every whole length from 1 to k is the distance "
    "between two marks. For n marks, find the longest ruler and all its mark sets (mirror images counted once).\n\n"
    "For each length k, from n(n\u22121)/2 down: a2 = 1 (by mirror symmetry); the other marks start packed to the "
    "left and move like an odometer: the last one advances, and when it reaches its end the one before advances. "
    "n marks give n(n\u22121)/2 differences for k lengths, so at most n(n\u22121)/2 \u2212 k may repeat: a mark "
    "that makes more is refused at once. The first k with a ruler is the answer.\n\n"
    "The book's shortcut a(n\u22121) = k \u2212 2 (an option) is unsafe: the only longest 10-mark ruler, "
    "0 1 3 6 13 20 27 31 35 36, ends with a gap of 1, so with the shortcut the search answers 35.\n\n"
    "Cost: about n^(n\u22124) cases, each mark multiplying the time by about ten. Measured at \u201cinstant\u201d: "
    "n = 8 well under a second, n = 9 about 4 s, n = 10 about a minute (10.9 million cases, 13 million "
    "steps; the count alone, solve ruler --marks 10, takes about 7 s); n = 11 would take about ten times "
    "longer, n = 12 a hundred times.\n\n"
    "Space play/pause \u00b7 \u2192 one step \u00b7 N next solution \u00b7 E to the end \u00b7 R restart "
    "\u00b7 +/\u2212 speed \u00b7 [ ] browse rulers \u00b7 L back to the search \u00b7 Esc menu"
)

ENTRY = EntrySpec(
    id="ruler",
    title=N_("Rulers"),
    kind=PUZZLE,
    summary=N_("Marks that measure every length: the book's odometer finds the longest rulers."),
    scene="games.ruler.scene:RulerScene",
    solver="games.ruler.solver",
    cli="games.ruler.cli",
    card="games.ruler.card_view",
    help_text=HELP,
)
