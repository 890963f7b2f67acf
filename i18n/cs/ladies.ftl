## ladies.role
ladies-role-lady = dáma
ladies-role-gentleman = gentleman
ladies-role-courtesan = kurtizána

## ladies.type
ladies-type-clothing = oděvy
ladies-type-accessory = doplňky
ladies-type-jewel = šperky
ladies-type-servant = služebné

## ladies.category
ladies-category-clothing = oděv
ladies-category-accessory = doplněk
ladies-category-jewel = šperk
ladies-category-servant = služebná

## ladies.kind
ladies-kind-coal = uhlí
ladies-kind-cotton = bavlna
ladies-kind-gems = drahé kameny
ladies-kind-wheat = pšenice
ladies-kind-tea = čaj
ladies-kind-gold = zlatá cihla

## ladies.kinds
ladies-kinds-coal = uhlí
ladies-kinds-cotton = bavlna
ladies-kinds-gems = drahé kameny
ladies-kinds-wheat = pšenice
ladies-kinds-tea = čaj
ladies-kinds-gold = zlatá cihla

## ladies.token
ladies-token-coal = uhlí
ladies-token-cotton = bavlna
ladies-token-gems = drahé kameny
ladies-token-wheat = pšenice
ladies-token-tea = čaj
ladies-token-gold = zlatá cihla
ladies-token-o1 = žeton pořadí 1
ladies-token-o2 = žeton pořadí 2
ladies-token-o3 = žeton pořadí 3
ladies-token-o4 = žeton pořadí 4
ladies-token-o5 = žeton pořadí 5

## ladies.boutique
ladies-boutique-L_26_K = L&K
ladies-boutique-QueenShop = Queen Shop
ladies-boutique-Emporium = Emporium
ladies-boutique-Spencer = Spencer
ladies-boutique-Victorian = Victorian

## ladies.designer
ladies-designer-JpG = Jean-Paul Gantiez
ladies-designer-LL = Lolo LaBanne
ladies-designer-MC = Mélanie Canel

## ladies.bonus
ladies-bonus-elegance = body elegance
ladies-bonus-goods = žetony zboží navíc
ladies-bonus-discount = sleva 50 % na jeden večer
ladies-bonus-servants = služebné zdarma

## ladies.reason
ladies-reason-sale = prodej
ladies-reason-contract = kontrakt

## ladies.prompt
ladies-prompt-craftsman = Kterou kartu řemeslníka dnes položíte před svůj butik?
ladies-prompt-window = Kterou kartu vystavíte ve výloze butiku { $boutique }? Ostatní leží lícem dolů pod ní.
ladies-prompt-visit = Který butik dnes odpoledne navštívíte? Vaše vizitka zůstane skrytá, dokud nezvolí všechny dámy.
ladies-prompt-shop_pick = { $boutique }: v nabídce { $count ->
    [one] je { $count } karta
    [few] jsou { $count } karty
   *[other] je { $count } karet
}. Vezměte si jednu kartu, nebo odmítněte a butik opusťte.
ladies-prompt-shop_take_servant = V butiku { $boutique } nikdo jiný nenakupuje (v nabídce { $count ->
    [one] je { $count } karta
    [few] jsou { $count } karty
   *[other] je { $count } karet
}). Nejprve si můžete vzít jednu služebnou; víc jich za odpoledne nejde. Kterou si vezmete?
ladies-prompt-shop_take = V butiku { $boutique } nikdo jiný nenakupuje (v nabídce { $count ->
    [one] je { $count } karta
    [few] jsou { $count } karty
   *[other] je { $count } karet
}). Vezměte si, které karty chcete.
ladies-prompt-exchange_ready = Burza se brzy otevře. Jste připraven?
ladies-prompt-exchange_look = Který žeton otočíte? (zboží ponechané dnes ráno: { $kept } z { $limit })
ladies-prompt-exchange_keep = Na pozici { $slot } je { $token }. Necháte si žeton, nebo ho vrátíte? (zboží ponechané dnes ráno: { $kept } z { $limit })
ladies-prompt-exchange_tick = Kolo burzy { $tick }: na který žeton se podíváte? (ponechané zboží: { $kept } z { $limit })
ladies-prompt-exchange_wait = V tomto kole pro vás není volný žádný žeton.
ladies-prompt-trade = Jste na řadě na trhu: prodávejte zboží, plňte kontrakty, nebo tah ukončete.
ladies-prompt-fulfil_gold = Kontrakt { $contract }: které zboží nahradí vaše zlaté cihly?
ladies-prompt-fulfil_confirm = Splnit kontrakt { $contract }?
ladies-prompt-fulfil_reward = Kontrakt { $contract } plníte jako první: vezmete si prémii, nebo bonus?
ladies-prompt-courtesan_trim = { $limit ->
    [one] Ponechte si nejvýše { $limit } nákup; ostatní se vrátí do balíčků.
    [few] Ponechte si nejvýše { $limit } nákupy; ostatní se vrátí do balíčků.
   *[other] Ponechte si nejvýše { $limit } nákupů; ostatní se vrátí do balíčků.
}
ladies-prompt-courtesan_give = Kterému gentlemanovi předáte { $card }?
ladies-prompt-gossip_discard = Váš butik nikdo nenavštívil. Odhodíte místo nákupu za poloviční cenu jednu svou kartu pomluvy?
ladies-prompt-plan_discount = Využijete dnes večer slevu z kontraktu { $contract } ({ $category })? Zatím naplánováno: { MONEY($total) } z vašich { MONEY($money) }.
ladies-prompt-plan_bill = Účet: { $card } ({ $category }, { MONEY($price) }). Zatím naplánováno: { MONEY($total) } z vašich { MONEY($money) }.
ladies-prompt-plan_window = Butik vaší dámy nikdo nenavštívil: koupíte kartu z výlohy { $card } za { MONEY($half) }? Zatím naplánováno: { MONEY($total) } z vašich { MONEY($money) }.
ladies-prompt-plan_court = Kurtizána vám předává { $card } ({ $category }, { MONEY($price) }). Zatím naplánováno: { MONEY($total) } z vašich { MONEY($money) }.
ladies-prompt-plan_bill_hidden = Účet: služebná lícem dolů ({ MONEY($price) }). Zatím naplánováno: { MONEY($total) } z vašich { MONEY($money) }.
ladies-prompt-plan_court_hidden = Kurtizána vám předává služebnou lícem dolů ({ MONEY($price) }). Zatím naplánováno: { MONEY($total) } z vašich { MONEY($money) }.
ladies-prompt-plan_confirm = Váš večer stojí { MONEY($total) } z vašich { MONEY($money) }. Potvrdit?
ladies-prompt-gossip_give = Předáte kartu pomluvy jiné dámě?
ladies-prompt-gossip_to = Které dámě předáte kartu pomluvy { $number }?
ladies-prompt-ball_designer = Ve vaší garderóbě jsou karty všech tří návrhářů. Karet kterého z nich se vzdáte?

