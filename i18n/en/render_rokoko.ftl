## render.rokoko
render-rokoko-seat_letters = ABCDE
render-rokoko-round = Round { $round }/7
render-rokoko-on_turn = On turn: { $name }
# $count: how many are named (Czech picks the verb's number by it; English needs no form)
render-rokoko-choosing = { $count ->
   *[other] Choosing cards: { $names }
}
render-rokoko-winner = Winner: { $names }
render-rokoko-winners = Winners: { $names }
render-rokoko-last_move = Latest move: { $name }
render-rokoko-rank_line = { $place }. { $name } ({ $pp } PP)
render-rokoko-score_item = { $what } { $pp }
render-rokoko-empty = empty
render-rokoko-hidden = hidden
render-rokoko-choosing_terrace = { $count ->
   *[other] Choosing for the terrace: { $names }
}

## render.rokoko.phase
render-rokoko-phase-select = Phase 2: choose cards
render-rokoko-phase-actions = Phase 3: actions
render-rokoko-phase-ended = Game over
render-rokoko-phase-terrace = Final scoring: terrace

## render.rokoko.hint
render-rokoko-hint-select = Everyone secretly takes 3 employees into hand. { $count ->
   *[other] Still choosing: { $names }.
}
render-rokoko-hint-actions = { $name } plays an employee: a main action, then its bonus.
render-rokoko-hint-in_play = { $name } plays: { $rank } – { $stage }.
render-rokoko-hint-stage_main = main action
render-rokoko-hint-stage_bonus = bonus
render-rokoko-hint-ended = Final scoring done. Prestige points (PP); ties: money left.
render-rokoko-hint-terrace = Who has more King's-hall dresses than terrace spaces chooses which move to the terrace: { $names }.

## render.rokoko.colour
render-rokoko-colour-yellow = yellow
render-rokoko-colour-green = green
render-rokoko-colour-red = red
render-rokoko-colour-blue = blue

## render.rokoko.colour_letter
render-rokoko-colour_letter-yellow = Y
render-rokoko-colour_letter-green = G
render-rokoko-colour_letter-red = R
render-rokoko-colour_letter-blue = B

## render.rokoko.dress
render-rokoko-dress-lady = Dress
render-rokoko-dress-gentleman = Coat

## render.rokoko.rank
render-rokoko-rank-master = Master
render-rokoko-rank-journeyman = Journeyman
render-rokoko-rank-apprentice = Apprentice

## render.rokoko.bonus
render-rokoko-bonus-none = No bonus
render-rokoko-bonus-start_buy_yarn_or_lace = Pay 1: 1 yarn or 1 lace
render-rokoko-bonus-start_extra_acquire = Extra Acquire resources
render-rokoko-bonus-start_gain_2 = +2 money
render-rokoko-bonus-l1_gain_1 = +1 money
render-rokoko-bonus-l1_dismiss_borrow = Dismiss another employee (no money), use its bonus
render-rokoko-bonus-l1_buy_random_tile = Pay 1: random resource tile
render-rokoko-bonus-l1_extra_acquire = Extra Acquire resources
render-rokoko-bonus-l1_free_random_tile = Free random resource tile
render-rokoko-bonus-l1_free_yarn_or_lace = Free 1 yarn or 1 lace
render-rokoko-bonus-l2_money_yellow_red = +1 money per yellow, +2 per red dress
render-rokoko-bonus-l2_make_dress_yg = Make a dress, 1 yellow/green silk less
render-rokoko-bonus-l2_dismiss_for_money = Dismiss another employee: 8/5/2 money
render-rokoko-bonus-l2_pp_per_2_decorations = 1 PP per 2 decorations
render-rokoko-bonus-l3_money_per_decoration = +1 money per decoration
render-rokoko-bonus-l3_pp_per_3_dresses = 1 PP per 3 dresses
render-rokoko-bonus-l3_fund_minus_5 = Fund a decoration, 5 cheaper
render-rokoko-bonus-l3_money_by_staff = Money by staff: 5-6 2, 7-8 6, 9-10 10, 11+ 14
render-rokoko-bonus-l4_money_by_staff = Money by staff: 5-6 1, 7-8 3, 9-10 5, 11+ 7
render-rokoko-bonus-l4_make_dress_red = Make a dress, up to 2 red silk less
render-rokoko-bonus-l4_money_green_pp_blue = +2 money per green, 1 PP per blue dress
render-rokoko-bonus-l4_buy_pp_4 = Buy PP: 4 money each
render-rokoko-bonus-l5_money_per_dress = +1 money per dress
render-rokoko-bonus-l5_pp_per_2_decorations = 1 PP per 2 decorations
render-rokoko-bonus-l5_pp_per_2_dresses = 1 PP per 2 dresses
render-rokoko-bonus-l5_cash_in_silk = Cash in tiles: PP for silk
render-rokoko-bonus-l6_buy_pp_3 = Buy PP: 3 money each
render-rokoko-bonus-l6_fund_minus_10 = Fund a decoration, 10 cheaper
render-rokoko-bonus-crown_staff = End: PP by staff 5-6 2, 7-8 5, 9-10 8, 11+ 11
render-rokoko-bonus-crown_yarn_lace = End: 3 PP per yarn + lace pair
render-rokoko-bonus-crown_master_spaces = End: 3 PP per 2 dresses on master spaces
render-rokoko-bonus-crown_couples = End: 2 PP per lady + gentleman pair

