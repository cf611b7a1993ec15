"""How an entry declares itself (pure, the lowest layer: imports nothing of the engine).

``registry``: every ``games/<id>/__init__.py`` declares an ``ENTRY``; the menu, the command line and the
tests read them here.  ``options``: an entry's options declared once, as data, for its setup panel and
its command line alike.
"""
