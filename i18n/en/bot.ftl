## core
core-nobody = nobody

## bot
bot-undo_nothing = There is nothing to take back.
bot-undo_not_yours = Only the player who made the last move can take it back.
bot-undo_drew = This move drew at random, so it cannot be taken back.
bot-undo_showed_others = This move showed other players something, so it cannot be taken back.
bot-undo_showed_you = This move showed you something that was hidden, so it cannot be taken back.
bot-undo_refused = This move cannot be taken back.
bot-undone = { $player } took back their last move.
bot-undo_done = Your last move was taken back.
bot-seat_in_team = { $role }, team { $team }
bot-choose_exactly =
    { $n ->
        [one] Choose { $n } option…
       *[other] Choose { $n } options…
    }
bot-add_ai = Add AI
bot-remove_ai = Remove AI
bot-ai_intro = Choose how strong the AI player should be.
bot-ai_added = An AI player takes a seat.
bot-ai_removed = An AI player leaves the table.
bot-no_ai_seat = There is no AI player at this table.
bot-timed_out_ai = { $count ->
    [one] Time ran out for { $players }, so an AI plays in their place until they take the seat back with their next action.
   *[other] Time ran out for { $players }, so an AI plays in their places until each takes the seat back with their next action.
}
bot-choose = Choose…
bot-choose_between = Choose: { $first } … { $last }
bot-choose_several =
    { $high ->
        [one] Choose { $low } to { $high } option…
       *[other] Choose { $low } to { $high } options…
    }
bot-ai_name = AI { $number } ({ $level })
bot-take_turn = Take your turn
bot-my_hand = My hand
bot-join = Join
bot-leave = Leave
bot-options = Options
bot-start = Start
bot-back = Back
bot-previous = Previous
bot-next = Next
bot-page = Page { $page } of { $pages }.
bot-your_move = Your move: { $players }
bot-final_scores = **Final scores**
bot-result_line = { ORDINAL($place) } place: { $player } — { $score }
bot-lobby =
    { "*" }*{ $game }** · table #{ $id } · host { $host }
    Players ({ $low }–{ $high }):
    { $players }
    Options: { $options }
    Turn limit: { $limit }
    Press **Join** to take a seat; the host starts the game with **Start**.
bot-options_do_not_fit = The chosen options do not fit a game of { $now ->
        [one] { $now } player
       *[other] { $now } players
    } (for example a start player seat nobody sits in). Change them with **Options** and start again.
