## render.spectaculum
render-spectaculum-turn = Tah { $turn }
render-spectaculum-on_turn = Na tahu: { $name }
render-spectaculum-winner = Vítěz: { $names }
render-spectaculum-winners = Vítězové: { $names }
render-spectaculum-must_act = Musí jednat: { $names }
render-spectaculum-rank = { $place }. { $name } ({ $money ->
    [one] { $money } dukát
    [few] { $money } dukáty
   *[other] { $money } dukátů
})
render-spectaculum-hq = Sídlo
render-spectaculum-last_move = Poslední tah: { $name }

## render.spectaculum.colour
render-spectaculum-colour-red = červená
render-spectaculum-colour-blue = modrá
render-spectaculum-colour-yellow = žlutá
render-spectaculum-colour-green = zelená

## render.spectaculum.letter
render-spectaculum-letter-red = Č
render-spectaculum-letter-blue = M
render-spectaculum-letter-yellow = Žl
render-spectaculum-letter-green = Ze

## render.spectaculum.phase
render-spectaculum-phase-reveal = Odkrytí
render-spectaculum-phase-before_travel = Před cestováním
render-spectaculum-phase-travel = Cestování
render-spectaculum-phase-after_travel = Po cestování
render-spectaculum-phase-settle_sickness = Nemoc
render-spectaculum-phase-keep_or_return = Ponechání, nebo vrácení žetonu
render-spectaculum-phase-ended = Konec hry

## render.spectaculum.hint
render-spectaculum-hint-reveal = { $name } vybírá, které žetony odkryje.
render-spectaculum-hint-before_travel = { $name } může sponzorovat nebo propustit kejklíře ({ $left ->
        [one] zbývá { $left } akce
        [few] zbývají { $left } akce
       *[other] zbývá { $left } akcí
    }), pak cestuje.
render-spectaculum-hint-travel = { $name } pokládá odkryté žetony na herní plán.
render-spectaculum-hint-after_travel = { $name } může sponzorovat nebo propustit kejklíře ({ $left ->
        [one] zbývá { $left } akce
        [few] zbývají { $left } akce
       *[other] zbývá { $left } akcí
    }), pak končí tah.
render-spectaculum-hint-settle_sickness = { $count ->
    [one] { $names } nemá na účet léčitele, a proto propouští kejklíře; pak { $name } dohraje tah.
   *[other] { $names } nemají na účet léčitele, a proto propouštějí kejklíře; pak { $name } dohraje tah.
}
render-spectaculum-hint-keep_or_return = { $name } si skrytý žeton ponechá, nebo ho vrátí do sáčku; pak dobere.
render-spectaculum-hint-ended = Hra skončila po tahu { $turn }. Kejklíři vynesli dukáty podle konečné reputace.

## render.spectaculum.legend
render-spectaculum-legend-plus = reputace nahoru
render-spectaculum-legend-minus = reputace dolů
render-spectaculum-legend-payday = výplata +2 za kejklíře
render-spectaculum-legend-sickness = nemoc −2 za kejklíře
render-spectaculum-legend-court = dvůr +5
render-spectaculum-legend-last = právě položeno

## render.spectaculum.tracks
render-spectaculum-tracks-caption = Reputace = cena jednoho kejklíře
render-spectaculum-tracks-deck = balíček

## render.spectaculum.status
render-spectaculum-status-revealed = Odkryto
render-spectaculum-status-bag = Sáček
render-spectaculum-status-removed = Vyřazeno
render-spectaculum-status-none = nic
render-spectaculum-status-red_free = Volné vesnice s červeným okrajem: { $n }
render-spectaculum-status-court_free = Dvůr: volný
render-spectaculum-status-court_taken = Dvůr: obsazený
render-spectaculum-status-end_rule = Hra skončí po tahu, na jehož konci je královský dvůr obsazený a volná nejvýše 1 vesnice s červeným okrajem, nebo ve kterém dojdou žetony v sáčku.

## render.spectaculum.panel
render-spectaculum-panel-on_turn = NA TAHU
render-spectaculum-panel-must_act = MUSÍ JEDNAT
render-spectaculum-panel-markers = Žetony
render-spectaculum-panel-bill = Účet { $amount }
render-spectaculum-panel-place = { $place }.
render-spectaculum-panel-final = { $money ->
    [one] { $money } dukát
    [few] { $money } dukáty
   *[other] { $money } dukátů
}
render-spectaculum-panel-payout = za kejklíře { $amount }

## render.spectaculum.private
render-spectaculum-private-title = { $name }: váš přehled
render-spectaculum-private-hand = Žetony v ruce
render-spectaculum-private-hand_empty = žádné žetony v ruce
render-spectaculum-private-revealed = Odkryté, položíte je v tomto tahu
render-spectaculum-private-money = Peníze
render-spectaculum-private-cards = Vaši kejklíři
render-spectaculum-private-price = cena { $value }
render-spectaculum-private-deck = balíček { $n }
render-spectaculum-private-unseen = Dosud neviděné žetony (sáček a ruce ostatních hráčů)
render-spectaculum-private-bill = Účet za nemoc: { $amount }
render-spectaculum-private-your_turn = Jste na tahu: { $phase }
render-spectaculum-private-must_act = Teď musíte jednat: { $phase }
render-spectaculum-private-not_your_turn = Nejste na tahu ({ $phase })
render-spectaculum-private-waiting = Na tahu: { $name } ({ $phase })
render-spectaculum-private-waiting_sickness = Nemoc: čeká se, až { $names } propustí kejklíře
render-spectaculum-private-ended = Konec hry: { $place }. místo, { $money ->
    [one] { $money } dukát
    [few] { $money } dukáty
   *[other] { $money } dukátů
}
render-spectaculum-summary-figures = Peníze { $money } · Žetony { $markers }
render-spectaculum-summary-markers = Žetony { $markers }
render-spectaculum-summary-final = { $money ->
    [one] Celkem { $money } dukát
    [few] Celkem { $money } dukáty
   *[other] Celkem { $money } dukátů
}
render-spectaculum-summary-reputation = Reputace:
render-spectaculum-summary-actions_left = { $n ->
    [one] zbývá { $n } akce
    [few] zbývají { $n } akce
   *[other] zbývá { $n } akcí
}
