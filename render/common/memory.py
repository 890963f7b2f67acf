"""How much memory a process may keep of boards drawn before (`SALON_IMAGE_MEMORY`).

Kept parts (`regions.PARTS`) and the static layers' crops (`composition`) make a board cost a
fraction of drawing it anew; they are bounded together, four fifths to the parts. Each
rendering thread's canvases (about 10 MB each) and the static layers themselves come on top.
Less memory only means more drawing: the pixels are the same. Until it is set, a process keeps
what the two start with: 192 MB of parts and 48 MB of crops."""

from __future__ import annotations

from render.common import composition, regions

MEGABYTE = 1024 * 1024


def keep_at_most(megabytes: int) -> None:
    """Bound the kept parts and crops of this process to `megabytes` together (0: keep none)."""
    total = megabytes * MEGABYTE
    regions.PARTS.budget = total * 4 // 5
    composition.keep_static_crops(total - total * 4 // 5)


def kept_bytes() -> int:
    return regions.PARTS.bytes + composition.static_crop_bytes()
