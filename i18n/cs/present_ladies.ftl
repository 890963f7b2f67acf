## present.ladies
present-ladies-status = Den { $day }/{ $days } · { $phase } — čeká se na: { $players }
present-ladies-ended = Ples je u konce.
present-ladies-gentleman =
    { "*" }*Vaše peníze (tajné i před vaší dámou):** { MONEY($money) }
    { "*" }*Vaše zboží:** { $goods }
    { "*" }*Dnešní účty:** { $bills }
present-ladies-lady =
    { "*" }*Karty řemeslníků v ruce:** { $craftsman }
    { "*" }*Dnešní nákupy:** { $purchases }
    { "*" }*Vaše služebné (tajné i před vaším gentlemanem):** { $servants }
    { "*" }*Karty pomluv:** { $gossip }

## present.ladies.phase
present-ladies-phase-morning = ráno: burza a výlohy
present-ladies-phase-afternoon = odpoledne: nákupy a obchod
present-ladies-phase-evening = večer: účty
present-ladies-phase-last_gossip = poslední pomluvy
present-ladies-phase-ball = ples
present-ladies-phase-ended = konec hry

## present.ladies.breakdown
present-ladies-breakdown-wardrobe = garderóba { $value }
present-ladies-breakdown-servants = služebné { $value }
present-ladies-breakdown-contracts = kontrakty { $value }
present-ladies-breakdown-gossip = pomluvy { $value }
present-ladies-breakdown-gifts = dary { $value }
present-ladies-breakdown-scandal = skandál { $value }

## present.ladies.exchange
present-ladies-exchange-title = **Burza** — zboží ponechané dnes ráno: { $kept } z { $limit }. Žeton pořadí vaše hledání ukončí.
present-ladies-exchange-pick = Otočte lícem dolů ležící žeton (✋ = drží ho někdo jiný).
present-ladies-exchange-holding = Na pozici { $slot } je { $token }. Ponechte si ho, nebo ho vraťte a otočte jiný.
present-ladies-exchange-remember = Pamatujete si: { $tokens }
present-ladies-exchange-keep = Ponechat
present-ladies-exchange-put_back = Vrátit
present-ladies-exchange-finish = Vzít poslední žeton pořadí

## present.ladies: části vět vyprávění
present-ladies-and = { $first } a { $last }
# karta řemeslníka, jak ji ukazuje její líc: „šperky (3 karty)“
present-ladies-craftsman_cards = { $type_id ->
    [clothing] oděvy
    [accessory] doplňky
    [jewel] šperky
    [servant] služebné
   *[other] { $type }
} ({ $n ->
    [one] { $n } karta
    [few] { $n } karty
   *[other] { $n } karet
})
# zboží gentlemana, jak ho počítají kontrakty: „2× čaj“
present-ladies-goods = { $count }× { $kind }
present-ladies-craftsman_play = pro { $boutique } { $cards }
present-ladies-visit = { $count ->
    [one] do butiku { $boutique } jde { $players }
   *[other] do butiku { $boutique } jdou { $players }
}
present-ladies-shop = { $boutique } ({ $players })
present-ladies-slot_taken = { $player } otáčí žeton na pozici { NUMBER($slot, useGrouping: 0) }
present-ladies-bills-paid = platí { $cards }
present-ladies-bills-servants = { $count ->
    [one] platí { $count } služebnou
    [few] platí { $count } služebné
   *[other] platí { $count } služebných
}
present-ladies-bills-window = kupuje z výlohy za poloviční cenu { $card }
present-ladies-bills-window_servant = kupuje z výlohy za poloviční cenu služebnou
present-ladies-bills-deferred = { $count ->
    [one] { $count } kartu odkládá na později
    [few] { $count } karty odkládá na později
   *[other] { $count } karet odkládá na později
}
present-ladies-bills-refused = { $count ->
    [one] { $count } kartu odmítá
    [few] { $count } karty odmítá
   *[other] { $count } karet odmítá
}
present-ladies-bills-courtesan_paid = kurtizáně platí { $cards }
present-ladies-bills-courtesan_servants = { $count ->
    [one] kurtizáně platí { $count } služebnou
    [few] kurtizáně platí { $count } služebné
   *[other] kurtizáně platí { $count } služebných
}
present-ladies-bills-courtesan_returned = { $count ->
    [one] kurtizáně vrací { $count } kartu
    [few] kurtizáně vrací { $count } karty
   *[other] kurtizáně vrací { $count } karet
}
present-ladies-bills-nothing = není co platit

# a seat's line of a result stored before the engine named its sides
present-ladies-result_line = { ORDINAL($place) } místo: { $player } — { $score ->
    [one] { $score } bod elegance
    [few] { $score } body elegance
   *[other] { $score } bodů elegance
}

## present.ladies.result: jeden řádek za každou stranu, od nejlepší (R114)
present-ladies-result-side = { ORDINAL($place) } místo: { $players } — { $total ->
    [one] { $total } bod
    [few] { $total } body
   *[other] { $total } bodů
} elegance ({ $parts })
present-ladies-result-note = ; { $note }
present-ladies-result-courtesan_name = { $player } (kurtizána)
present-ladies-result-pair = { $courtesan }, s ní { $players }
present-ladies-result-wardrobe = { $points } za garderóbu
present-ladies-result-servants = { $points } za služebné
present-ladies-result-contracts = { $points } za kontrakty
present-ladies-result-gossip = { $count ->
    [one] −{ $count } za { $count } kartu pomluvy
    [few] −{ $count } za { $count } karty pomluv
   *[other] −{ $count } za { $count } karet pomluv
}
present-ladies-result-dropped = { $player } se vzdává návrháře: { $designer }
present-ladies-result-lost_servant = { $player } nemá na plese šaty, a tak se její nejlepší služebná nepočítá
present-ladies-result-gifts = { $points ->
    [0] dary, které { $player } dává kurtizáně, nemají žádnou hodnotu
    [one] dary, které { $player } dává kurtizáně, mají hodnotu { $points } bodu
   *[other] dary, které { $player } dává kurtizáně, mají hodnotu { $points } bodů
}
present-ladies-result-money = { $player } má ještě { MONEY($amount) }
present-ladies-result-scandal = skandál kurtizány je řadí za všechny ostatní týmy

## present.ladies.describe: pozice jako text
present-ladies-describe-lady = { $player } ({ $role }) · garderóba: { $cards ->
        [0] prázdná
       *[other] { $cards ->
            [one] { $cards } karta
            [few] { $cards } karty
           *[other] { $cards } karet
        }, { $stars ->
            [one] { $stars } hvězda
            [few] { $stars } hvězdy
           *[other] { $stars } hvězd
        }
    } · služebné: { $servants } · nákupy: { $purchases }
present-ladies-describe-gentleman = { $player } ({ $role }) · zboží: { $goods }
present-ladies-describe-money = peníze { MONEY($money) }
