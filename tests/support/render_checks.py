"""Checks every game's renderer must pass, written once."""

from __future__ import annotations

import io
import json
import subprocess
import sys

from PIL import Image, ImageDraw

LAYER_FORBIDDEN = ("discord", "db", "bot", "aiosqlite")


def assert_deterministic_and_view_untouched(render_board, render_private, view: dict, names: list[str]) -> None:
    """Same bytes twice and after a JSON round trip of the view; the view is not changed."""
    before = json.dumps(view, sort_keys=True)
    first = render_board(view, "cs", names)
    assert render_board(view, "cs", names) == first
    assert render_board(json.loads(before), "cs", names) == first
    if view.get("viewer") is not None:
        render_private(view, "en", names[view["viewer"]])
    assert json.dumps(view, sort_keys=True) == before


def assert_board_ignores_hidden(game, render_board, states, names: list[str], rng, redraw=None) -> None:
    """Each state's public board and the board of the state with what a spectator may not know
    redrawn (`game.resample_hidden`, then `redraw(state)` if given) are the same bytes; at least
    three of the states had something to redraw."""
    compared = 0
    for state in states:
        other = game.resample_hidden(state, None, rng)
        if redraw is not None:
            other = redraw(other)
        if other == state:
            continue
        compared += 1
        first = render_board(game.view_for(state, None), "en", names)
        assert render_board(game.view_for(other, None), "en", names) == first
    assert compared >= 3


def assert_layer_rule(imports: str, also_forbidden: tuple[str, ...] = ()) -> None:
    """Importing `imports` (and running nothing else) loads no discord, db or bot module,
    nor any module named in `also_forbidden`."""
    code = (
        f"import sys; {imports}; "
        f"bad = [m for m in sys.modules if m.split('.')[0] in {LAYER_FORBIDDEN!r} or m in {also_forbidden!r}]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    completed = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert completed.returncode == 0, completed.stdout + completed.stderr


def decode_png(data: bytes, max_bytes: int) -> Image.Image:
    """The image in `data`, checked to be a whole image file of at most `max_bytes`."""
    assert len(data) <= max_bytes
    image = Image.open(io.BytesIO(data))
    image.verify()
    return Image.open(io.BytesIO(data))


def record_text_sizes(monkeypatch) -> list[tuple[int, str]]:
    """From now on, (font size, text) of every text drawn that is not blank."""
    sizes = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, text, fill=None, font=None, *args, **kwargs):
        if str(text).strip():
            sizes.append((font.size, text))
        return original(self, xy, text, fill, font, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    return sizes
