"""Locations: booking's copy of the business's salons, and the location of every row one owns. Every existing row
belongs to the business's only location, whose id is the tenant's. Time off keeps no location (everywhere).

Revision ID: 0013
Revises: 0012
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import ARRAY, JSONB, UUID

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None

OWNED = ("working_hours", "appointments", "reminder_jobs", "calls", "queued_texts")


def upgrade() -> None:
    # The availability versions' triggers fire at once: a table with trigger events pending cannot be altered.
    op.execute("SET CONSTRAINTS ALL IMMEDIATE")
    op.create_table(
        "locations",
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("location_id", UUID(as_uuid=True), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("timezone", sa.Text(), nullable=False),
        sa.Column("week", JSONB()),
        sa.Column("closures", ARRAY(sa.Date()), nullable=False),
        sa.Column("position", sa.SmallInteger(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.PrimaryKeyConstraint("tenant_id", "location_id", name=op.f("pk_locations")),
    )
    # Availability reads a location's zone, week and closures: a change to them must make kept answers stale.
    op.execute("""
        CREATE CONSTRAINT TRIGGER locations_bumps_availability AFTER INSERT OR UPDATE OR DELETE ON locations
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_availability_version()""")
    # A row written without its location, by a replica still running the code from before locations while this
    # one rolls out, is the first location's, as every row it ever wrote.
    op.execute("""
        CREATE FUNCTION first_location_by_default() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            NEW.location_id := COALESCE(NEW.location_id, NEW.tenant_id);
            RETURN NEW;
        END $$""")
    for table in OWNED:
        op.add_column(table, sa.Column("location_id", UUID(as_uuid=True)))
        op.execute(f"UPDATE {table} SET location_id = tenant_id")  # noqa: S608 - names from this migration
        op.alter_column(table, "location_id", nullable=False)
        op.execute(f"""
            CREATE TRIGGER {table}_first_location BEFORE INSERT ON {table}
            FOR EACH ROW EXECUTE FUNCTION first_location_by_default()""")
    op.add_column("time_off", sa.Column("location_id", UUID(as_uuid=True)))
    op.drop_constraint("working_hours_no_overlap", "working_hours")
    op.execute("""
        ALTER TABLE working_hours ADD CONSTRAINT working_hours_no_overlap
        EXCLUDE USING gist (staff_key WITH =, location_id WITH =, dow WITH =,
                            int4range(start_minute, end_minute) WITH &&)""")
    op.drop_index("ix_working_hours_tenant_staff", "working_hours")
    op.create_index("ix_working_hours_tenant_staff", "working_hours",
                    ["tenant_id", "staff_key", "location_id", "dow", "start_minute"])
    op.create_index("ix_appointments_tenant_location_starts_at", "appointments",
                    ["tenant_id", "location_id", "starts_at"])


def downgrade() -> None:
    op.execute("SET CONSTRAINTS ALL IMMEDIATE")
    op.drop_index("ix_appointments_tenant_location_starts_at", "appointments")
    op.drop_index("ix_working_hours_tenant_staff", "working_hours")
    op.drop_constraint("working_hours_no_overlap", "working_hours")
    # Hours at other locations cannot be kept once a member's week is one again.
    op.execute("DELETE FROM working_hours WHERE location_id <> tenant_id")
    op.execute("""
        ALTER TABLE working_hours ADD CONSTRAINT working_hours_no_overlap
        EXCLUDE USING gist (staff_key WITH =, dow WITH =, int4range(start_minute, end_minute) WITH &&)""")
    op.create_index("ix_working_hours_tenant_staff", "working_hours", ["tenant_id", "staff_key", "dow", "start_minute"])
    op.drop_column("time_off", "location_id")
    for table in OWNED:
        op.execute(f"DROP TRIGGER {table}_first_location ON {table}")
        op.drop_column(table, "location_id")
    op.execute("DROP FUNCTION first_location_by_default()")
    op.execute("DROP TRIGGER locations_bumps_availability ON locations")
    op.drop_table("locations")
