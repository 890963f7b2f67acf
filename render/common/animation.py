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

from PIL import GifImagePlugin, Image, ImageChops

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
    out = io.BytesIO()
    previous: Image.Image | None = None
    for number, data in enumerate(frames):
        frame = _indexed(_padded(_decoded(data), size), palette)
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


def _decoded(data: bytes) -> Image.Image:
    with Image.open(io.BytesIO(data)) as image:
        return image.convert("RGB")


def _largest(frames: Sequence[bytes]) -> tuple[int, int]:
    sizes = []
    for data in frames:
        with Image.open(io.BytesIO(data)) as image:  # reads the header only
            sizes.append(image.size)
    return max(w for w, _ in sizes), max(h for _, h in sizes)


def _padded(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    """`image` at the top left of `size`, the rest in the colour of its bottom left corner
    (the board's own background)."""
    if image.size == size:
        return image
    canvas = Image.new("RGB", size, image.getpixel((0, image.height - 1)))
    canvas.paste(image, (0, 0))
    return canvas


def _shared_palette(frames: Sequence[bytes]) -> Image.Image:
    """A palette image of at most 255 colours for every frame: chosen from the colours of
    all frames, each weighted by how many pixels show it over the whole game."""
    counts: Counter = Counter()  # RGB colour -> pixels
    for data in frames:
        image = _decoded(data)
        for count, colour in image.getcolors(image.width * image.height) or ():
            counts[colour] += count
    total = sum(counts.values())
    # every colour at least once, the rest in proportion: rare colours (a player's marker) still count
    sample = [colour for colour, count in counts.items() for _ in range(max(1, count * PALETTE_SAMPLE // total))]
    strip = Image.new("RGB", (len(sample), 1))
    strip.putdata(sample)
    if len(counts) <= COLOURS:
        return strip.quantize(len(counts), method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    return strip.quantize(COLOURS, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


def _indexed(image: Image.Image, palette: Image.Image) -> Image.Image:
    indexed = image.quantize(palette=palette, dither=Image.Dither.NONE)
    colours = palette.getpalette() or []
    indexed.putpalette(colours + [0] * (768 - len(colours)))  # 256 entries: TRANSPARENT is free
    return indexed


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
