# Barvy podle $colour_id ve tvaru, který žádá podstatné jméno věty: kejklíř (životné), žeton
# (neživotné), společnost (ženský rod). Slovesa v přítomném čase, aby věta nezávisela na rodu hráče.

## spectaculum.colour
spectaculum-colour-red = červená
spectaculum-colour-blue = modrá
spectaculum-colour-yellow = žlutá
spectaculum-colour-green = zelená

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
spectaculum-tile-blank = prázdné políčko

## spectaculum.reason
spectaculum-reason-court_and_red_tiles = královský dvůr je obsazený a volná zůstala nejvýše jedna vesnice s červeným okrajem
spectaculum-reason-bag_empty = sáček je prázdný

## spectaculum.prompt
spectaculum-prompt-before_travel = { $actions_left ->
        [0] Nezbývá vám žádná akce: vyražte na cesty
        [one] Zbývá vám jedna akce: sponzorujte nebo propusťte kejklíře, nebo vyražte na cesty
        [few] Zbývají vám { $actions_left } akce: sponzorujte nebo propusťte kejklíře, nebo vyražte na cesty
       *[other] Zbývá vám { $actions_left } akcí: sponzorujte nebo propusťte kejklíře, nebo vyražte na cesty
    } { $count ->
        [0] bez odkrytých žetonů
        [one] s odkrytým žetonem
       *[other] s { $count } odkrytými žetony
    }.
spectaculum-prompt-after_travel = { $actions_left ->
        [0] Nezbývá vám žádná akce: ukončete tah.
        [one] Zbývá vám jedna akce: sponzorujte nebo propusťte kejklíře, nebo ukončete tah.
        [few] Zbývají vám { $actions_left } akce: sponzorujte nebo propusťte kejklíře, nebo ukončete tah.
       *[other] Zbývá vám { $actions_left } akcí: sponzorujte nebo propusťte kejklíře, nebo ukončete tah.
    }
spectaculum-prompt-choose_marker = Který žeton cestování položíte jako další? { $count ->
        [0] Už žádný nezbývá.
        [one] Zbývá už jen jeden.
        [few] Zbývají ještě { $count }.
       *[other] Zbývá jich ještě { $count }.
    }
spectaculum-prompt-choose_space = Kam položíte { $colour_id ->
        [red] červený
        [blue] modrý
        [yellow] žlutý
        [green] zelený
       *[other] { $colour }
    } žeton?
spectaculum-prompt-sickness_release = Nemoc v { $colour_id ->
        [red] červené
        [blue] modré
        [yellow] žluté
        [green] zelené
       *[other] { $colour }
    } společnosti: léčitel účtuje { $bill ->
        [one] { $bill } dukát
        [few] { $bill } dukáty
       *[other] { $bill } dukátů
    }, máte { $money ->
        [one] { $money } dukát
        [few] { $money } dukáty
       *[other] { $money } dukátů
    }. Propusťte kejklíře za polovinu jeho hodnoty.
spectaculum-prompt-reveal = Který žeton si necháte skrytý v ruce? Ostatní tři odkryjete.
spectaculum-prompt-keep_or_return = Ponecháte si skrytý žeton a doberete žetony do plné ruky, nebo nejdřív jeden žeton vrátíte do sáčku a pak doberete?

## spectaculum.option
spectaculum-option-sponsor = Sponzorovat { $colour_id ->
        [red] červeného
        [blue] modrého
        [yellow] žlutého
        [green] zeleného
       *[other] { $colour }
    } kejklíře ({ $price ->
        [one] { $price } dukát
        [few] { $price } dukáty
       *[other] { $price } dukátů
    })
spectaculum-option-release = Propustit { $colour_id ->
        [red] červeného
        [blue] modrého
        [yellow] žlutého
        [green] zeleného
       *[other] { $colour }
    } kejklíře (+{ $price ->
        [one] { $price } dukát
        [few] { $price } dukáty
       *[other] { $price } dukátů
    })
