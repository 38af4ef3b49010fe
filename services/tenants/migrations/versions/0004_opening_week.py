"""The salon's opening hours per weekday, the one authority (hours_start/hours_end become their view).

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tenants", sa.Column("week", JSONB))


def downgrade() -> None:
    op.drop_column("tenants", "week")
