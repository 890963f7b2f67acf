"""Side decisions: what a player may do beside the turn order, whoever the game waits for
(an engine's optional `side_prompt`: a move a player may make at any moment, whoever's turn it is).

The **My hand** panel carries a button for it when the player has one; it opens a private
panel of its own, worked by bot.features.turns.turns like a turn's panel (its own chain, Back, pages),
its controls' verbs behind `verbs.SIDE`. It stays valid while others move, as long as its own
question is unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.presenters import presenter_for
from bot.presenters.controls import Control
from bot.ui import verbs
from engines.core.contract import side_decision

if TYPE_CHECKING:
    from bot.play.tables import Table


def hand_controls(table: Table, seat: int, language: str) -> tuple[Control, ...]:
    """The button under a player's hand that opens their side decision, if they have one now."""
    if table.row.status != "active" or table.state is None:
        return ()
    decision = side_decision(table.engine, table.state, seat)
    if decision is None:
        return ()
    label = presenter_for(table.row.kind).side_label(
        decision, language, table.plain_names
    )  # a button label: no Markdown
    return (Control("button", verbs.SIDE, label=label, style="primary"),)
