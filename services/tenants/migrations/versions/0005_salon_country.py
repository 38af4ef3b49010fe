"""The salon's country, whose national format its phone numbers are typed and shown in.

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tenants", sa.Column("country", sa.Text()))


def downgrade() -> None:
    op.drop_column("tenants", "country")
