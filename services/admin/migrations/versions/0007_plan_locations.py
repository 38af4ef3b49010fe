"""The tenant's plan in the operator's view: how many locations an operator set it to allow (one until then).

Revision ID: 0007
Revises: 0006
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tenant_profiles", sa.Column("plan_locations", sa.Integer, nullable=False, server_default="1"))


def downgrade() -> None:
    op.drop_column("tenant_profiles", "plan_locations")
