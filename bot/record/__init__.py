"""What a game leaves behind, read from the stored log: history pages, the export and its offline
replay, standings, and who is credited with a seat's moves (seat credit, resignations)."""
