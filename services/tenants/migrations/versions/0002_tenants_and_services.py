"""Tenants and their service catalogue.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import ARRAY, UUID

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tenants",
        sa.Column("id", UUID(as_uuid=False), primary_key=True),
        sa.Column("owner_user_id", UUID(as_uuid=False), nullable=False),
        sa.Column("owner_email", sa.Text, nullable=False, server_default=""),
        sa.Column("name", sa.Text, nullable=False, server_default=""),
        sa.Column("timezone", sa.Text, nullable=False, server_default="America/New_York"),
        sa.Column("hours_start", sa.Text, nullable=False, server_default="09:00"),
        sa.Column("hours_end", sa.Text, nullable=False, server_default="18:00"),
        sa.Column("address", sa.Text, nullable=False, server_default=""),
        sa.Column("owner_phone", sa.Text, nullable=False, server_default=""),
        sa.Column("front_desk_phone", sa.Text, nullable=False, server_default=""),
        sa.Column("onboarding_complete", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
    )
    op.create_table(
        "services",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("tenant_id", UUID(as_uuid=False), sa.ForeignKey("tenants.id", ondelete="CASCADE"), nullable=False),
        sa.Column("service_id", sa.Text, nullable=False),
        sa.Column("position", sa.Integer, nullable=False),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("duration_min", sa.Integer, nullable=False),
        sa.Column("buffer_min", sa.Integer, nullable=False),
        sa.Column("processing_min", sa.Integer, nullable=False, server_default="0"),
        sa.Column("price", sa.Numeric(10, 2), nullable=False),
        sa.Column("staff_ids", ARRAY(sa.Text)),
        sa.UniqueConstraint("tenant_id", "service_id", name="uq_services_tenant_id"),
        sa.CheckConstraint("duration_min BETWEEN 5 AND 480", name="ck_services_duration"),
        sa.CheckConstraint("buffer_min BETWEEN 0 AND 120", name="ck_services_buffer"),
        sa.CheckConstraint("price >= 0", name="ck_services_price"),
    )
    op.create_index("ix_services_tenant_id", "services", ["tenant_id"])


def downgrade() -> None:
    op.drop_table("services")
    op.drop_table("tenants")
