"""The arcade's own files damaged (engine/files/integrity.py, sanity.py, own_files.py): each kind (a compiled core,
a font, a catalog, Kalah's book, the icon) damaged in several ways, on copies in a scratch folder (never the
install the other tests use): the fallback taken, the message said, nothing loaded from the damaged file."""
from __future__ import annotations

import ctypes
import gettext
import gzip
import os
import shutil
import struct
from pathlib import Path

import pygame
import pytest

from engine.commands import cli
from engine.files import integrity, own_files, sanity
from engine.files import language as language_io
from engine.files.paths import ASSETS, COMPILED
from engine.language import translation
from engine.language.translation import _
from games.shared import native

FONT = "fonts/DejaVuSans.ttf"
CATALOG = "locale/fr/LC_MESSAGES/arsac_arcade.mo"
BOOK = "kalah/perfect-book.txt.gz"  # (games.kalah.perfect.BOOK: the test of the book checks they agree)
ICON = "icons/arsac-arcade.png"
BOLD = "fonts/DejaVuSans-Bold.ttf"
PUZZLES = "puzzles/puzzles.jsonl.gz"  # (engine.files.puzzle_set.PUZZLES)
OTHER = {FONT: BOLD, BOLD: FONT, CATALOG: "locale/ru/LC_MESSAGES/arsac_arcade.mo", BOOK: FONT, ICON: FONT, PUZZLES: BOOK}


def cut_3000(data: bytes, other: bytes) -> bytes:
    return data[:3000]


def cut_third(data: bytes, other: bytes) -> bytes:
    return data[:len(data) // 3]


def emptied(data: bytes, other: bytes) -> bytes:
    return b""


def random_bytes(data: bytes, other: bytes) -> bytes:
    return os.urandom(len(data))


def another_file(data: bytes, other: bytes) -> bytes:
    return other


DAMAGES = [cut_3000, cut_third, emptied, random_bytes, another_file]
SHAPELESS = [cut_3000, cut_third, emptied, random_bytes]  # what the check of a file's kind catches without a manifest


@pytest.fixture(autouse=True)
def fresh_checks():
    """Every test starts with nothing hashed and nothing refused, and leaves nothing refused behind (the menu of
    a later test would say it)."""
    integrity.forget()
    yield
    integrity.forget()
    language_io.speak("en")


def copied_assets(tmp_path: Path, damaged: str | None = None, damage=None, manifest: bool = True) -> Path:
    """A copy of the shipped assets with their manifest, ``damaged`` (a name under it) damaged by ``damage``."""
    folder = tmp_path / "assets"
    for name in own_files.shipped_names(ASSETS):
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ASSETS / name, folder / name)
    if manifest:
        shutil.copyfile(ASSETS / integrity.MANIFEST, folder / integrity.MANIFEST)
    if damaged:
        path = folder / damaged
        path.write_bytes(damage(path.read_bytes(), (ASSETS / OTHER[damaged]).read_bytes()))
    return folder


def copied_cores(tmp_path: Path, damaged: str | None = None, damage=None, manifest: bool = True) -> Path:
    """A copy of this install's compiled cores with a manifest, one library damaged: never the install itself."""
    names = [native.file_name(core) for core in native.CORES]
    if not all((COMPILED / name).is_file() for name in names):
        pytest.skip("the compiled cores are not built here")
    folder = tmp_path / "compiled"
    folder.mkdir()
    for name in names:
        shutil.copyfile(COMPILED / name, folder / name)
    if manifest:
        integrity.write_manifest(folder, names)
    if damaged:
        path = folder / damaged
        other = folder / next(name for name in names if name != damaged)
        path.write_bytes(damage(path.read_bytes(), other.read_bytes()))
    return folder


# --- the manifests -----------------------------------------------------------------------------------

