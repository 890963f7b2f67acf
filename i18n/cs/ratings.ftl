# Hodnocení: volba hodnocené hry, /salon žebříček a hodnocení v /salon statistiky.

## commands
commands-leaderboard-name = žebříček
commands-leaderboard-description = Nejlepší hráči hry na tomto serveru a vaše místo
commands-leaderboard-game = hra
commands-leaderboard-game_help = Žebříček které hry
commands-new-rated = hodnocená
commands-new-rated_help = Zda se hra počítá do hodnocení na tomto serveru (jen když to zvolíte)

## the lobby
ratings-option = Hodnocená hra
ratings-option_help = Hodnocená hra se započítá do hodnocení a žebříčku serveru, když skončí podle pravidel (ne když ji někdo ukončí nebo se zruší).
ratings-option-yes = ano
ratings-option-no = ne
ratings-lobby_rated = Tato hra je hodnocená: počítá se do žebříčku serveru.

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
ratings-you = Vaše místo: **{ $place }.** (hodnocených: { $count }) — **{ $rating }** · { $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } her
    }
ratings-you_unrated = Ve hře { $game } tu zatím hodnocení nemáte: zahrajte si hodnocenou hru (hostitel ji zvolí příkazem /hra nová hodnocená: True).
ratings-empty = Hodnocenou hru { $game } tu zatím nikdo nedohrál. Hostitel stolu ji zvolí příkazem /hra nová hodnocená: True.
ratings-legend = Hodnocení roste s výhrami a s počtem her; „prozatímní“: méně než { $games } hodnocených her.
ratings-guild_only = Hodnocení patří k serveru: zeptejte se mě v některém z jeho kanálů.

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
ratings-median = Medián vaší doby na tah: { $time }
ratings-seconds = { $n ->
        [one] { $n } sekunda
        [few] { $n } sekundy
       *[other] { $n } sekund
    }
