## history: /game history, what happened since your last move, /game export and the replay posted when a game ends
history-since_your_move = Since your last move:
history-more_moves =
    { $count ->
        [one] …and { $count } more move — see /game history
       *[other] …and { $count } more moves — see /game history
    }
history-step_setup = **Game #{ $id } · { $game }** — the start, before step 1 of { $last }
history-step = **Game #{ $id } · { $game }** — step { $n } of { $last }
history-nothing_public = Nothing anyone could see happened in this step.
history-start = ⏮ Start
history-previous = ◀
history-next = ▶
history-end = End ⏭
history-mine = My last move
history-never_started = Game #{ $id } never started, so it has no moves to step through.
history-unreadable = The history of this game cannot be read: it is damaged.
history-exported = Game #{ $id } as a file: its options, its players as the boards named them, the random seed and every move. Keep it as a record of the game: whoever runs Salon can replay it from this file and draw every board again.
history-replay = The replay of game #{ $id }: one picture for each turn.
commands-history-name = history
commands-history-description = Step through a game's boards from the start to the end
commands-export-name = export
commands-export-description = Download a finished game as a file to keep or replay
