## rokoko.bonus
rokoko-bonus-none = no bonus
rokoko-bonus-start_buy_yarn_or_lace = 1 yarn or 1 lace for 1 money
rokoko-bonus-start_extra_acquire = an extra Acquire resources action
rokoko-bonus-start_gain_2 = 2 money
rokoko-bonus-l1_gain_1 = 1 money
rokoko-bonus-l1_dismiss_borrow = dismissing another employee and using their bonus
rokoko-bonus-l1_buy_random_tile = a random resource tile for 1 money
rokoko-bonus-l1_extra_acquire = an extra Acquire resources action
rokoko-bonus-l1_free_random_tile = a free random resource tile
rokoko-bonus-l1_free_yarn_or_lace = 1 free yarn or lace
rokoko-bonus-l2_money_yellow_red = 1 money per yellow and 2 per red dress on the board
rokoko-bonus-l2_make_dress_yg = a dress made with 1 yellow/green silk less
rokoko-bonus-l2_dismiss_for_money = dismissing another employee for 8/5/2 money
rokoko-bonus-l2_pp_per_2_decorations = 1 prestige point per 2 decorations
rokoko-bonus-l3_money_per_decoration = 1 money per decoration
rokoko-bonus-l3_pp_per_3_dresses = 1 prestige point per 3 dresses on the board
rokoko-bonus-l3_fund_minus_5 = a decoration funded for 5 money less
rokoko-bonus-l3_money_by_staff = 2/6/10/14 money by number of employees
rokoko-bonus-l4_money_by_staff = 1/3/5/7 money by number of employees
rokoko-bonus-l4_make_dress_red = a dress made with up to 2 red silk less
rokoko-bonus-l4_money_green_pp_blue = 2 money per green coat, 1 prestige point per blue coat
rokoko-bonus-l4_buy_pp_4 = 1 prestige point for every 4 money paid
rokoko-bonus-l5_money_per_dress = 1 money per dress on the board
rokoko-bonus-l5_pp_per_2_decorations = 1 prestige point per 2 decorations
rokoko-bonus-l5_pp_per_2_dresses = 1 prestige point per 2 dresses on the board
rokoko-bonus-l5_cash_in_silk = resource tiles cashed in for prestige
rokoko-bonus-l6_buy_pp_3 = 1 prestige point for every 3 money paid
rokoko-bonus-l6_fund_minus_10 = a decoration funded for 10 money less
rokoko-bonus-crown_staff = end of game: 2/5/8/11 prestige by number of employees
rokoko-bonus-crown_yarn_lace = end of game: 3 prestige per yarn + lace pair
rokoko-bonus-crown_master_spaces = end of game: 3 prestige per 2 dresses on master spaces
rokoko-bonus-crown_couples = end of game: 2 prestige per lady + gentleman pair

## rokoko.rank
rokoko-rank-master = master
rokoko-rank-journeyman = journeyman
rokoko-rank-apprentice = apprentice

## rokoko.colour
rokoko-colour-yellow = yellow
rokoko-colour-green = green
rokoko-colour-red = red
rokoko-colour-blue = blue

## rokoko.reward
rokoko-reward-money_2 = 2 money
rokoko-reward-yarn = 1 yarn
rokoko-reward-lace = 1 lace
rokoko-reward-resource_tile = a free resource tile from the warehouse
rokoko-reward-none = no reward

## rokoko.kind
rokoko-kind-fireworks = fireworks
rokoko-kind-musician = musician
rokoko-kind-statue = statue
rokoko-kind-fountain_upper = fountain, upper row
rokoko-kind-fountain_lower = fountain, lower row

## rokoko.sex (whom a dress is made for; Czech chooses a verb form by it)
rokoko-sex-lady = lady
rokoko-sex-gentleman = gentleman

## rokoko.zone
rokoko-zone-hand = hand
rokoko-zone-supply = supply
rokoko-zone-discard = discard pile

## rokoko.action
rokoko-action-favour = Claim the queen's favour
rokoko-action-acquire = Acquire resources
rokoko-action-make_dress = Make a dress
rokoko-action-hire = Hire a new employee
rokoko-action-dismiss = Dismiss this employee
rokoko-action-fund = Fund a decoration
rokoko-action-pass = No main action

## rokoko.reason
rokoko-reason-rank = this employee's rank does not allow it
rokoko-reason-favour_taken = the favour card has been taken this round
rokoko-reason-warehouse_empty = the warehouse is empty
rokoko-reason-no_affordable_dress = you cannot make any displayed dress
rokoko-reason-display_empty = no employee is on offer
rokoko-reason-only_four_employees = you have only four employees
rokoko-reason-no_free_decoration = no decoration you can fund is free
rokoko-reason-not_enough_money = not enough money

## rokoko.phase
rokoko-phase-select = Phase 2: choose three employees
rokoko-phase-actions = Phase 3: actions
rokoko-phase-ended = Final scoring done
rokoko-phase-terrace = Final scoring: dresses to the terrace

## rokoko.category
rokoko-category-play = prestige during play
rokoko-category-money = money (1 per 10)
rokoko-category-crown = crown employees
rokoko-category-favour = favour card
rokoko-category-halls = hall majorities
rokoko-category-fireworks = fireworks majority
rokoko-category-statues = statues
rokoko-category-dresses = dresses in the halls
rokoko-category-terrace = dresses on the terrace
rokoko-category-decorations = decorations
rokoko-category-all_halls = All-halls bonus

## rokoko.side
rokoko-side-2-3 = board for 2-3 players
rokoko-side-4-5 = board for 4-5 players

## rokoko.hall
rokoko-hall-hall-1 = King's hall
rokoko-hall-hall-2 = Hall 2
rokoko-hall-hall-3 = Hall 3
rokoko-hall-hall-4 = Hall 4
rokoko-hall-hall-5 = Hall 5

