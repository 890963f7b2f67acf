"""Taking a turn: the *Take your turn* and *My hand* panels (turns), side decisions beside the turn
order (side_actions), and /game status, hand and undo (commands)."""
