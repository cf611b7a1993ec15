"""Lines of several turns (pure): an exercise's one right turn, the opponent's best reply, the solver's next one right
turn, and so on, while each of the solver's turns is again an exercise (its exercise part's ``found_at``).

``line_from`` walks forwards from a position and what it holds as an exercise: after the solver's turn, the opponent's
best replies (the exercise part's ``best_replies``: the turns that keep the exact value, a duel without it gives lines of
one turn) are tried in order, and the first after which the solver's position is again an exercise is the line's
reply; the line ends with the solver's turn, at ``MOST_TURNS`` of them, when the game is over, or when no best
reply leaves an exercise.  ``with_line`` gives an exercise its line (``Exercise.line``, ``line_also``), its rating raised
for each turn past the first.  The builders call it (packaging/build_exercises.py, packaging/build_lines.py).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.entries import registry
from engine.language.translation import _
from engine.training.exercise import HIGHEST_RATING, Exercise, Found, exercise_part, rating_of

MOST_TURNS = 4  # the solver's turns of a line, at most
MOST_REPLIES = 8  # the opponent's best replies tried at one turn, at most
NODES = 4_000_000  # the most nodes of one proof (Kalah) when a wrong turn's cost is asked
TURN_POINTS = 75.0  # a line's rating above its hardest turn's, for each solver turn past the first

Turn = tuple[str, ...]


@dataclass(frozen=True)
class Line:
    """A line: its turns (solver, opponent, solver …, the solver's last), each later solver turn's other orders,
    and each solver turn's difficulty."""

    turns: tuple[Turn, ...]
    also: tuple[tuple[Turn, ...], ...]
    difficulties: tuple[float, ...]

    @property
    def solver_turns(self) -> int:
        return len(self.difficulties)


def rules_of(game: str) -> Any:
    """The rules module of the entry ``game``."""
    return registry.get(game).part("rules")


def played(rules: Any, pos: Any, turn: Sequence[str]) -> Any:
    """``pos`` after the whole turn ``turn`` (its moves in the game's notation)."""
    for text in turn:
        pos = rules.apply(pos, rules.parse_move(text))
    return pos


def _next_exercise(rules: Any, part: Any, here: Any, solver: int, nodes: int) -> tuple[Turn, Any, Found] | None:
    """The first best reply from ``here`` after which ``solver``'s position is an exercise: the reply, that position
    and what it holds; None when there is none."""
    for reply in part.best_replies(here, nodes)[:MOST_REPLIES]:
        after = played(rules, here, reply)
        if rules.outcome(after) is not None or rules.to_move(after) != solver:
            continue
        found = part.found_at(after, nodes)
        if found is not None:
            return reply, after, found
    return None


def line_from(game: str, pos: Any, found: Found, nodes: int, most: int = MOST_TURNS) -> Line:
    """The line from ``pos`` of ``game`` whose first turn is ``found``'s answer (see the module)."""
    rules, part = rules_of(game), exercise_part(game)
    solver = rules.to_move(pos)
    turns: list[Turn] = [found.answer]
    also: list[tuple[Turn, ...]] = []
    difficulties = [found.difficulty]
    here = played(rules, pos, found.answer)
    while len(difficulties) < most and hasattr(part, "best_replies"):
        if rules.outcome(here) is not None or rules.to_move(here) == solver:
            break
        step = _next_exercise(rules, part, here, solver, nodes)
        if step is None:
            break
        reply, after, next_found = step
        turns += [reply, next_found.answer]
        also.append(next_found.also)
        difficulties.append(next_found.difficulty)
        here = played(rules, after, next_found.answer)
    return Line(tuple(turns), tuple(also), tuple(difficulties))


def with_line(exercise: Exercise, line: Line) -> Exercise:
    """``exercise`` (whose answer is the line's first turn) given ``line``: its rating that of its hardest turn,
    raised by ``TURN_POINTS`` for each solver turn past the first."""
    if line.solver_turns == 1:
        return replace(exercise, line=line.turns, line_also=())
    rating = max(exercise.rating, rating_of(max(line.difficulties))) + TURN_POINTS * (line.solver_turns - 1)
    return replace(exercise, line=line.turns, line_also=line.also, rating=round(min(HIGHEST_RATING, rating), 1))


def solver_turns(exercise: Exercise) -> int:
    """How many turns the solver plays in ``exercise``'s line."""
    return len(exercise.line) // 2 + 1


def cost_text(game: str, pos: Any, turn: Sequence[str], nodes: int = NODES) -> str:
    """What the wrong whole turn ``turn`` from ``pos`` costs, in the game's terms (its exercise part's ``turn_cost``), or
    that it is not the one turn that keeps the best result."""
    said = getattr(exercise_part(game), "turn_cost", lambda pos, turn, nodes: "")(pos, tuple(turn), nodes)
    return said or _("it is not the one turn that keeps the best result")
