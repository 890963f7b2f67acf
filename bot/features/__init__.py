"""What users do with Salon, one feature a module: its cog (the slash commands, in the group
its `slash_group` names) and the handlers behind it (and behind its buttons).

A feature receives, in its constructor, the services it uses (the store, the host, the board
poster, …), and nothing else: a reader can tell from its imports and its constructor what it
may touch. It never imports bot.app, and no module it imports imports it. The composition
root (bot.app) builds it and puts its commands in place (bot.ui.slash.install). CONTRIBUTING.md,
"Adding a feature", walks through a new one.
"""
