"""``exercises``, headless (pure at import): the shipped exercises from perfect play listed, and an answer checked.

    arsac-arcade exercises [--json] [--game ID] [--stones N]
    arsac-arcade exercises --check ID TURN [/ TURN ...]
    arsac-arcade exercises --mine [--json] [--game ID]

Each exercise is listed with its id, its game, its themes, its rating, its position in the form ``analyse`` takes
for its game (Kalah: ``desk``, ``to_move``, ``capture``, ``pie``, ``swap_offered``), its answer (Kalah: the pits
of the whole turn in sowing order) and its line (the turns alternating solver, opponent, solver: ``[answer]`` for an
exercise of one turn).  ``--mine`` lists the person's own exercises instead (their mistakes to retry,
engine/files/own_exercises.py): each with its game and date, the turn played then and its label, its position and
answer, its next due date and its record.  ``--check`` takes the solver's turns of the line, separated by ``/``,
and says whether each is right: all right (and whether the line goes on, with the opponent's reply to play
against), or the first wrong one and what it costs; an unknown id or words that are not a move of the game are the
user's mistake (``ValueError``, one line).
"""
from __future__ import annotations

import argparse
from collections.abc import Sequence

from engine.entries import registry
from engine.files.exercise_set import load_set
from engine.files.json_file import open_locked
from engine.files.own_exercises import load
from engine.files.paths import own_exercises_file
from engine.language.translation import _, ngettext, number
from engine.training.exercise import Exercise, ExerciseError, by_game, check, exercise_part, parse_answer, position_of
from engine.training.line import cost_text, played, rules_of, solver_turns

MOST_STONES_SHOWN = 6


def games() -> list[str]:
    """The entries with exercises (an exercise part), in menu order."""
    return [spec.id for spec in registry.entries() if spec.exercises]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", choices=games(), help=_("only this duel's exercises"))
    parser.add_argument("--stones", type=int, choices=range(3, MOST_STONES_SHOWN + 1), metavar="N",
                        help=_("only Kalah's exercises of N stones a pit (3 to 6)"))
    parser.add_argument("--check", nargs="+", metavar=("ID", "TURN"),
                        help=_("say whether the TURNs (each a whole turn: Kalah's pits in sowing order, as \"3 6\"; "
                               "the turns of a line separated by /) are the right turns of the exercise ID, the replies left "
                               "out; exit 0 "
                               "if right, 1 at the first wrong one"))
    parser.add_argument("--mine", action="store_true",
                        help=_("list your own exercises (your mistakes to retry) with their next due dates"))
    parser.add_argument("--json", action="store_true", help=_("print one JSON object on standard output"))


def theme_names(exercise: Exercise) -> str:
    """The exercise's themes by name, in the language spoken."""
    names = exercise_part(exercise.game).THEMES
    return ", ".join(_(names[theme]) if theme in names else theme for theme in exercise.themes)


def listing(game: str | None, stones: int | None) -> tuple[str, dict]:
    """The exercises of ``game`` (and ``stones`` a pit), as lines and as the JSON object."""
    chosen = by_game(load_set(), game, stones)
    lines = [f"{p.id:<28} {round(p.rating):>5}  {' '.join(p.answer):<20} {theme_names(p)}" for p in chosen]
    head = ngettext("{n} exercise", "{n} exercises", len(chosen)).format(n=len(chosen))
    return "\n".join([head, *lines]), {"exercises": [exercise.data() for exercise in chosen]}


def own_listing(game: str | None) -> tuple[str, dict, str | None]:
    """Your own exercises (of ``game``), as lines, as the JSON object, and a notice when the file was damaged."""
    kept = open_locked(own_exercises_file(), load)
    chosen = sorted((p for p in kept.value.values() if game is None or p.exercise.game == game), key=lambda p: (p.at, p.id))
    lines = [f"{p.id:<28} {p.exercise.game:<13} {' '.join(p.played):<10} {' '.join(p.exercise.answer):<10} "
             + _("next {date}, {right} of {tries} right").format(
                 date=_("retired") if p.retired else p.data()["due_date"], right=p.right, tries=p.tries)
             for p in chosen]
    head = ngettext("{n} exercise of your own", "{n} exercises of your own", len(chosen)).format(n=len(chosen))
    return "\n".join([head, *lines]), {"exercises": [p.data() for p in chosen]}, kept.notice


def turns_of(words: Sequence[str]) -> list[str]:
    """The turns' words, separated by ``/`` (``["3 6", "/", "2"]``: ``["3 6", "2"]``)."""
    return [part.strip() for part in " ".join(words).split("/")]


def checked(words: Sequence[str]) -> tuple[bool, str, dict]:
    """``--check ID TURN [/ TURN ...]``: right or not, in words and as the JSON object (``ValueError`` for an
    unknown id, a turn that is not a whole turn's moves of the game, or more turns than the line has)."""
    if len(words) < 2:
        raise ValueError(_("--check takes an exercise's id and its turns, as: --check kalah-3-standard-0001 \"3 6\" / 2"))
    exercise_id = words[0]
    exercise = next((p for p in load_set() if p.id == exercise_id), None)
    if exercise is None:
        raise ValueError(_("no exercise {id!r} (exercises --json lists them)").format(id=exercise_id[:40]))
    texts, most = turns_of(words[1:]), solver_turns(exercise)
    if len(texts) > most or not all(texts):
        raise ValueError(ngettext("the exercise's line has {n} turn of yours, each given once, separated by /",
                                  "the exercise's line has {n} turns of yours, each given once, separated by /",
                                  most).format(n=most))
    try:
        turns = [parse_answer(exercise, text) for text in texts]
    except ExerciseError as error:
        raise ValueError(str(error)) from None
    data: dict = {"id": exercise.id, "turns": [list(turn) for turn in turns], "answer": list(turns[0])}
    for step, turn in enumerate(turns):
        if not check(exercise, turn, step):
            rules = rules_of(exercise.game)
            before = played(rules, position_of(exercise), [move for t in exercise.line[:2 * step] for move in t])
            cost = cost_text(exercise.game, before, turn)
            data.update(right=False, wrong_turn=step + 1, cost=cost)
            text = _("wrong: turn {n} ({turn}): {cost}").format(n=number(step + 1), turn=" ".join(turn), cost=cost)
            return False, text, data
    goes_on = len(turns) < most
    data.update(right=True, goes_on=goes_on)
    if not goes_on:
        return True, _("right") if most == 1 else _("right: the line is complete"), data
    reply = exercise.line[2 * len(turns) - 1]
    data["reply"] = list(reply)
    return True, _("right: the line goes on; the reply is {reply}, then your turn {n} of {most}").format(
        reply=" ".join(reply), n=number(len(turns) + 1), most=number(most)), data
