"""Packaging layout (the rest is in pyproject.toml): the repository's ``engine/``, ``games/`` and
``assets/`` are installed inside one package, ``arsac_arcade``, so they cannot clash with another
distribution's top-level ``engine`` (see arsac_arcade/__init__.py).

Kalah's compiled search core and the puzzles' compiled searches (games/shared/_searchc.c: the fast
path of the rulers, covering queens and n queens; games/pentominoes/_pentoc.c: the pentomino
rectangles') are *optional* extensions: built when the machine has a C compiler, skipped (with a
warning) when not; the program then uses its pure Python code.

The long description is README.md as an index (PyPI) can show it: there a relative path (``docs/menu.png``,
``docs/playing.md``) leads nowhere, so it is made absolute under the ``Pictures`` address of ``[project.urls]``
when the project has one; otherwise a picture gives way to its caption, and a link to its text with the path
in the source beside it."""
import re
from pathlib import Path

from setuptools import Extension, find_namespace_packages, setup

HERE = Path(__file__).resolve().parent
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
        ext_modules=[Extension("arsac_arcade.games.kalah._kalahc", ["games/kalah/_kalahc.c"], optional=True),
                     Extension("arsac_arcade.games.shared._searchc", ["games/shared/_searchc.c"], optional=True),
                     Extension("arsac_arcade.games.pentominoes._pentoc", ["games/pentominoes/_pentoc.c"], optional=True)],
    )
