"""Training on exercises from perfect play (pure): the exercises, the rating that follows the player, the choice of
the next exercise.  Built on the coach's pure layer (``engine.duels.coach``) as the coach was built on the duels'."""
