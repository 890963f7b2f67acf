## rokoko.bonus
rokoko-bonus-none = žádný bonus
rokoko-bonus-start_buy_yarn_or_lace = 1 příze nebo 1 krajka za 1 peníz
rokoko-bonus-start_extra_acquire = akce Získat zdroje navíc
rokoko-bonus-start_gain_2 = 2 peníze
rokoko-bonus-l1_gain_1 = 1 peníz
rokoko-bonus-l1_dismiss_borrow = propuštění jiného zaměstnance s využitím jeho bonusu
rokoko-bonus-l1_buy_random_tile = náhodná destička zdrojů za 1 peníz
rokoko-bonus-l1_extra_acquire = akce Získat zdroje navíc
rokoko-bonus-l1_free_random_tile = náhodná destička zdrojů zdarma
rokoko-bonus-l1_free_yarn_or_lace = 1 příze nebo 1 krajka zdarma
rokoko-bonus-l2_money_yellow_red = 1 peníz za každé žluté a 2 za každé červené šaty na plánu
rokoko-bonus-l2_make_dress_yg = ušití šatů o 1 žluté/zelené hedvábí levněji
rokoko-bonus-l2_dismiss_for_money = propuštění jiného zaměstnance za 8/5/2 peníze
rokoko-bonus-l2_pp_per_2_decorations = 1 bod prestiže za každou dvojici výzdob
rokoko-bonus-l3_money_per_decoration = 1 peníz za každou výzdobu
rokoko-bonus-l3_pp_per_3_dresses = 1 bod prestiže za každé troje šaty na plánu
rokoko-bonus-l3_fund_minus_5 = příspěvek na výzdobu o 5 peněz levněji
rokoko-bonus-l3_money_by_staff = 2/6/10/14 peněz podle počtu zaměstnanců
rokoko-bonus-l4_money_by_staff = 1/3/5/7 peněz podle počtu zaměstnanců
rokoko-bonus-l4_make_dress_red = ušití šatů až o 2 červená hedvábí levněji
rokoko-bonus-l4_money_green_pp_blue = 2 peníze za každý zelený kabát, 1 bod prestiže za každý modrý
rokoko-bonus-l4_buy_pp_4 = 1 bod prestiže za každé 4 zaplacené peníze
rokoko-bonus-l5_money_per_dress = 1 peníz za každé šaty na plánu
rokoko-bonus-l5_pp_per_2_decorations = 1 bod prestiže za každou dvojici výzdob
rokoko-bonus-l5_pp_per_2_dresses = 1 bod prestiže za každou dvojici šatů na plánu
rokoko-bonus-l5_cash_in_silk = výměna destiček zdrojů za body prestiže
rokoko-bonus-l6_buy_pp_3 = 1 bod prestiže za každé 3 zaplacené peníze
rokoko-bonus-l6_fund_minus_10 = příspěvek na výzdobu o 10 peněz levněji
rokoko-bonus-crown_staff = konec hry: 2/5/8/11 bodů podle počtu zaměstnanců
rokoko-bonus-crown_yarn_lace = konec hry: 3 body za každý pár příze + krajka
rokoko-bonus-crown_master_spaces = konec hry: 3 body za každou dvojici šatů na mistrovských místech
rokoko-bonus-crown_couples = konec hry: 2 body za každý pár dámské + pánské šaty

## rokoko.rank
rokoko-rank-master = mistr
rokoko-rank-journeyman = tovaryš
rokoko-rank-apprentice = učedník

## rokoko.colour
rokoko-colour-yellow = žlutá
rokoko-colour-green = zelená
rokoko-colour-red = červená
rokoko-colour-blue = modrá

## rokoko.reward
rokoko-reward-money_2 = 2 peníze
rokoko-reward-yarn = 1 příze
rokoko-reward-lace = 1 krajka
rokoko-reward-resource_tile = destička zdrojů ze skladiště zdarma
rokoko-reward-none = bez odměny

## rokoko.kind
rokoko-kind-fireworks = ohňostroj
rokoko-kind-musician = hudebník
rokoko-kind-statue = socha
rokoko-kind-fountain_upper = kašna, horní řada
rokoko-kind-fountain_lower = kašna, dolní řada

## rokoko.sex (whom a dress is made for; Czech chooses a verb form by it)
rokoko-sex-lady = dáma
rokoko-sex-gentleman = pán

## rokoko.zone
rokoko-zone-hand = ruka
rokoko-zone-supply = zásoba
rokoko-zone-discard = odkládací balíček

## rokoko.action
rokoko-action-favour = Získat přízeň královny
rokoko-action-acquire = Získat zdroje
rokoko-action-make_dress = Ušít šaty
rokoko-action-hire = Najmout nového zaměstnance
rokoko-action-dismiss = Propustit zaměstnance
rokoko-action-fund = Přispět na výzdobu
rokoko-action-pass = Bez hlavní akce

## rokoko.reason
rokoko-reason-rank = úroveň tohoto zaměstnance to nedovoluje
rokoko-reason-favour_taken = kartu přízně už v tomto kole někdo získal
rokoko-reason-warehouse_empty = skladiště je prázdné
rokoko-reason-no_affordable_dress = žádné vyložené šaty nemůžete ušít
rokoko-reason-display_empty = v nabídce není žádný zaměstnanec
rokoko-reason-only_four_employees = máte jen čtyři zaměstnance
rokoko-reason-no_free_decoration = není volná žádná výzdoba, na kterou můžete přispět
rokoko-reason-not_enough_money = nemáte dost peněz

## rokoko.phase
rokoko-phase-select = Fáze 2: výběr tří karet zaměstnanců
rokoko-phase-actions = Fáze 3: provádění akcí
rokoko-phase-ended = Závěrečné bodování
rokoko-phase-terrace = Závěrečné bodování: šaty na terasu

## rokoko.category
rokoko-category-play = body během hry
rokoko-category-money = peníze (1 za 10)
rokoko-category-crown = zaměstnanci s korunou
rokoko-category-favour = karta přízně
rokoko-category-halls = většiny v sálech
rokoko-category-fireworks = většina v ohňostroji
rokoko-category-statues = sochy
rokoko-category-dresses = šaty v sálech
rokoko-category-terrace = šaty na terase
rokoko-category-decorations = výzdoba
rokoko-category-all_halls = bonus za Všechny sály

## rokoko.side
rokoko-side-2-3 = plán pro 2–3 hráče
rokoko-side-4-5 = plán pro 4–5 hráčů

## rokoko.hall
rokoko-hall-hall-1 = Královský sál
rokoko-hall-hall-2 = Sál 2
rokoko-hall-hall-3 = Sál 3
rokoko-hall-hall-4 = Sál 4
rokoko-hall-hall-5 = Sál 5

