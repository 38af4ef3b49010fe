"""The bus tables and the audit log of everything that happened on the platform.

Revision ID: 0001
Revises:
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

from ringbook_common.migrations import create_bus_tables, drop_bus_tables

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    create_bus_tables()
    op.create_table(
        "audit_log",
        sa.Column("id", sa.BigInteger, sa.Identity(), primary_key=True),
        sa.Column("event_id", UUID(as_uuid=False), nullable=False, unique=True),
        sa.Column("event_type", sa.Text, nullable=False),
        sa.Column("tenant_id", sa.Text),
        sa.Column("occurred_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("details", sa.Text, nullable=False, server_default=""),
    )
    op.create_index("ix_audit_log_occurred_at", "audit_log", ["occurred_at"])
    op.create_index("ix_audit_log_tenant_id", "audit_log", ["tenant_id", "occurred_at"])


def downgrade() -> None:
    op.drop_table("audit_log")
    drop_bus_tables()
