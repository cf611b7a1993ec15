"""The Kalah board through the harness: sowing, the announced turn, waiting for Enter, records."""
import threading
from dataclasses import replace

import pygame
import pytest

from engine.duels.basics import HOTSEAT, HUMAN_COMPUTER, Setup
from engine.entries import registry
from engine.files.paths import data_dir
from engine.files.settings import Settings
from engine.scenes.duel import OVER
from games.kalah.record import parse_record, read_record
from games.kalah.rules import Position

SPEC = registry.get("kalah")
FAST = Settings(sound=False, animation_speed="instant")


def open_game(harness, setup, start=None, settings=FAST, **values):
    scene = SPEC.scene_class()(SPEC, setup=setup, values={"seconds": 1, **values}, start_position=start)
    h = harness(scene, settings=settings)
    h.tick()
    return h, scene


def test_the_spec_example_by_clicks_and_keys(harness):
    h, scene = open_game(harness, Setup(HOTSEAT))
    geometry = scene._geometry(scene.board_rect)
    h.click(geometry[0][0])  # A1: last stone in A's kalah, A moves again
    h.tick()
    assert scene.match.position.desk == (0, 7, 7, 7, 7, 7, 1, 6, 6, 6, 6, 6, 6, 0)
    h.key(pygame.K_2)
    h.tick()
    h.key(pygame.K_1)  # B plays 1
    h.tick()
    h.key(pygame.K_1)  # A plays 1: the last stone in the empty A2 captures B5's 7
    h.tick()
    assert scene.match.position.desk == (0, 0, 8, 8, 8, 8, 10, 0, 8, 7, 7, 0, 7, 1)


def test_an_empty_pit_is_refused(harness):
    h, scene = open_game(harness, Setup(HOTSEAT))
    h.key(pygame.K_1)
    h.tick()
    h.key(pygame.K_1)  # A1 is empty now (A moves again after the extra move)
    assert len(scene.match.moves) == 1 and "empty" in scene.message


def test_the_computer_announces_its_turn_and_waits_before_each_pit(harness):
    # B to move with an extra move available: B1 holds 6 stones -> lands in B's kalah
    start = Position((1, 0, 0, 0, 0, 0, 30, 6, 1, 1, 1, 1, 1, 30), to_move=1)
    scene = SPEC.scene_class()(SPEC, setup=Setup(HUMAN_COMPUTER, level=5), values={"seconds": 1},
                               start_position=start)
    h = harness(scene, settings=FAST)
    assert not scene.controller.wait_each_move  # off by default against a human: an option
    scene.controller.wait_each_move = True
    assert h.run_until(lambda: scene.controller.pending() or scene.controller.is_animating(), seconds=30)
    assert scene.controller.awaiting_key() and "I'll play" in scene.status_text()
    planned = len(scene.controller.pending())
    assert planned >= 2  # a compound move: at least one extra move first
    first = scene.controller.pending()[0]
    assert scene.announced_pit() == 7 + first.pit - 1  # "I'll play …: press Enter" lights B's pit it means
    h.key(pygame.K_RETURN)
    h.tick(frames=2)
    assert len(scene.match.moves) == 1 and scene.controller.awaiting_key()  # one pit played, waiting for the next
    while scene.controller.pending():
        h.key(pygame.K_RETURN)
        h.tick(frames=2)
    assert len(scene.match.moves) == planned


def test_the_record_is_written_after_the_game(harness):
    h, scene = open_game(harness, Setup(HOTSEAT), stones=3)
    while scene.phase != OVER:
        assert scene.try_move(scene.match.legal_moves()[-1])  # always the last non-empty pit
        h.tick()
    record = parse_record((data_dir() / "lastgame.klh").read_text())
    assert record.params.stones == 3
    assert [m for turn in record.turns for m in turn.moves] == scene.match.moves
    assert "Player" in scene.result_text(scene.match.outcome()) or "draw" in scene.result_text(scene.match.outcome())


def test_undo_against_the_computer_takes_back_the_exchange(harness):
    h, scene = open_game(harness, Setup(HUMAN_COMPUTER, level=1))
    scene.controller.wait_each_move = False
    h.key(pygame.K_3)  # A3: 6 stones reach B1 and B2; the turn passes
    assert h.run_until(lambda: not scene.match.is_computer_turn() and not scene.controller.is_animating() and len(scene.match.moves) > 1)
    h.key(pygame.K_u)
    assert scene.match.moves == [] and scene.match.position.desk[0:6] == (6,) * 6


