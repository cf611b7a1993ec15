"""A made-up puzzle for the tests of the rating, the tries and the choice: what training needs of one (its id, game,
themes, rating and deviation), as a real ``engine.training.puzzle.Puzzle`` with a placeholder position and answer."""
from engine.training.puzzle import Puzzle


def made(puzzle_id: str, game: str, themes: tuple[str, ...], rating: float, deviation: float = 80.0) -> Puzzle:
    return Puzzle(puzzle_id, game, {}, ("1",), themes, rating, deviation)
