"""Fixtures of Kalah's tests: the exact reference (tests/kalah/exact_reference.py), one solver process a capture rule
for a module, its table kept from question to question."""
import pytest

from tests.kalah.exact_reference import ExactKalah, compile_solver


@pytest.fixture(scope="module")
def exact(tmp_path_factory):
    """The reference of each capture rule, started on first need, one solver process each for the module."""
    program = compile_solver(tmp_path_factory.mktemp("exact"))
    if program is None:
        pytest.skip("no C compiler (cc) to build the exact reference")
    made: dict[str, ExactKalah] = {}

    def reference(capture: str) -> ExactKalah:
        if capture not in made:  # (setdefault would start a process at every call)
            made[capture] = ExactKalah(program, capture)
        return made[capture]

    yield reference
    for each in made.values():
        each.close()
