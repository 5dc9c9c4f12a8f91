"""labels.py: a label for every engine id, rule field and value, in every language.

Expected words come from translations/glossary.md (RRC spellings for Russian, the Ukrainian
forms from the Ukrainian sources) and from the English texts in labels.py.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from enum import StrEnum
from pathlib import Path
from typing import Literal, get_args, get_origin

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from engine import ids
from engine.rulesets import PRESETS, RULE_FIELDS, Ruleset
from referee_app.text import labels

ROOT = Path(__file__).resolve().parents[3]
CYRILLIC = re.compile("[А-Яа-яЁёІіЇїЄєҐґ]")


@pytest.fixture(params=["en", "ru", "uk"])
def language(
    request: pytest.FixtureRequest, qapp: QApplication, compiled_qm: dict[str, Path]
) -> Iterator[str]:
    """Each test runs in English, Russian and Ukrainian (our translator installed directly)."""
    code: str = request.param
    translator = QTranslator()
    locale = QLocale()
    # English too: its .qm holds the plural forms ("1 tile"), as the app installs it.
    assert translator.load(str(compiled_qm[code]))
    QCoreApplication.installTranslator(translator)
    if code != "en":
        QLocale.setDefault(QLocale(code))
    yield code
    QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(locale)


def _id_enums() -> list[type[StrEnum]]:
    return [
        obj
        for _, obj in inspect.getmembers(ids, inspect.isclass)
        if issubclass(obj, StrEnum) and obj is not StrEnum and obj.__module__ == ids.__name__
    ]


def test_every_id_enum_has_a_label_function() -> None:
    missing = [e.__name__ for e in _id_enums() if e not in labels.LABEL_FUNCTIONS]
    assert missing == []


def _check_label(text: str, raw: str, language: str) -> None:
    assert text.strip(), raw
    assert text != raw, raw
    assert not text.startswith(("Unknown (", "Неизвестно (", "Невідомо (")), (raw, text)
    if language != "en":
        assert CYRILLIC.search(text), f"{raw!r} not translated: {text!r}"


def test_every_engine_id_has_a_label(language: str) -> None:
    for enum, func in labels.LABEL_FUNCTIONS.items():
        for member in enum:
            _check_label(func(str(member)), str(member), language)


def test_every_yaku_has_romaji_and_local_name(language: str) -> None:
    for yaku in ids.YakuId:
        romaji = labels.yaku_label(yaku)
        assert romaji and romaji != str(yaku) and not CYRILLIC.search(romaji)
        _check_label(labels.yaku_local_name(yaku), str(yaku), language)


def test_romaji_is_the_same_in_every_language(language: str) -> None:
    del language
    assert labels.yaku_label("pinfu") == "Pinfu"
    assert labels.yaku_label("sanshoku") == "Sanshoku doujun"


@pytest.mark.parametrize(
    ("yaku", "en", "ru", "uk"),
    [
        # glossary.md: RRC yaku-list spellings (ru) and the Ukrainian transliterations (uk).
        ("riichi", "Ready hand", "Риичи", "Ріічі"),
        ("tanyao", "All simples", "Таняо", "Таньяо"),
        ("pinfu", "No-points hand", "Пинфу", "Пінфу"),
        ("haitei", "Last tile from the wall", "Хайтей раюоэ", "Хайтей"),
        ("ryanpeikou", "Two twin sequences", "Рянпейко", "Рянпейко"),
        ("kokushi", "Thirteen orphans", "Кокуши мусо", "Кокуші мусо"),
        ("ryuuiisou", "All green", "Рюисо", "Рюїсо"),
        ("chiihou", "Earthly hand", "Чихо", "Чіхо"),
    ],
)
def test_local_names_follow_the_glossary(
    language: str, yaku: str, en: str, ru: str, uk: str
) -> None:
    assert labels.yaku_local_name(yaku) == {"en": en, "ru": ru, "uk": uk}[language]


def test_ukrainian_riichi_has_two_separate_i(language: str) -> None:
    if language == "uk":
        for yaku in ("riichi", "double_riichi"):
            name = labels.yaku_local_name(yaku).lower()
            assert "ріічі" in name and "річі" not in name and "ріїчі" not in name


def test_han_plural_forms(language: str) -> None:
    # RRC writes "хан" unchanged after numbers; Ukrainian: 1 хан, 2-4 хани, 5+ ханів,
    # 21 хан, 22 хани (Ukrainian plural rules; glossary.md: "1 хан, 2 хани, 5 ханів").
    expected = {
        "en": ["1\xa0han", "2\xa0han", "5\xa0han", "21\xa0han", "22\xa0han"],
        "ru": ["1\xa0хан", "2\xa0хан", "5\xa0хан", "21\xa0хан", "22\xa0хан"],
        "uk": ["1\xa0хан", "2\xa0хани", "5\xa0ханів", "21\xa0хан", "22\xa0хани"],
    }[language]
    assert [labels.han_text(n) for n in (1, 2, 5, 21, 22)] == expected


def test_count_values_use_plural_forms(language: str) -> None:
    # riichi_min_wall_tiles: English 1 tile / 4 tiles; Russian 1 тайл / 4 тайла / 5 тайлов;
    # Ukrainian 1 тайл / 4 тайли / 5 тайлів.
    got = [labels.rule_value_label("riichi_min_wall_tiles", n) for n in (1, 4, 5)]
    assert (
        got
        == {
            "en": ["1\xa0tile", "4\xa0tiles", "5\xa0tiles"],
            "ru": ["1\xa0тайл", "4\xa0тайла", "5\xa0тайлов"],
            "uk": ["1\xa0тайл", "4\xa0тайли", "5\xa0тайлів"],
        }[language]
    )


def _literal_values(name: str) -> tuple[str, ...]:
    from engine import rulesets

    hint = rulesets._resolve_type(name)
    return get_args(hint) if get_origin(hint) is Literal else ()


def test_every_rule_field_has_label_help_and_value_labels(language: str) -> None:
    for name in RULE_FIELDS:
        _check_label(labels.rule_field_label(name), name, language)
        _check_label(labels.rule_field_help(name), name, language)
        for value in _literal_values(name):
            _check_label(labels.rule_value_label(name, value), value, language)
        choices = labels.rule_choices(name)
        assert [v for v, _ in choices] == list(_literal_values(name))


def test_every_preset_value_has_a_label(language: str) -> None:
    for preset in PRESETS.values():
        for name in RULE_FIELDS:
            text = labels.rule_value_label(name, getattr(preset, name))
            assert text and "Unknown" not in text and "Неизвест" not in text, (preset.id, name)
            json_text = labels.rule_value_label(name, preset.to_json()[name])
            assert json_text == text, (preset.id, name)


def test_rule_values_in_words(language: str) -> None:
    rrc = PRESETS["rrc"]
    if language == "en":
        # RRC uma 30,000/10,000 (rrc.md row 3), with signs and a true minus.
        assert labels.rule_value_label("uma", rrc.uma) == "+30,000 / +10,000 / −10,000 / −30,000"
        assert (
            labels.rule_value_label("renhou", "mangan") == "Mangan, or the normal value if higher"
        )
        assert labels.rule_value_label("red_fives", True) == "Yes"
        assert labels.rule_value_label("double_wind_pair_fu", 4) == "4\xa0fu"
        # romaji with the local name beside it, as everywhere (glossary)
        assert labels.rule_value_label("pao_yaku", rrc.pao_yaku) == (
            "Daisangen (Big three dragons), Daisuushii (Big four winds)"
        )
        assert labels.rule_value_label("abortive_draws", frozenset()) == "None"
    if language == "ru":
        # issue 16.14: the Pao page listed the yakuman in romaji only
        assert labels.rule_value_label("pao_yaku", rrc.pao_yaku) == (
            "Daisangen (Дайсанген), Daisuushii (Дайсуши)"
        )
        assert labels.ruleset_name(rrc) == "RRC (Российское риичи-сообщество) v1.5"
        assert labels.rule_value_label("red_fives", False) == "Нет"
        assert labels.rule_value_label("double_wind_pair_fu", 4) == "4\xa0фу"


def test_every_assumed_note_is_translatable(language: str) -> None:
    for preset in PRESETS.values():
        for field_name, note in preset.assumed:
            text = labels.ruleset_assumed_note(preset, field_name)
            assert text is not None
            _check_label(text, note, language)
    assert labels.ruleset_assumed_note(PRESETS["ema2016"], "uma") is None


def test_assumed_note_reads_naturally(language: str) -> None:
    # Issue 25: a note says to players which value is used, which other exists, and why; the
    # engine's own note ("Not stated: the usual 3,000.") is never shown.
    expected = {
        "en": "The regulations do not say; noten payments total the usual 3,000.",
        "ru": "В регламенте об этом не сказано; выплата за нотен — обычные 3\xa0000.",
        "uk": "У регламенті про це не сказано; виплата за нотен — звичайні 3\xa0000.",
    }[language]
    assert labels.ruleset_assumed_note(PRESETS["galaxy"], "noten_total") == expected


def test_error_sentences_use_details(language: str) -> None:
    if language != "en":
        return
    # A fifth 5m: the sentence names the tile and the count.
    assert (
        labels.error_label("too_many_copies", {"tile": "5m", "count": 5})
        == "5m is entered 5 times; there are only four of each tile."
    )
    # Without details the generic sentence is used.
    assert labels.error_label("too_many_copies") == (
        "A tile appears more than four times; there are only four of each."
    )
    # A conflicting situation is explained by its conflict id.
    assert labels.error_label("conflicting_situation", {"conflict": "rinshan_on_ron"}) == (
        "Rinshan is a win on a drawn replacement tile, so it cannot be a ron."
    )
    assert labels.error_label("invalid_ruleset", {"field": "uma"}) == (
        "The ruleset value for “Uma” is not valid."
    )
    # The engine counts characters from 0: "12x3m" fails at index 2, the third character.
    assert labels.error_label("invalid_notation", {"text": "12x3m", "position": 2}) == (
        "“12x3m” cannot be read as tiles (at character 3)."
    )
    assert labels.error_label("invalid_meld", {"count": 5}) == (
        "A hand has at most four calls; 5 are entered."
    )


def test_error_sentences_translated_with_details(language: str) -> None:
    text = labels.error_label("win_tile_not_in_hand", {"tile": "5p"})
    assert "5p" in text
    if language == "ru":
        assert text == "Победного тайла 5p нет среди тайлов руки."
    if language == "uk":
        assert text == "Виграшного тайла 5p немає серед тайлів руки."


def test_unknown_ids_do_not_crash(language: str) -> None:
    assert "zzz" in labels.yaku_local_name("zzz")
    assert "zzz" in labels.error_label("zzz")
    assert "zzz" in labels.rule_field_label("zzz")
    assert "zzz" in labels.yaku_label("zzz")


def test_search_aliases_cover_all_languages(language: str) -> None:
    from referee_app.rules.yaku_facts import yaku_search_terms

    aliases = yaku_search_terms("tanyao")
    # glossary.md: RRC "Таняо" with aliases "Тан'яо", "тан-яо", "все простые"; Ukrainian
    # "Таньяо" / "Усі прості"; the romaji and the English name.
    for name in ("Tanyao", "All simples", "Таняо", "Тан'яо", "все простые", "Таньяо", "Усі прості"):
        assert name in aliases
    names = labels.search_aliases("tanyao")
    assert len({a.casefold() for a in names}) == len(names)
    # Galaxy's older spellings are aliases too (glossary.md).
    assert "Сёсанген" in yaku_search_terms("shousangen")
    for yaku in ids.YakuId:
        assert len(yaku_search_terms(yaku)) >= 3, yaku


def test_points_follow_locale(language: str) -> None:
    text = labels.signed_points_text(-8000).replace("\xa0", " ")
    assert text == {"en": "−8,000", "ru": "−8 000", "uk": "−8 000"}[language]
    assert labels.signed_points_text(0) == "0"


def test_yakuman_multiples(language: str) -> None:
    if language == "en":
        assert labels.yakuman_text(1) == "Yakuman"
        assert labels.yakuman_text(2) == "Double yakuman"
        assert labels.yakuman_text(5) == "5× yakuman"
    if language == "uk":
        assert labels.yakuman_text(2) == "Подвійний якуман"


def test_why_not_line(language: str) -> None:
    line = labels.why_not_line("pinfu", "pinfu_open")
    assert (
        line
        == {
            "en": "Why not Pinfu? Pinfu needs a closed hand.",
            "ru": "Почему не Pinfu? Пинфу бывает только в закрытой руке.",
            "uk": "Чому не Pinfu? Пінфу буває лише в закритій руці.",
        }[language]
    )


def test_label_for_any_member(language: str) -> None:
    assert labels.label_for(ids.Wind.EAST) == {"en": "East", "ru": "Восток", "uk": "Схід"}[language]


def test_ruleset_fields_are_known() -> None:
    # Guards the tables against a renamed field: every key of a table is a real field.
    fields = set(RULE_FIELDS)
    assert set(labels.RULE_FIELD_NAMES) == fields
    assert set(labels.RULE_FIELD_HELP) == fields
    assert {f for f, _ in labels.RULE_VALUES} <= fields
    assert isinstance(PRESETS["ema"], Ruleset)