spectaculum-option-travel = Vyrazit na cesty
spectaculum-option-end_turn = Ukončit tah
spectaculum-option-marker = { $count ->
        [one] { $colour_id ->
        [red] Červený
        [blue] Modrý
        [yellow] Žlutý
        [green] Zelený
       *[other] { $colour }
    } žeton
       *[other] { $colour_id ->
        [red] Červený
        [blue] Modrý
        [yellow] Žlutý
        [green] Zelený
       *[other] { $colour }
    } žeton (×{ $count })
    }
spectaculum-option-space_tile = { $space } – { $tile }
spectaculum-option-space_court = { $space } – královský dvůr (+5)
spectaculum-option-space = { $space } – prázdné políčko
spectaculum-option-sickness_release = Propustit { $colour_id ->
        [red] červeného
        [blue] modrého
        [yellow] žlutého
        [green] zeleného
       *[other] { $colour }
    } kejklíře (+{ $price ->
        [one] { $price } dukát
        [few] { $price } dukáty
       *[other] { $price } dukátů
    })
spectaculum-option-hold = Nechat skrytý { $colour_id ->
        [red] červený
        [blue] modrý
        [yellow] žlutý
        [green] zelený
       *[other] { $colour }
    } žeton
spectaculum-option-keep = Ponechat a dobrat
spectaculum-option-return = Vrátit { $colour_id ->
        [red] červený
        [blue] modrý
        [yellow] žlutý
        [green] zelený
       *[other] { $colour }
    } žeton do sáčku, pak dobrat

## spectaculum.about: what an option does and costs (a select option's description, at most 100 characters)
spectaculum-about-sponsor = Platíte { $price ->
        [one] { $price } dukát
        [few] { $price } dukáty
       *[other] { $price } dukátů
    } · o jednoho { $colour_id ->
        [red] červeného
        [blue] modrého
        [yellow] žlutého
        [green] zeleného
       *[other] { $colour }
    } kejklíře víc; na konci vynese dukáty podle reputace
spectaculum-about-release = Hned +{ $price ->
        [one] { $price } dukát
        [few] { $price } dukáty
       *[other] { $price } dukátů
    } · o jednoho { $colour_id ->
        [red] červeného
        [blue] modrého
        [yellow] žlutého
        [green] zeleného
       *[other] { $colour }
    } kejklíře méně, vrací se do balíčku
spectaculum-about-travel = Odkryté žetony postupně položíte na herní plán; dlaždice každého políčka zapůsobí
spectaculum-about-end_turn = V tomto tahu už nic dalšího · doberete žetony do plné ruky
spectaculum-about-marker = Pak zvolíte políčko; jeho dlaždice zapůsobí na { $colour_id ->
        [red] červenou
        [blue] modrou
        [yellow] žlutou
        [green] zelenou
       *[other] { $colour }
    } společnost
spectaculum-about-space_tile = { $effect_id ->
        [payday] Výplatní den: kdo má { $colour_id ->
            [red] červené
            [blue] modré
            [yellow] žluté
            [green] zelené
           *[other] { $colour }
        } kejklíře, dostane za každého { $amount ->
            [one] { $amount } dukát
            [few] { $amount } dukáty
           *[other] { $amount } dukátů
        }
        [sickness] Nemoc: kdo má { $colour_id ->
            [red] červené
            [blue] modré
            [yellow] žluté
            [green] zelené
           *[other] { $colour }
        } kejklíře, platí za každého { $amount ->
            [one] { $amount } dukát
            [few] { $amount } dukáty
           *[other] { $amount } dukátů
        }
        [up] Reputace { $colour_id ->
            [red] červené
            [blue] modré
            [yellow] žluté
            [green] zelené
           *[other] { $colour }
        } společnosti { SIGNED($delta) } · její kejklíři mají vyšší hodnotu
       *[down] Reputace { $colour_id ->
            [red] červené
            [blue] modré
            [yellow] žluté
            [green] zelené
           *[other] { $colour }
        } společnosti { SIGNED($delta) } · její kejklíři mají nižší hodnotu
    }
