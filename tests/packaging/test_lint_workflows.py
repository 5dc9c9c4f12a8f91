""".ci/lint_workflows.py: the run: blocks it hands to shellcheck, and where it reports them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.repo_scripts import ROOT, load_script

lint = load_script(".ci/lint_workflows.py")

WORKFLOW = """\
jobs:
  one:
    steps:
      - name: literal block
        run: |
          echo first
          cd $HOME

          echo "${{ matrix.os }}"
      - name: one line
        run: echo "done"
      - uses: actions/checkout@v4
"""


def test_run_blocks_are_found_with_the_line_of_their_first_command() -> None:
    blocks = lint.run_blocks(WORKFLOW)
    assert [(b.line, b.script) for b in blocks] == [
        (6, 'echo first\ncd $HOME\n\necho "${{ matrix.os }}"'),
        (11, 'echo "done"'),
    ]


def test_the_release_workflow_has_its_run_blocks_found() -> None:
    text = (ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
    blocks = lint.run_blocks(text)
    # every `run:` but the jobs' `defaults: run: shell: bash`
    assert len(blocks) == text.count("run:") - text.count("      run:\n        shell:") == 10
    assert not any(b.script.startswith("shell:") for b in blocks)
    assert any("packaging/build.py --self-test" in b.script for b in blocks)


@pytest.mark.skipif(shutil.which("shellcheck") is None, reason="needs shellcheck")
def test_shellcheck_findings_point_at_the_workflows_line(tmp_path: Path) -> None:
    workflow = ROOT / ".github" / "workflows" / "lint-test.yml"  # relative_to(ROOT) must work
    workflow.write_text(WORKFLOW, encoding="utf-8")
    try:
        findings = lint.shellcheck(workflow)
    finally:
        workflow.unlink()
    # `cd $HOME` on line 7: unquoted; the expression alone is no finding
    assert findings and all(":7: shellcheck:" in f for f in findings), findings
    assert any("SC2086" in f for f in findings)


def test_only_github_labels_newer_than_the_linter_are_forgiven() -> None:
    finding = {"kind": "runner-label", "message": 'label "macos-14" is unknown. available ...'}
    assert lint.is_newer_label(finding)
    assert not lint.is_newer_label({**finding, "message": 'label "macos-99" is unknown.'})
    assert not lint.is_newer_label({"kind": "expression", "message": 'label "macos-14" is'})
