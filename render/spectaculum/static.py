"""The cached layers of the board image: what never changes within a game.

`static_layer` (per board and language) holds the background, the spaces, the HQs, the
legend and the empty track scales; `_bare` adds the space ids; both are shared by every game on
the board. A game's `base_layer` pastes its tiles, fixed for the whole game, over that
(`tile_boxes`), each tile kept per space and kind: a game's base keeps nothing of its own
(`composition.Layer`). All are drawn at 2x and
reduced, for smooth edges: the pixels of a whole base drawn at once."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from render.common import composition, latest, memory, palette
from render.common.fonts import font
from render.common.shapes import hex_corners
from render.common.text import fit
from render.common.texts import t
from render.spectaculum import style, words
from render.spectaculum.geometry import board
from render.spectaculum.layout import (
    COL_DECK,
    COL_VALUE,
    HEADER_HEIGHT,
    HQ_RADIUS,
    LEGEND_HEIGHT,
    MARGIN,
    TRACK_CAPTION,
    TRACK_ROW,
    layout,
)
from render.spectaculum.pieces import draw_court, draw_space, draw_tile

K = 2  # supersampling of the cached layers


@memory.kept_function("spectaculum static layers", memory.image_bytes)
def static_layer(board_id: str, language: str) -> Image.Image:
    """Supersampled (K x) static layer."""
    geometry, places = board(board_id), layout(board_id)
    image = Image.new("RGB", (style.WIDTH * K, places.height * K), palette.BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, style.WIDTH * K, HEADER_HEIGHT * K), fill=palette.HEADER)

    entry_colour = {space_id: hq.colour for hq in geometry.headquarters for space_id in hq.entries}
    for hq in geometry.headquarters:
        hx, hy = places.hq[hq.colour]
        for space_id in hq.entries:
            ex, ey = places.centres[space_id]
            draw.line((hx * K, hy * K, ex * K, ey * K), fill=style.TROUPE[hq.colour], width=7 * K)
    for space in geometry.spaces:
        cx, cy = places.centres[space.id]
        draw_space(draw, space.kind, cx * K, cy * K, K, entry_colour.get(space.id))
        if space.kind == "court":
            draw_court(draw, cx * K, cy * K, K)
    for hq in geometry.headquarters:
        _headquarters(draw, hq.colour, *places.hq[hq.colour], language)

    _legend(image, draw, places.legend_top, language)
    _track_scales(draw, places.tracks, language)
    return image


def _headquarters(draw, colour: str, x: float, y: float, language: str) -> None:
    r = HQ_RADIUS * K
    x, y = x * K, y * K
    draw.ellipse((x - r, y - r, x + r, y + r), fill=style.TROUPE_DARK[colour])
    inner = r - 4 * K
    draw.ellipse((x - inner, y - inner, x + inner, y + inner), fill=style.TROUPE[colour])
    ink = palette.ink_on(style.TROUPE[colour])
    draw.text(
        (x, y - 12 * K),
        t(f"render.spectaculum.letter.{colour}", language),
        font=font(34 * K, "black"),
        fill=ink,
        anchor="mm",
    )
    label_face, label = fit(t("render.spectaculum.hq", language), 2 * inner / K - 14, 17, 13, "bold")
    draw.text((x, y + 20 * K), label, font=font(label_face.size * K, "bold"), fill=ink, anchor="mm")


def _legend(image, draw, top: int, language: str) -> None:
    items = [
        ("plus2", "plus"),
        ("minus2", "minus"),
        ("payday", "payday"),
        ("sickness", "sickness"),
        ("court", "court"),
        ("last", "last"),
    ]
    texts = [t(f"render.spectaculum.legend.{key}", language) for _, key in items]
    icon, gap = 40, 26
    size = 19
    while (
        size > 16
        and sum(font(size).getlength(text) for text in texts) + len(items) * (icon + 8 + gap) > style.WIDTH - 2 * MARGIN
    ):
        size -= 1
    face = font(size * K)
    total = sum(face.getlength(text) / K for text in texts) + len(items) * (icon + 8) + (len(items) - 1) * gap
    x = (style.WIDTH - total) / 2
    cy = top + LEGEND_HEIGHT / 2
    small = icon / 2 / style.HEX_SIZE * K
    for (kind, _), text in zip(items, texts):
        ix = x + icon / 2
        if kind == "court":
            draw_space(draw, "court", ix * K, cy * K, small)
            draw.text((ix * K, cy * K), "+5", font=font(round(13 * K), "black"), fill=style.COURT_INK, anchor="mm")
        elif kind == "last":
            draw_space(draw, "blank", ix * K, cy * K, small)
            draw.polygon(hex_corners(ix * K, cy * K, icon / 2 * K - 1 * K), outline=latest.COLOUR, width=4 * K)
            draw.polygon(hex_corners(ix * K, cy * K, icon / 2 * K - 5 * K), outline=palette.WHITE, width=2 * K)
        else:
            draw_space(draw, "village", ix * K, cy * K, small)
            draw_tile(draw, kind, ix * K, (cy - 3) * K, small)
        draw.text(((x + icon + 8) * K, cy * K), text, font=face, fill=palette.INK, anchor="lm")
        x += icon + 8 + face.getlength(text) / K + gap


def _track_scales(draw, tracks, language: str) -> None:
    caption_y = (tracks.top - TRACK_CAPTION / 2) * K
    caption = font(18 * K, "bold")
    draw.text(
        ((MARGIN + COL_DECK + 20) * K, caption_y),
        t("render.spectaculum.tracks.deck", language),
        font=caption,
        fill=palette.INK_SOFT,
        anchor="mm",
    )
    draw.text(
        ((MARGIN + COL_VALUE - 6) * K, caption_y),
        t("render.spectaculum.tracks.caption", language),
        font=caption,
        fill=palette.INK_SOFT,
        anchor="lm",
    )
    number = font(16 * K, "medium")
    bold = font(17 * K, "bold")
    for index, colour in enumerate(style.COLOURS):
        top = tracks.row_top(index)
        draw.rounded_rectangle(
            (MARGIN * K, (top + 3) * K, (style.WIDTH - MARGIN) * K, (top + TRACK_ROW - 3) * K),
            radius=10 * K,
            fill=style.TROUPE_LIGHT[colour],
        )
        for value in range(26):
            cx, cy = tracks.cell_centre(index, value)
            left, right = tracks.cells_left + value * tracks.cell, tracks.cells_left + (value + 1) * tracks.cell
            if value % 5 == 0:
                draw.rectangle(
                    (left * K, (top + 6) * K, right * K, (top + TRACK_ROW - 6) * K),
                    fill=palette.mix(style.TROUPE_LIGHT[colour], style.TROUPE[colour], 0.25),
                )
            draw.line(
                (left * K, (top + 10) * K, left * K, (top + TRACK_ROW - 10) * K),
                fill=palette.mix(style.TROUPE_LIGHT[colour], palette.INK, 0.25),
                width=K,
            )
            draw.text(
                (cx * K, cy * K),
                str(value),
                font=bold if value % 5 == 0 else number,
                fill=style.TROUPE_DARK[colour],
                anchor="mm",
            )
        x = MARGIN + 24
        cy = top + TRACK_ROW / 2
        r = 19
        draw.ellipse(((x - r) * K, (cy - r) * K, (x + r) * K, (cy + r) * K), fill=style.TROUPE_DARK[colour])
        r -= 3
        draw.ellipse(((x - r) * K, (cy - r) * K, (x + r) * K, (cy + r) * K), fill=style.TROUPE[colour])
        draw.text(
            (x * K, cy * K),
            words.letter(colour, language),
            font=font(22 * K, "black"),
            fill=palette.ink_on(style.TROUPE[colour]),
            anchor="mm",
        )


def base_layer(board_id: str, language: str, tiles: tuple) -> composition.Layer:
    """The static layer with the space ids and this game's tiles, at posted size (`tiles`: a tuple
    of (space id, tile kind or None), fixed for a whole game): made of kept pieces, each tile's
    shared by every game with that tile on that space (`composition.Layer`: a game's base keeps
    nothing of its own, so any number of games in rotation draw over theirs)."""
    return composition.Layer(_bare(board_id, language), tile_boxes(board_id, language, tiles))


@memory.kept_function("spectaculum bare bases", memory.image_bytes)
def _bare(board_id: str, language: str) -> Image.Image:
    """The static layer with every space's id, at posted size: what every game on this board shows
    under its tiles."""
    image = static_layer(board_id, language).copy()
    draw = ImageDraw.Draw(image)
    places = layout(board_id)
    for space in board(board_id).spaces:
        cx, cy = places.centres[space.id]
        _space_id(draw, space.id, space.kind, cx, cy, 0, 0)
    return image.reduce(K)


def tile_boxes(board_id: str, language: str, tiles: tuple) -> list[tuple[tuple[int, int], composition.Overlay]]:
    """Where each of a game's tiles goes on its board and what it looks like there (`tiles`: a
    tuple of (space id, tile kind or None), fixed for a whole game). Each tile is kept; those made
    here are made over one supersampled static layer (which a small budget may not keep)."""
    drawn: list[Image.Image] = []

    def supersampled() -> Image.Image:
        if not drawn:
            drawn.append(static_layer(board_id, language))
        return drawn[0]

    def piece(space_id: str, tile: str) -> composition.Overlay:
        return _tiles.kept(
            (board_id, language, space_id, tile),
            lambda: tile_piece(supersampled(), board_id, space_id, tile),
            _tile_piece_bytes,
        )

    return [(_tile_box(board_id, space_id)[:2], piece(space_id, tile)) for space_id, tile in tiles if tile]


def _tile_box(board_id: str, space_id: str) -> tuple[int, int, int, int]:
    """The box at posted size that holds all a space's tile and id draw (whole pixels, so it lies
    on whole pixels of the supersampled layer too)."""
    cx, cy = layout(board_id).centres[space_id]
    reach = style.HEX_SIZE + 2
    return (math.floor(cx - reach), math.floor(cy - reach), math.ceil(cx + reach), math.ceil(cy + reach))


def _tile_piece_bytes(piece: composition.Overlay) -> int:
    return memory.image_bytes(piece.pixels) * 3 // 2  # the pixels, their mask and their mapping


_tiles: memory.Kept[composition.Overlay] = memory.Kept("spectaculum tiles")


def tile_piece(supersampled: Image.Image, board_id: str, space_id: str, tile: str) -> composition.Overlay:
    """A tile on its space with the space's id over it, as a whole base drawn at once shows them:
    drawn over the supersampled static layer (`supersampled`) in its box and reduced, through a mask of the pixels
    it changed (the neighbouring spaces' tiles and ids, in the box too, lie outside it)."""
    left, top, right, bottom = _tile_box(board_id, space_id)
    plain = supersampled.crop((left * K, top * K, right * K, bottom * K))
    patch = plain.copy()
    draw = ImageDraw.Draw(patch)
    cx, cy = layout(board_id).centres[space_id]
    kind = next(space.kind for space in board(board_id).spaces if space.id == space_id)
    draw_tile(draw, tile, cx * K - left * K, cy * K - top * K, K)
    _space_id(draw, space_id, kind, cx, cy, left * K, top * K)
    return composition.changes(plain.reduce(K), patch.reduce(K))


def space_id_text(space_id: str) -> str:
    """What the board writes on a space (every space, and again over the latest move's): the id
    the options name it by."""
    return space_id


def _space_id(draw, space_id: str, kind: str, cx: float, cy: float, left: int, top: int) -> None:
    """A space's id, drawn supersampled on an image whose top left lies at (`left`, `top`) of the layer."""
    ink = {"court": style.COURT_INK, "entry": palette.INK}.get(kind, palette.INK_SOFT)
    halo = style.COURT if kind == "court" else palette.PAPER
    draw.text(
        (cx * K - left, (cy - 0.62 * style.HEX_SIZE) * K - top),
        space_id_text(space_id),
        font=font(16 * K, "bold"),
        fill=ink,
        anchor="mm",
        stroke_width=2 * K,
        stroke_fill=halo,
    )