## ladies.option
ladies-option-craftsman = { $n ->
    [one] { $type }: { $n } karta
    [few] { $type }: { $n } karty
   *[other] { $type }: { $n } karet
}
ladies-option-card = { $card }
ladies-option-boutique = { $boutique }
ladies-option-decline = Odmítnout (opustit butik)
ladies-option-no_servant = Žádnou služebnou
ladies-option-take_nothing = Nic si nevzít
ladies-option-ready = Připraven
ladies-option-keep = Ponechat: { $token }
ladies-option-put_back = Vrátit: { $token }
ladies-option-finish = Vzít poslední žeton pořadí
ladies-option-slot = Pozice { $slot }
ladies-option-slot_group = Pozice { $first }–{ $last }
ladies-option-wait = Čekat
ladies-option-sell = Prodat { $kind_id ->
    [cotton] bavlnu
    [wheat] pšenici
    [gold] zlatou cihlu
   *[other] { $kind }
} ({ MONEY($price) })
ladies-option-fulfil = Splnit kontrakt { $contract } ({ MONEY($payout) })
ladies-option-fulfil_confirm = Splnit { $contract }
ladies-option-gold_for = Zlato místo: { $kinds }
ladies-option-reward_premium = Vzít prémii
ladies-option-reward_bonus = Vzít bonus ({ $bonus })
ladies-option-goods_bonus = Využít bonus zboží z kontraktu { $contract }
ladies-option-end_trade = Ukončit tah
ladies-option-gentleman = { $player }
ladies-option-lady = { $player }
ladies-option-gossip_card = Karta pomluvy { $number }
ladies-option-give_gossip = Předat kartu pomluvy…
# the button under My hand that opens the same decision beside the turn order (R134)
ladies-side_action-gossip_give = { ladies-option-give_gossip }
ladies-option-leave_discount = Ponechat si karty; nákup přenechat gentlemanovi
ladies-option-pass = Vynechat
ladies-option-plan_use = Využít
ladies-option-plan_skip = Dnes ne
ladies-option-plan_pay = Zaplatit
ladies-option-plan_defer = Zaplatit 100 £ a odložit
ladies-option-plan_refuse = Odmítnout
ladies-option-plan_buy = Koupit za poloviční cenu
ladies-option-plan_return = Vrátit kurtizáně
ladies-option-confirm = Potvrdit
ladies-option-start_over = Začít znovu
ladies-option-drop_designer = Vzdát se návrháře: { $designer } (celkem { $total })

## ladies.about: what an option does and costs (a select option's description, at most 100 characters)
ladies-about-craftsman = Váš butik si dnes lízne tyto karty; pak vyberete, kterou vystaví ve výloze
ladies-about-card = { $use_id ->
        [window] Lícem nahoru ve výloze vašeho butiku; ostatní líznuté karty leží lícem dolů pod ní
        [take] Váš nákup; účet za něj přijde večer
        [take_set] Váš nákup; účet za něj přijde večer
       *[pick] Vybraná zůstane vaše; nevybrané karty se vrátí do balíčků
    }
ladies-about-boutique = Vaše tajná odpolední návštěva; návštěvy všech dam se odhalí najednou
ladies-about-decline = Už si nic nevezmete a dnes tento butik opustíte
ladies-about-no_servant = Z tohoto butiku si služebnou nevezmete
ladies-about-take_nothing = Karta zůstane, kde je; nic se neúčtuje
ladies-about-ready = Jste připraven; burza se otevře, až budou připraveni všichni gentlemani
ladies-about-keep = { $token_id ->
        [order] Vaše místo v dnešním pořadí tahů; vaše hledání na burze končí
       *[goods] Zboží je vaše k prodeji či dodání; počítá se do dnešního limitu
    }
ladies-about-put_back = Vrátí se lícem dolů, aby je našli ostatní; hledáte dál
ladies-about-finish = Hledání končíte posledním žetonem pořadí: poslední místo v pořadí tahů
ladies-about-slot = Otočíte tento žeton lícem nahoru a uvidíte, co je zač
ladies-about-slot_group = Pak vyberete jeden z těchto žetonů lícem dolů
ladies-about-wait = Teď nelze otočit žádný žeton; čekáte, až někdo nějaký vrátí
ladies-about-sell = O jedno zboží ({ $kind }) méně, prodané za dnešní tržní cenu
ladies-about-fulfil = Za jeho zboží dostanete výplatu; kdo ho splní první, dostane víc
ladies-about-fulfil_confirm = Zboží odevzdáte a výplata z kontraktu je vaše
ladies-about-gold_for = Zlato v kontraktu nahradí toto zboží
ladies-about-reward_premium = Prémie v penězích navíc k výplatě, místo bonusu
ladies-about-reward_bonus = Bonus z kontraktu navíc k výplatě, místo prémie
ladies-about-goods_bonus = Vylosuje vám zboží ze zásoby; karta se pak odhodí
ladies-about-end_trade = Dnes už nic neprodáte ani nesplníte
ladies-about-gentleman = Večer mu kartu nabídnete: zaplatí za ni, nebo vám ji vrátí
ladies-about-lady = Dostane kartu pomluvy; na plese ji může stát body
ladies-about-gossip_card = { $use_id ->
        [gossip_discard] Odhozená už nikomu neublíží; gentleman nekoupí kartu z výlohy za poloviční cenu
       *[give] Pak vyberete dámu, která ji dostane
    }
ladies-about-give_gossip = Vyberete kartu pomluvy a dámu, která ji dostane
ladies-about-leave_discount = Karty pomluvy vám zůstanou; gentleman smí koupit kartu z výlohy za polovinu
ladies-about-pass = Žádnou kartu pomluvy nepředáte
ladies-about-plan_use = Poloviční sleva z kontraktu sníží dnešní účty{ $then ->
        [settle] ; tím je plán hotový
       *[next] {""}
    }
ladies-about-plan_skip = Dnes večer se nic nekoupí ani nevyužije{ $then ->
        [settle] ; tím je plán hotový
       *[next] {""}
    }
ladies-about-plan_pay = Zaplatíte { MONEY($price) } a karta zůstane{ $then ->
        [settle] ; tím je plán hotový
       *[next] {""}
    }
ladies-about-plan_defer = Teď zaplatíte { MONEY($price) } a účet se vrátí zítra večer{ $then ->
        [settle] ; tím je plán hotový
       *[next] {""}
    }
ladies-about-plan_refuse = Nic nezaplatíte a dáma o kartu přijde{ $then ->
        [settle] ; tím je plán hotový
       *[next] {""}
    }
ladies-about-plan_buy = Zaplatíte { MONEY($price) }, polovinu ceny, a karta z výlohy patří vaší dámě{ $then ->
        [settle] ; tím je plán hotový
       *[next] {""}
    }
ladies-about-plan_return = Nic nezaplatíte a karta se vrací{ $then ->
        [settle] ; tím je plán hotový
       *[next] {""}
    }
