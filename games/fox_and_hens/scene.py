"""The foxes-and-hens screen: the cross as a wooden board of holes and lines, hens and foxes.

Click a piece, then where it goes (the points it can reach are highlighted under the
pointer).  A fox that must capture is offered only the longest chains: click the fox,
then each point of the chain, or pick a chain from the list with its number key.  Keys:
arrows move a cursor over the board, Enter or Space clicks there, 1-9 pick a capture.
A capture is shown jump by jump, each hen taken marked in red, and the hens lifted off
at the end.

W watches the book's longest-capture search in the current position, at a pace you set (the
book's "slow-down"): the chain being tried, the hens taken so far, the best chains found.
Space pauses it, Right takes one step, + and - change the speed, W or Esc ends it; the game
waits meanwhile.
"""
from __future__ import annotations

import math
import random

import pygame

from engine.language.translation import _, ngettext, number
from engine.puzzles.viewer import StepViewer
from engine.scenes.duel import PLAYING, DuelScene, MoveAnimation
from engine.ui import theme as colors
from engine.ui.draw import fitted_text, text_block, wrap
from games.fox_and_hens.board_view import draw_hen, draw_piece, draw_wood, point_center, square_for
from games.fox_and_hens.rules import (
    FOXES,
    HEN_HOUSE,
    HENS,
    LINES,
    MIN_HENS,
    POINTS,
    Move,
    Position,
    exists,
    foxes,
    hens_left,
    is_hen,
    legal_moves,
    longest_captures,
    point_of,
    row_col,
    search_captures,
)
from games.fox_and_hens.search_picture import SearchPicture

TAKEN = (232, 60, 60)
JUMP_SECONDS = 0.42
LIFT_SECONDS = 0.5
STEP_SECONDS = 0.3
WATCH_RATES = (1, 2, 4, 8, 15, 30, 60, 120)
KEY_DIRECTIONS = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1)}


