"""The game pages' settings, from the environment (and `.env`, read by bot.runtime.settings): read
with the others at start, and again by bot.web where they are used."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

DEFAULT_PORT = 8390
DEFAULT_HOST = "127.0.0.1"  # behind a reverse proxy on the same machine (README, The web page)


@dataclass(frozen=True)
class WebSettings:
    port: int | None  # SALON_WEB_PORT: where the bot's process serves the pages (None: it serves none)
    url: str | None  # SALON_WEB_URL: the pages' public address (None: no links are given out)
    host: str = DEFAULT_HOST  # SALON_WEB_HOST: the address the server listens on
    secret: str | None = None  # SALON_WEB_SECRET: the key of the private links (None: one kept in the database)
    # SALON_ACTIVITY: the pages are also the application's Discord Activity (README, The board inside Discord)
    activity: bool = False
    client_secret: str | None = field(default=None, repr=False)  # DISCORD_CLIENT_SECRET: never shown, never logged

    def link_base(self) -> str | None:
        return self.url.rstrip("/") if self.url else None


def load_web_settings(environ: dict[str, str] | None = None) -> WebSettings:
    env = os.environ if environ is None else environ
    port = env.get("SALON_WEB_PORT", "").strip()
    try:
        port_number = int(port) if port else None
    except ValueError:
        raise ValueError(f"SALON_WEB_PORT must be a port number, not {port!r}") from None
    if port_number is not None and not 0 <= port_number <= 65535:
        raise ValueError(f"SALON_WEB_PORT must be a port number (1 to 65535; 0: any free one), not {port_number}")
    url = env.get("SALON_WEB_URL", "").strip() or None
    if url is not None and not url.startswith(("http://", "https://")):
        raise ValueError(f"SALON_WEB_URL must start with https:// (or http://), not {url!r}")
    activity = _activity(env)
    secret = env.get("DISCORD_CLIENT_SECRET", "").strip() or None
    if activity and (secret is None or port_number is None or url is None or not url.startswith("https://")):
        raise ValueError(
            "SALON_ACTIVITY=1 needs DISCORD_CLIENT_SECRET (the application's client secret), SALON_WEB_PORT "
            "(the bot serves the pages) and SALON_WEB_URL (their public https address, which the Activity's "
            "URL mapping names)"
        )
    return WebSettings(
        port=port_number,
        url=url,
        host=env.get("SALON_WEB_HOST", "").strip() or DEFAULT_HOST,
        secret=env.get("SALON_WEB_SECRET", "").strip() or None,
        activity=activity,
        client_secret=secret,
    )


def _activity(env) -> bool:
    text = env.get("SALON_ACTIVITY", "").strip().lower()
    if text not in ("", "0", "1", "true", "false", "yes", "no", "on", "off"):
        raise ValueError(f"SALON_ACTIVITY must be 1 (on) or 0 (off), not {text!r}")
    return text in ("1", "true", "yes", "on")
