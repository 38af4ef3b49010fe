"""The two tables every service has for the bus: its outbox and the events it has already applied."""

from sqlalchemy import (
    BigInteger,
    Column,
    DateTime,
    Identity,
    Integer,
    LargeBinary,
    MetaData,
    Table,
    Text,
    func,
)
from sqlalchemy.dialects.postgresql import UUID

BUS_METADATA = MetaData()

outbox = Table(
    "outbox", BUS_METADATA,
    Column("id", UUID(as_uuid=False), primary_key=True),
    # Commit order within one transaction too: events leave in the order they were recorded.
    Column("seq", BigInteger, Identity(), nullable=False, unique=True),
    Column("subject", Text, nullable=False),
    Column("data", LargeBinary, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False, server_default=func.now()),
    Column("published_at", DateTime(timezone=True)),
    Column("attempts", Integer, nullable=False, server_default="0"),
)

processed_events = Table(
    "processed_events", BUS_METADATA,
    Column("consumer", Text, primary_key=True),
    Column("event_id", UUID(as_uuid=False), primary_key=True),
    Column("processed_at", DateTime(timezone=True), nullable=False, server_default=func.now()),
)

NOTIFY_CHANNEL = "ringbook_outbox"

# Wakes the relay at commit time (NOTIFY is delivered when the inserting transaction commits).
NOTIFY_DDL = (
    f"""CREATE OR REPLACE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_notify('{NOTIFY_CHANNEL}', ''); RETURN NULL; END $$""",
    "CREATE TRIGGER outbox_inserted AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify()",
)
