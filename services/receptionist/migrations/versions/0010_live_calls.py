"""Calls our engine answers over the voice provider's custom-LLM socket: the state of each, so a reconnect to the
same call resumes it.

Revision ID: 0010
Revises: 0009
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB, UUID

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "live_calls",
        sa.Column("call_id", sa.Text(), primary_key=True),
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("agent_id", sa.Text(), nullable=False),
        sa.Column("from_number", sa.Text(), nullable=False, server_default=""),
        sa.Column("to_number", sa.Text(), nullable=False, server_default=""),
        sa.Column("memory", JSONB(), nullable=False, server_default="{}"),
        sa.Column("read_items", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("read_words", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("last_response_id", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("said", JSONB(), nullable=False, server_default="{}"),
        sa.Column("transfer_number", sa.Text()),
        sa.Column("ending", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column("connections", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
    )
    op.create_index("ix_live_calls_tenant_started_at", "live_calls", ["tenant_id", "started_at"])


def downgrade() -> None:
    op.drop_index("ix_live_calls_tenant_started_at", table_name="live_calls")
    op.drop_table("live_calls")
