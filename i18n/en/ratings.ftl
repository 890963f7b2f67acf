# Ratings: the rated-table option, /salon leaderboard and the ratings in /salon stats.

## commands
commands-leaderboard-name = leaderboard
commands-leaderboard-description = The best players of a game in this server, and your place
commands-leaderboard-game = game
commands-leaderboard-game_help = Which game's leaderboard
commands-new-rated = rated
commands-new-rated_help = Whether the game counts for this server's ratings (not unless you choose so)

## the lobby
ratings-option = Rated game
ratings-option_help = A rated game counts towards this server's ratings and leaderboard when it ends by its rules (not when it is abandoned or cancelled).
ratings-option-yes = yes
ratings-option-no = no
ratings-lobby_rated = This game is rated: it counts towards the server's leaderboard.

## /salon leaderboard
ratings-title = Leaderboard · { $game }
ratings-row = **{ $place }.** { $name } — **{ $rating }** · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }{ $provisional ->
        [yes] {" "}· provisional
       *[no] {""}
    }
ratings-ai_name = AI ({ $level })
ratings-former = Former player
ratings-you = Your place: **{ $place }** of { $count } — **{ $rating }** · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
ratings-you_unrated = You have no rating in { $game } here yet. Play a rated game: the host makes a table rated with the “rated” option of /game new, or under **Options** at the table.
ratings-empty = Nobody on this server has finished a rated game of { $game } yet. The host makes a table rated with the “rated” option of /game new, or under **Options** at the table.
ratings-legend = The rating grows with wins and with the number of games played; “provisional” means fewer than { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }.
ratings-guild_only = Ratings are kept for each server separately: ask me in a channel of the server.

## /salon stats
ratings-stats_heading = **Ratings on this server**
ratings-stats_line = { $game }: **{ $rating }**{ $provisional ->
        [yes] {" "}(provisional)
       *[no] {""}
    } · { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
ratings-median = Your median time to move: { $time }
ratings-seconds = { $n ->
        [one] { $n } second
       *[other] { $n } seconds
    }
