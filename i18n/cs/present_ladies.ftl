## present.ladies
present-ladies-status = Den { $day }/{ $days } · { $phase } — čeká se na: { $players }
present-ladies-ended = Ples skončil.
present-ladies-gentleman =
    { "*" }*Vaše peníze (tajné i před vaší dámou):** { $money } £
    { "*" }*Vaše zboží:** { $goods }
    { "*" }*Dnešní účty:** { $bills }
present-ladies-lady =
    { "*" }*Karty řemeslníků v ruce:** { $craftsman }
    { "*" }*Dnešní nákupy:** { $purchases }
    { "*" }*Vaše služebné (tajné i před vaším gentlemanem):** { $servants }
    { "*" }*Karty drbů:** { $gossip }

## present.ladies.phase
present-ladies-phase-morning = ráno: burza a výlohy
present-ladies-phase-afternoon = odpoledne: nákupy a obchod
present-ladies-phase-evening = večer: účty
present-ladies-phase-last_gossip = poslední drby
present-ladies-phase-ball = ples
present-ladies-phase-ended = konec hry

## present.ladies.breakdown
present-ladies-breakdown-wardrobe = garderóba { $value }
present-ladies-breakdown-servants = služebné { $value }
present-ladies-breakdown-contracts = kontrakty { $value }
present-ladies-breakdown-gossip = drby { $value }
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