spectaculum-about-space_court = Reputace { $colour_id ->
        [red] červené
        [blue] modré
        [yellow] žluté
        [green] zelené
       *[other] { $colour }
    } společnosti { SIGNED($delta) } · její kejklíři mají vyšší hodnotu
spectaculum-about-space = Bez dlaždice: žeton se jen položí, nic se nestane
spectaculum-about-sickness_release = +{ $price ->
        [one] { $price } dukát
        [few] { $price } dukáty
       *[other] { $price } dukátů
    } (polovina hodnoty) na účet léčitele · o jednoho { $colour_id ->
        [red] červeného
        [blue] modrého
        [yellow] žlutého
        [green] zeleného
       *[other] { $colour }
    } kejklíře méně
spectaculum-about-hold = Zůstane vám skrytý v ruce na později; ostatní žetony odkryjete
spectaculum-about-keep = Skrytý žeton vám zůstane v ruce; doberete žetony do plné ruky
spectaculum-about-return = { $colour_id ->
        [red] Červený
        [blue] Modrý
        [yellow] Žlutý
        [green] Zelený
       *[other] { $colour }
    } žeton se vrátí do sáčku; pak doberete do plné ruky

## spectaculum.illegal
spectaculum-illegal-game_over = Hra už skončila.
spectaculum-illegal-unknown_action = Takový tah Spectaculum nezná.
spectaculum-illegal-not_your_turn = Teď nejste na tahu.
spectaculum-illegal-travel_in_progress = Cestování už začalo: nejprve položte všechny žetony cestování, teprve potom můžete provést další akci.
spectaculum-illegal-wrong_phase = To teď nelze.
spectaculum-illegal-no_actions_left = V tomto tahu vám už nezbývá žádná akce.
spectaculum-illegal-unknown_colour = Barva „{ $colour }“ neexistuje.
spectaculum-illegal-deck_empty = V balíčku už není žádný { $colour_id ->
        [red] červený
        [blue] modrý
        [yellow] žlutý
        [green] zelený
       *[other] { $colour }
    } kejklíř ke sponzorování.
spectaculum-illegal-cannot_afford = Na { $colour_id ->
        [red] červeného
        [blue] modrého
        [yellow] žlutého
        [green] zeleného
       *[other] { $colour }
    } kejklíře nemáte dost peněz: stojí { $price ->
        [one] { $price } dukát
        [few] { $price } dukáty
       *[other] { $price } dukátů
    }.
spectaculum-illegal-no_card = Nemáte žádného { $colour_id ->
        [red] červeného
        [blue] modrého
        [yellow] žlutého
        [green] zeleného
       *[other] { $colour }
    } kejklíře.
spectaculum-illegal-not_revealed = Nemáte odkrytý žádný { $colour_id ->
        [red] červený
        [blue] modrý
        [yellow] žlutý
        [green] zelený
       *[other] { $colour }
    } žeton.
spectaculum-illegal-unknown_space = Políčko { $space } neexistuje.
spectaculum-illegal-space_occupied = Políčko { $space } už je obsazené.
spectaculum-illegal-space_unreachable = { $colour_id ->
        [red] Červený
        [blue] Modrý
        [yellow] Žlutý
        [green] Zelený
       *[other] { $colour }
    } žeton nelze položit na políčko { $space }: musí sousedit se sídlem své společnosti nebo s jiným { $colour_id ->
        [red] červeným
        [blue] modrým
        [yellow] žlutým
        [green] zeleným
       *[other] { $colour }
    } žetonem.
spectaculum-illegal-no_sickness_bill = Nemáte žádný účet léčitele k zaplacení.
spectaculum-illegal-not_in_hand = V ruce nemáte žádný { $colour_id ->
        [red] červený
        [blue] modrý
        [yellow] žlutý
        [green] zelený
       *[other] { $colour }
    } žeton.

## events.spectaculum
events-spectaculum-game_started = Začíná hra Spectaculum pro { $players ->
        [one] { $players } hráče
        [few] { $players } hráče
       *[other] { $players } hráčů
    }; jako první hraje { $start_player }.
