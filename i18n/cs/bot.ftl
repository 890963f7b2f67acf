## core
core-nobody = nikdo

## bot
bot-undo_nothing = Není co vzít zpět.
bot-undo_not_yours = Poslední tah může vzít zpět jen hráč, který ho zahrál.
bot-undo_drew = V tomto tahu se losovalo, proto ho nelze vzít zpět.
bot-undo_showed_others = Tento tah ostatním hráčům něco ukázal, proto ho nelze vzít zpět.
bot-undo_showed_you = Tento tah vám ukázal něco skrytého, proto ho nelze vzít zpět.
bot-undo_refused = Tento tah nelze vzít zpět.
bot-undone = { $player } bere zpět svůj poslední tah.
bot-undo_done = Váš poslední tah je vzatý zpět.
bot-seat_in_team = { $role }, tým { $team }
bot-choose_exactly =
    { $n ->
        [one] Vyberte { $n } možnost…
        [few] Vyberte { $n } možnosti…
       *[other] Vyberte { $n } možností…
    }
bot-add_ai = Přidat AI
bot-remove_ai = Odebrat AI
bot-ai_intro = Zvolte, jak silný má být hráč AI.
bot-ai_added = Ke stolu přisedá hráč AI.
bot-ai_removed = Hráč AI od stolu odchází.
bot-no_ai_seat = U tohoto stolu nesedí žádný hráč AI.
bot-timed_out_ai = { $count ->
    [one] Čas na tah vypršel ({ $players }), a tak místo u stolu převzala AI. { $players } si ho vezme zpět svou příští akcí.
   *[other] Čas na tah vypršel ({ $players }), a tak jejich místa u stolu převzala AI. Každý si své místo vezme zpět svou příští akcí.
}
bot-choose = Vyberte…
bot-choose_between = Vyberte: { $first } … { $last }
bot-choose_several =
    { $high ->
        [one] Vyberte { $low } až { $high } možnost…
        [few] Vyberte { $low } až { $high } možnosti…
       *[other] Vyberte { $low } až { $high } možností…
    }
bot-ai_name = AI { $number } ({ $level })
bot-take_turn = Hrát tah
bot-my_hand = Můj přehled
bot-join = Přisednout
bot-leave = Odejít
bot-options = Nastavení
bot-start = Začít
bot-back = Zpět
bot-previous = Předchozí
bot-next = Další
bot-page = Strana { $page } z { $pages }.
bot-your_move = Na tahu: { $players }
bot-final_scores = **Konečné pořadí**
bot-result_line = { ORDINAL($place) } místo: { $player } — { $score }
bot-lobby =
    { "*" }*{ $game }** · stůl č. { $id } · hostitel { $host }
    Hráči ({ $low }–{ $high }):
    { $players }
    Nastavení: { $options }
    Časový limit tahu: { $limit }
    Tlačítkem **Přisednout** si zaberete místo; hostitel hru spustí tlačítkem **Začít**.
bot-options_do_not_fit = Zvolené nastavení neodpovídá hře pro { $now ->
        [one] { $now } hráče
        [few] { $now } hráče
       *[other] { $now } hráčů
    } (například začínající hráč na neobsazeném místě). Upravte ho tlačítkem **Nastavení** a spusťte hru znovu.
bot-lobby_started = **{ $game }** · u stolu č. { $id } začala hra, hrají { $players }. Sledujte ji ve vlákně.
bot-lobby_started_here = **{ $game }** · u stolu č. { $id } začala hra, hrají { $players }. Hraje se tady v kanálu.
bot-lobby_closed = K tomuto stolu už přisednout nelze.
bot-thread_name = { $game } č. { $id }
bot-thread_welcome = Hra se bude hrát tady. Sledovat ji může kdokoli z kanálu.
bot-no_turn_limit = bez limitu
bot-minutes =
    { $n ->
        [one] { $n } minuta
        [few] { $n } minuty
        [many] { $n } minuty
       *[other] { $n } minut
    }
bot-hours =
    { $n ->
        [one] { $n } hodina
        [few] { $n } hodiny
        [many] { $n } hodiny
       *[other] { $n } hodin
    }
