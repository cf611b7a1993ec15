"""The user's files (pure: never pygame; imports ``entries``, ``duels`` and ``puzzles``).

``paths``: where things live.  ``atomic``, ``json_file``, ``reading``: writing atomically, reading bounded,
a damaged file set aside.  ``settings``, ``memory``, ``records``, ``saved_games``: what is kept in them.
``shortcut``: the desktop launcher and the ``.klh`` file type, written into the user's folders.
"""
