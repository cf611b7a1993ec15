"""Foxes and hens searched as the "Alpha-beta" entry watches it (pure): ``games.shared.watched_search.SearchGame``.

A turn is one move (a capture, however long, is one), in the game's notation; the evaluation is the
computer's own (``games.fox_and_hens.ai.evaluate``: hens left, room round the foxes, the hens' march and
their hold on the hen-house), and at the end of a game ±``ai.WIN`` for who won (0 for a draw).  A position's
key keeps the diagonals' rule: ``"…picture… | 1 ; orthogonal"``.
"""
from __future__ import annotations

from games.fox_and_hens import SIDE_NAMES, rules
from games.fox_and_hens.ai import WIN
from games.fox_and_hens.ai import evaluate as quiet_value
from games.fox_and_hens.rules import Params, Position, is_hen, picture
from games.shared.watched_search import keys, one_move_a_turn

SIDES = SIDE_NAMES

turns, mover, over = one_move_a_turn(rules, str)


def evaluate(pos: Position) -> int:
    ended = rules.outcome(pos)
    if ended is None:
        return quiet_value(pos.board, pos.to_move, pos.diagonals)
    return 0 if ended.winner is None else WIN if ended.winner == pos.to_move else -WIN


def start() -> Position:
    return rules.initial(Params())


position_key, from_key = keys(rules, lambda pos: "diagonals" if pos.diagonals else "orthogonal",
                              {"orthogonal": Params(), "diagonals": Params(diagonals=True)})


def desk(pos: Position) -> tuple[tuple[str, ...], ...]:
    """The cross: X a fox, ● a hen, · an empty point."""
    return tuple(tuple("" if c == " " else "\u25cf" if is_hen(c) else "\u00b7" if c == "." else c for c in line)
                 for line in picture(pos.board).split("\n"))


# The chosen examples (tests/fox_and_hens/test_fox_watch.py checks what each shows).
EXAMPLES = {
    "ordering": from_key("  X..  /  ...  /.X.L.FG/AIC..M./HO.JK.N/  RPQ  /  .ST   | 0 ; orthogonal"),  # 122 leaves, 25
    "forced": from_key("  ...  /  ...  /A....D./.X....G/.I.X..N/  RP.  /  .ST   | 0 ; orthogonal"),  # foxes win in 3
}
