"""Recordings kept as long as the salon says: its retention, the salon of each simulated call, the call log's
mark of an expired recording; and recordings stored out of line uncompressed, so a byte range is read alone.

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "recording_retention",
        sa.Column("tenant_id", UUID(as_uuid=True), primary_key=True),
        sa.Column("days", sa.SmallInteger, nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
    )
    op.add_column("calls", sa.Column("recording_expired", sa.Boolean, nullable=False, server_default=sa.false()))
    op.add_column("simulated_calls", sa.Column("tenant_id", UUID(as_uuid=True)))
    op.execute("UPDATE simulated_calls SET tenant_id = agents.tenant_id FROM agents "
               "WHERE agents.agent_id = simulated_calls.agent_id")
    op.create_index("ix_simulated_calls_recorded", "simulated_calls", ["tenant_id", "ended_at"],
                    postgresql_where=sa.text("recording IS NOT NULL"))
    # EXTERNAL: out of line and never compressed (µ-law audio does not compress), so substring() fetches only the
    # chunks of the range asked for.
    op.execute("ALTER TABLE simulated_calls ALTER COLUMN recording SET STORAGE EXTERNAL")


def downgrade() -> None:
    op.execute("ALTER TABLE simulated_calls ALTER COLUMN recording SET STORAGE EXTENDED")
    op.drop_index("ix_simulated_calls_recorded", "simulated_calls")
    op.drop_column("simulated_calls", "tenant_id")
    op.drop_column("calls", "recording_expired")
    op.drop_table("recording_retention")
