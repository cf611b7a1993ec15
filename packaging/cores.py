#!/usr/bin/env python3
"""Build the compiled cores: plain C libraries, for this machine or, with zig, for Windows and macOS.

The three cores (games/kalah/_kalahc.c, games/shared/_searchc.c, games/pentominoes/_pentoc.c) have a
small C interface and no Python.h, so one build per system serves every Python (games/shared/native.py
loads them with ctypes).  They are built with the machine's own C compiler when it has a working one
(``CC``, else cc, gcc or clang; Microsoft's C compiler on Windows), else with zig's ``zig cc`` from the
``ziglang`` package, which the install asks for only then (packaging/cores_backend.py).

    python packaging/cores.py build [--out DIR]   this machine's cores (default: where the program looks)
    python packaging/cores.py cross --out DIR     with zig: Windows x86-64, macOS arm64 and x86-64, and this
                                                  machine's own, each in DIR/<target>/

``cross`` installs ``ziglang`` with pip when it is missing.  The other systems' builds are checked by
packaging/cores_check.py (``wine-check``, ``arm64-check``), which imports this file (not the other way round).
This file is imported by the build (setup.py, through the build backend), so it
needs nothing beyond the standard library at import.
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the program's engine/files/integrity.py (standard library only) writes the cores' manifest


def _native() -> ModuleType:
    """games/shared/native.py, read from its file: its names for the libraries and its folder are the ones the
    build uses (the build runs before the arcade is installed; that module needs only the standard library)."""
    spec = importlib.util.spec_from_file_location("arsac_native", ROOT / "games" / "shared" / "native.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # (its dataclass looks its module up)
    spec.loader.exec_module(module)
    return module


native = _native()
OUT = native.FOLDER  # where the program looks for them (installed: the same place, inside the package)
file_name = native.file_name
SOURCES = {"kalah": "games/kalah/_kalahc.c", "searches": "games/shared/_searchc.c",
           "pentominoes": "games/pentominoes/_pentoc.c"}
assert tuple(SOURCES) == native.CORES
FLAGS = ("-O3",)  # as Python builds its extensions (the cores were extensions once)
# target -> (zig's target, sys.platform's name of that system)
TARGETS = {
    "linux-x86_64": ("x86_64-linux-gnu", "linux"),
    "linux-aarch64": ("aarch64-linux-gnu", "linux"),
    "windows-x86_64": ("x86_64-windows-gnu", "win32"),
    "macos-arm64": ("aarch64-macos", "darwin"),
    "macos-x86_64": ("x86_64-macos", "darwin"),
}
CROSS = ("windows-x86_64", "macos-arm64", "macos-x86_64")
PROBE = "int probe_answer(void) { return 42; }\n"


def this_target() -> str | None:
    """This machine's name among TARGETS (None for a system zig's builds here do not serve)."""
    machine = platform.machine().lower()
    arch = {"amd64": "x86_64", "x86_64": "x86_64", "arm64": "aarch64", "aarch64": "aarch64"}.get(machine)
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux" if sys.platform.startswith("linux") else None)
    if arch is None or system is None:
        return None
    name = f"{system}-{'arm64' if system == 'macos' and arch == 'aarch64' else arch}"
    return name if name in TARGETS else None


@dataclass(frozen=True)
class Compiler:
    """A C compiler that makes shared libraries: ``make(source, library)`` builds one (raising on failure)."""

    name: str
    make: Callable[[Path, Path], None]


def _run(command: Sequence[str]) -> None:
    done = subprocess.run(list(command), capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)}:\n{done.stdout}{done.stderr}")


def gcc_like(command: Sequence[str], extra: Sequence[str] = ()) -> Callable[[Path, Path], None]:
    """A gcc-like compiler driver (gcc, clang, zig cc) making a shared library in one call."""
    def make(source: Path, library: Path) -> None:
        _run([*command, *FLAGS, *extra, "-shared", "-fPIC", "-o", str(library), str(source)])

    return make


def zig(target: str | None = None) -> Compiler | None:
    """zig's C compiler for ``target`` (a TARGETS name; this machine's when None), if ``ziglang`` is installed."""
    target = target or this_target()
    if target is None or importlib.util.find_spec("ziglang") is None:
        return None
    triple, system = TARGETS[target]
    extra = ["-target", triple]
    return Compiler(f"zig cc ({triple})", gcc_like([sys.executable, "-m", "ziglang", "cc"], extra))


def _msvc() -> Compiler | None:
    """Microsoft's C compiler (found as setuptools finds it for extensions), on Windows."""
    try:
        from setuptools._distutils.ccompiler import new_compiler
        compiler = new_compiler()
        compiler.initialize()  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - not installed, or not found: no compiler
        return None

    def make(source: Path, library: Path) -> None:
        with tempfile.TemporaryDirectory() as scratch:
            objects = compiler.compile([str(source)], output_dir=scratch, extra_preargs=["/O2"])
            compiler.link_shared_object(objects, str(library), build_temp=scratch)

    return Compiler("msvc", make)


