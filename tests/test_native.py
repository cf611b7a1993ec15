"""The compiled cores as plain C libraries: found, loaded only when they speak their caller's interface."""
import pytest

from engine.files import integrity
from games.kalah import native_core
from games.pentominoes import fast
from games.shared import fast_core, native


@pytest.mark.parametrize("core, interface", [("kalah", native_core.INTERFACE), ("searches", fast_core.INTERFACE),
                                             ("pentominoes", fast.INTERFACE)])
def test_a_core_built_from_an_older_source_is_not_used(core, interface):
    """``pip install -e .`` builds all three here (a machine with a C compiler): they must not vanish unseen,
    and a library of another interface (left from an older checkout) gives way to the pure code."""
    assert native.load(core, interface) is not None
    assert native.load(core, interface - 1) is None and native.load(core, interface + 1) is None


def test_a_file_that_is_not_a_library_or_no_file_gives_the_pure_code(tmp_path, monkeypatch):
    """Even vouched for by a manifest (a build of another system's library), a file the loader refuses gives way."""
    monkeypatch.setattr(native, "FOLDER", tmp_path)
    (tmp_path / native.file_name("kalah")).write_bytes(b"not a library")
    integrity.write_manifest(tmp_path, [native.file_name("kalah")])
    try:
        assert native.load.__wrapped__("kalah", native_core.INTERFACE) is None
        assert native.load.__wrapped__("searches", fast_core.INTERFACE) is None  # no file at all
        assert integrity.untold() == []  # nothing refused: the loader said no
    finally:
        integrity.forget()


def test_pure_in_the_environment_turns_every_core_off(monkeypatch):
    monkeypatch.setenv("ARSAC_PURE", "1")
    assert all(native.load.__wrapped__(core, 1) is None for core in native.CORES)


@pytest.mark.parametrize("system, name", [("win32", "kalah.dll"), ("darwin", "libkalah.dylib"), ("linux", "libkalah.so")])
def test_each_system_names_its_libraries_its_own_way(system, name):
    assert native.file_name("kalah", system) == name


def test_an_exception_in_check_ends_the_search_and_is_raised_again():
    class Enough(Exception):
        pass

    def check(nodes):
        raise Enough(nodes)

    core = native_core.Core(b"", -1, 1 << 10, check, 64)
    with pytest.raises(Enough):
        core.negamax(bytes([6] * 12), 72, 12, -1000, 1000)
    assert core.nodes >= 64
    stopped = native_core.Core(b"", -1, 1 << 10, None, 64)
    stopped.stopped = True
    assert stopped.stopped and stopped.negamax(bytes([6] * 12), 72, 3, -1000, 1000) is None


@pytest.mark.parametrize("arguments", [dict(scale=8), dict(weight=2, scale=1), dict(known_from=21)])
def test_a_core_out_of_range_is_refused(arguments):
    given = dict(values=b"", known_from=-1, entries=1 << 10, check=None, check_every=64) | arguments
    with pytest.raises(ValueError):
        native_core.Core(**given)


def test_a_partner_of_another_rule_is_refused():
    partner = native_core.Core(b"", -1, 1 << 10, None, 64)
    with pytest.raises(ValueError):
        native_core.Core(b"", -1, 1 << 10, None, 64, empty_capture=True, partner=partner)
    helper = native_core.Core(b"", -1, 1 << 10, None, 64, partner=partner)
    assert helper.table_bytes == partner.table_bytes == 16 << 10