## rokoko.space
rokoko-space-allhalls-1 = Bonus za Všechny sály (8)
rokoko-space-allhalls-2 = Bonus za Všechny sály (5)
rokoko-space-allhalls-3 = Bonus za Všechny sály (2)
rokoko-space-favour = karta přízně
rokoko-space-fountain-low-1 = Kašna, dolní řada 1
rokoko-space-fountain-low-2 = Kašna, dolní řada 2
rokoko-space-fountain-low-3 = Kašna, dolní řada 3
rokoko-space-fountain-up-1 = Kašna, horní řada 1
rokoko-space-fountain-up-2 = Kašna, horní řada 2
rokoko-space-fountain-up-3 = Kašna, horní řada 3
rokoko-space-fw-1 = Ohňostroj 1
rokoko-space-fw-2 = Ohňostroj 2
rokoko-space-fw-3 = Ohňostroj 3
rokoko-space-fw-4 = Ohňostroj 4
rokoko-space-fw-5 = Ohňostroj 5
rokoko-space-hall-1_2f_g1 = Královský sál, místo pro hosta 1
rokoko-space-hall-1_2f_g2 = Královský sál, místo pro hosta 2
rokoko-space-hall-1_2f_g3 = Královský sál, místo pro hosta 3
rokoko-space-hall-1_2f_g4 = Královský sál, místo pro hosta 4
rokoko-space-hall-1_2f_g5 = Královský sál, místo pro hosta 5
rokoko-space-hall-1_2f_g6 = Královský sál, místo pro hosta 6
rokoko-space-hall-1_2f_g7 = Královský sál, místo pro hosta 7
rokoko-space-hall-1_2f_musician = Královský sál, hudebník
rokoko-space-hall-2_2f_g1 = Sál 2, místo pro hosta 1
rokoko-space-hall-2_2f_g2 = Sál 2, místo pro hosta 2
rokoko-space-hall-2_2f_g3 = Sál 2, místo pro hosta 3
rokoko-space-hall-2_2f_g4 = Sál 2, místo pro hosta 4
rokoko-space-hall-2_2f_g5 = Sál 2, místo pro hosta 5
rokoko-space-hall-2_2f_g6 = Sál 2, místo pro hosta 6
rokoko-space-hall-2_2f_g7 = Sál 2, místo pro hosta 7
rokoko-space-hall-2_2f_musician = Sál 2, hudebník
rokoko-space-hall-3_2f_g1 = Sál 3, místo pro hosta 1
rokoko-space-hall-3_2f_g2 = Sál 3, místo pro hosta 2
rokoko-space-hall-3_2f_g3 = Sál 3, místo pro hosta 3
rokoko-space-hall-3_2f_g4 = Sál 3, místo pro hosta 4
rokoko-space-hall-3_2f_g5 = Sál 3, místo pro hosta 5
rokoko-space-hall-3_2f_g6 = Sál 3, místo pro hosta 6
rokoko-space-hall-3_2f_musician = Sál 3, hudebník
rokoko-space-hall-4_2f_g1 = Sál 4, místo pro hosta 1
rokoko-space-hall-4_2f_g2 = Sál 4, místo pro hosta 2
rokoko-space-hall-4_2f_g3 = Sál 4, místo pro hosta 3
rokoko-space-hall-4_2f_g4 = Sál 4, místo pro hosta 4
rokoko-space-hall-4_2f_g5 = Sál 4, místo pro hosta 5
rokoko-space-hall-4_2f_g6 = Sál 4, místo pro hosta 6
rokoko-space-hall-4_2f_musician = Sál 4, hudebník
rokoko-space-hall-5_2f_g1 = Sál 5, místo pro hosta 1
rokoko-space-hall-5_2f_g2 = Sál 5, místo pro hosta 2
rokoko-space-hall-5_2f_g3 = Sál 5, místo pro hosta 3
rokoko-space-hall-5_2f_g4 = Sál 5, místo pro hosta 4
rokoko-space-hall-5_2f_g5 = Sál 5, místo pro hosta 5
rokoko-space-hall-5_2f_g6 = Sál 5, místo pro hosta 6
rokoko-space-hall-5_2f_musician = Sál 5, hudebník
rokoko-space-statue-1 = Socha 1
rokoko-space-statue-2 = Socha 2
rokoko-space-statue-3 = Socha 3
rokoko-space-terrace-1 = Terasa 1
rokoko-space-terrace-2 = Terasa 2
rokoko-space-terrace-3 = Terasa 3
rokoko-space-terrace-4 = Terasa 4
rokoko-space-terrace-5 = Terasa 5

## rokoko.card
rokoko-card-E01 = Mistr, úroveň 1 (1 peníz)
rokoko-card-E02 = Učedník, úroveň 1 (propuštění jiného zaměstnance s využitím jeho bonusu)
rokoko-card-E03 = Učedník, úroveň 1 (náhodná destička zdrojů za 1 peníz)
rokoko-card-E04 = Tovaryš, úroveň 1 (akce Získat zdroje navíc)
rokoko-card-E05 = Učedník, úroveň 1 (náhodná destička zdrojů zdarma)
rokoko-card-E06 = Tovaryš, úroveň 1 (1 příze nebo 1 krajka zdarma)
rokoko-card-E07 = Tovaryš, úroveň 2 (1 peníz za každé žluté a 2 za každé červené šaty na plánu)
rokoko-card-E08 = Učedník, úroveň 2 (ušití šatů o 1 žluté/zelené hedvábí levněji)
rokoko-card-E09 = Mistr, úroveň 2 (propuštění jiného zaměstnance za 8/5/2 peníze)
rokoko-card-E10 = Tovaryš, úroveň 2 (1 bod prestiže za každou dvojici výzdob)
rokoko-card-E11 = Tovaryš, úroveň 3 (1 peníz za každou výzdobu)
rokoko-card-E12 = Mistr, úroveň 3 (1 bod prestiže za každé troje šaty na plánu)
rokoko-card-E13 = Učedník, úroveň 3 (příspěvek na výzdobu o 5 peněz levněji)
rokoko-card-E14 = Učedník, úroveň 3 (2/6/10/14 peněz podle počtu zaměstnanců)
rokoko-card-E15 = Mistr, úroveň 4 (1/3/5/7 peněz podle počtu zaměstnanců)
rokoko-card-E16 = Učedník, úroveň 4 (ušití šatů až o 2 červená hedvábí levněji)
rokoko-card-E17 = Tovaryš, úroveň 4 (2 peníze za každý zelený kabát, 1 bod prestiže za každý modrý)
rokoko-card-E18 = Tovaryš, úroveň 4 (1 bod prestiže za každé 4 zaplacené peníze)
rokoko-card-E19 = Tovaryš, úroveň 5 (1 peníz za každé šaty na plánu)
rokoko-card-E20 = Mistr, úroveň 5 (1 bod prestiže za každou dvojici výzdob)
rokoko-card-E21 = Mistr, úroveň 5 (1 bod prestiže za každou dvojici šatů na plánu)
rokoko-card-E22 = Učedník, úroveň 5 (výměna destiček zdrojů za body prestiže)
rokoko-card-E23 = Mistr, úroveň 6 (1 bod prestiže za každé 3 zaplacené peníze)
rokoko-card-E24 = Tovaryš, úroveň 6 (příspěvek na výzdobu o 10 peněz levněji)
rokoko-card-E25 = Učedník, úroveň 6 (konec hry: 2/5/8/11 bodů podle počtu zaměstnanců)
rokoko-card-E26 = Učedník, úroveň 6 (konec hry: 3 body za každý pár příze + krajka)
rokoko-card-E27 = Učedník, úroveň 6 (konec hry: 3 body za každou dvojici šatů na mistrovských místech)
rokoko-card-E28 = Učedník, úroveň 6 (konec hry: 2 body za každý pár dámské + pánské šaty)
rokoko-card-S-c1-A1 = Učedník (1 příze nebo 1 krajka za 1 peníz)
rokoko-card-S-c1-A2 = Učedník (akce Získat zdroje navíc)
rokoko-card-S-c1-J = Tovaryš (2 peníze)
rokoko-card-S-c1-M1 = Mistr (žádný bonus)
rokoko-card-S-c1-M2 = Mistr (žádný bonus)
rokoko-card-S-c2-A1 = Učedník (1 příze nebo 1 krajka za 1 peníz)
rokoko-card-S-c2-A2 = Učedník (akce Získat zdroje navíc)
rokoko-card-S-c2-J = Tovaryš (2 peníze)
rokoko-card-S-c2-M1 = Mistr (žádný bonus)
rokoko-card-S-c2-M2 = Mistr (žádný bonus)
rokoko-card-S-c3-A1 = Učedník (1 příze nebo 1 krajka za 1 peníz)
rokoko-card-S-c3-A2 = Učedník (akce Získat zdroje navíc)
rokoko-card-S-c3-J = Tovaryš (2 peníze)
rokoko-card-S-c3-M1 = Mistr (žádný bonus)
rokoko-card-S-c3-M2 = Mistr (žádný bonus)
rokoko-card-S-c4-A1 = Učedník (1 příze nebo 1 krajka za 1 peníz)
rokoko-card-S-c4-A2 = Učedník (akce Získat zdroje navíc)
rokoko-card-S-c4-J = Tovaryš (2 peníze)
rokoko-card-S-c4-M1 = Mistr (žádný bonus)
rokoko-card-S-c4-M2 = Mistr (žádný bonus)
rokoko-card-S-c5-A1 = Učedník (1 příze nebo 1 krajka za 1 peníz)
rokoko-card-S-c5-A2 = Učedník (akce Získat zdroje navíc)
rokoko-card-S-c5-J = Tovaryš (2 peníze)
rokoko-card-S-c5-M1 = Mistr (žádný bonus)
rokoko-card-S-c5-M2 = Mistr (žádný bonus)

