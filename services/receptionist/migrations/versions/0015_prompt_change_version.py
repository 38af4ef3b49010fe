"""Each recorded change to a salon's prompt counts the changes made since it was recorded, so the worker forgets it
only once the push of what it read has reached the provider and nothing changed meanwhile.

Revision ID: 0015
Revises: 0014
"""

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("prompt_changes", sa.Column("version", sa.BigInteger(), nullable=False, server_default="1"))


def downgrade() -> None:
    op.drop_column("prompt_changes", "version")
