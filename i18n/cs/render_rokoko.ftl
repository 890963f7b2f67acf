## render.rokoko
render-rokoko-seat_letters = ABCDE
render-rokoko-round = Kolo { $round }/7
render-rokoko-on_turn = Na tahu: { $name }
render-rokoko-choosing = { $count ->
    [one] Vybírá karty: { $names }
   *[other] Vybírají karty: { $names }
}
render-rokoko-winner = Vítěz: { $names }
render-rokoko-winners = Vítězové: { $names }
render-rokoko-last_move = Poslední tah: { $name }
render-rokoko-rank_line = { $place }. { $name } ({ $pp } BP)
render-rokoko-score_item = { $what } { $pp }
render-rokoko-empty = prázdné
render-rokoko-hidden = skryto
render-rokoko-choosing_terrace = { $count ->
    [one] Vybírá na terasu: { $names }
   *[other] Vybírají na terasu: { $names }
}

## render.rokoko.phase
render-rokoko-phase-select = Fáze 2: výběr karet
render-rokoko-phase-actions = Fáze 3: akce
render-rokoko-phase-ended = Konec hry
render-rokoko-phase-terrace = Závěrečné bodování: terasa

## render.rokoko.hint
render-rokoko-hint-select = Všichni si tajně berou do ruky 3 zaměstnance. { $count ->
    [one] Ještě vybírá: { $names }.
   *[other] Ještě vybírají: { $names }.
}
render-rokoko-hint-actions = { $name } hraje zaměstnance: hlavní akce, pak jeho bonus.
render-rokoko-hint-in_play = { $name } hraje: { $rank } – { $stage }.
render-rokoko-hint-stage_main = hlavní akce
render-rokoko-hint-stage_bonus = bonus
render-rokoko-hint-ended = Závěrečné bodování proběhlo. Body prestiže (BP); při remíze rozhodují zbylé peníze.
render-rokoko-hint-terrace = Kdo má v královském sále více šatů než míst na terase, vybírá, které tam přesune: { $names }.

## render.rokoko.colour
render-rokoko-colour-yellow = žluté
render-rokoko-colour-green = zelené
render-rokoko-colour-red = červené
render-rokoko-colour-blue = modré

## render.rokoko.colour_letter
render-rokoko-colour_letter-yellow = Žl
render-rokoko-colour_letter-green = Ze
render-rokoko-colour_letter-red = Č
render-rokoko-colour_letter-blue = M

## render.rokoko.dress
render-rokoko-dress-lady = Šaty
render-rokoko-dress-gentleman = Kabát

## render.rokoko.rank
render-rokoko-rank-master = Mistr
render-rokoko-rank-journeyman = Tovaryš
render-rokoko-rank-apprentice = Učedník

## render.rokoko.bonus
render-rokoko-bonus-none = Žádný bonus
render-rokoko-bonus-start_buy_yarn_or_lace = Za 1 peníz 1 příze nebo 1 krajka
render-rokoko-bonus-start_extra_acquire = Akce Získat zdroje navíc
render-rokoko-bonus-start_gain_2 = +2 peníze
render-rokoko-bonus-l1_gain_1 = +1 peníz
render-rokoko-bonus-l1_dismiss_borrow = Propusťte jiného zaměstnance (bez peněz), použijte jeho bonus
render-rokoko-bonus-l1_buy_random_tile = Za 1 peníz náhodná destička zdrojů
render-rokoko-bonus-l1_extra_acquire = Akce Získat zdroje navíc
render-rokoko-bonus-l1_free_random_tile = Náhodná destička zdrojů zdarma
render-rokoko-bonus-l1_free_yarn_or_lace = 1 příze nebo 1 krajka zdarma
render-rokoko-bonus-l2_money_yellow_red = +1 peníz za žluté, +2 za červené šaty
render-rokoko-bonus-l2_make_dress_yg = Ušít šaty, o 1 žluté/zelené hedvábí méně
render-rokoko-bonus-l2_dismiss_for_money = Propusťte jiného zaměstnance: 8/5/2 peněz
render-rokoko-bonus-l2_pp_per_2_decorations = 1 BP za každé 2 výzdoby
render-rokoko-bonus-l3_money_per_decoration = +1 peníz za každou výzdobu
render-rokoko-bonus-l3_pp_per_3_dresses = 1 BP za každé 3 šaty
render-rokoko-bonus-l3_fund_minus_5 = Přispět na výzdobu o 5 levněji
render-rokoko-bonus-l3_money_by_staff = Peníze dle zaměstnanců: 5-6 2, 7-8 6, 9-10 10, 11+ 14
render-rokoko-bonus-l4_money_by_staff = Peníze dle zaměstnanců: 5-6 1, 7-8 3, 9-10 5, 11+ 7
render-rokoko-bonus-l4_make_dress_red = Ušít šaty, až o 2 červená hedvábí méně
render-rokoko-bonus-l4_money_green_pp_blue = +2 peníze za zelené, 1 BP za modré šaty
render-rokoko-bonus-l4_buy_pp_4 = Kupte BP: 4 peníze za 1
render-rokoko-bonus-l5_money_per_dress = +1 peníz za každé šaty
render-rokoko-bonus-l5_pp_per_2_decorations = 1 BP za každé 2 výzdoby
render-rokoko-bonus-l5_pp_per_2_dresses = 1 BP za každé 2 šaty
render-rokoko-bonus-l5_cash_in_silk = Zahoďte destičky: BP za hedvábí
render-rokoko-bonus-l6_buy_pp_3 = Kupte BP: 3 peníze za 1
render-rokoko-bonus-l6_fund_minus_10 = Přispět na výzdobu o 10 levněji
render-rokoko-bonus-crown_staff = Konec: BP dle zaměstnanců 5-6 2, 7-8 5, 9-10 8, 11+ 11
render-rokoko-bonus-crown_yarn_lace = Konec: 3 BP za pár příze + krajka
render-rokoko-bonus-crown_master_spaces = Konec: 3 BP za 2 šaty na mistrovských místech
render-rokoko-bonus-crown_couples = Konec: 2 BP za pár dámské + pánské šaty

