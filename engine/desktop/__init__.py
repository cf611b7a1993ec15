"""The desktop shell (pygame): the app, its window and loop, the scene stack, sound, the test harness.

Imports the pure layers and ``ui``; never a scene (the scenes stand on it).  ``harness``: a headless
driver of the app for tests, benchmarks and screenshots (``from engine.desktop.harness import Harness``).
"""