def open_record(h, scene, path) -> None:
    """O, the path typed and Enter; then wait until the record has been read (a state, not a time)."""
    h.key(pygame.K_o)
    h.app.stack.top.close(str(path))  # what typing the path and Enter does
    h.app.stack.apply()  # the dialog closes: the reading starts
    assert scene.opening is not None and scene.opening.wait(60)
    h.tick()
    assert scene.opening is None


def test_open_a_record_step_through_it_and_play_on(harness, tmp_path):
    record = tmp_path / "game.klh"
    record.write_text("A = 1 2\nB = 1\nA = 1\n")
    h, scene = open_game(harness, Setup(HOTSEAT))
    open_record(h, scene, record)
    viewer = h.top
    assert viewer is not scene and viewer.viewed is not None
    assert viewer.match.position.desk == (6,) * 6 + (0,) + (6,) * 6 + (0,)
    for _ in range(4):
        h.key(pygame.K_RIGHT)
    assert viewer.match.position.desk == (0, 0, 8, 8, 8, 8, 10, 0, 8, 7, 7, 0, 7, 1)
    h.key(pygame.K_LEFT)
    h.key(pygame.K_LEFT)
    assert viewer.match.position.to_move == 1  # back before B's move
    h.key(pygame.K_2)  # play on from here: B plays 2 instead
    h.tick()
    assert [m.pit for m in viewer.match.moves] == [1, 2, 2]


def test_a_bad_record_is_refused_with_its_line(harness, tmp_path):
    bad = tmp_path / "bad.klh"
    bad.write_text("A = 1 2\nB = 7\n")
    h, scene = open_game(harness, Setup(HOTSEAT))
    open_record(h, scene, bad)
    assert "line 2" in h.top.message and h.app.stack.scenes[-2] is scene  # nothing lost: the game is still there


def play_a_little(h, scene) -> tuple:
    for key in (pygame.K_1, pygame.K_2, pygame.K_1):  # A = 1 2, B = 1
        h.key(key)
        h.tick()
    return tuple(scene.match.moves), scene.match.position


@pytest.mark.parametrize("name, content, title, says", [
    ("spaces.klh", b"# date:x" + b" " * 20_000 + b"y\nA = 1 2\n", "Not a record", "spaces.klh, line 1: the line is"),
    ("nul.klh", b"A = 1 2\nB = 1\x00\n", "Not a record", "nul.klh, line 2: a control character (U+0000)"),
    ("latin1.klh", b"A = 1 2\n# B: Zo\xeb\n", "Not a record", "latin1.klh, line 2: not UTF-8 text"),
    ("huge.klh", b"# stones: " + b"9" * 900 + b"\n", "Not a record", "huge.klh, line 1: stones per pit must be"),
    ("big.klh", b"#\n" * (1 << 19) + b"\n", "Cannot open", "big.klh: cannot read the file: the file is larger than 1 MiB"),
    ("folder", None, "Cannot open", "folder: cannot read the file: it is a folder, not a file"),
    ("missing.klh", False, "Cannot open", "missing.klh: cannot read the file: No such file or directory"),
])
def test_a_damaged_record_shows_the_reason_and_keeps_the_game(harness, tmp_path, name, content, title, says):
    path = tmp_path / name
    if content is None:
        path.mkdir()
    elif content:
        path.write_bytes(content)
    h, scene = open_game(harness, Setup(HOTSEAT))
    before = play_a_little(h, scene)
    open_record(h, scene, path)
    dialog = h.top
    assert dialog.title.startswith(title) and says in dialog.message and "\n" not in dialog.message
    h.key(pygame.K_RETURN)  # OK
    h.tick()
    assert h.top is scene and (tuple(scene.match.moves), scene.match.position) == before
    assert scene.try_move(scene.match.legal_moves()[0])  # and the game goes on
    h.tick()
    assert len(scene.match.moves) == len(before[0]) + 1


