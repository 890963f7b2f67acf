"""Numbered schema migrations: db/migrations/NNNN_name.sql, one source for both backends.

Migration k moves the schema from version k-1 to k. The files are written in
SQLite's dialect; the PostgreSQL backend translates the few type names that
differ (``db.postgres.ddl``). Each migration runs in its own write transaction
together with the version bump (SQLite: PRAGMA user_version; PostgreSQL: the
salon_schema table), so a failed migration leaves the database as it was before.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from db.errors import MigrationFailed, SchemaError, SchemaTooNew

MIGRATIONS_DIR = Path(__file__).parent / "migrations"
_FILE_NAME = re.compile(r"^(\d{4})_[A-Za-z0-9_]+\.sql$")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str

    def statements(self) -> list[str]:
        return split_statements(self.sql, self.name)


def load_migrations(directory: Path = MIGRATIONS_DIR) -> list[Migration]:
    """The migrations in `directory`, checked to be numbered 1, 2, 3... without gaps."""
    if not directory.is_dir():
        raise SchemaError(f"no migrations directory at {directory} (were the .sql files installed?)")
    found = []
    for path in sorted(directory.iterdir()):
        if path.suffix != ".sql":
            continue
        match = _FILE_NAME.match(path.name)
        if not match:
            raise SchemaError(f"migration file name {path.name!r} is not NNNN_name.sql")
        found.append(Migration(int(match.group(1)), path.name, path.read_text(encoding="utf-8")))
    for expected, migration in enumerate(found, start=1):
        if migration.version != expected:
            raise SchemaError(
                f"migrations must be numbered 1, 2, 3...: expected {expected:04d}, found {migration.name}"
            )
    if not found:
        raise SchemaError(f"no migrations in {directory} (were the .sql files installed?)")
    return found


def split_statements(sql: str, name: str = "<sql>") -> list[str]:
    """Split a script into single statements (semicolons in strings and comments are respected)."""
    statements = []
    start = 0
    for i, char in enumerate(sql):
        if char == ";" and sqlite3.complete_statement(sql[start : i + 1]):
            statement = sql[start : i + 1].strip()
            if _has_code(statement):
                statements.append(statement)
            start = i + 1
    if _has_code(sql[start:]):
        raise SchemaError(f"{name}: the last statement has no terminating semicolon")
    return statements


def _has_code(text: str) -> bool:
    return any(line.strip() and not line.strip().startswith("--") for line in text.splitlines())


async def migrate(backend, migrations: list[Migration]) -> int:
    """Bring the schema up to the newest migration; return the resulting version.

    Refuses (SchemaTooNew) a database written by newer code, without changing it.
    The version is re-read inside each write transaction, under the backend's
    schema lock, so two processes opening the same new database cannot apply a
    migration twice.
    """
    known = len(migrations)
    async with backend.read() as tx:
        found = await backend.schema_version(tx)
    if found > known:
        raise SchemaTooNew(backend.label, found, known)
    async with backend.schema_lock():
        while found < known:
            migration = migrations[found]
            try:
                async with backend.write() as tx:
                    found = await backend.schema_version(tx)
                    if found > known:
                        raise SchemaTooNew(backend.label, found, known)
                    if found >= migration.version:  # another process got here first
                        continue
                    for statement in migration.statements():
                        await tx.execute(backend.ddl(statement))
                    await backend.set_schema_version(tx, migration.version)
                    found = migration.version
            except backend.driver_errors as e:
                raise MigrationFailed(migration.name, e) from e
    return found
