"""No text is cut off and no control lies off the window: every scene laid out at seven window sizes,
640x480 to 3840x2160, run a few frames, and watched; in French and Russian at five (640x480 to 2560x1440).

``engine.ui.draw.watching`` collects every text that ``fit``, ``text_block``, ``fitted_text`` or a
widget had to shorten.  Each case opens one scene on the harness (the menu, the options, the
about page, the statistics, the training screen, a mistake of the person's own to retry; every entry's setup panel,
and with a game kept to resume where there can be one; every
puzzle started and run on; every entry's demo; every duel's exercise with both hints and a wrong turn judged, and an
exercise of each duel whose board is turned to the side to move, its labels checked clear of the wood and the pieces),
advances it with injected ``dt`` (never the wall clock's pace), and fails on any text cut off.
"""
from __future__ import annotations

import random

import pygame
import pytest

from engine.duels.basics import HOTSEAT, HUMAN_COMPUTER, Setup
from engine.entries import registry
from engine.entries.registry import PUZZLE
from engine.files.json_file import Kept
from engine.files.language import speak
from engine.files.saved_games import SavedGameBook, SavedGames, SavedRound, saved_duel
from engine.files.settings import Settings
from engine.language.translation import _
from engine.ui import draw
from engine.ui import theme as colors
from tests.duel_helpers import random_game
from tests.text_witness import seeing

SIZES = ((640, 480), (800, 600), (1024, 600), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160))
# the text sizes tried beyond the usual one: the largest on the default window, on the smallest and on
# the largest (where the text's growth is capped by the window's size), and the smallest
TEXT_SIZES = {(1280, 800): (100, 200, 80), (640, 480): (100, 200), (3840, 2160): (100, 200)}
DUELS = {spec.id for spec in registry.entries() if spec.kind != PUZZLE}
# Duel scenes are polished on another branch: their known overflows are marked here, named, not hidden.
DUEL_OVERFLOWS: dict[str, str] = {}
# a page's known overflow, by the case's id, named (none now: Row Nim's teaching panel's last line at 200% text
# between two players was fixed on 2026-11-28)
PAGE_OVERFLOWS: dict[str, str] = {}
# What the frame's witness (tests/text_witness.py: a text cut, drawn over, or run onto a neighbouring panel) found
# on its first day, 2026-11-28, beyond what issue 57 fixed, named by the case, not hidden: only that check is left out
# for these cases, the others run.  Each is a defect to fix (none left: the setup forms, the boards and the training
# screen's graph at 200% text, the puzzles' end captions, the review's graph labels on small windows, and Signs' and
# the numbers game's lines at 200% text on the smallest window were fixed the same day).
SEEN_KNOWN: tuple[tuple[frozenset[str], int | None, str], ...] = ()  # (cases, text size or None: any, what was seen)


def seen_known(name: str, text_size: int) -> bool:
    """Is what the frame's witness finds in this case among its first findings (``SEEN_KNOWN``)?"""
    return any(name in cases and size in (None, text_size) for cases, size, _what in SEEN_KNOWN)


MARKINGS = frozenset({"hen-house"})  # words printed on a board: its pieces may stand on them
FAST_SIZE = (1280, 800)  # the default window, in the fast set; the other three sizes are in the slow set
# French and Russian run 20 to 40% longer than English: each is tried at the smallest window and at the four
# sizes of issue 26 (and at the largest text on the default window), in the fast set on the default window.
# (1024x600 and 3840x2160 in both were tried once, on 2026-11-25, and fit: left out to keep CI's run short.)
TRANSLATED = ("fr", "ru")
TRANSLATED_SIZES = {(640, 480): (100,), (800, 600): (100,), (1280, 800): (100, 200), (1920, 1080): (100,),
                    (2560, 1440): (100,)}


