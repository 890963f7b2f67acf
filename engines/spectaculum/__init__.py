"""Spectaculum (Reiner Knizia, 2012): rules in ../shared/rules/spectaculum.md, numbered R1..R73.

Modules mirror the rules: data (components.json), setup, actions (sponsor/release),
travel, effects (tiles, payday, sickness), turn (phases and automatic steps),
scoring (end and payout), view (what a viewer may know), prompts (decision chains).
"""

from engines.spectaculum.game import Spectaculum

GAME = Spectaculum()  # listed in engines/registry.py
