"""The user's files (pure: never pygame; imports ``entries``, ``duels`` and ``puzzles``).

``paths``: where things live.  ``atomic``, ``json_file``, ``reading``: writing atomically, reading bounded,
a damaged file set aside.  ``settings``, ``memory``, ``records``, ``saved_games``: what is kept in them.
``shortcut``: the desktop launcher and the ``.klh`` file type, written into the user's folders.
``integrity``, ``sanity``, ``own_files``: the arcade's own files (fonts, catalogs, Kalah's book, the icon, the
compiled cores) checked against their manifests, or by their kind, before they are loaded; ``about --check``.
"""