def system_compiler() -> Compiler | None:
    """The machine's own C compiler when one builds a shared library here, else None."""
    if sys.platform == "win32":
        candidates = [] if "CC" not in os.environ else [Compiler(os.environ["CC"], gcc_like(os.environ["CC"].split()))]
        msvc = _msvc()
        candidates += [msvc] if msvc else []
    else:
        names = [os.environ["CC"]] if os.environ.get("CC") else []
        names += [name for name in ("cc", "gcc", "clang") if shutil.which(name) and not _apple_stub(name)]
        configured = sysconfig.get_config_var("CC")
        if configured and not names:
            names.append(configured)
        candidates = [Compiler(name, gcc_like(name.split())) for name in dict.fromkeys(names)]
    return next((compiler for compiler in candidates if works(compiler)), None)


def _apple_stub(name: str) -> bool:
    """On macOS without Xcode's command-line tools, /usr/bin/cc and its kin are stubs that fail and open a dialog
    offering to install them: not tried there (zig's compiler serves instead)."""
    if sys.platform != "darwin" or not str(shutil.which(name)).startswith("/usr/bin/"):
        return False
    return subprocess.run(["xcode-select", "-p"], capture_output=True).returncode != 0


def works(compiler: Compiler) -> bool:
    """Whether ``compiler`` builds a small shared library here."""
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "probe.c"
        source.write_text(PROBE)
        try:
            compiler.make(source, Path(scratch) / file_name("probe", sys.platform))
        except (OSError, RuntimeError):
            return False
        return True


def build(out: Path, compiler: Compiler, system: str = sys.platform) -> list[Path]:
    """Every core built with ``compiler`` into ``out`` for ``system``; the libraries made.  Each is built in a
    scratch folder inside ``out`` and moved into place whole, so a library is never seen half written; then
    ``out``'s manifest of their sizes and SHA-256 is written (atomically), which the arcade checks each library
    against before loading it (the old manifest goes first: a build that fails half way leaves none)."""
    from engine.files.integrity import MANIFEST, write_manifest

    out.mkdir(parents=True, exist_ok=True)
    (out / MANIFEST).unlink(missing_ok=True)
    made = []
    with tempfile.TemporaryDirectory(dir=out) as scratch:
        for core, source in SOURCES.items():
            built = Path(scratch) / file_name(core, system)
            compiler.make(ROOT / source, built)
            target = out / built.name
            os.replace(built, target)
            made.append(target)
    write_manifest(out, [path.name for path in made])
    return made