bot-lobby_started = **{ $game }** · table #{ $id } has started with { $players }. Follow it in the thread.
bot-lobby_started_here = **{ $game }** · table #{ $id } has started with { $players }. It is played here in the channel.
bot-lobby_closed = This table is no longer taking players.
bot-thread_name = { $game } #{ $id }
bot-thread_welcome = The game will be played here. Everyone in the channel can watch.
bot-no_turn_limit = none
bot-minutes =
    { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
bot-hours =
    { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
bot-days =
    { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
bot-private_header = **{ $game } #{ $id }** — only you can see this.
bot-dms_closed = I could not send you a direct message (your DMs are closed), so here it is privately:
bot-illegal_generic = That move is not allowed right now.
bot-illegal_option = That choice is not available. Please pick again.
bot-unknown_button = This button no longer does anything.
bot-game_gone = That game does not exist any more.
bot-game_damaged = This saved game is damaged and cannot be continued. The server's moderators can abandon it with /game abandon.
bot-game_not_running = This game is not running.
bot-not_a_player = You are not playing in this game — but you are welcome to watch.
bot-hand_not_started = Game #{ $id } has not started yet; you will see your hand once the host starts it.
bot-stale_board = This board is out of date; please use the newest board message in the thread.
bot-stale_choice = This choice is out of date — the game has moved on. Press **Take your turn** on the newest board.
bot-not_your_turn = It is not your turn. Waiting for: { $players }.
bot-nothing_to_decide = There is nothing for you to decide right now.
bot-side_nothing = There is nothing you can do out of turn right now.
bot-side_stale = This choice is out of date — the game has moved on. Press **My hand** on the newest board.
bot-turn_done = ✅ Done. { $summary }
bot-already_joined = You already have a seat at this table.
bot-game_full =
    { $players ->
        [one] This table is full: it seats { $players } player.
       *[other] This table is full: it seats { $players } players.
    }
bot-joined = You joined table #{ $id }.
bot-left = You left the table.
bot-host_cannot_leave = The host cannot leave; use /game abandon to close the table.
bot-host_only = Only the host of this table can do that.
bot-host_or_manager_only = Only the host or someone who can manage this server can do that.
bot-wrong_player_count = This game needs { $low } to { $high ->
        [one] { $high } player
       *[other] { $high } players
    }; { $now ->
        [0] nobody has joined yet.
        [one] { $now } player has joined.
       *[other] { $now } players have joined.
    }
bot-started = The game has started.
bot-options_intro = Choose an option to change it. The table's message shows the current choices.
bot-choose_option = Choose an option…
bot-choose_value = Choose a value…
bot-option_saved = ✅ Saved.
bot-abandoned = Table #{ $id } was abandoned by { $player }.
bot-abandon_done = Table #{ $id } is abandoned.
bot-no_game_here = There is no game in this channel. Start one with /game new.
bot-which_game = There are several games here ({ $ids }); please give the table number.
bot-no_games = No games are running on this server. Start one with /game new.
bot-games_header = **Games on this server**
bot-names_and_more = { $names } and { $more } more
bot-list_lobby = #{ $id } { $game } in { $channel } — open table, seated so far: { $players }
bot-list_active = #{ $id } { $game } in { $channel } — { $players }; to move: { $waiting }
bot-missing_permissions =
    { $count ->
        [one] I cannot host a game in this channel: I am missing the permission { $permissions }. Ask a moderator to give it to Salon here (channel settings → Permissions), or start the game in another channel.
       *[other] I cannot host a game in this channel: I am missing the permissions { $permissions }. Ask a moderator to give them to Salon here (channel settings → Permissions), or start the game in another channel.
    }
bot-language_set = Your language for private messages is set.
bot-no_stats = You have not finished a game yet.
bot-stats_line =
    { $game }: { $played ->
        [one] { $played } game
       *[other] { $played } games
    }, { $won ->
        [one] { $won } win
       *[other] { $won } wins
    }, best score { $best }
bot-stats_shared_wins = When a seat changed hands during a game, its win is shared among the players who held it, by the share of its moves each of them made.
bot-holder_share = { $player } ({ NUMBER($share, style: "percent") })
bot-timed_out = { $count ->
    [one] Time ran out for { $players }, so Salon played the move that changes the game least.
   *[other] Time ran out for { $players }, so Salon played, for each of them, the move that changes the game least.
}
bot-reminder = { $players }, it is your move — about { $left } left.
bot-press_handled = That press was already taken care of; your panel shows what comes next.
bot-try_again = I cannot reach the saved games just now, so nothing changed. Please try again in a moment.
bot-error_apology = Sorry, something went wrong on my side. Please try again; if it keeps happening, tell the server's moderators the error code { $reference }.
bot-join_running = Game #{ $id } here has already started, so nobody can join it now — but everyone is welcome to watch. Open a new table with /game new.
bot-leave_running = Game #{ $id } is already under way, so you cannot leave its table now. If it cannot go on, the host can close it with /game abandon.
bot-on_timeout_needs_limit = “{ $choice }” only matters when a player runs out of time, so it needs a turn limit as well. Please choose a turn_limit too, or leave on_timeout out.
bot-list_damaged = #{ $id } { $game } — damaged; a moderator can close it with /game abandon table:{ $id }
bot-list_more = Tables { $first }–{ $last } of { $total } (page { $page } of { $pages }). Next page: /game list page:{ NUMBER($next, useGrouping: 0) }
bot-abandon_finished = Table #{ $id } has already finished; its result stays as it is.
bot-dms_again = I will try direct messages again for your private notes.
bot-dms_on = I will try to send your private notes by direct message again. If your DMs are still closed, they keep coming here, visible only to you.
bot-permission_list = { $rest } and { $last }
bot-missing_thread_permissions =
    { $count ->
        [one] I cannot open a thread for this game (I am missing the permission { $permissions }), so it is played right here in the channel. To keep games in threads, ask a moderator to give Salon that permission in this channel.
       *[other] I cannot open a thread for this game (I am missing the permissions { $permissions }), so it is played right here in the channel. To keep games in threads, ask a moderator to give Salon those permissions in this channel.
    }
bot-former_player = Former player { $number }
bot-seat_handed_to_ai = A player has left Salon; { $player } plays their seat from now on.
bot-lobby_host_left = Table #{ $id } is closed: its host has left Salon and nobody else had taken a seat.
bot-forget_ask = **Should Salon forget you?** It then deletes everything it keeps about you: your name, your language, your ping and DM settings, your seats at tables that have not started and your statistics. Finished games keep their scores, with “Former player” where your name was.
    { $running ->
        [0] You are not playing in a running game.
        [one] You are playing { $running } running game: an AI takes over your seat in it.
       *[other] You are playing { $running } running games: an AI takes over your seat in each of them.
    }
    Messages already posted in Discord stay as they are. This cannot be undone.
bot-forget_yes = Forget me
bot-forget_no = Keep my data
bot-forget_kept = Nothing was deleted.
bot-forget_done =
    { $running ->
        [0] Salon has forgotten you. If you use Salon again, it remembers your name and language from then on.
        [one] Salon has forgotten you. An AI now plays your seat in the game you were playing. If you use Salon again, it remembers your name and language from then on.
       *[other] Salon has forgotten you. An AI now plays your seat in each of the { $running } games you were playing. If you use Salon again, it remembers your name and language from then on.
    }
## bot.ai_level
bot-ai_level-easy = easy
bot-ai_level-normal = normal
bot-ai_level-strong = strong

## bot.ai_level_help
bot-ai_level_help-easy = Easy — plays almost at random
bot-ai_level_help-normal = Normal — weighs each move
bot-ai_level_help-strong = Strong — thinks a few moves ahead

## permissions
permissions-send_messages = Send Messages
permissions-attach_files = Attach Files
permissions-embed_links = Embed Links
permissions-read_message_history = Read Message History
permissions-send_messages_in_threads = Send Messages in Threads
permissions-view_channel = View Channel
permissions-create_public_threads = Create Public Threads

## commands.game
commands-game-name = game
commands-game-description = Play board games in this channel

## commands.new
commands-new-name = new
commands-new-description = Open a new game table in this channel
commands-new-game = game
commands-new-game_help = Which game to play
commands-new-turn_limit = turn_limit
commands-new-turn_limit_help = How long a player may take for a move
commands-new-on_timeout = on_timeout
commands-new-on_timeout_help = What happens when a player runs out of time
commands-new-language = language
commands-new-ai_players = ai_players
commands-new-ai_players_help = How many AI players take a seat at once
commands-new-ai_level = ai_level
commands-new-ai_level_help = How strong the AI players are
commands-new-language_help = Language of the game's messages and images

## commands.limit
commands-limit-none = no limit
commands-limit-1h = 1 hour
commands-limit-12h = 12 hours
commands-limit-1d = 1 day
commands-limit-3d = 3 days

## commands.on_timeout
commands-on_timeout-ai = let an AI play for them
commands-on_timeout-skip = play the move that changes the game least
commands-on_timeout-none = only remind

## commands.language
commands-language-en = English
commands-language-cs = Czech (čeština)
commands-language-auto = follow my Discord language

## commands.game_id
commands-game_id-name = table
commands-game_id-help = The table number (#) if the channel has several games

## commands.join
commands-join-name = join
commands-join-description = Take a seat at a game table

## commands.leave
commands-leave-name = leave
commands-leave-description = Leave a game table before it starts

## commands.start
commands-start-name = start
commands-start-description = Start the game (host only)

## commands.status
commands-status-name = status
commands-status-description = Show the current board and whose move it is

## commands.hand
commands-hand-name = hand
commands-hand-description = Show your hand privately

## commands.abandon
commands-abandon-name = abandon
commands-abandon-description = Close a game for good (host or server managers)

## commands.undo
commands-undo-name = undo
commands-undo-description = Take back your last move, if it revealed nothing

## commands.list
commands-list-name = list
commands-list-description = List the games on this server

## commands.rules
commands-rules-name = rules
commands-rules-description = A short summary of a game's rules
commands-rules-game_help = The game whose rules you want to read

## commands.salon
commands-salon-name = salon
commands-salon-description = Your Salon settings

## commands.language_cmd
commands-language_cmd-name = language
commands-language_cmd-description = The language of your private messages
commands-language_cmd-language_help = Czech, English, or the language your Discord is set to

## commands.stats
commands-stats-name = stats
commands-stats-description = Your finished games and wins

## commands.page
commands-page-name = page
commands-page-help = Which page of the list

## commands.dms
commands-dms-name = dms
commands-dms-description = Send my private notes by direct message again

## commands.forget
commands-forget-name = forget-me
commands-forget-description = Delete everything Salon keeps about you

## bot.describe: the position as text (an image's description, /game status text, the game page)
bot-describe-latest_move = Latest move: { $move }
bot-describe-heading = The position as text (game #{ $id })
commands-status-text = text
commands-status-text_help = The position as text instead of images, for a screen reader or a slow connection

## a turn's panel: what happened to the seat's own hand since the player's last move (their notes)
bot-for_you_alone = For you alone:

## bot: a turn's panel after a wait, and what comes after a move
bot-stale_reopened = This choice is out of date — the game has moved on. Here is what you decide now:
bot-side_stale_reopened = This choice is out of date — the game has moved on. Here is what you can do now:
bot-turn_done_next = ✅ Done. { $summary }
    Next to move: { $players }.
    This panel shows your next decision when it comes (within 15 minutes; later, press *Take your turn*).

## bot: a turn's panel left open, edited when its player's next decision comes or the one it showed is gone
bot-panel_next_decision = 🔔 Your next decision:
bot-panel_waits = ⏳ Nothing for you to decide now: the game waits for { $players }.
    This panel shows your next decision when it comes (within 15 minutes; later, press *Take your turn*).
