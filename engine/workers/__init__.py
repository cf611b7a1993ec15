"""Work off the frame loop (pure; imports nothing of the engine), so the window never freezes.

``computer``: the computer's moves, searched in another process, cancellable.  ``background``: a short
call (reading a file) on a thread, its answer kept for the scene to poll.
"""
