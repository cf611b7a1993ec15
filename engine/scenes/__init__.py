"""The engine's own scenes: menu, options, about, attract mode, overlays, and the duel scene base."""
