"""Arsac Arcade's engine: what every entry needs and nothing specific to one entry.

One folder per layer, lowest first; a layer imports only the layers below it (docs/architecture.md
draws them, tests/engine/test_architecture.py checks it):

- pure (never pygame): ``entries`` (registry, options), ``workers`` (off the frame loop), ``duels``
  (the duel mid-end), ``puzzles`` (the puzzle pace), ``files`` (the user's files);
- pygame: ``ui`` (the UI kit), ``desktop`` (app, scene stack, sound, harness), ``scenes`` (the shared scenes);
- ``commands`` (the command line, pure at import) on top, and ``contracts``: what an entry must provide,
  the Protocols that name the types of every layer.
"""
