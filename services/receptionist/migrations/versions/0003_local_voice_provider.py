"""The local voice provider's own records (LLMs, agents, numbers) and its simulated calls.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import ARRAY, JSONB

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

TIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "voice_llms",
        sa.Column("llm_id", sa.Text, primary_key=True),
        sa.Column("prompt", sa.Text, nullable=False, server_default=""),
        sa.Column("begin_message", sa.Text, nullable=False, server_default=""),
        sa.Column("tools", JSONB, nullable=False, server_default="[]"),
        sa.Column("updated_at", TIME, nullable=False, server_default=sa.func.now()),
    )
    op.create_table(
        "voice_agents",
        sa.Column("agent_id", sa.Text, primary_key=True),
        sa.Column("llm_id", sa.Text, nullable=False),
        sa.Column("name", sa.Text, nullable=False, server_default=""),
        sa.Column("voice", sa.Text, nullable=False, server_default="male"),
        sa.Column("languages", ARRAY(sa.Text), nullable=False, server_default="{}"),
        sa.Column("webhook_url", sa.Text, nullable=False, server_default=""),
        sa.Column("created_at", TIME, nullable=False, server_default=sa.func.now()),
    )
    op.create_table(
        "voice_numbers",
        sa.Column("number", sa.Text, primary_key=True),
        sa.Column("agent_id", sa.Text),
        sa.Column("created_at", TIME, nullable=False, server_default=sa.func.now()),
    )
    op.create_table(
        "simulated_calls",
        sa.Column("call_id", sa.Text, primary_key=True),
        sa.Column("agent_id", sa.Text, nullable=False),
        sa.Column("from_number", sa.Text, nullable=False),
        sa.Column("to_number", sa.Text, nullable=False),
        sa.Column("opened_by", sa.Text, nullable=False, server_default=""),
        sa.Column("status", sa.Text, nullable=False, server_default="ongoing"),
        sa.Column("language", sa.Text, nullable=False, server_default="en"),
        sa.Column("turns", JSONB, nullable=False, server_default="[]"),
        sa.Column("memory", JSONB, nullable=False, server_default="{}"),
        sa.Column("started_at", TIME, nullable=False, server_default=sa.func.now()),
        sa.Column("last_turn_at", TIME, nullable=False, server_default=sa.func.now()),
        sa.Column("ended_at", TIME),
        sa.Column("ended_reason", sa.Text),
        sa.Column("duration_ms", sa.Integer),
        sa.Column("recording_token", sa.Text),
        sa.Column("recording", sa.LargeBinary),
        sa.CheckConstraint("status IN ('ongoing', 'ended')", name="ck_simulated_calls_status"),
    )
    op.create_index("uq_simulated_calls_recording_token", "simulated_calls", ["recording_token"], unique=True,
                    postgresql_where=sa.text("recording_token IS NOT NULL"))
    op.create_index("ix_simulated_calls_open", "simulated_calls", ["last_turn_at"],
                    postgresql_where=sa.text("status = 'ongoing'"))


def downgrade() -> None:
    for table in ("simulated_calls", "voice_numbers", "voice_agents", "voice_llms"):
        op.drop_table(table)
