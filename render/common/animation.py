"""An animated GIF of a whole game's boards, small enough for a Discord upload.

Consecutive boards differ in few pixels, but those few are spread over nearly the whole
board (a score here, a highlight there), so cropping each frame to what changed saves little,
and a palette per frame changes the index of nearly every pixel: Pillow's own writers give
25–55 MiB for a whole game. Here every frame is drawn with one palette shared by the whole
game, and each pixel that has not changed since the previous frame is transparent, so a frame
is long runs of one index that LZW packs into almost nothing. Frames of different sizes are
padded to the largest. Frames are written as they come, so only two are held at a time.
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Iterable, Sequence

from PIL import GifImagePlugin, Image, ImageChops, ImageDraw

from render.common.fonts import printable
from render.common.shapes import panel
from render.common.text import fit

UPLOAD_LIMIT = 10 * 1024 * 1024  # bytes: Discord's upload limit for a server without boosts
TRANSPARENT = 255  # the palette index of "as in the previous frame"; the drawing uses 0..254
COLOURS = TRANSPARENT
FRAME_MS = 1500  # how long each turn is shown
LAST_FRAME_MS = 8000  # the final board stays longer before the replay starts again
PALETTE_SAMPLE = 200_000  # pixels of the weighted colour sample the shared palette is chosen from


def animated_gif(frames: Sequence[bytes], frame_ms: int = FRAME_MS, last_ms: int = LAST_FRAME_MS) -> bytes:
    """One GIF of `frames` (images as PNG or any format Pillow reads), in order, looping."""
    if not frames:
        raise ValueError("an animation needs at least one frame")
    size = _largest(frames)
    palette = _shared_palette(frames)
    nearest = _Nearest(palette)
    out = io.BytesIO()
    previous: Image.Image | None = None
    for number, data in enumerate(frames):
        frame = nearest.indexed(_decoded(data), size)
        duration = last_ms if number == len(frames) - 1 else frame_ms
        if previous is None:
            header, _ = GifImagePlugin.getheader(frame, info={"loop": 0})
            out.write(b"".join(header))
            _write_frame(out, frame, (0, 0), duration)
        else:
            _write_change(out, previous, frame, duration)
        previous = frame
    out.write(b";")  # the GIF trailer
    return out.getvalue()


BANNER_FILL = (33, 30, 40)
BANNER_INK = (250, 246, 236)


def closing_frame(board: bytes, lines: Sequence[str]) -> bytes:
    """`board` (PNG) once more with `lines` across its middle on a dark band, large enough to read
    on a phone: the last frame of a game that did not end by its rules (who resigned)."""
    with Image.open(io.BytesIO(board)) as opened:
        image = opened.convert("RGB")
    width, height = image.size
    margin = max(24, width // 20)
    fitted = [fit(printable(line, "bold"), width - 4 * margin, 56, 22, "bold") for line in lines]
    line_height = [int(face.size * 1.5) for face, _text in fitted]
    band = sum(line_height) + 2 * margin
    top = max(0, (height - band) // 2)
    panel(image, (margin, top, width - margin, min(height, top + band)), BANNER_FILL, radius=24)
    draw = ImageDraw.Draw(image)
    y = top + margin
    for (face, text), step in zip(fitted, line_height):
        draw.text((width / 2, y + step / 2), text, font=face, fill=BANNER_INK, anchor="mm")
        y += step
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def frame_count(gif: bytes) -> int:
    with Image.open(io.BytesIO(gif)) as image:
        return getattr(image, "n_frames", 1)  # a GIF of one frame has no n_frames


def frames_as_png(gif: bytes, numbers: Iterable[int]) -> list[bytes]:
    """Frames of an animated GIF as the viewer sees them (each drawn over the ones before), as PNG."""
    shown = []
    with Image.open(io.BytesIO(gif)) as image:
        for number in numbers:
            image.seek(number)
            buffer = io.BytesIO()
            image.convert("RGB").save(buffer, "PNG")
            shown.append(buffer.getvalue())
    return shown


def _decoded(data: bytes) -> tuple[Image.Image, list[tuple[int, int, int]]]:
    """The image as palette indexes (a greyscale image of them) and its palette's colours.
    The boards come as palette PNGs; any other image is given an exact palette of its
    colours when it has at most 256 (else the nearest 256)."""
    with Image.open(io.BytesIO(data)) as opened:
        image: Image.Image = opened
        if image.mode != "P" or "transparency" in image.info:
            image = image.convert("RGB").convert("P", palette=Image.Palette.ADAPTIVE, colors=256)
        flat = image.getpalette("RGB") or []
        colours = [(flat[i], flat[i + 1], flat[i + 2]) for i in range(0, len(flat), 3)]
        return Image.frombytes("L", image.size, image.tobytes()), colours


def _largest(frames: Sequence[bytes]) -> tuple[int, int]:
    sizes = []
    for data in frames:
        with Image.open(io.BytesIO(data)) as image:  # reads the header only
            sizes.append(image.size)
    return max(w for w, _ in sizes), max(h for _, h in sizes)


def _shared_palette(frames: Sequence[bytes]) -> list[tuple[int, int, int]]:
    """At most 255 colours for every frame: all of them when they fit, else chosen from
    the colours of all frames, each weighted by how many pixels show it over the whole game."""
    counts: Counter = Counter()  # RGB colour -> pixels
    for data in frames:
        indexes, colours = _decoded(data)
        for index, count in enumerate(indexes.histogram()):
            if count:
                counts[colours[index]] += count
    if len(counts) <= COLOURS:
        return list(counts)
    total = sum(counts.values())
    # every colour at least once, the rest in proportion: rare colours (a player's marker) still count
    sample = [colour for colour, count in counts.items() for _ in range(max(1, count * PALETTE_SAMPLE // total))]
    strip = Image.new("RGB", (len(sample), 1))
    strip.putdata(sample)
    flat = strip.quantize(COLOURS, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).getpalette("RGB") or []
    return [(flat[i], flat[i + 1], flat[i + 2]) for i in range(0, min(len(flat), 3 * COLOURS), 3)]


class _Nearest:
    """Frames in the shared palette: each colour of a frame's own palette becomes the nearest
    shared one (exactly the same when it is there). Pillow's own mapping looks colours up in
    a coarse cache and would shift exact colours by a step."""

    def __init__(self, palette: list[tuple[int, int, int]]):
        self.palette = palette
        self.flat = [value for colour in palette for value in colour]
        self.flat += [0] * (768 - len(self.flat))  # 256 entries: TRANSPARENT is free
        self.known: dict[tuple[int, int, int], int] = {colour: index for index, colour in enumerate(palette)}

    def index(self, colour: tuple[int, int, int]) -> int:
        found = self.known.get(colour)
        if found is None:
            r, g, b = colour
            found = min(
                range(len(self.palette)),
                key=lambda i: (self.palette[i][0] - r) ** 2
                + (self.palette[i][1] - g) ** 2
                + (self.palette[i][2] - b) ** 2,
            )
            self.known[colour] = found
        return found

    def indexed(self, decoded: tuple[Image.Image, list[tuple[int, int, int]]], size: tuple[int, int]) -> Image.Image:
        """The frame in the shared palette at the top left of `size`; the rest in the colour of
        its bottom left corner (the board's own background)."""
        indexes, colours = decoded
        table = [self.index(colour) for colour in colours] + [0] * (256 - len(colours))
        shared = indexes.point(table)
        if shared.size != size:
            canvas = Image.new("L", size, shared.getpixel((0, shared.height - 1)))
            canvas.paste(shared, (0, 0))
            shared = canvas
        frame = Image.frombytes("P", size, shared.tobytes())
        frame.putpalette(self.flat)
        return frame


def _write_change(out: io.BytesIO, previous: Image.Image, frame: Image.Image, duration: int) -> None:
    """The part of `frame` that changed since `previous`, unchanged pixels transparent."""
    difference = ImageChops.difference(_indexes(previous), _indexes(frame))
    box = difference.getbbox()
    if box is None:  # the same picture again: one transparent pixel keeps the turn's frame
        box = (0, 0, 1, 1)
    unchanged = difference.point([255] + [0] * 255, "1")
    change = frame.copy()
    change.paste(TRANSPARENT, mask=unchanged)
    _write_frame(out, change.crop(box), box[:2], duration, transparent=True)


def _indexes(image: Image.Image) -> Image.Image:
    """The palette indexes of an indexed image, as a greyscale image (to compare them)."""
    return Image.frombytes("L", image.size, image.tobytes())


def _write_frame(
    out: io.BytesIO, frame: Image.Image, offset: tuple[int, int], duration: int, transparent: bool = False
) -> None:
    params: dict = {"duration": duration, "disposal": 1}  # 1: keep this frame under the next
    if transparent:
        params["transparency"] = TRANSPARENT
    out.write(b"".join(GifImagePlugin.getdata(frame, offset, **params)))
