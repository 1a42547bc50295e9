"""The architecture stays visible: no import circles anywhere in zyfagen/ (imports inside
functions count too: a lazy import only hides a circle), and no module over 800 lines."""
import ast
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[2]
PKG = ROOT / "zyfagen"
MAX_LINES = 800


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _runtime_nodes(tree: ast.AST):
    """Every node except those under `if TYPE_CHECKING:` (imports for type hints never run)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and getattr(child.test, "id", None) == "TYPE_CHECKING":
                stack.extend(child.orelse)
                continue
            stack.append(child)


def import_graph() -> nx.DiGraph:
    modules = {_module_name(p): p for p in PKG.rglob("*.py")}
    graph = nx.DiGraph()
    graph.add_nodes_from(modules)
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in _runtime_nodes(ast.parse(path.read_text(), str(path))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")
                    anchor = anchor[:len(anchor) - (node.level - 1)]
                    base = ".".join(anchor + ([base] if base else []))
                # `from pkg import sub` imports the submodule; `from pkg import name` the package
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                           for a in node.names]
            for t in targets:
                if t in modules and t != name:
                    graph.add_edge(name, t)
    return graph


def test_import_graph_is_read_from_the_sources():
    g = import_graph()
    # a known edge each way of spelling an import: relative, lazy, package-relative
    assert g.has_edge("zyfagen.driver", "zyfagen.sim")  # lazy `from .sim import simulate`
    assert g.has_edge("zyfagen.sim.engine", "zyfagen.sim.memory")
    assert g.has_edge("zyfagen.report", "zyfagen.sim")


def test_no_import_circles():
    cycles = sorted(" -> ".join(c + [c[0]]) for c in nx.simple_cycles(import_graph()))
    assert cycles == []


def test_a_circle_would_be_found(tmp_path):
    g = import_graph()
    g.add_edge("zyfagen.sim", "zyfagen.driver")  # what occupancy.py used to do
    assert list(nx.simple_cycles(g))


def test_no_module_is_over_800_lines():
    long = {str(p.relative_to(ROOT)): n for p in PKG.rglob("*.py")
            if (n := len(p.read_text().splitlines())) > MAX_LINES}
    assert long == {}
