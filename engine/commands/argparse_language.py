"""argparse's own texts ("usage:", "options", its error lines) in the arcade's language.

argparse translates its texts with the standard library's ``gettext`` (its module globals ``_`` and
``ngettext``), in the default domain, whose language comes from the environment, not from the arcade's
choice.  ``speak_through_argparse`` points those two names at the arcade's translation functions, which
read the active language at each call; the texts below are argparse's, listed here so the extractor puts
them in the arcade's catalogs (the ones a user of this command line can meet, on Python 3.10 to 3.15).
One it does not translate on every Python is given its translation here: a section heading's colon
(``TranslatedHelpFormatter``).  (The ``--version`` option brings its own help, engine/commands/cli.py.)
"""
from __future__ import annotations

import argparse

from engine.language.translation import N_, _, ngettext

ARGPARSE_TEXTS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("%(heading)s:"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("ignored explicit argument %r"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
)


# Python 3.13 and later write a heading's colon through their catalog ("%(heading)s:", French "%(heading)s\u00a0:");
# before, argparse adds a bare ":" to the heading itself.  (Read from argparse's code: an argparse laid out
# otherwise is taken to translate the colon itself, and the headings are left to it.)
_FORMAT_SECTION = getattr(getattr(argparse.HelpFormatter, "_Section", None), "format_help", None)
COLON_THROUGH_CATALOG = "%(heading)s:" in getattr(getattr(_FORMAT_SECTION, "__code__", None), "co_consts", ("%(heading)s:",))


class TranslatedHelpFormatter(argparse.HelpFormatter):
    """argparse's help formatter, whose section headings end as the language writes it ("options\u00a0:" in
    French) on every Python: before 3.13 the heading is given the translated form less the colon argparse adds."""

    def start_section(self, heading: str | None) -> None:
        if heading and not COLON_THROUGH_CATALOG:
            heading = (_("%(heading)s:") % {"heading": heading}).removesuffix(":")
        super().start_section(heading)


def speak_through_argparse() -> None:
    """Make argparse write its texts in the arcade's active language from now on."""
    setattr(argparse, "_", _)  # noqa: B010 (module globals argparse reads at each call)
    setattr(argparse, "ngettext", ngettext)  # noqa: B010
