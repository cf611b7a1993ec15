"""The arcade's own files damaged (engine/files/integrity.py, sanity.py, own_files.py): each kind (a compiled core,
a font, a catalog, Kalah's book, the icon) damaged in several ways, on copies in a scratch folder (never the
install the other tests use): the fallback taken, the message said, nothing loaded from the damaged file."""
from __future__ import annotations

import ctypes
import gettext
import gzip
import json
import os
import shutil
import subprocess
import sys
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
EXERCISES = "exercises/exercises.jsonl.gz"  # (engine.files.exercise_set.EXERCISES)
OTHER = {FONT: BOLD, BOLD: FONT, CATALOG: "locale/ru/LC_MESSAGES/arsac_arcade.mo", BOOK: FONT, ICON: FONT, EXERCISES: BOOK}


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


def truncated(size: int):
    """What ``truncate -s size`` makes of a text: cut to ``size``, or filled with zero bytes up to it."""
    return lambda text: text[:size].ljust(size, "\0")


MANIFEST_DAMAGES = {  # the cores' manifest is about 400 bytes
    "cut to 131 bytes": truncated(131),
    "set to 3,000 bytes (truncate -s)": truncated(3000),
    "invalid JSON": lambda text: text.replace('"files"', "files", 1),
    "empty": lambda text: "",
    "an entry malformed": lambda text: text.replace('"size"', '"length"', 1),
    "a library left out": lambda text: text.replace(native.file_name("kalah"), "libelse.so"),
    "missing": None,
}


def damaged_manifest(folder: Path, damage: str) -> None:
    """``folder``'s manifest damaged as ``MANIFEST_DAMAGES[damage]`` says (removed when it says None)."""
    path = folder / integrity.MANIFEST
    change = MANIFEST_DAMAGES[damage]
    if change is None:
        path.unlink()
    else:
        text = path.read_text(encoding="utf-8")
        assert change(text) != text
        path.write_text(change(text), encoding="utf-8")


@pytest.mark.parametrize("damage", sorted(MANIFEST_DAMAGES))
def test_no_core_is_loaded_that_a_damaged_or_missing_manifest_cannot_vouch_for(monkeypatch, tmp_path, damage):
    from games.kalah.native_core import INTERFACE as KALAH
    from games.pentominoes.fast import INTERFACE as PENTOMINOES
    from games.shared.fast_core import INTERFACE as SEARCHES

    folder = copied_cores(tmp_path)
    damaged_manifest(folder, damage)
    handed = loading_with(monkeypatch, folder)
    try:
        loaded = {core: native.load(core, interface) is not None
                  for core, interface in (("kalah", KALAH), ("searches", SEARCHES), ("pentominoes", PENTOMINOES))}
    finally:
        native.load.cache_clear()
    manifest = folder / integrity.MANIFEST
    if damage == "a library left out":  # the manifest vouches for the other two still
        assert loaded == {"kalah": False, "searches": True, "pentominoes": True}
        assert str(folder / native.file_name("kalah")) not in handed
    else:
        assert loaded == dict.fromkeys(loaded, False) and handed == []
    assert integrity.untold() == [(manifest, integrity.MISSING if damage == "missing" else integrity.DAMAGED)]
    said = own_files.said(manifest, integrity.MISSING if damage == "missing" else integrity.DAMAGED)
    assert "not used" in said and "pure Python" in said and said.endswith("cores.py build")


def test_an_intact_manifest_vouches_for_its_cores_and_a_folder_with_none_is_no_news(monkeypatch, tmp_path):
    from games.kalah.native_core import INTERFACE

    folder = copied_cores(tmp_path)
    handed = loading_with(monkeypatch, folder)
    try:
        assert native.load("kalah", INTERFACE) is not None
        native.load.cache_clear()
        monkeypatch.setattr(native, "FOLDER", tmp_path / "none built")  # an install whose cores were not built
        assert native.load("kalah", INTERFACE) is None
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


