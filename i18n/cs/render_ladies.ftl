## render.ladies
render-ladies-team_letters = ABCDE
render-ladies-day = Den { $day }/{ $days }
render-ladies-money = { MONEY($amount) }
render-ladies-money_hidden = £ ?
render-ladies-must_act = Na tahu: { $names }
render-ladies-nobody = Nikdo není na tahu
render-ladies-winner = Vítězové: { $names }
render-ladies-street = Obchodní pasáž (butiky)
render-ladies-exchange = Burza
render-ladies-contracts = Kontrakty
render-ladies-market = Karta trhu
render-ladies-teams = Týmy
render-ladies-face_down = lícem dolů
render-ladies-no_designer = bez návrháře
render-ladies-servant_short = služebná
render-ladies-empty = prázdné
render-ladies-none = —
render-ladies-last_move = Poslední tah: { $name }
render-ladies-last_timer = Naposledy: vypršel čas
render-ladies-standings = Konečné pořadí

## render.ladies.phase
render-ladies-phase-morning = Ráno
render-ladies-phase-afternoon = Odpoledne
render-ladies-phase-evening = Večer
render-ladies-phase-last_gossip = Poslední pomluvy
render-ladies-phase-ball = Ples
render-ladies-phase-ended = Konec hry

## render.ladies.hint
render-ladies-hint-craftsman = Dámy: výběr karty řemeslníka
render-ladies-hint-window = Dámy: zásobují butiky a volí kartu do výlohy
render-ladies-hint-visit = Dámy: volí butik k návštěvě
render-ladies-hint-wait = Dámy: čekají na konec burzy
render-ladies-hint-shopping = Dámy: nakupují
render-ladies-hint-exchange = Gentlemani: burza
render-ladies-hint-trade = Gentlemani: prodej a kontrakty
render-ladies-hint-court_trim = Kurtizána si ponechá nejvýše 3 nákupy
render-ladies-hint-court_give = Kurtizána rozděluje nákupy gentlemanům
render-ladies-hint-gossip = Dáma může místo výlohy za ½ ceny odhodit pomluvu
render-ladies-hint-bills = Gentlemani platí účty
render-ladies-hint-last_gossip = Poslední příležitost předat pomluvy
render-ladies-hint-ball = Dámy se chystají na ples
render-ladies-hint-ended = Ples skončil: vítězí nejelegantnější dáma; při shodě bohatší tým
render-ladies-hint-async_tick = { $tick }. kolo burzy
render-ladies-hint-live_open = burza je otevřená
render-ladies-hint-live_ready = čeká se, až budou všichni připraveni

## render.ladies.role
render-ladies-role-lady = Dáma
render-ladies-role-gentleman = Gentleman
render-ladies-role-courtesan = Kurtizána

## render.ladies.band
render-ladies-band-must_act = NA TAHU
render-ladies-band-done = hotovo
render-ladies-band-trading = NA ŘADĚ
render-ladies-band-place = { $place }. místo

## render.ladies.boutique
render-ladies-boutique-L_26_K = L&K
render-ladies-boutique-QueenShop = Queen Shop
render-ladies-boutique-Emporium = Emporium
render-ladies-boutique-Spencer = Spencer
render-ladies-boutique-Victorian = Victorian

## render.ladies.shop
render-ladies-shop-favourite = oblíbený butik týmu
render-ladies-shop-window = Výloha
render-ladies-shop-under = +{ $n } lícem dolů
render-ladies-shop-stocking = zásobuje se…
render-ladies-shop-empty = žádné karty
render-ladies-shop-craftsman = Řemeslník
render-ladies-shop-craftsman_hidden = vybrán, lícem dolů
render-ladies-shop-visitors = Návštěva
render-ladies-shop-no_visitors = nikdo
render-ladies-shop-unvisited = Nikdo nepřišel: výloha za ½ ceny
render-ladies-shop-unvisited_short = Bez návštěvy: výloha za ½
render-ladies-shop-queue = Pořadí
render-ladies-shop-holder = drží karty
render-ladies-shop-out = odešla

## render.ladies.ex
render-ladies-ex-slots = Žetonů v burze: { $down } lícem dolů
render-ladies-ex-orders_left = Žetony pořadí v burze: { $numbers }
render-ladies-ex-orders_none = Všechny žetony pořadí rozebrány
render-ladies-ex-supply = Zásoba: { $n } žetonů zboží
render-ladies-ex-turn_order = Pořadí
render-ladies-ex-moved = { $count ->
    [one] Tah v tomto kole má za sebou: { $names }
   *[other] Tah v tomto kole mají za sebou: { $names }
}
render-ladies-ex-ready = { $count ->
    [one] Na otevření burzy čeká: { $names }
   *[other] Na otevření burzy čekají: { $names }
}

