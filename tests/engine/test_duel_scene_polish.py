"""What every duel screen does around the board: leaving (the game kept, or a question), the result banner, buttons
that do nothing drawn and keyed as disabled, sentences whose verbs agree with the side names."""
import pygame

from engine.duels.basics import COMPUTER_COMPUTER, HOTSEAT, HUMAN_COMPUTER, Outcome, Setup, says, subject
from engine.entries import registry
from engine.files.settings import Settings
from engine.scenes.duel import OVER, PLAYING
from engine.scenes.overlay import Dialog
from engine.ui import theme as colors
from engine.ui.draw import watching

NIM = registry.get("match-nim")
FOXES = registry.get("fox-and-hens")
FAST = Settings(sound=False, animation_speed="instant")


def open_nim(harness, setup=Setup(HOTSEAT, 0, 3), start="3 5", settings=FAST):
    scene = NIM.scene_class()(NIM, setup=setup, values={"start": start}, seed=1)
    h = harness(scene, settings=settings)
    h.tick()
    return h, scene


def take(h, pile: int, count: int) -> None:
    h.key(pygame.K_1 + pile)
    for _ in range(count - 1):
        h.key(pygame.K_UP)
    h.key(pygame.K_RETURN)
    h.tick(frames=2)


def test_esc_before_any_move_leaves_without_a_question(harness):
    h, scene = open_nim(harness)
    h.key(pygame.K_ESCAPE)
    assert h.top is None


def test_esc_in_a_game_in_progress_leaves_at_once_and_the_game_is_kept(harness):
    h, scene = open_nim(harness)
    take(h, 0, 1)
    h.key(pygame.K_ESCAPE)
    assert h.top is None  # no question: nothing is lost
    assert h.app.saved.duel("match-nim").moves == ("pile 1 take 1",)


def test_the_menu_button_leaves_too_and_keeps_the_game(harness):
    h, scene = open_nim(harness)
    take(h, 1, 2)
    menu = next(b for b in scene.play_form.widgets if b.text == "Menu")
    h.click(menu.rect.center)
    assert h.top is None and h.app.saved.duel("match-nim").moves == ("pile 2 take 2",)


def test_the_computer_against_itself_is_not_kept_so_esc_asks_and_esc_again_stays(harness):
    h, scene = open_nim(harness, Setup(COMPUTER_COMPUTER, 0, 1), start="3 5 7")
    assert h.run_until(lambda: len(scene.match.moves) > 0)
    h.key(pygame.K_ESCAPE)
    assert isinstance(h.top, Dialog) and h.top.title == "Leave this game?"
    assert [b.text for b in h.top.form.widgets] == ["Leave", "Stay"]
    h.key(pygame.K_ESCAPE)  # Esc in the dialog: stay
    assert h.top is scene and scene.phase == PLAYING
    h.key(pygame.K_ESCAPE)
    h.click(h.top.form.widgets[0].rect.center)  # Leave
    assert h.top is None and h.app.saved.duel("match-nim") is None


def test_no_question_in_the_setup_panel_or_after_the_game(harness):
    scene = NIM.scene_class()(NIM)
    h = harness(scene, settings=FAST)
    h.key(pygame.K_ESCAPE)  # the setup panel
    assert h.top is None
    h, scene = open_nim(harness, start="0 2")
    take(h, 1, 2)
    assert scene.phase == OVER
    h.key(pygame.K_ESCAPE)
    assert h.top is None


def test_no_question_in_a_demo(harness):
    scene = NIM.scene_class()(NIM, demo=True, seed=2)
    h = harness(scene, settings=FAST)
    h.tick(frames=30)
    assert len(scene.match.moves) > 0 and not scene.in_progress()