def test_the_shipped_manifest_lists_every_shipped_file_as_it_is():
    """Fails when a font, catalog, the book or the icon changes without the manifest: run
    ``python packaging/assets_manifest.py`` (packaging/catalogs.py does after compiling)."""
    listed = integrity.manifest(ASSETS)
    assert listed is not None, "assets/manifest.json is missing: python packaging/assets_manifest.py"
    names = own_files.shipped_names(ASSETS)
    assert {FONT, CATALOG, BOOK, ICON} <= set(names)
    assert sorted(listed) == names, "assets/manifest.json does not list the shipped files: python packaging/assets_manifest.py"
    for name in names:
        assert listed[name] == integrity.record_of(ASSETS / name), (
            f"{name} changed and assets/manifest.json did not follow: python packaging/assets_manifest.py")


def test_a_manifest_is_written_atomically_and_read_back(tmp_path):
    (tmp_path / "a.txt").write_bytes(b"hello")
    path = integrity.write_manifest(tmp_path, ["a.txt"])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt", integrity.MANIFEST]  # no temporary file left
    assert integrity.manifest(tmp_path) == {"a.txt": integrity.Record(5, integrity.record_of(tmp_path / "a.txt").sha256)}
    assert path == tmp_path / integrity.MANIFEST and integrity.state(tmp_path, "a.txt") == integrity.INTACT
    (tmp_path / "a.txt").write_bytes(b"hullo")  # the same size, another content
    integrity.forget()
    assert integrity.state(tmp_path, "a.txt") == integrity.DAMAGED
    (tmp_path / "a.txt").unlink()
    integrity.forget()
    assert integrity.state(tmp_path, "a.txt") == integrity.MISSING
    (tmp_path / integrity.MANIFEST).write_text("{not json")
    integrity.forget()
    assert integrity.manifest(tmp_path) is None and integrity.state(tmp_path, "a.txt") == integrity.UNLISTED


def test_the_cores_are_looked_for_where_the_check_looks():
    assert native.FOLDER == COMPILED


def test_the_cores_build_writes_their_manifest_and_a_failed_build_leaves_none(monkeypatch, tmp_path):
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2] / "packaging"))
    import cores  # packaging/cores.py

    def make(source: Path, library: Path) -> None:
        library.write_bytes(source.read_bytes())

    made = cores.build(tmp_path, cores.Compiler("copy", make))
    listed = integrity.manifest(tmp_path)
    assert listed is not None and sorted(listed) == sorted(path.name for path in made) and len(made) == 3
    assert all(integrity.state(tmp_path, path.name) == integrity.INTACT for path in made)

    def fails(source: Path, library: Path) -> None:
        raise RuntimeError("no compiler today")

    with pytest.raises(RuntimeError):
        cores.build(tmp_path, cores.Compiler("broken", fails))
    assert not (tmp_path / integrity.MANIFEST).exists()


# --- the check of each kind ------------------------------------------------------------------------

@pytest.mark.parametrize("name", [FONT, BOLD, CATALOG, ICON])
@pytest.mark.parametrize("damage", SHAPELESS)
def test_the_check_of_a_shipped_files_kind_fails_it_damaged(tmp_path, name, damage):
    assert sanity.looks_whole(ASSETS / name)
    folder = copied_assets(tmp_path, name, damage, manifest=False)
    if damage is cut_3000 and (ASSETS / name).stat().st_size <= 3000:
        return  # the icon is smaller than that: nothing cut
    assert not sanity.looks_whole(folder / name)


@pytest.mark.parametrize("damage", SHAPELESS)
def test_the_check_of_a_library_fails_it_damaged(tmp_path, damage):
    name = native.file_name("kalah")
    folder = copied_cores(tmp_path, name, damage, manifest=False)
    assert sanity.looks_whole(COMPILED / name) and not sanity.looks_whole(folder / name)


