"""A call and its applied webhooks are keyed by the salon too: the same call id at two salons is two calls.

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_constraint("pk_calls", "calls", type_="primary")
    op.create_primary_key("pk_calls", "calls", ["tenant_id", "call_id"])
    op.add_column("webhook_deliveries", sa.Column("tenant_id", UUID(as_uuid=True)))
    op.execute("UPDATE webhook_deliveries SET tenant_id = calls.tenant_id FROM calls "
               "WHERE calls.call_id = webhook_deliveries.call_id")
    # A delivery is recorded in the transaction that writes its call: one without a call was never applied.
    op.execute("DELETE FROM webhook_deliveries WHERE tenant_id IS NULL")
    op.alter_column("webhook_deliveries", "tenant_id", nullable=False)
    op.drop_constraint("pk_webhook_deliveries", "webhook_deliveries", type_="primary")
    op.create_primary_key("pk_webhook_deliveries", "webhook_deliveries", ["tenant_id", "call_id", "event"])


def downgrade() -> None:
    op.drop_constraint("pk_webhook_deliveries", "webhook_deliveries", type_="primary")
    op.create_primary_key("pk_webhook_deliveries", "webhook_deliveries", ["call_id", "event"])
    op.drop_column("webhook_deliveries", "tenant_id")
    op.drop_constraint("pk_calls", "calls", type_="primary")
    op.create_primary_key("pk_calls", "calls", ["call_id"])
