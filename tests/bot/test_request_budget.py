"""The token's global budget: several processes of one bot token never send Discord more than
50 requests in any second together (bot.runtime.budget), each keeping to its shards' share and
waiting, not failing, beyond it."""

import json
import os
import subprocess
import sys
from pathlib import Path

from bot.runtime.budget import GLOBAL_REQUESTS_PER_S, SENT_PER_S, WINDOW_S, process_share
from bot.runtime.sharding import parse_shards

ROOT = Path(__file__).resolve().parents[2]
PEOPLE = 24  # DMs each process sends at once: 48 requests, three seconds of its share


def test_each_process_keeps_its_shards_share_of_the_token_budget():
    assert process_share(None) == SENT_PER_S < GLOBAL_REQUESTS_PER_S  # one process: all it may send
    shares = [process_share(parse_shards(s)) for s in ("0-1/4", "2/4", "3/4")]
    assert shares == [22, 11, 11] and sum(shares) <= SENT_PER_S
    assert process_share(parse_shards("7/100")) == 1  # never nothing


def most_in_a_window(moments: list[float]) -> int:
    """The most of `moments` in any window of WINDOW_S seconds."""
    moments = sorted(moments)
    most, first = 0, 0
    for last, moment in enumerate(moments):
        while moments[first] <= moment - WINDOW_S:
            first += 1
        most = max(most, last - first + 1)
    return most


def test_three_processes_at_full_load_never_exceed_the_token_budget_together(tmp_path):
    """Three OS processes of one token (a third of the shards each, one database), each DMing
    PEOPLE people at once: every DM goes out, and no second of the token's requests, all three
    processes' together as Discord counts them, holds more than 50 (none answered 429)."""
    database = str(tmp_path / "salon.sqlite3")
    processes = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.bot.budget_process", database, f"{shard}/3", str(PEOPLE)],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        for shard in range(3)
    ]
    try:
        for process in processes:  # every bot runs: then all three are loaded at once
            assert process.stdout is not None and process.stdout.readline().strip() == "ready"
        for process in processes:
            assert process.stdin is not None
            process.stdin.write("go\n")
            process.stdin.flush()
        outcomes = []
        for process in processes:
            out, err = process.communicate(timeout=120)
            assert process.returncode == 0, err[-3000:]
            outcomes.append(json.loads(out.strip().splitlines()[-1]))
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
    assert [o["dms"] for o in outcomes] == [PEOPLE] * 3  # waited for their turn, none failed
    assert [o["share"] for o in outcomes] == [15] * 3
    sent = [moment for outcome in outcomes for moment in outcome["sent"]]
    assert len(sent) >= 3 * 2 * PEOPLE
    assert most_in_a_window(sent) <= GLOBAL_REQUESTS_PER_S