def test_the_computers_thinking_survives_a_record_that_cannot_be_opened(harness, tmp_path):
    """The reading has its own thread: the computer's answer, already in the worker, is not lost."""
    scene = SPEC.scene_class()(SPEC, setup=Setup(HUMAN_COMPUTER, first=1, level=1), values={"seconds": 1})
    h = harness(scene, settings=Settings(sound=False))  # normal pace: the answer waits for the thinking pause
    scene.controller.wait_each_move = False
    h.tick()
    assert h.app.worker.done() and scene.match.moves == []  # answered, not yet played
    open_record(h, scene, tmp_path / "missing.klh")
    assert h.top.title == "Cannot open the record"
    h.key(pygame.K_RETURN)
    h.tick()
    assert h.top is scene and h.app.worker.done() and scene.match.moves == []
    assert h.run_until(lambda: not scene.match.is_computer_turn() and not scene.controller.is_animating())
    assert scene.match.moves and not h.app.worker.busy


def test_opening_is_off_the_frame_loop_and_can_be_given_up(harness, tmp_path, monkeypatch):
    """While the file is read the frames go on, the status says so and the game waits; Esc gives up."""
    release = threading.Event()
    reads = []

    def slow_read(path):  # a read that ends only when the test says so: no timing involved
        reads.append(path)
        release.wait(60)
        return read_record(path)

    monkeypatch.setattr("games.kalah.scene.read_record", slow_read)
    record = tmp_path / "game.klh"
    record.write_text("A = 1 2\nB = 1\nA = 1\n")
    h, scene = open_game(harness, Setup(HOTSEAT))
    before = play_a_little(h, scene)
    h.key(pygame.K_o)
    h.app.stack.top.close(str(record))
    h.tick(frames=5)  # frames go on while the file is being read
    assert h.top is scene and scene.opening is not None and not scene.opening.done()
    assert scene.status_text() == "Opening game.klh\u2026"
    h.key(pygame.K_3)  # the game waits meanwhile
    h.tick()
    assert (tuple(scene.match.moves), scene.match.position) == before
    release.set()
    assert scene.opening.wait(60)
    h.tick()
    assert h.top is not scene and h.top.viewed is not None  # the record, to step through

    release.clear()
    h2, scene2 = open_game(harness, Setup(HOTSEAT))
    h2.key(pygame.K_o)
    h2.app.stack.top.close(str(record))
    h2.tick()
    opening = scene2.opening
    h2.key(pygame.K_ESCAPE)  # give up waiting
    assert scene2.opening is None and "cancelled" in scene2.message and h2.top is scene2
    release.set()
    assert opening.wait(60)
    h2.tick()
    assert h2.top is scene2  # the late answer is dropped
    assert len(reads) == 2


def test_a_typed_path_with_an_unknown_user_or_a_nul_is_refused(harness):
    h, scene = open_game(harness, Setup(HOTSEAT))
    for typed in ("~no_such_user_arsac/x.klh", "a\x00b.klh"):
        open_record(h, scene, typed)
        assert "cannot read the file" in h.top.message
        h.key(pygame.K_ESCAPE)
        h.tick()
        assert h.top is scene


