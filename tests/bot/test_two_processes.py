"""Two bot processes, each with its own range of shards, playing in different servers at
once on one PostgreSQL database (a whole SimCord game on PostgreSQL: test_postgres_game)."""

import json
import os
import subprocess
import sys
from pathlib import Path

from db import Store

ROOT = Path(__file__).resolve().parents[2]


async def test_two_processes_with_their_own_shards_play_in_different_servers_at_once(postgres_url):
    """Two OS processes (each its own simulated Discord: a server of its own shards) on one
    PostgreSQL database; each plays its game while the other's scheduler and sweep see it."""
    moves = "16"
    processes = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.bot.salon_process", postgres_url, shards, seed, moves],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        for shards, seed in (("0-1/4", "3"), ("2-3/4", "4"))
    ]
    outcomes = []
    for process in processes:
        out, err = process.communicate(timeout=300)
        assert process.returncode == 0, err[-3000:]
        outcomes.append(json.loads(out.strip().splitlines()[-1]))
    first, second = outcomes
    assert first["guild_shard"] in (0, 1) and second["guild_shard"] in (2, 3)
    assert first["game_id"] != second["game_id"]
    store = await Store.open(postgres_url)
    try:
        for outcome in outcomes:
            assert outcome["api_problems"] == []
            assert outcome["version"] >= int(moves)
            # a board message per turn, each posted once, whichever process posted it; the newest is current
            versions = outcome["board_versions"]
            assert versions == sorted(set(versions)) and versions[-1] == outcome["version"]
            row = await store.get_game(outcome["game_id"])
            assert row.version == outcome["version"] and row.delivered_version == row.version
            steps = await store.steps(outcome["game_id"])
            assert [s.n for s in steps] == list(range(1, row.version + 1))  # a gapless log
    finally:
        await store.close()
