"""When an operator's plan was last applied, so a replayed or older `admin.plan_set` never undoes a newer one.

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
    op.add_column("tenants", sa.Column("plan_set_at", sa.DateTime(timezone=True)))


def downgrade() -> None:
    op.drop_column("tenants", "plan_set_at")
