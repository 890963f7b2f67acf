"""Every render test draws its boards from nothing kept: a board part kept by an earlier test
(render.common.regions) is pasted, not drawn, and a test that watches what is drawn would miss it."""

import pytest

from render.common import regions


@pytest.fixture(autouse=True)
def nothing_kept():
    regions.PARTS.clear()
    yield
    regions.PARTS.clear()
