## replay: exporting a finished game and replaying the file (python -m bot replay)
replay-not_finished = Only a finished game can be exported: the moves and the seed of a running game would reveal every hidden card.
replay-cannot_read = { $file } cannot be read.
replay-not_json = { $file } is not a Salon game export: it is not JSON.
replay-not_an_export = { $file } is not a Salon game export.
replay-damaged = { $file } is damaged: its { $field } is missing or of the wrong kind.
replay-newer_version = { $file } was written by a newer Salon (export format { $version }); this one reads format { $known }.
replay-unknown_game = { $file } holds a game of { $game }, which this Salon does not know.
replay-bad_step = The rules refuse step { $step } of { $file }, so the file was changed or is damaged.
replay-unfinished =
    { $steps ->
        [one] { $file } ends after { $steps } step, before the game does, so the file was changed or is damaged.
       *[other] { $file } ends after { $steps } steps, before the game does, so the file was changed or is damaged.
    }
replay-different_result = The replay of { $file } reaches another result than the file records, so the file was changed or is damaged.
replay-long_name = A name in { $file } is longer than { NUMBER($most, useGrouping: 0) } characters, which no board ever showed, so the file was changed or is damaged.
replay-cannot_write = { $folder } cannot be made a folder to write the boards into: choose another one with --out.
replay-replayed =
    { $game }: { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }, { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }; the replay reaches the result the file records.
replay-wrote = The board of every turn (turn-000.png …) and the animated replay (replay.gif) are in { $folder }.
