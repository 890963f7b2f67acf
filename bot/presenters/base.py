"""What every game's presenter can do with the catalogue's conventions alone."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import i18n
from engines.core import SPECTATOR, Decision, Event, Option
from render.common import preview
from render.common.spots import Spots, Thing

MESSAGE_LIMIT = 2000  # characters of a message's content (Discord's limit for bots)
LATEST_MOVE_LIMIT = 120  # characters of the "latest move" header on a board
DESCRIPTION_LIMIT = 1024  # characters of an attachment's description (Discord's limit)
OPTION_DESCRIPTION_LIMIT = 100  # characters of a select option's description (Discord's limit)
NOT_IN_PICTURE = ("highlight", "latest_move")  # what frames the news, not the game's public picture


@dataclass
class Presenter:
    game: str
    board_renderer: Callable[[dict, str, list[str]], bytes] | None = None
    private_renderer: Callable[..., bytes] | None = None
    summary_renderer: Callable[[dict, str, list[str]], bytes] | None = None
    spots_renderer: Callable[[dict, str, list[str]], Spots] | None = None
    counter_text: Callable[[dict, str], str] | None = None  # the board header's count (`counter`)

    # -- texts ---------------------------------------------------------------

    def text(self, key: str, language: str, params: dict | None = None, names: list[str] | None = None) -> str:
        return i18n.game_text(key, language, self.game, params or {}, names)

    def event_line(self, event: Event, language: str, names: list[str]) -> str | None:
        key = f"events.{event.kind}"
        if not i18n.has(key):
            return None
        return self.text(key, language, event.params, names)

    def narrate(self, events: list[Event] | tuple[Event, ...], language: str, names: list[str]) -> str:
        """What the public events say, in order, for the channel (of any length: a board
        message splits it at Discord's limit, `split_message`)."""
        lines = [line for e in events if e.to == "public" and (line := self.event_line(e, language, names))]
        return " · ".join(lines)

    def latest_move(self, events: list[Event] | tuple[Event, ...], language: str, names: list[str]) -> str:
        """ "who · what" for the board's header: the newest public event that has a short
        `latest.<event kind>` text, with the name of its seat; else what the narration says
        last (the line of the newest event that has one); "" when the events say nothing."""
        for event in reversed([e for e in events if e.to == "public"]):
            key = f"latest.{event.kind}"
            if i18n.has(key, language):
                phrase = self.text(key, language, event.params, names)
                seat = event.params.get("seat")
                who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
                return shorten(f"{who} · {phrase}" if who else phrase, LATEST_MOVE_LIMIT)
        for event in reversed(events):
            if lines := [line for line in self.narrate([event], language, names).splitlines() if line]:
                return shorten(lines[0], LATEST_MOVE_LIMIT)
        return ""

    def board_view(self, game, state, events, language: str, names: list[str]) -> dict:
        """The spectators' view of `state` as the board image shows it after `events` (every
        event of the steps since the board was last shown, oldest first): what they changed
        framed, and the latest move named. The bot and the demo both draw boards from this."""
        view = game.view_for(state, SPECTATOR)
        public = [e for e in events if e.to == "public"]
        if hasattr(game, "highlight"):  # the games' own hook (BOARD-API.md); until then the view's own
            view["highlight"] = game.highlight(state, public)
        view["latest_move"] = self.latest_move(public, language, names)
        return view

    def board_lines(self, view: dict, events, language: str, names: list[str], header: str = "") -> list[str]:
        """The text of a board message before its pings or result: a header (a timeout, an
        undo), what happened since the last board message, and whose move it is."""
        lines = [header] if header else []
        if narration := self.narrate(events, language, names):
            lines.append(narration)
        lines.append(self.status_line(view, language, names))
        return lines

    def private_lines(self, events, seat: int, language: str, names: list[str]) -> list[str]:
        """Texts of the events addressed to this seat alone."""
        mine = [e for e in events if e.to == f"seat:{seat}"]
        return [line for e in mine if (line := self.event_line(e, language, names))]

    def decision_text(self, decision: Decision, language: str, names: list[str]) -> str:
        return self.text(decision.prompt, language, decision.params, names)

    def option_label(self, option: Option, language: str, names: list[str]) -> str:
        return self.text(option.label, language, self.label_params(option), names)

    def label_params(self, option: Option) -> dict:
        """The params an option's label is filled from: its own, and what a game reads off them to
        name its thing with the words its board writes for it (`Spots.names`)."""
        return option.params

    def option_description(self, option: Option, language: str, names: list[str]) -> str:
        """What choosing `option` does and what it costs, beside its label (a select option's
        description): the text `<game>.about.<what>` of the label `<game>.option.<what>`, filled
        from the option's own params (`about_params`); "" if there is none (a panel still works)."""
        key = about_key(option.label)
        if not i18n.has(key):
            return ""
        return shorten(self.text(key, language, self.about_params(option), names), OPTION_DESCRIPTION_LIMIT)

    def about_params(self, option: Option) -> dict:
        """The params an option's description is filled from: its own, and what a game reads off them."""
        return option.params

    def illegal_text(self, code: str, params: dict, language: str, names: list[str]) -> str:
        if i18n.has(code):
            return self.text(code, language, params, names)
        return i18n.t("bot.illegal_generic", language)

    # -- per game --------------------------------------------------------------

    def status_line(self, view: dict, language: str, names: list[str]) -> str:
        raise NotImplementedError

    def counter(self, view: dict, language: str) -> str:
        """How far the game is, in the words of the board's header ("Turn 4", "Round 2/7"); "" for a
        game whose board counts nothing."""
        return "" if self.counter_text is None else self.counter_text(view, language)

    def hand_text(self, view: dict, language: str, names: list[str]) -> str:
        raise NotImplementedError

    def result_lines(self, result: dict, language: str, names: list[str]) -> list[str]:
        """Placings and scores, best first, each with where its points came from."""
        scores = {int(k): v for k, v in result["scores"].items()}
        placings = {int(k): v for k, v in result["placings"].items()}
        breakdown = {int(k): v for k, v in result.get("breakdown", {}).items()}
        return [
            self.result_line(placings[seat], names[seat], scores[seat], breakdown.get(seat, {}), language)
            for seat in sorted(scores, key=lambda s: (placings[s], s))
        ]

    def result_line(self, place: int, player: str, score, categories: dict[str, int], language: str) -> str:
        """One seat's line of the result: its place, score and (in brackets) the score's parts. The
        game's own `present.<game>.result_line` gives the score its unit (ducats, points)."""
        key = f"present.{self.game}.result_line"
        line = i18n.t(key if i18n.has(key) else "bot.result_line", language, place=place, player=player, score=score)
        parts = self.breakdown_parts(categories, language)
        return f"{line} ({parts})" if parts else line

    def breakdown_parts(self, categories: dict[str, int], language: str) -> str:
        """ "money 39 + red 12 + …": the non-zero categories that have a text."""
        return " + ".join(
            i18n.t(f"present.{self.game}.breakdown.{key}", language, value=value)
            for key, value in categories.items()
            if value and i18n.has(f"present.{self.game}.breakdown.{key}")
        )

    # -- a game's own panels and quiet steps ------------------------------------

    def own_panel(
        self, view: dict, decision: Decision, language: str, names: list[str], page: int = 0, header: str = ""
    ):
        """A panel the game draws itself for the first decision of a chain instead of the
        generic one (a `bot.ui.panels.Panel` whose controls use verbs starting with "x"), or None."""
        return None

    def folds(self, decision: Decision) -> bool:
        """Whether the chain's next steps may be folded into the options of `decision`
        (bot.play.chains.folded): not where its options are a few ways to go on that the
        player must see side by side, each a step of its own."""
        return True

    def folds_steps(self) -> bool:
        """Whether a Discord menu of this game may go on past a complete choice into the player's
        next step (bot.play.chains.Ahead: only ever past a step the player foresees), making one
        press a sequence of their steps. Off by default: a game turns it on where its panels read
        well as sequences."""
        return False

    def takes_alone(self, decision: Decision) -> bool:
        """Whether the single option of `decision` (one that completes an action) may be taken for
        its player as soon as their own move leaves them facing it: only where everyone could tell
        from what they see that it is the only one (taking it must reveal nothing the player did
        not choose to reveal). None by default: if in doubt, the player presses it."""
        return False

    def side_label(self, decision: Decision, language: str, names: list[str]) -> str:
        """The label of the button under **My hand** that opens a side decision (one taken
        beside the turn order, `side_prompt`): what it lets the player do, the game's text
        `<game>.side_action.<what>` of the decision's kind `<game>.<what>`."""
        game, _, what = decision.kind.partition(".")
        return self.text(f"{game}.side_action.{what}", language, decision.params, names)

    def direct_action(self, verb: str) -> dict | None:
        """The complete action an "x" control of `own_panel` stands for. Such actions
        carry their whole meaning, so the rules (not the state version) judge them:
        several players may press them at the same moment."""
        return None

    def posts_board(self, events, view: dict) -> bool:
        """Whether a step is worth a new board message in the thread."""
        return True

    def private_worthy(self, event: Event, view: dict) -> bool:
        """Whether a private event is worth a DM (some are shown in the player's panel)."""
        return True

    # -- the position as text ----------------------------------------------------

    def text_board(self, view: dict, language: str, names: list[str]) -> list[str]:
        """The position as short lines of plain text, for a screen reader or a slow phone: whose
        move it is, the latest move, the result once there is one, each seat's public holdings
        and scores, then the board's state. From a public view only (the spectators'), so it
        says nothing one seat may not know of another; a board image's description is its
        beginning (`describe_board`)."""
        lines = [plain(self.status_line(view, language, names))]
        if move := view.get("latest_move"):
            lines.append(i18n.t("bot.describe.latest_move", language, move=move))
        if view["phase"] == "ended" and view.get("result"):
            lines += [plain(line) for line in self.result_lines(view["result"], language, names)]
        lines += self.seat_lines(view, language, names)
        lines += self.table_lines(view, language, names)
        return [line for line in lines if line]

    def seat_lines(self, view: dict, language: str, names: list[str]) -> list[str]:
        """A line per seat of a public view: what everybody sees that it holds, and its score."""
        return []

    def table_lines(self, view: dict, language: str, names: list[str]) -> list[str]:
        """The board's state of a public view in a few short lines."""
        return []

    def describe_board(self, view: dict, language: str, names: list[str]) -> str:
        """The description of a board image (and its summary) drawn from the public `view`."""
        return clip_description("\n".join(self.text_board(view, language, names)))

    def describe_replay(self, game, state, game_id: int, language: str, names: list[str]) -> str:
        """The description of a finished game's animated replay, wherever it is shown (its post in
        the game's thread, its `alt` on the game's page): what it is, then the game's last board in
        words, as the replay's last picture shows it (`state`: the game's last; None: unknown)."""
        told = i18n.t("history.replay", language, id=game_id)
        if state is None:
            return clip_description(told)
        end = self.board_view(game, state, [], language, names)
        return clip_description(f"{told}\n{self.describe_board(end, language, names)}")

    def describe_private(self, view: dict, language: str, names: list[str]) -> str:
        """The description of a seat's own image, from that seat's view: its own holdings. It
        goes only where the image goes (a DM or an ephemeral message to that person)."""
        return clip_description(plain(self.hand_text(view, language, names)))

    # -- images ----------------------------------------------------------------

    def board_png(self, view: dict, language: str, names: list[str]) -> bytes:
        if self.board_renderer is None:
            raise NotImplementedError(f"{self.game} draws no board image")
        return self.board_renderer(view, language, names)

    def summary_png(self, view: dict, language: str, names: list[str]) -> bytes:
        """The compact summary of the same view as `board_png` (whose move, the latest move,
        each player's key numbers), legible in Discord's inline preview and on a phone."""
        if self.summary_renderer is None:
            raise NotImplementedError(f"{self.game} draws no summary image")
        return self.summary_renderer(view, language, names)

    def private_png(self, view: dict, language: str, names: list[str]) -> bytes:
        if self.private_renderer is None:
            raise NotImplementedError(f"{self.game} draws no private image")
        return self.private_renderer(view, language, names[view["viewer"]], names)

    # -- playing on the board ----------------------------------------------------

    def board_spots(self, view: dict, language: str, names: list[str]) -> Spots | None:
        """Where `board_png` of the same view draws each thing a player may point at
        (`render.common.spots`), without drawing it; None for a game that says nothing."""
        if self.spots_renderer is None:
            return None
        return self.spots_renderer(view, language, names)

    def option_target(self, option: Option, seat: int, view: dict) -> Thing | None:
        """The thing on the board `option` names, a key of `board_spots(view)` (the view the
        board is drawn from), read from the option's own id and params; None when it names
        nothing drawn there (a number, pass, a card in `seat`'s hand): a button beside the board.
        Two options of one decision never name the same thing, so a click means one option."""
        return None


def about_key(label: str) -> str:
    """The key of the description of the options labelled `<game>.option.<what>`: `<game>.about.<what>`."""
    game, _, what = label.partition(".option.")
    return f"{game}.about.{what}"


def picture(view: dict) -> dict:
    """The public picture a board shows, without what frames the latest news: two steps with
    the same picture need no new image."""
    return {key: value for key, value in view.items() if key not in NOT_IN_PICTURE}


# where a message may be cut, best first: a line, a sentence or a narrated event, a word
_BREAKS = (re.compile(r"\n"), re.compile(r"(?<=[.!?…])\s+| · "), re.compile(r"\s+"))
_EMPHASIS = re.compile(r"\*\*|__")


def inline_preview(png: bytes) -> bytes:
    """The image as Discord shows it inline in a channel (fit into 550 × 350)."""
    return preview.scaled(png, preview.DISCORD_PREVIEW)


def phone_preview(png: bytes) -> bytes:
    """The image as a phone shows it (400 px wide)."""
    return preview.width(png, preview.PHONE_WIDTH)


def split_message(text: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """`text` in parts of at most `limit` characters, cut between lines, else between
    sentences (or narrated events), else between words; a word longer than a whole part is
    the only thing ever cut. Nothing but the whitespace or " · " at a cut is dropped."""
    parts = []
    while len(text) > limit:
        window = text[: limit + 1]  # a break right after the limit still leaves a full part
        for pattern in _BREAKS:
            cuts = [m for m in pattern.finditer(window) if 0 < m.start() <= limit]
            if cuts:
                cut = cuts[-1]
                parts.append(text[: cut.start()].rstrip())
                text = text[cut.end() :].lstrip()
                break
        else:
            parts.append(text[:limit])
            text = text[limit:]
    return [part for part in [*parts, text] if part]


def board_parts(lines: list[str], tail: list[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """A board message's text in parts of at most `limit` characters: `lines` (board_lines:
    a header, the narration, whose move it is) and then `tail` (the pings, or the final
    scores). The last part goes with the board, so whose move it is and the whole tail stay
    in it whenever they fit in one message; the narration before them goes first."""
    *body, status = lines
    end = "\n".join([status, *tail])
    if not body or len(end) > limit:
        return split_message("\n".join([*lines, *tail]), limit)
    parts = split_message("\n".join(body), limit)
    if parts and len(parts[-1]) + 1 + len(end) <= limit:
        return [*parts[:-1], parts[-1] + "\n" + end]
    return [*parts, end]


def plain(text: str) -> str:
    """A message line without its Markdown emphasis, for a text that is not Markdown (an image's
    description, a web page's alt text)."""
    return _EMPHASIS.sub("", text)


def clip_description(text: str) -> str:
    """An attachment's description within Discord's limit, cut between lines, sentences or words."""
    return shorten(text, DESCRIPTION_LIMIT)


def shorten(text: str, limit: int) -> str:
    """`text` if it fits in `limit` characters, else its beginning up to the last whole
    sentence or word that fits, with "…"."""
    if len(text) <= limit:
        return text
    return split_message(text, limit - 1)[0].rstrip(" ·,;:") + "…"
