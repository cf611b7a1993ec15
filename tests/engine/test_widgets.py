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
    form.handle(click((10, 10)), theme)  # a click on the label only takes the focus
    assert selector.value == 3 and form.focused is selector
    left, value, right = selector.arrows(theme)
    assert left.right <= value.left and value.right <= right.left  # ‹ value ›, left to right
    form.handle(click(left.center), theme)  # ‹ steps back
    assert selector.value == 2
    form.handle(click(right.center), theme)  # › steps forwards
    form.handle(click(right.center), theme)
    assert selector.value == 1  # wraps round
    hover = pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0))
    form.handle(hover, theme)
    form.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False), theme)
    assert selector.value == 2


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
    left, _, right = field.arrows(theme)
    field.handle(click(left.center), True, theme)
    assert field.value == 9
    field.handle(click(right.center), True, theme)
    field.handle(click(right.center), True, theme)
    assert field.value == 11 and numbers[-1] == 11
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


def release(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def test_a_long_list_scrolls_by_wheel_drag_and_scrollbar_without_snapping_back():
    pygame.font.init()
    theme = Theme()
    picked = []
    menu = ListMenu([f"solution {i}" for i in range(100)], picked.append)
    menu.rect = pygame.Rect(0, 0, 300, 300)
    surface = pygame.Surface((400, 400))
    shown = menu._visible_count(theme)
    assert shown < 100 and menu.scrollbar(theme) is not None
    menu.handle(motion((50, 50)), False, theme)
    menu.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False), False, theme)
    menu.draw(surface, theme, False)
    menu.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False), False, theme)
    menu.draw(surface, theme, False)  # drawing does not snap the list back to the selection
    assert menu.first == 6 and menu.selected == 0
    row = menu._row_height(theme)
    menu.handle(click((50, 200)), False, theme)  # drag the list up by three rows
    menu.handle(motion((50, 200 - 3 * row)), False, theme)
    menu.handle(release((50, 200 - 3 * row)), False, theme)
    assert menu.first == 9 and picked == []  # a drag is not a choice
    track, thumb = menu.scrollbar(theme)
    menu.handle(click(thumb.center), False, theme)  # drag the thumb to the bottom
    menu.handle(motion((thumb.centerx, track.bottom + 50)), False, theme)
    menu.handle(release((thumb.centerx, track.bottom + 50)), False, theme)
    assert menu.first == 100 - shown and picked == []
    menu.handle(click((50, 5)), False, theme)  # a click without moving chooses the row under it
    menu.handle(release((50, 5)), False, theme)
    assert picked == [100 - shown]
    menu.handle(key(pygame.K_HOME), True, theme)
    menu.draw(surface, theme, True)
    assert menu.selected == 0 and menu.first == 0
    menu.selected = 50  # set by the scene (browsing with [ ]): brought into view
    menu.draw(surface, theme, True)
    assert menu.first <= 50 < menu.first + shown
