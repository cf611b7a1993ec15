"""The template entry: the smallest complete duel, hidden from the menu, exercised by the tests.

Copy this folder to start a new duel: rename it, give ``ENTRY`` a new id, and replace the
rules, the computer, the drawing (``board_view``) and the menu card's picture (``card_view``:
the start, drawn by the same code).  Nothing in ``engine/`` needs to change.
"""
from engine.entries.registry import DUEL, EntrySpec
from engine.language.translation import N_

ENTRY = EntrySpec(
    id="template",
    title=N_("Take one or two"),
    kind=DUEL,
    summary=N_("A row of counters; take one or two; whoever takes the last one wins."),
    scene="games._template.scene:TemplateScene",
    rules="games._template.rules",
    ai="games._template.ai",
    card="games._template.card_view",
    help_text=N_("Take one or two counters from the row. Whoever takes the last counter wins."),
    hidden=True,
)
