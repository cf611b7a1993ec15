"""The "Alpha-beta" entry on screen: a run followed step by step, its texts, a box picked, the setup's
positions, and its menu card's constant tree."""
import pygame
import pytest

from engine.entries import registry
from engine.puzzles.steps import drain
from games.alphabeta import card_view, solver
from games.alphabeta.picture import Picture
from games.kalah import watch
from games.kalah.rules import apply_compound, initial, parse_compound
from games.shared.watched_search import Cutoff, Stoppable, Stopped, counts, position_along

SPEC = registry.get("alphabeta")


def scene_of(**values):
    return SPEC.scene_class()(SPEC, values={"game": "kalah", "position": "start", "depth": 3, "method": "alphabeta",
                                            **values}, start=True)


def test_the_card_keeps_the_solvers_tree():
    picture = Picture(card_view.PARAMS)
    for step in drain(solver.solve(card_view.PARAMS))[0]:
        picture.apply(step)
    kept = card_view.searched()
    assert picture.principal == kept.principal
    assert {p: (n.maximizing, n.turns, n.value, n.bound, n.searched, n.pruned) for p, n in picture.nodes.items()} == \
        {p: (n.maximizing, n.turns, n.value, n.bound, n.searched, n.pruned) for p, n in kept.nodes.items()}


def test_a_depth_three_search_at_ten_steps_a_second_tells_each_cutoff(harness):
    scene = scene_of()
    h = harness(scene, size=(1366, 768))
    scene.viewer.rate = 10.0
    told = []
    seen_steps = 0
    while not scene.viewer.finished:
        h.tick(0.1)  # a step a frame at ten a second
        assert scene.viewer.steps <= seen_steps + 2
        seen_steps = scene.viewer.steps
        if isinstance(scene.picture.last, Cutoff):
            told.append(scene.event_text()[0])
    expected = counts(watch, initial(), 3, "alphabeta")
    assert len(told) == expected["cutoffs"] == 13
    assert all(" cut-off: " in text and ("the opponent will not allow this" in text or "we already have better" in text)
               for text in told)
    assert scene.picture.principal.value == expected["value"] and scene.event_text()[0].startswith("Best turn: 1 2")
    assert h.run_until(lambda: scene.all_counts is not None)
    assert {m: c["leaves"] for m, c in scene.all_counts.items()} == {"minimax": 329, "alphabeta": 68, "ordered": 60}


def test_a_box_clicked_shows_its_position_and_a_second_click_lets_it_go(harness):
    scene = scene_of(depth=2)
    h = harness(scene, size=(1366, 768))
    scene.viewer.to_end()
    assert h.run_until(lambda: scene.viewer.finished)
    h.tick()
    box = scene._tree.rows[1].boxes[3]
    x, y = scene._tree_origin
    width, height = scene._tree.box
    h.click((x + box.x + width // 2, y + box.y + height // 2))
    assert scene.selected == box.path
    line = scene.picture.line_to(box.path)
    assert position_along(watch, initial(), line) == apply_compound(initial(), parse_compound(line[0]))
    h.tick()
    assert scene.focus() == box.path  # the tree now opens under the box picked
    h.click((x + box.x + width // 2, y + box.y + height // 2))
    assert scene.selected is None and scene.focus() == scene.picture.principal.path


def test_the_game_on_the_board_is_searched_and_without_one_the_setup_says_why():
    after = apply_compound(initial(), (parse_compound("3")))
    params = solver.make_params({"game": "kalah", "position": "board", "depth": 2, "method": "minimax",
                                 "board": watch.position_key(after)})
    assert solver.root(params) == after
    with pytest.raises(ValueError, match="no game in progress"):
        solver.make_params({"game": "kalah", "position": "board"})
    with pytest.raises(ValueError):
        solver.make_params({"game": "chess"})
    with pytest.raises(ValueError, match="depth"):
        solver.make_params({"depth": 7})


def test_the_uniform_tree_shows_knuth_and_moores_best_case(harness):
    scene = scene_of(game="uniform", depth=4)
    h = harness(scene, size=(1280, 800))
    scene.viewer.to_end()
    assert h.run_until(lambda: scene.viewer.finished and scene.all_counts is not None)
    assert scene.picture.leaves == 17 == scene.all_counts["ordered"]["leaves"]
    h.key(pygame.K_ESCAPE)
    assert h.top is None or h.top is not scene


def test_from_the_menu_the_game_in_progress_is_the_one_kept_for_resume(harness):
    from engine.duels.basics import HOTSEAT, Setup
    from engine.files.settings import Settings

    kalah = registry.get("kalah")
    game = kalah.scene_class()(kalah, setup=Setup(HOTSEAT), values={"seconds": 1})
    h = harness(game, settings=Settings(sound=False, animation_speed="instant"))
    h.tick()
    for key in (pygame.K_3, pygame.K_4):
        h.key(key)
        h.tick()
    kept = game.match.position
    assert h.app.saved.duel("kalah") is not None  # kept move by move
    scene = SPEC.scene_class()(SPEC, values={"game": "kalah", "position": "board", "depth": 1, "method": "minimax"})
    h.push(scene)
    scene.start()
    assert scene.phase == "run" and solver.root(scene.params) == kept
    scene.values["game"] = "match-nim"  # no Match Nim game kept: the setup says why
    scene.start()
    assert "no game in progress" in scene.error


def test_a_search_given_up_tells_its_counts_thread_to_stop(harness):
    """Restarting, or leaving, stops the thread that counts the other methods (a deep minimax there would
    otherwise run on, one more thread each time, taking the window's time): its game says stop from then on."""
    scene = scene_of(depth=6, method="minimax")
    h = harness(scene, size=(1366, 768))
    first = scene._stop_counts
    assert not first.is_set()
    scene.restart()
    h.tick(0.1)
    assert first.is_set() and not scene._stop_counts.is_set()
    scene.exit()
    assert scene._stop_counts.is_set()


def test_a_stoppable_game_ends_the_search_once_told():
    told = []
    game = Stoppable(watch, lambda: len(told) > 0)
    assert counts(game, initial(), 2, "minimax") == counts(watch, initial(), 2, "minimax")
    told.append(True)
    with pytest.raises(Stopped):
        counts(game, initial(), 2, "minimax")


def test_its_controls_name_the_best_turn_and_the_principal_line(harness):
    """The puzzle controls speak of what this entry finds: the best turn and its line, not solutions."""
    from engine.ui.widgets import Button

    scene = scene_of()
    h = harness(scene, size=(1366, 768))
    labels = [w.text for w in scene.run_form.widgets if isinstance(w, Button)]
    assert "Best turn" in labels and "Next solution" not in labels
    assert scene.found_text(0) == "best turn not found yet" and scene.found_text(1) == "best turn found"
    scene.viewer.rate = None
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.viewer.finished)
    assert scene.viewer.counters_text(scene.found_text(scene.viewer.solutions)).endswith("best turn found")
    assert scene.showing_text(0, 1, "") == "Showing the principal line" and scene.found_heading != "Solutions found"