bot-days =
    { $n ->
        [one] { $n } den
        [few] { $n } dny
        [many] { $n } dne
       *[other] { $n } dní
    }
bot-private_header = **{ $game } č. { $id }** — vidíte jen vy.
bot-dms_closed = Soukromou zprávu vám poslat nemohu (máte vypnuté přímé zprávy), takže ji posílám sem, jen pro vás:
bot-illegal_generic = Tento tah teď není dovolený.
bot-illegal_option = Tuto možnost teď zvolit nelze. Vyberte prosím znovu.
bot-unknown_button = Toto tlačítko už nic nedělá.
bot-game_gone = Tato hra už neexistuje.
bot-game_damaged = Uložená hra je poškozená a nelze v ní pokračovat. Moderátoři serveru ji mohou ukončit příkazem /hra ukončit.
bot-game_not_running = Tato hra neběží.
bot-not_a_player = V této hře nehrajete — ale dívat se můžete.
bot-hand_not_started = Hra č. { $id } ještě nezačala; co budete mít v ruce, uvidíte, až ji hostitel spustí.
bot-stale_board = Tento herní plán už není aktuální; použijte prosím nejnovější herní plán ve vlákně.
bot-stale_choice = Tato volba už neplatí — hra mezitím pokročila. Stiskněte **Hrát tah** u nejnovějšího herního plánu.
bot-not_your_turn = Nejste na tahu. Čeká se na: { $players }.
bot-nothing_to_decide = Teď nemáte o čem rozhodovat.
bot-side_nothing = Mimo tah teď nemůžete nic udělat.
bot-side_stale = Tato volba už neplatí — hra mezitím pokročila. Stiskněte **Můj přehled** u nejnovějšího herního plánu.
bot-turn_done = ✅ Hotovo. { $summary }
bot-already_joined = U tohoto stolu už sedíte.
bot-game_full =
    { $players ->
        [one] Stůl je plný: hraje u něj nejvýš { $players } hráč.
        [few] Stůl je plný: hrají u něj nejvýš { $players } hráči.
       *[other] Stůl je plný: hraje u něj nejvýš { $players } hráčů.
    }
bot-joined = Máte místo u stolu č. { $id }.
bot-left = Už u stolu nesedíte.
bot-host_cannot_leave = Hostitel odejít nemůže; stůl zavřete příkazem /hra ukončit.
bot-host_only = To může udělat jen hostitel stolu.
bot-host_or_manager_only = To může udělat jen hostitel nebo správce serveru.
bot-wrong_player_count = Tato hra potřebuje { $low } až { $high ->
        [one] { $high } hráče
        [few] { $high } hráče
       *[other] { $high } hráčů
    }; { $now ->
        [0] u stolu zatím nikdo nesedí.
        [one] u stolu sedí { $now } hráč.
        [few] u stolu sedí { $now } hráči.
       *[other] u stolu sedí { $now } hráčů.
    }
bot-started = Hra začala.
bot-options_intro = Vyberte nastavení, které chcete změnit. Zpráva stolu ukazuje aktuální volbu.
bot-choose_option = Vyberte nastavení…
bot-choose_value = Vyberte hodnotu…
bot-option_saved = ✅ Uloženo.
bot-abandoned = { $player } zavírá stůl č. { $id }.
bot-abandon_done = Stůl č. { $id } je zavřený.
bot-no_game_here = V tomto kanálu se nehraje žádná hra. Začněte novou příkazem /hra nová.
bot-which_game = Je tu několik her ({ $ids }); uveďte prosím číslo stolu.
bot-no_games = Na tomto serveru neběží žádná hra. Začněte novou příkazem /hra nová.
bot-games_header = **Hry na tomto serveru**
bot-names_and_more =
    { $more ->
        [one] { $names } a { $more } další
        [few] { $names } a { $more } další
       *[other] { $names } a { $more } dalších
    }
