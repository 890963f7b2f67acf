## render.common
render-common-hidden = hidden
render-common-player = Player { $n }
render-common-latest_move = Latest move: { $move }
render-resigned_frame-resigned = { $player } resigned.
render-resigned_frame-winner = { $player } wins.