## rokoko.space
rokoko-space-allhalls-1 = All-halls bonus (8)
rokoko-space-allhalls-2 = All-halls bonus (5)
rokoko-space-allhalls-3 = All-halls bonus (2)
rokoko-space-favour = favour card
rokoko-space-fountain-low-1 = Fountain, lower row 1
rokoko-space-fountain-low-2 = Fountain, lower row 2
rokoko-space-fountain-low-3 = Fountain, lower row 3
rokoko-space-fountain-up-1 = Fountain, upper row 1
rokoko-space-fountain-up-2 = Fountain, upper row 2
rokoko-space-fountain-up-3 = Fountain, upper row 3
rokoko-space-fw-1 = Fireworks 1
rokoko-space-fw-2 = Fireworks 2
rokoko-space-fw-3 = Fireworks 3
rokoko-space-fw-4 = Fireworks 4
rokoko-space-fw-5 = Fireworks 5
rokoko-space-hall-1_2f_g1 = King's hall, guest space 1
rokoko-space-hall-1_2f_g2 = King's hall, guest space 2
rokoko-space-hall-1_2f_g3 = King's hall, guest space 3
rokoko-space-hall-1_2f_g4 = King's hall, guest space 4
rokoko-space-hall-1_2f_g5 = King's hall, guest space 5
rokoko-space-hall-1_2f_g6 = King's hall, guest space 6
rokoko-space-hall-1_2f_g7 = King's hall, guest space 7
rokoko-space-hall-1_2f_musician = King's hall, musician
rokoko-space-hall-2_2f_g1 = Hall 2, guest space 1
rokoko-space-hall-2_2f_g2 = Hall 2, guest space 2
rokoko-space-hall-2_2f_g3 = Hall 2, guest space 3
rokoko-space-hall-2_2f_g4 = Hall 2, guest space 4
rokoko-space-hall-2_2f_g5 = Hall 2, guest space 5
rokoko-space-hall-2_2f_g6 = Hall 2, guest space 6
rokoko-space-hall-2_2f_g7 = Hall 2, guest space 7
rokoko-space-hall-2_2f_musician = Hall 2, musician
rokoko-space-hall-3_2f_g1 = Hall 3, guest space 1
rokoko-space-hall-3_2f_g2 = Hall 3, guest space 2
rokoko-space-hall-3_2f_g3 = Hall 3, guest space 3
rokoko-space-hall-3_2f_g4 = Hall 3, guest space 4
rokoko-space-hall-3_2f_g5 = Hall 3, guest space 5
rokoko-space-hall-3_2f_g6 = Hall 3, guest space 6
rokoko-space-hall-3_2f_musician = Hall 3, musician
rokoko-space-hall-4_2f_g1 = Hall 4, guest space 1
rokoko-space-hall-4_2f_g2 = Hall 4, guest space 2
rokoko-space-hall-4_2f_g3 = Hall 4, guest space 3
rokoko-space-hall-4_2f_g4 = Hall 4, guest space 4
rokoko-space-hall-4_2f_g5 = Hall 4, guest space 5
rokoko-space-hall-4_2f_g6 = Hall 4, guest space 6
rokoko-space-hall-4_2f_musician = Hall 4, musician
rokoko-space-hall-5_2f_g1 = Hall 5, guest space 1
rokoko-space-hall-5_2f_g2 = Hall 5, guest space 2
rokoko-space-hall-5_2f_g3 = Hall 5, guest space 3
rokoko-space-hall-5_2f_g4 = Hall 5, guest space 4
rokoko-space-hall-5_2f_g5 = Hall 5, guest space 5
rokoko-space-hall-5_2f_g6 = Hall 5, guest space 6
rokoko-space-hall-5_2f_musician = Hall 5, musician
rokoko-space-statue-1 = Statue 1
rokoko-space-statue-2 = Statue 2
rokoko-space-statue-3 = Statue 3
rokoko-space-terrace-1 = Terrace 1
rokoko-space-terrace-2 = Terrace 2
rokoko-space-terrace-3 = Terrace 3
rokoko-space-terrace-4 = Terrace 4
rokoko-space-terrace-5 = Terrace 5

