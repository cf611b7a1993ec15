#!/usr/bin/env python3
"""Other systems' cores checked from here: built with zig, asked known questions under Wine (``python
packaging/cores_check.py wine-check``) or qemu-user (``python packaging/cores_check.py arm64-check``).

packaging/cores_check.c is a small C program that loads a folder's three libraries by name (as ctypes
does) and answers questions read from a file.  It is built twice, for this machine and for the other system,
each beside its system's cores; both answer the same questions, and each answer is checked against what is
known: Kalah's 3-stone start (+2 under both capture rules), the endgame tables of 8 stones against the pure
Python code's, the 6 x 10 pentomino tilings (9,356), the 10-mark ruler (length 36, replaying the calls
the ruler's solver makes to the core), the 8 queens (92).  One line a check; 0 only when all agree.
"""
from __future__ import annotations

import argparse
import copy
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from unittest import mock

import cores

sys.path.insert(0, str(cores.ROOT))

KALAH_START = [3] * 12
TABLE_STONES = 8
PENTOMINO_TILINGS = 9356
RULER_MARKS, RULER_LENGTH = 10, 36
QUEENS = 92
FNV_START, FNV_PRIME = 14695981039346656037, 1099511628211


@dataclass(frozen=True)
class Question:
    """A line for the checker, what its answer must be, and how to say it."""

    line: str
    title: str
    right: Callable[[list[str]], bool]  # given the answer's lines
    expected: str


def fnv(data: bytes) -> str:
    """The FNV-1a 64-bit hash of ``data`` as the checker prints it."""
    value = FNV_START
    for byte in data:
        value = ((value ^ byte) * FNV_PRIME) & 0xFFFF_FFFF_FFFF_FFFF
    return f"{value:016x}"


def questions() -> list[Question]:
    """Every question, its known answer taken from the pure Python code where it has one."""
    from games.kalah.endgame import EndgameTable
    from games.pentominoes import fast, solver
    from games.ruler.solver import Params, longest
    from games.shared import fast_core

    asked = []
    for empty, rule in ((0, "standard"), (1, "empty")):
        asked.append(Question(f"kalah {empty} 36 {' '.join(map(str, KALAH_START))}",
                              f"Kalah's 3-stone start, {rule} capture", lambda a: a[0].split()[0] == "2", "+2"))
    for empty, rule in ((0, "standard"), (1, "empty")):
        pure = fnv(EndgameTable(TABLE_STONES, compiled=False, empty_capture=bool(empty)).raw)
        asked.append(Question(f"table {TABLE_STONES} {empty}", f"endgame table of {TABLE_STONES} stones, {rule} capture",
                              lambda a, pure=pure: a[0] == pure, f"the pure code's, {pure}"))
    offsets, entries = fast.flat_tables(6, solver.tables(6))
    asked.append(Question(f"pentominoes 6 10 {(1 << 60) - 1} {len(offsets)} {' '.join(map(str, offsets))} "
                          f"{len(entries)} {' '.join(map(str, entries))}", "6 x 10 pentomino tilings",
                          lambda a: a[0].split()[0] == str(PENTOMINO_TILINGS), f"{PENTOMINO_TILINGS:,}"))
    calls: list[tuple] = []
    recorded = fast_core.Searches.ruler_new

    def record(self: fast_core.Searches, *args: object) -> object:
        calls.append(copy.deepcopy(args))  # (the solver moves its wheels on afterwards)
        return recorded(self, *args)

    with mock.patch.object(fast_core.Searches, "ruler_new", record):
        length = longest(Params(RULER_MARKS))[0]
    lengths = [call[0] for call in calls]  # each odometer's length k, in the order the solver tried them

    def longest_found(lines: list[str]) -> int | None:
        return next((k for k, line in zip(lengths, lines) if line.split()[0] != "0"), None)

    asked.append(Question("\n".join(_ruler_line(*call) for call in calls),
                          f"{RULER_MARKS}-mark ruler ({len(calls)} odometers replayed)",
                          lambda a: longest_found(a) == RULER_LENGTH == length, f"length {RULER_LENGTH}"))
    asked.append(Question("queens 8", "8 queens", lambda a: a[0].split()[0] == str(QUEENS), str(QUEENS)))
    return asked


def _ruler_line(k: int, allowed: int, last: int, top: int, above: list[int], i: int, position: list[int],
                lengths: list[tuple[int, int]], left: list[tuple[int, int]], repeated: list[int]) -> str:
    positions, sets = min(len(position), len(repeated)), min(len(lengths), len(left))
    words = [k, allowed, last, top, len(above), *above, i, positions, *position[:positions], sets,
             *(w for pair in lengths[:sets] for w in pair), *(w for pair in left[:sets] for w in pair),
             *repeated[:positions]]
    return "ruler " + " ".join(map(str, words))


