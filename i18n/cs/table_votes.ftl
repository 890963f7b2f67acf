## /hra zrušit: hráči u rozehrané hry ji společně zruší

commands-cancel-name = zrušit
commands-cancel-description = Navrhněte ostatním hráčům, abyste tuto hru společně zrušili (souhlasit musí všichni)

vote-opened = 🗳️ { $player } navrhuje zrušit hru u stolu č. { $id }. Pokud do { $until } budou souhlasit všichni hráči, hra se zruší; stačí jedno „ne“ a hraje se dál.
vote-tally = { $count ->
    [one] Souhlasí { $yes } z { $count } hráče.
   *[other] Souhlasí { $yes } z { $count } hráčů.
}
vote-board_line = 🗳️ Hlasuje se o zrušení této hry: souhlasí { $yes } z { $count ->
    [one] { $count } hráče
   *[other] { $count } hráčů
}.
vote-yes = Ano, zrušit
vote-no = Ne, hrát dál
vote-cancelled = 🗳️ Všichni hráči souhlasí: hra u stolu č. { $id } je zrušená a do hodnocení se nezapočítá.
vote-refused = 🗳️ Hlasování o zrušení hry u stolu č. { $id } skončilo: { $player } chce hrát dál.
vote-expired = 🗳️ Hlasování o zrušení hry u stolu č. { $id } skončilo: do 48 hodin nesouhlasili všichni hráči, takže se hraje dál.
vote-game_ended = 🗳️ Hlasování o zrušení hry u stolu č. { $id } skončilo, protože hra mezitím skončila.
vote-opened_done = Návrh na zrušení hry u stolu č. { $id } je odeslaný. Ostatní hráči odpovídají tlačítky pod ním.
vote-counted = Vaše odpověď je započítaná.
vote-not_running = Hra u stolu č. { $id } neběží, takže není co rušit.
vote-not_voter = O zrušení hry u stolu č. { $id } hlasují jen hráči, kteří u něj sedí.
vote-already_open = O zrušení hry u stolu č. { $id } se už hlasuje; odpovězte tlačítky pod návrhem.
vote-closed = Toto hlasování už skončilo.

## Odveta: stejná hra, nastavení i hráči znovu, každý své místo potvrdí

rematch-button = Odveta
rematch-confirm = Hraju
rematch-intro = 🔁 Odveta. Své místo ještě musí potvrdit tlačítkem **Hraju**: { $players }. Hra začne, jakmile potvrdí všichni, nebo když ji hostitel spustí dřív.
rematch-pending_mark = (zatím bez potvrzení)
rematch-opened = Odveta je otevřená u stolu č. { $id }: { $link }
rematch-exists = Odveta této hry se hraje u stolu č. { $id }: { $link }
rematch-confirmed = Vaše místo u stolu č. { $id } je potvrzené.
rematch-not_pending = U stolu č. { $id } nemáte žádné místo k potvrzení.
rematch-not_player = O odvetu hry u stolu č. { $id } mohou požádat jen její hráči.
rematch-not_finished = Hra u stolu č. { $id } neskončila podle pravidel, takže odvetu nemá.
rematch-start_pending = { $count ->
    [one] Na potvrzení se zatím čeká u jednoho místa ({ $players }). Začít jen s potvrzenými hráči, nebo na toto místo posadit hráče AI?
   *[other] Na potvrzení se zatím čeká u { $count } míst ({ $players }). Začít jen s potvrzenými hráči, nebo na tato místa posadit hráče AI?
}
rematch-start_without = Začít jen s potvrzenými
rematch-start_with_ai = Doplnit hráče AI
