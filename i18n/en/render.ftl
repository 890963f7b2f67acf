## render.common
render-common-hidden = hidden
render-common-player = Player { $n }
render-common-latest_move = Latest move: { $move }