## rokoko.card
rokoko-card-E01 = Master, level 1 (1 money)
rokoko-card-E02 = Apprentice, level 1 (dismissing another employee and using their bonus)
rokoko-card-E03 = Apprentice, level 1 (a random resource tile for 1 money)
rokoko-card-E04 = Journeyman, level 1 (an extra Acquire resources action)
rokoko-card-E05 = Apprentice, level 1 (a free random resource tile)
rokoko-card-E06 = Journeyman, level 1 (1 free yarn or lace)
rokoko-card-E07 = Journeyman, level 2 (1 money per yellow and 2 per red dress on the board)
rokoko-card-E08 = Apprentice, level 2 (a dress made with 1 yellow/green silk less)
rokoko-card-E09 = Master, level 2 (dismissing another employee for 8/5/2 money)
rokoko-card-E10 = Journeyman, level 2 (1 prestige point per 2 decorations)
rokoko-card-E11 = Journeyman, level 3 (1 money per decoration)
rokoko-card-E12 = Master, level 3 (1 prestige point per 3 dresses on the board)
rokoko-card-E13 = Apprentice, level 3 (a decoration funded for 5 money less)
rokoko-card-E14 = Apprentice, level 3 (2/6/10/14 money by number of employees)
rokoko-card-E15 = Master, level 4 (1/3/5/7 money by number of employees)
rokoko-card-E16 = Apprentice, level 4 (a dress made with up to 2 red silk less)
rokoko-card-E17 = Journeyman, level 4 (2 money per green coat, 1 prestige point per blue coat)
rokoko-card-E18 = Journeyman, level 4 (1 prestige point for every 4 money paid)
rokoko-card-E19 = Journeyman, level 5 (1 money per dress on the board)
rokoko-card-E20 = Master, level 5 (1 prestige point per 2 decorations)
rokoko-card-E21 = Master, level 5 (1 prestige point per 2 dresses on the board)
rokoko-card-E22 = Apprentice, level 5 (resource tiles cashed in for prestige)
rokoko-card-E23 = Master, level 6 (1 prestige point for every 3 money paid)
rokoko-card-E24 = Journeyman, level 6 (a decoration funded for 10 money less)
rokoko-card-E25 = Apprentice, level 6 (end of game: 2/5/8/11 prestige by number of employees)
rokoko-card-E26 = Apprentice, level 6 (end of game: 3 prestige per yarn + lace pair)
rokoko-card-E27 = Apprentice, level 6 (end of game: 3 prestige per 2 dresses on master spaces)
rokoko-card-E28 = Apprentice, level 6 (end of game: 2 prestige per lady + gentleman pair)
rokoko-card-S-c1-A1 = Apprentice (1 yarn or 1 lace for 1 money)
rokoko-card-S-c1-A2 = Apprentice (an extra Acquire resources action)
rokoko-card-S-c1-J = Journeyman (2 money)
rokoko-card-S-c1-M1 = Master (no bonus)
rokoko-card-S-c1-M2 = Master (no bonus)
rokoko-card-S-c2-A1 = Apprentice (1 yarn or 1 lace for 1 money)
rokoko-card-S-c2-A2 = Apprentice (an extra Acquire resources action)
rokoko-card-S-c2-J = Journeyman (2 money)
rokoko-card-S-c2-M1 = Master (no bonus)
rokoko-card-S-c2-M2 = Master (no bonus)
rokoko-card-S-c3-A1 = Apprentice (1 yarn or 1 lace for 1 money)
rokoko-card-S-c3-A2 = Apprentice (an extra Acquire resources action)
rokoko-card-S-c3-J = Journeyman (2 money)
rokoko-card-S-c3-M1 = Master (no bonus)
rokoko-card-S-c3-M2 = Master (no bonus)
rokoko-card-S-c4-A1 = Apprentice (1 yarn or 1 lace for 1 money)
rokoko-card-S-c4-A2 = Apprentice (an extra Acquire resources action)
rokoko-card-S-c4-J = Journeyman (2 money)
rokoko-card-S-c4-M1 = Master (no bonus)
rokoko-card-S-c4-M2 = Master (no bonus)
rokoko-card-S-c5-A1 = Apprentice (1 yarn or 1 lace for 1 money)
rokoko-card-S-c5-A2 = Apprentice (an extra Acquire resources action)
rokoko-card-S-c5-J = Journeyman (2 money)
rokoko-card-S-c5-M1 = Master (no bonus)
rokoko-card-S-c5-M2 = Master (no bonus)

## rokoko.dress
rokoko-dress-D01 = yellow dress
rokoko-dress-D02 = yellow dress
rokoko-dress-D03 = yellow dress
rokoko-dress-D04 = yellow dress
rokoko-dress-D05 = yellow dress
rokoko-dress-D06 = yellow dress
rokoko-dress-D07 = yellow dress
rokoko-dress-D08 = yellow dress
rokoko-dress-D09 = yellow dress
rokoko-dress-D10 = yellow dress
rokoko-dress-D11 = yellow dress
rokoko-dress-D12 = yellow dress
rokoko-dress-D13 = yellow dress
rokoko-dress-D14 = green coat
rokoko-dress-D15 = green coat
rokoko-dress-D16 = green coat
rokoko-dress-D17 = green coat
rokoko-dress-D18 = green coat
rokoko-dress-D19 = green coat
rokoko-dress-D20 = green coat
rokoko-dress-D21 = green coat
rokoko-dress-D22 = green coat
rokoko-dress-D23 = green coat
rokoko-dress-D24 = green coat
rokoko-dress-D25 = green coat
rokoko-dress-D26 = green coat
rokoko-dress-D27 = red dress
rokoko-dress-D28 = red dress
rokoko-dress-D29 = red dress
rokoko-dress-D30 = red dress
rokoko-dress-D31 = red dress
rokoko-dress-D32 = red dress
rokoko-dress-D33 = red dress
rokoko-dress-D34 = red dress
rokoko-dress-D35 = red dress
rokoko-dress-D36 = red dress
rokoko-dress-D37 = blue coat
rokoko-dress-D38 = blue coat
rokoko-dress-D39 = blue coat
rokoko-dress-D40 = blue coat
rokoko-dress-D41 = blue coat
rokoko-dress-D42 = blue coat

## rokoko.tile
rokoko-tile-T01 = 1 green silk
rokoko-tile-T02 = 1 green silk
rokoko-tile-T03 = 2 green silk
rokoko-tile-T04 = 2 green silk
rokoko-tile-T05 = 2 green silk
rokoko-tile-T06 = 2 green silk
rokoko-tile-T07 = 2 green silk
rokoko-tile-T08 = 2 green silk
rokoko-tile-T09 = 3 green silk
rokoko-tile-T10 = 3 green silk
rokoko-tile-T11 = 3 green silk
rokoko-tile-T12 = 1 yellow silk
rokoko-tile-T13 = 1 yellow silk
rokoko-tile-T14 = 2 yellow silk
rokoko-tile-T15 = 2 yellow silk
rokoko-tile-T16 = 2 yellow silk
rokoko-tile-T17 = 2 yellow silk
rokoko-tile-T18 = 2 yellow silk
rokoko-tile-T19 = 2 yellow silk
rokoko-tile-T20 = 3 yellow silk
rokoko-tile-T21 = 3 yellow silk
rokoko-tile-T22 = 3 yellow silk
rokoko-tile-T23 = 1 red silk
rokoko-tile-T24 = 1 red silk
rokoko-tile-T25 = 1 red silk
rokoko-tile-T26 = 2 red silk
rokoko-tile-T27 = 2 red silk
rokoko-tile-T28 = 2 red silk
rokoko-tile-T29 = 2 red silk
rokoko-tile-T30 = 3 red silk
rokoko-tile-T31 = 1 blue silk
rokoko-tile-T32 = 1 blue silk
rokoko-tile-T33 = 1 blue silk
rokoko-tile-T34 = 2 blue silk
rokoko-tile-T35 = 2 blue silk
rokoko-tile-T36 = 1 yellow + 1 red silk
rokoko-tile-T37 = 1 yellow + 1 red silk
rokoko-tile-T38 = 1 yellow + 1 red silk
rokoko-tile-T39 = 2 yellow + 1 red silk
rokoko-tile-T40 = 1 green + 1 blue silk
rokoko-tile-T41 = 1 green + 1 blue silk
rokoko-tile-T42 = 1 green + 1 blue silk
rokoko-tile-T43 = 1 green + 1 red silk
rokoko-tile-T44 = 1 green + 1 red silk
rokoko-tile-T45 = 1 yellow + 1 blue silk
rokoko-tile-T46 = 1 yellow + 1 blue silk
rokoko-tile-T47 = 1 green + 1 yellow silk
rokoko-tile-T48 = 1 green + 1 yellow silk

