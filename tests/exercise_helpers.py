"""A made-up exercise for the tests of the rating, the tries and the choice: what training needs of one (its id, game,
themes, rating and deviation), as a real ``engine.training.exercise.Exercise`` with a placeholder position and answer."""
from engine.training.exercise import Exercise


def made(exercise_id: str, game: str, themes: tuple[str, ...], rating: float, deviation: float = 80.0) -> Exercise:
    return Exercise(exercise_id, game, {}, ("1",), themes, rating, deviation)