ladies-about-confirm = Večerní účty se zaplatí podle plánu
ladies-about-start_over = Plán se zahodí; o každém účtu rozhodnete znovu
ladies-about-drop_designer = Tyto karty se na plese ve vašem šatníku už nepočítají

## ladies.illegal
ladies-illegal-already_fulfilled = Kontrakt { $contract } jste už splnil.
ladies-illegal-already_holding = Nejdřív si žeton, který držíte, nechte, nebo ho vraťte.
ladies-illegal-choose_reward = První, kdo kontrakt splní, volí prémii, nebo bonus.
ladies-illegal-courtesan_quota = Musíte zaplatit nejméně tolik karet své dámě jako kurtizáně.
ladies-illegal-exchange_done = Žeton pořadí už máte.
ladies-illegal-first_pick_mandatory = V prvním kole si kartu vzít musíte.
ladies-illegal-game_over = Hra skončila.
ladies-illegal-goods_limit_reached = Dnes ráno jste si už nechal 3 žetony zboží.
ladies-illegal-gossip_condition_false = Podmínka karty pomluvy { $card } neplatí.
ladies-illegal-gossip_once_a_day = Dnes jste už kartu pomluvy předala.
ladies-illegal-holding_nothing = Nedržíte žádný žeton.
ladies-illegal-keep_at_most = { $count ->
    [one] Ponechte si nejvýše { $count } kartu.
    [few] Ponechte si nejvýše { $count } karty.
   *[other] Ponechte si nejvýše { $count } karet.
}
ladies-illegal-keep_or_put_back = Žeton, který držíte, si nechte, nebo ho vraťte.
ladies-illegal-missing_goods = Na kontrakt { $contract } nemáte potřebné zboží.
ladies-illegal-no_look_now = V tomto tahu se na další žeton podívat nemůžete.
ladies-illegal-no_such_bonus = Takovou kartu bonusu nemáte.
ladies-illegal-no_such_goods = Nemáte { $kind }.
ladies-illegal-not_a_gentleman = Kartu předejte gentlemanovi.
ladies-illegal-not_a_lady = Pomluva se předává jiné dámě.
ladies-illegal-no_deferral_last_evening = Poslední večer už nelze odkládat: účet zaplaťte, nebo ho odmítněte.
ladies-illegal-not_enough_money = Na to nemáte dost peněz.
ladies-illegal-not_first = Prémii či bonus dostává jen první, kdo kontrakt splní.
ladies-illegal-not_in_hand = Tuto kartu nemáte v ruce.
ladies-illegal-not_in_offer = Tato karta v nabídce není.
ladies-illegal-not_in_this_mode = Tato akce patří k jinému režimu burzy.
ladies-illegal-not_last = Poslední žeton pořadí si smí vzít jen poslední hledající gentleman.
ladies-illegal-not_now = To nyní není možné.
ladies-illegal-not_your_turn = Nejste na tahu.
ladies-illegal-plan_choice = Taková odpověď není na výběr.
ladies-illegal-plan_item = Rozhodujte o účtech popořadě.
ladies-illegal-plan_unfinished = Nejprve rozhodněte o všech účtech.
ladies-illegal-servant_limit = Za odpoledne si smíte vzít jen jednu kartu služebné.
ladies-illegal-slot_unavailable = Pozice { $slot } už není volná.
ladies-illegal-too_early = Tento časový limit ještě neuplynul.
ladies-illegal-unknown_action = Neznámá akce.
ladies-illegal-unknown_boutique = Neznámý butik.
ladies-illegal-unknown_card = Neznámá karta.
ladies-illegal-unknown_contract = Neznámý kontrakt.
ladies-illegal-unknown_deadline = Neznámý časový limit.
ladies-illegal-unknown_designer = Neznámý návrhář.
ladies-illegal-unknown_slot = Neznámá pozice.

