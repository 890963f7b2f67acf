## /salon hry a /salon upozornění: hry hráče na všech serverech a jak se dozví, že je na tahu

commands-games-name = hry
commands-games-description = Vaše hry na všech serverech, nejdřív ty, které čekají na vás
commands-notices-name = upozornění
commands-notices-description = Jak vám Salon dá vědět, že jste na tahu
commands-notices-how = jak
commands-notices-how_help = Označením ve vlákně hry, přímou zprávou, nebo vůbec
commands-notices-ping = označením ve vlákně hry
commands-notices-dm = přímou zprávou
commands-notices-none = vůbec (deska i tak ukazuje, kdo je na tahu)

home-no_games = Nehrajete žádnou rozehranou hru a nejste v žádné otevřené místnosti. Založte hru příkazem /game new, nebo se přidejte k nějaké v kanálu s hrami.
home-header = **Vaše hry** ({ $total })
home-you_are_away = 💤 Jste pryč do { $until }: vaše stoly mezitím pokračují tak, jak zvolili jejich hostitelé.
home-waiting = **{ $game }** #{ $id } · { $server } · **jste na tahu** od <t:{ $since }:R> · { $link }
home-running = { $game } #{ $id } · { $server } · na tahu: { $waiting } · od <t:{ $since }:R> · { $link }
home-lobby = { $game } #{ $id } · { $server } · otevřená místnost, { $players ->
    [one] { $players } hráč
    [few] { $players } hráči
   *[other] { $players } hráčů
  } · { $link }
home-damaged = { $game } #{ $id } · { $server } · tuto hru nelze přečíst
home-board = [deska]({ $url })
home-lobby_link = [místnost]({ $url })
home-no_server = přímé zprávy
home-unknown_server = jiný server
home-page = Strana { $page } z { $pages }
home-previous = ◀ Předchozí
home-next_page = Další ▶
home-next_game = Další hra
home-next_card = Jste na tahu ve hře **{ $game }** #{ $id } na serveru { $server }, čeká se na vás od <t:{ $since }:R> (<t:{ $since }:f>): { $link }
home-moved_on = Hra #{ $id } mezitím pokročila: už na vás nečeká.
home-nothing_waits = Teď na vás nečeká žádná hra.
home-last_card = To byla poslední hra, která na vás čekala.

notices-set-ping = Od teď vás označím ve vlákně hry, když budete na tahu.
notices-set-dm = Od teď vám dám přímou zprávou vědět, když budete na tahu.
notices-set-none = Od teď vám nebudu dávat vědět, že jste na tahu; deska i tak ukazuje, kdo hraje, a /salon hry vypíše hry, které na vás čekají.
notices-dm_closed = Přímou zprávu vám poslat nemohu (máte je vypnuté), takže dokud si je nezapnete, označím vás místo toho ve vlákně hry.
notices-dm_test = Sem vám Salon napíše, když budete na tahu.
notices-ping = { $player }, jste na tahu ve hře { $game } #{ $id }: { $link }
notices-ping_last = { $player }, ostatní už ve hře { $game } #{ $id } zvolili: čekáme už jen na vás. { $link }
notices-ping_dms_closed = { $player }, jste na tahu ve hře { $game } #{ $id }: { $link } (Přímou zprávu vám poslat nemohu, máte je vypnuté.)
notices-board_last = { $players }: ostatní už zvolili, čekáme už jen na vás.
notices-dm = Jste na tahu ve hře **{ $game }** #{ $id } na serveru { $server }: { $link }
notices-dm_last = Ostatní už ve hře **{ $game }** #{ $id } na serveru { $server } zvolili: čekáme už jen na vás. { $link }
notices-turn_ends = Tah skončí <t:{ $ends }:R> (<t:{ $ends }:f>).
