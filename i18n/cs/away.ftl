# /salon pryč: nepřítomnost hráče a co mezitím dělají jeho stoly

commands-away-name = pryč
commands-away-description = Odejděte na čas: vaše stoly na vás počkají, nebo za vás bude hrát AI
commands-away-until = do
commands-away-until_help = Kdy se vrátíte: 12.12., 2026-12-12, 7d, 2 týdny … (nejvýš 30 dní), nebo vypnout

away-set = 💤 Jste pryč do { $until } ({ $in }).
away-set_paused = { $count ->
        [one] U { $count } stolu na vás časový limit na tah počká.
       *[other] U { $count } stolů na vás časový limit na tah počká.
    }
away-set_played = { $count ->
        [one] U { $count } stolu za vás mezitím hraje AI.
       *[other] U { $count } stolů za vás mezitím hraje AI.
    }
away-moved = 💤 Vaše nepřítomnost teď skončí { $until } ({ $in }) místo { $before }.
away-how_to_end = Jakýkoli váš příkaz nebo stisknuté tlačítko nepřítomnost ukončí dřív; stejně tak `/salon pryč do:vypnout`.
away-ended = 👋 Vítejte zpět, vaše nepřítomnost skončila. Časové limity běží dál s časem, který zbýval, a své tahy zase hrajete sami.
away-not_away = Nejste pryč. Chcete-li odejít, napište, kdy se vrátíte: `/salon pryč do:12.12.` (nebo 2026-12-12, 7d, 2 týdny), nejvýš 30 dní dopředu.
away-unreadable = „{ $text }“ nedokážu přečíst jako den. Napište ho třeba jako 12.12., 2026-12-12, 12. prosince, 7d (dní) nebo 2 týdny; `/salon pryč do:vypnout` nepřítomnost ukončí.
away-past = Okamžik { $until } už minul: nepřítomnost musí skončit později než teď. Nic se nezměnilo.
away-too_far = { $until } je víc než 30 dní dopředu. Pryč můžete být nejvýš 30 dní v kuse, tedy nejpozději do { $latest }. Nic se nezměnilo.

away-board_pause = 💤 Pryč do { $until } ({ $in }): { $player }. Časový limit na tah mezitím stojí.
away-board_ai = 💤 Pryč do { $until } ({ $in }): { $player }. Tahy mezitím hraje AI.

away-until_short = 💤 pryč do { $until }

away-option-name = Když je hráč pryč
away-option-help = Co tento stůl dělá, když je některý z hráčů pryč (/salon pryč): časový limit na tah na něj počká, nebo za něj do návratu hraje AI.
away-option-pause = časový limit počká
away-option-ai = za hráče hraje AI
