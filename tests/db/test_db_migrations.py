"""Numbered migrations through PRAGMA user_version."""

from __future__ import annotations

import sqlite3

import pytest

from db import MigrationFailed, SchemaError, SchemaTooNew, Store
from db.migrate import MIGRATIONS_DIR, load_migrations, split_statements

KNOWN = len(load_migrations())


def schema_of(path: str) -> tuple[int, list[tuple]]:
    with sqlite3.connect(path) as conn:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        objects = conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY type, name").fetchall()
    return version, objects


def test_shipped_migrations_are_numbered_from_one():
    migrations = load_migrations()
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    assert migrations[0].name.startswith("0001_")
    assert all(m.statements() for m in migrations)
    assert {p.name for p in MIGRATIONS_DIR.glob("*.sql")} == {m.name for m in migrations}


async def test_empty_file_is_migrated_and_reopening_changes_nothing(db_path):
    sqlite3.connect(db_path).close()  # an existing, empty file
    store = await Store.open(db_path)
    await store.close()
    version, objects = schema_of(db_path)
    assert version == KNOWN
    tables = {name for kind, name, _ in objects if kind == "table"}
    assert {"games", "seats", "steps", "snapshots", "deadlines", "users", "results"} <= tables

    store = await Store.open(db_path)
    await store.close()
    assert schema_of(db_path) == (version, objects)


async def test_a_newer_schema_is_refused_and_left_alone(db_path):
    store = await Store.open(db_path)
    await store.close()
    with sqlite3.connect(db_path) as conn:
        conn.execute(f"PRAGMA user_version = {KNOWN + 1}")
    before = schema_of(db_path)

    with pytest.raises(SchemaTooNew, match=rf"schema version {KNOWN + 1}.*up to {KNOWN}") as caught:
        await Store.open(db_path)
    assert (caught.value.found, caught.value.known) == (KNOWN + 1, KNOWN)
    assert schema_of(db_path) == before


def write(directory, name, sql):
    directory.mkdir(exist_ok=True)
    (directory / name).write_text(sql, encoding="utf-8")


async def test_a_failing_migration_is_rolled_back_whole(tmp_path, db_path):
    migrations = tmp_path / "migrations"
    write(migrations, "0001_first.sql", "CREATE TABLE a (x INTEGER);\nINSERT INTO a VALUES (1);\n")
    write(migrations, "0002_broken.sql", "CREATE TABLE b (y INTEGER);\nINSERT INTO nowhere VALUES (2);\n")

    with pytest.raises(MigrationFailed, match="0002_broken.sql"):
        await Store.open(db_path, migrations=load_migrations(migrations))
    version, objects = schema_of(db_path)
    assert version == 1
    assert [name for kind, name, _ in objects if kind == "table"] == ["a"]

    # once fixed, the next start applies it
    write(migrations, "0002_broken.sql", "CREATE TABLE b (y INTEGER);\n")
    store = await Store.open(db_path, migrations=load_migrations(migrations))
    await store.close()
    assert schema_of(db_path)[0] == 2


def test_gaps_and_bad_names_in_migrations_are_refused(tmp_path):
    gap = tmp_path / "gap"
    write(gap, "0001_a.sql", "SELECT 1;")
    write(gap, "0003_c.sql", "SELECT 1;")
    with pytest.raises(SchemaError, match="expected 0002"):
        load_migrations(gap)

    with pytest.raises(SchemaError, match="no migrations"):
        load_migrations(tmp_path / "missing")
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(SchemaError, match="no migrations"):
        load_migrations(empty)

    bad = tmp_path / "bad"
    write(bad, "1_a.sql", "SELECT 1;")
    with pytest.raises(SchemaError, match="NNNN_name.sql"):
        load_migrations(bad)


def test_statements_are_split_on_real_semicolons_only():
    sql = """
    -- a comment; with a semicolon
    CREATE TABLE t (x TEXT DEFAULT 'a;b');
    /* block; comment */ INSERT INTO t VALUES ('c;d');
    -- trailing comment
    """
    statements = split_statements(sql)
    assert len(statements) == 2
    assert statements[0].endswith("DEFAULT 'a;b');")
    assert statements[1].endswith("VALUES ('c;d');")
    with pytest.raises(SchemaError, match="terminating semicolon"):
        split_statements("SELECT 1; SELECT 2")
