"""The Row Nim screen: a checkerboard with white and black checkers, the gaps, the binary columns.

Click one of your checkers, then a highlighted square, or drag the checker there.  Keys:
Up/Down (or 1-9, 0 for row 10) choose a row, Left/Right the square, Enter moves; G shows or
hides the gap labels, T the teaching panel (the gaps in binary columns, the component Match Nim
uses too).  Between two players a draw is offered every ``DRAW_OFFER_AFTER`` moves (the rules
know no draw; the match records the agreement).
"""
from __future__ import annotations

import random

import pygame

from engine.duels.basics import HOTSEAT
from engine.language.translation import _, ngettext, number
from engine.scenes.duel import PLAYING, DuelScene, MoveAnimation
from engine.scenes.overlay import Dialog
from engine.ui import theme as colors
from engine.ui.draw import text_block
from games.row_nim.board_view import draw_checker, draw_squares, square
from games.row_nim.rules import Move, Position, destinations, is_retreat
from games.row_nim.teaching import explain
from games.shared.binary_columns_view import draw_binary_columns, odd_columns_text

DRAW_OFFER_AFTER = 200
GAP_TINT = (110, 170, 240, 70)
TARGET = (96, 204, 140)
LAST_MOVE = (70, 140, 230)


class RowNimScene(DuelScene):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.editing = False
        self.selected: int | None = None   # the row whose checker is picked up
        self.dragging = False
        self.cursor = (0, 0)              # the keyboard's (row, target column)
        self.keyboard = False             # the keyboard's cursor is shown once a key has been used
        self.show_gaps = True
        self._next_offer = DRAW_OFFER_AFTER
        self._offering = False
        self._drawn: tuple[pygame.Rect, int, int] = (pygame.Rect(0, 0, 0, 0), 8, 0)  # the last board: grid, cell, rows

    def demo_values(self, rng: random.Random) -> dict:
        return {**self.values, "rows": rng.randint(4, 8), "columns": rng.randint(8, 12), "start": ""}

    def start(self, setup) -> None:
        super().start(setup)
        self._forget_selection()
        self._next_offer = DRAW_OFFER_AFTER

    def new_game(self) -> None:
        super().new_game()
        self._forget_selection()
        self._next_offer = DRAW_OFFER_AFTER

    def _forget_selection(self) -> None:
        self.selected, self.dragging, self.keyboard = None, False, False
        self.cursor = (0, self.match.position.rows[0][self.match.to_move()])

    # --- the draw offer -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.editing:  # nobody moves while the board is being set up
            return
        super().update(dt)
        if (self.phase == PLAYING and not self.controller.is_animating() and self.match.setup.mode == HOTSEAT
                and len(self.match.moves) >= self._next_offer and not self._offering):
            self._offering = True
            count = len(self.match.moves)
            self.app.stack.push(Dialog(_("A long game"), ngettext(
                "{n} move has been played. Do both players agree to a draw?",
                "{n} moves have been played. Do both players agree to a draw?", count).format(n=number(count)),
                                       [(_("Agree to a draw"), True), (_("Play on"), False)], False))

    def answered(self, result) -> None:
        if not self._offering:
            return
        self._offering = False
        self._next_offer = len(self.match.moves) + DRAW_OFFER_AFTER
        if result is True:
            self.controller.agree_draw()
            self.layout(self.app.size)

    # --- geometry ---------------------------------------------------------------------------------
    def _grid(self, rect: pygame.Rect, position: Position) -> tuple[pygame.Rect, int]:
        """The squares' area and the side of one square."""
        t = self.theme
        left, right, top = t.px(34), t.px(92), t.px(26)
        rows, columns = len(position.rows), position.columns
        cell = max(8, min((rect.width - left - right) // columns, (rect.height - top - t.px(12)) // rows, t.px(96)))
        width, height = cell * columns, cell * rows
        x = rect.left + left + (rect.width - left - right - width) // 2
        y = rect.top + top + (rect.height - top - t.px(12) - height) // 2
        return pygame.Rect(x, y, width, height), cell

    def square_at(self, pos) -> tuple[int, int] | None:
        """(row, column) of the square under ``pos``, or None."""
        position = self.match.position
        grid, cell = self._grid(self.board_rect, position)
        if not grid.collidepoint(pos):
            return None
        return (pos[1] - grid.top) // cell, (pos[0] - grid.left) // cell

    # --- input ------------------------------------------------------------------------------------
    def _targets(self, row: int) -> list[int]:
        position = self.match.position
        own = position.rows[row][position.to_move]
        return [c for c in destinations(position, row) if c != own]

    def move_at(self, pos) -> Move | None:
        """With a checker picked up, the move to the legal square under ``pos``."""
        square = self.square_at(pos)
        if self.selected is None or square is None or square[0] != self.selected:
            return None
        row, column = square
        if column not in self._targets(row):
            return None
        return Move(row, self.match.position.rows[row][self.match.to_move()], column)

    def _own_checker_at(self, pos) -> int | None:
        square = self.square_at(pos)
        if square is None:
            return None
        row, column = square
        return row if self.match.position.rows[row][self.match.to_move()] == column else None

    # --- the setup editor -------------------------------------------------------------------------
    def toggle_editing(self) -> None:
        """E, before the first move: place the checkers by hand (left click white, right click black)."""
        if self.editing or (self.phase == PLAYING and not self.demo and not self.match.moves
                            and not self.controller.is_animating()):
            self.editing = not self.editing
            self._forget_selection()
            self.message = "" if not self.editing else _("Setting up the board.")

    def _edit(self, pos, button: int) -> None:
        square = self.square_at(pos)
        if square is None:
            return
        row, column = square
        start = self.match.position
        white, black = start.rows[row]
        if button == 1 and column < black:
            white = column
        elif button == 3 and column > white:
            black = column
        else:
            self.app.sound.play("error")
            return
        rows = start.rows[:row] + ((white, black),) + start.rows[row + 1:]
        self.match.restart(start=Position(rows, start.columns, start.to_move))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_e:
            self.toggle_editing()
            return
        if self.editing and event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self._edit(event.pos, event.button)
            return
        if self.editing and event.type == pygame.KEYDOWN and event.key not in (pygame.K_ESCAPE, pygame.K_F1):
            return
        board_mouse = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1 \
            and self.board_rect.collidepoint(event.pos)
        if board_mouse and self.controller.human_may_move():
            self.pointer = event.pos
            self._mouse(event)
        else:
            super().handle(event)

    def _mouse(self, event) -> None:
        move = self.move_at(event.pos)
        if event.type == pygame.MOUSEBUTTONUP:
            if self.dragging and move is not None:
                self._play(move)
            self.dragging = False
        elif move is not None:
            self._play(move)
        else:
            self.selected = self._own_checker_at(event.pos)
            self.dragging = self.selected is not None
            self.keyboard = False

    def _play(self, move: Move) -> None:
        if self.try_move(move):
            self.selected, self.dragging = None, False

    def board_key(self, event) -> bool:
        key = event.key
        if key == pygame.K_t:
            self.toggle_teaching()
            return True
        if key == pygame.K_g:
            self.show_gaps = not self.show_gaps
            return True
        if not self.controller.human_may_move():
            return False
        position = self.match.position
        row, column = self.cursor
        digits = {pygame.K_1 + i: i for i in range(9)} | {pygame.K_0: 9}
        if key in (pygame.K_UP, pygame.K_DOWN) or key in digits:
            row = digits[key] if key in digits else (row + (1 if key == pygame.K_DOWN else -1)) % len(position.rows)
            if row >= len(position.rows):
                return False
            column = position.rows[row][position.to_move]
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            reach = destinations(position, row)
            column = max(reach.start, min(reach.stop - 1, column + (1 if key == pygame.K_RIGHT else -1)))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.keyboard = True
            return self.try_move(Move(row, position.rows[row][position.to_move], column))
        else:
            return False
        self.cursor, self.keyboard, self.selected = (row, column), True, row
        return True

    # --- words --------------------------------------------------------------------------------------
    def describe(self, move: Move, who: str) -> str:
        side = self.match.position.to_move
        squares = abs(move.end - move.start)
        if is_retreat(move, side):
            text = ngettext("{who} moved row {row} back {n} square ({start} to {end}).",
                            "{who} moved row {row} back {n} squares ({start} to {end}).", squares)
        else:
            text = ngettext("{who} moved row {row} forward {n} square ({start} to {end}).",
                            "{who} moved row {row} forward {n} squares ({start} to {end}).", squares)
        return text.format(who=who, row=move.row + 1, n=squares, start=move.start + 1, end=move.end + 1)

    def prompt(self) -> str:
        if self.editing:
            return _("Left click: the row's white checker goes there; right click: its black one. E when done.")
        return _("Click one of your checkers, then a highlighted square (or drag it). Keys: Up/Down row, "
                 "Left/Right square, Enter to move. G gaps, T binary columns, E set up the board (before the first move).")

    def status_text(self) -> str:
        return _("Setting up the board") if self.editing else super().status_text()

    def explain(self, before: Position, move: Move) -> str:
        return explain(before, move)

    def move_seconds(self, before: Position, move: Move) -> float:
        return 0.25 + 0.05 * abs(move.end - move.start)

    # --- drawing ----------------------------------------------------------------------------------
    def _shown_selection(self) -> tuple[int | None, int | None]:
        """The row whose targets to show and the square to mark: the pick, the keyboard's, or the pointer's."""
        if not self.controller.human_may_move():
            return None, None
        if self.keyboard:
            return self.cursor[0], self.cursor[1]
        square = self.square_at(self.pointer)
        if self.selected is not None:
            return self.selected, square[1] if square and square[0] == self.selected else None
        hovered = self._own_checker_at(self.pointer)
        return hovered, None

    def draw_board(self, surface, rect, position: Position, animation: MoveAnimation | None) -> None:
        t = self.theme
        shown = animation.before if animation else position
        grid, cell = self._grid(rect, shown)
        self._drawn = (grid, cell, len(shown.rows))
        draw_squares(surface, grid, cell, len(shown.rows), shown.columns, t)
        self._draw_labels(surface, grid, cell, shown)
        last = self.match.last_move if animation is None and position == self.match.position else None
        if last is not None and last.row < len(shown.rows):  # the last move stays marked: from and to
            frame = max(2, round(cell * 0.06))
            pygame.draw.rect(surface, LAST_MOVE, square(grid, cell, last.row, last.end), width=frame)
            pygame.draw.circle(surface, LAST_MOVE, square(grid, cell, last.row, last.start).center,
                               cell * 0.3, width=frame)  # where the checker was
        row_shown, marked = self._shown_selection()
        if row_shown is not None:
            self._draw_targets(surface, grid, cell, row_shown, marked)
        for row, pair in enumerate(shown.rows):
            for side, column in enumerate(pair):
                if animation and row == animation.move.row and side == shown.to_move:
                    continue
                if self.dragging and row == self.selected and side == shown.to_move:
                    continue
                center = square(grid, cell, row, column).center
                draw_checker(surface, center, cell, side, lit=(row == row_shown and side == shown.to_move))
        if animation:
            move = animation.move
            ease = 1 - (1 - animation.t) ** 3
            start = square(grid, cell, move.row, move.start).center
            end = square(grid, cell, move.row, move.end).center
            draw_checker(surface, (round(start[0] + (end[0] - start[0]) * ease), start[1]), cell,
                               shown.to_move, lit=False)
        elif self.dragging and self.selected is not None:
            center = (self.pointer[0], square(grid, cell, self.selected, 0).centery)
            draw_checker(surface, center, cell, shown.to_move, lit=True)

    def draw_coach_marks(self, surface, side: int, played: tuple, better: tuple | None) -> None:
        """The coach's turns on the board last drawn: the turn played in amber, the better one in green, each a ring
        where its checker stood, a frame where it went and an arrow between (amber above the middle, green below)."""
        grid, cell, rows = self._drawn
        width = max(2, round(cell * 0.07))
        for moves, color, lift in ((played, colors.ACCENT, -0.2), (better or (), colors.GOOD, 0.2)):
            for move in moves:
                if not 0 <= move.row < rows:
                    continue
                start, end = square(grid, cell, move.row, move.start), square(grid, cell, move.row, move.end)
                pygame.draw.circle(surface, color, start.center, cell * 0.46, width=width)
                pygame.draw.rect(surface, color, end.inflate(-width, -width), width=width, border_radius=width)
                y = start.centery + round(cell * lift)
                way = 1 if move.end > move.start else -1
                tip = (end.centerx - way * round(cell * 0.12), y)
                pygame.draw.line(surface, colors.SHADOW, (start.centerx, y + 1), (tip[0], y + 1), width + 2)
                pygame.draw.line(surface, color, (start.centerx, y), tip, width)
                head = round(cell * 0.16)
                pygame.draw.polygon(surface, color, [(tip[0] + way * head // 2, y), (tip[0] - way * head, y - head),
                                                     (tip[0] - way * head, y + head)])

    def _draw_labels(self, surface, grid: pygame.Rect, cell: int, position: Position) -> None:
        t = self.theme
        for column in range(position.columns):
            image = t.text(str(column + 1), "tiny", colors.MUTED)
            surface.blit(image, image.get_rect(midbottom=(grid.left + column * cell + cell // 2, grid.top - t.px(9))))
        if self.show_gaps:
            head = t.text(_("gap"), "tiny", colors.MUTED)
            surface.blit(head, head.get_rect(midbottom=(grid.right + t.px(46), grid.top - t.px(9))))
        tint = pygame.Surface((cell, cell), pygame.SRCALPHA)
        tint.fill(GAP_TINT)
        for row, ((white, black), gap) in enumerate(zip(position.rows, position.gaps)):
            y = grid.top + row * cell + cell // 2
            image = t.text(str(row + 1), "small", colors.MUTED, bold=True)
            surface.blit(image, image.get_rect(midright=(grid.left - t.px(14), y)))
            if not self.show_gaps:
                continue
            for column in range(white + 1, black):
                surface.blit(tint, square(grid, cell, row, column))
            pill = pygame.Rect(0, 0, t.px(44), min(cell - t.px(6), t.px(34)))
            pill.center = (grid.right + t.px(46), y)
            pygame.draw.rect(surface, colors.CARD, pill, border_radius=pill.height // 2)
            pygame.draw.rect(surface, colors.INFO, pill, width=max(1, t.px(1.5)), border_radius=pill.height // 2)
            label = t.text(str(gap), "body" if cell >= t.px(40) else "small", colors.TEXT, bold=True)
            surface.blit(label, label.get_rect(center=pill.center))

    def _draw_targets(self, surface, grid: pygame.Rect, cell: int, row: int, marked: int | None) -> None:
        t = self.theme
        for column in self._targets(row):
            center = square(grid, cell, row, column).center
            if column == marked:
                pygame.draw.circle(surface, TARGET, center, cell * 0.42, width=max(2, t.px(4)))
            pygame.draw.circle(surface, colors.SHADOW, (center[0], center[1] + 1), max(3, cell // 7))
            pygame.draw.circle(surface, TARGET, center, max(3, cell // 7))

    def draw_extra(self, surface, rect: pygame.Rect) -> None:
        t = self.theme
        if not self.teaching:
            text_block(surface, _("T shows the gaps in binary columns: they tell who is winning, and how."), rect, t,
                       "small", colors.MUTED)
            return
        gaps = self.controller.shown_position().gaps
        labels = [_("row {row}: {gap}").format(row=row + 1, gap=f"{gap:>2}") for row, gap in enumerate(gaps)]
        draw_binary_columns(surface, rect, t, _("The gaps in binary columns"), labels, gaps,
                            _("Every column even: whoever just moved wins by answering each move."), odd_columns_text)