## ladies.card
ladies-card-A01 = vějíř (JpG, ★, 300 £)
ladies-card-A02 = vějíř (bez návrháře, ★, 200 £)
ladies-card-A03 = vějíř (MC, ★★, 500 £)
ladies-card-A04 = vějíř (LL, ★★★, 800 £)
ladies-card-A05 = vějíř (MC, ★★★★, 1 100 £)
ladies-card-A06 = kabelka (bez návrháře, ★, 200 £)
ladies-card-A07 = kabelka (JpG, ★★, 500 £)
ladies-card-A08 = kabelka (MC, ★★, 500 £)
ladies-card-A09 = kabelka (LL, ★★★, 800 £)
ladies-card-A10 = kabelka (JpG, ★★★★, 1 100 £)
ladies-card-A11 = zrcátko (LL, ★, 300 £)
ladies-card-A12 = zrcátko (bez návrháře, ★, 200 £)
ladies-card-A13 = zrcátko (JpG, ★★, 500 £)
ladies-card-A14 = zrcátko (MC, ★★★, 800 £)
ladies-card-A15 = zrcátko (LL+MC, ★★★★, 1 200 £)
ladies-card-A16 = slunečník (MC, ★, 300 £)
ladies-card-A17 = slunečník (LL, ★★, 500 £)
ladies-card-A18 = slunečník (bez návrháře, ★★, 400 £)
ladies-card-A19 = slunečník (JpG, ★★★, 800 £)
ladies-card-A20 = slunečník (JpG+MC, ★★★, 900 £)
ladies-card-A21 = boty (JpG+LL, ★★, 600 £)
ladies-card-A22 = boty (LL, ★★, 500 £)
ladies-card-A23 = boty (JpG, ★★★, 800 £)
ladies-card-A24 = boty (MC, ★★★, 800 £)
ladies-card-A25 = boty (LL, ★★★★, 1 100 £)
ladies-card-C01 = kabát (MC, ★, 300 £)
ladies-card-C02 = kabát (bez návrháře, ★, 200 £)
ladies-card-C03 = kabát (JpG, ★★★, 800 £)
ladies-card-C04 = kabát (LL, ★★★, 800 £)
ladies-card-C05 = kabát (MC, ★★★★, 1 100 £)
ladies-card-C06 = šaty (bez návrháře, ★, 200 £)
ladies-card-C07 = šaty (JpG, ★★, 500 £)
ladies-card-C08 = šaty (LL, ★★, 500 £)
ladies-card-C09 = šaty (MC, ★★, 500 £)
ladies-card-C10 = šaty (MC, ★★★, 800 £)
ladies-card-C11 = šaty (JpG, ★★★★, 1 100 £)
ladies-card-C12 = šaty (LL, ★★★★, 1 100 £)
ladies-card-C13 = šaty (LL+MC, ★★★★, 1 200 £)
ladies-card-C14 = rukavice (JpG, ★, 300 £)
ladies-card-C15 = rukavice (JpG+LL, ★★, 600 £)
ladies-card-C16 = rukavice (LL, ★★, 500 £)
ladies-card-C17 = rukavice (MC, ★★, 500 £)
ladies-card-C18 = rukavice (bez návrháře, ★★, 400 £)
ladies-card-C19 = rukavice (JpG, ★★★, 800 £)
ladies-card-C20 = klobouk (LL, ★, 300 £)
ladies-card-C21 = klobouk (bez návrháře, ★, 200 £)
ladies-card-C22 = klobouk (JpG, ★★, 500 £)
ladies-card-C23 = klobouk (JpG+MC, ★★★, 900 £)
ladies-card-C24 = klobouk (LL, ★★★, 800 £)
ladies-card-C25 = klobouk (MC, ★★★, 800 £)
ladies-card-J01 = brož (bez návrháře, ★, 300 £)
ladies-card-J02 = brož (bez návrháře, ★, 300 £)
ladies-card-J03 = brož (bez návrháře, ★★, 500 £)
ladies-card-J04 = brož (bez návrháře, ★★, 500 £)
ladies-card-J05 = brož (bez návrháře, ★★★, 800 £)
ladies-card-J06 = brož (bez návrháře, ★★★★, 1 100 £)
ladies-card-J07 = náušnice (bez návrháře, ★, 300 £)
ladies-card-J08 = náušnice (bez návrháře, ★★, 500 £)
ladies-card-J09 = náušnice (bez návrháře, ★★, 500 £)
ladies-card-J10 = náušnice (bez návrháře, ★★★, 800 £)
ladies-card-J11 = náušnice (bez návrháře, ★★★, 800 £)
ladies-card-J12 = náušnice (bez návrháře, ★★★★, 1 100 £)
ladies-card-J13 = náhrdelník (bez návrháře, ★, 300 £)
ladies-card-J14 = náhrdelník (bez návrháře, ★, 300 £)
ladies-card-J15 = náhrdelník (bez návrháře, ★★, 500 £)
ladies-card-J16 = náhrdelník (bez návrháře, ★★, 500 £)
ladies-card-J17 = náhrdelník (bez návrháře, ★★★, 800 £)
ladies-card-J18 = náhrdelník (bez návrháře, ★★★, 800 £)
ladies-card-J19 = náhrdelník (bez návrháře, ★★★★, 1 100 £)
ladies-card-J20 = diadém (bez návrháře, ★, 300 £)
ladies-card-J21 = diadém (bez návrháře, ★★, 500 £)
ladies-card-J22 = diadém (bez návrháře, ★★, 500 £)
ladies-card-J23 = diadém (bez návrháře, ★★★, 800 £)
ladies-card-J24 = diadém (bez návrháře, ★★★, 800 £)
ladies-card-J25 = diadém (bez návrháře, ★★★★, 1 100 £)
ladies-card-S01 = Abigale (služebná, 200 £)
ladies-card-S02 = Agnes (služebná, 200 £)
ladies-card-S03 = Ann (služebná, 200 £)
ladies-card-S04 = Bessie (služebná, 200 £)
ladies-card-S05 = Edith (služebná, 200 £)
ladies-card-S06 = Edwina (služebná, 200 £)
ladies-card-S07 = Eleanor (služebná, 200 £)
ladies-card-S08 = Georgia (služebná, 200 £)
ladies-card-S09 = Lenora (služebná, 200 £)
ladies-card-S10 = Margaret (služebná, 200 £)
ladies-card-S11 = Martha (služebná, 200 £)
ladies-card-S12 = Mary (služebná, 200 £)
ladies-card-S13 = Myrthe (služebná, 200 £)
ladies-card-S14 = Nancy (služebná, 200 £)
ladies-card-S15 = Nelly (služebná, 200 £)
ladies-card-S16 = Nora (služebná, 200 £)
ladies-card-S17 = Permelia (služebná, 200 £)
ladies-card-S18 = Rowena (služebná, 200 £)
ladies-card-S19 = Victoria (služebná, 200 £)
ladies-card-S20 = Vivian (služebná, 200 £)

