"""Salon's Discord layer: commands, buttons, DMs and scheduling. Holds no game rules."""
