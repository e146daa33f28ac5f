"""The layers of docs/architecture.md, checked on the code's own imports.

- A game's folder ``game/games/<id>/`` is imported by nothing outside it but the one
  registry of games (``game/registry.py``): the shell, the core and the bots know a
  game only through its descriptor.
- No import cycles between modules, counting imports made inside functions too (a
  cycle hidden in a function-level import is still a cycle). The one edge left out is
  the plug-in edge: a descriptor's ``load_ui`` imports its game's client package lazily,
  so that the rules never load pygame.
- The registered games are listed only in the registry: no folder scanning.
"""

from __future__ import annotations

import ast
import os
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "game"

#: functions whose imports are plug-in loads, not dependencies
PLUGIN_LOADERS = {"_load_ui", "load_ui"}


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _imports(path: Path) -> Iterator[tuple[str, int, bool]]:
    """(module imported, line, inside a plug-in loader) for every import at run time
    (those under ``if TYPE_CHECKING:`` are annotations only and left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))

    def walk(node: ast.AST, plugin: bool) -> Iterator[tuple[str, int, bool]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                yield from (x for n in child.orelse for x in walk(n, plugin))
                continue
            inner = plugin or (
                isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) and child.name in PLUGIN_LOADERS
            )
            if isinstance(child, ast.Import):
                for alias in child.names:
                    yield alias.name, child.lineno, inner
            elif isinstance(child, ast.ImportFrom) and child.module and child.level == 0:
                for alias in child.names:
                    full = f"{child.module}.{alias.name}"
                    yield (full if full in MODULES else child.module), child.lineno, inner
            yield from walk(child, inner)

    yield from walk(tree, False)


def _game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["game", "games"] else None


def test_nothing_outside_a_game_folder_imports_from_it_but_the_registry() -> None:
    offenders = []
    for module, path in MODULES.items():
        for target, line, _ in _imports(path):
            game = _game_of(target)
            if game is None or _game_of(module) == game or module == "game.registry":
                continue
            offenders.append(f"{path.relative_to(ROOT)}:{line}: imports {target}")
    assert not offenders, "only game/registry.py may import a game:\n" + "\n".join(offenders)


def _graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {m: set() for m in MODULES}
    for module, path in MODULES.items():
        for target, _, plugin in _imports(path):
            if target in MODULES and target != module and not plugin:
                graph[module].add(target)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycles_between_modules() -> None:
    cycles = _cycles(_graph())
    assert not cycles, "import cycles (function-level imports count):\n" + "\n".join(" <-> ".join(c) for c in cycles)


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_games_are_registered_in_one_place_without_scanning_folders() -> None:
    text = (PACKAGE / "registry.py").read_text(encoding="utf-8")
    for word in ("importlib", "iterdir", "glob", "walk_packages", "entry_points"):
        assert word not in text
    listed = {d.name for d in (PACKAGE / "games").iterdir() if (d / "descriptor.py").is_file()}
    for game in listed:
        assert f"from game.games.{game}.descriptor import" in text, f"{game} is not registered"


def test_nothing_in_the_package_names_a_game_the_tests_register() -> None:
    """The test game proves the platform only if the platform never heard of it."""
    from game import registry

    built_in = {g.id for g in registry._BUILT_IN}
    added = [g for g in registry.games() if g.id not in built_in]
    assert added, "the tests register a game of their own (tests/testgame)"
    for game in added:
        words = {game.id, game.title.lower(), type(game.rules).__module__.split(".")[0]}
        for path in sorted(PACKAGE.rglob("*.py")):
            text = path.read_text(encoding="utf-8").lower()
            named = [w for w in words if w != "tests" and w in text]
            assert not named, f"{path.relative_to(ROOT)} names the test game ({named})"


def test_every_listing_says_what_its_descriptor_says() -> None:
    """The title shows a game from its listing without importing it: the listing's id,
    title, seats, blurb and word for a seat must be the descriptor's and its client's."""
    from game import registry

    for listing in registry.listings():
        game = registry.get(listing.id)
        assert (listing.id, listing.title, listing.min_seats, listing.max_seats, listing.blurb) == (
            game.id,
            game.title,
            game.min_seats,
            game.max_seats,
            game.blurb,
        )
        ui = game.load_ui() if game.load_ui is not None else None
        assert listing.seats_word == (ui.seats_word if ui is not None else "seats")


def test_the_title_needs_no_game_and_no_pydantic() -> None:
    """Importing the program and the app, as the title screen does, imports no game's
    modules and not pydantic (they load after the title's first frame)."""
    code = (
        "import sys; import game.cli, game.ui.app, game.ui.scenes.title; "
        "bad = [m for m in sys.modules if m.startswith(('game.games', 'pydantic'))]; "
        "print(bad); raise SystemExit(1 if bad else 0)"
    )
    import subprocess
    import sys

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
