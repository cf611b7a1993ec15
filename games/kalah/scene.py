"""The Kalah board: two rows of pits and the two kalahs, stones sown one by one.

The human's side (A) is the bottom row, read left to right; the other side's row is on
top, read right to left, its kalah on the left (an exercise with B to move turns the board: ``turned``, B's row at
the bottom, its numbers and names following; clicks and sowing follow the holes where they are drawn).  A click
on one of the mover's pits, or keys 1-6, plays it.  Sowing is animated stone by stone; the last stone's effect (extra
move, capture) is shown.  The computer announces its whole turn ("I'll play 1 3 4") and
plays the single moves one after the other; with "wait for a key" on (as in the original
program; off by default, a setup option) it waits for Enter or a click before each one, the pit
it means lit.  The last move stays marked (the pit sown from, the holes it reached), the mover's
row is lit, and each kalah carries its owner's name.  After every game
the record is written to ``lastgame.klh`` in the user's data folder; V saves it elsewhere and
O opens one to step through.  A record is read and checked on a thread (``engine.workers.background``),
never in the frame loop: meanwhile the status says "Opening…" and the game waits; a record that
cannot be read leaves the game as it was and a dialog says why.  Under the pie rule the second
player's first turn may be a swap (key W, said in the prompt): the board turns round.  A game against
level 5 or Perfect, or coached at 3 or 4 stones a pit, has the larger endgame tables computed on a thread, once
(``_ready_large_table``); while a build of a table runs (this window's, another's or a proof's), the side panel
says which, how far and the time left (``build_line``: engine/files/builds.py, read at most once a second).
T ("Watch it think") opens the "Alpha-beta" entry on the position on the board; its Esc comes back here.
"""
from __future__ import annotations

import math
import time
from pathlib import Path
from typing import Any

import pygame

from engine.duels.basics import HOTSEAT, HUMAN_COMPUTER, PERFECT, Outcome, Setup
from engine.entries import registry
from engine.files.atomic import write_text_atomic
from engine.files.builds import BuildWatch
from engine.files.paths import cache_dir, data_dir
from engine.language.translation import N_, _, ngettext, number
from engine.scenes.duel import OVER, PLAYING, Action, DuelScene, MoveAnimation, notation
from engine.scenes.entry import sentence
from engine.scenes.overlay import Dialog, InputDialog
from engine.ui import theme as colors
from engine.ui.draw import text_block
from engine.ui.theme import printable
from engine.workers.background import Background
from games.kalah import ai, endgame, perfect, table_builds, watch
from games.kalah.analysis_view import draw_values, verdict
from games.kalah.analyst import Analyst
from games.kalah.board_view import ASPECT, Spots, board_spots, draw_holes, draw_wood, hole_radius
from games.kalah.record import Record, RecordError, Turn, format_record, read_record
from games.kalah.rules import BOOK, KALAH, PITS, SWAP, Move, Position, sow

MOVER_BAND = (148, 100, 60)
LAST_GAME = "lastgame.klh"
WATCHER, WATCH_DEPTH = "alphabeta", 3  # the entry that shows the computer's search (T), and its depth: legible
_READYING: set[bool] = set()  # the capture rules whose larger endgame tables this window has had built (or found ready)


def load_record(typed: str) -> Record:
    """The record at the path a person typed (``~`` allowed); ``RecordError`` for any trouble."""
    try:
        path = Path(typed).expanduser()
    except RuntimeError as error:  # an unknown ~user
        raise RecordError(None, f"cannot read the file: {error}") from None
    return read_record(path)


