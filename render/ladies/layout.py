"""Where everything sits on the Ladies & Gentlemen board, and the static layer a game never
changes: the boxes, the boutiques' frames and names, the team rows' colours and letters
(drawn once per game, not on every board)."""

from __future__ import annotations

import math
import threading

from PIL import Image, ImageDraw

from render.common import composition, memory, palette
from render.common.latest import LINE_HEIGHT
from render.common.seats import seat_key
from render.common.shapes import panel
from render.common.text import fit
from render.ladies import pieces, style, words
from render.ladies.words import tr

W, M, G = style.WIDTH, style.MARGIN, style.GAP
HEADER = 124 + LINE_HEIGHT  # the last line: the latest move
TITLE = 34
STREET_H = 312
EXCHANGE_H = 258
CONTRACTS_H = 196
CHIP_W, CHIP_H, CHIP_GAP = 112, 48, 6
BADGE = 56
GENT_W = 420
FOOTER = 16  # the margin under the last row
STAND_ROW = 62
LOCK = threading.Lock()


def wardrobe_width():
    return W - 2 * M - BADGE - GENT_W - 3 * 10


def per_row():
    return max(1, (wardrobe_width() - 20 + CHIP_GAP) // (CHIP_W + CHIP_GAP))


def row_height(cards: int) -> int:
    rows = max(1, math.ceil(cards / per_row()))
    return 104 + rows * (CHIP_H + CHIP_GAP) + 8


class Layout:
    def __init__(self, teams: int, courtesan: bool, wardrobe_rows: tuple, ended: bool = False):
        y = HEADER + G
        self.exchange = self.market = self.contracts = self.standings = None
        self.street = (M, y, W - M, y + TITLE + STREET_H)
        cw = (W - 2 * M - (teams - 1) * G) / teams
        self.shops = [(M + i * (cw + G), y + TITLE, M + i * (cw + G) + cw, y + TITLE + STREET_H) for i in range(teams)]
        y = self.street[3] + G
        exchange = (M, y, W - M, y + EXCHANGE_H)
        contracts = (M, y + EXCHANGE_H + G, W - M, y + EXCHANGE_H + G + TITLE + CONTRACTS_H)
        if ended:
            # the end: the standings take the exchange's place (and the contracts' too at a table of
            # more sides than the exchange has room for), and the board keeps its size and its rows
            # their places, so a page following the game is sent only what the end changed
            sides = teams + courtesan
            self.standings = exchange if standings_height(sides) <= EXCHANGE_H else (*exchange[:3], contracts[3])
            if self.standings == exchange:
                self.contracts = contracts
        else:
            self.exchange = (M, y, W - M - 250 - G, y + EXCHANGE_H)
            self.market = (W - M - 250, y, W - M, y + EXCHANGE_H)
            self.contracts = contracts
        y = contracts[3] + G
        self.rows = []
        for h in wardrobe_rows:
            self.rows.append((M, y, W - M, y + h))
            y += h + G
        self.height = y - 4 + FOOTER


def standings_height(sides: int) -> int:
    """The height the standings need for `sides` rows at the least."""
    return TITLE + sides * STAND_ROW + 12


def is_ended(view) -> bool:
    return view["phase"] == "ended" and bool(view.get("result"))


def static_key(view) -> tuple[int, bool, tuple, bool, tuple]:
    ended = is_ended(view)
    rows = tuple(row_height(n) for n in wardrobe_sizes(view))
    look = tuple((p["boutique"], p["colour"], p["team"]) for p in view["panels"])  # fixed for a game
    return len(view["panels"]), view.get("courtesan") is not None, rows, ended, look


def row_seats(view):
    """The lady (or courtesan) of each row: teams in order, then the courtesan."""
    by_team = {p["team"]: p["lady"] for p in view["panels"]}
    seats = [by_team[t] for t in range(len(view["panels"]))]
    if view.get("courtesan") is not None:
        seats.append(view["courtesan"])
    return seats


def wardrobe_sizes(view):
    """Cards shown in each row: her wardrobe and, once the game has ended, her servants."""
    result = view.get("result") if is_ended(view) else None
    sizes = []
    for seat in row_seats(view):
        n = len(view["seats"][seat].get("wardrobe") or [])
        if result:
            n += len(seat_key(result.get("servants"), seat) or [])
        sizes.append(n)
    return sizes


def static_layer(
    teams: int, courtesan: bool, rows: tuple, ended: bool, look: tuple, language: str
) -> tuple[Layout, composition.Layer]:
    """Everything a game never changes: the boxes, the boutiques' frames and names, the
    team rows' colours and letters (not drawn on every board): the frames, which differ from game
    to game, kept apart and laid over the boxes every game of this shape shows (`composition.Layer`:
    a game's layer keeps nothing of its own, so any number of games in rotation draw over theirs).

    Each piece is kept under what it shows and what lies under it, not under the whole shape: the
    bare base depends on the rows only through the board's height (nothing of it is drawn where
    the rows lie), a boutique's frame lies on the street, the same in every shape of as many teams,
    and a row's frame on the plain background, wherever the row lies. So games whose rows differ
    (one lady's wardrobe needs a second row of cards, another's not) share their frames."""
    places = Layout(teams, courtesan, rows, ended)
    bare = _bare(teams, courtesan, ended, language, places.height)
    frames = []
    for (boutique, colour, team), box in zip(look, places.shops):
        colour = style.TEAM.get(colour, palette.MUTED)
        frames.append(
            _frame_piece(
                _shop_frames,
                (teams, language, boutique, colour, team, box),
                bare,
                box,
                lambda image, draw, at, colour=colour, boutique=boutique, team=team: shop_frame(
                    image, draw, boutique, colour, team, at, language
                ),
            )
        )
    colours = {team: style.TEAM.get(colour, palette.MUTED) for _, colour, team in look}
    for i, box in enumerate(places.rows):
        colour, team = colours.get(i, style.COURTESAN), i if i in colours else None
        size = (box[2] - box[0], box[3] - box[1])
        frames.append(
            _frame_piece(
                _row_frames,
                (size, colour, team, language),
                bare,
                box,
                lambda image, draw, at, colour=colour, team=team: row_frame(image, draw, at, colour, team, language),
            )
        )
    return places, composition.Layer(bare, frames)


def forget_static_layers() -> None:
    """Drop what static layers are made of (kept), so the next board draws it all again."""
    _bare.cache_clear()
    _shop_frames.clear()
    _row_frames.clear()


@memory.kept_function("ladies bare bases", memory.image_bytes)
def _bare(teams: int, courtesan: bool, ended: bool, language: str, height: int) -> Image.Image:
    """The boxes and their titles: what every game of this shape shows under its frames (the
    rows are not drawn on it: only its height depends on them)."""
    places = Layout(teams, courtesan, (), ended)
    image = Image.new("RGB", (W, height), palette.BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, W, HEADER), fill=palette.HEADER)
    boxes = [
        (places.street, tr("street", language), style.STREET),
        (places.standings, tr("standings", language), palette.PANEL),
        (places.exchange, tr("exchange", language), style.EXCHANGE),
        (places.contracts, tr("contracts", language), palette.PANEL),
    ]
    for area, title, fill in boxes:
        if area is None:
            continue
        panel(image, area, fill, 14, palette.PANEL_EDGE, 2)
        face, text = fit(title, 600, 21, 16, "bold")
        draw.text((area[0] + 14, area[1] + TITLE / 2 + 2), text, font=face, fill=palette.INK, anchor="lm")
    return image


