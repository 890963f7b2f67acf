"""Rokoko (eggertspiele 2013): rules in ../shared/rules/rokoko.md, numbered R1..R113.

Modules mirror the rules: data (components.json), setup, rounds (phases 1, 2, 4 and the
turn order), actions (the six main actions and shared procedures), bonuses (employee
bonuses), scoring (final scoring), chain (decision chains shared by prompt and apply),
prompts, view (what a viewer may know; keys in VIEW.md).
"""

from engines.rokoko.game import Rokoko

GAME = Rokoko()  # listed in engines/registry.py