def pe_library(room: int = 4096) -> bytes:
    """The smallest PE file the check reads: an MS-DOS stub, a COFF header, one section of ``room`` bytes."""
    data = bytearray(1024 + room)
    data[:2], data[0x3C:0x40] = b"MZ", struct.pack("<I", 64)
    data[64:68] = b"PE\0\0"
    struct.pack_into("<HH", data, 68, 0x8664, 1)  # the machine, one section
    struct.pack_into("<II", data, 64 + 24 + 16, room, 1024)  # its size and place in the file
    return bytes(data)


def macho_library(room: int = 4096) -> bytes:
    """The smallest 64-bit Mach-O file the check reads: a header and one segment of the whole file."""
    data = bytearray(32 + 72 + room)
    struct.pack_into("<4sIIIII", data, 0, sanity.MACHO_64, 0x0100000C, 0, 6, 1, 72)
    struct.pack_into("<II", data, 32, 0x19, 72)
    struct.pack_into("<QQ", data, 32 + 40, 0, len(data))
    return bytes(data)


@pytest.mark.parametrize("whole, suffix", [(pe_library(), ".dll"), (macho_library(), ".dylib")])
def test_the_check_reads_pe_and_mach_o_libraries(tmp_path, whole, suffix):
    path = tmp_path / f"core{suffix}"
    path.write_bytes(whole)
    assert sanity.looks_whole(path)
    for damage in SHAPELESS:
        path.write_bytes(damage(whole, b""))
        assert not sanity.looks_whole(path), damage.__name__


def test_a_gzip_file_cut_short_passes_its_cheap_check_but_never_its_reading(tmp_path):
    """The book's cheap check reads its header; its reading checks gzip's CRC at the end (next tests)."""
    path = tmp_path / "book.gz"
    path.write_bytes(gzip.compress(b"x" * 10_000))
    assert sanity.looks_whole(path)
    path.write_bytes(b"\x1f\x8b")
    assert not sanity.looks_whole(path)


# --- a compiled core ---------------------------------------------------------------------------------

def loading_with(monkeypatch, folder: Path) -> list[str]:
    """Load cores from ``folder``; the paths the dynamic loader was handed."""
    handed: list[str] = []
    real_cdll, real_pydll = ctypes.CDLL, ctypes.PyDLL
    monkeypatch.setattr(native, "FOLDER", folder)
    monkeypatch.setattr(ctypes, "CDLL", lambda path, *a, **k: handed.append(path) or real_cdll(path, *a, **k))
    monkeypatch.setattr(ctypes, "PyDLL", lambda path, *a, **k: handed.append(path) or real_pydll(path, *a, **k))
    monkeypatch.delenv("ARSAC_PURE", raising=False)
    native.load.cache_clear()
    return handed


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_core_is_never_handed_to_the_loader_and_the_pure_code_serves(monkeypatch, tmp_path, damage):
    from games.kalah.native_core import INTERFACE as KALAH
    from games.shared.fast_core import INTERFACE as SEARCHES

    name = native.file_name("kalah")
    folder = copied_cores(tmp_path, name, damage)
    handed = loading_with(monkeypatch, folder)
    try:
        assert native.load("kalah", KALAH) is None
        assert native.load("searches", SEARCHES) is not None  # the intact one beside it still serves
    finally:
        native.load.cache_clear()
    assert str(folder / name) not in handed and str(folder / native.file_name("searches")) in handed
    refused = integrity.untold()
    assert refused == [(folder / name, integrity.DAMAGED)]
    said = own_files.said(folder / name, integrity.DAMAGED)
    assert str(folder / name) in said and "pure Python" in said and "cores.py build" in said


@pytest.mark.parametrize("damage", SHAPELESS)
def test_a_damaged_core_with_no_manifest_fails_its_own_check_before_the_loader(monkeypatch, tmp_path, damage):
    from games.kalah.native_core import INTERFACE

    name = native.file_name("kalah")
    folder = copied_cores(tmp_path, name, damage, manifest=False)
    handed = loading_with(monkeypatch, folder)
    try:
        assert native.load("kalah", INTERFACE) is None
    finally:
        native.load.cache_clear()
    assert handed == [] and integrity.untold() == [(folder / name, integrity.DAMAGED)]


