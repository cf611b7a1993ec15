import pygame

from engine.ui.theme import Theme
from engine.ui.widgets import Button, Form, ListMenu, NumberField, Selector, Slider, TextField, Toggle


def key(k, unicode="", mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, unicode=unicode, mod=mod)


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def place(widgets):
    for i, w in enumerate(widgets):
        w.rect = pygame.Rect(0, i * 50, 400, 40)


def test_form_focus_moves_and_keys_go_to_the_focused_widget():
    pygame.font.init()
    theme = Theme()
    chosen, pressed = [], []
    selector = Selector("Mode", [(1, "one"), (2, "two"), (3, "three")], 1, chosen.append)
    toggle = Toggle("Sound", False)
    button = Button("Go", lambda: pressed.append(True))
    form = Form([selector, toggle, button])
    place(form.widgets)
    form.handle(key(pygame.K_RIGHT), theme)
    form.handle(key(pygame.K_LEFT), theme)
    form.handle(key(pygame.K_LEFT), theme)  # wraps round
    assert chosen == [2, 1, 3]
    form.handle(key(pygame.K_DOWN), theme)
    form.handle(key(pygame.K_SPACE), theme)
    assert toggle.value is True
    form.handle(key(pygame.K_TAB), theme)
    form.handle(key(pygame.K_RETURN), theme)
    assert pressed == [True]
    form.handle(click((10, 10)), theme)  # the left part of a selector steps back
    assert selector.value == 2 and form.focused is selector


def test_disabled_widgets_are_skipped_and_ignore_clicks():
    pygame.font.init()
    theme = Theme()
    pressed = []
    a, b, c = Button("A", lambda: pressed.append("a")), Button("B", lambda: pressed.append("b")), Button("C", lambda: 0)
    b.enabled = False
    form = Form([a, b, c])
    place(form.widgets)
    form.handle(key(pygame.K_DOWN), theme)
    assert form.focused is c
    form.handle(click((5, 55)), theme)
    assert pressed == []


def test_number_and_text_fields():
    pygame.font.init()
    theme = Theme()
    numbers = []
    field = NumberField("Largest", 15, 1, 31, numbers.append)
    field.rect = pygame.Rect(0, 0, 400, 40)
    field.handle(key(pygame.K_BACKSPACE), True, theme)
    field.handle(key(pygame.K_BACKSPACE), True, theme)
    field.handle(key(pygame.K_9, "9"), True, theme)
    field.handle(key(pygame.K_a, "a"), True, theme)  # not a digit: ignored
    assert field.value == 9
    field.handle(key(pygame.K_RIGHT), True, theme)
    assert field.value == 10 and numbers[-1] == 10
    text = TextField("Start", allowed="0123456789 ")
    for ch in "3 5x":
        text.handle(key(0, ch), True, theme)
    assert text.text == "3 5"


def test_slider_and_list_menu():
    pygame.font.init()
    theme = Theme()
    slider = Slider("Speed", 1, 100, 50, 1)
    slider.rect = pygame.Rect(0, 0, 400, 40)
    slider.handle(key(pygame.K_RIGHT), True, theme)
    assert slider.value > 50
    picked = []
    menu = ListMenu(["a", "b", "c"], picked.append)
    menu.rect = pygame.Rect(0, 0, 300, 300)
    menu.handle(key(pygame.K_UP), True, theme)
    menu.handle(key(pygame.K_RETURN), True, theme)
    assert picked == [2]