class FoxAndHensScene(DuelScene):
    top_side = FOXES  # the foxes' arm is at the top (unless turned)

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._selection_key = ""          # the position the selection below belongs to
        self._chain: list[int] = []       # the points clicked so far: a piece, then a capture's points
        self.cursor = point_of(3, 3)
        self.keyboard = False
        self.watching: StepViewer[SearchPicture] | None = None  # the longest-capture search, when watched
        self.watch_rate = 3                        # index in WATCH_RATES
        self._drawn: tuple[int, pygame.Rect] = (8, pygame.Rect(0, 0, 0, 0))  # the last board's cell and square

    # --- watching the longest-capture search ----------------------------------------------------
    def watch_search(self) -> None:
        position = self.match.position
        self.watching = StepViewer(lambda: search_captures(position.board, position.diagonals, watch=True),
                                   SearchPicture, rate=WATCH_RATES[self.watch_rate], clock=self.app.clock)
        self.watching.play()

    def _watch_key(self, key: int) -> None:
        player = self.watching
        if player is None:
            return
        if key in (pygame.K_w, pygame.K_ESCAPE):
            player.close()
            self.watching = None
        elif key == pygame.K_SPACE:
            player.toggle()
        elif key == pygame.K_RIGHT:
            player.step()
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS):
            faster = key not in (pygame.K_MINUS, pygame.K_KP_MINUS)
            self.watch_rate = max(0, min(len(WATCH_RATES) - 1, self.watch_rate + (1 if faster else -1)))
            player.rate = WATCH_RATES[self.watch_rate]

    def status_text(self) -> str:
        return _("Watching the longest-capture search") if self.watching is not None else super().status_text()

    def handle(self, event) -> None:
        if self.watching is not None and event.type == pygame.KEYDOWN:
            self._watch_key(event.key)
        elif self.watching is None and event.type == pygame.KEYDOWN and event.key == pygame.K_w \
                and self.phase == PLAYING and not self.demo and not self.controller.is_animating():
            self.watch_search()
        else:
            super().handle(event)

    def at_rest(self) -> bool:
        """The longest-capture search watched moves by itself, unless paused or ended."""
        return self.watching is None or not self.watching.running

    def update(self, dt: float) -> None:
        if self.watching is not None:  # the game waits while the search is watched
            self.watching.update(dt)
            return
        super().update(dt)

    def exit(self) -> None:
        if self.watching is not None:
            self.watching.close()
        super().exit()

    def demo_values(self, rng: random.Random) -> dict:
        return {**self.values, "diagonals": rng.random() < 0.3}

    # --- geometry ---------------------------------------------------------------------------------
    def _geometry(self, rect: pygame.Rect) -> tuple[int, pygame.Rect, pygame.Rect]:
        """(cell size, the cross's square, the rect of the capture list); an exercise's board, which lists no capture
        (``shows_best``), centres the cross."""
        t = self.theme
        cell = max(8, min(rect.width, rect.height - t.px(8)) // 8)
        square = square_for(cell)
        spare = rect.width - square.width
        if spare >= 3 * cell and self.shows_best:
            square.midleft = (rect.left + spare // 4, rect.centery)
            listing = pygame.Rect(square.right + t.px(12), rect.top + t.px(12), rect.right - square.right - t.px(24),
                                  rect.height - t.px(24))
        else:
            square.center = rect.center
            listing = pygame.Rect(square.left, square.top, cell * 2 + cell // 4, cell * 2 + cell // 4)
        return cell, square, listing

    def _center(self, point: int, cell: int, square: pygame.Rect) -> tuple[int, int]:
        """Where ``point`` is drawn (on the board as it is turned)."""
        return point_center(point, cell, square, self.turned)

    def _point_at(self, pos) -> int | None:
        cell, square, _ = self._geometry(self.board_rect)
        for point in POINTS:
            x, y = self._center(point, cell, square)
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (cell * 0.48) ** 2:
                return point
        return None

    def _list_items(self, listing: pygame.Rect | None = None) -> list[tuple[pygame.Rect, Move]]:
        """The longest captures on offer (those that fit the points clicked so far), with their rects under the
        list's heading in ``listing`` (by default the live board's list)."""
        moves = self._captures_on_offer()
        if not moves:
            return []
        listing = listing or self._geometry(self.board_rect)[2]
        line = self.theme.font("small").get_linesize() + self.theme.px(6)
        top = listing.top + len(self._list_heading(moves, listing)) * self.theme.font("small", True).get_linesize()
        return [(pygame.Rect(listing.left, top + i * line, listing.width, line - 2), move)
                for i, move in enumerate(moves[:9]) if top + (i + 1) * line <= listing.bottom]

    def _list_heading(self, moves: list[Move], listing: pygame.Rect) -> list[str]:
        """The list's heading (how many hens the longest capture takes), in lines that fit the list's width."""
        longest = len(moves[0].taken)
        text = ngettext("Longest: {n} hen", "Longest: {n} hens", longest).format(n=longest)
        return wrap(text, self.theme.font("small", True), listing.width)

    # --- the human's selection ---------------------------------------------------------------------
    def _selection(self) -> list[int]:
        return self._chain if self._selection_key == self.match.position.key else []

    def _select(self, chain: list[int]) -> None:
        self._selection_key, self._chain = self.match.position.key, chain

    def _captures_on_offer(self) -> list[Move]:
        """The longest captures that go on from the points clicked (none offered where the board may not show
        them: an exercise, where they are the answer)."""
        if not self.controller.human_may_move() or not self.shows_best:
            return []
        moves = legal_moves(self.match.position)
        if not moves or not moves[0].is_capture:
            return []
        chain = tuple(self._selection())
        return [m for m in moves if m.path[:len(chain)] == chain]

    def _targets(self, point: int | None) -> list[int]:
        """Where the piece on ``point`` (or the capture under way) can go next."""
        if not self.controller.human_may_move():
            return []
        moves = legal_moves(self.match.position)
        chain = self._selection()
        if moves and moves[0].is_capture:
            if not self.shows_best:
                return []
            if chain:
                return sorted({m.path[len(chain)] for m in self._captures_on_offer() if len(m.path) > len(chain)})
            return sorted({m.path[1] for m in moves if m.path[0] == point})
        start = chain[0] if chain else point
        return [m.path[1] for m in moves if m.path[0] == start]

    def _click_point(self, point: int | None) -> Move | None:
        """A click on a point: select a piece, follow a capture, or return the move it completes."""
        moves = legal_moves(self.match.position)
        if point is None or not moves:
            self._select([])
            return None
        chain = self._selection()
        if moves[0].is_capture:
            candidate = tuple(chain + [point])
            fitting = [m for m in moves if m.path[:len(candidate)] == candidate]
            if not fitting and chain and self._is_jump(chain, point):
                self._select([])
                self.refused_move(Move(candidate), _("Not the longest capture: the foxes must take the most hens."))
                return None
            if not fitting:
                starts = [m for m in moves if m.path[0] == point]
                self._select([point] if starts else [])
                if not starts:
                    self.message = _("A capture is compulsory: click a fox that can make one of the longest.")
                return None
            if len(fitting) == 1 and len(fitting[0].path) == len(candidate):
                self._select([])
                return fitting[0]
            self._select(list(candidate))
            return None
        if chain and Move((chain[0], point)) in moves:
            self._select([])
            return Move((chain[0], point))
        self._select([point] if any(m.path[0] == point for m in moves) else [])
        return None

    def _is_jump(self, chain: list[int], point: int) -> bool:
        """Could the fox that made ``chain`` jump on to ``point`` (a hen between, not yet taken, and ``point`` free),
        were it not for the longest capture's rule?"""
        board, diagonals = self.match.position.board, self.match.position.diagonals
        here = chain[-1]
        taken = set(Move(tuple(chain)).taken) if len(chain) > 1 else set()
        return any(point == here + 2 * d and is_hen(board[here + d]) and here + d not in taken
                   and (board[point] == "." or point == chain[0]) for d in LINES[diagonals][here])

    # --- input ------------------------------------------------------------------------------------
    def move_at(self, pos) -> Move | None:
        if not self.controller.human_may_move():
            return None
        self.keyboard = False
        for rect, move in self._list_items():
            if rect.collidepoint(pos):
                return move
        return self._click_point(self._point_at(pos))

    def board_key(self, event) -> bool:
        if not self.controller.human_may_move():
            return False
        key = event.key
        if key in KEY_DIRECTIONS:
            self.keyboard = True
            dr, dc = KEY_DIRECTIONS[key]
            if self.turned:  # up on the screen is down the board
                dr, dc = -dr, -dc
            row, col = row_col(self.cursor)
            for _ in range(6):
                row, col = row + dr, col + dc
                if not 0 <= row < 7 or not 0 <= col < 7:
                    break
                if exists(row, col):
                    self.cursor = point_of(row, col)
                    break
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.keyboard = True
            move = self._click_point(self.cursor)
            return self.try_move(move) if move is not None else True
        if pygame.K_1 <= key <= pygame.K_9:
            offer = self._captures_on_offer()
            index = key - pygame.K_1
            if index < len(offer):
                return self.try_move(offer[index])
        return False

    # --- words --------------------------------------------------------------------------------------
    def describe(self, move: Move, who: str) -> str:
        before = self.match.position
        if move.is_capture:
            count = len(move.taken)
            return ngettext("{who}: {move} takes {n} hen.", "{who}: {move} takes {n} hens.", count).format(
                who=who, move=move, n=count)
        if before.to_move == HENS:
            return _("{who}: hen {hen} {move}.").format(who=who, hen=before.board[move.path[0]], move=move)
        return _("{who}: fox {move}.").format(who=who, move=move)

    def prompt(self) -> str:
        moves = legal_moves(self.match.position)
        if moves and moves[0].is_capture:
            count = len(moves[0].taken)
            return ngettext("A capture is compulsory, and only the longest ({n} hen): click the fox, then each point it "
                            "jumps to, or press the number of a chain in the list.",
                            "A capture is compulsory, and only the longest ({n} hens): click the fox, then each point it "
                            "jumps to, or press the number of a chain in the list.", count).format(n=count)
        if self.match.position.to_move == FOXES:
            return _("Click a fox, then the point it steps to (any direction along a line). Keys: arrows, Enter.")
        return _("Click a hen, then the point it steps to: forwards or sideways, never back. Keys: arrows, Enter.")

    def explain(self, before: Position, move: Move) -> str:
        if not move.is_capture:
            return ""
        found = longest_captures(before.board, before.diagonals)
        ways = len(found.chains)
        return ngettext("The longest capture takes {longest}; {n} chain of that length ({jumps} jumps tried).",
                        "The longest capture takes {longest}; {n} chains of that length ({jumps} jumps tried).", ways).format(
            longest=found.longest, n=ways, jumps=number(found.jumps))

    def move_seconds(self, before: Position, move: Move) -> float:
        return len(move.taken) * JUMP_SECONDS + LIFT_SECONDS if move.is_capture else STEP_SECONDS

    # --- drawing ----------------------------------------------------------------------------------
    def draw_board(self, surface, rect, position: Position, animation: MoveAnimation | None) -> None:
        cell, square, listing = self._geometry(rect)
        self._drawn = (cell, square)
        shown = animation.before if animation else position
        draw_wood(surface, cell, square, shown.diagonals, self.theme, turned=self.turned)
        moving = animation.move if animation else None
        last = self.match.last_move if animation is None and position == self.match.position else None
        for path, color in ((last and last.path, colors.LAST_MOVE), (self.hint and self.hint.path, colors.INFO)):
            if path:
                self._draw_path(surface, path, cell, square, color)
        for point in POINTS:
            if moving and point == moving.path[0]:
                continue
            piece = shown.board[point]
            at = self._center(point, cell, square)
            if animation is not None and moving and point in moving.taken:
                self._draw_taken_hen(surface, piece, at, cell, animation, moving.taken.index(point))
            else:
                draw_piece(surface, piece, at, cell, self.theme)
        if animation:
            self._draw_moving(surface, shown, animation, cell, square)
        elif self.watching is not None:
            self._draw_search(surface, cell, square)
        else:
            self._draw_highlights(surface, cell, square)
            self._draw_list(surface, listing)

    def _draw_search(self, surface, cell: int, square) -> None:
        if self.watching is None:
            return
        search = self.watching.picture
        if len(search.best) > 1:
            self._draw_path(surface, search.best, cell, square, colors.GOOD)
        if search.path:
            self._draw_path(surface, search.path, cell, square, colors.ACCENT)
            pygame.draw.circle(surface, colors.ACCENT, self._center(search.path[0], cell, square),
                               int(cell * 0.46), max(2, cell // 14))
        for hen in search.taken:
            x, y = self._center(hen, cell, square)
            r = cell // 4
            pygame.draw.line(surface, TAKEN, (x - r, y - r), (x + r, y + r), max(3, cell // 10))
            pygame.draw.line(surface, TAKEN, (x - r, y + r), (x + r, y - r), max(3, cell // 10))
        if search.trying:
            at, _, land = search.trying
            color = colors.BAD if search.refused else colors.INFO
            pygame.draw.line(surface, color, self._center(at, cell, square), self._center(land, cell, square),
                             max(2, cell // 14))
            pygame.draw.circle(surface, color, self._center(land, cell, square), max(4, cell // 6), max(2, cell // 14))

    def _draw_taken_hen(self, surface, letter: str, at, cell: int, animation: MoveAnimation, index: int) -> None:
        """The ``index``-th hen of a capture: as usual until jumped, then marked, then lifted off at the end."""
        move = animation.move
        elapsed = animation.t * self.move_seconds(animation.before, move)
        jumps_done = elapsed / JUMP_SECONDS
        if jumps_done < index + 0.5:
            draw_hen(surface, letter, at, cell, self.theme)
            return
        lift = max(0.0, (elapsed - len(move.taken) * JUMP_SECONDS) / LIFT_SECONDS)
        if lift >= 1.0:
            return
        x, y = at[0], int(at[1] - lift * cell * 0.6)
        draw_hen(surface, letter, (x, y), cell, self.theme, 1.0 - 0.6 * lift)
        r = int(cell * 0.42 * (1.0 - 0.6 * lift))
        pygame.draw.circle(surface, TAKEN, (x, y), r, max(2, cell // 14))
        pygame.draw.line(surface, TAKEN, (x - r // 2, y - r // 2), (x + r // 2, y + r // 2), max(2, cell // 16))

    def _draw_moving(self, surface, before: Position, animation: MoveAnimation, cell: int, square) -> None:
        move = animation.move
        path = [self._center(p, cell, square) for p in move.path]
        piece = before.board[move.path[0]]
        if move.is_capture:
            progress = min(len(move.taken), animation.t * self.move_seconds(before, move) / JUMP_SECONDS)
            self._draw_path(surface, move.path[:int(progress) + 1], cell, square, TAKEN)
        else:
            progress = animation.t
        leg = min(int(progress), len(path) - 2)
        frac = progress - leg
        (x0, y0), (x1, y1) = path[leg], path[leg + 1]
        hop = math.sin(math.pi * frac) * cell * (0.35 if move.is_capture else 0.1)
        center = (int(x0 + (x1 - x0) * frac), int(y0 + (y1 - y0) * frac - hop))
        draw_piece(surface, piece, center, cell, self.theme)

    def _draw_path(self, surface, path, cell: int, square, color) -> None:
        """A move's path: a line outlined in dark (it must show on the wood), a ring where it began."""
        centers = [self._center(p, cell, square) for p in path]
        width = max(3, cell // 10)
        if len(centers) > 1:
            pygame.draw.lines(surface, colors.SHADOW, False, centers, width + max(2, cell // 20))
            pygame.draw.lines(surface, color, False, centers, width)
        if centers:
            pygame.draw.circle(surface, color, centers[0], int(cell * 0.42), max(2, cell // 16))
        for center in centers[1:]:
            pygame.draw.circle(surface, color, center, max(3, cell // 9))

    def draw_coach_marks(self, surface, side: int, played: tuple, better: tuple | None) -> None:
        """The coach's moves on the board last drawn: the one played in amber, the better one in green (each its
        path, a ring where it began and where it ended, a dot on each point it reached)."""
        cell, square = self._drawn
        for moves, color in ((played, colors.ACCENT), (better or (), colors.GOOD)):
            for move in moves:
                if all(point in POINTS for point in move.path):
                    self._draw_path(surface, move.path, cell, square, color)
                    pygame.draw.circle(surface, color, self._center(move.path[-1], cell, square), int(cell * 0.3),
                                       max(2, cell // 16))

    def _draw_highlights(self, surface, cell: int, square) -> None:
        if not self.controller.human_may_move():
            return
        chain = self._selection()
        if len(chain) > 1:
            self._draw_path(surface, chain, cell, square, colors.ACCENT)
        for point in chain[:1]:
            pygame.draw.circle(surface, colors.ACCENT, self._center(point, cell, square), int(cell * 0.46),
                               max(2, cell // 14))
        under = self.cursor if self.keyboard else self._point_at(self.pointer)
        for target in self._targets(under):
            center = self._center(target, cell, square)
            strong = target == under
            pygame.draw.circle(surface, colors.GOOD, center, int(cell * (0.3 if strong else 0.2)),
                               0 if strong else max(2, cell // 14))
        if self.keyboard:
            x, y = self._center(self.cursor, cell, square)
            box = pygame.Rect(0, 0, int(cell * 0.96), int(cell * 0.96))
            box.center = (x, y)
            pygame.draw.rect(surface, colors.FOCUS, box, max(2, cell // 16), border_radius=cell // 6)

    def _draw_list(self, surface, listing: pygame.Rect) -> None:
        items = self._list_items(listing)
        if not items:
            return
        t = self.theme
        head = t.font("small", True)
        for i, line in enumerate(self._list_heading([move for _rect, move in items], listing)):
            surface.blit(head.render(line, True, colors.ACCENT), (listing.left, listing.top + i * head.get_linesize()))
        under = self.pointer
        for i, (rect, move) in enumerate(items):
            if rect.collidepoint(under):
                pygame.draw.rect(surface, colors.CARD_HOVER, rect, border_radius=t.px(6))
            image = fitted_text(t, f"{i + 1}  {move}", rect.width - t.px(4), "small", colors.TEXT, smallest="tiny")
            surface.blit(image, (rect.left + t.px(4), rect.top + t.px(2)))

    def draw_extra(self, surface, rect) -> None:
        position = self.match.position
        hens = hens_left(position.board)
        house = sum(1 for p in HEN_HOUSE if is_hen(position.board[p]))
        room = sum(1 for fox in foxes(position.board) for d in LINES[position.diagonals][fox]
                   if position.board[fox + d] == ".")
        found = longest_captures(position.board, position.diagonals)
        ways = len(found.chains)
        lines = [_("Hens left: {n} (the foxes win below {least}).").format(n=hens, least=MIN_HENS),
                 _("Hen-house: {n} of 9 points held.").format(n=house),
                 ngettext("Room for the foxes: {n} free point next to them.",
                          "Room for the foxes: {n} free points next to them.", room).format(n=room),
                 ngettext("Longest capture now: {longest} ({n} way).", "Longest capture now: {longest} ({n} ways).",
                          ways).format(longest=found.longest, n=ways) if found.longest else _("No capture on the board.")]
        if position.diagonals:
            lines.append(_("Diagonal lines on."))
        text = "\n".join(lines)
        if self.watching is not None:
            search = self.watching.picture
            best = max(0, len(search.best) - 1)
            text = ngettext("Watching the longest-capture search ({state}, {rate} steps/s): {tries} jumps tried; the chain "
                            "now takes {taken}; best so far {best} ({n} way)",
                            "Watching the longest-capture search ({state}, {rate} steps/s): {tries} jumps tried; the chain "
                            "now takes {taken}; best so far {best} ({n} ways)", search.ways).format(
                state=self.watching.state_text(), rate=WATCH_RATES[self.watch_rate], tries=number(search.tries),
                taken=len(search.taken), best=best, n=search.ways)
            if search.refused:
                text += _("; refused: {why}").format(why=_(search.refused))
            text += ".\n" + _("Space pause \u00b7 \u2192 one step \u00b7 +/\u2212 speed \u00b7 W or Esc: back to the game")
        elif found.longest:
            text += "\n" + _("W: watch the search for the longest capture.")
        text_block(surface, text, rect, self.theme, "small", colors.MUTED, line_gap=1.1)
