"""Schema migrations as a list of small functions, recorded in a table (simonw/llm style).

m001 creates the tables as the models define them today; later changes append
m002, m003 … so an old database file upgrades in place.
"""
from __future__ import annotations

import logging
from collections.abc import Callable

from sqlalchemy import Engine, text
from sqlmodel import SQLModel

from . import models  # noqa: F401  (registers the tables on SQLModel.metadata)

log = logging.getLogger(__name__)


def m001_initial(engine: Engine) -> None:
    SQLModel.metadata.create_all(engine)


MIGRATIONS: list[Callable[[Engine], None]] = [m001_initial]


def migrate(engine: Engine) -> list[str]:
    """Apply the migrations this database has not seen; returns their names."""
    with engine.begin() as conn:
        conn.execute(text("CREATE TABLE IF NOT EXISTS _migrations (name VARCHAR(100) PRIMARY KEY)"))
        done = {row[0] for row in conn.execute(text("SELECT name FROM _migrations"))}
    applied = []
    for fn in MIGRATIONS:
        if fn.__name__ in done:
            continue
        fn(engine)
        with engine.begin() as conn:
            conn.execute(text("INSERT INTO _migrations (name) VALUES (:n)"), {"n": fn.__name__})
        applied.append(fn.__name__)
        log.info("migration applied: %s", fn.__name__)
    return applied