## render.rokoko.title
render-rokoko-title-display = Dress display · money to make it above each dress
render-rokoko-title-warehouse = Warehouse · resource tiles
render-rokoko-title-section = Section { $n }
render-rokoko-title-price = price
render-rokoko-title-hire = Employee offer
render-rokoko-title-hire_price = hire price now
render-rokoko-title-hire_deck = deck: { $n }
render-rokoko-title-fireworks = Terrace & fireworks
render-rokoko-title-fountain = Fountain
render-rokoko-title-fountain_upper = Upper row: +1 money per decoration
render-rokoko-title-fountain_lower = Lower row: +1 money per dress
render-rokoko-title-statues = Statues · sets of colours
render-rokoko-title-all_halls = All halls
render-rokoko-title-favour = Queen's favour
render-rokoko-title-favour_free = free: +5 money, start next round
render-rokoko-title-favour_taken = taken by
render-rokoko-title-hall = Hall { $n }
render-rokoko-title-royal = King's hall
render-rokoko-title-majority = majority
render-rokoko-title-musician = musician
render-rokoko-title-supply = supplies

## render.rokoko.window
render-rokoko-window-cleared = cleared next round

## render.rokoko.panel
render-rokoko-panel-on_turn = On turn
render-rokoko-panel-choosing = Choosing
render-rokoko-panel-done = Chosen
render-rokoko-panel-start = Start player
render-rokoko-panel-favour = Favour
render-rokoko-panel-place = { ORDINAL($place) } place
render-rokoko-panel-money = money
render-rokoko-panel-tiles = tiles
render-rokoko-panel-supply = supply
render-rokoko-panel-hand = hand
render-rokoko-panel-discard = discard
render-rokoko-panel-played = Played this round:
render-rokoko-panel-nothing = nothing yet
render-rokoko-panel-pp = PP
render-rokoko-panel-dresses = dresses { $n }
render-rokoko-panel-decorations = decor. { $n }

## render.rokoko.legend
render-rokoko-legend-money = money
render-rokoko-legend-prestige = prestige (PP)
render-rokoko-legend-yarn = yarn
render-rokoko-legend-lace = lace
render-rokoko-legend-tiles = resource tiles
render-rokoko-legend-master = master space (master-made dress only)
render-rokoko-legend-reward = reward when a dress is placed
render-rokoko-legend-last = latest move
render-rokoko-legend-letters = letters = players

## render.rokoko.private
render-rokoko-private-title = { $name }'s workshop
render-rokoko-private-your_turn = Your turn
render-rokoko-private-choose = Choose cards for your hand ({ $n } left)
render-rokoko-private-waiting = Waiting: { $name } is on turn
render-rokoko-private-not_your_turn = Not your turn
render-rokoko-private-ended = Game over: { ORDINAL($place) } place, { $pp } PP
render-rokoko-private-hand = Hand
render-rokoko-private-supply = Supply (face down, only you see it)
render-rokoko-private-discard = Discard pile (face up)
render-rokoko-private-tiles = Kept resource tiles
render-rokoko-private-silk_total = Silk in total
render-rokoko-private-prestige = Prestige so far
render-rokoko-private-resources = Money, yarn, lace
render-rokoko-private-pending = Drawn tile: keep or convert
render-rokoko-private-empty = none

## render.rokoko.score
render-rokoko-score-play = during play
render-rokoko-score-money = money
render-rokoko-score-crown = crown cards
render-rokoko-score-favour = favour
render-rokoko-score-halls = halls
render-rokoko-score-fireworks = fireworks
render-rokoko-score-statues = statues
render-rokoko-score-dresses = dresses
render-rokoko-score-terrace = terrace
render-rokoko-score-decorations = decorations
render-rokoko-score-all_halls = all halls
render-rokoko-summary-figures = Money { $money } · Prestige { $pp }
render-rokoko-summary-money = Money { $money }
render-rokoko-summary-final = Prestige { $pp }
