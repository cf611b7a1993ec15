"""What the "Alpha-beta" entry shows, folded from the search's steps alone (pure): the tree searched so far.

Every position entered is kept as a ``Node`` (its turn, MAX or MIN, its window, its value once known, its
turns and how many of them a cut-off pruned); a finished node also counts the positions and leaves of its
subtree, so that the view can fold it into one box.  The picture follows the search's current position, and
counts the positions, leaves and cut-offs so far, the positions entered at each level, and the last cut-off.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.puzzles.steps import Solution, Step
from games.alphabeta.solver import Params
from games.shared.watched_search import Backup, Cutoff, Enter, Improve, Leaf, Path, Principal


@dataclass(slots=True)
class Node:
    path: Path
    turn: str
    maximizing: bool
    turns: tuple[str, ...]
    alpha: float
    beta: float
    value: float | None = None   # the best so far; the node's value once ``done``
    bound: str = ""              # once done: exact, lower (at least) or upper (at most)
    done: bool = False
    leaf: bool = False
    end: bool = False            # a leaf where the game is over
    searched: int = 0            # turns entered so far
    pruned: int = 0              # its last turns left unsearched by a cut-off
    positions: int = 1           # once done: the positions of its subtree, itself included
    leaves: int = 0              # once done: the leaves of its subtree

    @property
    def open(self) -> bool:
        return not self.done


class Picture:
    def __init__(self, params: Params) -> None:
        self.params = params
        self.nodes: dict[Path, Node] = {}
        self.current: Path = ()                   # the position being searched (the root once it is done)
        self.positions = self.leaves = self.cutoffs = 0
        self.per_level: list[int] = [0] * (params.depth + 1)  # positions entered at each level
        self.last_cut: Cutoff | None = None
        self.principal: Principal | None = None
        self.last: Step | None = None

    def apply(self, step: Step) -> None:
        self.last = step
        if isinstance(step, Enter):
            self.nodes[step.path] = Node(step.path, step.turn, step.maximizing, step.turns, step.alpha, step.beta)
            if step.path:
                self.nodes[step.path[:-1]].searched += 1
            self.current = step.path
            self.positions += 1
            self.per_level[len(step.path)] += 1
        elif isinstance(step, Leaf):
            node = self.nodes[step.path]
            node.leaf, node.end, node.value = True, step.end, step.value
            self.leaves += 1
        elif isinstance(step, Improve):
            node = self.nodes[step.path]
            node.value, node.alpha, node.beta = step.value, step.alpha, step.beta
        elif isinstance(step, Cutoff):
            self.nodes[step.path].pruned = step.pruned
            self.cutoffs += 1
            self.last_cut = step
        elif isinstance(step, Backup):
            node = self.nodes[step.path]
            node.value, node.bound, node.done = step.value, step.bound, True
            children = [self.nodes[step.path + (i,)] for i in range(node.searched)]
            node.positions = 1 + sum(child.positions for child in children)
            node.leaves = sum(child.leaves for child in children) if children else 1
            self.current = step.path[:-1] if step.path else ()
        elif isinstance(step, Solution):
            self.principal = step.solution

    @property
    def finished(self) -> bool:
        return self.principal is not None

    def node(self, path: Path) -> Node | None:
        return self.nodes.get(path)

    def line_to(self, path: Path) -> tuple[str, ...]:
        """The turns from the root to ``path``."""
        return tuple(self.nodes[path[:i]].turn for i in range(1, len(path) + 1))

    def on_principal_line(self, path: Path) -> bool:
        return self.principal is not None and self.principal.path[:len(path)] == path