# a boutique's frame under (teams, language, boutique, colour, team, box): drawn over the street
_shop_frames: memory.Kept[composition.Overlay] = memory.Kept("ladies boutique frames")
# a row's frame under (its size, colour, team, language): drawn over the plain background
_row_frames: memory.Kept[composition.Overlay] = memory.Kept("ladies row frames")


def _frame_piece(
    store: memory.Kept[composition.Overlay], key: tuple, bare: Image.Image, box: tuple, draw_frame
) -> tuple[tuple[int, int], composition.Overlay]:
    """The frame kept in `store` under `key`, or drawn by `draw_frame(image, draw, box)` in `box`
    over `bare`, as the pixels it changed there (drawn on the box's crop, moved by whole pixels);
    the piece placed at the box's top left."""
    left, top = math.floor(box[0]), math.floor(box[1])
    crop = (left, top, math.ceil(box[2]), math.ceil(box[3]))

    def make() -> composition.Overlay:
        plain = bare.crop(crop)
        drawn = plain.copy()
        draw_frame(drawn, ImageDraw.Draw(drawn), (box[0] - left, box[1] - top, box[2] - left, box[3] - top))
        return composition.changes(plain, drawn)

    overlay = store.kept(key, make, lambda piece: memory.image_bytes(piece.pixels) * 3 // 2)  # pixels, mask, mapping
    return (left, top), overlay


def shop_outline(box) -> tuple:
    """The edge of the boutique drawn in the street's column `box`."""
    left, top, right, bottom = box
    return (left + 6, top + 4, right - 6, bottom - 8)


def shop_frame(image, draw, boutique, colour, team, box, language) -> None:
    left, top, right, bottom = box
    panel(image, shop_outline(box), palette.PANEL, 12, colour, 3)
    panel(image, (left + 6, top + 4, right - 6, top + 46), colour, 12)
    draw.rectangle((left + 9, top + 30, right - 9, top + 46), fill=colour)
    ink = palette.ink_on(colour)
    pieces.marker(
        image,
        draw,
        right - 30,
        top + 25,
        34,
        palette.mix(colour, palette.BLACK, 0.25),
        words.team_letter(team, language),
    )
    face, name = fit(words.boutique(boutique, language), right - left - 70, 24, 17, "black")
    draw.text((left + 18, top + 26), name, font=face, fill=ink, anchor="lm")


def row_frame(image, draw, box, colour, team, language) -> None:
    """A team's row (team colour, letter, the gentleman's tinted block) or the courtesan's."""
    left, top, right, bottom = box
    panel(image, box, colour, 14)
    panel(image, (left + BADGE, top + 3, right - 3, bottom - 3), palette.PANEL, 12)
    badge = palette.mix(colour, palette.BLACK, 0.2) if team is not None else colour
    pieces.marker(image, draw, left + BADGE / 2 + 1, top + 34, 44, badge, words.team_letter(team, language))
    lady_right = left + BADGE + 6 + wardrobe_width() + 10
    side = (lady_right + 8, top + 8, right - 10, bottom - 8)
    panel(image, side, team_tint(colour) if team is not None else style.COURTESAN_LIGHT, 10)


def team_tint(colour):
    return palette.mix(colour, palette.WHITE, 0.86)
