## core
core-not_your_turn = It is not your turn.
