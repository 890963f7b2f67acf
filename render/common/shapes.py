"""Anti-aliased shapes. ImageDraw does not anti-alias polygons or ellipses, so each shape
is drawn once as a 4x supersampled mask, reduced, cached, and pasted with a solid colour."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

SS = 4
SQRT3 = math.sqrt(3)


def _reduced(big: Image.Image) -> Image.Image:
    return big.reduce(SS)


@lru_cache(maxsize=512)
def disc_mask(diameter: int) -> Image.Image:
    big = Image.new("L", (diameter * SS, diameter * SS), 0)
    ImageDraw.Draw(big).ellipse((0, 0, diameter * SS - 1, diameter * SS - 1), fill=255)
    return _reduced(big)


@lru_cache(maxsize=512)
def rounded_mask(width: int, height: int, radius: int) -> Image.Image:
    """A rounded rectangle's mask. A long side's middle is opaque, and its corners are those of a
    short box with the same rounding (the corners' arcs are drawn at whole supersampled pixels,
    so moving them changes no pixel): a long box's mask is the short box's, its middle stretched
    (the same pixels; a board's panels are hundreds of pixels wide, a supersampled mask of their
    whole area cost milliseconds at each new size; tests/render/test_render_parts.py)."""
    reach = _corner_reach(radius)
    short = (min(width, 2 * reach + 1), min(height, 2 * reach + 1))
    if short == (width, height):
        big = Image.new("L", (width * SS, height * SS), 0)
        ImageDraw.Draw(big).rounded_rectangle((0, 0, width * SS - 1, height * SS - 1), radius=radius * SS, fill=255)
        return _reduced(big)
    small = rounded_mask(*short, radius)
    mask = Image.new("L", (width, height), 255)
    for x, left, right in _stretched(width, short[0], reach):
        for y, top, bottom in _stretched(height, short[1], reach):
            mask.paste(small.crop((left, top, right, bottom)), (x, y))
    return mask


def _corner_reach(radius: int) -> int:
    """How far into a rounded rectangle's mask its corners reach: the rounding, its edge pixel and one more."""
    return max(radius, 0) + 2


def _stretched(length: int, short: int, reach: int) -> tuple:
    """Where the ends of a side `short` long go on a side `length` long: (to, from, up to) each."""
    if short == length:
        return ((0, 0, length),)
    return ((0, 0, reach), (length - reach, short - reach, short))


