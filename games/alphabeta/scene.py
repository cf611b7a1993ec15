"""The "Alpha-beta" entry's screen: a duel's computer searching a position, drawn as a tree as it goes.

Above, the tree (``games.alphabeta.layout``, drawn by ``tree_view``): the path being searched, each row its
position's turns, beside each row MAX or MIN and the window (α, β).  Below, what the last step did in words
(a cut-off with its reason), the counts of the method running and, found at once on a thread, those of the
other two methods on the same tree (on the uniform tree, Knuth and Moore's best case beside them); and the
position of the box selected (a click), or of the one being searched, as a small desk.  The side panel is
every puzzle's: play, step, to the end, the speed.  Opened from a duel's board (``values["board"]``, the
game's position key), it lies on the duel's scene, and Esc returns to the game as it was; opened from the
menu, "the game in progress" is the one kept for Resume.
"""
from __future__ import annotations

import random
import threading
from typing import Any

import pygame

from engine.entries import registry
from engine.entries.registry import EntrySpec
from engine.files.saved_games import StaleGameError, restore_duel
from engine.language.translation import N_, _, ngettext, number
from engine.puzzles.steps import Solution
from engine.scenes.puzzle import PuzzleScene
from engine.ui import theme as colors
from engine.ui.draw import fits, fitted_text, panel, text_block, wrap
from engine.workers.background import Background
from games.alphabeta.layout import TreeLayout, layout
from games.alphabeta.picture import Picture
from games.alphabeta.solver import BOARD, OPTIONS, ORDERING, START, UNIFORM, Params, game_module, root
from games.alphabeta.tree_view import bound_text, draw_tree, mark_size, value_text, window_text
from games.alphabeta.uniform import BRANCHING
from games.shared.watched_search import (
    ALPHABETA,
    BETA_CUT,
    METHOD_NAMES,
    METHODS,
    MINIMAX,
    ORDERED,
    Backup,
    Cutoff,
    Enter,
    Improve,
    Leaf,
    Path,
    Principal,
    Stoppable,
    best_case_leaves,
    counts,
    position_along,
)

SHORT_NAMES = {MINIMAX: N_("Minimax"), ALPHABETA: N_("Alpha-beta"), ORDERED: N_("Best first")}  # in the table


def lesson_text() -> str:
    """The short lesson under the counts (when there is room; F1 tells it all)."""
    return _("Minimax: MAX (\u25b2) takes the largest value, MIN (\u25bc) the smallest. \u03b1 is what MAX is sure "
             "of, \u03b2 what MIN is sure of: a position whose value leaves (\u03b1, \u03b2) cannot change the "
             "choice, so its other turns are cut.")


def other_counts(game: Any, start: Any, depth: int) -> dict[str, dict]:
    """Every method's counts on the same tree (run on a thread when a search starts)."""
    return {method: counts(game, start, depth, method) for method in METHODS}


