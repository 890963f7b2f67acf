"""Every verb a Salon component carries, and the one custom-id format, built and parsed here.

    salon:<game>:<verb>:<position>[:<extra>...]     buttons
    salons:<game>:<verb>:<position>[:<extra>...]    selects

`position` is the game's `GameRow.position`, a counter that grows on every start, move
and undo and never repeats, so a control drawn before an undo never becomes current
again. The controls of a decision also carry the panel (one chain per *Take your turn*
panel) and a key: a keyed digest of the chain so far and of the option or verb the
control stands for (`bot.ui.panels.press_key`). A press is applied only when its key names a
control of the panel's current step, and then it means exactly the option it showed. The
key is keyed with the game's secret seed, so a custom id never reveals an option, a card or
anything else a bystander should not learn. A lobby option's select carries the option's name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

CUSTOM_ID_MAX = 100  # Discord's limit
PREFIXES = {"button": "salon", "select": "salons"}

# under the newest board
TURN = "turn"  # Take your turn: opens the seat's decision panel
HAND = "hand"  # My hand: the seat's private view
BOARD = "board"  # Open board: the game's board inside Discord (its Activity; SALON_ACTIVITY), also under Take your turn
# the lobby
JOIN = "join"
LEAVE = "leave"
START = "start"
OPTIONS = "opts"  # opens the panel of the game's options
CONFIG_KEY = "cfgk"  # which option to set
CONFIG_VALUE = "cfgv"  # its value (the option's name rides in the custom id)
ADD_AI = "addai"  # opens the choice of an AI level
AI_LEVEL = "ailvl"  # the level: seats an AI player
REMOVE_AI = "rmai"
LOBBY = (JOIN, LEAVE, START, OPTIONS, CONFIG_KEY, CONFIG_VALUE, ADD_AI, AI_LEVEL, REMOVE_AI)
# a cancel vote's message (the vote's number rides in the custom id)
VOTE_YES = "cvy"
VOTE_NO = "cvn"
VOTES = (VOTE_YES, VOTE_NO)
# a rematch: the final board's button, a seat confirmed, the host starting with those who did
REMATCH = "rem"
REMATCH_CONFIRM = "remok"
REMATCH_START = "remgo"  # its extra: what the seats nobody confirmed get (bot.ui.panels.WITH_AI / WITHOUT)
REMATCHES = (REMATCH, REMATCH_CONFIRM, REMATCH_START)
# a decision panel (the controls carry the panel and a press key)
OPTION = "o"  # a button standing for one option (its key names the option)
OPTIONS_SELECT = "s"  # s<k>: the k-th select of a long list of options
MULTI = "m0"  # a select of several options at once
NUMBER = "n0"  # a select of a number
FOLD = "f0"  # a select of a chain's next steps folded: each value the ids of a complete sub-chain
PAGE = "pg"  # pg<k>: page k of a panel with more selects than fit
BACK = "back"  # one step back in the chain
DECISION_PREFIXES = (OPTION, OPTIONS_SELECT, MULTI[0], NUMBER[0], FOLD[0], PAGE)
SIDE = "y"  # opens a side decision; its own panel's controls are SIDE + a decision verb
DIRECT = "x"  # a game's own panel (presenter.direct_action): DIRECT + the presenter's verb
DIRECT_PAGE = DIRECT + "g"  # xg<k>: page k of a game's own panel
# a resignation's question (its private message)
RESIGN = "resign"  # yes: resign the seat
KEEP_SEAT = "keepseat"  # no: keep playing
SEATS = (RESIGN, KEEP_SEAT)
# a /game history page: the position's place carries the step the page shows (0: the start)
HISTORY_START = "hist0"
HISTORY_BACK = "histp"
HISTORY_ON = "histn"
HISTORY_END = "histe"
HISTORY_MINE = "histm"  # the reader's latest move
HISTORY = (HISTORY_START, HISTORY_BACK, HISTORY_ON, HISTORY_END, HISTORY_MINE)
# /salon games (bot.features.my_games): a page of the listing (its position is the page number),
# and Next game (its game is the one it goes to, its position the turn that game waited for then)
MY_GAMES_PAGE = "gp"
NEXT_GAME = "gn"
MY_GAMES = (MY_GAMES_PAGE, NEXT_GAME)

_TAIL = r"(?P<extra>(?::[A-Za-z0-9_\-]+)*)"
_BODY = r":(?P<game>\d+):(?P<verb>[a-z0-9]+):(?P<position>\d+)" + _TAIL
BUTTON_TEMPLATE = PREFIXES["button"] + _BODY
SELECT_TEMPLATE = PREFIXES["select"] + _BODY


@dataclass(frozen=True)
class CustomId:
    kind: str  # "button" or "select"
    game_id: int
    verb: str
    position: int
    extra: tuple[str, ...] = ()


def custom_id(kind: str, game_id: int, verb: str, position: int, extra: tuple[str, ...] = ()) -> str:
    text = ":".join((PREFIXES[kind], str(game_id), verb, str(position), *extra))
    if len(text) > CUSTOM_ID_MAX:
        raise ValueError(f"custom id longer than {CUSTOM_ID_MAX}: {text[:40]}…")
    return text


def extra_of(match: re.Match[str]) -> tuple[str, ...]:
    return tuple(match["extra"].split(":")[1:]) if match["extra"] else ()


def parse(text: str) -> CustomId | None:
    """The parts of a Salon custom id, or None for anything else."""
    for kind, template in (("button", BUTTON_TEMPLATE), ("select", SELECT_TEMPLATE)):
        if match := re.fullmatch(template, text):
            return CustomId(kind, int(match["game"]), match["verb"], int(match["position"]), extra_of(match))
    return None


def page_of(verb: str, prefix: str) -> int | None:
    """k of a paging verb `<prefix><k>`, or None when the verb is not one."""
    rest = verb[len(prefix) :] if verb.startswith(prefix) else None
    return int(rest) if rest is not None and rest.isdigit() else None


def is_turn(verb: str) -> bool:
    """A press bot.presses hands to the seat's turn (bot.features.turns.turns): its table is loaded
    with who pressed, which also tells whether they are away (the press brings them back)."""
    if verb in (*MY_GAMES, *HISTORY, *LOBBY, *SEATS, *VOTES, *REMATCHES):
        return False
    return verb in (TURN, HAND, BACK) or verb.startswith((SIDE, DIRECT, *DECISION_PREFIXES))
