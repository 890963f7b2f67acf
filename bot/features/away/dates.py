"""Reading the end of an absence as people write it (/salon away until:…), in English or Czech.

Pure: the text and the clock give the moment, or the reason it is refused. A day without a
time means noon UTC of that day, which is the same calendar day in nearly every time zone
(the answer shows it as a Discord timestamp, in the reader's own time).
"""

from __future__ import annotations

import re
import unicodedata
from datetime import UTC, datetime, timedelta

MAX_DAYS = 30  # an absence ends at most this many days ahead
NOON = 12
YEAR_TURN_DAYS = 183  # a day without a year more than this far in the past means next year's

HOUR = 3600.0
DAY = 24 * HOUR
# the units of "7d", "2 weeks", "3 dny", "12 hodin", without diacritics
UNITS = {
    **dict.fromkeys(("h", "hr", "hrs", "hour", "hours", "hod", "hodina", "hodiny", "hodin"), HOUR),
    **dict.fromkeys(("d", "day", "days", "den", "dny", "dni", "dnu"), DAY),
    **dict.fromkeys(("w", "wk", "wks", "week", "weeks", "t", "tyd", "tyden", "tydny", "tydnu"), 7 * DAY),
}
# month names and abbreviations: English, and Czech in the genitive ("12. prosince") and nominative
MONTHS = {
    **{name: i + 1 for i, name in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split())},
    **{
        name: i + 1
        for i, name in enumerate(
            "january february march april may june july august september october november december".split()
        )
    },
    "sept": 9,
    **{
        name: i + 1
        for i, name in enumerate(
            "ledna unora brezna dubna kvetna cervna cervence srpna zari rijna listopadu prosince".split()
        )
    },
    **{
        name: i + 1
        for i, name in enumerate(
            "leden unor brezen duben kveten cerven cervenec srpen zari rijen listopad prosinec".split()
        )
    },
}

_TIMESTAMP = re.compile(r"^<t:(-?\d{1,12})(?::[tdfr])?>$")  # read after plain(): lower case
_RELATIVE = re.compile(r"^(\d{1,4})\s*([a-z]+)$")
_ISO = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ t](\d{1,2}):(\d{2}))?$")
_DOTTED = re.compile(r"^(\d{1,2})\.\s*(\d{1,2})\.?(?:\s*(\d{4}))?$")  # 12.12. / 12. 12. 2026
_DAY_MONTH = re.compile(r"^(\d{1,2})\.?\s+([a-z]+)\.?,?(?:\s+(\d{4}))?$")  # 12 Dec / 12. prosince 2026
_MONTH_DAY = re.compile(r"^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?(?:\s+(\d{4}))?$")  # Dec 12, 2026


class DateRefused(ValueError):
    """The text names no moment an absence may end at; `code` is the catalogue key of why,
    `moment` the moment it named, if any (to say it back)."""

    def __init__(self, code: str, moment: float | None = None):
        super().__init__(code)
        self.code = code
        self.moment = moment


def plain(text: str) -> str:
    """Lower case, no diacritics, single spaces: "12. Prosince" and "12. prosince" read alike."""
    decomposed = unicodedata.normalize("NFKD", text.strip().lower())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def parse_until(text: str, now: float) -> float:
    """The moment (Unix seconds) `text` names, checked to be after `now` and at most MAX_DAYS
    ahead; raises DateRefused('away.unreadable' | 'away.past' | 'away.too_far')."""
    until = _moment(plain(text), now)
    if until is None:
        raise DateRefused("away.unreadable")
    if until <= now:
        raise DateRefused("away.past", until)
    if until > now + MAX_DAYS * DAY:
        raise DateRefused("away.too_far", until)
    return until


def _moment(text: str, now: float) -> float | None:
    if match := _TIMESTAMP.match(text):
        return float(match.group(1))
    if (match := _RELATIVE.match(text)) and match.group(2) in UNITS:
        return now + int(match.group(1)) * UNITS[match.group(2)]
    if match := _ISO.match(text):
        year, month, day = (int(g) for g in match.group(1, 2, 3))
        if match.group(4) is None:
            return _noon(year, month, day)
        return _at(year, month, day, int(match.group(4)), int(match.group(5)))
    if match := _DOTTED.match(text):
        return _day(int(match.group(1)), int(match.group(2)), match.group(3), now)
    if (match := _DAY_MONTH.match(text)) and match.group(2) in MONTHS:
        return _day(int(match.group(1)), MONTHS[match.group(2)], match.group(3), now)
    if (match := _MONTH_DAY.match(text)) and match.group(1) in MONTHS:
        return _day(int(match.group(2)), MONTHS[match.group(1)], match.group(3), now)
    return None


def _day(day: int, month: int, year: str | None, now: float) -> float | None:
    """Noon UTC of the day; without a year, this year's, unless that was half a year ago."""
    if year is not None:
        return _noon(int(year), month, day)
    this_year = datetime.fromtimestamp(now, UTC).year
    moment = _noon(this_year, month, day)
    if moment is not None and moment < now - YEAR_TURN_DAYS * DAY:
        return _noon(this_year + 1, month, day)
    return moment


def _noon(year: int, month: int, day: int) -> float | None:
    return _at(year, month, day, NOON, 0)


def _at(year: int, month: int, day: int, hour: int, minute: int) -> float | None:
    if not (0 <= hour < 24 and 0 <= minute < 60):
        return None
    try:
        return (
            datetime(year, month, day, tzinfo=UTC).timestamp() + timedelta(hours=hour, minutes=minute).total_seconds()
        )
    except (ValueError, OverflowError):  # 31.2., month 13
        return None


def discord_time(moment: float, style: str = "f") -> str:
    """A Discord timestamp: every reader sees it in their own time zone and language."""
    return f"<t:{int(moment)}:{style}>"


def shown_moment(moment: float) -> str:
    """The end of an absence as a Discord timestamp: a day given without a time (noon UTC, see
    `_noon`) is shown as that day alone, never with a time of day the player did not type."""
    day_only = int(moment) % int(DAY) == NOON * int(HOUR)
    return discord_time(moment, "D" if day_only else "f")
