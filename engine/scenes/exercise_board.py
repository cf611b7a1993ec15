"""An exercise from perfect play on its duel's own board: the position, the person's turn checked as it is played.

``exercise_scene(exercise, …)`` makes the entry's duel scene (its board, its clicks, its animation) with ``ExerciseBoard``
mixed in before it: two players on one screen from the exercise's position, nothing kept for Resume or counted in the
statistics.  Each move the person plays is checked at once against the exercise's right turns
(``engine.training.attempt``); the try is scored once, as it is decided, in the player's exercise book (Glicko-2:
``engine.files.exercise_tries``).  An exercise of several turns is a line: after each right turn but the last, the
arcade plays the opponent's reply (``REPLY_PAUSE`` after the turn's last sowing is shown, timed by the scene's
``update``), then the person plays the next turn; hints and the answer are the current turn's, and a wrong turn
anywhere is a miss for the whole line.  A wrong turn may be played to its end: the coach (``engine.scenes.duel_coach``)
then says what it cost, in the game's terms; U tries again from the exercise's position, A shows the answer, played
on the board, with its reason.  H gives a hint: the theme first, then the first move (marked on the board).  N or
Enter goes on to the next exercise (``next_exercise``, given by the training screen); Esc goes back to it.  The board
is drawn from the solver's side, as lichess draws it: the side to move at the bottom (the scene's ``turned``).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from engine.duels.basics import HOTSEAT, Outcome, Setup, subject
from engine.duels.coach import BEST, Verdict
from engine.duels.controller import notation
from engine.entries import registry
from engine.language.translation import N_, _, number
from engine.scenes.duel import Action, DuelScene
from engine.scenes.duel_coach import BoardCoach
from engine.training.attempt import MOVE_HINT, REPLY, RIGHT, SHOWN, SOLVING, THEME_HINT, WRONG, Attempt
from engine.training.exercise import Exercise, exercise_part, position_of
from engine.training.line import solver_turns
from engine.training.rating import Rating
from engine.training.streak import Run
from engine.ui import theme as colors
from engine.ui.draw import fitted_text

MINUS = "\u2212"
SHOW_PAUSE = 0.6  # seconds between two moves of the answer shown, at the normal speed
REPLY_PAUSE = 0.8  # seconds before the opponent's reply of a line, at the normal speed
UNDER_WAY = N_("Finish the turn to see what it costs, or U: try again, A: show the answer, N: the next exercise.")


def rating_text(rating: Rating) -> str:
    """A rating as the screens say it: 1500 ± 120."""
    return f"{number(round(rating.rating))} \u00b1 {number(round(rating.deviation))}"


class ExerciseCoach(BoardCoach):
    """The coach of an exercise's board: always on (whatever the Options say), never the tutor; before the person's
    turn is played it says nothing, and while they may try again its verdict says what the turn cost, not the
    better turn (the answer)."""

    scene: ExerciseBoard

    @property
    def on(self) -> bool:
        return True

    @property
    def tutor(self) -> bool:
        return False

    def toggle(self) -> None:
        """C does nothing on an exercise's board."""

    def marks(self) -> tuple[int, tuple, tuple | None] | None:
        return super().marks() if self.scene.attempt.state == SHOWN else None

    def words(self, narrow: bool = False) -> tuple[str, str, tuple[int, int, int]]:
        scene = self.scene
        if self.last_turn() is None or scene.attempt.state == SOLVING and not scene.attempt.played:
            return scene.task_heading(), scene.hint_text(), colors.MUTED
        head, text, color = super().words(narrow)
        if scene.attempt.state == WRONG:
            last = self.last_turn()
            verdict = None if last is None else self.verdict(*last)
            if verdict is not None:
                text = self.module.cost_text(verdict) or text
        return head, text, color


