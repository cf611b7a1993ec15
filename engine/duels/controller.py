"""The duel mid-end (pure): whose turn, the computer's job, hints, pause, animation time, the end.

After Simon Tatham's mid-end: one object owns what every duel needs, whatever the game, and
asks the game only questions.  It keeps the phase (setup, playing, over), the ``Match``
(positions, undo / redo of a whole exchange), the computer's pending move(s) and the job
that asks for them (through a worker with ``start / busy / done / result / cancel``),
the hint, the pause, the wait for a key before each of the computer's moves, the move being
animated (time comes in only as ``update(dt)``), a failed computer move, and the restart of
a finished demo.  It never draws, never reads a clock and never imports pygame: a scene
turns input into calls (``try_move``, ``undo``, ``go_on``…) and draws what the questions
(``human_may_move``, ``animation``, ``status``…) answer.

The game answers through the ``DuelGame`` protocol (in practice, its scene).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Protocol

from engine.duels.basics import HOTSEAT, HUMAN_COMPUTER, IllegalMoveError, Outcome, Setup, subject
from engine.duels.limits import Limit
from engine.duels.match import Match
from engine.language.translation import _
from engine.workers.computer import Job, WorkerError

SETUP, PLAYING, OVER = "setup", "playing", "over"
# what ``status()`` answers while playing, first that applies
ANIMATING, FAILED, PAUSED, AWAITING_KEY, THINKING, HUMAN_TO_MOVE = (
    "animating", "failed", "paused", "awaiting-key", "thinking", "human-to-move")
THINK_SECONDS = 2.0       # the computer's time per move
HINT_LEVEL = 5            # a hint is the strongest move the computer finds
MIN_THINK = 0.7           # shown at least this long (normal speed), so a person sees who is moving
DEMO_RESTART = 3.0        # seconds the game-over panel stays in the attract mode


def notation(choice: Any) -> str:
    """A move, or a turn of several moves, in the game's notation."""
    return " ".join(map(str, choice)) if isinstance(choice, tuple) else str(choice)


@dataclass(frozen=True)
class MoveAnimation:
    """A move being shown: the board before and after, and the progress ``t`` from 0 to 1."""

    before: Any
    move: Any
    after: Any
    t: float


class Worker(Protocol):
    """What the mid-end needs of the AI worker (``engine.workers.computer.AIWorker`` or a test's fake)."""

    @property
    def busy(self) -> bool: ...
    def start(self, job: Job) -> None: ...
    def done(self) -> bool: ...
    def result(self) -> Any: ...  # raises WorkerError when the job failed
    def cancel(self) -> None: ...


class DuelGame(Protocol):
    """What the mid-end asks the game (its scene answers)."""

    def describe(self, move: Any, who: str) -> str:
        """A sentence for the status line: who played what (``move`` may be a turn of several)."""

    def announce(self, choice: Any, who: str) -> str:
        """The computer's chosen move (or turn), said before it is shown."""

    def explain(self, before: Any, move: Any) -> str:
        """Why the computer played it ("" if nothing to say)."""

    def move_seconds(self, before: Any, move: Any) -> float:
        """How long the move's animation lasts at normal speed."""

    def think_seconds(self) -> float:
        """The computer's time per move."""

    def speed(self) -> float:
        """How fast animations run (1 normal, 0: skipped), read at each move."""

    def cue(self, sound: str) -> None:
        """A sound to play: "move", "win" or "error"."""

    def ended(self, outcome: Outcome) -> None:
        """The game has just ended (by a move, a redo, an agreement, or a start with nothing to play)."""

    def restart_demo(self) -> None:
        """The demo's game-over panel has been shown long enough: begin another game."""


