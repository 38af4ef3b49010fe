"""The conversation kept with a text thread between texts: the engine's state, which conversation of the thread it
is (the functions' guards key on it) and when its last text came.

Revision ID: 0020
Revises: 0019
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision = "0020"
down_revision = "0019"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("text_threads", sa.Column("conversation", sa.Integer(), nullable=False, server_default="0"))
    op.add_column("text_threads", sa.Column("conversation_state", JSONB(), nullable=False,
                                            server_default=sa.text("'{}'::jsonb")))
    op.add_column("text_threads", sa.Column("conversation_at", sa.DateTime(timezone=True)))


def downgrade() -> None:
    op.drop_column("text_threads", "conversation_at")
    op.drop_column("text_threads", "conversation_state")
    op.drop_column("text_threads", "conversation")
