## /game cancel: the people at a running table cancel it together

commands-cancel-name = cancel
commands-cancel-description = Ask the other players to cancel this game together (everyone must agree)

vote-opened = 🗳️ { $player } asks to cancel table #{ $id }. The game is cancelled if every player agrees by { $until }; a single “no” keeps it going.
vote-tally = { $yes } of { $count } { $count ->
    [one] player
   *[other] players
} { $yes ->
    [one] has
   *[other] have
} agreed.
vote-board_line = 🗳️ A vote to cancel this game is open: { $yes } of { $count } { $count ->
    [one] player
   *[other] players
} { $yes ->
    [one] has
   *[other] have
} agreed.
vote-yes = Yes, cancel it
vote-no = No, play on
vote-cancelled = 🗳️ Every player agreed: table #{ $id } is cancelled. It does not count towards any rating.
vote-refused = 🗳️ The vote to cancel table #{ $id } is over: { $player } wants to play on.
vote-expired = 🗳️ The vote to cancel table #{ $id } is over: not every player agreed within 48 hours, so the game goes on.
vote-game_ended = 🗳️ The vote to cancel table #{ $id } is over: the game has ended.
vote-opened_done = Your vote to cancel table #{ $id } is open. The other players answer with its buttons.
vote-counted = Your answer is counted.
vote-not_running = Table #{ $id } is not running, so there is nothing to cancel.
vote-not_voter = Only the players seated at table #{ $id } can vote on cancelling it.
vote-already_open = A vote to cancel table #{ $id } is already open; answer it with its buttons.
vote-closed = This vote is over.

## Rematch: the same game, options and players again, each confirming their seat

rematch-button = Rematch
rematch-confirm = I'm in
rematch-intro = 🔁 A rematch. Waiting for these players to press **I'm in**: { $players }. The game starts as soon as everyone has confirmed, or when the host starts it.
rematch-pending_mark = (not confirmed yet)
rematch-opened = The rematch is open at table #{ $id }: { $link }
rematch-exists = This game’s rematch is table #{ $id }: { $link }
rematch-confirmed = Your seat at table #{ $id } is confirmed.
rematch-not_pending = You are not waiting to confirm a seat at table #{ $id }.
rematch-not_player = Only the players of table #{ $id } can ask for a rematch.
rematch-not_finished = Table #{ $id } did not end by its rules, so it has no rematch.
rematch-start_pending = { $count ->
    [one] One seat is still waiting for its player to confirm ({ $players }). Start with those who confirmed, or put an AI player in that seat?
   *[other] { $count } seats are still waiting for their players to confirm ({ $players }). Start with those who confirmed, or put AI players in those seats?
}
rematch-start_without = Start with those who confirmed
rematch-start_with_ai = Fill in AI players