## ladies.cards
ladies-cards-A01 = vějíř (JpG, ★, 300 £)
ladies-cards-A02 = vějíř (bez návrháře, ★, 200 £)
ladies-cards-A03 = vějíř (MC, ★★, 500 £)
ladies-cards-A04 = vějíř (LL, ★★★, 800 £)
ladies-cards-A05 = vějíř (MC, ★★★★, 1 100 £)
ladies-cards-A06 = kabelka (bez návrháře, ★, 200 £)
ladies-cards-A07 = kabelka (JpG, ★★, 500 £)
ladies-cards-A08 = kabelka (MC, ★★, 500 £)
ladies-cards-A09 = kabelka (LL, ★★★, 800 £)
ladies-cards-A10 = kabelka (JpG, ★★★★, 1 100 £)
ladies-cards-A11 = zrcátko (LL, ★, 300 £)
ladies-cards-A12 = zrcátko (bez návrháře, ★, 200 £)
ladies-cards-A13 = zrcátko (JpG, ★★, 500 £)
ladies-cards-A14 = zrcátko (MC, ★★★, 800 £)
ladies-cards-A15 = zrcátko (LL+MC, ★★★★, 1 200 £)
ladies-cards-A16 = slunečník (MC, ★, 300 £)
ladies-cards-A17 = slunečník (LL, ★★, 500 £)
ladies-cards-A18 = slunečník (bez návrháře, ★★, 400 £)
ladies-cards-A19 = slunečník (JpG, ★★★, 800 £)
ladies-cards-A20 = slunečník (JpG+MC, ★★★, 900 £)
ladies-cards-A21 = boty (JpG+LL, ★★, 600 £)
ladies-cards-A22 = boty (LL, ★★, 500 £)
ladies-cards-A23 = boty (JpG, ★★★, 800 £)
ladies-cards-A24 = boty (MC, ★★★, 800 £)
ladies-cards-A25 = boty (LL, ★★★★, 1 100 £)
ladies-cards-C01 = kabát (MC, ★, 300 £)
ladies-cards-C02 = kabát (bez návrháře, ★, 200 £)
ladies-cards-C03 = kabát (JpG, ★★★, 800 £)
ladies-cards-C04 = kabát (LL, ★★★, 800 £)
ladies-cards-C05 = kabát (MC, ★★★★, 1 100 £)
ladies-cards-C06 = šaty (bez návrháře, ★, 200 £)
ladies-cards-C07 = šaty (JpG, ★★, 500 £)
ladies-cards-C08 = šaty (LL, ★★, 500 £)
ladies-cards-C09 = šaty (MC, ★★, 500 £)
ladies-cards-C10 = šaty (MC, ★★★, 800 £)
ladies-cards-C11 = šaty (JpG, ★★★★, 1 100 £)
ladies-cards-C12 = šaty (LL, ★★★★, 1 100 £)
ladies-cards-C13 = šaty (LL+MC, ★★★★, 1 200 £)
ladies-cards-C14 = rukavice (JpG, ★, 300 £)
ladies-cards-C15 = rukavice (JpG+LL, ★★, 600 £)
ladies-cards-C16 = rukavice (LL, ★★, 500 £)
ladies-cards-C17 = rukavice (MC, ★★, 500 £)
ladies-cards-C18 = rukavice (bez návrháře, ★★, 400 £)
ladies-cards-C19 = rukavice (JpG, ★★★, 800 £)
ladies-cards-C20 = klobouk (LL, ★, 300 £)
ladies-cards-C21 = klobouk (bez návrháře, ★, 200 £)
ladies-cards-C22 = klobouk (JpG, ★★, 500 £)
ladies-cards-C23 = klobouk (JpG+MC, ★★★, 900 £)
ladies-cards-C24 = klobouk (LL, ★★★, 800 £)
ladies-cards-C25 = klobouk (MC, ★★★, 800 £)
ladies-cards-J01 = brož (bez návrháře, ★, 300 £)
ladies-cards-J02 = brož (bez návrháře, ★, 300 £)
ladies-cards-J03 = brož (bez návrháře, ★★, 500 £)
ladies-cards-J04 = brož (bez návrháře, ★★, 500 £)
ladies-cards-J05 = brož (bez návrháře, ★★★, 800 £)
ladies-cards-J06 = brož (bez návrháře, ★★★★, 1 100 £)
ladies-cards-J07 = náušnice (bez návrháře, ★, 300 £)
ladies-cards-J08 = náušnice (bez návrháře, ★★, 500 £)
ladies-cards-J09 = náušnice (bez návrháře, ★★, 500 £)
ladies-cards-J10 = náušnice (bez návrháře, ★★★, 800 £)
ladies-cards-J11 = náušnice (bez návrháře, ★★★, 800 £)
ladies-cards-J12 = náušnice (bez návrháře, ★★★★, 1 100 £)
ladies-cards-J13 = náhrdelník (bez návrháře, ★, 300 £)
ladies-cards-J14 = náhrdelník (bez návrháře, ★, 300 £)
ladies-cards-J15 = náhrdelník (bez návrháře, ★★, 500 £)
ladies-cards-J16 = náhrdelník (bez návrháře, ★★, 500 £)
ladies-cards-J17 = náhrdelník (bez návrháře, ★★★, 800 £)
ladies-cards-J18 = náhrdelník (bez návrháře, ★★★, 800 £)
ladies-cards-J19 = náhrdelník (bez návrháře, ★★★★, 1 100 £)
ladies-cards-J20 = diadém (bez návrháře, ★, 300 £)
ladies-cards-J21 = diadém (bez návrháře, ★★, 500 £)
ladies-cards-J22 = diadém (bez návrháře, ★★, 500 £)
ladies-cards-J23 = diadém (bez návrháře, ★★★, 800 £)
ladies-cards-J24 = diadém (bez návrháře, ★★★, 800 £)
ladies-cards-J25 = diadém (bez návrháře, ★★★★, 1 100 £)
ladies-cards-S01 = Abigale (služebná, 200 £)
ladies-cards-S02 = Agnes (služebná, 200 £)
ladies-cards-S03 = Ann (služebná, 200 £)
ladies-cards-S04 = Bessie (služebná, 200 £)
ladies-cards-S05 = Edith (služebná, 200 £)
ladies-cards-S06 = Edwina (služebná, 200 £)
ladies-cards-S07 = Eleanor (služebná, 200 £)
ladies-cards-S08 = Georgia (služebná, 200 £)
ladies-cards-S09 = Lenora (služebná, 200 £)
ladies-cards-S10 = Margaret (služebná, 200 £)
ladies-cards-S11 = Martha (služebná, 200 £)
ladies-cards-S12 = Mary (služebná, 200 £)
ladies-cards-S13 = Myrthe (služebná, 200 £)
ladies-cards-S14 = Nancy (služebná, 200 £)
ladies-cards-S15 = Nelly (služebná, 200 £)
ladies-cards-S16 = Nora (služebná, 200 £)
ladies-cards-S17 = Permelia (služebná, 200 £)
ladies-cards-S18 = Rowena (služebná, 200 £)
ladies-cards-S19 = Victoria (služebná, 200 £)
ladies-cards-S20 = Vivian (služebná, 200 £)

## ladies.item
ladies-item-dress = šaty
ladies-item-coat = kabát
ladies-item-hat = klobouk
ladies-item-gloves = rukavice
ladies-item-handbag = kabelka
ladies-item-mirror = zrcátko
ladies-item-parasol = slunečník
ladies-item-fan = vějíř
ladies-item-shoes = boty
ladies-item-tiara = diadém
ladies-item-necklace = náhrdelník
ladies-item-brooch = brož
ladies-item-earrings = náušnice

## ladies.contract: a contract by the goods it asks for, as its card shows them
ladies-contract-K01 = bavlna + pšenice
ladies-contract-K02 = uhlí + čaj
ladies-contract-K03 = drahé kameny + pšenice
ladies-contract-K04 = bavlna + čaj
ladies-contract-K05 = 2× uhlí + drahé kameny
ladies-contract-K06 = čaj + 2× pšenice
ladies-contract-K07 = bavlna + drahé kameny + čaj
ladies-contract-K08 = uhlí + bavlna + pšenice
ladies-contract-K09 = 2× drahé kameny + čaj
ladies-contract-K10 = uhlí + bavlna + drahé kameny + pšenice
ladies-contract-K11 = uhlí + 2× čaj + pšenice
ladies-contract-K12 = 2× bavlna + drahé kameny + čaj
ladies-contract-K13 = 2× uhlí + 2× drahé kameny
ladies-contract-K14 = bavlna + drahé kameny + čaj + pšenice
ladies-contract-K15 = uhlí + bavlna + drahé kameny + čaj + pšenice
ladies-contract-K16 = 2× bavlna + 3× čaj
ladies-contract-K17 = uhlí + 2× drahé kameny + 2× pšenice
ladies-contract-K18 = 2× uhlí + bavlna + čaj + pšenice

## ladies.hidden
ladies-hidden-card = karta lícem dolů

