"""The operator's view of a tenant's agent names its voice engine and understanding (from agent events).

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tenants", sa.Column("voice_engine", sa.Text, nullable=False, server_default=""))
    op.add_column("tenants", sa.Column("understanding", sa.Text, nullable=False, server_default=""))


def downgrade() -> None:
    op.drop_column("tenants", "understanding")
    op.drop_column("tenants", "voice_engine")
