"""A person's own exercise (a mistake of theirs to retry, ``engine.training.mistakes``) on its duel's board.

The same board as a shipped exercise's (``engine.scenes.exercise_board``), with three differences: the try moves the
exercise's schedule on in the person's own exercises (``app.own_exercises``) instead of counting for the rating; the
heading names the game and the date it comes from; the side panel says the turn played then, the coach's label, and the
exercise's record.  ``mistake_scene`` makes it; N goes on to the next one due (the training screen's "Your mistakes").
"""
from __future__ import annotations

from collections.abc import Callable

from engine.duels.coach import label_text
from engine.language.translation import _, number
from engine.scenes.exercise_board import ExerciseBoard, exercise_scene
from engine.training.mistakes import OwnExercise, local_date


class MistakeBoard(ExerciseBoard):
    """Mixed in before an entry's ``DuelScene`` class by ``mistake_scene`` (see the module)."""

    own: OwnExercise
    counted: bool

    def _score(self) -> None:
        """The try moves the schedule on once, as soon as it is decided."""
        result = self.attempt.result
        if result is None or self.counted:
            return
        self.counted = True
        self.app.own_exercises.record(self.own.id, result)
        self.app.sound.play("win" if result else "error")

    def task_heading(self) -> str:
        return _("Your mistake: {game}, {date}").format(game=_(self.spec.title), date=local_date(self.own.at))

    side_rows = 4  # the exercise's game and date, the turn played then, its label, its record

    def side_lines(self) -> list[str]:
        own = self.own
        return [_("From your game of {date}").format(date=local_date(own.at)),
                _("You played {turn}").format(turn=" ".join(own.played)), label_text(own.label, True, capital=True),
                _("{right} of {tries} right").format(right=number(own.right), tries=number(own.tries))]


def mistake_scene(own: OwnExercise, next_exercise: Callable[[], None]) -> MistakeBoard:
    """The own exercise ``own`` on its duel's board; ``next_exercise``: what N does."""
    scene = exercise_scene(own.exercise, next_exercise, board=MistakeBoard)
    assert isinstance(scene, MistakeBoard)  # made of it
    scene.own, scene.counted = own, False
    return scene