def test_game_over_is_a_banner_beside_the_board_with_its_own_buttons(harness):
    h, scene = open_nim(harness, Setup(HUMAN_COMPUTER, 0, 5), start="0 2")
    take(h, 1, 2)  # you take the last match
    assert scene.phase == OVER
    with watching() as overflows:
        h.tick()
    assert overflows == []  # every label fits its button ("Play again Enter" included)
    assert [b.text for b in scene.play_form.widgets] == ["Play again", "Review", "Undo", "Setup", "Rules", "Menu"]
    assert scene.result_text(scene.match.outcome()) == "You win!"
    stripe = (scene._status.left + 3, scene._status.centery)
    assert tuple(h.surface.get_at(stripe))[:3] == colors.GOOD  # a win is green
    felt = (scene.board_rect.left + scene.theme.px(30), scene.board_rect.top + scene.theme.px(30))
    assert tuple(h.surface.get_at(felt))[:3] == colors.FELT  # nothing covers or shades the final position
    h.key(pygame.K_RETURN)  # play again
    assert scene.phase == PLAYING and scene.match.position.piles == (0, 2)


def test_a_loss_is_red_and_a_computer_winning_as_second_player_is_a_loss(harness):
    h, scene = open_nim(harness, Setup(HUMAN_COMPUTER, 0, 5, human_side=1), start="0 2")
    assert h.run_until(lambda: scene.phase == OVER)
    assert scene.result_text(scene.match.outcome()) == "The computer wins."
    h.tick()
    assert tuple(h.surface.get_at((scene._status.left + 3, scene._status.centery)))[:3] == colors.BAD


def test_keys_of_disabled_buttons_do_nothing(harness):
    h, scene = open_nim(harness, Setup(HUMAN_COMPUTER, 0, 5), start="0 2")
    enabled = {b.text: b.enabled for b in scene.play_form.widgets}
    assert not enabled["Pause"] and not enabled["Redo"] and enabled["Hint"]
    h.key(pygame.K_p)  # no pause against a human
    h.key(pygame.K_y)  # nothing to redo
    assert not scene.controller.paused and scene.message == ""
    take(h, 1, 2)
    assert scene.phase == OVER
    h.key(pygame.K_h)  # no hint after the game
    h.key(pygame.K_p)
    assert scene.hint is None and not scene.controller.paused and scene.message == ""


def test_side_names_that_are_plural_take_a_plural_verb(harness):
    names = ("Foxes", "Hens")
    win = ("You win", "{name} wins", "{name} win")
    assert says(Setup(HOTSEAT, names=names), 1, *win, True) == "The hens win"
    assert says(Setup(COMPUTER_COMPUTER, names=names), 0, "", "{name} is thinking", "{name} are thinking", True) \
        == "The foxes are thinking"
    assert says(Setup(HOTSEAT, names=("White", "Black")), 0, *win) == "White wins"
    assert says(Setup(HUMAN_COMPUTER, names=names), 0, *win) == "You win"
    assert subject(Setup(HUMAN_COMPUTER, names=names), 1, True) == ("The computer", False)
    scene = FOXES.scene_class()(FOXES, setup=Setup(HOTSEAT, 0, 3, names=names), seed=1)
    h = harness(scene, settings=FAST)
    h.tick()
    assert scene.status_text() == "The foxes to move"
    assert scene.result_text(Outcome(1, "filled the hen-house")) == "The hens win."
    assert scene.over_detail(Outcome(1, "filled the hen-house")) == "The hens filled the hen-house."


def test_the_foxes_are_thinking(harness):
    scene = FOXES.scene_class()(FOXES, setup=Setup(COMPUTER_COMPUTER, 0, 1, names=("Foxes", "Hens")), seed=1)
    h = harness(scene, settings=Settings(sound=False))
    h.tick()
    assert scene.status_text().startswith("The foxes are thinking")


def test_match_nims_teaching_panel_is_off_against_the_computer_and_one_key_away(harness):
    h, scene = open_nim(harness, Setup(HUMAN_COMPUTER, 0, 5))
    assert not scene.teaching
    h.key(pygame.K_t)
    assert scene.teaching and h.app.settings.teaching_vs_computer
    h2, hotseat = open_nim(harness, Setup(HOTSEAT, 0, 3))
    assert hotseat.teaching  # between two players it is on
