"""Search of the rule pages: folding, ranking, typo and keyboard-layout forgiveness.

* `normalize` / `matches` / `search_matches`: search that ignores case, ё/е, apostrophes,
  hyphens and spaces, folds near Cyrillic spellings (піньфу, пінфу, пинфу) and forgives one
  typo in a long word.
* `SearchEntry.build` normalises a page's titles, aliases and text once; `find(query,
  entries)` ranks the pages (a title or alias above a text match), tries the query as typed on
  the other keyboard layout when nothing matches, and suggests the nearest page when still
  nothing does.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

_FOLD = str.maketrans(
    {
        "ё": "е",
        "э": "е",
        "є": "е",
        "і": "и",
        "ї": "и",
        "ы": "и",
        "й": "и",
        "ґ": "г",
        "ь": None,
        "ъ": None,
        "'": None,
        "’": None,
        "ʼ": None,
        "`": None,
        "´": None,
        "-": None,
        "‐": None,
        "–": None,
        " ": None,
        "\u00a0": None,
        "_": None,
    }
)


def normalize(text: str) -> str:
    """Fold case, ё/е, і/и, soft signs, apostrophes, hyphens and spaces away."""
    return text.casefold().translate(_FOLD)


def within_one_edit(a: str, b: str) -> bool:
    """Whether `a` becomes `b` by at most one letter added, dropped or changed."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = j = edits = 0
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            i += 1
            j += 1
            continue
        edits += 1
        if edits > 1:
            return False
        if len(a) == len(b):
            i += 1
        j += 1
    return edits + (len(b) - j) + (len(a) - i) <= 1


_WORD = re.compile(r"[\w'’ʼ-]+", re.UNICODE)


# Ranked search: a title or alias match always ranks above a match in the rule text.
SCORE_EXACT = 100  # the query is a whole title or alias
SCORE_PREFIX = 90  # a title or alias starts with it
SCORE_WORD_PREFIX = 80  # a word of a title or alias starts with it
SCORE_TITLE = 70  # it occurs inside a title or alias
SCORE_TITLE_TYPO = 50  # one letter off a title, an alias, one of their words or their start
SCORE_BODY = 20  # it occurs in the rule text
SCORE_BODY_TYPO = 10  # one letter off a word of the rule text
MIN_TYPO_TITLE = 4  # shorter queries are not typo-matched (too many false hits)
MIN_TYPO_BODY = 5
MIN_SUBSTRING = 4  # shorter queries match only at the start of a word ("ума" not in "якуман",
# "чи" not in "личные")


@dataclass(frozen=True, slots=True)
class SearchEntry:
    """One searchable page, its titles and aliases, and its rule text, normalised once.

    `general`: a whole-topic page, whose text repeats its sections', so a match only in its
    text ranks just below the same match in the section's own page.
    """

    key: str
    titles: tuple[str, ...]
    words: frozenset[str]
    body: str
    body_words: frozenset[str]
    general: bool = False
    #: `body_words` by length, so a typo is looked for only among words of a near length
    body_by_length: dict[int, tuple[str, ...]] = field(default_factory=dict, compare=False)

    @classmethod
    def build(
        cls, key: str, titles: Iterable[str], body: Iterable[str], *, general: bool = False
    ) -> SearchEntry:
        raw = [t for t in titles if t]
        norm = tuple(dict.fromkeys(n for n in (normalize(t) for t in raw) if n))
        words = frozenset(normalize(w) for t in raw for w in _WORD.findall(t)) - {""}
        text = " ".join(body)
        body_words = frozenset(normalize(w) for w in _WORD.findall(text)) - {""}
        by_length: dict[int, list[str]] = {}
        for w in body_words:
            by_length.setdefault(len(w), []).append(w)
        lengths = {n: tuple(ws) for n, ws in by_length.items()}
        return cls(key, norm, words, normalize(text), body_words, general, lengths)


def match_score(query: str, entry: SearchEntry) -> int:
    """How well `query` fits `entry` (0: not at all); see the SCORE_* constants."""
    return _score(normalize(query), entry)


def _score(q: str, entry: SearchEntry) -> int:
    """`match_score` of a query already normalised."""
    if not q:
        return 0
    if q in entry.titles:
        return SCORE_EXACT
    if any(t.startswith(q) for t in entry.titles):
        return SCORE_PREFIX
    if any(w.startswith(q) for w in entry.words):
        return SCORE_WORD_PREFIX
    n = len(q)
    short = n < MIN_SUBSTRING
    if not short and any(q in t for t in entry.titles):
        return SCORE_TITLE
    if n >= MIN_TYPO_TITLE:
        for t in (*entry.titles, *entry.words):
            if abs(len(t) - n) <= 1 and within_one_edit(q, t):
                return SCORE_TITLE_TYPO
            # typing the start of a name with one slip: "chitoit" for chiitoitsu
            if (
                n >= MIN_TYPO_BODY
                and len(t) > n
                and (within_one_edit(q, t[:n]) or within_one_edit(q, t[: n + 1]))
            ):
                return SCORE_TITLE_TYPO
    general = 1 if entry.general else 0
    if any(w.startswith(q) for w in entry.body_words) if short else q in entry.body:
        return SCORE_BODY - general
    if n >= MIN_TYPO_BODY:
        by_length = entry.body_by_length
        for length in (n, n - 1, n + 1):
            for w in by_length.get(length, ()):
                if within_one_edit(q, w):
                    return SCORE_BODY_TYPO - general
    return 0


