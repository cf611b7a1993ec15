"""The menu's cards with their pictures: laid out apart from the text at every window size from 640x480 (where
the summaries fold under the cards and a small picture sits beside the title), drawn once (the idle menu stays
still), after the first frame, and a card of text only for an entry without a picture or with a picture that fails."""
import sys
import types
from dataclasses import replace

import pygame
import pytest

from engine.files.settings import Settings
from engine.scenes import menu as menu_module
from engine.scenes.menu import MIN_ART, MenuScene

SIZES = ((640, 480), (720, 480), (800, 600), (1024, 600), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160))


def open_menu(harness, size=(1280, 800), change=None):
    """The menu at ``size``, its pictures drawn (``change``: applied to its entries before it is laid out)."""
    menu = MenuScene()
    if change is not None:
        menu.entries = change(menu.entries)
    h = harness(menu, size=size, settings=Settings(sound=False))
    h.tick(frames=2)  # the first frame without the pictures, the second with them
    return h, menu


def title_rect(menu, spec, parts) -> pygame.Rect:
    if parts.title_box is not None:  # a small card's title, wrapped beside its picture
        return parts.title_box
    image = menu.theme.text(spec.title, parts.title_role, bold=True)
    return image.get_rect(topleft=(parts.title_pos[0], parts.title_pos[1] + (parts.title_row - image.get_height()) // 2))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_card_has_its_picture_apart_from_its_text(harness, size):
    from engine.ui import draw

    with draw.watching() as cut:
        h, menu = open_menu(harness, size)
    assert cut == [], f"at {size}: {cut} cut off"
    arts = [parts.art for parts in menu.parts]
    assert all(art is not None for art in arts) and len({art.size for art in arts}) == 1  # one box for all
    assert min(arts[0].size) >= menu.theme.px(MIN_ART)
    in_card = menu.summary_role is not None  # else the summaries fold under the cards (640x480, 720x480)
    assert in_card == (size[1] > 480)
    for spec, card, parts in zip(menu.entries, menu.cards, menu.parts):
        title = title_rect(menu, spec, parts)
        rects = {"picture": parts.art, "title": title, "tag": parts.pill, **({"summary": parts.body} if in_card else {})}
        for name in ("picture", "title", "summary"):
            assert name not in rects or card.contains(rects[name]), f"{spec.id} at {size}: its {name} leaves the card"
        for a, b in (("picture", "title"), ("picture", "summary"), ("title", "summary"), ("tag", "title")):
            if a in rects and b in rects:
                assert not rects[a].colliderect(rects[b]), f"{spec.id} at {size}: its {a} overlaps its {b}"
        assert menu._fits(spec, parts, menu.summary_role) if in_card else parts.title_box is not None
        menu._reveal(menu.entries.index(spec))  # past twelve entries, the rows scroll
        h.tick()
        art = parts.art.move(0, -menu.scroll)
        shown = h.surface.subsurface(art.inflate(-art.width // 4, -art.height // 4))
        assert len({tuple(shown.get_at((x, y))) for x in range(shown.get_width())  # every pixel: a dense picture's
                    for y in range(shown.get_height())}) >= 3, f"{spec.id} at {size}: no picture on screen"  # dots are fine


def test_the_pictures_are_drawn_once_after_the_first_frame_and_the_idle_menu_stays_still(harness, monkeypatch):
    drawn = []

    def counting(spec, size, theme):
        drawn.append((spec.id, size))
        return render(spec, size, theme)

    render = menu_module.render_picture
    monkeypatch.setattr(menu_module, "render_picture", counting)
    menu = MenuScene()
    h = harness(menu, size=(1280, 800), settings=Settings(sound=False))
    assert not menu.still  # the pictures are to come
    h.tick()
    assert drawn == [] and not menu.still  # the first frame is drawn without them: the window opens at once
    h.tick()
    assert sorted(i for i, _ in drawn) == sorted(s.id for s in menu.entries) and menu.still and h.app.is_still()
    for x in range(0, 1280, 40):  # hovering, moving the focus, redrawing: nothing is drawn again
        h.point((x, 400))
        h.key(pygame.K_RIGHT)
        h.tick()
    assert len(drawn) == len(menu.entries) and h.app.is_still()
    h.resize((1920, 1080))  # a new size: drawn again at once, the menu still
    assert len(drawn) == 2 * len(menu.entries) and {size for _, size in drawn[-3:]} == {menu.parts[0].art.size}
    assert menu.still
    h.tick(frames=5)
    assert len(drawn) == 2 * len(menu.entries)


def test_a_resize_under_a_dialog_leaves_the_app_still(harness):
    """The menu lies under the quit dialog (it draws, but has no updates): at a new size it draws its
    pictures in the layout, so the app still sleeps between inputs."""
    h, menu = open_menu(harness)
    h.key(pygame.K_ESCAPE)
    assert h.top is not menu and menu in h.app.stack.visible()
    h.resize((1920, 1080))
    h.tick()
    assert h.app.is_still() and all(menu.pictures.values())


def test_an_entry_without_a_picture_has_a_card_of_text(harness):
    h, menu = open_menu(harness, change=lambda entries: [replace(entries[0], card=None)] + entries[1:])
    plain, pictured = menu.parts[0], menu.parts[1]
    assert plain.art is None and pictured.art is not None
    assert plain.body.left < pictured.body.left and plain.body.width > pictured.body.width  # the summary takes the room


def test_no_picture_at_all_gives_the_cards_of_text(harness):
    h, menu = open_menu(harness, change=lambda entries: [replace(s, card=None) for s in entries])
    assert all(parts.art is None for parts in menu.parts) and menu.still


def test_a_picture_that_fails_leaves_an_empty_well_and_the_menu_goes_on(harness, monkeypatch):
    broken = types.ModuleType("broken_card_view")

    def draw(surface, rect, theme):
        raise ZeroDivisionError("a bug in an entry's picture")

    broken.draw = draw  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "broken_card_view", broken)
    h, menu = open_menu(harness, change=lambda entries: [replace(entries[0], card="broken_card_view")] + entries[1:])
    assert menu.pictures[menu.entries[0].id] is None and menu.pictures[menu.entries[1].id] is not None
    assert menu.still
    h.click(menu.cards[0].center)
    assert h.top.spec.id == menu.entries[0].id  # the entry still opens


def test_at_640x480_the_summaries_fold_under_the_cards_and_follow_the_choice(harness, monkeypatch):
    from engine.ui import draw

    shown = []
    real = menu_module.text_block

    def seen(surface, text, rect, *args, **kwargs):
        shown.append(text)
        return real(surface, text, rect, *args, **kwargs)

    with draw.watching() as cut:
        h, menu = open_menu(harness, (640, 480))
        assert menu.summary_role is None  # too small for any summary inside a card: none is cut
        monkeypatch.setattr(menu_module, "text_block", seen)
        h.tick()
        h.key(pygame.K_RIGHT)
        h.tick()
    titles = {spec.title for spec in menu.entries}  # drawn beside the small cards' pictures
    assert [text for text in shown if text not in titles] == [menu.entries[0].summary, menu.entries[1].summary]
    assert cut == []


def more_entries(count):
    """The entries and ``count`` more (copies under new names), as when the arcade grows past twelve."""
    return lambda entries: entries + [replace(entries[i % len(entries)], id=f"more{i}", title=f"More {i}")
                                      for i in range(count)]


@pytest.mark.parametrize("size", ((800, 600), (1280, 800), (3840, 2160)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_more_entries_than_twelve_keep_their_pictures_and_scroll(harness, size):
    """A thirteenth entry and more: every card as large as with twelve, its picture and summary kept; the
    rows beyond the window scroll (arrows bring the chosen card into view, the wheel moves the rows)."""
    _, twelve = open_menu(harness, size)
    h, menu = open_menu(harness, size, change=more_entries(4))
    assert len(menu.cards) == len(twelve.cards) + 4
    assert {p.art.size for p in menu.parts} == {twelve.parts[0].art.size} and menu.summary_role == twelve.summary_role
    assert menu.cards[0].size == twelve.cards[0].size and menu.scroll == 0
    last = len(menu.cards) - 1
    assert not menu.view.contains(menu.cards[last])  # below the window at first
    while menu.focus != last:
        h.key(pygame.K_DOWN if menu.focus + menu.columns <= last else pygame.K_RIGHT)
    h.tick()
    shown = menu.cards[last].move(0, -menu.scroll)
    assert menu.scroll > 0 and menu.view.contains(shown) and h.surface.get_rect().contains(shown)
    assert menu._target_at(shown.center) == last
    assert menu._target_at(menu.buttons[0].rect.center) == len(menu.cards)  # the buttons stay where they were
    h.send(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=10, flipped=False))  # up, past the top
    assert menu.scroll == 0 and menu._target_at(menu.cards[0].center) == 0
    h.send(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-10, flipped=False))  # down, past the end
    assert menu.scroll == menu._most_scroll() > 0


def test_twelve_entries_do_not_scroll(harness):
    h, menu = open_menu(harness, change=lambda entries: entries[:12])
    h.send(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False))
    for _ in range(6):
        h.key(pygame.K_DOWN)
    assert menu.scroll == 0 and menu._most_scroll() == 0
