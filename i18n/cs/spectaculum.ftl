## spectaculum.colour
spectaculum-colour-red = červená
spectaculum-colour-blue = modrá
spectaculum-colour-yellow = žlutá
spectaculum-colour-green = zelená

## spectaculum.colours
spectaculum-colours-red = červená
spectaculum-colours-blue = modrá
spectaculum-colours-yellow = žlutá
spectaculum-colours-green = zelená

## spectaculum.tile
spectaculum-tile-plus1 = Farářův úsměv (+1)
spectaculum-tile-plus2 = Pomocná ruka (+2)
spectaculum-tile-plus3 = Legendární představení (+3)
spectaculum-tile-minus1 = Zpoždění (−1)
spectaculum-tile-minus2 = Zpackané představení (−2)
spectaculum-tile-minus3 = Zloděj (−3)
spectaculum-tile-payday = Výplatní den
spectaculum-tile-sickness = Nemoc
spectaculum-tile-court = Královský dvůr (+5)

## spectaculum.reason
spectaculum-reason-court_and_red_tiles = královský dvůr je obsazený a volná zůstala nejvýše jedna vesnice s červeným okrajem
spectaculum-reason-bag_empty = sáček je prázdný

## spectaculum.prompt
spectaculum-prompt-before_travel = Zbývající akce: { $actions_left }. Sponzorujte nebo propusťte kejklíře, nebo vyražte na cesty s odkrytými žetony (počet: { $count }).
spectaculum-prompt-after_travel = Zbývající akce: { $actions_left }. Sponzorujte nebo propusťte kejklíře, nebo ukončete tah.
spectaculum-prompt-choose_marker = Který žeton cestování položíte? (zbývá položit: { $count })
spectaculum-prompt-choose_space = Kam položíte žeton barvy { $colour }?
spectaculum-prompt-sickness_release = Nemoc kejklířů barvy { $colour }: účet léčitele činí { $bill } duk., máte { $money } duk. Propusťte kejklíře za polovinu jeho hodnoty.
spectaculum-prompt-reveal = Který žeton si necháte skrytý v ruce? Ostatní tři odkryjete.
spectaculum-prompt-keep_or_return = Ponecháte si skrytý žeton a doberete žetony do plné ruky, nebo nejdřív jeden žeton vrátíte do sáčku a pak doberete?

## spectaculum.option
spectaculum-option-sponsor = Sponzorovat: { $colour } ({ $price } duk.)
spectaculum-option-release = Propustit: { $colour } (+{ $price } duk.)
spectaculum-option-travel = Vyrazit na cesty
spectaculum-option-end_turn = Ukončit tah
spectaculum-option-marker = Žeton: { $colour } (×{ $count })
spectaculum-option-space_tile = { $space } – { $tile }
spectaculum-option-space_court = { $space } – královský dvůr (+5)
spectaculum-option-space = { $space } – prázdné políčko
spectaculum-option-sickness_release = Propustit: { $colour } (+{ $price } duk.)
spectaculum-option-hold = Nechat skrytý: { $colour }
spectaculum-option-keep = Ponechat a dobrat
spectaculum-option-return = Vrátit do sáčku: { $colour }, pak dobrat

## spectaculum.illegal
spectaculum-illegal-game_over = Hra už skončila.
spectaculum-illegal-unknown_action = Takový tah Spectaculum nezná.
spectaculum-illegal-not_your_turn = Teď nejste na tahu.
spectaculum-illegal-travel_in_progress = Cestování už začalo: nejprve položte všechny žetony cestování, teprve potom můžete provést další akci.
spectaculum-illegal-wrong_phase = To teď nelze.
spectaculum-illegal-no_actions_left = V tomto tahu vám už nezbývá žádná akce.
spectaculum-illegal-unknown_colour = Barva „{ $colour }“ neexistuje.
spectaculum-illegal-deck_empty = V balíčku barvy { $colour } už není žádný kejklíř ke sponzorování.
spectaculum-illegal-cannot_afford = Na kejklíře barvy { $colour } nemáte dost peněz: stojí { $price } duk.
spectaculum-illegal-no_card = Nemáte žádného kejklíře barvy { $colour }.
spectaculum-illegal-not_revealed = Nemáte odkrytý žeton cestování barvy { $colour }.
spectaculum-illegal-unknown_space = Políčko { $space } neexistuje.
spectaculum-illegal-space_occupied = Políčko { $space } už je obsazené.
spectaculum-illegal-space_unreachable = Žeton barvy { $colour } nelze položit na políčko { $space }: musí sousedit se sídlem své společnosti nebo s jiným žetonem stejné barvy.
spectaculum-illegal-no_sickness_bill = Nemáte žádný účet léčitele k zaplacení.
spectaculum-illegal-not_in_hand = V ruce nemáte žeton barvy { $colour }.

