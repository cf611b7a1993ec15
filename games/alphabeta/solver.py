"""The "Alpha-beta" entry's solver (pure): a duel's computer searching a position, as step events.

The parameters choose the game (a duel whose entry declares a ``watch`` module, or the uniform tree of
``games.alphabeta.uniform``), the position (its start, the game in progress, or one of the game's chosen
examples), the depth in whole turns and the method; ``solve`` is ``games.shared.watched_search.search``
over them.  The game in progress comes in as the game's position key (``values["board"]``: the scene finds
it on the duel's board it was opened from, or in the game kept for Resume).
"""
from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any

from engine.entries import registry
from engine.entries.options import ChoiceOption, IntOption
from engine.language.translation import N_, _
from engine.puzzles.steps import SolverRun
from games.alphabeta import uniform
from games.shared.watched_search import ALPHABETA, METHOD_NAMES, METHODS, SearchGame, search

UNIFORM = "uniform"
START, BOARD, ORDERING, FORCED = "start", "board", "ordering", "forced"
DEEPEST = 6


FIRST_GAME = "kalah"  # the book's program's game, first in the list and the default


def watched_games() -> tuple[tuple[str, str], ...]:
    """The games whose search can be watched: every duel with a ``watch`` module (Kalah first), then the
    uniform tree."""
    duels = sorted(((spec.id, spec.title) for spec in registry.entries() if spec.watch),
                   key=lambda choice: choice[0] != FIRST_GAME)
    return (*duels, (UNIFORM, N_("Uniform tree (3 turns each)")))


OPTIONS = (
    ChoiceOption("game", N_("Game"), watched_games(), FIRST_GAME, N_("whose computer is watched")),
    ChoiceOption("position", N_("Position"), ((START, N_("The start")), (BOARD, N_("The game in progress")),
                                              (ORDERING, N_("Example: where ordering matters")),
                                              (FORCED, N_("Example: a forced win"))), START,
                 N_("the position searched (on the uniform tree the example of ordering is the worst order)")),
    IntOption("depth", N_("Depth"), 1, DEEPEST, 3, N_("whole turns searched (a turn of several sowings is one)")),
    ChoiceOption("method", N_("Method"), tuple((method, METHOD_NAMES[method]) for method in METHODS), ALPHABETA,
                 N_("minimax searches every turn; alpha-beta cuts what cannot change the choice")),
)


@dataclass(frozen=True)
class Params:
    game: str = FIRST_GAME
    position: str = START
    depth: int = 3
    method: str = ALPHABETA
    board: str = ""  # the game's position key, for ``position == BOARD``


def game_module(game: str) -> Any:
    """The module that lets ``game``'s search be watched (``SearchGame``, with ``start`` and ``EXAMPLES``)."""
    if game == UNIFORM:
        return uniform
    module: ModuleType | None = registry.get(game).module("watch")
    if module is None:
        raise ValueError(_("the computer of {game} cannot be watched").format(game=game))
    return module


def root(params: Params) -> Any:
    """The position searched (``ValueError`` when there is no game on the board to search)."""
    game = game_module(params.game)
    if params.position == START:
        return game.start()
    if params.position == BOARD:
        if not params.board or not hasattr(game, "from_key"):
            raise ValueError(_("no game in progress: play one (T on its board opens this on it), "
                               "or choose another position"))
        return game.from_key(params.board)
    return game.EXAMPLES[params.position]


def make_params(values: dict) -> Params:
    """The parameters from option values (``ValueError`` with the reason when one is wrong)."""
    game_option, position_option, depth_option, method_option = OPTIONS
    try:
        depth = depth_option.check(int(values.get("depth", depth_option.default)))
    except (TypeError, ValueError) as error:
        raise ValueError(str(error)) from None
    params = Params(game_option.check(str(values.get("game", game_option.default))),
                    position_option.check(str(values.get("position", position_option.default))), depth,
                    method_option.check(str(values.get("method", method_option.default))),
                    str(values.get("board", "") or ""))
    try:
        root(params)
    except (KeyError, ValueError) as error:
        raise ValueError(str(error)) from None
    return params


def solve(params: Params, quiet: bool = False) -> SolverRun:
    """The search, step by step (quiet: its answer alone); returns its counts."""
    game: SearchGame = game_module(params.game)
    return search(game, root(params), params.depth, params.method, watch=not quiet)