bot-list_lobby = č. { $id } { $game } v { $channel } — otevřený stůl, zatím u něj sedí: { $players }
bot-list_active = č. { $id } { $game } v { $channel } — { $players }; na tahu: { $waiting }
bot-missing_permissions =
    { $count ->
        [one] V tomto kanálu hru hostit nemohu: chybí mi oprávnění { $permissions }. Požádejte moderátora, ať ho Salonu tady udělí (nastavení kanálu → Oprávnění), nebo hru začněte v jiném kanálu.
       *[other] V tomto kanálu hru hostit nemohu: chybí mi oprávnění { $permissions }. Požádejte moderátora, ať je Salonu tady udělí (nastavení kanálu → Oprávnění), nebo hru začněte v jiném kanálu.
    }
bot-language_set = Jazyk vašich soukromých zpráv je nastaven.
bot-no_stats = Zatím nemáte žádnou dohranou hru.
bot-stats_line =
    { $game }: { $played ->
        [one] { $played } odehraná hra
        [few] { $played } odehrané hry
       *[other] { $played } odehraných her
    }, { $won ->
        [one] { $won } výhra
        [few] { $won } výhry
        [many] { $won } výhry
       *[other] { $won } výher
    }, nejlepší skóre { $best }
bot-stats_shared_wins = Výhra místa, na kterém se během hry střídali hráči, se každému z nich počítá podle podílu tahů, které na něm odehrál.
bot-holder_share = { $player } ({ NUMBER($share, style: "percent") })
bot-timed_out = { $count ->
    [one] Čas na tah vypršel ({ $players }), a tak Salon zahrál tah, který hru ovlivní co nejméně.
   *[other] Čas na tah vypršel ({ $players }), a tak Salon za každého z nich zahrál tah, který hru ovlivní co nejméně.
}
bot-reminder = { $players }, jste na tahu. Zbývající čas: asi { $left }.
bot-press_handled = Toto stisknutí už je vyřízené; panel ukazuje, co následuje.
bot-try_again = K uloženým hrám se teď nemohu dostat, takže se nic nezměnilo. Zkuste to prosím za chvíli znovu.
bot-error_apology = Omlouvám se, něco se u mě pokazilo. Zkuste to prosím znovu; když se to bude opakovat, sdělte moderátorům serveru kód chyby { $reference }.
bot-join_running = Hra č. { $id } tady už začala, takže k ní už nikdo přisednout nemůže — dívat se ale může každý. Nový stůl otevřete příkazem /hra nová.
bot-leave_running = Hra č. { $id } už běží, takže od stolu odejít nelze. Pokud v ní nejde pokračovat, hostitel ji může ukončit příkazem /hra ukončit.
bot-on_timeout_needs_limit = Volba „{ $choice }“ má smysl, jen když hráči vyprší čas, takže potřebuje i časový limit tahu. Zvolte prosím také limit_tahu, nebo po_limitu vynechte.
bot-list_damaged = č. { $id } { $game } — poškozená; moderátor ji může ukončit příkazem /hra ukončit stůl:{ $id }
bot-list_more = Stoly { $first }–{ $last } z { $total } (strana { $page } z { $pages }). Další strana: /hra seznam strana:{ NUMBER($next, useGrouping: 0) }
bot-abandon_finished = Hra u stolu č. { $id } už skončila; její výsledek zůstává, jak je.
bot-dms_again = Soukromé zprávy vám zkusím zase posílat přímo.
bot-dms_on = Soukromé zprávy vám zkusím zase posílat jako přímé zprávy. Pokud je máte pořád vypnuté, budou dál chodit sem, viditelné jen pro vás.
bot-permission_list = { $rest } a { $last }
bot-missing_thread_permissions =
    { $count ->
        [one] Pro tuto hru nemohu otevřít vlákno (chybí mi oprávnění { $permissions }), takže se hraje přímo tady v kanálu. Pokud chcete hry ve vláknech, požádejte moderátora, ať Salonu toto oprávnění v tomto kanálu udělí.
       *[other] Pro tuto hru nemohu otevřít vlákno (chybí mi oprávnění { $permissions }), takže se hraje přímo tady v kanálu. Pokud chcete hry ve vláknech, požádejte moderátora, ať Salonu tato oprávnění v tomto kanálu udělí.
    }
