"""Domino chains: the book's counts, every chain verified, impossible sets explained, scene and CLI."""
import json

import pygame
import pytest

from engine.entries import registry
from engine.files.settings import Settings
from engine.puzzles.steps import Place, Remove, Solution, drain
from engine.scenes.puzzle import SETUP
from games.dominoes.picture import Picture
from games.dominoes.solver import Impossible, Params, dominoes, is_chain, make_params, obstacle, solve
from games.shared.stoppable_search import run_to_end
from tests.tilings_helpers import run

SPEC = registry.get("dominoes")


def chains(params):
    found, stats = run_to_end(solve(params, quiet=True))
    return [step.solution for step in found], stats


@pytest.mark.parametrize("m, ring, count", [(1, False, 1), (2, False, 6), (2, True, 1), (4, True, 4224)])
def test_the_book_counts_and_every_chain_checked(m, ring, count):
    found, stats = chains(Params(m, ring))
    assert len(found) == stats["chains"] == count and len(set(found)) == count
    assert all(is_chain(Params(m, ring), chain) for chain in found)
    assert len(dominoes(m)) == (m + 1) * (m + 2) // 2


def test_double_six_ring_found_and_closed():
    found, stats = run_to_end(solve(Params(6, True), quiet=True, first=True))
    assert is_chain(Params(6, True), found[0].solution) and len(found[0].solution) == 28 and stats["nodes"] >= 28


@pytest.mark.parametrize("m, ring, words", [(3, False, "no line"), (5, True, "no line"), (1, True, "no ring")])
def test_odd_sets_are_explained_and_not_searched(m, ring, words):
    assert words in obstacle(Params(m, ring))
    steps, stats = drain(solve(Params(m, ring)))
    assert [type(s) for s in steps] == [Impossible] and steps[0].reason == stats["reason"] and stats["nodes"] == 0


def test_replaying_the_steps_rebuilds_each_chain():
    picture = Picture(Params(2, False))
    for step in drain(solve(Params(2, False)))[0]:
        if isinstance(step, Place):
            assert step.where == len(picture.chain)
        elif isinstance(step, Remove):
            assert picture.chain[-1] == step.what and step.where == len(picture.chain) - 1
        picture.apply(step)
        if isinstance(step, Solution):
            assert picture.shown == step.solution
    assert picture.chain == []


def test_out_of_range():
    with pytest.raises(ValueError, match="double-1 to double-6"):
        make_params({"max": 7})


def test_scene_lays_and_takes_back(harness):
    scene = SPEC.scene_class()(SPEC, values={"max": 2, "ring": True})
    h = harness(scene, settings=Settings(sound=False))
    h.key(pygame.K_RETURN)
    while len(scene.picture.chain) < 3:
        h.key(pygame.K_RIGHT)
    assert scene.picture.chain[:2] == [(0, 0), (0, 1)]
    h.key(pygame.K_e)
    assert h.run_until(lambda: scene.player.finished, seconds=10)
    assert scene.solutions == [((0, 0), (0, 1), (1, 1), (1, 2), (2, 2), (2, 0))] and scene.picture.chain == []
    h.key(pygame.K_RIGHTBRACKET)
    h.tick()
    assert scene.viewing == 0


def test_scene_explains_an_impossible_set(harness):
    scene = SPEC.scene_class()(SPEC, values={"max": 3})
    h = harness(scene, size=(800, 600), settings=Settings(sound=False))
    h.key(pygame.K_RETURN)
    h.key(pygame.K_RIGHT)
    h.tick()
    assert "odd" in scene.picture.reason and scene.status_lines()[0].endswith("impossible")
    bad = SPEC.scene_class()(SPEC, values={"max": 9})
    h.push(bad)
    h.key(pygame.K_RETURN)
    assert bad.phase == SETUP and "double-6" in bad.error


def test_solve_contract():
    data = json.loads(run("solve", "dominoes", "--max", "2", "--ring", "--count", "--json").stdout)
    assert data["max"] == 2 and data["count"] == 1 and is_chain(Params(2, True), tuple(map(tuple, data["chain"])))
    six = json.loads(run("solve", "dominoes", "--max", "6", "--count", "--json").stdout)
    assert len(six["chain"]) == 28 and six["count"] is None and "Not counted" in six["count_reason"]
    odd = json.loads(run("solve", "dominoes", "--max", "3", "--json").stdout)
    assert odd["chain"] is None and "odd" in odd["reason"]
    bad = run("solve", "dominoes", "--max", "9")
    assert bad.returncode == 2 and len(bad.stderr.splitlines()) == 1