## render.rokoko.title
render-rokoko-title-display = Místa pro šaty · cena ušití je nad šaty
render-rokoko-title-warehouse = Skladiště · destičky zdrojů
render-rokoko-title-section = Sekce { $n }
render-rokoko-title-price = cena
render-rokoko-title-hire = Nabídka zaměstnanců
render-rokoko-title-hire_price = cena najmutí teď
render-rokoko-title-hire_deck = balíček: { $n }
render-rokoko-title-fireworks = Terasa a ohňostroj
render-rokoko-title-fountain = Kašna
render-rokoko-title-fountain_upper = Horní řada: +1 peníz za výzdobu
render-rokoko-title-fountain_lower = Dolní řada: +1 peníz za šaty
render-rokoko-title-statues = Sochy · sady barev
render-rokoko-title-all_halls = Všechny sály
render-rokoko-title-favour = Přízeň královny
render-rokoko-title-favour_free = volná: +5 peněz, příště začínáte
render-rokoko-title-favour_taken = ji má
render-rokoko-title-hall = Sál { $n }
render-rokoko-title-royal = Královský sál
render-rokoko-title-majority = většina
render-rokoko-title-musician = hudebník
render-rokoko-title-supply = zásoba

## render.rokoko.window
render-rokoko-window-cleared = příští kolo odejdou

## render.rokoko.panel
render-rokoko-panel-on_turn = Na tahu
render-rokoko-panel-choosing = Vybírá
render-rokoko-panel-done = Vybráno
render-rokoko-panel-start = Začínající hráč
render-rokoko-panel-favour = Přízeň
render-rokoko-panel-place = { $place }. místo
render-rokoko-panel-money = peníze
render-rokoko-panel-tiles = destičky
render-rokoko-panel-supply = zásoba
render-rokoko-panel-hand = ruka
render-rokoko-panel-discard = odložené
render-rokoko-panel-played = Zahráno v tomto kole:
render-rokoko-panel-nothing = zatím nic
render-rokoko-panel-pp = BP
render-rokoko-panel-dresses = šaty { $n }
render-rokoko-panel-decorations = výzdoby { $n }

## render.rokoko.legend
render-rokoko-legend-money = peníze
render-rokoko-legend-prestige = body prestiže (BP)
render-rokoko-legend-yarn = příze
render-rokoko-legend-lace = krajky
render-rokoko-legend-tiles = destičky zdrojů
render-rokoko-legend-master = mistrovské místo (jen šaty ušité mistrem)
render-rokoko-legend-reward = odměna za umístění šatů
render-rokoko-legend-last = poslední tah
render-rokoko-legend-letters = písmena = hráči

## render.rokoko.private
render-rokoko-private-title = Dílna: { $name }
render-rokoko-private-your_turn = Jste na tahu
render-rokoko-private-choose = Vyberte si karty do ruky (zbývá: { $n })
render-rokoko-private-waiting = Čekáme: na tahu je { $name }
render-rokoko-private-not_your_turn = Nejste na tahu
render-rokoko-private-ended = Konec hry: { $place }. místo, { $pp } BP
render-rokoko-private-hand = Ruka
render-rokoko-private-supply = Zásoba (lícem dolů, vidíte ji jen vy)
render-rokoko-private-discard = Odkládací balíček (lícem nahoru)
render-rokoko-private-tiles = Vaše destičky zdrojů
render-rokoko-private-silk_total = Hedvábí celkem
render-rokoko-private-prestige = Dosud získaná prestiž
render-rokoko-private-resources = Peníze, příze, krajky
render-rokoko-private-pending = Tažená destička: ponechat, nebo vyměnit
render-rokoko-private-empty = nic

## render.rokoko.score
render-rokoko-score-play = během hry
render-rokoko-score-money = peníze
render-rokoko-score-crown = korunní karty
render-rokoko-score-favour = přízeň
render-rokoko-score-halls = sály
render-rokoko-score-fireworks = ohňostroj
render-rokoko-score-statues = sochy
render-rokoko-score-dresses = šaty
render-rokoko-score-terrace = terasa
render-rokoko-score-decorations = výzdoby
render-rokoko-score-all_halls = všechny sály
render-rokoko-summary-figures = Peníze { $money } · Prestiž { $pp }
render-rokoko-summary-money = Peníze { $money }
render-rokoko-summary-final = Prestiž { $pp }
