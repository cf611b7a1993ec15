"""The arcade's entries: one package per entry, each declaring its ``ENTRY`` spec.

The engine never imports this package: the application hands its name to the registry (``arsac_arcade/entries.py``),
and the installed distribution declares it among the entry points of the group ``arsac_arcade.entries``.
"""
