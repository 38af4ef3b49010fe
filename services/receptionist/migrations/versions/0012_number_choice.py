"""The number's area code as the owner asked for it (empty: toll-free), and the number being replaced while a new
one is got, released once the new one answers.

Revision ID: 0012
Revises: 0011
"""

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("agents", sa.Column("number_area_code", sa.Text(), nullable=False, server_default=""))
    op.add_column("agents", sa.Column("old_phone_number", sa.Text(), nullable=True))


def downgrade() -> None:
    op.drop_column("agents", "old_phone_number")
    op.drop_column("agents", "number_area_code")
