"""Kirkman's schoolgirls: schedules verified, the book's skeleton, replay, scene and command line."""
import json

import pygame
import pytest

from engine.entries import registry
from engine.files.settings import Settings
from engine.puzzles.steps import Reject, Remove, Solution, drain
from engine.scenes.puzzle import SETUP
from games.schoolgirls.picture import Picture
from games.schoolgirls.solver import Params, first_walk, is_schedule, make_params, solve
from games.shared.stoppable_search import run_to_end
from tests.tilings_helpers import run

SPEC = registry.get("schoolgirls")


def first(params):
    found, stats = run_to_end(solve(params, quiet=True, first=True))
    return found[0].solution, stats


@pytest.mark.parametrize("method", ["book", "plain"])
def test_nine_girls_every_schedule_checked(method):
    found, stats = run_to_end(solve(Params(9, method), quiet=True))
    assert found and all(is_schedule(9, step.solution) for step in found)
    assert all(step.solution[0] == first_walk(9) for step in found) or method == "plain"


def test_nine_girls_the_book_columns_then_diagonals():
    schedule, stats = first(Params(9, "book"))
    assert schedule[1] == ((0, 3, 6), (1, 4, 7), (2, 5, 8)) and stats["nodes"] < 30
    assert set(schedule[2]) | set(schedule[3]) == {(0, 4, 8), (1, 5, 6), (2, 3, 7), (0, 5, 7), (1, 3, 8), (2, 4, 6)}


@pytest.mark.slow
def test_fifteen_girls_the_book_skeleton_holds():
    schedule, stats = first(Params(15, "book"))
    assert is_schedule(15, schedule)
    assert schedule[1] == ((0, 3, 6), (1, 4, 9), (2, 5, 12), (7, 10, 13), (8, 11, 14))
    for day in schedule[2:]:  # each later walk: rows holding 2, 2, 1, 1, 1 of the first seven
        assert sorted(sum(g < 7 for g in row) for row in day) == [1, 1, 1, 2, 2]


def test_the_checker_refuses_a_wrong_schedule():
    schedule, _ = first(Params(9, "book"))
    broken = (schedule[0], schedule[0]) + schedule[2:]
    assert not is_schedule(9, broken) and not is_schedule(9, schedule[:3])


def test_replaying_the_steps_rebuilds_the_schedule():
    steps, _ = drain(solve(Params(9, "plain")))
    picture = Picture(Params(9, "plain"))
    for step in steps:
        if isinstance(step, Remove):
            assert picture.places[step.where] == step.what
        picture.apply(step)
        if isinstance(step, Solution):
            assert step.solution == picture.schedule and len(picture.schedule) == 4
    assert picture.places == {}


def test_the_skeleton_refuses_rows_in_the_step_stream():
    run_ = solve(Params(15, "book"))
    assert any(isinstance(next(run_), Reject) for _ in range(5000))
    run_.close()


@pytest.mark.parametrize("girls", [8, 10, 12, 33])
def test_girls_must_be_3_mod_6(girls):
    with pytest.raises(ValueError, match="9, 15, 21 or 27 girls"):
        make_params({"girls": girls})


def test_scene_fills_the_days_and_the_pairs(harness):
    scene = SPEC.scene_class()(SPEC, values={"girls": 9, "method": "book"})
    h = harness(scene, settings=Settings(sound=False))
    h.key(pygame.K_RETURN)
    h.key(pygame.K_n)
    assert h.run_until(lambda: scene.player.solutions == 1, seconds=10)
    assert len(scene.picture.places) == 36 and is_schedule(9, scene.solutions[0])
    assert scene.picture.fixed_days == 2
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.player.finished, seconds=10)
    h.key(pygame.K_LEFTBRACKET)
    h.tick()
    assert scene.viewing is not None
    bad = SPEC.scene_class()(SPEC, values={"girls": 12})
    h.push(bad)
    h.key(pygame.K_RETURN)
    assert bad.phase == SETUP and "9, 15, 21 or 27 girls" in bad.error
    h.tick()
    assert [w.choices for w in bad.setup_form.widgets if getattr(w, "label", "") == "Girls"] == \
        [[(9, "9"), (15, "15"), (21, "21"), (27, "27")]]  # the panel offers only the valid counts


def test_solve_contract():
    data = json.loads(run("solve", "schoolgirls", "--girls", "9", "--json").stdout)
    days = tuple(tuple(tuple(g - 1 for g in row) for row in day) for day in data["days"])
    assert data["girls"] == 9 and is_schedule(9, days) and data["nodes"] > 0 and data["seconds"] >= 0
    assert data["days"][0] == [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    bad = run("solve", "schoolgirls", "--girls", "10")
    assert bad.returncode == 2 and len(bad.stderr.splitlines()) == 1


def test_the_command_line_gives_up_at_its_limit():
    data = json.loads(run("solve", "schoolgirls", "--girls", "21", "--limit", "2000", "--json").stdout)
    assert data["days"] is None and data["nodes"] == 2000 and "2,000" in data["stopped"]


def test_scene_puts_the_two_methods_side_by_side(harness):
    scene = SPEC.scene_class()(SPEC, values={"girls": 9, "method": "book"})
    h = harness(scene, settings=Settings(sound=False))
    for method in ("book", "plain"):
        scene.values["method"] = method
        h.key(pygame.K_s)
        h.key(pygame.K_RETURN)
        h.key(pygame.K_n)
        assert h.run_until(lambda: scene.player.solutions == 1, seconds=10)
    assert scene.status_lines()[-1] == "To the first: The book 19 · Plain 37"
