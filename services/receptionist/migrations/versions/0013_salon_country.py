"""The receptionist's copy of the salon's country (tenants' setting), whose national format callers' numbers are
read in.

Revision ID: 0013
Revises: 0012
"""

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("salons", sa.Column("country", sa.Text()))


def downgrade() -> None:
    op.drop_column("salons", "country")
