import pygame

from engine.entries import registry
from engine.scenes.about import AboutScene
from engine.scenes.attract import AttractScene
from engine.scenes.menu import IDLE_SECONDS, MenuScene
from engine.scenes.options import OptionsScene


def test_every_registered_entry_has_a_card_and_opens(harness):
    menu = MenuScene()
    h = harness(menu)
    assert [s.id for s in menu.entries] == [s.id for s in registry.entries()]
    h.click(menu.cards[0].center)
    assert h.top.spec.id == menu.entries[0].id
    h.key(pygame.K_ESCAPE)
    assert h.top is menu


def test_keyboard_reaches_training_options_about_and_quit(harness):
    menu = MenuScene()
    h = harness(menu)
    for _ in range(len(menu.entries)):  # from the cards down to the buttons
        h.key(pygame.K_DOWN)
    assert menu.focus == len(menu.entries)
    h.key(pygame.K_RETURN)
    assert type(h.top).__name__ == "TrainingScene"
    h.key(pygame.K_ESCAPE)
    h.key(pygame.K_RIGHT)
    h.key(pygame.K_RETURN)
    assert isinstance(h.top, OptionsScene)
    h.key(pygame.K_ESCAPE)
    h.key(pygame.K_RIGHT)
    h.key(pygame.K_RETURN)
    assert type(h.top).__name__ == "StatisticsScene"
    h.key(pygame.K_ESCAPE)
    h.key(pygame.K_RIGHT)
    h.key(pygame.K_RETURN)
    assert isinstance(h.top, AboutScene)
    h.key(pygame.K_SPACE)
    h.key(pygame.K_ESCAPE)  # Esc asks before quitting
    assert h.app.running and h.top.title == "Quit Arsac Arcade?"
    h.key(pygame.K_ESCAPE)  # Esc again: stay
    assert h.app.running and h.top is menu
    h.key(pygame.K_ESCAPE)
    h.key(pygame.K_RETURN)  # "Quit" has the focus
    assert not h.app.running


def test_a_minute_idle_starts_the_attract_mode_and_a_key_returns(harness):
    menu = MenuScene()
    h = harness(menu)
    h.tick(dt=1.0, frames=int(IDLE_SECONDS) - 2)
    assert h.top is menu
    h.tick(dt=1.0, frames=3)
    assert isinstance(h.top, AttractScene)
    demo = h.top.current
    h.tick(dt=1 / 30, frames=240)  # the computer plays both sides
    assert demo.match.moves, "the demo made no move"
    h.click((10, 10))
    assert h.top is menu and demo.app.worker.busy is False


def test_options_change_and_save_settings(harness, tmp_path):
    from engine.files import settings as settings_io

    h = harness(MenuScene())
    h.app.settings_path = tmp_path / "settings.json"
    h.key(pygame.K_o)
    options = h.top
    h.key(pygame.K_DOWN)  # past the language
    h.key(pygame.K_RIGHT)  # animation speed: normal -> fast
    h.key(pygame.K_DOWN)
    h.key(pygame.K_RIGHT)  # level 3 -> 4
    h.key(pygame.K_DOWN)
    h.key(pygame.K_RIGHT)  # text size 100% -> 115%
    h.key(pygame.K_DOWN)
    h.key(pygame.K_RIGHT)  # the coach: on -> with the tutor
    h.key(pygame.K_DOWN)
    h.key(pygame.K_RETURN)  # sound toggled
    loaded = settings_io.load(tmp_path / "settings.json")
    saved, notice = loaded.settings, loaded.notice
    assert notice is None
    assert (saved.animation_speed, saved.computer_level, saved.text_size, saved.sound) == ("fast", 4, 115, True)
    assert (saved.coach, saved.tutor) == (True, True)
    assert h.app.theme.text_factor == 1.15  # applied at once
    assert h.app.settings == saved and options is h.top


def test_a_damaged_settings_notice_is_shown_and_dismissed(harness):
    h = harness(MenuScene())
    h.app.notice = "The settings file was damaged; defaults are used."
    h.tick()
    h.click((5, h.app.size[1] // 2))  # anywhere but a card or button
    assert h.app.notice is None


def test_the_window_can_be_resized_and_layout_follows(harness):
    menu = MenuScene()
    h = harness(menu, size=(1280, 800))
    for size in ((800, 600), (2560, 1440)):
        h.resize(size)
        h.tick()
        assert h.app.size == size
        for rect in menu.shown_cards() + [b.rect for b in menu.buttons]:
            assert pygame.Rect((0, 0), size).contains(rect), (size, rect)
