"""The links a game's page is reached by, and a seat's session on it.

A page: ``/g/<token>``, the token made once per game by the store (unguessable; a game id
alone opens nothing). A seat's sign-in: ``/g/<token>/in?s=..&u=..&lang=..&exp=..&sig=..``,
given privately (*Take your turn*, *My hand*, a turn notice by DM) and signed with HMAC-SHA256
over the token, the seat, the person it was given to, their language and the expiry. A link that
was changed, is for another seat or game, or has expired signs nobody in. Links of *My hand*
given before there were sessions (``/g/<token>/hand/<seat>?u=..``) are the same signature at
another address, and sign in the same way.

Opening a good link sets a session: a cookie holding the same fields, the step from which the
person holds the seat, and a signature of its own. No server keeps it; every request checks it
afresh against the seats, so it ends when the seat is no longer that person's hold (resigned,
replaced, handed over, forgotten: a seat handed back to them is a new holding, which an old
cookie does not name) or the game ends.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from urllib.parse import urlencode

import i18n

# A link sits in a DM that may be read the next morning, when the turn it announced is still
# waiting; past that, the buttons in the thread give a fresh one at any moment.
SIGN_IN_SECONDS = 12 * 3600
# A session lasts as a game's slow turns do; it ends at once when the seat changes hands or the
# game ends, so its length only bounds a cookie left on a device.
SESSION_SECONDS = 7 * 24 * 3600
KEY_NAME = "hand_links"  # the store's name of the signing key (when SALON_WEB_SECRET sets none)
SIGNATURE_CHARS = 43  # 256 bits in URL-safe base64, unpadded
COOKIE = "salon_seat"


def page_path(token: str) -> str:
    return f"/g/{token}"


class Verdict(Enum):
    GOOD = "good"
    EXPIRED = "expired"
    INVALID = "invalid"  # changed, for another seat or game, or not a link of ours


def _sign(key: bytes, *parts: object) -> str:
    digest = hmac.new(key, "\n".join(map(str, parts)).encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def _verdict(good: str, signature: str, expires: int, now: float) -> Verdict:
    """GOOD only for exactly this signature, before it expires; a changed one is INVALID whether or
    not it has expired (its expiry may be the part that was changed)."""
    if (
        len(signature) != SIGNATURE_CHARS
        or not signature.isascii()  # compare_digest refuses to compare other strings
        or not hmac.compare_digest(good, signature)
    ):
        return Verdict.INVALID
    return Verdict.EXPIRED if now >= expires else Verdict.GOOD


@dataclass(frozen=True)
class SeatLink:
    """What a sign-in link names: a seat of the game with this page token, for the person who held
    it when the link was made (`holder`, a Discord user id), until `expires`."""

    token: str
    seat: int
    holder: int
    language: str
    expires: int

    def path(self, key: bytes) -> str:
        query = urlencode(
            {"s": self.seat, "u": self.holder, "lang": self.language, "exp": self.expires, "sig": self.signature(key)}
        )
        return f"{page_path(self.token)}/in?{query}"

    def signature(self, key: bytes) -> str:
        return _sign(key, "hand", self.token, self.seat, self.holder, self.language, self.expires)

    def check(self, key: bytes, signature: str, now: float) -> Verdict:
        return _verdict(self.signature(key), signature, self.expires, now)


def read_seat_link(token: str, seat: str | None, query: Mapping[str, str]) -> tuple[SeatLink, str] | None:
    """The link and its signature as a request names them (`seat` from the path of an older link,
    else the query's); None if a part is missing or malformed."""
    try:
        link = SeatLink(token, int(seat or query["s"]), int(query["u"]), query["lang"], int(query["exp"]))
        signature = query["sig"]
    except (KeyError, ValueError):
        return None
    if link.seat < 0 or link.language not in i18n.LANGUAGES:
        return None
    return link, signature


def seat_link(token: str, seat: int, holder: int, language: str, now: float) -> SeatLink:
    return SeatLink(token, seat, holder, i18n.language_of(language), int(now) + SIGN_IN_SECONDS)


@dataclass(frozen=True)
class Session:
    """A person signed in on a game's page for a seat they hold since step `since`, until `expires`."""

    token: str
    seat: int
    holder: int
    language: str
    since: int
    expires: int

    def cookie(self, key: bytes) -> str:
        return f"{self.seat}.{self.holder}.{self.language}.{self.since}.{self.expires}.{self._signature(key)}"

    def _signature(self, key: bytes) -> str:
        return _sign(key, "session", self.token, self.seat, self.holder, self.language, self.since, self.expires)

    @classmethod
    def read(cls, key: bytes, token: str, value: str, now: float) -> tuple[Session | None, Verdict]:
        """The session a cookie names for the page of `token`, and whether it is good."""
        parts = value.split(".")
        numbers = parts[:2] + parts[3:5]
        if len(parts) != 6 or not all(p.isascii() and p.isdigit() and len(p) <= 20 for p in numbers):
            return None, Verdict.INVALID
        seat, holder, language, since, expires, signature = parts
        if language not in i18n.LANGUAGES:
            return None, Verdict.INVALID
        session = cls(token, int(seat), int(holder), language, int(since), int(expires))
        return session, _verdict(session._signature(key), signature, session.expires, now)


def session_for(link: SeatLink, since: int, now: float) -> Session:
    return Session(link.token, link.seat, link.holder, link.language, since, int(now) + SESSION_SECONDS)
