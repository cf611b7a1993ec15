"""No method of engine/ or games/ gives up its own type: a ``self`` annotated ``Any`` would leave the method unchecked
by mypy (the exercise board's methods were, until issue 62 made it a ``DuelScene``)."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def untyped_selves(source: str) -> list[int]:
    """The lines of the methods of ``source`` whose ``self`` is annotated ``Any``."""
    return [node.lineno for node in ast.walk(ast.parse(source)) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and node.args.args and node.args.args[0].arg == "self" and node.args.args[0].annotation is not None
            and ast.unparse(node.args.args[0].annotation) in ("Any", "typing.Any")]


def test_the_finder_sees_a_self_annotated_any():
    assert untyped_selves("class A:\n    def f(self: Any) -> None: ...\n    def g(self) -> None: ...\n") == [2]


def test_no_method_of_the_engine_or_the_games_annotates_self_any():
    found = [f"{path.relative_to(ROOT)}:{line}" for folder in ("engine", "games") for path in sorted((ROOT / folder).rglob("*.py"))
             for line in untyped_selves(path.read_text(encoding="utf-8"))]
    assert not found, f"self annotated Any (mypy checks none of these methods): {found}"
