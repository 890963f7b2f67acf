"""What changed from one board (or summary) to the next, for a game page that shows the first to
lay over it: the new pixels where they differ, fully transparent elsewhere, so that laid over
`before` it composes to exactly `after`.

A palette PNG: the boards are drawn on a palette of at most 256 colours, so the change keeps the
new image's palette and its indices, one index (one no changed pixel uses) standing for
transparent. Making it (both images decoded, compared, the change encoded) takes some 20 to 40 ms
for a board at the largest tables, the lossless WebP of the same change several times that; the
PNG is about twice the WebP's bytes, so the caller says from what size a change is worth the
WebP's time. Every board of a game is drawn on the game's one palette, so the pixels are
compared by their indices."""

from __future__ import annotations

import functools
import io

from PIL import Image, ImageChops

from render.common.webp import EFFORT, METHOD


def delta(before: bytes, after: bytes, image_format: str, large: int) -> bytes | None:
    """The change from the opaque image `before` to `after` (either PNG or WebP) as a PNG, or a
    lossless WebP where that PNG is over `large` bytes and `image_format` is "webp"; None: the two
    are not the same size."""
    with Image.open(io.BytesIO(before)) as old, Image.open(io.BytesIO(after)) as new:
        if old.size != new.size:
            return None
        changed = _changed(old, new)
        out = io.BytesIO()
        transparent = _free_index(new, changed)
        if transparent is None:  # not a palette, or every colour of it changed somewhere: true alpha
            overlay = Image.new("RGBA", new.size, (0, 0, 0, 0))
            overlay.paste(new.convert("RGBA"), mask=changed)
            overlay.save(out, "PNG")
        else:
            overlay = new.copy()
            overlay.paste(transparent, mask=ImageChops.invert(changed))
            overlay.info["transparency"] = transparent  # kept by the WebP's RGBA below too
            overlay.save(out, "PNG", transparency=transparent)
        if image_format == "webp" and out.tell() > large:
            out = io.BytesIO()
            overlay.convert("RGBA").save(out, "WEBP", lossless=True, method=METHOD, quality=EFFORT)
    return out.getvalue()


def _changed(old: Image.Image, new: Image.Image) -> Image.Image:
    """A mask of the pixels that differ: 255 where they do, 0 elsewhere."""
    if old.mode == new.mode == "P" and old.getpalette() == new.getpalette():
        # the same palette (a game draws every board on its own): the indices say it, a third of the bytes
        old_indices, new_indices = (Image.frombytes("L", image.size, image.tobytes()) for image in (old, new))
        difference = ImageChops.difference(old_indices, new_indices)
    else:
        bands = ImageChops.difference(old.convert("RGB"), new.convert("RGB")).split()
        difference = functools.reduce(ImageChops.lighter, bands)
    return difference.point(lambda value: 255 if value else 0)


def _free_index(image: Image.Image, changed: Image.Image) -> int | None:
    """An index of `image`'s palette that none of its `changed` pixels uses (None: no palette, or
    none free)."""
    if image.mode != "P":
        return None
    colours = len(image.getpalette() or []) // 3  # an index past the palette's end is no pixel's
    used = image.histogram(mask=changed)[:colours]
    return next((index for index, count in enumerate(used) if count == 0), None)
