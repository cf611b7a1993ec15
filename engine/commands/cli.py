"""The command line (spec/cli.md): open the menu, play, watch, solve, analyse, demo, shortcuts, about.

Sub-commands that take an entry id are parsed in two steps: first the id, then the
entry's own options (declared once in its modules), so ``play match-nim --help`` lists
that game's options.  A user's mistake prints one line on standard error and exits
with status 2; the program's own failures exit with 1.  Headless commands use only the
pure layer and never import pygame.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from engine.commands import exercise_list  # noqa: E402
from engine.commands.argparse_language import TranslatedHelpFormatter, speak_through_argparse  # noqa: E402
from engine.duels.basics import HOTSEAT, MODES, PERFECT, Setup, level_text  # noqa: E402
from engine.entries import registry, runs_on  # noqa: E402
from engine.entries.options import BoolOption, ChoiceOption, IntOption, flag, seconds_argument  # noqa: E402
from engine.entries.registry import DUEL, PUZZLE, EntrySpec, UnknownEntryError  # noqa: E402
from engine.language.translation import LANGUAGES, N_, _, capitalized, ngettext  # noqa: E402

PROG = "arsac-arcade"
SCREENSHOT_RUN = 24.0  # demo --screenshot: the longest run before the picture, in seconds
EXERCISES = "exercises"  # the training's exercises, listed or checked (engine/commands/exercise_list.py)
FORMER_EXERCISES = "puzzles"  # its name before the training was named apart from the book's puzzles: it still works
ENTRY_COMMANDS = {
    "play": (DUEL, N_("open a duel directly")),
    "watch": (PUZZLE, N_("open a puzzle's animation directly")),
    "solve": (PUZZLE, N_("headless: solve a puzzle and print the solution or the count")),
    "analyse": (None, N_("headless: the computer's best move in a position")),
}


class UsageError(Exception):
    """A user's mistake on the command line: one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    """argparse that reports a mistake in one line (no usage dump) and exits with 2, its help's headings
    written as the language writes them."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("formatter_class", TranslatedHelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(_("{message} (see '{prog} --help')").format(message=message, prog=self.prog))


