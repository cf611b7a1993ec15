import pygame

from engine.desktop.scene import Scene


class Recorder(Scene):
    def __init__(self, name, log):
        super().__init__()
        self.name, self.log = name, log

    def enter(self): self.log.append(f"enter {self.name}")
    def exit(self): self.log.append(f"exit {self.name}")
    def pause(self): self.log.append(f"pause {self.name}")
    def resume(self, result=None): self.log.append(f"resume {self.name} {result}")


def test_hooks_and_results_between_frames(harness):
    log = []
    h = harness(Recorder("menu", log))
    h.app.stack.push(Recorder("dialog", log))
    assert log == ["enter menu"]  # nothing happens before the stack applies its requests
    h.tick()
    h.app.stack.pop("yes")
    h.tick()
    h.app.stack.replace(Recorder("game", log))
    h.tick()
    assert log == ["enter menu", "pause menu", "enter dialog", "exit dialog", "resume menu yes",
                   "exit menu", "enter game"]


def test_overlays_draw_over_the_scene_below(harness):
    class Red(Scene):
        def draw(self, surface): surface.fill((255, 0, 0))

    class Veil(Scene):
        overlay = True
        def draw(self, surface): surface.fill((0, 0, 255), pygame.Rect(0, 0, 10, 10))

    h = harness(Red())
    h.push(Veil())
    h.tick()
    assert h.surface.get_at((5, 5))[:3] == (0, 0, 255) and h.surface.get_at((500, 500))[:3] == (255, 0, 0)


def test_quit_empties_the_stack_and_stops(harness):
    log = []
    h = harness(Recorder("menu", log))
    h.send(pygame.event.Event(pygame.QUIT))
    h.tick()
    assert log[-1] == "exit menu" and not h.app.running