bot-former_player = Bývalý hráč { $number }
bot-seat_handed_to_ai = Jeden z hráčů odchází ze Salonu; jeho místo od teď hraje { $player }.
bot-lobby_host_left = Stůl č. { $id } je zavřený: jeho hostitel už Salon nepoužívá a nikdo další u stolu nesedí.
bot-forget_ask = **Má na vás Salon zapomenout?** Smaže pak všechno, co o vás uchovává: vaše jméno, jazyk, nastavení označování a přímých zpráv, vaše místa u stolů, které ještě nezačaly, a vaši statistiku. Dohrané hry si ponechají výsledky, jen místo vašeho jména v nich bude „Bývalý hráč“.
    { $running ->
        [0] Teď nehrajete žádnou rozehranou hru.
        [one] Hrajete teď { $running } rozehranou hru: vaše místo v ní převezme AI.
        [2] Hrajete teď { $running } rozehrané hry: vaše místo v obou převezme AI.
        [few] Hrajete teď { $running } rozehrané hry: vaše místo v každé z nich převezme AI.
       *[other] Hrajete teď { $running } rozehraných her: vaše místo v každé z nich převezme AI.
    }
    Zprávy, které už v Discordu jsou, zůstanou, jak jsou. Vzít to zpět nejde.
bot-forget_yes = Zapomeňte na mě
bot-forget_no = Ponechat moje údaje
bot-forget_kept = Nic se nesmazalo.
bot-forget_done =
    { $running ->
        [0] Hotovo: Salon o vás nic neuchovává. Když Salon zase použijete, zapamatuje si od té chvíle vaše jméno a jazyk.
        [one] Hotovo: Salon o vás nic neuchovává. V rozehrané hře za vás teď hraje AI. Když Salon zase použijete, zapamatuje si od té chvíle vaše jméno a jazyk.
        [2] Hotovo: Salon o vás nic neuchovává. V obou rozehraných hrách za vás teď hraje AI. Když Salon zase použijete, zapamatuje si od té chvíle vaše jméno a jazyk.
       *[other] Hotovo: Salon o vás nic neuchovává. Ve všech { $running } rozehraných hrách za vás teď hraje AI. Když Salon zase použijete, zapamatuje si od té chvíle vaše jméno a jazyk.
    }
## bot.ai_level
bot-ai_level-easy = lehká
bot-ai_level-normal = střední
bot-ai_level-strong = silná

## bot.ai_level_help
bot-ai_level_help-easy = Lehká — hraje skoro náhodně
bot-ai_level_help-normal = Střední — váží každý tah
bot-ai_level_help-strong = Silná — přemýšlí několik tahů dopředu

## permissions
permissions-send_messages = Odesílat zprávy
permissions-attach_files = Přikládat soubory
permissions-embed_links = Vkládat odkazy
permissions-read_message_history = Číst historii zpráv
permissions-send_messages_in_threads = Odesílat zprávy ve vláknech
permissions-view_channel = Zobrazit kanál
permissions-create_public_threads = Vytvářet veřejná vlákna

## commands.game
commands-game-name = hra
commands-game-description = Hrajte deskové hry v tomto kanálu

## commands.new
commands-new-name = nová
commands-new-description = Otevřete v tomto kanálu nový herní stůl
commands-new-game = hra
commands-new-game_help = Kterou hru hrát
commands-new-turn_limit = limit_tahu
commands-new-turn_limit_help = Jak dlouho smí hráč přemýšlet nad tahem
commands-new-on_timeout = po_limitu
commands-new-on_timeout_help = Co se stane, když hráči vyprší čas
commands-new-language = jazyk
commands-new-ai_players = hráči_ai
commands-new-ai_players_help = Kolik hráčů AI hned přisedne
commands-new-ai_level = síla_ai
commands-new-ai_level_help = Jak silní jsou hráči AI
commands-new-language_help = Jazyk zpráv a obrázků hry