class VersionAction(argparse.Action):
    """``--version``: the version, then which cores run compiled (looked up only when asked)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        print(f"{PROG} {runs_on.version()}\n{runs_on.cores_in_words(runs_on.facts()['compiled'])}")
        parser.exit()


def _fail(message: str, status: int) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return status


# --- parsers --------------------------------------------------------------------------------------
def _top_parser() -> Parser:
    parser = Parser(prog=PROG, usage=_("{prog} [options] [COMMAND ...]  or  {prog} FILE.klh").format(prog=PROG),
                    description=_("Arsac Arcade: classic games and puzzles. With no command, opens the menu; "
                                  "with a game record (FILE.klh), opens it in its game."))
    parser.add_argument("--version", action=VersionAction,
                        help=_("show the version and which cores run compiled (else in pure Python, slower), and exit"))
    parser.add_argument("--language", choices=LANGUAGES, help=_("the language of this run (en, fr, ru; default: the "
                        "one chosen in Options, else the system's); may be given before any command"))
    parser.add_argument("--install-shortcut", action="store_true", help=_("install a desktop launcher and exit"))
    parser.add_argument("--uninstall-shortcut", action="store_true", help=_("remove the desktop launcher and exit"))
    parser.add_argument("--screenshot", type=Path, metavar="FILE.png",
                        help=_("open the menu, save a frame to FILE.png, exit"))
    parser.add_argument("--seconds", type=seconds_argument(3600), default=1.0,
                        help=_("with --screenshot: seconds to run first"))
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for name, (_kind, text) in ENTRY_COMMANDS.items():
        commands.add_parser(name, help=_("{text} ('{prog} {name} --help' for more)").format(
            text=_(text), prog=PROG, name=name), add_help=False)
    replay = commands.add_parser("replay", help=_("headless: replay a game record and print every position"),
                                 description=_("Replay a game record (a Kalah .klh file) and print every position."))
    replay.add_argument("file", type=Path, help=_("the record"))
    _add_json_argument(replay)
    demo = commands.add_parser("demo", help=_("attract mode: entries play themselves"),
                               description=_("Attract mode: each entry plays itself for S seconds."))
    demo.add_argument("ids", nargs="*", metavar="ID", help=_("entries to show (default: all)"))
    demo.add_argument("--seconds", type=seconds_argument(3600), default=20.0, help=_("seconds per entry (default 20)"))
    demo.add_argument("--screenshot", type=Path, metavar="FILE.png",
                      help=_("save the last frame to FILE.png and exit (the run is kept under {seconds} s)").format(
                          seconds=f"{SCREENSHOT_RUN:.0f}"))
    saved = commands.add_parser("saved", help=_("headless: list the games kept for Resume, or forget one"),
                                description=_("List the games in progress kept for Resume (every move is kept as it "
                                              "is made), or forget one."))
    _add_json_argument(saved)
    saved.add_argument("--forget", metavar="ID", help=_("forget the game kept for this entry"))
    about = commands.add_parser("about", help=_("headless: the version, Python's and pygame-ce's, and which cores "
                                                "run compiled"),
                                description=_("What the arcade runs on: its version, Python's and pygame-ce's, and "
                                              "which of its optional cores run compiled (else in pure Python, "
                                              "slower): Kalah's, the puzzles' searches, the pentominoes'; and the "
                                              "tables in the cache, ready or being built and how far."))
    about.add_argument("--check", action="store_true",
                       help=_("check every file of the install against its manifest: each damaged or missing one, what "
                              "it costs and the command that mends it; exits with 1 if any"))
    _add_json_argument(about)
    exercises = commands.add_parser(EXERCISES, aliases=[FORMER_EXERCISES],
                                    help=_("headless: list the training's exercises from perfect play, or check an "
                                           "answer"),
                                    description=_("The training's exercises from perfect play shipped with the arcade: "
                                                  "each a position of a duel where exactly one whole turn keeps the win "
                                                  "(or the value).  '{former}' is another name of this command.").format(
                                        former=FORMER_EXERCISES))
    exercise_list.add_arguments(exercises)
    return parser


def _add_json_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help=_("print one JSON object on standard output"))


def local_time() -> str:
    """Now, as the saved games are stamped: ISO 8601 with the local offset, to the second."""
    from datetime import datetime

    return datetime.now().astimezone().isoformat(timespec="seconds")


def _saved(as_json: bool, forget: str | None) -> int:
    """``saved``: the games kept for Resume (a game another window displaced is marked "earlier"), or forget one."""
    from engine.files import paths
    from engine.files.saved_games import DUELS, ROUNDS, SavedDuel, SavedGameBook

    book = SavedGameBook.open(paths.saved_games_file(), now=local_time)
    if forget is not None:
        kept = {entry for entry, _, _ in book.value.listing()}
        if forget not in kept:
            raise UsageError(_("no game is kept for {entry!r}").format(entry=forget)
                             + (_(" (kept: {entries})").format(entries=", ".join(sorted(kept))) if kept else ""))
        part = DUELS if book.duel(forget) is not None else ROUNDS
        book.adopt(part, forget)  # the player names it: it is theirs to forget
        book.keep(part, forget, None)
        if book.path is None:
            return _fail(book.notice or _("could not forget the game"), 1)
        left = [game for entry, game, _earlier in book.value.listing() if entry == forget]
        print(_("Forgot the game kept for {entry}.").format(entry=forget)
              + (" " + _("Its earlier game is offered now.") if left else ""))
        return 0
    games = []
    for entry, game, earlier in book.value.listing():
        if isinstance(game, SavedDuel):
            row = {"entry": entry, "kind": "duel", "mode": game.mode, "level": game.level, "moves": len(game.moves)}
        else:
            row = {"entry": entry, "kind": "round", "mode": "play", "level": None, "moves": len(game.steps)}
        games.append({**row, "saved": game.saved or None, "earlier": earlier})
    if book.notice:
        print(f"{PROG}: {book.notice}", file=sys.stderr)
    if as_json:
        print(json.dumps({"games": games}))
        return 0
    width = max((len(_saved_who(game)) for game in games), default=0)
    print("\n".join(_saved_line(game, width) for game in games) if games else _("No game is kept."))
    return 0


def _saved_who(game: dict) -> str:
    """Who plays a kept game, as the listing says it: "human-computer, level Perfect", or "a round"."""
    if game["kind"] != "duel":
        return _("a round")
    return _("{mode}, level {level}").format(mode=game["mode"], level=level_text(game["level"]))


def _saved_line(game: dict, who_width: int) -> str:
    count = game["moves"]
    what = (ngettext("move", "moves", count) if game["kind"] == "duel" else ngettext("step", "steps", count))
    when = _("saved {time}").format(time=game["saved"]) if game["saved"] else _("saved at an unknown time")
    return (f"{game['entry']:<14} {_saved_who(game):<{who_width}} {count:>4} {what:<6} {when}"
            + ("  " + _("(earlier: offered once the other is over)") if game["earlier"] else ""))


def _about(as_json: bool, now: Callable[[], float] = time.time) -> int:
    """``about``: what the arcade runs on (``runs_on.facts()``), and the tables in the cache ready or being built
    (``engine.files.builds``), as JSON or in words."""
    from engine.files import builds
    from engine.files.paths import cache_dir

    found, cached, at = runs_on.facts(), builds.status(cache_dir()), now()
    if as_json:
        print(json.dumps({**found, "builds": builds.as_json(cached, at)}))
    else:
        print("\n".join(text for text in (runs_on.in_words(found), builds.in_words(cached, at)) if text))
    return 0


def _check(as_json: bool) -> int:
    """``about --check``: every file of the install against its manifest; 1 when one is damaged or missing."""
    from engine.files import own_files

    found = own_files.check()
    if as_json:
        files = [{"file": str(f.path), "state": f.state, "cost": own_files.cost(f.path), "mend": own_files.mend(f.path)}
                 for f in found]
        print(json.dumps({"intact": not found, "files": files}))
    else:
        print(own_files.in_words(found))
    return 1 if found else 0


def _exercises(args: argparse.Namespace) -> int:
    """``exercises`` (or its former name ``puzzles``): the shipped exercises listed (``--mine``: your own), or
    ``--check ID ANSWER`` (0 right, 1 wrong).  The JSON list is named as the command was (``{"puzzles": [...]}``
    under the former name), so the scripts written for it go on reading it."""
    try:
        if args.check is not None:
            right, text, data = exercise_list.checked(args.check)
            print(json.dumps(data) if args.json else text)
            return 0 if right else 1
        if args.mine:
            text, listed, notice = exercise_list.own_listing(args.game)
            if notice:
                print(f"{PROG}: {notice}", file=sys.stderr)
        else:
            text, listed = exercise_list.listing(args.game, args.stones)
    except ValueError as error:
        raise UsageError(str(error)) from None
    if args.command == FORMER_EXERCISES:
        listed = {FORMER_EXERCISES: listed[EXERCISES]}
    print(json.dumps(listed) if args.json else text)
    return 0


def _tell_refused() -> None:
    """One line on standard error for each of the arcade's own files it refused to load in this run (damaged or
    missing), and each source of entries it left out, not said already (the menu says them in the window)."""
    from engine.files import integrity, own_files

    for path, state in integrity.untold():
        print(f"{PROG}: {own_files.said(path, state)}", file=sys.stderr)
    for left_out in registry.untold():
        print(f"{PROG}: {left_out}", file=sys.stderr)


def _ranged_int(low: int, high: int):
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(_("not a whole number: {text!r}").format(text=text)) from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(_("must be from {low} to {high}, not {value}").format(
                low=low, high=high, value=value))
        return value
    return parse


def _level(text: str) -> int:
    """A computer level: 1 to 5, or ``perfect`` (where the entry offers it: checked with its options)."""
    if text.strip().lower() == "perfect":
        return PERFECT
    return _ranged_int(1, 5)(text)


def _entry(entry_id: str, kind: str | None, command: str) -> EntrySpec:
    try:
        spec = registry.get(entry_id)
    except UnknownEntryError as error:
        raise UsageError(str(error)) from None
    if kind is not None and spec.kind != kind:
        other = "play" if spec.kind == DUEL else "watch"
        raise UsageError((_("{entry} is a duel: use '{command} {entry}'") if spec.kind == DUEL
                          else _("{entry} is a puzzle: use '{command} {entry}'")).format(entry=entry_id, command=other))
    return spec


def _play_parser(spec: EntrySpec) -> Parser:
    parser = Parser(prog=f"{PROG} play {spec.id}", description=_("Play {title}.").format(title=_(spec.title)))
    parser.add_argument("--mode", choices=MODES, default=MODES[0], help=_("who plays (default human-computer)"))
    parser.add_argument("--first", type=_ranged_int(1, 2), default=1,
                        help=_("1: you (or player 1) move first; 2: the other side (default 1)"))
    parser.add_argument("--level", type=_level, default=None,
                        help=_("computer level 1-5, or perfect (where the options allow it)") if spec.perfect
                        else _("computer level 1-5"))
    parser.add_argument("--seed", type=int, default=None, help=_("seed for the random deal and the computer"))
    names = spec.side_names
    if names:
        parser.add_argument("--side", choices=[n.lower() for n in names], default=names[0].lower(),
                            help=_("against the computer, the side you play"))
    _add_options(parser, spec.part("rules").OPTIONS)
    return parser


def _add_options(parser: argparse.ArgumentParser, options) -> None:
    """The ``--flags`` of an entry's declared options (the setup panel reads the same list)."""
    for option in options:
        if isinstance(option, BoolOption):
            # on by default: --no-FLAG turns it off (a plain store_true would turn it off when left out)
            action = argparse.BooleanOptionalAction if option.default else "store_true"
            parser.add_argument(flag(option), dest=option.name, action=action, default=option.default,
                                help=_(option.help))
        elif isinstance(option, IntOption):
            parser.add_argument(flag(option), dest=option.name, type=_ranged_int(option.low, option.high),
                                default=option.default, help=_("{help} ({low}-{high}, default {default})").format(
                                    help=_(option.help), low=option.low, high=option.high, default=option.default))
        elif isinstance(option, ChoiceOption):
            parser.add_argument(flag(option), dest=option.name, choices=[value for value, _label in option.choices],
                                default=option.default, help=_("{help} (default {default})").format(
                                    help=_(option.help), default=option.default))
        else:
            parser.add_argument(flag(option), dest=option.name, default=option.default, help=_(option.help))


