# Seats changing hands: /game resign, /game replace, a lobby whose host has left.

commands-resign-name = resign
commands-resign-description = Give up your seat in a running game: an AI plays it on and you are placed last
commands-replace-name = replace
commands-replace-description = Hand a seat of a running game to another member, or to an AI
commands-replace-seat-name = seat
commands-replace-seat-help = The seat's number (1, 2, …) or the member who plays it
commands-replace-with-name = with
commands-replace-with-help = The member who takes the seat over
commands-replace-ai-name = ai
commands-replace-ai-help = Or an AI of this level takes the seat over

seats-resign_confirm = Do you really resign from game #{ $id }? An AI ({ $level }) plays your seat on and you are placed last. This cannot be taken back.
seats-resign_confirm_two = Do you really resign from game #{ $id }? The game ends and { $winner } wins. This cannot be taken back.
seats-resign_button = Resign
seats-keep_button = Keep playing
seats-resign_kept = You keep your seat.
seats-resigned = You resigned from game #{ $id }.
seats-resigned_public = 🏳️ { $player } resigned; an AI ({ $level }) plays the seat from now on.
seats-resigned_public_two = 🏳️ { $player } resigned; { $winner } wins.
seats-result_resigned = { $player } resigned and is placed last.
seats-result_by_resignation = { $winner } wins: { $player } resigned.
seats-game_over = This game is over: its seats no longer change hands.
seats-not_your_question = This question was asked of another player.
seats-replace_not_allowed = Only the table's host or the seat's own player can hand a seat over.
seats-no_such_seat = This table has no seat “{ $seat }”: give a number from 1 to { $count }, or the member who plays it.
seats-not_seated = { $player } does not sit at this table.
seats-choose_one = Say who takes the seat over: a member in “with”, or an AI level in “ai” — one of the two.
seats-already_seated = { $player } already sits at this table.
seats-is_bot = { $player } is a bot: only people and Salon's own AI can take a seat.
seats-not_member = { $player } is not a member of this server.
seats-changed_meanwhile = This seat changed hands a moment ago; look at the table and try again.
seats-replaced = Seat { $seat } is played by { $player } now.
seats-replaced_public = 🔁 Seat { $seat } changes hands: { $before } → { $player }.
seats-host_passed = { $host } is no longer in this server, so { $heir } hosts this table now.
seats-use_resign = To let an AI play your seat, resign with /game resign (you are placed last then); “with” hands it to another member.
seats-in_lobby = Game #{ $id } has not started yet: leave its lobby with /game leave.
