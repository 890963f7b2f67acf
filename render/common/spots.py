"""Where a board drew the things a player may point at: the board's *spots*.

A game page lets the acting player click the thing an option names (a space, a card, a
boutique) on the board itself. Each game's renderer says where it drew each such thing with
`board_spots(view, language, names) -> Spots`: a *thing* (a tuple: its kind and the view's
own identifiers, `("space", "B7")`, `("boutique", "L&K")`) to the box it occupies in the
board image's pixels. The boxes come from the same layout values that place the drawing (the
renderer's layout functions, which its drawing calls too), never from a table of their own,
and nothing is drawn or encoded to compute them; so they are the same whether a board was
drawn afresh or composed from kept parts (`regions.PARTS`), which paste pixels into the
boxes the same layout gave.

Spots are computed from the view the board is drawn from, and a thing is named by what that
view shows: a face-down card is named by its place, never by what it is. Which option names
which thing the game's presenter says once (`Presenter.option_target`).

A box is (left, top, right, bottom) in whole pixels, right and bottom excluded: two things
side by side may share an edge without overlapping.

Spots also keep the *names* the board writes for each thing, in the reader's language (a space's
id, a card's or a boutique's name, the title over the section that holds it, a colour's letter):
the very texts its drawing writes, from the same functions, so an option's label can be checked
to name its thing with words the player finds on the board."""

from __future__ import annotations

from dataclasses import dataclass, field

Thing = tuple
Box = tuple[int, int, int, int]


def box(left: float, top: float, right: float, bottom: float) -> Box:
    """A box of whole pixels from a layout's fractional one (rounded as the drawing rounds)."""
    return round(left), round(top), round(right), round(bottom)


def around(cx: float, cy: float, half_width: float, half_height: float | None = None) -> Box:
    """The box centred on (cx, cy)."""
    half_height = half_width if half_height is None else half_height
    return box(cx - half_width, cy - half_height, cx + half_width, cy + half_height)


def overlap(a: Box, b: Box) -> bool:
    """Whether the two boxes share any pixel."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@dataclass
class Spots:
    """A board's size and the box of each thing drawn on it that a player may point at."""

    size: tuple[int, int]
    boxes: dict[Thing, Box] = field(default_factory=dict)
    names: dict[Thing, tuple[str, ...]] = field(default_factory=dict)

    def add(self, thing: Thing, where: Box, *names: str) -> None:
        """`thing` is drawn at `where`, the board writing each of `names` for it (any of them names
        it); a thing drawn twice (the same marker revealed twice) is pointed at where it was drawn first."""
        self.boxes.setdefault(thing, where)
        self.names.setdefault(thing, names)

    def inside(self, where: Box) -> bool:
        """Whether `where` is a box of at least one pixel within the image."""
        width, height = self.size
        return 0 <= where[0] < where[2] <= width and 0 <= where[1] < where[3] <= height
