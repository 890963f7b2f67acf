"""The end of an absence as people write it, in English and Czech, and the dates refused."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.features.away.dates import DateRefused, discord_time, parse_until, shown_moment

NOW = datetime(2026, 12, 1, 20, 30, tzinfo=UTC).timestamp()  # a Tuesday evening


def noon(year: int, month: int, day: int) -> float:
    return datetime(year, month, day, 12, tzinfo=UTC).timestamp()


@pytest.mark.parametrize(
    "text, expected",
    [
        ("2026-12-12", noon(2026, 12, 12)),
        ("2026-12-12 18:30", datetime(2026, 12, 12, 18, 30, tzinfo=UTC).timestamp()),
        ("12.12.", noon(2026, 12, 12)),
        ("12. 12.", noon(2026, 12, 12)),
        ("12.12.2026", noon(2026, 12, 12)),
        ("12. 12. 2026", noon(2026, 12, 12)),
        ("12 Dec", noon(2026, 12, 12)),
        ("Dec 12th", noon(2026, 12, 12)),
        ("December 12, 2026", noon(2026, 12, 12)),
        ("12. prosince", noon(2026, 12, 12)),
        ("12. Prosince 2026", noon(2026, 12, 12)),
        ("31.12.", noon(2026, 12, 31)),
        ("7d", NOW + 7 * 86400),
        ("7 days", NOW + 7 * 86400),
        ("1 week", NOW + 7 * 86400),
        ("2 týdny", NOW + 14 * 86400),
        ("5 dní", NOW + 5 * 86400),
        ("3 dny", NOW + 3 * 86400),
        ("12 hodin", NOW + 12 * 3600),
        ("36h", NOW + 36 * 3600),
        (f"<t:{int(NOW) + 3600}:R>", NOW + 3600),
    ],
)
def test_dates_people_write(text, expected):
    assert parse_until(text, NOW) == expected


@pytest.mark.parametrize(
    "text, code",
    [
        ("2026-11-30", "away.past"),
        ("30.11.", "away.past"),
        ("1.12.", "away.past"),  # today's noon has gone by
        ("0d", "away.past"),
        ("2027-01-15", "away.too_far"),
        ("31d", "away.too_far"),
        ("2.1.", "away.too_far"),  # early January, said in December: next year's, not this year's
        ("5 weeks", "away.too_far"),
        ("31.2.", "away.unreadable"),
        ("2026-13-01", "away.unreadable"),
        ("2026-12-12 25:00", "away.unreadable"),
        ("next friday", "away.unreadable"),
        ("", "away.unreadable"),
        ("12 blah", "away.unreadable"),
    ],
)
def test_dates_refused_with_the_reason(text, code):
    with pytest.raises(DateRefused) as refused:
        parse_until(text, NOW)
    assert refused.value.code == code
    assert (refused.value.moment is None) == (code == "away.unreadable")  # a moment is said back


def test_thirty_days_is_the_furthest():
    assert parse_until("30d", NOW) == NOW + 30 * 86400


def test_a_moment_is_said_back_as_a_discord_timestamp():
    assert discord_time(1_765_540_800.7) == "<t:1765540800:f>"
    assert discord_time(1_765_540_800, "R") == "<t:1765540800:R>"


def test_a_day_typed_without_a_time_is_said_back_as_that_day_alone():
    """Issue 33: "12.12." was said back with a noon nobody typed; "3h" keeps its time of day."""
    assert shown_moment(parse_until("12.12.", NOW)) == f"<t:{int(parse_until('12.12.', NOW))}:D>"
    assert shown_moment(NOW + 3 * 3600 + 60).endswith(":f>")
