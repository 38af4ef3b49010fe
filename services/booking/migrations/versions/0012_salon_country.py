"""Booking's copy of the salon's country (tenants' setting), whose national format owners type numbers in.

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
    op.add_column("tenant_profiles", sa.Column("country", sa.Text()))


def downgrade() -> None:
    op.drop_column("tenant_profiles", "country")