class DuelController:
    """One duel's mid-end; ``rules`` is the game's rules module, ``ai`` its AI module's dotted path."""

    def __init__(self, rules: ModuleType, ai: str, worker: Worker, game: DuelGame, rng: random.Random,
                 demo: bool = False, wait_each_move: bool = False, plural_sides: bool = False) -> None:
        self.rules = rules
        self.plural_sides = plural_sides  # the side names are plural nouns: "the hens are thinking"
        self.ai = ai
        self.worker = worker
        self.game = game
        self.rng = rng
        self.demo = demo
        self.wait_each_move = wait_each_move  # wait for a key before each of the computer's moves
        self.phase = SETUP
        self._match: Match | None = None
        self.message = ""          # the status line's second part: the last move, a hint, an error
        self.explanation = ""
        self.hint: Any = None
        self.paused = False
        self.failure: str | None = None  # why the computer could not move (until asked again)
        self.clock = 0.0                 # seconds of play so far (for blinking)
        self._pending: list[Any] = []    # the computer's chosen moves (a turn may have several), to be shown
        self._turn_said: str | None = None  # the computer's whole turn in the past tense, said once it is shown
        self._awaiting_key = False
        self._thinking_for = 0.0
        self._anim: tuple[Any, Any, Any] | None = None  # before, move, after
        self._anim_time = 0.0
        self._anim_length = 0.0
        self._over_time = 0.0
        self._hint_job = False

    # --- phases -----------------------------------------------------------------------------------

    @property
    def match(self) -> Match:
        """The game being played (there is one from the first ``start``)."""
        if self._match is None:
            raise RuntimeError("no game has been started")
        return self._match

    @property
    def has_match(self) -> bool:
        return self._match is not None

    def open_setup(self) -> None:
        """Back to the setup panel: whatever the computer was doing is dropped."""
        self._reset_turn_state()
        self.phase = SETUP

    def start(self, setup: Setup, params: Any, start: Any = None) -> None:
        """Begin a game under ``setup`` (from ``start`` instead of the rules' first position, if given)."""
        self.resume(Match(self.rules, setup, params, self.rng, start), "")

    def resume(self, match: Match, message: str | None = None) -> None:
        """Play on with ``match`` (a saved game read back); the computer, if it is to move, thinks again.
        ``message``: the status line's (None: "Game resumed.")."""
        self._match = match
        self.phase = PLAYING
        self._reset_turn_state()
        message = _("Game resumed.") if message is None else message
        waits = _("Press Enter or click to see each of the computer's moves.")
        self.message = " ".join(part for part in (message, waits if self._waits() else "") if part)
        self._check_over()

    def settle(self) -> None:
        """The move being shown is played at once (the game is left: a move made is kept, not lost)."""
        self._pending = []
        self._finish_animation()

    def new_game(self) -> None:
        self.match.restart()
        self.phase = PLAYING
        self._reset_turn_state()
        self.message = _("New game.")
        self._check_over()

    def agree_draw(self) -> None:
        """Both players agree to a draw: the game is over (undo takes the agreement back)."""
        self.match.agree_draw()
        self._check_over()

    def _check_over(self) -> None:
        outcome = self.match.outcome()
        if outcome is not None:
            self.phase = OVER
            self._over_time = 0.0
            self.message = ""  # the result banner says how it ended; the game may add a note
            self.game.ended(outcome)

    def _reset_turn_state(self) -> None:
        self.worker.cancel()
        self._pending = []
        self._turn_said = None
        self._anim = None
        self._awaiting_key = False
        self._thinking_for = 0.0
        self._hint_job = False
        self.failure = None
        self.hint = None
        self.explanation = ""

    # --- actions ----------------------------------------------------------------------------------
    def undo(self) -> bool:
        """Take back a turn (against the computer: the whole exchange); False (and a beep) if nothing to undo."""
        self._reset_turn_state()
        if self.match.undo():
            self.message = _("Move taken back.")
            self.phase = PLAYING
            return True
        self.game.cue("error")
        return False

    def redo(self) -> bool:
        self._reset_turn_state()
        if self.match.redo():
            self.message = _("Move replayed.")
            self._check_over()
            return True
        self.game.cue("error")
        return False

    def ask_hint(self) -> bool:
        """Ask the computer for the human's best move (shown when it arrives)."""
        if not self.human_may_move():
            return False
        self._hint_job = True
        self.message = _("Looking for a good move…")
        self.worker.start(self._job(Limit(level=HINT_LEVEL, seconds=THINK_SECONDS)))
        return True

    def toggle_pause(self) -> bool:
        """Pause the computer (not against a human, who would wait for an answer that never comes)."""
        if self.match.setup.mode == HUMAN_COMPUTER:
            return False
        self.paused = not self.paused
        self.message = _("Paused: press P to go on.") if self.paused else ""
        return True

    def try_move(self, move: Any) -> bool:
        """A human's move: played and animated when legal; a beep and the reason otherwise."""
        if not self.human_may_move():
            return False
        try:
            after = self.rules.apply(self.match.position, move)
        except IllegalMoveError as error:
            self.message = str(error).capitalize() + "."
            self.game.cue("error")
            return False
        self.worker.cancel()
        self._hint_job = False
        self.hint = None
        self.explanation = ""
        self.message = self.game.describe(move, self._mover_name())
        self._animate(move, after)
        return True

    def go_on(self) -> bool:
        """Enter or a click: show the computer's next move, or ask it again after a failure.

        False when nothing was waiting (the key is then the game's)."""
        if self.phase != PLAYING:
            return False
        if self.failure is not None:
            self.failure = None
            self.message = ""
            self._thinking_for = 0.0
            return True
        if self._awaiting_key:
            self._awaiting_key = False
            return True
        return False

    # --- time -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        if self.phase == OVER:
            self._over_time += dt
            if self.demo and self._over_time >= DEMO_RESTART:
                self.game.restart_demo()
            return
        if self.phase != PLAYING:
            return
        if self._anim is not None:
            self._anim_time += dt
            if self._anim_time >= self._anim_length:
                self._finish_animation()
            return
        if self._hint_job:
            self._collect_hint()
        elif self.match.is_computer_turn() and not self.paused and self.failure is None:
            self._computer_turn(dt)

    def _job(self, limit: Limit) -> Job:
        return Job("engine.duels.match", "computer_move", (self.ai, self.match.position, limit, self.match.seed()))

    def _collect_hint(self) -> None:
        if self.worker.done():
            self._hint_job = False
            try:
                self.hint = self.worker.result()
            except WorkerError as error:
                self.message = _("No hint: {reason}").format(reason=error)
                return
            self.message = _("Hint: {move}").format(move=notation(self.hint))
            self.explanation = self.game.explain(self.match.position, self.hint)

    def _computer_turn(self, dt: float) -> None:
        worker = self.worker
        if not self._pending:
            if not worker.busy and not worker.done():
                worker.start(self._job(Limit(level=self.match.setup.level, seconds=self.game.think_seconds())))
                self._thinking_for = 0.0
            self._thinking_for += dt
            factor = self.game.speed()
            if worker.done() and self._thinking_for >= (MIN_THINK / factor if factor else 0.0):
                try:
                    choice = worker.result()
                except WorkerError as error:
                    self.failure = str(error)
                    self.message = _("The computer could not move ({reason}). "
                                     "Press Enter to ask again, U to undo, N for a new game.").format(reason=error)
                    return
                self._pending = list(choice) if isinstance(choice, tuple) else [choice]
                who = self._mover_name()
                self._turn_said = self.game.describe(choice, who)  # worded now, before the position changes
                self.message = self.game.announce(choice, who)
                self.explanation = self.game.explain(self.match.position, choice)
                self._awaiting_key = self._waits()
        if self._pending and not self._awaiting_key:
            move = self._pending.pop(0)
            self._animate(move, self.rules.apply(self.match.position, move))
            self._awaiting_key = bool(self._pending) and self._waits()

    def _animate(self, move: Any, after: Any) -> None:
        before = self.match.position
        factor = self.game.speed()
        length = self.game.move_seconds(before, move) / factor if factor else 0.0
        self._anim, self._anim_time, self._anim_length = (before, move, after), 0.0, length
        self.game.cue("move")
        if length == 0.0:
            self._finish_animation()

    def _finish_animation(self) -> None:
        if self._anim is None:
            return
        _, move, _ = self._anim
        self._anim = None
        self.match.play(move)
        if self._turn_said is not None and not self._pending:  # the announced turn is done: say it in the past
            self.message, self._turn_said = self._turn_said, None
        if self.match.is_over():
            self.game.cue("win")
        self._check_over()

    def _waits(self) -> bool:
        """Wait for a key before showing each of the computer's moves?"""
        return self.wait_each_move and not self.demo and self.match.setup.mode != HOTSEAT

    def _mover_name(self) -> str:
        """The side to move as a sentence names it: "You", "The computer", "The hens", "Player 1"."""
        return subject(self.match.setup, self.match.to_move(), self.plural_sides)[0]

    # --- questions --------------------------------------------------------------------------------
    def human_may_move(self) -> bool:
        """May a person move now (a human's turn in play, no move being shown, not a demo)?"""
        return (self.phase == PLAYING and not self.demo and self._anim is None
                and not self.match.is_computer_turn())

    def computer_to_move(self) -> bool:
        """Is it the computer's turn in play, with no move being shown (thinking, waiting or paused)?"""
        return self.phase == PLAYING and self._anim is None and self.match.is_computer_turn()

    def thinking(self) -> bool:
        """Is the computer working on its move right now?"""
        return self.status() == THINKING

    def is_animating(self) -> bool:
        return self.phase == PLAYING and self._anim is not None

    def animation(self) -> MoveAnimation | None:
        """The move being shown, with its progress from 0 to 1 (``None`` when none is)."""
        if self._anim is None:
            return None
        before, move, after = self._anim
        return MoveAnimation(before, move, after, min(1.0, self._anim_time / max(1e-6, self._anim_length)))

    def shown_position(self) -> Any:
        """The position on the board: before the move being shown, if one is."""
        return self._anim[0] if self._anim is not None else self.match.position

    def pending(self) -> tuple:
        """The computer's announced moves still to be shown."""
        return tuple(self._pending)

    def awaiting_key(self) -> bool:
        """Is the computer's next move waiting for Enter or a click?"""
        return self._awaiting_key

    def over_seconds(self) -> float:
        """How long the game-over panel has been up."""
        return self._over_time

    def status(self) -> str:
        """The state the status line shows: the phase when not playing, else one of ANIMATING … HUMAN_TO_MOVE."""
        if self.phase != PLAYING:
            return self.phase
        if self._anim is not None:
            return ANIMATING
        if self.failure is not None:
            return FAILED
        if self.paused:
            return PAUSED
        if self.match.is_computer_turn():
            return AWAITING_KEY if self._awaiting_key else THINKING
        return HUMAN_TO_MOVE