## rokoko.dress
rokoko-dress-D01 = žluté šaty
rokoko-dress-D02 = žluté šaty
rokoko-dress-D03 = žluté šaty
rokoko-dress-D04 = žluté šaty
rokoko-dress-D05 = žluté šaty
rokoko-dress-D06 = žluté šaty
rokoko-dress-D07 = žluté šaty
rokoko-dress-D08 = žluté šaty
rokoko-dress-D09 = žluté šaty
rokoko-dress-D10 = žluté šaty
rokoko-dress-D11 = žluté šaty
rokoko-dress-D12 = žluté šaty
rokoko-dress-D13 = žluté šaty
rokoko-dress-D14 = zelený kabát
rokoko-dress-D15 = zelený kabát
rokoko-dress-D16 = zelený kabát
rokoko-dress-D17 = zelený kabát
rokoko-dress-D18 = zelený kabát
rokoko-dress-D19 = zelený kabát
rokoko-dress-D20 = zelený kabát
rokoko-dress-D21 = zelený kabát
rokoko-dress-D22 = zelený kabát
rokoko-dress-D23 = zelený kabát
rokoko-dress-D24 = zelený kabát
rokoko-dress-D25 = zelený kabát
rokoko-dress-D26 = zelený kabát
rokoko-dress-D27 = červené šaty
rokoko-dress-D28 = červené šaty
rokoko-dress-D29 = červené šaty
rokoko-dress-D30 = červené šaty
rokoko-dress-D31 = červené šaty
rokoko-dress-D32 = červené šaty
rokoko-dress-D33 = červené šaty
rokoko-dress-D34 = červené šaty
rokoko-dress-D35 = červené šaty
rokoko-dress-D36 = červené šaty
rokoko-dress-D37 = modrý kabát
rokoko-dress-D38 = modrý kabát
rokoko-dress-D39 = modrý kabát
rokoko-dress-D40 = modrý kabát
rokoko-dress-D41 = modrý kabát
rokoko-dress-D42 = modrý kabát

## rokoko.tile
rokoko-tile-T01 = 1× zelené hedvábí
rokoko-tile-T02 = 1× zelené hedvábí
rokoko-tile-T03 = 2× zelené hedvábí
rokoko-tile-T04 = 2× zelené hedvábí
rokoko-tile-T05 = 2× zelené hedvábí
rokoko-tile-T06 = 2× zelené hedvábí
rokoko-tile-T07 = 2× zelené hedvábí
rokoko-tile-T08 = 2× zelené hedvábí
rokoko-tile-T09 = 3× zelené hedvábí
rokoko-tile-T10 = 3× zelené hedvábí
rokoko-tile-T11 = 3× zelené hedvábí
rokoko-tile-T12 = 1× žluté hedvábí
rokoko-tile-T13 = 1× žluté hedvábí
rokoko-tile-T14 = 2× žluté hedvábí
rokoko-tile-T15 = 2× žluté hedvábí
rokoko-tile-T16 = 2× žluté hedvábí
rokoko-tile-T17 = 2× žluté hedvábí
rokoko-tile-T18 = 2× žluté hedvábí
rokoko-tile-T19 = 2× žluté hedvábí
rokoko-tile-T20 = 3× žluté hedvábí
rokoko-tile-T21 = 3× žluté hedvábí
rokoko-tile-T22 = 3× žluté hedvábí
rokoko-tile-T23 = 1× červené hedvábí
rokoko-tile-T24 = 1× červené hedvábí
rokoko-tile-T25 = 1× červené hedvábí
rokoko-tile-T26 = 2× červené hedvábí
rokoko-tile-T27 = 2× červené hedvábí
rokoko-tile-T28 = 2× červené hedvábí
rokoko-tile-T29 = 2× červené hedvábí
rokoko-tile-T30 = 3× červené hedvábí
rokoko-tile-T31 = 1× modré hedvábí
rokoko-tile-T32 = 1× modré hedvábí
rokoko-tile-T33 = 1× modré hedvábí
rokoko-tile-T34 = 2× modré hedvábí
rokoko-tile-T35 = 2× modré hedvábí
rokoko-tile-T36 = 1× žluté + 1× červené hedvábí
rokoko-tile-T37 = 1× žluté + 1× červené hedvábí
rokoko-tile-T38 = 1× žluté + 1× červené hedvábí
rokoko-tile-T39 = 2× žluté + 1× červené hedvábí
rokoko-tile-T40 = 1× zelené + 1× modré hedvábí
rokoko-tile-T41 = 1× zelené + 1× modré hedvábí
rokoko-tile-T42 = 1× zelené + 1× modré hedvábí
rokoko-tile-T43 = 1× zelené + 1× červené hedvábí
rokoko-tile-T44 = 1× zelené + 1× červené hedvábí
rokoko-tile-T45 = 1× žluté + 1× modré hedvábí
rokoko-tile-T46 = 1× žluté + 1× modré hedvábí
rokoko-tile-T47 = 1× zelené + 1× žluté hedvábí
rokoko-tile-T48 = 1× zelené + 1× žluté hedvábí