## rokoko.tiles
rokoko-tiles-T01 = 1 green silk
rokoko-tiles-T02 = 1 green silk
rokoko-tiles-T03 = 2 green silk
rokoko-tiles-T04 = 2 green silk
rokoko-tiles-T05 = 2 green silk
rokoko-tiles-T06 = 2 green silk
rokoko-tiles-T07 = 2 green silk
rokoko-tiles-T08 = 2 green silk
rokoko-tiles-T09 = 3 green silk
rokoko-tiles-T10 = 3 green silk
rokoko-tiles-T11 = 3 green silk
rokoko-tiles-T12 = 1 yellow silk
rokoko-tiles-T13 = 1 yellow silk
rokoko-tiles-T14 = 2 yellow silk
rokoko-tiles-T15 = 2 yellow silk
rokoko-tiles-T16 = 2 yellow silk
rokoko-tiles-T17 = 2 yellow silk
rokoko-tiles-T18 = 2 yellow silk
rokoko-tiles-T19 = 2 yellow silk
rokoko-tiles-T20 = 3 yellow silk
rokoko-tiles-T21 = 3 yellow silk
rokoko-tiles-T22 = 3 yellow silk
rokoko-tiles-T23 = 1 red silk
rokoko-tiles-T24 = 1 red silk
rokoko-tiles-T25 = 1 red silk
rokoko-tiles-T26 = 2 red silk
rokoko-tiles-T27 = 2 red silk
rokoko-tiles-T28 = 2 red silk
rokoko-tiles-T29 = 2 red silk
rokoko-tiles-T30 = 3 red silk
rokoko-tiles-T31 = 1 blue silk
rokoko-tiles-T32 = 1 blue silk
rokoko-tiles-T33 = 1 blue silk
rokoko-tiles-T34 = 2 blue silk
rokoko-tiles-T35 = 2 blue silk
rokoko-tiles-T36 = 1 yellow + 1 red silk
rokoko-tiles-T37 = 1 yellow + 1 red silk
rokoko-tiles-T38 = 1 yellow + 1 red silk
rokoko-tiles-T39 = 2 yellow + 1 red silk
rokoko-tiles-T40 = 1 green + 1 blue silk
rokoko-tiles-T41 = 1 green + 1 blue silk
rokoko-tiles-T42 = 1 green + 1 blue silk
rokoko-tiles-T43 = 1 green + 1 red silk
rokoko-tiles-T44 = 1 green + 1 red silk
rokoko-tiles-T45 = 1 yellow + 1 blue silk
rokoko-tiles-T46 = 1 yellow + 1 blue silk
rokoko-tiles-T47 = 1 green + 1 yellow silk
rokoko-tiles-T48 = 1 green + 1 yellow silk

