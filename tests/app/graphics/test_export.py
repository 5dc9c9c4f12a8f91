"""Reports: the PDF's text (read back from its content streams), the PNG, the CSV, the CLI.

No PDF library is installed, so `pdf_text` reads Qt's PDFs itself: it inflates the Flate
streams, builds each font's ToUnicode CMap (Qt embeds glyph ids, CID fonts) and maps the hex
strings of every ``Tj`` back to text, one line per ``BT … ET`` block (one drawText call).
"""

from __future__ import annotations

import io
import re
import unicodedata
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.rulesets import PRESETS
from referee_app.core.case_files import CaseFile, TableFile, save_file
from referee_app.text import labels

CYRILLIC = re.compile("[А-Яа-яІіЇїЄєҐґ]")

# --- reading a PDF back --------------------------------------------------------------------


def _objects(data: bytes) -> dict[int, bytes]:
    return {
        int(m.group(1)): m.group(2) for m in re.finditer(rb"(\d+) 0 obj(.*?)endobj", data, re.S)
    }


def _stream(body: bytes, objects: dict[int, bytes]) -> bytes:
    """A stream's bytes, cut by its /Length (the data may itself end in CR or LF), inflated."""
    m = re.search(rb"stream\r?\n", body)
    if m is None:
        return b""
    header = body[: m.start()]
    length = re.search(rb"/Length (\d+)(?: (\d+) R)?", header)
    if length is None:
        raise ValueError("stream without /Length")
    size = int(length.group(1))
    if length.group(2) is not None:  # an indirect length: "/Length 61 0 R"
        size = int(objects[size].strip())
    raw = body[m.end() : m.end() + size]
    return zlib.decompress(raw) if b"/FlateDecode" in header else raw


def _utf16(hex_text: bytes) -> str:
    return bytes.fromhex(hex_text.decode()).decode("utf-16-be")


