"""Locations: the receptionist's copy of the business's salons, and the location of every row one owns. An agent,
its setup and its waiting prompt change are a location's (keyed by it, the tenant beside); calls, call-backs and
function calls record the location whose number was dialled. Every existing row belongs to the business's only
location, whose id is the tenant's.

Revision ID: 0016
Revises: 0015
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB, UUID

revision = "0016"
down_revision = "0015"
branch_labels = None
depends_on = None

KEYED = ("agents", "setups", "prompt_changes")
RECORDED = ("calls", "callbacks", "function_calls")


def _replace_primary_key(table: str, columns: str) -> None:
    op.execute(f"""
        DO $$ DECLARE found text; BEGIN
            SELECT conname INTO found FROM pg_constraint WHERE conrelid = '{table}'::regclass AND contype = 'p';
            EXECUTE format('ALTER TABLE {table} DROP CONSTRAINT %I', found);
        END $$""")  # noqa: S608 - names from this migration
    op.execute(f"ALTER TABLE {table} ADD CONSTRAINT pk_{table} PRIMARY KEY ({columns})")


def upgrade() -> None:
    op.create_table(
        "locations",
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("location_id", UUID(as_uuid=True), nullable=False),
        sa.Column("name", sa.Text(), nullable=False, server_default=""),
        sa.Column("address", sa.Text(), nullable=False, server_default=""),
        sa.Column("timezone", sa.Text(), nullable=False, server_default="America/New_York"),
        sa.Column("week", JSONB(), nullable=False, server_default="{}"),
        sa.Column("closures", JSONB(), nullable=False, server_default="[]"),
        sa.Column("front_desk_phone", sa.Text(), nullable=False, server_default=""),
        sa.Column("position", sa.SmallInteger(), nullable=False, server_default="0"),
        sa.Column("services", JSONB(), nullable=False, server_default="[]"),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.PrimaryKeyConstraint("tenant_id", "location_id", name=op.f("pk_locations")),
    )
    # A row written without its location, by a replica still running the code from before locations while this
    # one rolls out, is the first location's, as every row it ever wrote.
    op.execute("""
        CREATE FUNCTION first_location_by_default() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            NEW.location_id := COALESCE(NEW.location_id, NEW.tenant_id);
            RETURN NEW;
        END $$""")
    for table in KEYED + RECORDED:
        op.add_column(table, sa.Column("location_id", UUID(as_uuid=True)))
        op.execute(f"UPDATE {table} SET location_id = tenant_id")  # noqa: S608 - names from this migration
        op.alter_column(table, "location_id", nullable=False)
        op.execute(f"""
            CREATE TRIGGER {table}_first_location BEFORE INSERT ON {table}
            FOR EACH ROW EXECUTE FUNCTION first_location_by_default()""")
    for table in KEYED:
        _replace_primary_key(table, "location_id")
        op.create_index(f"ix_{table}_tenant_id", table, ["tenant_id"])
    op.create_index("ix_calls_tenant_location_started_at", "calls", ["tenant_id", "location_id", "started_at"])


def downgrade() -> None:
    op.drop_index("ix_calls_tenant_location_started_at", "calls")
    for table in KEYED:
        # A business's other locations cannot be kept once an agent and a setup are the tenant's again.
        op.execute(f"DELETE FROM {table} WHERE location_id <> tenant_id")  # noqa: S608 - names from this migration
        op.drop_index(f"ix_{table}_tenant_id", table)
        _replace_primary_key(table, "tenant_id")
    for table in KEYED + RECORDED:
        op.execute(f"DROP TRIGGER {table}_first_location ON {table}")
        op.drop_column(table, "location_id")
    op.execute("DROP FUNCTION first_location_by_default()")
    op.drop_table("locations")
