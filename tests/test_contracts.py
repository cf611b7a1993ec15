"""Every entry keeps the engine's contracts (engine/contracts.py): at run time over the registry here,
and statically: mypy checks the assignments below (each module against its Protocol)."""
import pytest

from engine import contracts
from engine.contracts import AnalyseCommand, CardPicture, DuelAI, DuelRules, ExercisePart, PuzzleSolver, SolveCommand
from engine.entries import registry
from engine.entries.registry import DUEL, PUZZLE

# --- statically (mypy): a module that drifts from its contract is a type error here -------------------
from games._puzzle_template import card_view as puzzle_template_card
from games._puzzle_template import cli as puzzle_template_cli
from games._puzzle_template import solver as puzzle_template_solver
from games._template import ai as template_ai
from games._template import card_view as template_card
from games._template import rules as template_rules
from games.alphabeta import card_view as alphabeta_card
from games.alphabeta import solver as alphabeta_solver
from games.alphabeta import uniform as alphabeta_uniform
from games.dominoes import card_view as dominoes_card
from games.dominoes import cli as dominoes_cli
from games.dominoes import solver as dominoes_solver
from games.fox_and_hens import ai as fox_ai
from games.fox_and_hens import card_view as fox_card
from games.fox_and_hens import cli as fox_cli
from games.fox_and_hens import exercises as fox_exercises
from games.fox_and_hens import rules as fox_rules
from games.fox_and_hens import watch as fox_watch
from games.kalah import card_view as kalah_card
from games.kalah import cli as kalah_cli
from games.kalah import exercises as kalah_exercises
from games.kalah import player as kalah_player
from games.kalah import rules as kalah_rules
from games.kalah import watch as kalah_watch
from games.match_nim import ai as match_nim_ai
from games.match_nim import card_view as match_nim_card
from games.match_nim import cli as match_nim_cli
from games.match_nim import exercises as match_nim_exercises
from games.match_nim import rules as match_nim_rules
from games.match_nim import watch as match_nim_watch
from games.numbers import card_view as numbers_card
from games.numbers import cli as numbers_cli
from games.numbers import solver as numbers_solver
from games.pentominoes import card_view as pentominoes_card
from games.pentominoes import cli as pentominoes_cli
from games.pentominoes import solver as pentominoes_solver
from games.queen_cover import card_view as queen_cover_card
from games.queen_cover import cli as queen_cover_cli
from games.queen_cover import solver as queen_cover_solver
from games.queens import card_view as queens_card
from games.queens import cli as queens_cli
from games.queens import solver as queens_solver
from games.row_nim import ai as row_nim_ai
from games.row_nim import card_view as row_nim_card
from games.row_nim import cli as row_nim_cli
from games.row_nim import exercises as row_nim_exercises
from games.row_nim import rules as row_nim_rules
from games.row_nim import watch as row_nim_watch
from games.ruler import card_view as ruler_card
from games.ruler import cli as ruler_cli
from games.ruler import solver as ruler_solver
from games.schoolgirls import card_view as schoolgirls_card
from games.schoolgirls import cli as schoolgirls_cli
from games.schoolgirls import solver as schoolgirls_solver
from games.shared.watched_search import SearchGame
from games.signs import card_view as signs_card
from games.signs import cli as signs_cli
from games.signs import solver as signs_solver

RULES: list[DuelRules] = [template_rules, fox_rules, kalah_rules, match_nim_rules, row_nim_rules]
AIS: list[DuelAI] = [template_ai, fox_ai, kalah_player, match_nim_ai, row_nim_ai]
ANALYSE: list[AnalyseCommand] = [fox_cli, kalah_cli, match_nim_cli, row_nim_cli]
SOLVERS: list[PuzzleSolver] = [puzzle_template_solver, alphabeta_solver, dominoes_solver, numbers_solver, pentominoes_solver,
                               queen_cover_solver, queens_solver, ruler_solver, schoolgirls_solver, signs_solver]
CARDS: list[CardPicture] = [template_card, puzzle_template_card, alphabeta_card, dominoes_card, fox_card, kalah_card, match_nim_card,
                             numbers_card, pentominoes_card, queen_cover_card, queens_card, row_nim_card, ruler_card,
                             schoolgirls_card, signs_card]
# the searches the "Alpha-beta" entry watches
WATCHED: list[SearchGame] = [kalah_watch, match_nim_watch, row_nim_watch, fox_watch, alphabeta_uniform]
EXERCISE_PARTS: list[ExercisePart] = [fox_exercises, kalah_exercises, match_nim_exercises, row_nim_exercises]  # exercises from perfect play
SOLVE: list[SolveCommand] = [puzzle_template_cli, dominoes_cli, numbers_cli, pentominoes_cli, queen_cover_cli, queens_cli,
                             ruler_cli, schoolgirls_cli, signs_cli]


def test_the_static_lists_name_every_registered_entry():
    """A new entry must be added above, so that mypy checks it too."""
    listed = {m.__name__.split(".")[1] for m in [*RULES, *SOLVERS]}
    registered = {s.rules.split(".")[1] if s.rules else s.solver.split(".")[1]
                  for s in registry.entries(include_hidden=True)}
    assert listed == registered
    assert {m.__name__ for m in CARDS} == {s.card for s in registry.entries(include_hidden=True) if s.card}


# --- at run time, over the registry -----------------------------------------------------------------
ENTRIES = registry.entries(include_hidden=True)


@pytest.mark.parametrize("spec", ENTRIES, ids=lambda s: s.id)
def test_each_part_keeps_its_contract(spec):
    if spec.kind == DUEL:
        assert contracts.missing(spec.module("rules"), DuelRules) == []
        assert contracts.missing(spec.module("ai"), DuelAI) == []
        assert spec.solver is None
    else:
        assert spec.kind == PUZZLE and spec.rules is None and spec.ai is None
        assert contracts.missing(spec.module("solver"), PuzzleSolver) == []
    card = spec.module("card")
    if card is not None:
        assert contracts.missing(card, CardPicture) == []
    cli = spec.module("cli")
    if cli is not None:
        kept = [command for command, contract in contracts.COMMANDS.items() if not contracts.missing(cli, contract)]
        assert kept, f"{spec.id}: its cli module offers neither solve nor analyse"


def test_every_exercise_part_is_listed_and_keeps_its_contract():
    named = {spec.exercises for spec in registry.entries(include_hidden=True) if spec.exercises}
    assert {module.__name__ for module in EXERCISE_PARTS} == named
    for module in EXERCISE_PARTS:
        assert contracts.missing(module, ExercisePart) == []


def test_a_module_that_breaks_a_contract_is_caught():
    import types

    broken = types.SimpleNamespace(OPTIONS=(), make_params=dict)
    assert contracts.missing(broken, PuzzleSolver) == ["solve"]
