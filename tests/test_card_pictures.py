"""The menu cards' pictures: every entry has one (or is named as going without), each draws a real
position of its entry (checked here against the rules and the solvers), inside its box, not blank,
at the menu's four sizes and at odd ones, and drawing them all searches nothing.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.entries import registry
from engine.entries.registry import DUEL
from engine.puzzles.steps import first_solution

ROOT = Path(__file__).resolve().parents[1]
EXEMPT: dict[str, str] = {}  # entries that go without a picture on their card, each with the reason
ENTRIES = registry.entries(include_hidden=True)
# The picture boxes the menu gives at 800x600, 1280x800, 1920x1080 and 2560x1440 (and their windows).
BOXES = (((76, 83), (800, 600)), ((88, 95), (1280, 800)), ((161, 141), (1920, 1080)), ((222, 186), (2560, 1440)))
SENTINEL = (255, 0, 255, 255)


@pytest.fixture(scope="module")
def screen():
    """pygame ready to draw off screen (the dummy video driver, set by conftest)."""
    import pygame

    pygame.display.init()
    pygame.font.init()
    yield
    pygame.display.quit()


def picture_of(spec, box: tuple[int, int], window: tuple[int, int]):
    """The entry's picture drawn by its hook alone in the middle of a larger surface of ``SENTINEL``, and
    the rect it was given."""
    import pygame

    from engine.ui.theme import Theme

    surface = pygame.Surface((box[0] + 40, box[1] + 40), pygame.SRCALPHA)
    surface.fill(SENTINEL)
    rect = pygame.Rect((20, 20), box)
    spec.card_painter()(surface, rect, Theme(window))
    return surface, rect


@pytest.mark.parametrize("spec", ENTRIES, ids=lambda s: s.id)
def test_every_entry_has_a_card_picture_or_is_named_as_going_without(spec):
    if spec.id in EXEMPT:
        assert spec.card is None, f"{spec.id} is exempt ({EXEMPT[spec.id]}) but has a picture"
    else:
        assert spec.card is not None, f"{spec.id} has no card picture: give it a card_view or name it in EXEMPT"
        assert callable(spec.card_painter())


def drawn_outside(surface, rect) -> int:
    """How many pixels outside ``rect`` are no longer ``SENTINEL``."""
    import pygame

    kept = pygame.mask.from_threshold(surface, SENTINEL, (1, 1, 1, 255))
    kept_inside = kept.overlap_area(pygame.Mask(rect.size, fill=True), rect.topleft)
    return surface.get_width() * surface.get_height() - rect.width * rect.height - (kept.count() - kept_inside)


def colours_inside(surface, rect) -> list[bytes]:
    """Every pixel inside ``rect``, as RGBA bytes."""
    import pygame

    data = pygame.image.tobytes(surface.subsurface(rect), "RGBA")
    return [data[i:i + 4] for i in range(0, len(data), 4)]


@pytest.mark.parametrize("box, window", BOXES, ids=lambda b: f"{b[0]}x{b[1]}" if isinstance(b, tuple) else "")
@pytest.mark.parametrize("spec", [s for s in ENTRIES if s.card], ids=lambda s: s.id)
def test_a_picture_is_drawn_inside_its_box_and_is_not_blank(screen, spec, box, window):
    surface, rect = picture_of(spec, box, window)
    assert drawn_outside(surface, rect) == 0, f"{spec.id} draws outside its box at {box}"
    inside = colours_inside(surface, rect)
    drawn = len(inside) - inside.count(bytes(SENTINEL))
    assert drawn >= len(inside) // 20, f"{spec.id} leaves its box nearly empty at {box}"
    colours = len(set(inside) - {bytes(SENTINEL)})
    assert colours >= 3, f"{spec.id}'s picture is nearly blank at {box}: {colours} colours"


@pytest.mark.parametrize("box", [(1, 1), (12, 9), (30, 90), (300, 60), (50, 130),  # none the menu gives
                                 (44, 44), (66, 44), (44, 58), (150, 120), (600, 500)], ids=str)
@pytest.mark.parametrize("spec", [s for s in ENTRIES if s.card], ids=lambda s: s.id)
def test_a_picture_copes_with_any_box(screen, spec, box):
    """A box of any shape: no error; and nothing drawn outside any box the menu may give at 1280 x 800
    (from ``MIN_ART`` high, ``ART_NARROWEST`` to ``ART_WIDEST`` times as wide)."""
    from engine.scenes.menu import ART_NARROWEST, ART_WIDEST, MIN_ART

    surface, rect = picture_of(spec, box, (1280, 800))
    if min(box) >= MIN_ART and ART_NARROWEST <= box[0] / box[1] <= ART_WIDEST:
        assert drawn_outside(surface, rect) == 0, f"{spec.id} draws outside its box at {box}"


def test_drawing_every_picture_searches_nothing():
    """In a fresh interpreter, every solver's ``solve`` and every computer's ``choose_move`` raise, and the
    duels' ``legal_moves`` are counted, before any picture is imported: all the pictures are drawn (the
    positions are the rules' starts and solutions kept as constants) with a handful of rules calls."""
    code = """
import os, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"
from arsac_arcade.entries import hand_over
from engine.entries import registry
hand_over()
calls = {"legal_moves": 0}
def refuse(*args, **kwargs):
    raise AssertionError("a search was started")
for spec in registry.entries(include_hidden=True):
    for part, name in (("solver", "solve"), ("ai", "choose_move")):
        module = spec.module(part)
        if module is not None:
            setattr(module, name, refuse)
    rules = spec.module("rules")
    if rules is not None:
        counted = rules.legal_moves
        def counting(*args, counted=counted, **kwargs):
            calls["legal_moves"] += 1
            return counted(*args, **kwargs)
        rules.legal_moves = counting
import pygame
pygame.display.init(); pygame.font.init()
from engine.scenes.menu import render_picture
from engine.ui.theme import Theme
theme = Theme((1280, 800))
drawn = [render_picture(spec, (120, 100), theme) for spec in registry.entries(include_hidden=True) if spec.card]
print(sum(image is not None for image in drawn), len(drawn), calls["legal_moves"])
"""
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    made, wanted, legal = map(int, out.stdout.split())
    assert made == wanted == sum(1 for s in ENTRIES if s.card)
    assert legal <= 10  # Row Nim's deal checks its start has a move; nothing more