def _entry_command_parser(spec: EntrySpec, command: str) -> tuple[Parser, object]:
    """The parser of ``analyse``/``solve`` for an entry, from its cli module's ``add_<command>_arguments``."""
    cli = spec.module("cli")
    add = getattr(cli, f"add_{command}_arguments", None) if cli else None
    if add is None:
        raise UsageError(_("{entry} has no '{command}' command").format(entry=spec.id, command=command))
    described = (_("Solve {title} without a window.") if command == "solve"
                 else _("The computer's analysis of a position of {title}."))
    parser = Parser(prog=f"{PROG} {command} {spec.id}", description=described.format(title=_(spec.title)))
    add(parser)
    _add_json_argument(parser)
    return parser, cli


# --- commands -------------------------------------------------------------------------------------
def _warn(caveat: str) -> None:
    """A warning before a command goes on (on standard error, so that ``--json`` stays one object)."""
    if caveat:
        print(f"{PROG}: {caveat}", file=sys.stderr)


def _headless(spec: EntrySpec, command: str, rest: Sequence[str]) -> int:
    """``solve``/``analyse``: the entry's cli module answers (its ``<command>_caveat(args)``, where it has one,
    says first what to know of the run on this install, as Kalah's proofs without its compiled core)."""
    parser, cli = _entry_command_parser(spec, command)
    args = parser.parse_args(rest)
    caveat = getattr(cli, f"{command}_caveat", None)
    said = caveat(args) if caveat else ""
    _warn(_(said) if said else "")  # (gettext translates "" into the catalog's header)
    try:
        text, data = getattr(cli, command)(args)
    except ValueError as error:
        raise UsageError(str(error)) from None
    print(json.dumps(data) if args.json else text)
    return 0


