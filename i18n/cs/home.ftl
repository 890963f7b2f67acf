## /salon hry a /salon upozornění: hry hráče na všech serverech a jak se dozví, že je na tahu

commands-games-name = hry
commands-games-description = Vaše hry na všech serverech, nejdřív ty, které čekají na vás
commands-notices-name = upozornění
commands-notices-description = Jak vám Salon dá vědět, že jste na tahu
commands-notices-how = jak
commands-notices-how_help = Označením ve vlákně hry, přímou zprávou, nebo nijak
commands-notices-ping = označením ve vlákně hry
commands-notices-dm = přímou zprávou
commands-notices-none = nijak (na herním plánu je vidět, kdo je na tahu)

home-no_games = Nehrajete žádnou hru a nečekáte u žádného otevřeného stolu. Nový stůl otevřete příkazem /hra nová, nebo přisedněte k některému v kanálu, kde se hraje.
home-header = **Vaše hry** ({ $total })
home-you_are_away = 💤 Jste pryč do { $until }. Každý váš stůl se mezitím řídí tím, co zvolil jeho hostitel: buď na vás časový limit tahu počká, nebo za vás hraje AI.
home-waiting = **{ $game }** č. { $id } · { $server } · **jste na tahu** · naposledy se hrálo <t:{ $since }:R> · { $link }
home-running = { $game } č. { $id } · { $server } · na tahu: { $waiting } · naposledy se hrálo <t:{ $since }:R> · { $link }
home-lobby = { $game } č. { $id } · { $server } · otevřený stůl, { $players ->
    [one] zatím { $players } hráč
    [few] zatím { $players } hráči
   *[other] zatím { $players } hráčů
  } · { $link }
home-damaged = { $game } č. { $id } · { $server } · hra je poškozená a nelze ji zobrazit
home-board = [herní plán]({ $url })
home-lobby_link = [stůl]({ $url })
home-no_server = přímé zprávy
home-unknown_server = neznámý server
home-page = Strana { $page } z { $pages }
home-previous = ◀ Předchozí
home-next_page = Další ▶
home-next_game = Další hra
home-next_card = Jste na tahu ve hře **{ $game }** č. { $id } ({ $server }). Naposledy se hrálo <t:{ $since }:R> (<t:{ $since }:f>). { $link }
home-moved_on = Hra č. { $id } mezitím pokročila a na vás už nečeká.
home-nothing_waits = Teď na vás nečeká žádná hra.
home-last_card = To byla poslední hra, která na vás čekala.

notices-set-ping = Od teď vás označím ve vlákně hry, kdykoli budete na tahu.
notices-set-dm = Od teď vám pošlu přímou zprávu, kdykoli budete na tahu.
notices-set-none = Od teď vám nebudu dávat vědět, že jste na tahu. Kdo je na tahu, je dál vidět na herním plánu, a hry, které na vás čekají, vypíše /salon hry.
notices-dm_closed = Přímou zprávu vám poslat nemohu (máte je vypnuté), takže dokud si je nezapnete, budu vás místo toho označovat ve vlákně hry.
notices-dm_test = Sem vám Salon napíše, když budete na tahu.
notices-ping = { $player }, jste na tahu ve hře { $game } č. { $id }: { $link }
notices-ping_last = { $player }, ve hře { $game } č. { $id } už všichni ostatní vybrali, čeká se jen na vás. { $link }
notices-ping_dms_closed = { $player }, jste na tahu ve hře { $game } č. { $id }: { $link } (Přímou zprávu vám poslat nemohu, máte je vypnuté.)
notices-board_last = { $players }: všichni ostatní už vybrali, čeká se jen na vás.
notices-dm = Jste na tahu ve hře **{ $game }** č. { $id } ({ $server }): { $link }
notices-dm_last = Ve hře **{ $game }** č. { $id } ({ $server }) už všichni ostatní vybrali, čeká se jen na vás. { $link }
notices-turn_ends = Čas na tah vyprší <t:{ $ends }:R> (<t:{ $ends }:f>).
