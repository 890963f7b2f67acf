"""Pure game rules. Standard library only: no discord, PIL or aiosqlite here."""