def hex_corners(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    """Corners of a pointy-top hexagon with circumradius `size`."""
    return [
        (cx + size * math.cos(math.radians(angle)), cy + size * math.sin(math.radians(angle)))
        for angle in (-90, -30, 30, 90, 150, 210)
    ]


@lru_cache(maxsize=64)
def hex_ring_mask(size: float, width: float) -> Image.Image:
    """A hexagonal ring (outer circumradius `size`) centred in a square mask."""
    side = math.ceil(size * 2) + 2
    big = Image.new("L", (side * SS, side * SS), 0)
    draw = ImageDraw.Draw(big)
    centre = side * SS / 2
    draw.polygon(hex_corners(centre, centre, size * SS), fill=255)
    draw.polygon(hex_corners(centre, centre, (size - width) * SS), fill=0)
    return _reduced(big)


def paste_mask(image: Image.Image, mask: Image.Image, x: float, y: float, fill: tuple) -> None:
    """Paste `fill` through `mask` with the mask's top-left at (x, y)."""
    left, top = round(x), round(y)
    _core(image).paste(fill, (left, top, left + mask.width, top + mask.height), mask.im)


def _core(image: Image.Image):
    """The image's pixels, for pasting a colour into it (`Image.paste` checks its arguments at
    every call, and a board pastes a plain colour a few hundred times: its checks were a fifth of
    the pastes' cost); the image is made writable first, as `Image.paste` does."""
    image._ensure_mutable()
    return image.im


def disc(image, cx: float, cy: float, radius: float, fill, outline=None, width: int = 0) -> None:
    if outline is not None and width:
        outer = disc_mask(round(radius * 2))
        paste_mask(image, outer, cx - outer.width / 2, cy - outer.height / 2, outline)
        radius -= width
    inner = disc_mask(round(radius * 2))
    paste_mask(image, inner, cx - inner.width / 2, cy - inner.height / 2, fill)


def panel(image, box, fill, radius: int = 14, outline=None, width: int = 0) -> None:
    """A rounded rectangle; `box` is (left, top, right, bottom)."""
    left, top, right, bottom = (round(v) for v in box)
    if outline is not None and width:
        rounded(image, left, top, right, bottom, radius, outline)
        left, top, right, bottom = left + width, top + width, right - width, bottom - width
        radius = max(radius - width, 0)
    rounded(image, left, top, right, bottom, radius, fill)


def panel_within(image, box, within: tuple[int, int, int, int], fill, radius: int = 14, outline=None, width=0) -> None:
    """`panel` where it falls inside `within` only (the same pixels there): a part of a panel kept
    on its own draws its share of the panel under it."""
    left, top, right, bottom = (round(v) for v in box)
    x, y = within[:2]
    piece = image.crop(within)
    panel(piece, (left - x, top - y, right - x, bottom - y), fill, radius, outline, width)
    image.paste(piece, (x, y))


def rounded(image, left: int, top: int, right: int, bottom: int, radius: int, fill) -> None:
    """`fill` through `rounded_mask`, the same pixels for less work: a mask's pixels are opaque
    but in its corners, and an opaque one pastes the plain colour, so only the corners go
    through the mask."""
    corner, corners = _corners(right - left, bottom - top, radius)
    if corners is None:
        paste_mask(image, rounded_mask(right - left, bottom - top, radius), left, top, fill)
        return
    core = _core(image)
    core.paste(fill, (left + corner, top, right - corner, bottom))
    if corner:
        core.paste(fill, (left, top + corner, left + corner, bottom - corner))
        core.paste(fill, (right - corner, top + corner, right, bottom - corner))
        for mask, (x, y) in zip(corners, ((left, top), (right - corner, top), (left, bottom - corner))):
            core.paste(fill, (x, y, x + corner, y + corner), mask)
        core.paste(fill, (right - corner, bottom - corner, right, bottom), corners[3])


@lru_cache(maxsize=512)
def _corners(width: int, height: int, radius: int) -> tuple[int, tuple | None]:
    """The side of the square corners outside which `rounded_mask` is opaque, and the four
    corners of the mask (None when the corners would meet: the mask is pasted whole)."""
    if width <= 0 or height <= 0:
        return 0, None
    short = 2 * _corner_reach(radius) + 1
    if width > short or height > short:  # the same corners as a short box's (`rounded_mask`)
        return _corners(min(width, short), min(height, short), radius)
    mask = rounded_mask(width, height, radius)
    corner = max(radius, 0)
    opaque = (255, 255)
    while 2 * corner < min(width, height):
        across = mask.crop((corner, 0, width - corner, height)).getextrema()
        down = mask.crop((0, corner, width, height - corner)).getextrema()
        if across == opaque and down == opaque:
            boxes = (
                (0, 0),
                (width - corner, 0),
                (0, height - corner),
                (width - corner, height - corner),
            )
            return corner, tuple(mask.crop((x, y, x + corner, y + corner)).im for x, y in boxes)
        corner += 1
    return 0, None


def edge(image, box, radius: int, width: int, fill, within: tuple[int, int, int, int] | None = None) -> None:
    """A rounded rectangle's outline alone, `width` wide (`fill` through the rounded mask of the box
    less that of the box inside it), drawn over what the box shows: along its four sides only, and
    with `within` only where it falls inside that box (the same pixels there)."""
    left, top, right, bottom = (round(v) for v in box)
    for (x0, y0, x1, y1), mask in _edge_strips(right - left, bottom - top, radius, width):
        strip = (left + x0, top + y0, left + x1, top + y1)
        if within is not None:
            clipped = (
                max(strip[0], within[0]),
                max(strip[1], within[1]),
                min(strip[2], within[2]),
                min(strip[3], within[3]),
            )
            if clipped[0] >= clipped[2] or clipped[1] >= clipped[3]:
                continue
            x, y = strip[:2]
            mask = mask.crop((clipped[0] - x, clipped[1] - y, clipped[2] - x, clipped[3] - y))
            strip = clipped
        image.paste(fill, strip, mask)


@lru_cache(maxsize=64)
def _edge_strips(width: int, height: int, radius: int, line: int) -> tuple:
    """The outline's mask cut into four strips as deep as the corners: ((box), mask) each."""
    outer = rounded_mask(width, height, radius)
    hole = Image.new("L", (width, height), 0)
    hole.paste(rounded_mask(width - 2 * line, height - 2 * line, max(radius - line, 0)), (line, line))
    ring = ImageChops.subtract(outer, hole)
    deep = min(max(radius, line), width // 2, height // 2)
    boxes = (
        (0, 0, width, deep),
        (0, height - deep, width, height),
        (0, deep, deep, height - deep),
        (width - deep, deep, width, height - deep),
    )
    return tuple((b, ring.crop(b)) for b in boxes)


def hex_ring(image, cx: float, cy: float, size: float, width: float, fill) -> None:
    mask = hex_ring_mask(size, width)
    paste_mask(image, mask, cx - mask.width / 2, cy - mask.height / 2, fill)


@lru_cache(maxsize=128)
def ring_mask(diameter: int, width: int) -> Image.Image:
    big = Image.new("L", (diameter * SS, diameter * SS), 0)
    ImageDraw.Draw(big).ellipse((0, 0, diameter * SS - 1, diameter * SS - 1), outline=255, width=width * SS)
    return _reduced(big)


def ring(image, cx: float, cy: float, radius: float, width: int, fill) -> None:
    mask = ring_mask(round(radius * 2), width)
    paste_mask(image, mask, cx - mask.width / 2, cy - mask.height / 2, fill)


def triangle(image, cx: float, cy: float, size: float, fill) -> None:
    """A right-pointing play triangle (the 'on turn' mark), anti-aliased."""
    side = round(size)
    paste_mask(image, _triangle_mask(side), cx - side / 2, cy - side / 2, fill)


@lru_cache(maxsize=16)
def _triangle_mask(side: int) -> Image.Image:
    big = Image.new("L", (side * SS, side * SS), 0)
    ImageDraw.Draw(big).polygon([(0, 0), (side * SS, side * SS / 2), (0, side * SS)], fill=255)
    return _reduced(big)


@lru_cache(maxsize=64)
def _polygon_mask(points: tuple, size: int) -> Image.Image:
    big = Image.new("L", (size * SS, size * SS), 0)
    ImageDraw.Draw(big).polygon([(x * SS, y * SS) for x, y in points], fill=255)
    return big.reduce(SS)


def polygon(image, points, fill) -> None:
    """An anti-aliased polygon (points in image coordinates)."""
    left = math.floor(min(x for x, _ in points)) - 1
    top = math.floor(min(y for _, y in points)) - 1
    size = math.ceil(max(max(x for x, _ in points) - left, max(y for _, y in points) - top)) + 2
    local = tuple((round(x - left, 1), round(y - top, 1)) for x, y in points)
    paste_mask(image, _polygon_mask(local, size), left, top, fill)


def crown(image, cx: float, cy: float, s: float, fill) -> None:
    """A three-pointed crown `2 s` wide centred on (cx, cy)."""
    polygon(
        image,
        [
            (cx - s, cy + s * 0.6),
            (cx - s, cy - s * 0.5),
            (cx - s * 0.5, cy),
            (cx, cy - s * 0.7),
            (cx + s * 0.5, cy),
            (cx + s, cy - s * 0.5),
            (cx + s, cy + s * 0.6),
        ],
        fill,
    )
