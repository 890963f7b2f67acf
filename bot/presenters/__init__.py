"""Presenters turn engine views and events into plain message data, per game.

They hold no rules and no Discord objects, so they are tested without Discord.
"""
from __future__ import annotations

from bot.presenters.base import Presenter

_PRESENTERS: dict[str, Presenter] = {}


def presenter_for(kind: str) -> Presenter:
    if not _PRESENTERS:
        from bot.presenters.spectaculum import SpectaculumPresenter

        for presenter in (SpectaculumPresenter(),):
            _PRESENTERS[presenter.game] = presenter
    return _PRESENTERS[kind]


__all__ = ["Presenter", "presenter_for"]