events-spectaculum-hand_drawn = Do ruky si berete { $markers }.
events-spectaculum-turn_started = Tah { $turn }: na tahu je { $player }.
events-spectaculum-marker_held = { $player } si jeden žeton nechává skrytý v ruce.
events-spectaculum-markers_revealed = { $player } odkrývá { $markers }.
events-spectaculum-card_sponsored = { $player } sponzoruje { $colour_id ->
        [red] červeného
        [blue] modrého
        [yellow] žlutého
        [green] zeleného
       *[other] { $colour }
    } kejklíře { $price ->
        [0] zdarma
        [one] za { $price } dukát
        [few] za { $price } dukáty
       *[other] za { $price } dukátů
    }.
events-spectaculum-card_released = { $player } propouští { $colour_id ->
        [red] červeného
        [blue] modrého
        [yellow] žlutého
        [green] zeleného
       *[other] { $colour }
    } kejklíře a { $price ->
        [0] nic nedostává
        [one] dostává { $price } dukát
        [few] dostává { $price } dukáty
       *[other] dostává { $price } dukátů
    }.
events-spectaculum-travel_started = { $player } vysílá kočovné společnosti na cesty.
events-spectaculum-marker_placed = { $player } pokládá { $colour_id ->
        [red] červený
        [blue] modrý
        [yellow] žlutý
        [green] zelený
       *[other] { $colour }
    } žeton { $tile_id ->
        [court] na královský dvůr
        [blank] na prázdné políčko
       *[other] do vesnice s dlaždicí { $tile }
    }.
events-spectaculum-reputation_changed = Reputace { $colour_id ->
        [red] červené
        [blue] modré
        [yellow] žluté
        [green] zelené
       *[other] { $colour }
    } společnosti { $way_id ->
        [up] stoupá
       *[down] klesá
    } o { $steps } na { $value }.
events-spectaculum-reputation_clamped = Reputace { $colour_id ->
        [red] červené
        [blue] modré
        [yellow] žluté
        [green] zelené
       *[other] { $colour }
    } společnosti by { $way_id ->
        [up] stoupla
       *[down] klesla
    } o { $steps }, zastavuje se však na { $value }, na konci stupnice.
events-spectaculum-effect_ignored = Reputace { $colour_id ->
        [red] červené
        [blue] modré
        [yellow] žluté
        [green] zelené
       *[other] { $colour }
    } společnosti nemůže { $way_id ->
        [up] stoupnout
       *[down] klesnout
    } o { $steps }, tak daleko stupnice nevede; zůstává na { $value }.
events-spectaculum-payday = Výplatní den pro { $colour_id ->
        [red] červenou
        [blue] modrou
        [yellow] žlutou
        [green] zelenou
       *[other] { $colour }
    } společnost!
events-spectaculum-payday_paid = { $player } dostává za { $colour_id ->
        [red] červené
        [blue] modré
        [yellow] žluté
        [green] zelené
       *[other] { $colour }
    } kejklíře { $amount ->
        [one] { $amount } dukát
        [few] { $amount } dukáty
       *[other] { $amount } dukátů
    }.
events-spectaculum-sickness = { $colour_id ->
        [red] Červenou
        [blue] Modrou
        [yellow] Žlutou
        [green] Zelenou
       *[other] { $colour }
    } společnost postihla nemoc!
events-spectaculum-sickness_paid = { $player } platí léčiteli za { $colour_id ->
        [red] červené
        [blue] modré
        [yellow] žluté
        [green] zelené
       *[other] { $colour }
    } kejklíře { $amount ->
        [one] { $amount } dukát
        [few] { $amount } dukáty
       *[other] { $amount } dukátů
    }.
events-spectaculum-sickness_short = { $player } nemá na účet léčitele ({ $bill ->
        [one] { $bill } dukát
        [few] { $bill } dukáty
       *[other] { $bill } dukátů
    }) a musí propouštět kejklíře.
