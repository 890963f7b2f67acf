"""Several processes: SALON_SHARDS, who syncs the slash commands, identify buckets."""

import asyncio

import discord
import pytest

from bot.app import create_bot
from bot.runtime.settings import load_settings
from bot.runtime.sharding import ShardRange, bucket_of, parse_shards
from tests.bot.conftest import bot_settings


def test_shard_ranges_are_read_from_salon_shards():
    assert parse_shards("0-3/8") == ShardRange((0, 1, 2, 3), 8)
    assert parse_shards(" 5 / 8 ") == ShardRange((5,), 8)
    assert parse_shards("") is None and parse_shards(None) is None
    for wrong in ("4-2/8", "0-8/8", "3", "a-b/c", "0-1/0"):
        with pytest.raises(ValueError, match="SALON_SHARDS"):
            parse_shards(wrong)


def test_load_settings_reads_salon_shards(monkeypatch, tmp_path):
    monkeypatch.setenv("SALON_SHARDS", "4-7/8")
    assert load_settings(tmp_path / "none.env").shards == ShardRange((4, 5, 6, 7), 8)
    monkeypatch.delenv("SALON_SHARDS")
    assert load_settings(tmp_path / "none.env").shards is None


def test_identify_buckets_follow_max_concurrency():
    assert [bucket_of(shard, 4) for shard in range(8)] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert {bucket_of(shard, 1) for shard in range(8)} == {0}


def _settings(tmp_path, shards):
    return bot_settings(str(tmp_path / "salon.sqlite3"), shards=parse_shards(shards))


def test_without_salon_shards_the_bot_is_one_plain_process(tmp_path):
    bot = create_bot(_settings(tmp_path, None))
    assert not isinstance(bot, discord.AutoShardedClient) and bot.syncs_commands


def test_a_shard_range_makes_an_auto_sharded_bot_over_those_shards(tmp_path):
    first, second = create_bot(_settings(tmp_path, "0-1/4")), create_bot(_settings(tmp_path, "2-3/4"))
    for bot, ids in ((first, [0, 1]), (second, [2, 3])):
        assert isinstance(bot, discord.AutoShardedClient)
        assert bot.shard_ids == ids and bot.shard_count == 4
    assert first.syncs_commands and not second.syncs_commands
    assert first.instance != second.instance


@pytest.mark.parametrize("shards, syncs", [("0-1/4", True), ("2-3/4", False)])
async def test_only_the_process_holding_shard_0_syncs_the_slash_commands(tmp_path, shards, syncs):
    import simcord

    bot = create_bot(_settings(tmp_path, shards))
    async with simcord.run(bot, strict_sync=False, settle_timeout=20) as env:
        assert sorted(bot.shards) == list(parse_shards(shards).ids)
        writes = [r for r in env.http_requests if r.method == "PUT" and r.path.endswith("/commands")]
        assert bool(writes) == syncs
    bot.scheduler.stop()
    bot.repairs.stop_sweep()
    await bot.store.close()


@pytest.fixture(params=["sqlite", "postgres"])
async def lease_store(request, tmp_path):
    from db import Store

    url = str(tmp_path / "salon.sqlite3") if request.param == "sqlite" else request.getfixturevalue("postgres_url")
    store = await Store.open(url)
    yield store
    await store.close()


async def test_a_lease_is_a_turn_that_must_run_out_before_the_next(lease_store):
    assert await lease_store.take_lease("identify:0", "a", now=100.0, seconds=5)
    assert not await lease_store.take_lease("identify:0", "b", now=101.0, seconds=5)
    assert not await lease_store.take_lease("identify:0", "a", now=104.9, seconds=5)  # not even its owner
    assert await lease_store.take_lease("identify:1", "b", now=101.0, seconds=5)  # another bucket is free
    assert await lease_store.take_lease("identify:0", "b", now=105.0, seconds=5)


async def test_shards_of_one_bucket_identify_five_seconds_apart_across_processes(lease_store):
    """Two processes' gates on one database: shards 0 and 2 share bucket 0 (max_concurrency 2),
    shard 1 is in bucket 1 and does not wait."""
    from bot.runtime.sharding import IdentifyGate

    clock = [1000.0]

    async def two():
        return 2

    first = IdentifyGate(lambda: lease_store, "process-a", lambda: clock[0], two, poll=0.01)
    second = IdentifyGate(lambda: lease_store, "process-b", lambda: clock[0], two, poll=0.01)
    await first.wait_for_turn(0)
    await second.wait_for_turn(1)
    waiting = asyncio.ensure_future(second.wait_for_turn(2))
    for _ in range(5):
        await asyncio.sleep(0.02)  # the gate looks again and again; the clock stands still
    assert not waiting.done()
    clock[0] += 5.0
    await asyncio.wait_for(waiting, 5)
