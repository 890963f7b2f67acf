"""Leases on both backends: a turn that runs out, and a lease kept for ever once its work is done."""

from __future__ import annotations

from tests.db.conftest import T0


async def test_a_lease_is_taken_once_until_it_runs_out(store):
    assert await store.take_lease("replay:1", "a", now=T0, seconds=60)
    assert not await store.take_lease("replay:1", "b", now=T0 + 30, seconds=60)
    assert await store.take_lease("replay:1", "b", now=T0 + 61, seconds=60)


async def test_a_kept_lease_is_never_taken_again(store):
    assert await store.take_lease("replay:2", "a", now=T0, seconds=60)
    assert await store.keep_lease("replay:2", "a")
    assert not await store.take_lease("replay:2", "b", now=T0 + 10**9, seconds=60)
    await store.forget_lease("replay:2", "a")  # a kept lease is not given back
    assert not await store.take_lease("replay:2", "b", now=T0 + 10**9, seconds=60)


async def test_only_the_holder_keeps_or_gives_back_a_lease(store):
    assert await store.take_lease("replay:3", "a", now=T0, seconds=60)
    assert await store.take_lease("replay:3", "b", now=T0 + 61, seconds=60)
    assert not await store.keep_lease("replay:3", "a")  # ran out: b holds it now
    await store.forget_lease("replay:3", "a")
    assert not await store.take_lease("replay:3", "c", now=T0 + 62, seconds=60)
    await store.forget_lease("replay:3", "b")
    assert await store.take_lease("replay:3", "c", now=T0 + 62, seconds=60)
