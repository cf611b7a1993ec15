"""What an entry must provide (pure): the contracts between the engine and ``games/<id>/``.

Each part of an entry is a module, and each module is checked against one of these
``Protocol`` classes twice: by mypy (``tests/test_contracts.py`` assigns every entry's
modules to variables of these types) and at run time by the same test, over the registry.
Optional parts are not looked up by name: they are fields of ``EntrySpec``.
"""
from __future__ import annotations

import argparse
import random
from collections.abc import Hashable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

from engine.duels.basics import Outcome
from engine.duels.limits import Limit
from engine.entries.options import Option
from engine.puzzles.steps import SolverRun
from engine.training.exercise import Found

if TYPE_CHECKING:  # only named in annotations: the pure layer never imports pygame
    import pygame

    from engine.ui.theme import Theme


class DuelRules(Protocol):
    """A duel's rules: immutable positions, moves whose ``str`` parses back, and the outcome."""

    @property
    def OPTIONS(self) -> tuple[Option, ...]: ...

    def make_params(self, values: dict) -> Any: ...

    def default_params(self) -> Any: ...

    def initial(self, params: Any, first: int = 0, rng: random.Random | None = None) -> Any: ...

    def to_move(self, pos: Any) -> int: ...

    def legal_moves(self, pos: Any) -> Iterable[Any]: ...

    def apply(self, pos: Any, move: Any) -> Any: ...

    def outcome(self, pos: Any) -> Outcome | None: ...

    def parse_move(self, text: str) -> Any: ...

    def position_text(self, pos: Any) -> str: ...

    def position_from_text(self, text: str, params: Any) -> Any: ...


class DuelAI(Protocol):
    """A computer player: a move (or a tuple of moves: one turn) within ``limit``, randomness from ``rng``."""

    def choose_move(self, pos: Any, limit: Limit, rng: random.Random) -> Any: ...


class PuzzleSolver(Protocol):
    """A puzzle's solver: a generator of small frozen step events that returns its statistics."""

    @property
    def OPTIONS(self) -> tuple[Option, ...]: ...

    def make_params(self, values: dict) -> Hashable: ...

    def solve(self, params: Any, quiet: bool = False) -> SolverRun: ...


class SolveCommand(Protocol):
    """``main.py solve ID``: its arguments, and the run giving (text for people, data for --json)."""

    def add_solve_arguments(self, parser: argparse.ArgumentParser) -> None: ...

    def solve(self, args: argparse.Namespace) -> tuple[str, Mapping[str, Any]]: ...


class AnalyseCommand(Protocol):
    """``main.py analyse ID POSITION``: its arguments, and the analysis (text, data)."""

    def add_analyse_arguments(self, parser: argparse.ArgumentParser) -> None: ...

    def analyse(self, args: argparse.Namespace) -> tuple[str, Mapping[str, Any]]: ...


class CardPicture(Protocol):
    """The picture on an entry's menu card (optional: ``EntrySpec.card``): a real position of the entry,
    drawn once by its own drawing code inside ``rect``, as large as fits (never a search: a start of the
    rules, or a solution kept as a constant that the tests check)."""

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None: ...


class ExercisePart(Protocol):
    """A duel's part of the Training's exercises from perfect play (optional: ``EntrySpec.exercises``;
    ``engine.training.exercise``): a position's JSON form (the form its ``analyse`` takes) and back, an answer's
    words read into the game's notation, the themes' English names (``N_`` marked), and what a position holds as an
    exercise, proved (None when it has not exactly one answer, or its proof would take more than about ``nodes``
    nodes). Optional: ``best_replies(pos, nodes)``, the whole turns that keep the exact value (an exercise's line of
    several turns, engine/training/line.py), ``turn_cost(pos, turn, nodes)``, what a wrong turn costs, in words, and
    ``turn_themes(pos, turn)``, the themes of a line's later turn."""

    @property
    def THEMES(self) -> Mapping[str, str]: ...

    def position_data(self, pos: Any) -> dict[str, Any]: ...

    def position_of(self, data: Mapping[str, Any]) -> Any: ...

    def parse_answer(self, text: str) -> tuple[str, ...]: ...

    def found_at(self, pos: Any, nodes: int) -> Found | None: ...


COMMANDS: dict[str, type] = {"solve": SolveCommand, "analyse": AnalyseCommand}


def members(contract: type) -> list[str]:
    """The names a contract asks for (its methods, and its constants, declared as read-only properties)."""
    return sorted(name for name in vars(contract) if not name.startswith("_"))


def missing(module: object, contract: type) -> list[str]:
    """The names of ``contract`` that ``module`` lacks (empty when it keeps the contract)."""
    return [name for name in members(contract) if not hasattr(module, name)]