def test_an_unwritable_folder_gives_a_message_not_a_crash(harness, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    h, scene = open_game(harness, Setup(HOTSEAT), stones=3)
    play_a_little(h, scene)
    h.key(pygame.K_v)  # save as, into a "folder" that is a file
    h.app.stack.top.close(str(blocker / "game.klh"))
    h.tick()
    assert h.top.title == "Not saved" and "Could not write" in h.top.message
    h.key(pygame.K_ESCAPE)
    h.tick()
    assert list(tmp_path.iterdir()) == [blocker]  # nothing half-written left behind
    monkeypatch.setenv("ARSAC_ARCADE_HOME", str(blocker))  # the data folder cannot be made either
    while scene.phase != OVER:
        assert scene.try_move(scene.match.legal_moves()[-1])
        h.tick()
    assert "Could not write lastgame.klh" in scene.message


def test_save_as_and_lastgame_are_written_atomically(harness, tmp_path, monkeypatch):
    target = tmp_path / "saved.klh"
    target.write_text("the old record\n")
    h, scene = open_game(harness, Setup(HOTSEAT))
    play_a_little(h, scene)

    def fail_midway(src, dst):  # the disk fills up as the file is put in place
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("engine.files.atomic.os.replace", fail_midway)
    h.key(pygame.K_v)
    h.app.stack.top.close(str(target))
    h.tick()
    assert "No space left" in h.top.message
    assert target.read_text() == "the old record\n" and sorted(tmp_path.iterdir()) == [target]
    monkeypatch.undo()
    h.key(pygame.K_ESCAPE)
    h.tick()
    h.key(pygame.K_v)
    h.app.stack.top.close(str(target))
    h.tick()
    assert parse_record(target.read_text()).turns and "saved" in scene.message


def test_without_waiting_the_turn_is_said_in_the_past_once_played(harness):
    start = Position((6,) * 6 + (0,) + (6,) * 6 + (0,), to_move=1)  # B moves first
    h, scene = open_game(harness, Setup(HUMAN_COMPUTER, level=5), start=start)
    assert h.run_until(lambda: not scene.match.is_computer_turn() and not scene.controller.is_animating())
    assert scene.status_text() == "Your move"
    assert scene.message.startswith("The computer played pit") and "I'll play" not in scene.message


def test_the_last_move_is_marked_the_pit_and_the_holes_it_reached(harness):
    h, scene = open_game(harness, Setup(HOTSEAT))
    assert scene.last_marks() == (None, ())
    h.key(pygame.K_3)  # A3: six stones into A4, A5, A6, A's kalah, B1, B2
    h.tick()
    assert scene.last_marks() == (2, (3, 4, 5, 6, 7, 8))


def test_stones_keep_their_places_and_colours_when_one_is_added():
    from games.kalah.board_view import stone_spots

    assert stone_spots(5, 40, 3) == stone_spots(5, 40, 3)  # the same picture at every redraw
    assert stone_spots(6, 40, 3)[:5] == stone_spots(5, 40, 3)  # a sown stone leaves the others where they were
    assert stone_spots(5, 40, 3) != stone_spots(5, 40, 4)  # each pit has its own


def test_the_analysis_values_every_pit_and_the_review_finds_the_wrong_move(harness):
    """A turns the analysis on: in a small endgame every pit of the side to move gets its exact value (the
    brute force's), the side panel says who wins by how much, a move values the new position, and after
    the game the review (R) judges the wrong move with the brute force's values; A again turns it off."""
    from engine.scenes.review import ReviewScene
    from games.kalah.rules import legal_moves, parse_desk
    from tests.kalah.reference import perfect_value, sow_stone_by_stone

    start = parse_desk("1,0,2,1,0,1,13,0,0,2,1,1,3,47", "A")
    h, scene = open_game(harness, Setup(HOTSEAT), start=start)
    h.key(pygame.K_a)
    h.tick(frames=2)
    analyst = scene.analyst
    assert analyst is not None and analyst.position == start
    expected = {}
    for move in legal_moves(start):
        after, again = sow_stone_by_stone(start.desk, 0, move.pit)
        expected[move.pit] = perfect_value(after, 0) if again else -perfect_value(after, 1)
    assert {v.turn[0]: v.value for v in analyst.values} == expected and all(v.exact for v in analyst.values)
    best, names = max(expected.values()), scene.match.setup.side_name
    assert best > min(expected.values())  # the position has a wrong move
    said = scene._analysis_text()
    assert said.startswith("With perfect play from here, ") and said.endswith(f" by {abs(best)}.")
    assert (names(0) if best > 0 else names(1)) in said
    worst = min(legal_moves(start), key=lambda m: expected[m.pit])
    h.key(pygame.K_0 + worst.pit)
    h.tick(frames=3)
    assert analyst.position == scene.match.position != start
    while scene.phase != OVER:  # the rest of the game, each side's first legal pit
        h.key(pygame.K_0 + legal_moves(scene.match.position)[0].pit)
        h.tick(frames=3)
    h.tick(frames=2)
    assert scene._analysis_text().startswith("Analysis: R reviews the game")
    h.key(pygame.K_r)
    review = h.top
    assert isinstance(review, ReviewScene)
    assert h.run_until(lambda: review.valued() == len(review.positions))
    first = review.judged()[0]
    assert first is not None and first.played == (worst,) and (first.before, first.after) == (best, expected[worst.pit])
    assert first.better is not None and expected[first.better[0].pit] == best  # a best first sowing
    h.key(pygame.K_ESCAPE)
    assert h.top is scene
    h.key(pygame.K_a)
    assert scene.analyst is None and scene.message == "Analysis off."


def test_a_game_against_level_5_or_perfect_readies_the_large_endgame_table_once(harness, monkeypatch, tmp_path):
    """The step tables, then the large one, are built by a process of their own at the lowest priority (the window
    builds nothing itself: small ones stand in here), once a rule, and only for a game against the computer at level
    5 or Perfect, or one of 3 or 4 stones a pit with the coach on (its values are proofs), between two players too."""
    monkeypatch.setenv("ARSAC_ARCADE_HOME", str(tmp_path))
    from engine.duels.basics import PERFECT
    from games.kalah import ai, endgame, table_builds
    from games.kalah import scene as kalah_scene

    if not endgame.save_in_cache(1, folder=tmp_path):  # without the compiled core the table is never computed for a move
        pytest.skip("no compiled Kalah core")
    monkeypatch.setattr(ai, "LARGE_ENDGAME_STONES", 12)
    monkeypatch.setattr(ai, "STEP_ENDGAME_STONES", (11,))
    monkeypatch.setattr(kalah_scene, "_READYING", set())
    started: list[tuple[list[int], bool]] = []
    monkeypatch.setattr(table_builds, "start", lambda tables, rule: started.append((tables, rule)) or True)
    assert not endgame.ready(12) and not endgame.ready(12, True)
    open_game(harness, Setup(HOTSEAT, level=PERFECT), settings=replace(FAST, coach=False), stones=4)[0].tick()
    open_game(harness, Setup(HUMAN_COMPUTER, level=4), stones=6)[0].tick()  # the coach on, 6 stones: estimates
    assert started == []
    h, scene = open_game(harness, Setup(HUMAN_COMPUTER, level=PERFECT), stones=4, capture="empty")
    h.tick()
    h.tick()
    assert started == [([11, 12], True)]  # once
    h, scene = open_game(harness, Setup(HUMAN_COMPUTER, level=5), stones=6)
    h.tick()
    assert started[1:] == [([11, 12], False)]
    assert endgame.save_in_cache(11, False) and endgame.save_in_cache(12, False)
    monkeypatch.setattr(kalah_scene, "_READYING", set())
    open_game(harness, Setup(HOTSEAT), settings=replace(FAST, coach=True), stones=3)[0].tick()
    assert kalah_scene._READYING == {False} and len(started) == 2  # ready already: nothing to build


def test_the_background_build_saves_the_tables_in_the_cache(monkeypatch, tmp_path):
    """The build's own process (a fresh Python, lowest priority) saves the tables asked for, then ends."""
    import subprocess

    from games.kalah import endgame, table_builds

    monkeypatch.setenv("ARSAC_ARCADE_HOME", str(tmp_path))
    if not endgame.save_in_cache(1, folder=tmp_path):
        pytest.skip("no compiled Kalah core")
    launched = []
    real = subprocess.Popen
    monkeypatch.setattr(subprocess, "Popen", lambda *args, **kwargs: launched.append(real(*args, **kwargs)) or launched[-1])
    assert table_builds.start([10, 11], True)
    assert launched[0].wait(300) == 0  # the state waited on: the build's end
    assert endgame.ready(10, True) and endgame.ready(11, True) and not endgame.ready(11)


def test_watch_it_think_shows_the_search_of_the_board_and_esc_comes_back_to_the_game_as_it_was(harness):
    h, scene = open_game(harness, Setup(HOTSEAT))
    for key in (pygame.K_3, pygame.K_2):  # A 3, B 2
        h.key(key)
        h.tick()
    position, moves = scene.match.position, list(scene.match.moves)
    assert position.to_move == 0 and len(moves) == 2
    h.key(pygame.K_t)
    watcher = h.top
    assert watcher is not scene and watcher.spec.id == "alphabeta"
    assert watcher.params.position == "board" and watcher.params.depth == 3
    assert any(button.text == "Back" for button in watcher.run_form.widgets)  # Esc's button says where it goes
    from games.alphabeta import solver
    assert solver.root(watcher.params) == position  # the board's position, A to move
    watcher.viewer.to_end()
    assert h.run_until(lambda: watcher.viewer.finished)
    h.key(pygame.K_ESCAPE)
    assert h.top is scene and scene.match.position == position and list(scene.match.moves) == moves
    h.key(pygame.K_1)  # and the game goes on: A plays 1
    h.tick()
    assert len(scene.match.moves) == 3