def _cmap(text: bytes) -> dict[int, str]:
    table: dict[int, str] = {}
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", text, re.S):
        for m in re.finditer(
            rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f]+>)", block
        ):
            low, high, target = int(m.group(1), 16), int(m.group(2), 16), m.group(3)
            if target.startswith(b"["):
                for i, h in enumerate(re.findall(rb"<([0-9A-Fa-f]+)>", target)):
                    table[low + i] = _utf16(h)
            else:
                start = int(target[1:-1], 16)
                for i in range(high - low + 1):
                    table[low + i] = chr(start + i)
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", text, re.S):
        for m in re.finditer(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            table[int(m.group(1), 16)] = _utf16(m.group(2))
    return table


class _Run:
    """Glyphs drawn on one baseline, left to right: where they start and where the last one is."""

    def __init__(self, x: float, y: float) -> None:
        self.x0 = self.x_last = x
        self.y = y
        self.glyphs = 0
        self.text = ""

    def advance(self) -> float:
        return (self.x_last - self.x0) / (self.glyphs - 1) if self.glyphs > 1 else 10.0


def _runs(block: bytes, by_name: dict[str, dict[int, str]]) -> list[_Run]:
    runs: list[_Run] = []
    cmap: dict[int, str] = {}
    x = y = 0.0
    for tok in re.finditer(
        rb"/(F\d+) [\d.]+ Tf|(-?[\d.]+) (-?[\d.]+) Td|<([0-9A-Fa-f]*)>\s*Tj", block
    ):
        if tok.group(1):
            cmap = by_name.get(tok.group(1).decode(), {})
        elif tok.group(2):
            dx, dy = float(tok.group(2)), float(tok.group(3))
            x, y = x + dx, y + dy
            if not runs or dy != 0:
                runs.append(_Run(x, y))
            else:
                runs[-1].x_last = x
        elif runs:
            h = tok.group(4)
            runs[-1].text += "".join(
                cmap.get(int(h[i : i + 4], 16), "\ufffd") for i in range(0, len(h), 4)
            )
            runs[-1].glyphs += len(h) // 4
    return runs


def pdf_text(data: bytes) -> str:
    """The text a PDF written by QPdfWriter shows, one line per piece of text, NFKC-normalised.

    Qt starts a new text object where the script changes ("Правила: " then "Tenhou"); runs on
    the same baseline that follow each other closely are joined again, while table cells
    (far apart on the line) stay separate lines.
    """
    objects = _objects(data)
    cmaps: dict[int, dict[int, str]] = {}
    for number, body in objects.items():
        m = re.search(rb"/ToUnicode (\d+) 0 R", body)
        if m is not None:
            cmaps[number] = _cmap(_stream(objects[int(m.group(1))], objects))
    by_name: dict[str, dict[int, str]] = {}
    for body in objects.values():
        for m in re.finditer(rb"/(F\d+) (\d+) 0 R", body):
            if int(m.group(2)) in cmaps:
                by_name[m.group(1).decode()] = cmaps[int(m.group(2))]
    merged: list[_Run] = []
    for body in objects.values():
        if b"stream" not in body:
            continue
        content = _stream(body, objects)
        for block in re.findall(rb"\bBT\b(.*?)\bET\b", content, re.S):
            for run in _runs(block, by_name):
                prev = merged[-1] if merged else None
                if (
                    prev is not None
                    and abs(run.y - prev.y) < 0.01
                    and 0 < run.x0 - prev.x_last <= 3 * prev.advance()
                ):
                    prev.text += run.text
                    prev.x_last = run.x_last
                    prev.glyphs += run.glyphs
                else:
                    merged.append(run)
    text = unicodedata.normalize("NFKC", "\n".join(r.text for r in merged))
    return re.sub(r"[ \t\u00a0\u202f]+", " ", text)


def pdf_pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", data))


# --- fixtures ------------------------------------------------------------------------------

#: engine-contract.md's example: a South player's ron on 5p with a chun pon and an open chi
#: holding a red five (Tenhou rules: red fives count). By hand: yakuhai chun 1 han + 1 red
#: five = 2 han; fu 20 base + 4 open honour pon + 2 tanki wait = 26, rounded up to 30;
#: basic points 30 × 2^(2+2) = 480; non-dealer ron 4 × 480 = 1920 → 2000.
CASE_SCORE: dict[str, Any] = {
    "ruleset": "tenhou",
    "hand": "234567m55p",
    "win_tile": "5p",
    "melds": ["pon:777z", "chi:0m34m"],
    "win": "ron",
    "seat_wind": "S",
    "round_wind": "E",
    "dora_indicators": "3s",
}
NOTE = "Table 7, East 3: the players disputed the fu of the red dragon pon."


@pytest.fixture
def english(qapp: Any, settings: Any) -> Iterator[None]:
    """English texts and en_US number formats (2,000), restored afterwards."""
    from PySide6.QtCore import QLocale

    from referee_app.text.i18n import LanguageManager

    saved = QLocale()
    manager = LanguageManager(qapp, settings)
    manager.set_language("en")
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(saved)
    manager.deleteLater()  # its translators go with it


def _played_table(settings: Any) -> TableFile:
    """Two hands settled by the real engine (EMA), names with Cyrillic letters.

    Hand 1 (East 1, dealer seat 0): seat 2 declares riichi; seat 1 rons seat 3 for 2 han 30 fu.
    Non-dealer ron 2,000 from seat 3; seat 1 also takes seat 2's riichi stick (1,000):
    deltas 0 / +3,000 / −1,000 / −2,000 → scores 30,000 / 33,000 / 29,000 / 28,000 (EMA starts
    at 30,000). Dealer passes to seat 1.
    Hand 2 (East 2, dealer seat 1): dealer seat 1 tsumo 1 han 30 fu: basic 240, each
    non-dealer pays 2 × 240 = 480 → 500: deltas −500 / +1,500 / −500 / −500.
    """
    from referee_app.core.context import AppContext
    from referee_app.core.table_state import TableState

    context = AppContext(settings)
    table = TableState(context)
    for seat, name in enumerate(["Аня", "Bob", "Олена", "Dee"]):
        table.set_name(seat, name)
    first = table.apply(
        {
            "type": "ron",
            "discarder": 3,
            "winners": [{"seat": 1, "han": 2, "fu": 30, "yakuman": 0, "pao": None}],
        },
        [2],
    )
    assert first["ok"], first
    second = table.apply(
        {"type": "tsumo", "winner": 1, "han": 1, "fu": 30, "yakuman": 0, "pao": None}, []
    )
    assert second["ok"], second
    return TableFile(table=table.to_dict(), ruleset_json="ema", note="Semi-final, table 2")


# --- the hand report -----------------------------------------------------------------------


def test_case_pdf_shows_total_yaku_fu_and_payments(english: None, tmp_path: Path) -> None:
    from referee_app.graphics.export import export_case

    out = tmp_path / "case.pdf"
    assert export_case(CaseFile(score=CASE_SCORE, note=NOTE), out) == 1
    data = out.read_bytes()
    assert data.startswith(b"%PDF-")
    assert pdf_pages(data) == 1
    text = pdf_text(data)
    lines = text.splitlines()
    assert "Hand ruling" in lines
    assert "Total: 2,000 points" in lines  # worked above
    assert "2 han, 30 fu" in lines
    assert "Fu: 26, rounded up to 30" in lines
    for expected in ("20 fu", "4 fu", "2 fu", "1 han", "Paid by the discarder", "2,000"):
        assert expected in lines, expected
    assert "Red fives: 1" in lines
    assert any("Yakuhai" in line and "chun" in line.lower() for line in lines)
    assert "Ruleset: Tenhou" in text
    assert "Seat wind: South" in text
    assert NOTE in lines
    assert "Date:" in text


def test_case_pdf_names_who_pays_the_counters(english: None, tmp_path: Path) -> None:
    from referee_app.graphics.export import export_case

    # The case above (2,000 ron) with 2 honba: on a ron the discarder alone pays 300 per
    # honba, +600; the report said "from each payer" before.
    out = tmp_path / "case.pdf"
    assert export_case(CaseFile(score={**CASE_SCORE, "honba": 2}, note=NOTE), out) == 1
    lines = pdf_text(out.read_bytes()).splitlines()
    assert "Honba, from the discarder" in lines
    assert "600" in lines
    assert "Total: 2,600 points" in lines


def test_case_pdf_of_a_hand_that_does_not_win(english: None, tmp_path: Path) -> None:
    from referee_app.graphics.export import export_case

    # 123m456p789s + 11z 22z pair-pair: not a complete hand; the report says so, no total
    score = {"ruleset": "ema", "hand": "123m456p789s1122z", "win_tile": "2z", "win": "ron"}
    out = tmp_path / "no-win.pdf"
    export_case(CaseFile(score=score), out)
    text = pdf_text(out.read_bytes())
    assert "This hand does not score" in text
    assert "Total:" not in text


def test_custom_ruleset_changes_are_listed(english: None, tmp_path: Path) -> None:
    from referee_app.graphics.export import export_case
    from referee_app.text.labels import rule_field_label

    score = {**CASE_SCORE, "ruleset": {"base": "tenhou", "kiriage": True}}
    out = tmp_path / "custom.pdf"
    export_case(CaseFile(score=score), out)
    text = pdf_text(out.read_bytes())
    assert "Changed from the preset" in text
    assert rule_field_label("kiriage") in text


def test_case_png_is_an_a4_page_with_tiles(english: None, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    from referee_app.graphics.export import export_case

    out = tmp_path / "case.png"
    export_case(CaseFile(score=CASE_SCORE, note=NOTE), out)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1240, 1754)  # A4 at 150 dpi
    # the tile row (below the header) holds colour: the red dragons are strongly red
    reds = sum(
        1
        for x in range(0, 1240, 3)
        for y in range(200, 320, 3)
        if (c := image.pixelColor(x, y)).red() > 150 and c.green() < 90 and c.blue() < 90
    )
    assert reds > 100


def test_no_partial_file_is_left_on_failure(english: None, tmp_path: Path) -> None:
    from referee_app.graphics.export import export_case

    folder = tmp_path / "out"
    folder.mkdir()
    with pytest.raises(ValueError, match="unsupported"):
        export_case(CaseFile(score=CASE_SCORE), folder / "case.docx")
    (folder / "case.pdf").mkdir()  # the name is taken by a folder: the rename fails
    with pytest.raises(OSError):
        export_case(CaseFile(score=CASE_SCORE), folder / "case.pdf")
    assert [p.name for p in folder.iterdir()] == ["case.pdf"]  # no temp file left behind


# --- the table report and CSV ---------------------------------------------------------------


def test_table_pdf_shows_names_scores_and_history(
    english: None, settings: Any, tmp_path: Path
) -> None:
    from referee_app.graphics.export import export_table

    game = _played_table(settings)
    out = tmp_path / "game.pdf"
    export_table(game, out)
    text = pdf_text(out.read_bytes())
    lines = text.splitlines()
    assert "Table game record" in lines
    for name in ("Аня", "Bob", "Олена", "Dee"):
        assert name in lines, name
    for score in ("29,500", "34,500", "28,500", "27,500"):  # after both hands, worked above
        assert score in lines, score
    for delta in ("+3,000", "\u22121,000", "\u22122,000", "+1,500", "\u2212500"):
        assert delta in lines, delta
    assert "History (2 hands)" in lines
    # hand 1 names Олена's riichi (the Table view's words; the column wraps before her name)
    assert "Ron: Bob (2 han, 30 fu) ← Dee · riichi:" in lines
    assert "Tsumo: Bob (1 han, 30 fu)" in lines
    assert "East 1, 0 honba" in lines
    assert "East 2, 0 honba" in lines
    assert "Semi-final, table 2" in lines


def test_long_game_pdf_runs_onto_more_pages(english: None, settings: Any, tmp_path: Path) -> None:
    from referee_app.graphics.export import export_table

    game = _played_table(settings)
    history = game.table["history"]
    long_game = TableFile(table={**game.table, "history": history * 40}, ruleset_json="ema")
    out = tmp_path / "long.pdf"
    pages = export_table(long_game, out)
    assert pages > 1
    assert pdf_pages(out.read_bytes()) == pages
    assert "History (80 hands)" in pdf_text(out.read_bytes())
    png = tmp_path / "long.png"
    export_table(long_game, png)
    from PySide6.QtGui import QImage

    assert QImage(str(png)).height() > 1754  # one tall image instead of pages


def test_table_csv_rows(english: None, settings: Any, tmp_path: Path) -> None:
    import csv

    from referee_app.graphics.export import export_table_csv

    game = _played_table(settings)
    out = tmp_path / "game.csv"
    export_table_csv(game, out)
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
    assert rows[0] == [
        "#",
        "Hand",
        "Result",
        "Аня: change",
        "Bob: change",
        "Олена: change",
        "Dee: change",
        "Аня: score",
        "Bob: score",
        "Олена: score",
        "Dee: score",
        "Correction",
        "Assumed values",
    ]
    # numbers are plain integers, worked by hand in _played_table
    assert rows[1] == [
        "1",
        "East 1, 0 honba",
        "Ron: Bob (2\xa0han, 30\xa0fu) ← Dee · riichi: Олена",  # seat 2 declared riichi
        "0",
        "3000",
        "-1000",
        "-2000",
        "30000",
        "33000",
        "29000",
        "28000",
        "",
        "",  # EMA 2025 reads nothing assumed for a ron or a tsumo
    ]
    assert rows[2][3:] == [
        *["-500", "1500", "-500", "-500", "29500", "34500", "28500", "27500"],
        *["", ""],
    ]
    assert len(rows) == 3


# --- languages -----------------------------------------------------------------------------


def _compiled_translator(language: str, folder: Path) -> Any:
    """The app's translations for `language`, compiled from translations/*.ts with lrelease
    (so the test reads what the translators wrote, whether or not the .qm was rebuilt)."""
    import subprocess
    import sys

    from PySide6.QtCore import QTranslator

    root = Path(__file__).resolve().parents[3]
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    if not lrelease.exists():
        pytest.skip("pyside6-lrelease is not installed")
    qm = folder / f"referee_{language}.qm"
    subprocess.run(
        [str(lrelease), str(root / "translations" / f"referee_{language}.ts"), "-qm", str(qm)],
        check=True,
        capture_output=True,
        timeout=120,
    )
    translator = QTranslator()
    assert translator.load(str(qm))
    return translator


@pytest.mark.parametrize("language", ["ru", "uk"])
def test_pdf_follows_the_current_language(
    qapp: Any, settings: Any, tmp_path: Path, language: str
) -> None:
    """The report's own strings and the labels appear in the PDF as the translators wrote them.

    Expected texts are looked up in the translation files (`translate`), so the test follows
    the translators' wording; the Cyrillic note and names must come through in any case
    (CID fonts with ToUnicode maps), and numbers use the language's digit grouping.
    """
    from PySide6.QtCore import QCoreApplication, QLocale

    from referee_app.graphics.export import export_case, export_table

    saved = QLocale()
    translator = _compiled_translator(language, tmp_path)
    qapp.installTranslator(translator)
    QLocale.setDefault(QLocale(language))
    try:
        source = "Hand ruling"
        title = QCoreApplication.translate("ReportWriter", source)
        assert title != source, "the report's title has no translation yet"
        note = "Спірна рука: суддя перевірив фу." if language == "uk" else "Спорная рука."
        out = tmp_path / "case.pdf"
        export_case(CaseFile(score=CASE_SCORE, note=note), out)
        lines = pdf_text(out.read_bytes()).splitlines()
        assert title in lines
        assert note in lines
        for text in ("Payments", "Referee's note", "Total received"):
            expected = QCoreApplication.translate("ReportWriter", text)
            assert expected in lines, expected
        # 2,000 in this language's digit grouping: a (non-breaking) space in ru and uk
        total = QCoreApplication.translate("ReportWriter", "Total: %1 points")
        assert total.replace("%1", "2 000").replace("\xa0", " ") in lines
        south = QCoreApplication.translate("labels", "South")
        assert any(south in line for line in lines), south

        game_out = tmp_path / "game.pdf"
        export_table(_played_table(settings), game_out)
        game_lines = pdf_text(game_out.read_bytes()).splitlines()
        assert "Олена" in game_lines
        assert QCoreApplication.translate("ReportWriter", "Table game record") in game_lines
        assert "+3 000" in game_lines
        # the history's column is a hand of the game (a deal), not a hand of tiles
        deal = {"ru": "Раздача", "uk": "Роздача"}[language]
        assert deal in game_lines
    finally:
        qapp.removeTranslator(translator)
        QLocale.setDefault(saved)


# --- the command line ------------------------------------------------------------------------


def test_export_cli_writes_pdf_png_and_csv(english: None, settings: Any, tmp_path: Path) -> None:
    from referee_app.graphics.export import export_file_cli

    case_path = tmp_path / "case.json"
    save_file(case_path, CaseFile(score=CASE_SCORE, note=NOTE))
    table_path = tmp_path / "game.json"
    save_file(table_path, _played_table(settings))
    err = io.StringIO()
    assert export_file_cli(tmp_path / "out.pdf", case_path, err) == 0
    assert "Total: 2,000 points" in pdf_text((tmp_path / "out.pdf").read_bytes())
    assert export_file_cli(tmp_path / "out.png", case_path, err) == 0
    assert (tmp_path / "out.png").read_bytes().startswith(b"\x89PNG")
    assert export_file_cli(tmp_path / "game.csv", table_path, err) == 0
    assert "Олена" in (tmp_path / "game.csv").read_text(encoding="utf-8-sig")
    assert err.getvalue() == ""


@pytest.mark.parametrize(
    "case_",
    [
        ("out.pdf", "{not json", 2, "not valid JSON"),
        ("out.pdf", None, 2, "does not exist"),
        ("out.doc", "{}", 2, ".pdf, .png or .csv"),
        ("out.csv", "case", 2, "Only a table game"),
        ("missing-folder/out.pdf", "case", 1, "Could not write"),
    ],
)
def test_export_cli_failures_exit_nonzero_with_message(
    english: None, tmp_path: Path, case_: tuple[str, str | None, int, str]
) -> None:
    from referee_app.graphics.export import export_file_cli

    out_name, source_text, status, fragment = case_
    source = tmp_path / "in.json"
    if source_text == "case":
        save_file(source, CaseFile(score=CASE_SCORE))
    elif source_text is not None:
        source.write_text(source_text, encoding="utf-8")
    err = io.StringIO()
    assert export_file_cli(tmp_path / out_name, source, err) == status
    assert fragment in err.getvalue()
    assert not (tmp_path / out_name).exists()


def test_python_m_referee_app_export(tmp_path: Path) -> None:
    """The real command line, offscreen in a child process: exit 0 and a PDF; exit 2 and a
    message on stderr for a damaged file."""
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[3]
    case_path = tmp_path / "case.json"
    save_file(case_path, CaseFile(score=CASE_SCORE, note=NOTE))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root)}
    env["RIICHI_REFEREE_LOG_DIR"] = str(tmp_path / "logs")
    base = [sys.executable, "-m", "referee_app", "--settings", str(tmp_path / "s.ini")]
    ok = subprocess.run(
        [*base, "--export", str(tmp_path / "out.pdf"), str(case_path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=root,
        timeout=60,
        check=False,
    )
    assert ok.returncode == 0, ok.stderr
    assert NOTE in pdf_text((tmp_path / "out.pdf").read_bytes())

    damaged = tmp_path / "damaged.json"
    damaged.write_bytes(case_path.read_bytes()[:40])
    bad = subprocess.run(
        [*base, "--export", str(tmp_path / "bad.pdf"), str(damaged)],
        capture_output=True,
        text=True,
        env=env,
        cwd=root,
        timeout=60,
        check=False,
    )
    assert bad.returncode == 2
    assert "damaged.json" in bad.stderr
    assert "not valid JSON" in bad.stderr
    assert "Traceback" not in bad.stderr
    assert not (tmp_path / "bad.pdf").exists()


def test_finished_game_shows_final_results(english: None, tmp_path: Path) -> None:
    """EMA: return 30,000, uma +15/+5/−5/−15 (thousands), no oka. By hand for 40,000 /
    30,000 / 20,000 / 10,000: +10 + 15 = +25.0; 0 + 5 = +5.0; −10 − 5 = −15.0;
    −20 − 15 = −35.0."""
    from referee_app.graphics.export import export_table

    table = {
        "version": 1,
        "scores": [40000, 30000, 20000, 10000],
        "dealer": 3,
        "round_wind": "S",
        "honba": 0,
        "riichi_sticks": 0,
        "penalties": [0, 0, 0, 0],
        "game_over": True,
        "names": ["A", "B", "C", "D"],
        "history": [],
    }
    out = tmp_path / "final.pdf"
    export_table(TableFile(table=table, ruleset_json="ema"), out)
    lines = pdf_text(out.read_bytes()).splitlines()
    assert "Final result" in lines
    assert "The game is over." in lines
    for expected in ("+25.0 (place 1)", "+5.0 (place 2)", "\u221215.0 (place 3)"):
        assert expected in lines, expected
    assert "\u221235.0 (place 4)" in lines


def test_export_cli_refuses_a_broken_table_and_a_broken_history_entry(
    english: None, settings: Any, tmp_path: Path
) -> None:
    from referee_app.graphics.export import export_file_cli

    game = _played_table(settings)
    broken = tmp_path / "broken.json"
    save_file(broken, TableFile(table={**game.table, "scores": [1, 2, "3"]}, ruleset_json="ema"))
    err = io.StringIO()
    assert export_file_cli(tmp_path / "x.pdf", broken, err) == 2
    assert "broken.json" in err.getvalue()
    assert "scores" in err.getvalue()
    assert not (tmp_path / "x.pdf").exists()

    # a hand-edited history entry with junk numbers is refused whole, naming the field
    history = [dict(e) for e in game.table["history"]]
    history[0] = {**history[0], "answer": {**history[0]["answer"], "deltas": ["a", None]}}
    odd = tmp_path / "odd.json"
    save_file(odd, TableFile(table={**game.table, "history": history}, ruleset_json="ema"))
    for out in ("odd.pdf", "odd.csv"):
        err = io.StringIO()
        assert export_file_cli(tmp_path / out, odd, err) == 2
        assert "table.history[0].answer.deltas" in err.getvalue()
        assert not (tmp_path / out).exists()


def test_report_names_nagashi_and_riichi_at_a_draw(english: None, settings: Any) -> None:
    """Tenhou (nagashi mangan counts): Bob riichi and tenpai, Dee nagashi mangan. The result
    text names who was tenpai, who had nagashi mangan and who declared riichi."""
    from referee_app.core.context import AppContext
    from referee_app.core.table_state import TableState
    from referee_app.graphics.export import ReportWriter

    context = AppContext(settings)
    context.set_ruleset(PRESETS["tenhou"])
    table = TableState(context)
    for seat, name in enumerate(["Аня", "Bob", "Олена", "Dee"]):
        table.set_name(seat, name)
    answer = table.apply({"type": "draw", "tenpai": [1], "nagashi": [3]}, [1])
    assert answer["ok"], answer
    game = TableFile(table=table.to_dict(), ruleset_json="tenhou", note="")
    rows = ReportWriter().history_rows(game.table)
    assert rows[0][2] == "Exhaustive draw · tenpai: Bob · nagashi mangan: Dee · riichi: Bob"


def test_report_date_does_not_follow_the_system_locale(english: None) -> None:
    """The date is written in ISO 8601 order whatever QLocale is the default (in English the
    app keeps the system's; a German one wrote "30.11.26 05:43")."""
    from PySide6.QtCore import QLocale

    from referee_app.graphics.report_page import format_date

    saved = QLocale()
    try:
        for name in ("de_DE", "ru_RU", "en_US"):
            QLocale.setDefault(QLocale(name))
            text = format_date("2026-11-30T05:43:00Z")
            assert re.fullmatch(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}", text), (name, text)
    finally:
        QLocale.setDefault(saved)


def test_corrections_identity_and_final_results_in_the_report_and_csv(
    english: None, settings: Any, tmp_path: Path
) -> None:
    """A finished EMA game whose first hand was corrected: the CSV holds the correction, the
    final results of every player and the table number; the PDF the corrections and ids."""
    import csv

    from referee_app.core.context import AppContext
    from referee_app.core.corrections import edit_hand
    from referee_app.core.table_state import TableState
    from referee_app.graphics.export import export_table, export_table_csv

    context = AppContext(settings)
    table = TableState(context)
    table.set_seating(["Anna", "Boris", "Vera", "Gleb"], 0)
    table.set_table_number("12")
    table.set_player_id(0, "RU-17")
    ron = {"type": "ron", "discarder": 2, "winners": [{"seat": 1, "han": 1, "fu": 30}]}
    assert table.apply(ron, [])["ok"]
    edit_hand(table, 0, {**ron, "winners": [{"seat": 1, "han": 3, "fu": 30}]}, [], "3 han")
    table.end_game()
    game = TableFile(table=table.to_dict(), ruleset_json="ema", note="")
    out = tmp_path / "game.csv"
    export_table_csv(game, out)
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
    # Boris 3 han 30 fu from Vera: 3,900
    assert rows[1][3:11] == ["0", "3900", "-3900", "0", "30000", "33900", "26100", "30000"]
    assert rows[1][2].startswith("✎ Ron: Boris (3\xa0han, 30\xa0fu) ← Vera")
    assert (
        "3 han" in rows[1][11] and "Entered before: Ron: Boris (1\xa0han, 30\xa0fu)" in rows[1][11]
    )
    start = rows.index(["Final results"])
    assert rows[start + 1][:3] == ["Player", "Player id", "Place"]
    # EMA: return 30,000, no oka, uma +15/+5/−5/−15 (thousands). Boris 33,900: first,
    # base +3,900, uma +15,000 = 18,900. Anna and Gleb tie at 30,000 (EMA splits the
    # 2nd and 3rd places' uma: 0 each); Vera last: −3,900 − 15,000 = −18,900.
    by_name = {r[0]: r for r in rows[start + 2 : start + 6]}
    assert by_name["Boris"][2] == "1" and by_name["Boris"][9] == "18900"
    assert by_name["Vera"][2] == "4" and by_name["Vera"][9] == "-18900"
    assert by_name["Anna"][1] == "RU-17"
    assert ["Corrections of the record"] in rows
    assert ["Table 12"] in rows
    pdf = tmp_path / "game.pdf"
    export_table(game, pdf)
    text = pdf_text(pdf.read_bytes())
    assert "Table 12" in text
    assert "Anna (RU-17)" in text
    assert "Corrections of the record" in text
    assert "Hand 1 corrected: 3 han" in text


def test_final_results_from_an_assumed_uma_are_marked_in_the_report(
    english: None, tmp_path: Path
) -> None:
    """Issue 16.9: RRC's uma (30/10, a per-tournament setting) is an assumed value: each final
    result carries the mark and the report says what was assumed. RRC: start 30,000, return
    30,000, no oka; 40,000 / 30,000 / 20,000 / 10,000 with uma +30/+10/−10/−30: +10 + 30 =
    +40.0; 0 + 10 = +10.0; −10 − 10 = −20.0; −20 − 30 = −50.0."""
    from referee_app.graphics.export import export_table

    table = {
        "version": 1,
        "scores": [40000, 30000, 20000, 10000],
        "dealer": 3,
        "round_wind": "S",
        "honba": 0,
        "riichi_sticks": 0,
        "penalties": [0, 0, 0, 0],
        "game_over": True,
        "names": ["A", "B", "C", "D"],
        "history": [],
    }
    out = tmp_path / "final_rrc.pdf"
    export_table(TableFile(table=table, ruleset_json="rrc"), out)
    lines = pdf_text(out.read_bytes()).splitlines()
    for expected in ("+40.0* (place 1)", "+10.0* (place 2)", "\u221220.0* (place 3)"):
        assert expected in lines, expected
    assert any(line.startswith("* Uma — Uma 30/10 as in the current rules") for line in lines), (
        lines
    )


# --- amounts worked from an assumed rule value in the history -------------------------------


def _chombo_table(settings: Any, ruleset: str) -> TableFile:
    """One chombo by seat 2, settled by the real engine under `ruleset`."""
    from referee_app.core.context import AppContext
    from referee_app.core.table_state import TableState

    context = AppContext(settings)
    context.set_ruleset(PRESETS[ruleset])
    table = TableState(context)
    for seat, name in enumerate(["Аня", "Bob", "Олена", "Dee"]):
        table.set_name(seat, name)
    assert table.apply({"type": "chombo", "offender": 2}, [])["ok"]
    return TableFile(table=table.to_dict(), ruleset_json=ruleset, note="")


def test_history_changes_from_an_assumed_value_are_marked_with_a_footnote(
    each_language: str, settings: Any, tmp_path: Path
) -> None:
    """EMA 2012 pays a chombo at the table as a reverse mangan, an assumed mode: Олена (seat
    2, not the dealer) pays 4,000 to the dealer and 2,000 to each other player. Each change in
    the history carries the mark, and the report says under the history what was assumed;
    the CSV keeps the changes as numbers and says it in its last column."""
    import csv

    from referee_app.graphics.export import export_table, export_table_csv

    game = _chombo_table(settings, "ema2012")
    out = tmp_path / "chombo.pdf"
    export_table(game, out)
    lines = pdf_text(out.read_bytes()).splitlines()
    for change in (4000, 2000, -8000):
        marked = unicodedata.normalize("NFKC", f"{labels.signed_points_text(change)}*")
        assert marked in lines, (marked, lines)
    mode = f"* {labels.rule_field_label('chombo_mode')} — "
    footnotes = [line for line in lines if line.startswith(mode)]
    assert footnotes, lines
    if each_language != "en":
        assert CYRILLIC.search(footnotes[0]), footnotes
    csv_out = tmp_path / "chombo.csv"
    export_table_csv(game, csv_out)
    rows = list(csv.reader(io.StringIO(csv_out.read_text(encoding="utf-8-sig"))))
    assert rows[1][3:7] == ["4000", "2000", "-8000", "2000"]  # still numbers
    assert rows[1][-1].startswith(mode), rows[1]


def test_history_read_from_the_rule_text_has_no_mark_nor_footnote(
    each_language: str, settings: Any, tmp_path: Path
) -> None:
    """EMA 2025 (a chombo: 20,000 after uma, read in the text; the two hands of
    `_played_table`): no change is marked and no footnote is written."""
    from referee_app.graphics.export import export_table

    for name, game in (
        ("chombo", _chombo_table(settings, "ema")),
        ("played", _played_table(settings)),
    ):
        out = tmp_path / f"{name}.pdf"
        export_table(game, out)
        lines = pdf_text(out.read_bytes()).splitlines()
        assert not any(line.endswith("*") or line.startswith("* ") for line in lines), lines


def test_a_penalty_from_an_assumed_value_is_marked_in_the_standings(
    each_language: str, settings: Any, tmp_path: Path
) -> None:
    """RRC takes a chombo off the final score: twice the uma step (uma 30/10, so 2 x 20,000 =
    40,000), an assumed amount. The standings' Penalties column marks it; its notes follow."""
    from referee_app.graphics.export import export_table

    out = tmp_path / "rrc.pdf"
    export_table(_chombo_table(settings, "rrc"), out)
    lines = pdf_text(out.read_bytes()).splitlines()
    marked = unicodedata.normalize("NFKC", f"{labels.signed_points_text(-40000)}*")
    assert marked in lines, lines
    for field in ("chombo_points", "chombo_uma_steps"):
        head = f"* {labels.rule_field_label(field)} — "
        assert sum(line.startswith(head) for line in lines) == 1, (field, lines)
