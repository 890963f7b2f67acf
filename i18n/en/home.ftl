## /salon games and /salon notices: a player's games everywhere, and how a turn is told

commands-games-name = games
commands-games-description = Your games on every server, those waiting for you first
commands-notices-name = notices
commands-notices-description = How Salon tells you that it is your move
commands-notices-how = how
commands-notices-how_help = A ping in the game's thread, a direct message, or no notice at all
commands-notices-ping = a ping in the game's thread
commands-notices-dm = a direct message
commands-notices-none = no notice (the board still shows whose move it is)

home-no_games = You are not playing any game, nor waiting at an open table. Open a table with /game new, or join one in a channel where games are played.
home-header = **Your games** ({ $total })
home-you_are_away = 💤 You are away until { $until }. Meanwhile each of your tables does what its host chose: your turn limit waits for you, or the AI plays for you.
home-waiting = **{ $game }** #{ $id } · { $server } · **your move** · last played <t:{ $since }:R> · { $link }
home-running = { $game } #{ $id } · { $server } · { $waiting } to move · last played <t:{ $since }:R> · { $link }
home-lobby = { $game } #{ $id } · { $server } · open table, { $players ->
    [one] { $players } player so far
   *[other] { $players } players so far
  } · { $link }
home-damaged = { $game } #{ $id } · { $server } · this game is damaged and cannot be shown
home-board = [board]({ $url })
home-lobby_link = [table]({ $url })
home-no_server = direct messages
home-unknown_server = an unknown server
home-page = Page { $page } of { $pages }
home-previous = ◀ Previous
home-next_page = Next ▶
home-next_game = Next game
home-next_card = It is your move in **{ $game }** #{ $id } ({ $server }). Last played <t:{ $since }:R> (<t:{ $since }:f>). { $link }
home-moved_on = Game #{ $id } has moved on and is no longer waiting for you.
home-nothing_waits = No game is waiting for you right now.
home-last_card = That was the last game waiting for you.

notices-set-ping = From now on you will be pinged in the game's thread when it becomes your move.
notices-set-dm = From now on I will tell you by direct message when it becomes your move.
notices-set-none = From now on you will not be told when it becomes your move; the board still names whose move it is, and /salon games lists the games waiting for you.
notices-dm_closed = I could not send you a direct message (your DMs are closed), so until you open them you will be pinged in the game's thread instead.
notices-dm_test = This is where Salon will tell you when it is your move.
notices-ping = { $player }, it is your move in { $game } #{ $id }: { $link }
notices-ping_last = { $player }, everyone else has chosen in { $game } #{ $id }: you are the last one we are waiting for. { $link }
notices-ping_dms_closed = { $player }, it is your move in { $game } #{ $id }: { $link } (I could not send you a direct message: your DMs are closed.)
notices-board_last = { $players }: everyone else has chosen, you are the last one we are waiting for.
notices-dm = It is your move in **{ $game }** #{ $id } on { $server }: { $link }
notices-dm_last = Everyone else has chosen in **{ $game }** #{ $id } on { $server }: you are the last one we are waiting for. { $link }
notices-turn_ends = The turn ends <t:{ $ends }:R> (<t:{ $ends }:f>).
