"""The Fluent catalogue: complete in both languages, every message formats, numbers per locale."""

import pytest

import i18n

# A variable only one language needs: the raw value of a translated parameter, by which Czech
# chooses a case or gender form (`colour_id`).
LANGUAGE_ONLY = ("_id",)


def test_every_message_is_in_both_languages():
    english, czech = set(i18n.catalogue("en")), set(i18n.catalogue("cs"))
    assert not english - czech, sorted(english - czech)[:20]
    assert not czech - english, sorted(czech - english)[:20]


def test_both_languages_use_the_same_variables():
    for key in i18n.catalogue("en"):
        english = {v for v in i18n.variables(key, "en") if not v.endswith(LANGUAGE_ONLY)}
        czech = {v for v in i18n.variables(key, "cs") if not v.endswith(LANGUAGE_ONLY)}
        assert english == czech, key


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_message_formats_without_errors(language):
    for key in i18n.catalogue(language):
        params = {name: 3 for name in i18n.variables(key, language)}
        text = i18n.t(key, language, **params)
        assert text.strip(), key
        assert "{" not in text.replace("{{", ""), (key, text)


@pytest.mark.parametrize(
    "language, expected",
    [("en", "1,700 · #1700 · 21st · £1,700 · +3"), ("cs", "1\u00a0700 · #1700 · 21. · 1\u00a0700 £ · +3")],
)
def test_numbers_ids_ordinals_and_money_follow_the_locale(language, expected, tmp_path, monkeypatch):
    for cache in (i18n.bundle, i18n._resources, i18n._sources, i18n.catalogue, i18n._formatted):
        cache.cache_clear()
    folder = tmp_path / language
    folder.mkdir()
    (folder / "x.ftl").write_text(
        "x = { $n } · #{ $id } · { ORDINAL($place) } · { MONEY($n) } · { SIGNED($delta) }\n", encoding="utf-8"
    )
    monkeypatch.setattr(i18n, "_FOLDERS", [tmp_path])
    try:
        assert i18n.t("x", language, n=1700, id=1700, place=21, delta=3) == expected
    finally:
        monkeypatch.undo()
        for cache in (i18n.bundle, i18n._resources, i18n._sources, i18n.catalogue, i18n._formatted):
            cache.cache_clear()


def test_a_text_formatted_again_with_the_same_parameters_is_kept_not_formatted_anew(tmp_path):
    folder = tmp_path / "en"
    folder.mkdir()
    (folder / "kept.ftl").write_text(
        "kept-x = { $n } { $n ->\n    [one] chip\n   *[other] chips\n}\n", encoding="utf-8"
    )
    i18n.add_folder(tmp_path)
    try:
        assert i18n.t("kept.x", "en", n=2) == "2 chips"
        formatted = i18n._formatted.cache_info()
        assert i18n.t("kept.x", "en", n=2) == "2 chips"
        again = i18n._formatted.cache_info()
        assert (again.hits, again.misses) == (formatted.hits + 1, formatted.misses)
        assert i18n.t("kept.x", "en", n=1) == "1 chip"
        assert i18n.t("kept.x", "en", n=1.5) == "1.5 chips"
    finally:
        i18n._FOLDERS.remove(tmp_path)
        for cache in (i18n.bundle, i18n._resources, i18n._sources, i18n.catalogue, i18n._formatted):
            cache.cache_clear()


def test_a_missing_variable_is_an_error_not_a_placeholder_on_screen():
    key = next(k for k in i18n.catalogue("en") if i18n.variables(k, "en"))
    with pytest.raises(i18n.TextError):
        i18n.t(key, "en")


def test_english_ordinals():
    ordinal = i18n._ordinal("en")
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "13th",
        "21st",
        "22nd",
        "23rd",
        "101st",
        "111th",
    ]
