"""Arsac Arcade's engine: what every entry needs and nothing specific to one entry.

The pure parts (registry, history, match, step player, settings, steps, limits) never
import pygame; the rest (app, scenes, ui, sound, harness) draws and listens.
"""
