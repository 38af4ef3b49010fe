"""The conversation kept with a text thread between texts: the engine's state, which conversation of the thread it
is (the functions' guards key on it), when its last text came, and whether the owner took the thread over.

Revision ID: 0019
Revises: 0018
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision = "0019"
down_revision = "0018"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("text_threads", sa.Column("taken_over_at", sa.DateTime(timezone=True)))
    op.add_column("text_threads", sa.Column("conversation", sa.Integer(), nullable=False, server_default="0"))
    op.add_column("text_threads", sa.Column("conversation_state", JSONB(), nullable=False,
                                            server_default=sa.text("'{}'::jsonb")))
    op.add_column("text_threads", sa.Column("conversation_at", sa.DateTime(timezone=True)))


def downgrade() -> None:
    op.drop_column("text_threads", "conversation_at")
    op.drop_column("text_threads", "conversation_state")
    op.drop_column("text_threads", "conversation")
    op.drop_column("text_threads", "taken_over_at")