def _open_window(first_scene_factory, seconds=None, screenshot=None) -> int:
    """Start the app with the menu under ``first_scene_factory()`` (or the menu alone)."""
    from engine.commands import pygame_edition

    wrong = pygame_edition.problem()
    if wrong is not None:
        return _fail(wrong, 1)
    import time

    import pygame

    from engine.desktop.app import INVISIBLE_DRIVERS, App, displays
    from engine.desktop.placement import place
    from engine.files import memory as memory_io
    from engine.files import paths
    from engine.files import settings as settings_io
    from engine.files.exercise_tries import ExerciseBook
    from engine.files.lock import tidy
    from engine.files.own_exercises import OwnExerciseBook
    from engine.files.records import RecordBook
    from engine.files.saved_games import SavedGameBook
    from engine.scenes.menu import MenuScene

    no_window = _("cannot open a window ({}). Is there a display? The headless commands "
                  "(solve, analyse, replay, demo --screenshot) work without one.")
    try:
        pygame.display.init()
    except pygame.error as error:
        return _fail(no_window.format(error), 1)
    driver = pygame.display.get_driver()
    if driver in INVISIBLE_DRIVERS and not os.environ.get("SDL_VIDEODRIVER") and screenshot is None:
        # SDL found no display and fell back to drawing nowhere: the arcade would run unseen for ever
        pygame.display.quit()
        return _fail(no_window.format(_("no display found; SDL could only offer its {driver!r} driver").format(
            driver=driver)), 1)
    path = paths.settings_file()
    if screenshot is None:  # settings and memory are written rarely: a killed write's leftovers go at start
        for kept in (path, paths.memory_file()):
            tidy(kept)
    loaded = settings_io.load(path)
    # a screenshot is made at the usual size and leaves nothing behind; a person's session is remembered
    remembered = memory_io.load(paths.memory_file()) if screenshot is None else memory_io.Memory()
    placed = place(displays(), remembered.window_size, remembered.window_position)  # on the screen it opens on
    if placed.position is not None and "SDL_VIDEO_WINDOW_POS" not in os.environ:
        os.environ["SDL_VIDEO_WINDOW_POS"] = "{},{}".format(*placed.position)
    records = RecordBook.open(paths.records_file())
    saved = SavedGameBook.open(paths.saved_games_file(), now=local_time) if screenshot is None else SavedGameBook()
    tries = ExerciseBook.open(paths.exercise_tries_file(), time.time) if screenshot is None else ExerciseBook(time.time)
    own = OwnExerciseBook.open(paths.own_exercises_file(), time.time) if screenshot is None else OwnExerciseBook(time.time)
    notice = " ".join(n for n in (loaded.notice, records.notice, saved.notice, tries.notice, own.notice) if n) or None
    try:
        app = App(loaded.settings, path if loaded.can_save else None, notice,
                  size=placed.size, memory=remembered,
                  memory_path=paths.memory_file() if loaded.can_save and screenshot is None else None,
                  records=records, saved=saved, exercise_tries=tries, own_exercises=own)
    except pygame.error as error:
        return _fail(no_window.format(error), 1)
    app.stack.push(MenuScene())
    app.stack.apply()
    first = first_scene_factory() if first_scene_factory else None
    app.run(first or _Nothing(), seconds=seconds, screenshot=screenshot)
    return 0