## events.ladies
events-ladies-game_started = Začíná hra Ladies & Gentlemen: do plesu zbývá { $days ->
    [one] { $days } den
    [few] { $days } dny
   *[other] { $days } dní
} a nakupuje se v buticích { $boutiques }.
events-ladies-servant_dealt = Do začátku hry dostáváte kartu: { $cards }.
events-ladies-day_started = Začíná den { $day } z { $days }.
events-ladies-craftsman_hand = Vaše karty řemeslníků: { $cards }.
events-ladies-craftsman_chosen = { $player } má vybranou kartu řemeslníka.
events-ladies-craftsmen_revealed = Karty řemeslníků se otáčejí: { $plays }.
events-ladies-offer_drawn = Pro svůj butik si berete: { $cards }.
events-ladies-window_chosen = { $count ->
    [0] { $player } vystavuje ve výloze butiku { $boutique } kartu { $card }; pod ní nic neleží.
    [one] { $player } vystavuje ve výloze butiku { $boutique } kartu { $card }; pod ní leží lícem dolů { $count } karta.
    [few] { $player } vystavuje ve výloze butiku { $boutique } kartu { $card }; pod ní leží lícem dolů { $count } karty.
   *[other] { $player } vystavuje ve výloze butiku { $boutique } kartu { $card }; pod ní leží lícem dolů { $count } karet.
}
events-ladies-windows_set = Všechny výlohy jsou připravené.
events-ladies-visit_chosen = { $player } už ví, který butik navštíví.
events-ladies-visits_revealed = Vizitky se otáčejí: { $visits }.
events-ladies-gentleman_ready = { $player } čeká na otevření burzy.
events-ladies-exchange_opened = Burza se otevírá!
events-ladies-exchange_closed = Burza se zavírá; zbylé žetony pořadí se rozdávají náhodně.
events-ladies-token_taken_up = { $player } bere do ruky žeton z pozice { NUMBER($slot, useGrouping: 0) }.
events-ladies-token_seen = Na pozici { NUMBER($slot, useGrouping: 0) } leží { $token }.
events-ladies-token_put_back = { $player } žeton z pozice { NUMBER($slot, useGrouping: 0) } odmítá.
events-ladies-token_put_back_forced = { $player } musí žeton z pozice { NUMBER($slot, useGrouping: 0) } vrátit.
events-ladies-goods_kept = { $player } si z pozice { NUMBER($slot, useGrouping: 0) } nechává { $kind_id ->
    [coal] uhlí
    [cotton] bavlnu
    [gems] drahé kameny
    [wheat] pšenici
    [tea] čaj
    [gold] zlatou cihlu
   *[other] { $kind }
}.
events-ladies-order_kept = { $player } si z pozice { NUMBER($slot, useGrouping: 0) } nechává žeton pořadí { NUMBER($number, useGrouping: 0) } a končí hledání.
events-ladies-order_dealt = { $player } dostává žeton pořadí { NUMBER($number, useGrouping: 0) }.
events-ladies-order_dealt_last = { $player } si bere poslední žeton pořadí, číslo { NUMBER($number, useGrouping: 0) }.
events-ladies-tick_move_made = { $count ->
    [one] { $players } už má zvolený tah pro { NUMBER($tick, useGrouping: 0) }. kolo burzy.
   *[other] { $players } už mají zvolený tah pro { NUMBER($tick, useGrouping: 0) }. kolo burzy.
}{ $tick ->
    [1] {" "}Tahy zůstávají tajné, dokud se kolo nevyhodnotí.
   *[other] {""}
}
events-ladies-tick_resolved = { $count ->
    [0] { NUMBER($tick, useGrouping: 0) }. kolo burzy je vyhodnocené; žádný žeton nikdo nebere.
   *[other] { NUMBER($tick, useGrouping: 0) }. kolo burzy je vyhodnocené: { $taken }.
}
events-ladies-turn_order_set = Dnešní pořadí gentlemanů: { $players }.
events-ladies-shopping_started = Dámy vyrážejí na nákupy: { $shops }.
events-ladies-offer_seen = K vám přichází nabídka: { $cards }.
events-ladies-card_taken = { $count ->
    [one] { $player } si v butiku { $boutique } bere kartu (dnes první nákup).
   *[other] { $player } si v butiku { $boutique } bere kartu (dnes už { $count }. nákup).
}
events-ladies-cards_taken = { $count ->
    [0] { $player } je v butiku { $boutique } sama, ale nic si nevybírá.
    [one] { $player } je v butiku { $boutique } sama a bere si { $count } kartu.
    [few] { $player } je v butiku { $boutique } sama a bere si { $count } karty.
   *[other] { $player } je v butiku { $boutique } sama a bere si { $count } karet.
}
events-ladies-shopper_declined = { $player } si už nic nebere a odchází z butiku { $boutique }.
events-ladies-shopper_out = { $player } si v butiku { $boutique } už nemůže nic vzít.
events-ladies-boutique_closed = Butik { $boutique } má pro dnešek zavřeno.
events-ladies-shopping_ended = { $returned ->
    [0] Nákupy končí; všechny nabízené karty našly kupce.
    [one] Nákupy končí; { $returned } karta, kterou nikdo nevzal, se vrací do balíčku.
    [few] Nákupy končí; { $returned } karty, které nikdo nevzal, se vracejí do balíčků.
   *[other] Nákupy končí; { $returned } karet, které nikdo nevzal, se vrací do balíčků.
}
events-ladies-goods_sold = { $player } prodává na trhu { $kind_id ->
    [coal] žeton uhlí
    [cotton] žeton bavlny
    [gems] žeton drahých kamenů
    [wheat] žeton pšenice
    [tea] žeton čaje
    [gold] zlatou cihlu
   *[other] žeton: { $kind }
}.
events-ladies-contract_fulfilled = { $player } plní kontrakt { $contract }{ $reward ->
    [premium] {" "}jako první a bere si prémii
    [bonus] {" "}jako první a bere si bonus ({ $bonus })
    [none] {" "}jako první
   *[later] {""}
}.
events-ladies-servant_bonus_used = { $count ->
    [0] Balíček služebných je prázdný: { $lady_player } z bonusu, který získává { $player }, nedostává nic.
    [one] Díky bonusu, který získává { $player }, dostává { $lady_player } { $count } služebnou zdarma.
    [few] Díky bonusu, který získává { $player }, dostává { $lady_player } { $count } služebné zdarma.
   *[other] Díky bonusu, který získává { $player }, dostává { $lady_player } { $count } služebných zdarma.
}
events-ladies-servants_received = Nové služebné: { $cards }.
events-ladies-money_received = Dostáváte { MONEY($amount) } za { $reason }.
events-ladies-goods_bonus_used = { $count ->
    [0] { $player } využívá bonus zboží kontraktu { $contract }, ale zásoba je prázdná.
   *[other] { $player } využívá bonus zboží kontraktu { $contract } a dobírá si: { $kinds }.
}
events-ladies-trade_ended = { $player } končí tah na trhu.
events-ladies-bonus_card_received = { $player } si nechává kartu kontraktu { $contract } kvůli bonusu ({ $bonus }).
events-ladies-evening_started = Večer dne { $day }: účty.
events-ladies-courtesan_trimmed = { $kept ->
    [0] { $player } odhazuje všechny své nákupy ({ $dropped }).
   *[other] { $dropped ->
    [0] { $player } si nechává všechny své nákupy ({ $kept }).
   *[other] { $kept ->
        [one] { $player } si nechává { $kept } nákup a { $dropped } odhazuje.
        [few] { $player } si nechává { $kept } nákupy a { $dropped } odhazuje.
       *[other] { $player } si nechává { $kept } nákupů a { $dropped } odhazuje.
    }
}
}
events-ladies-courtesan_card_handed = { $player } předává jeden nákup k zaplacení; dostává ho { $to_player }.
events-ladies-courtesan_card_received = Kurtizána vám předává k zaplacení nebo vrácení: { $card }.
events-ladies-gossip_discarded = { $player } odhazuje kartu pomluvy místo nákupu karty z výlohy za poloviční cenu.
events-ladies-gossip_not_discarded = { $player } si karty pomluv nechává.
events-ladies-bills_paid = { $amount ->
    [0] Dnes večer nemáte žádné účty.
   *[other] Vaše dnešní účty: { MONEY($amount) }.
}
events-ladies-bills_settled = Účty vašeho týmu jsou vyřízené.
events-ladies-bills_settled_public = Účty dámy, kterou hraje { $lady_player }, vyřizuje { $player }: { $parts }.
events-ladies-discount_used = { $player } využívá slevu 50 % na { $categories }.
events-ladies-contracts_reshuffled = Balíček kontraktů se znovu míchá.
events-ladies-evening_ended = { $returned ->
    [0] Večer končí.
    [one] Večer končí; { $returned } karta se vrací do balíčku.
    [few] Večer končí; { $returned } karty se vracejí do balíčků.
   *[other] Večer končí; { $returned } karet se vrací do balíčků.
}
events-ladies-gossip_given = { $player } předává kartu pomluvy č. { NUMBER($card, useGrouping: 0) }; dostává ji { $to_player }.
events-ladies-gossip_failed = Karta pomluvy, kterou chce předat { $player }, už neplatí a zůstává jí.
events-ladies-gossip_failed_own = Vaše karta pomluvy { $card } už pro hráčku { $to_player } neplatí a zůstává vám v ruce.
events-ladies-last_gossip_opened = { $count ->
    [0] Před plesem už žádná dáma nemůže předat pomluvu.
   *[other] Poslední příležitost předat pomluvu před plesem: { $players }.
}
events-ladies-last_gossip_answered = { $player } má o poslední pomluvě rozhodnuto.
events-ladies-ball_started = { $discarded ->
    [0] Začíná ples!
    [one] Začíná ples! { $discarded } nezaplacená karta se odhazuje.
    [few] Začíná ples! { $discarded } nezaplacené karty se odhazují.
   *[other] Začíná ples! { $discarded } nezaplacených karet se odhazuje.
}
events-ladies-ball_started_choosing = { $discarded ->
    [0] Začíná ples!
    [one] Začíná ples! { $discarded } nezaplacená karta se odhazuje.
    [few] Začíná ples! { $discarded } nezaplacené karty se odhazují.
   *[other] Začíná ples! { $discarded } nezaplacených karet se odhazuje.
} { $count ->
    [one] { $players } má karty všech tří návrhářů a musí se jednoho vzdát.
   *[other] { $players } mají karty všech tří návrhářů a každá se musí jednoho vzdát.
}
events-ladies-designer_chosen = { $player } má vybráno, kterého návrháře se vzdá.
events-ladies-game_ended = Ples končí: { $count ->
    [one] vítězí { $players }.
   *[other] vítězí { $players }.
}

