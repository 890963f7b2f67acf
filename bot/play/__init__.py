"""The games being played, without Discord: the host that loads a table, plays a move in one
transaction and stores it (`GameHost`), the table it returns, the people and the places (guilds,
channels, threads) the bot knows, the timers a table wants, the rating arithmetic, and a seat's
decision chain walked to its complete action (`chains`: a press's and the game page's alike)."""
