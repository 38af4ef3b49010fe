"""Each staff member's week at each location they work at, from booking's staff events; unknown (null) until the
next event about the member.

Revision ID: 0017
Revises: 0016
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects.postgresql import JSONB

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("salon_staff", sa.Column("weeks", JSONB()))


def downgrade() -> None:
    op.drop_column("salon_staff", "weeks")