## rokoko.cards
rokoko-cards-E01 = Master, level 1 (1 money)
rokoko-cards-E02 = Apprentice, level 1 (dismissing another employee and using their bonus)
rokoko-cards-E03 = Apprentice, level 1 (a random resource tile for 1 money)
rokoko-cards-E04 = Journeyman, level 1 (an extra Acquire resources action)
rokoko-cards-E05 = Apprentice, level 1 (a free random resource tile)
rokoko-cards-E06 = Journeyman, level 1 (1 free yarn or lace)
rokoko-cards-E07 = Journeyman, level 2 (1 money per yellow and 2 per red dress on the board)
rokoko-cards-E08 = Apprentice, level 2 (a dress made with 1 yellow/green silk less)
rokoko-cards-E09 = Master, level 2 (dismissing another employee for 8/5/2 money)
rokoko-cards-E10 = Journeyman, level 2 (1 prestige point per 2 decorations)
rokoko-cards-E11 = Journeyman, level 3 (1 money per decoration)
rokoko-cards-E12 = Master, level 3 (1 prestige point per 3 dresses on the board)
rokoko-cards-E13 = Apprentice, level 3 (a decoration funded for 5 money less)
rokoko-cards-E14 = Apprentice, level 3 (2/6/10/14 money by number of employees)
rokoko-cards-E15 = Master, level 4 (1/3/5/7 money by number of employees)
rokoko-cards-E16 = Apprentice, level 4 (a dress made with up to 2 red silk less)
rokoko-cards-E17 = Journeyman, level 4 (2 money per green coat, 1 prestige point per blue coat)
rokoko-cards-E18 = Journeyman, level 4 (1 prestige point for every 4 money paid)
rokoko-cards-E19 = Journeyman, level 5 (1 money per dress on the board)
rokoko-cards-E20 = Master, level 5 (1 prestige point per 2 decorations)
rokoko-cards-E21 = Master, level 5 (1 prestige point per 2 dresses on the board)
rokoko-cards-E22 = Apprentice, level 5 (resource tiles cashed in for prestige)
rokoko-cards-E23 = Master, level 6 (1 prestige point for every 3 money paid)
rokoko-cards-E24 = Journeyman, level 6 (a decoration funded for 10 money less)
rokoko-cards-E25 = Apprentice, level 6 (end of game: 2/5/8/11 prestige by number of employees)
rokoko-cards-E26 = Apprentice, level 6 (end of game: 3 prestige per yarn + lace pair)
rokoko-cards-E27 = Apprentice, level 6 (end of game: 3 prestige per 2 dresses on master spaces)
rokoko-cards-E28 = Apprentice, level 6 (end of game: 2 prestige per lady + gentleman pair)
rokoko-cards-S-c1-A1 = Apprentice (1 yarn or 1 lace for 1 money)
rokoko-cards-S-c1-A2 = Apprentice (an extra Acquire resources action)
rokoko-cards-S-c1-J = Journeyman (2 money)
rokoko-cards-S-c1-M1 = Master (no bonus)
rokoko-cards-S-c1-M2 = Master (no bonus)
rokoko-cards-S-c2-A1 = Apprentice (1 yarn or 1 lace for 1 money)
rokoko-cards-S-c2-A2 = Apprentice (an extra Acquire resources action)
rokoko-cards-S-c2-J = Journeyman (2 money)
rokoko-cards-S-c2-M1 = Master (no bonus)
rokoko-cards-S-c2-M2 = Master (no bonus)
rokoko-cards-S-c3-A1 = Apprentice (1 yarn or 1 lace for 1 money)
rokoko-cards-S-c3-A2 = Apprentice (an extra Acquire resources action)
rokoko-cards-S-c3-J = Journeyman (2 money)
rokoko-cards-S-c3-M1 = Master (no bonus)
rokoko-cards-S-c3-M2 = Master (no bonus)
rokoko-cards-S-c4-A1 = Apprentice (1 yarn or 1 lace for 1 money)
rokoko-cards-S-c4-A2 = Apprentice (an extra Acquire resources action)
rokoko-cards-S-c4-J = Journeyman (2 money)
rokoko-cards-S-c4-M1 = Master (no bonus)
rokoko-cards-S-c4-M2 = Master (no bonus)
rokoko-cards-S-c5-A1 = Apprentice (1 yarn or 1 lace for 1 money)
rokoko-cards-S-c5-A2 = Apprentice (an extra Acquire resources action)
rokoko-cards-S-c5-J = Journeyman (2 money)
rokoko-cards-S-c5-M1 = Master (no bonus)
rokoko-cards-S-c5-M2 = Master (no bonus)

## rokoko.prompt
rokoko-prompt-select_hand = Round { $round }: choose { $count ->
        [one] one employee card
       *[other] { $count } employee cards
    } from your supply for your hand. Nobody sees your choice.
rokoko-prompt-choose_card = Which employee do you play?
rokoko-prompt-choose_main_action = Which main action does { $card } perform?
rokoko-prompt-choose_warehouse_tile = Which resource tile do you take from the warehouse?
rokoko-prompt-gain_tile = A resource tile ({ $tile }): keep it for its silk, or discard it for the yarn or lace shown on it?
rokoko-prompt-choose_dress = Which dress do you make?
rokoko-prompt-choose_discount = Which silk colour does the bonus make cheaper?
rokoko-prompt-pay_silk = Which kept resource tile do you hand in for the silk?
rokoko-prompt-rent_or_sell = { $dress }: lend it to a guest at the ball, or sell it for { $sale_value } money?
rokoko-prompt-choose_hall = In which hall do you place { $dress }?
rokoko-prompt-choose_guest_space = { $hall }: which guest space?
rokoko-prompt-choose_reward_tile = Reward: which warehouse tile do you take for free?
rokoko-prompt-choose_hire_card = Which employee do you hire for { $price } money?
rokoko-prompt-choose_decoration_kind = Which kind of decoration do you fund?
rokoko-prompt-choose_decoration_space = Which decoration do you fund?
rokoko-prompt-terrace = Watching the fireworks from the terrace: you have more dresses in the King's hall than terrace spaces ({ $count ->
        [one] { $count } space
       *[other] { $count } spaces
    }). Which dresses move to the terrace?
rokoko-prompt-terrace_choose = Choose { $count ->
        [one] the dress
       *[other] the { $count } dresses
    } that move from the King's hall to the terrace, one per terrace space; the best of them take the highest multipliers.

## rokoko.prompt.bonus
rokoko-prompt-bonus-buy_yarn_or_lace = Bonus: buy 1 yarn or 1 lace for { $price } money?
rokoko-prompt-bonus-gain_yarn_or_lace = Bonus: take 1 yarn or 1 lace?
rokoko-prompt-bonus-dismiss_other = Bonus: which other employee do you dismiss?
rokoko-prompt-bonus-random_tile = Bonus: draw a random resource tile from the supply for { $price } money?
rokoko-prompt-bonus-buy_pp = Bonus: how many prestige points do you buy at { $price } money each?
rokoko-prompt-bonus-cash_in_silk = Bonus: which kept resource tiles do you cash in for prestige points?

## rokoko.option
rokoko-option-pass = Skip
rokoko-option-card = { $card }
rokoko-option-select_card = { $card }
rokoko-option-warehouse_tile = { $tile } – section { $section }, { $price } money
rokoko-option-keep_tile = Keep the tile
rokoko-option-convert_tile = Take { $yarn ->
        [0] { $lace } lace
       *[other] { $lace ->
            [0] { $yarn } yarn
           *[other] { $yarn } yarn and { $lace } lace
        }
    }
rokoko-option-dress = { $dress }{ $master_only ->
        [True] { " " }(master only)
       *[other] { "" }
    } – { $cost } money{ $yarn ->
        [0] { "" }
       *[other] , { $yarn } yarn
    }{ $lace ->
        [0] { "" }
       *[other] , { $lace } lace
    } (sells for { $sale_value })
