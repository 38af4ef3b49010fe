"""Confirmations switch on and off apart from reminders (`reminders_enabled` now means reminders only).

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
    op.add_column("tenant_profiles", sa.Column("confirmations_enabled", sa.Boolean, nullable=False,
                                               server_default=sa.true()))


def downgrade() -> None:
    op.drop_column("tenant_profiles", "confirmations_enabled")