def _Nothing():
    """A scene that closes at once, uncovering the menu (used when only the menu is wanted)."""
    from engine.desktop.scene import Scene

    class Nothing(Scene):
        def enter(self) -> None:
            self.close()

    return Nothing()


def _play(spec: EntrySpec, rest: Sequence[str]) -> int:
    args = _play_parser(spec).parse_args(rest)
    rules = spec.part("rules")
    values = {o.name: getattr(args, o.name) for o in rules.OPTIONS}
    try:
        rules.make_params(values)
    except ValueError as error:
        raise UsageError(str(error)) from None
    if args.level == PERFECT and not spec.offers_perfect(values):
        raise UsageError(_("{entry} offers the level perfect only with some options (see --help and the README)").format(
            entry=spec.id))
    if args.level == PERFECT and args.mode != HOTSEAT:
        _warn(spec.perfect_caveat_here())

    def scene():
        from engine.files import paths
        from engine.files import settings as settings_io

        level = args.level or settings_io.load(paths.settings_file()).settings.computer_level
        names = spec.side_names
        side = [n.lower() for n in names].index(args.side) if names else 0
        fixed = spec.first_mover
        setup = Setup(args.mode, args.first - 1 if fixed is None else fixed, level, side, names)
        return spec.scene_class()(spec, setup=setup, values=values, seed=args.seed)

    return _open_window(scene)


