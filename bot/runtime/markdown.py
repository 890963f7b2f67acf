"""Text people chose (display names) inside Salon's messages: shown as typed, never as
Markdown, so a name cannot become a link, a heading or a spoiler in Salon's own words."""

from __future__ import annotations

import re

# the characters Discord's Markdown gives a meaning anywhere (`:` too: a bare link, an emoji
# code; `[` and `]` suffice against a masked link), and those that matter where a line starts
# (a name may open a line); Discord shows a backslash before punctuation as nothing
_MARKDOWN = re.compile(r"([\\*_~`|\[\]<:])|^([#>\-])")
_ESCAPE = re.compile(r"\\(.)", re.DOTALL)


def escaped(text: str) -> str:
    """`text` for a message, its Markdown characters escaped."""
    return _MARKDOWN.sub(lambda found: "\\" + found.group(0), text)


def unescaped(text: str) -> str:
    """The text as typed from `escaped(text)` (for button labels, which show no Markdown)."""
    return _ESCAPE.sub(r"\1", text)