## rokoko.tiles
rokoko-tiles-T01 = 1× zelené hedvábí
rokoko-tiles-T02 = 1× zelené hedvábí
rokoko-tiles-T03 = 2× zelené hedvábí
rokoko-tiles-T04 = 2× zelené hedvábí
rokoko-tiles-T05 = 2× zelené hedvábí
rokoko-tiles-T06 = 2× zelené hedvábí
rokoko-tiles-T07 = 2× zelené hedvábí
rokoko-tiles-T08 = 2× zelené hedvábí
rokoko-tiles-T09 = 3× zelené hedvábí
rokoko-tiles-T10 = 3× zelené hedvábí
rokoko-tiles-T11 = 3× zelené hedvábí
rokoko-tiles-T12 = 1× žluté hedvábí
rokoko-tiles-T13 = 1× žluté hedvábí
rokoko-tiles-T14 = 2× žluté hedvábí
rokoko-tiles-T15 = 2× žluté hedvábí
rokoko-tiles-T16 = 2× žluté hedvábí
rokoko-tiles-T17 = 2× žluté hedvábí
rokoko-tiles-T18 = 2× žluté hedvábí
rokoko-tiles-T19 = 2× žluté hedvábí
rokoko-tiles-T20 = 3× žluté hedvábí
rokoko-tiles-T21 = 3× žluté hedvábí
rokoko-tiles-T22 = 3× žluté hedvábí
rokoko-tiles-T23 = 1× červené hedvábí
rokoko-tiles-T24 = 1× červené hedvábí
rokoko-tiles-T25 = 1× červené hedvábí
rokoko-tiles-T26 = 2× červené hedvábí
rokoko-tiles-T27 = 2× červené hedvábí
rokoko-tiles-T28 = 2× červené hedvábí
rokoko-tiles-T29 = 2× červené hedvábí
rokoko-tiles-T30 = 3× červené hedvábí
rokoko-tiles-T31 = 1× modré hedvábí
rokoko-tiles-T32 = 1× modré hedvábí
rokoko-tiles-T33 = 1× modré hedvábí
rokoko-tiles-T34 = 2× modré hedvábí
rokoko-tiles-T35 = 2× modré hedvábí
rokoko-tiles-T36 = 1× žluté + 1× červené hedvábí
rokoko-tiles-T37 = 1× žluté + 1× červené hedvábí
rokoko-tiles-T38 = 1× žluté + 1× červené hedvábí
rokoko-tiles-T39 = 2× žluté + 1× červené hedvábí
rokoko-tiles-T40 = 1× zelené + 1× modré hedvábí
rokoko-tiles-T41 = 1× zelené + 1× modré hedvábí
rokoko-tiles-T42 = 1× zelené + 1× modré hedvábí
rokoko-tiles-T43 = 1× zelené + 1× červené hedvábí
rokoko-tiles-T44 = 1× zelené + 1× červené hedvábí
rokoko-tiles-T45 = 1× žluté + 1× modré hedvábí
rokoko-tiles-T46 = 1× žluté + 1× modré hedvábí
rokoko-tiles-T47 = 1× zelené + 1× žluté hedvábí
rokoko-tiles-T48 = 1× zelené + 1× žluté hedvábí

## rokoko.cards
rokoko-cards-E01 = Mistr, úroveň 1 (1 peníz)
rokoko-cards-E02 = Učedník, úroveň 1 (propuštění jiného zaměstnance s využitím jeho bonusu)
rokoko-cards-E03 = Učedník, úroveň 1 (náhodná destička zdrojů za 1 peníz)
rokoko-cards-E04 = Tovaryš, úroveň 1 (akce Získat zdroje navíc)
rokoko-cards-E05 = Učedník, úroveň 1 (náhodná destička zdrojů zdarma)
rokoko-cards-E06 = Tovaryš, úroveň 1 (1 příze nebo 1 krajka zdarma)
rokoko-cards-E07 = Tovaryš, úroveň 2 (1 peníz za každé žluté a 2 za každé červené šaty na plánu)
rokoko-cards-E08 = Učedník, úroveň 2 (ušití šatů o 1 žluté/zelené hedvábí levněji)
rokoko-cards-E09 = Mistr, úroveň 2 (propuštění jiného zaměstnance za 8/5/2 peníze)
rokoko-cards-E10 = Tovaryš, úroveň 2 (1 bod prestiže za každou dvojici výzdob)
rokoko-cards-E11 = Tovaryš, úroveň 3 (1 peníz za každou výzdobu)
rokoko-cards-E12 = Mistr, úroveň 3 (1 bod prestiže za každé troje šaty na plánu)
rokoko-cards-E13 = Učedník, úroveň 3 (příspěvek na výzdobu o 5 peněz levněji)
rokoko-cards-E14 = Učedník, úroveň 3 (2/6/10/14 peněz podle počtu zaměstnanců)
rokoko-cards-E15 = Mistr, úroveň 4 (1/3/5/7 peněz podle počtu zaměstnanců)
rokoko-cards-E16 = Učedník, úroveň 4 (ušití šatů až o 2 červená hedvábí levněji)
rokoko-cards-E17 = Tovaryš, úroveň 4 (2 peníze za každý zelený kabát, 1 bod prestiže za každý modrý)
rokoko-cards-E18 = Tovaryš, úroveň 4 (1 bod prestiže za každé 4 zaplacené peníze)
rokoko-cards-E19 = Tovaryš, úroveň 5 (1 peníz za každé šaty na plánu)
rokoko-cards-E20 = Mistr, úroveň 5 (1 bod prestiže za každou dvojici výzdob)
rokoko-cards-E21 = Mistr, úroveň 5 (1 bod prestiže za každou dvojici šatů na plánu)
rokoko-cards-E22 = Učedník, úroveň 5 (výměna destiček zdrojů za body prestiže)
rokoko-cards-E23 = Mistr, úroveň 6 (1 bod prestiže za každé 3 zaplacené peníze)
rokoko-cards-E24 = Tovaryš, úroveň 6 (příspěvek na výzdobu o 10 peněz levněji)
rokoko-cards-E25 = Učedník, úroveň 6 (konec hry: 2/5/8/11 bodů podle počtu zaměstnanců)
rokoko-cards-E26 = Učedník, úroveň 6 (konec hry: 3 body za každý pár příze + krajka)
rokoko-cards-E27 = Učedník, úroveň 6 (konec hry: 3 body za každou dvojici šatů na mistrovských místech)
rokoko-cards-E28 = Učedník, úroveň 6 (konec hry: 2 body za každý pár dámské + pánské šaty)
rokoko-cards-S-c1-A1 = Učedník (1 příze nebo 1 krajka za 1 peníz)
rokoko-cards-S-c1-A2 = Učedník (akce Získat zdroje navíc)
rokoko-cards-S-c1-J = Tovaryš (2 peníze)
rokoko-cards-S-c1-M1 = Mistr (žádný bonus)
rokoko-cards-S-c1-M2 = Mistr (žádný bonus)
rokoko-cards-S-c2-A1 = Učedník (1 příze nebo 1 krajka za 1 peníz)
rokoko-cards-S-c2-A2 = Učedník (akce Získat zdroje navíc)
rokoko-cards-S-c2-J = Tovaryš (2 peníze)
rokoko-cards-S-c2-M1 = Mistr (žádný bonus)
rokoko-cards-S-c2-M2 = Mistr (žádný bonus)
rokoko-cards-S-c3-A1 = Učedník (1 příze nebo 1 krajka za 1 peníz)
rokoko-cards-S-c3-A2 = Učedník (akce Získat zdroje navíc)
rokoko-cards-S-c3-J = Tovaryš (2 peníze)
rokoko-cards-S-c3-M1 = Mistr (žádný bonus)
rokoko-cards-S-c3-M2 = Mistr (žádný bonus)
rokoko-cards-S-c4-A1 = Učedník (1 příze nebo 1 krajka za 1 peníz)
rokoko-cards-S-c4-A2 = Učedník (akce Získat zdroje navíc)
rokoko-cards-S-c4-J = Tovaryš (2 peníze)
rokoko-cards-S-c4-M1 = Mistr (žádný bonus)
rokoko-cards-S-c4-M2 = Mistr (žádný bonus)
rokoko-cards-S-c5-A1 = Učedník (1 příze nebo 1 krajka za 1 peníz)
rokoko-cards-S-c5-A2 = Učedník (akce Získat zdroje navíc)
rokoko-cards-S-c5-J = Tovaryš (2 peníze)
rokoko-cards-S-c5-M1 = Mistr (žádný bonus)
rokoko-cards-S-c5-M2 = Mistr (žádný bonus)

