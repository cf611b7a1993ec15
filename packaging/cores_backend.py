"""The build backend: setuptools', asking for zig's C compiler only where the machine has no working one.

pyproject.toml names it (``backend-path = ["packaging"]``).  Everything is setuptools' own but the two
questions of what a build needs: a machine with a C compiler needs nothing more; one without (most Windows
and macOS desktops) gets the ``ziglang`` package, a complete C compiler, for the build only (it is not
installed with the arcade).  setup.py then builds the compiled cores with packaging/cores.py.
"""
from __future__ import annotations

import cores
from setuptools import build_meta
from setuptools.build_meta import *  # noqa: F401,F403 - the rest of the backend, as setuptools has it


def get_requires_for_build_wheel(config_settings=None):  # noqa: ANN001, ANN201 - PEP 517's hook
    return build_meta.get_requires_for_build_wheel(config_settings) + cores.build_requirements()


def get_requires_for_build_editable(config_settings=None):  # noqa: ANN001, ANN201 - PEP 660's hook
    return build_meta.get_requires_for_build_editable(config_settings) + cores.build_requirements()
