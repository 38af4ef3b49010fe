"""The name a text thread's client gave the agent, so the owner's inbox names them rather than showing a number.

Revision ID: 0021
Revises: 0020
"""

import sqlalchemy as sa
from alembic import op

revision = "0021"
down_revision = "0020"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("text_threads", sa.Column("client_name", sa.Text(), nullable=True))


def downgrade() -> None:
    op.drop_column("text_threads", "client_name")
