"""The caller's language on an appointment the receptionist booked, and a staff member's own mobile number.

Revision ID: 0010
Revises: 0009
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("appointments", sa.Column("language", sa.Text))
    op.add_column("staff", sa.Column("phone", sa.Text))


def downgrade() -> None:
    op.drop_column("staff", "phone")
    op.drop_column("appointments", "language")
