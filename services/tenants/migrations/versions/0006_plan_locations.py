"""How many locations the business's plan allows (an operator sets it; one until then).

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tenants", sa.Column("plan_locations", sa.Integer(), nullable=False, server_default="1"))


def downgrade() -> None:
    op.drop_column("tenants", "plan_locations")