def _pages():
    from engine.scenes.about import AboutScene
    from engine.scenes.menu import MenuScene
    from engine.scenes.options import OptionsScene
    from engine.scenes.statistics import StatisticsScene
    from engine.scenes.training import TrainingScene
    from engine.training.dashboard import themes_of
    from engine.training.standing import Tally

    class TriedTraining(TrainingScene):
        """The training screen's dashboard after tries at every duel and theme (its graph and its tables full)."""

        def enter(self) -> None:
            for n, exercise in enumerate(self.exercises[::25]):
                self.app.exercise_tries.record(exercise, n % 3 != 0, run=n % 7)
            super().enter()

    class RunTraining(TriedTraining):
        """A streak run's first exercise on its board (its side panel says the run)."""

        def enter(self) -> None:
            super().enter()
            self.start_run()

    def themes_page():
        """The page of the themes of every duel, each with results (the longest rows)."""
        training = TrainingScene()
        return training.themes_page({theme: Tally(count * 11, count) for theme, count in themes_of(training.exercises)})

    return {"menu": MenuScene, "options": OptionsScene, "about": AboutScene, "statistics": StatisticsScene,
            "training": TrainingScene, "training-tried": TriedTraining, "training-themes": themes_page,
            "training-run": RunTraining, "your-mistake": _your_mistake}


def _your_mistake():
    """A mistake of the person's own to retry (the training screen's "Your mistakes"): the Kalah exercise with the longest
    answer, the turn played then longer still."""
    from engine.files.exercise_set import load_set
    from engine.scenes.mistake_board import mistake_scene
    from engine.training.mistakes import BLUNDER, OwnExercise

    exercise = max((p for p in load_set() if p.game == "kalah"), key=lambda p: (len(" ".join(p.answer)), p.id))
    return mistake_scene(OwnExercise(exercise, (*exercise.answer, "6"), BLUNDER, 1_764_300_000.0, 1_764_386_400.0, 12, 9, 1),
                         lambda: None)


RESUMABLE = DUELS | {"numbers"}  # the entries whose setup panel can offer a game kept (a Resume button)


def _cases() -> list[str]:
    names = list(_pages())
    for spec in registry.entries():
        names += [f"{spec.id}-setup", f"{spec.id}-demo"]
        if spec.kind == PUZZLE:
            names += [f"{spec.id}-run", f"{spec.id}-end"]
        if spec.id in RESUMABLE:
            names.append(f"{spec.id}-resume")
        if spec.coach:
            names += [f"{spec.id}-coach", f"{spec.id}-review"]
        if spec.exercises:
            names.append(f"{spec.id}-exercise")
            if spec.scene_class().top_side is not None:  # a board with sides: turned when the top side is to move
                names.append(f"{spec.id}-turned")
    return names


def _saved(name: str) -> SavedGameBook | None:
    """For a "-resume" case, a book holding a long game of the entry against the computer (or a long round)."""
    ident, _, phase = name.rpartition("-")
    if phase != "resume":
        return None
    if ident == "numbers":
        return SavedGameBook(kept=Kept(SavedGames(rounds={ident: SavedRound((1, 2, 3, 4, 5, 6), 999, 600,
                                                                            ((0, "+", 1), (2, "+", 3)), 0.0)})))
    game = random_game(registry.get(ident), 3, HUMAN_COMPUTER, length=100)
    return SavedGameBook(kept=Kept(SavedGames(duels={ident: saved_duel(game, {})})))


def _open(name: str):
    if name in _pages():
        return _pages()[name]()
    ident, _, phase = name.rpartition("-")
    spec = registry.get(ident)
    if phase in ("coach", "review"):  # a game between two players, its coach speaking
        return spec.scene_class()(spec, setup=Setup(HOTSEAT, names=spec.side_names), seed=7)
    if phase in ("exercise", "turned"):  # the entry's exercise with the longest answer (of the fewest stones: quick to
        from engine.files.exercise_set import load_set  # judge); "turned": of those drawn from the top side's side
        from engine.scenes.exercise_board import exercise_scene
        from engine.training.exercise import position_of
        rules, top = spec.part("rules"), spec.scene_class().top_side
        exercise = max((p for p in load_set() if p.game == ident
                        and (phase == "exercise" or rules.to_move(position_of(p)) == top)),
                       key=lambda p: (len(" ".join(p.answer)), -sum(p.position.get("desk", ())), p.id))
        return exercise_scene(exercise, lambda: None)
    return spec.scene_class()(spec, demo=phase == "demo", seed=7)  # "-resume": the setup panel, Resume on top


