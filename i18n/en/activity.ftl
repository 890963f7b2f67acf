# The board inside Discord (bot/web/activity.py, the Activity's buttons and links): in the reader's language.

activity-opening = Opening the board…
activity-malformed = Discord's launch of this board was not understood: close the board and open it again.
activity-code_refused = Discord did not confirm who you are: close the board and open it again.
activity-discord_unreachable = Discord could not confirm who you are just now: try again in a moment.
activity-not_in_instance = Discord does not count you among the people in this board: close it and open it again.
activity-no_game = No game of Salon is played in this channel: open the board from the game's thread or from its turn notice.
activity-other_guild = This game belongs to a server you are not a member of.
activity-spectator = You hold no seat in this game, so the board shows what everyone sees.
activity-too_many = Too many attempts to open the board from here: wait a minute and try again.
activity-open_board = Open board
activity-deep_link = Play on the board without leaving Discord: { $url }
