# Hodnocení: volba hodnocené hry, /salon žebříček a hodnocení v /salon statistiky.

## commands
commands-leaderboard-name = žebříček
commands-leaderboard-description = Nejlepší hráči hry na tomto serveru a vaše místo
commands-leaderboard-game = hra
commands-leaderboard-game_help = Žebříček které hry
commands-new-rated = hodnocená
commands-new-rated_help = Má se hra počítat do hodnocení na tomto serveru? (Bez této volby ne.)

## the lobby
ratings-option = Hodnocená hra
ratings-option_help = Hodnocená hra se započítá do hodnocení a žebříčku serveru, když skončí podle pravidel (ne když ji hostitel ukončí nebo ji hráči zruší).
ratings-option-yes = ano
ratings-option-no = ne
ratings-lobby_rated = Tato hra je hodnocená: započítá se do žebříčku serveru.

## /salon leaderboard
ratings-title = Žebříček · { $game }
ratings-row = **{ $place }.** { $name } — **{ $rating }** · { $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } her
    }{ $provisional ->
        [yes] {" "}· prozatímní
       *[no] {""}
    }
ratings-ai_name = AI ({ $level })
ratings-former = Bývalý hráč
ratings-you = Jste **{ $place }.** z { $count } — **{ $rating }** · { $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } her
    }
ratings-you_unrated = Ve hře { $game } tu zatím hodnocení nemáte. Zahrajte si hodnocenou hru: hostitel ji zvolí volbou „hodnocená“ příkazu /hra nová, nebo tlačítkem **Nastavení** u stolu.
ratings-empty = Na tomto serveru zatím nikdo nedohrál hodnocenou hru { $game }. Hostitel ji zvolí volbou „hodnocená“ příkazu /hra nová, nebo tlačítkem **Nastavení** u stolu.
ratings-legend = Hodnocení roste s výhrami a s počtem odehraných her. „Prozatímní“ znamená méně než { $games ->
        [one] { $games } hodnocená hra
        [few] { $games } hodnocené hry
       *[other] { $games } hodnocených her
    }.
ratings-guild_only = Hodnocení se vede pro každý server zvlášť: zeptejte se mě v některém kanálu serveru.

## /salon stats
ratings-stats_heading = **Hodnocení na tomto serveru**
ratings-stats_line = { $game }: **{ $rating }**{ $provisional ->
        [yes] {" "}(prozatímní)
       *[no] {""}
    } · { $games ->
        [one] { $games } hodnocená hra
        [few] { $games } hodnocené hry
       *[other] { $games } hodnocených her
    }, { $wins ->
        [one] { $wins } výhra
        [few] { $wins } výhry
       *[other] { $wins } výher
    }
ratings-median = Na tah obvykle potřebujete { $time } (medián).
ratings-seconds = { $n ->
        [one] { $n } sekunda
        [few] { $n } sekundy
       *[other] { $n } sekund
    }
