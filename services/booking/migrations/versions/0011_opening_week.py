"""Booking's copy of the salon's opening hours per weekday (tenants' week), which availability is checked against.

Revision ID: 0011
Revises: 0010
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tenant_profiles", sa.Column("week", JSONB))


def downgrade() -> None:
    op.drop_column("tenant_profiles", "week")