## rokoko.prompt
rokoko-prompt-select_hand = { $round }. kolo: vyberte si ze své zásoby do ruky { $count ->
        [one] { $count } kartu zaměstnance
        [few] { $count } karty zaměstnanců
       *[other] { $count } karet zaměstnanců
    }. Váš výběr nikdo neuvidí.
rokoko-prompt-choose_card = Kterého zaměstnance zahrajete?
rokoko-prompt-choose_main_action = Jakou hlavní akci provede { $card }?
rokoko-prompt-choose_warehouse_tile = Kterou destičku zdrojů si ze skladiště vezmete?
rokoko-prompt-gain_tile = Destička zdrojů ({ $tile }): ponecháte si ji kvůli hedvábí, nebo ji odložíte a vezmete si znázorněnou přízi či krajku?
rokoko-prompt-choose_dress = Které šaty ušijete?
rokoko-prompt-choose_discount = Které hedvábí vám bonus zlevní?
rokoko-prompt-pay_silk = Kterou svou destičku zdrojů odevzdáte jako hedvábí?
rokoko-prompt-rent_or_sell = { $dress }: zapůjčit hostovi na ples, nebo prodat za { $sale_value ->
        [one] { $sale_value } peníz
        [few] { $sale_value } peníze
       *[other] { $sale_value } peněz
    }?
rokoko-prompt-choose_hall = Do kterého sálu umístíte { $dress }?
rokoko-prompt-choose_guest_space = { $hall }: na které místo pro hosta?
rokoko-prompt-choose_reward_tile = Odměna: kterou destičku ze skladiště si vezmete zdarma?
rokoko-prompt-choose_hire_card = Kterého zaměstnance najmete za { $price ->
        [one] { $price } peníz
        [few] { $price } peníze
       *[other] { $price } peněz
    }?
rokoko-prompt-choose_decoration_kind = Na jaký druh výzdoby přispějete?
rokoko-prompt-choose_decoration_space = Na kterou výzdobu přispějete?
rokoko-prompt-terrace = Pozorování ohňostroje z terasy: v královském sále máte více šatů než míst na terase ({ $count ->
        [one] { $count } místo
        [few] { $count } místa
       *[other] { $count } míst
    }). Které šaty přesunete na terasu?
rokoko-prompt-terrace_choose = Vyberte šaty, které z královského sálu přesunete na terasu, jedny na každé místo na terase ({ $count ->
        [one] { $count } místo
        [few] { $count } místa
       *[other] { $count } míst
    }); nejlepší z nich dostanou nejvyšší násobky.

## rokoko.prompt.bonus
rokoko-prompt-bonus-buy_yarn_or_lace = Bonus: koupíte si za { $price ->
        [one] { $price } peníz
        [few] { $price } peníze
       *[other] { $price } peněz
    } 1 přízi nebo 1 krajku?
rokoko-prompt-bonus-gain_yarn_or_lace = Bonus: vezmete si 1 přízi, nebo 1 krajku?
rokoko-prompt-bonus-dismiss_other = Bonus: kterého jiného zaměstnance propustíte?
rokoko-prompt-bonus-random_tile = Bonus: vezmete si za { $price ->
        [one] { $price } peníz
        [few] { $price } peníze
       *[other] { $price } peněz
    } náhodnou destičku zdrojů ze zásoby?
rokoko-prompt-bonus-buy_pp = Bonus: kolik bodů prestiže si koupíte, každý za { $price ->
        [one] { $price } peníz
        [few] { $price } peníze
       *[other] { $price } peněz
    }?
rokoko-prompt-bonus-cash_in_silk = Bonus: které své destičky zdrojů zahodíte za body prestiže?

## rokoko.option
rokoko-option-pass = Vynechat
rokoko-option-card = { $card }
rokoko-option-select_card = { $card }
rokoko-option-warehouse_tile = { $tile } – sekce { $section }, { $price ->
        [one] { $price } peníz
        [few] { $price } peníze
       *[other] { $price } peněz
    }
rokoko-option-keep_tile = Ponechat si destičku
rokoko-option-convert_tile = Vzít si { $yarn ->
        [0] { $lace ->
            [one] { $lace } krajku
            [few] { $lace } krajky
           *[other] { $lace } krajek
        }
       *[other] { $lace ->
            [0] { $yarn ->
                [one] { $yarn } přízi
                [few] { $yarn } příze
               *[other] { $yarn } přízí
            }
           *[other] { $yarn ->
                [one] { $yarn } přízi
                [few] { $yarn } příze
               *[other] { $yarn } přízí
            } a { $lace ->
                [one] { $lace } krajku
                [few] { $lace } krajky
               *[other] { $lace } krajek
            }
        }
    }
rokoko-option-dress = { $dress }{ $master_only ->
        [True] { " " }(jen mistr)
       *[other] { "" }
    } – { $cost ->
        [one] { $cost } peníz
        [few] { $cost } peníze
       *[other] { $cost } peněz
    }{ $yarn ->
        [0] { "" }
       *[other] , příze { $yarn }
    }{ $lace ->
        [0] { "" }
       *[other] , krajka { $lace }
    } (prodej za { $sale_value })
rokoko-option-discount_colour = hedvábí: { $colour }
rokoko-option-silk_tile = { $tile }
rokoko-option-rent = Zapůjčit hostovi na ples
rokoko-option-sell = Prodat za { $sale_value ->
        [one] { $sale_value } peníz
        [few] { $sale_value } peníze
       *[other] { $sale_value } peněz
    }
rokoko-option-hall = { $hall } ({ $free ->
        [one] { $free } volné místo
        [few] { $free } volná místa
       *[other] { $free } volných míst
    })
rokoko-option-guest_space = { $space } – { $reward }
rokoko-option-reward_tile = { $tile } – sekce { $section }
rokoko-option-hire_card = { $card } – { $price ->
        [one] { $price } peníz
        [few] { $price } peníze
       *[other] { $price } peněz
    }
rokoko-option-decoration_kind = { $kind }
rokoko-option-decoration = { $space }{ $reduced ->
        [True] { " " }(na plánu za { $printed })
       *[other] { "" }
    } – { $cost ->
        [one] { $cost } peníz
        [few] { $cost } peníze
       *[other] { $cost } peněz
    }, { $pp ->
        [one] { $pp } bod prestiže
        [few] { $pp } body prestiže
       *[other] { $pp } bodů prestiže
    }
rokoko-option-take_yarn = Vzít si 1 přízi
rokoko-option-take_lace = Vzít si 1 krajku
rokoko-option-dismiss_target = { $card } – { $zone_id ->
        [hand] v ruce
        [supply] v zásobě
       *[discard] v odkládacím balíčku
    }
rokoko-option-draw_tile = Vzít si destičku
rokoko-option-buy_pp = { $pp ->
        [one] { $pp } bod prestiže
        [few] { $pp } body prestiže
       *[other] { $pp } bodů prestiže
    } za { $price ->
        [one] { $price } peníz
        [few] { $price } peníze
       *[other] { $price } peněz
    }
rokoko-option-cash_tile = { $tile }
rokoko-option-terrace_best = Přesunout nejlepší: { $dress }
rokoko-option-terrace_choose = Vybrat jiné šaty…
rokoko-option-terrace_dress = { $dress } – { $pp ->
        [one] { $pp } bod prestiže
        [few] { $pp } body prestiže
       *[other] { $pp } bodů prestiže
    }
rokoko-option-guest_space_master = { $space } (mistrovské místo) – { $reward }

## rokoko.option.main
rokoko-option-main-favour = Získat přízeň královny
rokoko-option-main-acquire = Získat zdroje
rokoko-option-main-make_dress = Ušít šaty
rokoko-option-main-hire = Najmout nového zaměstnance
rokoko-option-main-dismiss = Propustit tohoto zaměstnance
rokoko-option-main-fund = Přispět na výzdobu