def build_for_install(out: Path, say: Callable[[str], None]) -> list[Path]:
    """The build an install makes: with the machine's compiler, else zig's; nothing (and a word why) without
    either, or when the build fails: the program then runs its pure Python code."""
    compiler = system_compiler() or zig()
    if compiler is None:
        say("no C compiler and no zig: the arcade will run its pure Python code (slower)")
        return []
    try:
        made = build(out, compiler)
    except RuntimeError as failure:
        say(f"the compiled cores could not be built with {compiler.name}; the arcade will run its pure Python code "
            f"(slower):\n{failure}")
        return []
    say(f"compiled cores built with {compiler.name}: {', '.join(path.name for path in made)}")
    return made


def build_requirements() -> list[str]:
    """What the build must install to compile the cores: nothing with a working compiler, else ``ziglang``
    (where zig serves this system)."""
    if system_compiler() is not None or this_target() is None:
        return []
    return ["ziglang"]


def ensure_zig() -> None:
    if importlib.util.find_spec("ziglang") is None:
        print("cores: installing ziglang (zig's C compiler, about 100 MB) with pip", flush=True)
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "ziglang"], check=True)
        importlib.invalidate_caches()


def cross(out: Path, targets: Sequence[str]) -> int:
    """Build the cores for ``targets`` into ``out/<target>/`` with zig; a line each, and what ``file`` says."""
    ensure_zig()
    for target in targets:
        compiler = zig(target)
        assert compiler is not None
        started = time.monotonic()
        made = build(out / target, compiler, TARGETS[target][1])
        print(f"{target}: {len(made)} libraries in {time.monotonic() - started:.1f} s")
        for path in made:
            print(f"  {path.relative_to(out)}  {describe(path)}")
    return 0


def describe(path: Path) -> str:
    """What kind of binary ``path`` is, read from its first bytes (ELF, PE32+, Mach-O) and its machine."""
    data = path.read_bytes()
    if data[:4] == b"\x7fELF":
        machine = int.from_bytes(data[18:20], "little")
        return "ELF shared object, " + {0x3E: "x86-64", 0xB7: "aarch64"}.get(machine, hex(machine))
    if data[:2] == b"MZ":
        pe = int.from_bytes(data[0x3C:0x40], "little")
        machine, magic = int.from_bytes(data[pe + 4:pe + 6], "little"), int.from_bytes(data[pe + 24:pe + 26], "little")
        kind = "PE32+" if magic == 0x20B else "PE32"
        return f"{kind} DLL, " + {0x8664: "x86-64", 0xAA64: "arm64"}.get(machine, hex(machine))
    if data[:4] == b"\xcf\xfa\xed\xfe":
        cpu = int.from_bytes(data[4:8], "little")
        kind = "Mach-O 64-bit dynamic library, " + {0x01000007: "x86-64", 0x0100000C: "arm64"}.get(cpu, hex(cpu))
        return kind + (", signed" if _signed(data) else "")  # (arm64 Macs load only signed code)
    return "unknown"


def _signed(macho: bytes) -> bool:
    """Whether a 64-bit Mach-O file carries a code signature (an LC_CODE_SIGNATURE load command: zig's linker
    writes one for arm64, as macOS on Apple's processors requires)."""
    commands, at = int.from_bytes(macho[16:20], "little"), 32
    for _ in range(commands):
        if int.from_bytes(macho[at:at + 4], "little") == 0x1D:
            return True
        at += int.from_bytes(macho[at + 4:at + 8], "little")
    return False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Arsac Arcade's compiled cores.")
    commands = parser.add_subparsers(dest="command", required=True)
    built = commands.add_parser("build", help="this machine's cores, with its C compiler (else zig's)")
    built.add_argument("--out", type=Path, default=OUT)
    crossed = commands.add_parser("cross", help="with zig, for Windows, macOS and this machine")
    crossed.add_argument("--out", type=Path, required=True)
    crossed.add_argument("--targets", nargs="+", choices=sorted(TARGETS), default=None)
    args = parser.parse_args(argv)
    if args.command == "build":
        return 0 if build_for_install(args.out, print) else 1
    own = this_target()
    return cross(args.out, args.targets or [*CROSS, *([own] if own and own not in CROSS else [])])


if __name__ == "__main__":
    sys.exit(main())
