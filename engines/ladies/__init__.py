"""Ladies & Gentlemen (Loïc Lamy, 2013): rules in ../shared/rules/ladies-and-gentlemen.md, R1..R145.

Modules mirror the rules: data (components.json), setup, days (the day's flow and upkeep),
boutiques (craftsman card, window, visits, shopping), exchange / exchange_live /
exchange_async (the stock exchange), sales (trades and contracts), bills (the evening),
gossip (the variant), ball (scoring and placings), view (what a viewer may know),
prompts (decision chains). VIEW.md lists the keys of a view.
"""

from engines.ladies.game import Ladies

GAME = Ladies()  # listed in engines/registry.py