events-spectaculum-forced_release = { $player } propouští kvůli léčiteli { $colour_id ->
        [red] červeného
        [blue] modrého
        [yellow] žlutého
        [green] zeleného
       *[other] { $colour }
    } kejklíře a dostává polovinu jeho hodnoty: { $price ->
        [0] nic
        [one] { $price } dukát
        [few] { $price } dukáty
       *[other] { $price } dukátů
    }.
events-spectaculum-sickness_forgiven = { $player } dává léčiteli { $amount ->
        [0] jen to, co má, tedy nic
        [one] poslední dukát
        [few] všechny zbylé peníze, { $amount } dukáty
       *[other] všechny zbylé peníze, { $amount } dukátů
    }; zbytek účtu ({ $forgiven ->
        [one] { $forgiven } dukát
        [few] { $forgiven } dukáty
       *[other] { $forgiven } dukátů
    }) se odpouští.
events-spectaculum-sickness_settled = Všechny účty léčitele za { $colour_id ->
        [red] červené
        [blue] modré
        [yellow] žluté
        [green] zelené
       *[other] { $colour }
    } kejklíře jsou vyrovnány.
events-spectaculum-marker_removed = { $player } nemůže { $colour_id ->
        [red] červený
        [blue] modrý
        [yellow] žlutý
        [green] zelený
       *[other] { $colour }
    } žeton nikam položit, žeton proto odchází ze hry.
events-spectaculum-no_replacement = Sáček je prázdný: { $player } si náhradní žeton nedobírá.
events-spectaculum-replacement_revealed = Jako náhradu dobírá { $player } { $colour_id ->
        [red] červený
        [blue] modrý
        [yellow] žlutý
        [green] zelený
       *[other] { $colour }
    } žeton.
events-spectaculum-travel_ended = { $player } má položené všechny žetony cestování.
events-spectaculum-turn_ended = { $player } končí tah.
events-spectaculum-marker_kept = { $player } si skrytý žeton ponechává.
events-spectaculum-marker_returned = { $player } vrací jeden žeton z ruky do sáčku.
events-spectaculum-marker_returned_private = Do sáčku vracíte { $colour_id ->
        [red] červený
        [blue] modrý
        [yellow] žlutý
        [green] zelený
       *[other] { $colour }
    } žeton.
events-spectaculum-markers_drawn = { $count ->
        [0] { $player } nedobírá žádný žeton cestování: sáček je prázdný.
        [one] { $player } dobírá { $count } žeton cestování.
        [few] { $player } dobírá { $count } žetony cestování.
       *[other] { $player } dobírá { $count } žetonů cestování.
    }
events-spectaculum-game_ended = Hra končí: { $reason }.
events-spectaculum-payout_received = Závěrečná výplata: { $player } dostává za své kejklíře { $amount ->
        [one] { $amount } dukát
        [few] { $amount } dukáty
       *[other] { $amount } dukátů
    }.
events-spectaculum-final_score = { $player } končí na { ORDINAL($place) } místě s { $money ->
        [one] { $money } dukátem
       *[other] { $money } dukáty
    }.

## latest.spectaculum
# „Poslední tah: <kdo> · <co>“ na desce, za jménem toho, kdo táhl
latest-spectaculum-marker_placed = pokládá { $colour_id ->
        [red] červený
        [blue] modrý
        [yellow] žlutý
        [green] zelený
       *[other] { $colour }
    } žeton { $tile_id ->
        [court] na královský dvůr
        [blank] na prázdné políčko
       *[other] do vesnice s dlaždicí { $tile }
    }
latest-spectaculum-card_sponsored = sponzoruje { $colour_id ->
        [red] červeného
        [blue] modrého
        [yellow] žlutého
        [green] zeleného
       *[other] { $colour }
    } kejklíře { $price ->
        [0] zdarma
        [one] za { $price } dukát
        [few] za { $price } dukáty
       *[other] za { $price } dukátů
    }
latest-spectaculum-card_released = propouští { $colour_id ->
        [red] červeného
        [blue] modrého
        [yellow] žlutého
        [green] zeleného
       *[other] { $colour }
    } kejklíře a { $price ->
        [0] nic nedostává
        [one] dostává { $price } dukát
        [few] dostává { $price } dukáty
       *[other] dostává { $price } dukátů
    }
