"""Puzzle 28: the numbers game (le compte est bon): play against the clock, or watch two solvers."""
from engine.entries.registry import PUZZLE, EntrySpec
from engine.language.translation import N_

HELP = N_(
    "Reach the target with six tiles and + \u2212 \u00d7 \u00f7, each tile used at most once; every result must be "
    "a positive whole number (divide only when exact). If the target cannot be made, the closest value wins.\n\n"
    "The book's method (Br\u00e9aud-Pouliquen and Gerz, 1983) works backwards from the target x: x is a tile; or "
    "two tiles are left and x is their sum, difference, product or exact quotient; or x = (\u2026) \u00d7 t for a "
    "tile t dividing x; only if none works, x = (\u2026) \u2212 t or (\u2026) + t. It is quick but narrow: on "
    "100 75 50 25 10 10 it makes 370 and misses 369 (175 of the 900 targets).\n\n"
    "The full search combines every two numbers in every way, recursively, skipping states already searched, and "
    "keeps the closest value (on a tie, the one below). It makes 369 and 707 of the 900 targets.\n\n"
    "Play mode: click two numbers and an operator (or type 1\u20139 and + \u2212 * /); U undoes, Enter ends the "
    "round. Points: 10 exact, 7 within 5, 5 within 10.\n\n"
    "Watch: Space play/pause \u00b7 \u2192 one step \u00b7 N next solution \u00b7 E to the end \u00b7 R restart "
    "\u00b7 +/\u2212 speed \u00b7 Esc menu"
)

ENTRY = EntrySpec(
    id="numbers",
    title=N_("The numbers game"),
    kind=PUZZLE,
    summary=N_("Six tiles, one target: play against the clock, or watch the book's method and a full search."),
    scene="games.numbers.scene:NumbersScene",
    solver="games.numbers.solver",
    cli="games.numbers.cli",
    card="games.numbers.card_view",
    help_text=HELP,
)
