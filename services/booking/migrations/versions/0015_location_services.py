"""A location's own catalogue: where it differs from the business's (the service not offered there, its own
price or duration), as tenants' `location_saved` carries it. No row is the catalogue's, so every location keeps
booking as before until its next event says otherwise.

Revision ID: 0015
Revises: 0014
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "location_services",
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("location_id", UUID(as_uuid=True), nullable=False),
        sa.Column("service_id", sa.Text(), nullable=False),
        sa.Column("offered", sa.Boolean(), nullable=False),
        sa.Column("duration_min", sa.SmallInteger()),
        sa.Column("price_cents", sa.BigInteger()),
        sa.PrimaryKeyConstraint("tenant_id", "location_id", "service_id", name=op.f("pk_location_services")),
    )
    # Availability reads a location's durations and what it offers: a change must make kept answers stale.
    op.execute("""
        CREATE CONSTRAINT TRIGGER location_services_bumps_availability
        AFTER INSERT OR UPDATE OR DELETE ON location_services
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_availability_version()""")


def downgrade() -> None:
    op.execute("DROP TRIGGER location_services_bumps_availability ON location_services")
    op.drop_table("location_services")
