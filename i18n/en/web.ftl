# The web page of a game (bot/web): in the game's language; a signed-in seat's part in its reader's.

web-title = { $game } — Salon
web-state_active = Live
web-state_finished = Finished
web-state_abandoned = Abandoned
web-step = Step { NUMBER($n, useGrouping: 0) } of { NUMBER($last, useGrouping: 0) }
web-step_setup = { $last ->
    [0] The start
   *[other] The start (step 0 of { NUMBER($last, useGrouping: 0) })
}
web-board_alt = The board after step { NUMBER($n, useGrouping: 0) }: { $latest }
web-board_alt_start = The board at the start of the game
web-summary_alt = Summary: whose move it is and each player's key numbers
web-zoom = Open the board at full size
web-history = History
web-first = The start
web-previous = One step back
web-next = One step forward
web-now = Now
web-replay_gif = The whole game, animated
web-replay = Replay
web-pause = Pause
web-heading_now = Now
web-heading_players = Players
web-heading_narration = What happened
web-heading_result = Final scores
web-to_move = to move
web-deadline = The turn ends:
web-no_script = Without JavaScript, this page shows new moves only when you reload it.
web-not_found_title = No game here
web-not_found = This link opens no game. Check that it was copied whole: the link is in the game's thread and in /game status.
web-index = Salon shows each game on a page of its own, opened by the link in the game's thread. No games are listed here.
web-hand_alt = What { $player } holds
web-heading_seat = Your seat
web-signed_in = Signed in as { $player }: only you see this part of the page.
web-session_none = Nobody is signed in here: press Take your turn or My hand in the game's thread for a link that signs you in.
web-session_invalid = Your sign-in is no longer valid, so this page shows only what everyone sees; press Take your turn or My hand in the game's thread to sign in again.
web-session_expired = Your sign-in has expired, so this page shows only what everyone sees; press Take your turn or My hand in the game's thread for a new link.
web-seat_not_yours = You no longer hold this seat, so this page shows only what everyone sees.
web-seat_game_over = The game is over, so this page shows only what everyone sees.
web-link_invalid_title = This link is not valid
web-link_invalid = It was changed, or it belongs to another seat or another game, so it signs nobody in. Press Take your turn or My hand in the game's thread for a link of your own.
web-link_expired_title = This link has expired
web-link_expired = It worked until { $time }. Press Take your turn or My hand in the game's thread for a new one.
web-back = Back to the game
web-too_many = Your address asked for too many pictures at once: wait a few seconds and try again.
web-too_many_streams = Your address has too many game pages open: close a few, and this page will follow the game again in a moment.
web-busy = Too many people are following games right now: this page will try again in a moment.
web-bad_request_title = Not a Salon link
web-bad_request = This address is not one that Salon gives out: open the game again from the link in its thread.
web-state_past = Looking at an earlier step
# the signed-in seat's part of the page: its pending decision
web-decide_heading = Your move
web-decide_on_board = Choices on the board
web-decide_number = Number
web-decide_confirm = Confirm
web-decide_back = Back
web-decide_zoom = Zoom in on the board
# the page inside Discord (the Activity), before the game's page is in place
web-activity_failed = Discord did not sign you in, so the board cannot be shown here: close it and open it again.
web-activity_offline = Salon cannot be reached right now: close the board and open it again in a moment.
# in Discord, when SALON_WEB_URL is set
web-page_link = Watch this game in a browser: { $url }
web-seat_link = Your seat on the game's page, with your hand beside the board (the link signs you in: it is for you alone and works for 12 hours): { $url }
web-text_board = The position as text
# playing on the game's page: a decision, a move, and why one was refused
web-waiting_for = Waiting for { $players }.
web-waiting = You have nothing to decide right now: your next choice will appear here.
web-side_nothing = There is nothing you can do out of turn right now.
web-move_stale = The game has moved on since you chose: here is where it stands now.
web-move_other_decision = That choice belongs to a decision you no longer face: here is the one you face now.
web-move_nothing = You have nothing to decide right now.
web-move_not_offered = That choice is not offered now: pick one of those shown.
web-move_wrong_ids = Choose as many as the question asks for, each of them once.
web-move_wrong_number = That number is not one you may choose here.
web-move_foreign = Moves are accepted only from the game's own page.
web-move_not_json = A move is sent by the game's page itself, not as a form.
web-move_too_large = No move in this game is that long.
web-move_too_many = Too many moves in a moment: wait a second and choose again.
web-move_malformed = That move could not be read: reload the page and choose again.
web-move_elsewhere = This server only shows games: moves are made on the page that the bot itself serves, or with the buttons in Discord.
web-demo_player = You
web-demo_player_seat = You (seat { $seat })