def rank(query: str, entries: Iterable[SearchEntry]) -> list[tuple[str, int]]:
    """``[(key, score)]`` of the entries `query` matches, best first; ties keep entry order."""
    q = normalize(query)
    scored = [(e.key, _score(q, e)) for e in entries]
    hits = [(i, key, score) for i, (key, score) in enumerate(scored) if score > 0]
    hits.sort(key=lambda h: (-h[2], h[0]))
    return [(key, score) for _i, key, score in hits]


_LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,."
_RUSSIAN_KEYS = "йцукенгшщзхъфывапролджэячсмитьбю"
_TO_CYRILLIC = str.maketrans(_LATIN_KEYS, _RUSSIAN_KEYS)
# The Ukrainian layout puts і, ї, є where the Russian one has ы, ъ, э.
_TO_LATIN = str.maketrans(_RUSSIAN_KEYS + "іїє", _LATIN_KEYS + "s]'")


def swap_layout(text: str) -> str:
    """`text` as typed with the other keyboard layout (Latin <-> Russian/Ukrainian):
    "gbyae" -> "пинфу", "ашкшеут" -> "furiten". Text mixing both alphabets stays as it is."""
    low = text.casefold()
    if re.search("[a-z]", low) and not re.search("[а-яёіїєґ]", low):
        return low.translate(_TO_CYRILLIC)
    if re.search("[а-яёіїєґ]", low) and not re.search("[a-z]", low):
        return low.translate(_TO_LATIN)
    return text


def _distance(a: str, b: str, limit: int) -> int:
    """Levenshtein distance of `a` and `b`, or ``limit + 1`` once it exceeds `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        if min(cur) > limit:
            return limit + 1
        prev = cur
    return prev[-1]


def suggest(query: str, entries: Iterable[SearchEntry]) -> str | None:
    """The key of the entry whose title or alias is nearest to a query that found nothing
    (at most two edits for short words, a third of the length for long ones), else None."""
    q = normalize(query)
    if len(q) < 3:
        return None
    limit = max(2, len(q) // 3)
    best: tuple[int, int, str] | None = None
    for i, entry in enumerate(entries):
        for t in (*entry.titles, *entry.words):
            d = min(_distance(q, t, limit), _distance(q, t[: len(q)], limit) + 1)
            if d <= limit and (best is None or (d, i) < best[:2]):
                best = (d, i, entry.key)
    return None if best is None else best[2]


def find(query: str, entries: Sequence[SearchEntry]) -> tuple[list[tuple[str, int]], str | None]:
    """The ranked hits for `query` (tried again as typed on the other keyboard layout when
    nothing matches) and, when there are none, the key of the nearest page to suggest."""
    hits = rank(query, entries) or rank(swap_layout(query), entries)
    return hits, None if hits else suggest(query, entries)


def strip_markdown(text: str) -> str:
    """The words of a rule text: markup and the targets of ``[text](topic:id)`` links dropped."""
    text = re.sub(r"\]\(topic:[a-z0-9_:]+\)", " ", text)
    return re.sub(r"[#*_`>|\[\]]", " ", text)


MIN_TYPO = 5  # queries this long also match a word one letter off ("furiden", "куйкае")


def search_matches(query: str, terms: Iterable[str]) -> bool:
    """True when `query` (folded by `rules_content.normalize`) occurs in one of `terms`.

    A query of four letters or more may occur anywhere in a term; a shorter one must start a
    term or a word of it; one of five letters or more may also be one typo off a whole word.
    An empty query matches everything.
    """
    q = normalize(query)
    if not q:
        return True
    words: list[str] = []
    for term in terms:
        whole = normalize(term)
        if len(q) >= MIN_SUBSTRING and q in whole:
            return True
        if whole.startswith(q):
            return True
        for raw in _WORD.findall(term):
            word = normalize(raw)
            if word.startswith(q):
                return True
            words.append(word)
    if len(q) >= MIN_TYPO:
        return any(within_one_edit(q, w) for w in words if len(w) >= MIN_TYPO - 1)
    return False


__all__ = [
    "SearchEntry",
    "find",
    "match_score",
    "normalize",
    "rank",
    "search_matches",
    "strip_markdown",
    "suggest",
    "swap_layout",
    "within_one_edit",
]
