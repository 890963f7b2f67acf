"""SALON_IMAGE_MEMORY: the kept parts and static crops of a process stay within what it is given,
and the boards are the same with little memory as with plenty."""

from __future__ import annotations

from collections import OrderedDict

from bench.render import stretches
from engines import registry
from render import ladies
from render.common import composition, memory, regions
from render.common.regions import Regions

NAMES = ["Anna", "Bohdan", "Cecílie", "Dan", "Eva", "František", "Gita", "Hana"]


def test_kept_images_stay_within_the_memory_given_and_draw_the_same_boards(monkeypatch):
    monkeypatch.setattr(regions, "PARTS", Regions(256 * memory.MEGABYTE))
    monkeypatch.setattr(composition, "_crops", OrderedDict())
    monkeypatch.setattr(composition, "_crops_bytes", 0)
    monkeypatch.setattr(composition, "_crops_budget", composition._crops_budget)
    views = stretches(registry.get("ladies"), 8, 5, NAMES, runs=2, length=4)
    plenty = [ladies.render_board(view, "cs", NAMES) for view in views]
    assert memory.kept_bytes() > 3 * memory.MEGABYTE  # what a little memory will not hold

    memory.keep_at_most(3)
    assert memory.kept_bytes() <= 3 * memory.MEGABYTE  # dropped at once
    kept_some = False
    for view, png in zip(views, plenty, strict=True):
        assert ladies.render_board(view, "cs", NAMES) == png
        assert memory.kept_bytes() <= 3 * memory.MEGABYTE
        kept_some = kept_some or len(regions.PARTS) > 0
    assert kept_some

    memory.keep_at_most(0)  # every board drawn whole
    assert memory.kept_bytes() == 0
    assert ladies.render_board(views[-1], "cs", NAMES) == plenty[-1]
    assert memory.kept_bytes() == 0