latest-spectaculum-forced_release = propouští { $colour_id ->
        [red] červeného
        [blue] modrého
        [yellow] žlutého
        [green] zeleného
       *[other] { $colour }
    } kejklíře kvůli léčiteli

## the game's name, /rules text and option labels (games.*, rules.*, options.*)
games-spectaculum-name = Spectaculum
rules-spectaculum =
    { "*" }*Spectaculum** (Reiner Knizia) — 2 až 4 hráči. Staňte se nejbohatším patronem čtyř kočovných společností kejklířů.
    • Na začátku tahu odkryjete své 3 žetony cestování. Před cestováním a/nebo po něm můžete provést až 2 akce: **sponzorovat** kejklíře (zaplatíte tolik dukátů, kolik činí reputace jeho barvy), nebo ho **propustit** (tolik dukátů dostanete).
    • **Cestování**: každý odkrytý žeton položte vedle sídla jeho společnosti nebo vedle žetonu stejné barvy. Dlaždice vesnice pod ním posune reputaci té barvy (+1…+3, −1…−3, královský dvůr +5), nebo všem vyplatí 2 dukáty za každou kartu té barvy (**výplatní den**), či naopak 2 dukáty za kartu stojí (**nemoc** — kdo nemá na zaplacení, propouští kejklíře za polovinu).
    • Hra končí po tahu, ve kterém je obsazen královský dvůr a volná je nejvýš jedna vesnice s červeným okrajem, nebo když dojdou žetony v sáčku. Každá karta vynese tolik dukátů, kolik činí reputace její barvy; vyhrává hráč s nejvíce dukáty.
    Až budete na tahu, stiskněte **Hrát tah** u nejnovějšího herního plánu; **Můj přehled** ukáže vaše žetony a peníze.
options-spectaculum-variant_four_markers-name = Čtyři žetony
options-spectaculum-variant_four_markers-help = Každý hráč drží 4 žetony, 3 odkryje a jeden si nechá na později.
options-spectaculum-variant_four_markers-true = ano
options-spectaculum-variant_four_markers-false = ne
options-spectaculum-tile_distribution-name = Dlaždice vesnic
options-spectaculum-tile_distribution-help = Kolik dlaždic kterého druhu krabice obsahuje (přesné rozdělení není známo): B je výchozí výklad pravidel.
options-spectaculum-tile_distribution-a = sada A
options-spectaculum-tile_distribution-b = sada B
options-spectaculum-tile_distribution-c = sada C
options-spectaculum-board-name = Herní plán
options-spectaculum-board-help = Tvar herního plánu.
options-spectaculum-board-reconstructed-hex-v1 = rekonstruovaný herní plán
options-spectaculum-start_player-name = Začínající hráč
options-spectaculum-start_player-help = Kdo hraje první tah.
options-spectaculum-start_player-random = náhodně
options-spectaculum-start_player-0 = místo 1
options-spectaculum-start_player-1 = místo 2
options-spectaculum-start_player-2 = místo 3
options-spectaculum-start_player-3 = místo 4
options-spectaculum-money_visibility-name = Peníze
options-spectaculum-money_visibility-help = Zda všichni vidí dukáty všech hráčů, nebo každý jen své.
options-spectaculum-money_visibility-hidden = skryté
options-spectaculum-money_visibility-public = odkryté
options-spectaculum-track_clamp-name = Meze reputace
options-spectaculum-track_clamp-help = Kdyby se značka měla posunout přes 0 nebo 25: ignorovat celý efekt (česká pravidla), nebo ji posunout, kam až to jde.
options-spectaculum-track_clamp-ignore_whole_effect = ignorovat efekt
options-spectaculum-track_clamp-partial = zastavit na mezi
options-spectaculum-sickness_bill-name = Účet za nemoc
options-spectaculum-sickness_bill-help = Zda propuštění nemocného kejklíře sníží účet.
options-spectaculum-sickness_bill-fixed = pevný
options-spectaculum-sickness_bill-recompute = přepočítaný
