"""Opening a file handed to the arcade (``arsac-arcade FILE.klh``, a double-click on a record).

Over the menu, this scene reads the file on a thread (``engine.workers.background``), with the entry
that declares that kind of record (its ``EntrySpec.record_suffix``; its cli module's
``read_record_file(path)``), then gives way to that entry's scene looking through the record.
Whatever goes wrong (no such file, a folder, a damaged or foreign record, a kind of file no
entry reads) ends in a dialog over the menu that says why; the arcade stays open.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from engine.desktop.scene import Scene
from engine.entries import registry
from engine.entries.registry import EntrySpec
from engine.language.translation import _
from engine.scenes.overlay import Dialog
from engine.ui import theme as colors
from engine.ui.draw import dim, panel
from engine.ui.theme import printable
from engine.workers.background import Background


class OpenFileScene(Scene):
    """Reads ``path`` off the frame loop, then opens it in its entry, or says why it cannot."""

    overlay = True

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self.spec: EntrySpec | None = None
        self.reading: Background | None = None

    def enter(self) -> None:
        self.spec = registry.reader_of(self.path.suffix)
        if self.spec is None:
            kinds = ", ".join(registry.record_suffixes()) or _("none")
            self._fail(_("Cannot open this file"), _("{name}: the arcade opens game records ({kinds}), not \u201c{suffix}\u201d "
                                                     "files.").format(name=printable(self.path.name), kinds=kinds,
                                                                      suffix=printable(self.path.suffix or _("no suffix"))))
            return
        self.reading = Background(self.spec.part("cli").read_record_file, self.path)

    def exit(self) -> None:
        self.reading = None  # a read still going on is dropped (its thread ends on its own)

    def _fail(self, title: str, message: str) -> None:
        self.reading = None
        self.app.sound.play("error")
        self.app.stack.replace(Dialog(title, message, [(_("OK"), None)]))

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    def update(self, dt: float) -> None:
        if self.reading is None or not self.reading.done():
            return
        reading, self.reading = self.reading, None
        name = printable(self.path.name)
        try:
            record = reading.result()
        except ValueError as error:  # the entry's reader says what is wrong, in one line
            line = getattr(error, "line", None)
            self._fail(_("Cannot open the record") if line is None else _("Not a record that can be replayed"),
                       f"{name}: {printable(str(error))}")
            return
        except Exception as error:  # not expected from a reader, but the arcade must stay open
            self._fail(_("Cannot open the record"), f"{name}: {type(error).__name__}: {printable(str(error))}")
            return
        if self.spec is not None:
            self.app.stack.replace(self.spec.scene_class()(self.spec, record=record))

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 90)
        t = self.theme
        text = t.text(_("Opening {name}\u2026").format(name=self.path.name), "body", colors.TEXT)
        box = text.get_rect().inflate(t.px(48), t.px(32))
        box.center = surface.get_rect().center
        panel(surface, box, t)
        surface.blit(text, text.get_rect(center=box.center))