class AlphaBetaScene(PuzzleScene):
    next_label = N_("Best turn")  # N runs the search to its end: the best turn and its principal line
    found_heading = N_("The best turn and its line")

    def seeking_text(self) -> str:
        return _("Searching for the best turn\u2026")

    def found_text(self, count: int) -> str:
        return _("best turn found") if count else _("best turn not found yet")

    def showing_text(self, index: int, count: int, where: str) -> str:
        return _("Showing the principal line")

    def __init__(self, spec: EntrySpec, values: dict | None = None, demo: bool = False, seed: int | None = None,
                 start: bool = False) -> None:
        super().__init__(spec, values, demo, seed, start)
        self.selected: Path | None = None
        self._tree: TreeLayout | None = None
        self._tree_origin = (0, 0)
        self._counts: Background | None = None
        self._stop_counts = threading.Event()  # set: the counts' thread gives up (another search, or leaving)
        board = self.values.pop("board", "")
        self._boards = {self.values["game"]: board} if board else {}  # the board each game was opened from
        if board:
            self.leave_label = N_("Back")  # Esc goes back to the game

    def start(self) -> None:
        """A run; "the game in progress" is the board this was opened from, else the game kept for Resume."""
        game = str(self.values.get("game", ""))
        self.values["board"] = self._boards.get(game) or self.kept_position(game) \
            if self.values.get("position") == BOARD else ""
        super().start()

    def kept_position(self, game: str) -> str:
        """The position key of ``game``'s game kept for Resume ("" when there is none, or none that replays)."""
        saved = self.app.saved.duel(game) if game != UNIFORM else None
        if saved is None:
            return ""
        spec = registry.get(game)
        try:
            match = restore_duel(saved, spec.part("rules"), spec.side_names, random.Random(0))
        except StaleGameError:
            return ""
        return str(game_module(game).position_key(match.position))

    def exit(self) -> None:
        self._stop_counts.set()
        super().exit()

    def demo_values(self, rng: random.Random) -> dict:
        return {"game": "kalah", "position": rng.choice((START, ORDERING, "forced")), "depth": 3,
                "method": rng.choice(METHODS)}

    # --- the picture ------------------------------------------------------------------------------
    def new_picture(self, params: Params) -> Picture:
        self.selected = None
        self._game, self._root = game_module(params.game), root(params)
        self._stop_counts.set()
        self._stop_counts = threading.Event()
        self._counts = Background(other_counts, Stoppable(self._game, self._stop_counts.is_set), self._root, params.depth)
        return Picture(params)

    @property
    def all_counts(self) -> dict[str, dict] | None:
        """Every method's counts, once the thread has found them."""
        if self._counts is None or not self._counts.done():
            return None
        return self._counts.result()

    def describe_solution(self, index: int, solution: Principal) -> str:
        return _("value {value} \u00b7 {line}").format(value=bound_text(solution.value), line=" \u00b7 ".join(solution.line))

    def no_solution_text(self) -> str:
        return ""

    def status_lines(self) -> list[str]:
        picture = self.picture
        if picture is None:
            return []
        node = picture.node(picture.current)
        where = self._line_text(picture.current) if node is not None else ""
        return [_("Searching: {line}").format(line=where)] if not picture.finished and where else []

    def _line_text(self, path: Path) -> str:
        line = self.picture.line_to(path)
        return " \u00b7 ".join(line) if line else _("the position at the top")

    def event_text(self) -> tuple[str, tuple[int, int, int]]:
        """What the last step did, in words, and its colour."""
        picture = self.picture
        step = picture.last
        if isinstance(step, Solution):
            best = step.solution
            return (_("Best turn: {turn}, worth {value}; the principal line in green").format(
                turn=best.line[0] if best.line else "\u2014", value=bound_text(best.value)), colors.GOOD)
        if isinstance(step, Cutoff):
            return self.cut_text(step), colors.BAD
        if isinstance(step, Enter):
            return _("Enter {line}").format(line=self._line_text(step.path)), colors.TEXT
        if isinstance(step, Leaf):
            text = _("Game over at {line}: final margin {value}") if step.end else \
                _("Horizon at {line}: evaluated {value}")
            return text.format(line=self._line_text(step.path), value=bound_text(step.value)), colors.TEXT
        if isinstance(step, Improve):
            node = picture.nodes[step.path]
            text = _("{line}: best so far {value}, window {window}") if self.params.method != METHODS[0] else \
                _("{line}: best so far {value}")
            return text.format(line=self._line_text(step.path), value=bound_text(step.value),
                               window=window_text(node)), colors.ACCENT
        if isinstance(step, Backup):
            node = picture.nodes[step.path]
            return _("{line} is worth {value}").format(line=self._line_text(step.path), value=value_text(node)), \
                colors.TEXT
        return "", colors.TEXT

    def cut_text(self, cut: Cutoff) -> str:
        pruned = cut.pruned
        if cut.kind == BETA_CUT:
            text = ngettext("\u03b2 cut-off: {value} \u2265 \u03b2 = {bound}, the opponent will not allow this; "
                            "{n} turn left out",
                            "\u03b2 cut-off: {value} \u2265 \u03b2 = {bound}, the opponent will not allow this; "
                            "{n} turns left out", pruned)
        else:
            text = ngettext("\u03b1 cut-off: {value} \u2264 \u03b1 = {bound}, we already have better; {n} turn left out",
                            "\u03b1 cut-off: {value} \u2264 \u03b1 = {bound}, we already have better; {n} turns left out",
                            pruned)
        return text.format(value=bound_text(cut.value), bound=bound_text(cut.bound), n=number(pruned))

    # --- input ------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> None:
        if self.phase != "setup" and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self._tree is not None and self._board.collidepoint(event.pos):
            box = self._tree.box_at(event.pos[0] - self._tree_origin[0], event.pos[1] - self._tree_origin[1])
            if box is not None and box.path in self.picture.nodes:
                self.selected = None if self.selected == box.path else box.path
                return
        super().handle_input(event)

    # --- drawing ------------------------------------------------------------------------------------
    def focus(self) -> Path:
        picture = self.picture
        if self.selected is not None and (not self.viewer.running or picture.finished):
            return self.selected
        if picture.finished:
            return picture.principal.path
        return picture.current

    def draw_solution(self, surface: pygame.Surface, rect: pygame.Rect, solution: Principal) -> None:
        self.draw_board(surface, rect)

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        t = self.theme
        picture = self.picture
        gap = t.px(10)
        head = self._draw_heading(surface, rect)
        info = pygame.Rect(rect.left, 0, rect.width, min(self._info_height(rect.width), rect.height * 45 // 100))
        info.bottom = rect.bottom
        tree_rect = pygame.Rect(rect.left, rect.top + head + gap, rect.width, info.top - gap - rect.top - head - gap)
        column = min(max(t.font("small", True).size("\u25bc MIN")[0], t.font("tiny").size("\u03b2 \u2212\u221e")[0])
                     + t.px(8), rect.width // 4)
        mark = t.font("tiny").size("+99")[0] + t.px(6)
        area = pygame.Rect(tree_rect.left + column + mark, tree_rect.top, tree_rect.width - column - 2 * mark,
                           tree_rect.height)
        focus = self.focus()
        root_label = _(self._game.SIDES[self._game.mover(self._root)])
        widest = max(t.font("small", True).size(turn)[0] for turn in [root_label, *self._turns_along(focus)])
        corner = mark_size(t, 1000) + t.px(6) + 2
        box_w = min(max(widest + 2 * corner + 4, t.px(54), min(t.px(92), area.width // 7)), area.width // 3)
        lines = t.font("small", True).get_linesize() * 2 + t.font("tiny").get_linesize()
        rows = self.params.depth + 1
        box = (box_w, max(lines, min(t.px(64), area.height // rows - t.px(22))))
        # the rows closer together (down to half their gap) before the far levels turn into counts
        gap = max(t.px(11), min(t.px(22), (area.height - rows * box[1]) // max(1, rows - 1)))
        self._tree = layout(picture, focus, area.width, area.height, box, (t.px(8), gap))
        self._tree_origin = area.topleft
        draw_tree(surface, area.topleft, self._tree, picture, t, self.selected, root=root_label)
        self._draw_levels(surface, pygame.Rect(tree_rect.left, tree_rect.top, column, tree_rect.height))
        self._draw_info(surface, info)

    def _turns_along(self, focus: Path) -> list[str]:
        """The turns of the positions on the path to ``focus`` (the rows the tree shows)."""
        nodes = self.picture.nodes
        return [turn for i in range(len(focus) + 1) if focus[:i] in nodes for turn in nodes[focus[:i]].turns]

    def _beside(self, width: int) -> bool:
        """Whether the desk goes beside the counts (else, in a narrow window, in their place while a box is
        selected)."""
        return width >= self.theme.px(560)

    def _info_height(self, width: int) -> int:
        """Room for what happened (two lines), the last cut-off, the counts' table and, when it fits, the lesson."""
        t = self.theme
        small, tiny = t.font("small").get_linesize(), t.font("tiny").get_linesize()
        text_width = width - 2 * t.px(12) - (min(width * 30 // 100, t.px(250)) + t.px(12) if self._beside(width) else 0)
        rows = 4 if self.params.game == UNIFORM else 3
        lesson = len(wrap(lesson_text(), t.font("tiny"), max(1, text_width))) * round(tiny * 1.1)
        return 2 * t.px(12) + 2 * small + 3 * tiny + t.px(6) + rows * small + t.px(6) + lesson

    def _draw_heading(self, surface: pygame.Surface, rect: pygame.Rect) -> int:
        t = self.theme
        params = self.params
        names = dict(OPTIONS[0].choices)
        text = _("{method} \u00b7 {game} \u00b7 depth {depth} \u00b7 {side} to move (\u25b2 MAX)").format(
            method=_(METHOD_NAMES[params.method]), game=_(names.get(params.game, params.game)), depth=params.depth,
            side=_(self._game.SIDES[self._game.mover(self._root)]))
        image = fitted_text(t, text, rect.width, "body", colors.ACCENT, bold=True, smallest="tiny")
        surface.blit(image, rect.topleft)
        return image.get_height()

    def _draw_levels(self, surface: pygame.Surface, column: pygame.Rect) -> None:
        """Beside each row: MAX or MIN, and the window of its position on the path; the far levels' counts."""
        t = self.theme
        tree = self._tree
        if tree is None:
            return
        width, height = tree.box
        pruning = self.params.method != METHODS[0]
        for row in tree.rows:
            on_path = next((b for b in row.boxes if b.path in self.picture.nodes and b.kind == "path"), None)
            node = self.picture.node(on_path.path) if on_path else None
            y = column.top + row.y
            maximizing = node.maximizing if node is not None else row.level % 2 == 0
            side = fitted_text(t, "\u25b2 MAX" if maximizing else "\u25bc MIN", column.width, "small",
                               colors.ACCENT if maximizing else colors.INFO, bold=True, smallest="tiny")
            surface.blit(side, (column.left, y))
            if node is not None and pruning:
                below = y + side.get_height()
                for name, value in (("\u03b1", node.alpha), ("\u03b2", node.beta)):
                    image = fitted_text(t, f"{name} {bound_text(value)}", column.width, "tiny", colors.MUTED,
                                        smallest="tiny")
                    surface.blit(image, (column.left, below))
                    below += image.get_height()
        if tree.deeper is not None:
            far = tree.deeper
            text = _("levels {first} to {last}: {n} positions so far").format(
                first=far.first, last=far.last, n=number(far.positions)) if far.first < far.last else \
                _("level {first}: {n} positions so far").format(first=far.first, n=number(far.positions))
            image = fitted_text(t, text, self._board.width, "small", colors.MUTED, smallest="tiny")
            surface.blit(image, (column.left, column.top + far.y))

    def _draw_info(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """What the last step did, the last cut-off, the counts of the three methods, the lesson; the desk."""
        t = self.theme
        panel(surface, rect, t, shadow=False)
        pad = t.px(12)
        inner = rect.inflate(-2 * pad, -2 * pad)
        beside = self._beside(rect.width)
        desk_width = min(rect.width * 30 // 100, t.px(250)) if beside else 0
        text_rect = pygame.Rect(inner.left, inner.top, inner.width - (desk_width + pad if beside else 0), inner.height)
        small = t.font("small").get_linesize()
        event, color = self.event_text()
        y = text_rect.top + text_block(surface, event, pygame.Rect(text_rect.left, text_rect.top, text_rect.width,
                                                                    2 * small), t, "small", color, bold=True,
                                       line_gap=1.0)
        last_cut = self.picture.last_cut
        tiny = t.font("tiny").get_linesize()
        lines = 2
        if last_cut is not None and not isinstance(self.picture.last, Cutoff):
            text = _("Last cut-off, at {line}: {why}").format(line=self._line_text(last_cut.path),
                                                                why=self.cut_text(last_cut))
            box = pygame.Rect(text_rect.left, y, text_rect.width, 2 * tiny)
            role = "small" if fits(text, box, t, "small", line_gap=1.0) else "tiny"  # stays in sight till the next
            if not fits(text, box, t, role, line_gap=1.0):  # a narrow window: a third line, the counts lower
                lines = 3
                box.height = lines * tiny
            text_block(surface, text, box, t, role, colors.BAD, line_gap=1.0)
        y += lines * tiny + t.px(6)
        if not beside and self.selected is not None:
            self._draw_desk(surface, pygame.Rect(text_rect.left, y, text_rect.width, text_rect.bottom - y))
            return
        y = self._draw_counts(surface, pygame.Rect(text_rect.left, y, text_rect.width, text_rect.bottom - y))
        if text_rect.bottom - y >= 2 * t.font("tiny").get_linesize():
            lesson = pygame.Rect(text_rect.left, y + t.px(6), text_rect.width, text_rect.bottom - y - t.px(6))
            if fits(lesson_text(), lesson, t, "tiny", line_gap=1.1):
                text_block(surface, lesson_text(), lesson, t, "tiny", colors.MUTED, line_gap=1.1)
        if beside:
            self._draw_desk(surface, pygame.Rect(text_rect.right + pad, inner.top, desk_width, inner.height))

    def _draw_counts(self, surface: pygame.Surface, rect: pygame.Rect) -> int:
        """The three methods' counts on the same tree, the one running live; returns the bottom."""
        t = self.theme
        picture = self.picture
        params = self.params
        found = self.all_counts
        rows: list[tuple[str, list[str], tuple[int, int, int]]] = []
        for method in METHODS:
            name = _(SHORT_NAMES[method])
            if method == params.method:
                live = [number(picture.positions), number(picture.leaves), number(picture.cutoffs)]
                rows.append(("\u25b6 " + name, live, colors.ACCENT))
            elif found is not None:
                other = found[method]
                rows.append((name, [number(other["nodes"]), number(other["leaves"]), number(other["cutoffs"])],
                             colors.TEXT))
            else:
                rows.append((name, ["\u2026", "\u2026", "\u2026"], colors.MUTED))
        heads = [_("positions"), _("leaves"), _("cut-offs")]
        widest = t.font("small").size("99,999")[0]
        cells = [max(t.font("tiny").size(head)[0], widest) + t.px(10) for head in heads]
        name_width = max(rect.width - sum(cells), rect.width * 30 // 100)
        rights = [rect.left + name_width + sum(cells[:i + 1]) - t.px(4) for i in range(3)]
        line = t.font("small").get_linesize()
        y = rect.top
        for head, cell, right in zip(heads, cells, rights):
            image = fitted_text(t, head, cell - t.px(6), "tiny", colors.MUTED, smallest="tiny")
            surface.blit(image, image.get_rect(topright=(right, y)))
        y += t.font("tiny").get_linesize()
        for name, texts, tint in rows:
            image = fitted_text(t, name, name_width - t.px(6), "small", tint, bold=tint == colors.ACCENT,
                                smallest="tiny")
            surface.blit(image, (rect.left, y))
            for text, cell, right in zip(texts, cells, rights):
                value = fitted_text(t, text, cell - t.px(6), "small", tint, smallest="tiny")
                surface.blit(value, value.get_rect(topright=(right, y)))
            y += line
        if params.game == UNIFORM:
            d = params.depth
            text = _("Knuth and Moore's best case: {b}^{up} + {b}^{down} \u2212 1 = {n} leaves").format(
                b=BRANCHING, up=(d + 1) // 2, down=d // 2, n=number(best_case_leaves(BRANCHING, d)))
            image = fitted_text(t, text, rect.width, "small", colors.INFO, bold=True, smallest="tiny")
            surface.blit(image, (rect.left, y))
            y += line
        return y

    def _draw_desk(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The selected box's position (else the one being searched) as a small desk."""
        t = self.theme
        path = self.selected if self.selected is not None else self.focus()
        try:
            pos = position_along(self._game, self._root, self.picture.line_to(path))
        except KeyError:
            return
        side = _(self._game.SIDES[self._game.mover(pos)])
        title = _("Selected: {side} to move") if self.selected is not None else _("{side} to move")
        caption = fitted_text(t, title.format(side=side), rect.width, "small", colors.MUTED, smallest="tiny")
        surface.blit(caption, rect.topleft)
        rows = self._game.desk(pos)
        columns = max(len(row) for row in rows)
        cell = max(t.px(14), min(t.px(34), rect.width // max(1, columns),
                                 (rect.height - caption.get_height() - t.px(6)) // max(1, len(rows))))
        top = rect.top + caption.get_height() + t.px(6)
        left = rect.left + (rect.width - cell * columns) // 2
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                if not text:
                    continue
                square = pygame.Rect(left + c * cell, top + r * cell, cell - 2, cell - 2)
                pygame.draw.rect(surface, colors.FELT, square, border_radius=t.px(4))
                digits = t.font_px(max(6, cell * 11 // 20)).render(text, True, colors.TEXT)  # scaled to the cell
                surface.blit(digits, digits.get_rect(center=square.center))

