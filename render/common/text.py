"""Text measuring, fitting and drawing."""

from __future__ import annotations

from PIL import ImageDraw, ImageFont

from render.common.fonts import font, word_starts
from render.common.shapes import panel

ELLIPSIS = "…"


def width_of(text: str, face: ImageFont.FreeTypeFont) -> float:
    return face.getlength(text)


def ellipsize(text: str, face: ImageFont.FreeTypeFont, max_width: float) -> str:
    """`text`, cut with an ellipsis if it is wider than `max_width`."""
    if face.getlength(text) <= max_width:
        return text
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if face.getlength(text[:middle].rstrip() + ELLIPSIS) <= max_width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS


def fit(text: str, max_width: float, size: int, min_size: int, weight: str = "regular"):
    """The largest font from `size` down to `min_size` that fits, then an ellipsis if even
    `min_size` is too wide. Returns (font, text)."""
    for candidate in range(size, min_size - 1, -2):
        face = font(candidate, weight)
        if face.getlength(text) <= max_width:
            return face, text
    face = font(min_size, weight)
    return face, ellipsize(text, face, max_width)


def draw_text(draw: ImageDraw.ImageDraw, xy, text: str, face, fill, anchor: str = "la") -> float:
    """Draw and return the text's width."""
    draw.text(xy, text, font=face, fill=fill, anchor=anchor)
    return face.getlength(text)


def chip(
    image,
    draw,
    x: float,
    y: float,
    text: str,
    face,
    fill,
    ink,
    pad_x: int = 12,
    height: int | None = None,
    radius: int | None = None,
    outline=None,
    width: int = 0,
) -> float:
    """A pill with `text`, top-left at (x, y). Returns its right edge."""
    height = height or round(face.size * 1.5)
    text_width = face.getlength(text)
    right = x + text_width + 2 * pad_x
    panel(image, (x, y, right, y + height), fill, radius if radius is not None else height // 2, outline, width)
    draw.text(((x + right) / 2, y + height / 2), text, font=face, fill=ink, anchor="mm")
    return right


def draw_line(draw: ImageDraw.ImageDraw, xy, text: str, face, fill, anchor: str = "lm") -> None:
    """`draw.text` of one line anchored on its left, word by word: the same pixels (words part at
    spaces, which no glyph's ink crosses), and a line that changes with every move (the latest
    move, a hint) mostly of words drawn before, whose glyph masks the face keeps."""
    starts = word_starts(face, text, draw.fontmode) if anchor[0] == "l" and " " in text and "\n" not in text else None
    if starts is None:
        draw.text(xy, text, font=face, fill=fill, anchor=anchor)
        return
    x, y = xy
    for start, word in starts:
        draw.text((x + start, y), word, font=face, fill=fill, anchor=anchor)


def draw_with_highlight(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    template: str,
    value: str,
    available: float,
    size: int,
    min_size: int,
    fill,
    accent,
) -> None:
    """Draw `template` ("On turn: \\0") with `value` put in place of the NUL in the accent
    colour, shrunk to fit `available` pixels (the value is shortened last)."""
    face, prefix, value, suffix = highlight_layout(template, value, available, size, min_size)
    draw_line(draw, (x, y), prefix, face, fill)
    x += face.getlength(prefix)
    draw_line(draw, (x, y), value, face, accent)
    draw_line(draw, (x + face.getlength(value), y), suffix, face, fill)


def highlight_layout(template: str, value: str, available: float, size: int, min_size: int) -> tuple:
    """(face, prefix, value, suffix) of `draw_with_highlight`: the face that fits, and the value
    shortened to what is left."""
    prefix, _, suffix = template.partition("\0")
    face, _ = fit(prefix + value + suffix, available, size, min_size, "bold")
    _, value = fit(value, available - face.getlength(prefix + suffix), face.size, face.size, "bold")
    return face, prefix, value, suffix


def highlight_width(template: str, value: str, available: float, size: int, min_size: int) -> float:
    """How far `draw_with_highlight` advances (its ink may reach a pixel or two further)."""
    face, prefix, value, suffix = highlight_layout(template, value, available, size, min_size)
    return face.getlength(prefix) + face.getlength(value) + face.getlength(suffix)


def wrap_lines(text: str, face, width: float) -> list[str]:
    """`text` broken at spaces into lines no wider than `width` (a word wider than that gets a
    line of its own); a newline starts a new line, a no-break space keeps its words together."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in (w for w in paragraph.split(" ") if w):
            candidate = f"{current} {word}".strip()
            if face.getlength(candidate) <= width or not current:
                current = candidate
            else:
                lines.append(current)
                current = word
        lines.append(current)
    return lines


def wrap(text: str, width: float, height: float, size: int, min_size: int, weight: str = "medium"):
    """The largest size (down to min_size) at which `text` wraps into `width` x `height`.
    Returns (size, lines); at min_size the last line is ellipsized."""
    for candidate in range(size, min_size - 1, -1):
        face = font(candidate, weight)
        lines = wrap_lines(text, face, width)
        if len(lines) * round(candidate * 1.18) <= height:
            return candidate, lines
    face = font(min_size, weight)
    lines = wrap_lines(text, face, width)
    keep = max(1, int(height // round(min_size * 1.18)))
    if len(lines) > keep:
        lines = lines[:keep]
        last = lines[-1] + " …"
        lines[-1] = ellipsize(last, face, width) if face.getlength(last) > width else last
    return min_size, lines


def wrap_draw(draw, text, x, y, width, fill, size, max_lines) -> None:
    """`text` in at most `max_lines` bold lines from (x, y), left-aligned."""
    face = font(size, "bold")
    for i, text_line in enumerate(wrap_lines(text, face, width)[:max_lines]):
        draw.text((x, y + i * (size + 3)), text_line, font=face, fill=fill, anchor="lm")


def wrap_centre(draw, text, cx, cy, width, fill, size, max_lines=3) -> None:
    """`text` in lines no wider than `width`, centred on (cx, cy)."""
    face = font(size, "medium")
    lines = [fit(x, width, size, size, "medium")[1] for x in wrap_lines(text, face, width)[:max_lines]]
    y = cy - (len(lines) - 1) * (size + 3) / 2
    for i, line in enumerate(lines):
        draw.text((cx, y + i * (size + 3)), line, font=face, fill=fill, anchor="mm")
