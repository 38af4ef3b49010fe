"""The tenant's texting in the operator's view: the daily limit an operator set, and the texts withheld (one
row per event, so replaying an event counts it once).

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tenants", sa.Column("text_daily_limit", sa.Integer))
    op.add_column("tenants", sa.Column("texts_withheld", sa.Integer, nullable=False, server_default="0"))
    op.add_column("tenants", sa.Column("text_withheld_at", sa.DateTime(timezone=True)))
    op.create_table(
        "withheld_texts",
        sa.Column("event_id", sa.Text, primary_key=True),
        sa.Column("tenant_id", sa.Text, nullable=False),
        sa.Column("occurred_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_withheld_texts_tenant", "withheld_texts", ["tenant_id", "occurred_at"])


def downgrade() -> None:
    op.drop_table("withheld_texts")
    op.drop_column("tenants", "text_withheld_at")
    op.drop_column("tenants", "texts_withheld")
    op.drop_column("tenants", "text_daily_limit")