rokoko-option-discount_colour = { $colour } silk
rokoko-option-silk_tile = { $tile }
rokoko-option-rent = Lend it to a guest
rokoko-option-sell = Sell it for { $sale_value } money
rokoko-option-hall = { $hall } ({ $free } free)
rokoko-option-guest_space = { $space } – { $reward }
rokoko-option-reward_tile = { $tile } – section { $section }
rokoko-option-hire_card = { $card } – { $price } money
rokoko-option-decoration_kind = { $kind }
rokoko-option-decoration = { $space }{ $reduced ->
        [True] { " " }(printed { $printed })
       *[other] { "" }
    } – { $cost } money, { $pp ->
        [one] { $pp } prestige point
       *[other] { $pp } prestige points
    }
rokoko-option-take_yarn = Take 1 yarn
rokoko-option-take_lace = Take 1 lace
rokoko-option-dismiss_target = { $card } – { $zone_id ->
        [hand] in your hand
        [supply] in your supply
       *[discard] in your discard pile
    }
rokoko-option-draw_tile = Draw a tile
rokoko-option-buy_pp = { $pp ->
        [one] { $pp } prestige point
       *[other] { $pp } prestige points
    } for { $price } money
rokoko-option-cash_tile = { $tile }
rokoko-option-terrace_best = Move the best: { $dress }
rokoko-option-terrace_choose = Choose other dresses…
rokoko-option-terrace_dress = { $dress } – { $pp ->
        [one] { $pp } prestige point
       *[other] { $pp } prestige points
    }
rokoko-option-guest_space_master = { $space } (master space) – { $reward }

## rokoko.option.main
rokoko-option-main-favour = Claim the queen's favour
rokoko-option-main-acquire = Acquire resources
rokoko-option-main-make_dress = Make a dress
rokoko-option-main-hire = Hire a new employee
rokoko-option-main-dismiss = Dismiss this employee
rokoko-option-main-fund = Fund a decoration

## rokoko.about: what an option does and costs (a select option's description, at most 100 characters)
rokoko-about-pass = Nothing is taken and nothing is paid; play goes on
rokoko-about-card = { $rank_id ->
        [master] Now its main action, any of the six, master-only dresses too; then its bonus
        [journeyman] Now its main action, any but hiring; then its bonus
       *[apprentice] Now its main action: resources, a decoration or its own dismissal; then its bonus
    }
rokoko-about-select_card = { $rank_id ->
        [master] Played this round · can take every main action, master-only dresses too
        [journeyman] Played this round · can take any main action but hiring
       *[apprentice] Played this round · can only acquire resources, fund a decoration or be dismissed
    }
rokoko-about-warehouse_tile = Pays { $price } money · the tile is yours to keep, or to swap for what it offers instead
rokoko-about-keep_tile = Its silk stays with you for making dresses
rokoko-about-convert_tile = You give up the tile's silk for these
rokoko-about-dress = Its silk is paid too · then you lend it to a guest in a hall or sell it
rokoko-about-discount_colour = One { $colour } silk less to pay for this dress
rokoko-about-silk_tile = This tile pays for the dress's silk and is used up
rokoko-about-rent = The dress takes a guest space in a hall: prestige at the end, and the space's reward
rokoko-about-sell = +{ $sale_value } money now · the dress leaves the game and brings no prestige
rokoko-about-hall = Next you choose one of its free guest spaces; each hall's majority scores at the end
rokoko-about-guest_space = Your dress sits here and counts for this hall at the end
rokoko-about-guest_space_master = A space for a master's dress; it counts for this hall at the end
rokoko-about-reward_tile = Free, as the space's reward · yours to keep, or to swap for what it offers
rokoko-about-hire_card = Pays { $price } money · the employee joins your hand at once
rokoko-about-decoration_kind = Next you choose one of its free spaces and pay for it
rokoko-about-decoration = Your marker takes this space; its prestige points count at the end
rokoko-about-take_yarn = +1 yarn for dresses · { $price ->
        [0] free
       *[other] pays { $price } money
    }
rokoko-about-take_lace = +1 lace for dresses · { $price ->
        [0] free
       *[other] pays { $price } money
    }
rokoko-about-dismiss_target = The employee leaves the game{ $borrow ->
        [True] { "" } · you use its bonus now
       *[other] { "" }
    }{ $money ->
        [0] { "" }
       *[other] { "" } · +{ $money } money
    }
rokoko-about-draw_tile = A random resource tile from the supply · { $price ->
        [0] free
       *[other] pays { $price } money
    }
rokoko-about-buy_pp = −{ $price } money · +{ $pp } prestige
rokoko-about-cash_tile = The tile leaves your supply and turns into prestige points
rokoko-about-terrace_best = They move to the terrace, the best dresses on the highest multipliers
rokoko-about-terrace_choose = You pick the { $count ->
        [one] dress
       *[other] { $count } dresses
    } yourself
rokoko-about-terrace_dress = Moves to the terrace: its { $pp ->
        [one] { $pp } prestige point
       *[other] { $pp } prestige points
    } times the space's multiplier
rokoko-about-main-favour = +{ $money } money · you start the next round
rokoko-about-main-acquire = Buy a silk tile from the warehouse; its section sets the price
rokoko-about-main-make_dress = Pay a dress's money, yarn, lace and silk; lend it to a guest or sell it
rokoko-about-main-hire = Pay the display's price for a new employee, who joins your hand
rokoko-about-main-dismiss = +{ $money } money · this employee leaves the game; its bonus still comes
rokoko-about-main-fund = Pay for a decoration space; it brings prestige points at the end

## rokoko.illegal
rokoko-illegal-game_over = The game is over.
rokoko-illegal-unknown_action = Rokoko has no such move now.
rokoko-illegal-not_your_turn = It is not your turn.
rokoko-illegal-not_an_option = That choice is not available now.
rokoko-illegal-incomplete = That move is not finished yet; please make the remaining choices.
rokoko-illegal-bad_selection = Choose exactly the number of cards asked for, from your supply.
rokoko-illegal-bad_terrace_choice = Choose exactly the number of dresses asked for, from your dresses in the King's hall.