## render.ladies.contract
render-ladies-contract-first = první
render-ladies-contract-supplement = z toho příplatek { $amount }
render-ladies-contract-or_bonus = nebo bonus: { $bonus }
render-ladies-contract-fulfilled = splnili
render-ladies-contract-deck = balíček { $deck } · odhozeno { $discard }

## render.ladies.bonus
render-ladies-bonus-elegance = +{ $n } elegance
render-ladies-bonus-goods = +{ $n } zboží
render-ladies-bonus-servants = +{ $n } služebná
render-ladies-bonus-discount = ½ ceny: { $category }

## render.ladies.lady
render-ladies-lady-wardrobe = Garderóba
render-ladies-lady-wardrobe_empty = zatím žádné karty
render-ladies-lady-craftsman = Řemeslníci { $n }
render-ladies-lady-craftsman_chosen = řemeslník vybrán
render-ladies-lady-visit = Navštíví { $boutique }
render-ladies-lady-visit_chosen = vizitka položena
render-ladies-lady-purchases = Nákupy { $n }
render-ladies-lady-deferred = Odložené { $n }
render-ladies-lady-servants = Služebné { $n }
render-ladies-lady-gossip = Pomluvy { $n }
render-ladies-lady-received = Obdržené pomluvy: { $numbers }
render-ladies-lady-pending = Nezaplacené karty { $n }
render-ladies-lady-paid = Dary od gentlemanů
render-ladies-lady-given = Dnes předáno: { $list }

## render.ladies.gent
render-ladies-gent-goods = Zboží
render-ladies-gent-no_goods = žádné zboží
render-ladies-gent-order = Pořadí
render-ladies-gent-holding = drží žeton { $slot }
render-ladies-gent-bonus_cards = Bonusové karty { $n }
render-ladies-gent-kept_today = dnes ponecháno { $n }
render-ladies-gent-from_courtesan = od kurtizány { $n }

## render.ladies.result
render-ladies-result-breakdown = garderóba { $wardrobe } · služebné { $servants } · kontrakty { $contracts }
render-ladies-result-gossip = pomluvy { $gossip }
render-ladies-result-money = peníze { $money }
render-ladies-result-scandal = skandál
render-ladies-result-duplicate = duplicitní
render-ladies-result-designer = návrhář
render-ladies-result-lost_servant = chybí šaty
render-ladies-result-dropped = bez { $designer }
render-ladies-result-gifts = dary { $n }
render-ladies-result-pair = vítězí s kurtizánou

## render.ladies.kind
render-ladies-kind-dress = šaty
render-ladies-kind-coat = kabát
render-ladies-kind-hat = klobouk
render-ladies-kind-gloves = rukavice
render-ladies-kind-handbag = kabelka
render-ladies-kind-mirror = zrcátko
render-ladies-kind-parasol = slunečník
render-ladies-kind-fan = vějíř
render-ladies-kind-shoes = boty
render-ladies-kind-tiara = diadém
render-ladies-kind-necklace = náhrdelník
render-ladies-kind-brooch = brož
render-ladies-kind-earrings = náušnice

## render.ladies.category
render-ladies-category-clothing = Oděv
render-ladies-category-accessory = Doplněk
render-ladies-category-jewel = Šperk
render-ladies-category-servant = Služebná

## render.ladies.type
render-ladies-type-clothing = Oděvy
render-ladies-type-accessory = Doplňky
render-ladies-type-jewel = Šperky
render-ladies-type-servant = Služebné

## render.ladies.goods
render-ladies-goods-coal = uhlí
render-ladies-goods-cotton = bavlna
render-ladies-goods-gems = drahé kameny
render-ladies-goods-wheat = pšenice
render-ladies-goods-tea = čaj
render-ladies-goods-gold = zlatá cihla

## render.ladies.goods_letter
render-ladies-goods_letter-coal = U
render-ladies-goods_letter-cotton = Ba
render-ladies-goods_letter-gems = K
render-ladies-goods_letter-wheat = P
render-ladies-goods_letter-tea = Č
render-ladies-goods_letter-gold = Z

