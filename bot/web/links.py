"""The links a game's page is reached by.

A page: ``/g/<token>``, the token made once per game by the store (unguessable; a game id
alone opens nothing). A seat's private view: ``/g/<token>/hand/<seat>?u=..&lang=..&exp=..&sig=..``,
signed with HMAC-SHA256 over the token, the seat, the person it was given to, the language and
the expiry, so a link that was changed, is for another seat or another game, or has expired shows
nothing private; nor does one whose person no longer holds the seat (the page checks that).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from dataclasses import dataclass
from enum import Enum
from urllib.parse import urlencode

import i18n

HAND_LINK_SECONDS = 24 * 3600  # how long a link from *My hand* keeps working
KEY_NAME = "hand_links"  # the store's name of the signing key (when SALON_WEB_SECRET sets none)
SIGNATURE_CHARS = 43  # 256 bits in URL-safe base64, unpadded


def page_path(token: str) -> str:
    return f"/g/{token}"


class Verdict(Enum):
    GOOD = "good"
    EXPIRED = "expired"
    INVALID = "invalid"  # changed, for another seat or game, or not a link of ours


@dataclass(frozen=True)
class HandLink:
    """What a private link names: a seat of the game with this page token, for the person who held
    it when the link was made (`holder`, a Discord user id), until `expires`."""

    token: str
    seat: int
    holder: int
    language: str
    expires: int

    def path(self, key: bytes) -> str:
        query = urlencode({"u": self.holder, "lang": self.language, "exp": self.expires, "sig": self.signature(key)})
        return f"{page_path(self.token)}/hand/{self.seat}?{query}"

    def signature(self, key: bytes) -> str:
        message = f"hand\n{self.token}\n{self.seat}\n{self.holder}\n{self.language}\n{self.expires}".encode()
        digest = hmac.new(key, message, hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    def check(self, key: bytes, signature: str, now: float) -> Verdict:
        """GOOD only for the signature of exactly this link, before it expires; a changed link is
        INVALID whether or not it has expired (its expiry may be the part that was changed)."""
        if (
            len(signature) != SIGNATURE_CHARS
            or not signature.isascii()  # compare_digest refuses to compare other strings
            or not hmac.compare_digest(self.signature(key), signature)
        ):
            return Verdict.INVALID
        return Verdict.EXPIRED if now >= self.expires else Verdict.GOOD


def read_hand_link(token: str, seat: str, query) -> tuple[HandLink, str] | None:
    """The link and its signature as a request names them; None if a part is missing or malformed."""
    try:
        link = HandLink(token, int(seat), int(query["u"]), query["lang"], int(query["exp"]))
        signature = query["sig"]
    except (KeyError, ValueError):
        return None
    if link.seat < 0 or link.language not in i18n.LANGUAGES:
        return None
    return link, signature


def hand_link(token: str, seat: int, holder: int, language: str, now: float) -> HandLink:
    return HandLink(token, seat, holder, i18n.language_of(language), int(now) + HAND_LINK_SECONDS)
