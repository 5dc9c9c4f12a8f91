"""The engine's declared surface: the app imports `engine`, `engine.api`, `engine.answers`,
`engine.errors`, `engine.ids`, `engine.rulesets` and `engine.facts`, nothing else.

import-linter enforces it with the contract in pyproject.toml, which names every other module
of the engine; this test keeps that list whole when the engine grows a module."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DECLARED = {"engine", "engine.api", "engine.answers", "engine.errors", "engine.ids"}
DECLARED |= {"engine.rulesets", "engine.facts"}


def _contract() -> dict[str, object]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    [contract] = [c for c in contracts if "declared surface" in c["name"]]
    return dict(contract)


def test_every_engine_module_is_declared_or_forbidden_to_the_app() -> None:
    modules = {
        "engine." + (p.stem if p.suffix == ".py" else p.name)
        for p in (ROOT / "engine").iterdir()
        if (p.suffix == ".py" and p.stem != "__init__") or (p / "__init__.py").is_file()
    }
    contract = _contract()
    assert contract["source_modules"] == ["referee_app"]
    forbidden = set(contract["forbidden_modules"])  # type: ignore[arg-type]
    assert modules - {"engine"} == (DECLARED - {"engine"}) | forbidden
    assert not forbidden & DECLARED