## events.spectaculum
events-spectaculum-game_started = Začíná hra Spectaculum pro { $players } hráče; jako první je na tahu { $start_player }.
events-spectaculum-hand_drawn = Do ruky si berete žetony cestování: { $colours }.
events-spectaculum-turn_started = Tah { $turn }: na tahu je { $player }.
events-spectaculum-marker_held = { $player } si jeden žeton nechává skrytý v ruce.
events-spectaculum-markers_revealed = { $player } odkrývá žetony cestování: { $colours }.
events-spectaculum-card_sponsored = { $player } sponzoruje kejklíře barvy { $colour } za { $price } duk.
events-spectaculum-card_released = { $player } propouští kejklíře barvy { $colour } a dostává { $price } duk.
events-spectaculum-travel_started = { $player } vysílá kočovné společnosti na cesty.
events-spectaculum-marker_placed = { $player } pokládá žeton barvy { $colour } na políčko { $space }.
events-spectaculum-reputation_changed = { $tile }: reputace barvy { $colour } se mění o { SIGNED($delta) } na { $value }.
events-spectaculum-reputation_clamped = { $tile }: reputace barvy { $colour } by se měla změnit o { SIGNED($delta) }, zastavuje se však na { $value }.
events-spectaculum-effect_ignored = { $tile }: reputace barvy { $colour } by se posunula o { SIGNED($delta) } přes okraj stupnice, efekt se proto neuplatní; zůstává na { $value }.
events-spectaculum-payday = Výplatní den pro kejklíře barvy { $colour }!
events-spectaculum-payday_paid = { $player } dostává { $amount } duk.
events-spectaculum-sickness = Kejklíře barvy { $colour } postihla nemoc!
events-spectaculum-sickness_paid = { $player } platí léčiteli { $amount } duk.
events-spectaculum-sickness_short = { $player } nemá na účet léčitele ({ $bill } duk.) a musí propouštět kejklíře.
events-spectaculum-forced_release = { $player } propouští kejklíře barvy { $colour } kvůli léčiteli a dostává polovinu jeho hodnoty: { $price } duk.
events-spectaculum-sickness_forgiven = { $player } odevzdává léčiteli všechny peníze ({ $amount } duk.), zbytek ({ $forgiven } duk.) se odpouští.
events-spectaculum-sickness_settled = Všechny účty léčitele za kejklíře barvy { $colour } jsou vyrovnány.
events-spectaculum-marker_removed = { $player }: žeton cestování barvy { $colour } nelze nikam položit, a proto odchází ze hry.
events-spectaculum-no_replacement = Sáček je prázdný: { $player } si náhradní žeton nedobírá.
events-spectaculum-replacement_revealed = { $player } dobírá náhradní žeton: { $colour }.
events-spectaculum-travel_ended = { $player } má všechny žetony cestování položené.
events-spectaculum-turn_ended = { $player } končí tah.
events-spectaculum-marker_kept = { $player } si skrytý žeton ponechává.
events-spectaculum-marker_returned = { $player } vrací jeden žeton z ruky do sáčku.
events-spectaculum-marker_returned_private = Do sáčku vracíte žeton cestování: { $colour }.
events-spectaculum-markers_drawn = { $player } dobírá žetony cestování (počet: { $count }).
events-spectaculum-game_ended = Hra končí: { $reason }.
events-spectaculum-payout_received = Závěrečná výplata: { $player } dostává { $amount } duk.
events-spectaculum-final_score = { $player }: { $money } duk., { $place }. místo.
