"""Locations in the operator's view: `location_profiles` (each location's details and its receptionist, kept from
the streams and rebuilt with the other read models) and the location an audit entry is about.

Every tenant known today has one location, its first (id: the tenant's), whose receptionist the tenant's row holds:
it is copied from there, so the consoles' numbers and agents stay listed without waiting for a rebuild.

Revision ID: 0008
Revises: 0007
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

TRIGRAM_COLUMNS = ("name", "address", "phone_digits", "front_desk_digits")
RECEPTIONIST_COLUMNS = ("agent_status", "agent_id", "phone_number", "formatted_phone_number", "phone_digits", "voice",
                        "voice_engine", "understanding", "webhooks_configured", "agent_error", "provisioned_at",
                        "agent_event_at", "receptionist_status", "setup_updated_at")


def upgrade() -> None:
    op.create_table(
        "location_profiles",
        sa.Column("location_id", sa.Text, primary_key=True),
        sa.Column("tenant_id", sa.Text, nullable=False),
        sa.Column("name", sa.Text, nullable=False, server_default=""),
        sa.Column("address", sa.Text, nullable=False, server_default=""),
        sa.Column("timezone", sa.Text, nullable=False, server_default=""),
        sa.Column("front_desk_phone", sa.Text, nullable=False, server_default=""),
        sa.Column("front_desk_digits", sa.Text, nullable=False, server_default=""),
        sa.Column("position", sa.Integer, nullable=False, server_default="0"),
        sa.Column("location_event_at", sa.DateTime(timezone=True)),
        sa.Column("agent_status", sa.Text, nullable=False, server_default="not_provisioned"),
        sa.Column("agent_id", sa.Text, nullable=False, server_default=""),
        sa.Column("phone_number", sa.Text, nullable=False, server_default=""),
        sa.Column("formatted_phone_number", sa.Text, nullable=False, server_default=""),
        sa.Column("phone_digits", sa.Text, nullable=False, server_default=""),
        sa.Column("voice", sa.Text, nullable=False, server_default=""),
        sa.Column("voice_engine", sa.Text, nullable=False, server_default=""),
        sa.Column("understanding", sa.Text, nullable=False, server_default=""),
        sa.Column("webhooks_configured", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("agent_error", sa.Text, nullable=False, server_default=""),
        sa.Column("provisioned_at", sa.DateTime(timezone=True)),
        sa.Column("agent_event_at", sa.DateTime(timezone=True)),
        sa.Column("receptionist_status", sa.Text, nullable=False, server_default="not_started"),
        sa.Column("setup_updated_at", sa.DateTime(timezone=True)),
    )
    op.create_index("ix_location_profiles_tenant", "location_profiles", ["tenant_id", "position", "location_id"])
    for column in TRIGRAM_COLUMNS:
        op.create_index(f"ix_location_profiles_{column}_trgm", "location_profiles", [column],
                        postgresql_using="gin", postgresql_ops={column: "gin_trgm_ops"})
    op.add_column("audit_log", sa.Column("location_id", sa.Text))
    columns = ", ".join(RECEPTIONIST_COLUMNS)
    op.execute(f"INSERT INTO location_profiles (location_id, tenant_id, {columns}) "  # noqa: S608 - constant names
               f"SELECT tenant_id, tenant_id, {columns} FROM tenant_profiles")


def downgrade() -> None:
    op.drop_column("audit_log", "location_id")
    op.drop_table("location_profiles")