def scene_form(scene):
    """The setup panel's form (a duel's or a puzzle's)."""
    return scene.panel.form if hasattr(scene, "panel") else scene.setup_form


def _run(h, scene, name: str) -> None:
    """Advance the scene as a person would see it: a few frames, the demo for a while, a run to its end."""
    h.tick(frames=2)
    phase = name.rpartition("-")[2]
    if phase in ("coach", "review"):
        _coached(h, scene, phase)
    elif phase == "demo":
        h.tick(dt=0.1, frames=60)
    elif phase in ("exercise", "turned"):
        _missed(h, scene)
    elif phase in ("run", "end"):
        h.key(pygame.K_RETURN)
        h.tick(dt=0.05, frames=40)  # running at its pace: the live board and its texts
        if phase == "end" and getattr(scene, "has_run", False):
            scene.set_speed(1.0)
            h.key(pygame.K_e)
            for _ in range(300):  # to the end (or as far as 300 frames go), then the end's texts
                if scene.viewer.finished:
                    break
                h.tick(dt=0.05)
            h.tick(dt=0.05, frames=3)


def _missed(h, scene) -> None:
    """Both hints, then a wrong first move played and its turn finished at random, the coach's verdict waited for."""
    h.key(pygame.K_h)
    h.key(pygame.K_h)
    rng = random.Random(3)
    rules = scene.rules
    wrong = [m for m in scene.match.legal_moves() if str(m) not in {turn[0] for turn in scene.exercise.answers}]
    if wrong:
        scene.try_move(wrong[0])
        for _sowing in range(30):  # the rest of the turn (a Kalah turn goes on while its sowings end in the kalah)
            assert h.run_until(lambda: not scene.controller.is_animating())
            if scene._turn_over():
                break
            scene.try_move(rng.choice(list(rules.legal_moves(scene.match.position))))
        coach = scene.coach
        assert h.run_until(lambda: coach.last_turn() is not None and coach.verdict(*coach.last_turn()) is not None)
    h.tick(frames=2)


def _coached(h, scene, phase: str) -> None:
    """Twenty random turns that do not end the game, the coach's verdict on the last one waited for; for a review,
    the review of those turns opened and every value waited for."""
    from engine.scenes.review import ReviewScene

    rng = random.Random(3)
    rules = scene.rules
    for _turn in range(20):
        going_on = [m for m in scene.match.legal_moves() if rules.outcome(rules.apply(scene.match.position, m)) is None]
        if not going_on:
            break
        scene.match.play(rng.choice(going_on))
    coach = scene.coach
    if phase == "coach":
        assert h.run_until(lambda: coach.last_turn() is not None and coach.verdict(*coach.last_turn()) is not None)
        return
    review = ReviewScene(scene, scene.match.start, tuple(scene.match.moves))
    h.push(review)
    assert h.run_until(lambda: review.valued() == len(review.positions))
    h.tick(frames=2)


def _tries():
    """(language, window size, text size) of every try."""
    for size in SIZES:
        for text_size in TEXT_SIZES.get(size, (100,)):
            yield "en", size, text_size
    for language in TRANSLATED:
        for size, text_sizes in TRANSLATED_SIZES.items():
            for text_size in text_sizes:
                yield language, size, text_size


def _params():
    for language, size, text_size in _tries():
        for name in _cases():
            marks = [] if (size, text_size) in ((FAST_SIZE, 100), (FAST_SIZE, 200)) else [pytest.mark.slow]
            if name in DUEL_OVERFLOWS:
                marks.append(pytest.mark.xfail(reason=DUEL_OVERFLOWS[name], strict=False))
            label = ("" if text_size == 100 else f"-text{text_size}") + ("" if language == "en" else f"-{language}")
            ident = f"{name}-{size[0]}x{size[1]}{label}"
            if ident in PAGE_OVERFLOWS:
                marks.append(pytest.mark.xfail(reason=PAGE_OVERFLOWS[ident], strict=False))
            yield pytest.param(name, size, text_size, language, id=ident, marks=marks)


