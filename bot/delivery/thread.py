"""A quiet thread: when a step gets a new board message, edits the one shown, or waits.

About one board message per turn: a new message when the public picture changed and the
turn passed to a person (someone who did not have to act now must act, and is pinged);
while the turn goes on (the same player's further steps, the others of a simultaneous
choice), the board message shown is edited in place — unless a turn's ping is due then (the last
one a simultaneous choice waits for): an edit pings nobody, so a new message carries it, one
request where an edit and a ping of its own were two; a step that changes nothing public,
and AI seats' moves until a person must act, are told in the next board message. The bot
(bot.delivery.after_move) and the offline demo (bot.demo) both follow this rule.
"""

from __future__ import annotations

from collections.abc import Collection
from enum import Enum

from bot.presenters.base import picture


class Board(Enum):
    NEW = "new"  # post a new board message (with the buttons; the one before keeps its own, out of date)
    EDIT = "edit"  # edit the board message shown: new image, the narration so far
    QUIET = "quiet"  # leave the board message as it is; the step is told in the next one


def board_change(
    *,
    shown: dict | None,
    view: dict,
    worth_showing: bool,
    seat: int | None,
    actors_before: Collection[int],
    actors_after: Collection[int],
    people: Collection[int],
    finished: bool = False,
    forced: bool = False,
    pings: bool = False,
) -> Board:
    """What a step does to the thread. `shown`: the spectators' view the board message
    shows (None: no board message to build on); `view`: theirs after the step;
    `worth_showing`: the game's own say (Presenter.posts_board); `seat`: who played it
    (None: the rules' own timer); `people`: the seats played by people (AI seats are not);
    `finished`: the game ended with it; `forced`: a board message of its own is due (a
    timeout, an undo); `pings`: a turn is due to be told by a ping in the thread."""
    if forced or finished or shown is None:
        return Board.NEW
    if not worth_showing or picture(shown) == picture(view):
        return Board.QUIET
    people = set(people) or set(actors_before) | set(actors_after)  # a table of AI seats alone: each one
    if pings or (set(actors_after) - set(actors_before)) & people:
        return Board.NEW
    if seat is not None and seat not in people:
        return Board.QUIET
    return Board.EDIT
