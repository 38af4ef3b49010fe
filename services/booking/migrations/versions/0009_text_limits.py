"""Every text passes the tenant's limits: its creation time and operator limit, and the day's counts; texts
other services ask booking to send wait in a queue of their own.

Tenants that exist already take their profile's first appearance as their creation time (the profile is written
when the tenant is created and never changes that stamp).

Revision ID: 0009
Revises: 0008
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None

TIME = sa.DateTime(timezone=True)
KEY = UUID(as_uuid=True)


def upgrade() -> None:
    op.create_table(
        "texting_tenants",
        sa.Column("tenant_id", KEY, primary_key=True),
        sa.Column("created_at", TIME),
        sa.Column("operator_limit", sa.Integer),
        sa.Column("operator_limit_at", TIME),
    )
    op.create_table(
        "text_counts",
        sa.Column("tenant_id", KEY, primary_key=True),
        sa.Column("day", sa.Date, primary_key=True),
        sa.Column("recipient", sa.Text, primary_key=True),
        sa.Column("sent", sa.Integer, nullable=False),
        sa.CheckConstraint("sent >= 0", name="sent"),
    )
    op.create_table(
        "queued_texts",
        sa.Column("id", sa.BigInteger, sa.Identity(), primary_key=True),
        sa.Column("tenant_id", KEY, nullable=False),
        sa.Column("recipient", sa.Text, nullable=False),
        sa.Column("body", sa.Text, nullable=False),
        sa.Column("purpose", sa.Text, nullable=False),
        sa.Column("attempts", sa.SmallInteger, nullable=False),
        sa.Column("created_at", TIME, nullable=False, server_default=sa.func.now()),
        sa.Column("sent_at", TIME),
        sa.Column("skipped_at", TIME),
    )
    op.create_index("ix_queued_texts_pending", "queued_texts", ["created_at"],
                    postgresql_where=sa.text("sent_at IS NULL AND skipped_at IS NULL"))
    op.execute("INSERT INTO texting_tenants (tenant_id, created_at) SELECT tenant_id, updated_at FROM tenant_profiles")


def downgrade() -> None:
    op.drop_table("queued_texts")
    op.drop_table("text_counts")
    op.drop_table("texting_tenants")