class ExerciseBoard(DuelScene):
    """Mixed in before an entry's ``DuelScene`` class by ``exercise_scene`` (see the module): a ``DuelScene`` itself, so
    that its methods are checked against the duel scene's (mypy), and in the made class it comes first, the entry's
    scene class between it and ``DuelScene`` (``super()`` reaches the entry's own methods)."""

    exercise: Exercise
    attempt: Attempt
    next_exercise: Callable[[], None]
    scored: tuple[Rating, Rating, int] | None  # the player's rating before and after this try, and the streak
    run: Run | None  # the streak run this exercise is part of (engine/training/streak.py), if any
    _showing: list[Any]
    _show_wait: float
    shows_best = False  # no list of the longest captures, no analysis: they would give the answer away
    _pause: float  # the seconds before each move of ``_showing`` (the answer's, or a line's reply), at normal speed
    _turn_start: Any  # the position the turn being played began from

    def enter(self) -> None:
        super().enter()
        self._turn_start = self.match.position
        self.coach = ExerciseCoach(self)
        self.layout(self.app.size)

    # --- what an exercise changes of a duel ------------------------------------------------------------------
    def keep_game(self) -> None:
        """An exercise is never kept for Resume."""

    def _keep_each_move(self) -> None:
        """Nor any of its moves."""

    def ended(self, outcome: Outcome) -> None:
        """A turn that ends the game counts in no statistics and saves no record."""

    def leave(self) -> None:
        self.close()

    def game_actions(self) -> list[Action]:
        return []

    def board_key(self, event: pygame.event.Event) -> bool:
        """The board's keys that play moves (a digit, and the letters the entry's exercise part name): no record, no
        analysis, no watching the search (they would give the answer away)."""
        letters = getattr(exercise_part(self.exercise.game), "MOVE_KEYS", "")
        if pygame.K_a <= event.key <= pygame.K_z and chr(event.key) not in letters:
            return False
        return super().board_key(event)

    def _actions(self) -> list[Action]:
        return [Action(N_("Hint"), "H", (pygame.K_h,), self.give_hint),
                Action(N_("Try again"), "U", (pygame.K_u,), self.try_again),
                Action(N_("Show the answer"), "A", (pygame.K_a,), self.show_answer),
                Action(N_("Next exercise"), "N", (pygame.K_n, pygame.K_RETURN, pygame.K_KP_ENTER), self.next_exercise,
                       primary=True),
                Action(N_("Rules"), "F1", (), self.show_help), Action(N_("Back"), "Esc", (pygame.K_ESCAPE,), self.close)]

    def _button_enabled(self, name: str) -> bool:
        state = self.attempt.state
        return {"Hint": state == SOLVING and self.attempt.hints < MOVE_HINT,
                "Try again": state != SOLVING or bool(self.attempt.played) or self.attempt.step > 0,
                "Show the answer": state != SHOWN}.get(name, True)

    # --- the person's moves ----------------------------------------------------------------------------------
    def try_move(self, move: Any) -> bool:
        """A move on the exercise's board: checked against the right turns as it is played; after the turn is over
        (right, or wrong and played to its end) the board waits for U, A or N."""
        if self._showing or self.attempt.state in (RIGHT, SHOWN, REPLY) or self._turn_over():
            self.app.sound.play("error")
            return False
        if not self.controller.try_move(move):
            return False
        was = self.attempt.state
        self.attempt = self.attempt.move(notation(move))
        self._score()
        if self.attempt.state == REPLY:
            self._showing = [self.rules.parse_move(text) for text in self.exercise.line[2 * self.attempt.step + 1]]
            self._show_wait, self._pause = 0.0, REPLY_PAUSE
            self.message = _("Right. The reply comes.")
        elif self.attempt.state != was or self.attempt.state == WRONG:  # a wrong turn's later moves: still what next
            self.message = self.decided_text()
        return True

    def refused_move(self, move: Any, why: str) -> None:
        """A move the rules refuse, but one the person meant as their turn (a fox's capture that is not the longest):
        a wrong turn, the position kept."""
        self.message = why
        if self.attempt.state != SOLVING:
            return
        self.attempt = self.attempt.move(notation(move))
        self._score()

    def decided_text(self) -> str:
        """What the status line says once the try is decided: what next (a wrong turn still under way: that finishing
        it shows what it costs; ``update`` says what next once it has ended)."""
        if self.attempt.state == RIGHT:
            return _("N or Enter: the next exercise.")
        if self.attempt.state == WRONG and not self._turn_over():
            return _(UNDER_WAY)
        return _("U: try again, A: show the answer, N: the next exercise.")

    def _turn_over(self) -> bool:
        """Has the exercise's whole turn ended on the board (the other side to move, or the game over)?"""
        rules, match = self.rules, self.match
        start = self._turn_start
        return match.position != start and (rules.outcome(match.position) is not None
                                            or rules.to_move(match.position) != rules.to_move(start))

    def _score(self) -> None:
        """The try counts once, as soon as it is decided."""
        result = self.attempt.result
        if result is None or self.scored is not None:
            return
        scored = self.app.exercise_tries.record(self.exercise, result, 0 if self.run is None else self.run.after(result).length)
        self.scored = (scored.player_before, scored.player_after, scored.streak)
        self.app.sound.play("win" if result else "error")

    def give_hint(self) -> None:
        """H: the theme first, then the first move of the answer (marked on the board as a hint)."""
        if self.attempt.state != SOLVING:
            return
        self.attempt = self.attempt.hint()
        if self.attempt.hints >= MOVE_HINT:  # marked as the game marks a hint: a whole turn, or its one move
            rest = tuple(self.rules.parse_move(text) for text in self.attempt.answer[len(self.attempt.played):]
                         or self.attempt.answer)
            self.controller.hint = rest if len(rest) > 1 else rest[0]

    def try_again(self) -> None:
        """U: back to the exercise's position (a miss stays a miss)."""
        self._showing = []
        while self.controller.undo():
            pass
        self._turn_start = self.match.position
        self.attempt = self.attempt.again()
        self.controller.hint = None
        self.message = ""

    def show_answer(self) -> None:
        """A: the answer played on the board from the exercise's position, move by move, then its reason."""
        if self.attempt.state in (SHOWN, REPLY):
            return
        while self.match.position != self._turn_start and self.controller.undo():  # back to the turn's start
            pass
        self.controller.hint = None
        self.attempt = self.attempt.show()
        self._score()
        self._showing = [self.rules.parse_move(text) for text in self.attempt.answer]
        self._show_wait, self._pause = 0.0, SHOW_PAUSE

    def update(self, dt: float) -> None:
        DuelScene.update(self, dt)
        if self.controller.is_animating():
            return
        if self._showing:
            self._show_wait += dt
            factor = self.app.settings.animation_factor  # how fast: 0 is instant
            if not factor or self._show_wait >= self._pause / factor:
                self._show_wait = 0.0
                self.controller.try_move(self._showing.pop(0))
                if not self._showing and self.attempt.state == SHOWN:
                    self.message = self.answer_text()
        elif self.attempt.state == WRONG and self.message == _(UNDER_WAY) and self._turn_over():  # the turn has ended
            self.message = self.decided_text()
        elif self.attempt.state == REPLY:  # the reply is on the board: the line's next turn
            self._turn_start = self.match.position
            self.attempt = self.attempt.replied()
            self.message = _("Your turn {n} of {most}.").format(n=number(self.attempt.step + 1),
                                                                 most=number(solver_turns(self.exercise)))

    def at_rest(self) -> bool:
        """The answer or a line's reply being shown moves by itself."""
        return not self._showing and super().at_rest()

    # --- words ------------------------------------------------------------------------------------------------
    def task_heading(self) -> str:
        return _("Exercise: {game}").format(game=_(self.spec.title))

    def hint_text(self) -> str:
        """The hints taken so far (the coach's strip says them until a turn is played)."""
        said = [] if self.attempt.hints else [_("H: a hint (the theme, then the first move).")]
        if self.attempt.hints >= THEME_HINT:
            said.append(_("Hint: {theme}.").format(theme=self.theme_names()))
        if self.attempt.hints >= MOVE_HINT:
            rest = self.attempt.answer[len(self.attempt.played):] or self.attempt.answer  # a turn played: from its start
            said.append(_("Begin with {move}.").format(move=rest[0]))
        return " ".join(said)

    def theme_names(self) -> str:
        """The themes of the turn being played: the exercise's, or a later turn's of its line (its exercise part's optional
        ``turn_themes``)."""
        part = exercise_part(self.exercise.game)
        themes = self.exercise.themes
        if self.attempt.step and hasattr(part, "turn_themes"):
            themes = part.turn_themes(self._turn_start, self.attempt.current[0]) or themes
        return ", ".join(_(part.THEMES[theme]) for theme in themes if theme in part.THEMES)

    def answer_text(self) -> str:
        """The answer and why, in the game's terms (the coach's reason for a best turn), and its themes."""
        before = self._turn_start
        moves = tuple(self.rules.parse_move(text) for text in self.attempt.answer)
        side = self.rules.to_move(before)
        verdict = Verdict(1, side, moves, 0, 0, moves, True, BEST)
        reason = self.coach.module.reason_text(before, verdict) if self.coach is not None else ""
        said = _("The answer: {turn}.").format(turn=notation(moves if len(moves) > 1 else moves[0]))
        return " ".join(part for part in (said, f"{reason[:1].upper()}{reason[1:]}." if reason else "",
                                          _("Themes: {themes}.").format(themes=self.theme_names())) if part)

    def status_text(self) -> str:
        state = self.attempt.state
        if state == RIGHT:
            return _("Right!")
        if state == REPLY:
            return _("Right: the reply comes")
        if state == WRONG:
            return _("Not the best turn")
        if state == SHOWN:
            return _("The answer")
        most = solver_turns(self.exercise)
        name = subject(self.match.setup, self.match.to_move(), self.plural_names)[0]  # who solves
        if self.attempt.step:  # a line's later turn (the first frame names no number: it could be read as a pit)
            return _("{name}: find the best turn ({n} of {most})").format(
                name=name, n=number(self.attempt.step + 1), most=number(most))
        return _("{name}: find the best turn").format(name=name)

    def prompt(self) -> str:
        """The task, and the rules it is played under where they are not the book's (the entry's exercise part say them)."""
        rules = getattr(exercise_part(self.exercise.game), "rules_text", lambda data: "")(self.exercise.position)
        most = solver_turns(self.exercise)
        task = _("Find the one turn that keeps the best result: every other turn loses something.") if most == 1 \
            else _("A line of several turns: find each time the one turn that keeps the best result; the arcade "
                   "plays the replies.")
        return f"{task} {rules}" if rules else task

    def look(self) -> Any:
        return DuelScene.look(self), self.attempt, self.scored

    # --- the side panel ---------------------------------------------------------------------------------------
    def side_lines(self) -> list[str]:
        """The side panel's lines under the title: the player's rating (and what this try did), the streak (in a
        streak run, the run's length instead), the exercise's rating."""
        standing = self.app.exercise_tries.standing
        lines = [_("Your rating: {rating}").format(rating=rating_text(standing.player))]
        streak = standing.streak
        if self.scored is not None:
            before, after, streak = self.scored
            change = round(after.rating) - round(before.rating)
            lines[0] += f" ({'+' if change >= 0 else MINUS}{number(abs(change))})"
        if self.run is not None:
            run = self.run if self.attempt.result is None else self.run.after(self.attempt.result)
            lines.append(_("Streak run: {n}").format(n=number(run.length)))
        else:
            lines.append(_("Streak: {n}").format(n=number(streak)))
        lines.append(_("Exercise rated {rating}").format(rating=number(round(standing.exercise_rating(self.exercise).rating))))
        return lines

    def draw_extra(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The exercise's id under the buttons (a person may name it: ``exercises --check ID``)."""
        t = self.ui
        image = fitted_text(t, self.exercise.id, rect.width, "small", colors.MUTED, smallest="small")
        surface.blit(image, rect.topleft)


def exercise_scene(exercise: Exercise, next_exercise: Callable[[], None], run: Run | None = None,
                   board: type[ExerciseBoard] = ExerciseBoard) -> ExerciseBoard:
    """The exercise on its duel's board (see the module); ``next_exercise``: what N does; ``run``: the streak run it is
    part of (its length, with this try, is kept with the try); ``board``: ``ExerciseBoard`` or a kind of it (a person's
    own exercise: engine/scenes/mistake_board.py)."""
    spec = registry.get(exercise.game)
    base = spec.scene_class()
    scene_class = type(f"{base.__name__}{board.__name__}", (board, base), {})
    scene: ExerciseBoard = scene_class(spec, setup=Setup(HOTSEAT, 0, 3, names=spec.side_names), values={},
                        start_position=position_of(exercise))
    scene.turned = scene.rules.to_move(scene.start_position) == scene.top_side  # the solver's side at the bottom
    scene.exercise, scene.next_exercise, scene.scored = exercise, next_exercise, None
    scene.attempt = Attempt(exercise.answers, later=exercise.turns[1:])
    scene._showing, scene._show_wait, scene._pause, scene.run = [], 0.0, SHOW_PAUSE, run
    return scene