## rokoko.about: what an option does and costs (a select option's description, at most 100 characters)
rokoko-about-pass = Nic nezískáte a nic nezaplatíte; hra jde dál
rokoko-about-card = { $rank_id ->
        [master] Teď jeho hlavní akce, kterákoli ze šesti, i šaty jen pro mistra; pak jeho bonus
        [journeyman] Teď jeho hlavní akce, kterákoli kromě najímání; pak jeho bonus
       *[apprentice] Teď jeho hlavní akce: zdroje, výzdoba nebo vlastní propuštění; pak jeho bonus
    }
rokoko-about-select_card = { $rank_id ->
        [master] Zahraje v tomto kole · smí každou hlavní akci, i šaty jen pro mistra
        [journeyman] Zahraje v tomto kole · smí každou hlavní akci kromě najímání
       *[apprentice] Zahraje v tomto kole · smí jen získat zdroje, přispět na výzdobu nebo se nechat propustit
    }
rokoko-about-warehouse_tile = Platíte { $price ->
        [one] { $price } peníz
        [few] { $price } peníze
       *[other] { $price } peněz
    } · destička je vaše, ponecháte si ji, nebo ji vyměníte za to, co nabízí
rokoko-about-keep_tile = Její hedvábí vám zůstane na šití šatů
rokoko-about-convert_tile = Hedvábí destičky vyměníte za tohle
rokoko-about-dress = Zaplatíte i hedvábí · pak šaty zapůjčíte hostovi v sále, nebo je prodáte
rokoko-about-discount_colour = Za tyto šaty zaplatíte o jedno hedvábí této barvy ({ $colour }) méně
rokoko-about-silk_tile = Tato destička zaplatí hedvábí na šaty a spotřebuje se
rokoko-about-rent = Šaty obsadí místo pro hosta v sále: prestiž na konci a odměna místa
rokoko-about-sell = Hned +{ $sale_value ->
        [one] { $sale_value } peníz
        [few] { $sale_value } peníze
       *[other] { $sale_value } peněz
    } · šaty odcházejí ze hry a prestiž nepřinesou
rokoko-about-hall = Pak vyberete jedno z jeho volných míst; na konci boduje převaha v každém sále
rokoko-about-guest_space = Vaše šaty zde zasednou a na konci se počítají pro tento sál
rokoko-about-guest_space_master = Místo pro šaty od mistra; na konci se počítají pro tento sál
rokoko-about-reward_tile = Zdarma jako odměna místa · ponecháte si ji, nebo ji vyměníte za to, co nabízí
rokoko-about-hire_card = Platíte { $price ->
        [one] { $price } peníz
        [few] { $price } peníze
       *[other] { $price } peněz
    } · zaměstnanec vám hned přibude do ruky
rokoko-about-decoration_kind = Pak vyberete jedno z jejích volných míst a zaplatíte za ně
rokoko-about-decoration = Váš žeton obsadí toto místo; jeho body prestiže se počítají na konci
rokoko-about-take_yarn = +1 příze na šaty · { $price ->
        [0] zdarma
        [one] platíte { $price } peníz
        [few] platíte { $price } peníze
       *[other] platíte { $price } peněz
    }
rokoko-about-take_lace = +1 krajka na šaty · { $price ->
        [0] zdarma
        [one] platíte { $price } peníz
        [few] platíte { $price } peníze
       *[other] platíte { $price } peněz
    }
rokoko-about-dismiss_target = Zaměstnanec odchází ze hry{ $borrow ->
        [True] { "" } · hned použijete jeho bonus
       *[other] { "" }
    }{ $money ->
        [0] { "" }
        [one] { "" } · +{ $money } peníz
        [few] { "" } · +{ $money } peníze
       *[other] { "" } · +{ $money } peněz
    }
rokoko-about-draw_tile = Náhodná destička zdrojů ze zásoby · { $price ->
        [0] zdarma
        [one] platíte { $price } peníz
        [few] platíte { $price } peníze
       *[other] platíte { $price } peněz
    }
rokoko-about-buy_pp = −{ $price ->
        [one] { $price } peníz
        [few] { $price } peníze
       *[other] { $price } peněz
    } · +{ $pp } prestiže
rokoko-about-cash_tile = Destička odchází z vaší zásoby a promění se v body prestiže
rokoko-about-terrace_best = Přesunou se na terasu, nejlepší šaty na nejvyšší násobky
rokoko-about-terrace_choose = { $count ->
        [one] Šaty vyberete sami
       *[other] Všech { $count } šatů vyberete sami
    }
rokoko-about-terrace_dress = Přesune se na terasu: { $pp ->
        [one] { $pp } bod prestiže
        [few] { $pp } body prestiže
       *[other] { $pp } bodů prestiže
    } krát násobek místa
rokoko-about-main-favour = +{ $money ->
        [one] { $money } peníz
        [few] { $money } peníze
       *[other] { $money } peněz
    } · příští kolo začínáte vy
rokoko-about-main-acquire = Koupíte destičku hedvábí ze skladiště; cenu určuje její sekce
rokoko-about-main-make_dress = Zaplatíte za šaty peníze, přízi, krajku a hedvábí; zapůjčíte je hostovi, nebo prodáte
rokoko-about-main-hire = Za cenu z nabídky najmete nového zaměstnance, který vám přibude do ruky
rokoko-about-main-dismiss = +{ $money ->
        [one] { $money } peníz
        [few] { $money } peníze
       *[other] { $money } peněz
    } · tento zaměstnanec odchází ze hry; jeho bonus ještě platí
rokoko-about-main-fund = Zaplatíte místo výzdoby; na konci přinese body prestiže

## rokoko.illegal
rokoko-illegal-game_over = Hra už skončila.
rokoko-illegal-unknown_action = Takový tah teď Rokoko nezná.
rokoko-illegal-not_your_turn = Teď nejste na tahu.
rokoko-illegal-not_an_option = Tato volba teď není k dispozici.
rokoko-illegal-incomplete = Tah ještě není dokončený; dokončete prosím zbývající volby.
rokoko-illegal-bad_selection = Vyberte ze své zásoby přesně požadovaný počet karet.
rokoko-illegal-bad_terrace_choice = Vyberte přesně požadovaný počet svých šatů z královského sálu.

## rokoko.illegal.unavailable
rokoko-illegal-unavailable-rank = Tuto akci nemůže provést { $rank }.
rokoko-illegal-unavailable-favour_taken = Přízeň královny už si v tomto kole někdo vzal.
rokoko-illegal-unavailable-warehouse_empty = Skladiště je prázdné.
rokoko-illegal-unavailable-not_enough_money = Na to nemáte dost peněz.
rokoko-illegal-unavailable-no_affordable_dress = S tímto zaměstnancem nemůžete ušít a zaplatit žádné šaty.
rokoko-illegal-unavailable-display_empty = K najmutí už nezbyl žádný zaměstnanec.
rokoko-illegal-unavailable-only_four_employees = Propustit nelze: musíte si ponechat alespoň čtyři zaměstnance.
rokoko-illegal-unavailable-no_free_decoration = Teď nemůžete přispět na žádnou výzdobu.

## events.rokoko
events-rokoko-game_started = Začíná hra Rokoko pro { $players ->
        [one] { $players } hráče
        [few] { $players } hráče
       *[other] { $players } hráčů
    }; začínající hráč: { $start_player }.
