"""The compiled cores' build (packaging/cores.py): where the libraries go, what they are, and the plain C
fallbacks of games/shared/portable.h (what a compiler without GCC's builtins or 128-bit integers gets)
built in strict ISO C and answering the known questions (packaging/cores_check.py)."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "packaging"))

import cores  # noqa: E402
import cores_check  # noqa: E402

from games.shared import native  # noqa: E402


def test_the_build_puts_the_libraries_where_the_program_looks():
    assert cores.OUT == native.FOLDER and tuple(cores.SOURCES) == native.CORES
    for core in native.CORES:
        assert (native.FOLDER / native.file_name(core)).is_file()  # built by this install (a machine with cc)


def test_a_library_is_described_by_its_kind_and_machine(tmp_path):
    library = native.FOLDER / native.file_name("kalah")
    kind = cores.describe(library)
    assert kind.startswith({"win32": "PE32+", "darwin": "Mach-O"}.get(sys.platform, "ELF"))
    junk = tmp_path / "junk.dll"
    junk.write_bytes(b"nothing of the kind")
    assert cores.describe(junk) == "unknown"


def test_each_target_names_a_zig_target_and_a_system():
    assert set(cores.CROSS) <= set(cores.TARGETS)
    assert {system for _, system in cores.TARGETS.values()} == {"linux", "win32", "darwin"}
    assert cores.this_target() in cores.TARGETS


def test_without_a_compiler_nor_zig_the_install_goes_on_in_pure_python(tmp_path, monkeypatch):
    monkeypatch.setattr(cores, "system_compiler", lambda: None)
    monkeypatch.setattr(cores, "zig", lambda target=None: None)
    said: list[str] = []
    assert cores.build_for_install(tmp_path, said.append) == [] and "pure Python" in said[0]
    assert not list(tmp_path.iterdir())


def test_a_build_that_fails_keeps_the_pure_code_and_says_why(tmp_path, monkeypatch):
    def refuses(source, library):
        raise RuntimeError("cc: error: no such thing")

    monkeypatch.setattr(cores, "system_compiler", lambda: cores.Compiler("cc", refuses))
    said: list[str] = []
    assert cores.build_for_install(tmp_path, said.append) == [] and "no such thing" in said[0]


def test_zig_is_asked_for_only_without_a_working_compiler(monkeypatch):
    monkeypatch.setattr(cores, "system_compiler", lambda: cores.Compiler("cc", lambda source, library: None))
    assert cores.build_requirements() == []
    monkeypatch.setattr(cores, "system_compiler", lambda: None)
    assert cores.build_requirements() == ["ziglang"]


@pytest.mark.slow
def test_the_portable_fallbacks_in_strict_iso_c_give_the_known_answers(tmp_path):
    compiler = cores.system_compiler()
    if compiler is None or sys.platform == "win32":
        pytest.skip("no gcc-like C compiler here")
    strict = cores.Compiler("strict", cores.gcc_like([*compiler.name.split(), "-std=c11", "-pedantic-errors",
                                                    "-DARSAC_PORTABLE"]))
    folder = tmp_path / "portable"
    cores.build(folder, strict)
    checker = folder / "cores_check"
    cores_check.make_program(compiler, sys.platform, checker)
    asked = cores_check.questions()
    answers = cores_check.answers([str(checker)], folder, asked, tmp_path)
    wrong = [question.title for question, lines in zip(asked, answers) if not question.right(lines)]
    assert not wrong and len(answers) == len(asked)


@pytest.mark.parametrize("command, said", [(0x1D, "Mach-O 64-bit dynamic library, arm64, signed"),
                                          (0x19, "Mach-O 64-bit dynamic library, arm64")])
def test_a_mac_library_is_told_signed_when_it_carries_a_code_signature(tmp_path, command, said):
    import struct

    header = struct.pack("<IiiIIIII", 0xFEEDFACF, 0x0100000C, 0, 6, 1, 16, 0, 0)
    library = tmp_path / "libkalah.dylib"
    library.write_bytes(header + struct.pack("<IIII", command, 16, 0, 0))
    assert cores.describe(library) == said
