# /salon pryč: nepřítomnost hráče a co mezitím dělají jeho stoly

commands-away-name = pryč
commands-away-description = Odejděte na čas: vaše stoly na vás počkají, nebo za vás bude hrát AI
commands-away-until = do
commands-away-until_help = Kdy se vrátíte: 12.12., 2026-12-12, 7d, 2 týdny … (nejvýš 30 dní dopředu), nebo vypnout

away-set = 💤 Jste pryč do { $until } ({ $in }).
away-set_paused = { $count ->
        [one] U jednoho stolu na vás časový limit tahu počká.
        [few] U { $count } stolů na vás časový limit tahu počká.
       *[other] U { $count } stolů na vás časový limit tahu počká.
    }
away-set_played = { $count ->
        [one] U jednoho stolu za vás mezitím hraje AI.
        [few] U { $count } stolů za vás mezitím hraje AI.
       *[other] U { $count } stolů za vás mezitím hraje AI.
    }
away-moved = 💤 Konec vaší nepřítomnosti je posunutý: už ne { $before }, ale { $until } ({ $in }).
away-how_to_end = Nepřítomnost dřív ukončí jakýkoli váš příkaz nebo stisk tlačítka, případně `/salon pryč do:vypnout`.
away-ended = 👋 Vítejte zpět, vaše nepřítomnost skončila. Časové limity tahu zase běží tam, kde se zastavily, a své tahy hrajete zase sami.
away-not_away = Nejste pryč. Chcete-li odejít, napište, kdy se vrátíte: `/salon pryč do:12.12.` (nebo 2026-12-12, 7d, 2 týdny), nejvýš 30 dní dopředu.
away-unreadable = „{ $text }“ nedokážu přečíst jako den. Napište ho třeba jako 12.12., 2026-12-12, 12. prosince, 7d (dní) nebo 2 týdny; `/salon pryč do:vypnout` nepřítomnost ukončí.
away-past = { $until } už je minulost: nepřítomnost musí skončit někdy v budoucnu. Nic se nezměnilo.
away-too_far = { $until } je víc než 30 dní dopředu. Pryč můžete být nejvýš 30 dní v kuse, tedy nejpozději do { $latest }. Nic se nezměnilo.

away-board_pause = 💤 { $player } je pryč do { $until } ({ $in }); časový limit tahu mezitím čeká.
away-board_ai = 💤 { $player } je pryč do { $until } ({ $in }); místo mezitím hraje AI.

away-until_short = 💤 pryč do { $until }

away-option-name = Když je hráč pryč
away-option-help = Co stůl dělá, když je některý z hráčů pryč (/salon pryč): časový limit tahu na něj počká, nebo za něj až do návratu hraje AI.
away-option-pause = časový limit tahu počká
away-option-ai = za hráče hraje AI
