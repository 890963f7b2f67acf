"""Drawing helpers shared by every game's renderer."""

from render.common.fonts import font, missing_glyphs, printable
from render.common.png import to_png

__all__ = ["font", "missing_glyphs", "printable", "to_png"]
