"""Discord components from panel controls, and the persistent routes that receive them.

The two DynamicItem classes are registered once in setup_hook; any button or select
Salon ever sent, even before a restart, reaches the press handler (bot.presses) through them:
the client that registered them offers it as its `presses` (bot.app wires it).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import NamedTuple

import discord

from bot.presenters.controls import Control
from bot.ui.verbs import BUTTON_TEMPLATE, SELECT_TEMPLATE, custom_id, extra_of

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


# on_press(interaction, game_id, verb, position, values, extra): bot.presses.Presses.on_press
PressHandler = Callable[[discord.Interaction, int, str, int, tuple[str, ...], tuple[str, ...]], Awaitable[None]]


def presses_of(interaction: discord.Interaction) -> PressHandler:
    """The press handler of the client these routes were registered on."""
    presses = getattr(interaction.client, "presses", None)
    if presses is None:  # the routes are registered by SalonBot.setup_hook only
        raise RuntimeError("a game control reached a client without Salon's press handler")
    return presses.on_press


class Route(NamedTuple):
    """What a control's custom id carries: the game, the verb, the position it was drawn at and
    the verb's extra parts; a press hands them to the press handler."""

    game_id: int
    verb: str
    position: int
    extra: tuple[str, ...] = ()

    @classmethod
    def of(cls, match: re.Match[str]) -> Route:
        """The route a custom id matched by a template says."""
        return cls(int(match["game"]), match["verb"], int(match["position"]), extra_of(match))

    def custom_id(self, kind: str) -> str:
        return custom_id(kind, self.game_id, self.verb, self.position, self.extra)

    async def press(self, interaction: discord.Interaction, values: tuple[str, ...] = ()) -> None:
        await presses_of(interaction)(interaction, self.game_id, self.verb, self.position, values, self.extra)


class GameButton(discord.ui.DynamicItem[discord.ui.Button], template=BUTTON_TEMPLATE):
    def __init__(
        self,
        route: Route,
        *,
        label: str = "…",
        style="secondary",
        disabled: bool = False,
        row: int | None = None,
    ):
        super().__init__(
            discord.ui.Button(
                label=label,
                style=STYLES.get(style, discord.ButtonStyle.secondary),
                custom_id=route.custom_id("button"),
                disabled=disabled,
                row=row,
            )
        )
        self.route = route

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]):
        label = item.label if isinstance(item, discord.ui.Button) else None
        return cls(Route.of(match), label=label or "…")

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.route.press(interaction)


class GameSelect(discord.ui.DynamicItem[discord.ui.Select], template=SELECT_TEMPLATE):
    def __init__(
        self,
        route: Route,
        *,
        choices=(),
        descriptions=(),
        min_values: int = 1,
        max_values: int = 1,
        placeholder: str | None = None,
        row: int | None = None,
    ):
        select: discord.ui.Select = discord.ui.Select(
            custom_id=route.custom_id("select"),
            options=[
                discord.SelectOption(label=label, value=value, description=description or None)
                for (value, label), description in zip(choices, descriptions or [""] * len(choices))
            ]
            or [discord.SelectOption(label="…", value="_")],
            min_values=min_values,
            max_values=max_values,
            placeholder=placeholder,
            row=row,
        )
        super().__init__(select)
        self.route = route

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]):
        instance = cls(Route.of(match))
        if isinstance(item, discord.ui.Select):  # the values the user chose
            instance.item = item
        return instance

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.route.press(interaction, tuple(self.item.values))


class RoutedView(discord.ui.View):
    """The controls of one message. Each is a DynamicItem that the bot routes by its
    custom id, so discord.py need not keep the view: stored, every board and panel ever
    sent would stay in memory, and each ephemeral panel would get a 15-minute timer."""

    def __init__(self):
        super().__init__(timeout=None)

    def is_dispatchable(self) -> bool:
        return False


def build_view(
    game_id: int, position: int, controls: tuple[Control, ...] | list[Control], spare: tuple[Control, ...] = ()
) -> discord.ui.View | None:
    """The controls of one message, stamped with the game's position (GameRow.position); `spare`:
    controls added after them only where Discord's five rows leave room."""
    if not controls:
        return None
    view = RoutedView()
    for control in controls:
        view.add_item(_item(Route(game_id, control.verb, position, control.extra), control))
    for control in spare:
        try:
            view.add_item(_item(Route(game_id, control.verb, position, control.extra), control))
        except ValueError:  # no room left
            break
    return view


def _item(where: Route, control: Control) -> GameButton | GameSelect:
    if control.kind == "button":
        return GameButton(where, label=control.label, style=control.style, disabled=control.disabled, row=control.row)
    return GameSelect(
        where,
        choices=control.choices,
        descriptions=control.descriptions,
        min_values=control.min_values,
        max_values=control.max_values,
        placeholder=control.label[:150] or None,
        row=control.row,
    )
