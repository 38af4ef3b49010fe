"""The owner's SMS choices: confirmations, reminders and how long before the appointment a reminder goes out.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tenants", sa.Column("sms_confirmations", sa.Boolean, nullable=False, server_default=sa.true()))
    op.add_column("tenants", sa.Column("sms_reminders", sa.Boolean, nullable=False, server_default=sa.true()))
    op.add_column("tenants", sa.Column("reminder_hours_before", sa.Integer, nullable=False, server_default="24"))


def downgrade() -> None:
    for column in ("reminder_hours_before", "sms_reminders", "sms_confirmations"):
        op.drop_column("tenants", column)