events-rokoko-round_started = Začíná { $round }. kolo; začínající hráč: { $start_player }.
events-rokoko-start_player_changed = Díky přízni královny začíná nové kolo { $player }.
events-rokoko-display_cleared = { $count ->
        [one] Zaměstnanec, který zbyl v nabídce, odchází ze hry.
        [few] { $count } zaměstnanci, kteří zbyli v nabídce, odcházejí ze hry.
       *[other] { $count } zaměstnanců, kteří zbyli v nabídce, odchází ze hry.
    }
events-rokoko-employees_revealed = { $count ->
        [one] V nabídce je nový zaměstnanec.
        [few] V nabídce jsou { $count } noví zaměstnanci.
       *[other] V nabídce je { $count } nových zaměstnanců.
    }
events-rokoko-warehouse_filled = { $count ->
        [one] Do skladiště přibývá { $count } destička zdrojů.
        [few] Do skladiště přibývají { $count } destičky zdrojů.
       *[other] Do skladiště přibývá { $count } destiček zdrojů.
    }
events-rokoko-dress_discarded = { $sex_id ->
        [lady] Z tmavého místa nabídky odcházejí { $dress }.
       *[gentleman] Z tmavého místa nabídky odchází { $dress }.
    }
events-rokoko-resource_supply_renewed = { $count ->
        [one] Odložená destička zdrojů tvoří novou zásobu.
        [few] { $count } odložené destičky zdrojů se zamíchají do nové zásoby.
       *[other] { $count } odložených destiček zdrojů se zamíchá do nové zásoby.
    }
events-rokoko-bag_refilled = { $count ->
        [one] Do pytlíku se vrací { $count } odložená destička se šaty.
        [few] Do pytlíku se vracejí { $count } odložené destičky se šaty.
       *[other] Do pytlíku se vrací { $count } odložených destiček se šaty.
    }
events-rokoko-dresses_drawn = { $count ->
        [one] Na místa pro šaty přibývá { $count } nová destička se šaty.
        [few] Na místa pro šaty přibývají { $count } nové destičky se šaty.
       *[other] Na místa pro šaty přibývá { $count } nových destiček se šaty.
    }
events-rokoko-selection_started = Všichni tajně vybírají zaměstnance pro { $round }. kolo.
events-rokoko-supply_renewed = { $player } si bere { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } z odkládacího balíčku zpět do zásoby.
events-rokoko-cards_taken = V ruce teď máte: { $cards }.
events-rokoko-cards_selected = { $player } má zaměstnance vybrané.
events-rokoko-cards_selected_private = Váš výběr: { $cards }.
events-rokoko-actions_started = Akce { $round }. kola: začíná { $player }.
events-rokoko-card_played = { $player } hraje { $rank_id ->
        [master] mistra
        [journeyman] tovaryše
       *[apprentice] učedníka
    } ({ $bonus_id ->
        [none] bez bonusu
       *[other] bonus: { $bonus }
    }){ $action_id ->
        [pass] { " " }a hlavní akci vynechává.
       *[other] .
    }
events-rokoko-favour_claimed = { $player } získává přízeň královny, bere si { $money ->
        [one] { $money } peníz
        [few] { $money } peníze
       *[other] { $money } peněz
    } a příští kolo začíná.
events-rokoko-tile_bought = { $player } kupuje destičku zdrojů ({ $tile }) ze sekce { $section } { $price ->
        [0] zdarma
        [one] za { $price } peníz
        [few] za { $price } peníze
       *[other] za { $price } peněz
    }.
events-rokoko-tile_kept = { $player } si destičku ({ $tile }) ponechává kvůli hedvábí.
events-rokoko-tile_kept_hidden = { $player } si taženou destičku ponechává lícem dolů.
events-rokoko-tile_kept_private = Ponecháváte si destičku ({ $tile }).
events-rokoko-tile_converted = { $player } odkládá destičku ({ $tile }) a bere si { $yarn ->
        [0] { $lace ->
            [one] { $lace } krajku
            [few] { $lace } krajky
           *[other] { $lace } krajek
        }
       *[other] { $lace ->
            [0] { $yarn ->
                [one] { $yarn } přízi
                [few] { $yarn } příze
               *[other] { $yarn } přízí
            }
           *[other] { $yarn ->
                [one] { $yarn } přízi
                [few] { $yarn } příze
               *[other] { $yarn } přízí
            } a { $lace ->
                [one] { $lace } krajku
                [few] { $lace } krajky
               *[other] { $lace } krajek
            }
        }
    }.
events-rokoko-dress_made = { $cost ->
        [0] { $player } šije { $dress } zdarma.
        [one] { $player } šije { $dress } za { $cost } peníz.
        [few] { $player } šije { $dress } za { $cost } peníze.
       *[other] { $player } šije { $dress } za { $cost } peněz.
    }
events-rokoko-dress_sold = { $player } prodává { $dress } za { $money ->
        [one] { $money } peníz
        [few] { $money } peníze
       *[other] { $money } peněz
    }.
events-rokoko-dress_rented = { $player } zapůjčuje { $dress } hostovi ({ $space }).
events-rokoko-reward_gained = { $player } dostává odměnu za místo pro hosta: { $reward }.
events-rokoko-reward_tile_taken = { $player } si jako odměnu bere ze sekce { $section } destičku zdrojů ({ $tile }).
events-rokoko-all_halls_bonus = { $player } má zastoupení ve všech pěti sálech: bonus za Všechny sály vynese na konci hry { $pp ->
        [one] { $pp } bod prestiže
        [few] { $pp } body prestiže
       *[other] { $pp } bodů prestiže
    }.
events-rokoko-employee_hired = { $player } najímá { $rank_id ->
        [master] mistra
        [journeyman] tovaryše
       *[apprentice] učedníka
    } ({ $bonus_id ->
        [none] bez bonusu
       *[other] bonus: { $bonus }
    }) za { $price ->
        [one] { $price } peníz
        [few] { $price } peníze
       *[other] { $price } peněz
    }.
events-rokoko-employee_dismissed = { $player } propouští právě zahraného { $rank_id ->
        [master] mistra
        [journeyman] tovaryše
       *[apprentice] učedníka
    } a dostává { $money ->
        [one] { $money } peníz
        [few] { $money } peníze
       *[other] { $money } peněz
    }.
events-rokoko-employee_dismissed_by_bonus = { $player } propouští { $zone_id ->
        [hand] z ruky
        [supply] ze zásoby
       *[discard] z odkládacího balíčku
    } { $rank_id ->
        [master] mistra
        [journeyman] tovaryše
       *[apprentice] učedníka
    } ({ $bonus_id ->
        [none] bez bonusu
       *[other] bonus: { $bonus }
    }){ $money ->
        [0] .
       *[other] { " " }a dostává { $money ->
            [one] { $money } peníz
            [few] { $money } peníze
           *[other] { $money } peněz
        }.
    }
events-rokoko-decoration_funded = { $cost ->
        [0] { $player } získává výzdobu zdarma ({ $space }).
        [one] { $player } přispívá { $cost } peníz na výzdobu ({ $space }).
        [few] { $player } přispívá { $cost } peníze na výzdobu ({ $space }).
       *[other] { $player } přispívá { $cost } peněz na výzdobu ({ $space }).
    }
