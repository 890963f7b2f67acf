"""The HTML of the pages: plain markup, every value escaped, no inline script or style (the
content security policy forbids both); the page's script and style sheet are static files."""

from __future__ import annotations

import datetime
import html
from collections.abc import Iterable

import i18n
from bot.web.pages import History

ASSETS = ("page.css", "page.js", "activity.js")


def esc(value: object) -> str:
    return html.escape(str(value), quote=True)


def isolated(text: str) -> str:
    """A plain text of the page (`bot.web.pages.plain`) as HTML: each name's isolation marks, the
    only ones such a text holds, become a <bdi>."""
    return esc(text).replace("\u2068", "<bdi>").replace("\u2069", "</bdi>")


def _utc(timestamp: float) -> str:
    return datetime.datetime.fromtimestamp(timestamp, datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def time_element(timestamp: float) -> str:
    """A moment in UTC; the page's script shows it in the reader's own time zone."""
    utc = _utc(timestamp)
    shown = utc.replace("T", " ").replace("Z", " UTC")
    return f'<time datetime="{utc}" data-ts="{int(timestamp)}">{shown}</time>'


def document(
    language: str,
    title: str,
    body: str,
    versions: dict[str, str],
    *,
    body_attrs: str = "",
    head: str = "",
    script: str = "page.js",
) -> str:
    """A page of Salon: its style sheet and one script of its own (`script`, a module when it is
    the page inside Discord's), `head` added to the head (escaped by the caller)."""
    css, js = (f"/static/{name}?v={versions.get(name, '')}" for name in ("page.css", script))
    kind = ' type="module"' if script == "activity.js" else " defer"
    return (
        "<!doctype html>\n"
        f'<html lang="{esc(language)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="referrer" content="no-referrer">\n<meta name="robots" content="noindex, nofollow">\n'
        f"{head}<title>{esc(title)}</title>\n"
        '<link rel="icon" href="/static/favicon.svg">\n'
        f'<link rel="stylesheet" href="{esc(css)}">\n<script src="{esc(js)}"{kind}></script>\n'
        f"</head>\n<body{body_attrs}>\n{body}\n</body>\n</html>\n"
    )


def notice(language: str, title: str, text: str, versions: dict[str, str], *, back: str | None = None) -> str:
    link = f'<p><a href="{esc(back)}">{esc(i18n.t("web.back", language))}</a></p>' if back else ""
    body = f'<main class="notice"><h1>{esc(title)}</h1><p>{text}</p>{link}</main>'
    return document(language, f"{title} — Salon", body, versions)


def activity_shell(language: str, client_id: str, versions: dict[str, str]) -> str:
    """What Discord loads in its frame (the Activity's entry, ``/?frame_id=…&instance_id=…``): one
    line saying the game is being opened, and the script (static/activity.js) that signs the reader
    in through Discord's Embedded App SDK and then puts the game's page in its place. The
    application's id (public: it is in every launch's address) is the SDK's first argument."""

    def t(key: str) -> str:
        return esc(i18n.t(key, language))

    body = (
        f'<main class="notice" id="activity" data-failed="{t("web.activity_failed")}"'
        f' data-offline="{t("web.activity_offline")}">\n<h1>Salon</h1>\n'
        f'<p id="activity-status" role="status" aria-live="polite">{t("activity.opening")}</p>\n</main>'
    )
    head = f'<meta name="salon-client-id" content="{esc(client_id)}">\n'
    return document(language, "Salon", body, versions, head=head, script="activity.js")


def game_page(
    history: History, data: dict, versions: dict[str, str], *, why: str | None = None, seat: dict | None = None
) -> str:
    """A game's page at step data["n"]: everything drawn on the server (it works without
    JavaScript); the script then follows the game live and moves through its history. `why`: the
    sentence (in its reader's language) saying why a link or a session shows nothing private.
    `seat`: the signed-in reader's seat as it is now, beside the board."""
    language = history.language
    t = _texts(language)
    n, last = data["n"], data["last"]
    game = i18n.t(f"games.{history.row.kind}.name", language)
    page = f"/g/{history.token}"
    past = n < last and history.row.status == "active"  # "Live" is not said of an earlier step
    state, state_class = (t("web.state_past"), "past") if past else (data["state_text"], history.row.status)
    attrs = (
        f' data-page="{esc(page)}" data-n="{n}" data-last="{last}" data-position="{data["position"]}"'
        f' data-status="{esc(history.row.status)}" data-lang="{esc(language)}"'
        f' data-past="{esc(t("web.state_past"))}"'
    )

    def alt(first: str) -> str:  # an image's own first line, then the words that describe the step's images
        return f"{first}\n{data['described']}"

    def step_link(target: int, label: str, symbol: str, ident: str) -> str:
        target = min(max(target, 0), last)
        return (
            f'<a class="step" id="{ident}" href="{esc(page)}?at={target}" aria-label="{esc(label)}"'
            f' title="{esc(label)}" data-to="{ident}">{symbol}</a>'
        )

    controls = "".join(
        [
            step_link(0, t("web.first"), "«", "first"),
            step_link(n - 1, t("web.previous"), "‹", "prev"),
            f'<input type="range" id="slider" min="0" max="{last}" value="{n}" step="1"'
            f' aria-label="{esc(t("web.history"))}" aria-valuetext="{esc(data["label"])}">',
            step_link(n + 1, t("web.next"), "›", "next"),
            step_link(last, t("web.now"), "»", "now"),
            f'<button type="button" id="play" data-play="{esc(t("web.replay"))}" data-pause="{esc(t("web.pause"))}"'
            f' hidden>{esc(t("web.replay"))}</button>',
        ]
    )
    deadline = data.get("deadline")
    label = esc(t("web.deadline"))
    deadline_html = (
        f'<p id="deadline" data-label="{label}">{label} {time_element(deadline)}</p>'
        if deadline
        else f'<p id="deadline" data-label="{label}" hidden></p>'
    )
    players = "".join(_player(p, t("web.to_move")) for p in data["players"])
    narration = "".join(reversed(list(_narration_items(data["narration"]))))  # the newest first
    result = "".join(f"<li>{line}</li>" for line in data["result"])
    replay = (  # drawn only when opened: it takes seconds and megabytes
        f'<details id="replay-section"><summary>{esc(t("web.replay_gif"))}</summary>'
        f'<img id="replay" src="{esc(data["replay"])}" loading="lazy"'
        f' alt="{esc(data["replay_alt"])}"></details>\n'
        if data.get("replay")
        else ""
    )
    why_html = f'<p id="why" role="status">{esc(why)}</p>\n' if why else ""
    body = f"""<header class="top">
<h1>{esc(game)}</h1>
<p id="game-state" class="state state-{esc(state_class)}">{esc(state)}</p>
{why_html}</header>
<main class="game">
<section class="board-area" aria-label="{esc(game)}">
<figure id="board-figure">
<div id="board-frame">
<a id="board-link" href="{esc(data["board"])}" title="{esc(t("web.zoom"))}">
<img id="board" src="{esc(data["board"])}" alt="{esc(alt(data["alt"]))}"></a>
{_targets(seat) if seat else ""}</div>
<figcaption id="latest">{esc(data["latest"])}</figcaption>
</figure>
<div class="history" role="group" aria-label="{esc(t("web.history"))}">
{controls}
<output id="step-label" for="slider" aria-live="polite">{esc(data["label"])}</output>
</div>
</section>
{_decide(seat, page) if seat else ""}<aside class="side">
<section>
<h2>{esc(t("web.heading_now"))}</h2>
<p id="headline">{data["headline"]}</p>
{deadline_html}
</section>
{_seat(seat, page) if seat else ""}<section id="result-section"{"" if result else " hidden"}>
<h2>{esc(t("web.heading_result"))}</h2>
<ol id="result">{result}</ol>
{replay}</section>
<section>
<h2>{esc(t("web.heading_players"))}</h2>
<ul id="players" data-to-move="{esc(t("web.to_move"))}">{players}</ul>
<img id="summary" src="{esc(data["summary"])}" alt="{esc(alt(data["summary_alt"]))}">
<details id="text-board-section"><summary>{esc(t("web.text_board"))}</summary>
<ul id="text-board">{"".join(f"<li>{isolated(line)}</li>" for line in data["text_board"])}</ul></details>
</section>
<section>
<h2>{esc(t("web.heading_narration"))}</h2>
<ol id="narration">{narration}</ol>
</section>
</aside>
</main>
<noscript><p class="noscript">{esc(t("web.no_script"))}</p></noscript>"""
    return document(language, i18n.t("web.title", language, game=game), body, versions, body_attrs=attrs)


def _targets(seat: dict) -> str:
    """Where the pending decision's choices that name something on the board are put, over it."""
    label = i18n.t("web.decide_on_board", seat["language"])
    return f'<div id="targets" role="group" lang="{esc(seat["language"])}" aria-label="{esc(label)}"></div>\n'


def _decide(seat: dict, page: str) -> str:
    """The signed-in seat's pending decision: its question, the choices that name nothing on the
    board, and the controls of a chain; the page's script fills it from decision.json and sends
    the move. Every text it shows comes from here or from the server's answers."""
    language = seat["language"]

    def t(key: str) -> str:
        return esc(i18n.t(key, language))

    return f"""<section id="decide" lang="{esc(language)}" data-decision="{esc(page)}/decision.json"
 data-move="{esc(page)}/move" aria-labelledby="decide-heading" hidden>
<h2 id="decide-heading" tabindex="-1">{t("web.decide_heading")}</h2>
<p id="prompt"></p>
<p id="said" role="status" aria-live="polite"></p>
<div id="choices" role="group" aria-labelledby="prompt"></div>
<p id="number-choice" hidden><label for="number">{t("web.decide_number")}</label>
<input type="number" id="number" inputmode="numeric" step="1"></p>
<p class="decide-controls">
<button type="button" id="confirm" hidden>{t("web.decide_confirm")}</button>
<button type="button" id="back" hidden>{t("web.decide_back")}</button>
<button type="button" id="zoom" aria-pressed="false" hidden>{t("web.decide_zoom")}</button>
<button type="button" id="side-action" hidden></button>
</p>
</section>
"""


def _seat(seat: dict, page: str) -> str:
    """The signed-in reader's own seat: who is signed in, their hand as text and as *My hand*'s image."""
    language = seat["language"]
    return f"""<section id="seat" lang="{esc(language)}" data-seat="{esc(page)}/seat.json">
<h2>{esc(i18n.t("web.heading_seat", language))}</h2>
<p id="signed-in">{seat["signed_in"]}</p>
<p id="seat-hand">{seat["hand"]}</p>
<img id="seat-image" src="{esc(seat["image"])}" alt="{esc(seat["alt"])}">
</section>
"""


def with_time(key: str, language: str, timestamp: float) -> str:
    """A catalogue sentence (escaped) with a <time> element where its $time goes."""
    marker = "\ue000"
    return esc(i18n.t(key, language, time=marker)).replace(marker, time_element(timestamp))


def _player(player: dict, to_move: str) -> str:
    acting = f' <span class="to-move">{esc(to_move)}</span>' if player["acting"] else ""
    classes = "player acting" if player["acting"] else "player"
    return f'<li class="{classes}"><bdi>{esc(player["name"])}</bdi>{acting}</li>'


def _narration_items(entries: Iterable[dict]) -> Iterable[str]:
    for entry in entries:
        yield f'<li data-n="{entry["n"]}"><span class="n">{entry["n"]}</span> {entry["html"]}</li>'


def _texts(language: str):
    return lambda key: i18n.t(key, language)
