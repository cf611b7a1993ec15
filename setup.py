"""Packaging layout (the rest is in pyproject.toml): the repository's ``engine/``, ``games/`` and
``assets/`` are installed inside one package, ``arsac_arcade``, so they cannot clash with another
distribution's top-level ``engine`` (see arsac_arcade/__init__.py).

The compiled cores (Kalah's search, games/kalah/_kalahc.c; the puzzles' searches, games/shared/_searchc.c;
the pentominoes', games/pentominoes/_pentoc.c) are plain C libraries, not Python extensions: ``build_cores``
builds them with packaging/cores.py, with the machine's C compiler or zig's (which the build backend,
packaging/cores_backend.py, asks for only where there is no compiler), into the package's
``games/shared/compiled/`` (in place for an editable install).  Should neither build, the install goes on
and the program uses its pure Python code.  The wheel is tagged for the system (the libraries are its own)
but for any Python 3 (they do not depend on Python's version).

The long description is README.md as an index (PyPI) can show it: there a relative path (``docs/menu.png``,
``docs/playing.md``) leads nowhere, so it is made absolute under the ``Pictures`` address of ``[project.urls]``
when the project has one; otherwise a picture gives way to its caption, and a link to its text with the path
in the source beside it."""
import re
import sys
from pathlib import Path

from setuptools import Command, find_namespace_packages, setup
from setuptools.dist import Distribution

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "packaging"))  # packaging/cores.py (the build backend has it on its path already)
RELATIVE_PICTURE = re.compile(r"!\[([^\]]*)\]\((?![a-z]+://)([^)\s]+)\)")
RELATIVE_LINK = re.compile(r"(?<!!)\[([^\]]*)\]\((?![a-z]+:)([^)\s#]+)(#[^)\s]*)?\)")
PICTURES_URL = re.compile(r'^Pictures\s*=\s*"([^"]+)"', re.MULTILINE)



def published_readme(readme: str, pyproject: str) -> str:
    """``readme`` with every relative picture and link made absolute (or, with no address, a picture replaced by
    its caption and a link by its text and path)."""
    address = PICTURES_URL.search(pyproject)
    if address:
        base = address.group(1).rstrip("/")
        readme = RELATIVE_PICTURE.sub(lambda m: f"![{m.group(1)}]({base}/{m.group(2)})", readme)
        return RELATIVE_LINK.sub(lambda m: f"[{m.group(1)}]({base}/{m.group(2)}{m.group(3) or ''})", readme)
    readme = RELATIVE_PICTURE.sub(lambda m: f"*{m.group(1)}*" if m.group(1) else "", readme)
    return RELATIVE_LINK.sub(lambda m: f"{m.group(1)} (`{m.group(2)}`)", readme)


def commands() -> dict:
    """The build's own commands: ``build_cores`` run by ``build``, and wheels tagged for the system.  (Made only
    for a build: setuptools' ``bdist_wheel`` is in its build environment, not always beside the tests.)"""
    from setuptools.command.bdist_wheel import bdist_wheel
    from setuptools.command.build import build

    class BuildCores(Command):
        """Build the compiled cores into the package (``editable_mode``: into the source tree)."""

        description = "build the compiled cores (plain C libraries)"
        user_options: list = []
        editable_mode = False

        def initialize_options(self) -> None:
            self.build_lib = None

        def finalize_options(self) -> None:
            self.set_undefined_options("build", ("build_lib", "build_lib"))
            self.made: list[Path] = []

        def out(self) -> Path:
            return HERE / "games" / "shared" / "compiled" if self.editable_mode else \
                Path(self.build_lib) / "arsac_arcade" / "games" / "shared" / "compiled"

        def run(self) -> None:
            import cores

            self.made = cores.build_for_install(self.out(), lambda text: print(f"arsac-arcade: {text}", file=sys.stderr))

        def get_outputs(self) -> list[str]:  # the libraries and their manifest (engine/files/integrity.py)
            return [str(path) for path in self.made] + ([str(self.out() / "manifest.json")] if self.made else [])

        def get_output_mapping(self) -> dict[str, str]:
            return {}

    class BuildWithCores(build):
        sub_commands = [*build.sub_commands, ("build_cores", None)]


    class SystemWheel(bdist_wheel):
        """A wheel for this system's libraries, for any Python 3: py3-none-<platform>."""

        def get_tag(self) -> tuple[str, str, str]:
            return "py3", "none", super().get_tag()[2]

    return {"build": BuildWithCores, "build_cores": BuildCores, "bdist_wheel": SystemWheel}


class SystemDistribution(Distribution):
    """A distribution with files of its system (the compiled cores): installed as platform files, its wheel
    tagged for the platform (``SystemWheel``)."""

    def has_ext_modules(self) -> bool:
        return True


PARTS = ("engine", "games", "assets")
FOUND = [name for name in find_namespace_packages(include=[f"{part}*" for part in PARTS])
         if "__pycache__" not in name]

if __name__ == "__main__":  # setuptools runs this file as __main__; tests import published_readme
    setup(
        long_description=published_readme((HERE / "README.md").read_text(encoding="utf-8"),
                                          (HERE / "pyproject.toml").read_text(encoding="utf-8")),
        long_description_content_type="text/markdown",
        packages=["arsac_arcade", *(f"arsac_arcade.{name}" for name in FOUND)],
        package_dir={"arsac_arcade": "arsac_arcade", **{f"arsac_arcade.{part}": part for part in PARTS}},
        cmdclass=commands(),
        distclass=SystemDistribution,
    )
