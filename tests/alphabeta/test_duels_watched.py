"""Every duel's search as the "Alpha-beta" entry watches it: on random positions, the watched search and the
headless one give a plain minimax's value; minimax's leaves are the whole tree's; alpha-beta never evaluates
more; ordering never more than plain alpha-beta on the chosen examples; what each example is chosen for."""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.entries import registry
from engine.puzzles.steps import drain
from games.shared.watched_search import ALPHABETA, METHODS, MINIMAX, ORDERED, counts, position_along, search

WATCHED = [spec for spec in registry.entries() if spec.watch]


def plain_minimax(game, rules, pos, depth):
    """The value and the leaves of the whole tree, by the plainest negamax on the game's own rules."""
    moves = rules.legal_moves(pos) if depth else ()
    if not moves:
        return game.evaluate(pos), 1
    best, leaves = None, 0
    for move in moves:
        after = rules.apply(pos, move)
        value, under = plain_minimax(game, rules, after, depth - 1)
        value = value if rules.to_move(after) == rules.to_move(pos) else -value
        best, leaves = value if best is None else max(best, value), leaves + under
    return best, leaves


def played_in(spec, seed):
    """The game's watch start after a few random moves (the start again if the game ended)."""
    game, rules = spec.module("watch"), spec.part("rules")
    rng = random.Random(seed)
    pos = game.start()
    for _ in range(rng.randint(0, 12)):
        moves = rules.legal_moves(pos)
        if not moves:
            break
        pos = rules.apply(pos, rng.choice(moves))
    return pos if rules.legal_moves(pos) else game.start()


@pytest.mark.parametrize("spec", [s for s in WATCHED if s.id != "kalah"], ids=lambda s: s.id)  # Kalah: its own test
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), depth=st.integers(1, 2))
def test_each_method_gives_plain_minimaxs_value_and_cuts_only_leaves(spec, seed, depth):
    game, rules = spec.module("watch"), spec.part("rules")
    pos = played_in(spec, seed)
    value, leaves = plain_minimax(game, rules, pos, depth)
    found = {}
    for method in METHODS:
        steps, stats = drain(search(game, pos, depth, method))
        assert stats == counts(game, pos, depth, method) and stats["value"] == value, method
        end = position_along(game, pos, stats["line"])
        assert game.evaluate(end) * (1 if game.mover(end) == game.mover(pos) else -1) == value
        found[method] = stats["leaves"]
    assert found[MINIMAX] == leaves
    assert found[ALPHABETA] <= leaves and found[ORDERED] <= leaves


@pytest.mark.parametrize("spec", WATCHED, ids=lambda s: s.id)
def test_ordering_never_examines_more_leaves_on_the_chosen_examples(spec):
    game = spec.module("watch")
    for pos in (game.start(), *game.EXAMPLES.values()):
        for depth in (1, 2, 3):
            minimax, plain, ordered = (counts(game, pos, depth, m)["leaves"] for m in METHODS)
            assert ordered <= plain <= minimax


@pytest.mark.parametrize("spec", WATCHED, ids=lambda s: s.id)
def test_a_position_key_reads_back_and_the_desk_shows_it(spec):
    game = spec.module("watch")
    for pos in (game.start(), *game.EXAMPLES.values()):
        assert game.from_key(game.position_key(pos)) == pos
        rows = game.desk(pos)
        assert rows and all(isinstance(cell, str) for row in rows for cell in row)
    with pytest.raises(ValueError):
        game.from_key("nonsense")


def test_the_foxes_forced_win_and_the_nims_verdicts():
    foxes = registry.get("fox-and-hens").module("watch")
    from games.fox_and_hens.ai import WIN
    result = counts(foxes, foxes.EXAMPLES["forced"], 3, ALPHABETA)
    assert result["value"] == WIN and len(result["line"]) == 3  # the foxes win whatever the hens do
    ordering = foxes.EXAMPLES["ordering"]
    assert [counts(foxes, ordering, 3, m)["leaves"] for m in (ALPHABETA, ORDERED)] == [122, 25]
    match_nim = registry.get("match-nim").module("watch")
    assert counts(match_nim, match_nim.start(), 1, MINIMAX)["value"] == 1  # 3 4 5: nim-sum 2, the mover wins
    row_nim = registry.get("row-nim").module("watch")
    assert counts(row_nim, row_nim.EXAMPLES["forced"], 3, MINIMAX)["value"] == 1


def test_a_kalah_key_keeps_the_pie_rules_opening():
    """Under the pie rule the key says where the opening stands, so the watched position offers the swap."""
    from games.kalah import watch
    from games.kalah.rules import FIRST_TURN, SWAP_OFFERED, Move, Params, Variant, apply, initial

    start = initial(Params(4, Variant(pie=True)))
    mid_first_turn = apply(start, Move(3))  # 3 ends in A's kalah: A's first turn goes on
    offered = apply(start, Move(1))
    assert (mid_first_turn.opening, offered.opening) == (FIRST_TURN, SWAP_OFFERED)
    for pos in (start, mid_first_turn, offered):
        assert watch.from_key(watch.position_key(pos)) == pos
    assert "swap" in [label for label, _after in watch.turns(watch.from_key(watch.position_key(offered)))]
    with pytest.raises(ValueError):
        watch.from_key("6,6,6,6,6,6,0,6,6,6,6,6,6,0 | 1 ; capture=standard pie=no ; swap offered")
