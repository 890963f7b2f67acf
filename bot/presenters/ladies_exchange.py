"""The live stock exchange (R80-R86) as a grid of face-down tokens in each gentleman's
own ephemeral panel: he turns one over, then keeps it or puts it back.

Every gentleman flips at the same moment, so these buttons carry a whole move
("turn over slot 7", "keep", "put back") and the rules judge it against the
exchange as it is when the click arrives. A slot number is public (everyone sees
which slot is taken up); what lies under it appears only in the panel of the
gentleman who holds it.
"""

from __future__ import annotations

import i18n
from bot.presenters.controls import Control, Panel, page_buttons

GRID_SLOTS = 20  # four rows of five buttons; the fifth row holds keep / put back / finish / paging
LOOK = "x"  # x<slot>: turn over slot <slot> (1-based, as players see it)
KEEP, PUT_BACK, FINISH, PAGE = "xk", "xp", "xf", "xg"


def flipping(view: dict, decision) -> bool:
    """The decision is a gentleman's next flip (or keep) in the open live exchange."""
    return view["exchange"]["mode"] == "live" and decision.kind in ("ladies.exchange_look", "ladies.exchange_keep")


def direct_action(verb: str) -> dict | None:
    if verb == KEEP:
        return {"type": "keep"}
    if verb == PUT_BACK:
        return {"type": "put_back"}
    if verb == FINISH:
        return {"type": "finish"}
    if verb.startswith(LOOK) and verb[1:].isdigit() and int(verb[1:]) > 0:
        return {"type": "look", "slot": int(verb[1:]) - 1}
    return None


def page_of(verb: str) -> int | None:
    if verb.startswith(PAGE) and verb[2:].isdigit():
        return int(verb[2:])
    return None


def grid_panel(presenter, view: dict, decision, language: str, page: int = 0, header: str = "") -> Panel:
    """The grid for the seat whose view and pending decision (exchange_look or
    exchange_keep: it says whether keeping and finishing are allowed) are given."""
    me = view["me"]
    exchange = view["exchange"]
    holding = me.get("holding")
    offered = {option.id for option in decision.options}
    kept, limit = decision.params["kept"], decision.params["limit"]
    token_name = lambda token: presenter.text(f"ladies.token.{token}", language)  # noqa: E731

    lines = [header] if header else []
    lines.append(_t("title", language, kept=kept, limit=limit))
    if holding:
        lines.append(_t("holding", language, slot=holding["slot"], token=f"**{token_name(holding['token'])}**"))
    else:
        lines.append(_t("pick", language))
    remembered = {slot: token for slot, token in me.get("memory") or []}
    if remembered:
        lines.append(
            _t(
                "remember",
                language,
                tokens=", ".join(f"{slot}: {token_name(token)}" for slot, token in sorted(remembered.items())),
            )
        )

    slots = [s for s in exchange["slots"] if s["state"] != "kept"]
    pages = max(1, -(-len(slots) // GRID_SLOTS))
    page = min(max(page, 0), pages - 1)
    controls: list[Control] = []
    for index, slot in enumerate(slots[page * GRID_SLOTS : (page + 1) * GRID_SLOTS]):
        number = slot["slot"]
        if holding and holding["slot"] == number:
            label, style, disabled = f"{number}: {token_name(holding['token'])}", "success", True
        elif slot["state"] == "held":
            label, style, disabled = f"{number} ✋", "secondary", True
        else:
            seen = remembered.get(number)
            label = f"{number}: {token_name(seen)}" if seen else str(number)
            style, disabled = "primary", bool(holding)
        controls.append(
            Control("button", f"{LOOK}{number}", label=label, style=style, disabled=disabled, row=index // 5)
        )
    if holding:
        controls.append(
            Control("button", KEEP, label=_t("keep", language), style="success", disabled="keep" not in offered, row=4)
        )
        controls.append(Control("button", PUT_BACK, label=_t("put_back", language), row=4))
    if "finish" in offered:
        controls.append(Control("button", FINISH, label=_t("finish", language), style="danger", row=4))
    if pages > 1:
        controls.extend(page_buttons(PAGE, page, pages, language))
        lines.append(i18n.t("bot.page", language, page=page + 1, pages=pages))
    return Panel(text="\n".join(lines), controls=tuple(controls))


def _t(key: str, language: str, **params) -> str:
    return i18n.t(f"present.ladies.exchange.{key}", language, **params)
