"""Texts to a location's number: a thread per location and client number, its messages (a provider's id stored
once), and the client numbers that opted out of a location's texts.

Revision ID: 0018
Revises: 0017
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import UUID

revision = "0018"
down_revision = "0017"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "text_threads",
        sa.Column("id", UUID(as_uuid=True), nullable=False),
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("location_id", UUID(as_uuid=True), nullable=False),
        sa.Column("phone", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.Column("last_message_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_text_threads")),
    )
    op.create_index("uq_text_threads_client", "text_threads", ["tenant_id", "location_id", "phone"], unique=True)
    op.create_index("ix_text_threads_tenant_last_message_at", "text_threads", ["tenant_id", "last_message_at"])
    op.create_table(
        "text_messages",
        sa.Column("id", UUID(as_uuid=True), nullable=False),
        sa.Column("thread_id", UUID(as_uuid=True), nullable=False),
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("direction", sa.Text(), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("provider_sid", sa.Text()),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_text_messages")),
        sa.ForeignKeyConstraint(["thread_id"], ["text_threads.id"], ondelete="CASCADE",
                                name=op.f("fk_text_messages_thread_id_text_threads")),
        sa.CheckConstraint("direction IN ('in', 'out')", name=op.f("ck_text_messages_direction")),
    )
    op.create_index("uq_text_messages_provider_sid", "text_messages", ["provider_sid"], unique=True,
                    postgresql_where=sa.text("provider_sid IS NOT NULL"))
    op.create_index("ix_text_messages_thread_at", "text_messages", ["thread_id", "at"])
    op.create_table(
        "text_opt_outs",
        sa.Column("tenant_id", UUID(as_uuid=True), nullable=False),
        sa.Column("location_id", UUID(as_uuid=True), nullable=False),
        sa.Column("phone", sa.Text(), nullable=False),
        sa.Column("opted_out", sa.Boolean(), nullable=False),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
        sa.PrimaryKeyConstraint("tenant_id", "location_id", "phone", name=op.f("pk_text_opt_outs")),
    )


def downgrade() -> None:
    op.drop_table("text_opt_outs")
    op.drop_index("ix_text_messages_thread_at", table_name="text_messages")
    op.drop_index("uq_text_messages_provider_sid", table_name="text_messages")
    op.drop_table("text_messages")
    op.drop_index("ix_text_threads_tenant_last_message_at", table_name="text_threads")
    op.drop_index("uq_text_threads_client", table_name="text_threads")
    op.drop_table("text_threads")
