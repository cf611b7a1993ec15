"""The pure pace of every puzzle (imports nothing else of the engine; never pygame).

``steps``: the step events solvers yield.  ``player``: pulls them at the viewer's pace.  ``viewer``: one
solver run as every puzzle scene shows it (counters, solutions, play, pause, step, to the end).
"""
