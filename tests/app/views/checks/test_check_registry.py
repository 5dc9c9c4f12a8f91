"""Every check of the Checks tab is complete: its registry entry (`core.check_state.CHECKS`),
its engine command, its Rules page, its catalogue entries, its page and its words.

A new check is one entry in each place named in docs/architecture.md ("Where to add… a check");
forgetting one fails here, naming the check."""

from __future__ import annotations

from typing import get_args, get_type_hints

from engine import api
from engine.answers import CheckAnswer
from engine.ids import PenaltyId
from referee_app.core.check_state import CHECKS, CheckKind
from referee_app.rules.topics import topics
from referee_app.text.check_text import WORDS
from referee_app.views.checks.checks_view import PAGES


def test_every_check_kind_has_one_registry_entry_in_the_pages_order() -> None:
    assert list(CHECKS) == [page.KIND for page in PAGES]
    assert set(CHECKS) == set(CheckKind)
    assert all(spec.kind is kind for kind, spec in CHECKS.items())


def test_every_check_asks_an_engine_command() -> None:
    missing = [str(kind) for kind in CHECKS if str(kind) not in api.COMMANDS]
    assert missing == []


def test_every_check_names_its_typed_engine_call() -> None:
    """The entry names the engine's typed call of the check's command (declared to answer with
    one of the check answer types, each check its own), not `api.run` nor an untyped call."""
    typed = set(get_args(CheckAnswer))
    returns: dict[str, object] = {}
    wrong = []
    for kind, spec in CHECKS.items():
        call = getattr(spec, "call", None)
        returns[kind] = get_type_hints(call).get("return") if callable(call) else None
        if call is not api.COMMANDS.get(str(kind)) or returns[kind] not in typed:
            wrong.append(str(kind))
    assert wrong == []
    assert len(set(returns.values())) == len(CHECKS)


def test_every_checks_words_read_its_answer_type() -> None:
    """Each check's report function takes the answer type its typed call declares."""
    wrong = []
    for kind, spec in CHECKS.items():
        answer_type = get_type_hints(spec.call)["return"]
        first = next(iter(get_type_hints(WORDS[str(kind)].report).values()))
        if first is not answer_type:
            wrong.append(str(kind))
    assert wrong == []


def test_every_check_links_to_a_rule_page() -> None:
    shown = {t.id for t in topics().general} | {t.id for t in topics().subtopics}
    missing = [str(k) for k, spec in CHECKS.items() if spec.rule_topic not in shown]
    assert missing == []


def test_every_penalty_a_check_names_is_in_a_catalogue() -> None:
    catalogue: set[str] = set()
    for ruleset in ("ema", "wrc", "rrc", "tenhou"):
        answer = api.penalties({"ruleset": ruleset})
        catalogue |= {str(e["id"]) for e in answer.get("penalties", [])}
    for kind, spec in CHECKS.items():
        assert all(isinstance(p, PenaltyId) for p in spec.penalties), kind
        assert {str(p) for p in spec.penalties} <= catalogue, kind


def test_every_check_has_its_words() -> None:
    missing = [str(kind) for kind in CHECKS if str(kind) not in WORDS]
    assert missing == []
    assert all(words.title for words in WORDS.values())
