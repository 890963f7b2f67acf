"""Who a finished game's result names for each seat: its holder, or, for a seat that changed hands
(/game replace, a resignation), every holder who made one of its moves or held it at the end,
with their share of its moves: "Alice (70 %) → Bob (30 %)". The board's final result, /game
status, the game's web page and its export name seats so (statistics count the same shares:
db.holdings.credit_shares)."""

from __future__ import annotations

import i18n
from bot.runtime.markdown import escaped
from db import SeatHolder, Store
from db.rows import UserRow


def named(holders: list[SeatHolder]) -> list[int]:
    """The holders (indexes into `holders`) a result names: those who made one of the seat's moves,
    and the one holding it at the end (a seat nobody moved is wholly theirs)."""
    last = len(holders) - 1
    return [i for i, h in enumerate(holders) if h.moves > 0 or i == last]


def chain(named: list[tuple[str, float]], language: str) -> str:
    """ "Alice (70 %) → Bob (30 %)": each holder's name and share, the first first."""
    return " → ".join(i18n.t("bot.holder_share", language, player=name, share=share) for name, share in named)


async def holder_name(
    store: Store,
    holder: SeatHolder,
    seat: int,
    language: str,
    known: dict[int, UserRow] | None = None,
    *,
    guild_id: int | None,
) -> str:
    """A former holder named as a seat of theirs would be (bot.play.people.seat_name), from the database alone,
    as server `guild_id` names them (`known`: the people's stored preferences, read already for that
    server; one missing from it was never stored)."""
    if isinstance(holder.entry, str):
        level = i18n.t(f"bot.ai_level.{holder.entry}", language)
        return i18n.t("bot.ai_name", language, number=seat + 1, level=level)
    if holder.entry is None:
        return i18n.t("bot.former_player", language, number=seat + 1)
    if known is not None:
        stored = known[holder.entry].display_name if holder.entry in known else None
    else:
        stored = (await store.user(holder.entry, guild_id)).display_name
    return stored or f"#{str(holder.entry)[-4:]}"


async def holders_of(
    store: Store,
    game_id: int,
    plain_names: list[str],
    language: str,
    *,
    guild_id: int | None,
    known: tuple[dict[int, list[SeatHolder]], dict[int, UserRow]] | None = None,
) -> dict[int, list[tuple[str, int]]]:
    """Each seat that changed hands: [(plain name, moves made)] of the holders its result names, the
    first first; the present holder keeps the name the boards show (`plain_names`), the others are named as
    the game's server `guild_id` names them. `known`: the
    seats' holders and the people's preferences, read already (a last move's: db.delivery.FinalNews)."""
    changed: dict[int, list[tuple[str, int]]] = {}
    held, users = known if known is not None else (await store.seat_holders(game_id), None)
    for seat, holders in held.items():
        if len(holders) < 2:
            continue
        shown = []
        for i in named(holders):
            last = i == len(holders) - 1
            name = (
                plain_names[seat]
                if last
                else await holder_name(store, holders[i], seat, language, users, guild_id=guild_id)
            )
            shown.append((name, holders[i].moves))
        changed[seat] = shown
    return changed


def named_by_moves(holders: list[tuple[str, int]], language: str, *, markdown: bool) -> str:
    """The chain of (name, moves) holders, as holders_of gives them."""
    total = sum(moves for _name, moves in holders)
    return chain(
        [(escaped(name) if markdown else name, moves / total if total else 1.0) for name, moves in holders], language
    )


async def credited_names(
    store: Store,
    game_id: int,
    plain_names: list[str],
    language: str,
    *,
    guild_id: int | None,
    markdown: bool = True,
    known: tuple[dict[int, list[SeatHolder]], dict[int, UserRow]] | None = None,
) -> list[str]:
    """The seats' names for a final result: as the boards show them, a chain for a seat that changed
    hands; Markdown-escaped for a message (`markdown`), else plain (a web page escapes its own).
    `known`: as for `holders_of`."""
    names = [escaped(name) if markdown else name for name in plain_names]
    for seat, holders in (
        await holders_of(store, game_id, plain_names, language, guild_id=guild_id, known=known)
    ).items():
        names[seat] = named_by_moves(holders, language, markdown=markdown)
    return names
