"""Foxes and hens (Game 13): two foxes against twenty hens on the cross, the longest capture shown."""
from engine.entries.registry import DUEL, EntrySpec
from engine.language.translation import N_

SIDE_NAMES = (N_("Foxes"), N_("Hens"))

HELP = N_(
    "Two foxes and twenty hens on the cross of 33 points. The hens step one point forwards (up) or "
    "sideways, never back. A fox steps one point along any line, or captures as in draughts: it jumps "
    "over a hen next to it onto the empty point beyond, and may go on jumping. Captures are compulsory, "
    "and only the longest are allowed: among every capture of both foxes, those that take the most hens. "
    "Taken hens leave the board at the end of the move.\n\n"
    "The hens win by shutting both foxes in, or by filling the 9 points of the hen-house (the top arm "
    "and the three points below it). The foxes win when fewer than 9 hens are left. A position seen "
    "three times is a draw. The option 'Diagonal lines' adds the diagonals of the traditional board.\n\n"
    "Click a piece, then where it goes. A fox that must capture: click the fox, then each point of the "
    "chain, or press the number of a chain in the list. Keys: arrows move a cursor, Enter clicks.\n\n"
    "The book's search for the longest capture: from the fox's point, try each direction: a hen next to it, "
    "not yet taken in this chain, with an empty point beyond? Take it, move on, and go on from there; when no "
    "jump is left, compare the chain with the longest so far; then back up and try the next direction.\n\n"
    "U undo · Y redo · H hint · N new game · S setup · P pause (computer vs computer) · Esc menu"
)

ENTRY = EntrySpec(
    id="fox-and-hens",
    title=N_("Foxes and Hens"),
    kind=DUEL,
    summary=N_("Two foxes against twenty hens; the foxes must make the longest capture, shown jump by jump."),
    scene="games.fox_and_hens.scene:FoxAndHensScene",
    rules="games.fox_and_hens.rules",
    ai="games.fox_and_hens.ai",
    cli="games.fox_and_hens.cli",
    card="games.fox_and_hens.card_view",
    watch="games.fox_and_hens.watch",
    coach="games.fox_and_hens.coach",
    exercises="games.fox_and_hens.exercises",
    help_text=HELP,
    side_names=SIDE_NAMES,
    plural_sides=True,
)