def _watch(spec: EntrySpec, rest: Sequence[str]) -> int:
    solver = spec.part("solver")
    parser = Parser(prog=f"{PROG} watch {spec.id}", description=_("Watch the solver of {title}.").format(title=_(spec.title)))
    _add_options(parser, solver.OPTIONS)
    args = parser.parse_args(rest)
    values = {o.name: getattr(args, o.name) for o in solver.OPTIONS}
    try:
        solver.make_params(values)
    except ValueError as error:
        raise UsageError(str(error)) from None
    return _open_window(lambda: spec.scene_class()(spec, values=values, start=True))


def _check_screenshot(path: Path) -> None:
    if path.suffix.lower() not in (".png", ".bmp", ".tga", ".jpg", ".jpeg"):
        raise UsageError(_("the screenshot must be a .png file, not {name}").format(name=path.name))
    if path.is_dir():
        raise UsageError(_("the screenshot would replace a folder: {path}").format(path=path))
    folder = path.resolve().parent
    if not folder.is_dir():
        raise UsageError(_("no such folder for the screenshot: {path}").format(path=path.parent))
    if not os.access(folder, os.W_OK):
        raise UsageError(_("cannot write in the folder of the screenshot: {path}").format(path=path.parent))


def _demo(ids: Sequence[str], seconds: float, screenshot: Path | None) -> int:
    specs = [_entry(i, None, "demo") for i in ids] or registry.entries()
    if not specs:
        raise UsageError(_("no entries to show"))
    if screenshot is not None:
        _check_screenshot(screenshot)
    total = None
    if screenshot is not None:  # a picture: the whole run fits in SCREENSHOT_RUN seconds
        seconds = min(seconds, SCREENSHOT_RUN / len(specs))
        total = seconds * len(specs)
    def attract():
        from engine.scenes.attract import AttractScene

        return AttractScene(specs, seconds)

    return _open_window(attract, seconds=total, screenshot=screenshot)


def _find_record(path: Path) -> Path:
    """``path``, or for a bare name not found here (``lastgame.klh``) the one in the arcade's data folder,
    where games are recorded; ``UsageError`` saying where it looked when neither exists."""
    from engine.files import paths

    if path.exists():
        return path
    saved = paths.data_dir() / path.name
    if path.parent == Path(".") and saved.exists():
        return saved
    if path.parent == Path("."):
        looked = _("{path}: no such file (looked in {folder} nor in the arcade's data folder, {data})")
    else:
        looked = _("{path}: no such file (looked in {folder})")
    raise UsageError(looked.format(path=path, folder=Path.cwd(), data=paths.data_dir()))


def _replay(path: Path, as_json: bool) -> int:
    """Replay a record with the entry whose command line reads that kind of file."""
    reader = registry.reader_of(path.suffix)
    if reader is None:
        raise UsageError(_("no entry reads '{kind}' records (Kalah records end in .klh)").format(
            kind=path.suffix or path.name))
    path = _find_record(path)
    try:
        text, data = reader.part("cli").replay(path)
    except ValueError as error:
        raise UsageError(str(error)) from None
    print(json.dumps(data) if as_json else text, end="" if not as_json and text.endswith("\n") else "\n")
    return 0


def _is_file_argument(argv: Sequence[str]) -> bool:
    """``arsac-arcade FILE``: one argument that is no option and no command, and looks like a file
    (it exists, or has a suffix or a folder in it), as a file manager's double-click passes it."""
    if len(argv) != 1 or argv[0].startswith("-") or argv[0] in (*ENTRY_COMMANDS, "replay", "demo", "saved", "about",
                                                                   EXERCISES, FORMER_EXERCISES):
        return False
    path = Path(argv[0])
    return path.exists() or bool(path.suffix) or len(path.parts) > 1