## options.ladies.exchange_mode
options-ladies-exchange_mode-name = Burza
options-ladies-exchange_mode-help = V kolech: gentlemani hledají po kolech, každý otočí jeden žeton za kolo. Živý závod: všichni otáčejí naráz; pro skupiny, které hrají ve stejnou chvíli.
options-ladies-exchange_mode-async = v kolech
options-ladies-exchange_mode-live = živý závod

## options.ladies.gossip
options-ladies-gossip-name = Varianta Pomluvy
options-ladies-gossip-help = Každá dáma dostane 3 karty pomluv k předání; každá karta držená na plese stojí 1 bod elegance.
options-ladies-gossip-false = vypnuto
options-ladies-gossip-true = zapnuto

## options.ladies.exchange_memory
options-ladies-exchange_memory-name = Paměť burzy
options-ladies-exchange_memory-help = Zda panel gentlemana ukazuje žetony, které dnes ráno vrátil.
options-ladies-exchange_memory-shown = zobrazit
options-ladies-exchange_memory-hidden = skrýt

## options.ladies.goods_cap_scope
options-ladies-goods_cap_scope-name = Limit zboží
options-ladies-goods_cap_scope-help = Limit 3 žetonů zboží platí pro žetony ponechané dnes ráno, nebo pro všechno držené zboží.
options-ladies-goods_cap_scope-this_morning = ponechané dnes ráno
options-ladies-goods_cap_scope-total_holding = všechno držené zboží

## options.ladies.panels
options-ladies-panels-name = Butiky
options-ladies-panels-help = Které butiky jsou ve hře.
options-ladies-panels-first_t = první v pořadí
options-ladies-panels-random = náhodně

## options.ladies.first_pick_mandatory
options-ladies-first_pick_mandatory-name = První výběr ve společném butiku
options-ladies-first_pick_mandatory-help = Zda si každá dáma musí v prvním kole vzít kartu.
options-ladies-first_pick_mandatory-true = povinný
options-ladies-first_pick_mandatory-false = nepovinný

## options.ladies.servant_bill_reveal
options-ladies-servant_bill_reveal-name = Účty za služebné
options-ladies-servant_bill_reveal-help = Zda gentleman vidí, kterou služebnou platí.
options-ladies-servant_bill_reveal-hidden = skrytě
options-ladies-servant_bill_reveal-shown = odkrytě

## options.ladies.day3_order
options-ladies-day3_order-name = Karty řemeslníků po třetím dni
options-ladies-day3_order-help = Poslední kartu předat před vzetím karet ležících před butikem, nebo po něm.
options-ladies-day3_order-pass_then_pickup = předat, pak vzít
options-ladies-day3_order-pickup_then_pass = vzít, pak předat

## options.ladies.dress_check
options-ladies-dress_check-name = Kontrola šatů
options-ladies-dress_check-help = Zda šaty ztracené kvůli limitu návrhářů také stojí nejlepší služebnou.
options-ladies-dress_check-after_designers = po kontrole návrhářů
options-ladies-dress_check-initial_only = jen před ní

## options.ladies.designer_limit_scope
options-ladies-designer_limit_scope-name = Limit návrhářů
options-ladies-designer_limit_scope-help = Limit dvou návrhářů platí pro oděvy a doplňky (česká pravidla), nebo pro celou garderóbu.
options-ladies-designer_limit_scope-clothing_accessories = oděvy a doplňky
options-ladies-designer_limit_scope-whole_wardrobe = celá garderóba

## options.ladies.mary_counts
options-ladies-mary_counts-name = Mary a karta pomluvy 20
options-ladies-mary_counts-help = Zda se služebné počítají jako karty.
options-ladies-mary_counts-wardrobe = karty garderóby
options-ladies-mary_counts-wardrobe_and_servants = garderóba i služebné

## options.ladies.ball_choices
options-ladies-ball_choices-name = Volba návrháře na plese
options-ladies-ball_choices-help = Zeptat se dámy, kterého návrháře se vzdá, nebo za ni zvolit nejlepší možnost.
options-ladies-ball_choices-ask = zeptat se
options-ladies-ball_choices-auto = automaticky

## options.ladies.final_tie
options-ladies-final_tie-name = Shoda na konci hry
options-ladies-final_tie-help = Týmy se shodou v eleganci i penězích se o místo dělí, nebo rozhodne los.
options-ladies-final_tie-shared = dělené místo
options-ladies-final_tie-lot = los

