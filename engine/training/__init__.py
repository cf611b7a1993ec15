"""Training on puzzles from perfect play (pure): the puzzles, the rating that follows the player, the choice of
the next puzzle.  Built on the coach's pure layer (``engine.duels.coach``) as the coach was built on the duels'."""