def _open_file(path: Path) -> int:
    """Open the window with ``path`` read over the menu: its game, or a dialog saying why not."""
    from engine.scenes.open_file import OpenFileScene

    return _open_window(lambda: OpenFileScene(path))


def _shortcut(install: bool) -> int:
    from engine.files import shortcut

    done, message = shortcut.install() if install else shortcut.uninstall()
    print(message, file=sys.stdout if done else sys.stderr)
    return 0 if done else 1


def _command_help(command: str) -> str:
    kind, text = ENTRY_COMMANDS[command]
    ids = [s.id for s in registry.entries() if kind is None or s.kind == kind]
    if command in ("analyse", "solve"):
        ids = [i for i in ids if hasattr(registry.get(i).module("cli"), f"add_{command}_arguments")]
    return "\n".join((
        _("usage: ") + f"{PROG} {command} ID [options]\n",
        capitalized(_(text)) + ".",
        _("Entries: {ids}.").format(ids=", ".join(ids)) if ids else _("No entries yet."),
        _("'{prog} {command} ID --help' lists the entry's options.").format(prog=PROG, command=command)))


def _entry_command(command: str, rest: list[str]) -> int:
    if not rest or rest[0] in ("-h", "--help"):
        if not rest:
            raise UsageError(_("{command} needs an entry id (see '{prog} {command} --help')").format(
                command=command, prog=PROG))
        print(_command_help(command))
        return 0
    spec = _entry(rest[0], ENTRY_COMMANDS[command][0], command)
    if command == "play":
        return _play(spec, rest[1:])
    if command == "watch":
        return _watch(spec, rest[1:])
    return _headless(spec, command, rest[1:])


def take_language(argv: list[str]) -> tuple[str | None, list[str]]:
    """``--language CODE`` (or ``--language=CODE``) taken out of the options before the command: (the code
    or None, the other arguments).  ``UsageError`` for a language the arcade does not speak."""
    code: str | None = None
    rest = list(argv)
    index = 0
    while index < len(rest) and rest[index].startswith("-") and rest[index] not in ("-h", "--help"):
        word = rest[index]
        if word == "--language" or word.startswith("--language="):
            value = word.partition("=")[2] if "=" in word else (rest[index + 1] if index + 1 < len(rest) else "")
            del rest[index:index + (1 if "=" in word else 2)]
            if value not in LANGUAGES:
                raise UsageError(_("--language: choose one of {codes}, not {value!r}").format(
                    codes=", ".join(LANGUAGES), value=value))
            code = value
            continue
        index += 2 if word in ("--screenshot", "--seconds") else 1  # the top options that take a value
    return code, rest


def run(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        language, argv = take_language(argv)
        from engine.files import language as language_io
        from engine.files import paths

        language_io.start(language, paths.settings_file(), os.environ)
        speak_through_argparse()
        if argv and argv[0] in ENTRY_COMMANDS:
            return _entry_command(argv[0], argv[1:])
        if _is_file_argument(argv):
            return _open_file(Path(argv[0]))
        args = _top_parser().parse_args(argv)
        if args.install_shortcut or args.uninstall_shortcut:
            return _shortcut(args.install_shortcut)
        if args.command == "demo":
            return _demo(args.ids, args.seconds, args.screenshot)
        if args.command == "replay":
            return _replay(args.file, args.json)
        if args.command == "saved":
            return _saved(args.json, args.forget)
        if args.command in (EXERCISES, FORMER_EXERCISES):
            return _exercises(args)
        if args.command == "about":
            return _check(args.json) if args.check else _about(args.json)
        if args.screenshot is not None:
            _check_screenshot(args.screenshot)
            return _open_window(None, seconds=args.seconds, screenshot=args.screenshot)
        if "--seconds" in argv:
            raise UsageError(_("--seconds goes with --screenshot (or with demo)"))
        return _open_window(None)
    except UsageError as error:
        return _fail(str(error), 2)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader of the output went away (``| head``): no traceback, and none at exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    finally:
        _tell_refused()