def test_an_intact_core_without_a_manifest_is_loaded(monkeypatch, tmp_path):
    from games.kalah.native_core import INTERFACE

    folder = copied_cores(tmp_path, manifest=False)
    handed = loading_with(monkeypatch, folder)
    try:
        assert native.load("kalah", INTERFACE) is not None
    finally:
        native.load.cache_clear()
    assert str(folder / native.file_name("kalah")) in handed and integrity.untold() == []


# --- a font ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_font_gives_way_to_pygames_own_and_the_text_is_drawn(monkeypatch, tmp_path, damage):
    from engine.ui import theme

    folder = copied_assets(tmp_path, FONT, damage)
    opened: list[object] = []
    real = pygame.font.Font
    monkeypatch.setattr(theme, "ASSETS", folder)
    monkeypatch.setattr(pygame.font, "Font", lambda source, size: opened.append(source) or real(source, size))
    pygame.font.init()
    regular, bold = theme.Theme((1280, 800)).font_px(20), theme.Theme((1280, 800)).font_px(20, bold=True)
    assert opened == [None, str(folder / OTHER[FONT])]  # pygame's own font, and the intact bold file
    assert regular.render("Kalah", True, (255, 255, 255)).get_width() > 20 and bold is not None
    assert integrity.untold() == [(folder / FONT, integrity.DAMAGED)]
    assert "pygame's own font" in own_files.said(folder / FONT, integrity.DAMAGED)


# --- a catalog ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_catalog_speaks_english_and_says_so_in_one_line(monkeypatch, tmp_path, capsys, damage):
    folder = copied_assets(tmp_path, CATALOG, damage)
    monkeypatch.setattr(language_io, "ASSETS", folder)
    read: list[object] = []
    real = gettext.translation
    monkeypatch.setattr(gettext, "translation", lambda *a, **k: read.append(k.get("localedir")) or real(*a, **k))
    assert cli.run(["--language", "fr", "solve", "queens", "--n", "6", "--count", "--json"]) == 0
    out, err = capsys.readouterr()
    assert '"solutions": 4' in out and translation.current() == "en" and read == []
    lines = err.splitlines()
    assert len(lines) == 1 and str(folder / CATALOG) in lines[0] and "is damaged" in lines[0]
    assert "Français cannot be spoken: the arcade speaks English" in lines[0]
    assert language_io.speak("ru") == "ru" and _("Options") != "Options"  # the other catalog still serves


@pytest.mark.parametrize("damage", SHAPELESS)
def test_a_damaged_catalog_with_no_manifest_fails_its_own_check(monkeypatch, tmp_path, damage):
    folder = copied_assets(tmp_path, CATALOG, damage, manifest=False)
    monkeypatch.setattr(language_io, "ASSETS", folder)
    assert language_io.speak("fr") == "en" and _("Options") == "Options"
    assert integrity.untold() == [(folder / CATALOG, integrity.DAMAGED)]