## rokoko.illegal.unavailable
rokoko-illegal-unavailable-rank = This action is not open to the { $rank }.
rokoko-illegal-unavailable-favour_taken = The queen's favour has already been taken this round.
rokoko-illegal-unavailable-warehouse_empty = The warehouse is empty.
rokoko-illegal-unavailable-not_enough_money = You do not have enough money for that.
rokoko-illegal-unavailable-no_affordable_dress = There is no dress you can make and pay for with this employee.
rokoko-illegal-unavailable-display_empty = There is no employee left to hire.
rokoko-illegal-unavailable-only_four_employees = You cannot dismiss: you must keep at least four employees.
rokoko-illegal-unavailable-no_free_decoration = There is no decoration you can fund now.

## events.rokoko
events-rokoko-game_started = A game of Rokoko for { $players ->
        [one] { $players } player
       *[other] { $players } players
    } begins; { $start_player } is the start player.
events-rokoko-round_started = Round { $round } begins; { $start_player } is the start player.
events-rokoko-start_player_changed = { $player } had the queen's favour and starts the new round.
events-rokoko-display_cleared = { $count ->
        [one] The employee left on offer leaves the game.
       *[other] The { $count } employees left on offer leave the game.
    }
events-rokoko-employees_revealed = { $count ->
        [one] A new employee is on offer.
       *[other] { $count } new employees are on offer.
    }
events-rokoko-warehouse_filled = The warehouse is refilled with { $count ->
        [one] one resource tile
       *[other] { $count } resource tiles
    }.
events-rokoko-dress_discarded = The { $dress } on a dark space of the dress display is discarded.
events-rokoko-resource_supply_renewed = { $count ->
        [one] The discarded resource tile becomes the new supply.
       *[other] The { $count } discarded resource tiles are shuffled into a new supply.
    }
events-rokoko-bag_refilled = { $count ->
        [one] The discarded dress goes back into the bag.
       *[other] The { $count } discarded dresses go back into the bag.
    }
events-rokoko-dresses_drawn = { $count ->
        [one] A new dress is drawn for the dress display.
       *[other] { $count } new dresses are drawn for the dress display.
    }
events-rokoko-selection_started = Everyone secretly chooses their employees for round { $round }.
events-rokoko-supply_renewed = { $player } takes { $count ->
        [one] the one card
       *[other] the { $count } cards
    } of their discard pile back into their supply.
events-rokoko-cards_taken = Your hand now holds: { $cards }.
events-rokoko-cards_selected = { $player } has chosen their employees.
events-rokoko-cards_selected_private = You chose: { $cards }.
events-rokoko-actions_started = Round { $round } actions: { $player } goes first.
events-rokoko-card_played = { $player } plays { $rank_id ->
        [master] a master
        [journeyman] a journeyman
       *[apprentice] an apprentice
    } ({ $bonus_id ->
        [none] no bonus
       *[other] bonus: { $bonus }
    }){ $action_id ->
        [pass] { " " }and skips the main action.
       *[other] .
    }
events-rokoko-favour_claimed = { $player } claims the queen's favour, takes { $money } money and will start the next round.
events-rokoko-tile_bought = { $player } buys a resource tile ({ $tile }) from section { $section } { $price ->
        [0] for free
       *[other] for { $price } money
    }.
events-rokoko-tile_kept = { $player } keeps the tile ({ $tile }) for its silk.
events-rokoko-tile_kept_hidden = { $player } keeps the drawn tile face down.
events-rokoko-tile_kept_private = You keep the tile ({ $tile }).
events-rokoko-tile_converted = { $player } discards the tile ({ $tile }) and takes { $yarn ->
        [0] { $lace } lace
       *[other] { $lace ->
            [0] { $yarn } yarn
           *[other] { $yarn } yarn and { $lace } lace
        }
    }.
events-rokoko-dress_made = { $cost ->
        [0] { $player } makes a { $dress } at no cost.
       *[other] { $player } makes a { $dress } for { $cost } money.
    }
events-rokoko-dress_sold = { $player } sells the { $dress } for { $money } money.
events-rokoko-dress_rented = { $player } lends the { $dress } to a guest ({ $space }).
events-rokoko-reward_gained = { $player } gains the guest space's reward: { $reward }.
events-rokoko-reward_tile_taken = { $player } takes a resource tile ({ $tile }) from section { $section } as the reward.
events-rokoko-all_halls_bonus = { $player } is present in all five halls: the All-halls bonus is worth { $pp ->
        [one] { $pp } prestige point
       *[other] { $pp } prestige points
    } at the end.
events-rokoko-employee_hired = { $player } hires { $rank_id ->
        [master] a master
        [journeyman] a journeyman
       *[apprentice] an apprentice
    } ({ $bonus_id ->
        [none] no bonus
       *[other] bonus: { $bonus }
    }) for { $price } money.
events-rokoko-employee_dismissed = { $player } dismisses the { $rank_id ->
        [master] master
        [journeyman] journeyman
       *[apprentice] apprentice
    } just played and receives { $money } money.
events-rokoko-employee_dismissed_by_bonus = { $player } dismisses { $rank_id ->
        [master] a master
        [journeyman] a journeyman
       *[apprentice] an apprentice
    } ({ $bonus_id ->
        [none] no bonus
       *[other] bonus: { $bonus }
    }) from their { $zone_id ->
        [hand] hand
        [supply] supply
       *[discard] discard pile
    }{ $money ->
        [0] .
       *[other] { " " }and receives { $money } money.
    }
events-rokoko-decoration_funded = { $cost ->
        [0] { $player } funds a decoration for free ({ $space }).
       *[other] { $player } pays { $cost } money for a decoration ({ $space }).
    }