@pytest.mark.parametrize("name, size, text_size, language", list(_params()))
def test_no_text_is_cut_off(harness, name, size, text_size, language):
    speak(language)
    with draw.watching() as cut:
        scene = _open(name)
        settings = Settings(sound=False, animation_speed="fast", text_size=text_size)
        h = harness(size=size, settings=settings, saved=_saved(name))
        with seeing(h) as seen:
            h.push(scene)
            if name.endswith("-resume"):
                assert scene_form(scene).widgets[0].text.startswith(_("Resume: {game}").partition("{game}")[0])
            _run(h, scene, name)
            labels = colors.MUTED if name.endswith(("-exercise", "-turned")) else None  # a board's labels: clear
            shown_cut = seen.cut(frozenset(_(word) for word in MARKINGS), labels)
    where = f"{name} at {size[0]}x{size[1]}, text {text_size}%, {language}"
    assert not sorted(set(cut)), f"{where}: cut off: {sorted(set(cut))}"
    if not seen_known(name, text_size):
        assert not shown_cut, f"{where}: not shown whole on the frame: {shown_cut}"
    assert h.surface.get_size() == size
    outside = _outside(scene, h.surface.get_rect())
    assert not outside, f"{name} at {size[0]}x{size[1]}, text {text_size}%: off the window: {outside}"


def _outside(scene, window: pygame.Rect) -> list[str]:
    """The widgets of the scene's forms (and its setup panel's) not wholly inside ``window``."""
    from engine.ui.widgets import Form

    holders = [scene] + ([scene.panel] if hasattr(scene, "panel") else [])
    forms = [value for holder in holders for value in vars(holder).values() if isinstance(value, Form)]
    return [f"{type(w).__name__} {getattr(w, 'text', getattr(w, 'label', ''))!r} at {tuple(w.rect)}"
            for form in forms for w in form.widgets if w.rect.width and not window.contains(w.rect)]


def test_the_watch_sees_a_text_cut_off(harness):
    """The check above would see an overflow: a text too long for its box is reported."""
    from engine.desktop.harness import Harness  # noqa: F401  (pygame is set up by the harness fixture)
    h = harness(_open("menu"), size=(800, 600))
    font = h.app.theme.font("body")
    with draw.watching() as cut:
        assert draw.fit("A sentence far too long for a box forty pixels wide", font, 40).endswith("\u2026")
    assert cut == ["A sentence far too long for a box forty pixels wide"]


def test_a_text_size_changed_on_an_open_screen_fits_at_once(harness):
    """The menu laid out at 100%, then the text size set to 200% (as the options set it): the menu is laid
    out again in the new size at once, and nothing is cut or off the window."""
    from engine.scenes.menu import MenuScene

    menu = MenuScene()
    h = harness(menu, size=(1280, 800), settings=Settings(sound=False))
    h.tick(frames=2)
    usual = [parts.title_role for parts in menu.parts]
    with draw.watching() as cut:
        h.app.update_settings(text_size=200)
        h.tick(frames=2)
    assert h.app.theme.text_factor == 2.0
    assert not cut, f"cut off after the text size changed: {cut}"
    assert [parts.title_role for parts in menu.parts] != usual  # the titles were measured again
    assert not _outside(menu, h.surface.get_rect())


def test_the_witness_sees_a_board_label_on_the_woods_edge(harness):
    """A board's label (a short text of the labels' colour) touching a piece of wood is reported, one a few pixels off
    it is not, and a short text of another colour (a piece's letter) is not checked as a label."""
    from engine.scenes.about import AboutScene

    h = harness(AboutScene(), size=(800, 600))
    with seeing(h) as seen:
        h.tick()
        screen, font = h.app.screen, h.app.theme.font_px(14)
        screen.fill(colors.BACKGROUND)  # a frame of its own: a plain ground
        for n, (color, gap) in enumerate(((colors.MUTED, 0), (colors.MUTED, 6), ((80, 56, 30), 0))):
            wood = pygame.Rect(300, 100 + 60 * n, 80, 40)
            pygame.draw.rect(screen, (176, 124, 72), wood)
            image = font.render(str(n + 1), True, color)
            screen.blit(image, image.get_rect(midright=(wood.left + 1 - gap, wood.centery)))
        found = seen.cut(labels=colors.MUTED)
    assert len(found) == 1 and found[0].startswith("label '1' not clear"), found