def test_a_catalog_gettext_cannot_read_raises_no_struct_error(tmp_path):
    """Even handed a file cut short (a file no manifest lists that passed a check), ``use`` keeps English."""
    folder = tmp_path / "locale"
    (folder / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (folder / CATALOG.removeprefix("locale/")).write_bytes((ASSETS / CATALOG).read_bytes()[:3000])
    with pytest.raises(translation.UnknownLanguageError):
        translation.use("fr", folder)
    assert translation.current() == "en"


# --- Kalah's book --------------------------------------------------------------------------------

def book_from(monkeypatch, folder: Path) -> dict:
    from games.kalah import perfect

    monkeypatch.setattr(perfect, "ASSETS", folder)
    perfect.shipped_book.cache_clear()
    try:
        return perfect.shipped_book()
    finally:
        perfect.shipped_book.cache_clear()


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_book_is_never_read_and_perfect_proves_instead(monkeypatch, tmp_path, damage):
    from games.kalah import perfect
    from games.kalah.rules import Move, Params, initial

    assert perfect.BOOK == BOOK
    folder = copied_assets(tmp_path, BOOK, damage)
    opened: list[object] = []
    monkeypatch.setattr(gzip, "open", lambda *a, **k: opened.append(a) or pytest.fail("the damaged book was read"))
    assert book_from(monkeypatch, folder) == {} and opened == []
    assert integrity.untold() == [(folder / BOOK, integrity.DAMAGED)]
    assert "without its book" in own_files.said(folder / BOOK, integrity.DAMAGED)
    monkeypatch.setattr(perfect.ai, "COMPILED", True)
    assert perfect.caveat() == perfect.NO_BOOK_HERE
    proved = (Move(3), Move(6))
    monkeypatch.setattr(perfect, "prove", lambda pos, clock, keep: (2, proved))
    perfect.shipped_book.cache_clear()
    try:
        assert perfect.choose_move(initial(Params(stones=4))) == proved  # the first turn proved, not read
    finally:
        perfect.shipped_book.cache_clear()


@pytest.mark.parametrize("damage", SHAPELESS)
def test_a_damaged_book_with_no_manifest_is_read_whole_or_not_at_all(monkeypatch, tmp_path, damage):
    folder = copied_assets(tmp_path, BOOK, damage, manifest=False)
    assert book_from(monkeypatch, folder) == {}
    assert integrity.untold() == [(folder / BOOK, integrity.DAMAGED)]


def test_the_intact_book_is_read(monkeypatch, tmp_path):
    assert len(book_from(monkeypatch, copied_assets(tmp_path))) > 50_000 and integrity.untold() == []


# --- the icon --------------------------------------------------------------------------------------

@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_icon_is_refused(tmp_path, damage):
    folder = copied_assets(tmp_path, ICON, damage)
    if damage is cut_3000:  # smaller than that: nothing cut, nothing wrong
        assert integrity.usable(folder, ICON)
        return
    assert not integrity.usable(folder, ICON)
    assert "no icon" in own_files.said(folder / ICON, integrity.DAMAGED)


# --- about --check and the About screen --------------------------------------------------------------

def test_about_check_exits_0_on_the_intact_install_and_1_naming_a_damaged_file(monkeypatch, tmp_path, capsys):
    assets, compiled = copied_assets(tmp_path), copied_cores(tmp_path)
    monkeypatch.setattr(own_files, "ASSETS", assets)
    monkeypatch.setattr(own_files, "COMPILED", compiled)
    assert cli.run(["about", "--check"]) == 0
    assert capsys.readouterr().out.strip() == "Every file of the install is intact."
    (assets / FONT).write_bytes((assets / FONT).read_bytes()[:3000])
    (compiled / native.file_name("pentominoes")).unlink()
    integrity.forget()
    assert cli.run(["about", "--check"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith(f"{assets / FONT} is damaged: the texts are drawn in pygame's own font")
    assert lines[1].startswith(f"{compiled / native.file_name('pentominoes')} is missing: this compiled core")
    assert lines[1].endswith("cores.py build") and "git" in lines[0]  # a source folder: its own tools mend it
    integrity.forget()
    assert cli.run(["about", "--check", "--json"]) == 1
    import json

    found = json.loads(capsys.readouterr().out)
    assert found["intact"] is False and [f["state"] for f in found["files"]] == ["damaged", "missing"]


def test_about_check_says_a_missing_shipped_manifest(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(own_files, "ASSETS", copied_assets(tmp_path, manifest=False))
    monkeypatch.setattr(own_files, "COMPILED", tmp_path / "none")
    assert cli.run(["about", "--check"]) == 1
    assert "manifest.json is missing: the arcade's own files cannot be checked" in capsys.readouterr().out
    (own_files.ASSETS / integrity.MANIFEST).write_text('{"files": [')
    integrity.forget()
    assert cli.run(["about", "--check"]) == 1
    assert "manifest.json is damaged: the arcade's own files cannot be checked" in capsys.readouterr().out


def test_a_core_of_a_hand_made_build_is_checked_by_its_kind(monkeypatch, tmp_path, capsys):
    compiled = copied_cores(tmp_path, native.file_name("searches"), cut_third, manifest=False)
    monkeypatch.setattr(own_files, "ASSETS", copied_assets(tmp_path))
    monkeypatch.setattr(own_files, "COMPILED", compiled)
    assert cli.run(["about", "--check"]) == 1
    assert capsys.readouterr().out.splitlines() == [own_files.said(compiled / native.file_name("searches"),
                                                                     integrity.DAMAGED)]


@pytest.mark.parametrize("language, words", [("en", "is damaged"), ("fr", "est abîmé"), ("ru", "повреждён")])
def test_the_about_screen_says_the_damaged_files_in_the_language_spoken(monkeypatch, tmp_path, language, words):
    from engine.scenes.about import AboutScene

    assets = copied_assets(tmp_path, BOOK, cut_third)
    monkeypatch.setattr(own_files, "ASSETS", assets)
    language_io.speak(language)
    text = AboutScene().text
    assert f"{assets / BOOK} {words}" in text
    integrity.forget()
    monkeypatch.setattr(own_files, "ASSETS", ASSETS)
    assert own_files.in_words([]) in AboutScene().text


def test_the_menu_says_each_file_refused_once(tmp_path):
    from engine.desktop.harness import Harness
    from engine.scenes.menu import MenuScene

    folder = copied_assets(tmp_path, ICON, emptied)
    harness = Harness(MenuScene())
    try:
        harness.tick()
        assert not integrity.usable(folder, ICON)
        harness.tick()
        notice = harness.app.notice
        assert notice is not None and notice.count(f"{folder / ICON} is damaged") == 1
        harness.tick(frames=3)
        assert harness.app.notice == notice
    finally:
        harness.close()


@pytest.mark.parametrize("damaged", [FONT, BOLD, CATALOG, BOOK, ICON])
@pytest.mark.parametrize("damage", [cut_3000, cut_third])
def test_the_window_opens_the_menu_a_kalah_game_and_a_puzzle_with_a_file_damaged(monkeypatch, tmp_path, harness,
                                                                                 damaged, damage):
    from engine.desktop import app
    from engine.entries import registry
    from engine.files.settings import Settings
    from engine.scenes.menu import MenuScene
    from engine.ui import theme
    from games.kalah import perfect

    folder = copied_assets(tmp_path, damaged, damage)
    for module in (theme, language_io, app, perfect):
        monkeypatch.setattr(module, "ASSETS", folder)
    perfect.shipped_book.cache_clear()
    language_io.speak("fr")
    h = harness(settings=Settings(sound=False, language="fr"))
    try:
        h.push(MenuScene())
        h.tick(frames=2)
        for entry in ("kalah", "queens"):
            spec = registry.get(entry)
            h.push(spec.scene_class()(spec))
            h.tick(frames=3)
            assert h.top is not None and h.surface.get_bounding_rect().width > 0
    finally:
        perfect.shipped_book.cache_clear()
    said = f"{h.app.notice} " + " ".join(f"{path} is damaged" for path, _state in integrity.untold())  # the menu's, the rest
    if damaged != ICON or damage is not cut_3000:  # (the icon is smaller than 3,000 bytes: nothing cut)
        assert f"{folder / damaged} is damaged" in said or f"{folder / damaged} est abîmé" in said
    assert translation.current() == ("en" if damaged == CATALOG else "fr")
