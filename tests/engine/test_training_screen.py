"""The training screen's dashboard (issue 56, item 5), driven as a person would: the rating's graph drawn from the
tries, a theme chosen on the themes page and only its exercises played, the streak run going on while right and over at
the first miss (its best kept with the tries), and every button in its box at the smallest sizes."""
import pygame
import pytest

from engine.files.exercise_set import load_set
from engine.files.settings import Settings
from engine.scenes import training
from engine.scenes.training_themes import ThemesScene
from engine.training.attempt import SOLVING
from engine.ui import theme as colors

NIMS = tuple(p for p in load_set() if p.game == "match-nim")


def screen(harness, monkeypatch, exercises=NIMS, size=(1366, 768), text_size=100):
    monkeypatch.setattr(training, "load_set", lambda: tuple(exercises))
    scene = training.TrainingScene()
    h = harness(scene, size=size, settings=Settings(sound=False, animation_speed="instant", text_size=text_size))
    h.tick()
    return h, scene


def accent_pixels(surface, rect) -> int:
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if surface.get_at((x, y))[:3] == colors.ACCENT)


def solve(h, board) -> None:
    for turn in board.exercise.line[::2]:  # a line's turns, each after the arcade's reply
        assert h.run_until(lambda: board.still and board.attempt.state == SOLVING)
        for text in turn:
            assert board.try_move(board.rules.parse_move(text))
    assert h.run_until(lambda: board.attempt.result is not None)


def miss(h, board) -> None:
    wrong = next(m for m in board.rules.legal_moves(board.match.position)
                 if str(m) not in {turn[0] for turn in board.exercise.answers})
    assert board.try_move(wrong) and board.attempt.result is False


def test_the_graph_shows_the_rating_over_the_tries(harness, monkeypatch):
    h, scene = screen(harness, monkeypatch)
    graph = scene.dashboard.copy()
    graph.height //= 3
    before = accent_pixels(h.surface, graph)  # no tries: one dot
    for n in range(30):
        h.app.exercise_tries.record(NIMS[n], n % 3 != 0)
    scene.resume()
    h.tick()
    assert accent_pixels(h.surface, graph) > before + 200  # a line across the graph
    assert scene.app.exercise_tries.standing.history.points[-1][0] == 30


def test_a_theme_chosen_on_its_page_gives_only_its_exercises(harness, monkeypatch):
    h, scene = screen(harness, monkeypatch)
    h.key(pygame.K_t)
    h.app.stack.apply()
    page = h.top
    assert isinstance(page, ThemesScene)
    index = next(i for i, (theme, _name, _count) in enumerate(page.themes) if theme == "misere-ending")
    assert page.list.items[index].endswith("13 exercises")
    page.choose(index)
    h.app.stack.apply()
    assert h.top is scene and scene.motif == "misere-ending"
    assert "Theme: " in scene.form.widgets[1].text and scene.motif_name() in scene.form.widgets[1].text
    for _ in range(5):
        scene.play_chosen()
        h.app.stack.apply()
        assert "misere-ending" in h.top.exercise.themes
        h.top.close()
        h.app.stack.apply()
    h.key(pygame.K_t)
    h.app.stack.apply()
    h.key(pygame.K_ESCAPE)  # back, unchanged
    h.app.stack.apply()
    assert h.top is scene and scene.motif == "misere-ending"


def test_a_streak_run_goes_on_while_right_and_ends_at_the_first_miss_its_best_kept(harness, monkeypatch):
    h, scene = screen(harness, monkeypatch)
    h.key(pygame.K_s)
    h.app.stack.apply()
    ratings = []
    for length in range(3):
        board = h.top
        assert board.run is not None and board.run.length == length
        ratings.append(board.exercise.rating)
        assert f"Streak run: {length}" in board.side_lines()
        solve(h, board)
        assert h.app.exercise_tries.best_run == length + 1  # kept with the try that made it
        assert f"Streak run: {length + 1}" in board.side_lines()  # said on the board in place of the streak
        h.key(pygame.K_n)
        h.app.stack.apply()
    board = h.top
    assert board is not scene and board.run.length == 3 and len(set(board.run.seen)) == 4
    assert ratings[0] <= sorted(p.rating for p in NIMS)[len(NIMS) // 10]  # it starts among the easiest tenth
    miss(h, board)
    h.key(pygame.K_n)  # the run is over: back to the training screen, which says so
    h.app.stack.apply()
    assert h.top is scene and scene.run is None
    assert scene.said == "Streak run over: 3 right in a row (best 3)."
    assert scene.form.widgets[3].text == "Streak run (best 3)"


def test_leaving_a_streak_runs_board_ends_the_run(harness, monkeypatch):
    h, scene = screen(harness, monkeypatch)
    scene.start_run()
    h.app.stack.apply()
    solve(h, h.top)
    h.key(pygame.K_ESCAPE)
    h.app.stack.apply()
    assert h.top is scene and scene.run is None and "1 right in a row" in scene.said


@pytest.mark.parametrize("size, text_size", [((640, 480), 200), ((800, 600), 100), ((800, 600), 200)])
def test_every_button_fits_beside_the_dashboard(harness, monkeypatch, size, text_size):
    """Your mistakes took the row left free: every button, Back last, lies in the box, left of the dashboard."""
    h, scene = screen(harness, monkeypatch, load_set(), size, text_size)
    widgets = scene.form.widgets
    assert [getattr(w, "text", "") for w in widgets[-2:]] == ["Your mistakes (0 due)", "Back"]
    assert all(scene.box.contains(w.rect) for w in widgets) and all(w.rect.right < scene.dashboard.left for w in widgets)


def test_enter_plays_the_duel_chosen_with_the_arrows(harness, monkeypatch):
    h, scene = screen(harness, monkeypatch, load_set())
    h.key(pygame.K_UP)  # the focus from Play up to the Theme button, then the Duel selector
    h.key(pygame.K_UP)
    h.key(pygame.K_RIGHT)  # the first duel after "every duel"
    chosen = scene.game
    assert chosen is not None and scene.form.focused is scene.form.widgets[0]
    h.key(pygame.K_DOWN)
    h.key(pygame.K_DOWN)
    h.key(pygame.K_RETURN)
    h.app.stack.apply()
    assert h.top is not scene and h.top.exercise.game == chosen
