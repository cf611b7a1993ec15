"""The command line, the top layer (pure at import: the window's modules load only when a command opens it).

``cli``: every command of spec/cli.md.  ``pygame_edition``: the check, before the window opens, that this
Python has pygame-ce.
"""