# --- the positions shown are real ------------------------------------------------------------------------

def card(spec_id: str):
    return registry.get(spec_id).module("card")


@pytest.mark.parametrize("spec", [s for s in ENTRIES if s.kind == DUEL and s.card], ids=lambda s: s.id)
def test_a_duel_shows_a_start_of_its_rules(spec):
    rules = spec.part("rules")
    position = card(spec.id).position()
    assert rules.outcome(position) is None and rules.legal_moves(position)


def test_the_duels_show_their_usual_starts():
    from games.kalah import rules as kalah
    from games.match_nim import rules as match_nim
    from games.row_nim import rules as row_nim

    assert card("kalah").position().desk == (6,) * 6 + (0,) + (6,) * 6 + (0,)
    assert card("kalah").position().to_move == kalah.initial(kalah.Params()).to_move
    assert card("match-nim").position().piles == (1, 3, 5, 7)
    row = card("row-nim")
    assert row_nim.position_from_text(row_nim.position_text(row.position()), row.PARAMS) == row.position()  # a legal deal
    assert len(set(row.position().gaps)) >= 4  # a deal worth showing: gaps of several sizes
    assert card("fox-and-hens").position().board.count("X") == 2
    assert match_nim.initial(match_nim.Params(start=(1, 3, 5, 7))) == card("match-nim").position()


def test_eight_queens_shows_the_first_solution():
    from games.queens.solver import Params, solve

    assert card("queens").SOLUTION == first_solution(solve(Params(8), quiet=True))


def test_covering_queens_shows_the_books_first_minimum_cover():
    from games.queen_cover.solver import Params, solve

    cover = card("queen-cover").COVER
    assert tuple(cover) == tuple(first_solution(solve(Params(8, "book"), quiet=True)))
    covered = {(r, c) for r in range(1, 9) for c in range(1, 9)
               if any(r == qr or c == qc or abs(r - qr) == abs(c - qc) for qr, qc in cover)}
    assert len(cover) == 5 and len(covered) == 64


def test_pentominoes_shows_the_first_tiling_of_six_by_ten():
    from games.pentominoes.solver import Params, check, solve

    tiling = card("pentominoes").TILING
    check(Params(10, 6), tiling)
    assert tiling == tuple(first_solution(solve(Params(10, 6), quiet=True, first=True)))


def test_the_schoolgirls_picture_is_a_schedule():
    from games.schoolgirls.solver import is_schedule

    assert is_schedule(15, card("schoolgirls").SCHEDULE)


@pytest.mark.slow
def test_the_schoolgirls_picture_is_the_books_first_schedule():
    from games.schoolgirls.solver import Params, solve

    assert card("schoolgirls").SCHEDULE == first_solution(solve(Params(15, "book"), quiet=True, first=True))


def test_domino_chains_shows_the_first_ring_of_each_set():
    from games.dominoes.solver import Params, is_chain, solve

    for largest, ring in card("dominoes").RINGS.items():
        assert is_chain(Params(largest, ring=True), ring)
        assert ring == tuple(first_solution(solve(Params(largest, ring=True), quiet=True, first=True)))


def test_rulers_shows_the_first_longest_six_mark_ruler():
    from games.ruler.solver import LONGEST, Params, is_complete, solve

    marks = card("ruler").MARKS
    assert len(marks) == 6 and marks[-1] == LONGEST[6] and is_complete(marks)
    assert marks == tuple(first_solution(solve(Params(6), quiet=True)))


def test_signs_shows_the_first_solution_by_binary_counting():
    from games.signs.solver import Params, evaluate, solve

    shown = card("signs")
    assert evaluate(shown.NUMBERS, shown.SIGNS) == shown.TOTAL
    assert shown.SIGNS == first_solution(solve(Params(shown.NUMBERS, shown.TOTAL, "binary"), quiet=True))


def test_the_numbers_game_shows_a_round_the_books_method_solves():
    from games.numbers.solver import BOOK, answer

    shown = card("numbers")
    assert answer(shown.TILES, shown.TARGET, BOOK).exact


def test_the_puzzle_template_shows_one_of_its_solutions():
    from engine.puzzles.steps import solutions
    from games._puzzle_template.solver import Params, solve

    assert card("puzzle-template").SOLUTION in solutions(solve(Params(4), quiet=True))[0]