## options.ladies.courtesan_returns
options-ladies-courtesan_returns-name = Vrácené karty kurtizány
options-ladies-courtesan_returns-help = Karta, kterou gentleman kurtizáně vrátí, jí zůstane, nebo se odhodí.
options-ladies-courtesan_returns-keep = zůstane jí
options-ladies-courtesan_returns-discard = odhodí se

## options.ladies.courtesan_gift_measure
options-ladies-courtesan_gift_measure-name = Dary kurtizáně
options-ladies-courtesan_gift_measure-help = Dary se měří body elegance, které jí přinesly, nebo cenou.
options-ladies-courtesan_gift_measure-elegance = elegance
options-ladies-courtesan_gift_measure-price = cena

## options.ladies.courtesan_win_mode
options-ladies-courtesan_win_mode-name = Vítězství kurtizány
options-ladies-courtesan_win_mode-help = Když kurtizána zvítězí, vyhrává jen ona a její nejštědřejší gentleman, nebo i nejlepší tým.
options-ladies-courtesan_win_mode-pair_only = jen dvojice
options-ladies-courtesan_win_mode-pair_and_best_team = i nejlepší tým

## options.ladies.regift_gossip
options-ladies-regift_gossip-name = Předávání obdržených pomluv
options-ladies-regift_gossip-help = Zda smí dáma obdrženou kartu pomluvy předat dál.
options-ladies-regift_gossip-false = ne
options-ladies-regift_gossip-true = ano

## latest.ladies: „Poslední tah: kdo · co“ v záhlaví desky (jméno je první)
latest-ladies-craftsman_chosen = vybírá kartu řemeslníka
latest-ladies-window_chosen = aranžuje výlohu butiku { $boutique }
latest-ladies-visit_chosen = vybírá butik k návštěvě
latest-ladies-card_taken = bere si kartu v butiku { $boutique }
latest-ladies-cards_taken = { $count ->
    [one] bere si { $count } kartu v butiku { $boutique }
    [few] bere si { $count } karty v butiku { $boutique }
   *[other] bere si { $count } karet v butiku { $boutique }
}
latest-ladies-shopper_declined = odchází z butiku { $boutique }
latest-ladies-gentleman_ready = čeká na otevření burzy
latest-ladies-token_taken_up = bere do ruky žeton
latest-ladies-goods_kept = nechává si zboží: { $kind }
latest-ladies-order_kept = nechává si žeton pořadí
latest-ladies-token_put_back = odmítá žeton
latest-ladies-tick_move_made = volí tah na burze
latest-ladies-goods_sold = prodává zboží: { $kind }
latest-ladies-contract_fulfilled = plní kontrakt { $contract }
latest-ladies-trade_ended = končí tah na trhu
latest-ladies-bills_settled_public = vyřizuje účty
latest-ladies-courtesan_trimmed = vybírá si nákupy, které si nechá
latest-ladies-courtesan_card_handed = předává nákup gentlemanovi
latest-ladies-gossip_given = předává pomluvu
latest-ladies-last_gossip_answered = rozhoduje o poslední pomluvě
latest-ladies-designer_chosen = vzdává se návrháře

## the game's name, /rules text and option labels (games.*, rules.*, options.*)
games-ladies-name = Ladies & Gentlemen
rules-ladies =
    { "*" }*Ladies & Gentlemen** — 4 až 10 hráčů v týmech dámy a gentlemana (k lichému stolu přisedne kurtizána). Šest dní a pak ples: vyhrává tým nejelegantnější dámy.
    • **Ráno:** gentlemani se předhánějí na burze, otáčejí žetony zboží a pořadí; dámy volí, co jejich oblíbený butik vystaví ve výloze, a kam půjdou nakupovat.
    • **Odpoledne:** dámy po řadě navštěvují butiky a vybírají nákupy; gentlemani prodávají zboží a plní kontrakty.
    • **Večer:** každý gentleman rozhodne o účtech své dámy — zaplatit, odmítnout, nebo za 100 £ odložit.
    • **Ples:** kontroluje se garderóba, počítají se cíle služebných a kontrakty, pomluvy mohou uškodit. S variantou pomluv smí dáma kdykoli předat kartu pomluvy jiné dámě, a to přes **Můj přehled**. Peníze gentlemana jsou tajné i před jeho dámou a její služebné i před ním.
    Tým určuje pořadí přisednutí: místa 1 a 2 jsou tým 1 (dáma, gentleman) atd. Když vás herní plán ukáže na tahu, stiskněte **Hrát tah**; **Můj přehled** ukáže vaše tajemství.

## standing orders at the async exchange (engines/ladies/exchange_async)
ladies-token-order = žeton pořadí
ladies-prompt-exchange_search = Kolo burzy { $tick }: dáte trvalé pokyny na celé dopoledne, nebo v tomto kole budete hledat sám? (ponechané zboží: { $kept } z { $limit })
ladies-prompt-exchange_orders = Které žetony si dnes dopoledne necháte? Vaše kola se pak odehrají za vás, dokud hledání neskončí nebo pokyny nezměníte v Mém přehledu. (ponechané zboží: { $kept } z { $limit })
ladies-prompt-standing_orders = Vaše trvalé pokyny – ponechat: { $token }. (ponechané zboží: { $kept } z { $limit })
ladies-option-standing_orders = Trvalé pokyny
ladies-option-by_hand = V tomto kole hledat sám
ladies-option-orders_goods = Ponechat: { $token }
ladies-option-orders_order = Vzít první žeton pořadí
ladies-option-orders_change = Změnit pokyny
ladies-option-orders_stop = Zase hledat sám
ladies-about-standing_orders = Jednou řeknete, co si necháte; každé kolo se pak odehraje za vás a nikdo na vás nečeká
ladies-about-by_hand = Necháte si, nebo vrátíte, co držíte, a vyberete žeton, na který se podíváte příště
ladies-about-orders_goods = Každý takový žeton si necháte, jakmile ho najdete, až do dopoledního limitu zboží; nejdřív neviděné
ladies-about-orders_order = Prvním nalezeným hledání končí; bez této volby si ho vezmete, až budete mít plno zboží
ladies-about-orders_change = Znovu vyberete, které žetony si necháte; příští kolo se řídí novými pokyny
ladies-about-orders_stop = Toto kolo se ještě řídí pokyny; od dalšího volíte každý tah zase sám
ladies-side_action-standing_orders = Trvalé pokyny
ladies-illegal-unknown_orders = Trvalé pokyny jmenují druhy zboží a žeton pořadí, každý nejvýš jednou.
ladies-illegal-no_orders = Nemáte žádné trvalé pokyny, které by šlo ukončit.
events-ladies-orders_given = Vaše trvalé pokyny – ponechat: { $token }. Kola se odehrají za vás.
events-ladies-orders_dropped = Vaše trvalé pokyny po tomto kole skončí; pak na burze hledáte zase sám.
ladies-prompt-standing_orders_ending = Vaše trvalé pokyny – ponechat: { $token }; po tomto kole skončí a pak hledáte sám. (ponechané zboží: { $kept } z { $limit })