@pytest.mark.parametrize("damage", sorted(MANIFEST_DAMAGES))
def test_about_check_names_a_damaged_or_missing_manifest_of_the_cores(monkeypatch, tmp_path, capsys, damage):
    """The check on a copy of the cores whose manifest is damaged: it names the manifest, what it costs and the
    command that mends it, and exits 1."""
    compiled = copied_cores(tmp_path)
    damaged_manifest(compiled, damage)
    monkeypatch.setattr(own_files, "ASSETS", copied_assets(tmp_path))
    monkeypatch.setattr(own_files, "COMPILED", compiled)
    assert cli.run(["about", "--check"]) == 1
    state = integrity.MISSING if damage == "missing" else integrity.DAMAGED
    assert capsys.readouterr().out.splitlines() == [own_files.said(compiled / integrity.MANIFEST, state)]
    integrity.forget()
    assert cli.run(["about", "--check", "--json"]) == 1
    found = json.loads(capsys.readouterr().out)
    assert found["intact"] is False and [(f["file"], f["state"]) for f in found["files"]] == [
        (str(compiled / integrity.MANIFEST), state)]
    assert found["files"][0]["mend"].endswith("cores.py build")


@pytest.mark.parametrize("damage", ["cut to 131 bytes", "missing"])
def test_a_copy_of_the_arcade_with_its_cores_manifest_damaged_runs_them_in_pure_python(tmp_path, damage):
    """End to end, in another process, on a copy of the program (never the install itself): ``about --check``
    names the manifest and exits 1, ``about --json`` says no core runs compiled, ``about`` says so in words."""

    root = Path(__file__).resolve().parents[2]
    if not all((COMPILED / native.file_name(core)).is_file() for core in native.CORES):
        pytest.skip("the compiled cores are not built here")
    copy = tmp_path / "arcade"
    for part in ("engine", "games", "assets", "packaging"):
        shutil.copytree(root / part, copy / part, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copyfile(root / "main.py", copy / "main.py")
    damaged_manifest(copy / "games" / "shared" / "compiled", damage)

    def run(*words: str) -> subprocess.CompletedProcess:
        environment = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LANGUAGE": "en"}
        environment.pop("ARSAC_PURE", None)
        return subprocess.run([sys.executable, str(copy / "main.py"), "--language", "en", *words], cwd=tmp_path,
                              capture_output=True, text=True, env=environment, timeout=120)

    checked = run("about", "--check")
    manifest = copy / "games" / "shared" / "compiled" / integrity.MANIFEST
    assert checked.returncode == 1, checked.stderr
    assert checked.stdout.startswith(f"{manifest} is {'missing' if damage == 'missing' else 'damaged'}: the compiled cores")
    assert checked.stdout.strip().endswith(f"{copy / 'packaging' / 'cores.py'} build")
    facts = run("about", "--json")
    assert json.loads(facts.stdout)["compiled"] == {"kalah": False, "searches": False, "pentominoes": False}
    assert f"{manifest} is" in facts.stderr  # the manifest set aside, said once on standard error
    assert "Pure Python (slower): Kalah, " in run("about").stdout


def test_about_check_is_silent_on_an_install_whose_cores_were_not_built(monkeypatch, tmp_path, capsys):
    (tmp_path / "compiled").mkdir()
    monkeypatch.setattr(own_files, "ASSETS", copied_assets(tmp_path))
    monkeypatch.setattr(own_files, "COMPILED", tmp_path / "compiled")
    assert cli.run(["about", "--check"]) == 0
    assert capsys.readouterr().out.strip() == "Every file of the install is intact."


def test_a_wrong_entry_of_the_cores_manifest_names_its_library(monkeypatch, tmp_path, capsys):
    """An entry whose size or hash is not the library's: that core is named damaged and not loaded."""
    compiled = copied_cores(tmp_path)
    name = native.file_name("searches")
    text = (compiled / integrity.MANIFEST).read_text(encoding="utf-8")
    record = integrity.record_of(compiled / name)
    (compiled / integrity.MANIFEST).write_text(text.replace(record.sha256, "0" * 64), encoding="utf-8")
    monkeypatch.setattr(own_files, "ASSETS", copied_assets(tmp_path))
    monkeypatch.setattr(own_files, "COMPILED", compiled)
    assert cli.run(["about", "--check"]) == 1
    assert capsys.readouterr().out.splitlines() == [own_files.said(compiled / name, integrity.DAMAGED)]
    handed = loading_with(monkeypatch, compiled)
    from games.shared.fast_core import INTERFACE

    try:
        assert native.load("searches", INTERFACE) is None
    finally:
        native.load.cache_clear()
    assert handed == []


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
def test_the_window_opens_the_menu_a_kalah_game_and_an_exercise_with_a_file_damaged(monkeypatch, tmp_path, harness,
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
