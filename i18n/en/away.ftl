# /salon away: a player's absence, and what each of their tables does meanwhile

commands-away-name = away
commands-away-description = Be away for a while: your tables wait for you, or the AI plays your turns
commands-away-until = until
commands-away-until_help = When you will be back: 2026-12-12, 12 Dec, 7d, 2w … (at most 30 days ahead), or off

away-set = 💤 You are away until { $until } ({ $in }).
away-set_paused = { $count ->
        [one] At one table your turn limit waits for you.
       *[other] At { $count } tables your turn limit waits for you.
    }
away-set_played = { $count ->
        [one] At one table the AI plays your turns.
       *[other] At { $count } tables the AI plays your turns.
    }
away-moved = 💤 Your absence now ends { $until } ({ $in }) instead of { $before }.
away-how_to_end = Any command or button you use ends your absence early, and so does `/salon away until:off`.
away-ended = 👋 Welcome back: your absence is over. Your turn limits run again from where they stopped, and you play your own turns.
away-not_away = You are not away. To be away, say when you will be back: `/salon away until:2026-12-12` (or 12.12., 12 Dec, 7d, 2w), at most 30 days ahead.
away-unreadable = I cannot read “{ $text }” as a day. Write it as 2026-12-12, 12.12., 12 Dec, 7d (days) or 2w (weeks); `/salon away until:off` ends an absence.
away-past = { $until } is already over: an absence must end in the future. Nothing has changed.
away-too_far = { $until } is more than 30 days ahead. You can be away for at most 30 days at a time, so until { $latest } at the latest. Nothing has changed.

away-board_pause = 💤 { $player } is away until { $until } ({ $in }); meanwhile their turn limit waits for them.
away-board_ai = 💤 { $player } is away until { $until } ({ $in }); meanwhile the AI plays their turns.

away-until_short = 💤 away until { $until }

away-option-name = While a player is away
away-option-help = What this table does while one of its players is away (/salon away): the player's turn limit waits for them, or the AI plays their turns until they are back.
away-option-pause = their turn limit waits
away-option-ai = the AI plays their turns
