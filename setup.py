"""Packaging layout (the rest is in pyproject.toml): the repository's ``engine/``, ``games/`` and
``assets/`` are installed inside one package, ``arsac_arcade``, so they cannot clash with another
distribution's top-level ``engine`` (see arsac_arcade/__init__.py).

Kalah's compiled search core is an *optional* extension: built when the machine has a C
compiler, skipped (with a warning) when not; the program then uses its pure Python core."""
from setuptools import Extension, find_namespace_packages, setup

PARTS = ("engine", "games", "assets")
FOUND = [name for name in find_namespace_packages(include=[f"{part}*" for part in PARTS])
         if "__pycache__" not in name]

setup(
    packages=["arsac_arcade", *(f"arsac_arcade.{name}" for name in FOUND)],
    package_dir={"arsac_arcade": "arsac_arcade", **{f"arsac_arcade.{part}": part for part in PARTS}},
    ext_modules=[Extension("arsac_arcade.games.kalah._kalahc", ["games/kalah/_kalahc.c"], optional=True)],
)
