"""The Statistics screen through the harness: from the menu (button and T), a legible table that fits,
scrolling a long one, and a Reset that asks first."""
import pygame

from engine.files.records import DRAWN, LOST, WON, Records
from engine.scenes.menu import MenuScene
from engine.scenes.overlay import Dialog
from engine.scenes.statistics import StatisticsScene, duel_rows, numbers_line, streak_text
from engine.ui.draw import watching

SOME = (Records().with_duel("kalah", 3, WON).with_duel("kalah", 3, WON).with_duel("kalah", 3, LOST)
        .with_duel("match-nim", 5, DRAWN).with_duel("gone-entry", 1, WON).with_round(True, 41.25).with_round(False, 60))


def test_the_rows_read_as_people_read_them():
    rows = duel_rows(SOME)
    assert rows[0] == ("Kalah", "3", "3", "2", "1", "0", "67%", "1 loss", "2", "1")
    assert rows[1][:2] == ("Match Nim", "5") and rows[1][7] == "\u2013"
    assert rows[-1][0] == "gone-entry"  # counted by another version: kept and shown by its id
    assert numbers_line(SOME) == "2 rounds, 1 exact answer (50%); best time for an exact answer 41.2 s."
    assert numbers_line(Records()) == "No rounds played yet." and streak_text(3) == "3 wins" and streak_text(-1) == "1 loss"


def test_from_the_menu_by_key_and_by_button(harness):
    h = harness(MenuScene())
    h.key(pygame.K_t)
    assert isinstance(h.top, StatisticsScene)
    h.key(pygame.K_ESCAPE)
    assert isinstance(h.top, MenuScene)
    h.tick()
    button = next(b for b in h.top.buttons if b.text == "Statistics")
    h.click(button.rect.center)
    assert isinstance(h.top, StatisticsScene)


def test_everything_fits_at_1280x800_and_at_the_smallest_window(harness):
    for size in ((1280, 800), (800, 600)):
        h = harness(MenuScene(), size=size)
        h.app.records.records = SOME
        h.key(pygame.K_t)
        with watching() as overflows:
            h.tick()
        assert overflows == [], (size, overflows)


def test_a_long_table_scrolls(harness):
    records = Records()
    for entry in ("kalah", "match-nim", "row-nim", "fox-and-hens"):
        for level in range(1, 6):
            records = records.with_duel(entry, level, WON)
    h = harness(MenuScene(), size=(800, 600))
    h.app.records.records = records
    h.key(pygame.K_t)
    scene = h.top
    h.tick()
    assert scene.visible < 20 and scene.offset == 0
    h.key(pygame.K_PAGEDOWN)
    h.key(pygame.K_DOWN)
    assert scene.offset == 20 - scene.visible  # no further than the last row
    h.send(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    assert scene.offset == 18 - scene.visible
    h.tick()


def test_reset_asks_first(harness):
    h = harness(MenuScene())
    h.app.records.records = SOME
    h.key(pygame.K_t)
    h.key(pygame.K_r)
    assert isinstance(h.top, Dialog) and h.top.title == "Reset the statistics?"
    h.key(pygame.K_RETURN)  # the first button, "Keep them", has the focus
    assert isinstance(h.top, StatisticsScene) and h.app.records.records == SOME
    h.key(pygame.K_r)
    h.key(pygame.K_RIGHT)
    h.key(pygame.K_RETURN)  # "Reset"
    assert isinstance(h.top, StatisticsScene) and h.app.records.records.is_empty()
    h.tick()


def test_a_notice_about_the_records_is_shown(harness):
    h = harness(MenuScene())
    h.app.records.notice = "Could not save the records of play (Permission denied); they last until you quit."
    h.key(pygame.K_t)
    with watching() as overflows:
        h.tick()
    assert overflows == []


def test_one_round_reads_in_the_singular():
    assert numbers_line(Records().with_round(exact=False, seconds=30.0)) == "1 round, 0 exact answers (0%)."