def answers(program: list[str], folder: Path, asked: list[Question], scratch: Path) -> list[list[str]]:
    """Each question's answer lines from the checker ``program`` run on ``folder``'s cores."""
    file = scratch / "questions.txt"
    file.write_text("\n".join(question.line for question in asked) + "\n")
    done = subprocess.run([*program, str(folder), str(file)], capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        raise RuntimeError(f"the checker failed ({done.returncode}): {done.stderr.strip()}")
    lines = [line.split(" ", 1)[1] if " " in line else "" for line in done.stdout.splitlines()]
    grouped, at = [], 0
    for question in asked:
        count = question.line.count("\n") + 1
        grouped.append(lines[at:at + count])
        at += count
    return grouped


def _apt(packages: list[str]) -> None:
    print(f"cores: installing {' '.join(packages)} (Debian) to run the build", flush=True)
    quiet = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update", "-qq"], check=True, env=quiet)
    subprocess.run(["apt-get", "install", "-y", "-qq", *packages], check=True, env=quiet)


def _installed(commands: tuple[str, ...], packages: list[str]) -> str:
    """The first of ``commands`` found here, Debian's ``packages`` installed first when none is."""
    if not any(shutil.which(name) for name in commands):
        _apt(packages)
    return next(str(shutil.which(name)) for name in commands if shutil.which(name))


def wine() -> list[str]:
    """The command that runs a Windows program here (Debian's wine64)."""
    return [_installed(("wine64", "wine", "/usr/lib/wine/wine64"), ["wine64"])]


def qemu_arm64() -> list[str]:
    """The command that runs a Linux arm64 program here (Debian's qemu-user, with arm64's C library)."""
    qemu = _installed(("qemu-aarch64",), ["qemu-user", "libc6-arm64-cross"])
    if not Path(ARM64_LIBRARIES).is_dir():  # qemu there, arm64's C library not
        _apt(["libc6-arm64-cross"])
    return [qemu, "-L", ARM64_LIBRARIES]


ARM64_LIBRARIES = "/usr/aarch64-linux-gnu"
EMULATORS: dict[str, Callable[[], list[str]]] = {"windows-x86_64": wine, "linux-aarch64": qemu_arm64}


def emulated_check(target: str, name: str) -> int:
    """Build ``target``'s cores and checker with zig, and this machine's; ask both (``target``'s under its
    emulator); a line each check, 0 only when every answer is right and both agree."""
    cores.ensure_zig()
    asked = questions()
    with tempfile.TemporaryDirectory() as scratch_name:
        scratch = Path(scratch_name)
        runs = {}
        for each, run in ((cores.this_target(), list[str]()), (target, EMULATORS[target]())):
            if each is None:
                continue
            compiler = cores.zig(each) if each == target else (cores.system_compiler() or cores.zig())
            assert compiler is not None
            system = cores.TARGETS[each][1]
            folder = scratch / each
            cores.build(folder, compiler, system)
            checker = folder / ("cores_check.exe" if system == "win32" else "cores_check")
            make_program(compiler, system, checker)
            started = time.monotonic()
            runs[each] = answers([*run, str(checker)], folder, asked, scratch)
            print(f"{each}: built with {compiler.name}, answered in {time.monotonic() - started:.1f} s", flush=True)
    failed = 0
    for index, question in enumerate(asked):
        got = {each: found[index] for each, found in runs.items()}
        right = bool(got) and all(len(lines) == question.line.count("\n") + 1 and question.right(lines)
                                  for lines in got.values())
        same = len({tuple(lines) for lines in got.values()}) == 1
        failed += not (right and same)
        said = "; ".join(f"{each} {_say(lines)}" for each, lines in got.items())
        print(f"{'ok  ' if right and same else 'FAIL'} {question.title}: {said} (expected {question.expected})")
    print(f"{name}: " + ("all agree" if not failed else f"{failed} of {len(asked)} checks failed"))
    return 1 if failed else 0


def _say(lines: list[str]) -> str:
    return lines[0] if len(lines) == 1 else f"{len(lines)} answers, {sum(int(line.split()[0]) for line in lines)} rulers"


def make_program(compiler: cores.Compiler, system: str, checker: Path) -> None:
    """The checker built as a program (the compiler's shared-library build without -shared)."""
    source = Path(__file__).with_name("cores_check.c")
    if compiler.name.startswith("zig"):
        triple = compiler.name.split("(")[1].rstrip(")")
        command = [sys.executable, "-m", "ziglang", "cc", "-O2", "-target", triple]
    else:
        command = compiler.name.split()
    libraries = [] if system == "win32" else ["-ldl"]
    done = subprocess.run([*command, "-o", str(checker), str(source), *libraries], capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"the checker did not build: {done.stderr}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Check the cores of other systems, built here with zig.")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("wine-check", help="the Windows cores under Wine, answering known questions")
    commands.add_parser("arm64-check", help="the Linux arm64 cores under qemu-user, answering known questions")
    args = parser.parse_args(argv)
    return emulated_check("windows-x86_64" if args.command == "wine-check" else "linux-aarch64", args.command)


if __name__ == "__main__":
    sys.exit(main())
