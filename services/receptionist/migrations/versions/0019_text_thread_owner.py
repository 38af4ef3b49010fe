"""The owner's part in a text thread: who answers it (the owner once they take it over, until they hand it back or
it lies idle for a day), when it was last handed back for idleness, when the owner last read it, and which texts
the owner wrote by hand.

Revision ID: 0019
Revises: 0018
"""

import sqlalchemy as sa
from alembic import op

revision = "0019"
down_revision = "0018"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("text_threads", sa.Column("taken_over_at", sa.DateTime(timezone=True)))
    op.add_column("text_threads", sa.Column("taken_over_by", sa.Text()))
    op.add_column("text_threads", sa.Column("returned_at", sa.DateTime(timezone=True)))
    op.add_column("text_threads", sa.Column("owner_read_at", sa.DateTime(timezone=True)))
    op.create_index("ix_text_threads_taken_over_at", "text_threads", ["taken_over_at"],
                    postgresql_where=sa.text("taken_over_at IS NOT NULL"))
    op.add_column("text_messages", sa.Column("sent_by", sa.Text()))
    op.create_check_constraint(op.f("ck_text_messages_sent_by"), "text_messages",
                               "sent_by IS NULL OR sent_by IN ('agent', 'owner')")


def downgrade() -> None:
    op.drop_constraint(op.f("ck_text_messages_sent_by"), "text_messages", type_="check")
    op.drop_column("text_messages", "sent_by")
    op.drop_index("ix_text_threads_taken_over_at", table_name="text_threads")
    op.drop_column("text_threads", "owner_read_at")
    op.drop_column("text_threads", "returned_at")
    op.drop_column("text_threads", "taken_over_by")
    op.drop_column("text_threads", "taken_over_at")
