"""The business's locations, and where a location's catalogue differs from the business's. Every tenant gets its
first location, whose id is the tenant's, holding the salon's name, address, time zone, week and front-desk phone.

Revision ID: 0008
Revises: 0007
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB, UUID

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

# A tenant that never saved a week is open every day from hours_start to hours_end (tenants.hours.week.of_tenant).
FIRST_LOCATIONS = """
INSERT INTO locations (id, tenant_id, name, address, timezone, week, closures, front_desk_phone, position,
                       created_at, updated_at)
SELECT t.id, t.id, t.name, t.address, t.timezone,
       COALESCE(NULLIF(t.week, '{}'::jsonb),
                (SELECT jsonb_object_agg(day::text, jsonb_build_object('open', t.hours_start, 'close', t.hours_end,
                                                                       'closed', false))
                 FROM generate_series(0, 6) AS day)),
       '[]'::jsonb, t.front_desk_phone, 0, t.created_at, t.updated_at
FROM tenants AS t
"""


def upgrade() -> None:
    op.create_table(
        "locations",
        sa.Column("id", UUID(as_uuid=False), primary_key=True),
        sa.Column("tenant_id", UUID(as_uuid=False), sa.ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
        sa.Column("name", sa.Text, nullable=False, server_default=""),
        sa.Column("address", sa.Text, nullable=False, server_default=""),
        sa.Column("timezone", sa.Text, nullable=False, server_default="America/New_York"),
        sa.Column("week", JSONB, nullable=False),
        sa.Column("closures", JSONB, nullable=False, server_default=sa.text("'[]'::jsonb")),
        sa.Column("front_desk_phone", sa.Text, nullable=False, server_default=""),
        sa.Column("position", sa.Integer, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
    )
    op.create_index("ix_locations_tenant_id", "locations", ["tenant_id"])
    op.create_table(
        "location_services",
        sa.Column("location_id", UUID(as_uuid=False), sa.ForeignKey("locations.id", ondelete="CASCADE"),
                  primary_key=True),
        sa.Column("service_id", sa.Text, primary_key=True),
        sa.Column("offered", sa.Boolean, nullable=False, server_default=sa.true()),
        sa.Column("duration_min", sa.Integer),
        sa.Column("price", sa.Numeric(10, 2)),
        sa.CheckConstraint("duration_min BETWEEN 5 AND 480", name="ck_location_services_duration"),
        sa.CheckConstraint("price >= 0", name="ck_location_services_price"),
    )
    op.execute(FIRST_LOCATIONS)


def downgrade() -> None:
    op.drop_table("location_services")
    op.drop_table("locations")