## commands.limit
commands-limit-none = bez limitu
commands-limit-1h = 1 hodina
commands-limit-12h = 12 hodin
commands-limit-1d = 1 den
commands-limit-3d = 3 dny

## commands.on_timeout
commands-on_timeout-ai = nechat za hráče hrát AI
commands-on_timeout-skip = zahrát za hráče tah, který hru ovlivní co nejméně
commands-on_timeout-none = jen připomenout

## commands.language
commands-language-en = angličtina (English)
commands-language-cs = čeština
commands-language-auto = podle mého jazyka v Discordu

## commands.game_id
commands-game_id-name = stůl
commands-game_id-help = Číslo stolu, pokud se v kanálu hraje víc her

## commands.join
commands-join-name = přisednout
commands-join-description = Přisedněte k hernímu stolu

## commands.leave
commands-leave-name = odejít
commands-leave-description = Odejděte od stolu, než hra začne

## commands.start
commands-start-name = začít
commands-start-description = Spusťte hru (jen hostitel)

## commands.status
commands-status-name = stav
commands-status-description = Zobrazte si aktuální herní plán a kdo je na tahu

## commands.hand
commands-hand-name = přehled
commands-hand-description = Soukromě si zobrazte své karty, žetony a peníze

## commands.abandon
commands-abandon-name = ukončit
commands-abandon-description = Ukončete hru natrvalo (hostitel nebo správci serveru)

## commands.undo
commands-undo-name = zpět
commands-undo-description = Vezměte zpět svůj poslední tah, pokud nic neodhalil

## commands.list
commands-list-name = seznam
commands-list-description = Seznam her na tomto serveru

## commands.rules
commands-rules-name = pravidla
commands-rules-description = Krátké shrnutí pravidel hry
commands-rules-game_help = Hra, jejíž pravidla si chcete přečíst

## commands.salon
commands-salon-name = salon
commands-salon-description = Vaše nastavení Salonu

## commands.language_cmd
commands-language_cmd-name = jazyk
commands-language_cmd-description = Jazyk vašich soukromých zpráv
commands-language_cmd-language_help = Čeština, angličtina nebo jazyk, který máte nastavený v Discordu

## commands.stats
commands-stats-name = statistiky
commands-stats-description = Vaše dohrané hry a výhry

## commands.page
commands-page-name = strana
commands-page-help = Kterou stranu seznamu zobrazit

## commands.dms
commands-dms-name = zprávy
commands-dms-description = Posílejte mi soukromé zprávy zase přímo

## commands.forget
commands-forget-name = zapomenout-na-mě
commands-forget-description = Smažte všechno, co o vás Salon uchovává

## bot.describe: pozice jako text (popis obrázku, /hra stav text, stránka hry)
bot-describe-latest_move = Poslední tah: { $move }
bot-describe-heading = Pozice jako text (hra č. { $id })
commands-status-text = text
commands-status-text_help = Pozice jako text místo obrázků, pro čtečku obrazovky nebo pomalé připojení

## panel tahu: co se od posledního tahu hráče stalo s tím, co má jen on (jeho soukromé zprávy)
bot-for_you_alone = Jen pro vás:

## bot: panel tahu po čekání a co přijde po tahu
bot-stale_reopened = Tato volba už neplatí — hra mezitím pokročila. Tady je, o čem rozhodujete teď:
bot-side_stale_reopened = Tato volba už neplatí — hra mezitím pokročila. Tady je, co můžete udělat teď:
bot-turn_done_next = ✅ Hotovo. { $summary }
    Na tahu: { $players }.
    Až na vás přijde další rozhodnutí, ukáže se v tomto panelu (do 15 minut; později stiskněte *Hrát tah*).

## bot: panel tahu nechaný otevřený, upravený, když na hráče přijde další rozhodnutí nebo když to zobrazené zmizí
bot-panel_next_decision = 🔔 Vaše další rozhodnutí:
bot-panel_waits = ⏳ Teď nemáte o čem rozhodovat: hra čeká na { $players }.
    Až na vás přijde další rozhodnutí, ukáže se v tomto panelu (do 15 minut; později stiskněte *Hrát tah*).