events-rokoko-bonus_used = { $use ->
        [resource] { $paid ->
            [0] { $player } uses the bonus and takes 1 { $item ->
                [yarn] yarn
               *[lace] lace
            }.
           *[other] { $player } uses the bonus and buys 1 { $item ->
                [yarn] yarn
               *[lace] lace
            } for { $paid } money.
        }
        [pp] { $player } uses the bonus and pays { $paid } money for prestige points.
       *[money] { $gained ->
            [0] { $player } gains nothing from the bonus this time ({ $bonus }).
           *[other] { $player } receives { $gained } money from the bonus{ $bonus_id ->
                [start_gain_2] {""}
                [l1_gain_1] {""}
               *[other] {" "}({ $bonus })
            }.
        }
    }
events-rokoko-bonus_unusable = { $player } cannot use the bonus now ({ $bonus }).
events-rokoko-pp_gained = You gain { $pp ->
        [one] { $pp } prestige point
       *[other] { $pp } prestige points
    } ({ $bonus }).
events-rokoko-tile_drawn = { $price ->
        [0] { $player } draws a free resource tile from the supply.
       *[other] { $player } pays { $price } money and draws a resource tile from the supply.
    }
events-rokoko-tile_drawn_private = You draw a resource tile ({ $tile }).
events-rokoko-tiles_cashed_in = { $player } cashes in { $count ->
        [one] a resource tile
       *[other] { $count } resource tiles
    } for prestige points ({ $tiles }).
events-rokoko-income = { $player } receives { $money } money income.
events-rokoko-round_ended = Round { $round } is over.
events-rokoko-final_money = Final scoring: every 10 money becomes 1 prestige point.
events-rokoko-final_crowns = Final scoring: crown employees and the favour card are scored.
events-rokoko-final_halls = Final scoring: hall majorities.
events-rokoko-final_fireworks = Final scoring: fireworks majority.
events-rokoko-dress_to_terrace = { $player } moves the { $dress } to the terrace ({ $space }{ $multiplier ->
        [1] {""}
        [2] , where its points count twice
        [3] , where its points count three times
       *[other] , where its points count { $multiplier } times
    }).
events-rokoko-final_statues = Final scoring: statues.
events-rokoko-final_markers = Final scoring: dresses, decorations and the All-halls bonus.
events-rokoko-game_ended = { $count ->
        [one] The ball is over: { $winners } wins with { $pp ->
            [one] { $pp } prestige point
           *[other] { $pp } prestige points
        }.
       *[other] The ball is over: { $winners } share first place with { $pp ->
            [one] { $pp } prestige point
           *[other] { $pp } prestige points
        } each.
    }
events-rokoko-terrace_choice_started = Before the final scoring, whoever has more dresses in the King's hall than terrace spaces chooses which of them move there.
events-rokoko-terrace_chosen = { $player } chooses for the terrace: { $dress }.

## the game's name, /rules text and option labels (games.*, rules.*, options.*)
games-rokoko-name = Rokoko
rules-rokoko =
    { "*" }*Rokoko** — 2 to 5 players, 7 rounds. You run a tailor's workshop at the court of Versailles and dress the guests of the great ball.
    • Each round everyone secretly picks **three employees** from their cards; then, in turn, you play them one at a time. Each employee does one main action and then its own **bonus**.
    • Main actions: **claim the queen's favour** (5 money, start next round), **acquire resources** (a warehouse tile: silk, or yarn and lace), **make a dress** (pay its window cost, yarn, lace and silk; lend it to a guest in a hall, or sell it), **hire** a new employee (masters only), **dismiss** this employee, **fund a decoration** (fireworks, musician, statue, fountain). Masters can do everything, journeymen most, apprentices little — and only masters make master-only dresses or use master spaces.
    • At the end dresses in the halls, hall majorities, decorations, fireworks, the terrace, crown employees and leftover money bring prestige points; the most prestige wins.
    Press **Take your turn** on the newest board when it is your move (everyone chooses employees at the same time), and **My hand** to see your cards.
options-rokoko-board_side-name = Board side
options-rokoko-board_side-help = Which side of the board is used; by default it follows the number of players (2–3 or 4–5).
options-rokoko-board_side-auto = by player count
options-rokoko-board_side-2-3 = side for 2–3 players
options-rokoko-board_side-4-5 = side for 4–5 players
options-rokoko-start_player-name = Start player
options-rokoko-start_player-help = Who starts the first round.
options-rokoko-start_player-random = random
options-rokoko-start_player-0 = seat 1
options-rokoko-start_player-1 = seat 2
options-rokoko-start_player-2 = seat 3
options-rokoko-start_player-3 = seat 4
options-rokoko-start_player-4 = seat 5
options-rokoko-bonus_dress_master_made-name = Dress made by a bonus
options-rokoko-bonus_dress_master_made-help = Whether a dress made through a bonus counts as made by a master when the played card is a master.
options-rokoko-bonus_dress_master_made-played_card = as the played card
options-rokoko-bonus_dress_master_made-never = never master-made
options-rokoko-dismissed_card_counts_for_own_bonus-name = Dismissed employee still counted
options-rokoko-dismissed_card_counts_for_own_bonus-help = With yes, an employee dismissed by its own main action still counts among your employees for its own bonus that pays by the number of employees (never for the rule that you keep at least four).
options-rokoko-dismissed_card_counts_for_own_bonus-true = yes
options-rokoko-dismissed_card_counts_for_own_bonus-false = no
options-rokoko-hall_shared_first_runner_up-name = Shared first place in a hall
options-rokoko-hall_shared_first_runner_up-help = After a shared first place, does the next player still score the second value? The Czech rulebook says yes.
options-rokoko-hall_shared_first_runner_up-next = next player scores second (Czech rules)
options-rokoko-hall_shared_first_runner_up-none = nobody scores second
options-rokoko-open_prestige-name = Prestige points
options-rokoko-open_prestige-help = Whether everyone sees every player's prestige during the game.
options-rokoko-open_prestige-true = open
options-rokoko-open_prestige-false = hidden