class KalahScene(DuelScene):
    wait_by_default = False  # the original waited for Enter before each computer move: an option now
    top_side = 1  # B's row is drawn at the top (unless turned)

    def __init__(self, *args, record: Record | None = None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.viewed = record      # a record being looked through (then the game is between two players)
        self._asking: str | None = None  # which question the dialog on top answers: "save" or "open"
        self.opening: Background | None = None  # a record being read, off the frame loop
        self._opening_path = ""
        self.analyst: Analyst | None = None  # the analysis (A), in a worker of its own, while it is on
        self.perfect_caveat = self.spec.perfect_caveat_here()  # said beside a game against Perfect ("" for nothing)
        self.builds = BuildWatch(cache_dir)  # the endgame tables being built, said in the side panel

    def begin(self) -> None:
        if self.viewed is None:
            super().begin()
            return
        params = self.viewed.params
        self.values = {**self.values, "stones": params.stones, "capture": params.variant.capture,
                       "pie": params.variant.pie}
        self.start(Setup(HOTSEAT, self.viewed.first))
        for turn in self.viewed.turns:
            for move in turn.moves:
                self.match.play(move)
        while self.match.undo():
            pass
        count = sum(len(turn.moves) for turn in self.viewed.turns)
        self.message = ngettext("A record of {n} move: Left/Right step through it; play a pit to go on from here.",
                                "A record of {n} moves: Left/Right step through it; play a pit to go on from here.",
                                count).format(n=count)

    def think_seconds(self) -> float:
        return float(self.values.get("seconds", 2))

    def exit(self) -> None:
        self.opening = None  # a read still going on is dropped (its thread ends on its own)
        if self.analyst is not None:
            self.analyst.worker.close()
            self.analyst = None
        super().exit()

    # --- the analysis ---------------------------------------------------------------------------------
    def game_actions(self) -> list[Action]:
        """Analysis (A), Review (R) on a record looked through, and Watch it think (T)."""
        actions = [Action(N_("Analysis"), "A", (pygame.K_a,), self.toggle_analysis)]
        if self.viewed is not None and self.phase != OVER:  # a record looked through: its review (R)
            actions.append(Action(N_("Review"), "R", (pygame.K_r,), self.review))
        if self.has_match:
            actions.append(Action(N_("Watch it think"), "T", (pygame.K_t,), self.watch_it_think))
        return actions

    def watch_it_think(self) -> None:
        """T: the computer's search of the position on the board, drawn as a tree (the "Alpha-beta" entry,
        found in the registry), WATCH_DEPTH whole turns deep; its Esc comes back to this game as it was (the
        game waits underneath, the computer's thinking going on in its worker)."""
        if not self.has_match:
            return
        spec = registry.get(WATCHER)
        values = {"game": self.spec.id, "position": "board", "depth": WATCH_DEPTH, "method": "alphabeta",
                  "board": watch.position_key(self.match.position)}
        self.app.stack.push(spec.scene_class()(spec, values=values, start=True))

    def toggle_analysis(self) -> None:
        """A: each of the mover's pits shows what sowing it is worth (while a person is to move; after a game the
        review, R, goes through every turn); A again turns it off."""
        if self.analyst is None:
            self.analyst = Analyst(type(self.app.worker)())  # its own worker: the computer's is never disturbed
            self.message = _("Analysis on: each pit of the side to move shows what sowing it is worth.")
        else:
            self.analyst.worker.close()
            self.analyst = None
            self.message = _("Analysis off.")

    def _follow_analysis(self) -> None:
        analyst = self.analyst
        if analyst is None or not self.has_match:
            return
        # while the computer thinks, the analysis waits (it would take the computer's time); after a game the review
        analyst.follow(self.match.position if self.phase != OVER and self.controller.human_may_move() else None)

    def update(self, dt: float) -> None:
        if self.opening is not None:  # the game waits (the computer's thinking goes on in the worker)
            self._poll_opening()
        else:
            super().update(dt)
        self._follow_analysis()
        self._ready_large_table()
        self.builds.update(dt)

    def look(self) -> Any:
        """The duel's, and the line of a table being built (its percent and time left change while a person thinks)."""
        return super().look(), self.build_line()

    def build_line(self) -> str:
        """The build of an endgame table under way, in one line ("" when none runs): it changes only when the
        percent or the time left (in steps of 5 s) does, at most once a second."""
        return self.builds.line()

    def _ready_large_table(self) -> None:
        """Against level 5 or Perfect, and in a game of 3 or 4 stones a pit while the coach is on (its values are
        proofs, in any mode), the larger endgame tables (``ai.larger_endgame_stones``: steps of 14 and 16 stones in
        about 2 and 10 s, then the large one of 18 in about 40 s) are built once, by a process of their own at the
        lowest priority (``table_builds``: the window's own process stays idle), and kept in the cache folder; the
        computer and the coach take the largest ready at their next proof or search.  Perfect's and the coach's
        proofs past the book then take a fifth of the time, and level 5's searches reach the end of the game sooner.
        Until then they use a smaller table.  Perfect's first turns come from its book meanwhile, and level 5 reaches
        so few stones only late in a game."""
        setup = self.match.setup if self.has_match else None
        if setup is None or self.demo:
            return
        against = setup.level in (5, PERFECT) and setup.mode != HOTSEAT
        coached = self.coach is not None and self.coach.on and perfect.offered_at(self.match.position)
        if not (against or coached):
            return
        rule = self.match.position.variant.empty_capture
        if rule in _READYING:
            return
        _READYING.add(rule)
        wanted = [stones for stones in ai.larger_endgame_stones() if not endgame.ready(stones, rule)]
        if wanted:
            table_builds.start(wanted, rule)

    def handle_input(self, event) -> None:
        if self.opening is None:
            super().handle_input(event)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:  # give up waiting
            self.opening = None
            self.message = _("Opening the record cancelled.")

    # --- geometry: desk index -> circle on screen ---------------------------------------------------
    def _geometry(self, rect: pygame.Rect) -> Spots:
        t = self.theme
        labels = t.px(24) + t.font("small").get_linesize()  # the pit numbers and side names above and below it
        width = min(rect.width - t.px(20), int(rect.height * 2.3), int((rect.height - 2 * labels) * ASPECT))
        board = pygame.Rect(0, 0, width, int(width / ASPECT))
        board.center = rect.center
        self._board_rect = board
        return board_spots(board, self.turned)

    def on_bottom(self, index: int) -> bool:
        """Is hole ``index`` on the bottom side of the board as drawn (A's, or B's when turned)?"""
        return (index < 7) != self.turned

    # --- input ------------------------------------------------------------------------------------
    def move_at(self, pos) -> Move | None:
        mover = self.match.to_move()
        for index, ((x, y), size) in self._geometry(self.board_rect).items():
            if index in KALAH or (index >= 7) != (mover == 1):
                continue
            if math.hypot(pos[0] - x, pos[1] - y) <= (size if isinstance(size, int) else size[0]):
                return Move(index % 7 + 1)
        return None

    def board_key(self, event) -> bool:
        if pygame.K_1 <= event.key <= pygame.K_6:
            if not self.try_move(Move(event.key - pygame.K_0)):
                self.app.sound.play("error")
            return True
        if event.key == pygame.K_w:  # the pie rule's swap
            if not self.try_move(SWAP):
                self.app.sound.play("error")
            return True
        if event.key == pygame.K_v:
            self.save_record_as()
            return True
        if event.key == pygame.K_t:
            self.watch_it_think()
            return True
        if event.key == pygame.K_o:
            self.open_record()
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):  # step through the game (a record, or this one)
            (self.controller.undo if event.key == pygame.K_LEFT else self.controller.redo)()
            return True
        return False

    # --- text ---------------------------------------------------------------------------------------
    def describe(self, move, who: str) -> str:
        if move == SWAP or move == (SWAP,):
            return _("{who} swapped sides: the board turned round.").format(who=who)
        if isinstance(move, tuple) and len(move) > 1:
            return _("{who} played pits {pits} and {last}.").format(
                who=who, pits=", ".join(str(m.pit) for m in move[:-1]), last=move[-1].pit)
        pit = move[0].pit if isinstance(move, tuple) else move.pit
        return _("{who} played pit {pit}.").format(who=who, pit=pit)

    def announce(self, choice, who: str) -> str:
        if choice == (SWAP,):
            return _("{who}: \u201cI'll swap sides\u201d").format(who=who)
        if isinstance(choice, tuple):
            return _("{who}: \u201cI'll play {pits}\u201d").format(who=who, pits=notation(choice))
        return self.describe(choice, who)

    def prompt(self) -> str:
        if self.has_match and SWAP in self.match.legal_moves():
            return _("Pie rule: press W to swap sides (the board turns round and you keep what the first turn "
                     "made), or play a pit, 1\u20136.")
        return _("Click one of your pits, or press 1\u20136. A last stone in your kalah gives you another move.")

    def status_text(self) -> str:
        if self.opening is not None:
            return _("Opening {name}\u2026").format(name=printable(Path(self._opening_path).name))
        controller = self.controller
        pending, animation = controller.pending(), controller.animation()
        if self.phase == PLAYING and self.match.is_computer_turn() and (pending or animation):
            who = self.match.setup.side_name(self.match.to_move())
            if pending:
                head = _("I'll play {pits}").format(pits=notation(pending))
            elif animation and animation.move == SWAP:
                head = _("{who} swaps sides").format(who=who)
            elif animation:
                head = _("{who} plays pit {pit}").format(who=who, pit=animation.move.pit)
            else:
                head = _("{who} has played").format(who=who)
            return _("{move}: press Enter").format(move=head) if controller.awaiting_key() else head
        return super().status_text()

    def move_seconds(self, before: Position, move: Move) -> float:
        if move == SWAP:
            return 0.8
        stones = before.desk[(move.pit - 1) + 7 * before.to_move]
        return 0.25 + 0.14 * stones + 0.35

    def result_text(self, outcome: Outcome) -> str:
        a, b = self.match.position.desk[KALAH[0]], self.match.position.desk[KALAH[1]]
        said = super().result_text(outcome).rstrip(".!\u00a0 ")  # "You win!": "You win 40–32."
        return f"{said} {max(a, b)}\u2013{min(a, b)}."

    def over_detail(self, outcome: Outcome) -> str:
        setup = self.match.setup
        desk = self.match.position.desk
        return _("{first} {a}, {second} {b}.").format(first=setup.side_name(0), a=desk[KALAH[0]],
                                                      second=setup.side_name(1).lower(), b=desk[KALAH[1]])

    def explain(self, before, move) -> str:
        if isinstance(move, tuple) and len(move) > 1:
            return _("A whole turn: each pit but the last ends in the kalah, so the computer moves again.")
        return ""

    # --- records ------------------------------------------------------------------------------------
    def record(self) -> Record:
        turns: list[Turn] = []
        for side, move in self.match.played():
            if turns and turns[-1].side == side:
                turns[-1] = Turn(side, turns[-1].moves + (move,))
            else:
                turns.append(Turn(side, (move,)))
        setup = self.match.setup
        header = (("date", time.strftime("%Y-%m-%d %H:%M")), ("A", setup.side_name(0)), ("B", setup.side_name(1)))
        return Record(tuple(turns), self.match.params, header)

    def game_over(self, outcome: Outcome) -> None:
        if self.demo or self.start_position is not None:  # a record always begins at the start
            return
        try:
            write_text_atomic(data_dir() / LAST_GAME, format_record(self.record()))
        except OSError as error:
            self.message = _("Could not write {name}: {reason}").format(name=LAST_GAME, reason=error.strerror or error)

    def save_record_as(self) -> None:
        if not self.has_match or not self.match.moves:
            return
        default = Path.home() / f"kalah-{time.strftime('%Y%m%d-%H%M')}.klh"
        self._asking = "save"
        self.app.stack.push(InputDialog(_("Save the record as"), _("The file to write (a .klh record):"), str(default)))

    def open_record(self) -> None:
        self._asking = "open"
        self.app.stack.push(InputDialog(_("Open a record"), _("The .klh file to look through (then play on from any "
                                                              "position):"), str(data_dir() / LAST_GAME)))

    def answered(self, result) -> None:
        asking, self._asking = self._asking, None
        if not isinstance(result, str):
            return
        if asking == "save":
            try:
                path = Path(result).expanduser()
                write_text_atomic(path, format_record(self.record()))
                self.message = _("Record saved to {path}.").format(path=path)
            except (OSError, ValueError, RuntimeError) as error:  # unwritable, a NUL, an unknown ~user
                self._tell(_("Not saved"), _("Could not write {name}: {reason}").format(
                    name=printable(result), reason=getattr(error, "strerror", None) or error))
        elif asking == "open":
            self._opening_path = result
            self.opening = Background(load_record, result)

    def _poll_opening(self) -> None:
        """The record has been read: step through it in a new scene, or say why not and go on."""
        opening = self.opening
        if opening is None or not opening.done():
            return
        self.opening = None
        typed = printable(self._opening_path)
        try:
            record = opening.result()
        except RecordError as error:
            if error.line is None:
                self._tell(_("Cannot open the record"), f"{typed}: {error}")
            else:
                self._tell(_("Not a record that can be replayed"), f"{Path(typed).name}, {error}")
            return
        except Exception as error:  # not expected from read_record, but the game must go on
            self._tell(_("Cannot open the record"), f"{typed}: {type(error).__name__}: {error}")
            return
        self.app.stack.replace(KalahScene(self.spec, values=self.values, record=record))

    def _tell(self, title: str, message: str) -> None:
        self.app.sound.play("error")
        self.app.stack.push(Dialog(title, message, [(_("OK"), None)]))

    # --- drawing ------------------------------------------------------------------------------------
    def draw_board(self, surface, rect, position: Position, animation: MoveAnimation | None) -> None:
        t = self.theme
        live = position is self.match.position  # not an earlier board (the review's): no pointer, no last move on it
        hover = self.move_at(self.pointer) if live and self.controller.human_may_move() else None  # (lays out the game's board)
        spots = self._spots = self._geometry(rect)
        board = self._board_rect
        draw_wood(surface, board, t)
        desk, lit, effect = self._shown(position, animation)
        hint = self.hint[0] if isinstance(self.hint, tuple) and self.hint else self.hint  # a turn, or one sowing
        mover = (animation.before if animation else position).to_move
        if self.phase == PLAYING:
            self._draw_mover_row(surface, spots, mover)
        last_from, reached = self.last_marks() if animation is None and live else (None, ())
        announced = self.announced_pit()
        draw_holes(surface, spots, desk, t)
        for index, ((x, y), size) in spots.items():
            radius = hole_radius(size)
            is_store = isinstance(size, tuple)
            pit = None if is_store else Move(index % 7 + 1)
            own = not is_store and (index >= 7) == (mover == 1)
            if pit is not None and own and hover == pit:
                pygame.draw.circle(surface, colors.GOOD if desk[index] else colors.BAD, (x, y), radius + t.px(4),
                                   width=t.px(4))
            if pit is not None and own and hint == pit and not animation:
                pygame.draw.circle(surface, colors.INFO, (x, y), radius + t.px(8), width=t.px(3))
            if index == lit or index == announced:
                pygame.draw.circle(surface, colors.ACCENT, (x, y), radius + t.px(4), width=t.px(3))
            elif index == last_from:
                pygame.draw.circle(surface, colors.LAST_MOVE, (x, y), radius + t.px(5), width=t.px(3))
            elif index in reached:
                pygame.draw.circle(surface, colors.LAST_MOVE, (x, y + radius + t.px(1) if self.on_bottom(index) else y - radius - t.px(1)),
                                   max(2, t.px(4)))
            self._draw_count(surface, index, (x, y), size, desk[index])
        self._draw_numbers(surface, spots)
        analyst = self.analyst
        if analyst is not None and animation is None and analyst.position == position:
            draw_values(surface, spots, analyst.values, position.to_move, t)
        if effect:
            text = t.text(effect, "large", colors.ACCENT, bold=True)
            box = text.get_rect(center=board.center).inflate(t.px(24), t.px(12))
            pygame.draw.rect(surface, colors.SHADOW, box, border_radius=box.height // 2)
            surface.blit(text, text.get_rect(center=box.center))

    def draw_coach_marks(self, surface, side: int, played: tuple, better: tuple | None) -> None:
        """The coach's turns on ``side``'s row: the pits of the turn played ringed in amber, the better turn's in
        green, each numbered in the order it is sown."""
        t = self.theme
        for moves, color, gap in ((played, colors.ACCENT, 10), (better or (), colors.GOOD, 16)):
            for order, move in enumerate(moves, 1):
                if move == SWAP:
                    continue
                (x, y), size = self._spots[7 * side + move.pit - 1]
                radius = hole_radius(size) + t.px(gap)
                pygame.draw.circle(surface, color, (x, y), radius, width=max(2, t.px(4)))
                if len(moves) > 1:
                    badge = t.text(str(order), "tiny", colors.BACKGROUND, bold=True)
                    spot = (x + int(radius * 0.7), y - int(radius * 0.7)) if color == colors.GOOD else \
                        (x - int(radius * 0.7), y - int(radius * 0.7))
                    box = badge.get_rect(center=spot).inflate(t.px(8), t.px(2))
                    pygame.draw.rect(surface, color, box, border_radius=box.height // 2)
                    surface.blit(badge, badge.get_rect(center=box.center))

    def last_marks(self) -> tuple[int | None, tuple[int, ...]]:
        """The last move on the board: the hole it was sown from and the holes its stones reached."""
        last = self.match.last_turn() if self.has_match else None
        if last is None:
            return None, ()
        before, move = last
        if move == SWAP:
            return None, ()
        return move.pit - 1 + 7 * before.to_move, tuple(sow(before, move).path)

    def announced_pit(self) -> int | None:
        """The hole of the computer's next announced pit while it waits for Enter ("I'll play 2: press Enter")."""
        pending = self.controller.pending()
        if not (pending and self.controller.awaiting_key()) or pending[0] == SWAP:
            return None
        return pending[0].pit - 1 + 7 * self.match.position.to_move

    def _draw_mover_row(self, surface, spots, mover: int) -> None:
        """A soft band behind the row of the side to move."""
        t = self.theme
        (x0, y), radius = spots[7 * mover]
        (x1, _), _ = spots[7 * mover + PITS - 1]
        x0, x1 = min(x0, x1), max(x0, x1)
        band = pygame.Rect(0, 0, x1 - x0 + 2 * radius + t.px(20), 2 * radius + t.px(20))
        band.center = ((x0 + x1) // 2, y)
        pygame.draw.rect(surface, MOVER_BAND, band, border_radius=band.height // 2)
        pygame.draw.rect(surface, colors.FOCUS, band, width=max(1, t.px(2)), border_radius=band.height // 2)

    def _shown(self, position: Position, animation: MoveAnimation | None):
        """The desk to draw, the hole that just received a stone, and the last stone's effect."""
        if animation is None:
            return position.desk, None, ""
        sowing = sow(animation.before, animation.move)
        if animation.move == SWAP:  # the board turns round halfway
            return (sowing.after if animation.t >= 0.5 else animation.before).desk, None, "Swap!"
        stones = len(sowing.path)
        steps = stones + 1  # picking up, then one step per stone
        done = animation.t * (steps + 2)  # two more steps: showing the effect
        if done >= steps:
            effect = _("Capture! +{n}").format(n=sowing.captured) if sowing.captured else \
                (_("Extra move!") if sowing.extra_move else "")
            return sowing.after.desk, sowing.path[-1], effect
        desk = list(animation.before.desk)
        source = animation.move.pit - 1 + 7 * animation.before.to_move
        desk[source] = 0
        sown = int(done)
        for hole in sowing.path[: max(0, sown)]:
            desk[hole] += 1
        lit = sowing.path[sown - 1] if sown >= 1 else source
        return tuple(desk), lit, ""

    def _draw_count(self, surface, index: int, center, size, count: int) -> None:
        t = self.theme
        x, y = center
        text = t.text(str(count), "body", colors.TEXT, bold=True)
        if index in KALAH:
            box = text.get_rect(center=(x, y + size[1] + t.px(18)))
        elif self.on_bottom(index):
            box = text.get_rect(center=(x, y + size + t.px(18)))
        else:
            box = text.get_rect(center=(x, y - size - t.px(18)))
        back = box.inflate(t.px(12), t.px(4))
        pygame.draw.rect(surface, colors.SHADOW, back, border_radius=back.height // 2)
        surface.blit(text, box)

    def _draw_numbers(self, surface, spots) -> None:
        t = self.theme
        board = self._board_rect
        names = self.match.setup
        bottom = 1 if self.turned else 0  # the side drawn at the bottom
        for index in range(PITS):
            for base, y in ((7 * bottom, board.bottom + t.px(20)), (7 - 7 * bottom, board.top - t.px(20))):
                (x, _), _ = spots[base + index]
                label = t.text(str(index + 1), "small", colors.MUTED, bold=True)
                surface.blit(label, label.get_rect(center=(x, y)))
        mover = self.controller.shown_position().to_move if self.phase == PLAYING else None
        for side in (bottom, 1 - bottom):  # each row's side, read the way it is sown: left to right at the bottom
            moving = side == mover
            name = self.to_move_text(side) if moving else names.side_name(side)
            text, anchor = (f"{name}  \u2192", "midtop") if side == bottom else (f"\u2190  {name}", "midbottom")
            label = t.text(text, "small",
                           colors.FOCUS if moving else colors.MUTED, bold=moving)
            y = board.bottom + t.px(34) if side == bottom else board.top - t.px(34)
            surface.blit(label, label.get_rect(**{anchor: (board.centerx, y)}))
        for side, store, neighbour in ((0, KALAH[0], 7), (1, KALAH[1], 12)):  # each kalah's owner, above it
            neighbour = (neighbour + 7) % 14 if self.turned else neighbour  # the top row's pit beside it
            (x, y), (_, h) = spots[store]
            owner = t.text(names.side_name(side), "small", colors.TEXT, bold=True)
            room = abs(spots[neighbour][0][0] - x) - t.px(24)  # to the nearest pit's count, across the top row
            if owner.get_width() // 2 + t.px(6) > room:  # a narrow window: a size smaller, above the pit numbers
                owner = t.text(names.side_name(side), "tiny", colors.TEXT, bold=True)
                box = owner.get_rect(midbottom=(x, board.top - t.px(26))).inflate(t.px(12), t.px(4))
                box.clamp_ip(surface.get_rect())
            else:
                box = owner.get_rect(midbottom=(x, y - h - t.px(8))).inflate(t.px(12), t.px(4))
                box.clamp_ip(board)
            pygame.draw.rect(surface, colors.SHADOW, box, border_radius=box.height // 2)
            surface.blit(owner, owner.get_rect(center=box.center))

    def draw_extra(self, surface, rect) -> None:
        said = []
        if self.has_match and self.phase == PLAYING and not self.match.is_computer_turn() \
                and SWAP in self.match.legal_moves():
            said.append(_("Pie rule: W swaps sides now (the board turns round), or play a pit."))
        variant = self.match.params.variant if self.has_match else BOOK
        if variant.empty_capture:
            said.append(_("Played with the empty capture."))
        if variant.pie:
            said.append(_("Played with the pie rule."))
        if not self.demo:  # the attract mode's games are not recorded
            said.append(_("Record: {name} after each game. V: save the record as\u2026 O: open a record. "
                          "\u2190/\u2192: step through the game.").format(name=LAST_GAME))
        if self.has_match and self.match.setup.mode != HOTSEAT and self.match.setup.level == PERFECT:
            said.append(_("The computer plays perfectly: each of its turns has the best exact value "
                          "(from its book of proofs, else proved there and then)."))
            if self.perfect_caveat:
                said.append(sentence(self.perfect_caveat))
        elif self.has_match and self.match.setup.mode != HOTSEAT:
            said.append(_("The computer thinks {seconds} s per move.").format(seconds=number(self.think_seconds())))
        analysed = "\n".join(text for text in (self.build_line(), self._analysis_text()) if text)
        lines = " ".join(said)
        text_block(surface, f"{analysed}\n{lines}" if analysed else lines, rect, self.theme, "small", colors.MUTED)

    def _analysis_text(self) -> str:
        """What the analysis says in the side panel ("" while it is off)."""
        analyst = self.analyst
        if analyst is None or not self.has_match:
            return ""
        if analyst.problem:
            return analyst.problem
        setup = self.match.setup
        if self.phase == OVER:
            return _("Analysis: R reviews the game, every turn's value and the better turns.")
        if analyst.position != self.match.position or not analyst.values:
            return _("Analysis: valuing the moves\u2026") if analyst.position is not None else \
                _("Analysis: on (it waits while the computer thinks).")
        mover = self.match.position.to_move
        you = mover == setup.human_side if setup.mode == HUMAN_COMPUTER else None
        return verdict(analyst.values, setup.side_name(mover), setup.side_name(1 - mover), you)