events-rokoko-bonus_used = { $use ->
        [resource] { $paid ->
            [0] { $player } využívá bonus a bere si 1 { $item ->
                [yarn] přízi
               *[lace] krajku
            }.
           *[other] { $player } využívá bonus a kupuje si 1 { $item ->
                [yarn] přízi
               *[lace] krajku
            } za { $paid ->
                [one] { $paid } peníz
                [few] { $paid } peníze
               *[other] { $paid } peněz
            }.
        }
        [pp] { $player } využívá bonus a platí { $paid ->
            [one] { $paid } peníz
            [few] { $paid } peníze
           *[other] { $paid } peněz
        } za body prestiže.
       *[money] { $gained ->
            [0] { $player } tentokrát z bonusu nic nezískává ({ $bonus }).
           *[other] { $player } dostává z bonusu { $gained ->
                [one] { $gained } peníz
                [few] { $gained } peníze
               *[other] { $gained } peněz
            }{ $bonus_id ->
                [start_gain_2] {""}
                [l1_gain_1] {""}
               *[other] {" "}({ $bonus })
            }.
        }
    }
events-rokoko-bonus_unusable = { $player } teď nemůže využít bonus ({ $bonus }).
events-rokoko-pp_gained = Získáváte { $pp ->
        [one] { $pp } bod prestiže
        [few] { $pp } body prestiže
       *[other] { $pp } bodů prestiže
    } ({ $bonus }).
events-rokoko-tile_drawn = { $price ->
        [0] { $player } si bere ze zásoby náhodnou destičku zdrojů zdarma.
       *[other] { $player } platí { $price ->
            [one] { $price } peníz
            [few] { $price } peníze
           *[other] { $price } peněz
        } a bere si ze zásoby náhodnou destičku zdrojů.
    }
events-rokoko-tile_drawn_private = Táhnete destičku zdrojů ({ $tile }).
events-rokoko-tiles_cashed_in = { $player } zahazuje { $count ->
        [one] { $count } destičku zdrojů
        [few] { $count } destičky zdrojů
       *[other] { $count } destiček zdrojů
    } za body prestiže ({ $tiles }).
events-rokoko-income = { $player } dostává jako příjem { $money ->
        [one] { $money } peníz
        [few] { $money } peníze
       *[other] { $money } peněz
    }.
events-rokoko-round_ended = { $round }. kolo končí.
events-rokoko-final_money = Závěrečné bodování: každých 10 peněz dává 1 bod prestiže.
events-rokoko-final_crowns = Závěrečné bodování: zaměstnanci s korunou a karta přízně.
events-rokoko-final_halls = Závěrečné bodování: většiny v sálech.
events-rokoko-final_fireworks = Závěrečné bodování: většina v ohňostroji.
events-rokoko-dress_to_terrace = { $player } přesouvá { $dress } na terasu ({ $space }{ $multiplier ->
        [1] {""}
        [2] , body za šaty se tu počítají dvakrát
        [3] , body za šaty se tu počítají třikrát
       *[other] , body za šaty se tu počítají { $multiplier }×
    }).
events-rokoko-final_statues = Závěrečné bodování: sochy.
events-rokoko-final_markers = Závěrečné bodování: šaty, výzdoba a bonus za Všechny sály.
events-rokoko-game_ended = { $count ->
        [one] Ples končí: vítězí { $winners } s { $pp ->
            [one] { $pp } bodem prestiže
           *[other] { $pp } body prestiže
        }.
       *[other] Ples končí: o první místo se s { $pp ->
            [one] { $pp } bodem prestiže
           *[other] { $pp } body prestiže
        } dělí { $winners }.
    }
events-rokoko-terrace_choice_started = Před závěrečným bodováním vybírá každý, kdo má v královském sále více šatů než míst na terase, které z nich tam přesune.
events-rokoko-terrace_chosen = { $player } vybírá na terasu: { $dress }.

## the game's name, /rules text and option labels (games.*, rules.*, options.*)
games-rokoko-name = Rokoko
rules-rokoko =
    { "*" }*Rokoko** — 2 až 5 hráčů, 7 kol. Vedete krejčovskou dílnu ve Versailles a šijete šaty pro hosty velkého plesu.
    • Na začátku každého kola si všichni tajně vyberou ze své zásoby do ruky **tři karty zaměstnanců**; pak je po jedné hrajete na tahu. Zahraný zaměstnanec provede jednu hlavní akci a potom smíte využít jeho **bonus**.
    • Hlavní akce: **Získat přízeň královny** (5 peněz, v příštím kole začínáte), **Získat zdroje** (destička zdrojů ze skladiště: hedvábí, nebo příze a krajky), **Ušít šaty** (zaplatíte cenu uvedenou nad šaty, hedvábí a případně přízi a krajky; šaty zapůjčíte jednomu z hostů na ples, nebo je prodáte), **Najmout nového zaměstnance** (jen mistr), **Propustit zaměstnance** (toho, kterého jste zahráli), **Přispět na výzdobu** (ohňostroj, hudebník, socha, kašna). Mistr smí všechny akce, tovaryš nesmí najímat, učedník nesmí získat přízeň, šít šaty ani najímat — šaty se zlatým náprstkem smí ušít jen mistr a na mistrovské pozice patří jen šaty ušité mistrem.
    • Na konci přinesou body prestiže zbylé peníze, zaměstnanci s korunou, karta přízně, většina v sálech a v ohňostroji, šaty na terase, sochy, šaty v sálech a výzdoba; vyhrává hráč s nejvíce body prestiže.
    Až budete na tahu, stiskněte **Hrát tah** u nejnovějšího herního plánu (zaměstnance vybírají všichni naráz); **Můj přehled** ukáže vaše karty.
options-rokoko-board_side-name = Strana herního plánu
options-rokoko-board_side-help = Která strana herního plánu se použije; výchozí volba se řídí počtem hráčů (2–3, nebo 4–5).
options-rokoko-board_side-auto = podle počtu hráčů
options-rokoko-board_side-2-3 = strana pro 2–3 hráče
options-rokoko-board_side-4-5 = strana pro 4–5 hráčů
options-rokoko-start_player-name = Začínající hráč
options-rokoko-start_player-help = Kdo začíná první kolo.
options-rokoko-start_player-random = náhodně
options-rokoko-start_player-0 = místo 1
options-rokoko-start_player-1 = místo 2
options-rokoko-start_player-2 = místo 3
options-rokoko-start_player-3 = místo 4
options-rokoko-start_player-4 = místo 5
options-rokoko-bonus_dress_master_made-name = Šaty ušité díky bonusu
options-rokoko-bonus_dress_master_made-help = Zda šaty ušité díky bonusu platí za ušité mistrem, když je zahraná karta mistr.
options-rokoko-bonus_dress_master_made-played_card = podle zahrané karty
options-rokoko-bonus_dress_master_made-never = nikdy od mistra
options-rokoko-dismissed_card_counts_for_own_bonus-name = Propuštěný zaměstnanec se ještě počítá
options-rokoko-dismissed_card_counts_for_own_bonus-help = Když ano, zaměstnanec propuštěný svou vlastní hlavní akcí se ještě započítá mezi vaše zaměstnance pro svůj bonus placený podle počtu zaměstnanců (nikdy ne pro pravidlo, že musíte mít aspoň čtyři).
options-rokoko-dismissed_card_counts_for_own_bonus-true = ano
options-rokoko-dismissed_card_counts_for_own_bonus-false = ne
options-rokoko-hall_shared_first_runner_up-name = Dělené první místo v sále
options-rokoko-hall_shared_first_runner_up-help = Získá po děleném prvním místě další hráč body za druhé místo? Česká pravidla říkají, že ano.
options-rokoko-hall_shared_first_runner_up-next = další hráč boduje za druhé (česká pravidla)
options-rokoko-hall_shared_first_runner_up-none = za druhé místo nikdo
options-rokoko-open_prestige-name = Body prestiže
options-rokoko-open_prestige-help = Zda všichni během hry vidí body prestiže všech hráčů.
options-rokoko-open_prestige-true = odkryté
options-rokoko-open_prestige-false = skryté
