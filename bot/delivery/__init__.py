"""What reaches Discord after a move: the board message and its posting, the thread, the
followers run after every move, private notes (DMs), and the repair of boards not yet posted."""