## render.ladies.private
render-ladies-private-money = Vaše peníze a zboží
render-ladies-private-your_turn = Jste na tahu: { $phase }
render-ladies-private-waiting = Čeká se na: { $names } ({ $phase })
render-ladies-private-not_your_turn = Nejste na tahu ({ $phase })
render-ladies-private-bills = Dnešní účty
render-ladies-private-plan_total = Plánováno: { $amount }
render-ladies-private-window_offer = Karta z výlohy za poloviční cenu
render-ladies-private-courtesan_cards = Od kurtizány
render-ladies-private-lady_deferred = Odložené karty vaší dámy
render-ladies-private-craftsman_hand = Vaše karty řemeslníků
render-ladies-private-drawn = Karty pro váš butik
render-ladies-private-offer = Nabídka ve vašich rukou
render-ladies-private-stocked = Dnes vystaveno ve vašem butiku
render-ladies-private-purchases = Vaše nákupy (večer platí váš gentleman)
render-ladies-private-courtesan_purchases = Vaše nákupy (večer je předáte gentlemanům k zaplacení nebo vrácení)
render-ladies-private-result = { ORDINAL($place) } místo · { $total ->
    [one] { $total } bod elegance
    [few] { $total } body elegance
   *[other] { $total } bodů elegance
}
render-ladies-private-deferred = Odložené karty
render-ladies-private-pending = Nákupy k rozdělení
render-ladies-private-servants = Vaše služebné
render-ladies-private-gossip = Vaše karty pomluv
render-ladies-private-gossip_given = dnes už předána
render-ladies-private-servant_taken = služebná dnes vzata
render-ladies-private-wardrobe = Vaše garderóba
render-ladies-private-stars = elegance { $n }
render-ladies-private-empty = žádné
render-ladies-private-order_token = žeton pořadí { $n }
render-ladies-private-holding = Držíte žeton { $slot }: { $token }
render-ladies-private-memory = Viděno: { $seen }
render-ladies-private-craft_chosen = dnes zahráno: { $type } ×{ $n }

## render.ladies.servant_goal
render-ladies-servant_goal-S01 = karty JpG: 2+: +1, 4+: +3
render-ladies-servant_goal-S02 = karty bez návrháře: 3+: +1, 5+: +3
render-ladies-servant_goal-S03 = karty MC: 2+: +1, 4+: +3
render-ladies-servant_goal-S04 = karty LL: 2+: +1, 4+: +3
render-ladies-servant_goal-S05 = vaše brož se počítá dvakrát
render-ladies-servant_goal-S06 = karty se dvěma návrháři: 1: +1, 2+: +3
render-ladies-servant_goal-S07 = šperky: 2+: +1, 4+: +3
render-ladies-servant_goal-S08 = klobouk / slunečník / náušnice: jedna: +1, všechny tři: +3
render-ladies-servant_goal-S09 = doplňky: 2+: +1, 4+: +3
render-ladies-servant_goal-S10 = oděvy: 2+: +1, 4+: +3
render-ladies-servant_goal-S11 = karty za 4 body: 1: +1, 2+: +3
render-ladies-servant_goal-S12 = karty: 4+: +1, 7+: +3
render-ladies-servant_goal-S13 = rukavice / diadém / boty: jedna: +1, všechny tři: +3
render-ladies-servant_goal-S14 = karty za 1 bod: 2+: +1, 4+: +3
render-ladies-servant_goal-S15 = váš klobouk se počítá dvakrát
render-ladies-servant_goal-S16 = brož / kabát / zrcátko: jedna: +1, všechny tři: +3
render-ladies-servant_goal-S17 = služebné: 2+: +1, 3+: +3
render-ladies-servant_goal-S18 = váš vějíř se počítá dvakrát
render-ladies-servant_goal-S19 = vaše kabelka se počítá dvakrát
render-ladies-servant_goal-S20 = karty za 1, 2 a 3 body: +1; čtyři různé hodnoty: +3

## render.ladies.action
render-ladies-action-craftsman = vybrala kartu řemeslníka
render-ladies-action-window = vyzdobila výlohu
render-ladies-action-visit = vybrala butik k návštěvě
render-ladies-action-take = vzala si kartu
render-ladies-action-decline = odešla z butiku
render-ladies-action-take_set = vzala si karty
render-ladies-action-ready = je připraven na burzu
render-ladies-action-look = zvedl žeton
render-ladies-action-keep = si ponechal žeton
render-ladies-action-put_back = vrátil žeton
render-ladies-action-finish = vzal poslední žeton pořadí
render-ladies-action-tick = táhl na burze
render-ladies-action-sell = prodal zboží
render-ladies-action-fulfil = splnil kontrakt
render-ladies-action-use_goods_bonus = využil bonus zboží
render-ladies-action-end_turn = ukončil tah
render-ladies-action-court_keep = si ponechala nákupy
render-ladies-action-court_give = předala kartu gentlemanovi
render-ladies-action-gossip_discard = odhodila pomluvu
render-ladies-action-gossip_keep = si ponechala pomluvy
render-ladies-action-plan = plánuje účty
render-ladies-action-plan_confirm = zaplatil účty
render-ladies-action-plan_reset = plánuje účty
render-ladies-action-plan_fallback = zaplatil účty
render-ladies-action-gossip = předala pomluvu
render-ladies-action-gossip_pass = už nepředá pomluvu
render-ladies-action-ball_designer = vybrala návrháře k odložení
render-ladies-action-timeout = vypršel čas
render-ladies-summary-figures = Elegance { $stars } · { MONEY($money) }
render-ladies-summary-elegance = Elegance { $stars }
render-ladies-summary-final = Celkem { $total }
